"""Per-warp schedules, their independent checker, and FIFO de-aggregation of count paths.

A schedule gives, for every warp w and instruction i, the slot ``starts[w][i]`` (1-based) in
which the warp runs that instruction. The checker replays it slot by slot against the rules of
Berezovskyi et al. 2012 (section 2 and 5.2-5.4): every instruction once, on its own unit type,
precedence, capacities (eq. 14-15), one instruction per warp per slot (eq. 16), work
conservation (eq. 21), plus the issue width and priority-class rules of this project.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from analyzer.makespan.instance import Instance

#: Violations listed at most (the replay stops collecting after this many).
MAX_VIOLATIONS = 20


@dataclass(frozen=True)
class Schedule:
    """Start slot of every instruction of every warp; ``makespan`` is the last busy slot."""

    program: str
    starts: tuple[tuple[int, ...], ...]

    @property
    def makespan(self) -> int:
        """The last slot in which some warp runs an instruction."""
        return max(max(row) for row in self.starts)

    @property
    def warps(self) -> int:
        """Number of warps."""
        return len(self.starts)

    def to_dict(self) -> dict:
        """JSON form: program, makespan and per-warp start slots."""
        return {"program": self.program, "makespan": self.makespan, "starts": [list(row) for row in self.starts]}


@dataclass(frozen=True)
class CheckResult:
    """Outcome of replaying a schedule: ``ok`` and the list of violated rules."""

    ok: bool
    violations: tuple[str, ...]
    makespan: int


def _slot_issues(instance: Instance, schedule: Schedule, slot: int) -> list[str]:
    """Violations in one slot: capacities, issue width, work conservation, priorities."""
    problems: list[str] = []
    program = instance.program
    ready: dict[str, list[int]] = {letter: [] for letter in instance.letters}
    issued: dict[str, list[int]] = {letter: [] for letter in instance.letters}
    for warp, row in enumerate(schedule.starts):
        pending = next((i for i, start in enumerate(row) if start >= slot), None)
        if pending is None:
            continue
        ready[program[pending]].append(pending)
        if row[pending] == slot:
            issued[program[pending]].append(pending)
    total_possible = sum(min(instance.capacity(x), len(ready[x])) for x in instance.letters)
    total_issued = sum(len(issued[x]) for x in instance.letters)
    width = instance.issue_width
    for letter in instance.letters:
        cap = instance.capacity(letter)
        if len(issued[letter]) > cap:
            problems.append(f"slot {slot}: {len(issued[letter])} warps on {letter} > capacity {cap}")
        saturated = len(issued[letter]) >= min(cap, len(ready[letter]))
        if not saturated and (width is None or total_issued < width):
            problems.append(f"slot {slot}: a warp waits for {letter} while {letter} is not saturated")
        if instance.priorities is not None:
            problems.extend(_priority_issues(instance, slot, letter, ready[letter], issued[letter]))
    if width is not None:
        if total_issued > width:
            problems.append(f"slot {slot}: {total_issued} warps issued > issue width {width}")
        if total_issued < min(width, total_possible):
            problems.append(f"slot {slot}: issue width not used although warps wait")
    return problems


def _priority_issues(instance: Instance, slot: int, letter: str, ready: list[int], issued: list[int]) -> list[str]:
    """A warp of a higher class issued on ``letter`` while a lower-class warp waited."""
    classes = instance.priorities or ()
    waiting = list(ready)
    for stage in issued:
        waiting.remove(stage)
    waiting_classes = [classes[stage] for stage in waiting if classes[stage] is not None]
    served_classes = [classes[stage] for stage in issued if classes[stage] is not None]
    if waiting_classes and served_classes and min(waiting_classes) < max(served_classes):
        return [f"slot {slot}: class {max(served_classes)} served on {letter} before waiting class {min(waiting_classes)}"]
    return []


def check_schedule(instance: Instance, schedule: Schedule) -> CheckResult:
    """Replay ``schedule`` and list every rule it breaks (Berezovskyi et al. 2012, eq. 14-21,
    plus issue width and priority classes); independent of how the schedule was found.

    Vectorised: a warp is *pending* at instruction i during the slots (start[i-1], start[i]],
    so per-type ready counts per slot come from one difference array over all (warp, i) pairs
    and issued counts from one histogram; cost O(W I + M T) for M slots and T unit types.
    Priority classes are replayed slot by slot (``_slot_issues``)."""
    problems: list[str] = []
    if schedule.program != instance.program:
        problems.append("schedule is for another program")
    if len(schedule.starts) != instance.warps:
        problems.append(f"schedule has {len(schedule.starts)} warps, instance {instance.warps}")
    if any(len(row) != instance.length for row in schedule.starts):
        bad = next(w for w, row in enumerate(schedule.starts) if len(row) != instance.length)
        problems.append(f"warp {bad}: {len(schedule.starts[bad])} instructions, expected {instance.length}")
    if problems:
        return CheckResult(ok=False, violations=tuple(problems), makespan=0)
    starts = np.asarray(schedule.starts, dtype=np.int64).reshape(instance.warps, instance.length)
    if starts.size and starts[:, 0].min() < 1:
        problems.append(f"warp {int(np.argmin(starts[:, 0]))}: starts before slot 1")
    late = np.argwhere(np.diff(starts, axis=1) <= 0)
    for warp, index in late[:MAX_VIOLATIONS]:
        problems.append(f"warp {warp}: instruction {index + 1} not after instruction {index}")
    if problems:
        return CheckResult(ok=False, violations=tuple(problems), makespan=0)
    makespan = int(starts.max())
    if instance.priorities is not None:
        for slot in range(1, makespan + 1):
            problems.extend(_slot_issues(instance, schedule, slot))
    else:
        problems = _replay_counts(instance, starts, makespan)
    return CheckResult(ok=not problems, violations=tuple(problems[:MAX_VIOLATIONS]), makespan=makespan)


def _replay_counts(instance: Instance, starts: np.ndarray, makespan: int) -> list[str]:
    """Capacity, work-conservation and issue-width checks of every slot from ready and issued
    counts per unit type (priority classes excluded)."""
    letters = instance.letters
    type_of = np.array([letters.index(symbol) for symbol in instance.program], dtype=np.int64)
    types, span = len(letters), makespan + 2
    kinds = np.broadcast_to(type_of, starts.shape)
    issued = np.bincount((kinds * span + starts).ravel(), minlength=types * span).reshape(types, span)
    previous = np.concatenate([np.zeros((starts.shape[0], 1), dtype=np.int64), starts[:, :-1]], axis=1)
    change = np.bincount((kinds * span + previous + 1).ravel(), minlength=types * span)
    change -= np.bincount((kinds * span + starts + 1).ravel(), minlength=types * span)
    ready = np.cumsum(change.reshape(types, span), axis=1)
    caps = np.array([instance.capacity(letter) for letter in letters], dtype=np.int64)[:, None]
    issued, ready = issued[:, 1:makespan + 1], ready[:, 1:makespan + 1]
    total = issued.sum(axis=0)
    width = instance.issue_width
    problems: list[str] = []
    for kind, slot in np.argwhere(issued > caps)[:MAX_VIOLATIONS]:
        problems.append(f"slot {slot + 1}: {issued[kind, slot]} warps on {letters[kind]} > capacity {caps[kind, 0]}")
    idle = issued < np.minimum(caps, ready)
    if width is not None:
        idle &= (total < width)[None, :]
    for kind, slot in np.argwhere(idle)[:MAX_VIOLATIONS]:
        problems.append(f"slot {slot + 1}: a warp waits for {letters[kind]} while {letters[kind]} is not saturated")
    if width is not None:
        for slot in np.nonzero(total > width)[0][:MAX_VIOLATIONS]:
            problems.append(f"slot {slot + 1}: {total[slot]} warps issued > issue width {width}")
        possible = np.minimum(caps, ready).sum(axis=0)
        for slot in np.nonzero(total < np.minimum(width, possible))[0][:MAX_VIOLATIONS]:
            problems.append(f"slot {slot + 1}: issue width not used although warps wait")
    return problems


def deaggregate(program: str, path: Sequence[Sequence[int]]) -> Schedule:
    """Turn a count path (state n(t) = warps per program counter after slot t, t = 0..M) into a
    per-warp schedule by FIFO assignment (makespan notes, section 2.4): in slot t, the first
    ``k_i(t)`` warps of stage i's queue run instruction i, then join the queue of stage i+1."""
    length = len(program)
    warps = sum(path[0])
    queues = [deque() for _ in range(length + 1)]
    queues[0].extend(range(warps))
    starts = [[0] * length for _ in range(warps)]

    def completed(state: Sequence[int], stage: int) -> int:
        return sum(state[stage + 1:])

    for slot in range(1, len(path)):
        moves = []
        for stage in range(length):
            runs = completed(path[slot], stage) - completed(path[slot - 1], stage)
            moved = [queues[stage].popleft() for _ in range(runs)]
            for warp in moved:
                starts[warp][stage] = slot
            moves.append(moved)
        for stage, moved in enumerate(moves):
            queues[stage + 1].extend(moved)
    return Schedule(program=program, starts=tuple(tuple(row) for row in starts))
