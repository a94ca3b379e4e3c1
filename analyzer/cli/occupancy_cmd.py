"""``kerneltime occupancy --gpu ID|FILE.yaml --registers R [--block N] [--static-shared S]
[--dynamic-shared D] [--dynamic-shared-per-thread B] [--carveout P] [--curves] [--plot OUT] [--json]``:
NVIDIA-exact resident blocks and warps per SM with the binding limiter, the block size that
maximises occupancy (``cudaOccMaxPotentialBlockSize``'s rule), the curves against block size,
registers and shared memory, and the 48 KB opt-in warning.

Without ``--block`` it answers "which block size?": the best block size and the block-size curve.
A launch that cannot run (0 blocks per SM) is an error (exit status 2) naming the option at fault.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from analyzer.cli.commands import add_command_parser
from analyzer.number_text import integer_argument
from analyzer.cli.common import add_gpu_option, add_json_option, emit_json, parse_dims
from analyzer.errors import InputError

BAR_WIDTH = 20
LIMIT_OPTIONS = {"warps": "--block", "registers": "--registers", "shared_memory": "--dynamic-shared"}


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``occupancy`` sub-command."""
    parser = add_command_parser(subparsers, "occupancy")
    add_gpu_option(parser)
    parser.add_argument("--block", metavar="X[,Y[,Z]]", help="block size in threads (omit: best block size and "
                        "the curve against block size)")
    parser.add_argument("--registers", required=True, type=integer_argument, metavar="R", help="registers per thread (ptxas -v)")
    parser.add_argument("--static-shared", type=integer_argument, default=0, metavar="BYTES", help="static shared memory per block")
    parser.add_argument("--dynamic-shared", type=integer_argument, default=0, metavar="BYTES", help="dynamic shared memory per block")
    parser.add_argument("--dynamic-shared-per-thread", type=integer_argument, default=0, metavar="BYTES",
                        help="dynamic shared memory that grows with the block: BYTES per thread (added to "
                        "--dynamic-shared; used for the best block size and the block-size curve)")
    parser.add_argument("--carveout", type=integer_argument, metavar="PERCENT",
                        help="preferred shared-memory carve-out, 0-100 %% (default: maximum shared memory)")
    parser.add_argument("--curves", action="store_true",
                        help="also print occupancy against block size, registers and shared memory")
    parser.add_argument("--plot", type=Path, metavar="OUT.png|svg|pdf", help="draw the curves (needs the plot extra)")
    add_json_option(parser)
    parser.set_defaults(func=run)


def _check(args: argparse.Namespace) -> int | None:
    for option, value in (("--registers", args.registers), ("--static-shared", args.static_shared),
                          ("--dynamic-shared", args.dynamic_shared),
                          ("--dynamic-shared-per-thread", args.dynamic_shared_per_thread)):
        if value < 0:
            raise InputError(f"must not be negative, got {value}", option)
    if args.carveout is not None and not 0 <= args.carveout <= 100:
        raise InputError(f"must be 0-100 percent, got {args.carveout}", "--carveout")
    if args.block is None:
        return None
    block = parse_dims(args.block, "--block")
    return block[0] * block[1] * block[2]


def _bar(occupancy: float) -> str:
    filled = round(occupancy * BAR_WIDTH)
    return "#" * filled + "." * (BAR_WIDTH - filled)


def _span(first: int, last: int) -> str:
    return f"{first}" if first == last else f"{first}-{last}"


def _print_runs(title: str, unit: str, points) -> None:
    from analyzer.gpu.occupancy_curves import runs  # lazy: start-up time (tests/cli/test_startup.py)

    print(title)
    print(f"  {unit:>13}  blocks/SM  warps/SM  occupancy  limiter")
    for first, last in runs(points):
        limiter = first.limiter if first.blocks_per_sm else f"none ({first.reason.removeprefix('launch cannot run: ')})"
        print(f"  {_span(first.value, last.value):>13}  {first.blocks_per_sm:>9}  {first.warps_per_sm:>8}  "
              f"{first.occupancy:>8.1%}  {limiter}")


def _print_block_curve(points, current: int | None) -> None:
    print("occupancy against block size:")
    print("  threads  blocks/SM  warps/SM  occupancy  limiter")
    for point in points:
        mark = "<" if point.value == current else " "
        limiter = point.limiter if point.blocks_per_sm else "none (cannot run)"
        print(f"  {point.value:>7}  {point.blocks_per_sm:>9}  {point.warps_per_sm:>8}  {point.occupancy:>8.1%}  "
              f"{limiter:<13} {_bar(point.occupancy)} {mark}".rstrip())


