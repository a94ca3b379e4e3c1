"""``kerneltime accuracy``: the accuracy table (docs/validation/accuracy.md) from the committed measurements."""

from __future__ import annotations

import argparse
from pathlib import Path

from analyzer.cli.commands import add_command_parser
from analyzer.cli.common import add_json_option, emit_json
from analyzer.errors import InputError


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``accuracy`` sub-command."""
    parser = add_command_parser(subparsers, "accuracy")
    parser.add_argument("--samples", type=Path, metavar="DIR",
                        help="folder holding <sample>/measured/*.csv (default: ./samples, else the samples/ folder of "
                             "the repository this command runs from)")
    parser.add_argument("--update-readme", type=Path, metavar="FILE.md", help="rewrite the table between the accuracy markers of FILE.md (docs/validation/accuracy.md)")
    add_json_option(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Compare every measurement file with both models; print (or write) the table."""
    from analyzer.evaluation.accuracy import accuracy_row, markdown_table, measurement_files, update_readme  # lazy: start-up time (tests/cli/test_startup.py)

    if args.samples is None:
        args.samples = default_samples()
    if not args.samples.is_dir():
        raise InputError("no such folder (give the samples folder holding <sample>/measured/*.csv)", str(args.samples))
    files = measurement_files(args.samples)
    if not files:
        raise InputError("no measurement files <sample>/measured/*.csv here", str(args.samples))
    repo_root = args.samples.resolve().parent
    rows = [accuracy_row(path, repo_root) for path in files]
    table = markdown_table(rows)
    if args.json:
        emit_json({"rows": [{
            "kernel": row.kernel, "gpu": row.gpu, "measured_on": row.measured_on, "file": row.file,
            "configurations": row.configurations,
            "models": {model: {"mape": c.mape, "spearman": c.spearman, "regret": c.regret, "failed": len(c.failed)}
                       for model, c in row.comparisons},
        } for row in rows]})
    else:
        print(table)
    if args.update_readme:
        update_readme(args.update_readme, table)
    return 0


def repository_folder(name: str) -> Path | None:
    """``name`` beside the ``analyzer`` package, in the clone this command runs from (None for an
    installed copy, which ships neither samples nor validation cases)."""
    folder = Path(__file__).resolve().parents[2] / name
    return folder if folder.is_dir() else None


def default_samples() -> Path:
    """``./samples`` when it exists, else the repository's ``samples/``; InputError on
    ``--samples`` saying which folder to give when neither is there."""
    here = Path("samples")
    if here.is_dir():
        return here
    found = repository_folder("samples")
    if found is None:
        raise InputError("no samples/ folder here, and this installed copy ships none: give --samples DIR, the "
                         "samples/ folder of a clone of the repository", "--samples")
    return found

