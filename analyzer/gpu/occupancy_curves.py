"""Occupancy curves and the block size that maximises occupancy.

Every point is one call of ``analyzer.gpu.occupancy.compute_occupancy`` (NVIDIA's
``cudaOccMaxActiveBlocksPerMultiprocessor`` logic), so a curve is exactly what the CUDA
occupancy calculator would show for the same GPU:

* against the block size: every multiple of the warp size up to the GPU's block limit;
* against registers per thread: 0 .. the per-thread limit, at a fixed block size;
* against shared memory per block: 0 .. the opt-in per-block limit in allocation-unit steps, at a
  fixed block size (the value is the dynamic shared memory added to the static size).

``max_potential_block_size`` follows the rule of ``cudaOccMaxPotentialOccupancyBlockSize`` in
``cuda_occupancy.h`` (CUDA 12/13): try block sizes from the largest multiple of the warp size down
to one warp, keep the first one whose resident threads per SM (blocks x block size) is strictly
larger than every larger block size's, stop early when the SM is full; the minimum grid size is
that block count times the SM count. Dynamic shared memory may depend on the block size
(``bytes_per_block + bytes_per_thread x block size``, the ``blockSizeToDynamicSMemSize`` callback).
"""

from __future__ import annotations

from dataclasses import dataclass

from analyzer.gpu.gpu_model import GpuModel
from analyzer.gpu.occupancy import compute_occupancy

#: Dynamic shared memory above this needs the opt-in ``cudaFuncSetAttribute(kernel,
#: cudaFuncAttributeMaxDynamicSharedMemorySize, bytes)`` on cc >= 7.0 (CUDA C++ Programming
#: Guide, "Shared Memory" of each compute capability); the GPU model's ``shared_per_block``.
OPT_IN_ATTRIBUTE = "cudaFuncAttributeMaxDynamicSharedMemorySize"


@dataclass(frozen=True)
class DynamicShared:
    """Dynamic shared memory of a launch as a function of the block size:
    ``bytes_per_block + bytes_per_thread * block_threads``."""

    bytes_per_block: int = 0
    bytes_per_thread: int = 0

    def at(self, block_threads: int) -> int:
        """Bytes for a block of ``block_threads`` threads."""
        return self.bytes_per_block + self.bytes_per_thread * block_threads


@dataclass(frozen=True)
class CurvePoint:
    """One point of a curve: the varied quantity's ``value`` (threads, registers or bytes), the
    resident blocks and warps per SM, the occupancy (active / maximum warps) and the limiter
    (``registers``, ``shared_memory``, ``warps``, ``blocks``, ``barriers``; ``none`` when 0 blocks
    fit, with ``reason``)."""

    value: int
    blocks_per_sm: int
    warps_per_sm: int
    occupancy: float
    limiter: str
    reason: str = ""

    def to_json(self) -> dict:
        """Plain dict for JSON output."""
        return {"value": self.value, "blocks_per_sm": self.blocks_per_sm, "warps_per_sm": self.warps_per_sm,
                "occupancy": self.occupancy, "limiter": self.limiter, "reason": self.reason}


@dataclass(frozen=True)
class PotentialBlockSize:
    """``cudaOccMaxPotentialOccupancyBlockSize``'s answer: the block size, its resident blocks per
    SM, the minimum grid size that fills every SM, and the occupancy it reaches."""

    block_size: int
    blocks_per_sm: int
    min_grid_size: int
    occupancy: float

    def to_json(self) -> dict:
        """Plain dict for JSON output."""
        return {"block_size": self.block_size, "blocks_per_sm": self.blocks_per_sm,
                "min_grid_size": self.min_grid_size, "occupancy": self.occupancy}


def _point(gpu: GpuModel, value: int, block_threads: int, registers: int, static_shared: int, dynamic_shared: int,
           carveout: int | None) -> CurvePoint:
    result = compute_occupancy(gpu, block_threads, registers, static_shared, dynamic_shared, carveout)
    if result.active_blocks_per_sm == 0:
        return CurvePoint(value, 0, 0, 0.0, "none", result.reason)
    return CurvePoint(value, result.active_blocks_per_sm, result.active_warps_per_sm, result.occupancy, result.limiter)


def block_size_curve(gpu: GpuModel, registers: int, static_shared: int, dynamic: DynamicShared,
                     carveout: int | None = None) -> tuple[CurvePoint, ...]:
    """Occupancy at every multiple of the warp size from one warp to ``max_threads_per_block``."""
    step = gpu.warp_size
    return tuple(_point(gpu, threads, threads, registers, static_shared, dynamic.at(threads), carveout)
                 for threads in range(step, gpu.limits.max_threads_per_block + 1, step))


