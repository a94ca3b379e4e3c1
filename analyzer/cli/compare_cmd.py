"""``kerneltime compare``: predicted versus measured times of one kernel (a measurement CSV or a
Kernel Tuner cache JSON): per-configuration relative error, MAPE, Spearman rank correlation and
tuning regret, optionally plotted.

The Kernel Tuner user's path: FILE may be the ``.cu`` source with the cache of its tuning run;
each cached configuration is then compiled with its tunables as ``-D`` defines (as ``tune`` on a
source does), and the grid is Kernel Tuner's ``ceil(problem_size / prod(grid_div))`` with the
``--grid-div-x/y/z`` given as to Kernel Tuner (default: those a ``tune --export-cache`` recorded,
else the block size)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from analyzer.cli.commands import add_command_parser
from analyzer.cli.common import add_json_option, add_kernel_options, emit_json
from analyzer.cli.predict_cmd import add_model_options, load_target, prediction_options, reject_launch_options
from analyzer.cli.tune_cmd import add_source_options, declared_kernel, is_source, source_kernels
from analyzer.errors import InputError
from analyzer.evaluation.compare import Comparison, MeasuredSet, comparison_json


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``compare`` sub-command."""
    parser = add_command_parser(subparsers, "compare")
    add_kernel_options(parser)
    parser.add_argument("--measured", required=True, type=Path, metavar="FILE",
                        help="measurement CSV (kerneltime measure) or Kernel Tuner cache JSON")
    parser.add_argument("--plot", type=Path, metavar="OUT.png", help="write predicted-vs-measured and error-vs-warps plots")
    for axis in "xyz":
        parser.add_argument(f"--grid-div-{axis}", action="append", metavar="EXPR",
                            help=f"Kernel Tuner grid divisor of {axis} for a cache JSON (repeatable: multiplied)")
    add_source_options(parser)
    add_model_options(parser)
    add_json_option(parser)
    parser.set_defaults(func=run)


def _values_text(measurement, names) -> str:
    both = {**measurement.values, **measurement.config}
    return " ".join(f"{name}={both[name]}" if name in both else f"{name}=-" for name in names)


def _question_text(problem) -> str:
    return " ".join(f"{name}={value}" for name, value in problem) or "the only problem"


def print_comparison(comparison: Comparison, measured: MeasuredSet, gpu_id: str, timing_model: str) -> None:
    """The human view: one line per configuration (with the parameters and tunables that differ
    between rows), then MAPE, and the ranking judged within each tuning question (one problem on
    one GPU) as ``validate`` judges it."""
    from analyzer.evaluation.compare import varying_names  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.evaluation.metrics import GROUP_MIN_CONFIGS  # lazy: start-up time (tests/cli/test_startup.py)

    header_gpu = measured.header.get("gpu") or measured.header.get("gpu_name")
    print(f"{measured.path}: {len(measured.rows)} measured configuration(s); predictions for {gpu_id} ({timing_model})"
          + (f"; measured on {header_gpu}" if header_gpu else ""))
    names = varying_names(measured.rows)
    print(f"  {'block':<16} {'grid':<20} {'measured us':>12} {'predicted us':>13} {'error':>8}  {'bound':<16}"
          + ("  parameters" if names else ""))
    for row in comparison.rows:
        launch = row.measurement.launch
        print(f"  {str(launch.block):<16} {str(launch.grid):<20} {row.measurement.measured_us:>12.3f} "
              f"{row.prediction.time_us:>13.3f} {100 * row.relative_error:>7.1f}%  {row.prediction.bottleneck:<16}"
              + ("  " + _values_text(row.measurement, names) if names else ""))
    for measurement, reason in comparison.failed:
        print(f"  {str(measurement.launch.block):<16} {str(measurement.launch.grid):<20} "
              + (f"{_values_text(measurement, names)}: " if names else "") + f"not predicted: {reason}")
    if comparison.mape is None:
        print("no configuration could be predicted")
        return
    print(f"MAPE {comparison.mape:.1f} % over {len(comparison.rows)} configuration(s)")
    questions = comparison.questions
    if len(questions) > 1:
        print(f"{len(questions)} tuning questions (one problem on one GPU each); ranking judged within each:")
        for question in questions:
            spearman = "-" if question.spearman is None else f"{question.spearman:.3f}"
            regret = "- (one configuration)" if question.regret is None else f"{question.regret:.3f}"
            print(f"  {_question_text(question.problem)}: {len(question.rows)} configuration(s), "
                  f"Spearman {spearman}, regret {regret}")
    if comparison.spearman_groups is None:
        spearman = (f"n/a (no question has {GROUP_MIN_CONFIGS}+ configurations); pooled over every row "
                    + ("n/a" if comparison.spearman is None else f"{comparison.spearman:.3f}"))
    else:
        spearman = f"{comparison.spearman_groups:.3f}" + (" (mean over questions)" if len(questions) > 1 else "")
    regret = "n/a (no question has 2+ configurations: nothing to choose)" if comparison.regret is None else (
        f"{comparison.regret:.3f}" + (" (mean over questions)" if len(questions) > 1 else ""))
    print(f"Spearman {spearman}; regret {regret}")
    print("  (regret: measured time of the predicted-best configuration of a question / its best measured)")


