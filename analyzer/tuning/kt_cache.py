"""Kernel Tuner cache files (JSON), both ways.

Format (Kernel Tuner ``util.process_cache`` / ``store_cache``): ``{"device_name", "kernel_name",
"problem_size", "tune_params_keys", "tune_params", "objective", "cache": {key: entry}}`` where
``key`` is the comma-joined tunable values in ``tune_params_keys`` order and ``entry`` holds the
tunable values, ``time`` in milliseconds, ``times``, and ``compile_time``, ``verification_time``,
``benchmark_time``, ``strategy_time``, ``framework_time`` (milliseconds) and ``timestamp``.
Failed configurations store the strings ``InvalidConfig`` or ``RuntimeFailedConfig`` as
``time``. Kernel Tuner writes the file line by line and may leave it without its closing
``}\\n}``; the reader repairs that as Kernel Tuner's ``correct_open_cache`` does.

An exported cache of *predicted* times lets ``kernel_tuner.tune_cache`` (simulation mode) replay
any search strategy with no GPU.
"""

from __future__ import annotations

import datetime
import json
from pathlib import Path
from typing import Any, Mapping

from analyzer.errors import InputError, read_text_file
from analyzer.files import write_atomically
from analyzer.tuning.tune import TuneResult

ERROR_STRINGS = ("InvalidConfig", "CompilationFailedConfig", "RuntimeFailedConfig")


def cache_key(config: Mapping[str, Any], keys: list[str]) -> str:
    """Kernel Tuner's cache key: the values in ``tune_params_keys`` order joined by commas."""
    return ",".join(str(config[name]) for name in keys)


def cache_entry(config: Mapping[str, Any], time: Any, stamp: str) -> dict[str, Any]:
    """One cache entry: the tunable values, ``time`` (ms or a failure string), zero timings, ``timestamp``."""
    entry = dict(config)
    entry.update({"time": time, "times": [time] if isinstance(time, float) else [], "compile_time": 0,
                  "verification_time": 0, "benchmark_time": 0, "strategy_time": 0, "framework_time": 0,
                  "timestamp": stamp})
    return entry


def cache_document(result: TuneResult, device_name: str, kernel_name: str,
                   problem_size: list[int]) -> dict[str, Any]:
    """The cache as a dict: predicted times (ms) for candidates; ``RuntimeFailedConfig`` for
    configurations that cannot launch; ``InvalidConfig`` for those a restriction excludes;
    ``CompilationFailedConfig`` for those that did not compile. The grid divisors go under the
    extra key ``kerneltime.grid_div`` (Kernel Tuner ignores it), so ``compare`` rebuilds the
    same grids from the cache."""
    keys = list(result.space.tunables)
    stamp = datetime.datetime.now(datetime.timezone.utc).isoformat(sep=" ")
    cache: dict[str, Any] = {}
    for candidate in result.candidates:
        cache[cache_key(candidate.config, keys)] = cache_entry(candidate.config, candidate.prediction.time_us / 1000.0, stamp)
    for rejection in result.rejected:
        failure = {"restriction": "InvalidConfig", "compile": "CompilationFailedConfig"}.get(rejection.kind,
                                                                                            "RuntimeFailedConfig")
        cache[cache_key(rejection.config, keys)] = cache_entry(rejection.config, failure, stamp)
    return {
        "device_name": device_name,
        "kernel_name": kernel_name,
        "problem_size": problem_size,
        "tune_params_keys": keys,
        "tune_params": {name: list(values) for name, values in result.space.tunables.items()},
        "objective": "time",
        "kerneltime": {"grid_div": {axis: list(divisors) for axis, divisors in zip("xyz", result.space.grid_div)},
                       "predicted": True},
        "cache": cache,
    }


def write_cache(path: Path, document: Mapping[str, Any]) -> None:
    """Write a cache JSON atomically (temporary file renamed into place)."""
    write_atomically(path, json.dumps(document, indent=1) + "\n")


def read_cache(path: Path) -> dict[str, Any]:
    """Read a Kernel Tuner cache file (repairing a missing closing ``}\\n}``); InputError naming
    the file when it is not a cache."""
    text = read_text_file(path, "Kernel Tuner cache", reject_binary=True).strip()
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        # Kernel Tuner leaves the closing braces off a cache it is still writing: repair that only
        repaired = (text[:-1] if text.endswith(",") else text) + "}\n}"
        try:
            document = json.loads(repaired)
        except json.JSONDecodeError:
            raise InputError(f"not valid JSON: {error.msg}", str(path), error.lineno) from None
    if not isinstance(document, dict):
        raise InputError("not a Kernel Tuner cache (top level is not an object)", str(path))
    for key in ("tune_params_keys", "cache"):
        if key not in document:
            raise InputError(f"not a Kernel Tuner cache: no '{key}' key", str(path))
    if not isinstance(document["cache"], dict):
        raise InputError("not a Kernel Tuner cache: 'cache' is not an object", str(path))
    return document
