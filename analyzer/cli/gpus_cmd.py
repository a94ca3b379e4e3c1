"""``kerneltime gpus [--show ID|FILE.yaml] [--template ID [--id NEW] [--out FILE]] [--json]``: the GPU
models; with ``--show`` every number of one model with its unit, status and source (estimates
marked); with ``--template`` a model file to start one's own GPU from the nearest shipped model."""

from __future__ import annotations

import argparse
from typing import Any

from pathlib import Path
from typing import TYPE_CHECKING
import difflib
import json
import os
import re
import tempfile

from analyzer.cli.commands import add_command_parser
from analyzer.cli.common import add_json_option, emit_json
from analyzer.errors import InputError

if TYPE_CHECKING:
    from analyzer.gpu.gpu_model import GpuModel

# unit of each number by its dotted key (prefix match, first wins)
UNITS = (
    ("compute_capability", ""), ("sm_count", "count"), ("processing_blocks_per_sm", "count"),
    ("sm_clock_mhz", "MHz"), ("warp_size", "threads"), ("units_per_processing_block.", "lanes"),
    ("latency.", "cycles"), ("issue_delay.", "cycles"), ("atomic_hot_set_per_clock.", "updates/clk"),
    ("memory.atomic_same_word_per_clock", "updates/clk"),
    ("memory.l1_hit", "fraction"), ("memory.l2_hit", "fraction"), ("memory.l1_bandwidth", "B/s"),
    ("memory.l2_bandwidth", "B/s"), ("memory.dram_bandwidth", "B/s"),
    ("memory.l2_size", "bytes"), ("memory.l1_shared", "bytes"), ("memory.", "cycles"),
    ("limits.carveouts", "bytes"), ("limits.shared", "bytes"), ("limits.reserved", "bytes"),
    ("limits.max_threads", "threads"), ("limits.max_warps", "warps"), ("limits.max_blocks", "blocks"),
    ("limits.max_barriers", "barriers"), ("limits.register", "registers"), ("limits.max_registers", "registers"),
    ("limits.sub_partitions", "count"),
)


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``gpus`` sub-command."""
    parser = add_command_parser(subparsers, "gpus")
    parser.add_argument("--show", metavar="ID|FILE.yaml", help="print every number of one model with its source")
    parser.add_argument("--template", metavar="ID", help="print a model file to start your own GPU from the nearest "
                        "shipped model ID (edit it, then --gpu FILE.yaml)")
    parser.add_argument("--id", dest="new_id", metavar="NEW", help="with --template: the id of the new model "
                        "(default: my-ID)")
    parser.add_argument("--out", type=Path, metavar="FILE.yaml", help="with --template: write the file instead of printing it")
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
        elif group in ("units_per_processing_block", "latency", "issue_delay", "sass_instructions"):
            values[key] = getattr(gpu, group)[rest]
        elif group == "memory":
            values[key] = getattr(gpu, rest)
        elif group == "atomic_hot_set_per_clock":
            values[key] = gpu.atomic_hot_set_per_clock[int(rest)]
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
    """List the models, show one in full, or print a template."""
    from analyzer.gpu.loader import list_gpu_ids, load_gpu  # lazy: start-up time (tests/cli/test_startup.py)

    if args.template:
        return _template(args)
    for option in ("new_id", "out"):
        if getattr(args, option) is not None:
            raise InputError("only with --template", "--id" if option == "new_id" else "--out")
    if not args.show:
        from analyzer.gpu.loader import gpu_models_dir  # lazy: start-up time (tests/cli/test_startup.py)

        rows = [_summary(load_gpu(gpu_id)) for gpu_id in list_gpu_ids()]
        if not rows:
            raise InputError("no GPU model files (*.yaml) in the GPU model folder", str(gpu_models_dir()))
        if args.json:
            emit_json({"gpus": rows})
            return 0
        width = max([12, *(len(row["id"]) for row in rows)])
        print(f"{'id':<{width}} {'cc':<4} {'SMs':>4} {'boost MHz':>9} {'DRAM GB/s':>9}  name")
        for row in rows:
            print(f"{row['id']:<{width}} {row['compute_capability']:<4} {row['sm_count']:>4} {row['sm_clock_mhz']:>9g} "
                  f"{row['dram_bandwidth_gbs']:>9g}  {row['name']}")
        return 0
    gpu = load_gpu(args.show, "--show")
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


TEMPLATE_HEADER = """\
# GPU model '{new_id}', started from the shipped model '{base}' ({name}) by `kerneltime gpus --template`.
# Use it with `--gpu {file}` on any command; `kerneltime gpus --show {file}` prints every number.
# Edit the numbers that differ on your GPU: at least name, sm_count, sm_clock_mhz (boost clock),
# memory.dram_bandwidth, memory.l2_bandwidth and, for another compute capability, limits.* and the
# latencies. For every number you change, also set its status (measured | published | estimated),
# source (TABLE#ROW: where the number comes from) and ref (the document). Every key is required;
# an error names this file, the line and the key. Numbers left as they are keep '{base}''s sources.
"""


def _template(args: argparse.Namespace) -> int:
    """Print or write the shipped model ``args.template`` as a template with a new id and name
    (validated by the loader before anything is written)."""
    from analyzer.gpu.loader import gpu_models_dir, list_gpu_ids, load_gpu_file  # lazy: start-up time (tests/cli/test_startup.py)

    if args.show:
        raise InputError("give either --show or --template", "--template")
    known = list_gpu_ids()
    if args.template not in known:
        close = difflib.get_close_matches(args.template, known, n=3, cutoff=0.3)
        hint = f"; nearest: {', '.join(close)}" if close else ""
        raise InputError(f"unknown GPU '{args.template}'{hint} (known: {', '.join(known)})", "--template")
    new_id = args.new_id or f"my-{args.template}"
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.-]*", new_id):
        raise InputError(f"an id is letters, digits, '_', '.', '-', got '{new_id}'", "--id")
    base_path = gpu_models_dir() / f"{args.template}.yaml"
    base = load_gpu_file(base_path)
    body = [line for line in base_path.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    body = [f"id: {new_id}" if line.startswith("id:") else
            f"name: {json.dumps(base.name + ' (edit: the name of your GPU)')}" if line.startswith("name:") else line for line in body]
    shown = str(args.out) if args.out else "FILE.yaml"
    text = TEMPLATE_HEADER.format(new_id=new_id, base=base.id, name=base.name, file=shown) + "\n".join(body) + "\n"
    if args.out is None:
        print(text, end="")
        return 0
    if args.out.exists():
        raise InputError("already exists; remove it or choose another --out", str(args.out))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=args.out.parent, prefix=f".{args.out.name}.", suffix=".yaml")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        load_gpu_file(temporary)  # the template must load as it is
        os.replace(temporary, args.out)
    finally:
        if os.path.exists(temporary):
            os.unlink(temporary)
    print(f"wrote {args.out}: model '{new_id}' from '{base.id}'; edit it, then use --gpu {args.out}")
    return 0
