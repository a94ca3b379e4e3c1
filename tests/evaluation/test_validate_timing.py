"""The launch floor of a timing method (analyzer.evaluation.timing): the MAPE-optimal offset worked
by hand and checked against a brute-force scan, the leave-one-GPU-out fit, the table and how
``validate`` applies it."""

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.errors import InputError
from analyzer.models.loader import load_gpu as load_gpu_model
from analyzer.evaluation import runner
from analyzer.evaluation.case import load_case
from analyzer.evaluation.timing import (ALL_GPUS, LaunchFloor, fit_floors, floor_for, load_floors, mape_optimal_offset,
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


def test_leave_one_gpu_out_fit():
    # GPU a: m - base = 5 on both rows; b: 7; c: 3 (all measured 10, equal weights).
    rows = [("a", 10.0, 5.0), ("a", 10.0, 5.0), ("b", 10.0, 3.0), ("c", 10.0, 7.0)]
    floors = {floor.left_out: floor for floor in fit_floors("nvbench-cold", rows, "abc1234")}
    # a left out: {7, 3} -> the lower median 3; b left out: {5, 5, 3} -> 5; c left out: {5, 5, 7} -> 5;
    # all: {3, 5, 5, 7} -> 5 (the lowest minimiser).
    assert {name: floor.intercept_us for name, floor in floors.items()} == {"a": 3.0, "b": 5.0, "c": 5.0, ALL_GPUS: 5.0}
    assert floors["a"].fitted_on == ("b", "c") and floors["a"].rows == 2
    assert floors[ALL_GPUS].rows == 4
    # a negative optimum (predictions above every measurement) is clamped at 0
    assert fit_floors("m", [("a", 1.0, 3.0)], "x")[0].intercept_us == 0.0


def test_table_round_trip_and_choice(tmp_path):
    floors = fit_floors("nvbench-cold", [("a", 10.0, 5.0), ("b", 10.0, 3.0)], "abc1234")
    path = tmp_path / "floor.csv"
    write_floors(floors, path)
    loaded = load_floors(path)
    assert loaded == floors
    assert floor_for("nvbench-cold", "a", loaded).left_out == "a"
    assert floor_for("nvbench-cold", "unknown-gpu", loaded).left_out == ALL_GPUS
    assert floor_for(None, "a", loaded) is None and floor_for("other", "a", loaded) is None
    assert load_floors(tmp_path / "missing.csv") == ()
    path.write_text("method,left_out,intercept_us,rows,fitted_on,commit\nnvbench-cold,a,fast,3,b,x\n")
    with pytest.raises(InputError) as error:
        load_floors(path)
    assert error.value.line == 2 and "intercept_us" in error.value.message


def test_timing_method_from_case_text():
    assert timing_method("NVBench cold measurement, one kernel launch per sample: ...") == "nvbench-cold"
    assert timing_method("mean of 32 back-to-back launches") is None


def test_floor_replaces_every_launch_intercept():
    gpu = load_gpu_model("t4")
    floor = LaunchFloor("nvbench-cold", "rtx-2060", 6.5, 100, ("rtx-3060",), "abc1234")
    moved = with_launch_floor(gpu, floor)
    assert {row.intercept_us for row in moved.launch_overhead} == {6.5}
    assert [row.slope_us for row in moved.launch_overhead] == [row.slope_us for row in gpu.launch_overhead]
    source = moved.sources["launch_overhead.w1.intercept_us"]
    assert source.status == "fitted" and "rtx-2060 left out" in source.reference
    assert with_launch_floor(gpu, None) is gpu


def test_validate_applies_the_floor_of_the_case_method(monkeypatch, tmp_path):
    monkeypatch.setattr(runner, "compile_all", committed_compile)
    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path / "cache"))
    case = load_case(CASE)
    plain = runner.validate_case(case, ["kt"], "kt")
    assert plain.launch_floors == {}
    timed = dataclasses.replace(case, what_was_timed="NVBench cold measurement (test)")
    floors = [LaunchFloor("nvbench-cold", "t4", 100.0, 1, ("x",), "c"), LaunchFloor("nvbench-cold", ALL_GPUS, 1.0, 1, (), "c")]
    floored = runner.validate_case(timed, ["kt"], "kt", launch_floors=floors)
    assert floored.launch_floors["t4"].intercept_us == 100.0
    gpu = load_gpu_model("t4")
    for before, after in zip(plain.rows, floored.rows):
        if before.failure is None:
            own = gpu.launch_overhead[0].intercept_us  # every T4 row has the same intercept
            assert after.predictions["kt"].time_us - before.predictions["kt"].time_us == pytest.approx(100.0 - own)
    from analyzer.evaluation.report import case_json, case_text, readme_table, summary_text

    assert "  launch latency (fitted leave-one-GPU-out; sources in the summary): t4 100.000 us" in case_text(floored)
    summary = summary_text([floored, floored])
    assert sum(line.startswith("  launch latency on t4: ") for line in summary) == 1  # once, however many cases

    assert case_json(floored)["launch_floors"]["t4"]["left_out"] == "t4"
    table = readme_table([floored], "abc1234", "kerneltime validate X")
    assert "- nvbench-cold launch latency for t4: 100.000 us, fitted on 1 rows of x (left out: t4; kt at c)" in table
    assert "Fitted constants" not in readme_table([plain], "abc1234", "kerneltime validate X")
