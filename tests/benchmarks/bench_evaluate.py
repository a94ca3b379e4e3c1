"""Benchmark: the concrete evaluator on the evalset kernels with large problems.

Per kernel and compiled form: the time of ``evaluate_kernel`` (every representative, active
blocks and warps) with a problem a thousand times larger than the tests use, and the
interpreted steps the busiest thread needed; loops with a linear induction are summarised, so
the time does not grow with the trip count. Run as ``python tests/benchmarks/bench_evaluate.py``
(prints the figures; asserts only that every evaluation is exact).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from analyzer.analysis.build import static_analysis  # noqa: E402
from analyzer.analysis.interpreter.representatives import evaluate_kernel  # noqa: E402
from analyzer.frontend import load_module  # noqa: E402
from tests.analysis_eval.evalset_cases import CASES, FORMS  # noqa: E402

DATA = ROOT / "tests" / "analysis_eval" / "data"
SCALE = 1000


def scaled(case: dict) -> dict:
    """The case with every integer parameter above 16 multiplied by ``SCALE``."""
    params = {index: value * SCALE if isinstance(value, int) and value > 16 else value
              for index, value in case["params"].items()}
    return {**case, "params": params}


def main() -> None:
    """Print one line per kernel and form."""
    for form in FORMS:
        module = load_module(DATA / form)
        for name, case in CASES.items():
            case = scaled(case)
            kernel = module.kernel(name)
            bindings = {f"ntid_{a}": v for a, v in zip("xyz", case["block"])}
            bindings.update({f"nctaid_{a}": v for a, v in zip("xyz", case["grid"])})
            bindings.update({kernel.params[i].name: v for i, v in case["params"].items()})
            context = static_analysis(module, kernel).evaluation_context(kernel, module.functions)
            started = time.perf_counter()
            evaluation = evaluate_kernel(context, bindings)
            elapsed = time.perf_counter() - started
            busiest = evaluation.busiest
            print(f"{form:<20} {name:<16} {elapsed * 1000:8.1f} ms  busiest {busiest.instructions:>12} instructions, "
                  f"exact {evaluation.profile.exact}")
            assert evaluation.profile.exact


def test_benchmark() -> None:
    """Pytest entry (the benchmarks folder is excluded from the default run)."""
    main()


if __name__ == "__main__":
    main()
