"""Measuring a sample kernel's run time on a GPU, written as the CSV ``kerneltime compare`` reads.

The sample's sidecar YAML (``samples/<name>/<name>.yaml``) says how to call a kernel:

    kernels:
      matmul:
        params: [C, A, B, wA, wB]
        buffers: {A: {type: f32, count: "hA*wA"}, ...}    # optional fill: uniform | zero
        sizes: {hA: 1024}
        launch: {grid: "wB/16, hA/16", block: "16, 16"}

``plan_launches`` expands the sweep into launch configurations and ``plan_arguments`` sizes every
buffer; both are pure. ``measure_kernel`` runs them with CUDA events (median of >= 20 launches
after warm-ups) and ``write_measurements`` writes the CSV with the GPU, clocks and driver header.
"""

from __future__ import annotations

import functools
import itertools
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence

import numpy as np

from analyzer.errors import InputError
from analyzer.ir import Kernel
from analyzer.measure.device import _cupy, run_info, time_launches
from analyzer.measure.records import RunInfo, write_table
from analyzer.safe_eval import evaluate_text

MAX_BUFFER_BYTES = 16 * 1024**3
#: The NumPy type of each PTX element type ``measure`` passes, as a buffer's elements and as a
#: scalar parameter (PTX ISA section 5.2.2: ``.b`` types are untyped bits of their width).
NUMPY_TYPES = {"f16": "float16", "f32": "float32", "f64": "float64",
               "s8": "int8", "u8": "uint8", "b8": "uint8", "s16": "int16", "u16": "uint16", "b16": "uint16",
               "s32": "int32", "u32": "uint32", "b32": "uint32", "s64": "int64", "u64": "uint64", "b64": "uint64"}
ELEMENT_BYTES = {name: np.dtype(numpy_type).itemsize for name, numpy_type in NUMPY_TYPES.items()}
#: A buffer's ``fill`` in the sidecar (``buffer_contents``); "" when the sidecar names none.
FILLS = ("", "uniform", "zero")


@dataclass(frozen=True)
class Argument:
    """One kernel argument: a buffer of ``count`` elements of ``element_type`` or a scalar."""

    name: str
    is_buffer: bool
    element_type: str
    count: int = 0
    value: float = 0
    fill: str = ""  # a buffer's contents: "uniform", "zero", or "" (the default of buffer_contents)


@dataclass(frozen=True)
class LaunchConfig:
    """A launch: grid, block (3-tuples), dynamic shared bytes and the scalar parameter values."""

    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    dynamic_shared: int
    values: tuple[tuple[str, float], ...]


def _dims(text: str, names: Mapping[str, object], where: str) -> tuple[int, int, int]:
    parts = [part for part in str(text).split(",") if part.strip()]
    values = [math.ceil(float(evaluate_text(part, names, where))) for part in parts]  # type: ignore[arg-type]
    if not 1 <= len(values) <= 3 or any(value <= 0 for value in values):
        raise InputError(f"launch dimensions '{text}' must be 1 to 3 positive numbers", where)
    return tuple(values + [1] * (3 - len(values)))  # type: ignore[return-value]


def plan_launches(spec: Mapping, values: Mapping[str, float], sweep: Mapping[str, Sequence[int]],
                  grid: tuple[int, int, int] | None, block: tuple[int, int, int] | None,
                  dynamic_shared: int, where: str) -> list[LaunchConfig]:
    """Every launch of the sweep (Kernel Tuner names ``block_size_x/y/z`` set the block; other
    swept names are parameter values). A grid not given is the sidecar's ``launch.grid``
    expression evaluated with the block size and values."""
    launch = spec.get("launch", {}) if isinstance(spec, Mapping) else {}
    names = list(sweep)
    configs = []
    for combination in itertools.product(*(sweep[name] for name in names)) if names else [()]:
        bound = {**spec.get("sizes", {}), **values, **dict(zip(names, combination))}
        block_dims = block or _dims(launch.get("block", "256"), bound, where)
        block_dims = tuple(bound.get(f"block_size_{axis}", dim) for axis, dim in zip("xyz", block_dims))
        bound.update({f"block_size_{axis}": dim for axis, dim in zip("xyz", block_dims)})
        if grid is not None:
            grid_dims = grid
        elif "grid" in launch:
            grid_dims = _dims(launch["grid"], bound, where)
        else:
            raise InputError("no --grid given and the sidecar has no launch.grid expression", where)
        scalar_values = tuple(sorted((key, value) for key, value in bound.items() if not key.startswith("block_size_")))
        configs.append(LaunchConfig(tuple(grid_dims), tuple(block_dims), dynamic_shared, scalar_values))  # type: ignore[arg-type]
    return configs