def register_curve(gpu: GpuModel, block_threads: int, static_shared: int, dynamic_shared: int,
                   carveout: int | None = None) -> tuple[CurvePoint, ...]:
    """Occupancy for 0 .. ``max_registers_per_thread`` registers per thread at one block size."""
    return tuple(_point(gpu, registers, block_threads, registers, static_shared, dynamic_shared, carveout)
                 for registers in range(0, gpu.limits.max_registers_per_thread + 1))


def shared_curve(gpu: GpuModel, block_threads: int, registers: int, static_shared: int,
                 carveout: int | None = None) -> tuple[CurvePoint, ...]:
    """Occupancy for dynamic shared memory 0 .. (opt-in limit - static) bytes per block, in steps of
    the shared allocation unit, at one block size; ``value`` is the total (static + dynamic) bytes."""
    limits = gpu.limits
    step = limits.shared_allocation_unit
    top = max(limits.shared_per_block_optin, limits.shared_per_block)
    return tuple(_point(gpu, static_shared + dynamic, block_threads, registers, static_shared, dynamic, carveout)
                 for dynamic in range(0, max(top - static_shared, 0) + 1, step))


def max_potential_block_size(gpu: GpuModel, registers: int, static_shared: int, dynamic: DynamicShared,
                             carveout: int | None = None, block_size_limit: int = 0) -> PotentialBlockSize | None:
    """The block size that maximises resident threads per SM by NVIDIA's rule (module docstring);
    None when no block size can run."""
    limit = gpu.limits.max_threads_per_block
    if block_size_limit > 0:
        limit = min(limit, block_size_limit)
    granularity = gpu.warp_size
    full_sm = gpu.limits.max_threads_per_sm
    best: tuple[int, int] | None = None  # (block size, blocks per SM)
    best_threads = 0
    aligned = -(-limit // granularity) * granularity
    while aligned > 0:
        threads = min(limit, aligned)
        result = compute_occupancy(gpu, threads, registers, static_shared, dynamic.at(threads), carveout)
        resident = threads * result.active_blocks_per_sm
        if resident > best_threads:
            best, best_threads = (threads, result.active_blocks_per_sm), resident
        if best_threads == full_sm:
            break
        aligned -= granularity
    if best is None:
        return None
    block_size, blocks = best
    return PotentialBlockSize(block_size, blocks, blocks * gpu.sm_count,
                              blocks * (-(-block_size // gpu.warp_size)) / gpu.limits.max_warps_per_sm)


def shared_memory_warnings(gpu: GpuModel, static_shared: int, dynamic_shared: int) -> tuple[str, ...]:
    """The opt-in warning: on cc >= 7.0 a block whose shared memory exceeds ``shared_per_block``
    (48 KiB) launches only after ``cudaFuncSetAttribute(kernel, OPT_IN_ATTRIBUTE, dynamic bytes)``;
    static shared memory alone cannot exceed it."""
    limits = gpu.limits
    total = static_shared + dynamic_shared
    if total <= limits.shared_per_block:
        return ()
    if gpu.compute_capability[0] < 7 or limits.shared_per_block_optin <= limits.shared_per_block:
        return (f"{total} B of shared memory per block exceed the {limits.shared_per_block} B limit of "
                f"{gpu.id} (limits.shared_per_block; no opt-in on cc {gpu.compute_capability[0]}.{gpu.compute_capability[1]})",)
    warnings = [f"{total} B of shared memory per block exceed {limits.shared_per_block} B "
                f"(limits.shared_per_block): the launch fails unless the program first calls "
                f"cudaFuncSetAttribute(kernel, {OPT_IN_ATTRIBUTE}, {dynamic_shared}) "
                f"(allowed up to limits.shared_per_block_optin = {limits.shared_per_block_optin} B)"]
    if static_shared > limits.shared_per_block:
        warnings.append(f"static shared memory ({static_shared} B) cannot exceed {limits.shared_per_block} B: "
                        "declare the excess as dynamic (extern __shared__) memory")
    return tuple(warnings)


def runs(points: tuple[CurvePoint, ...]) -> tuple[tuple[CurvePoint, CurvePoint], ...]:
    """Consecutive points with the same blocks, warps and limiter merged: (first, last) pairs, for
    a compact text view of the register and shared-memory curves."""
    merged: list[tuple[CurvePoint, CurvePoint]] = []
    for point in points:
        if merged:
            first, _last = merged[-1]
            if (first.blocks_per_sm, first.warps_per_sm, first.limiter) == \
                    (point.blocks_per_sm, point.warps_per_sm, point.limiter):
                merged[-1] = (first, point)
                continue
        merged.append((point, point))
    return tuple(merged)
