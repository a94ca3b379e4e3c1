"""The multi-word state encoding of the count DP and beam search (``analyzer.makespan.count_dp``),
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

from typing import Any

import numpy as np

from analyzer.makespan.count_dp import CountSearchOptions, SearchResult, run_count_search
from analyzer.makespan.count_moves import Move
from analyzer.makespan.instance import Instance
from analyzer.makespan.limits import SearchBudgetExceeded

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


class WideEncoding:
    """Count states as ``WideLayout.words`` int64 words each, for ``count_dp.run_count_search``;
    a bucket above MAX_BUCKET_BYTES of decoded counts is refused (SearchBudgetExceeded)."""

    name = "wide"

    def __init__(self, warps: int, length: int, digits_per_word: int | None = None):
        self.layout = WideLayout(warps, length, digits_per_word)
        self.key_words = self.layout.words
        self.deltas: dict[tuple[tuple[int, int], ...], np.ndarray] = {}

    def start(self) -> np.ndarray:
        """The key of ``(W, 0, ..., 0)``."""
        return self.layout.start()

    def decode(self, keys: np.ndarray, phi: int) -> np.ndarray:
        """Count vectors of the keys of bucket ``phi``."""
        return self.layout.decode(keys, phi)

    @staticmethod
    def dedupe(keys: np.ndarray, values: np.ndarray, parents, worst: bool):
        """One entry per key row: the largest value (worst) or the smallest (best); the order is that
        of ``np.lexsort`` on (key words from most significant, value), stable like the packed path."""
        order = np.lexsort((values,) + tuple(keys[:, j] for j in range(keys.shape[1])))
        keys, values = keys[order], values[order]
        differs = np.any(keys[1:] != keys[:-1], axis=1)
        keep = np.append(differs, True) if worst else np.insert(differs, 0, True)
        parents = tuple(p[order][keep] for p in parents) if parents is not None else None
        return keys[keep], values[keep], parents

    def successors(self, keys: np.ndarray, move: Move) -> np.ndarray:
        """The keys after ``move`` (one per-word delta, cached per move)."""
        if move.advances not in self.deltas:
            self.deltas[move.advances] = self.layout.delta(move.advances)
        return keys + self.deltas[move.advances]

    def check_bucket(self, rows: int, states: int, seconds: float) -> None:
        """SearchBudgetExceeded when decoding ``rows`` states would take more than MAX_BUCKET_BYTES."""
        if rows * (self.layout.length + 1) * 8 > MAX_BUCKET_BYTES:
            raise SearchBudgetExceeded(states, seconds, f"search memory budget exceeded after {states} states "
                                       f"(bucket of {rows} states), {seconds:.1f} s")


def wide_count_search(instance: Instance, objective: str = "worst", digits_per_word: int | None = None,
                      **options: Any) -> SearchResult:
    """Longest or shortest schedule over count states (makespan notes, section 2.2; with
    ``beam_width``, the beam lower bound of section 2.5) on the multi-word encoding. Same
    options and results as ``search.count_search``; ``digits_per_word`` caps the digits per word
    (to exercise multi-word keys on small cases)."""
    encoding = WideEncoding(instance.warps, instance.length, digits_per_word)
    return run_count_search(instance, encoding, CountSearchOptions(objective=objective, **options))
