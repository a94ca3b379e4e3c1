"""The MWP-CWP model of Hong and Kim, "An analytical model for a GPU architecture with
memory-level and thread-level parallelism awareness" (ISCA 2009), the baseline Kleimenov and Popova 2021 compare
method C with.

Equations (the paper's names): ``Mem_L_Uncoal = Mem_LD + (#Uncoal_per_mw - 1) *
Departure_del_uncoal``; ``Mem_L = Mem_LD * w_coal + Mem_L_Uncoal * w_uncoal``;
``Departure_delay = Departure_del_uncoal * #Uncoal_per_mw * w_uncoal + Departure_del_coal *
w_coal``; ``MWP_Without_BW = Mem_L / Departure_delay``; ``BW_per_warp = Freq *
Load_bytes_per_warp / Mem_L``; ``MWP_peak_BW = Mem_Bandwidth / (BW_per_warp * #ActiveSM)``;
``MWP = min(MWP_Without_BW, MWP_peak_BW, N)``; ``Comp_cycles = #Issue_cycles * #total_insts``;
``Mem_cycles = Mem_L_Uncoal * #Uncoal_Mem_insts + Mem_LD * #Coal_Mem_insts``; ``CWP =
min((Mem_cycles + Comp_cycles) / Comp_cycles, N)``; three cases for ``Exec_cycles_app``;
``Synch_cost = Departure_delay * (MWP - 1) * #synch_insts * #Active_blocks_per_SM * #Rep``.
``MWP_Without_BW`` is not rounded (KLARAPTOR's implementation takes its ceiling); ``#Rep`` is
rounded up to whole waves.

Mapping onto the GPU model (the paper's GPUs had one issue pipeline per SM and no caches):
a processing block plays the role of the paper's SM (``N`` = active warps per SM / processing
blocks, ``#ActiveSM`` = busy SMs * processing blocks); ``Mem_LD`` = the hit-weighted coalesced
latency ``l1pct*l1_latency + l2pct*l2_latency + drampct*dram_latency``; ``Departure_del_uncoal``
= Kleimenov and Popova's ``delay_dep = (uncoalesced_latency - dram_latency) / 28``; ``Departure_del_coal`` =
``issue_delay.ld_global``; ``#Issue_cycles`` = the kernel model's issue delay / instructions;
``Load_bytes_per_warp`` = DRAM bytes per warp memory instruction; ``Freq`` = ``sm_clock_mhz``.
A kernel without global memory instructions falls in the third case with ``Mem_L = 0``.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

from analyzer.gpu.gpu_model import GpuModel
from analyzer.predict.bind import BoundKernel
from analyzer.predict.launch import launch_time
from analyzer.predict.memory import MemoryShares, level_split, traffic_per_thread
from analyzer.predict.timing_model import HitFractionModel
from analyzer.predict.records import Launch, LevelBreakdown, ModelPart, Prediction, Residency, WaveTime
from analyzer.predict.terms import Term, WarpCosts, sum_of
from analyzer.predict.waves import sync_delay


@dataclass(frozen=True)
class MwpCwpInputs:
    """Inputs of Hong and Kim's model, per warp and per (paper) SM."""

    warps_per_sm: float  # N
    active_sms: float  # #Active_SMs
    active_blocks_per_sm: float
    blocks: int  # #Blocks in the grid
    blocks_per_wave: int  # #Active_blocks_per_SM * SMs, in blocks
    comp_insts: float
    coal_mem_insts: float
    uncoal_mem_insts: float
    synch_insts: float
    uncoal_per_mw: float
    mem_ld: float
    departure_del_coal: float
    departure_del_uncoal: float
    issue_cycles: float
    freq_hz: float
    mem_bandwidth: float  # bytes/s
    load_bytes_per_warp: float


@dataclass(frozen=True)
class MwpCwpResult:
    """Intermediate quantities and the cycle count of the model; ``case`` 1, 2 or 3;
    ``per_rep_parts``: the addends of the case's ``Exec_cycles`` per repetition, named."""

    mem_l_uncoal: float
    mem_l: float
    departure_delay: float
    mwp_without_bw: float
    mwp_peak_bw: float
    mwp: float
    comp_cycles: float
    mem_cycles: float
    cwp: float
    rep: int
    case: int
    exec_cycles: float
    synch_cost: float
    total_cycles: float
    per_rep_parts: tuple[tuple[str, float], ...]


