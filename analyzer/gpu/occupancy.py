"""NVIDIA occupancy: resident blocks per SM for a launch, re-implemented from the logic of the CUDA
toolkit's ``cuda_occupancy.h`` (``cudaOccMaxActiveBlocksPerMultiprocessor``; CUDA 12.x/13.0,
cc 3.0-12.x) and, for Fermi (cc 2.x), its 2014 edition. The per-architecture constants come from
the GPU model (``OccupancyLimits``), not from this module.

Limits, each a number of blocks per SM (gpu-facts.md section 2):

* warps: ``floor(maxWarpsPerSM / ceil(T / warpSize))``, 0 when ``T > maxThreadsPerBlock``;
* blocks: the architecture's resident-block limit;
* registers: registers are allocated per warp in ``register_allocation_unit`` steps and each warp
  lives in one sub-partition: ``floor(floor((regsPerSM / nSP) / regsPerWarp) * nSP / W_b)``; 0 when
  the per-thread limit is exceeded or the block does not fit ``regsPerBlock`` (the hardware check
  rounds ``W_b`` up to a multiple of ``nSP``);
* shared memory: ``roundUp(static + reserved + dynamic, unit)`` per block against the carve-out
  chosen from the preference (cc >= 7.0) or the fixed shared size (older GPUs); 0 when one block
  exceeds the per-block limit (opt-in limit when the block needs more than 48 KiB);
* barriers (GPUs with ``max_barriers_per_sm``, cc 9.0): ``max_barriers_per_sm / 1`` barrier per block;
* Pascal rule: on cc 6.0 (2 sub-partitions) the register limit is 0 when the block would not fit a
  GP10x SM (4 sub-partitions), as in the header.

The kernel is assumed to opt in to exactly its dynamic shared size
(``cudaFuncAttributeMaxDynamicSharedMemorySize``), which matches the runtime's defaults whenever
the dynamic size fits the default 48 KiB window.
"""

from __future__ import annotations

from dataclasses import dataclass

from analyzer.errors import InputError
from analyzer.gpu.gpu_model import GpuModel

NO_LIMIT = 2**31 - 1  # the header's INT_MAX: this resource does not limit the block count
LIMIT_ORDER = ("registers", "shared_memory", "warps", "blocks", "barriers")  # limiter priority on ties
BARRIERS_PER_BLOCK = 1
# cuda_occupancy.h 2014 edition: on cc 2.x these register counts per thread allocate in 128-register
# steps per warp instead of 64.
FERMI_COARSE_REGISTER_COUNTS = frozenset({21, 22, 29, 30, 37, 38, 45, 46})
# cuda_occupancy.h: a launch that fits GP100 (cc 6.0, 2 sub-partitions) but not a GP10x SM (cc 6.1,
# 4 sub-partitions) is refused on every Pascal GPU ("forward compatibility within Pascal").
GP10X_SUB_PARTITIONS = 4


@dataclass(frozen=True)
class Occupancy:
    """Resident blocks and warps per SM for one launch, the binding limiter, every limit, the shared
    memory allocated per block (bytes, with the driver reservation), the shared-memory carve-out
    (bytes per SM) and a one-line explanation."""

    active_blocks_per_sm: int
    active_warps_per_sm: int
    occupancy: float
    limiter: str
    blocks_by_limit: tuple[tuple[str, int], ...]
    shared_per_block_allocated: int
    carveout: int
    reason: str

    @property
    def limiters(self) -> tuple[str, ...]:
        """Every limit equal to the result (the header's ``limitingFactors`` bits)."""
        return tuple(name for name, blocks in self.blocks_by_limit if blocks == self.active_blocks_per_sm)


