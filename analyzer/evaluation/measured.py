"""The ``measured.csv`` of a validation case: one ``MeasuredRow`` per line (the row record, its
limits and the reader; ``case.py`` reads it).

Columns (validation-set format): the tunables in order, ``gpu`` for multi-GPU cases,
``grid_x..z`` (blocks), ``block_x..z`` (threads), ``dynamic_shared_bytes`` where present,
``time_ms`` (mean), ``status`` (``ok`` or the upstream failure reason), the scalar-argument
columns named by ``kernel.param_columns``, the counter columns and, where the campaign recorded
them, the measured binary's ``registers`` and ``local_mem_bytes_per_thread``. A failed row may leave its
times empty; an ``ok`` row must have a positive finite time. Binary files, non-numeric or
non-positive dimensions, NaN or overflowing numbers are InputErrors naming file, line and column.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence

from analyzer.errors import InputError
from analyzer.evaluation.compare import read_text_table, strict_dimensions, strict_number
from analyzer.predict.records import Launch

#: Largest grid or block dimension accepted from a measured file (CUDA's grid x limit).
MAX_DIMENSION = 2**31 - 1
#: Statuses that mean "never run" rather than "the hardware or toolchain refused it".
NOT_RUN_STATUSES = ("Skipped",)


@dataclass(frozen=True)
class BinaryResources:
    """What the measured binary of a row used, as its campaign recorded it (KTT records both
    columns): registers per thread and local memory per thread (bytes; spills and local arrays)."""

    registers: int
    local_bytes: int


@dataclass(frozen=True)
class MeasuredRow:
    """One configuration: tunable values, the GPU id, launch, scalar kernel arguments by name,
    mean time (ms, None for failed rows), status, counter values, and ``where`` (file:line)."""

    config: Mapping[str, float]
    gpu: str
    launch: Launch
    arguments: Mapping[str, float]
    time_ms: float | None
    status: str
    counters: Mapping[str, float]
    where: str
    binary: BinaryResources | None = None

    @property
    def ok(self) -> bool:
        """Whether the configuration ran (status ``ok`` with a time)."""
        return self.status == "ok" and self.time_ms is not None

    @property
    def refused(self) -> bool:
        """Whether the hardware or toolchain refused the configuration (a failure status other
        than "never run")."""
        return self.status != "ok" and self.status not in NOT_RUN_STATUSES


def _required(columns: Sequence[str], names: Sequence[str], where: str) -> None:
    for name in names:
        if name not in columns:
            raise InputError(f"missing column '{name}'", where)


def _integer_column(row: Mapping[str, str], column: str, lowest: int, highest: int, wanted: str, shown: str,
                    line: int) -> int:
    """The integer in ``column`` of ``row``, from ``lowest`` to ``highest`` (``wanted`` says so in
    the error)."""
    text = row[column]
    value = strict_number(text, column, shown, line)
    if value != int(value) or not lowest <= value <= highest:
        raise InputError(f"column '{column}' must be {wanted}, got '{text}'", shown, line)
    return int(value)


def _binary_resources(row: Mapping[str, str], shown: str, line: int) -> BinaryResources | None:
    """The row's recorded ``registers`` and ``local_mem_bytes_per_thread`` (both present, or None)."""
    if any(row.get(column) in (None, "") for column in ("registers", "local_mem_bytes_per_thread")):
        return None
    return BinaryResources(
        _integer_column(row, "registers", 1, 255, "an integer from 1 to 255", shown, line),
        _integer_column(row, "local_mem_bytes_per_thread", 0, MAX_DIMENSION, "a non-negative integer", shown, line))


def read_rows(path: Path, tunables: Sequence[str], gpus, per_row: bool, kernel, counter_columns: Sequence[str],
              dynamic_default: int, unit: str):
    """Every row of the measured CSV as a ``MeasuredRow`` (all statuses)."""
    shown = str(path)
    columns, rows = read_text_table(path)
    _required(columns, [*tunables, "grid_x", "block_x", "time_ms" if unit == "ms" else "time_us"], shown)
    if per_row:
        _required(columns, ["gpu"], shown)
    _required(columns, list(kernel.param_columns.values()), shown)
    known_gpus = {gpu.id for gpu in gpus}
    time_column = "time_ms" if unit == "ms" else "time_us"
    scale = 1.0 if unit == "ms" else 1e-3
    present_counters = [name for name in counter_columns if name in columns]
    result = []
    for line, row in rows:
        config = {name: strict_number(row.get(name), name, shown, line) for name in tunables}
        gpu_id = row.get("gpu", "") if per_row else gpus[0].id
        if gpu_id not in known_gpus:
            raise InputError(f"column 'gpu': '{gpu_id}' is not one of the case's gpus ({', '.join(sorted(known_gpus))})",
                             shown, line)
        status = (row.get("status") or "ok").strip()
        try:
            grid = strict_dimensions(row, "grid", shown, line, MAX_DIMENSION)
            block = strict_dimensions(row, "block", shown, line, 1024)
        except InputError:
            if status == "ok":
                raise
            continue  # a failed row with an impossible launch (e.g. a negative grid NVBench skipped)
        dynamic = dynamic_default
        if row.get("dynamic_shared_bytes") not in (None, ""):
            dynamic = _integer_column(row, "dynamic_shared_bytes", 0, MAX_DIMENSION, "a non-negative integer", shown,
                                      line)
        arguments = {name: strict_number(row.get(column), column, shown, line)
                     for name, column in kernel.param_columns.items()}
        time_ms = None
        if row.get(time_column) not in (None, ""):
            value = strict_number(row[time_column], time_column, shown, line)
            if value <= 0:
                raise InputError(f"column '{time_column}' must be positive, got '{row[time_column]}'", shown, line)
            time_ms = value * scale
        elif status == "ok":
            raise InputError(f"column '{time_column}' is empty in an 'ok' row", shown, line)
        counters = {}
        for name in present_counters:
            text = row.get(name)
            if text in (None, ""):
                continue
            counters[name] = strict_number(text, name, shown, line)
        result.append(MeasuredRow(config, gpu_id, Launch(grid, block, dynamic), arguments, time_ms, status,
                                  counters, f"{shown}:{line}", _binary_resources(row, shown, line)))
    if not result:
        raise InputError("no measurement rows", shown)
    return tuple(result)
