"""The ``kt`` model: end-to-end numbers derived by hand (docstrings), on real PTX of the project's
own samples and on hand-built kernel models of the toy GPU (``predict_builders``)."""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.analysis.build import build_kernel_model
from analyzer.analysis.kernel_model import AccessInfo
from analyzer.analysis.work import WorkProfile
from analyzer.frontend import load_module
from analyzer.ir import ExecClass, MemSpace
from analyzer.gpu.gpu_model import LaunchOverhead
from analyzer.gpu.loader import load_gpu
from analyzer.predict.api import predict
from analyzer.predict.records import Launch, PredictOptions
from analyzer.symbolic import as_expr
from tests.predict.predict_builders import kernel_model, toy_gpu

SAMPLES = Path(__file__).resolve().parents[2] / "samples"


def _row(gpu, warps):
    return next(row for row in gpu.launch_overhead if row.warps_per_block == warps)


def _vecadd(kernel_name: str, n: int, grid: int):
    module = load_module(SAMPLES / "vecadd" / "vecadd.sm_75.ptx")
    launch = Launch((grid, 1, 1), (256, 1, 1))
    model = build_kernel_model(module, module.kernel(kernel_name), {"n": n, **launch.symbols()})
    return model, launch


def loaded_fixed_point(waves: int, unloaded_chain: float, loads_in_series: int, dram_cycles: float,
                       dram_latency: float, launches: float = 0.0) -> float:
    """The execution E (cycles) with E = L + waves x (chain + loads x q) (L the blocks' launch) and
    the M/D/1 wait q = lat_DRAM / 2 x rho / (1 - rho), rho = D / E: with A = L + waves x chain and
    B = waves x loads x lat_DRAM / 2 this is (E - D)(E - A) = B D, the larger root of
    E^2 - (A + D) E + (A - B) D = 0."""
    a, b = launches + waves * unloaded_chain, waves * loads_in_series * dram_latency / 2.0
    return ((a + dram_cycles) + math.sqrt((a + dram_cycles) ** 2 - 4.0 * dram_cycles * (a - b))) / 2.0


@pytest.mark.parametrize("kernel_name, grid, waves, loads_in_series",
                         [("vecadd", 65536, 410, 1), ("vecadd_gridstride", 1024, 7, 64)])
def test_streaming_vecadd_is_dram_bound_at_bytes_over_bandwidth(kernel_name, grid, waves, loads_in_series):
    """c[i] = a[i] + b[i] over n = 2^24 floats on the T4 (nvcc 13 sm_75 PTX of samples/vecadd).

    By hand: every element moves 4 B of a, 4 B of b and 4 B of c exactly once (all 32-byte sectors
    fully used, no reuse), so DRAM moves 12 n = 201,326,592 B: D = 1,000,341.5 cycles at the T4's
    dram_bandwidth (320 GB/s published peak, 1590 MHz) = 629.1456 us. The issue work is far smaller
    (one element per thread: 24 cycles per warp). The warps wait on DRAM: with 4 blocks of 8 warps
    per SM on 40 SMs, 65,536 blocks take 410 waves (the grid-stride variant: 1,024 blocks, 7 waves of
    64 iterations, each with its two independent loads in series with the previous iteration's).
    The launch regression row for 8-warp blocks gives the fixed latency (intercept) in series and
    the blocks' launch, one SM launch interval per wave: L = 0.00137579 us x 40 SMs x 410 waves =
    22.563 us = 35,875.1 cycles (the grid-stride variant: 7 waves). At DRAM utilisation rho = D / E
    each DRAM access waits lat_DRAM / 2 x rho / (1 - rho) more (M/D/1, lat_DRAM 501 cycles), so E
    solves E = L + waves x (chain + loads x wait): for vecadd, chain 533 cycles (501 the load),
    E = 1,119,151.1 cycles = 703.869 us, 11.9 % above the bandwidth time. Most of the loaded
    critical path is queueing, so the bound is DRAM bandwidth."""
    gpu = load_gpu("t4")
    n = 1 << 24
    model, launch = _vecadd(kernel_name, n, grid)
    prediction = predict(model, gpu, launch, PredictOptions(timing_model="kt", bindings={"n": n}))
    dram_cycles = 12 * n / (gpu.dram_bandwidth / (gpu.sm_clock_mhz * 1e6))
    assert gpu.dram_bandwidth == 320e9 and gpu.dram_latency == 501
    assert prediction.bottleneck == "dram_bandwidth"
    assert prediction.waves == waves
    chain = prediction.part.unloaded_warp_latency_cycles
    if kernel_name == "vecadd":
        assert chain == pytest.approx(533.0)
        assert prediction.exec_us == pytest.approx(703.869, rel=1e-5)
    launches = _row(gpu, 8).slope_us * gpu.sm_count * waves * gpu.sm_clock_mhz
    expected = loaded_fixed_point(waves, chain, loads_in_series, dram_cycles, gpu.dram_latency, launches)
    assert prediction.exec_cycles == pytest.approx(expected, rel=1e-5)
    assert prediction.time_us == pytest.approx(prediction.exec_us + _row(gpu, 8).intercept_us, rel=1e-9)
    dram = {level.level: level for level in prediction.breakdown}["dram"]
    assert dram.bytes == pytest.approx(12 * n)


def _access(kind: str, stride: int | None, executions: float = 1, coalesced: bool = True, sectors: int = 4,
            opcode: str = "ld.global.f32") -> AccessInfo:
    return AccessInfo(line=1, opcode=opcode, space=MemSpace.GLOBAL, kind=kind, bytes_per_thread=4,
                      executions=as_expr(executions), stride_bytes=stride, bytes_per_request=128,
                      sectors_per_request=sectors, coalesced=coalesced)


