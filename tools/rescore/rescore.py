"""Re-score the validation set after a change of the timing models, without compiling or
analysing again.

    python tools/rescore/rescore.py save ../shared/validation --sample 30 --out rows.pkl
    python tools/rescore/rescore.py score rows.pkl [--model kt] [--json scores.json]
    python tools/rescore/rescore.py compare before.json after.json
    python tools/rescore/rescore.py residuals rows.pkl [--model kt]

Like the other tools it runs against the installed package: ``pip install .`` the checkout whose
timing models are under test first (or run it with ``PYTHONPATH=<checkout>``), else it scores the
installed copy's models.

``save`` runs ``validate``'s pipeline once (minutes) and keeps each row's kernel model, GPU model
and bindings (``saved_rows``, beside this tool); ``score`` predicts the saved rows with the code
of today (seconds) and prints each case's MAPE, ``spearman_groups``, regret and verdict, and the
cases meeting all three criteria; ``--json`` also writes them per case. ``compare`` puts two such
files side by side the way a variant is judged here: the cases gained and lost, the cases meeting
all three per family, and, because the question is ordering, the mean ``spearman_groups`` over
the cases that have one, how many of those rose or fell by more than 0.005, and the regrets that
rose by more than 0.01. ``residuals`` prints, per case with tuning groups, what its errors follow
(``saved_rows.residual_correlations``: the mean within-group Spearman of log(measured /
predicted) with each of the prediction's quantities). A change of the analysis (``analyzer.analysis``) needs a new
``save``. The scores equal ``validate``'s for unchanged code (tools/rescore/test_saved_rows.py).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path


from analyzer.cli.validate_cmd import case_directories
from analyzer.errors import InputError, read_text_file
from analyzer.files import write_atomically
from analyzer.evaluation.case import load_case
from analyzer.evaluation.case_notes import load_notes, notes_file
from analyzer.evaluation.rulings import judge
from analyzer.evaluation.runner import validate_case
from saved_rows import (RESIDUAL_QUANTITIES, load_cases, rescore, residual_correlations,
                                            save_cases, saved_case)


def _save(args: argparse.Namespace) -> int:
    cases = [load_case(directory, load_notes(notes_file())) for directory in case_directories(args.cases)]
    saved = []
    for case in cases:
        result = validate_case(case, [args.model], args.model, args.sample, workers=args.jobs, keep_inputs=True)
        saved.append(saved_case(result, case.family))
        print(f"{case.id}: {sum(1 for row in result.rows if row.inputs is not None)} rows kept", flush=True)
    save_cases(saved, args.out)
    return 0


def _number(value: float | None, digits: int) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _score(args: argparse.Namespace) -> int:
    met, families, records = 0, {}, []
    for case in load_cases(args.file):
        scores, failed = rescore(case, args.model)
        verdict = judge(scores)
        met += verdict.all
        families.setdefault(case.family, []).append((scores, verdict.all))
        records.append({"case": case.case, "family": case.family, "mape": scores.mape,
                        "spearman_groups": scores.spearman_groups, "regret": scores.regret, "meets": verdict.all})
        misses = [name for name, ok in (("MAPE", verdict.mape), ("ranking", verdict.ranking),
                                        ("regret", verdict.regret)) if not ok]
        print(f"{case.case:40s} MAPE {_number(scores.mape, 1):>6s}  sp.groups {_number(scores.spearman_groups, 3):>6s}  "
              f"regret {_number(scores.regret, 3):>6s}  {'meets all three' if verdict.all else 'misses ' + ', '.join(misses)}"
              + (f"  ({failed} rows not predicted)" if failed else ""))
    total = sum(len(members) for members in families.values())
    print(f"{met} of {total} cases meet all three criteria ({args.model})")
    for family, members in sorted(families.items()):
        mapes = [scores.mape for scores, _ in members if scores.mape is not None]
        print(f"  {family:14s} {len(members):2d} cases, median MAPE {_number(statistics.median(mapes) if mapes else None, 1)}"
              f" %, {sum(meets for _, meets in members)} meet all three")
    if args.json is not None:
        write_atomically(args.json, json.dumps(records, indent=1) + "\n")
    return 0


def _read_scores(path: Path) -> dict[str, dict]:
    text = read_text_file(path, "scores file")
    try:
        return {record["case"]: record for record in json.loads(text)}
    except (json.JSONDecodeError, TypeError, KeyError) as error:
        raise InputError(f"not a scores file of `rescore score --json` ({type(error).__name__})", str(path)) from None


def comparison_lines(before: dict[str, dict], after: dict[str, dict]) -> list[str]:
    """The comparison of two per-case score records (``score --json``) over the cases in both:
    cases gained and lost, cases meeting all three per family, the mean ``spearman_groups`` and
    how many rose or fell by more than 0.005, and the regrets that rose by more than 0.01."""
    common = [case for case in before if case in after]
    gained = [case for case in common if after[case]["meets"] and not before[case]["meets"]]
    lost = [case for case in common if before[case]["meets"] and not after[case]["meets"]]
    lines = [f"cases meeting all three: {sum(before[c]['meets'] for c in common)} -> {sum(after[c]['meets'] for c in common)}"
             f" of {len(common)}",
             f"  gained: {', '.join(gained) or 'none'}", f"  lost: {', '.join(lost) or 'none'}"]
    for family in sorted({before[case]["family"] for case in common}):
        members = [case for case in common if before[case]["family"] == family]
        lines.append(f"  {family:14s} {sum(before[c]['meets'] for c in members)} -> "
                     f"{sum(after[c]['meets'] for c in members)} of {len(members)}")
    ranked = [case for case in common if before[case]["spearman_groups"] is not None
              and after[case]["spearman_groups"] is not None]
    if ranked:
        change = {case: after[case]["spearman_groups"] - before[case]["spearman_groups"] for case in ranked}
        mean_before = statistics.mean(before[case]["spearman_groups"] for case in ranked)
        mean_after = statistics.mean(after[case]["spearman_groups"] for case in ranked)
        lines.append(f"spearman_groups over {len(ranked)} cases: mean {mean_before:.3f} -> {mean_after:.3f}, "
                     f"higher on {sum(delta > 0.005 for delta in change.values())}, "
                     f"lower on {sum(delta < -0.005 for delta in change.values())}")
    worse = [f"{case} {before[case]['regret']:.3f} -> {after[case]['regret']:.3f}" for case in common
             if before[case]["regret"] is not None and after[case]["regret"] is not None
             and after[case]["regret"] > before[case]["regret"] + 0.01]
    lines.append(f"regret higher: {'; '.join(worse) or 'none'}")
    return lines


def _compare(args: argparse.Namespace) -> int:
    for line in comparison_lines(_read_scores(args.before), _read_scores(args.after)):
        print(line)
    return 0


def _residuals(args: argparse.Namespace) -> int:
    names = [name for name, _ in RESIDUAL_QUANTITIES]
    print(f"{'case':40s} " + " ".join(f"{name:>11s}" for name in names))
    for case in load_cases(args.file):
        correlations = residual_correlations(case, args.model)
        if all(value is None for value in correlations.values()):
            continue
        print(f"{case.case:40s} " + " ".join(f"{_number(correlations[name], 2):>11s}" for name in names))
    print(f"mean Spearman, within (GPU, problem) groups, of log(measured / predicted) with each quantity ({args.model})")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run ``save``, ``score``, ``compare`` or ``residuals``; exit status 2 with one line on bad input."""
    parser = argparse.ArgumentParser(prog="rescore", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    save = commands.add_parser("save", help="validate once and keep every row's model inputs")
    save.add_argument("cases", nargs="+", type=Path)
    save.add_argument("--out", type=Path, required=True)
    save.add_argument("--sample", type=int)
    save.add_argument("--jobs", type=int, default=2)
    save.add_argument("--model", default="kt")
    save.set_defaults(run=_save)
    score = commands.add_parser("score", help="predict the saved rows with today's code and score them")
    score.add_argument("file", type=Path)
    score.add_argument("--model", default="kt")
    score.add_argument("--json", type=Path, help="also write the per-case scores to this file")
    score.set_defaults(run=_score)
    compare = commands.add_parser("compare", help="two score files side by side: gained, lost, rankings")
    compare.add_argument("before", type=Path)
    compare.add_argument("after", type=Path)
    compare.set_defaults(run=_compare)
    residuals = commands.add_parser("residuals", help="what each case's errors follow within its tuning groups")
    residuals.add_argument("file", type=Path)
    residuals.add_argument("--model", default="kt")
    residuals.set_defaults(run=_residuals)
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except InputError as error:
        sys.stderr.write(f"rescore: error: {error.one_line()}\n")
        return 2


if __name__ == "__main__":
    sys.exit(main())
