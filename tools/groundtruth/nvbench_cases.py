"""The PMPP NVBench kernels of the development set, measured again on a lent GPU as NVBench measured them.

Three steps, as for the tuning cases (tools/groundtruth/README.md):

    python tools/groundtruth/nvbench_cases.py prepare ../shared/validation --out .gpu_run   # here
    python3 tools/groundtruth/nvbench_cases.py time --plan .gpu_run/plan_nvbench.json --out R/nvbench  # there
    python tools/groundtruth/nvbench_cases.py land R --validation ../shared/validation --out validation  # here

``prepare`` compiles each ``pmpp-*`` case's kernel as ``kerneltime validate`` does (nvcc 13 to PTX
for sm_90, then ptxas to a cubin) and lists the case's distinct launches (scalar arguments, grid,
block, dynamic shared bytes; the sweeps that measured each). ``time`` runs each launch the way the
cases' ``what_was_timed`` says NVBench did: every buffer a zero-filled device array (as the
benchmarks' ``thrust::device_vector``), the ``__constant__`` mask left all zero, each cold sample an
L2 flush (a memset of twice the L2) and then one launch between two CUDA events, and a batch of
back-to-back launches between one pair of events. ``land`` writes the cases in the set's format
and ``counters`` adds Nsight Compute counters to them (both in ``nvbench_land.py``).
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
import yaml

ROOT = Path(__file__).resolve().parents[2]

from analyzer.toolchain.compile import compile_all, job_for
from analyzer.evaluation.sources import find_sources
from analyzer.evaluation.case import load_case
from analyzer.measure.device import device_name, smi_query, time_launches
from make_cases import GPU_IDS
from nvbench_land import LAUNCH_COLUMNS, add_counters, land_case
from prepare_cases import ARCH, cubin_facts
from time_cases import CLOCK_FIELDS, finish_case

# The elements of each pointer argument: the product of these scalar columns and integers, read
# from the kernels' index expressions (the benchmarks allocate exactly that). Unguarded
# out-of-range accesses by thread index (conv1d constant/tiled, mat_vec_mul_tiles) are covered by
# padding every buffer with one element per launched thread.
SIZES: dict[str, dict[str, tuple[str | int, ...]]] = {
    "pmpp-array-add": {"a": ("m", "n"), "b": ("m", "n"), "c": ("m", "n")},
    "pmpp-conv1d-basic": {"N": ("width",), "M": ("mask_width",), "P": ("width",)},
    "pmpp-conv1d": {"N": ("width",), "P": ("width",)},
    "pmpp-conv2d-basic": {"N": ("height", "width", "channels"), "M": ("mask_height", "mask_width"),
                          "P": ("height", "width", "channels")},
    "pmpp-conv2d": {"N": ("height", "width", "channels"), "P": ("height", "width", "channels")},
    "pmpp-histogram": {"input": ("num_elements",), "bins": ("num_bins",)},
    "pmpp-image-to-grayscale": {"in": ("width", "height", 3), "out": ("width", "height")},
    "pmpp-mat-mat-mul": {"in_mat1": ("mat1_rows", "mat1_cols"), "in_mat2": ("mat2_rows", "mat2_cols"),
                         "out_mat": ("mat1_rows", "mat2_cols")},
    "pmpp-mat-vec-mul": {"out": ("m",), "in_mat": ("m", "n"), "in_vec": ("n",)},
}
DTYPES = {"float*": "float32", "uint32_t*": "uint32", "unsigned int*": "uint32", "uint8_t*": "uint8",
          "int": "int32", "unsigned int": "uint32"}
COLD_SECONDS, BATCH_SECONDS = 0.25, 0.1  # time spent per launch on cold samples and on the batch
COLD_SAMPLES, BATCH_LAUNCHES = (5, 200), (5, 2000)  # (fewest, most)
MEASURED_COLUMNS = ("gpu", "sweep", *LAUNCH_COLUMNS, "time_ms", "time_noise_rel", "n_samples", "batch_time_ms",
                    "n_batch_samples", "time_ms_min", "time_ms_median", "status", "registers", "static_shared_bytes")


def sizes_of(case_id: str) -> dict[str, tuple[str | int, ...]]:
    """The buffer size table of a case: the longest ``SIZES`` key its id starts with."""
    keys = [key for key in SIZES if case_id == key or case_id.startswith(key + "-")]
    if not keys:
        raise KeyError(f"{case_id}: no buffer sizes known")
    return SIZES[max(keys, key=len)]


def elements(size: tuple[str | int, ...], scalars: dict[str, int]) -> int:
    """The product of a size's columns (looked up in ``scalars``) and integers."""
    return math.prod(scalars[part] if isinstance(part, str) else part for part in size)


