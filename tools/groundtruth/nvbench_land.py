"""The landing side of ``nvbench_cases.py`` (here, no GPU): the passes of a ``time`` run merged
into validation cases in the set's format (``land_case``), and the Nsight Compute counters of a
``time --profile`` run put on the landed rows (``add_counters``). ``nvbench_cases.py land`` and
``nvbench_cases.py counters`` call them; tools/groundtruth/README.md says when."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import yaml


from make_cases import GPU_IDS, metrics_only, read_launches, with_counters, write_case_files, write_rows

LAUNCH_COLUMNS = ("grid_x", "grid_y", "grid_z", "block_x", "block_y", "block_z", "dynamic_shared_bytes")


METHOD = ("NVBench cold and batch measurements, re-created with CuPy (tools/groundtruth/nvbench_cases.py): cold, each sample a "
          "memset of twice the L2 (flushing it), then CUDA events around one launch; time_ms = mean of n_samples "
          "such samples (about 0.25 s of launches, 5 to 200), time_noise_rel their relative standard deviation, "
          "time_ms_min and time_ms_median their minimum and median. batch_time_ms = one pair of events around "
          "n_batch_samples back-to-back launches (about 0.1 s, 5 to 2000), divided by their number (hot L2, launch "
          "throughput for tiny grids). Every buffer a zero-filled device array padded by one element per launched "
          "thread, scalars as the row's columns, the __constant__ mask all zero, as the benchmarks ran them")


def merged_rows(folders: list[Path]) -> list[dict[str, str]]:
    """The rows of several runs of one plan (same launches, same order): per launch the run whose
    cold samples scatter least (NVBench samples until the relative noise is under 20 %, so a run
    that a stray slow sample left noisier would have gone on sampling), with every run's mean
    beside it (``time_ms_run_<n>``) and the run taken (``run``)."""
    runs = []
    for folder in folders:
        with open(folder / "measured.csv", newline="") as handle:
            runs.append(list(csv.DictReader(handle)))
    merged = []
    for launches in zip(*runs, strict=True):
        if len({tuple(row[column] for column in LAUNCH_COLUMNS) for row in launches}) != 1:
            raise SystemExit(f"{folders}: the runs measured different launches")
        ok = [index for index, row in enumerate(launches) if row["status"] == "ok"]
        chosen = min(ok, key=lambda index: float(launches[index]["time_noise_rel"])) if ok else 0
        merged.append({**launches[chosen], "run": str(chosen + 1),
                       **{f"time_ms_run_{index + 1}": row.get("time_ms", "") for index, row in enumerate(launches)}})
    return merged


def land_case(folders: list[Path], validation: Path, out: Path, day: str) -> Path:
    """Write one measured case (``<out>/<case>-<gpu>``) from the ``time`` result folders of one
    case on one GPU (``merged_rows``)."""
    runs = [json.loads((folder / "run.json").read_text()) for folder in folders]
    run = runs[0]
    gpu_id = GPU_IDS[run["gpu"]]
    development_dir = validation / folders[0].name
    development = yaml.safe_load((development_dir / "case.yaml").read_text())
    target = out / f"{folders[0].name}-{gpu_id}"
    (target / "kernel").mkdir(parents=True, exist_ok=True)
    for file in ("SOURCE", "LICENSE"):
        if (development_dir / "kernel" / file).is_file():
            (target / "kernel" / file).write_bytes((development_dir / "kernel" / file).read_bytes())
    rows = merged_rows(folders)
    write_rows(target / "measured.csv", list(rows[0]), rows)
    kept_notes = [note for note in development.get("notes", []) if "sweep" not in note and "NVBench skipped" not in note]
    document = {
        "name": f"{development['name'].split(' on ')[0]} on {run['gpu']}",
        "gpu": {"id": gpu_id, "name": run["gpu"], "arch": "sm_90", "suggested_model": gpu_id},
        **{key: development[key] for key in ("kernel", "tunables", "tunable_rules", "runtime_args", "launch")},
        "measured": "measured.csv", "time_unit": "ms", "what_was_timed": METHOD,
        "provenance": {
            "measured_by": f"KernelTime, tools/groundtruth/nvbench_cases.py on a lent GPU, {day}, "
                           f"{len(folders)} runs of the whole plan one after the other on one machine",
            "gpu": run["gpu"], "driver": run["driver"], "cuda_driver_api": run["cuda_driver_api"],
            "cuda_runtime": run["cuda_runtime"], "cupy": run["cupy"],
            "compiler": "nvcc 13.0 (V13.0.88) -arch=sm_90 to PTX, ptxas -arch=sm_90 to the measured cubin",
            "clocks": [{"fields": one["clock_fields"], "before": one["clocks_before"], "after": one["clocks_after"]}
                       for one in runs],
            "configurations": f"every distinct launch of the ok rows of {folders[0].name} (column sweep: the "
                              "development case's sweeps that hold it; each launch measured once per run)",
            "license": "the measurements: as this repository",
        },
        "notes": [*kept_notes,
                  "Application clocks were not changed (the card as lent); clocks before and after each run in "
                  "provenance.",
                  "Per launch the run with the smaller time_noise_rel is taken (column run); time_ms_run_<n> "
                  "holds each run's mean. batch_time_ms of the smallest grids is CuPy's Python launch rate "
                  "(about 6-10 us per launch), not the GPU's.",
                  "registers and static_shared_bytes are ptxas -v of the measured cubin."],
    }
    ok = [float(row["time_ms"]) for row in rows if row["status"] == "ok"]
    write_case_files(target, document,
                     f"{document['name']}: {len(ok)} of {len(rows)} launches ok, {min(ok):.4f} to {max(ok):.4f} ms, "
                     f"measured by KernelTime on a lent GPU on {day} (driver {run['driver']}, CUDA runtime "
                     f"{run['cuda_runtime']}, CuPy {run['cupy']}), {len(folders)} runs.\n\nTiming: {METHOD}.",
                     "`tools/groundtruth/nvbench_cases.py`")
    return target


COUNTER_TOOL = ("Nsight Compute (the lent machine's ncu, --clock-control none), each launch once after the "
                "zero fill, no flush and no warm-up (nvbench_cases.py time --profile)")


def add_counters(log: Path, plan: dict, cases: Path, gpu_id: str) -> list[Path]:
    """Put the counters of an ``ncu --csv`` log of a ``time --profile`` run on the landed cases'
    rows (the plan's launches in order, each one's grid and block checked); returns the cases."""
    by_kernel: dict[str, list[dict[str, str]]] = {}
    for kernel, kernel_launches in read_launches(log).items():
        by_kernel.setdefault(kernel.split("<")[0].split()[-1], []).extend(kernel_launches)
    written = []
    for case in plan["cases"]:
        target = cases / f"{case['case']}-{gpu_id}"
        name = yaml.safe_load((target / "case.yaml").read_text())["kernel"]["name"]
        profiled = by_kernel.get(name, [])
        if len(profiled) != len(case["launches"]):
            raise SystemExit(f"{case['case']}: {len(profiled)} profiled launches of {name}, {len(case['launches'])} planned")
        for launch, counters in zip(case["launches"], profiled):
            if (counters["Grid Size"].strip("()").replace(" ", "") != ",".join(map(str, launch["grid"]))
                    or counters["Block Size"].strip("()").replace(" ", "") != ",".join(map(str, launch["block"]))):
                raise SystemExit(f"{case['case']}: profiled launch {counters['Grid Size']} x {counters['Block Size']} "
                                 f"is not the planned {launch['grid']} x {launch['block']}")
        with open(target / "measured.csv", newline="") as handle:
            reader = csv.DictReader(handle)
            fields, rows = list(reader.fieldnames or []), list(reader)
        rows, columns = with_counters(rows, [metrics_only(counters) for counters in profiled])
        write_rows(target / "measured.csv", fields + [column for column in columns if column not in fields], rows)
        document = yaml.safe_load((target / "case.yaml").read_text())
        document["counters"] = {"tool": COUNTER_TOOL, "columns": columns, "rows": "every launch"}
        (target / "case.yaml").write_text(yaml.safe_dump(document, sort_keys=False, width=110))
        written.append(target)
    return written
