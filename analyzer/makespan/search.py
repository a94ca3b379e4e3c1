"""Exact worst- and best-case makespan by dynamic programming over multisets of program counters,
and the beam-limited variant that gives a lower bound with a witness schedule.

State (makespan notes, section 2.2): ``n = (n_0, ..., n_I)``, ``n_i`` = warps whose next
instruction is i (``n_I`` finished). In one slot, type X issues ``m_X = min(cap_X, A_X)`` warps
(``A_X`` = warps at X stages; with issue width K any ``m`` with ``m_X <= min(cap_X, A_X)`` and
``sum m = min(K, sum min(cap_X, A_X))``), split over its stages in any bounded composition; with
priority classes a higher class of a type issues only when every lower class of that type is
served. Warps are symmetric and never need to overtake (section 2.1), so the longest path from
``(W, 0, ..., 0)`` to ``(0, ..., 0, W)`` is T*(W) of Berezovskyi et al. 2012 (the optimum of
their Fig. 3 ILP); the shortest path is the best case.

Progress ``phi = sum_i i n_i`` rises by ``sum m >= 1`` per slot, so states are processed in
buckets of equal phi; each bucket keeps the latest (or earliest) arrival slot ``g`` per state.
States are integer-encoded (``n_0 .. n_{I-2}`` in base W+1; the last two counts follow from
``sum n = W`` and phi) and every bucket is expanded with numpy. When ``(W+1)^(I-1)`` does not
fit in 63 bits the same search runs on a multi-word key (``analyzer.makespan.wide_search``).
"""

from __future__ import annotations

import itertools
import math
import time
from dataclasses import dataclass
from typing import Callable

import numpy as np

from analyzer.errors import InputError
from analyzer.makespan.instance import Instance
from analyzer.makespan.limits import Budget, MemoryMeter, SearchBudgetExceeded
from analyzer.makespan.schedule import Schedule, deaggregate

_KEY_LIMIT = 2**62
#: Largest cached move table (moves x (I+1) entries) per vector of issuable counts; above it the
#: moves are enumerated per group over the occupied stages only.
MOVE_TABLE_LIMIT = 2 * 10**6


@dataclass(frozen=True)
class SearchResult:
    """Outcome of the count search: makespan (exact, or a lower bound for a beam), explored
    states, wall time, and the count path / de-aggregated schedule when recovered."""

    makespan: int
    objective: str
    exact: bool
    states: int
    seconds: float
    path: tuple[tuple[int, ...], ...] | None = None
    schedule: Schedule | None = None
    encoding: str = "packed"
    floor_proven: bool = False  # every state was pruned: T* equals the given witnessed floor


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


