"""Measured kernel times as ``compare`` reads them: a CSV (the ``kerneltime measure`` format:
``# key: value`` header lines, then columns ``block_x[,block_y,block_z]``, ``grid_x[,grid_y,
grid_z]`` or ``problem_x[,problem_y,problem_z]`` (grid = ceil(problem / block), Kernel Tuner's
default), kernel-parameter columns, optional ``trip_<loop>``, ``dynamic_shared`` and ``kernel``
columns, ``time_ms`` or ``time_us``, and any other numeric column, kept as a value the
configuration was built with) or a Kernel Tuner cache JSON (``block_size_x/y/z`` tunables,
``problem_size``, times in ms; failed configurations skipped).

Each measurement carries its tuning question (``problem``): the problem size and the kernel
parameter values that are not tuned, as ``validate`` groups its rows (one GPU per file).
"""

from __future__ import annotations

import csv
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

from analyzer.errors import InputError, read_text_file, refuse_special_file
from analyzer.predict.records import Launch

AXES = "xyz"


@dataclass(frozen=True)
class Measurement:
    """One measured configuration: launch, parameter values (kernel parameters and
    ``trip_<loop>``), measured time in microseconds, where it came from (file, row), the values it
    was built with beside those (a Kernel Tuner cache's tunables, ``tune_params_keys``; a CSV's
    other numeric columns) and its tuning question (``problem``: the problem size and the values
    of the kernel parameters that are not tuned, as name, value pairs)."""

    launch: Launch
    values: Mapping[str, float]
    measured_us: float
    where: str
    config: Mapping[str, float] = field(default_factory=dict)
    problem: tuple[tuple[str, float], ...] = ()


#: Header key of a measured set whose "times" are KernelTime's own predictions (a Kernel Tuner
#: cache written by ``tune --export-cache``, marked ``kerneltime.predicted: true``).
PREDICTED_BY = "predicted_by"


@dataclass(frozen=True)
class MeasuredSet:
    """Measurements of one file and its header pairs (``# gpu: ...``)."""

    rows: tuple[Measurement, ...]
    header: Mapping[str, str]
    path: str



#: Largest integer accepted for a launch dimension or size read from a measured file.
MAX_INTEGER = 2**31 - 1


def strict_number(text: str | None, column: str, path: str, line: int) -> float:
    """A finite number from a CSV cell (an int when integral); InputError naming file, line and
    column for an empty, non-numeric, NaN or overflowing value."""
    if text is None or not str(text).strip():
        raise InputError(f"column '{column}' is empty", path, line)
    try:
        value = float(text)
    except (TypeError, ValueError):
        raise InputError(f"column '{column}' is not a number: '{text}'", path, line) from None
    if not math.isfinite(value):
        raise InputError(f"column '{column}' is not finite: '{text}'", path, line)
    if value.is_integer() and abs(value) <= 2**53:
        return int(value)
    return value


_number = strict_number


def strict_dimensions(row: Mapping[str, str], prefix: str, path: str, line: int,
                      limit: int = MAX_INTEGER) -> tuple[int, int, int]:
    """``prefix_x/y/z`` as positive integers at most ``limit`` (missing y/z are 1)."""
    values = []
    for axis in AXES:
        text = row.get(f"{prefix}_{axis}")
        value = 1 if text in (None, "") and axis != "x" else strict_number(text, f"{prefix}_{axis}", path, line)
        if value != int(value) or value <= 0 or value > limit:
            raise InputError(f"column '{prefix}_{axis}' must be a positive integer of at most {limit}, got '{text}'",
                             path, line)
        values.append(int(value))
    return tuple(values)  # type: ignore[return-value]


def _dims(row: Mapping[str, str], prefix: str, path: str, line: int) -> tuple[int, int, int] | None:
    if f"{prefix}_x" not in row:
        return None
    return strict_dimensions(row, prefix, path, line)


def read_text_table(path: Path) -> tuple[list[str], list[tuple[int, dict[str, str]]]]:
    """The columns and the (line number, row) pairs of a CSV whose ``#`` lines are comments;
    InputError for a file that cannot be read, is binary, or has rows with more cells than the
    header."""
    return table_from_text(read_text_file(path, "measurement file", reject_binary=True), str(path))


def table_from_text(text: str, shown: str) -> tuple[list[str], list[tuple[int, dict[str, str]]]]:
    """``read_text_table`` of a CSV text already read (``shown`` names it in errors)."""
    numbered = [(number, line) for number, line in enumerate(text.splitlines(), start=1)
                if line.strip() and not line.startswith("#")]
    if not numbered:
        raise InputError("no header line", shown)
    reader = csv.reader([line for _, line in numbered])
    try:
        records = list(reader)
    except csv.Error as error:
        raise InputError(f"not a valid CSV: {error}", shown) from None
    columns = [name.strip() for name in records[0]]
    rows = []
    for (number, _), record in zip(numbered[1:], records[1:]):
        if len(record) > len(columns):
            raise InputError(f"{len(record)} cells but the header has {len(columns)} columns", shown, number)
        rows.append((number, dict(zip(columns, (cell.strip() for cell in record)))))
    return columns, rows


