"""Time the configurations that ``prepare_cases.py`` built, on the GPU machine (CuPy).

    python3 tools/groundtruth/time_cases.py --plan .gpu_run/plan.json --out /tmp/gt/cases

Per case it writes ``<out>/<case>/measured.csv`` in the validation set's column layout and
``<out>/<case>/run.json`` (GPU, clocks before and after, driver, CUDA, method). Timing follows
Kernel Tuner: after warm-up launches, each of ``n_launches`` back-to-back launches is timed with
its own pair of CUDA events (same buffers, warm caches, no L2 flush); ``time_ms`` is their mean.
Every configuration's output is compared with the first configuration's (they compute the same
function): ``check`` holds the relative L2 difference (convolution; CoulombSum3d, whose kernel
adds to its grid, per launch) or the fraction of points classified differently (pnpoly).
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import statistics
import sys
import time
from pathlib import Path

import numpy as np


from analyzer.measure.device import device_name, smi_query, time_launches

IMAGE = 4096
FILTER = 15
POINTS = 20_000_000
LAUNCHES = {"convolution": (3, 32), "pnpoly": (1, 5), "coulombsum3d": (3, 32)}  # (warm-up, timed) per configuration
ATOMS, GRID_SPACING, GRID_SIZE = 64, 0.5, 256  # CoulombSum3d's runtime arguments of ktt-coulombsum3d-rtx2080ti


CLOCK_FIELDS = "clocks.sm,clocks.mem,clocks.max.sm,power.draw,power.limit,temperature.gpu,clocks_throttle_reasons.active"


def star_polygon(vertices: int) -> np.ndarray:
    """A closed star-shaped polygon around (0.5, 0.5) inside the unit square (radii 0.25-0.45),
    deterministic, so that both crossing branches of pnpoly are taken."""
    angle = np.linspace(0.0, 2.0 * np.pi, vertices, endpoint=False)
    radius = 0.35 + 0.10 * np.sin(7.0 * angle) * np.cos(3.0 * angle)
    return np.stack([0.5 + radius * np.cos(angle), 0.5 + radius * np.sin(angle)], axis=1).astype(np.float32)


def convolution_inputs(cupy):
    """Output, input (random normal, 4110 x 4110), the unused filter argument, constant filter."""
    generator = np.random.default_rng(1)
    padded = IMAGE + FILTER - 1
    output = cupy.zeros(IMAGE * IMAGE, dtype=cupy.float32)
    image = cupy.asarray(generator.standard_normal(padded * padded).astype(np.float32))
    filter_values = generator.standard_normal(33 * 33).astype(np.float32)
    return (output, image, cupy.asarray(filter_values[:FILTER * FILTER])), {"d_filter": filter_values}, output


def pnpoly_inputs(cupy, polygon: np.ndarray):
    """Bitmap, 20M random points in the unit square, the (unused) vertex argument, the polygon."""
    generator = np.random.default_rng(2)
    bitmap = cupy.zeros(POINTS, dtype=cupy.int32)
    points = cupy.asarray(generator.random(2 * POINTS).astype(np.float32))
    vertices = cupy.asarray(polygon.reshape(-1))
    return (bitmap, points, vertices, np.int32(POINTS)), {"d_vertices": polygon.reshape(-1)}, bitmap


def coulomb_inputs(cupy):
    """64 atoms (x, y, z inside the 128-unit grid, charge in [-1, 1)) as float4 and as four arrays,
    the scalars, and the 256^3 energy grid the kernel adds to."""
    generator = np.random.default_rng(3)
    extent = GRID_SPACING * GRID_SIZE
    atoms = np.concatenate([generator.random((ATOMS, 3)) * extent, generator.random((ATOMS, 1)) * 2 - 1],
                           axis=1).astype(np.float32)
    energy = cupy.zeros(GRID_SIZE ** 3, dtype=cupy.float32)
    args = (cupy.asarray(atoms.reshape(-1)), *(cupy.asarray(np.ascontiguousarray(atoms[:, k])) for k in range(4)),
            np.int32(ATOMS), np.float32(GRID_SPACING), np.int32(GRID_SIZE), energy)
    return args, {}, energy


def run_case(cupy, root: Path, case: dict, out: Path, variant: str, limit: int | None, profile: bool) -> None:
    """Time one case's configurations and write its measured.csv and run.json."""
    if case["inputs"] == "convolution":
        args, constants, result = convolution_inputs(cupy)
    elif case["inputs"] == "coulombsum3d":
        args, constants, result = coulomb_inputs(cupy)
    else:
        polygon = star_polygon(case["configs"][0]["config"]["VERTICES"])
        if variant == "zero-polygon":
            polygon = np.zeros_like(polygon)
        args, constants, result = pnpoly_inputs(cupy, polygon)
    warmup, repeats = (0, 1) if profile else LAUNCHES[case["inputs"]]
    folder = out / (case["case"] if variant == "default" else f"{case['case']}-{variant}")
    folder.mkdir(parents=True, exist_ok=True)
    before = smi_query(CLOCK_FIELDS)
    reference = None
    rows = []
    started = time.time()
    for entry in case["configs"][:limit]:
        row = {**entry["config"], **dict(zip(("grid_x", "grid_y", "grid_z"), entry["grid"])),
               **dict(zip(("block_x", "block_y", "block_z"), entry["block"])),
               "registers": entry["registers"], "static_shared_bytes": entry["static_shared_bytes"]}
        try:
            module = cupy.RawModule(path=str(root / entry["cubin"]))
            for name, values in constants.items():
                pointer = module.get_global(name)
                cupy.ndarray(values.shape, dtype=values.dtype, memptr=pointer).set(values)
            function = module.get_function(case["symbol"])
            result.fill(0)
            times = time_launches(function, entry["grid"], entry["block"], args, repeats=repeats, warmup=warmup)
            value = cupy.asnumpy(result).astype(np.float64)
            if case["inputs"] == "coulombsum3d":  # the kernel adds to the grid: one launch's share
                value = value / (warmup + repeats)
            if reference is None:
                reference = value
            if case["inputs"] != "pnpoly":
                check = float(np.linalg.norm(value - reference) / max(np.linalg.norm(reference), 1e-30))
            else:
                check = float(np.mean(value != reference))
            row.update({"time_ms": f"{statistics.mean(times):.6f}", "time_ms_min": f"{min(times):.6f}",
                        "time_ms_median": f"{statistics.median(times):.6f}",
                        "time_ms_std": f"{statistics.pstdev(times):.6f}", "n_launches": len(times),
                        "status": "ok", "check": f"{check:.3g}"})
        except Exception as error:  # a launch or load failure is recorded as the set records failures
            row.update({"status": f"RuntimeFailedConfig: {type(error).__name__}: {str(error)[:120]}",
                        "n_launches": 0})
            cupy.cuda.Device().synchronize()
        rows.append(row)
    columns = [*case["tunables"], "grid_x", "grid_y", "grid_z", "block_x", "block_y", "block_z", "time_ms",
               "time_ms_min", "time_ms_median", "time_ms_std", "n_launches", "status", "registers",
               "static_shared_bytes", "check"]
    with open(folder / "measured.csv", "w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns, lineterminator="\n")
        writer.writeheader()
        for row in rows:
            writer.writerow({column: row.get(column, "") for column in columns})
    finish_case(cupy, folder, folder.name, rows, before, started,
                variant=variant, warmup=warmup, timed_launches=repeats,
                method=f"{warmup} warm-up launches, then {repeats} back-to-back launches each timed by its own "
                       "pair of CUDA events (same buffers, warm caches, no L2 flush); time_ms = mean")


def finish_case(cupy, folder: Path, label: str, rows: list[dict], before: str, started: float, **extra) -> dict:
    """Write ``<folder>/run.json`` (GPU, clocks before and after, driver, CUDA, CuPy, seconds, and
    ``extra``) and print a line on the case's ok rows; returns the record."""
    info = {"gpu": device_name(cupy.cuda.runtime.getDeviceProperties(0)), "clocks_before": before,
            "clocks_after": smi_query(CLOCK_FIELDS), "clock_fields": CLOCK_FIELDS,
            "driver": smi_query("driver_version"), "cuda_driver_api": cupy.cuda.runtime.driverGetVersion(),
            "cuda_runtime": cupy.cuda.runtime.runtimeGetVersion(), "cupy": cupy.__version__,
            "seconds": round(time.time() - started, 1), **extra}
    (folder / "run.json").write_text(json.dumps(info, indent=1))
    ok = [float(row["time_ms"]) for row in rows if row["status"] == "ok"]
    print(f"{label}: {len(ok)} of {len(rows)} ok, {min(ok, default=math.nan):.4f}-{max(ok, default=math.nan):.4f} ms,"
          f" {info['seconds']} s, clocks {before} -> {info['clocks_after']}", flush=True)
    return info


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plan", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--limit", type=int, default=None, help="only the first N configurations of each case")
    parser.add_argument("--profile", action="store_true", help="one launch per configuration, no warm-up (under ncu)")
    args = parser.parse_args()
    import cupy  # the GPU machine's CuPy
    plan = json.loads(args.plan.read_text())
    for case in plan["cases"]:
        variants = ("default", "zero-polygon") if case["inputs"] == "pnpoly" else ("default",)
        for variant in variants:
            try:
                run_case(cupy, args.plan.parent, case, args.out, variant, args.limit, args.profile)
            except Exception as error:  # one case failing must not lose the others
                print(f"{case['case']} {variant}: failed: {type(error).__name__}: {error}", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
