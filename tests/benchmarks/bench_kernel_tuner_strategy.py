"""Benchmark: KernelTime's Kernel Tuner strategy against Kernel Tuner's own, in simulation mode.

Each tuning case (``kt_strategy_cases.CASES``) becomes a Kernel Tuner cache of its measured
times; ``kernel_tuner.tune_cache`` replays it (no GPU) with ``max_fevals`` = the largest budget.
A strategy's figure at budget ``b`` is read off its best-so-far curve after ``b`` distinct
measured configurations (the methodology's performance curve). Scores
(``kt_strategy_scores``): fraction of optimum and the methodology score over budgets 1..100.

* Kernel Tuner's strategies: ``--runs`` (default 10) independent runs each. Kernel Tuner 1.5
  ignores ``tune_cache``'s ``seed`` argument, and its strategies draw from Python's ``random``
  and NumPy's global generator, so run ``r`` seeds both globally (``random.seed(r)``,
  ``numpy.random.seed(r)``) before it starts: runs differ from each other and are reproducible.
  Their curves are kept in ``data/kt_strategy/kernel_tuner_curves.json`` (``--fresh`` reruns them).
* KernelTime's strategy is deterministic for a seed (its sample); ``--our-seeds`` runs (default
  3, seeds 0-2: one run hides how far a seed's sample can mislead it) at the largest budget, whose first ``b`` measurements are its run of budget ``b``.
  Its predictions come from ``CasePredictor`` (the table ``data/kt_strategy/<case>.json``,
  filled on a miss through the validate compile step: only the configurations the strategy asks
  for are predicted, and every later run reuses them).

    python tests/benchmarks/bench_kernel_tuner_strategy.py --update-docs docs/guide/kernel-tuner.md --plot docs/figures/kernel-tuner.png
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import kt_strategy_cases as cases_module  # noqa: E402
from kt_strategy_report import plot, render, update_docs  # noqa: E402
from kt_strategy_scores import best_so_far  # noqa: E402

BUDGETS = (5, 10, 20, 50, 100)
KERNEL_TUNER_STRATEGIES = ("random_sample", "genetic_algorithm", "dual_annealing", "greedy_ils", "bayes_opt")
CURVES = cases_module.TABLES / "kernel_tuner_curves.json"
SEEDING = "random.seed(r) and numpy.random.seed(r) before run r"


def run_kernel_tuner(cache: Path, strategy, budget: int, seed: int | None = None):
    """Kernel Tuner's ``tune_cache`` on ``cache`` with ``max_fevals`` = ``budget``, Python's and
    NumPy's global generators seeded with ``seed`` first (when given); its results."""
    import kernel_tuner
    import numpy

    if seed is not None:
        random.seed(seed)
        numpy.random.seed(seed)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        results, _ = kernel_tuner.tune_cache(str(cache), strategy=strategy, strategy_options={"max_fevals": budget},
                                             quiet=True, seed=seed)
    return results


def kernel_tuner_curves(case, cache: Path, runs: int, budget: int, stored: dict) -> dict[str, list[list[float]]]:
    """Best-so-far curves of Kernel Tuner's strategies on one case, run ``r`` seeded with ``r``
    (from ``stored`` when there)."""
    keys = list(case.tunables)
    curves = stored.setdefault(case.id, {})
    for strategy in KERNEL_TUNER_STRATEGIES:
        done = curves.setdefault(strategy, [])
        for run in range(len(done), runs):
            try:
                curve = best_so_far(run_kernel_tuner(cache, strategy, budget, run), keys, budget)
            except ImportError as error:  # an optional dependency of the strategy is missing
                print(f"{strategy}: {error}", file=sys.stderr)
                break
            done.append([float(f"{value:.6g}") for value in curve])
    return {strategy: done[:runs] for strategy, done in curves.items() if done}


class _Asked:
    """Counts the distinct configurations a predictor was asked for."""

    def __init__(self, predictor) -> None:
        self.predictor, self.keys = predictor, set()

    def __call__(self, configs):
        self.keys.update(self.predictor.key(config) for config in configs)
        return self.predictor(configs)


