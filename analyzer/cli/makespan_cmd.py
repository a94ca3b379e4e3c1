"""``kerneltime makespan``: worst-case makespan of W warps on one SM (method A, Berezovskyi et al.
2012) from an instruction string, a YAML configuration (paper Fig. 4) or a kernel file."""

from __future__ import annotations

import argparse
import sys
from fractions import Fraction
from pathlib import Path

import yaml

from analyzer.cli.common import add_json_option, emit_json, parse_assignments, parse_dims
from analyzer.errors import InputError
from analyzer.makespan.auto import METHODS, analyze
from analyzer.makespan.instance import Instance, make_instance, parse_priorities, rho_from_units
from analyzer.makespan.render import text_gantt, write_plot

_CONFIG_KEYS = {"warps", "string", "units", "rho", "warp_size", "method", "x", "issue_width", "priorities", "time_limit"}


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``makespan`` sub-command."""
    parser = subparsers.add_parser("makespan", help="worst-case makespan of warps on one SM (ECRTS 2012 method)")
    parser.add_argument("source", nargs="?", help="instruction string (LLCLL, C(LLC)^2L) or a .ptx/.ll kernel file")
    parser.add_argument("--config", help="YAML file: warps, string, units or rho, warp_size, method, x, issue_width")
    parser.add_argument("--warps", type=int, help="number of warps W")
    parser.add_argument("--rho", metavar="L=1,C=1", help="warps per slot per unit type: an integer or 1/n")
    parser.add_argument("--units", metavar="L=16,C=32", help="unit counts per SM (with --warp-size)")
    parser.add_argument("--warp-size", type=int, default=None, help="threads per warp for --units (default 32)")
    parser.add_argument("--issue-width", type=int, help="warps issued per slot over all unit types")
    parser.add_argument("--priorities", help="class per instruction, e.g. -,1,1,1,- (lower classes first)")
    parser.add_argument("--method", choices=METHODS, help="analysis method (default auto)")
    parser.add_argument("--x", type=int, help="extrapolation depth x of eq. 40-41 (default 8)")
    parser.add_argument("--time-limit", type=float, help="seconds for the exact search or the ILP (default 10)")
    parser.add_argument("--best-case", action="store_true", help="also compute the exact best case")
    parser.add_argument("--schedule", action="store_true", help="print (and put in JSON) the schedule")
    parser.add_argument("--plot", metavar="OUT.svg|png", help="draw the schedule")
    parser.add_argument("--kernel", help="kernel name when SOURCE is a kernel file")
    parser.add_argument("--param", action="append", metavar="NAME=VALUE", help="kernel parameter value (repeatable)")
    parser.add_argument("--block", metavar="X[,Y[,Z]]", help="block size for a kernel file")
    parser.add_argument("--grid", metavar="X[,Y[,Z]]", help="grid size for a kernel file")
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


def _kernel_string(path: Path, args: argparse.Namespace) -> str:
    """The L/C string of a kernel file from the front end and the analysis."""
    from analyzer.analysis.build import build_kernel_model
    from analyzer.analysis.instruction_string import expand_string
    from analyzer.frontend import load_module

    module = load_module(path)
    if args.kernel:
        kernel = module.kernel(args.kernel)
    elif len(module.kernels) == 1:
        kernel = module.kernels[0]
    else:
        names = ", ".join(k.plain_name for k in module.kernels) or "none"
        raise InputError(f"several kernels, choose one with --kernel ({names})", str(path))
    env: dict[str, int | float] = dict(parse_assignments(args.param, "--param"))
    for prefix, option in (("ntid", args.block), ("nctaid", args.grid)):
        if option:
            env.update(zip((f"{prefix}_x", f"{prefix}_y", f"{prefix}_z"), parse_dims(option, f"--{'block' if prefix == 'ntid' else 'grid'}")))
    model = build_kernel_model(module, kernel, env)
    return expand_string(model.instruction_string, env)


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


def build_instance(args: argparse.Namespace) -> tuple[Instance, dict]:
    """The instance from command-line options over an optional YAML configuration."""
    config = _load_config(args.config) if args.config else {}
    source = args.source if args.source is not None else config.get("string")
    if source is None:
        raise InputError("give an instruction string, a kernel file or --config", "STRING")
    source = str(source)
    if Path(source).suffix in (".ptx", ".ll"):
        source = _kernel_string(Path(source), args)
    warps = args.warps if args.warps is not None else config.get("warps")
    if warps is None:
        raise InputError("the warp count is required (--warps or 'warps' in the configuration)", "--warps")
    if isinstance(warps, bool) or not isinstance(warps, int):
        raise InputError(f"warp count must be an integer, got '{warps}'", "--warps")
    units = parse_ratio_list(args.units, "--units") if args.units else config.get("units")
    rho = parse_ratio_list(args.rho, "--rho") if args.rho else config.get("rho")
    if units is not None and rho is not None:
        raise InputError("give either rho or units, not both", "--rho")
    if units is not None:
        try:
            counts = {str(k).upper(): int(Fraction(str(v))) for k, v in dict(units).items()}
        except (ValueError, TypeError, ZeroDivisionError):
            raise InputError(f"unit counts must be integers, got {units}", "--units") from None
        rho = rho_from_units(counts, args.warp_size or int(config.get("warp_size", 32)))
    elif rho is not None:
        rho = {str(k).upper(): v for k, v in dict(rho).items()}
    issue = args.issue_width if args.issue_width is not None else config.get("issue_width")
    priorities = args.priorities if args.priorities is not None else config.get("priorities")
    classes = parse_priorities(str(priorities)) if priorities is not None else None
    instance = make_instance(source, warps, rho, issue_width=issue, priorities=classes)
    options = {"method": args.method or config.get("method", "auto"), "x": args.x or int(config.get("x", 8)),
               "time_limit": args.time_limit or float(config.get("time_limit", 10.0))}
    return instance, options


def _progress(fraction: float) -> None:
    sys.stderr.write(f"\rkerneltime makespan: exact search {100 * fraction:5.1f} %")
    sys.stderr.flush()


def run(args: argparse.Namespace) -> int:
    """Analyse the instance, print the result (text or JSON), optionally the schedule and a plot."""
    instance, options = build_instance(args)
    if options["method"] not in METHODS:
        raise InputError(f"unknown method '{options['method']}'", args.config or "--method")
    progress = _progress if sys.stderr.isatty() and not args.json else None
    report = analyze(instance, options["method"], x=options["x"], time_limit=options["time_limit"],
                     want_schedule=args.schedule or bool(args.plot), best_case=args.best_case, progress=progress)
    if progress is not None:
        sys.stderr.write("\r" + " " * 60 + "\r")
    if args.plot and report.schedule is not None:
        write_plot(report.schedule, args.plot, f"{instance.program}, W = {instance.warps}: {report.schedule.makespan} slots")
    if args.json:
        emit_json(report.to_dict(include_schedule=args.schedule))
        return 0
    print(f"string {instance.program} ({instance.original} before the rho transform)" if instance.replication
          else f"string {instance.program}")
    print(f"warps {instance.warps}, capacities " + ", ".join(f"{k}={v}" for k, v in instance.capacities)
          + (f", issue width {instance.issue_width}" if instance.issue_width else ""))
    value = report.makespan if report.makespan is not None else f"in [{report.lower_bound}, {report.upper_bound}]"
    print(f"worst-case makespan {value} ({report.status}; method {report.method})")
    if report.status != "exact":
        print(f"proven interval [{report.lower_bound}, {report.upper_bound}]")
    if report.best_case is not None:
        print(f"best-case makespan {report.best_case}")
    print(f"pessimistic eq. 5-7: {report.pessimistic}; {report.solve_seconds:.3f} s")
    for warning in report.warnings:
        print(f"warning: {warning}")
    if args.schedule and report.schedule is not None:
        print(text_gantt(report.schedule))
    return 0