class _Moves:
    """Per-slot moves of the count DP for one instance, cached by the vector of issuable counts."""

    def __init__(self, instance: Instance, weights: np.ndarray):
        self.instance = instance
        self.letters = instance.letters
        self.stages = [instance.stages(letter) for letter in self.letters]
        self.caps = [instance.capacity(letter) for letter in self.letters]
        self.weights = weights
        self.cache: dict[tuple[int, ...], list[tuple[tuple[tuple[int, int], ...], tuple[int, ...], int, int]]] = {}
        self.needs: dict[tuple[int, ...], np.ndarray] = {}

    def _issue_vectors(self, available: tuple[int, ...]) -> list[tuple[int, ...]]:
        width = self.instance.issue_width
        if width is None or sum(available) <= width:
            return [available]
        ranges = [range(a + 1) for a in available]
        return [m for m in itertools.product(*ranges) if sum(m) == width]

    def _full_stages(self, served: dict[int, int]) -> tuple[int, ...]:
        classes = self.instance.priorities
        if classes is None:
            return ()
        full = set()
        for stages in self.stages:
            top = [classes[i] for i in stages if served.get(i, 0) > 0 and classes[i] is not None]
            if top:
                full.update(i for i in stages if classes[i] is not None and classes[i] < max(top))
        return tuple(sorted(full))

    def moves(self, available: tuple[int, ...]):
        """(required (stage, k) pairs, stages that must be emptied, key delta, progress) per move."""
        if available in self.cache:
            return self.cache[available]
        result = []
        for issue in self._issue_vectors(available):
            per_type = [_compositions(m, len(stages)) for m, stages in zip(issue, self.stages)]
            for combo in itertools.product(*per_type):
                served: dict[int, int] = {}
                for stages, split in zip(self.stages, combo):
                    served.update((i, k) for i, k in zip(stages, split) if k > 0)
                delta = sum(k * (int(self.weights[i + 1]) - int(self.weights[i])) for i, k in served.items())
                result.append((tuple(sorted(served.items())), self._full_stages(served), delta, sum(issue)))
        self.cache[available] = result
        return result

    def _sparse(self, available: tuple[int, ...], ceiling: np.ndarray, budget: Budget | None) -> list:
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
                budget.reserve(size * 200, "exact search (moves of one group)")
            for combo in itertools.product(*per_type):
                served = {i: k for part in combo for i, k in part if k > 0}
                delta = sum(k * (int(self.weights[i + 1]) - int(self.weights[i])) for i, k in served.items())
                result.append((tuple(sorted(served.items())), self._full_stages(served), delta, sum(issue)))
        return result

    def feasible(self, available: tuple[int, ...], ceiling: np.ndarray, budget: Budget | None = None):
        """The moves of ``moves(available)``, in the same order, whose required counts do not
        exceed ``ceiling`` (the per-stage maximum over a group of states): the others apply to
        no state of the group. When the full table would exceed MOVE_TABLE_LIMIT entries the
        moves are enumerated over the occupied stages instead (same set, other order)."""
        width = len(self.instance.program) + 1
        if available not in self.cache:
            rows = sum(_table_rows(issue, [len(stages) for stages in self.stages])
                       for issue in self._issue_vectors(available))
            if rows * width > MOVE_TABLE_LIMIT:
                return self._sparse(available, ceiling, budget)
        listed = self.moves(available)
        if available not in self.needs:
            needs = np.zeros((len(listed), width), dtype=np.int32)
            for row, (required, _, _, _) in enumerate(listed):
                for stage, amount in required:
                    needs[row, stage] = amount
            self.needs[available] = needs
        possible = np.nonzero(np.all(self.needs[available] <= ceiling, axis=1))[0]
        return [listed[row] for row in possible]


def _decode(keys: np.ndarray, phi: int, warps: int, length: int, base: int) -> np.ndarray:
    counts = np.zeros((keys.shape[0], length + 1), dtype=np.int64)
    rest = keys.copy()
    for i in range(length - 1):
        counts[:, i] = rest % base
        rest //= base
    remaining = warps - counts[:, : length - 1].sum(axis=1)
    phi_rest = phi - counts[:, : length - 1] @ np.arange(length - 1, dtype=np.int64)
    counts[:, length - 1] = length * remaining - phi_rest
    counts[:, length] = remaining - counts[:, length - 1]
    return counts


def merge_bucket(chunks: list, dedupe: Callable, recover: bool, worst: bool, beam_width: int | None,
                 rng: np.random.Generator) -> tuple:
    """One progress bucket's states from the chunks its predecessors produced: concatenated,
    deduplicated by ``dedupe`` (best value per state), then cut to the ``beam_width`` best with
    random tie-breaks (the beam search of makespan-notes section 2.5)."""
    keys = np.concatenate([chunk[0] for chunk in chunks])
    values = np.concatenate([chunk[1] for chunk in chunks])
    parents = (np.concatenate([chunk[2] for chunk in chunks]), np.concatenate([chunk[3] for chunk in chunks])) if recover else None
    keys, values, parents = dedupe(keys, values, parents, worst)
    if beam_width is not None and keys.shape[0] > beam_width:
        shuffle = rng.permutation(keys.shape[0])
        ranked = shuffle[np.argsort(-values[shuffle] if worst else values[shuffle], kind="stable")][:beam_width]
        keys, values = keys[ranked], values[ranked]
        parents = tuple(p[ranked] for p in parents) if parents is not None else None
    return keys, values, parents


def _dedupe(keys, values, parents, worst: bool):
    """Keep one entry per key: the largest value (worst case) or the smallest (best case).
    Sorts one composite integer ``key * span + value`` when it fits in 63 bits."""
    low = int(values.min())
    span = int(values.max()) - low + 1
    composite_fits = int(keys.max()) < _KEY_LIMIT // span
    if composite_fits and parents is None:
        merged = np.sort(keys * span + (values - low), kind="stable")
        keys, values = merged // span, merged % span + low
        order = None
    else:
        order = np.argsort(keys * span + (values - low), kind="stable") if composite_fits else np.lexsort((values, keys))
        keys, values = keys[order], values[order]
    if worst:
        keep = np.append(keys[1:] != keys[:-1], True)
    else:
        keep = np.insert(keys[1:] != keys[:-1], 0, True)
    parents = tuple(p[order][keep] for p in parents) if parents is not None else None
    return keys[keep], values[keep], parents