def _ceil_div(numerator: int, denominator: int) -> int:
    return -(-numerator // denominator)


def _round_up(value: int, step: int) -> int:
    return _ceil_div(value, step) * step


def _align_to_carveout(size: int, gpu: GpuModel) -> int:
    """The smallest supported carve-out >= ``size`` (``cudaOccAlignUpShmemSizeVoltaPlus``)."""
    for carveout in gpu.limits.carveouts:
        if carveout >= size:
            return carveout
    raise InputError(f"GPU model '{gpu.id}': {size} B of shared memory exceeds its largest carve-out "
                     f"{max(gpu.limits.carveouts, default=0)} B")


def _register_limit(gpu: GpuModel, warps_per_block: int, registers_per_thread: int) -> tuple[int, str]:
    """Blocks per SM allowed by registers (``cudaOccMaxBlocksPerSMRegsLimit``) and why it is 0; on
    cc 6.0 also 0 when the block would not fit a GP10x SM (the header's Pascal rule)."""
    blocks, reason = _register_blocks(gpu, warps_per_block, registers_per_thread, gpu.limits.sub_partitions)
    if blocks and gpu.compute_capability == (6, 0):
        gp10x_blocks, gp10x_reason = _register_blocks(gpu, warps_per_block, registers_per_thread, GP10X_SUB_PARTITIONS)
        if gp10x_blocks == 0:
            return 0, f"{gp10x_reason} on a GP10x SM ({GP10X_SUB_PARTITIONS} sub-partitions; refused on every Pascal GPU)"
    return blocks, reason


def _register_blocks(gpu: GpuModel, warps_per_block: int, registers_per_thread: int,
                     sub_partitions: int) -> tuple[int, str]:
    limits = gpu.limits
    unit = limits.register_allocation_unit
    if gpu.compute_capability[0] == 2 and registers_per_thread in FERMI_COARSE_REGISTER_COUNTS:
        unit = 2 * unit
    per_warp = _round_up(registers_per_thread * gpu.warp_size, unit)
    per_block = per_warp * warps_per_block
    hardware_check = per_warp * _round_up(warps_per_block, sub_partitions)
    if registers_per_thread > limits.max_registers_per_thread:
        return 0, (f"{registers_per_thread} registers per thread exceed the limit "
                   f"{limits.max_registers_per_thread}")
    if hardware_check > limits.max_registers_per_block or per_block > limits.max_registers_per_block:
        return 0, (f"{registers_per_thread} registers per thread need {per_warp} per warp, "
                   f"{hardware_check} for a block of {warps_per_block} warps checked in whole sub-partition "
                   f"groups: more than the {limits.max_registers_per_block} registers per block")
    if per_warp == 0:
        return NO_LIMIT, ""
    warps_per_sub_partition = (limits.registers_per_sm // sub_partitions) // per_warp
    return warps_per_sub_partition * sub_partitions // warps_per_block, ""


def _shared_limit(gpu: GpuModel, static_shared: int, dynamic_shared: int,
                  carveout_preference: int | None) -> tuple[int, int, int, str]:
    """Blocks per SM allowed by shared memory (``cudaOccMaxBlocksPerSMSmemLimit``), the bytes
    allocated per block, the carve-out used and why the limit is 0."""
    limits = gpu.limits
    volta_plus = gpu.compute_capability[0] >= 7
    static_with_reserve = static_shared + limits.reserved_shared_per_block
    allocated = _round_up(static_with_reserve + dynamic_shared, limits.shared_allocation_unit)
    if volta_plus:
        preference = limits.shared_per_sm if carveout_preference is None \
            else carveout_preference * limits.shared_per_sm // 100
        preference = _align_to_carveout(preference, gpu)
    else:
        preference = limits.shared_per_sm
    per_block_limit = limits.shared_per_block
    if volta_plus and static_with_reserve + dynamic_shared > limits.shared_per_block:
        per_block_limit = limits.shared_per_block_optin
    per_block_limit += limits.reserved_shared_per_block
    if allocated > per_block_limit:
        return 0, allocated, preference, (f"{allocated} B of shared memory per block (static {static_shared}, "
                                          f"dynamic {dynamic_shared}, reserved {limits.reserved_shared_per_block}) "
                                          f"exceed the per-block limit {per_block_limit} B")
    if preference >= allocated:
        carveout = preference
    elif volta_plus:
        carveout = _align_to_carveout(allocated, gpu)
    else:
        carveout = limits.shared_per_sm
    blocks = carveout // allocated if allocated > 0 else NO_LIMIT
    return blocks, allocated, carveout, ""


def compute_occupancy(gpu: GpuModel, block_threads: int, registers_per_thread: int, static_shared: int,
                      dynamic_shared: int, carveout_preference: int | None = None) -> Occupancy:
    """Resident blocks per SM exactly as ``cudaOccMaxActiveBlocksPerMultiprocessor`` computes them
    (gpu-facts.md section 2, [4]; Fermi rules from the 2014 header [5]).

    ``carveout_preference`` is the shared-memory carve-out preference in percent (0-100,
    ``cudaFuncAttributePreferredSharedMemoryCarveout``); ``None`` is the default (maximum shared
    memory for the occupancy calculation). It is ignored before cc 7.0. A launch that can never
    run gives 0 blocks and ``reason`` says why.
    """
    if block_threads < 1:
        raise InputError(f"block size must be at least 1 thread, got {block_threads}")
    if registers_per_thread < 0 or static_shared < 0 or dynamic_shared < 0:
        raise InputError("registers and shared memory sizes must not be negative")
    if carveout_preference is not None and not 0 <= carveout_preference <= 100:
        raise InputError(f"carve-out preference must be 0-100 percent, got {carveout_preference}")
    limits = gpu.limits
    warps_per_block = _ceil_div(block_threads, gpu.warp_size)
    max_warps = limits.max_threads_per_sm // gpu.warp_size
    if block_threads > limits.max_threads_per_block:
        by_warps, warp_reason = 0, f"{block_threads} threads exceed the {limits.max_threads_per_block}-thread block limit"
    else:
        by_warps, warp_reason = max_warps // warps_per_block, ""
    by_registers, register_reason = _register_limit(gpu, warps_per_block, registers_per_thread)
    by_shared, allocated, carveout, shared_reason = _shared_limit(gpu, static_shared, dynamic_shared, carveout_preference)
    by_limit = {"registers": by_registers, "shared_memory": by_shared, "warps": by_warps,
                "blocks": limits.max_blocks_per_sm}
    if limits.max_barriers_per_sm is not None:
        by_limit["barriers"] = limits.max_barriers_per_sm // BARRIERS_PER_BLOCK
    active = min(by_limit.values())
    limiter = next(name for name in LIMIT_ORDER if by_limit.get(name) == active)
    warps = active * warps_per_block
    if active == 0:
        reasons = {"warps": warp_reason, "registers": register_reason, "shared_memory": shared_reason}
        reason = "launch cannot run: " + "; ".join(reasons[name] for name in LIMIT_ORDER
                                                     if by_limit.get(name) == 0 and reasons.get(name))
    else:
        reason = (f"{active} blocks of {warps_per_block} warps per SM ({warps} of {max_warps} warps), "
                  f"limited by {limiter.replace('_', ' ')}")
    return Occupancy(
        active_blocks_per_sm=active,
        active_warps_per_sm=warps,
        occupancy=warps / max_warps,
        limiter=limiter,
        blocks_by_limit=tuple((name, by_limit[name]) for name in LIMIT_ORDER if name in by_limit),
        shared_per_block_allocated=allocated,
        carveout=carveout,
        reason=reason,
    )
