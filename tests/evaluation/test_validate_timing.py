"""The launch floor of a timing method (analyzer.evaluation.timing): the MAPE-optimal offset worked
by hand and checked against a brute-force scan, the per-host leave-one-case-out and leave-one-family-out fit, the table and how
``validate`` applies it."""

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.errors import InputError
from analyzer.gpu.loader import load_gpu as load_gpu_model
from analyzer.evaluation import runner
from analyzer.evaluation.case import load_case
from analyzer.evaluation.metrics import score
from analyzer.evaluation.timing import (ALL_HOSTS, GLOBAL_LOCO, HOST_LOCO, HOST_LOFO, NOTHING_LEFT_OUT, FloorRow,
                                        LaunchFloor, fit_floors, floor_for, load_floors, mape_optimal_offset,
                                        timing_method, with_launch_floor, write_floors)

from tests.evaluation.test_validate_case import CASE, committed_compile


def mape(measured, base, offset):
    return sum(abs(offset + b - m) / m for m, b in zip(measured, base))


def test_offset_worked_by_hand():
    # m - base = 6, 5, 10 with weights 1/10, 1/20, 1/40: sorted 5 (0.05), 6 (0.10), 10 (0.025);
    # half the weight (0.0875) is passed at 6. MAPE sums: F=5 0.225, F=6 0.15, F=7 0.275.
    measured, base = [10.0, 20.0, 40.0], [4.0, 15.0, 30.0]
    assert mape_optimal_offset(measured, base) == 6.0
    assert mape(measured, base, 6.0) == pytest.approx(0.15)
    with pytest.raises(ValueError):
        mape_optimal_offset([], [])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.floats(0.5, 100.0), st.floats(0.0, 100.0)), min_size=1, max_size=12))
def test_offset_is_no_worse_than_any_scanned_offset(rows):
    measured, base = [m for m, _ in rows], [b for _, b in rows]
    best = mape(measured, base, mape_optimal_offset(measured, base))
    candidates = [m - b for m, b in rows] + [k / 4.0 - 100.0 for k in range(0, 801)]
    assert best <= min(mape(measured, base, offset) for offset in candidates) + 1e-9


def _row(case, family, host, measured, base):
    return FloorRow(case, family, host, measured, base)


ROWS = [  # measured 10 us everywhere (equal weights): m - base per row in the comments
    _row("c1", "f1", "h1", 10.0, 5.0),  # 5
    _row("c1", "f1", "h2", 10.0, 4.0),  # 6
    _row("c2", "f1", "h1", 10.0, 3.0),  # 7
    _row("c3", "f2", "h1", 10.0, 1.0),  # 9
    _row("c3", "f2", "h2", 10.0, 2.0),  # 8
]


def test_host_floor_is_fitted_on_the_other_cases_only():
    floors = fit_floors("nvbench-cold", ROWS, "abc1234")
    table = {(floor.host, floor.left_out): floor for floor in floors}
    # host h1 without case c1: c2 (7) and c3 (9) -> the lower median 7; never c1's own 5.
    assert table[("h1", "case:c1")].intercept_us == 7.0 and table[("h1", "case:c1")].fitted_on == ("c2", "c3")
    # host h2 without c1: only c3's 8. Every host without c1: {7, 9, 8} -> 8.
    assert table[("h2", "case:c1")].intercept_us == 8.0
    assert table[(ALL_HOSTS, "case:c1")].intercept_us == 8.0 and table[(ALL_HOSTS, "case:c1")].rows == 3
    # host h1 without family f1 (c1 and c2): c3's 9; with nothing left out {5, 7, 9} -> 7.
    assert table[("h1", "family:f1")].intercept_us == 9.0
    assert table[("h1", NOTHING_LEFT_OUT)].intercept_us == 7.0
    # a negative optimum (predictions above every measurement) is clamped at 0
    assert fit_floors("m", [_row("c", "f", "h", 1.0, 3.0)], "x")[0].intercept_us == 0.0


