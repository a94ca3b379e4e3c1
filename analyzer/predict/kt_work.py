"""What the ``kt`` model computes for a launch before it times the waves, as named steps over
named records: the work the active warps do (``ActiveWork``), the memory path (traffic from the
access streams and the hit fractions it implies, ``MemoryPath``), the issue cost of a warp
(``IssueCost``), what a warp asks of the SM's shared memory and L1 (``SmDemand``), and the
whole-kernel bounds of the traffic.
``analyzer.predict.kt`` describes the model."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any, Mapping

from analyzer.analysis.kernel_model import KernelModel
from analyzer.analysis.interpreter.warps import interpolated_sum, sm_block_totals
from analyzer.gpu.gpu_model import GpuModel
from analyzer.predict.atomics import hot_set_atomic_rate, same_word_atomic_rate
from analyzer.predict.bind import BoundKernel, evaluated
from analyzer.predict.issue import pipe_issue
from analyzer.predict.memory import MemoryShares, bytes_per_cycle, memory_shares
from analyzer.predict.records import Launch, LevelBreakdown, ModelPart, Residency
from analyzer.predict.terms import Term
from analyzer.predict.traffic import Traffic, kernel_traffic, lines_per_request, local_traffic, with_stream


@dataclass(frozen=True)
class ActiveWork:
    """Blocks and warps that do work, and the share of the busiest warp's work an active warp
    executes: over the launch (``per_warp``: launch totals) and on the SM the block scheduler
    gives the most work (``per_warp_sm``: the per-SM bounds), with how they were found."""

    blocks: int
    warps_per_block: float
    per_warp: float
    how: str
    per_warp_sm: float | None = None

    @property
    def per_warp_busiest_sm(self) -> float:
        """``per_warp_sm``, or ``per_warp`` when every SM gets the same work."""
        return self.per_warp if self.per_warp_sm is None else self.per_warp_sm

    @property
    def warps(self) -> float:
        """Active warps in the grid."""
        return self.blocks * self.warps_per_block


def active_work(kernel_model: KernelModel, launch: Launch, warp_size: int, sm_count: int = 1) -> ActiveWork:
    """Active blocks, active warps per block and work per active warp from ``model.work``
    (the evaluator's profile), or the whole grid on the longest path when there is none; with
    per-warp work (``WorkProfile.warps``) also the work per active warp on the busiest of
    ``sm_count`` SMs (``busiest_sm_factor``)."""
    warps = launch.warps_per_block(warp_size)
    grid = launch.grid_blocks
    work = kernel_model.work
    if work is None:
        return ActiveWork(grid, float(warps), 1.0, "no work profile: every warp takes the longest path")
    blocks = min(grid, max(1, int(work.active_blocks)))
    active_warps = min(float(warps), max(1.0, float(work.active_warps_per_block)))
    per_warp = min(1.0, max(0.0, work.work_fraction) * grid * warps / (blocks * active_warps))
    how = (f"work profile: {blocks} of {grid} blocks active, {active_warps:g} of {warps} warps each, "
           f"work_fraction {work.work_fraction:.3f} -> {per_warp:.3f} of the busiest warp per active warp"
           + ("" if work.exact else " (inexact: some control flow depended on memory)"))
    per_warp_sm = None
    if work.warps is not None:
        factor = busiest_sm_factor(work.warps.block_work, grid, sm_count)
        if factor > 1.0 + 1e-9:
            per_warp_sm = min(1.0, per_warp * factor)
            how += (f"; the busiest SM's blocks (block b on SM b mod {sm_count}) do {factor:.3f} x the mean block's "
                    f"work -> {per_warp_sm:.3f} of the busiest warp per active warp there")
        how += f"; {work.warps.summary()}"
    return ActiveWork(blocks, active_warps, per_warp, how, per_warp_sm)


def busiest_sm_factor(block_work: tuple[tuple[int, float], ...], grid: int, sm_count: int) -> float:
    """The work of the SM the block scheduler gives the most, over its share of the mean
    block's: ``max_s W_s / (ceil(grid / sm_count) x mean block work)``, ``W_s`` the work of the
    blocks dealt to SM ``s`` in launch order (``analysis.interpreter.warps.sm_block_totals``, blocks
    interpolated between the evaluated ones); 1 when the evaluated blocks do the same work."""
    values = [work for _, work in block_work]
    if grid <= 0 or sm_count <= 0 or not values or max(values) - min(values) <= 1e-9 * max(1.0, max(values)):
        return 1.0
    totals = sm_block_totals(block_work, grid, sm_count)
    mean = interpolated_sum(block_work) / grid if len(block_work) > 1 else values[0]
    per_sm = math.ceil(grid / sm_count) * mean
    return max(1.0, max(totals) / per_sm) if per_sm > 0 else 1.0


#: The L1 data stage serves one 128-byte line per clock (``analyzer.predict.traffic``).
L1_WAVEFRONTS_PER_CYCLE = 1.0


@dataclass(frozen=True)
class MemoryPath:
    """The grid's traffic per level (None when the kernel has no analysable global access), the
    served shares kt's mean latency uses and the departure of a load's extra lines (cycles,
    ``line_departure``) added to that latency."""

    traffic: Traffic | None
    shares: MemoryShares
    departure: float


def memory_path(kernel_model: KernelModel, kernel: BoundKernel, gpu: GpuModel, launch: Launch, residency: Residency,
                env: Mapping[str, float], work: ActiveWork, fallback: MemoryShares) -> MemoryPath:
    """Traffic of the global access streams and of local memory (``analyzer.predict.traffic``) for
    the active warps, and the hit fractions it implies (``1 - L2/L1``, ``1 - DRAM/L2``); the
    ``fallback`` shares (the GPU model's constants) when no global access is analysable. Sectors
    are counted per level, so an access costs its level's latency plus the departure of its extra
    lines (``line_departure``), not method C's coalpct/uncoalpct split."""
    lanes = min(gpu.warp_size, launch.block_threads)
    streams = kernel_traffic(kernel_model, env, work.warps, work.blocks, lanes, work.per_warp,
                             launch.warps_per_block(gpu.warp_size))
    # the L1 the largest shared-memory carve-out leaves (the driver's carve-out choice is not known)
    l1_capacity = max(0.0, float(gpu.l1_shared_per_sm or 0) - gpu.limits.shared_per_sm)
    local = local_traffic(kernel_model, env, work.warps, work.per_warp, lanes, residency.blocks_per_sm * launch.block_threads,
                          l1_capacity, gpu.sm_count, float(gpu.l2_size or 0))
    if streams is not None and streams.l1_bytes > 0:
        shares = replace(memory_shares(kernel, streams.l1_hit, streams.l2_hit), coalesced=1.0, uncoalesced=0.0)
    else:
        shares = fallback
    return MemoryPath(with_stream(streams, local), shares, line_departure(kernel_model, env, lanes))


def line_departure(kernel_model: KernelModel, env: Mapping[str, float], lanes: int) -> float:
    """The cycles a warp's global load waits for its last line beyond one: Hong and Kim's
    departure delay of an uncoalesced request (2009, ``Mem_L_Uncoal = Mem_L + (#Uncoal_per_mw - 1)
    x Departure_del_uncoal``) at the L1's rate, whose data stage serves one 128-byte line per clock
    (``L1_WAVEFRONTS_PER_CYCLE``): the mean over the kernel's global loads, weighted by their
    executions per thread, of (lines per machine request - 1) / lines per clock, the lines of
    ``lanes`` active lanes (``traffic.lines_per_request``). A lane-per-row load (32 lines) waits
    31 cycles more than a coalesced one; stores are not waited for."""
    total = weighted = 0.0
    for access in kernel_model.accesses:
        if access.kind != "load" or access.space.value not in ("global", "generic"):
            continue
        executions = evaluated(access.executions, env)
        if not executions:
            continue
        lines = lines_per_request(access, lanes) / max(1, access.machine_requests)
        total += executions
        weighted += executions * max(0.0, lines - 1.0)
    return weighted / total / L1_WAVEFRONTS_PER_CYCLE if total > 0 else 0.0


@dataclass(frozen=True)
class IssueCost:
    """Issue cycles of one active warp (``per_warp``) and how they were found; the machine
    instructions of an active warp (None without per-class counts); ``instruction_cycles``: the
    issue cycles of one instruction of the busiest warp's path for an active warp (``per_warp``
    over the path's instructions), the unit of the synchronised path's phases
    (``KtLaunch.phase_cycles``)."""

    per_warp: float
    how: str
    instructions_per_warp: float | None
    instruction_cycles: float


def issue_cost(kernel_model: KernelModel, kernel: BoundKernel, gpu: GpuModel, env: Mapping[str, float],
               work: ActiveWork) -> IssueCost:
    """The issue cost of a warp: per pipe (``analyzer.predict.issue.pipe_issue``) when the kernel
    model has per-class counts, else the sum of issue delays; scaled to an active warp's work."""
    pipes = pipe_issue(kernel_model, gpu, env) if kernel_model.counts else None
    issue, how = (pipes.cycles, pipes.how) if pipes is not None else (kernel.issue_delay, "sum of issue delays")
    per_warp = issue * work.per_warp_busiest_sm
    if pipes is not None and pipes.sources:
        how = f"{how}; {pipes.sources}"
    return IssueCost(per_warp, how, pipes.instructions * work.per_warp if pipes is not None else None,
                     per_warp / kernel.instructions if kernel.instructions > 0 else 0.0)


@dataclass(frozen=True)
class SmDemand:
    """What one active warp asks of its SM: shared-memory wavefronts (bank conflicts included),
    L1 bytes and L1 wavefronts (128-byte lines)."""

    shared_wavefronts: float
    l1_bytes: float
    l1_wavefronts: float


def sm_demand(kernel_model: KernelModel, kernel: BoundKernel, gpu: GpuModel, launch: Launch, env: Mapping[str, float],
              work: ActiveWork, traffic: Traffic | None) -> SmDemand:
    """Per active warp: shared wavefronts (``analysis.quantities.banks``, else one per shared access), and
    the L1 bytes and wavefronts of the traffic (without traffic: the sectors or requested bytes
    of every lane)."""
    wavefronts = evaluated(kernel_model.shared_wavefronts, env) if kernel_model.shared_wavefronts is not None else None
    shared = (kernel.shared_accesses if wavefronts is None else wavefronts) * work.per_warp_busiest_sm
    warps = work.warps
    if traffic is not None and warps > 0:
        busiest = work.per_warp_busiest_sm / work.per_warp if work.per_warp > 0 else 1.0
        return SmDemand(shared, traffic.l1_bytes / warps * busiest, traffic.l1_wavefronts / warps * busiest)
    lanes = min(gpu.warp_size, launch.block_threads)
    return SmDemand(shared, max(kernel.sector_bytes, kernel.load_bytes + kernel.store_bytes) * lanes
                    * work.per_warp_busiest_sm, 0.0)


@dataclass(frozen=True)
class KtPart(ModelPart):
    """What the ``kt`` model alone computes (analyzer/predict/kt.py): the active work
    (``ActiveWork``), the warp's unloaded mean access latency, issue and critical path (loaded and
    unloaded), the DRAM queueing delay of the fixed point, the waves' cycles, the whole-kernel
    bounds, the access streams, the kernel model's notes and the hardware-comparable counters."""

    active_blocks: int
    active_warps_per_block: float
    work_per_warp: float
    work_per_warp_busiest_sm: float
    warp_work: Mapping[str, Any] | None
    mean_latency_cycles: float
    issue_per_warp_cycles: float
    warp_latency_cycles: float
    unloaded_warp_latency_cycles: float
    dram_queue_cycles: float
    wave_cycles: float
    gpu_bounds_cycles: Mapping[str, float]
    streams: tuple[Mapping[str, Any], ...]
    notes: tuple[str, ...]
    counters: Mapping[str, float]

    def to_json(self) -> dict[str, Any]:
        """The JSON object ``details``."""
        return {"active_blocks": self.active_blocks, "active_warps_per_block": self.active_warps_per_block,
                "work_per_warp": self.work_per_warp, "work_per_warp_busiest_sm": self.work_per_warp_busiest_sm,
                "warp_work": self.warp_work, "mean_latency_cycles": self.mean_latency_cycles,
                "issue_per_warp_cycles": self.issue_per_warp_cycles, "warp_latency_cycles": self.warp_latency_cycles,
                "unloaded_warp_latency_cycles": self.unloaded_warp_latency_cycles,
                "dram_queue_cycles": self.dram_queue_cycles, "wave_cycles": self.wave_cycles,
                "gpu_bounds_cycles": dict(self.gpu_bounds_cycles), "streams": list(self.streams),
                "notes": list(self.notes), "counters": dict(self.counters)}

    def kernel_notes(self) -> tuple[str, ...]:
        """The kernel model's notes."""
        return self.notes

    def hardware_counters(self) -> Mapping[str, float]:
        """Warp instructions, shared wavefronts and global load requests over the grid."""
        return self.counters


def _hot_set_term(traffic: Traffic, gpu: GpuModel, streams: str) -> Term | None:
    """The atomic streams with a known footprint at their hot sets' measured rates (summed: the L2's
    atomic units serve them all), or None when there are none or the GPU model has no such rates."""
    if not gpu.atomic_hot_set_per_clock:
        return None
    parts, cycles, entries = [], 0.0, []
    for stream in traffic.streams:
        if stream.atomic_footprint is None or not stream.atomic_updates:
            continue
        rate, used = hot_set_atomic_rate(gpu, stream.atomic_footprint)
        cycles += stream.atomic_updates / rate
        entries += [entry for entry in used if entry not in entries]
        parts.append(f"{stream.atomic_updates:.6g} updates of line {stream.line} over {stream.atomic_footprint:.6g} B "
                     f"at {rate:.4g} per cycle")
    if not parts:
        return None
    return Term("atomic_hot_set", cycles, " + ".join(parts), tuple(entries),
                (streams, "the rates measured with tools/groundtruth/atomic_rates.py, between hot-set sizes "
                          "interpolated in log-log"))


def whole_kernel_terms(traffic: Traffic | None, gpu: GpuModel, grid_blocks: int) -> tuple[Term, ...]:
    """Whole-kernel bounds in cycles, each built as its term where it is computed (its arithmetic
    with its numbers, the GPU-model entry it used, where its quantity comes from): the dispatch of
    ``grid_blocks`` blocks at the GPU's measured ``block_dispatch_us`` (blocks start while others
    run, so dispatch bounds the execution rather than adding to it); the DRAM and L2 bytes of
    ``traffic`` over ``dram_bandwidth`` and ``l2_bandwidth``; same-address atomics at
    ``same_word_atomic_rate``; atomics on a hot set at ``hot_set_atomic_rate``; the 128-byte lines
    the stores write at the GPU's measured ``l2_store_lines_per_clock`` (where it has one)."""
    streams = "traffic from the access streams (analyzer.predict.traffic)"
    terms = []
    if gpu.block_dispatch_us is not None and grid_blocks:
        terms.append(Term("block_dispatch", grid_blocks * gpu.block_dispatch_us * gpu.sm_clock_mhz,
                          f"{grid_blocks} blocks x block_dispatch_us",
                          _entries(f"block_dispatch_us = {gpu.block_dispatch_us:g}" if gpu.block_dispatch_us else ""),
                          ("the GPU model's measured dispatch rate of empty blocks (kerneltime calibrate)",)))
    if traffic is None:
        return tuple(terms)
    for name, size, bandwidth, what in (("dram_bandwidth", traffic.dram_bytes, gpu.dram_bandwidth, "to DRAM"),
                                        ("l2_bandwidth", traffic.l2_bytes, gpu.l2_bandwidth, "through L2")):
        rate = bytes_per_cycle(bandwidth, gpu)
        if rate > 0:
            terms.append(Term(name, size / rate, f"{size:.6g} B {what} / {name}", (f"{name} = {bandwidth:g}",),
                              (streams,)))
    if traffic.contended_atomics:
        rate = same_word_atomic_rate(gpu)
        terms.append(Term("atomic_contention", traffic.contended_atomics / rate,
                          f"{traffic.contended_atomics:.6g} same-address updates at {rate:g} per cycle",
                          _entries(f"memory.atomic_same_word_per_clock = {gpu.atomic_same_word_per_clock:g}"
                                   if gpu.atomic_same_word_per_clock else ""), (streams,)))
    hot_sets = _hot_set_term(traffic, gpu, streams)
    if hot_sets is not None:
        terms.append(hot_sets)
    if traffic.store_lines and gpu.l2_store_lines_per_clock:
        terms.append(Term("l2_store_lines", traffic.store_lines / gpu.l2_store_lines_per_clock,
                          f"{traffic.store_lines:.6g} lines written by stores / l2_store_lines_per_clock",
                          (f"l2_store_lines_per_clock = {gpu.l2_store_lines_per_clock:g}",),
                          ("the stores' lines from the access streams (analyzer.predict.traffic) at the GPU model's "
                           "rate measured with Nsight Compute",)))
    return tuple(terms)


def _entries(*entries: str) -> tuple[str, ...]:
    """The non-empty GPU-model entries."""
    return tuple(entry for entry in entries if entry)


def level_breakdown(traffic: Traffic | None, gpu: GpuModel) -> tuple[LevelBreakdown, ...]:
    """Bytes of ``traffic`` and their bandwidth time per memory level."""
    if traffic is None:
        return ()
    rows = (("l1", traffic.l1_bytes, gpu.l1_bandwidth_per_sm * gpu.sm_count, gpu.l1_latency),
            ("l2", traffic.l2_bytes, gpu.l2_bandwidth, gpu.l2_latency),
            ("dram", traffic.dram_bytes, gpu.dram_bandwidth, gpu.dram_latency))
    return tuple(LevelBreakdown(level, size, bandwidth, size / bandwidth * 1e6 if bandwidth > 0 else None,
                                0.0, latency, latency, 0, "analyzer.predict.traffic access streams")
                 for level, size, bandwidth, latency in rows)
