"""Hong and Kim's MWP-CWP worked by hand, and the launch regression of method C."""

from __future__ import annotations

from dataclasses import replace

import pytest

from analyzer.gpu.gpu_model import LaunchOverhead
from analyzer.predict.api import predict_with_residency
from analyzer.predict.launch import launch_time, regression_for
from analyzer.predict.mwp_cwp import MwpCwpInputs, mwp_cwp
from analyzer.predict.records import Launch, PredictOptions, Residency
from analyzer.symbolic import sym
from predict_builders import kernel_model, toy_gpu

# Worked example (case 1). Per warp: 20 computation + 4 coalesced memory instructions, one
# barrier; Mem_LD 400 cycles, Departure_del_coal 4, Departure_del_uncoal 10, Issue_cycles 4,
# 1 GHz, 100 GB/s, 128 B per warp request; N = 8 warps, 16 active SMs, 2 blocks per SM,
# 64 blocks in waves of 32.
#   w_coal = 1, w_uncoal = 0 -> Mem_L_Uncoal = 400 + 0 * 10 = 400, Mem_L = 400
#   Departure_delay = 4 -> MWP_Without_BW = 400 / 4 = 100
#   BW_per_warp = 1e9 * 128 / 400 = 3.2e8 B/s -> MWP_peak_BW = 100e9 / (3.2e8 * 16) = 19.53125
#   MWP = min(100, 19.53125, 8) = 8
#   Comp_cycles = 4 * (20 + 4) = 96; Mem_cycles = 400 * 4 = 1600
#   CWP = min((1600 + 96) / 96 = 17.67, 8) = 8  -> MWP = CWP = N: case 1
#   per repetition: 1600 + 96 + 96/4 * (8 - 1) = 1864; #Rep = 64 / 32 = 2 -> 3728
#   Synch_cost = 4 * (8 - 1) * 1 * 2 * 2 = 112 -> total 3840 cycles
EXAMPLE = MwpCwpInputs(
    warps_per_sm=8, active_sms=16, active_blocks_per_sm=2, blocks=64, blocks_per_wave=32, comp_insts=20,
    coal_mem_insts=4, uncoal_mem_insts=0, synch_insts=1, uncoal_per_mw=1, mem_ld=400, departure_del_coal=4,
    departure_del_uncoal=10, issue_cycles=4, freq_hz=1e9, mem_bandwidth=100e9, load_bytes_per_warp=128,
)


def test_worked_example_case_1():
    result = mwp_cwp(EXAMPLE)
    assert result.mem_l == 400 and result.departure_delay == 4
    assert result.mwp_without_bw == 100
    assert result.mwp_peak_bw == pytest.approx(19.53125)
    assert result.mwp == 8 and result.cwp == 8
    assert result.comp_cycles == 96 and result.mem_cycles == 1600
    assert result.case == 1 and result.rep == 2
    assert result.exec_cycles == pytest.approx(3728)
    assert result.synch_cost == pytest.approx(112)
    assert result.total_cycles == pytest.approx(3840)


def test_worked_example_case_2_bandwidth_bound():
    # N = 32, 64 active SMs, no barrier: MWP_peak_BW = 100e9 / (3.2e8 * 64) = 4.8828125 = MWP;
    # CWP = min(17.67, 32) = 17.67 >= MWP: case 2.
    # per repetition 1600 * 32 / 4.8828125 + 96/4 * 3.8828125 = 10485.76 + 93.1875 = 10578.9475
    # two repetitions: 21157.895 cycles.
    result = mwp_cwp(replace(EXAMPLE, warps_per_sm=32, active_sms=64, synch_insts=0))
    assert result.mwp == pytest.approx(4.8828125)
    assert result.case == 2
    assert result.total_cycles == pytest.approx(21157.895)


def test_worked_example_case_3():
    # N = 32, 4 active SMs: MWP_peak_BW = 78.125, MWP = min(100, 78.125, 32) = 32 = N;
    # CWP = 17.67 < MWP and Comp (96) < Mem (1600): case 3, Mem_L + Comp * N = 400 + 3072 = 3472
    # per repetition, 6944 for two; Synch_cost = 4 * 31 * 1 * 2 * 2 = 496 -> 7440.
    result = mwp_cwp(replace(EXAMPLE, warps_per_sm=32, active_sms=4))
    assert result.mwp == 32 and result.cwp == pytest.approx(1696 / 96)
    assert result.case == 3
    assert result.exec_cycles == pytest.approx(6944)
    assert result.total_cycles == pytest.approx(7440)


def test_uncoalesced_accesses_lengthen_mem_l():
    # Half the memory instructions uncoalesced with 8 transactions each:
    # Mem_L_Uncoal = 400 + 7 * 10 = 470; Mem_L = 0.5 * 400 + 0.5 * 470 = 435;
    # Departure_delay = 10 * 8 * 0.5 + 4 * 0.5 = 42.
    result = mwp_cwp(replace(EXAMPLE, coal_mem_insts=2, uncoal_mem_insts=2, uncoal_per_mw=8))
    assert result.mem_l_uncoal == 470 and result.mem_l == 435
    assert result.departure_delay == 42


def test_mwp_cwp_through_the_prediction_api():
    # The toy GPU with a vecadd-like kernel: prediction runs, reports the case and its waves.
    model = kernel_model(4 * sym("lat_int") + sym("lat_ld_global"), 20, load=8, store=4, instructions=12)
    prediction = predict_with_residency(model, toy_gpu(), Launch((64, 1, 1), (256, 1, 1)),
                                        Residency(8, 1.0, "warps"), PredictOptions(timing_model="mwp-cwp"))
    assert prediction.timing_model == "mwp-cwp"
    assert prediction.waves == 2
    assert prediction.part.result.case in (1, 2, 3)
    assert prediction.time_us == pytest.approx(prediction.launch_us + prediction.exec_us)


ROWS = (LaunchOverhead(1, 0.001, 2.0), LaunchOverhead(4, 0.002, 3.0))


def test_launch_regression_exact_interpolated_and_nearest():
    assert regression_for(ROWS, 1)[:2] == (0.001, 2.0)
    # 2 warps: one third of the way from 1 to 4: slope 0.001 + 0.001/3, intercept 2 + 1/3.
    slope, intercept, how = regression_for(ROWS, 2)
    assert slope == pytest.approx(0.001 + 0.001 / 3) and intercept == pytest.approx(2 + 1 / 3)
    assert "interpolated" in how
    assert regression_for(ROWS, 32)[:2] == (0.002, 3.0)


def test_launch_time_is_linear_in_grid_size():
    gpu = toy_gpu()
    # 2 warps/block, 300 blocks: (0.001 + 0.001/3) * 300 + 2 + 1/3 = 0.4 + 2.3333 = 2.7333 us.
    assert launch_time(gpu, 2, 300).time_us == pytest.approx(0.4 + 2 + 1 / 3)
    assert launch_time(toy_gpu(launch_overhead=()), 2, 300).time_us == 0.0