@dataclass(frozen=True)
class LaunchOccupancy:
    """The occupancy of the launch ``--block`` names: the calculation's ``result`` (an
    ``analyzer.gpu.occupancy`` record), the dynamic shared bytes at that block size, the
    48 KB opt-in ``warnings``, blocks per SM under each limit (None: no limit) and the curves against
    registers and shared memory."""

    threads: int
    dynamic_bytes: int
    result: Any
    warnings: tuple[str, ...]
    blocks_by_limit: dict[str, int | None]
    register_points: tuple
    shared_points: tuple


@dataclass(frozen=True)
class OccupancyAnswer:
    """What ``kerneltime occupancy`` computed: the GPU model, the dynamic shared memory rule, the
    best block size (``cudaOccMaxPotentialBlockSize``'s rule; None when none runs), the block-size
    curve and, with ``--block``, the ``LaunchOccupancy``."""

    gpu: Any
    dynamic: Any
    best: Any
    block_points: tuple
    launch: LaunchOccupancy | None


def run(args: argparse.Namespace) -> int:
    """Compute and print the occupancy of one launch, the best block size and the curves."""
    answer = _answer(args)
    if args.plot:
        _plot(answer, args)
    if args.json:
        emit_json(_payload(answer, args))
        return 0
    if answer.launch is not None:
        _print_launch(answer, args)
    else:
        print(f"{answer.gpu.id} (cc {'%d.%d' % answer.gpu.compute_capability}), {args.registers} registers/thread, "
              f"shared {args.static_shared} static + {args.dynamic_shared} dynamic B per block"
              + (f" + {args.dynamic_shared_per_thread} B per thread" if args.dynamic_shared_per_thread else ""))
    _print_best_and_curves(answer, args)
    if args.plot:
        print(f"wrote {args.plot}")
    return 0


def _answer(args: argparse.Namespace) -> OccupancyAnswer:
    """The best block size and the block-size curve, and the occupancy of the ``--block`` launch;
    InputError when that launch cannot run or no block size can."""
    from analyzer.gpu.loader import load_gpu  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.gpu.occupancy_curves import DynamicShared, block_size_curve, max_potential_block_size  # lazy: start-up time

    threads = _check(args)
    gpu = load_gpu(args.gpu)
    dynamic = DynamicShared(args.dynamic_shared, args.dynamic_shared_per_thread)
    best = max_potential_block_size(gpu, args.registers, args.static_shared, dynamic, args.carveout)
    block_points = tuple(block_size_curve(gpu, args.registers, args.static_shared, dynamic, args.carveout))
    launch = None if threads is None else _launch_occupancy(gpu, threads, dynamic, args)
    if launch is None and best is None:
        raise InputError(f"no block size can run with {args.registers} registers per thread and this shared memory "
                         f"on {gpu.id}", "--registers")
    return OccupancyAnswer(gpu, dynamic, best, block_points, launch)


def _launch_occupancy(gpu, threads: int, dynamic, args: argparse.Namespace) -> LaunchOccupancy:
    """NVIDIA's occupancy calculation for a block of ``threads`` threads with its curves;
    InputError naming the option at fault when the launch cannot run."""
    from analyzer.gpu.occupancy import NO_LIMIT, compute_occupancy  # lazy: start-up time (tests/cli/test_startup.py)
    from analyzer.gpu.occupancy_curves import register_curve, shared_curve, shared_memory_warnings  # lazy: start-up time

    if threads > gpu.limits.max_threads_per_block:
        raise InputError(f"a block has at most {gpu.limits.max_threads_per_block} threads on {gpu.id} "
                         f"(limits.max_threads_per_block), got {threads}", "--block")
    dynamic_bytes = dynamic.at(threads)
    result = compute_occupancy(gpu, threads, args.registers, args.static_shared, dynamic_bytes, args.carveout)
    if result.active_blocks_per_sm == 0:
        failing = [name for name, blocks in result.blocks_by_limit if blocks == 0]
        raise InputError(result.reason, LIMIT_OPTIONS.get(failing[0] if failing else "", "--block"))
    return LaunchOccupancy(
        threads, dynamic_bytes, result, tuple(shared_memory_warnings(gpu, args.static_shared, dynamic_bytes)),
        {name: (None if blocks == NO_LIMIT else blocks) for name, blocks in result.blocks_by_limit},
        tuple(register_curve(gpu, threads, args.static_shared, dynamic_bytes, args.carveout)),
        tuple(shared_curve(gpu, threads, args.registers, args.static_shared, args.carveout)))


