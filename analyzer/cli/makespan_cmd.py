"""``kerneltime makespan``: worst-case makespan of W warps on one SM (method A, Berezovskyi et al.
2012) from an instruction string, a YAML configuration (paper Fig. 4) or a kernel file."""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import yaml

from analyzer.cli.commands import add_command_parser
from analyzer.number_text import integer_argument, number_argument
from analyzer.cli.common import add_arch_option, add_gpu_option, add_json_option, check_architecture, emit_json, kernel_bindings
from analyzer.errors import InputError
from analyzer.makespan.auto import METHODS, analyze
from analyzer.makespan.instance import Instance, make_instance, parse_priorities, rho_from_units
from analyzer.makespan.limits import DEFAULT_MEMORY, Budget, parse_memory, parse_time_limit
from analyzer.makespan.loops import LoopString, from_segments, parse_loop_string
from analyzer.makespan.render import text_gantt, write_plot

_CONFIG_KEYS = {"warps", "string", "units", "rho", "warp_size", "method", "x", "issue_width", "priorities",
                "time_limit", "memory"}


@dataclass(frozen=True)
class KernelString:
    """A kernel file's instruction string with what the whole-kernel analysis needs."""

    string: LoopString
    kernel: str
    registers: int
    static_shared: int
    block_threads: int | None
    grid_blocks: int | None


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``makespan`` sub-command."""
    parser = add_command_parser(subparsers, "makespan")
    parser.add_argument("source", nargs="?", help="instruction string (LLCLL, C(LLC)^2L) or a .ptx/.ll kernel file")
    parser.add_argument("--config", help="YAML file: warps, string, units or rho, warp_size, method, x, issue_width")
    parser.add_argument("--warps", type=integer_argument, help="number of warps W")
    parser.add_argument("--rho", metavar="L=1,C=1", help="warps per slot per unit type: an integer or 1/n")
    parser.add_argument("--units", metavar="L=16,C=32", help="unit counts per SM (with --warp-size)")
    parser.add_argument("--warp-size", type=integer_argument, default=None, help="threads per warp for --units (default 32)")
    parser.add_argument("--issue-width", type=integer_argument, help="warps issued per slot over all unit types")
    parser.add_argument("--priorities", help="class per instruction, e.g. -,1,1,1,- (lower classes first)")
    parser.add_argument("--method", choices=METHODS, help="analysis method (default auto)")
    parser.add_argument("--x", type=integer_argument, help="extrapolation depth x of eq. 40-41 (default 8)")
    parser.add_argument("--time-limit", type=number_argument, help="wall-clock seconds for the whole command (default 10)")
    parser.add_argument("--memory", metavar="SIZE", help="memory budget of every search and ILP, e.g. 2G, 512M (default 2G)")
    parser.add_argument("--best-case", action="store_true", help="also compute the exact best case")
    parser.add_argument("--schedule", action="store_true", help="print (and put in JSON) the schedule")
    parser.add_argument("--plot", metavar="OUT.svg|png", help="draw the schedule")
    parser.add_argument("--kernel", help="kernel name when SOURCE is a kernel file")
    parser.add_argument("--param", action="append", metavar="NAME=VALUE", help="kernel parameter value (repeatable)")
    parser.add_argument("--block", metavar="X[,Y[,Z]]", help="block size for a kernel file")
    parser.add_argument("--grid", metavar="X[,Y[,Z]]", help="grid size for a kernel file")
    parser.add_argument("--trip", action="append", metavar="LOOP=N", help="trip count of a data-dependent loop (repeatable)")
    add_gpu_option(parser, required=False, purpose="unit capacities per SM sub-partition; with a kernel file, "
                                                    "the whole launch (occupancy, waves)")
    add_arch_option(parser)
    add_json_option(parser)
    parser.set_defaults(func=run)


def parse_ratio_list(text: str, option: str) -> dict[str, str]:
    """``L=1/2,C=1`` as {letter: text}; values are validated by the instance."""
    result: dict[str, str] = {}
    for item in text.split(","):
        name, sep, value = item.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise InputError(f"expected LETTER=VALUE[,LETTER=VALUE], got '{text}'", option)
        result[name.strip().upper()] = value.strip()
    return result


def _kernel_string(path: Path, args: argparse.Namespace) -> KernelString:
    """The L/C string of a kernel file (front end and analysis), with its loops evaluated."""
    from analyzer.analysis.build import build_kernel_model  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.analysis.strings.instruction_string import expand_string  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.frontend import load_module  # lazy: start-up time (tests/cli/test_startup.py)

    module = load_module(path)
    if args.kernel:
        kernel = module.kernel(args.kernel)
    elif len(module.kernels) == 1:
        kernel = module.kernels[0]
    else:
        names = ", ".join(k.plain_name for k in module.kernels) or "none"
        raise InputError(f"several kernels, choose one with --kernel ({names})", str(path))
    if args.gpu:
        from analyzer.gpu.loader import load_gpu  # lazy: start-up time (tests/cli/test_startup.py)

        check_architecture(module, load_gpu(args.gpu), args.allow_arch_mismatch)
    env = kernel_bindings(args, kernel, module=module)
    kernel_model = build_kernel_model(module, kernel, env)
    try:
        expand_string(kernel_model.instruction_string, env)
    except InputError as error:
        message = str(error.message if hasattr(error, "message") else error)
        loops = [loop.id for loop in kernel_model.loops if f"trip_{loop.id}" in message or f"loop {loop.id} " in message]
        hint = f"; give it with --trip {loops[0]}=N" if loops else "; give loop trip counts with --trip LOOP=N"
        raise InputError(message + hint, str(path)) from None
    block = grid = None
    if args.block:
        block = int(env["ntid_x"] * env["ntid_y"] * env["ntid_z"])
    if args.grid:
        grid = int(env["nctaid_x"] * env["nctaid_y"] * env["nctaid_z"])
    return KernelString(string=from_segments(kernel_model.instruction_string, env), kernel=kernel.plain_name,
                        registers=kernel_model.registers, static_shared=kernel_model.static_shared_bytes,
                        block_threads=block, grid_blocks=grid)


def _load_config(path: str) -> dict:
    try:
        data = yaml.safe_load(Path(path).read_text())
    except OSError as error:
        raise InputError(f"cannot read configuration: {error.strerror}", path) from None
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        raise InputError("invalid YAML", path, mark.line + 1 if mark else None) from None
    if not isinstance(data, dict):
        raise InputError("configuration must be a mapping", path)
    unknown = set(data) - _CONFIG_KEYS
    if unknown:
        raise InputError(f"unknown key(s) {', '.join(sorted(unknown))}", path)
    return data


def _capacities(args: argparse.Namespace, config: dict) -> dict | None:
    """rho per letter from --units/--rho/--gpu or the configuration (None: every rho is 1)."""
    units = parse_ratio_list(args.units, "--units") if args.units else config.get("units")
    rho = parse_ratio_list(args.rho, "--rho") if args.rho else config.get("rho")
    given = [name for name, value in (("--units", units), ("--rho", rho), ("--gpu", args.gpu)) if value is not None]
    if len(given) > 1:
        raise InputError(f"give only one of {', '.join(given)}", given[1])
    if args.gpu:
        from analyzer.makespan.whole_kernel import sub_partition_ratios  # lazy: start-up time (tests/cli/test_startup.py)
        from analyzer.gpu.loader import load_gpu  # lazy: start-up time (tests/cli/test_startup.py)

        return dict(sub_partition_ratios(load_gpu(args.gpu)).rho)
    if units is not None:
        try:
            counts = {str(k).upper(): int(Fraction(str(v))) for k, v in dict(units).items()}
        except (ValueError, TypeError, ZeroDivisionError):
            raise InputError(f"unit counts must be integers, got {units}", "--units") from None
        return rho_from_units(counts, args.warp_size or int(config.get("warp_size", 32)))
    if rho is not None:
        return {str(k).upper(): v for k, v in dict(rho).items()}
    return None


def build_instance(args: argparse.Namespace) -> tuple[Instance | None, dict]:
    """The instance from command-line options over an optional YAML configuration; for a kernel
    file with --gpu the instance is None and ``options["kernel"]`` carries the kernel string."""
    config = _load_config(args.config) if args.config else {}
    source = args.source if args.source is not None else config.get("string")
    if source is None:
        raise InputError("give an instruction string, a kernel file or --config", "STRING")
    source = str(source)
    kernel = None
    if Path(source).suffix in (".ptx", ".ll"):
        kernel = _kernel_string(Path(source), args)
        structure = kernel.string
    else:
        structure = parse_loop_string(source)
    options = {"method": args.method or config.get("method", "auto"), "x": args.x or int(config.get("x", 8)),
               "time_limit": parse_time_limit(args.time_limit if args.time_limit is not None else config.get("time_limit")),
               "memory": parse_memory(args.memory if args.memory is not None else config.get("memory", DEFAULT_MEMORY)),
               "kernel": kernel}
    rho = _capacities(args, config)
    issue = args.issue_width if args.issue_width is not None else config.get("issue_width")
    priorities = args.priorities if args.priorities is not None else config.get("priorities")
    classes = parse_priorities(str(priorities)) if priorities is not None else None
    warps = args.warps if args.warps is not None else config.get("warps")
    if kernel is not None and args.gpu:
        if warps is not None:
            raise InputError("with a kernel file and --gpu the warps come from the launch; drop --warps", "--warps")
        if kernel.block_threads is None or kernel.grid_blocks is None:
            raise InputError("the whole-kernel worst case needs --block and --grid", "--gpu")
        options.update(structure=structure, rho=rho)
        return None, options
    if warps is None:
        raise InputError("the warp count is required (--warps or 'warps' in the configuration)", "--warps")
    if isinstance(warps, bool) or not isinstance(warps, int):
        raise InputError(f"warp count must be an integer, got '{warps}'", "--warps")
    instance = make_instance(structure, warps, rho, issue_width=issue, priorities=classes)
    return instance, options


def _progress(fraction: float) -> None:
    sys.stderr.write(f"\rkerneltime makespan: exact search {100 * fraction:5.1f} %")
    sys.stderr.flush()


def _process_age() -> float:
    """Seconds since this process started (Linux ``/proc``; 0 elsewhere), so that the time limit
    covers the interpreter start-up too; 0 when the process is older than a start-up takes
    (the command then runs inside a longer-lived process, e.g. a test)."""
    try:
        with open("/proc/self/stat") as stat, open("/proc/uptime") as uptime:
            ticks = int(stat.read().rsplit(")", 1)[1].split()[19])
            age = float(uptime.read().split()[0]) - ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0
    return age if 0.0 <= age <= _STARTUP_LIMIT else 0.0


#: Longest interpreter and import start-up counted against the time limit (seconds).
_STARTUP_LIMIT = 3.0


def _peak_mib() -> float:
    """Peak resident memory of this process in MiB (``getrusage``: KiB on Linux)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def run(args: argparse.Namespace) -> int:
    """Analyse the instance within --time-limit (whole command) and --memory, print the result
    (text or JSON), optionally the schedule and a plot."""
    started = time.monotonic() - _process_age()
    requested = parse_time_limit(args.time_limit) if args.time_limit is not None else None
    instance, options = build_instance(args)
    if options["method"] not in METHODS:
        raise InputError(f"unknown method '{options['method']}'", args.config or "--method")
    limit = requested if requested is not None else options["time_limit"]
    budget = Budget(deadline=started + limit - _OUTPUT_RESERVE * limit, memory_bytes=options["memory"])
    if instance is None:
        return _run_kernel(args, options, budget, started)
    progress = _progress if sys.stderr.isatty() and not args.json else None
    report = analyze(instance, options["method"], x=options["x"], want_schedule=args.schedule or bool(args.plot),
                     best_case=args.best_case, progress=progress, budget=budget)
    if progress is not None:
        sys.stderr.write("\r" + " " * 60 + "\r")
    if args.plot and report.schedule is not None:
        write_plot(report.schedule, args.plot, f"{instance.compact()}, W = {instance.warps}: {report.schedule.makespan} slots")
    loop = per_iteration_bound(instance, report.upper_bound)
    if args.json:
        payload = report.to_dict(include_schedule=args.schedule)
        payload.update(compact_string=instance.compact(), wall_seconds=round(time.monotonic() - started, 3),
                       peak_memory_mib=round(_peak_mib(), 1), per_iteration=loop)
        emit_json(payload)
        return 0
    _print_report(instance, report, loop)
    memory = "" if report.status == "exact" else f", peak memory {_peak_mib():.0f} MiB"
    print(f"wall time {time.monotonic() - started:.2f} s{memory}")
    if args.schedule and report.schedule is not None:
        print(text_gantt(report.schedule))
    return 0