def mwp_cwp(inputs: MwpCwpInputs) -> MwpCwpResult:
    """Hong and Kim 2009: MWP, CWP, the three cases and the synchronisation cost (equations in
    the module docstring)."""
    n = inputs.warps_per_sm
    mem_insts = inputs.coal_mem_insts + inputs.uncoal_mem_insts
    w_coal = inputs.coal_mem_insts / mem_insts if mem_insts else 0.0
    w_uncoal = inputs.uncoal_mem_insts / mem_insts if mem_insts else 0.0
    mem_l_uncoal = inputs.mem_ld + (inputs.uncoal_per_mw - 1.0) * inputs.departure_del_uncoal
    mem_l = inputs.mem_ld * w_coal + mem_l_uncoal * w_uncoal
    departure = inputs.departure_del_uncoal * inputs.uncoal_per_mw * w_uncoal + inputs.departure_del_coal * w_coal
    mwp_without_bw = mem_l / departure if departure > 0 else n
    if mem_l > 0 and inputs.load_bytes_per_warp > 0:
        bw_per_warp = inputs.freq_hz * inputs.load_bytes_per_warp / mem_l
        mwp_peak_bw = inputs.mem_bandwidth / (bw_per_warp * inputs.active_sms)
    else:
        mwp_peak_bw = math.inf
    mwp = min(mwp_without_bw, mwp_peak_bw, n)
    comp_cycles = inputs.issue_cycles * (inputs.comp_insts + mem_insts)
    mem_cycles = mem_l_uncoal * inputs.uncoal_mem_insts + inputs.mem_ld * inputs.coal_mem_insts
    cwp = min((mem_cycles + comp_cycles) / comp_cycles, n) if comp_cycles > 0 else n
    rep = math.ceil(inputs.blocks / inputs.blocks_per_wave)
    if mem_insts == 0:
        case, parts = 3, (("Comp_cycles x N", comp_cycles * n),)
    elif mwp == n and cwp == n:
        case, parts = 1, (("Mem_cycles", mem_cycles), ("Comp_cycles", comp_cycles),
                          ("Comp_cycles / #Mem_insts x (MWP - 1)", comp_cycles / mem_insts * (mwp - 1)))
    elif cwp >= mwp or comp_cycles > mem_cycles:
        case, parts = 2, (("Mem_cycles x N / MWP", mem_cycles * n / mwp),
                          ("Comp_cycles / #Mem_insts x (MWP - 1)", comp_cycles / mem_insts * (mwp - 1)))
    else:
        case, parts = 3, (("Mem_L", mem_l), ("Comp_cycles x N", comp_cycles * n))
    per_rep = sum(value for _name, value in parts)
    exec_cycles = per_rep * rep
    synch_cost = departure * (mwp - 1) * inputs.synch_insts * inputs.active_blocks_per_sm * rep
    return MwpCwpResult(mem_l_uncoal, mem_l, departure, mwp_without_bw, mwp_peak_bw, mwp, comp_cycles, mem_cycles,
                        cwp, rep, case, exec_cycles, synch_cost, exec_cycles + synch_cost, parts)


def inputs_for(kernel: BoundKernel, gpu: GpuModel, launch: Launch, residency: Residency,
               shares: MemoryShares) -> MwpCwpInputs:
    """Map a bound kernel, GPU model and launch onto Hong and Kim's inputs (module docstring)."""
    processing_blocks = gpu.processing_blocks_per_sm
    warps_per_block = launch.warps_per_block(gpu.warp_size)
    blocks_per_sm = residency.blocks_per_sm
    busy_sms = min(gpu.sm_count, math.ceil(launch.grid_blocks / blocks_per_sm))
    mem_insts = kernel.memory_instructions
    dram_bytes_per_warp = traffic_per_thread(kernel, shares)["dram"] * gpu.warp_size
    return MwpCwpInputs(
        warps_per_sm=math.ceil(min(blocks_per_sm, launch.grid_blocks) * warps_per_block / processing_blocks),
        active_sms=busy_sms * processing_blocks,
        active_blocks_per_sm=blocks_per_sm,
        blocks=launch.grid_blocks,
        blocks_per_wave=blocks_per_sm * gpu.sm_count,
        comp_insts=max(0.0, kernel.instructions - mem_insts),
        coal_mem_insts=kernel.coalesced_memory_instructions,
        uncoal_mem_insts=mem_insts - kernel.coalesced_memory_instructions,
        synch_insts=kernel.syncs,
        uncoal_per_mw=kernel.uncoalesced_sectors_per_request,
        mem_ld=(shares.l1_served * gpu.l1_latency + shares.l2_served * gpu.l2_latency
                + shares.dram_served * gpu.dram_latency),
        departure_del_coal=float(gpu.issue_delay.get("ld_global", 1.0)),
        departure_del_uncoal=sync_delay(gpu),
        issue_cycles=kernel.issue_delay / kernel.instructions if kernel.instructions else 1.0,
        freq_hz=gpu.sm_clock_mhz * 1e6,
        mem_bandwidth=gpu.dram_bandwidth,
        load_bytes_per_warp=dram_bytes_per_warp / mem_insts if mem_insts else 0.0,
    )


