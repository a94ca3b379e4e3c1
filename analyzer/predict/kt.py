"""The ``kt`` model: per-SM throughput and latency bounds over the blocks that do work, memory
traffic from the kernel's access streams, one block launch interval per wave.

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
  barriers (``analysis.latency_path.latency``: the phases between barriers add up, each at least the issue
  of its instructions by every warp the SM holds, ``ceil(n / processing_blocks) x delay /
  instructions`` cycles per instruction: a barrier holds the warps of a block, which then pay
  its loads and its arithmetic in turn, and the blocks of a wave, which start together, reach
  their barriers together, so the SM's other blocks are in the same phase); ``shared = n x shared wavefronts`` (bank conflicts from the lane addresses, ``analysis.quantities.banks``) at one shared-memory
  wavefront per cycle per SM (32 banks of 4 bytes, CUDA C Programming Guide); ``l1 = n x max(L1
  bytes / l1_bandwidth_per_sm, L1 wavefronts)`` (one 128-byte line per clock, ``traffic``). The SM takes the largest (a roofline per SM, Williams et al.
  2009): the bounds overlap because warps interleave.
* **GPU bounds** over the whole kernel: DRAM and L2 bytes from ``analyzer.predict.traffic`` over
  ``dram_bandwidth`` / ``l2_bandwidth``, same-address global atomics at the GPU's measured
  ``atomic_same_word_per_clock`` (else one update per SM clock: one L2 slice owns the word and
  serialises its updates), and atomics on a hot set of a few lines at the rate measured for its size
  (``atomic_hot_set_per_clock``, where the GPU model has it). The execution time is the
  largest of the sum of the waves and these bounds.
* **hit fractions** for the mean latency are those the traffic implies (``1 - L2/L1``,
  ``1 - DRAM/L2``), not the GPU model's constants (those remain the fallback when the kernel has
  no analysable global access).
* **loaded DRAM latency**: an access served by DRAM waits in a queue whose length grows with the
  DRAM utilisation the execution itself implies (M/D/1, ``loaded_latency``); the execution time is
  the fixed point. A latency-bound wave whose critical path is more than half queueing is reported
  as ``dram_bandwidth``-bound.
* **launch**: ``time = intercept + execution`` (the fixed launch latency in series once); the
  waves include their blocks' launch. The launch regression's slope is the time per block of a
  grid of empty blocks, so each SM starts one block every ``slope x SMs``, its *launch interval*.
  A wave exposes one: an SM's blocks retire one at a time and each successor launches while the
  others run (``slope x SMs x waves``; launching a wave's ``k`` blocks per SM in series,
  ``slope x blocks``, over-charged waves of many small blocks: ``docs/validation/validation-history.md``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Mapping

from analyzer.analysis.kernel_model import KernelModel
from analyzer.gpu.gpu_model import GpuModel
from analyzer.predict.bind import BoundKernel, evaluated
from analyzer.predict.kt_work import (L1_WAVEFRONTS_PER_CYCLE, KtPart, active_work, issue_cost, level_breakdown, memory_path,
                                      sm_demand, whole_kernel_terms)
from analyzer.predict.launch import launch_time
from analyzer.predict.memory import MemoryShares, bytes_per_cycle, level_split, mean_latency
from analyzer.predict.timing_model import TimingModel, hit_shares
from analyzer.predict.records import Launch, Prediction, Residency, WaveTime
from analyzer.predict.roots import decreasing_root
from analyzer.predict.terms import Term, WarpCosts, max_of, sum_of
from analyzer.predict.waves import Wave, barrier_cycles, wave_plan

#: Shared-memory wavefronts per clock per SM: 32 banks x 4 B (CUDA C++ Programming Guide), unless the
#: GPU model gives ``memory.shared_wavefronts_per_clock``.
SHARED_WAVEFRONTS_PER_CYCLE = 1.0
#: Waiting time of a DRAM access in units of ``lat_DRAM x rho / (1 - rho)``: 1/2 for an M/D/1 queue
#: (Pollaczek-Khinchine with deterministic service).
QUEUE_FACTOR = 0.5
#: Execution classes whose instructions are global load requests (L1TEX ``mem_global_op_ld``).
GLOBAL_LOAD_CLASSES = ("ld_global", "ld_tex")
#: The names of the per-SM bounds (``BOTTLENECKS`` names) in ``SmBounds`` order.
SM_BOUND_NAMES = ("issue", "latency", "shared_bandwidth", "l1_bandwidth")


@dataclass(frozen=True)
class SmBounds:
    """The per-SM bounds (cycles) of a wave's fullest SM and the one that binds; the latency
    bound is the warp's ``path`` plus the barrier cost ``sync``. With the numbers they were computed
    from (``KtLaunch.sm_bounds``), which the wave's term prints: ``blocks`` on the SM, their
    ``warps``, the warps per issue port, the mean access latency of the path and the shared
    wavefronts per cycle."""

    issue: float
    path: float
    sync: float
    shared: float
    l1: float
    blocks: int = 0
    warps: float = 0.0
    warps_per_port: int = 0
    mean_latency: float = 0.0
    shared_rate: float = SHARED_WAVEFRONTS_PER_CYCLE

    @property
    def latency(self) -> float:
        """The latency bound: the busiest warp's path with method C's barrier term."""
        return self.path + self.sync

    @property
    def cycles(self) -> float:
        """The SM's wave time: the largest bound."""
        return max(self.issue, self.latency, self.shared, self.l1)

    @property
    def bound(self) -> str:
        """Name of the binding bound (a ``BOTTLENECKS`` name)."""
        values = (self.issue, self.latency, self.shared, self.l1)
        return SM_BOUND_NAMES[max(range(len(values)), key=values.__getitem__)]


