"""The one search loop of the count DP (makespan notes, section 2.2) and its beam variant
(section 2.5), written once for both state encodings (``search.PackedEncoding``, one int64 per
state, and ``wide_search.WideEncoding``, several words per state).

Progress ``phi = sum_i i n_i`` rises by the warps issued (at least 1) per slot, so states are
processed in buckets of equal phi; each bucket keeps the latest (or earliest) arrival slot per
state. A bucket is merged from the chunks its predecessors produced (deduplicated, beam-cut,
pruned), counted against the budgets, and expanded group by group: states with the same
issuable counts share one move list (``count_moves.MoveTable``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable, Protocol

import numpy as np

from analyzer.makespan.count_moves import Move, MoveTable
from analyzer.makespan.instance import Instance
from analyzer.makespan.limits import Budget, MemoryMeter, SearchBudgetExceeded
from analyzer.makespan.schedule import Schedule, deaggregate

#: Arrays kept per stored bucket for path recovery: keys, values and the two parent links.
STORED_ARRAYS = 4


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


@dataclass(frozen=True)
class CountSearchOptions:
    """What the search looks for and within which limits: ``objective`` worst (longest) or best
    (shortest); ``beam_width`` states kept per bucket (None: exact); ``recover`` the count path
    and schedule; ``time_limit`` seconds and ``max_states`` (SearchBudgetExceeded past either);
    ``seed`` of the beam's tie-breaks; ``progress`` called with the done fraction; ``budget`` a
    deadline and memory budget; ``prune`` bound pruning (worst case only)."""

    objective: str = "worst"
    beam_width: int | None = None
    recover: bool = False
    time_limit: float | None = None
    max_states: int | None = None
    seed: int = 0
    progress: Callable[[float], None] | None = None
    budget: Budget | None = None
    prune: Pruning | None = None

    @property
    def worst(self) -> bool:
        """Whether the longest schedule is sought."""
        return self.objective == "worst"


class CountEncoding(Protocol):
    """How count states become integer keys: ``name`` (reported in the result), ``key_words``
    (int64 words per key), the start key, decoding a bucket's keys to count vectors, one entry
    per key (``dedupe``), the successor keys of a move, and any check of one bucket's size."""

    name: str
    key_words: int

    def start(self) -> np.ndarray: ...

    def decode(self, keys: np.ndarray, phi: int) -> np.ndarray: ...

    def dedupe(self, keys: np.ndarray, values: np.ndarray, parents, worst: bool) -> tuple: ...

    def successors(self, keys: np.ndarray, move: Move) -> np.ndarray: ...

    def check_bucket(self, rows: int, states: int, seconds: float) -> None: ...


@dataclass(frozen=True)
class Bucket:
    """The states of one progress value ``phi``: keys, arrival slots (``values``), parent links
    (bucket phi and row of each predecessor; None unless recovering) and, once decoded, counts."""

    phi: int
    keys: np.ndarray
    values: np.ndarray
    parents: tuple[np.ndarray, np.ndarray] | None
    counts: np.ndarray | None = None

    @property
    def size(self) -> int:
        """States in the bucket."""
        return self.keys.shape[0]


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


