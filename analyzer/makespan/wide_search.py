"""The count DP and beam search of ``analyzer.makespan.search`` on a multi-word state encoding,
for instances whose count states do not fit in one 64-bit integer ((W+1)^(I-1) >= 2^62).

State and moves are those of the makespan notes, section 2.2 (beam: section 2.5). The encoded
digits are again ``n_0 .. n_{I-2}`` in base ``W+1`` (the last two counts follow from
``sum n = W`` and the bucket's progress phi), but they are spread over several int64 *words*:
digit i lives in word ``i // D`` with weight ``(W+1)^(i mod D)``, D the most digits per word
below 2^62. A move never carries between digits (every count stays in [0, W]), so a move is a
fixed per-word delta vector. Keys are ordered lexicographically from the most significant word,
which is the numeric order of the packed 64-bit key, so deduplication, beam ranking (with the
same seeded shuffle) and path recovery give results identical to the packed path wherever
both apply.
"""

from __future__ import annotations

import time
from typing import Callable

import numpy as np

from analyzer.makespan.instance import Instance
from analyzer.makespan.schedule import deaggregate
from analyzer.makespan.limits import Budget
from analyzer.makespan.search import MemoryMeter, SearchBudgetExceeded, SearchResult, _Moves, merge_bucket

_WORD_LIMIT = 2**62
#: Largest decoded bucket (states x (I+1) counts x 8 bytes) the wide search expands.
MAX_BUCKET_BYTES = 10**9


