"""The measured block dispatch rate bounds kt's execution (``GpuModel.block_dispatch_us``,
``predict.kt_work.whole_kernel_bounds``). Expected values derived by hand from the h100 model."""

from dataclasses import replace
from pathlib import Path

import pytest

from analyzer.analysis.build import build_kernel_model
from analyzer.frontend import load_module
from analyzer.gpu.loader import load_gpu
from analyzer.predict.api import predict
from analyzer.predict.records import Launch

ROOT = Path(__file__).resolve().parents[2]


def _vecadd(block: int):
    module = load_module(ROOT / "samples" / "vecadd" / "vecadd.sm_90.ptx")
    kernel = module.kernel("vecadd")
    grid = 1048576 // block
    bindings = {"ntid_x": block, "ntid_y": 1, "ntid_z": 1, "nctaid_x": grid, "nctaid_y": 1, "nctaid_z": 1,
                kernel.params[-1].name: 1048576}
    return build_kernel_model(module, kernel, bindings), Launch(grid=(grid, 1, 1), block=(block, 1, 1))


def test_h100_model_carries_the_measured_dispatch_rate():
    gpu = load_gpu("h100")
    # mean slope of the launch regressions of two calibration runs (microbench_data/h100/calibration.csv)
    assert gpu.block_dispatch_us == pytest.approx(0.000625523)
    assert gpu.sources["block_dispatch_us"].status == "measured"
    assert load_gpu("a100").block_dispatch_us is None  # not measured: no bound


def test_many_small_blocks_are_dispatch_bound():
    gpu = load_gpu("h100")
    model, launch = _vecadd(32)
    prediction = predict(model, gpu, launch)
    # 32768 blocks x 0.000625523 us = 20.497 us after the 6.1905 us launch intercept: 26.69 us
    # (measured on the H100, samples/vecadd/measured/vecadd.h100.csv: 27.2 us)
    assert prediction.bottleneck == "block_dispatch"
    assert prediction.time_us == pytest.approx(6.1905 + 32768 * 0.000625523, rel=1e-6)


def test_the_bound_only_binds_when_dispatch_is_slower_than_the_waves():
    gpu = load_gpu("h100")
    model, launch = _vecadd(256)
    with_rate = predict(model, gpu, launch)
    without = predict(model, replace(gpu, block_dispatch_us=None), launch)
    # 4096 blocks dispatch in 2.56 us, less than the execution: the prediction is unchanged
    assert with_rate.time_us == pytest.approx(without.time_us)
    assert with_rate.bottleneck != "block_dispatch"