def test_same_address_atomics_serialise_at_one_update_per_cycle():
    """Every thread of 256 blocks x 256 threads does one atomicAdd on a data-dependent address
    (the histogram of zero-filled input: every update hits bin 0). By hand on the toy GPU
    (1 GHz): 65,536 updates of one word at one update per clock = 65,536 cycles = 65.536 us; the
    rest (20 issue cycles per warp, 8 blocks of 8 warps per SM and 4 SMs -> 8 waves of 16 warps per
    processing block = 2560 cycles) is far below. Launch: 8-warp blocks take the nearest row
    (4 warps/block: 0.002 us/block, 3 us): dispatch 0.512 us overlaps, 3 us in series."""
    model = replace(kernel_model(latency=600, issue_delay=20),
                    accesses=(_access("atomic", None, opcode="atom.global.add.u32"),))
    launch = Launch((256, 1, 1), (256, 1, 1))
    prediction = predict(model, toy_gpu(), launch, PredictOptions(timing_model="kt"))
    assert prediction.bottleneck == "atomic_contention"
    assert prediction.exec_us == pytest.approx(65.536)
    assert prediction.time_us == pytest.approx(68.536)


def test_same_address_atomics_take_the_measured_rate_of_the_gpu_model():
    """The same kernel on a toy GPU whose model gives a measured one-word rate of 0.5 updates per
    clock (the H100 and H200 measure 0.69): 65,536 / 0.5 = 131,072 cycles = 131.072 us, plus the
    3 us launch intercept; the explanation names the entry."""
    model = replace(kernel_model(latency=600, issue_delay=20),
                    accesses=(_access("atomic", None, opcode="atom.global.add.u32"),))
    gpu = replace(toy_gpu(), atomic_same_word_per_clock=0.5)
    prediction = predict(model, gpu, Launch((256, 1, 1), (256, 1, 1)), PredictOptions(timing_model="kt"))
    assert prediction.bottleneck == "atomic_contention"
    assert prediction.time_us == pytest.approx(131.072 + 3.0)
    execution = next(term for term in prediction.terms.parts if term.name == "execution")
    contention = next(term for term in execution.parts if term.name == "atomic_contention")
    assert contention.cycles == pytest.approx(131_072)
    assert contention.gpu_entries == ("memory.atomic_same_word_per_clock = 0.5",)


def test_issue_bound_kernel_scales_with_the_active_work():
    """An issue-bound kernel (1000 issue cycles per warp, no memory) of 1024 blocks x 128 threads
    on the toy GPU: 16 blocks of 4 warps fit an SM (2048 threads), so 16 waves of 64 warps per SM,
    16 warps per processing block: 16 x 16 x 1000 = 256,000 cycles = 256 us. With a work profile
    saying only 256 blocks run past the entry guard (work_fraction 0.25: the active blocks do the
    full work), 4 waves remain: 64 us. Launch: nearest row 4 warps/block, 3 us in series and the
    blocks' launch in the execution, one SM launch interval per wave: 0.002 us x 4 SMs = 0.008 us,
    x 16 waves = 0.128 us (x 4 waves = 0.032 us)."""
    model = kernel_model(latency=500, issue_delay=1000)
    launch = Launch((1024, 1, 1), (128, 1, 1))
    full = predict(model, toy_gpu(), launch, PredictOptions(timing_model="kt"))
    assert full.bottleneck == "issue"
    assert full.exec_us == pytest.approx(256.128)
    assert full.time_us == pytest.approx(259.128)
    profile = WorkProfile(active_blocks=256, active_warps_per_block=4.0, work_fraction=0.25, representatives=())
    early = predict(replace(model, work=profile), toy_gpu(), launch, PredictOptions(timing_model="kt"))
    assert early.exec_us == pytest.approx(64.0 + 0.032)
    assert early.part.active_blocks == 256


def test_each_wave_exposes_one_launch_interval_of_its_sms():
    """A tiny kernel (10 issue cycles, 100-cycle path per warp) over 100,000 one-warp blocks on
    the toy GPU: 32 blocks per SM (max_blocks_per_sm), 128 per wave over 4 SMs: 781 full waves and
    a last one of 32 blocks (100,000 = 781 x 128 + 32), each 100 cycles (the path; issue is at
    most 8 warps x 10 = 80 cycles per processing block) -> 78,200 cycles = 78.2 us of waves.
    The launch row for 1 warp/block (0.001 us per block of an empty grid) gives each SM a launch
    interval of 0.001 us x 4 SMs = 0.004 us; each of the 782 waves exposes one: 3.128 us, in
    series with the waves: execution 81.328 us, time = 2 us + 81.328 us, bound by the path.
    Launched in series, every block of a wave would expose its interval: 0.001 us x 100,000 =
    100 us, more than the waves themselves. With a launch row of 0.03 us per block the intervals
    are 0.12 us, 782 x 0.12 = 93.84 us, more than the waves, and the launch binds.
    """
    model = kernel_model(latency=100, issue_delay=10)
    launch = Launch((100000, 1, 1), (32, 1, 1))
    prediction = predict(model, toy_gpu(), launch, PredictOptions(timing_model="kt"))
    assert prediction.exec_us == pytest.approx(81.328)
    assert prediction.time_us == pytest.approx(83.328)
    assert prediction.bottleneck == "latency"
    slow = toy_gpu(launch_overhead=(LaunchOverhead(1, 0.03, 2.0),))
    launch_bound = predict(model, slow, launch, PredictOptions(timing_model="kt"))
    assert launch_bound.exec_us == pytest.approx(78.2 + 93.84)
    assert launch_bound.bottleneck == "launch"


