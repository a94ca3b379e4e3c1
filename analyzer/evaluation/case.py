"""A validation case directory: ``case.yaml`` (the machine-readable keys of the validation set's
format) and ``measured.csv`` (one row per configuration).

Only the keys the format calls machine-readable are read: ``gpu`` / ``gpus``, ``kernel.source``,
``name``, ``symbol``, ``include_dirs``, ``extra_flags``, ``prelude``, ``strip_lines``,
``constexpr_tunables``, ``strip_pragma_when_zero``, ``arguments``, ``params``, ``param_columns``,
``tunables``, ``launch.dynamic_shared_bytes``, ``measured``, ``time_unit``, ``counters.columns``
(and ``what_was_timed`` for the report). Every malformed value is an InputError naming the file,
the line where known, and the key or column.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

import yaml

from analyzer.evaluation.case_notes import CaseNotes, case_notes
from analyzer.errors import InputError
from analyzer.evaluation.measured import MeasuredRow, read_rows


@dataclass(frozen=True)
class CaseGpu:
    """One GPU of a case: ``id`` (the ``gpu`` column value; the case id for single-GPU cases),
    the reported ``name``, ``arch`` (sm_XX), ``suggested_model`` and ``stand_in`` ids or None."""

    id: str
    name: str
    arch: str
    suggested_model: str | None = None
    stand_in: str | None = None

    @property
    def arch_number(self) -> int:
        """The compute capability as a number (sm_75 -> 75)."""
        return int(self.arch[3:].rstrip("abf"))


@dataclass(frozen=True)
class KernelSpec:
    """How to build the kernel: sources (relative to the case dir), kernel name and PTX symbol,
    include dirs, flags, prelude, stripped lines, constexpr tunables, pragma rule and arguments."""

    sources: tuple[str, ...]
    name: str
    symbol: str | None
    include_dirs: tuple[str, ...] = ()
    extra_flags: tuple[str, ...] = ()
    prelude: str = ""
    strip_lines: tuple[str, ...] = ()
    constexpr_tunables: tuple[str, ...] = ()
    strip_pragma_when_zero: tuple[str, ...] = ()
    arguments: tuple[str, ...] = ()
    params: Mapping[str, float] = field(default_factory=dict)
    param_columns: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Case:
    """A loaded case: its id and directory, GPUs (one, or several for ``gpu: per_row``), the
    kernel spec, tunables, the default dynamic shared bytes, timing text and the rows."""

    id: str
    directory: Path
    per_row_gpu: bool
    gpus: tuple[CaseGpu, ...]
    kernel: KernelSpec
    tunables: tuple[str, ...]
    dynamic_shared_default: int
    what_was_timed: str
    counter_columns: tuple[str, ...]
    rows: tuple[MeasuredRow, ...]
    notes: CaseNotes = CaseNotes()

    @property
    def family(self) -> str:
        """The case's kernel family (``notes.family``; else the case is a family of its own)."""
        return self.notes.family or self.id

    def gpu(self, gpu_id: str) -> CaseGpu:
        """The GPU with this id."""
        for gpu in self.gpus:
            if gpu.id == gpu_id:
                return gpu
        raise KeyError(gpu_id)