def count_search(instance: Instance, objective: str = "worst", beam_width: int | None = None,
                 recover: bool = False, time_limit: float | None = None, max_states: int | None = None,
                 seed: int = 0, progress: Callable[[float], None] | None = None,
                 encoding: str = "auto", budget: Budget | None = None,
                 prune: "Pruning | None" = None) -> SearchResult:
    """Longest (``objective="worst"``) or shortest (``"best"``) schedule over count states
    (makespan notes, section 2.2); with ``beam_width`` only that many states with the largest
    arrival slot survive per bucket (section 2.5), which yields a real schedule and hence a lower
    bound on T*. ``recover`` rebuilds the count path and its FIFO per-warp schedule.
    Raises SearchBudgetExceeded past ``time_limit`` seconds or ``max_states`` states.
    ``encoding``: "packed" (one int64 per state), "wide" (multi-word key, any size) or "auto"
    (packed when it fits, else wide); both give identical results where both apply.
    ``budget`` adds a deadline and a memory budget: the bytes of the pending and stored buckets
    and of each expansion are estimated before they are allocated (SearchBudgetExceeded).
    ``prune`` (worst case only) drops every state whose arrival slot plus a proven bound on the
    rest cannot exceed ``prune.floor`` (a witnessed makespan); when no state reaches the goal
    the result is ``prune.floor`` with ``floor_proven`` set (T* equals the witness)."""
    if objective not in ("worst", "best"):
        raise InputError(f"objective must be worst or best, got '{objective}'", "objective")
    if encoding not in ("auto", "packed", "wide"):
        raise InputError(f"encoding must be auto, packed or wide, got '{encoding}'", "encoding")
    worst = objective == "worst"
    warps, length = instance.warps, instance.length
    base = warps + 1
    fits = base ** max(length - 1, 0) < _KEY_LIMIT
    if encoding == "wide" or encoding == "auto" and not fits:
        from analyzer.makespan.wide_search import wide_count_search

        return wide_count_search(instance, objective=objective, beam_width=beam_width, recover=recover,
                                 time_limit=time_limit, max_states=max_states, seed=seed, progress=progress,
                                 budget=budget, prune=prune)
    if not fits:
        raise SearchBudgetExceeded(0, 0.0, f"{instance.describe()} has too many count states to encode in 64 bits")
    weights = np.array([base**i if i <= length - 2 else 0 for i in range(length + 1)], dtype=np.int64)
    moves = _Moves(instance, weights)
    goal_phi = warps * length
    strides = np.cumprod([1] + [cap + 1 for cap in moves.caps[:-1]]).astype(np.int64)
    start_key = np.array([warps if length >= 2 else 0], dtype=np.int64)
    pending: dict[int, list] = {0: [(start_key, np.zeros(1, dtype=np.int64), np.full(1, -1), np.full(1, -1))]}
    stored: dict[int, tuple] = {}
    rng = np.random.default_rng(seed)
    started = last_report = time.perf_counter()
    states = 0
    reached = False
    memory = MemoryMeter(budget, length)
    for phi in range(goal_phi + 1):
        chunks = pending.pop(phi, None)
        if not chunks:
            continue
        memory.release(chunks)
        keys, values, parents = merge_bucket(chunks, _dedupe, recover, worst, beam_width, rng)
        counts = None
        if prune is not None and phi != goal_phi:
            counts = _decode(keys, phi, warps, length, base)
            keys, values, parents, counts = prune.apply(keys, values, parents, counts)
            if keys.shape[0] == 0:
                continue
        states += keys.shape[0]
        if recover:
            stored[phi] = (keys, values, parents)
            memory.store(keys.shape[0], 4)
        if phi == goal_phi:
            reached = True
            break
        now = time.perf_counter()
        if time_limit is not None and now - started > time_limit or max_states is not None and states > max_states \
                or budget is not None and budget.expired():
            raise SearchBudgetExceeded(states, now - started)
        memory.expand(keys.shape[0], states, now - started)
        if progress is not None and now - last_report > 0.5:
            progress(phi / goal_phi)
            last_report = now
        if counts is None:
            counts = _decode(keys, phi, warps, length, base)
        available = np.stack([np.minimum(cap, counts[:, list(stages)].sum(axis=1))
                              for cap, stages in zip(moves.caps, moves.stages)], axis=1)
        group_codes = available @ strides
        for code in np.unique(group_codes):
            if budget is not None and budget.expired():
                raise SearchBudgetExceeded(states, time.perf_counter() - started)
            members = np.nonzero(group_codes == code)[0]
            vector = tuple(int(v) for v in available[members[0]])
            for required, full, delta, step in moves.feasible(vector, counts[members].max(axis=0), budget):
                if budget is not None and budget.expired():
                    raise SearchBudgetExceeded(states, time.perf_counter() - started)
                mask = np.ones(members.shape[0], dtype=bool)
                for stage, amount in required:
                    mask &= counts[members, stage] >= amount
                served = dict(required)
                for stage in full:
                    mask &= counts[members, stage] == served.get(stage, 0)
                chosen = members[mask]
                if chosen.shape[0] == 0:
                    continue
                chunk = (keys[chosen] + delta, values[chosen] + 1,
                         np.full(chosen.shape[0], phi), chosen) if recover else (keys[chosen] + delta, values[chosen] + 1)
                memory.add(chunk, states, time.perf_counter() - started)
                pending.setdefault(phi + step, []).append(chunk)
    if not reached:
        return SearchResult(makespan=prune.floor, objective=objective, exact=True, states=states,
                            seconds=time.perf_counter() - started, floor_proven=True)
    makespan = int(values[0])
    seconds = time.perf_counter() - started
    path = schedule = None
    if recover:
        path = _recover_path(stored, goal_phi, warps, length, base)
        schedule = deaggregate(instance.program, path)
    return SearchResult(makespan=makespan, objective=objective, exact=beam_width is None, states=states,
                        seconds=seconds, path=path, schedule=schedule)