def test_pipes_issue_in_parallel():
    """Per thread 300 fp32 and 300 int instructions. The toy GPU's issue delays are 1 cycle each:
    the dispatch port (one instruction per cycle) binds at 600 cycles per warp. With fp32 at 4
    cycles per warp (8 lanes) the FMA pipe binds at 1200 cycles while the int pipe (300) runs beside
    it. One block of one warp: 1200 cycles = 1.2 us (path 500 cycles is shorter) and the block's
    launch, one SM launch interval: 0.001 us x 4 SMs (the 1-warp row of the toy GPU's launch
    regression)."""
    counts = ((ExecClass.FP32, as_expr(300)), (ExecClass.INT, as_expr(300)))
    model = kernel_model(latency=500, issue_delay=1200, counts=counts)
    launch = Launch((1, 1, 1), (32, 1, 1))
    dispatch = predict(model, toy_gpu(), launch, PredictOptions(timing_model="kt"))
    assert dispatch.exec_us == pytest.approx(0.604)
    gpu = toy_gpu(issue_delay={**toy_gpu().issue_delay, "fp32": 4})
    fma = predict(model, gpu, launch, PredictOptions(timing_model="kt"))
    assert fma.exec_us == pytest.approx(1.204)
    assert fma.bottleneck == "issue"


def test_stream_classes_and_hit_fractions():
    """Traffic by stream class for 64 warps in 8 blocks (analyzer.predict.traffic), by hand:
    a warp-uniform load run 10 times: L1 64 x 10 x 128 B = 81,920; L2 one sector per block per
    execution 8 x 10 x 32 = 2560; DRAM one sector per execution 320. A contiguous load run 10 times
    in a (non grid-stride) loop: L1 81,920, L2 = DRAM = one pass 64 x 128 = 8192. A strided load
    (one 32-B sector per lane, 4 B used) run 10 times: L1 64 x 10 x 32 x 32 = 655,360, L2 = DRAM =
    bytes used 64 x 10 x 32 x 4 = 81,920."""
    from analyzer.predict.traffic import stream_traffic

    uniform = stream_traffic(_access("load", 0, 10, sectors=4), 10, 64, 8, 32)
    assert (uniform.l1_bytes, uniform.l2_bytes, uniform.dram_bytes) == (81920, 2560, 320)
    reused = stream_traffic(_access("load", 4, 10), 10, 64, 8, 32)
    assert (reused.l1_bytes, reused.l2_bytes, reused.dram_bytes) == (81920, 8192, 8192)
    strided = stream_traffic(_access("load", 4096, 10, coalesced=False, sectors=32), 10, 64, 8, 32)
    assert (strided.l1_bytes, strided.l2_bytes, strided.dram_bytes) == (655360, 81920, 81920)


def test_stencil_neighbours_move_the_input_once():
    """Five-point stencil (samples/stencil, nvcc 13 sm_75 PTX) over 4096 x 4096 floats on the T4,
    blocks of 32 x 8. By hand: the five loads of ``input`` (centre, west, east, north, south) read
    shifted copies of one footprint (same base, same step, one execution each), so DRAM moves the
    input once, 4096^2 x 4 B = 64 MiB, plus the output once, 64 MiB: 134,217,728 B over
    dram_bandwidth (320 GB/s) = 419.4304 us, plus the 8-warp launch intercept. (Without a work
    profile every thread is charged the interior path; the 16,380 boundary threads that skip are
    0.1 % of the grid.) L1 still sees every request: the west and east loads straddle a sector
    boundary (5 sectors per warp instead of 4). The warps wait in the DRAM queue that traffic makes
    (M/D/1), so the time is above the bandwidth time."""
    gpu = load_gpu("t4")
    module = load_module(SAMPLES / "stencil" / "stencil.sm_75.ptx")
    launch = Launch((128, 512, 1), (32, 8, 1))
    params = {"nx": 4096, "ny": 4096}
    model = build_kernel_model(module, module.kernels[0], {**params, **launch.symbols()})
    prediction = predict(model, gpu, launch, PredictOptions(timing_model="kt", bindings=params))
    levels = {level.level: level.bytes for level in prediction.breakdown}
    # the work profile lets the 16,380 boundary threads (0.1 %) skip: equal to 1e-3
    assert levels["dram"] == pytest.approx(2 * 4096 * 4096 * 4, rel=1e-3)
    warps = 4096 * 4096 // 32
    assert levels["l1"] == pytest.approx(warps * 32 * (4 + 5 + 5 + 4 + 4 + 4), rel=1e-3)
    assert prediction.bottleneck == "dram_bandwidth"
    # The DRAM queue at the utilisation the execution implies (M/D/1: lat_DRAM / 2 x rho / (1 - rho))
    # is the one the prediction waited in, and the execution is above the bandwidth time.
    # (the DRAM bytes the prediction moves: the boundary rows' idle warps make them 0.05 % fewer)
    dram_cycles = levels["dram"] / (320e9 / 1590e6)
    rho = dram_cycles / prediction.exec_cycles
    assert prediction.part.dram_queue_cycles == pytest.approx(501 / 2 * rho / (1 - rho), rel=1e-4)
    assert prediction.exec_us > 2 * 4096 * 4096 * 4 / 320e9 * 1e6
    assert prediction.time_us == pytest.approx(prediction.exec_us + _row(gpu, 8).intercept_us, rel=1e-9)