class _CountSearch:
    """The running search: buckets still to merge (``pending`` chunks by phi), buckets kept for
    path recovery, explored states, the clock and the memory meter."""

    def __init__(self, instance: Instance, encoding: CountEncoding, options: CountSearchOptions):
        self.instance = instance
        self.encoding = encoding
        self.options = options
        self.moves = MoveTable(instance)
        self.goal_phi = instance.warps * instance.length
        start = (encoding.start(), np.zeros(1, dtype=np.int64), np.full(1, -1), np.full(1, -1))
        self.pending: dict[int, list] = {0: [start]}
        self.stored: dict[int, tuple] = {}
        self.rng = np.random.default_rng(options.seed)
        self.started = self.last_report = time.perf_counter()
        self.states = 0
        self.memory = MemoryMeter(options.budget, instance.length, encoding.key_words)

    def elapsed(self) -> float:
        """Seconds since the search started."""
        return time.perf_counter() - self.started

    def take_bucket(self, phi: int) -> Bucket | None:
        """The merged (and pruned) bucket of ``phi``, or None when no state reaches it."""
        chunks = self.pending.pop(phi, None)
        if not chunks:
            return None
        self.memory.release(chunks)
        options = self.options
        keys, values, parents = merge_bucket(chunks, self.encoding.dedupe, options.recover, options.worst,
                                             options.beam_width, self.rng)
        bucket = Bucket(phi, keys, values, parents)
        if options.prune is None or phi == self.goal_phi:
            return bucket
        counts = self.encoding.decode(keys, phi)
        keys, values, parents, counts = options.prune.apply(keys, values, parents, counts)
        return Bucket(phi, keys, values, parents, counts) if keys.shape[0] else None

    def record(self, bucket: Bucket) -> None:
        """Count the bucket's states and keep it when the path is to be recovered."""
        self.states += bucket.size
        if self.options.recover:
            self.stored[bucket.phi] = (bucket.keys, bucket.values, bucket.parents)
            self.memory.store(bucket.size, STORED_ARRAYS)

    def check_budgets(self, bucket: Bucket) -> None:
        """SearchBudgetExceeded past the time, state, deadline or memory limits (before expanding
        ``bucket``); reports progress every half second."""
        options, now = self.options, time.perf_counter()
        seconds = now - self.started
        if options.time_limit is not None and seconds > options.time_limit \
                or options.max_states is not None and self.states > options.max_states \
                or options.budget is not None and options.budget.expired():
            raise SearchBudgetExceeded(self.states, seconds)
        self.memory.expand(bucket.size, self.states, seconds)
        self.encoding.check_bucket(bucket.size, self.states, seconds)
        if options.progress is not None and now - self.last_report > 0.5:
            options.progress(bucket.phi / self.goal_phi)
            self.last_report = now

    def _check_deadline(self) -> None:
        budget = self.options.budget
        if budget is not None and budget.expired():
            raise SearchBudgetExceeded(self.states, self.elapsed())

    def expand(self, bucket: Bucket) -> None:
        """Every successor of the bucket's states, as pending chunks of later buckets."""
        counts = bucket.counts if bucket.counts is not None else self.encoding.decode(bucket.keys, bucket.phi)
        issuable = self.moves.issuable(counts)
        group_codes = self.moves.group_codes(issuable)
        for code in np.unique(group_codes):
            self._check_deadline()
            members = np.nonzero(group_codes == code)[0]
            vector = tuple(int(v) for v in issuable[members[0]])
            for move in self.moves.feasible(vector, counts[members].max(axis=0), self.options.budget):
                self._check_deadline()
                chosen = members[_applies(move, counts, members)]
                if chosen.shape[0]:
                    self._add_successors(bucket, move, chosen)

    def _add_successors(self, bucket: Bucket, move: Move, chosen: np.ndarray) -> None:
        successors = self.encoding.successors(bucket.keys[chosen], move)
        chunk = (successors, bucket.values[chosen] + 1)
        if self.options.recover:
            chunk += (np.full(chosen.shape[0], bucket.phi), chosen)
        self.memory.add(chunk, self.states, self.elapsed())
        self.pending.setdefault(bucket.phi + move.progress, []).append(chunk)

    def result(self, goal: Bucket) -> SearchResult:
        """The makespan at the goal bucket, with the path and schedule when recovered."""
        seconds = self.elapsed()
        path = schedule = None
        if self.options.recover:
            path = self._recover_path()
            schedule = deaggregate(self.instance.program, path)
        return SearchResult(makespan=int(goal.values[0]), objective=self.options.objective,
                            exact=self.options.beam_width is None, states=self.states, seconds=seconds,
                            path=path, schedule=schedule, encoding=self.encoding.name)

    def floor_result(self) -> SearchResult:
        """Every state was pruned: the witnessed floor is T*."""
        return SearchResult(makespan=self.options.prune.floor, objective=self.options.objective, exact=True,
                            states=self.states, seconds=self.elapsed(), floor_proven=True)

    def _recover_path(self) -> tuple[tuple[int, ...], ...]:
        """Follow parent links from the goal back to the start; the count vectors per slot."""
        path = []
        phi, index = self.goal_phi, 0
        while phi >= 0:
            keys, _, (parent_phi, parent_index) = self.stored[phi]
            counts = self.encoding.decode(keys[index:index + 1], phi)[0]
            path.append(tuple(int(c) for c in counts))
            phi, index = int(parent_phi[index]), int(parent_index[index])
        return tuple(reversed(path))


def _applies(move: Move, counts: np.ndarray, members: np.ndarray) -> np.ndarray:
    """Which ``members`` (rows of ``counts``) hold the warps ``move`` advances and, for priority
    classes, no other warp at the stages it must empty."""
    mask = np.ones(members.shape[0], dtype=bool)
    for stage, amount in move.advances:
        mask &= counts[members, stage] >= amount
    served = dict(move.advances)
    for stage in move.emptied_stages:
        mask &= counts[members, stage] == served.get(stage, 0)
    return mask


def run_count_search(instance: Instance, encoding: CountEncoding, options: CountSearchOptions) -> SearchResult:
    """Longest or shortest schedule over count states (module docstring): buckets in order of
    progress, each merged, recorded, checked against the budgets and expanded, until the goal
    ``(0, ..., 0, W)``."""
    search = _CountSearch(instance, encoding, options)
    for phi in range(search.goal_phi + 1):
        bucket = search.take_bucket(phi)
        if bucket is None:
            continue
        search.record(bucket)
        if phi == search.goal_phi:
            return search.result(bucket)
        search.check_budgets(bucket)
        search.expand(bucket)
    return search.floor_result()
