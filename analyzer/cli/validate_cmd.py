"""``kerneltime validate CASE_DIR...``: compile every configuration of validation cases, predict
each with every model, and score the predictions against the measured times (MAPE, median APE,
Spearman, Kendall, top-1 regret, top-5 overlap; counters where recorded)."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from analyzer.cli.commands import add_command_parser
from analyzer.number_text import integer_argument
from analyzer.cli.common import (add_gpu_option, add_json_option, add_ray_option, close_executor, emit_json,
                                 executor_from)
from analyzer.errors import InputError


#: ``--fit-launch-floors`` without a file: the table ``analyzer.evaluation.timing`` reads.
FIT_TO_TABLE = Path("-")


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``validate`` sub-command."""
    parser = add_command_parser(subparsers, "validate")
    parser.add_argument("cases", nargs="+", type=Path, metavar="CASE_DIR",
                        help="case directories (case.yaml + measured.csv), or a folder of them")
    parser.add_argument("--model", metavar="M[,M...]", help="models to score (default: every model)")
    parser.add_argument("--sample", type=integer_argument, metavar="N", help="a fixed, seeded, stratified sample of N configurations per case")
    parser.add_argument("--sources", type=Path, metavar="DIR",
                        help="fetched kernel sources as DIR/<case-id>/<file> (default $KERNELTIME_VALIDATION_SOURCES, "
                             "then the case's kernel/ folder, then ~/.cache/kerneltime/validation-sources)")
    parser.add_argument("--case-notes", type=Path, metavar="FILE",
                        help="families and rows scored apart of cases whose case.yaml does not say them, by case folder "
                             "(default $KERNELTIME_CASE_NOTES, then the repository's validation/shared-cases.yaml)")
    add_gpu_option(parser, required=False, purpose="predict every case on this GPU model instead of the case's own")
    parser.add_argument("--stand-ins", action="store_true",
                        help="predict a GPU without a project model on a stand-in of its architecture (marked)")
    parser.add_argument("--jobs", type=integer_argument, default=os.cpu_count() or 1, metavar="N", help="parallel compilations and predicting processes")
    add_ray_option(parser)
    parser.add_argument("--plot", type=Path, metavar="DIR", help="write DIR/<case>.png: predicted vs measured")
    parser.add_argument("--update-readme", type=Path, metavar="FILE.md",
                        help="write the generated validation report between the validation markers of a markdown file "
                             "(appended with the markers when it has none; e.g. docs/validation/validation.md)")
    parser.add_argument("--explain", type=integer_argument, metavar="N",
                        help="per case, the N most inverted pairs of configurations with their bounds and components")
    parser.add_argument("--fit-launch-floors", nargs="?", type=Path, const=FIT_TO_TABLE, metavar="CSV",
                        help="fit the launch floor table of host-specific timing methods from the cases and write it "
                             "(default: the repository's microbench_data/launch_floor.fit.csv); nothing else is done")
    parser.add_argument("--progress", action="store_true", help="progress bar on stderr even when it is not a terminal")
    add_json_option(parser)
    parser.set_defaults(func=run)


def case_directories(paths: list[Path]) -> list[Path]:
    """The case directories named: each path itself, or its sub-folders holding a case.yaml."""
    found: list[Path] = []
    for path in paths:
        if (path / "case.yaml").is_file():
            found.append(path)
        elif path.is_dir() and any((child / "case.yaml").is_file() for child in path.iterdir()):
            found.extend(sorted(child for child in path.iterdir() if (child / "case.yaml").is_file()))
        elif not path.exists():
            raise InputError("no such folder" + _where_cases_are(path), str(path))
        else:
            raise InputError("not a validation case directory (no case.yaml)" + _where_cases_are(path), str(path))
    return found


def _where_cases_are(path: Path) -> str:
    """A hint naming the repository's own case folder (``validation/``) when this command runs
    from a clone and ``path`` is not it."""
    from analyzer.cli.accuracy_cmd import repository_folder  # lazy: start-up time (tests/cli/test_startup.py)

    own = repository_folder("validation")
    if own is None or path.resolve() == own:
        return ""
    return f"; the repository's own cases are in {own} (give that path, or one case folder in it)"


def model_list(text: str | None) -> tuple[list[str], str]:
    """The models named by ``--model`` (default: every model of ``analyzer.predict.api.MODELS``,
    the registry's list) and the default model (``api.DEFAULT_MODEL``)."""
    from analyzer.predict import api  # lazy: start-up time (tests/cli/test_startup.py)

    if not text:
        return list(api.MODELS), api.DEFAULT_MODEL
    names = [name.strip() for name in text.split(",") if name.strip()]
    for name in names:
        if name not in api.MODELS:
            raise InputError(f"unknown model '{name}' (known: {', '.join(api.MODELS)})", "--model")
    return list(dict.fromkeys(names)), api.DEFAULT_MODEL


