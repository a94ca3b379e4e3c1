"""``kerneltime calibrate``: run the microbenchmarks on the local GPU and write measured tables."""

from __future__ import annotations

import argparse
from pathlib import Path

from analyzer.cli.commands import add_command_parser
from analyzer.number_text import integer_argument
from analyzer.cli.common import add_json_option, emit_json


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``calibrate`` sub-command."""
    parser = add_command_parser(subparsers, "calibrate")
    parser.add_argument("--gpu-id", required=True, help="GPU model id the tables belong to (e.g. h100)")
    parser.add_argument("--out", required=True, type=Path, help="output folder, e.g. microbench_data/h100/")
    parser.add_argument("--repeats", type=integer_argument, default=20, help="timed launches per benchmark (median kept)")
    parser.add_argument("--quick", action="store_true", help="fewer steps and block sizes (a smoke run)")
    parser.add_argument("--latencies-only", action="store_true",
                        help="only the latency chains and chases (no bandwidths, launches or launch floors)")
    add_json_option(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Collect raw results on GPU 0, derive table rows, write them atomically."""
    from analyzer.measure.calibrate import derive_rows, calibration_floor_rows, write_calibration  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.measure.device import collect_raw  # lazy: start-up time (tests/cli/test_startup.py)

    raw = collect_raw(repeats=max(20, args.repeats), quick=args.quick, latencies_only=args.latencies_only)
    written = write_calibration(raw, args.gpu_id, args.out)
    rows = derive_rows(raw, args.gpu_id)
    floors = calibration_floor_rows(raw.floors)
    if args.json:
        emit_json({"files": [str(path) for path in written], "rows": rows, "launch_floors": floors,
                   "gpu": raw.info.gpu_name})
    else:
        print(f"{raw.info.gpu_name}: SM clock {raw.info.sm_clock_mhz} MHz, driver {raw.info.driver}")
        for row in rows:
            print(f"  {row['key']:<36} {row['value']:>12} {row['unit']:<9} {row['derivation']}")
        for floor in floors:
            print(f"  launch floor {floor['method']:<23} {floor['median_us']:>12} us        median of "
                  f"{floor['samples']} (p10 {floor['p10_us']}, p90 {floor['p90_us']}): {floor['description']}")
        print("wrote " + ", ".join(str(path) for path in written))
    return 0
