"""Property tests: any bytes as a measured file give rows or an InputError, never another
exception (the readers of `compare` and of a case's measured.csv)."""

import shutil
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from analyzer.errors import InputError
from analyzer.evaluation.compare import read_measured
from analyzer.evaluation.case import load_case

CASE = Path(__file__).parent / "data" / "scale-case"
CELLS = st.sampled_from(["", "0", "-1", "1", "256", "1e999", "nan", "inf", "abc", "1.5", "3e9", "ok", "\xff", "\x00"])


def csv_text(rows):
    return "\n".join(",".join(row) for row in rows) + "\n"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.lists(CELLS, min_size=1, max_size=6), min_size=0, max_size=5), st.binary(max_size=40))
def test_compare_reader_total(tmp_path, rows, noise):
    path = tmp_path / "m.csv"
    path.write_bytes(("block_x,grid_x,p3,time_ms\n" + csv_text(rows)).encode("utf-8", "surrogatepass") + noise)
    try:
        measured = read_measured(path, "scale", ["p3"])
    except InputError:
        return
    for row in measured.rows:
        assert row.measured_us > 0 and all(dim > 0 for dim in row.launch.block + row.launch.grid)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.lists(CELLS, min_size=12, max_size=12), min_size=1, max_size=4))
def test_case_reader_total(tmp_path, rows):
    case = tmp_path / "case"
    if not case.exists():
        shutil.copytree(CASE, case)
    header = "gpu,ITEMS,n,grid_x,grid_y,grid_z,block_x,block_y,block_z,dynamic_shared_bytes,time_ms,status"
    body = [["t4card", *row[1:]] for row in rows]
    (case / "measured.csv").write_bytes((header + "\n" + csv_text(body)).encode("utf-8"))
    try:
        loaded = load_case(case)
    except InputError:
        return
    for row in loaded.rows:
        assert row.time_ms is None or row.time_ms > 0
