"""Load and validate ``gpu_models/<id>.yaml`` into ``GpuModel`` records.

The file is composed with line information (``yaml.compose``), so every error names the file, the
line and the dotted key at fault: a missing key, an unknown key, a value of the wrong type, a
non-positive number. Each number is a mapping ``{value, unit, status, source, ref[, derivation]}``
(see ``analyzer.gpu.build_models``); its provenance becomes a ``Source`` in ``GpuModel.sources``.

Model directory search order: ``$KERNELTIME_GPU_MODELS``; ``gpu_models/`` next to the ``analyzer``
package (a source checkout); ``<sys.prefix>/share/kerneltime/gpu_models`` (installed data files).
"""

from __future__ import annotations

import os
import re
import sys
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable

import yaml

import analyzer
from analyzer.errors import InputError, read_text_file
from analyzer.ir import ExecClass
from analyzer.gpu.gpu_model import GpuModel, LaunchOverhead, OccupancyLimits, Source

ENV_VARIABLE = "KERNELTIME_GPU_MODELS"
_COMPOSER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when available (same nodes, faster)
ENTRY_KEYS = ("value", "unit", "status", "source", "ref")
STATUSES = ("measured", "published", "estimated")
CLASSES = tuple(cls.value for cls in ExecClass)
SCALAR_FIELDS = ("sm_count", "processing_blocks_per_sm", "warp_size", "sm_clock_mhz")
MEMORY_FIELDS = ("l1_latency", "shared_latency", "l2_latency", "dram_latency", "uncoalesced_latency",
                 "l1_bandwidth_per_sm", "l2_bandwidth", "dram_bandwidth", "l1_hit", "l2_hit")
OPTIONAL_MEMORY_FIELDS = ("l2_size", "l1_shared_per_sm", "shared_wavefronts_per_clock", "l2_store_lines_per_clock",
                          "atomic_same_word_per_clock")
FLOAT_OPTIONAL_MEMORY_FIELDS = ("shared_wavefronts_per_clock", "l2_store_lines_per_clock",
                                "atomic_same_word_per_clock")
LIMIT_INT_FIELDS = ("max_threads_per_sm", "max_warps_per_sm", "max_blocks_per_sm", "max_threads_per_block",
                    "registers_per_sm", "max_registers_per_block", "max_registers_per_thread",
                    "register_allocation_unit", "sub_partitions",
                    "shared_per_sm", "shared_per_block", "shared_per_block_optin", "shared_allocation_unit",
                    "reserved_shared_per_block")
KIND_WORDS = {int: "an integer", float: "a number", str: "a string"}
ZERO_ALLOWED = {"limits.reserved_shared_per_block"}
OPTIONAL_TOP_KEYS = ("sass_instructions", "block_dispatch_us", "atomic_hot_set_per_clock")
TOP_KEYS = ("id", "name", "compute_capability", *SCALAR_FIELDS, "units_per_processing_block", "latency",
            "issue_delay", "memory", "limits", "launch_overhead")


def gpu_models_dir() -> Path:
    """The directory holding the model YAML files (search order in the module docstring)."""
    configured = os.environ.get(ENV_VARIABLE)
    if configured:
        path = Path(configured)
        if not path.is_dir():
            raise InputError(f"{ENV_VARIABLE} names no directory", configured)
        return path
    candidates = (Path(analyzer.__file__).resolve().parents[1] / "gpu_models",
                  Path(sys.prefix) / "share" / "kerneltime" / "gpu_models")
    for path in candidates:
        if path.is_dir():
            return path
    raise InputError(f"no gpu_models directory found (looked in {', '.join(map(str, candidates))}); "
                     f"set {ENV_VARIABLE}")


def list_gpu_ids() -> tuple[str, ...]:
    """Ids of every model in ``gpu_models_dir()``, sorted."""
    return tuple(sorted(path.stem for path in gpu_models_dir().glob("*.yaml")))