@dataclass(frozen=True)
class Pruning:
    """Bound pruning of the worst-case DP: a state n reached at slot g is dropped when g plus a
    proven upper bound on the rest of the schedule from n (``bounds.state_bound``:
    ``n . weights + tail[least advanced stage] + [no warp at an X stage]``) cannot beat the
    witnessed ``floor``."""

    floor: int
    weights: np.ndarray
    tail: np.ndarray
    is_x: np.ndarray

    def apply(self, keys, values, parents, counts):
        """Filter one bucket (keys, values, parent links, decoded counts)."""
        least = np.argmax(counts > 0, axis=1)
        rest = counts @ self.weights + self.tail[least] + (counts @ self.is_x == 0)
        keep = values + rest > self.floor
        if keep.all():
            return keys, values, parents, counts
        parents = tuple(p[keep] for p in parents) if parents is not None else None
        return keys[keep], values[keep], parents, counts[keep]


def _recover_path(stored: dict, goal_phi: int, warps: int, length: int, base: int) -> tuple[tuple[int, ...], ...]:
    """Follow parent links from the goal back to the start; returns the count vectors per slot."""
    path = []
    phi, index = goal_phi, 0
    while phi >= 0:
        keys, _, (parent_phi, parent_index) = stored[phi]
        counts = _decode(keys[index:index + 1], phi, warps, length, base)[0]
        path.append(tuple(int(c) for c in counts))
        phi, index = int(parent_phi[index]), int(parent_index[index])
    return tuple(reversed(path))


def exact_makespan(instance: Instance, **options) -> SearchResult:
    """T*(W): the exact worst-case makespan by the count DP."""
    return count_search(instance, objective="worst", **options)


def best_case_makespan(instance: Instance, **options) -> SearchResult:
    """The exact best-case (shortest work-conserving) makespan by the same DP with min."""
    return count_search(instance, objective="best", **options)


def beam_lower_bound(instance: Instance, beam_width: int = 16, seed: int = 0, recover: bool = True,
                     **options) -> SearchResult:
    """A lower bound on T*(W) with a witness schedule: the bucket DP keeping ``beam_width``
    states per bucket (makespan notes, section 2.5)."""
    return count_search(instance, objective="worst", beam_width=beam_width, recover=recover, seed=seed, **options)