def sample_counts(estimate_ms: float) -> tuple[int, int]:
    """Cold samples and batch launches for a launch of about ``estimate_ms``: about
    ``COLD_SECONDS`` and ``BATCH_SECONDS`` of GPU time, within ``COLD_SAMPLES`` and ``BATCH_LAUNCHES``."""
    estimate_s = max(estimate_ms, 1e-4) / 1000.0
    cold = min(max(math.ceil(COLD_SECONDS / estimate_s), COLD_SAMPLES[0]), COLD_SAMPLES[1])
    batch = min(max(math.ceil(BATCH_SECONDS / estimate_s), BATCH_LAUNCHES[0]), BATCH_LAUNCHES[1])
    return cold, batch


def distinct_launches(measured: Path, columns: dict[str, str]) -> list[dict]:
    """The distinct launches of a case's ``ok`` rows in file order: scalar arguments (argument name
    to value), grid, block, dynamic shared bytes and the sweeps that measured them."""
    launches: dict[tuple, dict] = {}
    with open(measured, newline="") as handle:
        for row in csv.DictReader(handle):
            if row["status"] != "ok":
                continue
            scalars = {name: int(row[column]) for name, column in columns.items()}
            key = (tuple(sorted(scalars.items())), tuple(int(row[column]) for column in LAUNCH_COLUMNS))
            launch = launches.setdefault(key, {"scalars": scalars, "grid": [int(row[c]) for c in LAUNCH_COLUMNS[:3]],
                                               "block": [int(row[c]) for c in LAUNCH_COLUMNS[3:6]],
                                               "shared": int(row["dynamic_shared_bytes"]), "sweeps": []})
            if row["sweep"] not in launch["sweeps"]:
                launch["sweeps"].append(row["sweep"])
    return list(launches.values())


def prepare(validation: Path, out: Path, jobs: int) -> dict:
    """Compile every ``pmpp-*`` case for sm_90 and list its launches; writes ``plan_nvbench.json``."""
    plan = {"arch": ARCH, "cases": []}
    for directory in sorted(validation.glob("pmpp-*")):
        case = load_case(directory)
        document = yaml.safe_load((directory / "case.yaml").read_text())
        found = find_sources(case.id, case.directory, case.kernel.sources, None)
        if isinstance(found, str):
            raise SystemExit(f"{case.id}: {found}")
        texts = [path.read_text(encoding="utf-8", errors="replace") for path in found]
        compiled = compile_all([job_for(texts, case.kernel, case.tunables, {}, ARCH, ())], jobs)[0]
        (out / "nvbench").mkdir(parents=True, exist_ok=True)
        facts = cubin_facts(compiled, case.kernel.symbol, out / "nvbench" / f"{case.id}.cubin")
        if facts["status"] != "ok":
            raise SystemExit(f"{case.id}: {facts['error']}")
        runtime = document["runtime_args"]
        sizes = sizes_of(case.id)
        arguments = [{"name": name, "type": runtime[name]["type"],
                      **({"size": list(sizes[name])} if name in sizes else {"column": runtime[name]["column"]})}
                     for name in document["kernel"]["arguments"]]
        columns = {argument["name"]: argument["column"] for argument in arguments if "column" in argument}
        launches = distinct_launches(directory / "measured.csv", columns)
        plan["cases"].append({"case": case.id, "symbol": case.kernel.symbol, "cubin": f"nvbench/{case.id}.cubin",
                              "registers": facts["registers"], "static_shared_bytes": facts["static_shared_bytes"],
                              "arguments": arguments, "launches": launches})
        print(f"{case.id}: {len(launches)} launches, {facts['registers']} registers", flush=True)
    (out / "plan_nvbench.json").write_text(json.dumps(plan, indent=1))
    return plan


