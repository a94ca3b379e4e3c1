"""Hand-built GPU and kernel models for the predictor tests (numbers chosen to be easy to follow).

The toy GPU: 4 SMs of 4 processing blocks, 1000 MHz (1 cycle = 1 ns), latencies L1 30, L2 200,
DRAM 500, uncoalesced 780 cycles (so delay_dep = (780 - 500) / 28 = 10), bandwidths L1 128 B/cycle
per SM, L2 256 B/cycle, DRAM 64 B/cycle, no cache hits by default; lat_int = lat_fp32 = 4,
del_* = 1 cycle; launch rows: 1 warp/block 0.001 us/block + 2 us, 4 warps/block 0.002 us/block +
3 us.
"""

from __future__ import annotations

from dataclasses import replace

from analyzer.analysis.kernel_model import KernelModel
from analyzer.ir import ExecClass
from analyzer.gpu.gpu_model import GpuModel, LaunchOverhead, OccupancyLimits
from analyzer.symbolic import Expr, ZERO, as_expr

LIMITS = OccupancyLimits(
    max_threads_per_sm=2048, max_warps_per_sm=64, max_blocks_per_sm=32, max_threads_per_block=1024,
    registers_per_sm=65536, max_registers_per_block=65536, max_registers_per_thread=255,
    register_allocation_unit=256, sub_partitions=4, shared_per_sm=233472, shared_per_block=49152, shared_per_block_optin=232448,
    shared_allocation_unit=128, reserved_shared_per_block=1024, carveouts=(0, 8192, 16384, 32768, 65536, 102400,
                                                                         135168, 167936, 200704, 233472),
)


def toy_gpu(**changes) -> GpuModel:
    """The toy GPU of the module docstring, with ``changes`` applied."""
    gpu = GpuModel(
        id="toy", name="Toy GPU", compute_capability=(9, 0), sm_count=4, processing_blocks_per_sm=4, warp_size=32,
        sm_clock_mhz=1000.0,
        units_per_processing_block={"fp32": 32, "int": 16, "ldst": 8},
        latency={"int": 4, "fp32": 4, "mov": 2, "conv": 4, "control": 4, "ld_param": 4, "barrier": 20},
        issue_delay={"int": 1, "fp32": 1, "mov": 1, "conv": 1, "control": 1, "ld_param": 1, "barrier": 1,
                     "ld_global": 1, "st_global": 1},
        l1_latency=30.0, shared_latency=25.0, l2_latency=200.0, dram_latency=500.0, uncoalesced_latency=780.0,
        l1_bandwidth_per_sm=128e9, l2_bandwidth=256e9, dram_bandwidth=64e9, l1_hit=0.0, l2_hit=0.0,
        limits=LIMITS,
        launch_overhead=(LaunchOverhead(1, 0.001, 2.0), LaunchOverhead(4, 0.002, 3.0)),
    )
    return replace(gpu, **changes)


def kernel_model(latency: Expr | float, issue_delay: Expr | float, load: float = 0, store: float = 0,
                 sectors: float | None = None, uncoalesced: float = 0, syncs: float = 0,
                 counts: tuple[tuple[ExecClass, Expr], ...] = (), instructions: float = 0,
                 registers: int = 16, static_shared: int = 0, name: str = "toy") -> KernelModel:
    """A kernel model with the given per-thread expressions (numbers become constants)."""
    return KernelModel(
        kernel=name, mangled_name=name, source="ptx", file=f"{name}.ptx", params=("n",), loops=(),
        counts=counts, instructions=as_expr(instructions), global_load_bytes=as_expr(load),
        global_store_bytes=as_expr(store),
        global_sector_bytes=as_expr(load + store if sectors is None else sectors),
        uncoalesced_bytes=as_expr(uncoalesced), shared_accesses=ZERO, syncs=as_expr(syncs),
        latency=as_expr(latency), issue_delay=as_expr(issue_delay), accesses=(), instruction_string=(),
        registers=registers, registers_source="test", static_shared_bytes=static_shared,
    )
