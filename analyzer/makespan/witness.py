"""Adversarial witness schedules for long strings and many warps: lower bounds on T*(W).

The beam DP (``search.beam_lower_bound``) expands every progress value W I; for a kernel string
of thousands of letters that is too slow. Here a *priority policy* replaces the search: in each
slot every unit type X serves ``min(cap_X, ready_X)`` warps (work conservation; with an issue
width K, ``min(K, ...)`` over the types) and the policy only decides *which* stages they come
from. ``lag`` serves the least advanced warps first, which keeps the warps in lock step so that
they reach the long runs of one unit type together and leave the other type idle (the periodic
adversarial pattern: it repeats every loop iteration); ``lead`` serves the most advanced first;
mixed policies use one rule on the busiest type and the other elsewhere. Priority classes are
honoured by ordering the stages of a type by (class, policy order).

Every witness is a real work-conserving schedule (FIFO de-aggregation of its count moves), so its
makespan is a lower bound on T*; ``auto`` replays it through ``schedule.check_schedule``.
"""

from __future__ import annotations

import heapq
import time
from collections import deque
from dataclasses import dataclass

from analyzer.makespan.instance import Instance
from analyzer.makespan.limits import Budget, BudgetExceeded
from analyzer.makespan.schedule import Schedule

POLICIES = ("lag", "lead", "lag-busiest", "lead-busiest")
#: Slots simulated between two deadline checks.
_CHECK_EVERY = 4096


@dataclass(frozen=True)
class Witness:
    """A witness schedule from one policy: its makespan (a lower bound on T*), the policy and
    the schedule (None when not recovered)."""

    makespan: int
    policy: str
    schedule: Schedule | None


def _busiest(instance: Instance) -> str:
    return max(instance.letters, key=lambda x: (instance.count(x) / instance.capacity(x), x))


def _keys(instance: Instance, policy: str) -> list[int]:
    """Heap key of every stage (unique; ``key % (I + 1)`` is the stage): lower keys are served first."""
    length = instance.length
    busiest = _busiest(instance)
    classes = instance.priorities or (None,) * length
    keys = []
    for stage, letter in enumerate(instance.program):
        lag = policy == "lag" or (policy == "lag-busiest" and letter == busiest) \
            or (policy == "lead-busiest" and letter != busiest)
        rank = classes[stage] if classes[stage] is not None else -1
        order = (rank + 1) * (length + 1) + (stage if lag else length - stage)
        keys.append(order * (length + 1) + stage)
    return keys


