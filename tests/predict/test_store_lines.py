"""L2 takes the 128-byte lines of store requests at a measured rate (``GpuModel.l2_store_lines_per_clock``,
``Traffic.store_lines``, ``predict.kt_work.whole_kernel_bounds``). Expected values derived by hand
from the transpose sample (samples/transpose/transpose.cu) and the h100 model."""

from dataclasses import replace
from pathlib import Path

import pytest

from analyzer.analysis.build import build_kernel_model
from analyzer.frontend import load_module
from analyzer.gpu.loader import load_gpu
from analyzer.predict.api import predict
from analyzer.predict.records import Launch
from analyzer.predict.traffic import kernel_traffic

ROOT = Path(__file__).resolve().parents[2]
SIDE = 2048
BLOCKS = (SIDE // 32) ** 2  # grid 64 x 64 of 32 x 8 threads
WARPS = BLOCKS * 8


def _transpose(name: str):
    module = load_module(ROOT / "samples" / "transpose" / "transpose.sm_90.ptx")
    kernel = module.kernel(name)
    bindings = {"ntid_x": 32, "ntid_y": 8, "ntid_z": 1, "nctaid_x": SIDE // 32, "nctaid_y": SIDE // 32,
                "nctaid_z": 1, "width": SIDE, "height": SIDE}
    return build_kernel_model(module, kernel, bindings), bindings, Launch(grid=(SIDE // 32, SIDE // 32, 1),
                                                                          block=(32, 8, 1))


def test_h100_and_h200_models_carry_the_measured_rate():
    # medians over the naive transpose's 8 launches (microbench_data/h100|h200/counters.csv)
    assert load_gpu("h100").l2_store_lines_per_clock == pytest.approx(26.85)
    assert load_gpu("h200").l2_store_lines_per_clock == pytest.approx(29.47)
    assert load_gpu("h100").sources["memory.l2_store_lines_per_clock"].status == "measured"
    assert load_gpu("a100").l2_store_lines_per_clock is None  # not measured: no bound
    assert load_gpu("h200").l2_size == 62914560  # cudaDeviceProp.l2CacheSize read on the H200


def test_every_lane_of_a_naive_transpose_stores_into_its_own_line():
    model, env, _ = _transpose("transpose_naive")
    traffic = kernel_traffic(model, env, WARPS, BLOCKS, 32)
    # 4 stores per thread (TILE_DIM / BLOCK_ROWS), each warp request 32 lanes SIDE * 4 bytes apart
    assert traffic.store_lines == WARPS * 4 * 32 == 4_194_304


def test_a_tiled_transpose_stores_one_line_per_request():
    model, env, _ = _transpose("transpose_tiled")
    traffic = kernel_traffic(model, env, WARPS, BLOCKS, 32)
    assert traffic.store_lines == WARPS * 4 * 1


def test_naive_transpose_on_the_h100_is_bound_by_the_store_lines():
    gpu = load_gpu("h100")
    model, _, launch = _transpose("transpose_naive")
    prediction = predict(model, gpu, launch)
    # 4,194,304 lines / 26.85 per clock = 156,212 cycles = 78.90 us at 1980 MHz, after the
    # 6.1905 us launch intercept: 85.09 us (measured on the H100, samples/transpose/measured: 83.1 us)
    assert prediction.bottleneck == "l2_store_lines"
    assert prediction.time_us == pytest.approx(6.1905 + 4_194_304 / 26.85 / 1980, rel=1e-6)
    without = predict(model, replace(gpu, l2_store_lines_per_clock=None), launch)
    assert without.time_us < prediction.time_us / 2  # the L1 bound alone: 3-4x too fast


def test_the_tiled_transpose_is_not_bound_by_its_store_lines():
    gpu = load_gpu("h100")
    model, _, launch = _transpose("transpose_tiled")
    with_rate = predict(model, gpu, launch)
    without = predict(model, replace(gpu, l2_store_lines_per_clock=None), launch)
    # 131,072 lines take 4,882 cycles (2.5 us): far below its DRAM and L1 bounds
    assert with_rate.time_us == pytest.approx(without.time_us)
    assert with_rate.bottleneck != "l2_store_lines"
