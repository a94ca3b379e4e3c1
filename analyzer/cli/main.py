"""The ``kerneltime`` command: one sub-command per module in this package.

Each command module exposes ``register(subparsers)`` (adds its parser and sets
``func=run``) and ``run(args) -> int``. Every command prints human text by default and JSON with
``--json``; bad input raises ``InputError``, which becomes one line on stderr and exit status 2.

Start-up: only the module of the command being run is imported. The names and one-line helps of
the other commands are read from their source text (the ``add_parser("name", help="...")`` call,
parsed with ``compile(..., PyCF_ONLY_AST)``) so that ``kerneltime --help``, ``kerneltime --version`` and a mistyped
command import neither numpy, scipy nor llvmlite. A module whose command cannot be read that way
is imported as before.
"""

from __future__ import annotations

import _ast  # the node classes of ``ast`` without importing ``ast`` itself (start-up time)
import argparse
import contextlib
import gc
import importlib
import importlib.util
import sys
from collections import namedtuple

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

DESCRIPTION = "Predict CUDA kernel run times and worst-case warp makespans statically, from PTX (.ptx) or LLVM IR (.ll)."
EPILOG = ("exit status: 0 = an answer was printed; 2 = bad input or nothing could be computed (one line on stderr "
          "naming the file, line or option). `kerneltime COMMAND --help` for a command's options.")


#: A sub-command as read from its module's source: ``name``, one-line ``help`` and ``module``
#: (a named tuple: ``dataclasses`` would import ``inspect`` and double the start-up time).
CommandEntry = namedtuple("CommandEntry", ("name", "help", "module"))


class _Parser(argparse.ArgumentParser):
    """argparse that reports usage errors as one line and exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(f"{self.prog}: error: {message}\n")
        raise SystemExit(2)


def _add_parser_calls(source: str) -> list[str]:
    """The text of every ``.add_parser(...)`` call in a module's source (up to its closing
    parenthesis: the shortest slice that parses as an expression)."""
    calls = []
    start = source.find(".add_parser(")
    while start >= 0:
        head = start + 1
        close = source.find(")", head)
        while close >= 0:
            snippet = source[head:close + 1]
            try:
                compile(snippet, "<add_parser>", "eval", _ast.PyCF_ONLY_AST)
            except SyntaxError:
                close = source.find(")", close + 1)
                continue
            calls.append(snippet)
            break
        start = source.find(".add_parser(", head)
    return calls


def _declared_commands(module_name: str) -> list[CommandEntry] | None:
    """The ``add_parser("name", help="...")`` calls of a command module, read from its source
    without importing it (only the calls are parsed); None when the module is absent or its
    commands are not literal."""
    spec = importlib.util.find_spec(module_name)
    if spec is None or not spec.origin or not spec.origin.endswith(".py"):
        return None
    try:
        with open(spec.origin, encoding="utf-8") as handle:
            source = handle.read()
    except (OSError, UnicodeDecodeError):
        return None
    entries = []
    for snippet in _add_parser_calls(source):
        node = compile(snippet, "<add_parser>", "eval", _ast.PyCF_ONLY_AST).body
        if not isinstance(node, _ast.Call) or not node.args or not isinstance(node.args[0], _ast.Constant) \
                or not isinstance(node.args[0].value, str):
            return None
        help_text = next((keyword.value.value for keyword in node.keywords if keyword.arg == "help"
                          and isinstance(keyword.value, _ast.Constant) and isinstance(keyword.value.value, str)), "")
        entries.append(CommandEntry(node.args[0].value, help_text, module_name))
    return entries or None


def command_table() -> list[CommandEntry | str]:
    """Every sub-command in ``COMMAND_MODULES`` order: a ``CommandEntry`` when it could be read
    from the source, else the module name (to be imported)."""
    table: list[CommandEntry | str] = []
    for module_name in COMMAND_MODULES:
        entries = _declared_commands(module_name)
        if entries is None:
            if importlib.util.find_spec(module_name) is not None:
                table.append(module_name)
            continue
        table.extend(entries)
    return table


def _selected_command(argv: list[str]) -> str | None:
    """The first argument that is not an option: the sub-command asked for (top-level options
    take no values)."""
    return next((argument for argument in argv if not argument.startswith("-")), None)


def build_parser(selected: str | None = None, import_all: bool = True) -> argparse.ArgumentParser:
    """The argument parser. With ``import_all`` every command module is imported and registers
    its full parser; otherwise only the module of the ``selected`` command is, and the others
    appear as help-only entries read from their source."""
    parser = _Parser(prog="kerneltime", description=DESCRIPTION, epilog=EPILOG)
    parser.add_argument("--version", action="version", version=f"kerneltime {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    registered: set[str] = set()
    for entry in command_table():
        if isinstance(entry, CommandEntry) and not import_all and entry.name != selected:
            subparsers.add_parser(entry.name, help=entry.help, add_help=False)
            continue
        module_name = entry.module if isinstance(entry, CommandEntry) else entry
        if module_name in registered:
            continue
        registered.add(module_name)
        importlib.import_module(module_name).register(subparsers)
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
