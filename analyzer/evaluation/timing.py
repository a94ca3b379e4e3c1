"""What a measured time includes besides the kernel: the launch latency of a timing method.

A GPU model's launch intercept (``launch_overhead`` rows, ``kerneltime calibrate``) is the fixed
time that the host, driver and timer add to one launch. It depends on the machine and on how
the time was taken, not only on the GPU: the PMPP cases' NVBench *cold* measurements (L2
flushed, CUDA events around one launch) sit on a 3-7 us floor for tiny problems that differs
from host to host, while the GPU models carry about 2 us.

A host's floor is a calibration, not a fit to the answer (the validation README, "How a case is judged"): the floor of host
H used for case C comes from H's rows of the *other* cases (leave-one-case-out, ``host-loco``),
as ``kerneltime calibrate`` would measure it on a user's own machine, never from C's own rows.
Beside it ``validate`` reports the figures of two other floors (``FLOOR_VARIANTS``): one floor
for every host fitted on the other cases (``global-loco``), and H's floor fitted without C's
whole kernel family (``host-lofo``, the leave-one-family-out estimate). The table
(``microbench_data/launch_floor.fit.csv``) is written by ``kerneltime validate CASES
--fit-launch-floors`` (``analyzer.evaluation.floor_fit``). A case set measured on other hosts
carries its own table beside its case directories (``validation/launch_floor.fit.csv``, fitted on
that set alone with ``--fit-launch-floors validation/launch_floor.fit.csv``; ``floor_table_for``).

The fit: with ``base_i`` the kt prediction of row ``i`` at intercept 0 and ``m_i`` its measured
time, the intercept ``F`` minimising the mean absolute percentage error ``sum |F + base_i - m_i|
/ m_i`` is the weighted median of ``m_i - base_i`` with weights ``1 / m_i``
(``mape_optimal_offset``), at least 0.
"""

from __future__ import annotations

import csv
import dataclasses
import io
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from analyzer.errors import InputError
from analyzer.files import write_atomically
from analyzer.gpu.gpu_model import GpuModel, Source

#: The fitted table (one row per timing method, host and what was left out).
FLOOR_NAME = "launch_floor.fit.csv"
FLOOR_TABLE = Path(__file__).resolve().parents[2] / "microbench_data" / FLOOR_NAME
#: Where a non-editable install puts it (pyproject's data-files).
INSTALLED_FLOOR_TABLE = Path(sys.prefix) / "share" / "kerneltime" / "microbench_data" / FLOOR_NAME
#: Timing methods recognised in a case's ``what_was_timed`` text, by its opening words.
TIMING_METHODS = (("NVBench cold", "nvbench-cold"),)
#: ``host`` of a floor fitted on every host's rows.
ALL_HOSTS = "all"
#: ``left_out`` of a floor fitted on every case (for a case outside the fit).
NOTHING_LEFT_OUT = "none"
#: The floor ``validate`` predicts with, then the two reported beside it.
HOST_LOCO, GLOBAL_LOCO, HOST_LOFO = "host-loco", "global-loco", "host-lofo"
FLOOR_VARIANTS = (HOST_LOCO, GLOBAL_LOCO, HOST_LOFO)
FLOOR_COLUMNS = ("method", "host", "left_out", "intercept_us", "rows", "fitted_on", "commit")


@dataclass(frozen=True)
class LaunchFloor:
    """A fitted launch intercept: the timing ``method``, the ``host`` whose rows it was fitted on
    (``all``: every host's), what was left out (``case:<id>``, ``family:<name>`` or ``none``),
    the intercept in microseconds, how many rows of which cases it was fitted on, and the kt
    model commit the fit ran at."""

    method: str
    host: str
    left_out: str
    intercept_us: float
    rows: int
    fitted_on: tuple[str, ...]
    commit: str

    def describe(self) -> str:
        """One line naming the value and how it was obtained."""
        hosts = "every host's rows" if self.host == ALL_HOSTS else f"host {self.host}'s rows"
        held = "nothing left out" if self.left_out == NOTHING_LEFT_OUT else f"{self.left_out} left out"
        return (f"{self.method} launch floor {self.intercept_us:.3f} us: MAPE-optimal intercept over {self.rows} of "
                f"{hosts} in {len(self.fitted_on)} case(s), {held} (microbench_data/{FLOOR_NAME}, kt at {self.commit})")


def timing_method(what_was_timed: str) -> str | None:
    """The timing method a case's ``what_was_timed`` text names, or None when no method with a
    fitted floor is named (then the GPU model's own launch intercept applies)."""
    text = what_was_timed.strip()
    return next((method for prefix, method in TIMING_METHODS if text.startswith(prefix)), None)


def floor_table_for(case_directory: Path) -> Path | None:
    """The floor table of a case's set: ``launch_floor.fit.csv`` beside the case directory (a case
    set measured on its own hosts carries the floors fitted on its own cases, so that neither set's
    hosts move the other's floors), else None (the repository's table)."""
    table = case_directory.parent / FLOOR_NAME
    return table if table.is_file() else None


