"""Occupancy curves, the best block size (cudaOccMaxPotentialBlockSize's rule) and the 48 KB
opt-in warning, against hand-derived values."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from analyzer.cli.main import main
from analyzer.gpu.loader import load_gpu
from analyzer.gpu.occupancy import compute_occupancy
from analyzer.gpu.occupancy_curves import (DynamicShared, block_size_curve, max_potential_block_size,
                                              register_curve, runs, shared_curve, shared_memory_warnings)


def test_best_block_size_a100_40_registers():
    # 40 x 32 = 1280 registers per warp; 65536 / 4 sub-partitions = 16384 -> 12 warps each, 48 per SM.
    # 1024 threads (32 warps): 1 block = 1024 threads; 768 (24 warps): 2 blocks = 1536; 512: 3 = 1536 (tie:
    # the larger block size found first wins); nothing reaches 2048.
    best = max_potential_block_size(load_gpu("a100"), 40, 0, DynamicShared())
    assert (best.block_size, best.blocks_per_sm, best.min_grid_size) == (768, 2, 216)
    assert best.occupancy == 48 / 64


def test_best_block_size_stops_at_a_full_sm_and_uses_per_thread_shared():
    # t4: 48 registers -> 40 warps per SM by registers (more than the 32 the SM holds); 1024 threads with
    # 4096 + 16 x 1024 B shared fit once -> 1024 resident threads = a full SM at the first size tried.
    best = max_potential_block_size(load_gpu("t4"), 48, 4096, DynamicShared(0, 16))
    assert (best.block_size, best.blocks_per_sm, best.min_grid_size, best.occupancy) == (1024, 1, 40, 1.0)


def test_best_block_size_none_when_nothing_runs():
    assert max_potential_block_size(load_gpu("a100"), 300, 0, DynamicShared()) is None


def test_block_size_curve_points_and_limiters():
    points = {point.value: point for point in block_size_curve(load_gpu("t4"), 48, 4096, DynamicShared(0, 16))}
    assert len(points) == 32 and min(points) == 32 and max(points) == 1024
    # 32 threads: 4096 + 512 = 4608 B per block, 65536 // 4608 = 14 blocks of 1 warp (shared memory binds)
    assert (points[32].blocks_per_sm, points[32].warps_per_sm, points[32].limiter) == (14, 14, "shared_memory")
    # 448 threads = 14 warps: registers 40 // 14 = 2, warps 32 // 14 = 2: registers first on ties
    assert (points[448].blocks_per_sm, points[448].limiter) == (2, "registers")


def test_register_curve_steps_where_allocation_changes():
    gpu = load_gpu("h100")
    steps = [(first.value, last.value, first.blocks_per_sm) for first, last in runs(register_curve(gpu, 256, 0, 0))]
    # 256 threads = 8 warps; per sub-partition 16384 registers; warps per SP = 16384 // roundup(32 r, 256):
    # r <= 24: >= 21 per SP, the 64-warp limit binds (8 blocks); 25..32: exactly 16 per SP -> 64 warps, registers
    # tie with warps and come first (a new run); 33..40: 12 per SP -> 48 warps, 6 blocks; 41..48: 10 -> 5 blocks
    assert steps[:2] == [(0, 24, 8), (25, 32, 8)]
    assert (33, 40, 6) in steps and (41, 48, 5) in steps
    assert steps[-1][1] == gpu.limits.max_registers_per_thread and steps[-1][2] == 1


def test_shared_curve_values_include_static_and_stop_at_the_opt_in_limit():
    gpu = load_gpu("a100")
    points = shared_curve(gpu, 128, 32, 1024)
    assert points[0].value == 1024 and points[-1].value <= gpu.limits.shared_per_block_optin
    assert points[-1].blocks_per_sm == 1
    assert all(earlier.blocks_per_sm >= later.blocks_per_sm for earlier, later in zip(points, points[1:]))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["a100", "h100", "t4", "v100", "gtx-1050", "rtx-4090"]), st.integers(0, 255),
       st.integers(0, 48 * 1024))
def test_best_block_size_is_the_largest_with_most_resident_threads(gpu_id, registers, static):
    gpu = load_gpu(gpu_id)
    best = max_potential_block_size(gpu, registers, static, DynamicShared())
    resident = {threads: threads * compute_occupancy(gpu, threads, registers, static, 0).active_blocks_per_sm
                for threads in range(gpu.warp_size, gpu.limits.max_threads_per_block + 1, gpu.warp_size)}
    top = max(resident.values())
    if top == 0:
        assert best is None
    else:
        assert best.block_size * best.blocks_per_sm == top
        if top < gpu.limits.max_threads_per_sm:  # no early out: the largest block size with the maximum
            assert best.block_size == max(threads for threads, value in resident.items() if value == top)


def test_opt_in_warning_above_48_kb():
    h100 = load_gpu("h100")
    assert shared_memory_warnings(h100, 0, 48 * 1024) == ()
    (warning,) = shared_memory_warnings(h100, 0, 64 * 1024)
    assert "cudaFuncAttributeMaxDynamicSharedMemorySize, 65536" in warning and "232448" in warning
    assert len(shared_memory_warnings(h100, 50 * 1024, 0)) == 2  # static above 48 KB cannot be opted in


def test_occupancy_json_carries_curves_best_block_and_warnings(capsys):
    status = main(["occupancy", "--gpu", "h100", "--block", "256", "--registers", "64", "--dynamic-shared", "65536",
                   "--json"])
    payload = json.loads(capsys.readouterr().out)
    assert status == 0
    assert payload["max_potential_block_size"] == {"block_size": 1024, "blocks_per_sm": 1, "min_grid_size": 132,
                                                   "occupancy": 0.5}
    assert set(payload["curves"]) == {"block_size", "registers", "shared_memory"}
    assert payload["curves"]["block_size"][7] == {"value": 256, "blocks_per_sm": 3, "warps_per_sm": 24,
                                                  "occupancy": 0.375, "limiter": "shared_memory", "reason": ""}
    assert payload["warnings"] and "cudaFuncSetAttribute" in payload["warnings"][0]


def test_occupancy_plot_is_written(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    out = tmp_path / "occupancy.png"
    assert main(["occupancy", "--gpu", "a100", "--block", "128", "--registers", "32", "--plot", str(out)]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert main(["occupancy", "--gpu", "a100", "--registers", "32", "--plot", str(tmp_path / "x.bmp")]) == 2
    assert "--plot: unknown plot format '.bmp'" in capsys.readouterr().err
