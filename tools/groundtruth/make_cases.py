"""Turn one lent-GPU run's case timings into validation cases in the set's format (no GPU needed).

    python tools/groundtruth/make_cases.py RESULTS_DIR --validation ../shared/validation --out validation

RESULTS_DIR is the unpacked ``results.tgz`` of ``run_on_gpu.sh`` (``cases/<case>/measured.csv``
and ``run.json``, ``gpu.csv``). Each case directory gets ``case.yaml`` (the development case's
kernel keys, this GPU, the run's clocks, driver, CUDA and method), ``measured.csv``, ``README.md``
and ``kernel/SOURCE`` + ``kernel/LICENSE`` copied from the development case (provenance and licence
text of the kernel; the kernel source itself is never stored).
"""

from __future__ import annotations

import argparse
import csv
import json
import shutil
from pathlib import Path

import yaml

GPU_IDS = {"NVIDIA H100 80GB HBM3": "h100", "NVIDIA H200": "h200"}
DEVELOPMENT = {"kt-convolution": "kt-convolution-bh-rtx3090", "ktt-pnpoly": "ktt-pnpoly-rtx3090",
               "ktt-pnpoly-zero-polygon": "ktt-pnpoly-rtx3090", "ktt-coulombsum3d": "ktt-coulombsum3d-rtx2080ti",
               "ktt-convolution": "ktt-convolution-rtx3090"}
POLYGON = {
    "ktt-pnpoly": "a star-shaped polygon of 600 vertices around (0.5, 0.5), radius 0.35 + 0.10 sin(7a) cos(3a) "
                  "(tools/groundtruth/time_cases.py: star_polygon), written to __constant__ d_vertices: "
                  "both crossing branches are taken",
    "ktt-pnpoly-zero-polygon": "all 600 vertices (0, 0), written explicitly to __constant__ d_vertices: the "
                               "condition KTT measured (it never filled the constant memory), so is_between() "
                               "is always false and the slope is 0/0",
}


def case_name(folder: str) -> str:
    """``kt-convolution-h100`` -> ``kt-convolution``; ``ktt-pnpoly-h100-zero-polygon`` ->
    ``ktt-pnpoly-zero-polygon`` (the plan's ids carry the GPU of the first plan)."""
    base, _, variant = folder.partition("-h100")
    return base + variant


def case_document(development: dict, name: str, gpu_name: str, gpu_id: str, run: dict) -> dict:
    """The new case.yaml: the development case's kernel keys, this GPU and this run."""
    document = {key: development[key] for key in ("kernel", "tunables", "tunable_rules", "runtime_args", "launch")}
    document = {"name": f"{development['name'].split(' on ')[0]} on {gpu_name}",
                "gpu": {"name": gpu_name, "arch": "sm_90", "suggested_model": gpu_id}, **document}
    if name in POLYGON:
        document["runtime_args"] = {**document["runtime_args"], "polygon": POLYGON[name],
                                    "points": "float2[20000000], uniform [0,1) (numpy default_rng(2))"}
    elif name in ("kt-convolution", "ktt-convolution"):
        document["runtime_args"] = {**document["runtime_args"],
                                    "input": "float[4110*4110], standard normal (numpy default_rng(1))",
                                    "d_filter": "33*33 standard normal floats (the first 15*15 used)"}
    else:
        document["runtime_args"] = {**document["runtime_args"],
                                    "atoms": "64 atoms, x y z uniform in [0, 128), charge uniform in [-1, 1) "
                                             "(numpy default_rng(3)), as float4 and as four float arrays",
                                    "energyGrid": "float[256^3], zero before each configuration (the kernel adds)"}
    document.update({
        "measured": "measured.csv",
        "time_unit": "ms",
        "what_was_timed": run["method"],
        "provenance": {
            "measured_by": "KernelTime, tools/groundtruth/run_on_gpu.sh (time_cases.py) on a lent GPU, 2026-11-26",
            "gpu": gpu_name, "driver": run["driver"], "cuda_driver_api": run["cuda_driver_api"],
            "cuda_runtime": run["cuda_runtime"], "cupy": run["cupy"],
            "compiler": "nvcc 13.0 (V13.0.88) -arch=sm_90 -cubin, the case's defines and flags",
            "clocks": {"fields": run["clock_fields"], "before": run["clocks_before"], "after": run["clocks_after"]},
            "configurations": "a stratified sample (tools/groundtruth/prepare_cases.py, seed 2026) of the "
                              f"ok configurations of {DEVELOPMENT[name]}",
            "license": "the measurements: as this repository",
        },
        "notes": [
            "Application clocks were not changed (the card as lent: SM 1980 MHz under load, power limit 700 W, "
            "no throttle reason active before or after).",
            "registers and static_shared_bytes are ptxas -v of the measured cubin; check is the output's "
            "difference from the first configuration's (relative L2 norm for the convolution, fraction of "
            "points classified differently for pnpoly).",
        ],
    })
    return document


COUNTER_TOOL = "Nsight Compute (the lent machine's ncu, --clock-control none), one launch per configuration, no warm-up"


KERNELS = {"kt-convolution": "convolution_kernel", "ktt-pnpoly": "Pnpoly", "ktt-pnpoly-zero-polygon": "Pnpoly",
           "ktt-coulombsum3d": "directCoulombSum", "ktt-convolution": "Convolution"}


