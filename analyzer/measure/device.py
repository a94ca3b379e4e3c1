"""Running kernels on a real GPU through CuPy (the ``gpu`` extra): device facts, timed launches,
and the calibration microbenchmarks. Only this module touches the GPU; everything it returns is a
plain record from ``analyzer.measure.records`` / ``calibrate``.
"""

from __future__ import annotations

import dataclasses
import statistics
import subprocess
from typing import Sequence

import numpy as np

from analyzer.errors import InputError
from analyzer.measure.calibrate import (
    LATENCY_METHOD, BandwidthResult, ChainResult, ChaseResult, FloorSamples, LaunchPoint, RawCalibration, pointer_ring,
)
from analyzer.measure.microbench_source import CHAINED_SASS, CONST_LADDER_KB, CUDA_SOURCE, DEEP, SHALLOW
from analyzer.measure.records import RunInfo

TIMING_METHOD = "CUDA events around each launch; median of {repeats} launches after {warmup} warm-ups"


def _cupy():
    try:
        import cupy  # lazy: optional dependency (the gpu extra), present only on a GPU machine
    except ImportError:
        raise InputError("this command needs CuPy and a CUDA GPU (pip install '.[gpu]')", "cupy") from None
    try:
        cupy.cuda.runtime.getDeviceCount()
    except Exception as error:  # cupy raises its own CUDARuntimeError when no driver/GPU is present
        raise InputError(f"no usable CUDA GPU: {error}", "cupy") from None
    return cupy


def smi_query(fields: str, units: bool = True) -> str:
    """``nvidia-smi --query-gpu=FIELDS`` as one CSV line (without units when ``units`` is False);
    empty when nvidia-smi is missing or fails."""
    form = "csv,noheader" if units else "csv,noheader,nounits"
    try:
        return subprocess.run(["nvidia-smi", f"--query-gpu={fields}", f"--format={form}"],
                              capture_output=True, text=True, timeout=10, check=True).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


def smi_clock(field: str) -> float:
    """One nvidia-smi clock field (``clocks.sm``, ``clocks.mem``) in MHz; NaN when it cannot be read."""
    try:
        return float(smi_query(field, units=False).split()[0])
    except (ValueError, IndexError):
        return float("nan")


def device_name(props) -> str:
    """The device name of CuPy's ``getDeviceProperties`` (bytes in some CuPy versions)."""
    name = props["name"]
    return name.decode() if isinstance(name, bytes) else str(name)


def run_info(repeats: int, warmup: int) -> RunInfo:
    """GPU name, current SM and memory clocks (nvidia-smi), driver and runtime versions."""
    cupy = _cupy()
    props = cupy.cuda.runtime.getDeviceProperties(0)
    return RunInfo(
        gpu_name=device_name(props),
        sm_clock_mhz=smi_clock("clocks.sm"),
        memory_clock_mhz=smi_clock("clocks.mem"),
        driver=str(cupy.cuda.runtime.driverGetVersion()),
        cuda_runtime=str(cupy.cuda.runtime.runtimeGetVersion()),
        sm_count=int(props["multiProcessorCount"]),
        method=TIMING_METHOD.format(repeats=repeats, warmup=warmup),
    )


def time_launches(function, grid: Sequence[int], block: Sequence[int], args: tuple, shared: int = 0,
                  repeats: int = 20, warmup: int = 3) -> list[float]:
    """Milliseconds of each of ``repeats`` launches (after ``warmup``), timed by CUDA events."""
    cupy = _cupy()
    for _ in range(warmup):
        function(tuple(grid), tuple(block), args, shared_mem=shared)
    cupy.cuda.Device().synchronize()
    times = []
    for _ in range(repeats):
        start, stop = cupy.cuda.Event(), cupy.cuda.Event()
        start.record()
        function(tuple(grid), tuple(block), args, shared_mem=shared)
        stop.record()
        stop.synchronize()
        times.append(cupy.cuda.get_elapsed_time(start, stop))
    return times


