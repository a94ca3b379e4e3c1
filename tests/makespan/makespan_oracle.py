"""Independent brute-force oracle for the makespan tests: enumerates every work-conserving
*labelled* schedule slot by slot (subsets of ready warps per unit type), memoised on the tuple of
per-warp program counters. It shares no code with the count DP of analyzer.makespan.search."""

from __future__ import annotations

import itertools
from functools import lru_cache

from analyzer.makespan.instance import Instance


def brute_force(instance: Instance, worst: bool = True) -> int:
    """Longest (or shortest) work-conserving schedule of ``instance`` by exhaustive enumeration."""
    program, warps, width = instance.program, instance.warps, instance.issue_width
    letters = instance.letters
    classes = instance.priorities

    def choices(state: tuple[int, ...]):
        ready = {x: [w for w in range(warps) if state[w] < len(program) and program[state[w]] == x] for x in letters}
        limits = [min(instance.capacity(x), len(ready[x])) for x in letters]
        target = sum(limits) if width is None else min(width, sum(limits))
        for sizes in itertools.product(*(range(limit + 1) for limit in limits)):
            if sum(sizes) != target:
                continue
            per_type = [list(itertools.combinations(ready[x], size)) for x, size in zip(letters, sizes)]
            for picked in itertools.product(*per_type):
                chosen = set(itertools.chain.from_iterable(picked))
                if classes is not None and not _fair(state, ready, chosen):
                    continue
                yield tuple(pc + 1 if w in chosen else pc for w, pc in enumerate(state))

    def _fair(state, ready, chosen) -> bool:
        for x in letters:
            waiting = [classes[state[w]] for w in ready[x] if w not in chosen and classes[state[w]] is not None]
            served = [classes[state[w]] for w in ready[x] if w in chosen and classes[state[w]] is not None]
            if waiting and served and min(waiting) < max(served):
                return False
        return True

    @lru_cache(maxsize=None)
    def value(state: tuple[int, ...]) -> int:
        if all(pc == len(program) for pc in state):
            return 0
        results = [1 + value(successor) for successor in choices(state)]
        return max(results) if worst else min(results)

    return value(tuple([0] * warps))
