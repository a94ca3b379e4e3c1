"""Adopt calibration runs into a GPU model's tables (no GPU needed).

    python tools/groundtruth/adopt_calibration.py h100 microbench_data/runs/2026-11-26-h100-*

Writes ``microbench_data/<gpu>/calibration.csv`` (which the model builder reads, and where our own
measured rows win) with one row per adopted key: the mean over the runs of the key's value, and
the launch regression (Kleimenov and Popova 2021, method C) refitted on the launch points of all
runs: the mean intercept over the block sizes as ``launch.intercept_us``, the mean slope as the
block dispatch rate ``launch.block_dispatch_us`` (kt bounds the execution by it). Only the keys of ``ADOPTED`` are taken: each replaces an estimate and its microbenchmark
measures what the model means by the key. Left out, with the reason: the dependent-chain
latencies (``latency.*``: the chain includes its loop's counter and branch, 4.54 cycles per FFMA
against the 4.01 measured without loop overhead), the L1 and shared-memory pointer chases (the
index arithmetic between the loads adds to them), ``latency.atomic_global`` (the chain's atomics
return nothing, so ptxas emits RED and the chain times issue, not latency) and the DRAM bandwidth
(the models hold the published peak; the copy's 2.8 TB/s on the H100 and 3.9 TB/s on the H200 are
83-84 % and 81 % of it).
"""

from __future__ import annotations

import argparse
import csv
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from analyzer.measure.calibrate import TABLE_COLUMNS, LaunchPoint, fit_launch_overhead  # noqa: E402
from analyzer.measure.records import read_table  # noqa: E402

#: Adopted keys per GPU model: each replaces an estimated row of microbench_data.
ADOPTED = {
    "h100": ("memory.l2_latency", "memory.l2_bandwidth"),
    "h200": ("memory.l2_latency", "memory.dram_latency"),
}


def adopted_rows(gpu: str, runs: list[Path], launch: bool) -> list[dict[str, object]]:
    """Rows of the adopted keys (means over ``runs``) and, with ``launch``, the refitted launch
    regression per block size in warps."""
    values: dict[str, list[float]] = {}
    units: dict[str, str] = {}
    names = []
    for run in runs:
        header, rows = read_table(run / "calibration.raw.csv")
        names.append(f"{run.name} ({header.get('gpu_name', '?')}, driver API {header.get('driver', '?')})")
        for row in rows:
            if row["key"] in ADOPTED[gpu]:
                values.setdefault(row["key"], []).append(float(row["value"]))
                units[row["key"]] = row["unit"]
    reference = "kerneltime calibrate, runs " + "; ".join(names) + " (microbench_data/runs/)"
    result: list[dict[str, object]] = []
    for key in ADOPTED[gpu]:
        measured = values[key]
        result.append({"gpu": gpu, "key": key, "value": f"{statistics.mean(measured):.6g}", "unit": units[key],
                       "status": "measured", "reference": reference,
                       "derivation": "mean of the runs: " + ", ".join(f"{value:.6g}" for value in measured)})
    if launch:
        points = []
        for run in runs:
            _, rows = read_table(run / "launch_points.raw.csv")
            points += [LaunchPoint(int(row["warps_per_block"]), int(row["grid_blocks"]), float(row["time_us"]))
                       for row in rows]
        fits = fit_launch_overhead(points)
        intercepts = [fit.intercept_us for fit in fits]
        slopes = [fit.slope_us for fit in fits]
        how = ("the least-squares lines over the empty-kernel launches of all runs (1, 64, 1024, 16384 "
               f"blocks; CUDA events around each launch), one per block size of 1-{len(fits)} warps")
        result.append({"gpu": gpu, "key": "launch.intercept_us", "value": f"{statistics.mean(intercepts):.6g}",
                       "unit": "us", "status": "measured", "reference": reference,
                       "derivation": f"mean intercept of {how}: {min(intercepts):.3g}-{max(intercepts):.3g} us; "
                                     f"their slopes go to launch.block_dispatch_us"})
        result.append({"gpu": gpu, "key": "launch.block_dispatch_us", "value": f"{statistics.mean(slopes):.6g}",
                       "unit": "us/block", "status": "measured", "reference": reference,
                       "derivation": f"mean slope of {how}: {min(slopes):.3g}-{max(slopes):.3g} us/block, the rate "
                                     "at which the GPU starts blocks (a bound on the execution, not the per-wave "
                                     "launch latency launch.slope_us that kt adds in series)"})
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("gpu", choices=sorted(ADOPTED))
    parser.add_argument("runs", nargs="+", type=Path)
    parser.add_argument("--launch", action="store_true", help="also adopt the launch regression (intercept and dispatch rate)")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    out = args.out or ROOT / "microbench_data" / args.gpu / "calibration.csv"
    out.parent.mkdir(parents=True, exist_ok=True)
    with open(out, "w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(TABLE_COLUMNS), lineterminator="\n")
        writer.writeheader()
        writer.writerows(adopted_rows(args.gpu, sorted(args.runs), args.launch))
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
