"""``kerneltime measure``: time a kernel from a PTX file on the local GPU, write a compare CSV."""

from __future__ import annotations

import argparse
from pathlib import Path

from analyzer.cli.commands import add_command_parser
from analyzer.number_text import integer_argument
from analyzer.cli.common import add_json_option, emit_json, parse_assignments, parse_dims
from analyzer.errors import InputError


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``measure`` sub-command."""
    parser = add_command_parser(subparsers, "measure")
    parser.add_argument("file", help="kernel PTX file")
    parser.add_argument("--kernel", required=True, help="kernel name (plain or mangled)")
    parser.add_argument("--param", action="append", metavar="NAME=VALUE", help="scalar parameter or size value")
    parser.add_argument("--grid", metavar="X[,Y[,Z]]", help="grid (default: the sidecar's launch.grid)")
    parser.add_argument("--block", metavar="X[,Y[,Z]]", help="block (default: the sidecar's launch.block)")
    parser.add_argument("--dynamic-shared", type=integer_argument, default=0, metavar="BYTES")
    parser.add_argument("--sweep", action="append", metavar="NAME=V1,V2,..", help="values to sweep (block_size_x=.. or a parameter)")
    parser.add_argument("--repeats", type=integer_argument, default=20, help="timed launches per configuration (>= 20)")
    parser.add_argument("--out", type=Path, required=True, help="CSV to write")
    add_json_option(parser)
    parser.set_defaults(func=run)


def parse_sweep(items: list[str] | None) -> dict[str, list[int]]:
    """``name=v1,v2`` options as lists of numbers."""
    sweep: dict[str, list[int]] = {}
    for item in items or []:
        name, sep, values = item.partition("=")
        try:
            sweep[name.strip()] = [int(value) for value in values.split(",") if value.strip()]
        except ValueError:
            raise InputError(f"expected NAME=V1,V2,... with integers, got '{item}'", "--sweep") from None
        if not sep or not sweep[name.strip()]:
            raise InputError(f"expected NAME=V1,V2,..., got '{item}'", "--sweep")
    return sweep


def run(args: argparse.Namespace) -> int:
    """Plan launches and arguments from the sidecar, time them, write the CSV."""
    from analyzer.frontend import load_module  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.frontend.sidecar import load_sidecar, sidecar_path  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.measure.measure import measure_kernel, plan_arguments, plan_launches, write_measurements  # lazy: start-up time (tests/cli/test_startup.py)

    path = Path(args.file)
    if path.suffix != ".ptx":
        raise InputError("measure loads PTX; give the .ptx file of the sample", args.file)
    module = load_module(path)
    kernel = module.kernel(args.kernel)
    spec = load_sidecar(path).get(kernel.plain_name, {})
    sidecar = sidecar_path(path)
    where = str(sidecar) if sidecar.is_file() else f"{path} (no sidecar: {sidecar} does not exist)"
    values = parse_assignments(args.param, "--param")
    configs = plan_launches(spec, values, parse_sweep(args.sweep),
                            parse_dims(args.grid, "--grid") if args.grid else None,
                            parse_dims(args.block, "--block") if args.block else None,
                            args.dynamic_shared, where)
    arguments = plan_arguments(kernel, spec, {**values, **dict(configs[0].values)}, where)
    info, rows = measure_kernel(path, kernel, arguments, configs, repeats=max(20, args.repeats))
    write_measurements(args.out, info, rows, str(path))
    if args.json:
        emit_json({"file": str(args.out), "rows": rows})
    else:
        print(f"{info.gpu_name} (SM {info.sm_clock_mhz} MHz, driver {info.driver}): {len(rows)} configurations -> {args.out}")
    return 0
