"""Work per warp on kernels of our own whose threads, lanes, warps and blocks differ
(data/warpwork.cu): a warp runs the union of its lanes' paths, the launch sums over its warps and
blocks, and the busiest SM decides.

Per-thread instructions are counted by hand from the PTX listing (nvcc 13 -O3, sm_90; ``ld.param``
included, phis do not exist in PTX). With ``#pragma unroll 1`` every loop iteration is one block:

* halo_guard: 4 ld.param + 9 (index, guard) + 4 + 6 (loop set-up) + 6 per iteration (2r + 1
  iterations) + 4 (store) + 1 (ret) = 28 + 6 (2r + 1); a thread that leaves: 4 + 9 + 1 = 14.
* tri_up: 9 + 3 + 3 + 6 (i + 1) + 4 + 1 = 20 + 6 (i + 1) for thread i = 32 g + lane (g the
  warp's number in the grid); its warp runs to lane 31: 20 + 6 (32 g + 32). tri_down: one
  subtraction more, 21 + 6 (n - i); its warp runs to lane 0.
* odd_lanes: 11 + 4 + 8 m + 8 = 23 + 8 m for an odd lane, 11 + 8 = 19 for an even one; the warp
  runs 23 + 8 m (even_lanes tests the parity without the ``not.pred``: 22 + 8 m).
* block_growing: 10 + 4 + 8 (b + 1) m + 7 = 21 + 8 (b + 1) m in block b.
* last_warp: the working warp 8 + 2 + 4 + 8 m + 1 + 7 + 1 = 23 + 8 m; the others 8 + 1 = 9.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from analyzer.analysis.build import build_kernel_model
from analyzer.cli.main import main
from analyzer.frontend import load_module

DATA = Path(__file__).with_name("data")
PTX, LL = DATA / "warpwork.ptx", DATA / "warpwork.ll"

#: (kernel, its pair, grid, block, parameters) of each pair that does the same work distributed
#: differently
PAIRS = [
    ("halo_guard", "halo_shifted", 64, 256, {"n": 16384, "r": 4}),
    ("tri_up", "tri_down", 32, 256, {"n": 8192}),
    ("odd_lanes", "even_lanes", 256, 256, {"m": 1024}),
    ("block_growing", "block_shrinking", 64, 128, {"m": 64}),
    ("last_warp", "first_warp", 512, 256, {"m": 1024}),
]


def _launch(grid: int, block: int, params: dict) -> dict:
    return {"ntid_x": block, "ntid_y": 1, "ntid_z": 1, "nctaid_x": grid, "nctaid_y": 1, "nctaid_z": 1, **params}


def _warps(path: Path, name: str, grid: int, block: int, params: dict):
    module = load_module(path)
    kernel = next(kernel for kernel in module.kernels if kernel.plain_name == name)
    model = build_kernel_model(module, kernel, _launch(grid, block, params))
    return model, model.work.warps


def _predicted_us(path: Path, name: str, grid: int, block: int, params: dict, model: str, capsys) -> float:
    arguments = ["predict", str(path), "--kernel", name, "--grid", str(grid), "--block", str(block), "--gpu", "h100",
                 "--model", model, "--json"]
    for key, value in params.items():
        arguments += ["--param", f"{key}={value}"]
    assert main(arguments) == 0
    return json.loads(capsys.readouterr().out)["time_us"]


def test_halo_guard_warps_run_the_stencil_for_their_inner_lanes():
    # n = 16384, r = 4: x < 4 and x >= 16380 leave. Warp 0 of block 0 has 28 active lanes, each
    # loading 2r + 1 = 9 floats: 28 x 36 = 1008 B loaded, 112 B stored; a warp inside the domain
    # 32 x 36 = 1152 B and 128 B. Every warp issues the active path, 28 + 6 x 9 = 82.
    model, warps = _warps(PTX, "halo_guard", 64, 256, {"n": 16384, "r": 4})
    kinds = {(kind.instructions, kind.lanes): kind for kind in warps.kinds}
    assert set(kinds) == {(82, 32), (82, 28)}
    assert kinds[(82, 28)].load_bytes == 1008 and kinds[(82, 32)].load_bytes == 1152
    assert warps.busiest_instructions == 82 and warps.mean_instructions == 82
    assert model.instructions.evaluate({}) == 82  # not thread 0's 14
    assert model.loops[0].trip_count.evaluate({}) == 9
    assert warps.exact


def test_triangular_loop_warp_runs_to_its_last_lane():
    # Warp g runs 32 g + 32 iterations: 20 + 6 (32 g + 32) instructions, lanes loading
    # 4 x sum(32 g + l + 1) = 4096 g + 2112 B. The busiest is g = 255 (block 31, warp 7):
    # 49172 instructions, 1046592 B. Mean over the 256 warps: 20 + 192 x 128.5 = 24692 (closed form).
    _, warps = _warps(PTX, "tri_up", 32, 256, {"n": 8192})
    assert (warps.busiest_block, warps.busiest_warp) == ((31, 0, 0), 7)
    assert warps.busiest_instructions == 20 + 6 * (32 * 255 + 32) == 49172
    assert warps.busiest_load_bytes == 4096 * 255 + 2112
    assert warps.mean_instructions == pytest.approx(24692)
    assert warps.exact
    _, mirror = _warps(PTX, "tri_down", 32, 256, {"n": 8192})
    assert (mirror.busiest_block, mirror.busiest_warp) == ((0, 0, 0), 0)
    # tri_down computes n - i once more (21 + 6 (n - i)); warp g runs to lane 0: n - 32 g iterations.
    assert mirror.busiest_instructions == 21 + 6 * 8192 and mirror.mean_instructions == pytest.approx(21 + 6 * 4112)


def test_lanes_split_on_a_branch_the_warp_runs_the_loop():
    # Odd lanes run m = 1024 iterations: the warp issues 23 + 8 x 1024 = 8215 instructions and
    # its 16 odd lanes load 16 x 1024 x 4 = 65536 B, whichever parity works.
    for name, issued in (("odd_lanes", 8215), ("even_lanes", 8214)):
        model, warps = _warps(PTX, name, 256, 256, {"m": 1024})
        assert warps.busiest_instructions == issued and warps.mean_instructions == issued
        assert warps.busiest_active_lanes == 32  # every lane stores
        assert warps.busiest_load_bytes == 65536
        assert model.loops[0].trip_count.evaluate({}) == 1024


def test_work_growing_with_the_block_index_sums_in_closed_form():
    # Block b: 4 warps of 21 + 512 (b + 1) instructions; the mean warp 21 + 512 x 32.5 = 16661,
    # the busiest (block 63) 32789. Block work is affine in b: closed form over the 64 blocks.
    _, warps = _warps(PTX, "block_growing", 64, 128, {"m": 64})
    assert warps.busiest_block == (63, 0, 0) and warps.busiest_instructions == 32789
    assert warps.mean_instructions == pytest.approx(16661)
    assert dict(warps.block_work)[0] == 4 * (21 + 512) and dict(warps.block_work)[63] == 4 * 32789
    assert warps.exact


def test_one_warp_of_a_block_working():
    # Warp 7 of each block of 8 runs 23 + 8 x 1024 = 8215 instructions and loads 131072 B; the
    # other seven issue 9. Mean warp (8215 + 7 x 9) / 8 = 1034.75.
    _, warps = _warps(PTX, "last_warp", 512, 256, {"m": 1024})
    assert warps.busiest_warp == 7 and warps.busiest_instructions == 8215
    assert warps.busiest_load_bytes == 131072
    assert {(kind.instructions, kind.lanes) for kind in warps.kinds} == {(8215, 32), (9, 0)}
    assert warps.mean_instructions == pytest.approx(1034.75)
    _, mirror = _warps(PTX, "first_warp", 512, 256, {"m": 1024})
    assert mirror.busiest_warp == 0 and mirror.busiest_load_bytes == 131072


@pytest.mark.parametrize("name, other, grid, block, params", PAIRS)
def test_ptx_and_llvm_ir_give_the_same_work_per_warp(name, other, grid, block, params):
    # The same busiest warp, active lanes, bytes and loop trip counts, and the same mean over busiest
    # work within 2 % (the two compilers' instruction counts differ by a few set-up instructions).
    _, from_ptx = _warps(PTX, name, grid, block, params)
    _, from_ir = _warps(LL, name, grid, block, params)
    assert (from_ir.busiest_block, from_ir.busiest_warp) == (from_ptx.busiest_block, from_ptx.busiest_warp)
    assert from_ir.busiest_active_lanes == from_ptx.busiest_active_lanes
    assert from_ir.busiest_load_bytes == from_ptx.busiest_load_bytes
    assert from_ir.busiest_store_bytes == from_ptx.busiest_store_bytes
    ratio_ptx = from_ptx.mean_instructions / from_ptx.busiest_instructions
    ratio_ir = from_ir.mean_instructions / from_ir.busiest_instructions
    assert ratio_ir == pytest.approx(ratio_ptx, rel=0.02)


@pytest.mark.parametrize("name, other, grid, block, params", PAIRS)
@pytest.mark.parametrize("path", [PTX, LL], ids=["ptx", "ll"])
@pytest.mark.parametrize("model", ["kt", "kp", "mwp-cwp"])
def test_pairs_with_the_same_work_get_the_same_time(name, other, grid, block, params, path, model, capsys):
    # Same work distributed differently over threads, lanes, warps and blocks: the time ratio is
    # 1 (within 15 %: the shifted stencil's accesses straddle one more sector than the guarded one's).
    first = _predicted_us(path, name, grid, block, params, model, capsys)
    second = _predicted_us(path, other, grid, block, params, model, capsys)
    assert first == pytest.approx(second, rel=0.15)


def test_the_busiest_sm_decides_blocks_that_grow():
    # 64 blocks on 132 SMs: one block each; the SM with block 63 does 32789 / 16661 = 1.968 x the
    # mean block's work, so kt's per-SM issue charges the busiest warp's full work there.
    from analyzer.predict.kt_work import busiest_sm_factor
    _, warps = _warps(PTX, "block_growing", 64, 128, {"m": 64})
    assert busiest_sm_factor(warps.block_work, 64, 132) == pytest.approx(32789 / 16661, rel=1e-6)
    # With 2 SMs, SM 1 gets the odd blocks: sum over b odd of (21 + 512 (b + 1)) x 4 against half the grid.
    odd = sum(4 * (21 + 512 * (b + 1)) for b in range(1, 64, 2))
    total = sum(4 * (21 + 512 * (b + 1)) for b in range(64))
    assert busiest_sm_factor(warps.block_work, 64, 2) == pytest.approx(odd / (total / 2), rel=1e-9)


def test_trip_override_still_wins(capsys):
    status = main(["inspect", str(PTX), "--kernel", "odd_lanes", "--grid", "4", "--block", "64", "--param", "m=100",
                   "--trip", "L1=7", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 0
    assert report["loops"][0]["trip_count_value"] == 7


def test_inspect_and_predict_name_the_same_deciding_warp(capsys):
    arguments = ["--kernel", "last_warp", "--grid", "512", "--block", "256", "--param", "m=1024"]
    assert main(["inspect", str(PTX), *arguments, "--json"]) == 0
    inspected = json.loads(capsys.readouterr().out)["warp_work"]
    assert main(["predict", str(PTX), *arguments, "--gpu", "h100", "--json"]) == 0
    predicted = json.loads(capsys.readouterr().out)["details"]["warp_work"]
    assert inspected == predicted
    assert (inspected["busiest_block"], inspected["busiest_warp"]) == ([0, 0, 0], 7)
    assert main(["inspect", str(PTX), *arguments]) == 0
    assert "2 kinds of warp" in capsys.readouterr().out


def test_llvm_ir_string_follows_execution_order():
    # data/exit_first.ll places the exit block (the store) before the loop body in the file; the
    # string is the busiest warp's path in execution order: 8 iterations of the body (gep C, load L,
    # fadd C, add C, icmp C), then the store.
    module = load_module(DATA / "exit_first.ll")
    model = build_kernel_model(module, module.kernels[0], _launch(1, 32, {"n": 8}))
    from analyzer.analysis.strings.instruction_string import format_string
    assert format_string(model.instruction_string) == "(CLCCC)^8 L"
