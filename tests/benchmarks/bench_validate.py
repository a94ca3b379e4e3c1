"""Benchmark: ``validate`` of 1,000 configurations of one case on a warm PTX cache (goal < 60 s).

The case is the constructed scale case of the tests (our own kernel, tunable ITEMS) with 1,000
made-up ok rows: ITEMS in {1, 2, 4} x block_x in {32 .. 1024} x 56 problem sizes. A first run
fills a temporary PTX cache (3 nvcc compilations); the second run, timed, finds every
configuration there, so it measures loading, cache look-up, analysis, both models and scoring.
A second figure times a real case when its fetched source is present (``--real CASE_DIR``,
``--sample N``): e.g. ``ktt-pnpoly-rtx3090 --stand-ins``.

Run as ``python tests/benchmarks/bench_validate.py [--real CASE_DIR --sample N]`` (needs nvcc);
the pytest entry prints the figure and never asserts a wall time.

Recorded 2026-11-23 on the shared 2-core development machine (load average about 2), before and
after the analysis was made faster (numpy chain sets in ``latency``, planned evaluator
facts, a leaner PTX parser; every prediction unchanged): scale-1000 warm 3.9 s -> 3.5 s (3.5 ms
per configuration, two models; cold 4.5 s). Real case kt-convolution-v100 --sample 50 (clang's
fully unrolled PTX), warm cache: 57.5 s -> 21.4 s wall (1150 -> 427 ms per configuration, 2.7x),
spent in the analysis (latency chains, parsing, evaluation), not in validate; 1,000 such
configurations take about 7 minutes. Third round (same machine, commit 125c1e2: bank conflicts,
nvcc register stand-ins for old targets, loaded DRAM latency): scale-1000 warm 3.5 s (cold 4.6 s);
kt-convolution-v100 --sample 50 warm 24.9 s (497 ms per configuration; the first run 92 s, which
compiles nvcc's sm_75 PTX of each configuration for the register count). Fourth round (commit
after 27ab416: predictions in forked processes, ``--jobs``; the models of ``kerneltime validate``,
kt, kp and MWP-CWP): scale-1000 warm 3.5 s with one process, 2.4 s with two;
kt-convolution-v100 --sample 50 warm 23.4 s with one process (468 ms per configuration), 12.3 s
with two (246 ms): 1,000 such configurations take about 4 minutes on two cores, and would need
about eight to stay under the 60-s goal. Fifth round (commit f7e9b75: shared-memory
wavefronts from one memo of register values and of lane addresses that differ by a constant;
predictions unchanged): scale-1000 warm 3.3 s with one process, 2.1 s with two;
kt-convolution-v100 --sample 50 warm 20.1 s with one process (403 ms per configuration), 10.5 s
with two (211 ms): about 3.5 minutes for 1,000 on two cores, seven cores for the 60-s goal. After
the barrier phases (commit after 41d95f1: one latency pass gives both paths, regions split at
barriers): 388 ms per configuration with one process, 206 ms with two; scale-1000 2.2 s with two.
With a region's time joined once at its end (the unread ready times and the last issue) instead
of after every instruction: 340 ms with one process, 190 ms with two (3.2 minutes for 1,000 on
two cores).

The validation set (``--set [DIR]``, default ``../shared/validation`` beside the repository, run
when present): ``kerneltime validate DIR --sample 30 --model kt --jobs 2`` in a child process,
timed in wall seconds and in the CPU seconds (user + system) of the child and its workers; the
PTX cache must be warm, or the figure includes the compilations. Recorded 2026-11-26 on the shared
2-core machine (other helpers' processes running, load average 2-3: wall depends on them, CPU
less so): before (main 9292bb3) 231 s wall, 314.5 s CPU; after (branch speed: one pool per case
for predictions and refused checks, rare full garbage collections in the CLI, the evaluator's
plain steps, memoised bank requests, joins of the latency pass that one chain set covers) 141 s
wall, 231.3 s CPU, the same JSON byte for byte; with another helper's test run on one core,
199 s wall, 242.5 s CPU.
"""

from __future__ import annotations

import argparse
import math
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from analyzer.evaluation.case import load_case  # noqa: E402
from analyzer.evaluation.runner import validate_case  # noqa: E402

