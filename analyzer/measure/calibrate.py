"""Calibration: raw microbenchmark results -> GPU-model table rows (status ``measured``).

``collect_raw`` (in ``analyzer.measure.device``) runs the CUDA microbenchmarks of
``microbench_source`` on a GPU and returns a ``RawCalibration``; ``derive_rows`` turns that into
``microbench_data`` rows, one number each, with the method in the row. Derivations:

* pointer chase: latency = cycles / dependent loads (footprint picks the level: L1-resident,
  L2-resident, DRAM; shared memory; the constant bank);
* dependent chains: latency of a class = cycles / chained operations;
  both as the difference of a deep and a shallow kernel (``microbench_source``), so the records
  hold the extra cycles and extra operations and the loop and clock overheads cancel;
* bandwidth: bytes moved / elapsed time (CUDA events);
* launch overhead (method C, Kleimenov and Popova 2021): for each block size in warps, the least
  squares line ``time = slope * grid_blocks + intercept`` over empty-kernel launches;
* launch floors under the validation set's timing methods: one empty block timed by CUDA events
  around one launch, warm (Kernel Tuner, KTT) and after an L2 flush (NVBench "cold"), the latter
  also with the launch queued behind a busy kernel so that only the GPU-side gap is timed.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import numpy as np

from analyzer.errors import InputError
from analyzer.measure.microbench_source import CONST_LADDER_KB
from analyzer.measure.records import RunInfo, write_table
from analyzer.gpu.gpu_model import LaunchOverhead

TABLE_COLUMNS = ("gpu", "key", "value", "unit", "status", "reference", "derivation")
#: The ``method`` header of a ``--latencies-only`` run (``LATENCY_METHOD_PREFIX`` tells such a run).
LATENCY_METHOD_PREFIX = "clock64() around dependent chains"
LATENCY_METHOD = (LATENCY_METHOD_PREFIX + " in one thread (one warp for shuffles and barriers), "
                  "deep minus shallow kernel, median of {pairs} pairs")


@dataclass(frozen=True)
class ChaseResult:
    """A pointer chase: ``level`` it targets (l1, l2, dram, shared), footprint, and the extra
    ``cycles`` the deep kernel took for its ``loads`` extra dependent loads."""

    level: str
    footprint_bytes: int
    loads: int
    cycles: float


@dataclass(frozen=True)
class ChainResult:
    """A dependent chain of one execution class: the extra ``cycles`` the deep kernel took for
    its ``operations`` extra chained instructions."""

    exec_class: str
    operations: int
    cycles: float


@dataclass(frozen=True)
class BandwidthResult:
    """Bytes moved at one level (dram, l2, l1_per_sm) in ``milliseconds`` (per SM for l1)."""

    level: str
    bytes: float
    milliseconds: float


@dataclass(frozen=True)
class LaunchPoint:
    """Median time of an empty kernel for one block size (warps) and grid size (blocks)."""

    warps_per_block: int
    grid_blocks: int
    microseconds: float


@dataclass(frozen=True)
class FloorSamples:
    """Event-timed launches of one empty block (32 threads) under one timing ``method``."""

    method: str
    description: str
    microseconds: tuple[float, ...]

    def quantile(self, fraction: float) -> float:
        """The ``fraction`` quantile of the samples (linear interpolation, numpy's default)."""
        return float(np.quantile(np.asarray(self.microseconds, dtype=float), fraction))


@dataclass(frozen=True)
class RawCalibration:
    """Everything one calibration run measured."""

    info: RunInfo
    chases: tuple[ChaseResult, ...]
    chains: tuple[ChainResult, ...]
    bandwidths: tuple[BandwidthResult, ...]
    launches: tuple[LaunchPoint, ...]
    floors: tuple[FloorSamples, ...] = ()


FLOOR_COLUMNS = ("method", "median_us", "p10_us", "p90_us", "samples", "description")


def calibration_floor_rows(floors: Sequence[FloorSamples]) -> list[dict[str, object]]:
    """One row per timing method: median, 10th and 90th percentile of the empty launch (us)."""
    return [{"method": floor.method, "median_us": f"{floor.quantile(0.5):.4f}", "p10_us": f"{floor.quantile(0.1):.4f}",
             "p90_us": f"{floor.quantile(0.9):.4f}", "samples": len(floor.microseconds),
             "description": floor.description} for floor in floors if floor.microseconds]


def pointer_ring(base_address: int, footprint: int, stride: int) -> np.ndarray:
    """The 8-byte words of a ``footprint``-byte chase buffer at ``base_address``: the word at each
    multiple of ``stride`` holds the address of the next one (the last the first's), the rest 0,
    so a chase loads each next address directly, without index arithmetic."""
    if stride % 8 or footprint % stride or footprint < 2 * stride:
        raise InputError(f"pointer ring: stride {stride} B must be a multiple of 8 dividing footprint {footprint} B twice")
    words = np.zeros(footprint // 8, dtype=np.uint64)
    slots = np.arange(0, footprint // 8, stride // 8, dtype=np.uint64)
    words[slots] = np.uint64(base_address) + np.uint64(8) * np.roll(slots, -1)
    return words


LEVEL_KEYS = {
    "l2_reuse": "memory.l2_reuse_latency",  # extra: not a model key
    "l1": "memory.l1_latency",
    "l2": "memory.l2_latency",
    "dram": "memory.dram_latency",
    "shared": "memory.shared_latency",
}
#: Measured for the record, not GPU-model keys: written to ``latency_extras.raw.csv`` (which the
#: model builder skips), not to ``calibration.csv``.
EXTRA_KEYS = frozenset({"memory.l2_reuse_latency", *(f"latency.ld_const_{kb}kb" for kb in CONST_LADDER_KB)})
BANDWIDTH_KEYS = {
    "dram": "memory.dram_bandwidth",
    "l2": "memory.l2_bandwidth",
    "l1_per_sm": "memory.l1_bandwidth_per_sm",
}


def fit_launch_overhead(points: Sequence[LaunchPoint]) -> tuple[LaunchOverhead, ...]:
    """Least-squares ``time_us = slope * grid_blocks + intercept`` per block size in warps
    (method C launch-time regression). Needs two distinct grid sizes per block size."""
    by_warps: dict[int, list[LaunchPoint]] = {}
    for point in points:
        by_warps.setdefault(point.warps_per_block, []).append(point)
    fits = []
    for warps in sorted(by_warps):
        group = by_warps[warps]
        grids = np.array([point.grid_blocks for point in group], dtype=float)
        if len(set(grids)) < 2:
            raise InputError(f"launch regression for {warps} warps per block needs two grid sizes")
        times = np.array([point.microseconds for point in group], dtype=float)
        design = np.column_stack([grids, np.ones_like(grids)])
        (slope, intercept), *_ = np.linalg.lstsq(design, times, rcond=None)
        fits.append(LaunchOverhead(warps, float(slope), float(intercept)))
    return tuple(fits)


def derive_rows(raw: RawCalibration, gpu_id: str) -> list[dict[str, object]]:
    """Table rows (``TABLE_COLUMNS``) for every number a calibration run determines."""
    method = raw.info.method
    rows: list[dict[str, object]] = []

    def row(key: str, value: float, unit: str, derivation: str) -> None:
        rows.append({
            "gpu": gpu_id, "key": key, "value": f"{value:.6g}", "unit": unit, "status": "measured",
            "reference": f"kerneltime calibrate on {raw.info.gpu_name} ({method})", "derivation": derivation,
        })

    for chase in raw.chases:
        if chase.level not in LEVEL_KEYS:
            raise InputError(f"unknown chase level '{chase.level}'")
        row(LEVEL_KEYS[chase.level], chase.cycles / chase.loads, "cycles",
            f"pointer chase, {chase.footprint_bytes} B footprint: {chase.cycles:.0f} cycles / {chase.loads} loads "
            "(deep minus shallow kernel)")
    for chain in raw.chains:
        row(f"latency.{chain.exec_class}", chain.cycles / chain.operations, "cycles",
            f"dependent chain: {chain.cycles:.0f} cycles / {chain.operations} operations (deep minus shallow kernel)")
    for bandwidth in raw.bandwidths:
        if bandwidth.level not in BANDWIDTH_KEYS:
            raise InputError(f"unknown bandwidth level '{bandwidth.level}'")
        row(BANDWIDTH_KEYS[bandwidth.level], bandwidth.bytes / (bandwidth.milliseconds * 1e-3), "B/s",
            f"{bandwidth.bytes:.0f} B in {bandwidth.milliseconds:.4g} ms")
    for fit in fit_launch_overhead(raw.launches) if raw.launches else ():
        row(f"launch.w{fit.warps_per_block}.slope_us", fit.slope_us, "us/block", "least squares over grid sizes")
        row(f"launch.w{fit.warps_per_block}.intercept_us", fit.intercept_us, "us", "least squares over grid sizes")
    return rows


def write_calibration(raw: RawCalibration, gpu_id: str, out_dir: Path) -> list[Path]:
    """Write the derived rows as ``<out_dir>/calibration.csv``, the raw launch points as
    ``launch_points.raw.csv`` and the launch floors per timing method as
    ``launch_floors.raw.csv`` (both skipped by the model builder), each with the run header; returns
    the files written; rows of ``EXTRA_KEYS`` go to ``latency_extras.raw.csv`` instead. With
    ``out_dir`` = ``microbench_data/<gpu-id>/``, rebuilding the models (``python -m
    analyzer.gpu.build_models``) makes these measured rows win over published and estimated ones."""
    rows = derive_rows(raw, gpu_id)
    written = [out_dir / "calibration.csv"]
    write_table(written[0], raw.info, TABLE_COLUMNS, [row for row in rows if row["key"] not in EXTRA_KEYS])
    extras = [row for row in rows if row["key"] in EXTRA_KEYS]
    if extras:
        written.append(out_dir / "latency_extras.raw.csv")
        write_table(written[-1], raw.info, TABLE_COLUMNS, extras)
    if raw.launches:
        written.append(out_dir / "launch_points.raw.csv")
        write_table(written[-1], raw.info, ("warps_per_block", "grid_blocks", "time_us"),
                    ({"warps_per_block": p.warps_per_block, "grid_blocks": p.grid_blocks,
                      "time_us": f"{p.microseconds:.4f}"} for p in raw.launches))
    if raw.floors:
        written.append(out_dir / "launch_floors.raw.csv")
        write_table(written[-1], raw.info, FLOOR_COLUMNS, calibration_floor_rows(raw.floors))
    return written
