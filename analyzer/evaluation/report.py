"""The validation report: human text, the issue's JSON shape, and the generated table of docs/validation.md.

JSON (``kerneltime validate --json``): ``{"cases": [{"case", "gpu_model", "configs",
"predicted", "failed", "failures": {reason: count}, "default_model", "models": {name: {"mape",
"median_ape", "spearman", "kendall", "regret", "top5_overlap"}}, ...}]}`` with percentages as
numbers like 12.5; extra keys: ``gpu_models`` (per case GPU), ``failure_examples`` (one full
message per reason), ``counters`` (per model and quantity), ``refused`` (hardware-refused rows
and how many ``predict`` refuses), ``sampled_from``, ``timed`` (what the measured time is).
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any, Sequence

from analyzer.errors import InputError
from analyzer.evaluation.runner import CaseResult

BEGIN, END = "<!-- validation:begin -->", "<!-- validation:end -->"
TABLE_METRICS = (("mape", "MAPE %", 1), ("median_ape", "med APE %", 1), ("spearman", "Spearman", 2), ("regret", "regret", 2))


def _gpu_model_text(result: CaseResult, compact: bool = False) -> str:
    models = list(dict.fromkeys(result.gpu_models.values()))
    if compact and len(models) > 2:
        return f"{len(models)} models, per row"
    return ",".join(models)


def case_json(result: CaseResult) -> dict[str, Any]:
    """One case in the issue's JSON shape (plus the extra keys of the module doc)."""
    examples: dict[str, str] = {}
    for row in result.rows:
        if row.failure is not None and row.failure not in examples:
            examples[row.failure] = row.message
    failures = result.failures()
    return {
        "case": result.case.id,
        "gpu_model": _gpu_model_text(result),
        "gpu_models": dict(result.gpu_models),
        "configs": len(result.rows),
        "sampled_from": result.sampled_from,
        "predicted": result.predicted,
        "failed": sum(failures.values()),
        "failures": failures,
        "failure_examples": examples,
        "default_model": result.default_model,
        "models": {name: {key: value for key, value in scores.to_json().items() if key != "count"}
                   for name, scores in result.scores.items()},
        "counters": {name: {quantity: entry.to_json() for quantity, entry in table.items()}
                     for name, table in result.counters.items() if table},
        "refused": {"checked": result.refused_checked, "refused_by_predict": result.refused_by_predict,
                    "unchecked": dict(result.refused_unchecked)},
        "timed": result.case.what_was_timed,
        "launch_floors": {gpu: {"method": floor.method, "intercept_us": floor.intercept_us, "left_out": floor.left_out,
                                "fitted_on": list(floor.fitted_on), "rows": floor.rows, "commit": floor.commit}
                          for gpu, floor in result.launch_floors.items()},
    }


def report_json(results: Sequence[CaseResult]) -> dict[str, Any]:
    """The whole report as JSON."""
    return {"cases": [case_json(result) for result in results]}