def run(args: argparse.Namespace) -> int:
    """Read the measurements, predict each configuration, print metrics (and plot)."""
    from analyzer.evaluation.compare import compare_kernel, read_measured  # lazy: start-up time (tests/cli/test_startup.py)

    reject_launch_options(args, "compare takes every launch from --measured")
    prediction_options(args, {})  # an option the model does not use: exit 2 before any work
    grid_div = [tuple(getattr(args, f"grid_div_{axis}") or ()) for axis in "xyz"]
    if is_source(args.file):
        gpu, kernel_name, measured, comparison = _compare_source(args, grid_div)
    else:
        gpu, module, kernel, fixed = load_target(args)
        kernel_name = kernel.plain_name
        measured = read_measured(args.measured, kernel.plain_name, [param.name for param in kernel.params], grid_div)
        check_fixed_rows(measured, kernel, args.file)
        comparison = compare_kernel(module, kernel, gpu, measured, args.model, fixed, args.dynamic_shared,
                                    args.l1_hit, args.l2_hit)
    warn_if_predictions(measured)
    if comparison.mape is None:  # nothing could be computed: exit status 2, nothing written
        if not args.json:
            print_comparison(comparison, measured, gpu.id, args.model)
        first = comparison.failed[0][1] if comparison.failed else "no rows"
        raise InputError(f"no measured configuration could be predicted (first: {first})", str(args.measured))
    if args.plot:
        from analyzer.evaluation.compare_plot import plot_comparison  # lazy: start-up time (tests/cli/test_startup.py)

        plot_comparison(comparison, args.plot, f"{kernel_name} on {gpu.id} ({args.model})")
    if args.json:
        emit_json({**comparison_json(comparison), "gpu": gpu.id, "kernel": kernel_name, "model": args.model,
                   "measured_file": str(args.measured), "measured_header": dict(measured.header)})
    else:
        print_comparison(comparison, measured, gpu.id, args.model)
        if args.plot:
            print(f"wrote {args.plot}")
    return 0


def check_fixed_rows(measured: MeasuredSet, kernel, kernel_file: str) -> None:
    """Refuse measured rows that vary a compile-time value (a cache's tunable, a CSV's column that
    is neither a launch, a time nor a kernel parameter) against a compiled ``.ptx`` / ``.ll``,
    which fixed one value of it (``analyzer.tuning.tunables``); warn on one that takes one value."""
    from analyzer.cli.tune_cmd import warn_fixed_values  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.tuning.tunables import compile_time_names, refuse_fixed_tunables  # lazy: start-up time

    values: dict[str, list] = {}
    for row in measured.rows:
        for name, value in row.config.items():
            if value not in values.setdefault(name, []):
                values[name].append(value)
    fixed = compile_time_names(values, [param.name for param in kernel.params])
    what = "the tunable" if measured.path.lower().endswith(".json") else "the column"
    refuse_fixed_tunables({name: values[name] for name in fixed}, kernel_file, kernel.plain_name, measured.path, what)
    warn_fixed_values({name: values[name][0] for name in fixed}, kernel_file, measured.path)


def warn_if_predictions(measured: MeasuredSet) -> None:
    """A warning on stderr when the "measured" file holds KernelTime's own predictions (a
    ``tune --export-cache`` file): the comparison then measures the model against itself. A
    warning, not a refusal: comparing two models' or two GPUs' predictions is a legitimate use."""
    from analyzer.evaluation.compare import PREDICTED_BY  # lazy: start-up time (tests/cli/test_startup.py)

    if measured.header.get(PREDICTED_BY):
        sys.stderr.write(f"kerneltime: warning: {measured.path} holds predictions written by `kerneltime tune "
                         "--export-cache`, not measurements: the errors below compare the model with itself\n")


def _compare_source(args: argparse.Namespace, grid_div):
    """Compare a Kernel Tuner cache with predictions of its ``.cu`` source, each configuration
    compiled with its own tunables."""
    from analyzer.analysis.build import build_kernel_model  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.cli.common import kernel_bindings  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.gpu.loader import load_gpu  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.predict.api import predict  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.evaluation.compare import compare, read_measured  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.predict.records import Launch, PredictOptions  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.tuning.tunables import source_code_words  # lazy: start-up time (tests/cli/test_startup.py)

    if args.dynamic_shared < 0:
        raise InputError("must be >= 0", "--dynamic-shared")
    gpu = load_gpu(args.gpu)
    kernels = source_kernels(args, gpu)
    kernel_name, param_names = declared_kernel(kernels.text, args.kernel)
    measured = read_measured(args.measured, kernel_name, param_names, grid_div)
    words = source_code_words(kernels.text, Path(args.file).parent)

    def defines(measurement) -> dict:  # parameters are bound, and a name the code never uses changes nothing
        return {name: value for name, value in measurement.config.items() if name not in param_names and name in words}

    kernels.compile([(defines(row), row.launch) for row in measured.rows])
    kernels.first_kernel([(defines(row), row.launch) for row in measured.rows])
    names: dict[str, object] = {}

    def predict_row(measurement):
        launch = measurement.launch
        if not launch.dynamic_shared and args.dynamic_shared:
            launch = Launch(launch.grid, launch.block, args.dynamic_shared)
        module, kernel = kernels.kernel(defines(measurement), launch)
        names.setdefault("kernel", kernel.plain_name)
        bindings = {**kernel_bindings(args, kernel, module=module), **measurement.values, **launch.symbols()}
        kernel_model = build_kernel_model(module, kernel, bindings, launch.dynamic_shared)
        return predict(kernel_model, gpu, launch, PredictOptions(timing_model=args.model, l1_hit=args.l1_hit, l2_hit=args.l2_hit,
                                                          bindings=bindings))

    comparison = compare(measured, predict_row)
    return gpu, str(names.get("kernel", kernel_name)), measured, comparison