def test_l1_wavefronts_count_the_distinct_lines_of_a_request():
    """L1 wavefronts (one 128-B line per clock, analyzer.predict.traffic), by hand for 64 warps
    run 10 times: 32 consecutive floats (step 4 B) span 128 B = 1 line -> 640 wavefronts; every
    lane its own row (step 4096 B) -> 32 lines -> 20,480; step 8 B spans 31 x 8 + 4 = 252 B = 2
    lines -> 1280; a warp-uniform load -> 1 line -> 640; an unknown step with 8 sectors -> 2."""
    from analyzer.predict.traffic import lines_per_request, stream_traffic

    assert stream_traffic(_access("load", 4, 10), 10, 64, 8, 32).l1_wavefronts == 640
    rows = _access("load", 4096, 10, coalesced=False, sectors=32)
    assert stream_traffic(rows, 10, 64, 8, 32).l1_wavefronts == 20480
    assert stream_traffic(_access("load", 8, 10, sectors=8), 10, 64, 8, 32).l1_wavefronts == 1280
    assert stream_traffic(_access("load", 0, 10, sectors=1), 10, 64, 8, 32).l1_wavefronts == 640
    assert lines_per_request(_access("load", None, sectors=8), 32) == 2


def test_row_per_lane_loads_are_bound_by_l1_wavefronts():
    """Mat-vec shape: one block of one warp, each lane reading its own row (step 4096 B), 1000
    executions per thread. By hand on the toy GPU (1 GHz, l1_bandwidth_per_sm 128 B/clk): bytes
    32 sectors x 32 B x 1000 / 128 = 8,000 cycles, wavefronts 32 x 1000 = 32,000 cycles, which
    binds (issue 100, path 500 cycles are far below): 32 us, and one SM launch interval for the
    block's launch, 0.001 us x 4 SMs."""
    model = replace(kernel_model(latency=500, issue_delay=100),
                    accesses=(_access("load", 4096, 1000, coalesced=False, sectors=32),))
    gpu = toy_gpu()
    prediction = predict(model, gpu, Launch((1, 1, 1), (32, 1, 1)), PredictOptions(timing_model="kt"))
    assert gpu.l1_bandwidth_per_sm == pytest.approx(128e9)
    assert prediction.bottleneck == "l1_bandwidth"
    assert prediction.exec_us == pytest.approx(32.004)


def _model_of(tmp_path: Path, ptx: str):
    """The unbound kernel model of the only kernel of a hand-written PTX text."""
    path = tmp_path / "kernel.ptx"
    path.write_text(ptx)
    module = load_module(path)
    return build_kernel_model(module, module.kernels[0], {}, 0)


CONSTANT_PTX = """
.version 8.0
.target sm_75
.address_size 64
.const .align 4 .b8 weights[16];
.visible .entry scale(.param .u64 out, .param .u64 in)
{
    .reg .b32 %r<4>;
    .reg .f32 %f<6>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [in];
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd3, %r1, 4;
    add.s64 %rd4, %rd2, %rd3;
    ld.global.f32 %f1, [%rd4];
    ld.const.f32 %f2, [weights];
    ld.const.f32 %f3, [weights+4];
    mov.u64 %rd6, weights;
    add.s64 %rd7, %rd6, %rd3;
    ld.const.f32 %f4, [%rd7];
    fma.rn.f32 %f5, %f1, %f2, %f3;
    add.f32 %f5, %f5, %f4;
    add.s64 %rd5, %rd1, %rd3;
    st.global.f32 [%rd5], %f5;
    ret;
}
"""


def test_constant_bank_loads_at_fixed_addresses_are_operands(tmp_path):
    """Hand-written PTX: two ``ld.param`` and two ``ld.const`` at fixed addresses (``[weights]``,
    ``[weights+4]``) become ``c[bank][offset]`` operands in machine code: 4 operand loads. The third
    ``ld.const`` takes its address from a register (indexed by the thread): a real LDC, issued.
    kt's issue count drops the 4: of the 16 PTX instructions (ret included) 12 take the dispatch
    port (the toy GPU issues every class in 1 cycle, so the port binds); method C still counts
    every PTX instruction (kp unchanged)."""
    model = _model_of(tmp_path, CONSTANT_PTX)
    assert model.operand_loads.evaluate({}) == 4
    assert model.count(ExecClass.LD_CONST).evaluate({}) == 3
    from analyzer.predict.issue import pipe_issue_cycles

    gpu = toy_gpu()
    assert model.instructions.evaluate({}) == 16
    issue, how = pipe_issue_cycles(model, gpu, {})
    assert (issue, how) == (12, "dispatch (one instruction per cycle)")


def test_local_memory_footprint_beyond_l1_and_l2_goes_down_the_hierarchy():
    """Local memory by hand (analyzer.predict.traffic.local_traffic): 1,000 four-byte local
    accesses per thread (600 ld.local = 2,400 B, 400 st.local = 1,600 B), 128 B of local memory
    per thread, 64 warps of 32 lanes. One 128-B line per warp access: L1 64 x 32 x 4,000 =
    8,192,000 B. 1024 resident threads per SM hold 131,072 B against a 32,768-B L1: 3/4 of the
    loads miss to L2, and every store writes through: 2,048 threads x (2,400 x 3/4 + 1,600) =
    6,963,200 B; 4 SMs hold 524,288 B against a 262,144-B L2: half of that goes to DRAM
    (3,481,600 B)."""
    from analyzer.predict.traffic import local_traffic

    counts = ((ExecClass.LD_LOCAL, as_expr(600)), (ExecClass.ST_LOCAL, as_expr(400)))
    model = replace(kernel_model(latency=1, issue_delay=1, counts=counts), local_bytes=128,
                    local_load_bytes=as_expr(2400), local_store_bytes=as_expr(1600))
    stream = local_traffic(model, {}, 64, 1.0, 32, 1024, 32768, 4, 262144)
    assert (stream.l1_bytes, stream.l2_bytes, stream.dram_bytes) == (8192000, 6963200, 3481600)
    assert stream.l1_wavefronts == 64000
    assert local_traffic(replace(model, local_bytes=0), {}, 64, 1.0, 32, 1024, 32768, 4, 262144) is None