#: Share of the time limit kept for output (printing, JSON, replay of a large witness).
_OUTPUT_RESERVE = 0.05


def per_iteration_bound(instance: Instance, upper: int) -> dict | None:
    """The run or pile bound (the smaller) of a loop string as transient + n x per iteration
    (docs/guide/makespan.md, "Loop-aware bounds"): either is a sum over letters and runs, so it grows by the same
    amount with every iteration of the outer loop; that amount is read off 2 and 3 iterations (short
    strings) and ``run_bound`` = transient + n x per iteration. None without a loop, or when no
    bound applies (each is extrapolated on its own; the smaller result is kept)."""
    from analyzer.makespan.bounds import pile_upper_bound, run_upper_bound  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.makespan.instance import make_instance_transformed  # lazy: start-up time (tests/cli/test_startup.py)

    structure = instance.transformed_structure()
    if structure is None or instance.priorities is not None:
        return None
    count = structure.outer_loop()[2]
    best = None
    for bound_of in (run_upper_bound, pile_upper_bound):
        bounds = []
        for n in (3, 2):
            program = structure.with_count(n).expand()
            bound = bound_of(make_instance_transformed(program, dict(instance.capacities), instance.warps,
                                                       instance.issue_width))
            if bound is None:
                break
            bounds.append(bound.value)
        if len(bounds) < 2:
            continue
        per = bounds[0] - bounds[1]
        transient = bounds[1] - 2 * per
        if best is None or transient + count * per < best["run_bound"]:
            best = {"iterations": count, "per_iteration": per, "transient": transient,
                    "run_bound": transient + count * per, "used": transient + count * per == upper}
    return best


