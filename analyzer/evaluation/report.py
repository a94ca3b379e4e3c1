"""The validation report: human text and the issue's JSON shape.

JSON (``kerneltime validate --json``): ``{"cases": [{"case", "gpu_model", "configs",
"predicted", "failed", "failures": {reason: count}, "default_model", "models": {name: {"mape",
"median_ape", "spearman", "spearman_groups", "kendall", "regret", "top5_overlap"}}, ...}]}`` with
percentages as numbers like 12.5; ``configs`` = ``predicted`` + ``failed`` + the rows scored
apart. Extra keys: ``family`` (kernel family), ``criteria`` (the default model's verdict:
``mape``, ``ranking``, ``regret``, ``all``), ``scored_apart`` ({reason: count}) and
``scored_apart_models`` (scores of the predicted rows scored apart), ``gpu_models`` (per case
GPU), ``failure_examples`` (one full message per reason), ``counters`` (per model and quantity),
``refused`` (hardware-refused rows and how many ``predict`` refuses), ``sampled_from``,
``timed`` (what the measured time is), ``launch_floors`` ({variant: {host: floor}}) and
``floor_variant_models`` ({variant: {model: scores}}: the figures under the other floors).
"""

from __future__ import annotations

import dataclasses
import subprocess
from pathlib import Path
from typing import Any, Mapping, Sequence

from analyzer.evaluation.metrics import Scores
from analyzer.evaluation.rulings import MAPE_LIMIT, REGRET_LIMIT, SPEARMAN_GROUPS_LIMIT, judge
from analyzer.evaluation.runner import CaseResult
from analyzer.evaluation.timing import HOST_LOCO, LaunchFloor


def gpu_model_text(result: CaseResult, compact: bool = False) -> str:
    """The GPU models of a case, in case order (``compact``: a count past two)."""
    models = list(dict.fromkeys(result.gpu_models.values()))
    if compact and len(models) > 2:
        return f"{len(models)} models, per row"
    return ",".join(models)


def _models_json(scores: Mapping[str, Scores]) -> dict[str, dict[str, Any]]:
    return {name: {key: value for key, value in entry.to_json().items() if key != "count"}
            for name, entry in scores.items()}


def floor_json(floor: LaunchFloor) -> dict[str, Any]:
    """A launch floor as JSON."""
    return {"method": floor.method, "host": floor.host, "left_out": floor.left_out, "intercept_us": floor.intercept_us,
            "rows": floor.rows, "fitted_on": list(floor.fitted_on), "commit": floor.commit}


def case_json(result: CaseResult) -> dict[str, Any]:
    """One case in the issue's JSON shape (plus the extra keys of the module doc)."""
    examples: dict[str, str] = {}
    for row in result.rows:
        if row.failure is not None and row.failure not in examples:
            examples[row.failure] = row.message
    failures = result.failures()
    verdict = judge(result.scores.get(result.default_model))
    return {
        "case": result.case.id,
        "gpu_model": gpu_model_text(result),
        "gpu_models": dict(result.gpu_models),
        "configs": len(result.rows),
        "sampled_from": result.sampled_from,
        "predicted": result.predicted,
        "failed": sum(failures.values()),
        "failures": failures,
        "failure_examples": examples,
        "default_model": result.default_model,
        "models": _models_json(result.scores),
        "family": result.case.family,
        "criteria": dataclasses.asdict(verdict) | {"all": verdict.all},
        "scored_apart": result.scored_apart(),
        "scored_apart_models": _models_json(result.apart_scores),
        "counters": {name: {quantity: entry.to_json() for quantity, entry in table.items()}
                     for name, table in result.counters.items() if table},
        "refused": {"checked": result.refused_checked, "refused_by_predict": result.refused_by_predict,
                    "unchecked": dict(result.refused_unchecked)},
        "timed": result.case.what_was_timed,
        "launch_floors": {variant: {host: floor_json(floor) for host, floor in floors.items()}
                          for variant, floors in result.floor_variants.items() if floors},
        "floor_variant_models": {variant: _models_json(scores) for variant, scores in result.variant_scores.items()},
    }


def report_json(results: Sequence[CaseResult]) -> dict[str, Any]:
    """The whole report as JSON."""
    return {"cases": [case_json(result) for result in results]}


def _number(value: float | None, digits: int) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _yes(met: bool) -> str:
    return "yes" if met else "no"


def _scores_line(label: str, scores: Scores) -> str:
    return (f"  {label:<22} {_number(scores.mape, 1):>8} {_number(scores.median_ape, 1):>9} "
            f"{_number(scores.spearman, 3):>8} {_number(scores.spearman_groups, 3):>9} {_number(scores.kendall, 3):>8} "
            f"{_number(scores.regret, 3):>7} {_number(scores.top5_overlap, 0):>7}")


