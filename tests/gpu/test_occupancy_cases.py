"""Hand-checked occupancy cases (derivations in comments) and property tests."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.errors import InputError
from analyzer.gpu.loader import load_gpu
from analyzer.gpu.occupancy import NO_LIMIT, compute_occupancy


def test_a100_256_threads_40_registers_is_register_limited():
    # 40 regs x 32 = 1280 regs per warp (a multiple of 256); 65536 / 4 = 16384 per sub-partition,
    # 16384 // 1280 = 12 warps per sub-partition, x 4 = 48 warps, // 8 warps per block = 6 blocks.
    result = compute_occupancy(load_gpu("a100"), 256, 40, 0, 0)
    assert result.active_blocks_per_sm == 6
    assert result.active_warps_per_sm == 48
    assert result.occupancy == pytest.approx(0.75)
    assert result.limiter == "registers"
    # warps 64 // 8 = 8; blocks 32; shared: only the 1 KiB reserve, 164 KiB // 1 KiB = 164
    assert dict(result.blocks_by_limit) == {"registers": 6, "shared_memory": 164, "warps": 8, "blocks": 32}
    assert result.shared_per_block_allocated == 1024
    # a kernel without registers is not register-limited (the header's INT_MAX)
    assert dict(compute_occupancy(load_gpu("a100"), 256, 0, 0, 0).blocks_by_limit)["registers"] == NO_LIMIT


def test_v100_hardware_register_check_rounds_warps_to_sub_partitions():
    # 200 regs x 32 = 6400 per warp; 320 threads = 10 warps -> checked as 12 warps: 76800 > 65536.
    result = compute_occupancy(load_gpu("v100"), 320, 200, 0, 0)
    assert result.active_blocks_per_sm == 0
    assert result.limiter == "registers"
    assert "registers" in result.reason and result.reason.startswith("launch cannot run")


def test_rtx_a4000_full_block_is_warp_limited():
    # 1536 threads per SM = 48 warps; a 1024-thread block has 32 warps: 48 // 32 = 1 block.
    # registers: 32 x 32 = 1024 per warp, 16384 // 1024 = 16 per sub-partition, 64 // 32 = 2 blocks.
    result = compute_occupancy(load_gpu("rtx-a4000"), 1024, 32, 0, 0)
    assert result.active_blocks_per_sm == 1
    assert result.limiter == "warps"
    assert result.occupancy == pytest.approx(32 / 48)
    assert dict(result.blocks_by_limit)["registers"] == 2


def test_t4_carveout_preference_selects_turing_step():
    # dynamic 20000 B -> roundUp(20000, 256) = 20224 B. Preference 0 % -> 0 B, aligned up to the
    # smallest Turing carve-out 32 KiB: 32768 // 20224 = 1 block. Default -> 64 KiB: 3 blocks.
    gpu = load_gpu("t4")
    small = compute_occupancy(gpu, 128, 32, 0, 20000, carveout_preference=0)
    assert (small.active_blocks_per_sm, small.carveout, small.limiter) == (1, 32768, "shared_memory")
    default = compute_occupancy(gpu, 128, 32, 0, 20000)
    assert (default.active_blocks_per_sm, default.carveout) == (3, 65536)
    assert default.shared_per_block_allocated == 20224


def test_v100_small_preference_is_raised_to_fit_one_block():
    # preference 10 % of 96 KiB = 9830 B -> 16 KiB step; a block needs roundUp(20000, 256) = 20224 B
    # > 16 KiB, so the carve-out becomes the step that fits it: 32 KiB -> 1 block.
    result = compute_occupancy(load_gpu("v100"), 64, 16, 20000, 0, carveout_preference=10)
    assert (result.active_blocks_per_sm, result.carveout) == (1, 32768)


def test_h100_opt_in_limit_includes_driver_reserve():
    # 227 KiB dynamic + 1 KiB reserve = 233472 B = the opt-in limit 232448 + 1024: exactly 1 block.
    gpu = load_gpu("h100")
    fits = compute_occupancy(gpu, 128, 32, 0, 227 * 1024)
    assert (fits.active_blocks_per_sm, fits.shared_per_block_allocated, fits.carveout) == (1, 233472, 233472)
    # one byte more rounds up to 233600 B > 233472 B: the launch cannot run.
    too_big = compute_occupancy(gpu, 128, 32, 0, 227 * 1024 + 1)
    assert (too_big.active_blocks_per_sm, too_big.limiter) == (0, "shared_memory")
    assert "shared memory" in too_big.reason
    # cc 9.0 barrier limit: 2 x 32 blocks = 64, never binding with one barrier per block
    assert dict(fits.blocks_by_limit)["barriers"] == 64


def test_pascal_ignores_carveout_preference():
    # GTX 1050 (cc 6.1): 96 KiB dedicated shared memory; 40000 -> 40192 B per block: 2 blocks.
    gpu = load_gpu("gtx-1050")
    for preference in (None, 0, 50):
        result = compute_occupancy(gpu, 128, 32, 0, 40000, carveout_preference=preference)
        assert (result.active_blocks_per_sm, result.carveout) == (2, 98304)
    # 256 registers per thread exceed the cc 6.x limit of 255
    assert compute_occupancy(gpu, 128, 256, 0, 0).active_blocks_per_sm == 0


def test_fermi_register_granularity_and_limits():
    gpu = load_gpu("tesla-c2050")
    # 21 regs: 128-register steps on cc 2.x -> roundUp(672, 128) = 768 per warp; 32768 / 2 = 16384
    # per sub-partition, 16384 // 768 = 21 warps, x 2 = 42, // 8 warps = 5 blocks (warps: 48 // 8 = 6).
    coarse = compute_occupancy(gpu, 256, 21, 0, 0)
    assert (coarse.active_blocks_per_sm, coarse.limiter) == (5, "registers")
    # 20 regs: 640 per warp (64-register steps), 16384 // 640 = 25, x 2 = 50, // 8 = 6: tie with warps.
    tie = compute_occupancy(gpu, 256, 20, 0, 0)
    assert tie.active_blocks_per_sm == 6 and set(tie.limiters) == {"registers", "warps"}
    # shared memory: roundUp(20000, 128) = 20096 B, 49152 // 20096 = 2 blocks
    assert compute_occupancy(gpu, 256, 10, 20000, 0).active_blocks_per_sm == 2
    # 64 registers exceed the cc 2.x limit of 63; 8 blocks per SM at most
    assert compute_occupancy(gpu, 256, 64, 0, 0).active_blocks_per_sm == 0
    assert compute_occupancy(gpu, 32, 8, 0, 0).active_blocks_per_sm == 8


def test_invalid_arguments_raise_input_error():
    gpu = load_gpu("a100")
    with pytest.raises(InputError):
        compute_occupancy(gpu, 0, 32, 0, 0)
    with pytest.raises(InputError):
        compute_occupancy(gpu, 128, -1, 0, 0)
    with pytest.raises(InputError):
        compute_occupancy(gpu, 128, 32, 0, 0, carveout_preference=101)


MODELS = ("gtx-1050", "v100", "t4", "a100", "rtx-a6000", "rtx-4090", "h200", "tesla-c2050")
launches = st.tuples(st.sampled_from(MODELS), st.integers(1, 1024), st.integers(0, 255),
                     st.integers(0, 48 * 1024), st.integers(0, 160 * 1024))


@settings(max_examples=300, deadline=None)
@given(launches, st.integers(1, 64), st.integers(1, 8192))
def test_more_resources_never_increase_occupancy(launch, extra_registers, extra_shared):
    gpu_id, block, registers, static, dynamic = launch
    gpu = load_gpu(gpu_id)
    base = compute_occupancy(gpu, block, registers, static, dynamic)
    assert base.active_blocks_per_sm == min(blocks for _, blocks in base.blocks_by_limit)
    assert 0 <= base.occupancy <= 1
    assert base.active_warps_per_sm <= gpu.limits.max_warps_per_sm
    assert compute_occupancy(gpu, block, registers + extra_registers, static, dynamic).active_blocks_per_sm \
        <= base.active_blocks_per_sm
    assert compute_occupancy(gpu, block, registers, static, dynamic + extra_shared).active_blocks_per_sm \
        <= base.active_blocks_per_sm
    if base.active_blocks_per_sm == 0:
        assert base.reason.startswith("launch cannot run")