def plan_arguments(kernel: Kernel, spec: Mapping, values: Mapping[str, float], where: str) -> list[Argument]:
    """The kernel's arguments in order: buffers sized from the sidecar's ``buffers`` counts
    (expressions over parameter values and ``sizes``), scalars from ``values``."""
    buffers = spec.get("buffers", {}) if isinstance(spec, Mapping) else {}
    names = {**spec.get("sizes", {}), **values}
    arguments = []
    for param in kernel.params:
        if param.name in buffers:
            buffer = buffers[param.name]
            element_type = str(buffer.get("type", "f32"))
            if element_type not in ELEMENT_BYTES:
                raise InputError(f"buffer '{param.name}' has unknown type '{element_type}'", where)
            count = int(math.ceil(float(evaluate_text(str(buffer["count"]), names, where))))  # type: ignore[arg-type]
            if count <= 0 or count * ELEMENT_BYTES[element_type] > MAX_BUFFER_BYTES:
                raise InputError(f"buffer '{param.name}' of {count} elements is empty or too large", where)
            fill = str(buffer.get("fill", ""))
            if fill not in FILLS:
                raise InputError(f"buffer '{param.name}' has unknown fill '{fill}' (uniform or zero)", where)
            arguments.append(Argument(param.name, True, element_type, count, fill=fill))
        elif param.is_pointer:
            raise InputError(f"pointer parameter '{param.name}' has no 'buffers' entry in the sidecar", where)
        else:
            if param.name not in names:
                raise InputError(f"parameter '{param.name}' needs a value (--param {param.name}=...)", where)
            arguments.append(_scalar(param.name, param.type, float(names[param.name]), where))
    return arguments


def _scalar(name: str, type_name: str, value: float, where: str) -> Argument:
    """A scalar argument, refused (InputError) when its type is not one ``measure`` can pass (a
    by-value array or structure, a predicate) or an integer type cannot hold the value."""
    if type_name not in NUMPY_TYPES:
        raise InputError(f"parameter '{name}' of type '{type_name}' cannot be passed by measure "
                         f"(scalars of the types {', '.join(NUMPY_TYPES)} only)", where)
    dtype = np.dtype(NUMPY_TYPES[type_name])
    bits = dtype.itemsize * 8
    if dtype.kind in "iu" and (
            not math.isfinite(value) or value != int(value) or not -(1 << (bits - 1)) <= value < (1 << bits)):
        raise InputError(f"parameter '{name}' of type '{type_name}' cannot hold {value:g}", where)
    return Argument(name, False, type_name, value=value)


def scalar_argument(argument: Argument) -> np.generic:
    """The NumPy scalar a scalar argument is passed as: its PTX type's width and kind
    (``NUMPY_TYPES``), so that the parameters after it lie where the kernel reads them. An
    integer is passed as its two's-complement bits of that width: nvcc declares a C ``int`` or
    ``short`` parameter ``.u32``/``.u16``, and -3 reaches the kernel as the ``int`` -3."""
    dtype = np.dtype(NUMPY_TYPES[argument.element_type])
    if dtype.kind not in "iu":
        return dtype.type(argument.value)
    bits = np.array(int(argument.value) % (1 << (dtype.itemsize * 8)), dtype=f"u{dtype.itemsize}")
    return bits.view(dtype)[()]