def _grid_for(problem: Sequence[int], block: tuple[int, int, int]) -> tuple[int, int, int]:
    sizes = list(problem) + [1] * (3 - len(problem))
    return tuple(max(1, math.ceil(size / dim)) for size, dim in zip(sizes, block))  # type: ignore[return-value]


def read_csv(path: Path, kernel_name: str, param_names: Sequence[str]) -> MeasuredSet:
    """Measurements from a CSV; InputError naming the file, line and column at fault (binary or
    non-UTF-8 files, missing columns, non-numeric, NaN, overflowing or non-positive values)."""
    from analyzer.measure.records import read_header  # lazy: `compare --help` imports this module

    shown = str(path)
    text = read_text_file(path, "measurement file", reject_binary=True)
    columns_list, rows = table_from_text(text, shown)
    header = read_header(text.splitlines())
    if not rows:
        raise InputError("no measurement rows", shown)
    columns = set(columns_list)
    if "block_x" not in columns:
        raise InputError("missing column 'block_x'", shown)
    if "grid_x" not in columns and "problem_x" not in columns:
        raise InputError("missing column 'grid_x' (or 'problem_x' to derive the grid)", shown)
    time_column = "time_us" if "time_us" in columns else "time_ms" if "time_ms" in columns else None
    if time_column is None:
        raise InputError("missing column 'time_ms' (or 'time_us')", shown)
    known = set(param_names) | MEASUREMENT_COLUMNS | {f"{prefix}_{axis}" for prefix in ("block", "grid", "problem")
                                                      for axis in AXES}
    others = [column for column in columns_list if column not in known and not column.startswith("trip_")
              and all(_is_number(row.get(column)) for _, row in rows)]
    measurements = []
    for line, row in rows:
        if row.get("kernel") and row["kernel"] != kernel_name:
            continue
        block = strict_dimensions(row, "block", shown, line, 1024)
        grid = _dims(row, "grid", shown, line)
        if grid is None:
            problem = strict_dimensions(row, "problem", shown, line)
            grid = _grid_for(problem, block)
        values = {name: _number(row[name], name, shown, line) for name in param_names
                  if row.get(name) not in (None, "")}
        values.update({name: _number(text, name, shown, line) for name, text in row.items()
                       if name.startswith("trip_") and text not in (None, "")})
        dynamic = 0
        if row.get("dynamic_shared"):
            dynamic = _number(row["dynamic_shared"], "dynamic_shared", shown, line)
            if dynamic != int(dynamic) or not 0 <= dynamic <= MAX_INTEGER:
                raise InputError(f"column 'dynamic_shared' must be a non-negative integer, got "
                                 f"'{row['dynamic_shared']}'", shown, line)
        time = _number(row.get(time_column), time_column, shown, line)
        if time <= 0:
            raise InputError(f"column '{time_column}' must be positive, got '{row[time_column]}'", shown, line)
        measured_us = time * 1000.0 if time_column == "time_ms" else float(time)
        question = tuple(sorted(values.items())) + tuple(
            (f"problem_{axis}", _number(row[f"problem_{axis}"], f"problem_{axis}", shown, line)) for axis in AXES
            if row.get(f"problem_{axis}") not in (None, ""))
        config = {column: _number(row[column], column, shown, line) for column in others}
        measurements.append(Measurement(Launch(grid, block, int(dynamic)), values, measured_us, f"{shown}:{line}",
                                        config, question))
    if not measurements:
        raise InputError(f"no rows for kernel '{kernel_name}'", shown)
    return MeasuredSet(tuple(measurements), header, shown)


#: Columns of a measured CSV that are neither launch nor kernel-parameter columns: the kernel,
#: the dynamic shared bytes and the times ``kerneltime measure`` writes.
MEASUREMENT_COLUMNS = frozenset({"kernel", "dynamic_shared", "time_us", "time_ms", "min_ms", "max_ms", "min_us",
                                 "max_us", "launches"})


def _is_number(text: str | None) -> bool:
    try:
        return text not in (None, "") and math.isfinite(float(text))  # type: ignore[arg-type]
    except ValueError:
        return False


def _positive_time(time: Any) -> bool:
    return (not isinstance(time, bool) and isinstance(time, (int, float)) and math.isfinite(time)
            and 0 < time < 1e30)