@dataclass(frozen=True)
class MwpCwpPart(ModelPart):
    """What Hong and Kim's model alone computes: its ``inputs`` and ``result`` (the case, MWP,
    CWP and the cycles of each step of their Section 3)."""

    inputs: MwpCwpInputs
    result: MwpCwpResult

    def to_json(self) -> dict:
        """The JSON object ``details`` (an infinite MWP or CWP as null)."""
        return {"inputs": _finite(asdict(self.inputs)), "result": _finite(asdict(self.result)),
                "case": self.result.case}


def _finite(values: dict) -> dict:
    """``values`` with each infinite float replaced by None (JSON has no infinity)."""
    return {key: (None if isinstance(value, float) and math.isinf(value) else value) for key, value in values.items()}


CASE_TEXT = {1: "case 1 (MWP = CWP = N: not enough warps to hide latency)",
             2: "case 2 (CWP >= MWP or Comp_cycles > Mem_cycles: Mem_cycles * N/MWP + overlap)",
             3: "case 3 (MWP > CWP: computation bound)"}


class MwpCwpModel(HitFractionModel):
    """Hong and Kim 2009 (module docstring) with method C's launch regression."""

    name = "mwp-cwp"
    title = "MWP-CWP, Hong and Kim 2009"

    def predict_shares(self, bound: BoundKernel, launch: Launch, gpu: GpuModel, residency: Residency,
                       shares: MemoryShares) -> Prediction:
        """Hong and Kim's prediction plus method C's launch regression."""
        return predict_mwp_cwp(bound, gpu, launch, residency, shares)


