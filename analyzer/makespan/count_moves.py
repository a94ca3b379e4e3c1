"""The per-slot moves of the count DP (makespan notes, section 2.2), for both state encodings.

In one slot, type X issues ``m_X = min(cap_X, A_X)`` warps (``A_X`` = warps at X stages; with
issue width K any ``m`` with ``m_X <= min(cap_X, A_X)`` and ``sum m = min(K, sum min(cap_X,
A_X))``), split over its stages in any bounded composition; with priority classes a higher class
of a type issues only when every lower class of that type is served. A ``Move`` says how many
warps advance from which stages; how that changes a state's key is the encoding's business.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import numpy as np

from analyzer.makespan.instance import Instance
from analyzer.makespan.limits import Budget

#: Largest cached move table (moves x (I+1) entries) per vector of issuable counts; above it the
#: moves are enumerated per group over the occupied stages only.
MOVE_TABLE_LIMIT = 2 * 10**6
#: Bytes reserved per enumerated move when the moves of one group are listed sparsely.
SPARSE_MOVE_BYTES = 200


@dataclass(frozen=True)
class Move:
    """One slot's issue: ``advances`` (stage i, k warps from i to i+1), ascending by stage;
    ``emptied_stages`` that must hold no warp besides those advancing (priority classes); and
    ``progress``, the warps issued (the rise of ``phi = sum_i i n_i``)."""

    advances: tuple[tuple[int, int], ...]
    emptied_stages: tuple[int, ...]
    progress: int


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """All tuples of ``parts`` non-negative integers summing to ``total``."""
    if parts == 0:
        return [()] if total == 0 else []
    result = []
    for bars in itertools.combinations(range(total + parts - 1), parts - 1):
        edges = (-1,) + bars + (total + parts - 1,)
        result.append(tuple(edges[j + 1] - edges[j] - 1 for j in range(parts)))
    return result


def _bounded_compositions(total: int, bounds: list[int]) -> list[tuple[int, ...]]:
    """All tuples k with 0 <= k_j <= bounds[j] and sum k = total."""
    if not bounds:
        return [()] if total == 0 else []
    result = []
    rest_capacity = sum(bounds[1:])
    for first in range(max(0, total - rest_capacity), min(bounds[0], total) + 1):
        result.extend((first,) + tail for tail in _bounded_compositions(total - first, bounds[1:]))
    return result


def _table_rows(available: tuple[int, ...], stage_counts: list[int]) -> int:
    """Moves of the full table for ``available``: the product over types of C(m + s - 1, s - 1)."""
    rows = 1
    for m, stages in zip(available, stage_counts):
        rows *= math.comb(m + stages - 1, stages - 1) if stages else 1
    return rows


class MoveTable:
    """Per-slot moves of the count DP for one instance, cached by the vector of issuable counts
    per unit type (``letters`` order)."""

    def __init__(self, instance: Instance):
        self.instance = instance
        self.stages = [instance.stages(letter) for letter in instance.letters]
        self.caps = [instance.capacity(letter) for letter in instance.letters]
        self.width = len(instance.program) + 1
        self.cache: dict[tuple[int, ...], list[Move]] = {}
        self.needs: dict[tuple[int, ...], np.ndarray] = {}

    def _issue_vectors(self, available: tuple[int, ...]) -> list[tuple[int, ...]]:
        width = self.instance.issue_width
        if width is None or sum(available) <= width:
            return [available]
        ranges = [range(a + 1) for a in available]
        return [m for m in itertools.product(*ranges) if sum(m) == width]

    def _emptied_stages(self, served: dict[int, int]) -> tuple[int, ...]:
        classes = self.instance.priorities
        if classes is None:
            return ()
        full = set()
        for stages in self.stages:
            top = [classes[i] for i in stages if served.get(i, 0) > 0 and classes[i] is not None]
            if top:
                full.update(i for i in stages if classes[i] is not None and classes[i] < max(top))
        return tuple(sorted(full))

    def _move(self, served: dict[int, int], issue: tuple[int, ...]) -> Move:
        return Move(tuple(sorted(served.items())), self._emptied_stages(served), sum(issue))

    def moves(self, available: tuple[int, ...]) -> list[Move]:
        """Every move of a state whose issuable counts per type are ``available`` (cached)."""
        if available in self.cache:
            return self.cache[available]
        result = []
        for issue in self._issue_vectors(available):
            per_type = [_compositions(m, len(stages)) for m, stages in zip(issue, self.stages)]
            for combo in itertools.product(*per_type):
                served: dict[int, int] = {}
                for stages, split in zip(self.stages, combo):
                    served.update((i, k) for i, k in zip(stages, split) if k > 0)
                result.append(self._move(served, issue))
        self.cache[available] = result
        return result

    def _sparse(self, available: tuple[int, ...], ceiling: np.ndarray, budget: Budget | None) -> list[Move]:
        """The moves that apply to a group with per-stage maxima ``ceiling``, enumerated over the
        occupied stages only (for strings whose full move table would be too large)."""
        occupied = [[i for i in stages if ceiling[i] > 0] for stages in self.stages]
        result = []
        for issue in self._issue_vectors(available):
            per_type = []
            for m, stages in zip(issue, occupied):
                bounds = [min(m, int(ceiling[i])) for i in stages]
                per_type.append([tuple(zip(stages, split)) for split in _bounded_compositions(m, bounds)])
            size = math.prod(len(options) for options in per_type)
            if budget is not None:
                budget.reserve(size * SPARSE_MOVE_BYTES, "exact search (moves of one group)")
            for combo in itertools.product(*per_type):
                result.append(self._move({i: k for part in combo for i, k in part if k > 0}, issue))
        return result

    def feasible(self, available: tuple[int, ...], ceiling: np.ndarray, budget: Budget | None = None) -> list[Move]:
        """The moves of ``moves(available)``, in the same order, whose advancing counts do not
        exceed ``ceiling`` (the per-stage maximum over a group of states): the others apply to
        no state of the group. When the full table would exceed MOVE_TABLE_LIMIT entries the
        moves are enumerated over the occupied stages instead (same set, other order)."""
        if available not in self.cache:
            rows = sum(_table_rows(issue, [len(stages) for stages in self.stages])
                       for issue in self._issue_vectors(available))
            if rows * self.width > MOVE_TABLE_LIMIT:
                return self._sparse(available, ceiling, budget)
        listed = self.moves(available)
        if available not in self.needs:
            needs = np.zeros((len(listed), self.width), dtype=np.int32)
            for row, move in enumerate(listed):
                for stage, amount in move.advances:
                    needs[row, stage] = amount
            self.needs[available] = needs
        possible = np.nonzero(np.all(self.needs[available] <= ceiling, axis=1))[0]
        return [listed[row] for row in possible]

    def issuable(self, counts: np.ndarray) -> np.ndarray:
        """Per state (row of ``counts``) and type: the warps that type can issue this slot,
        ``min(cap_X, A_X)``."""
        return np.stack([np.minimum(cap, counts[:, list(stages)].sum(axis=1))
                         for cap, stages in zip(self.caps, self.stages)], axis=1)

    def group_codes(self, issuable: np.ndarray) -> np.ndarray:
        """One integer per state naming its vector of issuable counts (states with equal vectors
        share one move list)."""
        strides = np.cumprod([1] + [cap + 1 for cap in self.caps[:-1]]).astype(np.int64)
        return issuable @ strides