def launch_arguments(cupy, arguments: list[dict], scalars: dict[str, int], threads: int) -> tuple:
    """Zero-filled device buffers (each padded by ``threads`` elements) and typed scalars, in the
    kernel's parameter order."""
    values = []
    for argument in arguments:
        dtype = np.dtype(DTYPES[argument["type"]])
        if "size" in argument:
            values.append(cupy.zeros(elements(tuple(argument["size"]), scalars) + threads, dtype=dtype))
        else:
            values.append(dtype.type(scalars[argument["name"]]))
    return tuple(values)


def time_launch(cupy, function, launch: dict, args: tuple, flush) -> dict[str, float]:
    """NVBench's two figures for one launch: cold samples (L2 flushed before each, events around
    the launch) and the batch (back-to-back launches between one pair of events), in ms."""
    grid, block, shared = tuple(launch["grid"]), tuple(launch["block"]), launch["shared"]
    stream = cupy.cuda.get_current_stream()

    def timed(count: int, cold: bool) -> float:
        if cold:
            cupy.cuda.runtime.memsetAsync(flush.data.ptr, 0, flush.nbytes, stream.ptr)
        start, stop = cupy.cuda.Event(), cupy.cuda.Event()
        start.record()
        for _ in range(count):
            function(grid, block, args, shared_mem=shared)
        stop.record()
        stop.synchronize()
        return cupy.cuda.get_elapsed_time(start, stop) / count

    estimate = min(timed(1, True), timed(1, True))
    cold_count, batch_count = sample_counts(estimate)
    cold = [timed(1, True) for _ in range(cold_count)]
    batch = timed(batch_count, False)
    mean = statistics.mean(cold)
    return {"time_ms": mean, "time_noise_rel": statistics.pstdev(cold) / mean if mean else 0.0,
            "n_samples": cold_count, "batch_time_ms": batch, "n_batch_samples": batch_count,
            "time_ms_min": min(cold), "time_ms_median": statistics.median(cold)}


