"""The generated validation document (``kerneltime validate ... --update-readme FILE``): per-case
and per-family figures of the default model under the criteria of ``rulings``, the launch floors
used and how they were obtained, the figures under the other floors (global, leave-one-family-
out), and the rows scored apart. Written between ``<!-- validation:begin -->`` and
``<!-- validation:end -->`` of any markdown file (appended with the markers when it has none)."""

from __future__ import annotations

import statistics
from pathlib import Path
from typing import Sequence

from analyzer.evaluation.metrics import Scores
from analyzer.evaluation.report import floor_ranges, gpu_model_text
from analyzer.evaluation.rulings import MAPE_LIMIT, REGRET_LIMIT, SPEARMAN_GROUPS_LIMIT, Verdict, judge
from analyzer.evaluation.runner import CaseResult
from analyzer.evaluation.timing import FLOOR_NAME, GLOBAL_LOCO, HOST_LOCO, HOST_LOFO
from analyzer.markers import replace_between_markers

BEGIN, END = "<!-- validation:begin -->", "<!-- validation:end -->"
#: Columns per model: (Scores field, heading, digits).
TABLE_METRICS = (("mape", "MAPE %", 1), ("median_ape", "med APE %", 1), ("spearman", "Spearman", 2),
                 ("spearman_groups", "Sp. groups", 2), ("regret", "regret", 2))
VARIANT_TITLES = {HOST_LOCO: "host floor, leave-one-case-out (used)", GLOBAL_LOCO: "one floor for every host, "
                  "leave-one-case-out", HOST_LOFO: "host floor, leave-one-family-out"}


def _number(value: float | None, digits: int) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _mark(verdict: Verdict) -> str:
    missed = [name for name, met in (("MAPE", verdict.mape), ("ranking", verdict.ranking), ("regret", verdict.regret))
              if not met]
    return "yes" if not missed else "no (" + ", ".join(missed) + ")"


def _models(results: Sequence[CaseResult]) -> list[str]:
    wanted: list[str] = []
    for result in results:
        for name in (result.default_model, "kp", "mwp-cwp"):
            if name in result.scores and name not in wanted:
                wanted.append(name)
    return wanted


def case_table(results: Sequence[CaseResult]) -> list[str]:
    """Per case: family, GPU model, counts, each model's metrics, the default model's verdict."""
    wanted = _models(results)
    default = results[0].default_model if results else ""
    head = ("| case | family | GPU model | predicted / configs (apart) | " + " | ".join(
        f"{name} {label}" for name in wanted for _, label, _ in TABLE_METRICS) + f" | {default} meets all three |")
    lines = [head, "|" + "---|" * (5 + len(wanted) * len(TABLE_METRICS))]
    for result in results:
        cells = [_number(getattr(result.scores.get(name), key, None), digits)
                 for name in wanted for key, _, digits in TABLE_METRICS]
        apart = sum(result.scored_apart().values())
        lines.append(f"| {result.case.id} | {result.case.family} | {gpu_model_text(result, compact=True)} | {result.predicted} / "
                     f"{len(result.rows)}{f' ({apart})' if apart else ''} | " + " | ".join(cells)
                     + f" | {_mark(judge(result.scores.get(result.default_model)))} |")
    return lines


def _family_line(family: str, members: Sequence[Scores | None]) -> str:
    verdicts = [judge(scores) for scores in members]
    mapes = [scores.mape for scores in members if scores and scores.mape is not None]
    groups = [scores.spearman_groups for scores in members if scores and scores.spearman_groups is not None]
    regrets = [scores.regret for scores in members if scores and scores.regret is not None]
    return (f"| {family} | {len(members)} | {_number(statistics.median(mapes) if mapes else None, 1)} | "
            f"{_number(statistics.mean(groups) if groups else None, 2)} | "
            f"{_number(statistics.mean(regrets) if regrets else None, 2)} | {sum(v.all for v in verdicts)} |")


def family_table(results: Sequence[CaseResult]) -> list[str]:
    """Per kernel family, the default model: cases, median case MAPE, mean spearman_groups, mean
    regret, cases meeting all three."""
    families: dict[str, list[Scores | None]] = {}
    for result in results:
        families.setdefault(result.case.family, []).append(result.scores.get(result.default_model))
    lines = ["| family | cases | median MAPE % | mean Sp. groups | mean regret | meet all three |", "|---|---|---|---|---|---|"]
    return lines + [_family_line(family, members) for family, members in families.items()]


