"""``kerneltime tune``: rank configurations by predicted time, with Kernel Tuner's conventions
(``block_size_x/y/z``, ``grid_div_x/y/z``, restrictions), and optionally export a Kernel Tuner
cache of the predictions.

On a ``.ptx`` / ``.ll`` file only the launch (and kernel parameters) can be tuned. On a ``.cu``
source every configuration is compiled with its tunables as ``-D`` defines (Kernel Tuner's
``#define`` of every tunable, ``block_size_x/y/z``, ``grid_size_x/y/z`` and ``kernel_tuner``),
through the validate compile step (PTX cache, ptxas registers), so tile sizes, unroll factors
and ``#if`` variants are tuned with the code they produce."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any, Mapping

from analyzer.cli.commands import add_command_parser
from analyzer.number_text import integer_argument, number_argument
from analyzer.cli.common import (add_json_option, add_kernel_options, add_ray_option, close_executor, emit_json,
                                 executor_from, parse_assignments)
from analyzer.cli.predict_cmd import add_model_options, load_target, prediction_options, reject_launch_options
from analyzer.errors import InputError
from analyzer.tuning.tune import DEFAULT_TIE_TOLERANCE, TuneResult, TuneSpace, parse_tunables
from analyzer.safe_eval import evaluate_text


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``tune`` sub-command."""
    parser = add_command_parser(subparsers, "tune")
    add_kernel_options(parser)
    parser.add_argument("--problem-size", required=True, metavar="X[,Y[,Z]]",
                        help="problem size; each entry a number or an expression over --param names")
    parser.add_argument("--tune", action="append", metavar="NAME=V1,V2,..",
                        help="tunable parameter values (repeatable; default block_size_x=32,64,..,1024)")
    for axis in "xyz":
        parser.add_argument(f"--grid-div-{axis}", action="append", metavar="EXPR",
                            help=f"grid divisor of {axis} (repeatable: multiplied; default block_size_{axis})")
    parser.add_argument("--restriction", action="append", metavar="EXPR",
                        help="Python expression over tunable names that must hold (repeatable)")
    parser.add_argument("--tie-tolerance", type=number_argument, default=DEFAULT_TIE_TOLERANCE, metavar="F",
                        help=f"relative band within which candidates are flagged as ties (default {DEFAULT_TIE_TOLERANCE})")
    parser.add_argument("--top", type=integer_argument, default=10, metavar="N", help="candidates shown in the human view")
    parser.add_argument("--export-cache", type=Path, metavar="FILE", help="write a Kernel Tuner cache JSON of the predictions")
    add_source_options(parser)
    add_model_options(parser)
    add_json_option(parser)
    parser.set_defaults(func=run)


def add_source_options(parser: argparse.ArgumentParser) -> None:
    """Options of a ``.cu`` source: compiler flags and parallel compilations."""
    parser.add_argument("--compiler-option", action="append", metavar="FLAG",
                        help="extra nvcc flag for a .cu source (repeatable; clang spelling is derived for old targets)")
    parser.add_argument("--jobs", type=integer_argument, default=os.cpu_count() or 1, metavar="N",
                        help="local processes compiling and predicting the configurations of a .cu source")
    add_ray_option(parser)


def source_kernels(args: argparse.Namespace, gpu):
    """The ``SourceKernels`` of the ``.cu`` FILE for the GPU model's target."""
    from analyzer.tuning.source_kernel import SourceKernels, gpu_arch  # lazy: start-up time (tests/cli/test_startup.py)

    if args.jobs <= 0:
        raise InputError(f"must be positive, got {args.jobs}", "--jobs")
    names_from = Path(args.source) if getattr(args, "source", None) else None
    return SourceKernels(Path(args.file), args.kernel, gpu_arch(gpu), tuple(args.compiler_option or ()), args.jobs,
                         names_from)


def is_source(path: str) -> bool:
    """Whether FILE is a CUDA source (compiled per configuration) rather than PTX / LLVM IR."""
    return Path(path).suffix.lower() in (".cu", ".cuh")


