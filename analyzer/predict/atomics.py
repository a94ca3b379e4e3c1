"""Global atomics: how many updates a stream makes, the bytes they spread over, and how fast the
L2 applies them.

A global atomic is one L2 operation per executing lane. When many lanes of the grid hit few words
the L2 applies them far below its byte bandwidth: one word at ``atomic_same_word_per_clock`` (one
L2 slice owns it and serialises its updates), a hot set of a few lines at the rate measured for a
set of that size (``atomic_hot_set_per_clock``: ``tools/groundtruth/atomic_rates.py``, every warp
request one 128-byte line, the grid cycling over the set). The kt model bounds the launch by these
rates (``kt_work.whole_kernel_terms``); the traffic streams carry the updates and footprints
(``analyzer.predict.traffic``).
"""

from __future__ import annotations

import math

from analyzer.analysis.kernel_model import AccessInfo
from analyzer.analysis.quantities.coalescing import whole_sectors
from analyzer.gpu.gpu_model import GpuModel

CONTENDED_ATOMICS_PER_CYCLE = 1.0  # same-address updates: one per clock at the owning L2 slice
WORD_BYTES = 4  # the hot set of updates that all hit one word (atomic_same_word_per_clock)


def same_word_atomic_rate(gpu: GpuModel) -> float:
    """Global atomic updates per SM clock when every update hits one word: the GPU model's measured
    ``atomic_same_word_per_clock``, else ``CONTENDED_ATOMICS_PER_CYCLE``."""
    return gpu.atomic_same_word_per_clock or CONTENDED_ATOMICS_PER_CYCLE


def hot_set_atomic_rate(gpu: GpuModel, footprint: float) -> tuple[float, tuple[str, ...]] | None:
    """Global atomic updates per SM clock when the grid spreads them over ``footprint`` bytes, and
    the GPU-model entries used: the measured rates of ``atomic_hot_set_per_clock`` (hot sets of 128 B
    to 64 MiB; a 4-byte set is one word, ``atomic_same_word_per_clock``) interpolated linearly in
    log(size) -> log(rate) between the two sizes around ``footprint``, the nearest rate outside them.
    None when the GPU model has no hot-set rates."""
    if not gpu.atomic_hot_set_per_clock:
        return None
    points = sorted(gpu.atomic_hot_set_per_clock.items())
    names = {size: f"atomic_hot_set_per_clock.{size} = {rate:g}" for size, rate in points}
    if gpu.atomic_same_word_per_clock and points[0][0] > WORD_BYTES:
        points.insert(0, (WORD_BYTES, gpu.atomic_same_word_per_clock))
        names[WORD_BYTES] = f"memory.atomic_same_word_per_clock = {gpu.atomic_same_word_per_clock:g}"
    for size, rate in points:
        if footprint == size:
            return rate, (names[size],)
    if footprint < points[0][0]:
        return points[0][1], (names[points[0][0]],)
    for (low, low_rate), (high, high_rate) in zip(points, points[1:]):
        if footprint < high:
            share = math.log(footprint / low) / math.log(high / low)
            return low_rate * (high_rate / low_rate) ** share, (names[low], names[high])
    return points[-1][1], (names[points[-1][0]],)


def atomic_updates(access: AccessInfo, executions: float, warps: float, blocks: float, lanes: int,
                   block_warps: float | None) -> float:
    """Lane updates of an atomic stream: every lane of the ``warps`` active warps, or, when only
    ``executing_share`` of a block's lanes execute it, that share of every launched block's lanes
    (``blocks x block_warps x lanes``; the share already leaves out the warps that never reach it,
    which may be the ones that are not active at all)."""
    if access.executing_share is None:
        return warps * executions * lanes
    lanes_per_block = (blocks * block_warps if block_warps else warps) * lanes
    return lanes_per_block * executions * access.executing_share


def executed_footprint(access: AccessInfo, footprint: float | None, updates: float, blocks: float) -> float | None:
    """The bytes an atomic stream's ``updates`` spread over: its ``footprint`` (the address range of
    every thread, block and loop iteration, ``traffic.footprint_bytes``); when a guard leaves some of
    a block's lanes out (``executing_share``), the lanes that do not execute do not widen it: a
    block's part is at most its updates x their bytes (a histogram's commit of 8 bins by blocks of
    128 threads is 32 bytes, not the 512 its thread indices span), the block indices' span added,
    in whole sectors."""
    if footprint is None or access.executing_share is None or blocks <= 0 or len(access.index_steps) != 6:
        return footprint
    block_span = sum(abs(step) * (extent - 1) for step, extent in access.index_steps[3:])
    executed = block_span + updates / blocks * access.bytes_per_thread
    return min(footprint, whole_sectors(executed))