def _cycles(cupy, function, args_before: tuple, shared: int = 0, threads: int = 1) -> float:
    cycles = cupy.zeros(max(1, threads), dtype=cupy.int64)
    function((1,), (threads,), (*args_before, cycles), shared_mem=shared)
    cupy.cuda.Device().synchronize()
    return float(cycles[0].get())


PAIR_REPEATS = 3


def _pair_cycles(cupy, name: str, module, args_for, shared: int = 0, threads: int = 1) -> float:
    """Cycles the ``DEEP`` kernel of the pair ``name`` takes beyond its ``SHALLOW`` twin: the
    median over ``PAIR_REPEATS`` runs of the pair. ``args_for`` is the argument tuple (less the
    cycle counter) or a function of (run index 0, 1, ..., depth) giving it."""
    differences = []
    for repeat in range(PAIR_REPEATS):
        cycles = []
        for index, depth in enumerate((SHALLOW, DEEP)):
            args = args_for(2 * repeat + index, depth) if callable(args_for) else args_for
            cycles.append(_cycles(cupy, module.get_function(f"{name}_{depth}"), args, shared, threads))
        differences.append(cycles[1] - cycles[0])
    return statistics.median(differences)


def _pointer_ring(cupy, footprint: int, stride: int):
    """A device buffer of ``footprint`` bytes laid out by ``calibrate.pointer_ring`` at its own address."""
    ring = cupy.empty(footprint // 8, dtype=cupy.uint64)
    ring.set(pointer_ring(ring.data.ptr, footprint, stride))
    return ring


#: The global-memory chases: level, footprint, stride, warm, loop iterations as a fraction of the
#: chains' (1/n). Warm: one pass over the whole ring, then the timed chase from its start, round and
#: round (L1: 128 lines, all hits; l2_reuse: 65,536 lines, beyond L1, hits in L2 after the SM's
#: first touch). Cold: every kernel run starts in its own region of the ring, so each load meets a
#: line no SM has loaded before (l2: 8 MB, resident in L2 since the host copied it there; DRAM:
#: 1 GB, 4 KB apart).
GLOBAL_CHASES = (("l1", 16 * 1024, 128, True, 1), ("l2_reuse", 8 * 1024 * 1024, 128, True, 1),
                 ("l2", 8 * 1024 * 1024, 128, False, 32), ("dram", 1024 * 1024 * 1024, 4096, False, 16))
CHAIN_CLASSES = ("fp32", "int", "fp64", "fp16", "sfu", "conv", "shuffle", "barrier")
#: Constant-memory chases: class, ring length in words. ``ld_const`` is a 1 KB ring (within the
#: constant cache); the larger rings, up to the whole ``const_ring``, find where the cache ends
#: (recorded as ``latency.ld_const_<n>kb``, not model keys).
#: Words from one entry of a shared or constant ring to the next: odd, so a power-of-two ring is
#: visited whole, and 33, so consecutive loads fall in different banks and lines.
RING_HOP_WORDS = 33
CONST_CHASES = (("ld_const", 256), *((f"ld_const_{kb}kb", kb * 256) for kb in CONST_LADDER_KB))


def _global_chase(cupy, module, footprint: int, stride: int, warm: bool, steps: int, sink) -> float:
    warm_loads = footprint // stride if warm else 0
    region = footprint // (2 * PAIR_REPEATS) // stride * stride
    if not warm and steps * DEEP * stride > region:
        raise InputError(f"chase of {steps * DEEP} loads overruns its {region} B region")
    ring = _pointer_ring(cupy, footprint, stride)

    def args_for(run: int, depth: int) -> tuple:
        first = ring.data.ptr + (0 if warm else run * region)
        return (np.uint64(first), np.int32(warm_loads), np.int32(steps), sink)

    return _pair_cycles(cupy, "chase_global", module, args_for)


def collect_latencies(cupy, module, steps: int) -> tuple[tuple[ChaseResult, ...], tuple[ChainResult, ...]]:
    """The latency pairs of ``microbench_source``: each result holds the extra operations and
    extra cycles of the deep kernel over the shallow one."""
    sink = cupy.zeros(4, dtype=cupy.float32)
    extra = steps * (DEEP - SHALLOW)
    chases = []
    for level, footprint, stride, warm, fraction in GLOBAL_CHASES:
        level_steps = max(1, steps // fraction)
        cycles = _global_chase(cupy, module, footprint, stride, warm, level_steps, sink)
        chases.append(ChaseResult(level, footprint, level_steps * (DEEP - SHALLOW), cycles))
    shared_length = 1024  # 4 KB
    cycles = _pair_cycles(cupy, "chase_shared", module, (np.int32(shared_length), np.int32(RING_HOP_WORDS),
                                                         np.int32(steps), sink), shared=shared_length * 4)
    chases.append(ChaseResult("shared", shared_length * 4, extra, cycles))

    chains = []
    for exec_class in CHAIN_CLASSES:
        threads = 32 if exec_class in ("shuffle", "barrier") else 1
        seed = np.float32(3.0 if exec_class == "int" else 1.0)
        cycles = _pair_cycles(cupy, f"chain_{exec_class}", module, (np.int32(steps), seed, sink), threads=threads)
        chains.append(ChainResult(exec_class, extra * CHAINED_SASS[exec_class][1], cycles))
    const_ring = module.get_global("const_ring")
    for exec_class, length in CONST_CHASES:
        offsets = (4 * ((np.arange(length) + RING_HOP_WORDS) % length)).astype(np.uint32)
        const_ring.copy_from_host(offsets.ctypes.data, offsets.nbytes)
        chains.append(ChainResult(exec_class, extra, _pair_cycles(cupy, "chase_const", module, (np.int32(steps), sink))))
    chains.append(ChainResult("atomic_shared", extra,
                              _pair_cycles(cupy, "chain_atomic_shared", module, (np.int32(steps), sink))))
    cell = cupy.ones(1, dtype=cupy.uint32)
    chains.append(ChainResult("atomic_global", extra,
                              _pair_cycles(cupy, "chain_atomic_global", module, (np.int32(steps), cell, sink))))
    return tuple(chases), tuple(chains)


SPIN_CYCLES = 100_000  # 50 us at 2 GHz: long enough for the host to queue the timed launch behind it
FLOOR_METHODS = (
    ("events-warm", "CUDA events around one launch of an empty block, back to back (Kernel Tuner, KTT)"),
    ("events-cold", "cudaMemsetAsync over twice the L2 size, then CUDA events around one launch (NVBench cold)"),
    ("events-cold-queued", "as events-cold, with the events and the launch queued behind a 100,000-cycle busy kernel "
                           "(the GPU-side gap alone, no host submission)"),
)


def collect_floors(cupy, module, samples: int = 200, warmup: int = 10) -> tuple[FloorSamples, ...]:
    """Event-timed launches of one empty 32-thread block under the three timing methods of
    ``FLOOR_METHODS`` (microseconds, ``samples`` each after ``warmup``)."""
    empty, spin = module.get_function("empty_kernel"), module.get_function("spin_kernel")
    props = cupy.cuda.runtime.getDeviceProperties(0)
    flush_bytes = 2 * int(props.get("l2CacheSize", 0) or 64 * 1024 * 1024)
    flush = cupy.empty(flush_bytes, dtype=cupy.uint8)
    stream = cupy.cuda.get_current_stream()
    spin_cycles = np.int64(SPIN_CYCLES)
    results = []
    for method, description in FLOOR_METHODS:
        times = []
        for index in range(warmup + samples):
            if method != "events-warm":
                cupy.cuda.runtime.memsetAsync(flush.data.ptr, index & 0xFF, flush_bytes, stream.ptr)
            if method == "events-cold-queued":
                spin((1,), (32,), (spin_cycles,))
            start, stop = cupy.cuda.Event(), cupy.cuda.Event()
            start.record()
            empty((1,), (32,), ())
            stop.record()
            stop.synchronize()
            if index >= warmup:
                times.append(cupy.cuda.get_elapsed_time(start, stop) * 1e3)
        results.append(FloorSamples(method, description, tuple(times)))
    del flush
    return tuple(results)


def collect_bandwidths(cupy, module, info: RunInfo, repeats: int, warmup: int, quick: bool) -> tuple[BandwidthResult, ...]:
    """DRAM copy, L2-resident re-reads and shared-memory reads, timed by CUDA events (medians)."""
    sink = cupy.zeros(4, dtype=cupy.float64)
    grid = (info.sm_count * 8,)
    count = (256 if quick else 1024) * 1024 * 1024 // 16
    source, target = cupy.ones(count * 4, dtype=cupy.float32), cupy.empty(count * 4, dtype=cupy.float32)
    copy_ms = statistics.median(time_launches(module.get_function("stream_copy"), grid, (256,),
                                              (source, target, np.uint64(count)), repeats=repeats, warmup=warmup))
    del source, target
    l2_count, l2_repeats = 4 * 1024 * 1024 // 16, 64
    resident = cupy.ones(l2_count * 4, dtype=cupy.float32)
    l2_ms = statistics.median(time_launches(module.get_function("repeat_read"), grid, (256,),
                                            (resident, np.uint64(l2_count), np.int32(l2_repeats), sink),
                                            repeats=repeats, warmup=warmup))
    shared_repeats = 4096
    shared_ms = statistics.median(time_launches(module.get_function("shared_read"), (info.sm_count,), (1024,),
                                                (np.int32(shared_repeats), sink), repeats=repeats, warmup=warmup))
    return (BandwidthResult("dram", 2.0 * count * 16, copy_ms),
            BandwidthResult("l2", float(l2_count * 16 * l2_repeats), l2_ms),
            BandwidthResult("l1_per_sm", 1024.0 * 16 * shared_repeats, shared_ms))


def collect_launches(module, repeats: int, warmup: int, quick: bool) -> tuple[LaunchPoint, ...]:
    """Median empty-kernel launch times over block sizes of 1-32 warps and 1-16,384 blocks."""
    empty = module.get_function("empty_kernel")
    launches = []
    for warps in (range(1, 33, 7) if quick else range(1, 33)):
        for blocks in (1, 64, 1024, 16384):
            median = statistics.median(time_launches(empty, (blocks,), (32 * warps,), (), repeats=repeats, warmup=warmup))
            launches.append(LaunchPoint(warps, blocks, median * 1e3))
    return tuple(launches)


def collect_raw(repeats: int = 20, warmup: int = 3, quick: bool = False, latencies_only: bool = False) -> RawCalibration:
    """Run every microbenchmark (with ``latencies_only``, the latency pairs alone) on GPU 0 and
    return the raw results."""
    cupy = _cupy()
    module = cupy.RawModule(code=CUDA_SOURCE, options=("-std=c++17",))
    info = run_info(repeats, warmup)
    if latencies_only:
        info = dataclasses.replace(info, method=LATENCY_METHOD.format(pairs=PAIR_REPEATS))
    chases, chains = collect_latencies(cupy, module, 256 if quick else 4096)
    bandwidths, launches, floors = (), (), ()
    if not latencies_only:
        bandwidths = collect_bandwidths(cupy, module, info, repeats, warmup, quick)
        launches = collect_launches(module, repeats, warmup, quick)
        floors = collect_floors(cupy, module, samples=50 if quick else 200)
    # the clocks right after the benchmarks, not those of the idle GPU before them
    info = dataclasses.replace(info, sm_clock_mhz=smi_clock("clocks.sm"), memory_clock_mhz=smi_clock("clocks.mem"))
    return RawCalibration(info, chases, chains, bandwidths, launches, floors)