def _print_report(instance: Instance, report, loop: dict | None) -> None:
    print(f"string {instance.compact()} ({instance.length} letters"
          + (f"; {instance.structure.compact()} before the rho transform)" if instance.replication else ")"))
    print(f"warps {instance.warps}, capacities " + ", ".join(f"{k}={v}" for k, v in instance.capacities)
          + (f", issue width {instance.issue_width}" if instance.issue_width else ""))
    value = report.makespan if report.makespan is not None else f"in [{report.lower_bound}, {report.upper_bound}]"
    print(f"worst-case makespan {value} ({report.status}; method {report.method})")
    if report.status != "exact":
        gap = (report.upper_bound - report.lower_bound) / report.lower_bound if report.lower_bound else float("inf")
        print(f"proven interval [{report.lower_bound}, {report.upper_bound}], gap {100 * gap:.1f} %")
    if loop is not None:
        print(f"run/pile bound per iteration of the outer loop: {loop['transient']} + {loop['iterations']} x "
              f"{loop['per_iteration']} = {loop['run_bound']}")
    if report.best_case is not None:
        print(f"best-case makespan {report.best_case}")
    print(f"pessimistic eq. 5-7: {report.pessimistic}; {report.solve_seconds:.3f} s")
    for warning in report.warnings:
        print(f"warning: {warning}")