def our_curves(case, cache: Path, seeds: int, budget: int) -> tuple[list[list[float]], dict]:
    """KernelTime's best-so-far curves (one run per seed at ``budget``) and the prediction cost."""
    from analyzer.tuning.kernel_tuner_strategy import Strategy

    predictor = cases_module.CasePredictor(case)
    asked = _Asked(predictor)
    curves, per_run = [], []
    for seed in range(seeds):
        strategy = Strategy(batch_predictor=asked, seed=seed)
        curves.append(best_so_far(run_kernel_tuner(cache, strategy, budget), list(case.tunables), budget))
        per_run.append(strategy.report.predicted)
    per_config = predictor.cpu_seconds / max(1, len(predictor.times))
    cost = {"predicted": len(asked.keys), "predicted_per_run": max(per_run), "cpu_per_configuration": per_config,
            "cpu_seconds": per_config * len(asked.keys), "compiled_now": predictor.misses}
    return curves, cost


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", nargs="*", default=list(cases_module.CASES))
    parser.add_argument("--runs", type=int, default=10, help="independent runs of each Kernel Tuner strategy")
    parser.add_argument("--our-seeds", type=int, default=3, help="runs of KernelTime's strategy (seeds 0..n-1)")
    parser.add_argument("--fresh", action="store_true", help="rerun Kernel Tuner's strategies")
    parser.add_argument("--update-docs", type=Path, metavar="MD", help="rewrite the table between the markers")
    parser.add_argument("--plot", type=Path, metavar="PNG", help="fraction of optimum against budget")
    parser.add_argument("--json", type=Path, metavar="FILE", help="write every figure as JSON")
    parser.add_argument("--from-json", type=Path, nargs="+", metavar="FILE",
                        help="render the figures of earlier --json runs (e.g. cases run in parallel) instead of running")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if args.from_json:
        figures = {}
        for path in args.from_json:
            figures.update(json.loads(path.read_text()))
        figures = {case: figures[case] for case in cases_module.CASES if case in figures}
        return _publish(figures, args, started)
    stored = json.loads(CURVES.read_text()) if CURVES.is_file() and not args.fresh else {}
    if stored.get("seeding") != SEEDING:  # curves of unseeded runs are not reproducible: run them again
        stored = {"seeding": SEEDING}
    figures = {}
    budget = max(BUDGETS)
    with tempfile.TemporaryDirectory(prefix="kt-bench-") as work:
        for case in cases_module.load_cases(args.cases):
            case_started = time.perf_counter()
            cache = cases_module.write_measured_cache(case, Path(work))
            before = json.dumps(stored)
            theirs = kernel_tuner_curves(case, cache, args.runs, budget, stored)
            if json.dumps(stored) != before:  # only new curves are written (runs of other cases may share the file)
                CURVES.parent.mkdir(parents=True, exist_ok=True)
                CURVES.write_text(json.dumps(stored) + "\n")
            ours, cost = our_curves(case, cache, args.our_seeds, budget)
            figures[case.id] = {"times": [row.time_ms for row in case.rows if row.ok], "kernel_tuner": theirs,
                                "ours": ours, "cost": cost, "design": case.id in cases_module.DESIGN_CASES,
                                "runs": args.runs, "our_runs": args.our_seeds}
            print(f"{case.id}: {time.perf_counter() - case_started:.1f} s, {cost['predicted']} predicted "
                  f"({cost['compiled_now']} now), {cost['cpu_per_configuration']:.2f} CPU s each", file=sys.stderr)
            if args.json:  # after every case, so a long run can be rendered part-way
                args.json.write_text(json.dumps(figures) + "\n")
    return _publish(figures, args, started)


def _publish(figures: dict, args, started: float) -> int:
    """Print the Markdown, and write the docs table and the plot when asked."""
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    runs = min((figure.get("runs", args.runs) for figure in figures.values()), default=args.runs)
    our_runs = min((figure.get("our_runs", args.our_seeds) for figure in figures.values()), default=args.our_seeds)
    text = render(figures, BUDGETS, commit, runs, our_runs)
    print(text)
    print(f"benchmark wall time {time.perf_counter() - started:.0f} s", file=sys.stderr)
    if args.update_docs:
        update_docs(args.update_docs, text)
    if args.plot:
        plot(figures, BUDGETS, args.plot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
