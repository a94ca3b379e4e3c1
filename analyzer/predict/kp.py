"""Method C (Kleimenov and Popova 2021, section 3): kernel time = launch + sum over waves.

Per wave, per SM (the seed's formulas):

* ``time_WP = time(main thread, lat) + time_sync``, ``time_sync = syncs * delay_dep *
  (blockSize - 1)``, ``delay_dep = (lat_uncoal - lat_DRAM) / 28`` (after Hong and Kim 2009).
  ``blockSize`` is taken in warps: Hong and Kim's synchronisation cost is a departure delay per
  other *warp* (``Departure_delay * (MWP - 1)``), and a per-thread reading would make one barrier
  of a 1024-thread block cost thousands of cycles.
* ``time_PB = max(max_wp time_WP, sum_wp delay_WP)`` over the warps of a processing block (the
  SM's warps are dealt round robin over ``processing_blocks_per_sm``); ``time_SM = max_PB``.
* All warps follow the kernel model's longest-running thread, so every warp has the same
  ``time_WP`` and ``delay_WP``. Threads that exit early (thread-dependent branches) are not
  modelled: the kernel model provides no fraction of early-exiting threads, so the prediction is
  the time of a grid whose threads all take the longest path.
* Waves: ``ceil(blocks / (blocks_per_sm * sm_count))``. The last, partial wave keeps its real
  block count: blocks are dealt breadth first over the SMs, so some SMs hold one block more than
  others and, with fewer blocks than SMs, some SMs are idle.
* Memory (``analyzer.predict.memory``): Fig. 4 raises the L1 latency per SM until the L1
  bandwidth the SM demands fits ``l1_bandwidth_per_sm``; Fig. 5 then raises the L2 latency, then
  the DRAM latency, for the whole wave against ``l2_bandwidth`` and ``dram_bandwidth``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from analyzer.gpu.gpu_model import GpuModel
from analyzer.predict.bind import BoundKernel
from analyzer.predict.launch import LaunchEstimate, launch_time
from analyzer.predict.memory import (LEVELS, MemoryShares, bytes_per_cycle, level_latencies, level_split, mean_latency,
                                     raise_to_bandwidth, traffic_per_thread)
from analyzer.predict.timing_model import HitFractionModel
from analyzer.predict.records import Launch, LevelBreakdown, ModelPart, Prediction, PredictOptions, Residency, WaveTime
from analyzer.predict.terms import Term, WarpCosts, max_of, sum_of
from analyzer.predict.waves import SmGroup, barrier_cycles, sync_delay, wave_plan

@dataclass(frozen=True)
class WaveResult:
    """One wave's time (cycles), what bound it, the queueing delays and iterations per level,
    the latency-only time before each level's check, the explanation lines, the wave's terms
    (``term``: the largest over its SM groups of each one's bounds at the final queueing delays),
    the blocks on its fullest SM and their queueing delays."""

    cycles: float
    bound: str
    queue: dict[str, float]
    iterations: dict[str, int]
    before_check: dict[str, float]
    level_bytes: dict[str, float]
    lines: tuple[str, ...]
    term: Term
    fullest_blocks: int
    fullest_queue: tuple[float, float, float]


class WaveTimer:
    """Method C's per-wave time for one bound kernel and launch shape."""

    def __init__(self, kernel: BoundKernel, gpu: GpuModel, shares: MemoryShares, warps_per_block: int,
                 threads_per_block: int, options: PredictOptions):
        self.kernel = kernel
        self.gpu = gpu
        self.shares = shares
        self.warps_per_block = warps_per_block
        self.threads_per_block = threads_per_block
        self.options = options
        self.time_sync = barrier_cycles(kernel.syncs, gpu, warps_per_block)
        self.traffic = traffic_per_thread(kernel, shares)

    def warp_time(self, queue: tuple[float, float, float]) -> float:
        """``time_WP``: the main thread's time at the mean latency plus ``time_sync``."""
        return self.kernel.latency_at(mean_latency(self.gpu, self.shares, queue)) + self.time_sync

    def issue_time(self, blocks: int) -> float:
        """Sum of issue delays of the warps on the fullest processing block."""
        warps = blocks * self.warps_per_block
        return math.ceil(warps / self.gpu.processing_blocks_per_sm) * self.kernel.issue_delay

    def sm_time(self, blocks: int, queue: tuple[float, float, float]) -> float:
        """``time_SM = max(time_WP, sum of delays on the fullest processing block)``."""
        return max(self.warp_time(queue), self.issue_time(blocks))

    def wave(self, groups: tuple[SmGroup, ...]) -> WaveResult:
        """Fig. 4 (L1 per SM group) then Fig. 5 (L2, DRAM on the GPU) for one wave."""
        gpu, options = self.gpu, self.options
        lines: list[str] = []
        busy = [group for group in groups if group.blocks > 0]
        base_queue = (0.0, 0.0, 0.0)
        l1_queue: dict[int, float] = {}
        floors: dict[int, float] = {}
        iterations = {level: 0 for level in LEVELS}
        queue_report = {level: 0.0 for level in LEVELS}
        before = {level: 0.0 for level in LEVELS}
        bound = ""
        l1_rate = bytes_per_cycle(gpu.l1_bandwidth_per_sm, gpu)
        for group in busy:
            sm_bytes = self.traffic["l1"] * self.threads_per_block * group.blocks
            latency_time = self.sm_time(group.blocks, base_queue)
            before["l1"] = max(before["l1"], latency_time)
            target = sm_bytes / l1_rate if l1_rate > 0 else 0.0
            result = raise_to_bandwidth(lambda q, b=group.blocks: self.sm_time(b, (q, 0.0, 0.0)),
                                        target, options.epsilon, options.max_iterations)
            l1_queue[group.blocks] = result.queue
            floors[group.blocks] = target if result.floored else 0.0
            iterations["l1"] += result.iterations
            queue_report["l1"] = max(queue_report["l1"], result.queue)
            if result.iterations:
                bound = "l1_bandwidth"
            lines.append(f"    SM with {group.blocks} block(s) (x{group.sm_count}): latency-bound {latency_time:.0f} cycles; "
                         f"L1 {sm_bytes:.0f} B needs {target:.0f} cycles at l1_bandwidth_per_sm {l1_rate:.1f} B/cycle"
                         + (f" -> L1 latency +{result.queue:.1f} cycles in {result.iterations} iteration(s), "
                            f"{result.time:.0f} cycles" if result.iterations else ""))

        def wave_time(q_l2: float, q_dram: float) -> float:
            return max(max(floors[group.blocks], self.sm_time(group.blocks, (l1_queue[group.blocks], q_l2, q_dram)))
                       for group in busy)

        threads = sum(group.blocks * group.sm_count for group in busy) * self.threads_per_block
        level_bytes = {level: self.traffic[level] * threads for level in LEVELS}
        settled = {"l2": 0.0, "dram": 0.0}
        for level, bandwidth in (("l2", gpu.l2_bandwidth), ("dram", gpu.dram_bandwidth)):
            rate = bytes_per_cycle(bandwidth, gpu)
            current = wave_time(settled["l2"], settled["dram"])
            before[level] = current
            target = level_bytes[level] / rate if rate > 0 else 0.0
            if level == "l2":
                result = raise_to_bandwidth(lambda q: wave_time(q, 0.0), target, options.epsilon, options.max_iterations)
            else:
                result = raise_to_bandwidth(lambda q: wave_time(settled["l2"], q), target, options.epsilon,
                                            options.max_iterations)
            settled[level] = result.queue
            queue_report[level] = result.queue
            iterations[level] = result.iterations
            if result.floored:
                floors = {blocks: max(value, target) for blocks, value in floors.items()}
            if result.iterations:
                bound = f"{level}_bandwidth"
            lines.append(f"    {level.upper()}: {level_bytes[level]:.0f} B need {target:.0f} cycles at {level}_bandwidth "
                         f"{rate:.1f} B/cycle vs {current:.0f} cycles"
                         + (f" -> {level.upper()} latency +{result.queue:.1f} cycles in {result.iterations} iteration(s)"
                            if result.iterations and not result.floored else "")
                         + (" -> time set to the bandwidth time (latency does not move it)" if result.floored else ""))
        cycles = wave_time(settled["l2"], settled["dram"])
        fullest = max(busy, key=lambda group: group.blocks)
        if not bound:
            bound = "issue" if self.issue_time(fullest.blocks) > self.warp_time(base_queue) else "latency"
        terms = tuple(self.group_term(group, (l1_queue[group.blocks], settled["l2"], settled["dram"]),
                                      floors[group.blocks]) for group in busy)
        return WaveResult(cycles, bound, queue_report, iterations, before, level_bytes, tuple(lines),
                          max_of("wave", terms), fullest.blocks, (l1_queue[fullest.blocks], settled["l2"], settled["dram"]))

    def group_term(self, group: SmGroup, queue: tuple[float, float, float], floor: float) -> Term:
        """The bounds of an SM of ``group`` at the wave's final queueing delays ``queue``:
        ``max(time_WP, issue on the fullest processing block, bandwidth floor)``."""
        gpu, kernel = self.gpu, self.kernel
        mean = mean_latency(gpu, self.shares, queue)
        warps = group.blocks * self.warps_per_block
        per_block = math.ceil(warps / gpu.processing_blocks_per_sm)
        path = Term("latency path", kernel.latency_at(mean),
                    f"the main thread's time at mean access latency {mean:.1f} cycles (queueing L1 +{queue[0]:.1f}, "
                    f"L2 +{queue[1]:.1f}, DRAM +{queue[2]:.1f} cycles from the bandwidth iterations)",
                    (f"l1_latency = {gpu.l1_latency:g}", f"l2_latency = {gpu.l2_latency:g}",
                     f"dram_latency = {gpu.dram_latency:g}", f"uncoalesced_latency = {gpu.uncoalesced_latency:g}",
                     f"l1_bandwidth_per_sm = {gpu.l1_bandwidth_per_sm:g}", f"l2_bandwidth = {gpu.l2_bandwidth:g}",
                     f"dram_bandwidth = {gpu.dram_bandwidth:g}"),
                    (f"hit fractions l1 {self.shares.l1_hit:g}, l2 {self.shares.l2_hit:g}",
                     f"global sectors {kernel.sector_bytes:g} B per thread"))
        sync = Term("sync", self.time_sync,
                    f"syncs {kernel.syncs:g} x delay_dep {sync_delay(gpu):.2f} x (warps/block {self.warps_per_block} - 1)",
                    (f"uncoalesced_latency = {gpu.uncoalesced_latency:g}", f"dram_latency = {gpu.dram_latency:g}"),
                    (f"barriers {kernel.syncs:g} per thread",))
        issue = Term("issue", self.issue_time(group.blocks),
                     f"ceil({group.blocks} block(s) x {self.warps_per_block} warps / {gpu.processing_blocks_per_sm} "
                     f"processing blocks) = {per_block} warps x {kernel.issue_delay:g} cycles",
                     (f"processing_blocks_per_sm = {gpu.processing_blocks_per_sm}", "issue_delay.*"),
                     (f"issue delay {kernel.issue_delay:g} cycles per warp (sum of del_<class>)",))
        parts = [sum_of("warp time", (path, sync), "time_WP = latency path + time_sync"), issue]
        if floor > 0:
            parts.append(Term("bandwidth floor", floor, "bytes / bandwidth (the latency does not move the time)"))
        return max_of(f"SM with {group.blocks} block(s) (x{group.sm_count})", tuple(parts))

    def effective_latencies(self, queue: dict[str, float]) -> dict[str, float]:
        """Level latencies with the queueing delays of a wave."""
        return level_latencies(self.gpu, (queue["l1"], queue["l2"], queue["dram"]))


class KpModel(HitFractionModel):
    """Method C (module docstring)."""

    name = "kp"
    title = "method C, Kleimenov and Popova 2021"

    def predict_shares(self, bound: BoundKernel, launch: Launch, gpu: GpuModel, residency: Residency,
                       shares: MemoryShares) -> Prediction:
        """Method C's prediction for a launch that can run."""
        return predict_kp(bound, gpu, launch, residency, shares, self.options)


@dataclass(frozen=True)
class KpPart(ModelPart):
    """What method C alone computes (Kleimenov and Popova 2021): the barrier term ``time_sync``, the
    thread's issue ``delay``, the warp time and mean access latency ``m`` at the unloaded latencies,
    how the launch regression was chosen, the kernel model's notes, and the ``iterations`` of the
    bandwidth loops (Fig. 4 and 5) over all waves and levels."""

    time_sync_cycles: float
    issue_delay_cycles: float
    warp_time_cycles: float
    mean_latency_cycles: float
    launch_regression: str
    notes: tuple[str, ...]
    iterations: int

    def to_json(self) -> dict[str, Any]:
        """The JSON object ``details``."""
        return {"time_sync_cycles": self.time_sync_cycles, "issue_delay_cycles": self.issue_delay_cycles,
                "warp_time_cycles": self.warp_time_cycles, "mean_latency_cycles": self.mean_latency_cycles,
                "launch_regression": self.launch_regression, "notes": list(self.notes)}

    def kernel_notes(self) -> tuple[str, ...]:
        """The kernel model's notes."""
        return self.notes

    def bandwidth_iterations(self) -> int:
        """Iterations of the bandwidth loops."""
        return self.iterations


@dataclass(frozen=True)
class WaveSums:
    """The waves of a launch summed (``_sum_waves``): one ``WaveTime`` per group of equal waves,
    the execution cycles and how many of them each bound took, bytes per memory level (after and
    before the bandwidth check), the largest effective latency and the queue iterations per level,
    each group's term, its ``WaveResult`` and its explanation lines."""

    groups: tuple[WaveTime, ...]
    exec_cycles: float
    bound_cycles: dict[str, float]
    totals: dict[str, float]
    before: dict[str, float]
    effective: dict[str, float]
    iterations: dict[str, int]
    terms: tuple[Term, ...]
    results: tuple[WaveResult, ...]
    lines: tuple[str, ...]


def predict_kp(kernel: BoundKernel, gpu: GpuModel, launch: Launch, residency: Residency, shares: MemoryShares,
               options: PredictOptions) -> Prediction:
    """Method C's prediction ``time_kernel = time_launch + sum over waves of t_wave`` for a
    launch that can run (``residency.blocks_per_sm > 0``): the launch estimate, the wave plan,
    each wave's time (``_sum_waves``), the memory levels (``_level_breakdown``), the record."""
    warps_per_block = launch.warps_per_block(gpu.warp_size)
    grid_blocks = launch.grid_blocks
    launch_estimate = launch_time(gpu, warps_per_block, grid_blocks)
    timer = WaveTimer(kernel, gpu, shares, warps_per_block, launch.block_threads, options)
    plan = wave_plan(grid_blocks, residency.blocks_per_sm, gpu.sm_count)
    waves = sum(wave.count for wave in plan)
    lines = [
        f"residency: {residency.blocks_per_sm} block(s)/SM, occupancy {residency.occupancy:.3f} (limiter: "
        f"{residency.limiter}; registers {kernel.registers}/thread, static shared {kernel.static_shared_bytes} B, "
        f"dynamic shared {launch.dynamic_shared} B)",
        f"waves: ceil({grid_blocks} / ({residency.blocks_per_sm} x sm_count {gpu.sm_count})) = {waves}",
        f"per thread (kernel model): time = {kernel.latency_at(0.0):.0f} cycles + memory-latency terms, "
        f"issue delay {kernel.issue_delay:.0f} cycles, global load {kernel.load_bytes:g} B, store {kernel.store_bytes:g} B, "
        f"sectors {kernel.sector_bytes:g} B, uncoalesced {kernel.uncoalesced_bytes:g} B, syncs {kernel.syncs:g}",
        f"hit fractions: l1 {shares.l1_hit:g}, l2 {shares.l2_hit:g}; served shares l1pct {shares.l1_served:.3f}, "
        f"l2pct {shares.l2_served:.3f}, drampct {shares.dram_served:.3f}; coalpct {shares.coalesced:.3f}, "
        f"uncoalpct {shares.uncoalesced:.3f}",
        f"mean access latency m = {mean_latency(gpu, shares, (0.0, 0.0, 0.0)):.1f} cycles from l1_latency "
        f"{gpu.l1_latency:g}, l2_latency {gpu.l2_latency:g}, dram_latency {gpu.dram_latency:g}, uncoalesced_latency "
        f"{gpu.uncoalesced_latency:g}; warp time at m: {timer.warp_time((0.0, 0.0, 0.0)):.0f} cycles",
        f"time_sync = syncs {kernel.syncs:g} x delay_dep {sync_delay(gpu):.2f} ((uncoalesced_latency - dram_latency)/28) "
        f"x (warps/block {warps_per_block} - 1) = {timer.time_sync:.0f} cycles",
        *("  " + line for line in kernel.gpu_symbols),
    ]
    sums = _sum_waves(timer, plan)
    lines.extend(sums.lines)
    groups, exec_cycles, iterations, results = list(sums.groups), sums.exec_cycles, sums.iterations, sums.results
    wave_terms = list(sums.terms)
    exec_us = gpu.cycles_to_us(exec_cycles)
    bottleneck = max(sums.bound_cycles, key=sums.bound_cycles.get)
    if launch_estimate.time_us > exec_us:
        bottleneck = "launch"
    breakdown = _level_breakdown(kernel, gpu, launch, sums)
    return Prediction(
        timing_model="kp", gpu=gpu.id, kernel=kernel.kernel,
        time_us=launch_estimate.time_us + exec_us, launch_us=launch_estimate.time_us, exec_us=exec_us,
        exec_cycles=exec_cycles, waves=waves, blocks_per_sm=residency.blocks_per_sm, occupancy=residency.occupancy,
        limiter=residency.limiter, warps_per_block=warps_per_block, grid_blocks=grid_blocks, bottleneck=bottleneck,
        breakdown=tuple(breakdown), wave_groups=tuple(groups),
        context=tuple(lines),
        terms=_time_term(sum_of("execution", tuple(wave_terms), "the sum of the waves"), launch_estimate, gpu,
                         grid_blocks),
        warp=_warp_costs(timer, results[max(range(len(groups)), key=lambda i: groups[i].count * groups[i].cycles)]),
        part=KpPart(timer.time_sync, kernel.issue_delay, timer.warp_time((0.0, 0.0, 0.0)),
                    mean_latency(gpu, shares, (0.0, 0.0, 0.0)), launch_estimate.how, tuple(kernel.notes),
                    sum(iterations.values())),
    )




def _sum_waves(timer: WaveTimer, plan) -> WaveSums:
    """Each group of equal waves of ``plan`` timed by ``timer`` and summed (``WaveSums``)."""
    lines: list[str] = []
    groups: list[WaveTime] = []
    exec_cycles = 0.0
    bound_cycles: dict[str, float] = {}
    totals = {level: 0.0 for level in LEVELS}
    before = {level: 0.0 for level in LEVELS}
    effective = {level: 0.0 for level in LEVELS}
    iterations = {level: 0 for level in LEVELS}
    wave_terms: list[Term] = []
    results: list[WaveResult] = []
    for wave in plan:
        count = wave.count
        result = timer.wave(wave.groups)
        results.append(result)
        busy, fullest = wave.busy_sms, wave.fullest.blocks
        groups.append(WaveTime(count, wave.blocks, fullest, busy, result.cycles, result.bound))
        wave_terms.append(Term(f"{count} wave(s), fullest SM {fullest} block(s)", result.term.cycles * count,
                               result.term.formula, combine="max", parts=result.term.parts, times=count))
        exec_cycles += count * result.cycles
        bound_cycles[result.bound] = bound_cycles.get(result.bound, 0.0) + count * result.cycles
        latencies = timer.effective_latencies(result.queue)
        for level in LEVELS:
            totals[level] += count * result.level_bytes[level]
            before[level] += count * result.before_check[level]
            effective[level] = max(effective[level], latencies[level])
            iterations[level] += result.iterations[level]
        lines.append(f"  {count} wave(s) of {groups[-1].blocks} blocks on {busy} SMs (max {fullest}/SM), the bandwidth "
                     "checks (Fig. 4 and 5):")
        lines.extend(result.lines)
    return WaveSums(tuple(groups), exec_cycles, bound_cycles, totals, before, effective, iterations, tuple(wave_terms),
                    tuple(results), tuple(lines))


def _level_breakdown(kernel: BoundKernel, gpu: GpuModel, launch: Launch, sums: WaveSums) -> list[LevelBreakdown]:
    """Traffic, bandwidth time, latency before and after the queue, per memory level and for
    the uncoalesced bytes, from the summed waves."""
    totals, before, effective, iterations = sums.totals, sums.before, sums.effective, sums.iterations
    grid_blocks = launch.grid_blocks
    base = {"l1": gpu.l1_latency, "l2": gpu.l2_latency, "dram": gpu.dram_latency}
    bandwidths = {"l1": gpu.l1_bandwidth_per_sm * gpu.sm_count, "l2": gpu.l2_bandwidth, "dram": gpu.dram_bandwidth}
    keys = {"l1": "l1_bandwidth_per_sm x sm_count", "l2": "l2_bandwidth", "dram": "dram_bandwidth"}
    breakdown = [LevelBreakdown(level, totals[level], bandwidths[level],
                                totals[level] / bandwidths[level] * 1e6 if bandwidths[level] > 0 else None,
                                gpu.cycles_to_us(before[level]), base[level], effective[level], iterations[level],
                                f"{keys[level]}; {level}_latency; traffic from global_sector_bytes")
                 for level in LEVELS]
    uncoalesced_total = kernel.uncoalesced_bytes * launch.block_threads * grid_blocks
    breakdown.append(LevelBreakdown("uncoalesced", uncoalesced_total, None, None, gpu.cycles_to_us(before["dram"]),
                                    gpu.uncoalesced_latency, gpu.uncoalesced_latency + effective["dram"] - gpu.dram_latency,
                                    0, "uncoalesced_bytes; uncoalesced_latency (no separate bandwidth in the GPU model: "
                                       "their extra sectors load L1/L2/DRAM)"))
    return breakdown


def _time_term(execution: Term, estimate: LaunchEstimate, gpu: GpuModel, grid_blocks: int) -> Term:
    """Method C's ``time = launch + execution`` in cycles, the launch from its regression."""
    launch = Term("launch", estimate.time_us * gpu.sm_clock_mhz,
                  f"{estimate.slope_us:.6g} us/block x {grid_blocks} blocks + {estimate.intercept_us:.6g} us, in series "
                  f"({estimate.how})", ("launch_overhead", f"sm_clock_mhz = {gpu.sm_clock_mhz:g}"))
    return sum_of("time", (launch, execution), "launch + execution")


def _warp_costs(timer: WaveTimer, wave: WaveResult) -> WarpCosts:
    """Per-warp quantities of the fullest SM of the wave that takes most of the time, at that
    wave's final queueing delays."""
    queue = wave.fullest_queue
    return WarpCosts(timer.kernel.issue_delay, timer.warp_time(queue), timer.time_sync,
                     mean_latency(timer.gpu, timer.shares, queue), level_split(timer.gpu, timer.shares, queue),
                     "issue" if _binding_leaf(wave.term) == "issue" else "critical path",
                     math.ceil(wave.fullest_blocks * timer.warps_per_block / timer.gpu.processing_blocks_per_sm))


def _binding_leaf(term: Term) -> str:
    """The name of the leaf the max terms bind to, from ``term`` down."""
    while term.binding is not None:
        term = term.binding
    return term.name
