"""Time method C's latency expression and the L/C string on every sample kernel (PTX sm_90 and
LLVM IR), and show what the chain cap (chains.MAX_CHAINS) changes. Run as a script:
``python tests/benchmarks/bench_analysis_latency.py``. Prints figures; asserts nothing."""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from analyzer.analysis.latency_path import chains, latency  # noqa: E402
from analyzer.analysis.quantities.counts import block_executions  # noqa: E402
from analyzer.analysis.strings.instruction_string import instruction_string  # noqa: E402
from analyzer.analysis.facts.loops import find_loops  # noqa: E402
from analyzer.frontend import load_module  # noqa: E402
from analyzer.ir import ExecClass  # noqa: E402
from analyzer.symbolic import sym  # noqa: E402

LATENCIES = {f"lat_{exec_class.value}": 4 for exec_class in ExecClass}
LATENCIES.update(lat_ld_global=500, lat_ld_shared=30, lat_barrier=20, lat_sfu=20, lat_conv=6, lat_mov=2)


def main() -> None:
    files = sorted(ROOT.glob("samples/*/*.sm_90.ptx")) + sorted(ROOT.glob("samples/*/*.ll"))
    print(f"{'kernel':48} {'instrs':>6} {'latency ms':>10} {'string ms':>9} {'chars':>6} {'uncapped':>8} {'capped/exact':>12}")
    for path in files:
        for kernel in load_module(path).kernels:
            loops = find_loops(kernel)
            trips = {loop.id: sym(f"trip_{loop.id}") for loop in loops}
            executions = block_executions(kernel, loops, trips)
            best = float("inf")
            for _ in range(5):
                start = time.perf_counter()
                capped = latency.latency_expressions(kernel, loops, trips, executions)[0]
                best = min(best, time.perf_counter() - start)
            start = time.perf_counter()
            instruction_string(kernel, loops, trips, executions)
            string_time = time.perf_counter() - start
            original, chains.MAX_CHAINS = chains.MAX_CHAINS, 10**6
            try:
                exact = latency.latency_expressions(kernel, loops, trips, executions)[0]
            finally:
                chains.MAX_CHAINS = original
            env = {**LATENCIES, **{f"trip_{loop.id}": 10 for loop in loops}}
            ratio = capped.evaluate(env) / exact.evaluate(env)
            instructions = sum(len(block.instructions) for block in kernel.blocks)
            name = f"{path.parent.name}/{path.suffix[1:]}:{kernel.plain_name}"
            print(f"{name:48} {instructions:6d} {1000 * best:10.2f} {1000 * string_time:9.2f} "
                  f"{len(str(capped)):6d} {len(str(exact)):8d} {ratio:12.3f}")


if __name__ == "__main__":
    main()
