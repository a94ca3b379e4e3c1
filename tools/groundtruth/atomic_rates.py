"""How fast a GPU's L2 (and an SM's shared memory) applies atomic adds when many threads hit the
same few addresses: the rates the PMPP histogram kernels run at (on a lent GPU, CuPy).

    python3 tools/groundtruth/atomic_rates.py --out R/atomics.raw.csv     # there
    python tools/groundtruth/atomic_rates.py --land R/atomics.raw.csv --gpu h100 --day 2026-11-26 --run a  # here

Each benchmark launches ``BLOCKS`` blocks of ``THREADS`` threads; every thread performs ``REPEATS``
adds of 1 to ``cells[f(i)]`` (global: one ``red.global.add.u32`` per repeat, inline PTX so that the
compiler cannot merge a thread's repeats; shared: ``atomicAdd`` as nvcc compiles the histogram
kernels' shared adds, ``ATOMS.POPC.INC`` on sm_90) and the kernel is timed by
CUDA events (the median of ``SAMPLES`` launches after a warm-up launch). ``f`` picks the hot set:

* ``global-same-word``: every lane of every warp adds to one word (the histogram of all-zero input);
* ``global-hot-<words>``: lane ``l`` of a warp adds to word ``(warp * 32 + l) % words``, so each warp
  request covers 32 consecutive words (one 128-byte line) and the grid cycles over ``words / 32`` lines
  (512 words: the histogram commit of 512 bins);
* ``global-spread``: each thread adds to its own word of a 64 MiB array (no reuse: the L2's atomic
  throughput without contention);
* ``shared-same-word`` and ``shared-distinct``: the same in shared memory (one word per block; each
  lane its own bank), summed over the GPU.

Rates are lane updates per second and per SM clock (the clock ``nvidia-smi`` reports during the run).
"""

from __future__ import annotations

import argparse
import csv
import io
import statistics
import sys
from pathlib import Path


from analyzer.measure.device import device_name, smi_clock, smi_query, time_launches
from analyzer.measure.records import read_table

BLOCKS, THREADS, REPEATS, SAMPLES = 4096, 256, 64, 7
SOURCE = r"""
#define RED_ADD(ADDRESS) asm volatile("red.global.add.u32 [%0], %1;" :: "l"(ADDRESS), "r"(1u) : "memory")
extern "C" __global__ void global_hot(unsigned int* cells, unsigned int words, int repeats) {
    unsigned int lane = (blockIdx.x * blockDim.x + threadIdx.x) % words;
    for (int r = 0; r < repeats; ++r) RED_ADD(&cells[lane]);
}
extern "C" __global__ void global_spread(unsigned int* cells, unsigned int words, int repeats) {
    unsigned int base = blockIdx.x * blockDim.x + threadIdx.x;
    for (int r = 0; r < repeats; ++r) RED_ADD(&cells[(base + r * gridDim.x * blockDim.x) % words]);
}
extern "C" __global__ void shared_hot(unsigned int* cells, unsigned int words, int repeats) {
    __shared__ unsigned int bins[1024];
    for (unsigned int i = threadIdx.x; i < 1024; i += blockDim.x) bins[i] = 0;
    __syncthreads();
    unsigned int slot = threadIdx.x % words;
    for (int r = 0; r < repeats; ++r) atomicAdd(&bins[slot], 1u);
    __syncthreads();
    if (threadIdx.x == 0) cells[blockIdx.x] = bins[0];
}
"""
#: (benchmark, kernel, words)
BENCHMARKS = (("global-same-word", "global_hot", 1), ("global-hot-32", "global_hot", 32),
              ("global-hot-512", "global_hot", 512), ("global-hot-4096", "global_hot", 4096),
              ("global-hot-65536", "global_hot", 65536), ("global-spread", "global_spread", 1 << 24),
              ("shared-same-word", "shared_hot", 1), ("shared-distinct", "shared_hot", 1024))
COLUMNS = ("benchmark", "words", "blocks", "threads", "repeats", "lane_updates", "time_ms",
           "updates_per_ns", "updates_per_sm_clock")
METHOD = (f"{BLOCKS} blocks x {THREADS} threads x {REPEATS} atomicAdd(u32, 1) each (red.global.add, one per repeat; shared: atomicAdd as nvcc compiles it, ATOMS.POPC.INC on sm_90); CUDA events, "
          f"median of {SAMPLES} launches after one warm-up; updates_per_sm_clock at the SM clock nvidia-smi "
          "reported after the run (tools/groundtruth/atomic_rates.py)")


def rate_row(benchmark: str, words: int, time_ms: float, sm_clock_mhz: float) -> dict[str, str]:
    """A result row: lane updates, and their rate per nanosecond and per SM clock."""
    updates = BLOCKS * THREADS * REPEATS
    per_ns = updates / (time_ms * 1e6)
    return {"benchmark": benchmark, "words": str(words), "blocks": str(BLOCKS), "threads": str(THREADS),
            "repeats": str(REPEATS), "lane_updates": str(updates), "time_ms": f"{time_ms:.6g}",
            "updates_per_ns": f"{per_ns:.6g}", "updates_per_sm_clock": f"{per_ns * 1000.0 / sm_clock_mhz:.6g}"}