def time_case(cupy, root: Path, case: dict, gpu_id: str, out: Path, profile: bool = False) -> None:
    """Time one case's launches (``profile``: each once, for Nsight Compute); writes
    ``<out>/<case>/measured.csv`` and ``run.json``."""
    module = cupy.RawModule(path=str(root / case["cubin"]))
    function = module.get_function(case["symbol"])
    try:
        mask = module.get_global("M")
        cupy.cuda.runtime.memset(mask.ptr, 0, mask.mem.size)
    except Exception:  # no __constant__ M in this kernel
        pass
    props = cupy.cuda.runtime.getDeviceProperties(0)
    flush = cupy.empty(2 * int(props["l2CacheSize"]), dtype=cupy.uint8)
    before, started, rows = smi_query(CLOCK_FIELDS), time.time(), []
    for launch in case["launches"]:
        threads = math.prod(launch["grid"]) * math.prod(launch["block"])
        row = {"gpu": gpu_id, "sweep": " | ".join(launch["sweeps"]),
               **dict(zip(LAUNCH_COLUMNS, [*launch["grid"], *launch["block"], launch["shared"]])),
               **launch["scalars"], "registers": case["registers"], "static_shared_bytes": case["static_shared_bytes"]}
        try:
            args = launch_arguments(cupy, case["arguments"], launch["scalars"], threads)
            if profile:  # one launch, no flush and no warm-up: the launch Nsight Compute profiles
                figures = {"time_ms": time_launches(function, launch["grid"], launch["block"], args, launch["shared"],
                                                    repeats=1, warmup=0)[0], "n_samples": 1}
            else:
                figures = time_launch(cupy, function, launch, args, flush)
            row.update({name: f"{value:.6g}" if isinstance(value, float) else value for name, value in figures.items()},
                       status="ok")
            del args
        except Exception as error:  # recorded as the set records failures
            row.update(status=f"RuntimeFailedConfig: {type(error).__name__}: {str(error)[:120]}")
            cupy.cuda.Device().synchronize()
        rows.append(row)
    folder = out / case["case"]
    folder.mkdir(parents=True, exist_ok=True)
    scalar_columns = [argument["column"] for argument in case["arguments"] if "column" in argument]
    columns = [*MEASURED_COLUMNS[:2], *scalar_columns, *MEASURED_COLUMNS[2:]]
    names = {argument["name"]: argument["column"] for argument in case["arguments"] if "column" in argument}
    with open(folder / "measured.csv", "w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns, lineterminator="\n")
        writer.writeheader()
        for row in rows:
            row = {names.get(key, key): value for key, value in row.items()}
            writer.writerow({column: row.get(column, "") for column in columns})
    finish_case(cupy, folder, case["case"], rows, before, started, l2_flush_bytes=int(flush.nbytes))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    steps = parser.add_subparsers(dest="step", required=True)
    step = steps.add_parser("prepare", help="compile the pmpp-* kernels for sm_90 and list their launches (here)")
    step.add_argument("validation", type=Path)
    step.add_argument("--out", type=Path, default=ROOT / ".gpu_run")
    step.add_argument("--jobs", type=int, default=2)
    step = steps.add_parser("time", help="time the planned launches (on the GPU machine)")
    step.add_argument("--plan", type=Path, required=True)
    step.add_argument("--out", type=Path, required=True)
    step.add_argument("--only", default=None, help="a comma-separated list of case ids")
    step.add_argument("--profile", action="store_true", help="each launch once, no flush (under ncu)")
    step = steps.add_parser("counters", help="put an ncu --csv log of a --profile run on the landed cases (here)")
    step.add_argument("log", type=Path, help="the ncu --csv log")
    step.add_argument("--plan", type=Path, required=True)
    step.add_argument("--cases", type=Path, required=True, help="the folder of the landed cases (validation)")
    step.add_argument("--gpu", required=True, help="the GPU id of the cases (h100, h200)")
    step = steps.add_parser("land", help="write the measured cases in the validation set's format (here)")
    step.add_argument("results", type=Path, nargs="+", help="the time step's output folders, one per run")
    step.add_argument("--validation", type=Path, required=True)
    step.add_argument("--out", type=Path, required=True)
    step.add_argument("--day", required=True, help="the day of the measurement (YYYY-MM-DD)")
    args = parser.parse_args()
    if args.step == "prepare":
        prepare(args.validation, args.out, args.jobs)
    elif args.step == "counters":
        plan = json.loads(args.plan.read_text())
        for target in add_counters(args.log, plan, args.cases, args.gpu):
            print(target)
    elif args.step == "land":
        for case in sorted(path.name for path in args.results[0].iterdir() if (path / "run.json").is_file()):
            print(land_case([results / case for results in args.results], args.validation, args.out, args.day))
    else:
        import cupy  # the GPU machine's CuPy
        plan = json.loads(args.plan.read_text())
        name = device_name(cupy.cuda.runtime.getDeviceProperties(0))
        only = set(args.only.split(",")) if args.only else None
        for case in plan["cases"]:
            if only is None or case["case"] in only:
                try:
                    time_case(cupy, args.plan.parent, case, GPU_IDS.get(name, name), args.out, args.profile)
                except Exception as error:  # one case failing must not lose the others
                    print(f"{case['case']}: failed: {type(error).__name__}: {error}", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