class WideLayout:
    """Where each count digit ``n_i`` (i <= I-2) sits: its word and its weight in that word."""

    def __init__(self, warps: int, length: int, digits_per_word: int | None = None):
        self.warps = warps
        self.length = length
        self.base = warps + 1
        self.digits = max(length - 1, 0)
        per_word = 1
        while self.base ** (per_word + 1) < _WORD_LIMIT:
            per_word += 1
        self.per_word = min(per_word, digits_per_word) if digits_per_word else per_word
        self.words = max(1, -(-self.digits // self.per_word))
        self.powers = np.array([self.base**t for t in range(self.per_word)], dtype=np.int64)

    def start(self) -> np.ndarray:
        """The key of ``(W, 0, ..., 0)`` as a 1 x words array."""
        key = np.zeros((1, self.words), dtype=np.int64)
        if self.digits > 0:
            key[0, 0] = self.warps
        return key

    def delta(self, required: tuple[tuple[int, int], ...]) -> np.ndarray:
        """Per-word key change when ``k`` warps advance from stage i to i+1 for each (i, k)."""
        change = np.zeros(self.words, dtype=np.int64)
        for stage, amount in required:
            if stage < self.digits:
                change[stage // self.per_word] -= amount * self.base ** (stage % self.per_word)
            if stage + 1 < self.digits:
                change[(stage + 1) // self.per_word] += amount * self.base ** ((stage + 1) % self.per_word)
        return change

    def decode(self, keys: np.ndarray, phi: int) -> np.ndarray:
        """Count vectors (rows of length I+1) of the keys of bucket ``phi``."""
        rows = keys.shape[0]
        digits = (keys[:, :, None] // self.powers[None, None, :]) % self.base
        counts = np.zeros((rows, self.length + 1), dtype=np.int64)
        counts[:, : self.digits] = digits.reshape(rows, -1)[:, : self.digits]
        last = self.length - 1
        if last >= 0:
            remaining = self.warps - counts[:, :last].sum(axis=1)
            phi_rest = phi - counts[:, :last] @ np.arange(last, dtype=np.int64)
            counts[:, last] = self.length * remaining - phi_rest
            counts[:, self.length] = remaining - counts[:, last]
        else:
            counts[:, 0] = self.warps
        return counts


def _dedupe(keys: np.ndarray, values: np.ndarray, parents, worst: bool):
    """One entry per key row: the largest value (worst) or the smallest (best); the order is that
    of ``np.lexsort`` on (key words from most significant, value), stable like the packed path."""
    order = np.lexsort((values,) + tuple(keys[:, j] for j in range(keys.shape[1])))
    keys, values = keys[order], values[order]
    differs = np.any(keys[1:] != keys[:-1], axis=1)
    keep = np.append(differs, True) if worst else np.insert(differs, 0, True)
    parents = tuple(p[order][keep] for p in parents) if parents is not None else None
    return keys[keep], values[keep], parents


def wide_count_search(instance: Instance, objective: str = "worst", beam_width: int | None = None,
                      recover: bool = False, time_limit: float | None = None, max_states: int | None = None,
                      seed: int = 0, progress: Callable[[float], None] | None = None,
                      digits_per_word: int | None = None, budget: Budget | None = None,
                      prune=None) -> SearchResult:
    """Longest or shortest schedule over count states (makespan notes, section 2.2; with
    ``beam_width``, the beam lower bound of section 2.5) on the multi-word encoding. Same
    arguments and results as ``search.count_search``; raises SearchBudgetExceeded past the time
    or state budget, or when one bucket would need more than MAX_BUCKET_BYTES.
    ``digits_per_word`` caps the digits per word (to exercise multi-word keys on small cases);
    ``budget`` adds a deadline and a memory budget, ``prune`` bound pruning (see
    ``search.count_search``)."""
    worst = objective == "worst"
    warps, length = instance.warps, instance.length
    layout = WideLayout(warps, length, digits_per_word)
    moves = _Moves(instance, np.zeros(length + 1, dtype=np.int64))
    deltas: dict[tuple[tuple[int, int], ...], np.ndarray] = {}
    goal_phi = warps * length
    strides = np.cumprod([1] + [cap + 1 for cap in moves.caps[:-1]]).astype(np.int64)
    pending: dict[int, list] = {0: [(layout.start(), np.zeros(1, dtype=np.int64), np.full(1, -1), np.full(1, -1))]}
    stored: dict[int, tuple] = {}
    rng = np.random.default_rng(seed)
    started = last_report = time.perf_counter()
    states = 0
    reached = False
    memory = MemoryMeter(budget, length, layout.words)
    for phi in range(goal_phi + 1):
        chunks = pending.pop(phi, None)
        if not chunks:
            continue
        memory.release(chunks)
        keys, values, parents = merge_bucket(chunks, _dedupe, recover, worst, beam_width, rng)
        counts = None
        if prune is not None and phi != goal_phi:
            counts = layout.decode(keys, phi)
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
        if keys.shape[0] * (length + 1) * 8 > MAX_BUCKET_BYTES:
            raise SearchBudgetExceeded(states, now - started, f"search memory budget exceeded after {states} states "
                                       f"(bucket of {keys.shape[0]} states), {now - started:.1f} s")
        if progress is not None and now - last_report > 0.5:
            progress(phi / goal_phi)
            last_report = now
        if counts is None:
            counts = layout.decode(keys, phi)
        available = np.stack([np.minimum(cap, counts[:, list(stages)].sum(axis=1))
                              for cap, stages in zip(moves.caps, moves.stages)], axis=1)
        group_codes = available @ strides
        for code in np.unique(group_codes):
            if budget is not None and budget.expired():
                raise SearchBudgetExceeded(states, time.perf_counter() - started)
            members = np.nonzero(group_codes == code)[0]
            vector = tuple(int(v) for v in available[members[0]])
            for required, full, _, step in moves.feasible(vector, counts[members].max(axis=0), budget):
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
                if required not in deltas:
                    deltas[required] = layout.delta(required)
                successors = keys[chosen] + deltas[required]
                chunk = (successors, values[chosen] + 1, np.full(chosen.shape[0], phi), chosen) if recover \
                    else (successors, values[chosen] + 1)
                memory.add(chunk, states, time.perf_counter() - started)
                pending.setdefault(phi + step, []).append(chunk)
    if not reached:
        return SearchResult(makespan=prune.floor, objective=objective, exact=True, states=states,
                            seconds=time.perf_counter() - started, floor_proven=True)
    makespan = int(values[0])
    seconds = time.perf_counter() - started
    path = schedule = None
    if recover:
        path = _recover_path(stored, goal_phi, layout)
        schedule = deaggregate(instance.program, path)
    return SearchResult(makespan=makespan, objective=objective, exact=beam_width is None, states=states,
                        seconds=seconds, path=path, schedule=schedule, encoding="wide")


def _recover_path(stored: dict, goal_phi: int, layout: WideLayout) -> tuple[tuple[int, ...], ...]:
    """Follow parent links from the goal back to the start; returns the count vectors per slot."""
    path = []
    phi, index = goal_phi, 0
    while phi >= 0:
        keys, _, (parent_phi, parent_index) = stored[phi]
        counts = layout.decode(keys[index:index + 1], phi)[0]
        path.append(tuple(int(c) for c in counts))
        phi, index = int(parent_phi[index]), int(parent_index[index])
    return tuple(reversed(path))
