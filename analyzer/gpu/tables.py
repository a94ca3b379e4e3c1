"""The source tables of the GPU models (``microbench_data/*.csv``): reading them into ``Row`` and
``GpuInfo`` records and choosing, per GPU and key, the row that gives the number.

Every table row is one number: ``gpu, key, value, unit, status, reference, derivation``. The
``gpu`` column scopes a row: a GPU id (``a100``), a compute capability (``cc8.0``, every GPU of
that capability) or ``all``. For each GPU and key the most specific scope wins; within a scope
``measured`` beats ``published`` beats ``estimated``; two rows with the same scope and status are
an error. ``gpus.csv`` lists the GPUs (id, name, chip, compute capability).
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path

from analyzer.errors import InputError

TABLE_COLUMNS = ("gpu", "key", "value", "unit", "status", "reference", "derivation")
GPU_COLUMNS = ("gpu", "name", "chip", "compute_capability", "reference")
STATUS_RANK = {"measured": 3, "published": 2, "estimated": 1}
DATA_PREFIX = "microbench_data"
RAW_SUFFIX = ".raw.csv"
FIT_SUFFIX = ".fit.csv"  # constants fitted to validation data (analyzer.evaluation.timing), not GPU model rows


@dataclass(frozen=True)
class Row:
    """One table row (one number) and where it is: ``table`` path and 1-based ``line``."""

    table: str
    line: int
    scope: str
    key: str
    value: float | int
    unit: str
    status: str
    reference: str
    derivation: str

    @property
    def source(self) -> str:
        """Row address ``microbench_data/<table>#<scope>.<key>``."""
        return f"{self.table}#{self.scope}.{self.key}"


@dataclass(frozen=True)
class GpuInfo:
    """One line of ``gpus.csv``."""

    id: str
    name: str
    chip: str
    compute_capability: str
    reference: str
    table: str


def _parse_number(text: str, where: str, line: int) -> float | int:
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        raise InputError(f"value is not a number: '{text}'", where, line) from None


def _csv_rows(path: Path, columns: tuple[str, ...]) -> list[tuple[int, dict[str, str]]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    numbered = [(number, text) for number, text in enumerate(lines, 1) if not text.startswith("#")]
    reader = csv.reader([text for _, text in numbered])
    rows = list(reader)
    if not rows or tuple(rows[0]) != columns:
        raise InputError(f"expected columns {','.join(columns)}", str(path), numbered[0][0] if numbered else 1)
    result = []
    for (number, _), cells in zip(numbered[1:], rows[1:]):
        if not cells:
            continue
        if len(cells) != len(columns):
            raise InputError(f"expected {len(columns)} cells, got {len(cells)}", str(path), number)
        result.append((number, dict(zip(columns, cells))))
    return result


def read_tables(data_dir: Path) -> tuple[list[GpuInfo], list[Row]]:
    """Read ``gpus.csv`` and every other ``*.csv`` under ``data_dir`` (sorted, recursive), except
    raw measurement files (``*.raw.csv``, kept beside the calibration tables they produced) and
    fitted constants (``*.fit.csv``, read by ``analyzer.evaluation.timing``)."""
    gpus_path = data_dir / "gpus.csv"
    gpus = [GpuInfo(cells["gpu"], cells["name"], cells["chip"], cells["compute_capability"], cells["reference"],
                    f"{DATA_PREFIX}/gpus.csv") for _, cells in _csv_rows(gpus_path, GPU_COLUMNS)]
    rows: list[Row] = []
    for path in sorted(data_dir.rglob("*.csv")):
        if path == gpus_path or path.name.endswith((RAW_SUFFIX, FIT_SUFFIX)):
            continue
        table = f"{DATA_PREFIX}/{path.relative_to(data_dir).as_posix()}"
        for number, cells in _csv_rows(path, TABLE_COLUMNS):
            if cells["status"] not in STATUS_RANK:
                raise InputError(f"status must be measured, published or estimated, got '{cells['status']}'", str(path), number)
            if not cells["reference"].strip():
                raise InputError("every row needs a reference", str(path), number)
            if cells["status"] == "estimated" and not cells["derivation"].strip():
                raise InputError("an estimated row needs a derivation", str(path), number)
            rows.append(Row(table, number, cells["gpu"], cells["key"], _parse_number(cells["value"], str(path), number),
                            cells["unit"], cells["status"], cells["reference"], cells["derivation"]))
    return gpus, rows


def resolve_rows(gpu: GpuInfo, rows: list[Row]) -> dict[str, Row]:
    """The row that gives each key for ``gpu``: most specific scope, then highest status, then
    our own calibration (tables in a per-GPU folder such as ``microbench_data/h100/``, written by
    ``kerneltime calibrate``) over figures measured by others."""
    scopes = {gpu.id: 3, f"cc{gpu.compute_capability}": 2, "all": 1}
    chosen: dict[str, Row] = {}

    def rank_of(row: Row) -> tuple[int, int, bool]:
        return scopes[row.scope], STATUS_RANK[row.status], row.table.count("/") > 1

    for row in rows:
        if row.scope not in scopes:
            continue
        rank = rank_of(row)
        current = chosen.get(row.key)
        if current is not None:
            current_rank = rank_of(current)
            if rank == current_rank:
                raise InputError(f"{gpu.id}: two {row.status} rows for '{row.key}' in scope '{row.scope}' "
                                 f"(also {current.table}:{current.line})", row.table, row.line)
            if rank < current_rank:
                continue
        chosen[row.key] = row
    return chosen
