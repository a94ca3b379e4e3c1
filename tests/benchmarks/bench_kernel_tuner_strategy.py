"""Benchmark: KernelTime's Kernel Tuner strategy against Kernel Tuner's own, in simulation mode.

Each tuning case (``kt_strategy_cases.CASES``) becomes a Kernel Tuner cache of its measured
times; ``kernel_tuner.tune_cache`` replays it (no GPU) with ``max_fevals`` = the largest budget.
Kernel Tuner's strategies run once per seed (``--seeds``, default 20); KernelTime's strategy is
deterministic and runs once per budget, its predictions served by ``CasePredictor`` (the table
``data/kt_strategy/<case>.json``, filled on a miss through the validate compile step). A
strategy's figure at budget ``b`` is read off its best-so-far curve after ``b`` distinct measured
configurations (the methodology's performance curve), for Kernel Tuner's strategies from the run
at the largest budget. Scores (``kt_strategy_scores``): fraction of optimum and the methodology
score over budgets 1..100.

    python tests/benchmarks/bench_kernel_tuner_strategy.py [--update-docs docs/guide/kernel-tuner.md] [--plot P.png]

Kernel Tuner's curves are kept in ``data/kt_strategy/kernel_tuner_curves.json`` (recomputed
with ``--fresh``), so regenerating the table replays only KernelTime's strategy.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import kt_strategy_cases as cases_module  # noqa: E402
from kt_strategy_report import render, update_docs, plot  # noqa: E402
from kt_strategy_scores import best_so_far  # noqa: E402

BUDGETS = (5, 10, 20, 50, 100)
KERNEL_TUNER_STRATEGIES = ("random_sample", "genetic_algorithm", "dual_annealing", "greedy_ils", "bayes_opt")
OURS = "kerneltime"
CURVES = cases_module.TABLES / "kernel_tuner_curves.json"


def run_kernel_tuner(cache: Path, strategy, budget: int, seed: int | None = None):
    """Kernel Tuner's ``tune_cache`` on ``cache`` with ``max_fevals`` = ``budget``; its results."""
    import kernel_tuner

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        results, _ = kernel_tuner.tune_cache(str(cache), strategy=strategy, strategy_options={"max_fevals": budget},
                                             quiet=True, seed=seed)
    return results


def kernel_tuner_curves(case, cache: Path, seeds: int, budget: int, stored: dict) -> dict[str, list[list[float]]]:
    """Best-so-far curves of Kernel Tuner's strategies on one case (from ``stored`` when there)."""
    keys = list(case.tunables)
    curves = stored.setdefault(case.id, {})
    for strategy in KERNEL_TUNER_STRATEGIES:
        runs = curves.setdefault(strategy, [])
        for seed in range(len(runs), seeds):
            try:
                runs.append(best_so_far(run_kernel_tuner(cache, strategy, budget, seed), keys, budget))
            except ImportError as error:  # an optional dependency of the strategy is missing
                print(f"{strategy}: {error}", file=sys.stderr)
                break
    return {strategy: runs[:seeds] for strategy, runs in curves.items() if runs}


def our_curves(case, cache: Path, budgets) -> tuple[dict[int, list[float]], dict]:
    """KernelTime's best-so-far curve per budget (one deterministic run each) and its cost."""
    from analyzer.tuning.kernel_tuner_strategy import Strategy

    predictor = cases_module.CasePredictor(case)
    curves, report = {}, None
    for budget in budgets:
        strategy = Strategy(predictor=predictor)
        curves[budget] = best_so_far(run_kernel_tuner(cache, strategy, budget), list(case.tunables), budget)
        report = strategy.report
    cost = {"predicted": len(predictor.times), "cpu_seconds": predictor.cpu_seconds,
            "cpu_per_configuration": predictor.cpu_seconds / max(1, len(predictor.times)),
            "predicted_in_largest_run": report.predicted if report else 0, "compiled_now": predictor.misses}
    return curves, cost


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", nargs="*", default=list(cases_module.CASES))
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--fresh", action="store_true", help="rerun Kernel Tuner's strategies")
    parser.add_argument("--update-docs", type=Path, metavar="MD", help="rewrite the table between the markers")
    parser.add_argument("--plot", type=Path, metavar="PNG", help="fraction of optimum against budget")
    parser.add_argument("--json", type=Path, metavar="FILE", help="write every figure as JSON")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    stored = {} if args.fresh or not CURVES.is_file() else json.loads(CURVES.read_text())
    figures = {}
    with tempfile.TemporaryDirectory(prefix="kt-bench-") as work:
        for case in cases_module.load_cases(args.cases):
            case_started = time.perf_counter()
            cache = cases_module.write_measured_cache(case, Path(work))
            measured = [row.time_ms for row in case.rows if row.ok]
            theirs = kernel_tuner_curves(case, cache, args.seeds, max(BUDGETS), stored)
            CURVES.parent.mkdir(parents=True, exist_ok=True)
            CURVES.write_text(json.dumps(stored) + "\n")
            ours, cost = our_curves(case, cache, BUDGETS)
            figures[case.id] = {"times": measured, "kernel_tuner": theirs, "ours": {str(b): c for b, c in ours.items()},
                                "cost": cost, "design": case.id in cases_module.DESIGN_CASES}
            print(f"{case.id}: {time.perf_counter() - case_started:.1f} s, {cost['predicted']} predicted "
                  f"({cost['compiled_now']} now), {cost['cpu_per_configuration']:.2f} CPU s each", file=sys.stderr)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    text = render(figures, BUDGETS, commit, args.seeds)
    print(text)
    print(f"benchmark wall time {time.perf_counter() - started:.0f} s", file=sys.stderr)
    if args.json:
        args.json.write_text(json.dumps(figures) + "\n")
    if args.update_docs:
        update_docs(args.update_docs, text)
    if args.plot:
        plot(figures, BUDGETS, args.plot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
