"""``kerneltime predict``: predicted run time of one kernel launch on a named GPU (method C of
Kleimenov and Popova 2021, or the Hong and Kim 2009 MWP-CWP baseline), with what bound it.

Also defines the options every prediction command shares (``--gpu``, ``--model``, ``--l1-hit``,
``--l2-hit``), used by ``tune`` and ``compare`` too.
"""

from __future__ import annotations

import argparse
from typing import Mapping

from analyzer.cli.common import add_json_option, add_kernel_options, emit_json, kernel_bindings, parse_dims
from analyzer.errors import InputError
from analyzer.ir import Kernel, Module
from analyzer.predict.api import MODELS
from analyzer.predict.records import Launch, Prediction, PredictOptions

BOTTLENECK_TEXT = {
    "latency": "latency: the warps' critical path (instruction and memory latencies) is not hidden",
    "issue": "issue: the processing blocks' instruction issue (sum of issue delays of their warps)",
    "l1_bandwidth": "L1 bandwidth per SM (l1_bandwidth_per_sm)",
    "l2_bandwidth": "L2 bandwidth (l2_bandwidth)",
    "dram_bandwidth": "DRAM bandwidth (dram_bandwidth)",
    "launch": "launch overhead: the launch regression exceeds the execution time",
}


def add_model_options(parser: argparse.ArgumentParser) -> None:
    """The options naming the GPU and the prediction model: --gpu, --model, --l1-hit, --l2-hit."""
    parser.add_argument("--gpu", required=True, metavar="ID", help="GPU model id (see `kerneltime gpus`)")
    parser.add_argument("--model", default="kp", choices=MODELS, help="kp: method C (default); mwp-cwp: Hong and Kim 2009")
    parser.add_argument("--l1-hit", type=float, metavar="F", help="L1 hit fraction (default: the GPU model's)")
    parser.add_argument("--l2-hit", type=float, metavar="F", help="L2 hit fraction (default: the GPU model's)")


def prediction_options(args: argparse.Namespace, bindings: Mapping[str, float]) -> PredictOptions:
    """PredictOptions from the shared options and the kernel bindings."""
    return PredictOptions(model=args.model, l1_hit=args.l1_hit, l2_hit=args.l2_hit, bindings=dict(bindings))


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
    from analyzer.frontend import load_module
    from analyzer.models.loader import load_gpu

    if args.dynamic_shared < 0:
        raise InputError("must be >= 0", "--dynamic-shared")
    gpu = load_gpu(args.gpu)
    module = load_module(args.file, source=getattr(args, "source", None))
    kernel = select_kernel(module, args.kernel, args.file)
    return gpu, module, kernel, kernel_bindings(args, kernel)


def reject_launch_options(args: argparse.Namespace, why: str) -> None:
    """InputError when --grid or --block is given to a command that derives the launch."""
    for option in ("grid", "block"):
        if getattr(args, option, None):
            raise InputError(f"not used here: {why}", f"--{option}")


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``predict`` sub-command."""
    parser = subparsers.add_parser("predict", help="predicted time of one launch on a GPU (method C or MWP-CWP)")
    add_kernel_options(parser, launch_required=True)
    add_model_options(parser)
    add_json_option(parser)
    parser.set_defaults(func=run)


def print_prediction(prediction: Prediction, gpu_name: str) -> None:
    """The human view: time, what bound it, residency and waves, memory levels, explanation."""
    print(f"{prediction.kernel} on {gpu_name} ({prediction.gpu}), model {prediction.model}")
    print(f"  predicted time  {prediction.time_us:.3f} us = launch {prediction.launch_us:.3f} us + execution "
          f"{prediction.exec_us:.3f} us ({prediction.exec_cycles:.0f} cycles)")
    print(f"  bound by        {BOTTLENECK_TEXT.get(prediction.bottleneck, prediction.bottleneck)}")
    print(f"  launch          {prediction.grid_blocks} blocks of {prediction.warps_per_block} warps; "
          f"{prediction.blocks_per_sm} blocks/SM (occupancy {prediction.occupancy:.2f}, limiter {prediction.limiter}); "
          f"{prediction.waves} wave(s); {prediction.iterations} bandwidth iteration(s)")
    print("  memory          level        bytes  bandwidth-bound  latency-bound  latency (base -> effective)")
    for level in prediction.breakdown:
        bandwidth = "-" if level.bandwidth_bound_us is None else f"{level.bandwidth_bound_us:.3f} us"
        print(f"                  {level.level:<11} {level.bytes:>10.4g}  {bandwidth:>15}  "
              f"{level.latency_bound_us:>10.3f} us  {level.base_latency_cycles:.0f} -> "
              f"{level.effective_latency_cycles:.0f} cycles")
    print("  how:")
    for line in prediction.explanation:
        print(f"    {line}")
    for note in prediction.details.get("notes", []):
        print(f"  note: {note}")


def run(args: argparse.Namespace) -> int:
    """Predict one launch and print it (human view or ``--json``)."""
    from analyzer.analysis.build import build_kernel_model
    from analyzer.predict.api import predict

    gpu, module, kernel, bindings = load_target(args)
    launch = Launch(parse_dims(args.grid, "--grid"), parse_dims(args.block, "--block"), args.dynamic_shared)
    model = build_kernel_model(module, kernel, bindings, args.dynamic_shared)
    prediction = predict(model, gpu, launch, prediction_options(args, bindings))
    if args.json:
        emit_json(prediction.to_json())
    else:
        print_prediction(prediction, gpu.name)
    return 0
