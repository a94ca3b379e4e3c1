"""Predicted versus measured kernel times: per configuration the relative error
``|t - t_hat| / t`` (Kleimenov and Popova 2021, section 4), then MAPE, Spearman rank correlation
and tuning regret (measured time of the configuration the model ranks best / best measured time).

Measured input is a CSV (the ``kerneltime measure`` format: ``# key: value`` header lines, then
columns ``block_x[,block_y,block_z]``, ``grid_x[,grid_y,grid_z]`` or ``problem_x[,problem_y,
problem_z]`` (grid = ceil(problem / block), Kernel Tuner's default), kernel-parameter columns,
optional ``trip_<loop>``, ``dynamic_shared`` and ``kernel`` columns, and ``time_ms`` or
``time_us``) or a Kernel Tuner cache JSON (``block_size_x/y/z`` tunables, ``problem_size``,
times in ms; failed configurations skipped).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from analyzer.errors import InputError
from analyzer.predict.records import Launch, Prediction

AXES = "xyz"


@dataclass(frozen=True)
class Measurement:
    """One measured configuration: launch, parameter values (kernel parameters and
    ``trip_<loop>``), measured time in microseconds, and where it came from (file, row)."""

    launch: Launch
    values: Mapping[str, float]
    measured_us: float
    where: str


@dataclass(frozen=True)
class MeasuredSet:
    """Measurements of one file and its header pairs (``# gpu: ...``)."""

    rows: tuple[Measurement, ...]
    header: Mapping[str, str]
    path: str


@dataclass(frozen=True)
class ComparedRow:
    """A measurement with its prediction and relative error."""

    measurement: Measurement
    prediction: Prediction

    @property
    def relative_error(self) -> float:
        """``|t - t_hat| / t``."""
        return abs(self.measurement.measured_us - self.prediction.time_us) / self.measurement.measured_us


@dataclass(frozen=True)
class Comparison:
    """Compared rows, rows that could not be predicted (with the reason), and the metrics."""

    rows: tuple[ComparedRow, ...]
    failed: tuple[tuple[Measurement, str], ...]
    mape: float | None
    spearman: float | None
    regret: float | None


def _number(text: str, column: str, path: str, line: int) -> float:
    try:
        value = float(text)
    except (TypeError, ValueError):
        raise InputError(f"column '{column}' is not a number: '{text}'", path, line) from None
    if not math.isfinite(value):
        raise InputError(f"column '{column}' is not finite: '{text}'", path, line)
    return int(value) if value.is_integer() else value


def _dims(row: Mapping[str, str], prefix: str, path: str, line: int) -> tuple[int, int, int] | None:
    if f"{prefix}_x" not in row:
        return None
    values = []
    for axis in AXES:
        text = row.get(f"{prefix}_{axis}")
        value = 1 if text in (None, "") else _number(text, f"{prefix}_{axis}", path, line)
        if value != int(value) or value <= 0:
            raise InputError(f"column '{prefix}_{axis}' must be a positive integer, got '{text}'", path, line)
        values.append(int(value))
    return tuple(values)  # type: ignore[return-value]


def _grid_for(problem: Sequence[int], block: tuple[int, int, int]) -> tuple[int, int, int]:
    sizes = list(problem) + [1] * (3 - len(problem))
    return tuple(max(1, math.ceil(size / dim)) for size, dim in zip(sizes, block))  # type: ignore[return-value]


def read_csv(path: Path, kernel_name: str, param_names: Sequence[str]) -> MeasuredSet:
    """Measurements from a CSV; InputError naming the file and the missing column."""
    from analyzer.errors import read_text_file
    from analyzer.measure.records import read_table

    header, rows = read_table(path)
    shown = str(path)
    header_lines = [line for line in read_text_file(path, "measurement file").splitlines() if line.startswith("#")]
    if not rows:
        raise InputError("no measurement rows", shown)
    columns = set(rows[0])
    if "block_x" not in columns:
        raise InputError("missing column 'block_x'", shown)
    if "grid_x" not in columns and "problem_x" not in columns:
        raise InputError("missing column 'grid_x' (or 'problem_x' to derive the grid)", shown)
    time_column = "time_us" if "time_us" in columns else "time_ms" if "time_ms" in columns else None
    if time_column is None:
        raise InputError("missing column 'time_ms' (or 'time_us')", shown)
    first_line = len(header_lines) + 2
    measurements = []
    for offset, row in enumerate(rows):
        line = first_line + offset
        if row.get("kernel") and row["kernel"] != kernel_name:
            continue
        block = _dims(row, "block", shown, line)
        grid = _dims(row, "grid", shown, line)
        if grid is None:
            problem = _dims(row, "problem", shown, line)
            grid = _grid_for(problem, block)  # type: ignore[arg-type]
        values = {name: _number(row[name], name, shown, line) for name in param_names
                  if row.get(name) not in (None, "")}
        values.update({name: _number(text, name, shown, line) for name, text in row.items()
                       if name.startswith("trip_") and text not in (None, "")})
        dynamic = int(_number(row["dynamic_shared"], "dynamic_shared", shown, line)) if row.get("dynamic_shared") else 0
        time = _number(row[time_column], time_column, shown, line)
        if time <= 0:
            raise InputError(f"column '{time_column}' must be positive, got '{row[time_column]}'", shown, line)
        measured_us = time * 1000.0 if time_column == "time_ms" else float(time)
        measurements.append(Measurement(Launch(grid, block, dynamic), values, measured_us, f"{shown}:{line}"))  # type: ignore[arg-type]
    if not measurements:
        raise InputError(f"no rows for kernel '{kernel_name}'", shown)
    return MeasuredSet(tuple(measurements), header, shown)


def read_kt_cache(path: Path, param_names: Sequence[str]) -> MeasuredSet:
    """Measurements from a Kernel Tuner cache JSON (error configurations skipped)."""
    from analyzer.predict.kt_cache import ERROR_STRINGS, read_cache

    document = read_cache(path)
    shown = str(path)
    problem = document.get("problem_size")
    if isinstance(problem, (int, float)):
        problem = [problem]
    if not isinstance(problem, list) or not all(isinstance(size, (int, float)) and size > 0 for size in problem):
        raise InputError(f"'problem_size' must be a list of positive numbers, got {problem!r}", shown)
    measurements = []
    for key, entry in document["cache"].items():
        where = f"{shown}: entry '{key}'"
        if not isinstance(entry, dict) or "time" not in entry:
            raise InputError(f"entry '{key}' has no 'time'", shown)
        time = entry["time"]
        if isinstance(time, str) and time in ERROR_STRINGS:
            continue
        if isinstance(time, bool) or not isinstance(time, (int, float)) or time <= 0:
            raise InputError(f"entry '{key}' has a time that is not a positive number: {time!r}", shown)
        block = tuple(int(entry.get(f"block_size_{axis}", default)) for axis, default in zip(AXES, (256, 1, 1)))
        values = {name: entry[name] for name in param_names if isinstance(entry.get(name), (int, float))}
        launch = Launch(_grid_for([int(size) for size in problem], block), block)  # type: ignore[arg-type]
        measurements.append(Measurement(launch, values, float(time) * 1000.0, where))
    if not measurements:
        raise InputError("no successful configurations in the cache", shown)
    header = {"gpu": str(document.get("device_name", "")), "kernel": str(document.get("kernel_name", ""))}
    return MeasuredSet(tuple(measurements), header, shown)


def read_measured(path: Path, kernel_name: str, param_names: Sequence[str]) -> MeasuredSet:
    """A measured set from ``path``: Kernel Tuner cache for ``.json``, CSV otherwise."""
    if not path.is_file():
        raise InputError("no such file", str(path))
    if path.suffix.lower() == ".json":
        return read_kt_cache(path, param_names)
    return read_csv(path, kernel_name, param_names)


def spearman(measured: Sequence[float], predicted: Sequence[float]) -> float | None:
    """Spearman rank correlation (scipy); None with fewer than 2 rows or a constant side."""
    if len(measured) < 2 or len(set(measured)) < 2 or len(set(predicted)) < 2:
        return None
    from scipy.stats import spearmanr

    value = float(spearmanr(measured, predicted).statistic)
    return None if math.isnan(value) else value


def compare(measured: MeasuredSet, predict_row: Callable[[Measurement], Prediction]) -> Comparison:
    """Predict every measured configuration and compute the metrics. Rows whose prediction
    raises InputError (e.g. a launch the model says cannot run) are listed as failed."""
    rows: list[ComparedRow] = []
    failed: list[tuple[Measurement, str]] = []
    for measurement in measured.rows:
        try:
            rows.append(ComparedRow(measurement, predict_row(measurement)))
        except InputError as error:
            failed.append((measurement, error.one_line()))
    if not rows:
        return Comparison((), tuple(failed), None, None, None)
    mape = 100.0 * sum(row.relative_error for row in rows) / len(rows)
    times = [row.measurement.measured_us for row in rows]
    predicted = [row.prediction.time_us for row in rows]
    chosen = min(rows, key=lambda row: row.prediction.time_us)
    regret = chosen.measurement.measured_us / min(times)
    return Comparison(tuple(rows), tuple(failed), mape, spearman(times, predicted), regret)


def comparison_json(comparison: Comparison) -> dict[str, Any]:
    """JSON: ``rows``, ``mape`` (percent), ``spearman``, ``regret``, ``failed``."""
    return {
        "rows": [{
            "block": list(row.measurement.launch.block), "grid": list(row.measurement.launch.grid),
            "values": dict(row.measurement.values), "measured_us": row.measurement.measured_us,
            "predicted_us": row.prediction.time_us, "relative_error": row.relative_error,
            "warps": row.prediction.warps_per_block * row.prediction.grid_blocks,
            "bottleneck": row.prediction.bottleneck, "where": row.measurement.where,
        } for row in comparison.rows],
        "failed": [{"block": list(measurement.launch.block), "grid": list(measurement.launch.grid),
                    "reason": reason, "where": measurement.where} for measurement, reason in comparison.failed],
        "mape": comparison.mape,
        "spearman": comparison.spearman,
        "regret": comparison.regret,
    }


def compare_kernel(module, kernel, gpu, measured: MeasuredSet, model: str = "kp",
                   fixed: Mapping[str, float] | None = None, dynamic_shared: int = 0,
                   l1_hit: float | None = None, l2_hit: float | None = None) -> Comparison:
    """Predict every measured configuration of ``kernel`` on ``gpu`` with ``model`` (the kernel
    model rebuilt for each launch and its parameter values) and compare."""
    from analyzer.analysis.build import build_kernel_model
    from analyzer.predict.api import predict
    from analyzer.predict.records import PredictOptions

    def predict_row(measurement: Measurement) -> Prediction:
        launch = measurement.launch
        if not launch.dynamic_shared and dynamic_shared:
            launch = Launch(launch.grid, launch.block, dynamic_shared)
        bindings = {**(fixed or {}), **measurement.values, **launch.symbols()}
        kernel_model = build_kernel_model(module, kernel, bindings, launch.dynamic_shared)
        return predict(kernel_model, gpu, launch, PredictOptions(model=model, l1_hit=l1_hit, l2_hit=l2_hit,
                                                                  bindings=dict(bindings)))

    return compare(measured, predict_row)