def measure(out: Path) -> None:
    """Run every benchmark (on the GPU machine) and write the rows with a run header."""
    import cupy
    import numpy as np

    module = cupy.RawModule(code=SOURCE, options=("-std=c++17",))
    cells = cupy.zeros(1 << 24, dtype=cupy.uint32)
    results = []
    for benchmark, kernel, words in BENCHMARKS:
        function = module.get_function(kernel)
        args = (cells, np.uint32(words), np.int32(REPEATS))
        times = time_launches(function, (BLOCKS,), (THREADS,), args, repeats=SAMPLES, warmup=1)
        results.append((benchmark, words, statistics.median(times)))
    clock = smi_clock("clocks.sm")
    props = cupy.cuda.runtime.getDeviceProperties(0)
    header = {"gpu_name": device_name(props), "driver": smi_query("driver_version"), "sm_clock_mhz": clock,
              "memory_clock_mhz": smi_query("clocks.mem"), "sm_count": props["multiProcessorCount"],
              "l2_bytes": props["l2CacheSize"], "cuda_runtime": cupy.cuda.runtime.runtimeGetVersion(), "method": METHOD}
    buffer = io.StringIO()
    buffer.write("".join(f"# {key}: {value}\n" for key, value in header.items()))
    writer = csv.DictWriter(buffer, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rate_row(benchmark, words, time_ms, clock) for benchmark, words, time_ms in results)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(buffer.getvalue())
    print(buffer.getvalue())


def land(raw: Path, gpu: str, day: str, run: str, root: Path) -> Path:
    """Copy a run's table to ``microbench_data/runs/<day>-<gpu>-atomics-<run>/atomics.raw.csv``."""
    target = root / "microbench_data" / "runs" / f"{day}-{gpu}-atomics-{run}" / "atomics.raw.csv"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(raw.read_text())
    return target


#: The hot-set benchmarks the GPU model reads, besides the one word: (benchmark, bytes of its hot
#: set). Each warp request covers one 128-byte line; the grid cycles over the set's lines.
HOT_SETS = tuple((name, words * 4) for name, kernel, words in BENCHMARKS if kernel != "shared_hot" and words > 1)


def adopted_rows(gpu: str, runs: list[Path], reference: str) -> str:
    """The table rows of ``gpu``'s atomic rates, each the mean over ``runs``
    (``microbench_data/runs/<day>-<gpu>-atomics-<run>``): ``memory.atomic_same_word_per_clock`` from
    the ``global-same-word`` benchmark and ``atomic_hot_set_per_clock.<bytes>`` from each hot set of
    ``HOT_SETS`` (the rate at which the L2 applies updates spread over that many bytes). The shared-memory
    benchmarks stay in the runs as data."""
    tables = [read_table(run / "atomics.raw.csv")[1] for run in runs]
    names = ", ".join(run.name for run in runs)
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(("gpu", "key", "value", "unit", "status", "reference", "derivation"))
    for benchmark, key, what in (("global-same-word", "memory.atomic_same_word_per_clock", "onto one word"),
                                 *((name, f"atomic_hot_set_per_clock.{size}", f"over {size} bytes ({size // 4} words)")
                                   for name, size in HOT_SETS)):
        values = [float(row["updates_per_sm_clock"]) for rows in tables for row in rows if row["benchmark"] == benchmark]
        if not values:
            raise ValueError(f"no {benchmark} row in the runs {names}")
        writer.writerow((gpu, key, f"{statistics.mean(values):.6g}", "updates/clk", "measured", reference,
                         f"{benchmark}: {BLOCKS} x {THREADS} threads x {REPEATS} red.global.add.u32 {what}, "
                         f"lane updates per SM clock GPU-wide; mean of runs {names}: "
                         + ", ".join(f"{value:.6g}" for value in values)))
    return buffer.getvalue()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="measure (on the GPU machine) and write this table")
    parser.add_argument("--land", type=Path, help="a measured table to copy into microbench_data/runs/")
    parser.add_argument("--gpu", help="with --land: the GPU id (h100, h200)")
    parser.add_argument("--day", help="with --land: the day of the measurement (YYYY-MM-DD)")
    parser.add_argument("--run", default="a", help="with --land: the run's letter (a, b, ...)")
    parser.add_argument("--adopt", nargs="+", type=Path, metavar="RUN",
                        help="write microbench_data/<gpu>/atomics.csv from these runs (with --gpu)")
    args = parser.parse_args()
    if args.adopt:
        target = Path(__file__).resolve().parents[2] / "microbench_data" / args.gpu / "atomics.csv"
        target.write_text(adopted_rows(args.gpu, args.adopt, "atomic-rate microbenchmarks on the lent GPU [57]"))
        print(target)
    elif args.land:
        print(land(args.land, args.gpu, args.day, args.run, Path(__file__).resolve().parents[2]))
    elif args.out:
        measure(args.out)
    else:
        parser.error("--out or --land")
    return 0


if __name__ == "__main__":
    sys.exit(main())