def case_text(result: CaseResult) -> list[str]:
    """The human lines of one case."""
    failures = result.failures()
    apart = result.scored_apart()
    sampled = f" (sample of {result.sampled_from})" if len(result.rows) != result.sampled_from else ""
    lines = [f"{result.case.id}: GPU model {gpu_model_text(result)}; {len(result.rows)} configurations{sampled}, "
             f"{result.predicted} predicted, {sum(failures.values())} failed"
             + (f", {sum(apart.values())} scored apart" if apart else "")]
    if result.case.what_was_timed:
        lines.append(f"  measured time_ms: {result.case.what_was_timed[:150]}")
    if result.launch_floors:
        lines.append(f"  launch floor per host ({HOST_LOCO}: the host's rows of the other cases; sources in the summary): "
                     + ", ".join(f"{host} {floor.intercept_us:.3f} us" for host, floor in result.launch_floors.items()))
    for reason, count in failures.items():
        lines.append(f"  failed {count:>6}: {reason}")
    for reason, count in apart.items():
        lines.append(f"  apart  {count:>6}: {reason}")
    if result.predicted:
        lines.append(f"  {'model':<22} {'MAPE %':>8} {'med APE %':>9} {'Spearman':>8} {'Sp.groups':>9} {'Kendall':>8} "
                     f"{'regret':>7} {'top-5 %':>7}")
        rows = [(name + (" (default)" if name == result.default_model else ""), scores)
                for name, scores in result.scores.items()]
        rows += [(f"{name} [{variant}]", scores) for variant, table in result.variant_scores.items()
                 for name, scores in table.items()]
        rows += [(f"{name} [apart]", scores) for name, scores in result.apart_scores.items()]
        lines += [_scores_line(label, scores) for label, scores in rows]
        verdict = judge(result.scores.get(result.default_model))
        lines.append(f"  criteria ({result.default_model}): MAPE <= {MAPE_LIMIT:g} % {_yes(verdict.mape)}, ranking "
                     f"{_yes(verdict.ranking)}, regret <= {REGRET_LIMIT:.2f} {_yes(verdict.regret)}: "
                     f"{'meets all three' if verdict.all else 'misses'}")
    for name, table in result.counters.items():
        for quantity, entry in table.items():
            lines.append(f"  counters {name}: {quantity} predicted/measured median {_number(entry.median_ratio, 2)}, "
                         f"{_number(entry.within_25_percent, 1)} % within 25 % of {entry.counters} ({entry.count} configs)")
    if result.refused_checked or result.refused_unchecked:
        unchecked = sum(result.refused_unchecked.values())
        lines.append(f"  rows the hardware refused: {result.refused_checked} checked, predict refuses "
                     f"{result.refused_by_predict}" + (f"; {unchecked} not checked (no GPU model or source)"
                                                        if unchecked else ""))
    return lines


def summary_text(results: Sequence[CaseResult]) -> list[str]:
    """Totals over every case: configurations, predicted, failures by reason; each fitted launch
    latency used, once, with where it comes from."""
    total = sum(len(result.rows) for result in results)
    predicted = sum(result.predicted for result in results)
    reasons: dict[str, int] = {}
    apart: dict[str, int] = {}
    for result in results:
        for reason, count in result.failures().items():
            reasons[reason] = reasons.get(reason, 0) + count
        for reason, count in result.scored_apart().items():
            apart[reason] = apart.get(reason, 0) + count
    lines = [f"total: {len(results)} case(s), {total} configurations, {predicted} predicted, {sum(reasons.values())} "
             f"failed, {sum(apart.values())} scored apart"]
    for reason, count in sorted(reasons.items(), key=lambda item: (-item[1], item[0])):
        lines.append(f"  failed {count:>6}: {reason}")
    for reason, count in sorted(apart.items(), key=lambda item: (-item[1], item[0])):
        lines.append(f"  apart  {count:>6}: {reason}")
    for (method, host), values in sorted(floor_ranges(results).items()):
        lines.append(f"  {method} launch floor of host {host} ({HOST_LOCO}, fitted on its rows of the other cases): "
                     f"{min(values):.3f}-{max(values):.3f} us over {len(values)} case(s)")
    verdicts = [judge(result.scores.get(result.default_model)) for result in results]
    lines.append(f"criteria ({results[0].default_model if results else '-'}): {sum(v.all for v in verdicts)} of "
                 f"{len(results)} case(s) meet all three (MAPE <= {MAPE_LIMIT:g} %: {sum(v.mape for v in verdicts)}, "
                 f"spearman_groups >= {SPEARMAN_GROUPS_LIMIT} or no group: {sum(v.ranking for v in verdicts)}, "
                 f"regret <= {REGRET_LIMIT:.2f}: {sum(v.regret for v in verdicts)})")
    return lines


def floor_ranges(results: Sequence[CaseResult], variant: str = HOST_LOCO) -> dict[tuple[str, str], list[float]]:
    """The launch floors of ``variant`` the cases used, per timing method and host."""
    values: dict[tuple[str, str], list[float]] = {}
    for result in results:
        for host, floor in result.floor_variants.get(variant, {}).items():
            values.setdefault((floor.method, host), []).append(floor.intercept_us)
    return values


def repository_commit(directory: Path) -> str:
    """``git rev-parse --short HEAD`` of the repository holding ``directory`` (``+dirty`` when
    tracked files differ), or ``unknown``."""
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=directory, capture_output=True, text=True,
                              timeout=30)
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=directory,
                               capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return "unknown"
    if head.returncode != 0:
        return "unknown"
    return head.stdout.strip() + ("+dirty" if dirty.stdout.strip() else "")