def _payload(answer: OccupancyAnswer, args: argparse.Namespace) -> dict:
    """The ``--json`` object."""
    gpu, best, launch = answer.gpu, answer.best, answer.launch
    payload: dict = {"gpu": gpu.id, "registers": args.registers, "static_shared": args.static_shared,
                     "max_warps_per_sm": gpu.limits.max_warps_per_sm,
                     "max_potential_block_size": None if best is None else best.to_json(),
                     "curves": {"block_size": [point.to_json() for point in answer.block_points]}}
    if launch is not None:
        result = launch.result
        payload.update({
            "block_threads": launch.threads, "dynamic_shared": launch.dynamic_bytes,
            "active_blocks_per_sm": result.active_blocks_per_sm, "active_warps_per_sm": result.active_warps_per_sm,
            "occupancy": result.occupancy, "limiter": result.limiter, "limiters": list(result.limiters),
            "blocks_by_limit": launch.blocks_by_limit, "shared_per_block_allocated": result.shared_per_block_allocated,
            "carveout": result.carveout, "reason": result.reason, "warnings": list(launch.warnings)})
        payload["curves"].update({"registers": [point.to_json() for point in launch.register_points],
                                  "shared_memory": [point.to_json() for point in launch.shared_points]})
    return payload


def _plot(answer: OccupancyAnswer, args: argparse.Namespace) -> None:
    """The curves as a figure at ``--plot``."""
    from analyzer.cli.occupancy_plot import plot_curves  # lazy: start-up time (tests/cli/test_startup.py)

    launch = answer.launch
    panels = [("threads per block", list(answer.block_points), None if launch is None else launch.threads)]
    if launch is not None:
        panels += [("registers per thread", list(launch.register_points), args.registers),
                   ("shared memory per block (B)", list(launch.shared_points), args.static_shared + launch.dynamic_bytes)]
    plot_curves(panels, args.plot, f"{answer.gpu.id}: occupancy, {args.registers} registers/thread")


def _print_launch(answer: OccupancyAnswer, args: argparse.Namespace) -> None:
    """The text view of the ``--block`` launch's occupancy."""
    gpu, launch = answer.gpu, answer.launch
    result = launch.result
    print(f"{gpu.id} (cc {'%d.%d' % gpu.compute_capability}), block of {launch.threads} threads, "
          f"{args.registers} registers/thread, shared {args.static_shared} static + {launch.dynamic_bytes} dynamic B")
    print(f"active blocks per SM: {result.active_blocks_per_sm}")
    print(f"active warps per SM:  {result.active_warps_per_sm} of {gpu.limits.max_warps_per_sm}")
    print(f"occupancy:            {result.occupancy:.1%}")
    print(f"limiter:              {result.limiter}")
    print("blocks by limit:      " + ", ".join(f"{name} {'-' if blocks is None else blocks}"
                                               for name, blocks in launch.blocks_by_limit.items()))
    print(f"shared per block:     {result.shared_per_block_allocated} B allocated, carve-out {result.carveout} B")
    print(result.reason)
    for warning in launch.warnings:
        print(f"warning: {warning}")


def _print_best_and_curves(answer: OccupancyAnswer, args: argparse.Namespace) -> None:
    """The text view of the best block size and, as asked, the curves."""
    best, launch = answer.best, answer.launch
    threads = None if launch is None else launch.threads
    if best is not None:
        print(f"best block size:      {best.block_size} threads ({best.blocks_per_sm} blocks/SM, occupancy "
              f"{best.occupancy:.1%}; minimum grid {best.min_grid_size} blocks = {best.blocks_per_sm} x "
              f"{answer.gpu.sm_count} SMs), by cudaOccMaxPotentialBlockSize's rule: the largest block size with the most "
              "resident threads")
    if launch is None or args.curves:
        print()
        _print_block_curve(answer.block_points, threads)
    if launch is not None and args.curves:
        print()
        _print_runs(f"occupancy against registers per thread (block of {threads} threads):", "registers",
                    launch.register_points)
        print()
        _print_runs(f"occupancy against shared memory per block, static + dynamic B (block of {threads} threads, "
                    f"{args.registers} registers):", "bytes", launch.shared_points)