def test_local_vector_accesses_move_their_width():
    """An ld.local.v2.f32 moves 8 B per lane: 100 of them per thread are 100 x 32 x 8 = 25,600 B
    per warp, two 128-B lines per request (200 wavefronts per warp)."""
    from analyzer.predict.traffic import local_traffic

    counts = ((ExecClass.LD_LOCAL, as_expr(100)),)
    model = replace(kernel_model(latency=1, issue_delay=1, counts=counts), local_bytes=64,
                    local_load_bytes=as_expr(800))
    stream = local_traffic(model, {}, 1, 1.0, 32, 32, 1 << 20, 1, 1 << 30)
    assert (stream.l1_bytes, stream.l2_bytes, stream.l1_wavefronts) == (25600, 0, 200)


DIVISION_PTX = """
.version 8.0
.target sm_75
.address_size 64
.visible .entry ratio(.param .u64 out, .param .u64 in)
{
    .reg .b32 %r<4>;
    .reg .f32 %f<5>;
    .reg .b64 %rd<6>;
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [in];
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd3, %r1, 4;
    add.s64 %rd4, %rd2, %rd3;
    ld.global.f32 %f1, [%rd4];
    ld.global.f32 %f2, [%rd4+128];
    div.rn.f32 %f3, %f1, %f2;
    rem.u32 %r2, %r1, 3;
    cvt.rn.f32.u32 %f4, %r2;
    add.f32 %f3, %f3, %f4;
    add.s64 %rd5, %rd1, %rd3;
    st.global.f32 [%rd5], %f3;
    ret;
}
"""


def test_multi_instruction_ptx_operations_issue_their_sass_sequence(tmp_path):
    """Hand-written PTX with one ``div.rn.f32`` and one ``rem.u32`` per thread among 14 PTX
    instructions (``ret`` included). The RTX 2080 Ti model (sm_75, microbench_data/sass.csv,
    measured with ptxas 13) expands them to 11 and 8 SASS instructions: with every class issued in
    one cycle the dispatch port issues 14 - 2 (the ld.param operands) + 10 + 7 = 29 instructions
    per warp, not 12."""
    model = _model_of(tmp_path, DIVISION_PTX)
    operations = {name: count.evaluate({}) for name, _, count in model.operations}
    assert operations == {"div.rn.f32": 1, "rem.u32": 1}
    gpu = load_gpu("rtx-2080ti")
    assert (gpu.sass_instructions["div.rn.f32"], gpu.sass_instructions["rem.u32"]) == (11, 8)
    from analyzer.predict.issue import pipe_issue_cycles

    uniform = replace(gpu, issue_delay={name: 1.0 for name in gpu.issue_delay})
    assert model.instructions.evaluate({}) == 14
    assert pipe_issue_cycles(model, uniform, {}) == (29, "dispatch (one instruction per cycle)")


@pytest.mark.parametrize("opcode, type_name, expected", [
    ("div.rn.ftz.f32", "f32", "div.rn.ftz.f32"), ("rem.s64", "s64", "rem.s64"), ("sqrt.approx.sat.f32", "f32",
                                                                                 "sqrt.approx.f32"),
    ("fdiv", "f64", "div.rn.f64"), ("sdiv", "s32", "div.s32"), ("urem", "u64", "rem.u64"), ("fadd", "f32", None),
    ("add.f32", "f32", None)])
def test_sass_operation_names_ptx_and_llvm_operations(opcode, type_name, expected):
    """The lookup key of GpuModel.sass_instructions for PTX opcodes and LLVM IR opcodes."""
    from analyzer.analysis.quantities.counts import sass_operation
    from analyzer.ir import Instruction

    instruction = Instruction(opcode=opcode, op="div", exec_class=ExecClass.FP32, type=type_name)
    assert sass_operation(instruction) == expected


def test_unrolled_copies_of_a_loop_access_move_their_joint_footprint_once():
    """Two loads of one array in loop L1 (4 trips, 1024 B per trip), 16 B-wide lanes apart by 4 B,
    at offsets 0 and 64 (the unrolled copies of a staging loop), blocks of 16 x 16 threads over a
    64 x 64 grid. By hand, each copy spans 4 x 15 + 16384 x 15 + 256 x 63 + 262144 x 63 + 1024 x 3
    + 4 = 16,780,096 B; together they span 64 B more, 16,780,160 B, which DRAM moves once (their
    requests, 2 x 32,768 warps x 4 x 128 B, are more); the second copy moves nothing more."""
    from analyzer.analysis.kernel_model import LoopInfo
    from analyzer.predict.traffic import kernel_traffic

    steps = ((4, 16), (16384, 16), (0, 1), (256, 64), (262144, 64), (0, 1))
    first = replace(_access("load", 4, 4), base="in", offset_bytes=0, index_steps=steps, loop_steps=(("L1", 1024),))
    second = replace(first, line=2, offset_bytes=64)
    loop = LoopInfo("L1", "loop", 1, 1, None, as_expr(4), False, "test")
    model = replace(kernel_model(latency=1, issue_delay=1), accesses=(first, second), loops=(loop,))
    traffic = kernel_traffic(model, {}, 32768, 4096, 32)
    assert [stream.dram_bytes for stream in traffic.streams] == [16780160, 0]
    assert traffic.l1_bytes == 2 * 32768 * 4 * 128


