"""Makespan engine benchmarks (run as a script; prints a table, asserts no wall times).

- exact count DP for LLCLL at W = 32, 64, 128;
- auto for the paper's W = 600 LLCLL (Fig. 6) and W = 420 LCLCL with rho_L = 1/2 (Fig. 7);
- the three ILP forms next to the exact search for LLCLL, W = 1..8;
- LLCLL at W = 128 proven exact by `auto` and by `exact` (run bound + witness, bound-pruned DP).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from analyzer.makespan.auto import analyze
from analyzer.makespan.ilp import solve_ilp
from analyzer.makespan.instance import make_instance
from analyzer.makespan.search import exact_makespan


def bench_exact() -> None:
    for warps in (32, 64, 128):
        started = time.perf_counter()
        result = exact_makespan(make_instance("LLCLL", warps))
        print(f"exact LLCLL W={warps}: T*={result.makespan} states={result.states} {time.perf_counter() - started:.2f} s")


def bench_auto() -> None:
    for string, warps, rho in (("LLCLL", 600, None), ("LCLCL", 420, {"L": "1/2", "C": 1})):
        report = analyze(make_instance(string, warps, rho), "auto")
        print(f"auto {string} W={warps} rho={rho}: {report.makespan} ({report.status}, {report.method}) "
              f"pessimistic {report.pessimistic} in {report.solve_seconds:.2f} s")


def bench_ilp(max_warps: int = 8, time_limit: float = 30.0) -> None:
    print("W  exact(s)  short: T status s  long: T status s  count: T status s")
    for warps in range(1, max_warps + 1):
        instance = make_instance("LLCLL", warps)
        started = time.perf_counter()
        exact = exact_makespan(instance).makespan
        cells = [f"{warps:<2} {exact} {time.perf_counter() - started:.3f}"]
        for form in ("short", "long", "count"):
            result = solve_ilp(instance, form, time_limit=time_limit)
            cells.append(f"{result.makespan}/{result.upper_bound} {'opt' if result.optimal else 'TL'} {result.seconds:.2f}")
        print("  ".join(cells), flush=True)


def bench_llcll_128() -> None:
    instance = make_instance("LLCLL", 128)
    for method in ("auto", "exact"):
        started = time.perf_counter()
        report = analyze(instance, method, want_schedule=True)
        print(f"{method} LLCLL W=128: {report.makespan} ({report.status}; {report.method}) "
              f"{time.perf_counter() - started:.4f} s")


def test_bench_makespan() -> None:
    bench_exact()
    bench_auto()
    bench_ilp(max_warps=4)


if __name__ == "__main__":
    bench_llcll_128()
    bench_exact()
    bench_auto()
    bench_ilp(int(sys.argv[1]) if len(sys.argv) > 1 else 8)