def _problem_size(text: str, params: Mapping[str, float]) -> tuple[list[int], tuple[int, int, int]]:
    parts = [part.strip() for part in text.split(",") if part.strip()]
    if not 1 <= len(parts) <= 3:
        raise InputError(f"expected X[,Y[,Z]], got '{text}'", "--problem-size")
    sizes = []
    for part in parts:
        value = evaluate_text(part, params, "--problem-size")
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0 or value != int(value):
            raise InputError(f"'{part}' is not a positive integer", "--problem-size")
        sizes.append(int(value))
    return sizes, tuple(sizes + [1] * (3 - len(sizes)))  # type: ignore[return-value]


def _launch_json(launch) -> dict[str, Any]:
    return {"block": list(launch.block), "grid": list(launch.grid)} if launch else {"block": None, "grid": None}


def result_json(result: TuneResult) -> dict[str, Any]:
    """The JSON object: ``best{block, grid, time_us}``, ``candidates``, ``rejected``."""
    best = result.best
    return {
        "best": None if best is None else {**_launch_json(best.launch), "time_us": best.prediction.time_us,
                                            "config": dict(best.config)},
        "candidates": [{
            "rank": candidate.rank, "config": dict(candidate.config), **_launch_json(candidate.launch),
            "time_us": candidate.prediction.time_us, "launch_us": candidate.prediction.launch_us,
            "exec_us": candidate.prediction.exec_us, "waves": candidate.prediction.waves,
            "blocks_per_sm": candidate.prediction.blocks_per_sm, "occupancy": candidate.prediction.occupancy,
            "bottleneck": candidate.prediction.bottleneck, "near_tie": candidate.near_tie,
        } for candidate in result.candidates],
        "rejected": [{"config": dict(rejection.config), **_launch_json(rejection.launch), "reason": rejection.reason,
                      "kind": rejection.kind} for rejection in result.rejected],
        "tie_tolerance": result.tie_tolerance,
        "problem_size": list(result.space.problem_size),
    }


def print_result(result: TuneResult, top: int) -> None:
    """The human view: the best configuration, the top candidates with ties marked, rejections."""
    best = result.best
    if best is None:
        print("no configuration can run")
    else:
        print(f"best: block {best.launch.block}, grid {best.launch.grid}: {best.prediction.time_us:.3f} us "
              f"({best.prediction.bottleneck})")
        ties = sum(1 for candidate in result.candidates if candidate.near_tie) - 1
        if ties > 0:
            print(f"  {ties} other configuration(s) within {result.tie_tolerance:.0%} of the best: "
                  "the model cannot separate them (marked ~)")
    print(f"{'rank':>4}  {'time us':>10}  {'block':<16} {'grid':<20} {'blocks/SM':>9} {'waves':>6}  bound  config")
    for candidate in result.candidates[:max(0, top)]:
        mark = "~" if candidate.near_tie and candidate.rank > 1 else " "
        prediction = candidate.prediction
        config = " ".join(f"{key}={value}" for key, value in candidate.config.items())
        print(f"{candidate.rank:>4}{mark} {prediction.time_us:>10.3f}  {str(candidate.launch.block):<16} "
              f"{str(candidate.launch.grid):<20} {prediction.blocks_per_sm:>9} {prediction.waves:>6}  "
              f"{prediction.bottleneck}  {config}")
    if len(result.candidates) > top:
        print(f"  ... {len(result.candidates) - top} more (use --top or --json)")
    for rejection in result.rejected:
        config = " ".join(f"{key}={value}" for key, value in rejection.config.items())
        print(f"rejected {config}: {rejection.reason}")