def test_lines_per_request_from_lane_addresses():
    """A 2 x 16 block's warp reads 2 floats in each of 16 rows 16 KiB apart: 16 sectors in 16
    distinct lines (16 L1 wavefronts), not the 4 lines its 16 sectors would fill if contiguous."""
    from analyzer.analysis.quantities.coalescing import _lines, _sectors
    from analyzer.predict.traffic import lines_per_request

    addresses = [row * 16384 + column * 4 for row in range(16) for column in range(2)]
    assert (_sectors(addresses, 4), _lines(addresses, 4)) == (16, 16)
    access = replace(_access("load", 4, sectors=16), lines_per_request=_lines(addresses, 4))
    assert lines_per_request(access, 32) == 16


def test_stores_of_one_array_share_their_sectors():
    """A 2-thread-wide block's tile of 7 outputs per thread (offsets 0, 8, ..., 48 B): seven stores
    of one array, each 16 sectors per request over 16 rows, fill each other's sectors. By hand:
    each store requests 8192 warps x 16 x 32 B = 4,194,304 B (29,360,128 B for the seven); each
    spans 4 x 1 + 16384 x 15 + 56 x 63 + 262144 x 63 + 4 = 16,764,368 B (16,764,384 in sectors),
    all seven 48 B more: DRAM moves 16,764,432 B once, carried by the first store."""
    from analyzer.predict.traffic import kernel_traffic

    steps = ((4, 2), (16384, 16), (0, 1), (56, 64), (262144, 64), (0, 1))
    stores = tuple(replace(_access("store", 4, 1, sectors=16), line=10 + copy, base="out", offset_bytes=8 * copy,
                           index_steps=steps, loop_steps=()) for copy in range(7))
    model = replace(kernel_model(latency=1, issue_delay=1), accesses=stores)
    traffic = kernel_traffic(model, {}, 8192, 4096, 32)
    assert [stream.dram_bytes for stream in traffic.streams] == [16764432] + [0] * 6
    assert traffic.streams[1].stream_class == "store, in the footprint of line 10"


def test_explanation_names_the_issue_sources(tmp_path):
    """The kt explanation traces the issue count to the folded operand loads and to the GPU model
    entry of each expanded operation (DIVISION_PTX on the RTX 2080 Ti: 2 ld.param operands, one
    div.rn.f32 of 11 and one rem.u32 of 8 SASS instructions)."""
    model = _model_of(tmp_path, DIVISION_PTX)
    prediction = predict(model, load_gpu("rtx-2080ti"), Launch((1, 1, 1), (32, 1, 1)), PredictOptions(timing_model="kt"))
    line = next(text for text in prediction.explanation if text.startswith("per warp"))
    assert "2 constant-bank operand loads per thread not issued" in line
    assert "1 div.rn.f32 per thread x 11 SASS instructions (sass_instructions.div.rn.f32)" in line
    assert "1 rem.u32 per thread x 8 SASS instructions (sass_instructions.rem.u32)" in line


def test_loop_loads_without_steps_read_inside_a_known_footprint_of_their_array():
    """A loop load of array ``in`` whose steps the analysis does not know (a loop-carried pointer)
    beside one whose footprint it knows (as in the unrolled-copies test: 16,780,096 B, capped by its
    requests 32,768 warps x 4 x 128 B = 16,777,216 B): the unknown one adds no DRAM bytes of its
    own; without the known one it would add its one pass (32,768 x 128 B)."""
    from analyzer.analysis.kernel_model import LoopInfo
    from analyzer.predict.traffic import kernel_traffic

    steps = ((4, 16), (16384, 16), (0, 1), (256, 64), (262144, 64), (0, 1))
    known = replace(_access("load", 4, 4), base="in", offset_bytes=0, index_steps=steps, loop_steps=(("L1", 1024),))
    unknown = replace(_access("load", None, 4), line=2, base="in", offset_bytes=None)
    loop = LoopInfo("L1", "loop", 1, 1, None, as_expr(4), False, "test")
    model = replace(kernel_model(latency=1, issue_delay=1), accesses=(known, unknown), loops=(loop,))
    traffic = kernel_traffic(model, {}, 32768, 4096, 32)
    assert [stream.dram_bytes for stream in traffic.streams] == [16777216, 0]
    assert traffic.streams[1].stream_class == "reused in a loop, in the footprint of line 1"
    alone = kernel_traffic(replace(model, accesses=(unknown,)), {}, 32768, 4096, 32)
    assert alone.streams[0].dram_bytes == 32768 * 128


@settings(max_examples=60, deadline=None)
@given(st.floats(1e2, 1e7), st.floats(0.0, 1e7), st.floats(1.0, 1e6))
def test_fixed_point_solver_finds_the_quadratic_root(dram, chain, queue):
    """E = A + B D / (E - D) (the loaded-latency fixed point of one wave group) has the larger
    root of E^2 - (A + D) E + (A - B) D = 0; the solver's root agrees to 1e-6."""
    from analyzer.predict.roots import decreasing_root

    def excess(value):
        return chain + queue * dram / (value - dram) - value

    expected = ((chain + dram) + math.sqrt((chain + dram) ** 2 - 4 * dram * (chain - queue))) / 2
    high = max(dram, chain) * 1.01 + 1.0
    while excess(high) > 0:
        high *= 2
    assert decreasing_root(excess, dram * (1 + 1e-9), high) == pytest.approx(expected, rel=1e-6)