def _run_kernel(args: argparse.Namespace, options: dict, budget: Budget, started: float) -> int:
    """Whole-launch worst case on --gpu (occupancy, waves over SMs, busiest sub-partition)."""
    from analyzer.makespan.whole_kernel import kernel_makespan  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.gpu.loader import load_gpu  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.gpu.occupancy import compute_occupancy  # lazy: start-up time (tests/cli/test_startup.py)

    kernel = options["kernel"]
    gpu = load_gpu(args.gpu)
    occupancy = compute_occupancy(gpu, kernel.block_threads, kernel.registers, kernel.static_shared, 0)
    if occupancy.active_blocks_per_sm == 0:
        raise InputError(occupancy.reason, "--block")
    warps_per_block = -(-kernel.block_threads // gpu.warp_size)
    result = kernel_makespan(kernel.string, gpu, occupancy, kernel.grid_blocks, warps_per_block, budget,
                             options["method"], want_schedule=False)
    if args.json:
        payload = result.to_dict()
        payload.update(kernel=kernel.kernel, compact_string=kernel.string.compact(),
                       wall_seconds=round(time.monotonic() - started, 3), peak_memory_mib=round(_peak_mib(), 1))
        emit_json(payload)
        return 0
    print(f"kernel {kernel.kernel} on {gpu.name} ({gpu.id}): string {kernel.string.compact()}")
    print(f"occupancy: {occupancy.reason}; {gpu.processing_blocks_per_sm} sub-partitions per SM, "
          f"rho " + ", ".join(f"{k}={v}" for k, v in result.ratios.rho))
    for note in result.ratios.notes:
        print(f"note: {note}")
    print(f"{result.blocks} blocks over {result.sm_count} SMs: busiest SM runs {result.blocks_on_busiest_sm} blocks")
    for wave in result.waves:
        report = wave.report
        value = report.makespan if report.makespan is not None else f"[{report.lower_bound}, {report.upper_bound}]"
        print(f"  {wave.waves} wave(s) of {wave.blocks} block(s): {wave.warps} warps on the busiest sub-partition, "
              f"worst case {value} slots ({report.status})")
    value = result.lower_bound if result.status == "exact" else f"in [{result.lower_bound}, {result.upper_bound}]"
    print(f"kernel worst-case makespan {value} slots ({result.status}; waves run one after another)")
    print(f"wall time {time.monotonic() - started:.2f} s, peak memory {_peak_mib():.0f} MiB")
    return 0
