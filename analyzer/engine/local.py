"""The default executor: forked worker processes on this machine (``analyzer.parallel``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from analyzer.parallel import map_in_order


@dataclass(frozen=True)
class LocalPool:
    """Up to ``workers`` forked processes (one: computed here, in order)."""

    workers: int = 1
    remote: bool = False

    def map_in_order(self, function: Callable, items: Sequence, progress: Callable[[int, int], None] | None = None) -> list:
        """``[function(item) for item in items]`` in forked processes (``analyzer.parallel.map_in_order``)."""
        return map_in_order(function, items, self.workers, progress)

    def describe(self) -> str:
        """One line for reports: what ran the work."""
        return f"local pool of {self.workers} process(es)"