def test_register_spills_issue_on_the_lsu_pipe_and_move_local_memory():
    """ptxas spills (not in the PTX) by hand: 100 fp32 instructions per thread and 1,600 B of spill
    stores and loads = 400 four-byte spill instructions (executed once each in straight-line
    code). With st_local at 4 cycles per warp on the toy GPU the LSU pipe takes 400 x 4 = 1,600
    cycles, above the dispatch port's 100 + 400 = 500. Local traffic: 64 warps x 400 requests x
    128 B = 3,276,800 B through L1; a 2,048-B stack frame for 1024 resident threads is 2 MiB per SM
    against a 32,768-B L1: 1 - 32,768 / 2,097,152 = 98.4375 % of the 800 B of spill loads misses
    to L2, and the 800 B of spill stores write through."""
    from analyzer.predict.issue import pipe_issue_cycles
    from analyzer.predict.traffic import local_traffic

    counts = ((ExecClass.FP32, as_expr(100)),)
    model = replace(kernel_model(latency=1, issue_delay=1, counts=counts), spill_bytes=1600, stack_bytes=2048,
                    spill_store_bytes=800)
    assert model.spill_instructions == 400
    gpu = toy_gpu(issue_delay={**toy_gpu().issue_delay, "st_local": 4})
    assert pipe_issue_cycles(model, gpu, {}) == (1600, "lsu pipe")
    assert pipe_issue_cycles(replace(model, spill_bytes=0), gpu, {}) == (100, "dispatch (one instruction per cycle)")
    stream = local_traffic(model, {}, 64, 1.0, 32, 1024, 32768, 4, 1 << 30)
    assert stream.l1_bytes == 64 * 400 * 128
    assert stream.l2_bytes == pytest.approx(64 * 32 * (800 * (1 - 32768 / 2097152) + 800))
    assert stream.dram_bytes == 0


def test_local_memory_ptxas_keeps_in_registers_moves_no_bytes():
    """A 64-B local array that ptxas promotes to registers (``ptxas -v``: 0 bytes stack frame, as
    for KTT's CoulombSum3d with a partially unrolled inner loop): no local traffic; its 200
    ld.local + 200 st.local per thread still issue as in the PTX (4 cycles each on the LSU pipe of
    the toy GPU: 1,600 cycles), and the explanation says why."""
    from analyzer.predict.issue import pipe_issue, pipe_issue_cycles
    from analyzer.predict.traffic import local_traffic

    counts = ((ExecClass.LD_LOCAL, as_expr(200)), (ExecClass.ST_LOCAL, as_expr(200)))
    gpu = toy_gpu(issue_delay={**toy_gpu().issue_delay, "ld_local": 4, "st_local": 4})
    spilled = replace(kernel_model(latency=1, issue_delay=1, counts=counts), local_bytes=64,
                      local_load_bytes=as_expr(800), local_store_bytes=as_expr(800), stack_from_ptxas=True,
                      stack_bytes=64)
    promoted = replace(spilled, stack_bytes=0)
    assert not spilled.local_in_registers and promoted.local_in_registers
    assert not replace(promoted, stack_from_ptxas=False).local_in_registers
    assert pipe_issue_cycles(spilled, gpu, {}) == pipe_issue_cycles(promoted, gpu, {}) == (1600, "lsu pipe")
    assert "in registers" in pipe_issue(promoted, gpu, {}).sources
    assert local_traffic(spilled, {}, 1, 1.0, 32, 32, 0, 1, 0).l1_bytes == 32 * 1600
    assert local_traffic(promoted, {}, 1, 1.0, 32, 32, 0, 1, 0) is None


def test_integer_multiplies_issue_on_the_fma_pipe_from_volta():
    """100 int instructions per thread of which 60 are mul/mad, and 10 fp32, with int at 4 cycles
    per warp instruction: on compute capability >= 7.0 the IMADs take the FMA pipe (10 + 60 x 4 =
    250 cycles) and the ALU keeps 40 x 4 = 160; before Volta the ALU takes all 400."""
    from analyzer.predict.issue import pipe_issue_cycles

    counts = ((ExecClass.INT, as_expr(100)), (ExecClass.FP32, as_expr(10)))
    model = replace(kernel_model(latency=1, issue_delay=1, counts=counts), int_multiplies=as_expr(60))
    gpu = toy_gpu(issue_delay={**toy_gpu().issue_delay, "int": 4})
    assert pipe_issue_cycles(model, gpu, {}) == (250, "fma pipe")
    assert pipe_issue_cycles(model, replace(gpu, compute_capability=(6, 1)), {}) == (400, "alu pipe")


