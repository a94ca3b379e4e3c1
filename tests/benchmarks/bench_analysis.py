"""Benchmark: static analysis of a >= 2,000-line PTX module and per-launch model rebuilds.

1. Parse + build the kernel model of every kernel of a >= 2,000-line PTX module (the renamed
   copies of the sample functions that ``bench_ptx_parse.build_text`` assembles), without
   bindings, with ptxas hidden from PATH (so the figure is the analysis itself; the register
   count falls back to the liveness estimate) and, separately, with ptxas when it is installed.
2. The tuner's case: ``build_kernel_model`` of one sample kernel for 64 launch shapes.

Run as ``python tests/benchmarks/bench_analysis.py`` or with pytest (prints the figures; asserts
only that models were built, never a wall time).
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
for path in (ROOT, ROOT / "tests" / "benchmarks"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from analyzer.analysis.build import build_kernel_model  # noqa: E402
from analyzer.frontend import load_module  # noqa: E402
from analyzer.frontend.ptx import parse_ptx  # noqa: E402
from bench_ptx_parse import build_text  # noqa: E402


def analyse_module(text: str) -> tuple[float, int]:
    """Seconds to parse ``text`` and build every kernel's model, and the kernel count."""
    start = time.perf_counter()
    module = parse_ptx(text, "bench.ptx")
    for kernel in module.kernels:
        build_kernel_model(module, kernel)
    return time.perf_counter() - start, len(module.kernels)


def module_figures(runs: int = 3, min_lines: int = 2000) -> dict:
    """Best and median seconds of ``analyse_module`` over ``runs`` fresh parses, ptxas hidden."""
    text = build_text(min_lines)
    saved = os.environ.get("PATH", "")
    os.environ["PATH"] = ""
    try:
        times = []
        for _ in range(runs):
            seconds, kernels = analyse_module(text)
            times.append(seconds)
    finally:
        os.environ["PATH"] = saved
    with_ptxas, _ = analyse_module(text)
    return {"lines": text.count("\n") + 1, "kernels": kernels, "best_s": min(times),
            "median_s": statistics.median(times), "with_ptxas_first_s": with_ptxas}


def rebuild_figures(sample: str = "matmul", form: str = "sm_90.ptx", kernel: str = "matmul") -> dict:
    """Milliseconds per ``build_kernel_model`` call over 64 launch shapes of one sample kernel
    (the first call, which also runs the binding-free analysis and ptxas, reported apart)."""
    module = load_module(ROOT / "samples" / sample / f"{sample}.{form}")
    target = module.kernel(kernel)
    shapes = [(bx, by) for bx in (8, 16, 32, 64, 128, 256, 512, 1024) for by in (1, 2, 4, 8, 16, 32, 64, 128)]
    start = time.perf_counter()
    build_kernel_model(module, target, {"wA": 1024, "wB": 1024, "ntid_x": 16, "ntid_y": 16})
    first = time.perf_counter() - start
    times = []
    for bx, by in shapes:
        bindings = {"wA": 1024, "wB": 1024, "ntid_x": bx, "ntid_y": by, "nctaid_x": 1024 // bx, "nctaid_y": 64}
        start = time.perf_counter()
        build_kernel_model(module, target, bindings)
        times.append(time.perf_counter() - start)
    return {"first_ms": first * 1000, "median_ms": statistics.median(times) * 1000, "max_ms": max(times) * 1000}


def test_bench_analysis():
    figures = module_figures(runs=2)
    print(f"\n{figures['lines']}-line PTX, {figures['kernels']} kernels: parse + models "
          f"best {figures['best_s']:.3f} s, median {figures['median_s']:.3f} s "
          f"(first run with ptxas {figures['with_ptxas_first_s']:.3f} s)")
    rebuild = rebuild_figures()
    print(f"matmul rebuild per launch shape: median {rebuild['median_ms']:.2f} ms, max {rebuild['max_ms']:.2f} ms "
          f"(first {rebuild['first_ms']:.1f} ms)")
    assert figures["kernels"] > 0


if __name__ == "__main__":
    test_bench_analysis()
