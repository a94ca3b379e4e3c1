"""Rows or chunks of work in several forked processes (`validate --jobs N`, the Kernel Tuner strategy's predictions).

Predicting one row builds its kernel model from the row's PTX (parse, loops, the evaluated
threads, the latency scoreboard): a fraction of a second for a fully unrolled convolution, and
the rows are independent. Worker processes are forked, so they inherit the function and its
inputs (compiled PTX paths, GPU models, the case) and only the row results travel back by pickle;
each worker keeps its own parsed-module cache. Results come back in input order, so a report is
the same whatever the number of workers. Off Linux, or with one worker, the
rows are predicted here, one after the other.
"""

from __future__ import annotations

import multiprocessing
import sys
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Callable, Sequence, TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")

#: (function, items) of the map in progress: forked workers read it instead of unpickling.
_TASK: tuple[Callable, Sequence] | None = None


def _run(index: int):
    function, items = _TASK  # type: ignore[misc]
    return function(items[index])


def can_fork() -> bool:
    """Whether worker processes are forked here: on Linux only (Windows cannot fork, and macOS
    makes spawn the default because forking a process that uses its system libraries is unsafe)."""
    return sys.platform.startswith("linux") and "fork" in multiprocessing.get_all_start_methods()


def map_in_order(function: Callable[[Item], Result], items: Sequence[Item], workers: int,
                 progress: Callable[[int, int], None] | None = None) -> list[Result]:
    """``[function(item) for item in items]``, computed in up to ``workers`` forked processes
    when there are more than one and two or more items; ``progress(done, total)`` after each."""
    global _TASK
    total = len(items)
    if workers <= 1 or total < 2 or not can_fork():
        results = []
        for index, item in enumerate(items):
            results.append(function(item))
            if progress:
                progress(index + 1, total)
        return results
    _TASK = (function, items)
    try:
        ordered: list = [None] * total
        with ProcessPoolExecutor(max_workers=min(workers, total),
                                 mp_context=multiprocessing.get_context("fork")) as pool:
            futures = {pool.submit(_run, index): index for index in range(total)}
            for done, future in enumerate(as_completed(futures), start=1):
                ordered[futures[future]] = future.result()
                if progress:
                    progress(done, total)
        return ordered
    finally:
        _TASK = None
