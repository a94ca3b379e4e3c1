"""Worst-case makespan of the sample kernels (nvcc sm_90 PTX) at W = 8, 32, 64 through the CLI
(run as a script; prints the table of docs/guide/makespan.md, asserts nothing about wall time).

Each row is one `kerneltime makespan FILE ... --warps W --json` process with the default limits
(10 s, 2 GiB): status, proven interval, gap (UB - LB) / LB, the process's wall time (measured
around the subprocess) and its peak resident memory (``ru_maxrss`` of the child).
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CASES = (
    ("matmul", "samples/matmul/matmul.sm_90.ptx", ["--kernel", "matmul", "--block", "16,16", "--grid", "64,64",
                                                   "--param", "wA=1024", "--param", "wB=1024"]),
    ("reduce", "samples/reduce/reduce.sm_90.ptx", ["--kernel", "reduce_sum", "--block", "256", "--grid", "1024",
                                                   "--param", "n=16777216"]),
    ("stencil", "samples/stencil/stencil.sm_90.ptx", ["--kernel", "stencil5", "--block", "32,8", "--grid", "128,512",
                                                      "--param", "nx=4096", "--param", "ny=4096"]),
    ("transpose", "samples/transpose/transpose.sm_90.ptx", ["--kernel", "transpose_tiled", "--block", "32,8",
                                                            "--grid", "128,128", "--param", "width=4096",
                                                            "--param", "height=4096"]),
)


def run_case(path: str, options: list[str], warps: int, extra: list[str] | None = None) -> dict:
    """One CLI run: the JSON result plus measured wall seconds and child peak RSS (MiB)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "analyzer", "makespan", path, *options, "--warps", str(warps),
                           "--json", *(extra or [])], cwd=ROOT, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if done.returncode != 0:
        return {"error": done.stderr.strip().splitlines()[-1:], "wall": wall}
    result = json.loads(done.stdout)
    result.update(wall=wall, peak_mib=max(peak, before) / 1024)
    return result


def main() -> None:
    print("| kernel | letters | W | status | LB | UB | gap | time (s) | peak memory (MiB) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, path, options in CASES:
        for warps in (8, 32, 64):
            result = run_case(path, options, warps)
            if "error" in result:
                print(f"| {name} | - | {warps} | ERROR {result['error']} |")
                continue
            low, high = result["lower_bound"], result["upper_bound"]
            print(f"| {name} | {len(result['string'])} | {warps} | {result['status']} | {low} | {high} | "
                  f"{100 * (high - low) / low:.2f} % | {result['wall']:.2f} | {result['peak_memory_mib']:.0f} |")


if __name__ == "__main__":
    main()
