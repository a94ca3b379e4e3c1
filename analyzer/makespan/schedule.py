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

from analyzer.makespan.instance import Instance


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
    plus issue width and priority classes); independent of how the schedule was found."""
    problems: list[str] = []
    if schedule.program != instance.program:
        problems.append("schedule is for another program")
    if len(schedule.starts) != instance.warps:
        problems.append(f"schedule has {len(schedule.starts)} warps, instance {instance.warps}")
    for warp, row in enumerate(schedule.starts):
        if len(row) != instance.length:
            problems.append(f"warp {warp}: {len(row)} instructions, expected {instance.length}")
            continue
        if row and row[0] < 1:
            problems.append(f"warp {warp}: starts before slot 1")
        for index in range(1, len(row)):
            if row[index] <= row[index - 1]:
                problems.append(f"warp {warp}: instruction {index} not after instruction {index - 1}")
    if problems:
        return CheckResult(ok=False, violations=tuple(problems), makespan=0)
    makespan = schedule.makespan
    for slot in range(1, makespan + 1):
        problems.extend(_slot_issues(instance, schedule, slot))
    return CheckResult(ok=not problems, violations=tuple(problems), makespan=makespan)


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
