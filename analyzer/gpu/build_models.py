"""Build ``gpu_models/<id>.yaml`` from the source tables in ``microbench_data/``.

Every table row is one number: ``gpu, key, value, unit, status, reference, derivation``. The
``gpu`` column scopes a row: a GPU id (``a100``), a compute capability (``cc8.0``, every GPU of
that capability) or ``all``. For each GPU and key the most specific scope wins; within a scope
``measured`` beats ``published`` beats ``estimated`` (so calibration tables dropped into
``microbench_data/`` override the published figures); two rows with the same scope and status are
an error. ``gpus.csv`` lists the GPUs (id, name, chip, compute capability). Reading the tables and
choosing the row per key live in ``analyzer.gpu.tables``.

Values not given by a row are derived here, each with its formula in the entry's ``derivation``:
issue delays (method C of Kleimenov and Popova 2021: ``delay = max(warpSize / units, 1)`` with
``units`` the lanes of the class's unit in one processing block), memory-class latencies (the
L1-hit or shared-memory latency), the uncoalesced latency (Hong and Kim 2009:
``Mem_LD + (32 - 1) * Departure_del_uncoal``), L1 bandwidth from bytes per clock, and the launch
overhead lines (method C) from cycle counts.

Run ``python -m analyzer.gpu.build_models`` to regenerate; ``--check`` compares instead.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any, Callable

import yaml

from analyzer.errors import InputError
from analyzer.files import write_atomically
from analyzer.ir import ExecClass
from analyzer.gpu.loader import FLOAT_OPTIONAL_MEMORY_FIELDS, MEMORY_FIELDS, OPTIONAL_MEMORY_FIELDS
from analyzer.gpu.tables import (  # noqa: F401 (TABLE_COLUMNS and read_tables are part of this module's interface)
    DATA_PREFIX, STATUS_RANK, TABLE_COLUMNS, GpuInfo, Row, read_tables, resolve_rows)

UNIT_KEYS = ("fp32", "fp16", "fp64", "int", "sfu", "conv", "ldst", "tensor", "shuffle", "barrier")
# The memory keys the loader reads (one list for writer and reader). Optional figures are emitted
# when a row gives them, whole numbers except the FLOAT_ ones.
MEMORY_KEYS = MEMORY_FIELDS
OPTIONAL_MEMORY_KEYS = OPTIONAL_MEMORY_FIELDS
FLOAT_OPTIONAL_MEMORY_KEYS = FLOAT_OPTIONAL_MEMORY_FIELDS
LIMIT_KEYS = ("max_threads_per_sm", "max_warps_per_sm", "max_blocks_per_sm", "max_threads_per_block",
              "registers_per_sm", "max_registers_per_block", "max_registers_per_thread",
              "register_allocation_unit", "sub_partitions", "shared_per_sm",
              "shared_per_block", "shared_per_block_optin", "shared_allocation_unit",
              "reserved_shared_per_block")
FLOAT_FIELDS = {"sm_clock_mhz"}
MAX_BLOCK_WARPS = 32

# Execution class -> the unit whose lanes per processing block set its issue delay. The second
# element says whether the mapping is the class's own unit (True) or a modelling assumption.
ISSUE_UNIT = {
    "fp32": ("fp32", True), "fp16": ("fp16", True), "fp64": ("fp64", True), "int": ("int", True),
    "sfu": ("sfu", True), "conv": ("conv", True), "mov": ("int", False),
    "ld_global": ("ldst", True), "st_global": ("ldst", True), "ld_shared": ("ldst", True),
    "st_shared": ("ldst", True), "ld_local": ("ldst", True), "st_local": ("ldst", True),
    "ld_const": ("ldst", False), "ld_param": ("ldst", False), "ld_tex": ("ldst", True),
    "atomic_global": ("ldst", True), "atomic_shared": ("ldst", True), "barrier": ("barrier", True),
    "shuffle": ("shuffle", True), "vote": ("int", False), "control": ("int", False),
    "tensor": ("tensor", True), "generic": ("int", False),
}

# latency.<class> derived from another key when no row gives it: (source key, factor, keeps the
# source status?, explanation).
LATENCY_RULES = {
    "ld_global": ("memory.l1_latency", 1, True, "L1-hit latency (the predictor replaces it by its mean access latency)"),
    "st_global": ("memory.l1_latency", 1, True, "L1-hit latency"),
    "ld_local": ("memory.l1_latency", 1, True, "L1-hit latency"),
    "st_local": ("memory.l1_latency", 1, True, "L1-hit latency"),
    "ld_tex": ("memory.l1_latency", 1, True, "L1-hit latency (texture path through L1)"),
    "ld_shared": ("memory.shared_latency", 1, True, "shared-memory latency"),
    "st_shared": ("memory.shared_latency", 1, True, "shared-memory latency"),
    "ld_param": ("latency.ld_const", 1, False, "kernel parameters live in a constant bank"),
    "mov": ("latency.int", 1, False, "moves and special-register reads costed as integer ops"),
    "vote": ("latency.int", 1, False, "no published figure: costed as an integer op"),
    "control": ("latency.int", 1, False, "no published figure: costed as an integer op"),
    "generic": ("latency.int", 1, False, "unknown opcodes costed as integer ops"),
    "atomic_shared": ("memory.shared_latency", 2, False, "no published figure: a read-modify-write round trip, twice the shared latency"),
    "barrier": ("memory.shared_latency", 1, False, "no published figure: one shared-memory round trip"),
    "shuffle": ("memory.shared_latency", 1, False, "no published figure: shuffles use the shared-memory crossbar"),
}
UNCOALESCED_DEPARTURE_DELAY = 2  # cycles per extra transaction (KLARAPTOR RTX 2070 SUPER profile)
WARP_TRANSACTIONS = 32


def _tidy(value: float) -> float | int:
    rounded = float(f"{value:.6g}")
    return int(rounded) if rounded.is_integer() and abs(rounded) < 2**53 else rounded


def _worst(*statuses: str) -> str:
    return min(statuses, key=lambda status: STATUS_RANK[status])


class _Builder:
    """Assembles one YAML document for one GPU from its resolved rows."""

    def __init__(self, gpu: GpuInfo, rows: dict[str, Row]):
        self.gpu = gpu
        self.rows = rows

    def row(self, key: str) -> Row:
        if key not in self.rows:
            raise InputError(f"{self.gpu.id}: no table row gives '{key}' (scope {self.gpu.id}, "
                             f"cc{self.gpu.compute_capability} or all)", DATA_PREFIX)
        return self.rows[key]

    def entry(self, key: str, as_int: bool = False) -> dict[str, Any]:
        row = self.row(key)
        value = row.value
        if as_int:
            if float(value) != int(value):
                raise InputError(f"{self.gpu.id}: '{key}' must be a whole number, got {value}", row.table, row.line)
            value = int(value)
        return _entry(value, row.unit, row.status, row.source, row.reference, row.derivation)

    def derived(self, value: float, unit: str, status: str, base: Row, derivation: str) -> dict[str, Any]:
        return _entry(_tidy(value), unit, status, base.source, base.reference, derivation)

    def latency(self, exec_class: str) -> dict[str, Any]:
        key = f"latency.{exec_class}"
        if key in self.rows or exec_class not in LATENCY_RULES:
            return self.entry(key)
        source_key, factor, keeps_status, why = LATENCY_RULES[exec_class]
        base = self.row(source_key)
        status = base.status if keeps_status else "estimated"
        formula = f"{factor} x {source_key}" if factor != 1 else source_key
        return self.derived(base.value * factor, "cycles", status, base, f"= {formula} = {_tidy(base.value * factor)}: {why}")

    def issue_delay(self, exec_class: str, warp_size: int) -> dict[str, Any]:
        unit_name, own_unit = ISSUE_UNIT[exec_class]
        note = ""
        if f"units.{unit_name}" not in self.rows and unit_name == "tensor":
            unit_name, own_unit, note = "fp16", False, "; no tensor cores: costed on the FP16 lanes"
        base = self.row(f"units.{unit_name}")
        delay = max(warp_size / base.value, 1)
        status = base.status if own_unit else "estimated"
        mapping = "" if own_unit else f"; {exec_class} issued on the {unit_name} lanes (assumption)"
        return self.derived(delay, "cycles", status, base,
                            f"method C: max(warpSize / units.{unit_name}, 1) = max({warp_size} / {_tidy(base.value)}, 1)"
                            f" = {_tidy(delay)}{mapping}{note}")

    def memory(self, name: str) -> dict[str, Any]:
        key = f"memory.{name}"
        if key in self.rows:
            return self.entry(key)
        if name == "uncoalesced_latency":
            base = self.row("memory.dram_latency")
            extra = (WARP_TRANSACTIONS - 1) * UNCOALESCED_DEPARTURE_DELAY
            return self.derived(base.value + extra, "cycles", "estimated", base,
                                f"Hong and Kim 2009: dram_latency + (32 - 1) x departure delay "
                                f"{UNCOALESCED_DEPARTURE_DELAY} (KLARAPTOR RTX 2070 SUPER profile) = {_tidy(base.value + extra)}")
        if name == "l1_bandwidth_per_sm":
            base, clock = self.row("memory.l1_bytes_per_clock"), self.row("sm_clock_mhz")
            value = base.value * clock.value * 1e6
            return self.derived(value, "B/s", _worst(base.status, clock.status), base,
                                f"{_tidy(base.value)} B/clk x {_tidy(clock.value)} MHz = {_tidy(value)} B/s")
        return self.entry(key)

    def resident_empty_blocks(self, warps: int) -> int:
        """Blocks of ``warps`` warps an SM holds at once when they use no registers or shared
        memory: min(block limit, warp limit / warps per block)."""
        max_blocks = int(self.row("limits.max_blocks_per_sm").value)
        max_warps = int(self.row("limits.max_warps_per_sm").value)
        return max(1, min(max_blocks, max_warps // warps))

    def launch(self, warps: int) -> dict[str, Any]:
        clock, sms = self.row("sm_clock_mhz"), self.row("sm_count")
        result: dict[str, Any] = {"warps_per_block": warps}
        for part in ("slope_us", "intercept_us"):
            for key in (f"launch.w{warps}.{part}", f"launch.{part}"):
                if key in self.rows:
                    result[part] = self.entry(key)
                    break
            else:
                if part == "slope_us":
                    base = self.row("launch.block_launch_cycles")
                    resident = self.resident_empty_blocks(warps)
                    value = base.value / (sms.value * resident * clock.value)
                    text = (f"{_tidy(base.value)} cycles per block, overlapped over the {resident} empty blocks "
                            f"of {warps} warps an SM holds at once, / ({sms.value} SM x {resident} x "
                            f"{_tidy(clock.value)} MHz) = {_tidy(value)} us per block")
                else:
                    base = self.row("launch.kernel_launch_cycles")
                    value = base.value / clock.value
                    text = f"{_tidy(base.value)} cycles / {_tidy(clock.value)} MHz = {_tidy(value)} us"
                result[part] = self.derived(value, "us/block" if part == "slope_us" else "us",
                                            _worst(base.status, clock.status), base, text)
        return result


def _entry(value: Any, unit: str, status: str, source: str, reference: str, derivation: str) -> dict[str, Any]:
    entry = {"value": value, "unit": unit, "status": status, "source": source, "ref": reference}
    if derivation:
        entry["derivation"] = derivation
    return entry


def build_document(gpu: GpuInfo, rows: list[Row]) -> dict[str, Any]:
    """The YAML document (plain dicts and lists) of one GPU model."""
    builder = _Builder(gpu, resolve_rows(gpu, rows))
    warp_size = int(builder.row("warp_size").value)
    document: dict[str, Any] = {
        "id": gpu.id,
        "name": gpu.name,
        "compute_capability": _entry(gpu.compute_capability, "", "published", f"{gpu.table}#{gpu.id}", gpu.reference, ""),
    }
    for key in ("sm_count", "processing_blocks_per_sm", "warp_size", "sm_clock_mhz"):
        document[key] = builder.entry(key, as_int=key not in FLOAT_FIELDS)
    document["units_per_processing_block"] = {
        name: builder.entry(f"units.{name}") for name in UNIT_KEYS if f"units.{name}" in builder.rows}
    document["latency"] = {cls.value: builder.latency(cls.value) for cls in ExecClass}
    document["issue_delay"] = {cls.value: builder.issue_delay(cls.value, warp_size) for cls in ExecClass}
    expansions = sorted(key for key in builder.rows if key.startswith("sass_instructions."))
    if expansions:
        document["sass_instructions"] = {key.split(".", 1)[1]: builder.entry(key, as_int=True) for key in expansions}
    document["memory"] = {name: builder.memory(name) for name in MEMORY_KEYS}
    document["memory"].update({name: builder.entry(f"memory.{name}", as_int=name not in FLOAT_OPTIONAL_MEMORY_KEYS)
                               for name in OPTIONAL_MEMORY_KEYS if f"memory.{name}" in builder.rows})
    limits: dict[str, Any] = {key: builder.entry(f"limits.{key}", as_int=True) for key in LIMIT_KEYS}
    carveout_keys = sorted((key for key in builder.rows if key.startswith("limits.carveouts.")),
                           key=lambda key: int(key.rsplit(".", 1)[1]))
    limits["carveouts"] = [builder.entry(key, as_int=True) for key in carveout_keys]
    if "limits.max_barriers_per_sm" in builder.rows:
        limits["max_barriers_per_sm"] = builder.entry("limits.max_barriers_per_sm", as_int=True)
    document["limits"] = limits
    document["launch_overhead"] = [builder.launch(warps) for warps in range(1, MAX_BLOCK_WARPS + 1)]
    if "launch.block_dispatch_us" in builder.rows:
        document["block_dispatch_us"] = builder.entry("launch.block_dispatch_us")
    hot_sets = sorted((key for key in builder.rows if key.startswith("atomic_hot_set_per_clock.")),
                      key=lambda key: int(key.rsplit(".", 1)[1]))
    if hot_sets:
        document["atomic_hot_set_per_clock"] = {key.rsplit(".", 1)[1]: builder.entry(key) for key in hot_sets}
    return document


def render_yaml(document: dict[str, Any]) -> str:
    """YAML text of a model document: one flow mapping per number, a header naming the builder."""
    header = (f"# GPU model '{document['id']}', generated by `python -m analyzer.gpu.build_models` from\n"
              "# microbench_data/ (do not edit: change the tables and regenerate). Every number is\n"
              "# {value, unit, status (measured|published|estimated), source row, ref[, derivation]}.\n"
              "# sm_clock_mhz is the boost clock.\n")
    body = yaml.safe_dump(document, sort_keys=False, default_flow_style=None, width=100000, allow_unicode=True)
    return header + body


def _known_key(key: str) -> bool:
    """Whether a table key is one the builder reads (catches typos in the tables)."""
    fixed = {"sm_count", "processing_blocks_per_sm", "warp_size", "sm_clock_mhz", "memory.l1_bytes_per_clock",
             "launch.block_launch_cycles", "launch.kernel_launch_cycles", "launch.slope_us", "launch.intercept_us",
             "launch.block_dispatch_us",
             "limits.max_barriers_per_sm"}
    fixed |= {f"units.{name}" for name in UNIT_KEYS} | {f"memory.{name}" for name in (*MEMORY_KEYS, *OPTIONAL_MEMORY_KEYS)}
    fixed |= {f"latency.{cls.value}" for cls in ExecClass} | {f"limits.{name}" for name in LIMIT_KEYS}
    patterns = (r"sass_instructions\.[a-z0-9_.]+", r"limits\.carveouts\.\d+", r"launch\.w\d+\.(slope|intercept)_us",
                r"atomic_hot_set_per_clock\.[1-9]\d*")
    return key in fixed or any(re.fullmatch(pattern, key) for pattern in patterns)


def build_all(data_dir: Path) -> dict[str, str]:
    """``{file name: YAML text}`` for every GPU in ``gpus.csv``."""
    gpus, rows = read_tables(data_dir)
    known_scopes = {gpu.id for gpu in gpus} | {f"cc{gpu.compute_capability}" for gpu in gpus} | {"all"}
    for row in rows:
        if row.scope not in known_scopes:
            raise InputError(f"unknown scope '{row.scope}' (a GPU id from gpus.csv, ccX.Y or all)", row.table, row.line)
        if not _known_key(row.key):
            raise InputError(f"unknown key '{row.key}'", row.table, row.line)
    return {f"{gpu.id}.yaml": render_yaml(build_document(gpu, rows)) for gpu in gpus}


def _repo_root() -> Path:
    return Path(__file__).resolve().parents[2]


def main(argv: list[str] | None = None, out: Callable[[str], Any] = print) -> int:
    """Regenerate (or with ``--check`` compare) every model file; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m analyzer.gpu.build_models", description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=_repo_root() / DATA_PREFIX, help="source tables directory")
    parser.add_argument("--out", type=Path, default=_repo_root() / "gpu_models", help="output directory for the YAML files")
    parser.add_argument("--check", action="store_true", help="compare with the files in --out instead of writing")
    args = parser.parse_args(argv)
    try:
        files = build_all(args.data)
    except InputError as error:
        sys.stderr.write(f"build_models: error: {error.one_line()}\n")
        return 2
    stale = [name for name, text in files.items()
             if not (args.out / name).is_file() or (args.out / name).read_text(encoding="utf-8") != text]
    if args.check:
        for name in stale:
            out(f"out of date: {args.out / name}")
        return 1 if stale else 0
    for name, text in files.items():
        write_atomically(args.out / name, text)
    out(f"wrote {len(files)} models to {args.out} ({len(stale)} changed)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
