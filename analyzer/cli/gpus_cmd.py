"""``kerneltime gpus [--show ID] [--json]``: the GPU models, and with ``--show`` every number of one
model with its unit, status and source (estimates marked)."""

from __future__ import annotations

import argparse
from typing import Any

from analyzer.cli.common import add_json_option, emit_json
from analyzer.models.gpu_model import GpuModel
from analyzer.models.loader import list_gpu_ids, load_gpu

# unit of each number by its dotted key (prefix match, first wins)
UNITS = (
    ("compute_capability", ""), ("sm_count", "count"), ("processing_blocks_per_sm", "count"),
    ("sm_clock_mhz", "MHz"), ("warp_size", "threads"), ("units_per_processing_block.", "lanes"),
    ("latency.", "cycles"), ("opcode_latency.", "cycles"), ("issue_delay.", "cycles"),
    ("memory.l1_hit", "fraction"), ("memory.l2_hit", "fraction"), ("memory.l1_bandwidth", "B/s"),
    ("memory.l2_bandwidth", "B/s"), ("memory.dram_bandwidth", "B/s"), ("memory.dram_peak", "B/s"),
    ("memory.l2_size", "bytes"), ("memory.l1_shared", "bytes"), ("memory.dram_size", "bytes"),
    ("memory.bus_width", "bits"), ("memory.", "cycles"),
    ("limits.carveouts", "bytes"), ("limits.shared", "bytes"), ("limits.reserved", "bytes"),
    ("limits.max_threads", "threads"), ("limits.max_warps", "warps"), ("limits.max_blocks", "blocks"),
    ("limits.max_barriers", "barriers"), ("limits.register", "registers"), ("limits.max_registers", "registers"),
    ("limits.sub_partitions", "count"), ("limits.warp_allocation", "warps"),
)


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``gpus`` sub-command."""
    parser = subparsers.add_parser("gpus", help="list GPU models; --show one with every number's source")
    parser.add_argument("--show", metavar="ID", help="print every number of one model with its source")
    add_json_option(parser)
    parser.set_defaults(func=run)


def _unit(key: str) -> str:
    if key.startswith("launch_overhead."):
        return "us/block" if key.endswith("slope_us") else "us"
    return next((unit for prefix, unit in UNITS if key.startswith(prefix)), "")


def _values(gpu: GpuModel) -> dict[str, Any]:
    """Every sourced number of ``gpu`` by its dotted key."""
    values: dict[str, Any] = {"compute_capability": "%d.%d" % gpu.compute_capability}
    for key in gpu.sources:
        if key == "compute_capability":
            continue
        group, _, rest = key.partition(".")
        if not rest:
            values[key] = getattr(gpu, key)
        elif group in ("units_per_processing_block", "latency", "opcode_latency", "issue_delay"):
            values[key] = getattr(gpu, group)[rest]
        elif group == "memory":
            values[key] = getattr(gpu, rest)
        elif group == "limits":
            name, _, index = rest.partition(".")
            value = getattr(gpu.limits, name)
            values[key] = value[int(index)] if index else value
        else:
            warps, _, part = rest.partition(".")
            values[key] = getattr(gpu.launch_overhead[int(warps[1:]) - 1], part)
    return values


def _summary(gpu: GpuModel) -> dict[str, Any]:
    return {"id": gpu.id, "name": gpu.name, "compute_capability": "%d.%d" % gpu.compute_capability,
            "sm_count": gpu.sm_count, "sm_clock_mhz": gpu.sm_clock_mhz, "dram_bandwidth_gbs": gpu.dram_bandwidth / 1e9}


def run(args: argparse.Namespace) -> int:
    """List the models, or show one in full."""
    if not args.show:
        rows = [_summary(load_gpu(gpu_id)) for gpu_id in list_gpu_ids()]
        if args.json:
            emit_json({"gpus": rows})
            return 0
        width = max([12, *(len(row["id"]) for row in rows)])
        print(f"{'id':<{width}} {'cc':<4} {'SMs':>4} {'boost MHz':>9} {'DRAM GB/s':>9}  name")
        for row in rows:
            print(f"{row['id']:<{width}} {row['compute_capability']:<4} {row['sm_count']:>4} {row['sm_clock_mhz']:>9g} "
                  f"{row['dram_bandwidth_gbs']:>9g}  {row['name']}")
        return 0
    gpu = load_gpu(args.show)
    values = _values(gpu)
    numbers = {key: {"value": values[key], "unit": _unit(key), "status": source.status,
                     "source": f"{source.table}#{source.row}", "reference": source.reference}
               for key, source in gpu.sources.items()}
    if args.json:
        emit_json({**_summary(gpu), "numbers": numbers})
        return 0
    estimated = sum(1 for number in numbers.values() if number["status"] == "estimated")
    print(f"{gpu.id}: {gpu.name}, cc {'%d.%d' % gpu.compute_capability}; sm_clock_mhz is the boost clock; "
          f"{len(numbers)} numbers, {estimated} estimated (marked *)")
    for key, number in numbers.items():
        mark = "*" if number["status"] == "estimated" else " "
        value = f"{number['value']:g}" if isinstance(number["value"], (int, float)) else str(number["value"])
        print(f"{mark} {key:<40} {value:>14} {number['unit']:<9} {number['status']:<9} {number['source']}")
        print(f"    {number['reference']}")
    return 0