def floor_lines(results: Sequence[CaseResult]) -> list[str]:
    """The launch floors used, per host, and the figures under each floor variant."""
    timed = [result for result in results if result.launch_floors]
    if not timed:
        return []
    lines = ["", "### Launch floors", "",
             "Cases timed by a method with a host-specific floor (NVBench cold) are predicted with their host's floor "
             "calibrated on that host's rows of the *other* cases (leave-one-case-out): the MAPE-optimal launch "
             f"intercept over those rows of the kt prediction at intercept 0 (`microbench_data/{FLOOR_NAME}`, written "
             "by `kerneltime validate CASES --fit-launch-floors`). Values per host (range over the cases):", "",
             "| host | " + " | ".join(VARIANT_TITLES[variant] + " us" for variant in VARIANT_TITLES) + " |",
             "|---|" + "---|" * len(VARIANT_TITLES)]
    ranges = {variant: floor_ranges(timed, variant) for variant in VARIANT_TITLES}
    for key in sorted(ranges[HOST_LOCO]):
        cells = [f"{min(v):.2f}-{max(v):.2f}" if (v := ranges[variant].get(key)) else "-" for variant in VARIANT_TITLES]
        lines.append(f"| {key[1]} | " + " | ".join(cells) + " |")
    lines += ["", "Figures of the default model under each floor (MAPE % / meets all three):", "",
              "| case | " + " | ".join(VARIANT_TITLES.values()) + " |", "|---|" + "---|" * len(VARIANT_TITLES)]
    totals = dict.fromkeys(VARIANT_TITLES, 0)
    for result in timed:
        cells = []
        for variant in VARIANT_TITLES:
            table = result.scores if variant == HOST_LOCO else result.variant_scores.get(variant, {})
            scores = table.get(result.default_model)
            verdict = judge(scores)
            totals[variant] += verdict.all
            cells.append(f"{_number(scores.mape if scores else None, 1)} / {'yes' if verdict.all else 'no'}")
        lines.append(f"| {result.case.id} | " + " | ".join(cells) + " |")
    lines.append("| **cases meeting all three** | " + " | ".join(str(totals[v]) for v in VARIANT_TITLES) + " |")
    return lines


def apart_lines(results: Sequence[CaseResult]) -> list[str]:
    """The rows scored apart per case and reason, with the default model's MAPE over those predicted."""
    lines = []
    for result in results:
        apart = result.scored_apart()
        scores = result.apart_scores.get(result.default_model)
        for reason, count in apart.items():
            figure = f" (MAPE {scores.mape:.1f} %)" if scores and scores.mape is not None and "scored apart" in reason else ""
            lines.append(f"- {result.case.id}: {count} {reason}{figure}")
    return ["", "### Rows scored apart", "", *lines] if lines else []


def validation_document(results: Sequence[CaseResult], commit: str, command: str) -> str:
    """The generated part of the validation document."""
    verdicts = [judge(result.scores.get(result.default_model)) for result in results]
    default = results[0].default_model if results else "-"
    lines = [f"Generated by `{command}` at commit `{commit}`.", "",
             f"**{sum(v.all for v in verdicts)} of {len(results)} cases meet all three criteria** for the default model "
             f"({default}): MAPE <= {MAPE_LIMIT:g} % ({sum(v.mape for v in verdicts)}), ranking: spearman_groups >= "
             f"{SPEARMAN_GROUPS_LIMIT} or no (GPU, problem) group of 5 configurations ({sum(v.ranking for v in verdicts)}), "
             f"regret <= {REGRET_LIMIT:.2f} ({sum(v.regret for v in verdicts)}).", "", "### Per case", "",
             *case_table(results), "", "### Per kernel family", "", *family_table(results),
             *floor_lines(results), *apart_lines(results)]
    return "\n".join(lines)


def update_markdown(path: Path, text: str) -> None:
    """Put ``text`` between the validation markers of the markdown file ``path``; a file without
    the markers gets them appended, a missing file is created (written only after the whole
    report is computed)."""
    replace_between_markers(path, BEGIN, END, text, append=True)
