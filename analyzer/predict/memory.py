"""Memory side of method C (Kleimenov and Popova 2021, section 3): shares of accesses served by
each level, the mean access latency, traffic per level, and the iterative latency raise that
keeps the bandwidth a wave demands within what the level delivers (Fig. 4 for L1 per SM, Fig. 5
for L2 and DRAM on the whole GPU).

Interpretations (the seed's Fig. 4 and 5 are images not in the text):

* Hit fractions are traffic fractions: every global access passes L1; ``1 - l1_hit`` of it
  reaches L2; ``(1 - l1_hit)(1 - l2_hit)`` reaches DRAM. The seed's served shares are then
  ``l1pct = l1_hit``, ``l2pct = (1 - l1_hit) l2_hit``, ``drampct = (1 - l1_hit)(1 - l2_hit)``.
* Traffic is counted in 32-byte sectors (the kernel model's ``global_sector_bytes``), so the
  extra sectors of uncoalesced accesses load every level; the GPU model has no separate
  bandwidth for uncoalesced requests, so their extra cost is carried by these limits and by the
  higher ``uncoalesced_latency`` in the mean latency.
* Raising a level's latency by ``q`` cycles (queueing at that level) delays every access that
  passes the level: an L1 raise delays L1 hits, L2 hits, DRAM and uncoalesced accesses; an L2
  raise the last three; a DRAM raise the last two.
* The raise is solved, not stepped: the smallest ``q`` with ``time(q) >= bytes / bandwidth``
  (within ``epsilon``), by bracketing and Newton steps from above (the time is convex and
  non-decreasing in ``q``), with bisection as a guard. If the time does not depend on the
  latency at all (no load on the critical path, e.g. a store-only kernel), the wave time is set
  to ``bytes / bandwidth`` directly (reported as a bandwidth floor).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from analyzer.gpu.gpu_model import GpuModel
from analyzer.predict.bind import BoundKernel

LEVELS = ("l1", "l2", "dram")


@dataclass(frozen=True)
class MemoryShares:
    """Hit fractions and the shares of method C's mean-latency formula."""

    l1_hit: float
    l2_hit: float
    l1_served: float  # l1pct
    l2_served: float  # l2pct
    dram_served: float  # drampct
    coalesced: float  # coalpct: share of requested bytes in coalesced accesses
    uncoalesced: float  # uncoalpct


def memory_shares(kernel: BoundKernel, l1_hit: float, l2_hit: float) -> MemoryShares:
    """Served shares per level from the hit fractions, and the coalesced/uncoalesced byte
    shares ``coalpct = (mem - uncoalMem) / mem``, ``uncoalpct = uncoalMem / mem`` (method C,
    with ``mem`` = requested global load + store bytes per thread)."""
    requested = kernel.load_bytes + kernel.store_bytes
    uncoalesced = min(1.0, kernel.uncoalesced_bytes / requested) if requested > 0 else 0.0
    return MemoryShares(
        l1_hit=l1_hit,
        l2_hit=l2_hit,
        l1_served=l1_hit,
        l2_served=(1.0 - l1_hit) * l2_hit,
        dram_served=(1.0 - l1_hit) * (1.0 - l2_hit),
        coalesced=1.0 - uncoalesced,
        uncoalesced=uncoalesced,
    )


def level_latencies(gpu: GpuModel, queue: tuple[float, float, float]) -> dict[str, float]:
    """Effective latency (cycles) of an access served by each level, with queueing delays
    ``queue = (q_l1, q_l2, q_dram)`` added along the path the access takes."""
    q_l1, q_l2, q_dram = queue
    return {
        "l1": gpu.l1_latency + q_l1,
        "l2": gpu.l2_latency + q_l1 + q_l2,
        "dram": gpu.dram_latency + q_l1 + q_l2 + q_dram,
        "uncoalesced": gpu.uncoalesced_latency + q_l1 + q_l2 + q_dram,
    }