def _number(value: float | None, digits: int) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def case_text(result: CaseResult) -> list[str]:
    """The human lines of one case."""
    failures = result.failures()
    sampled = f" (sample of {result.sampled_from})" if len(result.rows) != result.sampled_from else ""
    lines = [f"{result.case.id}: GPU model {_gpu_model_text(result)}; {len(result.rows)} configurations{sampled}, "
             f"{result.predicted} predicted, {sum(failures.values())} failed"]
    if result.case.what_was_timed:
        lines.append(f"  measured time_ms: {result.case.what_was_timed[:150]}")
    if result.launch_floors:
        lines.append("  launch latency (fitted leave-one-GPU-out; sources in the summary): " + ", ".join(
            f"{gpu} {floor.intercept_us:.3f} us" for gpu, floor in result.launch_floors.items()))
    for reason, count in failures.items():
        lines.append(f"  failed {count:>6}: {reason}")
    if result.predicted:
        lines.append(f"  {'model':<22} {'MAPE %':>8} {'med APE %':>9} {'Spearman':>8} {'Kendall':>8} {'regret':>7} "
                     f"{'top-5 %':>7}")
        for name, scores in result.scores.items():
            label = name + (" (default)" if name == result.default_model else "")
            lines.append(f"  {label:<22} {_number(scores.mape, 1):>8} {_number(scores.median_ape, 1):>9} "
                         f"{_number(scores.spearman, 3):>8} {_number(scores.kendall, 3):>8} "
                         f"{_number(scores.regret, 3):>7} {_number(scores.top5_overlap, 0):>7}")
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
    for result in results:
        for reason, count in result.failures().items():
            reasons[reason] = reasons.get(reason, 0) + count
    lines = [f"total: {len(results)} case(s), {total} configurations, {predicted} predicted, {total - predicted} failed"]
    for reason, count in sorted(reasons.items(), key=lambda item: (-item[1], item[0])):
        lines.append(f"  failed {count:>6}: {reason}")
    floors = {(floor.method, gpu): floor for result in results for gpu, floor in result.launch_floors.items()}
    for (_method, gpu), floor in sorted(floors.items()):
        lines.append(f"  launch latency on {gpu}: {floor.describe()}")
    return lines


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


def readme_table(results: Sequence[CaseResult], commit: str, command: str) -> str:
    """The validation table (docs/validation.md): per case the default model, ``kp`` and ``mwp-cwp`` (each
    model once): MAPE, median APE, Spearman, regret; with the commit and the command."""
    wanted = []
    for result in results:
        for name in (result.default_model, "kp", "mwp-cwp"):
            if name in result.scores and name not in wanted:
                wanted.append(name)
    default = results[0].default_model if results else ""
    head = "| case | GPU model | predicted / configs | " + " | ".join(
        f"{name}{' (default)' if name == default else ''} {label}" for name in wanted for _, label, _ in TABLE_METRICS) + " |"
    lines = [f"Generated by `{command}` at commit `{commit}`.", "", head, "|" + "---|" * (3 + len(wanted) * len(TABLE_METRICS))]
    for result in results:
        cells = []
        for name in wanted:
            scores = result.scores.get(name)
            cells += [_number(getattr(scores, key) if scores else None, digits) for key, _, digits in TABLE_METRICS]
        lines.append(f"| {result.case.id} | {_gpu_model_text(result, compact=True)} | {result.predicted} / {len(result.rows)} | "
                     + " | ".join(cells) + " |")
    return "\n".join(lines + fitted_lines(results))


def fitted_lines(results: Sequence[CaseResult]) -> list[str]:
    """The fitted constants the table's predictions used, one line per timing method and GPU
    model, each fitted with that GPU model left out (``analyzer.evaluation.timing``)."""
    used = {(floor.method, gpu): floor for result in results for gpu, floor in result.launch_floors.items()}
    if not used:
        return []
    lines = ["", "Fitted constants used above (leave-one-GPU-out: each GPU model's rows are predicted with the value "
             "fitted without them; `microbench_data/launch_floor.fit.csv`):", ""]
    for (method, gpu), floor in sorted(used.items()):
        lines.append(f"- {method} launch latency for {gpu}: {floor.intercept_us:.3f} us, fitted on {floor.rows} rows of "
                     f"{', '.join(floor.fitted_on)} (left out: {floor.left_out}; kt at {floor.commit})")
    return lines


def update_readme(readme: Path, table: str) -> None:
    """Replace the text between the validation markers of ``readme`` with ``table`` (written
    only after the whole report is computed)."""
    try:
        text = readme.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise InputError(f"cannot read: {error}", str(readme)) from None
    if BEGIN not in text or END not in text or text.index(BEGIN) > text.index(END):
        raise InputError(f"no '{BEGIN}' ... '{END}' markers", str(readme))
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    readme.write_text(text[:start] + "\n" + table + "\n" + text[end:], encoding="utf-8")