def is_model_file(name: str) -> bool:
    """Whether a ``--gpu`` value names a model file of the user's own (``.yaml``/``.yml`` or a path)
    rather than a shipped id."""
    return name.lower().endswith((".yaml", ".yml")) or "/" in name or os.sep in name


def load_gpu(gpu_id: str, option: str = "--gpu") -> GpuModel:
    """The model ``<gpu_models_dir()>/<gpu_id>.yaml``, or the user's own model file when
    ``gpu_id`` is a path (validated like the shipped models: errors name the file, line and key);
    an unknown id lists the known ones."""
    if is_model_file(gpu_id):
        if not Path(gpu_id).is_file():
            raise InputError("no such GPU model file (give a shipped id or a YAML file; "
                             "`kerneltime gpus --template ID` writes one to start from)", gpu_id)
        return load_gpu_file(gpu_id)
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.-]*", gpu_id):
        raise InputError(f"unknown GPU '{gpu_id}' (known: {', '.join(list_gpu_ids())}; or a model file "
                         "FILE.yaml of your own)", option)
    path = gpu_models_dir() / f"{gpu_id}.yaml"
    if not path.is_file():
        raise InputError(f"unknown GPU '{gpu_id}' (known: {', '.join(list_gpu_ids())}; or a model file "
                         "FILE.yaml of your own)", option)
    return load_gpu_file(path)


def load_gpu_file(path: str | Path) -> GpuModel:
    """Load and validate one model file (cached per resolved path and modification time)."""
    resolved = Path(path).resolve()
    try:
        stamp = resolved.stat().st_mtime_ns
    except OSError as error:
        raise InputError(f"cannot read: {error.strerror}", str(path)) from None
    return _load_cached(str(resolved), stamp, str(path))


@lru_cache(maxsize=64)
def _load_cached(resolved: str, stamp: int, shown: str) -> GpuModel:
    try:
        text = read_text_file(resolved, "GPU model file")
    except InputError as error:
        raise InputError(error.message, shown, error.line) from None
    try:
        root = yaml.compose(text, Loader=_COMPOSER)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        raise InputError(f"invalid YAML: {getattr(error, 'problem', None) or error}", shown,
                         mark.line + 1 if mark else None) from None
    if root is None:
        raise InputError("empty model file", shown, 1)
    return _Reader(shown).model(root)


def _line(node: yaml.Node) -> int:
    return node.start_mark.line + 1


