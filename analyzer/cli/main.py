"""The ``kerneltime`` command: one sub-command per module in this package.

Each command module exposes ``register(subparsers)`` (adds its parser and sets
``func=run``) and ``run(args) -> int``. Every command prints human text by default and JSON with
``--json``; bad input raises ``InputError``, which becomes one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from analyzer import __version__
from analyzer.errors import InputError

COMMAND_MODULES = (
    "analyzer.cli.inspect_cmd",
    "analyzer.cli.predict_cmd",
    "analyzer.cli.tune_cmd",
    "analyzer.cli.compare_cmd",
    "analyzer.cli.occupancy_cmd",
    "analyzer.cli.gpus_cmd",
    "analyzer.cli.makespan_cmd",
    "analyzer.cli.fermi_cmd",
    "analyzer.cli.calibrate_cmd",
    "analyzer.cli.measure_cmd",
    "analyzer.cli.accuracy_cmd",
    "analyzer.cli.validate_cmd",
)


class _Parser(argparse.ArgumentParser):
    """argparse that reports usage errors as one line and exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(f"{self.prog}: error: {message}\n")
        raise SystemExit(2)


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser with every available sub-command."""
    parser = _Parser(prog="kerneltime", description="Predict CUDA kernel run times and worst-case warp makespans "
                     "statically, from PTX (.ptx) or LLVM IR (.ll).")
    parser.add_argument("--version", action="version", version=f"kerneltime {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for module_name in COMMAND_MODULES:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as error:
            if error.name == module_name:
                continue
            raise
        module.register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except InputError as error:
        sys.stderr.write(f"kerneltime: error: {error.one_line()}\n")
        return 2
    except KeyboardInterrupt:
        sys.stderr.write("kerneltime: interrupted\n")
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