def run(args: argparse.Namespace) -> int:
    """Load every case (bad input stops before any work), validate, print or emit JSON."""
    from analyzer.engine.progress import ProgressBar, enabled_for  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.evaluation.case import load_case  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.evaluation.case_notes import load_notes, notes_file  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.evaluation.document import update_markdown, validation_document  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.evaluation.explain import explain_json  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.evaluation.report import report_json, repository_commit, summary_text  # lazy: start-up time (tests/cli/test_startup.py)

    if args.sample is not None and args.sample <= 0:
        raise InputError(f"must be a positive number of configurations, got {args.sample}", "--sample")
    if args.jobs <= 0:
        raise InputError(f"must be positive, got {args.jobs}", "--jobs")
    if args.gpu:
        from analyzer.gpu.loader import load_gpu  # lazy: start-up time (tests/cli/test_startup.py)

        load_gpu(args.gpu)
    if args.update_readme and not args.update_readme.parent.is_dir():
        raise InputError("no such folder", str(args.update_readme.parent))
    if args.explain is not None and args.explain <= 0:
        raise InputError(f"must be a positive number of pairs, got {args.explain}", "--explain")
    models, default = model_list(args.model)
    shared_notes = load_notes(notes_file(args.case_notes))
    cases = [load_case(directory, shared_notes) for directory in case_directories(args.cases)]
    progress = ProgressBar(enabled_for(args.json, args.progress))
    if args.fit_launch_floors:
        return fit_floors_command(args, cases, default, progress)
    executor = executor_from(args, args.jobs) if args.ray or os.environ.get("RAY_ADDRESS") else None
    try:
        results = _validate(args, cases, models, default, progress, executor)
    finally:
        close_executor(executor)
    if not any(result.predicted for result in results):  # no answer: exit status 2, one line
        if not args.json:
            print("\n".join(summary_text(results)))
        reasons = [reason for result in results for reason in result.failures()]
        rows = sum(len(result.rows) for result in results)
        raise InputError(f"none of the {rows} configuration(s) could be predicted"
                         + (f" (first: {reasons[0]})" if reasons else ""), str(args.cases[0]))
    if args.update_readme:
        command = " ".join(["kerneltime validate", *(str(path) for path in args.cases),
                            *([f"--model {args.model}"] if args.model else []),
                            *([f"--sample {args.sample}"] if args.sample else []),
                            *([f"--gpu {args.gpu}"] if args.gpu else []),
                            *(["--stand-ins"] if args.stand_ins else []), f"--update-readme {args.update_readme}"])
        update_markdown(args.update_readme, validation_document(results, repository_commit(Path(__file__).parent),
                                                                command))
    if args.json:
        emit_json(report_json(results) | ({"explain": explain_json(results, args.explain)} if args.explain else {}))
    else:
        print("\n".join(summary_text(results)))
    return 0


def _validate(args: argparse.Namespace, cases: list, timing_models: list[str], default: str, progress, executor) -> list:
    """Validate each case in turn (printing each as it finishes unless ``--json``)."""
    from analyzer.evaluation.explain import explain_lines  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.evaluation.report import case_text  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.evaluation.runner import validate_case  # lazy: start-up time (tests/cli/test_startup.py)

    results = []
    for case in cases:
        progress.label = case.id
        result = validate_case(case, timing_models, default, args.sample, args.sources, args.jobs, progress, args.gpu,
                               args.stand_ins, executor=executor)
        results.append(result)
        if args.plot:
            from analyzer.evaluation.validate_plot import plot_case  # lazy: start-up time (tests/cli/test_startup.py)

            plot_case(result, args.plot)
        if not args.json:
            print("\n".join(case_text(result) + (explain_lines(result, args.explain) if args.explain else [])),
                  flush=True)
    return results


def fit_floors_command(args: argparse.Namespace, cases: list, timing_model: str, progress) -> int:
    """``--fit-launch-floors``: fit the floor table from ``cases`` (``analyzer.evaluation.floor_fit``),
    write it and print each floor."""
    from analyzer.evaluation.floor_fit import fit_launch_floors  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.evaluation.report import repository_commit  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.evaluation.timing import FLOOR_TABLE, write_floors  # lazy: start-up time (tests/cli/test_startup.py)

    floors = fit_launch_floors(cases, timing_model, repository_commit(Path(__file__).parent), args.sample, args.sources,
                               args.jobs, progress)
    if not floors:
        raise InputError("no case is timed by a method with a host-specific launch floor", str(args.cases[0]))
    path = FLOOR_TABLE if args.fit_launch_floors == FIT_TO_TABLE else args.fit_launch_floors
    write_floors(floors, path)
    for floor in floors:
        print(floor.describe())
    print(f"wrote {len(floors)} floors to {path}")
    return 0