def simulate(instance: Instance, policy: str = "lag", budget: Budget | None = None,
             recover: bool = True, starve: bool = False) -> Witness:
    """Run the work-conserving schedule chosen by ``policy`` to the end (see module docstring);
    with ``starve`` one warp is served only when its unit has capacity left after the others
    (so it falls behind and finishes alone: the tail of the queue-bound witnesses). Raises
    BudgetExceeded at the deadline or when recovering the schedule would exceed the memory
    budget of ``budget``."""
    program, length, warps = instance.program, instance.length, instance.warps
    if recover and budget is not None:
        budget.reserve(warps * length * 48, "witness schedule")
    starve = starve and instance.priorities is None
    letters = instance.letters
    type_of = [letters.index(symbol) for symbol in program]
    caps = [instance.capacity(letter) for letter in letters]
    width = instance.issue_width
    keys = _keys(instance, policy)
    if budget is not None:
        budget.check("witness simulation")
    modulus = length + 1
    counts = [0] * (length + 1)
    counts[0] = warps - 1 if starve else warps
    lone = 0 if starve else length
    heaps: list[list[int]] = [[] for _ in letters]
    queued = [False] * (length + 1)
    heaps[type_of[0]].append(keys[0])
    queued[0] = True
    ready = [0] * len(letters)
    ready[type_of[0]] = warps
    moves: list[tuple[int, int, int]] = []
    slot = 0
    done = 0
    while done < warps:
        slot += 1
        if budget is not None and slot % _CHECK_EVERY == 0:
            budget.check("witness simulation")
        quota = [min(cap, r) for cap, r in zip(caps, ready)]
        if width is not None and sum(quota) > width:
            left = width
            for kind in sorted(range(len(letters)), key=lambda t: (-caps[t], t)):
                quota[kind] = min(quota[kind], left)
                left -= quota[kind]
        served: list[tuple[int, int]] = []
        for kind, want in enumerate(quota):
            heap = heaps[kind]
            taken: list[int] = []
            while want > 0 and heap:
                key = heap[0]
                stage = key % modulus
                if counts[stage] == 0:
                    heapq.heappop(heap)
                    queued[stage] = False
                    continue
                amount = min(want, counts[stage])
                served.append((stage, amount))
                want -= amount
                heapq.heappop(heap)
                taken.append(key)
            for key in taken:
                heapq.heappush(heap, key)
            if want > 0 and lone < length and type_of[lone] == kind:
                served.append((lone, -1))
        for stage, amount in served:
            if amount > 0:
                counts[stage] -= amount
            ready[type_of[stage]] -= abs(amount)
        for stage, amount in served:
            nxt = stage + 1
            if amount < 0:
                lone = nxt
                done += nxt == length
            else:
                counts[nxt] += amount
                if nxt == length:
                    done += amount
                elif not queued[nxt]:
                    heapq.heappush(heaps[type_of[nxt]], keys[nxt])
                    queued[nxt] = True
            if nxt < length:
                ready[type_of[nxt]] += abs(amount)
            if recover:
                moves.append((slot, stage, abs(amount)))
    schedule = _deaggregate_moves(program, warps, moves) if recover else None
    return Witness(makespan=slot, policy=policy + ("+starve" if starve else ""), schedule=schedule)


def _deaggregate_moves(program: str, warps: int, moves: list[tuple[int, int, int]]) -> Schedule:
    """FIFO de-aggregation (makespan notes, section 2.4) from per-slot (slot, stage, k) moves;
    the moves of one slot all leave from the counts before that slot."""
    length = len(program)
    queues = [deque() for _ in range(length + 1)]
    queues[0].extend(range(warps))
    starts = [[0] * length for _ in range(warps)]
    index = 0
    while index < len(moves):
        slot = moves[index][0]
        moved = []
        while index < len(moves) and moves[index][0] == slot:
            _, stage, amount = moves[index]
            group = [queues[stage].popleft() for _ in range(amount)]
            for warp in group:
                starts[warp][stage] = slot
            moved.append((stage, group))
            index += 1
        for stage, group in moved:
            queues[stage + 1].extend(group)
    return Schedule(program=program, starts=tuple(tuple(row) for row in starts))


def best_witness(instance: Instance, budget: Budget, policies: tuple[str, ...] = POLICIES,
                 recover: bool = True, target: int | None = None, keep: float = 1.5) -> Witness | None:
    """The longest of the policy witnesses (each policy with and without one starved warp) that
    finish before the deadline; stops early once one reaches ``target`` (a proven upper
    bound), or when less than ``keep`` times the slowest simulation so far is left (the rest is
    for recovering the chosen schedule); None if none finishes."""
    best: Witness | None = None
    slowest = 0.0
    for starve in (True, False):
        for policy in policies:
            if best is not None and target is not None and best.makespan >= target:
                break
            if budget.expired() or best is not None and budget.remaining() < keep * slowest:
                break
            started = time.monotonic()
            try:
                found = simulate(instance, policy, budget, recover=False, starve=starve)
            except BudgetExceeded:
                break
            slowest = max(slowest, time.monotonic() - started)
            if best is None or found.makespan > best.makespan:
                best = found
    if best is not None and recover:
        policy, _, starved = best.policy.partition("+")
        try:
            best = simulate(instance, policy, budget, recover=True, starve=bool(starved))
        except BudgetExceeded:
            best = Witness(makespan=best.makespan, policy=best.policy, schedule=None)
    return best
