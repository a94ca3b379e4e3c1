"""Tuning with Kernel Tuner conventions on the toy GPU: grids, ranking, ties, rejections, cache."""

from __future__ import annotations

import json

import pytest

from analyzer.errors import InputError
from analyzer.tuning.kt_cache import cache_document, read_cache, write_cache
from analyzer.predict.records import PredictOptions
from analyzer.tuning.tune import TuneSpace, launch_for, parse_tunables, tune
from analyzer.symbolic import sym
from predict_builders import kernel_model, toy_gpu

STREAM = kernel_model(4 * sym("lat_int") + sym("lat_fp32") + sym("lat_ld_global"), 20, load=8, store=4)


def run_tune(values, restrictions=(), tolerance=0.05, model=STREAM):
    space = TuneSpace({"block_size_x": tuple(values)}, (8192, 1, 1), restrictions=tuple(restrictions))
    return tune(space, toy_gpu(), lambda bindings, launch: model, PredictOptions(timing_model="kp"), tolerance)


def test_grid_follows_kernel_tuner_defaults_and_divisors():
    space = TuneSpace({}, (1000, 300, 1))
    # Default divisors are the block sizes: ceil(1000/128) = 8, ceil(300/4) = 75.
    assert launch_for({"block_size_x": 128, "block_size_y": 4}, space).grid == (8, 75, 1)
    # Missing block sizes default to 256, 1, 1 (Kernel Tuner): ceil(1000/256) = 4.
    assert launch_for({}, space).block == (256, 1, 1) and launch_for({}, space).grid == (4, 300, 1)
    tiled = TuneSpace({}, (1000, 300, 1), grid_div=(("block_size_x", "tile"), (), ()))
    # Divisors multiply: 64 * 4 = 256 -> ceil(1000/256) = 4.
    assert launch_for({"block_size_x": 64, "tile": 4}, tiled).grid == (4, 300, 1)


def test_ranking_by_predicted_time():
    # Toy GPU (4 SMs), 8192 threads of 12 B each = 98304 B = 1536 DRAM cycles in every case.
    # Blocks/SM from occupancy: 32 threads -> 32 (block limit), 64 -> 32, 128 -> 16, 256 -> 8.
    #  32: 256 blocks, 2 waves of 128 blocks, 768 cycles each (49152 B / 64); launch 1-warp row
    #      0.001*256 + 2 = 2.256 us -> 1.536 + 2.256 = 3.792 us
    #  64: 128 blocks, 1 wave, 1536 cycles; launch interpolated for 2 warps:
    #      (0.001 + 0.001/3)*128 + 2 + 1/3 = 2.504 us -> 4.040 us
    # 128: 64 blocks, 1 wave; launch 4-warp row 0.002*64 + 3 = 3.128 -> 4.664 us
    # 256: 32 blocks, 1 wave; launch nearest (4-warp) row 0.002*32 + 3 = 3.064 -> 4.600 us
    result = run_tune((32, 64, 128, 256))
    order = [candidate.config["block_size_x"] for candidate in result.candidates]
    assert order == [32, 64, 256, 128]
    times = [candidate.prediction.time_us for candidate in result.candidates]
    assert times == [pytest.approx(3.792, rel=1e-3), pytest.approx(4.040, rel=1e-3),
                     pytest.approx(4.600, rel=1e-3), pytest.approx(4.664, rel=1e-3)]
    assert [candidate.rank for candidate in result.candidates] == [1, 2, 3, 4]
    assert result.best.launch.grid == (256, 1, 1)
    # 5 %: 3.792 * 1.05 = 3.98 -> only the best; 25 %: 4.74 -> all four are ties.
    assert [candidate.near_tie for candidate in result.candidates] == [True, False, False, False]
    assert all(candidate.near_tie for candidate in run_tune((32, 64, 128, 256), tolerance=0.25).candidates)


def test_rejections_name_the_reason():
    result = run_tune((64, 2048), restrictions=("block_size_x >= 64",))
    assert [candidate.config["block_size_x"] for candidate in result.candidates] == [64]
    (rejected,) = result.rejected
    assert rejected.kind == "launch" and "1024 threads" in rejected.reason
    restricted = run_tune((32, 64), restrictions=("block_size_x >= 64",))
    assert restricted.rejected[0].kind == "restriction"
    assert "block_size_x >= 64" in restricted.rejected[0].reason


def test_occupancy_zero_is_rejected_with_the_occupancy_reason():
    # 255 registers/thread: 8192 registers per warp (255*32 rounded to 256); a 1024-thread block
    # needs 32 warps * 8192 = 262144 > 65536 registers per block: 0 blocks fit.
    greedy = kernel_model(100, 10, registers=255)
    result = run_tune((1024,), model=greedy)
    assert not result.candidates and result.best is None
    assert result.rejected[0].kind == "launch" and result.rejected[0].reason


def test_restrictions_cannot_run_code():
    with pytest.raises(InputError):
        run_tune((64,), restrictions=("__import__('os').system('true')",))
    with pytest.raises(InputError, match="unknown name"):
        run_tune((64,), restrictions=("tile > 2",))


def test_parse_tunables():
    assert parse_tunables(None) == {"block_size_x": (32, 64, 128, 256, 512, 1024)}
    assert parse_tunables(["block_size_x=32,64", "ratio=0.5"]) == {"block_size_x": (32, 64), "ratio": (0.5,)}
    for bad in (["block_size_x"], ["block_size_x=a"], ["x=1", "x=2"], ["1x=3"]):
        with pytest.raises(InputError):
            parse_tunables(bad)


def test_exported_cache_is_kernel_tuner_format(tmp_path):
    result = run_tune((64, 2048, 32), restrictions=("block_size_x != 32",))
    document = cache_document(result, "Toy GPU", "toy", [8192])
    path = tmp_path / "pred.json"
    write_cache(path, document)
    loaded = read_cache(path)
    assert loaded["tune_params_keys"] == ["block_size_x"]
    assert loaded["tune_params"] == {"block_size_x": [64, 2048, 32]}
    assert loaded["problem_size"] == [8192] and loaded["objective"] == "time"
    entry = loaded["cache"]["64"]
    # Kernel Tuner times are milliseconds: 4.040 us -> 0.004040 ms.
    assert entry["time"] == pytest.approx(0.004040, rel=1e-3) and entry["times"] == [entry["time"]]
    for key in ("compile_time", "verification_time", "benchmark_time", "strategy_time", "framework_time"):
        assert entry[key] == 0
    assert loaded["cache"]["2048"]["time"] == "RuntimeFailedConfig"
    assert loaded["cache"]["32"]["time"] == "InvalidConfig"
    assert json.loads(path.read_text())["device_name"] == "Toy GPU"


def test_read_cache_repairs_an_unclosed_file(tmp_path):
    # Kernel Tuner appends entries line by line, each followed by a comma, without the closing }\n}.
    path = tmp_path / "open.json"
    path.write_text('{"device_name": "X", "kernel_name": "k", "problem_size": [64], "tune_params_keys": '
                    '["block_size_x"], "tune_params": {"block_size_x": [32]}, "objective": "time", "cache": {\n'
                    '"32": {"block_size_x": 32, "time": 0.5},')
    assert read_cache(path)["cache"]["32"]["time"] == 0.5
