"""Guarded atomics count once per executing lane (``AccessInfo.executing_share``, the kt model's
same-address contention bound in ``predict.traffic``). Expected values derived by hand."""

from pathlib import Path

import pytest

from analyzer.analysis.build import build_kernel_model
from analyzer.frontend import load_module
from analyzer.gpu.loader import load_gpu
from analyzer.predict.records import Launch
from analyzer.predict.traffic import stream_traffic

ROOT = Path(__file__).resolve().parents[2]


def _reduce_model(block: int):
    module = load_module(ROOT / "samples" / "reduce" / "reduce.sm_90.ptx")
    kernel = module.kernel("reduce_sum")
    bindings = {"ntid_x": block, "ntid_y": 1, "ntid_z": 1, "nctaid_x": 1024, "nctaid_y": 1, "nctaid_z": 1,
                kernel.params[2].name: 1048576}
    return build_kernel_model(module, kernel, bindings)


@pytest.mark.parametrize("block", [64, 256, 1024])
def test_thread_zero_atomic_is_one_lane_of_one_warp(block):
    # reduce_sum: `if (threadIdx.x == 0) atomicAdd(result, partial)`: 1 of 32 lanes of 1 of block/32 warps
    atomics = [access for access in _reduce_model(block).accesses if access.kind == "atomic"]
    assert len(atomics) == 1
    assert atomics[0].executing_share == pytest.approx(1 / 32 * 32 / block)


def test_contended_updates_are_one_per_block():
    atomic = next(access for access in _reduce_model(256).accesses if access.kind == "atomic")
    # 1024 blocks x 8 warps, 1 execution per thread, 32 lanes per request, share 1/256: 1024 updates
    traffic = stream_traffic(atomic, 1.0, 1024 * 8, 1024, 32)
    assert traffic.contended_atomics == pytest.approx(1024.0)


def test_the_guarded_atomic_no_longer_binds_reduce_on_h100():
    from analyzer.predict.api import predict  # the kt model by default
    model = _reduce_model(1024)
    prediction = predict(model, load_gpu("h100"), Launch(grid=(1024, 1, 1), block=(1024, 1, 1)))
    # before: 1024 blocks x 32 warps x 32 lanes = 1,048,576 updates at 1 per cycle = 530 us bound
    # (measured on the H100: 11.8 us, samples/reduce/measured/reduce_sum.h100.csv)
    assert prediction.bottleneck != "atomic_contention"
    assert prediction.time_us < 20.0


@pytest.mark.parametrize("block", [64, 256, 1024])
def test_the_launch_counts_one_update_per_block_whatever_the_other_warps_do(block):
    """The tree reduction before the update leaves most warps idle for most steps, so the mean warp
    does a fraction of the busiest warp's work (kt's ``work_fraction``). The guarded update's share
    (1 lane of 1 warp) already says who runs it; scaled by that fraction as well, the launch counted
    fewer updates than its 1,024 blocks make (1,024 x the fraction)."""
    from analyzer.predict.api import predict  # the kt model by default
    prediction = predict(_reduce_model(block), load_gpu("h100"), Launch(grid=(1024, 1, 1), block=(block, 1, 1)))
    (stream,) = [stream for stream in prediction.part.streams if stream["kind"] == "atomic"]
    assert stream["contended_atomics"] == pytest.approx(1024.0)
