"""Cheap bounds on the worst-case makespan T*(W).

- ``pessimistic``: eq. 5-7 of Berezovskyi et al. 2012, ``sum_X ceil(W/rho_X) * I_X``. Safe when
  every capacity is 1 (every non-final slot runs at least one instruction); *not* guaranteed
  when a capacity is above 1 ("CC", capacity 2, W = 4 has T* = 5 > 4).
- ``safe_upper_bound``: U0 = sum_X floor(W I_X / cap_X) + I (+ floor(W I / K) with issue width
  K), always valid: every slot has a saturated unit type, a saturated issue width, or every
  ready warp issuing, and the last kind advances the least-advanced warp (at most I times).
- ``queue_bounded_upper_bound``: two unit types X (capacity 1) and Y where the string starts
  with X and every Y directly follows an X. At most one warp ever waits at a Y stage, X idles
  only when a single warp is left, so T* <= W I_X + I_Y (LLCLL: 4W + 1; LLCLLCLL: 6W + 2).
- ``run_upper_bound``: X of capacity 1 and maximal runs of other letters of lengths r_1..r_R
  (issue width none or not binding): T* <= W I_X + W sum_k (r_k - 1) + I_Y + W [string ends
  with a non-X letter] + [string starts with a non-X letter], with I_Y = sum_k r_k (proof in
  docs/guide/makespan.md, section "Loop-aware bounds"; it is additive over runs, so a loop body costs the
  same in every iteration).
- ``pile_upper_bound``: X of capacity 1, issue width not binding, the string starts with X and
  every maximal X run between two runs of other letters has at least 2 letters: T* <= W I_X +
  W sum_k max(r_k - 2, 0) + 2 R + W [string ends with a non-X letter] (R runs; proof in docs/guide/makespan.md,
  "Pile bound"). It charges W (r - 2) per run where the run bound charges W (r - 1).
- ``trivial_lower_bound``: no schedule is shorter than I slots or than the work of the busiest
  unit type: max(I, ceil(W I_X / cap_X), ceil(W I / K)).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from analyzer.makespan.instance import Instance


@dataclass(frozen=True)
class Bound:
    """A bound value, its name, and whether it is proven for this instance."""

    value: int
    name: str
    guaranteed: bool
    note: str = ""


def _ceil_div(numerator: int, denominator: int) -> int:
    return -(-numerator // denominator)


def pessimistic(instance: Instance) -> Bound:
    """Eq. 5-7 of Berezovskyi et al. 2012: ``T = sum_X ceil(W / rho_X) * I_X`` over the
    transformed string. Guaranteed only when every capacity is 1."""
    value = sum(_ceil_div(instance.warps, cap) * instance.count(letter) for letter, cap in instance.capacities)
    all_unit = all(cap == 1 for _, cap in instance.capacities)
    note = "" if all_unit else "eq. 5-7 is not guaranteed when a capacity is above 1 (e.g. 'CC', cap 2, W = 4: T* = 5 > 4)"
    return Bound(value=value, name="pessimistic eq. 5-7", guaranteed=all_unit, note=note)


def safe_upper_bound(instance: Instance) -> Bound:
    """U0 = sum_X floor(W I_X / cap_X) + I (+ floor(W I / K) with issue width K): valid for
    every instance (makespan notes, section 1.2)."""
    work = instance.warps * instance.length
    value = sum(instance.warps * instance.count(letter) // cap for letter, cap in instance.capacities)
    value += instance.length
    if instance.issue_width is not None:
        value += work // instance.issue_width
    return Bound(value=value, name="U0 (saturation count)", guaranteed=True)


def queue_bounded_upper_bound(instance: Instance) -> Bound | None:
    """T* <= W I_X + I_Y for two unit types where X has capacity 1, the string starts with X and
    every Y instruction directly follows an X (issue width none or >= 2); None when the
    instance is not of that class. Proof: one X completes per slot, so at most one warp waits
    at Y stages; X idles only when the last warp is alone at a Y stage."""
    letters = instance.letters
    if len(letters) != 2 or (instance.issue_width is not None and instance.issue_width < 2):
        return None
    program = instance.program
    for bottleneck, other in (letters, letters[::-1]):
        if instance.capacity(bottleneck) != 1 or program[0] != bottleneck:
            continue
        if all(program[index - 1] == bottleneck for index, symbol in enumerate(program) if symbol == other):
            value = instance.warps * instance.count(bottleneck) + instance.count(other)
            return Bound(value=value, name=f"queue-bounded ({bottleneck} bottleneck)", guaranteed=True)
    return None


def _issue_width_binding(instance: Instance) -> bool:
    return instance.issue_width is not None and instance.issue_width < sum(cap for _, cap in instance.capacities)


def other_runs(program: str, letter: str) -> list[int]:
    """Lengths of the maximal runs of letters other than ``letter`` (in order)."""
    return [len(run) for run in program.split(letter) if run]


def run_upper_bound(instance: Instance) -> Bound | None:
    """The smallest over letters X of capacity 1 of ``W I_X + W sum_k (r_k - 1) + I_Y +
    W [last letter is not X] + [first letter is not X]`` (r_k: maximal runs of the other
    letters, I_Y their total); None when no letter has capacity 1 or the issue width binds.
    Proof: docs/guide/makespan.md, "Loop-aware bounds" (every idle slot of X is charged to a non-final letter
    of a run, to the single-warp tail, or to the warp that finishes)."""
    program, warps = instance.program, instance.warps

    def value(letter: str) -> int:
        runs = other_runs(program, letter)
        return (warps * program.count(letter) + warps * (sum(runs) - len(runs)) + sum(runs)
                + warps * (program[-1] != letter) + (program[0] != letter))

    return _smallest_over_unit_letters(instance, value, "run bound")


def _smallest_over_unit_letters(instance: Instance, value: Callable[[str], int | None], name: str) -> Bound | None:
    """The smallest ``value(X)`` over the letters X of capacity 1 (None: X does not qualify), as
    a guaranteed Bound named ``name (X bottleneck)``; None when the issue width binds or no
    letter qualifies (the run and pile bounds share this frame)."""
    if _issue_width_binding(instance):
        return None
    best: Bound | None = None
    for letter, cap in instance.capacities:
        candidate = value(letter) if cap == 1 else None
        if candidate is not None and (best is None or candidate < best.value):
            best = Bound(value=candidate, name=f"{name} ({letter} bottleneck)", guaranteed=True)
    return best


def _separated_runs(program: str, letter: str) -> list[int] | None:
    """Run lengths of the other letters when ``program`` starts with ``letter`` and every maximal
    ``letter`` run between two other-letter runs has at least 2 letters; None otherwise."""
    if not program or program[0] != letter:
        return None
    pieces = program.split(letter)
    # an X run of length 1 between two other-letter runs shows as two adjacent non-empty pieces
    separated = all(not (first and second) for first, second in zip(pieces, pieces[1:]))
    return other_runs(program, letter) if separated else None


def pile_upper_bound(instance: Instance) -> Bound | None:
    """The smallest over letters X of capacity 1 (issue width not binding) of ``W I_X + W sum_k
    max(r_k - 2, 0) + 2 R + W [last letter is not X]`` where the string starts with X and every
    maximal X run between two runs of other letters (r_1..r_R) has at least 2 letters; None when
    no letter qualifies. Proof: docs/guide/makespan.md, "Pile bound" (within each busy period of the other types
    that contains an idle slot of X, every entered run but one is matched with two X letters
    served while the other types are busy; such periods are at most R)."""
    program, warps = instance.program, instance.warps

    def value(letter: str) -> int | None:
        runs = _separated_runs(program, letter)
        if runs is None:
            return None
        return (warps * program.count(letter) + warps * sum(max(run - 2, 0) for run in runs) + 2 * len(runs)
                + warps * (program[-1] != letter))

    return _smallest_over_unit_letters(instance, value, "pile bound")


def best_upper_bound(instance: Instance) -> Bound:
    """The smallest proven upper bound among U0, eq. 5-7 (when every capacity is 1), the
    queue-bounded bound, the run bound, the pile bound, and W*I with issue width 1 (every slot
    then runs exactly one instruction)."""
    candidates = [safe_upper_bound(instance)]
    classic = pessimistic(instance)
    if classic.guaranteed:
        candidates.append(classic)
    for extra in (queue_bounded_upper_bound(instance), run_upper_bound(instance), pile_upper_bound(instance)):
        if extra is not None:
            candidates.append(extra)
    if instance.issue_width == 1:
        candidates.append(Bound(value=instance.warps * instance.length, name="issue width 1", guaranteed=True))
    return min(candidates, key=lambda bound: bound.value)


def trivial_lower_bound(instance: Instance) -> Bound:
    """max(I, ceil(W I_X / cap_X), ceil(W I / K)): no schedule at all is shorter."""
    values = [instance.length]
    values += [_ceil_div(instance.warps * instance.count(letter), cap) for letter, cap in instance.capacities]
    if instance.issue_width is not None:
        values.append(_ceil_div(instance.warps * instance.length, instance.issue_width))
    return Bound(value=max(values), name="work lower bound", guaranteed=True)


def state_bound(instance: Instance) -> tuple[list[int], list[int], list[int]] | None:
    """The run bound from any count state (docs/guide/makespan.md, "Loop-aware bounds"), for X the letter of
    ``run_upper_bound``: the slots still to come from a state n are at most
    ``n . weights + tail[least advanced stage] + [no unfinished warp at an X stage]`` with
    weights[i] = X letters from i on + non-final letters of other-letter runs from i on +
    [last letter is not X] (0 for finished warps) and tail[i] = letters other than X from i on.
    Returns (weights, tail, is_x) or None when the run bound does not apply."""
    bound = run_upper_bound(instance)
    if bound is None:
        return None
    letter = bound.name.split("(")[1].split()[0]
    program, length = instance.program, instance.length
    weights, tail = [0] * (length + 1), [0] * (length + 1)
    is_x = [int(symbol == letter) for symbol in program] + [0]
    ends_other = int(program[-1] != letter)
    running = others = 0
    for index in range(length - 1, -1, -1):
        symbol = program[index]
        if symbol == letter:
            running += 1
        else:
            others += 1
            if index + 1 < length and program[index + 1] != letter:
                running += 1
        weights[index] = running + ends_other
        tail[index] = others
    return weights, tail, is_x
