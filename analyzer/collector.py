"""The garbage collector's pace while one kernel is parsed and analysed.

Parsing a kernel file and building its model allocate a few hundred thousand small objects
(tokens, instructions, interpreter states, latency chain sets) that stay alive until the model
is built and form almost no reference cycles, so the cyclic collector's passes over them find
nothing to free. At CPython's default thresholds (a young collection every 700 net allocations,
an older one every 10 of those) those passes took about a fifth of the analysis CPU time of the
sm_86 convolution's configurations (``tests/benchmarks/bench_configuration_cost.py``). While
``fewer_collections`` runs a function the young threshold is ``YOUNG_THRESHOLD`` and the older
generations' ``OLDER_THRESHOLDS``; the thresholds in force before come back when the outermost
such call returns, so callers' own settings are kept. Reference counting frees everything else
as before; only the cycles wait longer.
"""

from __future__ import annotations

import functools
import gc
import threading
from collections.abc import Callable
from typing import ParamSpec, TypeVar

#: net allocations between two collections of the youngest generation while analysing
YOUNG_THRESHOLD = 50_000
#: collections of the next younger generation between two of the middle and the oldest one
OLDER_THRESHOLDS = (20, 20)

_Parameters = ParamSpec("_Parameters")
_Result = TypeVar("_Result")

_lock = threading.Lock()
_depth = 0
_saved: tuple[int, ...] = ()


def _enter() -> None:
    global _depth, _saved
    with _lock:
        if _depth == 0:
            _saved = gc.get_threshold()
            gc.set_threshold(max(_saved[0], YOUNG_THRESHOLD), *OLDER_THRESHOLDS)
        _depth += 1


def _leave() -> None:
    global _depth
    with _lock:
        _depth -= 1
        if _depth == 0:
            gc.set_threshold(*_saved)


def fewer_collections(function: Callable[_Parameters, _Result]) -> Callable[_Parameters, _Result]:
    """``function`` run with the collector's thresholds raised as the module docstring says
    (nested and concurrent calls share one raise; the outermost return restores them)."""

    @functools.wraps(function)
    def with_fewer_collections(*args: _Parameters.args, **kwargs: _Parameters.kwargs) -> _Result:
        _enter()
        try:
            return function(*args, **kwargs)
        finally:
            _leave()

    return with_fewer_collections