def cache_grid_div(document: Mapping[str, Any], override: Sequence[Sequence[str]] | None,
                   shown: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """The grid divisors of a cache: ``override`` (the ``--grid-div-x/y/z`` options) where given,
    else those ``kerneltime tune --export-cache`` recorded under ``kerneltime.grid_div``, else
    Kernel Tuner's default (the block size)."""
    recorded = document.get("kerneltime", {}).get("grid_div") if isinstance(document.get("kerneltime"), dict) else None
    divisors = []
    for index, axis in enumerate(AXES):
        given = tuple(override[index]) if override and override[index] else ()
        if not given and isinstance(recorded, dict):
            saved = recorded.get(axis, [])
            if not isinstance(saved, list) or not all(isinstance(item, str) for item in saved):
                raise InputError(f"'kerneltime.grid_div.{axis}' must be a list of expressions", shown)
            given = tuple(saved)
        divisors.append(given)
    return tuple(divisors)  # type: ignore[return-value]


def read_kt_cache(path: Path, param_names: Sequence[str],
                  grid_div: Sequence[Sequence[str]] | None = None) -> MeasuredSet:
    """Measurements from a Kernel Tuner cache JSON (error configurations skipped). The grid is
    Kernel Tuner's ``ceil(problem_size / prod(grid_div))`` with the divisors of
    ``cache_grid_div``; tunables named like kernel parameters become parameter values."""
    from analyzer.tuning.kt_cache import ERROR_STRINGS, read_cache  # lazy: `compare --help` imports this module
    from analyzer.tuning.tune import TuneSpace, launch_for  # lazy: `compare --help` imports this module

    document = read_cache(path)
    shown = str(path)
    problem = document.get("problem_size")
    if isinstance(problem, (int, float)) and not isinstance(problem, bool):
        problem = [problem]
    if (not isinstance(problem, list) or not 1 <= len(problem) <= 3
            or not all(isinstance(size, (int, float)) and not isinstance(size, bool) and math.isfinite(size)
                       and 0 < size <= MAX_INTEGER and size == int(size) for size in problem)):
        raise InputError(f"'problem_size' must be a list of 1 to 3 positive integers, got {problem!r}", shown)
    sizes = tuple(int(size) for size in problem) + (1,) * (3 - len(problem))
    divisors = cache_grid_div(document, grid_div, shown)
    keys = [str(name) for name in document["tune_params_keys"]] if isinstance(document["tune_params_keys"], list) else []
    measurements = []
    for key, entry in document["cache"].items():
        where = f"{shown}: entry '{key}'"
        if not isinstance(entry, dict) or "time" not in entry:
            raise InputError(f"entry '{key}' has no 'time'", shown)
        time = entry["time"]
        if isinstance(time, str) and time in ERROR_STRINGS:
            continue
        if not _positive_time(time):
            raise InputError(f"entry '{key}' has a time that is not a positive finite number: {time!r}", shown)
        config = {}
        for name, value in entry.items():
            if name in ("time", "times", "timestamp") or not isinstance(value, (int, float)) or isinstance(value, bool):
                continue
            if not math.isfinite(value):
                raise InputError(f"entry '{key}': '{name}' is not finite: {value!r}", shown)
            config[name] = value
        for axis in AXES:
            value = entry.get(f"block_size_{axis}")
            if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))
                                      or not math.isfinite(value) or value != int(value) or not 0 < value <= 1024):
                raise InputError(f"entry '{key}': 'block_size_{axis}' must be a positive integer of at most 1024, "
                                 f"got {value!r}", shown)
        space = TuneSpace({}, sizes, divisors)  # type: ignore[arg-type]
        launch = launch_for(config, space, where)
        values = {name: config[name] for name in param_names if name in config}
        tunables = {name: config[name] for name in keys if name in config}
        problem = (("problem_size", tuple(sizes)),)
        measurements.append(Measurement(launch, values, float(time) * 1000.0, where, tunables, problem))
    if not measurements:
        raise InputError("no successful configurations in the cache", shown)
    header = {"gpu": str(document.get("device_name", "")), "kernel": str(document.get("kernel_name", ""))}
    marks = document.get("kerneltime")
    if isinstance(marks, dict) and marks.get("predicted") is True:  # written by `tune --export-cache`
        header[PREDICTED_BY] = "kerneltime"
    return MeasuredSet(tuple(measurements), header, shown)


def read_measured(path: Path, kernel_name: str, param_names: Sequence[str],
                  grid_div: Sequence[Sequence[str]] | None = None) -> MeasuredSet:
    """A measured set from ``path``: Kernel Tuner cache for ``.json``, CSV otherwise."""
    refuse_special_file(path, "measurement file")
    if not path.is_file():
        raise InputError("no such file", str(path))
    if path.suffix.lower() == ".json":
        return read_kt_cache(path, param_names, grid_div)
    return read_csv(path, kernel_name, param_names)