def predict_mwp_cwp(kernel: BoundKernel, gpu: GpuModel, launch: Launch, residency: Residency,
                    shares: MemoryShares) -> Prediction:
    """Hong and Kim's prediction plus method C's launch regression, as a ``Prediction``."""
    inputs = inputs_for(kernel, gpu, launch, residency, shares)
    result = mwp_cwp(inputs)
    warps_per_block = launch.warps_per_block(gpu.warp_size)
    launch_estimate = launch_time(gpu, warps_per_block, launch.grid_blocks)
    exec_us = gpu.cycles_to_us(result.total_cycles)
    if result.case == 2 and result.cwp >= result.mwp:
        bottleneck = "dram_bandwidth" if result.mwp == result.mwp_peak_bw else "latency"
    elif result.case == 2:
        bottleneck = "issue"
    else:
        bottleneck = "latency" if result.case == 1 else "issue"
    if launch_estimate.time_us > exec_us:
        bottleneck = "launch"
    dram_bytes = traffic_per_thread(kernel, shares)["dram"] * launch.block_threads * launch.grid_blocks
    lines = (
        f"N = {inputs.warps_per_sm:g} warps per processing block (blocks/SM {residency.blocks_per_sm} x warps/block "
        f"{warps_per_block} / processing_blocks_per_sm {gpu.processing_blocks_per_sm}); #ActiveSM = {inputs.active_sms:g}",
        f"Mem_LD = {inputs.mem_ld:.1f} cycles (l1/l2/dram_latency weighted by hit fractions); Departure_del_coal = "
        f"{inputs.departure_del_coal:g} (issue_delay.ld_global); Departure_del_uncoal = {inputs.departure_del_uncoal:.2f} "
        f"((uncoalesced_latency - dram_latency)/28)",
        f"Mem_L = {result.mem_l:.1f}, Departure_delay = {result.departure_delay:.2f}, MWP_Without_BW = "
        f"{result.mwp_without_bw:.2f}, MWP_peak_BW = {result.mwp_peak_bw:.2f} (dram_bandwidth), MWP = {result.mwp:.2f}",
        f"Comp_cycles = {result.comp_cycles:.0f} (issue delay), Mem_cycles = {result.mem_cycles:.0f}, "
        f"CWP = {result.cwp:.2f}; {CASE_TEXT[result.case]}",
        f"#Rep = ceil(blocks {inputs.blocks:g} / blocks per wave {inputs.blocks_per_wave:g}) = {result.rep}",
    )
    breakdown = (LevelBreakdown("dram", dram_bytes, gpu.dram_bandwidth,
                                dram_bytes / gpu.dram_bandwidth * 1e6 if gpu.dram_bandwidth > 0 else None,
                                exec_us, gpu.dram_latency, inputs.mem_ld, 0, "dram_bandwidth; dram_latency"),)
    return Prediction(
        timing_model="mwp-cwp", gpu=gpu.id, kernel=kernel.kernel,
        time_us=launch_estimate.time_us + exec_us, launch_us=launch_estimate.time_us, exec_us=exec_us,
        exec_cycles=result.total_cycles, waves=result.rep, blocks_per_sm=residency.blocks_per_sm,
        occupancy=residency.occupancy, limiter=residency.limiter, warps_per_block=warps_per_block,
        grid_blocks=launch.grid_blocks, bottleneck=bottleneck, breakdown=breakdown,
        wave_groups=(WaveTime(result.rep, min(launch.grid_blocks, inputs.blocks_per_wave),
                              residency.blocks_per_sm, round(inputs.active_sms / gpu.processing_blocks_per_sm),
                              result.total_cycles / result.rep, bottleneck),),
        context=lines,
        terms=_time_term(inputs, result, launch_estimate.time_us * gpu.sm_clock_mhz, launch_estimate.how, gpu),
        warp=WarpCosts(result.comp_cycles, result.mem_cycles + result.comp_cycles, 0.0, result.mem_l,
                       level_split(gpu, shares, (0.0, 0.0, 0.0)), "issue" if bottleneck == "issue" else "critical path",
                       math.ceil(inputs.warps_per_sm)),
        part=MwpCwpPart(inputs, result),
    )


def _time_term(inputs: MwpCwpInputs, result: MwpCwpResult, launch_cycles: float, how: str, gpu: GpuModel) -> Term:
    """``time = launch + Exec_cycles_app + Synch_cost`` in cycles, ``Exec_cycles_app = #Rep x``
    the case's addends."""
    per_rep = tuple(Term(name, value, kernel_facts=(f"N = {inputs.warps_per_sm:g}", f"MWP = {result.mwp:.4g}",
                                                     f"CWP = {result.cwp:.4g}", f"Mem_L = {result.mem_l:.4g}",
                                                     f"Comp_cycles = {result.comp_cycles:.4g}",
                                                     f"Mem_cycles = {result.mem_cycles:.4g}"))
                    for name, value in result.per_rep_parts)
    exec_cycles = sum_of("Exec_cycles", per_rep, f"#Rep x the addends of {CASE_TEXT[result.case]}",
                         times=result.rep,
                         gpu_entries=("l1_latency", "l2_latency", "dram_latency", "dram_bandwidth", "issue_delay.*",
                                      f"processing_blocks_per_sm = {gpu.processing_blocks_per_sm}"))
    synch = Term("sync", result.synch_cost,
                 f"Departure_delay {result.departure_delay:.4g} x (MWP - 1) x #synch_insts {inputs.synch_insts:g} x "
                 f"blocks/SM {inputs.active_blocks_per_sm:g} x #Rep {result.rep}",
                 ("uncoalesced_latency", "dram_latency", "issue_delay.ld_global"))
    launch = Term("launch", launch_cycles, f"launch regression in series ({how})",
                  ("launch_overhead", f"sm_clock_mhz = {gpu.sm_clock_mhz:g}"))
    return sum_of("time", (launch, sum_of("execution", (exec_cycles, synch), "Exec_cycles + Synch_cost")),
                  "launch + execution")
