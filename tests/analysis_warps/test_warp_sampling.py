"""The warp sampler's shortcuts against a brute-force oracle (data/warpwork.cu).

``WarpSampler.warp`` runs three probe lanes and bisects between lanes whose paths differ instead
of running all 32; a warp or block whose probes repeat one already evaluated is reused. The
oracle runs every lane of the warp (``run_thread``) and takes the union and byte sums directly.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from analyzer.analysis.build import build_kernel_model, static_analysis
from analyzer.analysis.interpreter.evaluate import run_thread
from analyzer.analysis.interpreter.warps import WarpSampler, warp_union
from analyzer.frontend import load_module

PTX = Path(__file__).with_name("data") / "warpwork.ptx"


def _sampler(name: str, grid: int, block: int, params: dict) -> tuple[WarpSampler, object]:
    module = load_module(PTX)
    kernel = next(kernel for kernel in module.kernels if kernel.plain_name == name)
    bindings = {"ntid_x": block, "ntid_y": 1, "ntid_z": 1, "nctaid_x": grid, "nctaid_y": 1, "nctaid_z": 1, **params}
    context = static_analysis(module, kernel).evaluation_context(kernel, module.functions)
    return WarpSampler(context, bindings), context


def _oracle(context, bindings, block: int, warp: int, lanes: int = 32):
    runs = [run_thread(context, bindings, (block, 0, 0), (warp * 32 + lane, 0, 0)) for lane in range(lanes)]
    union = warp_union(context, runs)
    return (union.block_counts, union.instructions, sum(run.global_load_bytes for run in runs),
            sum(run.global_store_bytes for run in runs), sum(run.active for run in runs))


@pytest.mark.parametrize("radius", [1, 4, 13, 20, 31])
@pytest.mark.parametrize("block_index", [0, 1, 63])
def test_bisected_warp_matches_every_lane(radius, block_index):
    # halo_guard: lanes with x < r leave, so warp 0 of block 0 splits at lane r (lanes 0 and 1
    # agree for r >= 2, lane 31 differs): the bisection finds the split; the last block splits at
    # n - r the same way from the other side.
    params = {"n": 64 * 256, "r": radius}
    sampler, context = _sampler("halo_guard", 64, 256, params)
    bindings = sampler.bindings
    for warp in (0, 7):
        run = sampler.warp((block_index, 0, 0), warp)
        counts, instructions, loaded, stored, active = _oracle(context, bindings, block_index, warp)
        assert (dict(run.union.block_counts), run.union.instructions) == (dict(counts), instructions)
        assert (run.load_bytes, run.store_bytes, run.active_lanes) == (loaded, stored, active)


def test_bisection_runs_few_lanes():
    # r = 13: warp 0 of block 0 has lanes 0-12 leaving, 13-31 working. Probes 0, 1, 31, then the
    # bisection of [1, 31]: 16, 8, 12, 14, 13 -> 8 lanes run, not 32; 19 lanes active, each
    # loading 2r + 1 = 27 floats: 19 x 108 = 2052 B.
    sampler, _ = _sampler("halo_guard", 64, 256, {"n": 16384, "r": 13})
    run = sampler.warp((0, 0, 0), 0)
    assert len(sampler.runs) == 8
    assert run.active_lanes == 19 and run.load_bytes == 19 * 27 * 4


def test_interleaved_lanes_run_every_lane():
    # odd_lanes: lanes 0 and 1 differ (parity), so every lane runs: 32 lanes, 16 active loading
    # m floats each.
    sampler, context = _sampler("odd_lanes", 4, 64, {"m": 16})
    run = sampler.warp((0, 0, 0), 0)
    assert len(sampler.runs) == 32
    assert run.load_bytes == 16 * 16 * 4 == _oracle(context, sampler.bindings, 0, 0)[2]


def test_lanes_run_for_a_halo_launch():
    # halo_guard, n = 16384, r = 4, 64 blocks of 256: the block series takes blocks 0, 32 and 63,
    # each at warps 0, 4 and 7 (their work is collinear). Block 0 warp 0: probes 0, 1, 31, then
    # lanes 16, 8, 4, 2, 3 (x < 4 leaves: the split is between lanes 3 and 4) = 8 runs; its
    # warps 4 and 7: 3 probes each. Block 32: 9 probes. Block 63 warp 7: probes 224, 225, 255,
    # then 240, 247, 251, 253, 252 (x >= 16380 leaves: lanes 28-31) = 8; warps 0 and 4: 3 each.
    # 14 + 9 + 14 = 37 lanes, not the 9 x 32 = 288 of running every lane.
    sampler, _ = _sampler("halo_guard", 64, 256, {"n": 16384, "r": 4})
    profile = sampler.profile()
    assert profile.evaluated_lanes == 37 and profile.evaluated_warps == 9
    assert profile.mean_instructions == 82 and profile.exact


def test_interior_blocks_repeat_the_first_one_summed():
    # halo_guard, n = 16132, r = 4: the last block (x >= 16128 = n - r) leaves entirely: 8 warps
    # of 14 instructions; the other 63 blocks issue 8 x 82 = 656. Blocks 0, 32 and 63 are not
    # collinear (656, 656, 112), so the series takes blocks 1 and 62 as well; their first and
    # last threads take block 32's paths, so block 32's sum is theirs and none of their warps is
    # evaluated. Launch: 63 x 656 + 112 = 41440 instructions over 512 warps = 80.9375 per warp.
    sampler, _ = _sampler("halo_guard", 64, 256, {"n": 16132, "r": 4})
    profile = sampler.profile()
    assert profile.mean_instructions == 41440 / 512 and profile.exact
    assert {run.block for run in sampler.evaluated.values()} == {(0, 0, 0), (32, 0, 0), (63, 0, 0)}
    assert {thread for block, thread in sampler.runs if block == (1, 0, 0)} == {(0, 0, 0), (255, 0, 0)}


def test_model_unchanged_by_sampling_shortcuts():
    # The kernel model (instructions, trip count) is the busiest warp's, as before the shortcuts:
    # 28 + 6 (2r + 1) = 82 for r = 4.
    module = load_module(PTX)
    kernel = next(kernel for kernel in module.kernels if kernel.plain_name == "halo_guard")
    bindings = {"ntid_x": 256, "ntid_y": 1, "ntid_z": 1, "nctaid_x": 64, "nctaid_y": 1, "nctaid_z": 1,
                "n": 16384, "r": 4}
    model = build_kernel_model(module, kernel, bindings)
    assert model.instructions.evaluate({}) == 82
