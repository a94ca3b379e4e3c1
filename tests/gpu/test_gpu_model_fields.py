"""Every field of the GPU-model schema is read by a model (no number is shipped that
nothing uses), and the occupancy granularities come from the model file, not from constants.

The reader check walks the analyzer's sources with ``ast`` and collects every attribute read
outside the modules that only define, load, build or display the schema; each field of
``GpuModel``, ``OccupancyLimits`` and ``LaunchOverhead`` must be among them. On the schema of
b010f11 it names ``opcode_latency``, ``dram_peak_bandwidth``, ``dram_size``, ``bus_width``,
``register_allocation_granularity`` and ``warp_allocation_granularity``.
"""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import yaml

from analyzer.gpu.gpu_model import GpuModel, LaunchOverhead, OccupancyLimits
from analyzer.gpu.loader import gpu_models_dir, list_gpu_ids, load_gpu
from analyzer.gpu.occupancy import compute_occupancy

PACKAGE = Path(__file__).resolve().parents[2] / "analyzer"
# Modules that define, load, build or print the schema: a field read only there is read by no model.
SCHEMA_MODULES = {"models/gpu_model.py", "models/loader.py", "models/build_models.py", "models/tables.py",
                  "cli/gpus_cmd.py"}
SCHEMA = (GpuModel, OccupancyLimits, LaunchOverhead)


def _attributes_read_by_models() -> set[str]:
    names: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        if path.relative_to(PACKAGE).as_posix() in SCHEMA_MODULES:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names |= {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    return names


def test_every_schema_field_is_read_outside_the_schema_modules():
    read = _attributes_read_by_models()
    unread = [f"{record.__name__}.{field.name}" for record in SCHEMA for field in dataclasses.fields(record)
              if field.name not in read]
    assert unread == []


def test_every_shipped_model_file_holds_only_schema_fields():
    gpu_fields = {field.name for field in dataclasses.fields(GpuModel)}
    limit_fields = {field.name for field in dataclasses.fields(OccupancyLimits)}
    launch_fields = {field.name for field in dataclasses.fields(LaunchOverhead)}
    for gpu_id in list_gpu_ids():
        document = yaml.safe_load((gpu_models_dir() / f"{gpu_id}.yaml").read_text(encoding="utf-8"))
        assert set(document) - {"memory"} <= gpu_fields, gpu_id
        assert set(document["memory"]) <= gpu_fields, gpu_id
        optional_limits = {"max_barriers_per_sm"}
        assert set(document["limits"]) - optional_limits == limit_fields - optional_limits, gpu_id
        assert all(set(line) == launch_fields for line in document["launch_overhead"]), gpu_id
        load_gpu(gpu_id)


def _register_blocks(gpu: GpuModel, threads: int, registers: int) -> int:
    result = compute_occupancy(gpu, threads, registers, 0, 0)
    assert result.limiter == "registers"
    return result.active_blocks_per_sm


def test_register_allocation_unit_is_read_from_the_model():
    # A100, 128 threads (4 warps), 33 registers: 33 x 32 = 1056 -> 1280 per warp in 256-register
    # units; 65536 / 4 sub-partitions = 16384 -> 12 warps each, x 4 = 48 warps / 4 = 12 blocks.
    # With 512-register units: 1536 per warp -> 10 warps each, 40 / 4 = 10 blocks.
    a100 = load_gpu("a100")
    assert (a100.limits.register_allocation_unit, a100.limits.sub_partitions) == (256, 4)
    assert _register_blocks(a100, 128, 33) == 12
    coarse = dataclasses.replace(a100, limits=dataclasses.replace(a100.limits, register_allocation_unit=512))
    assert _register_blocks(coarse, 128, 33) == 10


def test_sub_partitions_set_the_warp_granularity_of_the_register_limit():
    # A100, 64 threads (2 warps), 48 registers: 1536 per warp; 16384 / 1536 = 10 warps per
    # sub-partition, x 4 = 40 warps / 2 = 20 blocks. Two sub-partitions: 32768 / 1536 = 21 warps
    # each, x 2 = 42 / 2 = 21 blocks.
    a100 = load_gpu("a100")
    assert _register_blocks(a100, 64, 48) == 20
    halved = dataclasses.replace(a100, limits=dataclasses.replace(a100.limits, sub_partitions=2))
    assert _register_blocks(halved, 64, 48) == 21