def _strings(value: Any, key: str, where: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    if not isinstance(value, list) or not all(isinstance(item, (str, int, float)) for item in value):
        raise InputError(f"'{key}' must be a list of strings", where)
    return tuple(str(item) for item in value)


def _mapping(value: Any, key: str, where: str) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise InputError(f"'{key}' must be a mapping", where)
    return {str(name): item for name, item in value.items()}


def _model_gpu(timing_model: str, default_id: str, where: str, directory: Path) -> CaseGpu:
    """A GPU given as a GPU model (``gpu: a100``, or ``gpu: my-gpu.yaml`` relative to the case
    directory): name and arch come from the model, which also predicts it."""
    from analyzer.gpu.loader import is_model_file, load_gpu  # lazy: only for a case whose gpu is a model id or file

    model_id = str(directory / timing_model) if is_model_file(timing_model) and not Path(timing_model).is_absolute() else timing_model
    try:
        gpu = load_gpu(model_id, f"{where}: gpu")
    except InputError as error:
        raise InputError(f"gpu '{timing_model}': {error.message}", where) from None
    major, minor = gpu.compute_capability
    return CaseGpu(default_id or gpu.id, gpu.name, f"sm_{major}{minor}", model_id)


def _gpu(entry: Any, default_id: str, where: str, directory: Path) -> CaseGpu:
    if isinstance(entry, str) and entry.strip() and entry != "per_row":
        return _model_gpu(entry.strip(), default_id, where, directory)
    if not isinstance(entry, dict) or not isinstance(entry.get("arch"), str) or not entry["arch"].startswith("sm_"):
        raise InputError("each GPU needs 'name' and 'arch: sm_XX', or is a GPU model id or file (gpu: a100)", where)
    gpu = CaseGpu(str(entry.get("id", default_id)), str(entry.get("name", "")), entry["arch"],
                  entry.get("suggested_model") or None, entry.get("stand_in") or None)
    try:
        gpu.arch_number
    except ValueError:
        raise InputError(f"bad arch '{gpu.arch}'", where) from None
    return gpu


def _kernel_spec(document: Mapping[str, Any], where: str) -> KernelSpec:
    kernel = _mapping(document.get("kernel"), "kernel", where)
    sources = _strings(kernel.get("source"), "kernel.source", where)
    if not sources or not isinstance(kernel.get("name"), str):
        raise InputError("'kernel.source' and 'kernel.name' are required", where)
    params = _mapping(kernel.get("params"), "kernel.params", where)
    for name, value in params.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise InputError(f"kernel.params '{name}' must be a finite number, got {value!r}", where)
    return KernelSpec(
        sources=sources, name=kernel["name"], symbol=kernel.get("symbol") or None,
        include_dirs=_strings(kernel.get("include_dirs"), "kernel.include_dirs", where),
        extra_flags=_strings(kernel.get("extra_flags"), "kernel.extra_flags", where),
        prelude=str(kernel.get("prelude") or ""),
        strip_lines=tuple(line.strip() for line in _strings(kernel.get("strip_lines"), "kernel.strip_lines", where)),
        constexpr_tunables=_strings(kernel.get("constexpr_tunables"), "kernel.constexpr_tunables", where),
        strip_pragma_when_zero=_strings(kernel.get("strip_pragma_when_zero"), "kernel.strip_pragma_when_zero", where),
        arguments=_strings(kernel.get("arguments"), "kernel.arguments", where),
        params=params,
        param_columns={name: str(column) for name, column in
                       _mapping(kernel.get("param_columns"), "kernel.param_columns", where).items()},
    )


def load_case(directory: Path, shared_notes: Mapping[str, CaseNotes] | None = None) -> Case:
    """Read ``case.yaml`` and the measured CSV of a case directory (rows of every status); the
    case's family and rows scored apart from its own keys, else from ``shared_notes`` (by case
    folder name: ``analyzer.evaluation.case_notes``)."""
    path = directory / "case.yaml"
    if not path.is_file():
        raise InputError("not a validation case (no case.yaml)", str(directory))
    try:
        document = yaml.safe_load(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise InputError("not a text file", str(path)) from None
    except yaml.YAMLError as error:
        line = getattr(getattr(error, "problem_mark", None), "line", None)
        raise InputError(f"not valid YAML: {getattr(error, 'problem', error)}", str(path),
                         None if line is None else line + 1) from None
    if not isinstance(document, dict):
        raise InputError("case.yaml must be a mapping", str(path))
    where = str(path)
    case_id = directory.resolve().name
    per_row = document.get("gpu") == "per_row"
    if per_row:
        entries = document.get("gpus")
        if not isinstance(entries, list) or not entries:
            raise InputError("'gpu: per_row' needs a 'gpus' list", where)
        gpus = tuple(_gpu(entry, "", where, directory) for entry in entries)
    else:
        gpus = (_gpu(document.get("gpu"), case_id, where, directory),)
    kernel = _kernel_spec(document, where)
    tunables = _strings(document.get("tunables"), "tunables", where)
    launch = _mapping(document.get("launch"), "launch", where)
    dynamic = launch.get("dynamic_shared_bytes", 0)
    dynamic_default = dynamic if isinstance(dynamic, int) and not isinstance(dynamic, bool) and dynamic >= 0 else 0
    counters = _mapping(document.get("counters"), "counters", where)
    counter_columns = _strings(counters.get("columns"), "counters.columns", where)
    unit = document.get("time_unit", "ms")
    if unit not in ("ms", "us"):
        raise InputError(f"time_unit must be ms or us, got {unit!r}", where)
    measured = directory / str(document.get("measured") or "measured.csv")
    rows = read_rows(measured, tunables, gpus, per_row, kernel, counter_columns, dynamic_default, unit)
    notes = case_notes(document, case_id, shared_notes or {}, where)
    return Case(case_id, directory, per_row, gpus, kernel, tunables, dynamic_default,
                " ".join(str(document.get("what_was_timed", "")).split()), counter_columns, rows, notes)
