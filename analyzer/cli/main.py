"""The ``kerneltime`` command: the sub-commands of ``analyzer.cli.commands.COMMANDS``.

Each command module exposes ``register(subparsers)`` (adds its parser and sets ``func=run``) and
``run(args) -> int``. Every command prints human text by default and JSON with ``--json``; bad
input raises ``InputError``, which becomes one line on stderr and exit status 2.

Start-up: only the module of the command being run is imported; the other commands appear in
``--help`` with their name and help from the table, so that ``kerneltime --help``,
``kerneltime --version`` and a mistyped command import neither numpy, scipy nor llvmlite.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import importlib
import sys

from analyzer import __version__
from analyzer.cli.commands import COMMANDS
from analyzer.errors import InputError

DESCRIPTION = "Predict CUDA kernel run times and worst-case warp makespans statically, from PTX (.ptx) or LLVM IR (.ll)."
EPILOG = ("exit status: 0 = an answer was printed; 2 = bad input or nothing could be computed (one line on stderr "
          "naming the file, line or option). `kerneltime COMMAND --help` for a command's options.")


class _Parser(argparse.ArgumentParser):
    """argparse that reports usage errors as one line and exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(f"{self.prog}: error: {message}\n")
        raise SystemExit(2)


def _selected_command(argv: list[str]) -> str | None:
    """The first argument that is not an option: the sub-command asked for (top-level options
    take no values)."""
    return next((argument for argument in argv if not argument.startswith("-")), None)


def build_parser(selected: str | None = None, import_all: bool = True) -> argparse.ArgumentParser:
    """The argument parser. With ``import_all`` every command module is imported and registers
    its full parser; otherwise only the module of the ``selected`` command is, and the others
    appear as help-only entries from ``COMMANDS``."""
    parser = _Parser(prog="kerneltime", description=DESCRIPTION, epilog=EPILOG)
    parser.add_argument("--version", action="version", version=f"kerneltime {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for command in COMMANDS:
        if import_all or command.name == selected:
            importlib.import_module(command.module).register(subparsers)
        else:
            subparsers.add_parser(command.name, help=command.help, add_help=False)
    return parser


#: Collections of the middle generation between two full collections while a command runs (CPython's
#: default is 10). The analysis builds large, long-lived object graphs (parsed PTX, evaluator plans,
#: chain sets); with the default, full collections re-scanning them took about a quarter of
#: ``validate``'s CPU time (tests/benchmarks/bench_validate.py). Cyclic garbage is still collected
#: by the younger generations and by the rarer full collections.
FULL_COLLECTION_THRESHOLD = 1000


@contextlib.contextmanager
def _rare_full_collections():
    """Run the body with a full garbage collection only after ``FULL_COLLECTION_THRESHOLD``
    collections of the middle generation; the previous thresholds are restored after (``main``
    also runs inside tests)."""
    before = gc.get_threshold()
    gc.set_threshold(before[0], before[1], max(before[2], FULL_COLLECTION_THRESHOLD))
    try:
        yield
    finally:
        gc.set_threshold(*before)


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        parser = build_parser(_selected_command(argv), import_all=False)
        args = parser.parse_args(argv)
        if not getattr(args, "func", None):
            parser.print_help()
            return 2
        with _rare_full_collections():
            return int(args.func(args) or 0)
    except InputError as error:
        sys.stderr.write(f"kerneltime: error: {error.one_line()}\n")
        return 2
    except UnicodeDecodeError as error:  # a reader without its own check: still one line, no Python text
        sys.stderr.write(f"kerneltime: error: an input file is not UTF-8 text (byte 0x{error.object[error.start]:02x} "
                         f"at offset {error.start})\n")
        return 2
    except SystemExit as exit:  # argparse: --help, --version (0) and usage errors (2)
        return exit.code if isinstance(exit.code, int) else (0 if exit.code is None else 2)
    except KeyboardInterrupt:
        sys.stderr.write("kerneltime: interrupted\n")
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
