"""Method C (kp) on hand-built models: every expected number is derived in the comments."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings, strategies as st

from analyzer.errors import InputError
from analyzer.predict.api import predict_with_residency
from analyzer.predict.waves import SmGroup, Wave, wave_plan
from analyzer.predict.records import Launch, PredictOptions, Residency
from analyzer.symbolic import sym
from predict_builders import kernel_model, toy_gpu

RESIDENT_8 = Residency(blocks_per_sm=8, occupancy=1.0, limiter="warps")

# A streaming kernel (vecadd-like): per thread time = 4*lat_int + lat_fp32 + lat_ld_global
# = 16 + 4 + m = 20 + m cycles; issue delay 20 cycles; 8 B loaded + 4 B stored = 12 B of sectors.
STREAM = kernel_model(4 * sym("lat_int") + sym("lat_fp32") + sym("lat_ld_global"), 20 * sym("del_int"),
                      load=8, store=4)


def stream_prediction(grid_blocks: int, gpu=None, **options):
    return predict_with_residency(STREAM, gpu or toy_gpu(), Launch((grid_blocks, 1, 1), (256, 1, 1)), RESIDENT_8,
                                  PredictOptions(**{"timing_model": "kp", **options}))


def test_streaming_kernel_is_dram_bound_at_bytes_over_bandwidth():
    # 1024 blocks of 256 threads, 8 blocks/SM on 4 SMs: capacity 32 -> 32 full waves.
    # Per wave: 32 * 256 threads * 12 B = 98304 B; DRAM 64 B/cycle -> 1536 cycles.
    # Latency bound: warp 20 + 500 = 520 cycles; issue: 64 warps / 4 PB = 16 * 20 = 320 cycles.
    # L1 per SM: 8*256*12 = 24576 B / 128 B/cycle = 192 < 520; L2: 98304 / 256 = 384 < 520.
    # So DRAM binds: exec = 32 * 1536 = 49152 cycles = 49.152 us at 1000 MHz.
    prediction = stream_prediction(1024)
    total_bytes = 1024 * 256 * 12
    assert prediction.waves == 32
    assert prediction.exec_us == pytest.approx(total_bytes / 64e9 * 1e6, rel=0.05)
    assert prediction.exec_us == pytest.approx(49.152, rel=1e-3)
    assert prediction.bottleneck == "dram_bandwidth"
    # Launch: 8 warps/block is above the 4-warp row: nearest row, 0.002 * 1024 + 3 = 5.048 us.
    assert prediction.launch_us == pytest.approx(5.048)
    assert prediction.time_us == pytest.approx(prediction.launch_us + prediction.exec_us)


def test_bandwidth_iteration_converges_to_the_raised_dram_latency():
    # The DRAM loop must find warp time 20 + m = 1536, i.e. DRAM latency 1516 (queue +1016).
    prediction = stream_prediction(1024)
    dram = {level.level: level for level in prediction.breakdown}["dram"]
    assert dram.effective_latency_cycles == pytest.approx(1516, rel=1e-3)
    assert dram.iterations > 0
    assert prediction.part.bandwidth_iterations() == sum(level.iterations for level in prediction.breakdown)
    assert dram.bytes == 1024 * 256 * 12
    assert dram.bandwidth_bound_us == pytest.approx(49.152)
    # Before the DRAM check the latency model gave 520 cycles per wave: 32 * 520 ns = 16.64 us.
    assert dram.latency_bound_us == pytest.approx(16.64)


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=1, max_value=64))
def test_memory_bound_time_grows_linearly_with_size(multiple):
    # Grids of k full waves (32 blocks each): exec = k * 1536 cycles exactly (within epsilon).
    prediction = stream_prediction(32 * multiple)
    assert prediction.exec_cycles == pytest.approx(1536 * multiple, rel=2e-4)


def test_small_grid_sits_on_the_launch_floor():
    # 4 blocks: one block per SM, one wave. Per wave DRAM bytes 4*256*12 = 12288 -> 192 cycles;
    # latency: 520 cycles (issue 8 warps / 4 PB = 2 * 20 = 40). Exec 0.52 us; launch 0.002*4 + 3
    # = 3.008 us > exec, so the launch bounds the time.
    prediction = stream_prediction(4)
    assert prediction.exec_cycles == pytest.approx(520)
    assert prediction.launch_us == pytest.approx(3.008)
    assert prediction.bottleneck == "launch"
    assert prediction.wave_groups[0].sms_busy == 4


def test_partial_wave_plan_deals_blocks_breadth_first():
    # 37 blocks, 8 per SM on 4 SMs: one full wave of 32, then 5 blocks: 2 on one SM, 1 on three.
    assert wave_plan(37, 8, 4) == [Wave(1, (SmGroup(8, 4),)), Wave(1, (SmGroup(2, 1), SmGroup(1, 3)))]
    # Fewer blocks than SMs: 3 SMs busy with one block, one SM idle.
    assert wave_plan(3, 8, 4) == [Wave(1, (SmGroup(1, 3),))]
    # Exactly two full waves.
    assert wave_plan(64, 8, 4) == [Wave(2, (SmGroup(8, 4),))]


def test_partial_last_wave_uses_its_real_block_count():
    # Compute-only kernel: latency 300 cycles, issue delay 200 per warp, 8 warps per block.
    # Full wave: 8 blocks/SM = 64 warps, 16 per processing block: 16 * 200 = 3200 cycles (issue).
    # Last wave (5 blocks): fullest SM has 2 blocks = 16 warps -> 4 per PB * 200 = 800 cycles.
    model = kernel_model(300, 200)
    prediction = predict_with_residency(model, toy_gpu(), Launch((37, 1, 1), (256, 1, 1)), RESIDENT_8,
                                        PredictOptions(timing_model="kp"))
    assert prediction.waves == 2
    assert [group.cycles for group in prediction.wave_groups] == [pytest.approx(3200), pytest.approx(800)]
    assert prediction.exec_cycles == pytest.approx(4000)
    assert prediction.bottleneck == "issue"
    assert prediction.wave_groups[1].blocks == 5 and prediction.wave_groups[1].blocks_per_sm == 2


def test_latency_bound_kernel_and_sync_cost():
    # latency 1000 cycles, issue 10, 2 barriers, 8 warps/block: time_sync = 2 * 10 * (8 - 1) = 140
    # (delay_dep = (780 - 500)/28 = 10; blockSize in warps). Warp time 1140 > issue 16*10 = 160.
    # 256 blocks = 8 full waves: 9120 cycles = 9.12 us, above the launch 0.002*256 + 3 = 3.512 us.
    model = kernel_model(1000, 10, syncs=2)
    prediction = predict_with_residency(model, toy_gpu(), Launch((256, 1, 1), (256, 1, 1)), RESIDENT_8,
                                        PredictOptions(timing_model="kp"))
    assert prediction.part.time_sync_cycles == pytest.approx(140)
    assert prediction.exec_cycles == pytest.approx(8 * 1140)
    assert prediction.bottleneck == "latency"


def test_l1_bandwidth_raises_l1_latency_per_sm():
    # All accesses hit L1 (l1_hit = 1). Per thread 1024 B of sectors: per SM 8*256*1024 = 2 MiB
    # at 128 B/cycle = 16384 cycles. Latency: 20 + 30 = 50 cycles, so L1 latency rises by
    # 16384 - 50 = 16334 to 16364 cycles; nothing reaches L2 or DRAM.
    model = kernel_model(4 * sym("lat_int") + sym("lat_fp32") + sym("lat_ld_global"), 20, load=1024)
    prediction = predict_with_residency(model, toy_gpu(), Launch((32, 1, 1), (256, 1, 1)), RESIDENT_8,
                                        PredictOptions(timing_model="kp", l1_hit=1.0))
    levels = {level.level: level for level in prediction.breakdown}
    assert prediction.exec_cycles == pytest.approx(16384, rel=2e-4)
    assert levels["l1"].effective_latency_cycles == pytest.approx(16364, rel=2e-4)
    assert levels["l2"].bytes == 0 and levels["dram"].bytes == 0
    assert prediction.bottleneck == "l1_bandwidth"


def test_store_only_kernel_is_floored_at_the_bandwidth_time():
    # The store is not on the critical path (time 40 cycles whatever the memory latency), so the
    # latency raise cannot reach the bandwidth time: the wave time is set to it directly.
    # Per wave 32 blocks * 256 * 4 B = 32768 B / 64 = 512 cycles; 32 waves -> 16384 cycles.
    model = kernel_model(10 * sym("lat_int"), 5, store=4)
    prediction = predict_with_residency(model, toy_gpu(), Launch((1024, 1, 1), (256, 1, 1)), RESIDENT_8,
                                        PredictOptions(timing_model="kp"))
    assert prediction.exec_cycles == pytest.approx(16384, rel=1e-6)
    assert prediction.bottleneck == "dram_bandwidth"


def test_l2_hits_cut_dram_traffic_and_mean_latency():
    # l2_hit = 0.5: DRAM traffic halves (49152 B per wave -> 768 cycles); mean latency
    # 0.5*200 + 0.5*500 = 350, warp 370 cycles < 768, so DRAM still binds: 32 * 768 cycles.
    prediction = stream_prediction(1024, l2_hit=0.5)
    assert prediction.part.mean_latency_cycles == pytest.approx(350)
    assert prediction.exec_cycles == pytest.approx(32 * 768, rel=2e-4)


def test_uncoalesced_share_enters_the_mean_latency():
    # Half of the 12 requested bytes uncoalesced: m = 0.5 * 500 + 0.5 * 780 = 640 cycles.
    model = kernel_model(sym("lat_ld_global"), 1, load=8, store=4, sectors=48, uncoalesced=6)
    prediction = predict_with_residency(model, toy_gpu(), Launch((4, 1, 1), (32, 1, 1)), RESIDENT_8,
                                        PredictOptions(timing_model="kp"))
    assert prediction.part.mean_latency_cycles == pytest.approx(640)


@settings(max_examples=40, deadline=None)
@given(grid=st.integers(min_value=1, max_value=400), sm_factor=st.integers(min_value=1, max_value=4),
       bandwidth_factor=st.floats(min_value=1.0, max_value=4.0))
def test_bigger_gpu_is_not_slower(grid, sm_factor, bandwidth_factor):
    small = toy_gpu()
    big = toy_gpu(sm_count=4 * sm_factor, dram_bandwidth=64e9 * bandwidth_factor,
                  l2_bandwidth=256e9 * bandwidth_factor)
    slow, fast = stream_prediction(grid, small), stream_prediction(grid, big)
    assert fast.exec_cycles <= slow.exec_cycles * (1 + 3e-4)


def test_missing_parameter_is_named():
    model = kernel_model(sym("n") * sym("lat_int"), 1)
    with pytest.raises(InputError, match="parameter 'n'"):
        predict_with_residency(model, toy_gpu(), Launch((1, 1, 1), (32, 1, 1)), RESIDENT_8, PredictOptions(timing_model="kp"))
    bound = predict_with_residency(model, toy_gpu(), Launch((1, 1, 1), (32, 1, 1)), RESIDENT_8,
                                   PredictOptions(timing_model="kp", bindings={"n": 10}))
    # 10 * lat_int = 40 cycles for the single warp.
    assert bound.exec_cycles == pytest.approx(40)


def test_impossible_launch_says_why():
    with pytest.raises(InputError, match="too many registers"):
        predict_with_residency(STREAM, toy_gpu(), Launch((1, 1, 1), (32, 1, 1)),
                               Residency(0, 0.0, "registers", "too many registers"), PredictOptions(timing_model="kp"))


def test_hit_fraction_out_of_range_is_rejected():
    with pytest.raises(InputError, match="between 0 and 1"):
        stream_prediction(32, l1_hit=1.5)


def test_explanation_names_gpu_keys():
    text = "\n".join(stream_prediction(1024).explanation)
    for key in ("launch_overhead", "sm_count", "dram_latency", "dram_bandwidth", "l1_bandwidth_per_sm",
                "sm_clock_mhz", "latency.int", "issue_delay.int"):
        assert key in text


def test_missing_trip_count_names_the_loop():
    from analyzer.analysis.kernel_model import LoopInfo

    loop = LoopInfo("L2", "$L__BB0_3", 30, 1, None, sym("trip_L2"), True, "bound loaded from memory")
    model = replace(kernel_model(sym("trip_L2") * sym("lat_int"), 1), loops=(loop,))
    with pytest.raises(InputError, match=r"loop L2 \(line 30\).*--trip L2=N"):
        predict_with_residency(model, toy_gpu(), Launch((1, 1, 1), (32, 1, 1)), RESIDENT_8, PredictOptions(timing_model="kp"))
    # With --trip L2=5: 5 * lat_int = 20 cycles.
    bound = predict_with_residency(model, toy_gpu(), Launch((1, 1, 1), (32, 1, 1)), RESIDENT_8,
                                   PredictOptions(timing_model="kp", bindings={"trip_L2": 5}))
    assert bound.exec_cycles == pytest.approx(20)
