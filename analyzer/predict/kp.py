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

from analyzer.models.gpu_model import GpuModel
from analyzer.predict.bind import BoundKernel
from analyzer.predict.memory import (LEVELS, MemoryShares, bytes_per_cycle, level_latencies, mean_latency,
                                     raise_to_bandwidth, traffic_per_thread)
from analyzer.predict.launch import launch_time
from analyzer.predict.records import (Launch, LevelBreakdown, Prediction, PredictOptions, Residency,
                                      WaveTime)

SYNC_DIVISOR = 28.0  # delay_dep = (lat_uncoal - lat_DRAM) / 28 (seed 002, after Hong and Kim 2009)


@dataclass(frozen=True)
class SmGroup:
    """``sm_count`` SMs of a wave that each hold ``blocks`` blocks."""

    blocks: int
    sm_count: int


@dataclass(frozen=True)
class WaveResult:
    """One wave's time (cycles), what bound it, the queueing delays and iterations per level,
    the latency-only time before each level's check, and the explanation lines."""

    cycles: float
    bound: str
    queue: dict[str, float]
    iterations: dict[str, int]
    before_check: dict[str, float]
    level_bytes: dict[str, float]
    lines: tuple[str, ...]


def wave_plan(grid_blocks: int, blocks_per_sm: int, sm_count: int) -> list[tuple[int, tuple[SmGroup, ...]]]:
    """The waves as (count, SM groups): full waves with ``blocks_per_sm`` on every SM, then the
    partial last wave with its real block count dealt breadth first over the SMs."""
    capacity = blocks_per_sm * sm_count
    full, remainder = divmod(grid_blocks, capacity)
    plan: list[tuple[int, tuple[SmGroup, ...]]] = []
    if full:
        plan.append((full, (SmGroup(blocks_per_sm, sm_count),)))
    if remainder:
        base, extra = divmod(remainder, sm_count)
        groups = [SmGroup(base + 1, extra)] if extra else []
        if base:
            groups.append(SmGroup(base, sm_count - extra))
        plan.append((1, tuple(groups)))
    return plan


def sync_delay(gpu: GpuModel) -> float:
    """``delay_dep = (lat_uncoal - lat_DRAM) / 28`` in cycles (seed 002; never negative)."""
    return max(0.0, (gpu.uncoalesced_latency - gpu.dram_latency) / SYNC_DIVISOR)


class WaveModel:
    """Method C's per-wave time for one bound kernel and launch shape."""

    def __init__(self, kernel: BoundKernel, gpu: GpuModel, shares: MemoryShares, warps_per_block: int,
                 threads_per_block: int, options: PredictOptions):
        self.kernel = kernel
        self.gpu = gpu
        self.shares = shares
        self.warps_per_block = warps_per_block
        self.threads_per_block = threads_per_block
        self.options = options
        self.time_sync = kernel.syncs * sync_delay(gpu) * (warps_per_block - 1)
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
        if not bound:
            fullest = max(busy, key=lambda group: group.blocks)
            bound = "issue" if self.issue_time(fullest.blocks) > self.warp_time(base_queue) else "latency"
        return WaveResult(cycles, bound, queue_report, iterations, before, level_bytes, tuple(lines))

    def effective_latencies(self, queue: dict[str, float]) -> dict[str, float]:
        """Level latencies with the queueing delays of a wave."""
        return level_latencies(self.gpu, (queue["l1"], queue["l2"], queue["dram"]))


def predict_kp(kernel: BoundKernel, gpu: GpuModel, launch: Launch, residency: Residency, shares: MemoryShares,
               options: PredictOptions) -> Prediction:
    """Method C's prediction ``time_kernel = time_launch + sum over waves of t_wave`` for a
    launch that can run (``residency.blocks_per_sm > 0``)."""
    warps_per_block = launch.warps_per_block(gpu.warp_size)
    grid_blocks = launch.grid_blocks
    launch_estimate = launch_time(gpu, warps_per_block, grid_blocks)
    model = WaveModel(kernel, gpu, shares, warps_per_block, launch.block_threads, options)
    plan = wave_plan(grid_blocks, residency.blocks_per_sm, gpu.sm_count)
    waves = sum(count for count, _groups in plan)
    lines = [
        f"launch: {launch_estimate.time_us:.3f} us = {launch_estimate.slope_us:.6g} us/block x {grid_blocks} blocks + "
        f"{launch_estimate.intercept_us:.6g} us (launch_overhead, {launch_estimate.how})",
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
        f"{gpu.uncoalesced_latency:g}; warp time at m: {model.warp_time((0.0, 0.0, 0.0)):.0f} cycles",
        f"time_sync = syncs {kernel.syncs:g} x delay_dep {sync_delay(gpu):.2f} ((uncoalesced_latency - dram_latency)/28) "
        f"x (warps/block {warps_per_block} - 1) = {model.time_sync:.0f} cycles",
        *("  " + line for line in kernel.gpu_symbols),
    ]
    groups: list[WaveTime] = []
    exec_cycles = 0.0
    bound_cycles: dict[str, float] = {}
    totals = {level: 0.0 for level in LEVELS}
    before = {level: 0.0 for level in LEVELS}
    effective = {level: 0.0 for level in LEVELS}
    iterations = {level: 0 for level in LEVELS}
    for count, sm_groups in plan:
        result = model.wave(sm_groups)
        busy = sum(group.sm_count for group in sm_groups if group.blocks)
        fullest = max(group.blocks for group in sm_groups)
        groups.append(WaveTime(count, sum(g.blocks * g.sm_count for g in sm_groups), fullest, busy, result.cycles,
                               result.bound))
        exec_cycles += count * result.cycles
        bound_cycles[result.bound] = bound_cycles.get(result.bound, 0.0) + count * result.cycles
        latencies = model.effective_latencies(result.queue)
        for level in LEVELS:
            totals[level] += count * result.level_bytes[level]
            before[level] += count * result.before_check[level]
            effective[level] = max(effective[level], latencies[level])
            iterations[level] += result.iterations[level]
        lines.append(f"  {count} wave(s) of {groups[-1].blocks} blocks on {busy} SMs (max {fullest}/SM): "
                     f"{result.cycles:.0f} cycles, bound by {result.bound}")
        lines.extend(result.lines)
    exec_us = gpu.cycles_to_us(exec_cycles)
    lines.append(f"exec = {exec_cycles:.0f} cycles / sm_clock_mhz {gpu.sm_clock_mhz:g} = {exec_us:.3f} us")
    bottleneck = max(bound_cycles, key=bound_cycles.get)
    if launch_estimate.time_us > exec_us:
        bottleneck = "launch"
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
    return Prediction(
        model="kp", gpu=gpu.id, kernel=kernel.kernel,
        time_us=launch_estimate.time_us + exec_us, launch_us=launch_estimate.time_us, exec_us=exec_us,
        exec_cycles=exec_cycles, waves=waves, blocks_per_sm=residency.blocks_per_sm, occupancy=residency.occupancy,
        limiter=residency.limiter, warps_per_block=warps_per_block, grid_blocks=grid_blocks, bottleneck=bottleneck,
        breakdown=tuple(breakdown), iterations=sum(iterations.values()), wave_groups=tuple(groups),
        explanation=tuple(lines),
        details={"time_sync_cycles": model.time_sync, "issue_delay_cycles": kernel.issue_delay,
                 "warp_time_cycles": model.warp_time((0.0, 0.0, 0.0)),
                 "mean_latency_cycles": mean_latency(gpu, shares, (0.0, 0.0, 0.0)),
                 "launch_regression": launch_estimate.how, "notes": list(kernel.notes)},
    )