CASE = ROOT / "tests" / "evaluation" / "data" / "scale-case"
CONFIGS = 1000
#: The validation set of the other helpers' measurements, beside the repository (``--set``).
VALIDATION_SET = ROOT.parent / "shared" / "validation"
#: The command timed over the validation set (its arguments after the case folder).
SET_ARGUMENTS = ["--sample", "30", "--model", "kt", "--jobs", "2"]


def build_case(directory: Path) -> Path:
    """A copy of the scale case with 1,000 ok rows on the T4 entry."""
    case = directory / "scale-1000"
    shutil.copytree(CASE, case)
    lines = ["gpu,ITEMS,n,grid_x,grid_y,grid_z,block_x,block_y,block_z,dynamic_shared_bytes,time_ms,status"]
    sizes = [1 << (16 + index % 8) for index in range(56)]
    for index in range(CONFIGS):
        items = (1, 2, 4)[index % 3]
        block = (32, 64, 128, 256, 512, 1024)[(index // 3) % 6]
        n = sizes[index // 18] + 32 * (index // 18)
        grid = math.ceil(n / (block * items))
        time_ms = 12e-6 * n / 320.0 + 0.003 * (1 + index % 7)
        lines.append(f"t4card,{items},{n},{grid},1,1,{block},1,1,0,{time_ms:.6f},ok")
    (case / "measured.csv").write_text("\n".join(lines) + "\n")
    return case


MODELS = ["kt", "kp", "mwp-cwp"]  # what `kerneltime validate` runs by default


def timed_run(case_dir: Path, sample: int | None = None, stand_ins: bool = False,
              workers: int = 2) -> tuple[float, object]:
    start = time.perf_counter()
    result = validate_case(load_case(case_dir), MODELS, "kt", sample, workers=workers, stand_ins=stand_ins)
    return time.perf_counter() - start, result


def timed_validation_set(directory: Path) -> tuple[float, float, int]:
    """Wall and CPU seconds (user + system, the child and its workers) of ``kerneltime validate
    DIRECTORY`` with ``SET_ARGUMENTS`` run from the repository root, and its exit status."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    completed = subprocess.run([sys.executable, "-m", "analyzer", "validate", str(directory), *SET_ARGUMENTS, "--json"],
                               cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, completed.returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--real", type=Path, help="also time a real case directory (warm cache after a first run)")
    parser.add_argument("--sample", type=int, default=None)
    parser.add_argument("--stand-ins", action="store_true")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="compile threads and predicting processes")
    parser.add_argument("--set", nargs="?", type=Path, const=VALIDATION_SET, default=None, metavar="DIR",
                        help="time only `validate DIR " + " ".join(SET_ARGUMENTS) + "` (default DIR: " + str(VALIDATION_SET) + ")")
    args = parser.parse_args(argv)
    if args.set is not None:
        if not args.set.is_dir():
            print(f"bench_validate: no validation set at {args.set}")
            return 0
        wall, cpu, status = timed_validation_set(args.set)
        print(f"validate {args.set} {' '.join(SET_ARGUMENTS)}: {wall:.1f} s wall, {cpu:.1f} s CPU (user + system), "
              f"exit status {status}")
        return status
    if shutil.which("nvcc") is None:
        print("bench_validate: needs nvcc")
        return 0
    with tempfile.TemporaryDirectory(prefix="kt-bench-validate-") as work:
        os.environ["KERNELTIME_CACHE"] = str(Path(work) / "cache")
        case = build_case(Path(work))
        cold, _ = timed_run(case, workers=args.jobs)
        warm, result = timed_run(case, workers=args.jobs)
        print(f"validate scale-1000 (--jobs {args.jobs}): {len(result.rows)} configurations, {result.predicted} "
              f"predicted; cold cache {cold:.1f} s, warm cache {warm:.1f} s (goal < 60 s); "
              f"{1000 * warm / len(result.rows):.1f} ms per configuration, {len(MODELS)} models")
        if args.real:
            os.environ.pop("KERNELTIME_CACHE")
            cold, _ = timed_run(args.real, args.sample, args.stand_ins, args.jobs)
            warm, result = timed_run(args.real, args.sample, args.stand_ins, args.jobs)
            print(f"validate {args.real.name} (--jobs {args.jobs}): {len(result.rows)} configurations, "
                  f"{result.predicted} predicted; "
                  f"first run {cold:.1f} s, warm cache {warm:.1f} s; {1000 * warm / len(result.rows):.1f} ms per "
                  "configuration")
    return 0


def test_bench_validate():
    main([])


if __name__ == "__main__":
    raise SystemExit(main())