def run(args: argparse.Namespace) -> int:
    """Build the space, predict every configuration, print or export."""
    from analyzer.analysis.build import build_kernel_model  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.tuning.tune import tune  # lazy: start-up time (tests/cli/test_startup.py)

    reject_launch_options(args, "tune derives them from --problem-size and the tunables")
    if is_source(args.file):
        return run_source(args)
    gpu, module, kernel, params = load_target(args)
    listed, problem_size = _problem_size(args.problem_size, params)
    grid_div = tuple(tuple(getattr(args, f"grid_div_{axis}") or ()) for axis in "xyz")
    tunables = parse_tunables(args.tune)
    refuse_given_twice(tunables, parse_assignments(args.param, "--param"))
    check_tunables(tunables, kernel, args.file)
    space = TuneSpace(tunables, problem_size, grid_div,  # type: ignore[arg-type]
                      tuple(args.restriction or ()), params, args.dynamic_shared)

    def build(bindings, launch):
        return build_kernel_model(module, kernel, bindings, launch.dynamic_shared)

    executor = executor_from(args, 1) if args.ray or os.environ.get("RAY_ADDRESS") else None
    try:
        result = tune(space, gpu, build, prediction_options(args, {}), args.tie_tolerance, _progress(args),
                      executor=executor)
    finally:
        close_executor(executor)
    _emit(args, result, gpu, kernel.plain_name, listed)
    return 0


def _progress(args: argparse.Namespace):
    """The progress callback of a run: a bar with rate and time left on a terminal, not with --json."""
    from analyzer.engine.progress import ProgressBar, enabled_for  # lazy: start-up time (tests/cli/test_startup.py)

    return ProgressBar(enabled_for(args.json)).phase("tune")


def refuse_given_twice(tunables: Mapping[str, tuple], values: Mapping[str, float]) -> None:
    """InputError for a name given both a fixed ``--param`` value and ``--tune`` values."""
    for name in tunables:
        if name in values:
            raise InputError(f"'{name}' is given both as --param {name}={values[name]} and as a tunable: give it once",
                             "--tune")


def declared_kernel(text: str, wanted: str | None) -> tuple[str, list[str]]:
    """The kernel name a measured file's ``kernel`` column must hold and its parameter names,
    read from the ``__global__`` signatures of the ``.cu`` text: the ``--kernel`` named one, else
    the only kernel (with several and no ``--kernel``, every kernel's names)."""
    from analyzer.frontend.cuda_source import global_kernels  # lazy: start-up time (tests/cli/test_startup.py)

    declared = global_kernels(text)
    chosen = [kernel for kernel in declared if kernel.name == wanted] if wanted else list(declared)
    names = list(dict.fromkeys(param.name for kernel in chosen for param in kernel.params if param.name))
    if wanted:
        return wanted, names
    distinct = list(dict.fromkeys(kernel.name for kernel in declared))
    return (distinct[0] if len(distinct) == 1 else ""), names


def check_tunables(tunables: Mapping[str, tuple], kernel, kernel_file: str | None = None) -> None:
    """Refuse what a tunable cannot mean for ``kernel`` (``analyzer.tuning.tunables``): a value
    its parameter's type cannot hold (a pointer takes none); with the compiled ``kernel_file`` of
    a ``.ptx`` / ``.ll``, a compile-time name, whose value that file fixed."""
    from analyzer.cli.common import checked_param_value  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.tuning.tunables import compile_time_names, refuse_fixed_tunables  # lazy: start-up time

    params = {param.name: param for param in kernel.params}
    for name, values in tunables.items():
        if name in params:
            for value in values:
                checked_param_value(kernel, params[name], name, value, "--tune")
    if kernel_file is not None:
        fixed = compile_time_names(tunables, list(params))
        refuse_fixed_tunables({name: tunables[name] for name in fixed}, kernel_file, kernel.plain_name, "--tune",
                              "the tunable")
        warn_fixed_values({name: tunables[name][0] for name in fixed}, kernel_file, "--tune")


