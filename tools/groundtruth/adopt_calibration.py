"""Adopt calibration runs into a GPU model's tables (no GPU needed).

    python tools/groundtruth/adopt_calibration.py h100 microbench_data/runs/2026-11-26-h100-* --launch

Writes ``microbench_data/<gpu>/calibration.csv`` (which the model builder reads, and where our own
measured rows win) with one row per adopted key: the mean of the key's value over the runs made by
the method that measures it (``ADOPTED``), and with ``--launch`` the launch regression (Kleimenov
and Popova 2021, method C) refitted on the launch points of all full runs: the mean intercept over
the block sizes as ``launch.intercept_us``, the mean slope as the block dispatch rate
``launch.block_dispatch_us`` (kt bounds the execution by it).

Two kinds of run: a full ``kerneltime calibrate`` (bandwidths, launches; its latency chains had
loop overhead and index arithmetic inside, so none of its latencies is taken) and a
``--latencies-only`` run (header method "clock64() ...": deep minus shallow kernel pairs, every
chained operation one SASS instruction, microbench_source). Left out, with the reason: the DRAM
copy bandwidth (the models hold the published peak; the copy's 2.8 TB/s on the H100 and 3.9 TB/s on
the H200 are 83-84 % and 81 % of it) and the record-only extras (``latency_extras.raw.csv``).
"""

from __future__ import annotations

import argparse
import csv
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

from analyzer.measure.calibrate import (
    LATENCY_METHOD_PREFIX, TABLE_COLUMNS, LaunchPoint, fit_launch_overhead)
from analyzer.measure.records import read_table

#: The latency-pair keys, taken from ``--latencies-only`` runs on both GPUs.
LATENCY_KEYS = (
    "memory.l1_latency", "memory.l2_latency", "memory.dram_latency", "memory.shared_latency",
    "latency.fp32", "latency.int", "latency.fp64", "latency.fp16", "latency.sfu", "latency.conv",
    "latency.shuffle", "latency.barrier", "latency.ld_const", "latency.atomic_shared", "latency.atomic_global",
)
#: Adopted keys per GPU model, each with the kind of run it is taken from.
ADOPTED = {
    "h100": {"memory.l2_bandwidth": "full", **{key: "latencies" for key in LATENCY_KEYS}},
    "h200": {key: "latencies" for key in LATENCY_KEYS},
}


def run_kind(header: dict[str, str]) -> str:
    """``latencies`` for a ``--latencies-only`` run (its header's method), else ``full``."""
    return "latencies" if header.get("method", "").startswith(LATENCY_METHOD_PREFIX) else "full"


def adopted_rows(gpu: str, runs: list[Path], launch: bool) -> list[dict[str, object]]:
    """Rows of the adopted keys (means over the runs of the key's kind) and, with ``launch``, the
    refitted launch regression per block size in warps (over the full runs)."""
    values: dict[str, list[float]] = {}
    units: dict[str, str] = {}
    names: dict[str, list[str]] = {"full": [], "latencies": []}
    full_runs = []
    for run in runs:
        header, rows = read_table(run / "calibration.raw.csv")
        kind = run_kind(header)
        names[kind].append(f"{run.name} ({header.get('gpu_name', '?')}, driver API {header.get('driver', '?')})")
        if kind == "full":
            full_runs.append(run)
        for row in rows:
            if ADOPTED[gpu].get(row["key"]) == kind:
                values.setdefault(row["key"], []).append(float(row["value"]))
                units[row["key"]] = row["unit"]
    what = {"full": "kerneltime calibrate", "latencies": "kerneltime calibrate --latencies-only"}
    references = {kind: f"{what[kind]}, runs " + "; ".join(names[kind]) + " (microbench_data/runs/)" for kind in names}
    result: list[dict[str, object]] = []
    for key, kind in ADOPTED[gpu].items():
        if key not in values:
            raise LookupError(f"no {kind} run among the given ones measures {key}")
        measured = values[key]
        result.append({"gpu": gpu, "key": key, "value": f"{statistics.mean(measured):.6g}", "unit": units[key],
                       "status": "measured", "reference": references[kind],
                       "derivation": "mean of the runs: " + ", ".join(f"{value:.6g}" for value in measured)})
    reference = references["full"]
    if launch:
        points = []
        for run in full_runs:
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
    try:
        rows = adopted_rows(args.gpu, sorted(args.runs), args.launch)
    except LookupError as error:
        print(f"adopt_calibration: {error}", file=sys.stderr)
        return 2
    with open(out, "w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(TABLE_COLUMNS), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
