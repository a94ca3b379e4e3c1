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
    BandwidthResult, ChainResult, ChaseResult, FloorSamples, LaunchPoint, RawCalibration,
)
from analyzer.measure.microbench_source import CHAIN_UNROLL, CUDA_SOURCE
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


def _smi_clock(field: str) -> float:
    try:
        return float(smi_query(field, units=False).split()[0])
    except (ValueError, IndexError):
        return float("nan")


def run_info(repeats: int, warmup: int) -> RunInfo:
    """GPU name, current SM and memory clocks (nvidia-smi), driver and runtime versions."""
    cupy = _cupy()
    props = cupy.cuda.runtime.getDeviceProperties(0)
    name = props["name"].decode() if isinstance(props["name"], bytes) else str(props["name"])
    return RunInfo(
        gpu_name=name,
        sm_clock_mhz=_smi_clock("clocks.sm"),
        memory_clock_mhz=_smi_clock("clocks.mem"),
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


def collect_raw(repeats: int = 20, warmup: int = 3, quick: bool = False) -> RawCalibration:
    """Run every microbenchmark once on GPU 0 and return the raw results."""
    cupy = _cupy()
    module = cupy.RawModule(code=CUDA_SOURCE, options=("-std=c++17",))
    info = run_info(repeats, warmup)
    steps = 256 if quick else 4096
    sink = cupy.zeros(4, dtype=cupy.float64)

    chases = []
    for level, footprint, stride in (("l1", 16 * 1024, 128), ("l2", 8 * 1024 * 1024, 128),
                                     ("dram", 1024 * 1024 * 1024, 4096)):
        elements = footprint // 8
        hop = stride // 8
        ring = (np.arange(elements, dtype=np.uint64) + hop) % elements
        next_index = cupy.asarray(ring)
        cycles = _cycles(cupy, module.get_function("chase_global"), (next_index, np.int32(steps), sink))
        chases.append(ChaseResult(level, footprint, steps, cycles))
        del next_index
    shared_length = 1024
    cycles = _cycles(cupy, module.get_function("chase_shared"), (np.int32(shared_length), np.int32(steps), sink),
                     shared=shared_length * 4)
    chases.append(ChaseResult("shared", shared_length * 4, steps, cycles))

    chains = []
    for exec_class, kernel, seed in (("fp32", "chain_fp32_fma", np.float32(1.0)),
                                     ("int", "chain_int_mad", np.int32(3)),
                                     ("fp64", "chain_fp64_fma", np.float64(1.0)),
                                     ("sfu", "chain_sfu_sin", np.float32(1.0)),
                                     ("shuffle", "chain_shuffle", np.int32(1))):
        threads = 32 if exec_class == "shuffle" else 1
        cycles = _cycles(cupy, module.get_function(kernel), (np.int32(steps), seed, sink), threads=threads)
        chains.append(ChainResult(exec_class, steps * CHAIN_UNROLL, cycles))
    counter = cupy.zeros(2, dtype=cupy.uint32)
    cycles = _cycles(cupy, module.get_function("chain_atomic_global"), (np.int32(steps), counter))
    chains.append(ChainResult("atomic_global", steps * CHAIN_UNROLL, cycles))
    cycles = _cycles(cupy, module.get_function("barrier_loop"), (np.int32(steps),), threads=32)
    chains.append(ChainResult("barrier", steps * CHAIN_UNROLL, cycles))

    bandwidths = []
    count = (256 if quick else 1024) * 1024 * 1024 // 16
    source, target = cupy.ones(count * 4, dtype=cupy.float32), cupy.empty(count * 4, dtype=cupy.float32)
    grid = (info.sm_count * 8,)
    copy_ms = statistics.median(time_launches(module.get_function("stream_copy"), grid, (256,),
                                              (source, target, np.uint64(count)), repeats=repeats, warmup=warmup))
    bandwidths.append(BandwidthResult("dram", 2.0 * count * 16, copy_ms))
    del source, target
    l2_count = 4 * 1024 * 1024 // 16
    resident = cupy.ones(l2_count * 4, dtype=cupy.float32)
    l2_repeats = 64
    l2_ms = statistics.median(time_launches(module.get_function("repeat_read"), grid, (256,),
                                            (resident, np.uint64(l2_count), np.int32(l2_repeats), sink),
                                            repeats=repeats, warmup=warmup))
    bandwidths.append(BandwidthResult("l2", float(l2_count * 16 * l2_repeats), l2_ms))
    shared_repeats = 4096
    shared_ms = statistics.median(time_launches(module.get_function("shared_read"), (info.sm_count,), (1024,),
                                                (np.int32(shared_repeats), sink), repeats=repeats, warmup=warmup))
    bandwidths.append(BandwidthResult("l1_per_sm", 1024.0 * 16 * shared_repeats, shared_ms))

    launches = []
    empty = module.get_function("empty_kernel")
    for warps in (range(1, 33, 7) if quick else range(1, 33)):
        for blocks in (1, 64, 1024, 16384):
            median = statistics.median(time_launches(empty, (blocks,), (32 * warps,), (), repeats=repeats, warmup=warmup))
            launches.append(LaunchPoint(warps, blocks, median * 1e3))
    floors = collect_floors(cupy, module, samples=50 if quick else 200)
    # the clocks right after the benchmarks, not those of the idle GPU before them
    info = dataclasses.replace(info, sm_clock_mhz=_smi_clock("clocks.sm"), memory_clock_mhz=_smi_clock("clocks.mem"))
    return RawCalibration(info, tuple(chases), tuple(chains), tuple(bandwidths), tuple(launches), floors)
