"""``kerneltime predict``: predicted run time of one kernel launch on a named GPU with one of the
timing models of ``analyzer.predict.registry`` (kt by default, method C of Kleimenov and Popova
2021, or the Hong and Kim 2009 MWP-CWP baseline), with what bound it.

Also defines the options every prediction command shares (``--gpu``, ``--model``, ``--l1-hit``,
``--l2-hit``), used by ``tune`` and ``compare`` too; an option the chosen model does not use is
refused (``analyzer.predict.timing_model.TimingModel``).
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import Mapping

from analyzer.cli.commands import add_command_parser
from analyzer.number_text import number_argument
from analyzer.cli.common import (add_arch_option, add_gpu_option, add_json_option, add_kernel_options, check_architecture, emit_json,
                                 kernel_bindings, parse_dims, unknown_type_notes)
from analyzer.errors import InputError
from analyzer.ir import Kernel, Module
from analyzer.predict.records import DEFAULT_MODEL, Launch, PredictOptions
from analyzer.predict.registry import MODEL_NAMES, REGISTRY, timing_model


def add_model_options(parser: argparse.ArgumentParser) -> None:
    """The options naming the GPU and the prediction model: --gpu, --model, --l1-hit, --l2-hit."""
    add_gpu_option(parser)
    parser.add_argument("--model", default=DEFAULT_MODEL, choices=MODEL_NAMES,
                        help="; ".join(f"{name}: {REGISTRY[name].title}" for name in MODEL_NAMES)
                        + f" (default: {DEFAULT_MODEL})")
    takers = {field: ", ".join(name for name in MODEL_NAMES if field in REGISTRY[name].takes)
              for field in ("l1_hit", "l2_hit")}
    parser.add_argument("--l1-hit", type=number_argument, metavar="F",
                        help=f"L1 hit fraction (default: the GPU model's; models {takers['l1_hit']})")
    parser.add_argument("--l2-hit", type=number_argument, metavar="F",
                        help=f"L2 hit fraction (default: the GPU model's; models {takers['l2_hit']})")
    add_arch_option(parser)


def prediction_options(args: argparse.Namespace, bindings: Mapping[str, float]) -> PredictOptions:
    """PredictOptions from the shared options and the kernel bindings; InputError (exit 2) for an
    option the chosen model does not use."""
    options = PredictOptions(timing_model=args.model, l1_hit=args.l1_hit, l2_hit=args.l2_hit, bindings=dict(bindings))
    timing_model(options)
    return options


def select_kernel(module: Module, name: str | None, path: str) -> Kernel:
    """The kernel named ``name``, or the only kernel of the file when no name is given."""
    if name:
        return module.kernel(name)
    if len(module.kernels) == 1:
        return module.kernels[0]
    known = ", ".join(kernel.plain_name for kernel in module.kernels) or "none"
    raise InputError(f"the file has several kernels; name one with --kernel ({known})" if module.kernels
                     else "the file defines no kernel", path)


def load_target(args: argparse.Namespace):
    """The GPU model, module, kernel and symbol bindings named by the shared options (``--gpu``,
    FILE, ``--kernel``, ``--param``, ``--grid``, ``--block``, ``--trip``, ``--dynamic-shared``)."""
    from analyzer.frontend import load_module  # lazy: CLI start-up time
    from analyzer.gpu.loader import load_gpu  # lazy: CLI start-up time

    if args.dynamic_shared < 0:
        raise InputError("must be >= 0", "--dynamic-shared")
    gpu = load_gpu(args.gpu)
    module = load_module(args.file, source=getattr(args, "source", None))
    kernel = select_kernel(module, args.kernel, args.file)
    check_architecture(module, gpu, args.allow_arch_mismatch)
    return gpu, module, kernel, kernel_bindings(args, kernel, module=module)


def reject_launch_options(args: argparse.Namespace, why: str) -> None:
    """InputError when --grid or --block is given to a command that derives the launch."""
    for option in ("grid", "block"):
        if getattr(args, option, None):
            raise InputError(f"not used here: {why}", f"--{option}")


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``predict`` sub-command."""
    parser = add_command_parser(subparsers, "predict")
    add_kernel_options(parser, launch_required=True)
    add_model_options(parser)
    parser.add_argument("--verbose", "-v", action="store_true",
                        help="also print the memory levels and every lat_*/del_* value and step behind the numbers")
    add_json_option(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Predict one launch and print it (human view or ``--json``)."""
    from analyzer.analysis.build import build_kernel_model  # lazy: CLI start-up time
    from analyzer.cli.report_view import print_report  # lazy: CLI start-up time
    from analyzer.predict.api import predict  # lazy: CLI start-up time
    from analyzer.predict.report import build_report  # lazy: CLI start-up time

    gpu, module, kernel, bindings = load_target(args)
    launch = Launch(parse_dims(args.grid, "--grid"), parse_dims(args.block, "--block"), args.dynamic_shared)
    kernel_model = build_kernel_model(module, kernel, bindings, args.dynamic_shared)
    kernel_model = replace(kernel_model, notes=kernel_model.notes + unknown_type_notes(kernel, bindings))
    options = prediction_options(args, bindings)
    prediction = predict(kernel_model, gpu, launch, options)
    report = build_report(kernel_model, gpu, launch, prediction, options,
                          lambda trips: build_kernel_model(module, kernel, {**bindings, **trips}, args.dynamic_shared))
    if args.json:
        emit_json({**prediction.to_json(), "report": report.to_json()})
    else:
        print_report(prediction, report, gpu, args.verbose)
    return 0
