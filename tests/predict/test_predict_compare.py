"""Predicted vs measured: reading Kernel Tuner caches and CSVs, MAPE, Spearman, regret."""

from __future__ import annotations

import json

import pytest

from analyzer.errors import InputError
from analyzer.evaluation.compare import compare, read_measured
from analyzer.evaluation.metrics import spearman
from analyzer.predict.records import Prediction
from analyzer.predict.terms import Term, WarpCosts

# Hand-written Kernel Tuner cache: problem size 1024, times in ms, one failed configuration.
CACHE = {
    "device_name": "NVIDIA H100 80GB HBM3", "kernel_name": "vecadd", "problem_size": [1024],
    "tune_params_keys": ["block_size_x"], "tune_params": {"block_size_x": [32, 64, 128, 1024]},
    "objective": "time",
    "cache": {
        "32": {"block_size_x": 32, "time": 0.010, "times": [0.010]},
        "64": {"block_size_x": 64, "time": 0.008, "times": [0.008]},
        "128": {"block_size_x": 128, "time": 0.012, "times": [0.012]},
        "1024": {"block_size_x": 1024, "time": "RuntimeFailedConfig"},
    },
}
# The "model" under test returns these times (us) per block size.
PREDICTED_US = {32: 9.0, 64: 10.0, 128: 12.0}


def fake_prediction(time_us: float, block_threads: int, grid_blocks: int) -> Prediction:
    return Prediction(timing_model="kp", gpu="toy", kernel="vecadd", time_us=time_us, launch_us=0.0, exec_us=time_us,
                      exec_cycles=time_us * 1000, waves=1, blocks_per_sm=1, occupancy=0.5, limiter="warps",
                      warps_per_block=max(1, block_threads // 32), grid_blocks=grid_blocks, bottleneck="latency",
                      breakdown=(), wave_groups=(), context=(),
                      terms=Term("time", time_us * 1000), warp=WarpCosts(0.0, time_us * 1000, 0.0, 0.0, {}, "critical path", 1))


def predict_row(measurement):
    launch = measurement.launch
    return fake_prediction(PREDICTED_US[launch.block[0]], launch.block_threads, launch.grid_blocks)


def test_kernel_tuner_cache_metrics_by_hand(tmp_path):
    path = tmp_path / "measured.json"
    path.write_text(json.dumps(CACHE))
    measured = read_measured(path, "vecadd", ["a", "b", "c", "n"])
    # The failed configuration is skipped; grids are ceil(1024 / block): 32, 16, 8.
    assert [row.launch.grid[0] for row in measured.rows] == [32, 16, 8]
    assert [row.measured_us for row in measured.rows] == [pytest.approx(10.0), pytest.approx(8.0), pytest.approx(12.0)]
    comparison = compare(measured, predict_row)
    # Errors: |10-9|/10 = 0.1, |8-10|/8 = 0.25, |12-12|/12 = 0 -> MAPE = 35/3 = 11.667 %.
    assert comparison.mape == pytest.approx(35 / 3)
    # Predicted best is block 32 (9 us), measured 10 us; best measured 8 us -> regret 1.25.
    assert comparison.regret == pytest.approx(1.25)
    # Ranks measured [2, 1, 3], predicted [1, 2, 3]: sum d^2 = 2 -> 1 - 6*2/(3*8) = 0.5.
    assert comparison.spearman == pytest.approx(0.5)


def test_csv_with_problem_columns_and_time_us(tmp_path):
    path = tmp_path / "measured.csv"
    path.write_text("# gpu: NVIDIA H100\n# method: CUDA events\n"
                    "kernel,block_x,problem_x,n,time_us\n"
                    "vecadd,32,1024,1024,10\nvecadd,64,1024,1024,8\nother,64,1024,1024,99\nvecadd,128,1024,1024,12\n")
    measured = read_measured(path, "vecadd", ["a", "b", "c", "n"])
    assert measured.header["gpu"] == "NVIDIA H100"
    # The row of kernel "other" is skipped; n is taken as a parameter value.
    assert [row.launch.grid for row in measured.rows] == [(32, 1, 1), (16, 1, 1), (8, 1, 1)]
    assert measured.rows[0].values == {"n": 1024}
    comparison = compare(measured, predict_row)
    assert comparison.mape == pytest.approx(35 / 3) and comparison.regret == pytest.approx(1.25)


def test_missing_columns_name_file_and_column(tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text("block_x,grid_x,ms\n32,4,0.1\n")
    with pytest.raises(InputError, match="time_ms") as error:
        read_measured(path, "vecadd", [])
    assert error.value.where == str(path)
    path.write_text("grid_x,time_ms\n4,0.1\n")
    with pytest.raises(InputError, match="block_x"):
        read_measured(path, "vecadd", [])
    path.write_text("block_x,grid_x,time_ms\n32,4,abc\n")
    with pytest.raises(InputError, match="not a number") as error:
        read_measured(path, "vecadd", [])
    assert error.value.line == 2


def test_cache_without_successful_entries_is_an_error(tmp_path):
    path = tmp_path / "failed.json"
    path.write_text(json.dumps({**CACHE, "cache": {"1024": {"block_size_x": 1024, "time": "InvalidConfig"}}}))
    with pytest.raises(InputError, match="no successful"):
        read_measured(path, "vecadd", [])


def test_spearman_needs_variation():
    assert spearman([1.0], [2.0]) is None
    assert spearman([1.0, 1.0], [1.0, 2.0]) is None
    assert spearman([1.0, 2.0, 3.0], [3.0, 4.0, 5.0]) == pytest.approx(1.0)


def test_failed_predictions_are_listed_not_scored(tmp_path):
    path = tmp_path / "measured.json"
    path.write_text(json.dumps(CACHE))
    measured = read_measured(path, "vecadd", [])

    def picky(measurement):
        if measurement.launch.block[0] == 128:
            raise InputError("0 blocks fit on an SM", "--block")
        return predict_row(measurement)

    comparison = compare(measured, picky)
    assert len(comparison.rows) == 2 and len(comparison.failed) == 1
    # (0.1 + 0.25) / 2 = 17.5 %
    assert comparison.mape == pytest.approx(17.5)