def load_floors(path: Path | None = None) -> tuple[LaunchFloor, ...]:
    """The fitted floors of ``path`` (default: the repository's table, else the installed one;
    none when no file exists)."""
    if path is None:
        path = FLOOR_TABLE if FLOOR_TABLE.is_file() else INSTALLED_FLOOR_TABLE
    if not path.is_file():
        return ()
    floors = []
    with path.open(encoding="utf-8", newline="") as handle:
        reader = csv.DictReader(handle)
        missing = [name for name in FLOOR_COLUMNS if name not in (reader.fieldnames or ())]
        if missing:
            raise InputError(f"missing column(s) {', '.join(missing)}", str(path), 1)
        for line, row in enumerate(reader, start=2):
            try:
                value = float(row["intercept_us"])
                rows = int(row["rows"])
            except (TypeError, ValueError):
                raise InputError("intercept_us and rows must be numbers", str(path), line) from None
            if not value >= 0:
                raise InputError(f"intercept_us must be >= 0, got {row['intercept_us']}", str(path), line)
            floors.append(LaunchFloor(row["method"], row["host"], row["left_out"], value, rows,
                                      tuple(row["fitted_on"].split()), row["commit"]))
    return tuple(floors)


def floor_for(variant: str, method: str | None, host: str, case_id: str, family: str,
              floors: Sequence[LaunchFloor]) -> LaunchFloor | None:
    """The floor of ``variant`` for rows of ``case_id`` (of ``family``) measured on ``host`` by
    ``method``: ``host-loco`` H's floor without the case, ``global-loco`` every host's without the
    case, ``host-lofo`` H's without the family; a host or case outside the fit falls back to the
    floor fitted on every host, then to the one with nothing left out. None without a method."""
    if method is None:
        return None
    hosts = (ALL_HOSTS,) if variant == GLOBAL_LOCO else (host, ALL_HOSTS)
    left_out = f"family:{family}" if variant == HOST_LOFO else f"case:{case_id}"
    table = {(floor.host, floor.left_out): floor for floor in floors if floor.method == method}
    for key in [(name, left_out) for name in hosts] + [(name, NOTHING_LEFT_OUT) for name in hosts]:
        if key in table:
            return table[key]
    return None


def with_launch_floor(gpu: GpuModel, floor: LaunchFloor | None) -> GpuModel:
    """``gpu`` with every launch intercept replaced by ``floor`` (and its source saying so);
    ``gpu`` itself when there is no floor."""
    if floor is None or not gpu.launch_overhead:
        return gpu
    rows = tuple(dataclasses.replace(row, intercept_us=floor.intercept_us) for row in gpu.launch_overhead)
    source = Source(f"microbench_data/{FLOOR_NAME}", f"{floor.method}.{floor.host}.{floor.left_out}", floor.describe(),
                    "fitted")
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


@dataclass(frozen=True)
class FloorRow:
    """One measured row of a timing method with a floor: its case, family and host, the measured
    time and the kt prediction at launch intercept 0 (microseconds)."""

    case: str
    family: str
    host: str
    measured_us: float
    base_us: float


def _fit(method: str, host: str, left_out: str, rows: Sequence[FloorRow], commit: str) -> LaunchFloor | None:
    if not rows:
        return None
    value = max(0.0, mape_optimal_offset([row.measured_us for row in rows], [row.base_us for row in rows]))
    return LaunchFloor(method, host, left_out, value, len(rows), tuple(sorted({row.case for row in rows})), commit)


def fit_floors(method: str, rows: Sequence[FloorRow], commit: str) -> tuple[LaunchFloor, ...]:
    """Every floor ``floor_for`` may ask for, from ``rows`` of one timing method: per host and
    for all hosts together, one leaving out each case, one leaving out each family, and one over
    every case (for a case outside the fit)."""
    hosts = sorted({row.host for row in rows})
    cases = sorted({row.case for row in rows})
    families = sorted({row.family for row in rows})
    floors = []
    for host in [*hosts, ALL_HOSTS]:
        mine = [row for row in rows if host in (ALL_HOSTS, row.host)]
        held = ([(f"case:{case}", [row for row in mine if row.case != case]) for case in cases]
                + [(f"family:{family}", [row for row in mine if row.family != family]) for family in families]
                + [(NOTHING_LEFT_OUT, mine)])
        floors += [floor for left_out, kept in held for floor in [_fit(method, host, left_out, kept, commit)] if floor]
    return tuple(floors)


def write_floors(floors: Sequence[LaunchFloor], path: Path) -> None:
    """Write ``floors`` as the CSV ``load_floors`` reads."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(FLOOR_COLUMNS)
    for floor in floors:
        writer.writerow([floor.method, floor.host, floor.left_out, f"{floor.intercept_us:.4f}", floor.rows,
                         " ".join(floor.fitted_on), floor.commit])
    write_atomically(path, buffer.getvalue())