def test_barrier_phases_pay_the_issue_of_the_sms_warps():
    """A block of 16 warps (512 threads) on the toy GPU (4 processing blocks, fp32 issued in 1
    cycle, 1 GHz), 100 fp32 instructions per thread in two barrier phases of 30 and 70 with critical
    paths 150 and 100 cycles (``time`` = 250). The issue unit: 4 warps per processing block x 100
    issue cycles / 100 instructions = 4 cycles per instruction, so the synchronised path is
    max(150, 30 x 4) + max(100, 70 x 4) = 150 + 280 = 430 cycles, above the SM's issue bound
    (4 x 100 = 400) that the plain path would leave binding. 4 blocks on 4 SMs: one wave of 430
    cycles plus the blocks' launch (one SM launch interval of the 4-warp row: 0.002 us x 4 SMs =
    8 cycles) = 0.438 us,
    and the 3-us intercept in series: 3.438 us."""
    from analyzer.symbolic import max_, sym

    issue_unit = sym("issue_phase")
    model = replace(kernel_model(latency=250, issue_delay=100, counts=((ExecClass.FP32, as_expr(100)),),
                                 instructions=100),
                    synchronised_latency=max_(150, 30 * issue_unit) + max_(100, 70 * issue_unit))
    launch = Launch((4, 1, 1), (512, 1, 1))
    prediction = predict(model, toy_gpu(), launch, PredictOptions(timing_model="kt"))
    assert prediction.bottleneck == "latency"
    assert prediction.exec_us == pytest.approx(0.438)
    assert prediction.time_us == pytest.approx(3.438)
    plain = predict(replace(model, synchronised_latency=None), toy_gpu(), launch, PredictOptions(timing_model="kt"))
    assert plain.bottleneck == "issue" and plain.exec_us == pytest.approx(0.408)
    assert "each phase between barriers at least the issue of the SM's 4 warps per issue port, in step: 4 cycles" \
        in prediction.explanation[2]


def test_blocks_in_step_pay_each_phase_together():
    """The blocks of a wave start together and reach their barriers together, so a phase costs at
    least its instructions issued by every warp the SM holds. Blocks of 16 warps on the toy GPU
    (4 processing blocks, 2,048 threads per SM: 4 such blocks fit), 100 fp32 instructions per thread
    in phases of 30 and 70 with critical paths 300 and 100 cycles.

    4 blocks on 4 SMs, one per SM: 4 warps per issue port, 4 cycles per instruction; the path is
    max(300, 30 x 4) + max(100, 70 x 4) = 580 cycles, above the issue bound 4 x 100 = 400; with the
    blocks' launch (one wave, one SM launch interval: 0.002 us x 4 SMs = 8 cycles) 0.588 us.
    8 blocks on 4 SMs, two per SM:
    8 warps per port, 8 cycles per instruction; max(300, 240) + max(100, 560) = 860 cycles, above
    the issue bound 8 x 100 = 800 (a block alone would give 580 and leave the issue bound binding,
    0.816 us); with the wave's launch interval, 8 cycles, 0.868 us."""
    from analyzer.symbolic import max_, sym

    issue_unit = sym("issue_phase")
    model = replace(kernel_model(latency=400, issue_delay=100, counts=((ExecClass.FP32, as_expr(100)),),
                                 instructions=100),
                    synchronised_latency=max_(300, 30 * issue_unit) + max_(100, 70 * issue_unit))
    one = predict(model, toy_gpu(), Launch((4, 1, 1), (512, 1, 1)), PredictOptions(timing_model="kt"))
    assert one.bottleneck == "latency" and one.exec_us == pytest.approx(0.588)
    two = predict(model, toy_gpu(), Launch((8, 1, 1), (512, 1, 1)), PredictOptions(timing_model="kt"))
    assert two.blocks_per_sm == 4 and two.wave_groups[0].blocks_per_sm == 2
    assert two.bottleneck == "latency" and two.exec_us == pytest.approx(0.868)
    assert "the SM's 8 warps per issue port, in step: 8 cycles per instruction" in " ".join(two.explanation)


def test_loads_spanning_several_lines_wait_for_their_last_line():
    """Hong and Kim's departure delay at the L1's line rate (kt_work.line_departure). One warp
    (one block of 32 threads) runs a chain of 1,000 dependent loads (path ``1000 x lat_ld_global``)
    on the toy GPU (L1 30, DRAM 500 cycles).

    Each lane reading its own row (step 4096 B): 32 lines a request, so every load waits
    32 - 1 = 31 cycles more. Its stream moves 1,024,000 B through L1 and 128,000 B from DRAM
    (hit fractions L1 0.875, L2 0), so the mean access latency is 0.875 x 30 + 0.125 x 500 + 31 =
    119.75 cycles and the path 119,750. A coalesced twin (step 4 B, one line) waits nothing extra:
    128,000 B through L1, 128 B from DRAM, 0.999 x 30 + 0.001 x 500 = 30.47. Mixed with 3,000
    coalesced loads per thread, the mean over the 4,000 loads is 31 x 1000 / 4000 = 7.75 cycles;
    stores add nothing."""
    from analyzer.predict.kt_work import line_departure
    from analyzer.symbolic import mul, sym

    chain = mul(1000, sym("lat_ld_global"))
    rows = _access("load", 4096, 1000, coalesced=False, sectors=32)

    def model_of(*accesses):
        return replace(kernel_model(latency=chain, issue_delay=100, load=4000), accesses=accesses)

    def details(model):
        return predict(model, toy_gpu(), Launch((1, 1, 1), (32, 1, 1)), PredictOptions(timing_model="kt")).part

    assert details(model_of(rows)).mean_latency_cycles == pytest.approx(119.75)
    assert details(model_of(rows)).unloaded_warp_latency_cycles == pytest.approx(119_750)
    assert details(model_of(_access("load", 4, 1000))).mean_latency_cycles == pytest.approx(30.47)
    mixed = model_of(rows, _access("load", 4, 3000), _access("store", 4096, 500, coalesced=False, sectors=32))
    assert line_departure(mixed, {}, 32) == pytest.approx(7.75)
    assert line_departure(model_of(_access("load", 0, 1000, sectors=1)), {}, 32) == 0.0  # warp-uniform: one line
