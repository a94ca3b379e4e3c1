"""Time and memory limits of one makespan analysis (``--time-limit`` bounds the whole
command, ``--memory`` every search and ILP).

A ``Budget`` holds an absolute deadline (``time.monotonic`` seconds) and a byte budget. Searches
ask it before they allocate (``reserve``: the size is estimated from the array shapes, never
measured after the fact) and between steps (``check``); both raise ``BudgetExceeded``, which the
caller turns into a ``bounded [LB, UB]`` answer with its best witness.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass

from analyzer.errors import InputError

#: Default of ``--memory``: 2 GiB.
DEFAULT_MEMORY = 2 * 1024**3
#: Default of ``--time-limit``: 10 s for the whole command.
DEFAULT_TIME_LIMIT = 10.0
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([KMGT]?)(i?B?)?\s*$", re.IGNORECASE)
_UNITS = {"": 1, "K": 1024, "M": 1024**2, "G": 1024**3, "T": 1024**4}


class BudgetExceeded(Exception):
    """A search or solve reached its time or memory limit (not an input error)."""

    def __init__(self, reason: str, states: int = 0, seconds: float = 0.0):
        super().__init__(reason)
        self.reason = reason
        self.states = states
        self.seconds = seconds


class SearchBudgetExceeded(BudgetExceeded):
    """The exact search ran out of its time, memory or state budget (not an input error)."""

    def __init__(self, states: int, seconds: float, reason: str = ""):
        super().__init__(reason or f"search budget exceeded after {states} states, {seconds:.1f} s", states, seconds)


#: Bytes per count entry while a DP bucket is expanded (decoded counts and their temporaries).
_EXPAND_BYTES = 8 * 4


@dataclass(frozen=True)
class Budget:
    """Absolute deadline (monotonic seconds) and memory budget (bytes) of one analysis."""

    deadline: float
    memory_bytes: int = DEFAULT_MEMORY

    @staticmethod
    def start(seconds: float = DEFAULT_TIME_LIMIT, memory_bytes: int = DEFAULT_MEMORY) -> "Budget":
        """A budget of ``seconds`` from now."""
        return Budget(deadline=time.monotonic() + seconds, memory_bytes=memory_bytes)

    def remaining(self) -> float:
        """Seconds left (negative once the deadline passed)."""
        return self.deadline - time.monotonic()

    def expired(self) -> bool:
        """True once the deadline has passed."""
        return time.monotonic() >= self.deadline

    def sub(self, seconds: float) -> "Budget":
        """A budget ending ``seconds`` from now, but never after this one."""
        return Budget(deadline=min(self.deadline, time.monotonic() + seconds), memory_bytes=self.memory_bytes)

    def check(self, what: str = "search", states: int = 0) -> None:
        """Raise BudgetExceeded when the deadline has passed."""
        if time.monotonic() >= self.deadline:
            raise BudgetExceeded(f"{what}: time limit reached", states)

    def reserve(self, nbytes: int | float, what: str = "search", states: int = 0) -> None:
        """Raise BudgetExceeded when ``nbytes`` (an estimate made before allocating) exceeds
        the memory budget."""
        if nbytes > self.memory_bytes:
            raise BudgetExceeded(f"{what}: needs about {_human(nbytes)}, over the memory budget of "
                                 f"{_human(self.memory_bytes)}", states)


def _human(nbytes: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB"):
        if nbytes < 1024 or unit == "GiB":
            return f"{nbytes:.0f} {unit}" if unit == "B" else f"{nbytes:.1f} {unit}"
        nbytes /= 1024
    return f"{nbytes:.1f} GiB"


def parse_memory(text: str | int, option: str = "--memory") -> int:
    """``2G``, ``512M``, ``1.5GiB`` or a byte count as bytes (binary units)."""
    match = _SIZE.match(str(text))
    if not match:
        raise InputError(f"expected a size like 2G, 512M or 1073741824, got '{text}'", option)
    value = int(float(match.group(1)) * _UNITS[match.group(2).upper()])
    if value < 16 * 1024**2:
        raise InputError(f"memory budget must be at least 16M, got '{text}'", option)
    return value


def parse_time_limit(value: float | None, option: str = "--time-limit") -> float:
    """A positive time limit in seconds (default 10)."""
    if value is None:
        return DEFAULT_TIME_LIMIT
    if not value > 0:
        raise InputError(f"time limit must be positive, got {value}", option)
    return float(value)


class MemoryMeter:
    """Running estimate of the search's array bytes (pending chunks, stored buckets, one
    expansion) checked against ``budget.memory_bytes`` before each allocation."""

    def __init__(self, budget: Budget | None, length: int, key_words: int = 1):
        self.budget = budget
        self.length = length
        self.key_words = key_words
        self.live = 0

    def _limit(self, extra: int, states: int, seconds: float) -> None:
        if self.budget is not None and self.live + extra > self.budget.memory_bytes:
            raise SearchBudgetExceeded(states, seconds, f"search memory budget of {self.budget.memory_bytes / 2**30:.2f} "
                                       f"GiB reached after {states} states, {seconds:.1f} s")

    def add(self, chunk: tuple, states: int, seconds: float) -> None:
        """Account for a new pending chunk (already built: its arrays are small views or copies)."""
        self.live += sum(part.nbytes for part in chunk)
        self._limit(0, states, seconds)

    def release(self, chunks: list) -> None:
        """Chunks merged into a bucket no longer count (the bucket replaces them)."""
        self.live -= sum(part.nbytes for chunk in chunks for part in chunk)

    def store(self, rows: int, arrays: int) -> None:
        """A bucket kept for path recovery."""
        self.live += rows * arrays * 8 * self.key_words

    def expand(self, rows: int, states: int, seconds: float) -> None:
        """Check the decoded counts and temporaries of expanding ``rows`` states."""
        self._limit(rows * (self.length + 1) * _EXPAND_BYTES, states, seconds)