class KtModel(TimingModel):
    """The ``kt`` model (module docstring)."""

    name = "kt"
    title = "per-SM issue, latency and traffic bounds over the blocks that do work"
    refusal = ("kt takes its hit fractions from the kernel's access streams (the hit-fraction options set the "
               "constants of --model kp and mwp-cwp)")

    def predict_bound(self, kernel_model: KernelModel, bound: BoundKernel, launch: Launch, gpu: GpuModel,
                      residency: Residency) -> Prediction:
        """The ``kt`` prediction for a launch that can run."""
        env = {**launch.symbols(), **self.options.bindings}
        return KtLaunch(kernel_model, bound, gpu, launch, residency, env, hit_shares(bound, gpu, self.options)).predict()


class KtLaunch:
    """The ``kt`` prediction for one bound kernel, launch and GPU: the named records of
    ``analyzer.predict.kt_work``, then the waves."""

    def __init__(self, kernel_model: KernelModel, kernel: BoundKernel, gpu: GpuModel, launch: Launch,
                 residency: Residency, env: Mapping[str, float], fallback: MemoryShares):
        self.kernel_model, self.kernel, self.gpu, self.launch, self.residency, self.env = (kernel_model, kernel, gpu, launch,
                                                                                   residency, env)
        self.work = active_work(kernel_model, launch, gpu.warp_size, gpu.sm_count)
        self.memory = memory_path(kernel_model, kernel, gpu, launch, residency, env, self.work, fallback)
        self.time_sync = barrier_cycles(kernel.syncs, gpu, launch.warps_per_block(gpu.warp_size))
        self.launch_estimate = launch_time(gpu, launch.warps_per_block(gpu.warp_size), launch.grid_blocks)
        self.issue = issue_cost(kernel_model, kernel, gpu, env, self.work)
        self.plan = wave_plan(self.work.blocks, residency.blocks_per_sm, gpu.sm_count)
        #: an SM's block launch interval (cycles): the launch regression's slope x the SMs
        self.launch_interval_cycles = self.launch_estimate.slope_us * gpu.sm_count * gpu.sm_clock_mhz
        #: the blocks' launch on the path: one launch interval per wave (module docstring)
        self.block_launch_cycles = self.launch_interval_cycles * self.wave_count
        #: warps per issue port on the fullest SM of the fullest wave (the reported critical path's)
        self.fullest_warps_per_port = max((self.warps_per_port(wave.fullest.blocks) for wave in self.plan), default=1)
        self.warp_latency = self.warp_latency_at(0.0)
        self.demand = sm_demand(kernel_model, kernel, gpu, launch, env, self.work, self.memory.traffic)

    @property
    def wave_count(self) -> int:
        """The number of waves of the blocks that do work (a partial last wave counts one)."""
        return sum(wave.count for wave in self.plan)

    def warps_per_port(self, blocks: int) -> int:
        """Warps per issue port (processing block) of an SM holding ``blocks`` active blocks."""
        return math.ceil(blocks * self.work.warps_per_block / self.gpu.processing_blocks_per_sm)

    def phase_cycles(self, warps_per_port: int) -> float:
        """The synchronised path's issue unit: the cycles an issue port takes to issue one
        instruction of each of its ``warps_per_port`` warps (module docstring: the SM's blocks are
        in step, so a phase between barriers is at least its instructions issued by all of them)."""
        return warps_per_port * self.issue.instruction_cycles

    def sm_bounds(self, blocks: int, dram_queue: float = 0.0) -> SmBounds:
        """Bounds of an SM holding ``blocks`` active blocks at once when each DRAM access waits
        ``dram_queue`` cycles more."""
        gpu = self.gpu
        warps = blocks * self.work.warps_per_block
        warps_per_port = self.warps_per_port(blocks)
        issue = warps_per_port * self.issue.per_warp
        shared_rate = gpu.shared_wavefronts_per_clock or SHARED_WAVEFRONTS_PER_CYCLE
        shared = warps * self.demand.shared_wavefronts / shared_rate
        l1_rate = bytes_per_cycle(gpu.l1_bandwidth_per_sm, gpu)
        l1 = max(warps * self.demand.l1_bytes / l1_rate if l1_rate > 0 else 0.0,
                 warps * self.demand.l1_wavefronts / L1_WAVEFRONTS_PER_CYCLE)
        mean = self.access_latency(dram_queue)
        return SmBounds(issue, self._path_at_mean(mean, warps_per_port), self.time_sync, shared, l1, blocks, warps,
                        warps_per_port, mean, shared_rate)

    def _synchronised_how(self, warps_per_port: int) -> str:
        if self.kernel.synchronised_latency_at is None:
            return ""
        return (f" (each phase between barriers at least the issue of the SM's {warps_per_port} warps per issue "
                f"port, in step: {self.phase_cycles(warps_per_port):.3g} cycles per instruction)")

    def path_at(self, dram_queue: float) -> float:
        """The busiest warp's critical path (cycles, without the barrier term) on the fullest SM
        when each DRAM access waits ``dram_queue`` cycles more: on the synchronised path when it
        has barriers."""
        return self._path_at_mean(self.access_latency(dram_queue), self.fullest_warps_per_port)

    def _path_at_mean(self, mean: float, warps_per_port: int) -> float:
        """The busiest warp's critical path at mean access latency ``mean`` on an SM with
        ``warps_per_port`` warps per issue port (``path_at``)."""
        synchronised = self.kernel.synchronised_latency_at
        return self.kernel.latency_at(mean) if synchronised is None else \
            synchronised(mean, self.phase_cycles(warps_per_port))

    def access_latency(self, dram_queue: float) -> float:
        """The mean latency of a memory access on the path (cycles) when each DRAM access waits
        ``dram_queue`` cycles more: the levels' latencies by their served shares, plus the
        departure of a load's extra lines (``kt_work.line_departure``)."""
        return mean_latency(self.gpu, self.memory.shares, (0.0, 0.0, dram_queue)) + self.memory.departure

    def warp_latency_at(self, dram_queue: float) -> float:
        """``path_at`` with method C's barrier term."""
        return self.path_at(dram_queue) + self.time_sync

    def wave_bounds(self, plan: list[Wave], dram_queue: float):
        """``(wave, SmBounds)`` of each wave group of ``plan`` at ``dram_queue``: a wave lasts as
        long as its fullest SM."""
        for wave in plan:
            yield wave, self.sm_bounds(wave.fullest.blocks, dram_queue)

    def wave_total(self, plan: list[Wave], dram_queue: float) -> float:
        """Sum of the wave times of ``plan`` at ``dram_queue``, with their blocks' launch
        (``block_launch_cycles``)."""
        return self.block_launch_cycles + sum(wave.count * bounds.cycles
                                              for wave, bounds in self.wave_bounds(plan, dram_queue))

    def loaded_latency(self, plan, dram_cycles: float) -> tuple[float, float]:
        """The warp latency and DRAM queueing delay (cycles) at which the waves take as long as
        the DRAM queue they load implies: with utilisation ``rho = dram_cycles / E`` over an
        execution of ``E`` cycles, an access served by DRAM waits ``QUEUE_FACTOR x lat_DRAM x rho
        / (1 - rho)`` more (an M/D/1 queue; Little's law ties latency to the bytes in flight), and
        ``E`` is the fixed point ``E = waves(latency(rho(E)))`` above ``dram_cycles`` (the waves
        with their blocks' launch, during which DRAM idles). The unloaded
        latency when no access reaches DRAM or the latency bound does not bind."""
        unloaded = self.warp_latency
        if dram_cycles <= 0 or self.memory.shares.dram_served <= 0 or QUEUE_FACTOR <= 0:
            return unloaded, 0.0

        def latency_for(exec_cycles: float) -> tuple[float, float]:
            rho = min(dram_cycles / exec_cycles, 1.0 - 1e-9)
            queue = QUEUE_FACTOR * self.gpu.dram_latency * rho / (1.0 - rho)
            return self.warp_latency_at(queue), queue

        def excess(exec_cycles: float) -> float:
            return self.wave_total(plan, latency_for(exec_cycles)[1]) - exec_cycles

        linearised = self._linearised_root(plan, dram_cycles)
        if linearised is not None:
            return latency_for(linearised)
        high = max(dram_cycles, self.wave_total(plan, 0.0)) * 1.01 + 1.0
        while excess(high) > 0:
            high *= 2.0
        low = dram_cycles * (1.0 + 1e-9)
        if excess(low) <= 0:
            return unloaded, 0.0
        solved = decreasing_root(excess, low, high)
        return latency_for(solved)

    def _linearised_root(self, plan, dram_cycles: float, iterations: int = 12) -> float | None:
        """The fixed point of ``loaded_latency`` by secant steps on the queue delay ``q``: the
        waves are piecewise linear in ``q`` (``W = a + b q``) and ``q = s D / (E - D)`` (``s =
        QUEUE_FACTOR x lat_DRAM``), so each linearisation gives ``E`` as the larger root of
        ``(E - D)(E - a) = b s D``; exact once two steps fall on the binding piece. None when the
        steps do not settle (the caller then brackets the root)."""
        scale = QUEUE_FACTOR * self.gpu.dram_latency

        def waves_at(queue: float) -> float:
            return self.wave_total(plan, queue)

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
        """The prediction record (``timing_model='kt'``)."""
        gpu, launch, residency, work = self.gpu, self.launch, self.residency, self.work
        plan = self.plan
        gpu_terms = whole_kernel_terms(self.memory.traffic, self.gpu, self.launch.grid_blocks)
        gpu_bounds = {term.name: term.cycles for term in gpu_terms}
        warp_latency, queue = self.loaded_latency(plan, gpu_bounds.get("dram_bandwidth", 0.0))
        groups: list[WaveTime] = []
        wave_terms: list[Term] = []
        bound_cycles: dict[str, float] = {}
        context = self._setup_lines()
        if queue > 0:
            context.append(f"loaded DRAM: queueing {queue:.1f} cycles per DRAM access (M/D/1 at the utilisation the "
                           f"waves give the DRAM bound), critical path {warp_latency:.0f} cycles")
        for wave, bounds in self.wave_bounds(plan, queue):
            count, fullest = wave.count, wave.fullest
            groups.append(WaveTime(count, wave.blocks, fullest.blocks, wave.busy_sms, bounds.cycles, bounds.bound))
            wave_terms.append(self._wave_term(wave, bounds, queue))
            bound_cycles[bounds.bound] = bound_cycles.get(bounds.bound, 0.0) + count * bounds.cycles
        wave_cycles = sum(term.cycles for term in wave_terms)
        waves = sum_of("waves", (*wave_terms, self._block_launch_term()), "the waves with their blocks' launch")
        execution = max_of("execution", (waves, *gpu_terms), "the largest of the waves and the whole-kernel bounds")
        bottleneck = max(bound_cycles, key=bound_cycles.get) if bound_cycles else "latency"
        if bottleneck == "latency" and warp_latency > 2.0 * self.warp_latency:
            bottleneck = "dram_bandwidth"  # most of the critical path is waiting in the DRAM queue
        if self.block_launch_cycles > wave_cycles:
            bottleneck = "launch"
        if execution.binding is not waves:
            bottleneck = execution.binding.name
        exec_cycles = execution.cycles
        estimate = self.launch_estimate
        exec_us = gpu.cycles_to_us(exec_cycles)
        time_us = max(0.0, estimate.intercept_us) + exec_us
        launch_term = Term("launch", max(0.0, estimate.intercept_us) * gpu.sm_clock_mhz,
                           f"the launch regression's intercept {estimate.intercept_us:.6g} us, in series ({estimate.how})",
                           ("launch_overhead", f"sm_clock_mhz = {gpu.sm_clock_mhz:g}"))
        dominant = max(range(len(groups)), key=lambda index: groups[index].count * groups[index].cycles)
        return Prediction(
            timing_model=KtModel.name, gpu=gpu.id, kernel=self.kernel.kernel, time_us=time_us,
            launch_us=time_us - exec_us, exec_us=exec_us, exec_cycles=exec_cycles,
            waves=self.wave_count, blocks_per_sm=residency.blocks_per_sm,
            occupancy=residency.occupancy, limiter=residency.limiter,
            warps_per_block=launch.warps_per_block(gpu.warp_size), grid_blocks=launch.grid_blocks,
            bottleneck=bottleneck, breakdown=level_breakdown(self.memory.traffic, self.gpu), wave_groups=tuple(groups),
            context=tuple(context),
            terms=sum_of("time", (launch_term, execution), "launch latency + execution"),
            warp=WarpCosts(self.issue.per_warp, warp_latency, self.time_sync,
                           self.access_latency(queue),
                           level_split(gpu, self.memory.shares, (0.0, 0.0, queue)),
                           "issue" if groups[dominant].bound == "issue" else "critical path",
                           self.warps_per_port(groups[dominant].blocks_per_sm)),
            part=KtPart(work.blocks, work.warps_per_block, work.per_warp, work.per_warp_busiest_sm,
                        None if self.kernel_model.work is None or self.kernel_model.work.warps is None
                        else self.kernel_model.work.warps.report(),
                        self.access_latency(0.0), self.issue.per_warp, warp_latency, self.warp_latency, queue,
                        wave_cycles, dict(gpu_bounds),
                        tuple(stream.__dict__ for stream in self.memory.traffic.streams) if self.memory.traffic else (),
                        tuple(self.kernel.notes), self.counters()),
        )

    def _setup_lines(self) -> list[str]:
        """The explanation's first lines: the active work, the residency, the per-warp costs."""
        shares, demand = self.memory.shares, self.demand
        return [self.work.how,
                f"residency: {self.residency.blocks_per_sm} block(s)/SM, occupancy {self.residency.occupancy:.3f} "
                f"(limiter {self.residency.limiter})",
                f"per warp: issue {self.issue.per_warp:.0f} cycles ({self.issue.how}), critical path "
                f"{self.warp_latency:.0f} cycles{self._synchronised_how(self.fullest_warps_per_port)} at mean access latency "
                f"{self.access_latency(0.0):.1f} (hit fractions l1 {shares.l1_hit:.3f}, l2 {shares.l2_hit:.3f}), "
                f"shared wavefronts {demand.shared_wavefronts:g}, L1 bytes {demand.l1_bytes:.0f}, L1 wavefronts "
                f"{demand.l1_wavefronts:.0f}"]

    def _wave_term(self, wave: Wave, bounds: SmBounds, queue: float) -> Term:
        """A wave group's term: ``count x`` the largest bound of its fullest SM."""
        gpu, work, demand = self.gpu, self.work, self.demand
        blocks, warps, per_block, mean = bounds.blocks, bounds.warps, bounds.warps_per_port, bounds.mean_latency
        shares = self.memory.shares
        issue = Term("issue", bounds.issue,
                     f"ceil({blocks} block(s) x {work.warps_per_block:g} warps / {gpu.processing_blocks_per_sm} "
                     f"processing blocks) = {per_block} warps x {self.issue.per_warp:.6g} cycles",
                     (f"processing_blocks_per_sm = {gpu.processing_blocks_per_sm}", "issue_delay.*",
                      "sass_instructions.*"), (f"issue per warp: {self.issue.how}",))
        path = Term("latency path", bounds.path,
                    f"the busiest warp's path at mean access latency {mean:.1f} cycles{self._synchronised_how(per_block)}"
                    + (f", DRAM accesses queueing {queue:.1f} cycles" if queue > 0 else ""),
                    (f"l1_latency = {gpu.l1_latency:g}", f"l2_latency = {gpu.l2_latency:g}",
                     f"dram_latency = {gpu.dram_latency:g}", "latency.*"),
                    (f"hit fractions from the access streams: l1 {shares.l1_hit:.3f}, l2 {shares.l2_hit:.3f}",
                     *((f"+{self.memory.departure:.3g} cycles per access: the global loads' lines beyond the "
                        f"first, {L1_WAVEFRONTS_PER_CYCLE:g} per cycle (departure delay)",)
                       if self.memory.departure > 0 else ())))
        sync = Term("sync", bounds.sync, f"syncs {self.kernel.syncs:g} x delay_dep x (warps/block - 1)",
                    ("uncoalesced_latency", "dram_latency"), (f"barriers {self.kernel.syncs:g} per thread",))
        rate = bounds.shared_rate
        shared = Term("shared", bounds.shared,
                      f"{warps:g} warps x {demand.shared_wavefronts:.6g} wavefronts / {rate:g} per cycle",
                      (f"shared_wavefronts_per_clock = {rate:g}",), ("bank conflicts from the lane addresses",))
        l1 = Term("L1", bounds.l1,
                  f"{warps:g} warps x max({demand.l1_bytes:.6g} B / l1_bandwidth_per_sm, {demand.l1_wavefronts:.6g} "
                  f"lines at {L1_WAVEFRONTS_PER_CYCLE:g} per cycle)",
                  (f"l1_bandwidth_per_sm = {gpu.l1_bandwidth_per_sm:g}", f"sm_clock_mhz = {gpu.sm_clock_mhz:g}"),
                  ("L1 bytes and lines from the access streams",))
        return max_of(f"{wave.count} wave(s), fullest SM {blocks} block(s)",
                      (issue, sum_of("latency", (path, sync), "latency path + time_sync"), shared, l1),
                      f"{wave.blocks} blocks on {wave.busy_sms} SMs", times=wave.count)

    def _block_launch_term(self) -> Term:
        estimate = self.launch_estimate
        return Term("launch", self.block_launch_cycles,
                    f"the blocks' launch, one SM launch interval per wave: {estimate.slope_us:.6g} us/block x "
                    f"{self.gpu.sm_count} SMs x {self.wave_count} wave(s)",
                    ("launch_overhead", f"sm_count = {self.gpu.sm_count}", f"sm_clock_mhz = {self.gpu.sm_clock_mhz:g}"))

    def counters(self) -> dict[str, float]:
        """Whole-grid totals comparable with hardware counters (``analyzer.evaluation.counters``):
        warp instructions issued, shared-memory wavefronts (with bank conflicts, ``analysis.quantities.banks``)
        and global load requests (one per warp load instruction), over the active warps at each
        one's share of the busiest warp's work."""
        warps = self.work.warps
        loads = sum(evaluated(expression, self.env) or 0.0 for exec_class, expression in self.kernel_model.counts
                    if exec_class.value in GLOBAL_LOAD_CLASSES)
        counters = {"shared_wavefronts": warps * self.demand.shared_wavefronts,
                    "global_load_requests": warps * loads * self.work.per_warp}
        if self.issue.instructions_per_warp is not None:
            counters["warp_instructions"] = warps * self.issue.instructions_per_warp
        return counters