def test_floor_variants_and_fallbacks():
    floors = fit_floors("nvbench-cold", ROWS, "abc1234")
    assert floor_for(HOST_LOCO, "nvbench-cold", "h1", "c1", "f1", floors).intercept_us == 7.0
    assert floor_for(GLOBAL_LOCO, "nvbench-cold", "h1", "c1", "f1", floors).intercept_us == 8.0
    assert floor_for(HOST_LOFO, "nvbench-cold", "h1", "c1", "f1", floors).intercept_us == 9.0
    # a host outside the fit: every host's floor without the case; a case outside it: the host's floor on all
    assert floor_for(HOST_LOCO, "nvbench-cold", "h9", "c1", "f1", floors).host == ALL_HOSTS
    assert floor_for(HOST_LOCO, "nvbench-cold", "h1", "new", "f9", floors).left_out == NOTHING_LEFT_OUT
    assert floor_for(HOST_LOCO, None, "h1", "c1", "f1", floors) is None
    assert floor_for(HOST_LOCO, "other", "h1", "c1", "f1", floors) is None


def test_table_round_trip(tmp_path):
    floors = fit_floors("nvbench-cold", ROWS, "abc1234")
    path = tmp_path / "floor.csv"
    write_floors(floors, path)
    assert load_floors(path) == floors
    assert load_floors(tmp_path / "missing.csv") == ()
    path.write_text("method,host,left_out,intercept_us,rows,fitted_on,commit\nnvbench-cold,h1,none,fast,3,b,x\n")
    with pytest.raises(InputError) as error:
        load_floors(path)
    assert error.value.line == 2 and "intercept_us" in error.value.message
    path.write_text("method,left_out,intercept_us,rows,fitted_on,commit\n")
    with pytest.raises(InputError) as error:
        load_floors(path)
    assert "host" in error.value.message


def test_timing_method_from_case_text():
    assert timing_method("NVBench cold measurement, one kernel launch per sample: ...") == "nvbench-cold"
    assert timing_method("mean of 32 back-to-back launches") is None


def test_floor_replaces_every_launch_intercept():
    gpu = load_gpu_model("t4")
    floor = LaunchFloor("nvbench-cold", "rtx2060", "case:c1", 6.5, 100, ("c2",), "abc1234")
    moved = with_launch_floor(gpu, floor)
    assert {row.intercept_us for row in moved.launch_overhead} == {6.5}
    assert [row.slope_us for row in moved.launch_overhead] == [row.slope_us for row in gpu.launch_overhead]
    source = moved.sources["launch_overhead.w1.intercept_us"]
    assert source.status == "fitted" and "host rtx2060's rows" in source.reference and "case:c1 left out" in source.reference
    assert with_launch_floor(gpu, None) is gpu