def buffer_contents(argument: Argument, seed: int = 0) -> np.ndarray:
    """The host values of a buffer argument: with ``fill: uniform``, floats uniform in [0, 1) and
    integers uniform over their type's whole range; with ``fill: zero``, zeros. Without a fill (the
    samples measured on 2026-11-26), ``numpy.random.default_rng(seed).random(count)`` cast to the
    element type: floats uniform in [0, 1), integers all zero (the cast truncates), so a kernel whose
    control flow reads integer data (a histogram's bins) runs its all-zero path."""
    dtype = np.dtype(NUMPY_TYPES[argument.element_type])
    generator = np.random.default_rng(seed)
    if argument.fill == "zero":
        return np.zeros(argument.count, dtype=dtype)
    if argument.fill == "uniform" and dtype.kind in "iu":
        limits = np.iinfo(dtype)
        return generator.integers(limits.min, limits.max, size=argument.count, dtype=dtype, endpoint=True)
    return generator.random(argument.count).astype(dtype)


def measure_kernel(ptx_path: Path, kernel: Kernel, arguments: Sequence[Argument], configs: Sequence[LaunchConfig],
                   repeats: int = 20, warmup: int = 3) -> tuple[RunInfo, list[dict[str, object]]]:
    """Time every configuration on GPU 0: median, min and max of ``repeats`` launches (ms); each
    buffer holds ``buffer_contents``."""
    cupy = _cupy()
    function = _module(str(ptx_path)).get_function(kernel.name)
    device_args = []
    for argument in arguments:
        if argument.is_buffer:
            device_args.append(cupy.asarray(buffer_contents(argument)))
        else:
            device_args.append(scalar_argument(argument))
    rows = []
    for config in configs:
        times = time_launches(function, config.grid, config.block, tuple(device_args), config.dynamic_shared,
                              repeats=repeats, warmup=warmup)
        rows.append(measurement_row(kernel.plain_name, config, sorted(times)))
    return run_info(repeats, warmup), rows


@functools.lru_cache(maxsize=16)
def _module(path: str):
    """The loaded module of a PTX or cubin file (loaded once per process: the driver's JIT of a
    PTX file costs tens of milliseconds)."""
    return _cupy().RawModule(path=path)


def measurement_row(kernel_name: str, config: LaunchConfig, times_ms: Sequence[float]) -> dict[str, object]:
    """One CSV row: kernel, launch, parameter values, median/min/max time (ms), launch count."""
    ordered = sorted(times_ms)
    middle = len(ordered) // 2
    median = ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2
    row: dict[str, object] = {"kernel": kernel_name, "dynamic_shared": config.dynamic_shared}
    for axis, grid_dim, block_dim in zip("xyz", config.grid, config.block):
        row[f"block_{axis}"] = block_dim
        row[f"grid_{axis}"] = grid_dim
    row.update({name: (int(value) if float(value).is_integer() else value) for name, value in config.values})
    row.update({"time_ms": f"{median:.6f}", "min_ms": f"{ordered[0]:.6f}", "max_ms": f"{ordered[-1]:.6f}",
                "launches": len(ordered)})
    return row


def write_measurements(path: Path, info: RunInfo, rows: Sequence[Mapping[str, object]], source_file: str) -> None:
    """Write the measurement CSV (columns: kernel, block/grid dims, values, times) atomically."""
    fixed = ["kernel", "block_x", "block_y", "block_z", "grid_x", "grid_y", "grid_z", "dynamic_shared"]
    extra = sorted({key for row in rows for key in row} - set(fixed) - {"time_ms", "min_ms", "max_ms", "launches"})
    columns = fixed + extra + ["time_ms", "min_ms", "max_ms", "launches"]
    write_table(path, info, columns, rows, extra_header={"kernel_file": source_file})