def mean_latency(gpu: GpuModel, shares: MemoryShares, queue: tuple[float, float, float]) -> float:
    """Method C's mean access latency ``lat(sm) = coalpct * (l1pct*lat_L1 + l2pct*lat_L2 +
    drampct*lat_DRAM) + uncoalpct * lat_uncoal`` with the queue-raised level latencies."""
    latency = level_latencies(gpu, queue)
    coalesced = shares.l1_served * latency["l1"] + shares.l2_served * latency["l2"] + shares.dram_served * latency["dram"]
    return shares.coalesced * coalesced + shares.uncoalesced * latency["uncoalesced"]


def traffic_per_thread(kernel: BoundKernel, shares: MemoryShares) -> dict[str, float]:
    """Bytes per thread through each level: sectors moved (at least the requested bytes) at L1,
    the L1-miss share at L2, the L2-miss share at DRAM."""
    through_l1 = max(kernel.sector_bytes, kernel.load_bytes + kernel.store_bytes)
    through_l2 = through_l1 * (1.0 - shares.l1_hit)
    return {"l1": through_l1, "l2": through_l2, "dram": through_l2 * (1.0 - shares.l2_hit)}


def bytes_per_cycle(bandwidth_bytes_per_s: float, gpu: GpuModel) -> float:
    """A bandwidth in bytes per SM clock cycle."""
    return bandwidth_bytes_per_s / (gpu.sm_clock_mhz * 1e6)


@dataclass(frozen=True)
class Raise:
    """Result of one bandwidth loop: the queueing delay found, the time it gives, the number of
    latency updates, and whether the time had to be set to the bandwidth time directly."""

    queue: float
    time: float
    iterations: int
    floored: bool


def raise_to_bandwidth(time_of: Callable[[float], float], target: float, epsilon: float,
                       max_iterations: int) -> Raise:
    """Smallest queueing delay ``q >= 0`` with ``time_of(q)`` reaching ``target`` (= bytes /
    bandwidth, the time the level needs for the traffic) within relative ``epsilon``: method C's
    "raise the latency while the demanded bandwidth exceeds the bandwidth" (Fig. 4 and 5).
    ``time_of`` must be non-decreasing in ``q``."""
    start = time_of(0.0)
    if start >= target * (1.0 - epsilon):
        return Raise(0.0, start, 0, False)
    low = 0.0
    step = target - start
    high, high_time = step, time_of(step)
    iterations = 1
    while high_time < target:
        if iterations >= max_iterations or high > 1e15:
            return Raise(low, target, iterations, True)
        low = high
        step *= 2.0
        high, high_time = step, time_of(step)
        iterations += 1
    while high_time > target * (1.0 + epsilon) and iterations < max_iterations:
        width = max(high * 1e-9, 1e-6)
        slope = (high_time - time_of(high - width)) / width
        candidate = high - (high_time - target) / slope if slope > 0 else low
        if not low < candidate < high:
            candidate = 0.5 * (low + high)
        candidate_time = time_of(candidate)
        iterations += 1
        if candidate_time >= target:
            high, high_time = candidate, candidate_time
        else:
            low = candidate
            if target - candidate_time <= epsilon * target:
                return Raise(candidate, candidate_time, iterations, False)
    return Raise(high, high_time, iterations, False)


def level_split(gpu: GpuModel, shares: MemoryShares, queue: tuple[float, float, float]) -> dict[str, float]:
    """Shares of method C's mean access latency (``mean_latency``) served by ``L1``, ``L2`` and
    ``DRAM`` at the queue-raised level latencies (uncoalesced accesses count as DRAM); empty when
    the mean latency is 0."""
    latency = level_latencies(gpu, queue)
    weights = {"L1": shares.coalesced * shares.l1_served * latency["l1"],
               "L2": shares.coalesced * shares.l2_served * latency["l2"],
               "DRAM": shares.coalesced * shares.dram_served * latency["dram"]
               + shares.uncoalesced * latency["uncoalesced"]}
    total = sum(weights.values())
    return {level: weight / total for level, weight in weights.items()} if total > 0 else {}