def warn_fixed_values(values: Mapping[str, float], kernel_file: str, where: str) -> None:
    """A warning on stderr per compile-time name given one value against a compiled file: the
    value is used where it is named (a grid divisor, a restriction) on the assumption that the
    file was compiled with it, which the file cannot confirm."""
    for name, value in values.items():
        sys.stderr.write(f"kerneltime: warning: {where}: '{name}' = {value} is taken as the value "
                         f"{Path(kernel_file).name} was compiled with (a compiled file does not say)\n")


def _emit(args: argparse.Namespace, result: TuneResult, gpu, kernel_name: str, listed: list[int]) -> None:
    from analyzer.tuning.kt_cache import cache_document, write_cache  # lazy: start-up time (tests/cli/test_startup.py)

    if result.best is None:  # nothing could be computed: exit status 2, nothing written
        if not args.json:
            print_result(result, args.top)
        first = result.rejected[0].reason if result.rejected else "no configuration"
        raise InputError(f"no configuration can run on {gpu.id}: all {len(result.rejected)} rejected "
                         f"(first: {first})", "--tune")
    if args.export_cache:
        write_cache(args.export_cache, cache_document(result, gpu.name, kernel_name, listed))
    if args.json:
        emit_json(result_json(result))
    else:
        print_result(result, args.top)
        if args.export_cache:
            print(f"wrote Kernel Tuner cache {args.export_cache} ({len(result.candidates) + len(result.rejected)} entries)")


def run_source(args: argparse.Namespace) -> int:
    """``tune`` on a ``.cu`` source: each configuration compiled (content-hashed cache) and
    predicted in one task of the executor (local pool or Ray), then ranked as for PTX."""
    from analyzer.cli.common import kernel_bindings  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.gpu.loader import load_gpu  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.tuning.source_tune import source_builder, store_produced  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.tuning.tune import configurations, failed_restriction, launch_for, tune  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.tuning.tunables import refuse_unused_tunables, source_code_words  # lazy: start-up time

    if args.dynamic_shared < 0:
        raise InputError("must be >= 0", "--dynamic-shared")
    gpu = load_gpu(args.gpu)
    kernels = source_kernels(args, gpu)
    values = parse_assignments(args.param, "--param")
    listed, problem_size = _problem_size(args.problem_size, values)
    grid_div = tuple(tuple(getattr(args, f"grid_div_{axis}") or ()) for axis in "xyz")
    tunables = parse_tunables(args.tune)
    _, param_names = declared_kernel(kernels.text, args.kernel)
    refuse_unused_tunables(tunables, param_names, source_code_words(kernels.text, Path(args.file).parent), args.file)
    refuse_given_twice(tunables, values)
    defined = [name for name in tunables if name not in param_names]  # parameters are bound, not defined
    draft = TuneSpace(tunables, problem_size, grid_div, tuple(args.restriction or ()), values,  # type: ignore[arg-type]
                      args.dynamic_shared)
    items = [({name: config[name] for name in defined}, launch) for config in configurations(draft)
             if failed_restriction(config, draft) is None
             for launch in (launch_for(config, draft),) if launch.block_threads <= gpu.limits.max_threads_per_block]
    bindings, kernel_name = {}, args.kernel or Path(args.file).stem
    first = kernels.first_kernel(items)
    if first is not None:
        module, kernel = first
        bindings, kernel_name = kernel_bindings(args, kernel, module=module), kernel.plain_name
        check_tunables(tunables, kernel)
    space = TuneSpace(tunables, problem_size, grid_div, tuple(args.restriction or ()),  # type: ignore[arg-type]
                      {**values, **bindings}, args.dynamic_shared)

    options = prediction_options(args, {})
    executor = executor_from(args, args.jobs)
    try:  # the -D defines are the tunables that name no kernel parameter (parameters are bound)
        builder = source_builder(kernels, defined, executor.remote, None if first is None else first[1])
        result = tune(space, gpu, builder, options, args.tie_tolerance, _progress(args), executor=executor,
                      payload=builder.payload if executor.remote else None, produced=store_produced)
    finally:
        close_executor(executor)
    _emit(args, result, gpu, kernel_name, listed)
    return 0
