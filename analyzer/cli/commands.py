"""The ``kerneltime`` sub-commands: one explicit table of name, one-line help and the module that
implements the command (its ``register(subparsers)`` and ``run(args)``).

``analyzer.cli.main`` lists every command from this table and imports only the module of the
command being run (start-up: ``kerneltime --help`` imports neither numpy, scipy nor llvmlite);
each command module takes its parser's help from here (``add_command_parser``), so a command's
help is written once. ``tests/test_import_graph.py`` reads ``COMMANDS`` and counts each entry as
an import of its module by ``analyzer.cli.main``. This module imports nothing of the analyzer.
"""

from __future__ import annotations

import argparse
from collections import namedtuple

#: A sub-command: ``name``, one-line ``help`` and ``module`` (a named tuple: ``dataclasses`` would
#: import ``inspect`` and double the start-up time).
Command = namedtuple("Command", ("name", "help", "module"))

COMMANDS: tuple[Command, ...] = (
    Command("inspect", "what the analysis sees in a kernel: loops and trip counts, per-thread counts, coalescing, "
            "instruction string, resources", "analyzer.cli.inspect_cmd"),
    Command("predict", "predicted run time of one launch on a GPU model (model kt by default; kp, mwp-cwp) and what "
            "bounds it", "analyzer.cli.predict_cmd"),
    Command("tune", "rank launch configurations and compile-time tunables by predicted time (Kernel Tuner "
            "conventions, cache export)", "analyzer.cli.tune_cmd"),
    Command("compare", "predicted vs measured: relative errors, MAPE, Spearman, regret", "analyzer.cli.compare_cmd"),
    Command("occupancy", "resident blocks/warps per SM (cuda_occupancy.h logic), best block size, curves",
            "analyzer.cli.occupancy_cmd"),
    Command("gpus", "list GPU models; --show one with every number's source", "analyzer.cli.gpus_cmd"),
    Command("makespan", "worst-case makespan of W warps on one SM (Berezovskyi et al., ECRTS 2012) from an "
            "instruction string or a kernel file", "analyzer.cli.makespan_cmd"),
    Command("fermi", "Fermi finishing-time bound (Berezovskyi et al.): its conjecture checked against the exact "
            "worst case, per SM and per kernel", "analyzer.cli.fermi_cmd"),
    Command("calibrate", "measure latencies, bandwidths and launch overhead on this GPU (needs CuPy)",
            "analyzer.cli.calibrate_cmd"),
    Command("measure", "time a kernel on this GPU with CUDA events (needs CuPy)", "analyzer.cli.measure_cmd"),
    Command("accuracy", "per-kernel MAPE, Spearman and regret of every model (kt, kp, mwp-cwp) against the "
            "committed measurements", "analyzer.cli.accuracy_cmd"),
    Command("validate", "predict every configuration of validation cases and score them",
            "analyzer.cli.validate_cmd"),
)

BY_NAME: dict[str, Command] = {command.name: command for command in COMMANDS}


def add_command_parser(subparsers: argparse._SubParsersAction, name: str) -> argparse.ArgumentParser:
    """The parser of the command ``name`` with its help from ``COMMANDS``."""
    return subparsers.add_parser(name, help=BY_NAME[name].help)
