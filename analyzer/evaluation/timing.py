"""What a measured time includes besides the kernel: the launch latency of a timing method.

A GPU model's launch intercept (``launch_overhead`` rows, ``kerneltime calibrate``) is the fixed
time that the host, driver and timer add to one launch. It depends on the machine and on how
the time was taken, not only on the GPU: the PMPP cases' NVBench *cold* measurements (L2
flushed, CUDA events around one launch) sit on a 3-7 us floor for tiny problems, while the GPU
models carry about 2 us. Where a case's timing method has a fitted floor
(``microbench_data/launch_floor.fit.csv``, written by ``microbench_data/scripts/fit_launch_floor.py``),
``validate`` predicts its rows with that intercept, fitted **without** the row's GPU
(leave-one-GPU-out), so no row is scored with a constant fitted on its own GPU.

The fit: with ``base_i`` the kt prediction of row ``i`` at intercept 0 and ``m_i`` its measured
time, the intercept ``F`` minimising the mean absolute percentage error ``sum |F + base_i - m_i|
/ m_i`` is the weighted median of ``m_i - base_i`` with weights ``1 / m_i``
(``mape_optimal_offset``).
"""

from __future__ import annotations

import csv
import dataclasses
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from analyzer.errors import InputError
from analyzer.models.gpu_model import GpuModel, Source

#: The fitted table (one row per timing method and left-out GPU model; ``all`` = fitted on every GPU).
FLOOR_NAME = "launch_floor.fit.csv"
FLOOR_TABLE = Path(__file__).resolve().parents[2] / "microbench_data" / FLOOR_NAME
#: Where a non-editable install puts it (pyproject's data-files).
INSTALLED_FLOOR_TABLE = Path(sys.prefix) / "share" / "kerneltime" / "microbench_data" / FLOOR_NAME
#: Timing methods recognised in a case's ``what_was_timed`` text, by its opening words.
TIMING_METHODS = (("NVBench cold", "nvbench-cold"),)
ALL_GPUS = "all"


@dataclass(frozen=True)
class LaunchFloor:
    """A fitted launch intercept: the timing ``method``, the GPU model ``left_out`` of the fit
    (``all`` when none was), the intercept in microseconds, the rows and GPU models it was fitted
    on, and the kt model commit the fit ran at."""

    method: str
    left_out: str
    intercept_us: float
    rows: int
    fitted_on: tuple[str, ...]
    commit: str

    def describe(self) -> str:
        """One line naming the value and how it was fitted."""
        held = "every GPU" if self.left_out == ALL_GPUS else f"the other GPUs, {self.left_out} left out"
        return (f"{self.method} launch floor {self.intercept_us:.3f} us (fitted on {self.rows} rows of {held}: "
                f"{', '.join(self.fitted_on)}; microbench_data/launch_floor.fit.csv, kt at {self.commit})")


def timing_method(what_was_timed: str) -> str | None:
    """The timing method a case's ``what_was_timed`` text names, or None when no method with a
    fitted floor is named (then the GPU model's own launch intercept applies)."""
    text = what_was_timed.strip()
    return next((method for prefix, method in TIMING_METHODS if text.startswith(prefix)), None)


def load_floors(path: Path | None = None) -> tuple[LaunchFloor, ...]:
    """The fitted floors of ``path`` (default: the repository's table, else the installed one;
    none when no file exists)."""
    if path is None:
        path = FLOOR_TABLE if FLOOR_TABLE.is_file() else INSTALLED_FLOOR_TABLE
    if not path.is_file():
        return ()
    floors = []
    with path.open(encoding="utf-8", newline="") as handle:
        for line, row in enumerate(csv.DictReader(handle), start=2):
            try:
                value = float(row["intercept_us"])
                rows = int(row["rows"])
            except (KeyError, TypeError, ValueError):
                raise InputError("intercept_us and rows must be numbers", str(path), line) from None
            if not value >= 0:
                raise InputError(f"intercept_us must be >= 0, got {row['intercept_us']}", str(path), line)
            floors.append(LaunchFloor(row["method"], row["left_out"], value, rows,
                                      tuple(row["fitted_on"].split()), row["commit"]))
    return tuple(floors)


def floor_for(method: str | None, gpu_model: str, floors: Sequence[LaunchFloor]) -> LaunchFloor | None:
    """The floor a row of ``gpu_model`` timed by ``method`` is predicted with: the one fitted
    with that GPU model left out, else (a GPU model outside the fit) the one fitted on all."""
    if method is None:
        return None
    candidates = [floor for floor in floors if floor.method == method]
    own = next((floor for floor in candidates if floor.left_out == gpu_model), None)
    return own or next((floor for floor in candidates if floor.left_out == ALL_GPUS), None)


def with_launch_floor(gpu: GpuModel, floor: LaunchFloor | None) -> GpuModel:
    """``gpu`` with every launch intercept replaced by ``floor`` (and its source saying so);
    ``gpu`` itself when there is no floor."""
    if floor is None or not gpu.launch_overhead:
        return gpu
    rows = tuple(dataclasses.replace(row, intercept_us=floor.intercept_us) for row in gpu.launch_overhead)
    source = Source("microbench_data/launch_floor.fit.csv", f"{floor.method}.{floor.left_out}", floor.describe(), "fitted")
    sources = dict(gpu.sources)
    sources.update({f"launch_overhead.w{row.warps_per_block}.intercept_us": source for row in rows})
    return dataclasses.replace(gpu, launch_overhead=rows, sources=sources)


def mape_optimal_offset(measured: Sequence[float], base: Sequence[float]) -> float:
    """The constant ``F`` minimising ``sum |F + base_i - m_i| / m_i``: the weighted median of
    ``m_i - base_i`` with weights ``1 / m_i`` (the lowest minimiser where a range minimises)."""
    pairs = sorted((m - b, 1.0 / m) for m, b in zip(measured, base))
    if not pairs:
        raise ValueError("no rows to fit")
    half = sum(weight for _, weight in pairs) / 2.0
    running = 0.0
    for difference, weight in pairs:
        running += weight
        if running >= half * (1 - 1e-12):
            return difference
    return pairs[-1][0]


def fit_floors(method: str, rows: Sequence[tuple[str, float, float]], commit: str) -> tuple[LaunchFloor, ...]:
    """Leave-one-GPU-out floors of ``method`` from ``rows`` of (GPU model, measured us, kt us at
    intercept 0): for each GPU model the MAPE-optimal intercept over the other GPU models' rows
    (``mape_optimal_offset``, at least 0), then the one over every row (``left_out`` = ``all``)."""
    gpus = sorted({gpu for gpu, _, _ in rows})
    floors = []
    for left_out in [*gpus, ALL_GPUS]:
        kept = [(measured, base) for gpu, measured, base in rows if gpu != left_out]
        if not kept:
            continue
        value = max(0.0, mape_optimal_offset([m for m, _ in kept], [b for _, b in kept]))
        floors.append(LaunchFloor(method, left_out, value, len(kept),
                                  tuple(gpu for gpu in gpus if gpu != left_out), commit))
    return tuple(floors)


def write_floors(floors: Sequence[LaunchFloor], path: Path) -> None:
    """Write ``floors`` as the CSV ``load_floors`` reads."""
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["method", "left_out", "intercept_us", "rows", "fitted_on", "commit"])
        for floor in floors:
            writer.writerow([floor.method, floor.left_out, f"{floor.intercept_us:.4f}", floor.rows,
                             " ".join(floor.fitted_on), floor.commit])