class _Reader:
    """Walks the composed YAML tree, converting and checking every value."""

    def __init__(self, where: str):
        self.where = where
        self.sources: dict[str, Source] = {}
        self.constructor = yaml.constructor.SafeConstructor()

    def fail(self, node: yaml.Node, key: str, message: str) -> InputError:
        return InputError(f"{key}: {message}" if key else message, self.where, _line(node))

    def mapping(self, node: yaml.Node, key: str, required: tuple[str, ...] = (),
                optional: tuple[str, ...] = (), any_keys: bool = False) -> dict[str, tuple[yaml.Node, yaml.Node]]:
        if not isinstance(node, yaml.MappingNode):
            raise self.fail(node, key, "expected a mapping")
        items: dict[str, tuple[yaml.Node, yaml.Node]] = {}
        for key_node, value_node in node.value:
            name = str(key_node.value)
            if name in items:
                raise self.fail(key_node, _join(key, name), "duplicate key")
            if not any_keys and name not in required and name not in optional:
                raise self.fail(key_node, _join(key, name), "unknown key")
            items[name] = (key_node, value_node)
        for name in required:
            if name not in items:
                raise self.fail(node, _join(key, name), "missing key")
        return items

    def scalar(self, node: yaml.Node, key: str, kind: type) -> Any:
        wanted = KIND_WORDS.get(kind, f"a {kind.__name__}")
        if not isinstance(node, yaml.ScalarNode):
            raise self.fail(node, key, f"expected {wanted}")
        value = self.constructor.construct_object(node)
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if not isinstance(value, kind) or isinstance(value, bool):
            raise self.fail(node, key, f"expected {wanted}, got '{node.value}'")
        return value

    def number(self, node: yaml.Node, key: str, kind: type = float, check: Callable[[float], bool] | None = None,
               requirement: str = "must be positive") -> Any:
        items = self.mapping(node, key, ENTRY_KEYS, ("derivation",))
        value = self.scalar(items["value"][1], f"{key}.value", kind)
        allowed = check(value) if check else (value > 0 or (key in ZERO_ALLOWED and value == 0))
        if not allowed:
            raise self.fail(items["value"][1], f"{key}.value", f"{requirement}, got {value}")
        status = self.scalar(items["status"][1], f"{key}.status", str)
        if status not in STATUSES:
            raise self.fail(items["status"][1], f"{key}.status", f"must be one of {', '.join(STATUSES)}, got '{status}'")
        source = self.scalar(items["source"][1], f"{key}.source", str)
        table, _, row = source.partition("#")
        if not table or not row:
            raise self.fail(items["source"][1], f"{key}.source", f"expected TABLE#ROW, got '{source}'")
        reference = self.scalar(items["ref"][1], f"{key}.ref", str)
        self.scalar(items["unit"][1], f"{key}.unit", str)
        if "derivation" in items:
            derivation = self.scalar(items["derivation"][1], f"{key}.derivation", str)
            reference = f"{reference}; derivation: {derivation}"
        self.sources[key] = Source(table=table, row=row, reference=reference, status=status)
        return value

    def number_map(self, node: yaml.Node, key: str, required: tuple[str, ...] = (),
                   optional: tuple[str, ...] = (), any_keys: bool = False) -> dict[str, float]:
        items = self.mapping(node, key, required, optional, any_keys)
        return {name: self.number(value, _join(key, name)) for name, (_, value) in items.items()}

    def model(self, root: yaml.Node) -> GpuModel:
        items = self.mapping(root, "", TOP_KEYS, OPTIONAL_TOP_KEYS)
        node = {name: value for name, (_, value) in items.items()}
        gpu_id = self.scalar(node["id"], "id", str)
        name = self.scalar(node["name"], "name", str)
        cc_text = self.number(node["compute_capability"], "compute_capability", str,
                              lambda text: re.fullmatch(r"\d+\.\d+", text) is not None, "expected MAJOR.MINOR")
        major, minor = (int(part) for part in cc_text.split("."))
        scalars = {field: self.number(node[field], field, float if field == "sm_clock_mhz" else int)
                   for field in SCALAR_FIELDS}
        units = self.number_map(node["units_per_processing_block"], "units_per_processing_block", any_keys=True)
        latency = self.number_map(node["latency"], "latency", CLASSES)
        sass_instructions = (self.number_map(node["sass_instructions"], "sass_instructions", any_keys=True)
                             if "sass_instructions" in node else {})
        issue_delay = self.number_map(node["issue_delay"], "issue_delay", CLASSES)
        memory_items = self.mapping(node["memory"], "memory", MEMORY_FIELDS, OPTIONAL_MEMORY_FIELDS)
        memory = {}
        for field, (_, value) in memory_items.items():
            if field in OPTIONAL_MEMORY_FIELDS and field not in FLOAT_OPTIONAL_MEMORY_FIELDS:
                memory[field] = self.number(value, f"memory.{field}", int)
            elif field.endswith("_hit"):
                memory[field] = self.number(value, f"memory.{field}", float, lambda hit: 0 <= hit <= 1,
                                            "must be a fraction in [0, 1]")
            else:
                memory[field] = self.number(value, f"memory.{field}")
        limits = self.limits(node["limits"], scalars["warp_size"])
        launch = self.launch(node["launch_overhead"])
        dispatch = (self.number(node["block_dispatch_us"], "block_dispatch_us", float, lambda value: value > 0,
                                "must be positive") if "block_dispatch_us" in node else None)
        hot_sets = self.hot_sets(node["atomic_hot_set_per_clock"]) if "atomic_hot_set_per_clock" in node else {}
        return GpuModel(
            id=gpu_id, name=name, compute_capability=(major, minor), **scalars,
            units_per_processing_block=MappingProxyType(units), latency=MappingProxyType(latency),
            issue_delay=MappingProxyType(issue_delay),
            sass_instructions=MappingProxyType(sass_instructions), **memory, limits=limits, launch_overhead=launch, sources=MappingProxyType(dict(self.sources)),
            block_dispatch_us=dispatch, atomic_hot_set_per_clock=MappingProxyType(hot_sets),
        )

    def hot_sets(self, node: yaml.Node) -> dict[int, float]:
        """``atomic_hot_set_per_clock``: positive rates keyed by the hot set's size in bytes."""
        items = self.mapping(node, "atomic_hot_set_per_clock", any_keys=True)
        rates = {}
        for name, (key_node, value) in items.items():
            key = _join("atomic_hot_set_per_clock", name)
            if not re.fullmatch(r"[1-9]\d*", name):
                raise self.fail(key_node, key, "expected the hot set's size in bytes (a positive integer)")
            rates[int(name)] = self.number(value, key, float, lambda rate: rate > 0, "must be positive")
        return rates

    def limits(self, node: yaml.Node, warp_size: int) -> OccupancyLimits:
        items = self.mapping(node, "limits", (*LIMIT_INT_FIELDS, "carveouts"),
                             ("max_barriers_per_sm",))
        values: dict[str, Any] = {field: self.number(items[field][1], f"limits.{field}", int)
                                  for field in LIMIT_INT_FIELDS}
        carveout_node = items["carveouts"][1]
        if not isinstance(carveout_node, yaml.SequenceNode) or not carveout_node.value:
            raise self.fail(carveout_node, "limits.carveouts", "expected a non-empty list")
        carveouts = tuple(self.number(entry, f"limits.carveouts.{index}", int, lambda size: size >= 0,
                                      "must not be negative") for index, entry in enumerate(carveout_node.value))
        if list(carveouts) != sorted(set(carveouts)):
            raise self.fail(carveout_node, "limits.carveouts", "must be strictly ascending")
        values["carveouts"] = carveouts
        if "max_barriers_per_sm" in items:
            values["max_barriers_per_sm"] = self.number(items["max_barriers_per_sm"][1], "limits.max_barriers_per_sm", int)
        if values["max_warps_per_sm"] * warp_size != values["max_threads_per_sm"]:
            raise self.fail(items["max_warps_per_sm"][1], "limits.max_warps_per_sm",
                            "must equal max_threads_per_sm / warp_size")
        return OccupancyLimits(**values)

    def launch(self, node: yaml.Node) -> tuple[LaunchOverhead, ...]:
        if not isinstance(node, yaml.SequenceNode) or not node.value:
            raise self.fail(node, "launch_overhead", "expected a non-empty list")
        lines = []
        for index, entry in enumerate(node.value):
            items = self.mapping(entry, f"launch_overhead.{index}", ("warps_per_block", "slope_us", "intercept_us"))
            warps = self.scalar(items["warps_per_block"][1], f"launch_overhead.{index}.warps_per_block", int)
            if warps != index + 1:
                raise self.fail(items["warps_per_block"][1], f"launch_overhead.{index}.warps_per_block",
                                f"expected {index + 1} (block sizes 1, 2, ... warps in order)")
            prefix = f"launch_overhead.w{warps}"
            slope = self.number(items["slope_us"][1], f"{prefix}.slope_us", float, lambda v: v >= 0, "must not be negative")
            intercept = self.number(items["intercept_us"][1], f"{prefix}.intercept_us", float, lambda v: v >= 0,
                                    "must not be negative")
            lines.append(LaunchOverhead(warps, slope, intercept))
        return tuple(lines)


def _join(prefix: str, name: str) -> str:
    return f"{prefix}.{name}" if prefix else name
