"""Records and CSV files of GPU measurements (calibration tables and kernel timings).

Every measurement file starts with ``# key: value`` header lines naming the GPU, SM clock during
the run, driver, CUDA runtime and method, so each number can be traced to the run that made it.
These functions need no GPU; ``analyzer.measure.device`` produces the numbers on one.
"""

from __future__ import annotations

import csv
import io
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Iterable, Mapping, Sequence

from analyzer.files import write_atomically


@dataclass(frozen=True)
class RunInfo:
    """The GPU and software a measurement ran on."""

    gpu_name: str
    sm_clock_mhz: float  # SM clock observed during the run
    memory_clock_mhz: float
    driver: str
    cuda_runtime: str
    sm_count: int
    method: str  # how the numbers were taken (CUDA events, median of N after M warm-ups)


def header_lines(info: RunInfo, extra: Mapping[str, str] | None = None) -> list[str]:
    """The ``# key: value`` header of a measurement file."""
    values = {**asdict(info), **(extra or {})}
    return [f"# {key}: {value}" for key, value in values.items()]


def read_header(lines: Iterable[str]) -> dict[str, str]:
    """The ``# key: value`` pairs at the top of a measurement file."""
    header: dict[str, str] = {}
    for line in lines:
        if not line.startswith("#"):
            break
        key, sep, value = line[1:].partition(":")
        if sep:
            header[key.strip()] = value.strip()
    return header


def read_table(path: Path) -> tuple[dict[str, str], list[dict[str, str]]]:
    """A measurement file as ``write_table`` writes it: its header pairs and its rows."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return read_header(lines), list(csv.DictReader(line for line in lines if not line.startswith("#")))


def write_table(path: Path, info: RunInfo, columns: Sequence[str], rows: Iterable[Mapping[str, object]],
                extra_header: Mapping[str, str] | None = None) -> None:
    """Write a CSV with the run header, atomically (a temporary file renamed into place, so a
    failed run never leaves a half-written table)."""
    buffer = io.StringIO()
    for line in header_lines(info, extra_header):
        buffer.write(line + "\n")
    writer = csv.DictWriter(buffer, fieldnames=list(columns), lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({column: row.get(column, "") for column in columns})
    write_atomically(path, buffer.getvalue())
