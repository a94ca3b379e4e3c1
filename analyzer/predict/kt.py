"""The ``kt`` model: per-SM throughput and latency bounds over the blocks that do work, memory
traffic from the kernel's access streams, launch overhead overlapped with execution.

Method C (``kp``, Kleimenov and Popova 2021) charges every block the longest path, takes hit
fractions as constants and adds the launch regression in series. ``kt`` keeps its building blocks
(the kernel model's per-thread critical path ``time`` and issue ``delay``, the occupancy-exact
residency, waves with a partial last wave) and changes what the validation data showed wrong:

* **work per block** (``KernelModel.work``, when the evaluator filled it): only ``active_blocks``
  run past the entry guards, with ``active_warps_per_block`` warps; the work of an active warp is
  the grid's mean (``work_fraction``) rescaled to the active warps. Without a profile every block
  and warp takes the longest path, as in method C.
* **per-SM bounds** for a wave whose fullest SM holds ``k`` blocks (``n = k x warps`` warps):
  ``issue = ceil(n / processing_blocks) x delay`` (one issue port per processing block, NVIDIA
  architecture whitepapers); ``latency = time(m)`` of the busiest warp at the unloaded mean access
  latency ``m`` plus method C's barrier term, on the *synchronised* path when the path has
  barriers (``analysis.latency``: the phases between barriers add up, each at least the issue
  of the block's instructions by its warps, ``ceil(warps / processing_blocks) x delay /
  instructions`` cycles per instruction: a barrier holds the warps of one block, which then pay
  its loads and its arithmetic in turn, while the SM's other blocks run on); ``shared = n x shared wavefronts`` (bank conflicts from the lane addresses, ``analysis.banks``) at one shared-memory
  wavefront per cycle per SM (32 banks of 4 bytes, CUDA C Programming Guide); ``l1 = n x max(L1
  bytes / l1_bandwidth_per_sm, L1 wavefronts)`` (one 128-byte line per clock, ``traffic``). The SM takes the largest (a roofline per SM, Williams et al.
  2009): the bounds overlap because warps interleave.
* **GPU bounds** over the whole kernel: DRAM and L2 bytes from ``analyzer.predict.traffic`` over
  ``dram_bandwidth`` / ``l2_bandwidth``, and same-address global atomics at one update per SM
  clock (one L2 slice owns the word and serialises its updates). The execution time is the
  largest of the sum of the waves and these bounds.
* **hit fractions** for the mean latency are those the traffic implies (``1 - L2/L1``,
  ``1 - DRAM/L2``), not the GPU model's constants (those remain the fallback when the kernel has
  no analysable global access).
* **loaded DRAM latency**: an access served by DRAM waits in a queue whose length grows with the
  DRAM utilisation the execution itself implies (M/D/1, ``loaded_latency``); the execution time is
  the fixed point. A latency-bound wave whose critical path is more than half queueing is reported
  as ``dram_bandwidth``-bound.
* **launch**: ``time = intercept + execution``, where the execution's waves include the launch of
  their blocks: ``slope x blocks`` of the launch regression, which is the GPU model's block launch
  latency per wave (``slope = block_launch_cycles / (blocks per SM x SMs)``). The waves are
  synchronous, so a wave's blocks start when the previous wave's retire and their launch latency
  is exposed once per wave; the fixed launch latency (the intercept) is in series once.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Mapping

from analyzer.analysis.kernel_model import KernelModel
from analyzer.models.gpu_model import GpuModel
from analyzer.predict.bind import BoundKernel, evaluated
from analyzer.predict.issue import pipe_issue
from analyzer.predict.kp import sync_delay, wave_plan
from analyzer.predict.launch import launch_time
from analyzer.predict.memory import MemoryShares, bytes_per_cycle, mean_latency, memory_shares
from analyzer.predict.records import Launch, LevelBreakdown, Prediction, Residency, WaveTime
from analyzer.predict.roots import decreasing_root
from analyzer.predict.traffic import Traffic, kernel_traffic, local_traffic, with_stream

#: Shared-memory wavefronts per clock per SM: 32 banks x 4 B (CUDA C++ Programming Guide), unless the
#: GPU model gives ``memory.shared_wavefronts_per_clock``.
SHARED_WAVEFRONTS_PER_CYCLE = 1.0
CONTENDED_ATOMICS_PER_CYCLE = 1.0  # same-address updates: one per clock at the owning L2 slice
L1_WAVEFRONTS_PER_CYCLE = 1.0  # the L1 data stage serves one 128-B line per clock (analyzer.predict.traffic)
#: Waiting time of a DRAM access in units of ``lat_DRAM x rho / (1 - rho)``: 1/2 for an M/D/1 queue
#: (Pollaczek-Khinchine with deterministic service).
QUEUE_FACTOR = 0.5
#: Execution classes whose instructions are global load requests (L1TEX ``mem_global_op_ld``).
GLOBAL_LOAD_CLASSES = ("ld_global", "ld_tex")


@dataclass(frozen=True)
class ActiveWork:
    """Blocks and warps that do work, and the share of the busiest warp's work an active warp
    executes (``per_warp``), with how they were found."""

    blocks: int
    warps_per_block: float
    per_warp: float
    how: str


def active_work(model: KernelModel, launch: Launch, warp_size: int) -> ActiveWork:
    """Active blocks, active warps per block and work per active warp from ``model.work``
    (the evaluator's profile), or the whole grid on the longest path when there is none."""
    warps = launch.warps_per_block(warp_size)
    grid = launch.grid_blocks
    work = model.work
    if work is None:
        return ActiveWork(grid, float(warps), 1.0, "no work profile: every warp takes the longest path")
    blocks = min(grid, max(1, int(work.active_blocks)))
    active_warps = min(float(warps), max(1.0, float(work.active_warps_per_block)))
    per_warp = min(1.0, max(0.0, work.work_fraction) * grid * warps / (blocks * active_warps))
    return ActiveWork(blocks, active_warps, per_warp,
                      f"work profile: {blocks} of {grid} blocks active, {active_warps:g} of {warps} warps each, "
                      f"work_fraction {work.work_fraction:.3f} -> {per_warp:.3f} of the busiest warp per active warp"
                      + ("" if work.exact else " (inexact: some control flow depended on memory)"))


@dataclass(frozen=True)
class SmBounds:
    """The per-SM bounds (cycles) of a wave's fullest SM and the one that binds."""

    issue: float
    latency: float
    shared: float
    l1: float

    @property
    def cycles(self) -> float:
        """The SM's wave time: the largest bound."""
        return max(self.issue, self.latency, self.shared, self.l1)

    @property
    def bound(self) -> str:
        """Name of the binding bound (a ``BOTTLENECKS`` name)."""
        names = {"issue": self.issue, "latency": self.latency, "shared_bandwidth": self.shared,
                 "l1_bandwidth": self.l1}
        return max(names, key=names.get)


class KtModel:
    """The ``kt`` prediction for one bound kernel, launch and GPU (see the module docstring)."""

    name = "kt"

    def __init__(self, model: KernelModel, kernel: BoundKernel, gpu: GpuModel, launch: Launch,
                 residency: Residency, env: Mapping[str, float], fallback: MemoryShares):
        self.model, self.kernel, self.gpu, self.launch, self.residency = model, kernel, gpu, launch, residency
        self.env = env
        self.work = active_work(model, launch, gpu.warp_size)
        lanes = min(gpu.warp_size, launch.block_threads)
        warps = self.work.blocks * self.work.warps_per_block
        traffic = kernel_traffic(model, env, warps, self.work.blocks, lanes, self.work.per_warp)
        # the L1 the largest shared-memory carve-out leaves (the driver's carve-out choice is not known)
        l1_capacity = max(0.0, float(gpu.l1_shared_per_sm or 0) - gpu.limits.shared_per_sm)
        local = local_traffic(model, env, warps, self.work.per_warp, lanes,
                              residency.blocks_per_sm * launch.block_threads, l1_capacity, gpu.sm_count,
                              float(gpu.l2_size or 0))
        self.traffic: Traffic | None = with_stream(traffic, local)
        if traffic is not None and traffic.l1_bytes > 0:
            # Sectors are counted per level, so an access costs its level's latency: no separate
            # "uncoalesced" latency (method C's coalpct/uncoalpct split does not apply).
            self.shares = replace(memory_shares(kernel, traffic.l1_hit, traffic.l2_hit),
                                  coalesced=1.0, uncoalesced=0.0)
        else:
            self.shares = fallback
        self.latency_cycles = mean_latency(gpu, self.shares, (0.0, 0.0, 0.0))
        self.time_sync = kernel.syncs * sync_delay(gpu) * (launch.warps_per_block(gpu.warp_size) - 1)
        self.launch_estimate = launch_time(gpu, launch.warps_per_block(gpu.warp_size), launch.grid_blocks)
        #: the blocks' launch, exposed once per wave (the launch regression's slope x blocks)
        self.block_launch_cycles = self.launch_estimate.slope_us * launch.grid_blocks * gpu.sm_clock_mhz
        pipes = pipe_issue(model, gpu, env) if model.counts else None
        issue, self.issue_how = (pipes.cycles, pipes.how) if pipes is not None else (kernel.issue_delay,
                                                                                     "sum of issue delays")
        #: the synchronised path's issue unit: cycles a processing block takes to issue one
        #: instruction of each of the block's warps it holds (``analysis.latency``; a barrier holds
        #: the warps of one block, the SM's other blocks run on)
        block_warps = launch.warps_per_block(gpu.warp_size)
        self.phase_issue_cycles = (math.ceil(block_warps / gpu.processing_blocks_per_sm) * issue / kernel.instructions
                                if kernel.instructions > 0 else 0.0)
        self.warp_latency = self.warp_latency_at(0.0)
        self.instructions_per_warp = pipes.instructions * self.work.per_warp if pipes is not None else None
        if pipes is not None and pipes.sources:
            self.issue_how = f"{self.issue_how}; {pipes.sources}"
        self.issue_per_warp = issue * self.work.per_warp
        wavefronts = evaluated(model.shared_wavefronts, env) if model.shared_wavefronts is not None else None
        self.shared_per_warp = (kernel.shared_accesses if wavefronts is None else wavefronts) * self.work.per_warp
        self.l1_wavefronts_per_warp = 0.0
        if self.traffic is not None and warps > 0:
            self.l1_per_warp = self.traffic.l1_bytes / warps
            self.l1_wavefronts_per_warp = self.traffic.l1_wavefronts / warps
        else:
            self.l1_per_warp = max(kernel.sector_bytes, kernel.load_bytes + kernel.store_bytes) * lanes * self.work.per_warp

    def sm_bounds(self, blocks: int, warp_latency: float | None = None) -> SmBounds:
        """Bounds of an SM holding ``blocks`` active blocks at once (at the unloaded warp latency
        unless ``warp_latency`` is given)."""
        gpu = self.gpu
        warps = blocks * self.work.warps_per_block
        issue = math.ceil(warps / gpu.processing_blocks_per_sm) * self.issue_per_warp
        shared = warps * self.shared_per_warp / (gpu.shared_wavefronts_per_clock or SHARED_WAVEFRONTS_PER_CYCLE)
        l1_rate = bytes_per_cycle(gpu.l1_bandwidth_per_sm, gpu)
        l1 = max(warps * self.l1_per_warp / l1_rate if l1_rate > 0 else 0.0,
                 warps * self.l1_wavefronts_per_warp / L1_WAVEFRONTS_PER_CYCLE)
        return SmBounds(issue, self.warp_latency if warp_latency is None else warp_latency, shared, l1)

    def _synchronised_how(self) -> str:
        if self.kernel.synchronised_latency_at is None:
            return ""
        return (f" (each phase between barriers at least the issue of the block's warps: {self.phase_issue_cycles:.3g} "
                f"cycles per instruction)")

    def warp_latency_at(self, dram_queue: float) -> float:
        """The busiest warp's critical path (cycles) when each DRAM access waits ``dram_queue``
        cycles more, method C's barrier term included."""
        mean = mean_latency(self.gpu, self.shares, (0.0, 0.0, dram_queue))
        synchronised = self.kernel.synchronised_latency_at
        path = self.kernel.latency_at(mean) if synchronised is None else synchronised(mean, self.phase_issue_cycles)
        return path + self.time_sync

    def wave_bounds(self, plan, warp_latency: float):
        """``(count, sm_groups, fullest group, SmBounds)`` of each wave group of ``plan`` at
        ``warp_latency``: a wave lasts as long as its fullest SM."""
        for count, sm_groups in plan:
            fullest = max(sm_groups, key=lambda group: group.blocks)
            yield count, sm_groups, fullest, self.sm_bounds(fullest.blocks, warp_latency)

    def wave_total(self, plan, warp_latency: float) -> float:
        """Sum of the wave times of ``plan`` at ``warp_latency``, with their blocks' launch
        (``block_launch_cycles``)."""
        return self.block_launch_cycles + sum(count * bounds.cycles
                                              for count, _groups, _fullest, bounds in self.wave_bounds(plan, warp_latency))

    def loaded_latency(self, plan, dram_cycles: float) -> tuple[float, float]:
        """The warp latency and DRAM queueing delay (cycles) at which the waves take as long as
        the DRAM queue they load implies: with utilisation ``rho = dram_cycles / E`` over an
        execution of ``E`` cycles, an access served by DRAM waits ``QUEUE_FACTOR x lat_DRAM x rho
        / (1 - rho)`` more (an M/D/1 queue; Little's law ties latency to the bytes in flight), and
        ``E`` is the fixed point ``E = waves(latency(rho(E)))`` above ``dram_cycles`` (the waves
        with their blocks' launch, during which DRAM idles). The unloaded
        latency when no access reaches DRAM or the latency bound does not bind."""
        unloaded = self.warp_latency
        if dram_cycles <= 0 or self.shares.dram_served <= 0 or QUEUE_FACTOR <= 0:
            return unloaded, 0.0

        def latency_for(exec_cycles: float) -> tuple[float, float]:
            rho = min(dram_cycles / exec_cycles, 1.0 - 1e-9)
            queue = QUEUE_FACTOR * self.gpu.dram_latency * rho / (1.0 - rho)
            return self.warp_latency_at(queue), queue

        def excess(exec_cycles: float) -> float:
            return self.wave_total(plan, latency_for(exec_cycles)[0]) - exec_cycles

        linearised = self._linearised_root(plan, dram_cycles)
        if linearised is not None:
            return latency_for(linearised)
        high = max(dram_cycles, self.wave_total(plan, unloaded)) * 1.01 + 1.0
        while excess(high) > 0:
            high *= 2.0
        low = dram_cycles * (1.0 + 1e-9)
        if excess(low) <= 0:
            return unloaded, 0.0
        solved = decreasing_root(excess, low, high)
        return latency_for(solved)

    def gpu_bounds(self) -> dict[str, float]:
        """Whole-kernel bounds in cycles: DRAM and L2 bandwidth, contended atomics."""
        gpu, traffic = self.gpu, self.traffic
        if traffic is None:
            return {}
        bounds = {}
        for name, size, bandwidth in (("dram_bandwidth", traffic.dram_bytes, gpu.dram_bandwidth),
                                      ("l2_bandwidth", traffic.l2_bytes, gpu.l2_bandwidth)):
            rate = bytes_per_cycle(bandwidth, gpu)
            if rate > 0:
                bounds[name] = size / rate
        if traffic.contended_atomics:
            bounds["atomic_contention"] = traffic.contended_atomics / CONTENDED_ATOMICS_PER_CYCLE
        return bounds

    def _linearised_root(self, plan, dram_cycles: float, iterations: int = 12) -> float | None:
        """The fixed point of ``loaded_latency`` by secant steps on the queue delay ``q``: the
        waves are piecewise linear in ``q`` (``W = a + b q``) and ``q = s D / (E - D)`` (``s =
        QUEUE_FACTOR x lat_DRAM``), so each linearisation gives ``E`` as the larger root of
        ``(E - D)(E - a) = b s D``; exact once two steps fall on the binding piece. None when the
        steps do not settle (the caller then brackets the root)."""
        scale = QUEUE_FACTOR * self.gpu.dram_latency

        def waves_at(queue: float) -> float:
            return self.wave_total(plan, self.warp_latency_at(queue))

        previous_queue, previous_waves, queue = 0.0, waves_at(0.0), scale
        for _ in range(iterations):
            waves = waves_at(queue)
            slope = (waves - previous_waves) / (queue - previous_queue)
            intercept = waves - slope * queue
            total = intercept + dram_cycles
            root = (total + math.sqrt(max(0.0, total * total - 4.0 * dram_cycles * (intercept - slope * scale)))) / 2.0
            if root <= dram_cycles * (1.0 + 1e-9):
                return None
            following = scale * dram_cycles / (root - dram_cycles)
            if abs(following - queue) <= 1e-9 * (queue + 1.0):
                return root
            previous_queue, previous_waves, queue = queue, waves, following
        return None

    def predict(self) -> Prediction:
        """The prediction record (``model='kt'``)."""
        gpu, launch, residency, work = self.gpu, self.launch, self.residency, self.work
        warps_per_block = launch.warps_per_block(gpu.warp_size)
        plan = wave_plan(work.blocks, residency.blocks_per_sm, gpu.sm_count)
        groups: list[WaveTime] = []
        wave_cycles = 0.0
        bound_cycles: dict[str, float] = {}
        lines = [work.how,
                 f"residency: {residency.blocks_per_sm} block(s)/SM, occupancy {residency.occupancy:.3f} "
                 f"(limiter {residency.limiter})",
                 f"per warp: issue {self.issue_per_warp:.0f} cycles ({self.issue_how}), critical path "
                 f"{self.warp_latency:.0f} cycles{self._synchronised_how()} at mean access latency {self.latency_cycles:.1f} "
                 f"(hit fractions l1 {self.shares.l1_hit:.3f}, l2 {self.shares.l2_hit:.3f}), shared wavefronts "
                 f"{self.shared_per_warp:g}, L1 bytes {self.l1_per_warp:.0f}, L1 wavefronts {self.l1_wavefronts_per_warp:.0f}"]
        gpu_bounds = self.gpu_bounds()
        warp_latency, queue = self.loaded_latency(plan, gpu_bounds.get("dram_bandwidth", 0.0))
        if queue > 0:
            lines.append(f"loaded DRAM: queueing {queue:.1f} cycles per DRAM access (M/D/1 at the utilisation the "
                         f"waves give the DRAM bound), critical path {warp_latency:.0f} cycles")
        for count, sm_groups, fullest, bounds in self.wave_bounds(plan, warp_latency):
            busy = sum(group.sm_count for group in sm_groups if group.blocks)
            groups.append(WaveTime(count, sum(g.blocks * g.sm_count for g in sm_groups), fullest.blocks, busy,
                                   bounds.cycles, bounds.bound))
            wave_cycles += count * bounds.cycles
            bound_cycles[bounds.bound] = bound_cycles.get(bounds.bound, 0.0) + count * bounds.cycles
            lines.append(f"  {count} wave(s), fullest SM {fullest.blocks} block(s): issue {bounds.issue:.0f}, latency "
                         f"{bounds.latency:.0f}, shared {bounds.shared:.0f}, L1 {bounds.l1:.0f} cycles -> "
                         f"{bounds.cycles:.0f} ({bounds.bound})")
        estimate = self.launch_estimate
        dispatch_cycles = self.block_launch_cycles
        exec_cycles = wave_cycles + dispatch_cycles
        bottleneck = max(bound_cycles, key=bound_cycles.get) if bound_cycles else "latency"
        if bottleneck == "latency" and warp_latency > 2.0 * self.warp_latency:
            bottleneck = "dram_bandwidth"  # most of the critical path is waiting in the DRAM queue
        if dispatch_cycles > wave_cycles:
            bottleneck = "launch"
        for name, cycles in gpu_bounds.items():
            lines.append(f"  whole kernel: {name} {cycles:.0f} cycles")
            if cycles > exec_cycles:
                exec_cycles, bottleneck = cycles, name
        exec_us = gpu.cycles_to_us(exec_cycles)
        time_us = max(0.0, estimate.intercept_us) + exec_us
        lines.append(f"time = launch latency {estimate.intercept_us:.3f} us + execution {exec_us:.3f} us (the waves "
                     f"with their blocks' launch, {estimate.slope_us:.6g} us x {launch.grid_blocks} blocks = "
                     f"{gpu.cycles_to_us(dispatch_cycles):.3f} us, {estimate.how})")
        return Prediction(
            model=self.name, gpu=gpu.id, kernel=self.kernel.kernel, time_us=time_us,
            launch_us=time_us - exec_us, exec_us=exec_us, exec_cycles=exec_cycles,
            waves=sum(count for count, _ in plan), blocks_per_sm=residency.blocks_per_sm,
            occupancy=residency.occupancy, limiter=residency.limiter, warps_per_block=warps_per_block,
            grid_blocks=launch.grid_blocks, bottleneck=bottleneck, breakdown=self.breakdown(gpu_bounds),
            iterations=0, wave_groups=tuple(groups), explanation=tuple(lines),
            details={"active_blocks": work.blocks, "active_warps_per_block": work.warps_per_block,
                     "work_per_warp": work.per_warp, "mean_latency_cycles": self.latency_cycles,
                     "issue_per_warp_cycles": self.issue_per_warp, "warp_latency_cycles": warp_latency,
                     "unloaded_warp_latency_cycles": self.warp_latency,
                     "dram_queue_cycles": queue,
                     "wave_cycles": wave_cycles, "gpu_bounds_cycles": gpu_bounds,
                     "streams": [stream.__dict__ for stream in self.traffic.streams] if self.traffic else [],
                     "notes": list(self.kernel.notes), "counters": self.counters()},
        )

    def counters(self) -> dict[str, float]:
        """Whole-grid totals comparable with hardware counters (``analyzer.evaluation.counters``):
        warp instructions issued, shared-memory wavefronts (with bank conflicts, ``analysis.banks``)
        and global load requests (one per warp load instruction), over the active warps at each
        one's share of the busiest warp's work."""
        warps = self.work.blocks * self.work.warps_per_block
        loads = sum(evaluated(expression, self.env) or 0.0 for exec_class, expression in self.model.counts
                    if exec_class.value in GLOBAL_LOAD_CLASSES)
        counters = {"shared_wavefronts": warps * self.shared_per_warp,
                    "global_load_requests": warps * loads * self.work.per_warp}
        if self.instructions_per_warp is not None:
            counters["warp_instructions"] = warps * self.instructions_per_warp
        return counters

    def breakdown(self, gpu_bounds: Mapping[str, float]) -> tuple[LevelBreakdown, ...]:
        """Bytes and bandwidth time per memory level."""
        gpu, traffic = self.gpu, self.traffic
        if traffic is None:
            return ()
        rows = (("l1", traffic.l1_bytes, gpu.l1_bandwidth_per_sm * gpu.sm_count, gpu.l1_latency),
                ("l2", traffic.l2_bytes, gpu.l2_bandwidth, gpu.l2_latency),
                ("dram", traffic.dram_bytes, gpu.dram_bandwidth, gpu.dram_latency))
        return tuple(LevelBreakdown(level, size, bandwidth, size / bandwidth * 1e6 if bandwidth > 0 else None,
                                    0.0, latency, latency, 0, "analyzer.predict.traffic access streams")
                     for level, size, bandwidth, latency in rows)


def predict_kt(model: KernelModel, kernel: BoundKernel, gpu: GpuModel, launch: Launch, residency: Residency,
               env: Mapping[str, float], fallback: MemoryShares) -> Prediction:
    """The ``kt`` prediction (see the module docstring) for a launch that can run."""
    return KtModel(model, kernel, gpu, launch, residency, env, fallback).predict()