def test_validate_applies_the_floor_of_the_case_method(monkeypatch, tmp_path):
    monkeypatch.setattr(runner, "compile_all", committed_compile)
    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path / "cache"))
    case = load_case(CASE)
    plain = runner.validate_case(case, ["kt"], "kt")
    assert plain.launch_floors == {}
    timed = dataclasses.replace(case, what_was_timed="NVBench cold measurement (test)")
    floors = [LaunchFloor("nvbench-cold", "t4card", "case:scale-case", 100.0, 1, ("x",), "c"),
              LaunchFloor("nvbench-cold", ALL_HOSTS, "case:scale-case", 1.0, 1, ("x",), "c"),
              LaunchFloor("nvbench-cold", "t4card", "family:scale-case", 50.0, 1, ("x",), "c"),
              LaunchFloor("nvbench-cold", "t4card", NOTHING_LEFT_OUT, 7.0, 1, ("scale-case",), "c")]
    floored = runner.validate_case(timed, ["kt"], "kt", launch_floors=floors)
    assert floored.launch_floors["t4card"].intercept_us == 100.0  # the host's floor without the case itself
    gpu = load_gpu_model("t4")
    for before, after in zip(plain.rows, floored.rows):
        if before.failure is None:
            own = gpu.launch_overhead[0].intercept_us  # every T4 row has the same intercept
            assert after.predictions["kt"].time_us - before.predictions["kt"].time_us == pytest.approx(100.0 - own)
    # the figures under the other floors: every t4card prediction moved by (floor - 100) us
    counted = [row for row in floored.rows if row.counted]
    for variant, value in ((GLOBAL_LOCO, 1.0), (HOST_LOFO, 50.0)):
        moved = [(row.predictions["kt"].time_us + (value - 100.0 if row.row.gpu == "t4card" else 0.0)) / 1000.0
                 for row in counted]
        expected = score([row.row.time_ms for row in counted], moved,
                         [(row.row.gpu, tuple(sorted(row.row.arguments.items()))) for row in counted])
        assert floored.variant_scores[variant]["kt"] == expected
    from analyzer.evaluation.document import validation_document
    from analyzer.evaluation.report import case_json, case_text, summary_text

    assert any(line.startswith("  launch floor per host (host-loco") and "t4card 100.000 us" in line
               for line in case_text(floored))
    summary = summary_text([floored, floored])
    assert sum("launch floor of host t4card" in line for line in summary) == 1  # once, however many cases
    assert case_json(floored)["launch_floors"]["host-lofo"]["t4card"]["intercept_us"] == 50.0
    document = validation_document([floored], "abc1234", "kerneltime validate X")
    assert "| t4card | 100.00-100.00 | 1.00-1.00 | 50.00-50.00 |" in document
    assert "### Launch floors" not in validation_document([plain], "abc1234", "kerneltime validate X")


def test_fit_from_cases_uses_predictions_at_intercept_zero(monkeypatch, tmp_path):
    from analyzer.evaluation.floor_fit import fit_launch_floors

    monkeypatch.setattr(runner, "compile_all", committed_compile)
    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path / "cache"))
    timed = dataclasses.replace(load_case(CASE), what_was_timed="NVBench cold measurement (test)")
    floors = fit_launch_floors([timed, load_case(CASE)], "kt", "abc1234")  # the untimed case adds nothing
    zero = [LaunchFloor("nvbench-cold", ALL_HOSTS, NOTHING_LEFT_OUT, 0.0, 0, (), "-")]
    base = [row for row in runner.validate_case(timed, ["kt"], "kt", launch_floors=zero).rows if row.counted]
    expected = max(0.0, mape_optimal_offset([row.row.time_ms * 1000.0 for row in base],
                                            [row.predictions["kt"].time_us for row in base]))
    table = {(floor.host, floor.left_out): floor for floor in floors}
    assert table[("t4card", NOTHING_LEFT_OUT)].intercept_us == pytest.approx(expected)
    assert table[("t4card", NOTHING_LEFT_OUT)].rows == len(base) == 8
    assert ("t4card", "case:scale-case") not in table  # nothing is left when the only case is left out


def test_a_case_set_with_its_own_floor_table_reads_it(tmp_path):
    """Cases beside a ``launch_floor.fit.csv`` (our own H100/H200 set in validation/) take their
    floors from it; cases without one (the development set) from the repository's table."""
    from analyzer.evaluation.timing import FLOOR_TABLE, floor_table_for, load_floors, write_floors

    (tmp_path / "own-case").mkdir()
    assert floor_table_for(tmp_path / "own-case") is None
    write_floors([LaunchFloor("nvbench-cold", "h100", NOTHING_LEFT_OUT, 3.48, 354, ("a", "b"), "c")],
                 tmp_path / "launch_floor.fit.csv")
    table = floor_table_for(tmp_path / "own-case")
    assert table == tmp_path / "launch_floor.fit.csv"
    assert [(floor.host, floor.intercept_us) for floor in load_floors(table)] == [("h100", 3.48)]
    assert FLOOR_TABLE.parent.name == "microbench_data"
