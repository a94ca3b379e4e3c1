"""Fit the launch floor of each timing method with a fitted floor (``microbench_data/launch_floor.fit.csv``).

For every validation case whose ``what_was_timed`` names such a method (today: NVBench cold
measurements, the PMPP cases), every ok row is predicted by the kt model with a launch intercept
of 0; the floor is the intercept that minimises the mean absolute percentage error over the
rows, fitted once per GPU model with that GPU model's rows left out (what ``validate`` uses for
that GPU) and once over all rows (for GPUs outside the fit). See ``analyzer.evaluation.timing``.

Needs the fetched kernel sources (``--sources``) and nvcc; refit after every change of the kt model.

Usage: ``python microbench_data/scripts/fit_launch_floor.py ../shared/validation --sources DIR``
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from analyzer.evaluation.case import load_case  # noqa: E402
from analyzer.evaluation.report import repository_commit  # noqa: E402
from analyzer.evaluation.runner import validate_case  # noqa: E402
from analyzer.evaluation.timing import (ALL_GPUS, FLOOR_TABLE, LaunchFloor, fit_floors, timing_method,  # noqa: E402
                                      write_floors)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("validation", type=Path, help="folder of validation cases")
    parser.add_argument("--sources", type=Path, required=True, help="fetched kernel sources, DIR/<case-id>/<file>")
    parser.add_argument("--out", type=Path, default=FLOOR_TABLE)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    commit = repository_commit(Path(__file__).resolve().parent)
    rows_by_method: dict[str, list[tuple[str, float, float]]] = {}
    for case_dir in sorted(path for path in args.validation.iterdir() if (path / "case.yaml").is_file()):
        case = load_case(case_dir)
        method = timing_method(case.what_was_timed)
        if method is None:
            continue
        zero = [LaunchFloor(method, ALL_GPUS, 0.0, 0, (), commit)]
        result = validate_case(case, ["kt"], "kt", sources=args.sources, workers=args.jobs, launch_floors=zero)
        rows = [(row.gpu_model, row.row.time_ms * 1000.0, row.predictions["kt"].time_us)
                for row in result.rows if row.failure is None]
        rows_by_method.setdefault(method, []).extend(rows)
        print(f"{case.id}: {len(rows)} rows", file=sys.stderr)
    floors = [floor for method, rows in sorted(rows_by_method.items()) for floor in fit_floors(method, rows, commit)]
    write_floors(floors, args.out)
    for floor in floors:
        print(floor.describe(), file=sys.stderr)


if __name__ == "__main__":
    main()