def read_launches(path: Path) -> dict[str, list[dict[str, str]]]:
    """The profiled launches of an ``ncu --csv`` log, per kernel (the name before its parameter
    list) in launch order; each launch maps metric name to value, plus ``Grid Size`` and ``Block Size``."""
    lines = [line for line in path.read_text().splitlines() if not line.startswith("==")]
    launches: dict[str, dict[str, str]] = {}
    kernel_of: dict[str, str] = {}
    for row in csv.DictReader(lines):
        launch = launches.setdefault(row["ID"], {"Grid Size": row["Grid Size"], "Block Size": row["Block Size"]})
        launch[row["Metric Name"]] = row["Metric Value"].replace(",", "")
        kernel_of[row["ID"]] = row["Kernel Name"].split("(")[0]
    by_kernel: dict[str, list[dict[str, str]]] = {}
    for launch_id in sorted(launches, key=int):
        by_kernel.setdefault(kernel_of[launch_id], []).append(launches[launch_id])
    return by_kernel


def metrics_only(launch: dict[str, str]) -> dict[str, str]:
    """A launch's counters without its geometry."""
    return {name: value for name, value in launch.items() if name not in ("Grid Size", "Block Size")}


def read_counters(results: Path) -> dict[str, list[dict[str, str]]]:
    """The counters of ``counters.csv`` (ncu --csv), per case name in the order the profiled run
    launched them: per kernel, the launches in plan order, the pnpoly launches of the real
    polygon first and then those of the all-zero one (``time_cases.py`` runs them so)."""
    path = results / "counters.csv"
    if not path.is_file():
        return {}
    by_kernel = {kernel: [metrics_only(launch) for launch in launches]
                 for kernel, launches in read_launches(path).items()}
    counters = {name: by_kernel.get(kernel, []) for name, kernel in KERNELS.items()}
    half = len(counters["ktt-pnpoly"]) // 2
    counters["ktt-pnpoly-zero-polygon"] = counters["ktt-pnpoly"][half:]
    counters["ktt-pnpoly"] = counters["ktt-pnpoly"][:half]
    return counters


def with_counters(rows: list[dict[str, str]], counters: list[dict[str, str]]) -> tuple[list[dict[str, str]], list[str]]:
    """The measured rows with the counters of the first ``len(counters)`` configurations (the
    profiled run took the plan's first configurations), and the counter columns."""
    columns = sorted({name for launch in counters for name in launch})
    merged = [{**row, **(counters[index] if index < len(counters) else {})} for index, row in enumerate(rows)]
    return merged, columns


def write_rows(path: Path, fields: list[str], rows: list[dict[str, str]]) -> None:
    """A landed case's ``measured.csv``: ``fields`` as its header, one line per row."""
    with open(path, "w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=fields, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)


def write_case_files(target: Path, document: dict, summary: str, tool: str) -> None:
    """A landed case's ``case.yaml`` and ``README.md`` (its summary, then where the source and the
    tool that measures it again are)."""
    (target / "case.yaml").write_text(yaml.safe_dump(document, sort_keys=False, width=110))
    (target / "README.md").write_text(
        f"# {target.name}\n\n{summary}\n\nKernel source not stored here: see `kernel/SOURCE`; build and time "
        f"it again with {tool}.\n")


def make_case(folder: Path, validation: Path, out: Path, counters: dict[str, list[dict[str, str]]]) -> Path:
    """Write one case directory (with its share of the run's ``read_counters``); returns it."""
    run = json.loads((folder / "run.json").read_text())
    gpu_name = run["gpu"]
    gpu_id = GPU_IDS[gpu_name]
    name = case_name(folder.name)
    development_dir = validation / DEVELOPMENT[name]
    development = yaml.safe_load((development_dir / "case.yaml").read_text())
    target = out / f"{name}-{gpu_id}"
    (target / "kernel").mkdir(parents=True, exist_ok=True)
    for file in ("SOURCE", "LICENSE"):
        shutil.copyfile(development_dir / "kernel" / file, target / "kernel" / file)
    with open(folder / "measured.csv") as handle:
        reader = csv.DictReader(handle)
        fields, rows = list(reader.fieldnames or []), list(reader)
    counters_of_case = counters.get(name, [])
    rows, counter_columns = with_counters(rows, counters_of_case)
    write_rows(target / "measured.csv", fields + counter_columns, rows)
    document = case_document(development, name, gpu_name, gpu_id, run)
    if counter_columns:
        document["counters"] = {"tool": COUNTER_TOOL, "columns": counter_columns,
                                "rows": f"the first {len(counters_of_case)} configurations"}
    ok = [float(row["time_ms"]) for row in rows if row["status"] == "ok"]
    write_case_files(target, document,
                     f"{document['name']}: {len(ok)} of {len(rows)} configurations ok, "
                     f"{min(ok):.4f} to {max(ok):.4f} ms, measured by KernelTime on a lent GPU on 2026-11-26 "
                     f"(driver {run['driver']}, CUDA runtime {run['cuda_runtime']}, CuPy {run['cupy']}).\n\n"
                     f"Timing: {run['method']}.\n\nConfigurations: {document['provenance']['configurations']}.",
                     "`tools/groundtruth/` (README there)")
    return target


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results", type=Path)
    parser.add_argument("--validation", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    counters = read_counters(args.results)
    for folder in sorted((args.results / "cases").iterdir()):
        print(make_case(folder, args.validation, args.out, counters))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
