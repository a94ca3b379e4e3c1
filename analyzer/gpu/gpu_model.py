"""The GPU model: Kleimenov and Popova's (2021) ``m_gpu = <smCount, lat_inst, delay_inst, lat_mem, band_mem, limits>``
(Kleimenov and Popova 2021, section 2), one immutable record per ``gpu_models/<id>.yaml``.

Every number carries a ``Source`` (``sources`` maps a dotted key such as ``latency.fp32`` or
``memory.dram_bandwidth_gbs`` to where the number comes from: a ``microbench_data/`` row naming a
paper, vendor document or measurement, and whether it is measured, published or estimated).
Loading and validation live in ``analyzer.gpu.loader``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping


@dataclass(frozen=True)
class Source:
    """Where one number comes from: ``table`` (a microbench_data file) and ``row`` in it, the
    ``reference`` it cites, and ``status``: measured, published or estimated."""

    table: str
    row: str
    reference: str
    status: str


@dataclass(frozen=True)
class OccupancyLimits:
    """Per-SM resource limits as ``cuda_occupancy.h`` uses them (``cudaOccDeviceProp`` and the
    per-architecture constants)."""

    max_threads_per_sm: int
    max_warps_per_sm: int
    max_blocks_per_sm: int
    max_threads_per_block: int
    registers_per_sm: int
    max_registers_per_block: int
    max_registers_per_thread: int
    register_allocation_unit: int  # registers per warp allocation unit (256 from cc 3.0); allocation is per warp
    sub_partitions: int  # register file split used by the per-warp register check (the warp granularity)
    shared_per_sm: int  # bytes, the largest carve-out
    shared_per_block: int  # bytes without opt-in (48 KiB)
    shared_per_block_optin: int  # bytes with opt-in
    shared_allocation_unit: int  # bytes
    reserved_shared_per_block: int  # bytes (1 KiB from cc 8.0)
    carveouts: tuple[int, ...]  # supported shared-memory carve-outs in bytes, ascending
    max_barriers_per_sm: int | None = None  # cc 9.0+: hardware barrier limit


@dataclass(frozen=True)
class LaunchOverhead:
    """Launch time of an empty kernel for one block size in warps: ``slope_us * grid_blocks +
    intercept_us`` (method C: linear regression per block size)."""

    warps_per_block: int
    slope_us: float
    intercept_us: float


@dataclass(frozen=True)
class GpuModel:
    """One GPU. Latencies and issue delays are in SM clock cycles, keyed by ``ExecClass`` value
    (``fp32``, ``ld_global``, ...); bandwidths in bytes per second; clocks in MHz."""

    id: str
    name: str
    compute_capability: tuple[int, int]
    sm_count: int
    processing_blocks_per_sm: int
    warp_size: int
    sm_clock_mhz: float
    units_per_processing_block: Mapping[str, float]  # fp32 int fp64 sfu ldst tensor ...
    latency: Mapping[str, float]  # per execution class, cycles
    issue_delay: Mapping[str, float]  # per execution class, cycles between issues of one warp
    l1_latency: float
    shared_latency: float
    l2_latency: float
    dram_latency: float
    uncoalesced_latency: float
    l1_bandwidth_per_sm: float  # bytes/s per SM
    l2_bandwidth: float  # bytes/s, whole GPU
    dram_bandwidth: float  # bytes/s, whole GPU
    l1_hit: float  # default hit fractions (method C l1pct/l2pct), user-overridable
    l2_hit: float
    limits: OccupancyLimits
    launch_overhead: tuple[LaunchOverhead, ...]
    sources: Mapping[str, Source] = field(default_factory=dict)
    # Optional memory-system figures (None where the model file does not give them; files written
    # before these fields existed still load). Sizes in bytes.
    l2_size: int | None = None
    l1_shared_per_sm: int | None = None  # L1 data cache + shared memory per SM; L1 = this - shared carve-out
    # Shared-memory wavefronts the SM serves per clock (None: 1, i.e. 32 banks x 4 B per clock).
    shared_wavefronts_per_clock: float | None = None
    # 128-byte lines of store requests that L2 takes per SM clock, GPU-wide (measured with Nsight
    # Compute on a naive transpose, every lane its own line; None where not measured: no such bound).
    l2_store_lines_per_clock: float | None = None
    # Global atomic updates per SM clock, GPU-wide, when every update hits one word (measured with
    # tools/groundtruth/atomic_rates.py; None where not measured: one per clock is assumed).
    atomic_same_word_per_clock: float | None = None
    # Global atomic updates per SM clock, GPU-wide, when the grid spreads its updates over a hot set
    # of the key's bytes, each warp request one 128-byte line (measured with
    # tools/groundtruth/atomic_rates.py; empty where not measured).
    atomic_hot_set_per_clock: Mapping[int, float] = field(default_factory=dict)
    # SASS instructions ptxas emits per PTX operation that is not one machine instruction
    # (``div.rn.f32`` 11 on sm_75, ``rem.s32`` 10, ...; microbench_data/sass.csv). Absent: 1.
    sass_instructions: Mapping[str, float] = field(default_factory=dict)
    # The time per block at which the GPU starts blocks (us; measured with empty blocks, the slope of
    # the launch regression; None where not measured): a kernel lasts at least blocks x this.
    block_dispatch_us: float | None = None

    def cycles_to_us(self, cycles: float) -> float:
        """Convert SM cycles to microseconds at the model's SM clock."""
        return cycles / self.sm_clock_mhz
