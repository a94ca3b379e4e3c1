"""``kerneltime occupancy --gpu ID --block N --registers R [--static-shared S] [--dynamic-shared D]
[--carveout P] [--json]``: NVIDIA-exact resident blocks and warps per SM and the binding limiter."""

from __future__ import annotations

import argparse

from analyzer.cli.common import add_json_option, emit_json, parse_dims
from analyzer.errors import InputError
from analyzer.models.loader import load_gpu
from analyzer.models.occupancy import NO_LIMIT, compute_occupancy


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``occupancy`` sub-command."""
    parser = subparsers.add_parser("occupancy", help="resident blocks/warps per SM (cuda_occupancy.h logic)")
    parser.add_argument("--gpu", required=True, metavar="ID", help="GPU model id (see `kerneltime gpus`)")
    parser.add_argument("--block", required=True, metavar="X[,Y[,Z]]", help="block size in threads")
    parser.add_argument("--registers", required=True, type=int, metavar="R", help="registers per thread")
    parser.add_argument("--static-shared", type=int, default=0, metavar="BYTES", help="static shared memory per block")
    parser.add_argument("--dynamic-shared", type=int, default=0, metavar="BYTES", help="dynamic shared memory per block")
    parser.add_argument("--carveout", type=int, metavar="PERCENT",
                        help="preferred shared-memory carve-out, 0-100 %% (default: maximum shared memory)")
    add_json_option(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Compute and print the occupancy of one launch."""
    block = parse_dims(args.block, "--block")
    threads = block[0] * block[1] * block[2]
    for option, value in (("--registers", args.registers), ("--static-shared", args.static_shared),
                          ("--dynamic-shared", args.dynamic_shared)):
        if value < 0:
            raise InputError(f"must not be negative, got {value}", option)
    if args.carveout is not None and not 0 <= args.carveout <= 100:
        raise InputError(f"must be 0-100 percent, got {args.carveout}", "--carveout")
    gpu = load_gpu(args.gpu)
    result = compute_occupancy(gpu, threads, args.registers, args.static_shared, args.dynamic_shared, args.carveout)
    limits = {name: (None if blocks == NO_LIMIT else blocks) for name, blocks in result.blocks_by_limit}
    if args.json:
        emit_json({
            "gpu": gpu.id, "block_threads": threads, "active_blocks_per_sm": result.active_blocks_per_sm,
            "active_warps_per_sm": result.active_warps_per_sm, "occupancy": result.occupancy,
            "limiter": result.limiter, "limiters": list(result.limiters), "blocks_by_limit": limits,
            "max_warps_per_sm": gpu.limits.max_warps_per_sm,
            "shared_per_block_allocated": result.shared_per_block_allocated, "carveout": result.carveout,
            "reason": result.reason,
        })
        return 0
    print(f"{gpu.id} (cc {'%d.%d' % gpu.compute_capability}), block of {threads} threads, "
          f"{args.registers} registers/thread, shared {args.static_shared} static + {args.dynamic_shared} dynamic B")
    print(f"active blocks per SM: {result.active_blocks_per_sm}")
    print(f"active warps per SM:  {result.active_warps_per_sm} of {gpu.limits.max_warps_per_sm}")
    print(f"occupancy:            {result.occupancy:.1%}")
    print(f"limiter:              {result.limiter}")
    print("blocks by limit:      " + ", ".join(f"{name} {'-' if blocks is None else blocks}"
                                               for name, blocks in limits.items()))
    print(f"shared per block:     {result.shared_per_block_allocated} B allocated, carve-out {result.carveout} B")
    print(result.reason)
    return 0
