"""Fit the launch floor table (``kerneltime validate CASES --fit-launch-floors [CSV]``).

For every case whose ``what_was_timed`` names a timing method with a host-specific floor (today:
NVBench cold, the PMPP cases), every counted ok row (or the ``--sample``) is predicted by the
default model with a launch intercept of 0; ``timing.fit_floors`` then fits, per host and for
all hosts together, the MAPE-optimal intercept leaving out each case and each kernel family.
Refit after every change of the kt model (the table names the commit it was fitted at).
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Sequence

from analyzer.evaluation.case import Case
from analyzer.evaluation.runner import validate_case
from analyzer.evaluation.timing import ALL_HOSTS, NOTHING_LEFT_OUT, FloorRow, LaunchFloor, fit_floors, timing_method


def floor_rows(case: Case, timing_model: str, sample: int | None, sources: Path | None, jobs: int,
               progress: Callable[[str, int, int], None] | None = None) -> tuple[str | None, list[FloorRow]]:
    """The timing method of ``case`` and its counted rows predicted by ``model`` at launch
    intercept 0 (no rows when the method has no floor)."""
    method = timing_method(case.what_was_timed)
    if method is None:
        return None, []
    zero = [LaunchFloor(method, ALL_HOSTS, NOTHING_LEFT_OUT, 0.0, 0, (), "-")]
    result = validate_case(case, [timing_model], timing_model, sample, sources, jobs, progress, launch_floors=zero)
    return method, [FloorRow(case.id, case.family, row.row.gpu, row.row.time_ms * 1000.0,
                             row.predictions[timing_model].time_us) for row in result.rows if row.counted]


def fit_launch_floors(cases: Sequence[Case], timing_model: str, commit: str, sample: int | None = None,
                      sources: Path | None = None, jobs: int = 2,
                      progress: Callable[[str, int, int], None] | None = None) -> tuple[LaunchFloor, ...]:
    """Every floor of the table from ``cases`` (see module doc)."""
    by_method: dict[str, list[FloorRow]] = {}
    for case in cases:
        method, rows = floor_rows(case, timing_model, sample, sources, jobs, progress)
        if method is not None:
            by_method.setdefault(method, []).extend(rows)
    return tuple(floor for method, rows in sorted(by_method.items()) for floor in fit_floors(method, rows, commit))
