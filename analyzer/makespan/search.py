"""Exact worst- and best-case makespan by dynamic programming over multisets of program counters,
and the beam-limited variant that gives a lower bound with a witness schedule: the public entry
points, and the packed state encoding (one int64 per state) of the one search loop in
``analyzer.makespan.count_dp``.

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
fit in 63 bits the same loop runs on a multi-word key (``analyzer.makespan.wide_search``).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from analyzer.errors import InputError
from analyzer.makespan.count_dp import CountSearchOptions, SearchResult, run_count_search
from analyzer.makespan.count_moves import Move
from analyzer.makespan.instance import Instance
from analyzer.makespan.limits import SearchBudgetExceeded
from analyzer.makespan.wide_search import WideEncoding

_KEY_LIMIT = 2**62
OBJECTIVES = ("worst", "best")
ENCODINGS = ("auto", "packed", "wide")


class PackedEncoding:
    """Count states as one int64 each: ``n_0 .. n_{I-2}`` in base W+1 (module docstring)."""

    name = "packed"
    key_words = 1

    def __init__(self, warps: int, length: int):
        self.warps, self.length, self.base = warps, length, warps + 1
        self.weights = [self.base**i if i <= length - 2 else 0 for i in range(length + 1)]
        self.deltas: dict[tuple[tuple[int, int], ...], int] = {}

    @staticmethod
    def fits(warps: int, length: int) -> bool:
        """Whether every state of ``warps`` warps on ``length`` stages has a key below 2^62."""
        return (warps + 1) ** max(length - 1, 0) < _KEY_LIMIT

    def start(self) -> np.ndarray:
        """The key of ``(W, 0, ..., 0)``."""
        return np.array([self.warps if self.length >= 2 else 0], dtype=np.int64)

    def decode(self, keys: np.ndarray, phi: int) -> np.ndarray:
        """Count vectors (rows of length I+1) of the keys of bucket ``phi``."""
        length = self.length
        counts = np.zeros((keys.shape[0], length + 1), dtype=np.int64)
        rest = keys.copy()
        for i in range(length - 1):
            counts[:, i] = rest % self.base
            rest //= self.base
        remaining = self.warps - counts[:, : length - 1].sum(axis=1)
        phi_rest = phi - counts[:, : length - 1] @ np.arange(length - 1, dtype=np.int64)
        counts[:, length - 1] = length * remaining - phi_rest
        counts[:, length] = remaining - counts[:, length - 1]
        return counts

    @staticmethod
    def dedupe(keys, values, parents, worst: bool):
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

    def successors(self, keys: np.ndarray, move: Move) -> np.ndarray:
        """The keys after ``move``: each advancing warp moves one digit up."""
        if move.advances not in self.deltas:
            self.deltas[move.advances] = sum(k * (self.weights[i + 1] - self.weights[i]) for i, k in move.advances)
        return keys + self.deltas[move.advances]

    def check_bucket(self, rows: int, states: int, seconds: float) -> None:
        """Packed buckets are bounded by the memory meter alone."""


def count_search(instance: Instance, objective: str = "worst", encoding: str = "auto",
                 **options: Any) -> SearchResult:
    """Longest (``objective="worst"``) or shortest (``"best"``) schedule over count states
    (makespan notes, section 2.2); ``options`` are the fields of ``count_dp.CountSearchOptions``: with
    ``beam_width`` only that many states with the largest arrival slot survive per bucket
    (section 2.5), which yields a real schedule and hence a lower bound on T*; ``recover``
    rebuilds the count path and its FIFO per-warp schedule; SearchBudgetExceeded past
    ``time_limit`` seconds, ``max_states`` states or the ``budget`` (a deadline, and a memory
    budget checked before each allocation); ``prune`` (worst case only) drops every state whose
    arrival slot plus a proven bound on the rest cannot exceed ``prune.floor`` (a witnessed
    makespan), and when no state reaches the goal the result is ``prune.floor`` with
    ``floor_proven`` set. ``encoding``: "packed" (one int64 per state), "wide" (multi-word key,
    any size) or "auto" (packed when it fits, else wide); both give identical results."""
    if objective not in OBJECTIVES:
        raise InputError(f"objective must be worst or best, got '{objective}'", "objective")
    if encoding not in ENCODINGS:
        raise InputError(f"encoding must be auto, packed or wide, got '{encoding}'", "encoding")
    settings = CountSearchOptions(objective=objective, **options)
    fits = PackedEncoding.fits(instance.warps, instance.length)
    if encoding == "wide" or encoding == "auto" and not fits:
        return run_count_search(instance, WideEncoding(instance.warps, instance.length), settings)
    if not fits:
        raise SearchBudgetExceeded(0, 0.0, f"{instance.describe()} has too many count states to encode in 64 bits")
    return run_count_search(instance, PackedEncoding(instance.warps, instance.length), settings)


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
