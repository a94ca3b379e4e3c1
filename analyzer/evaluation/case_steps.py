"""The first steps of validating one case (``analyzer.evaluation.runner.validate_case``), each a
pure function over typed records: which rows are predicted (``sampled_rows``), which GPU model and
launch floor each measured GPU gets (``case_gpus``), and the case's kernel source texts
(``case_sources``). The compile, predict and score steps follow in the runner."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence

from analyzer.evaluation.case import Case, MeasuredRow
from analyzer.evaluation.gpus import resolve_gpu_model
from analyzer.evaluation.sample import stratified_sample
from analyzer.evaluation.sources import find_sources
from analyzer.evaluation.timing import (FLOOR_VARIANTS, HOST_LOCO, LaunchFloor, floor_for, floor_table_for, load_floors,
                                        timing_method, with_launch_floor)


@dataclass(frozen=True)
class CaseRows:
    """The rows a validation predicts: the ok rows and the rows the hardware refused."""

    ok: tuple[MeasuredRow, ...]
    refused: tuple[MeasuredRow, ...]


@dataclass(frozen=True)
class CaseGpus:
    """Per measured GPU (by the case's GPU id): the GPU-model id and model (None without one)
    with its launch floor applied (``resolved``); the floors of every variant (``variants``) and
    the one applied (``applied``, ``HOST_LOCO``)."""

    resolved: Mapping[str, tuple[str, object]]
    variants: Mapping[str, Mapping[str, LaunchFloor]]
    applied: Mapping[str, LaunchFloor]


@dataclass(frozen=True)
class CaseSources:
    """The kernel source texts of a case in ``kernel.source`` order, or why there are none
    (``failure``); the include folders the compiler gets."""

    texts: tuple[str, ...]
    failure: str | None
    include_dirs: tuple[str, ...]


def sampled_rows(case: Case, sample: int | None) -> CaseRows:
    """Every ok and refused row, or with ``sample`` a fixed, seeded, stratified sample of that
    many counted rows; rows scored apart and refused rows come beside it, pro rata."""
    ok_rows = [row for row in case.rows if row.ok]
    refused_rows = [row for row in case.rows if row.refused]
    if sample is not None:
        counted = [row for row in ok_rows if case.notes.apart_reason(row.config) is None]
        apart = [row for row in ok_rows if case.notes.apart_reason(row.config) is not None]
        apart_quota = round(sample * len(apart) / max(1, len(counted)))
        refused_quota = round(sample * len(refused_rows) / max(1, len(ok_rows)))
        chosen = {id(row) for rows, size in ((counted, sample), (apart, apart_quota))
                  for row in stratified_sample(rows, size, lambda row: row.gpu, lambda row: row.time_ms)}
        ok_rows = [row for row in ok_rows if id(row) in chosen]
        refused_rows = stratified_sample(refused_rows, refused_quota, lambda row: row.gpu, lambda row: 0.0)
    return CaseRows(tuple(ok_rows), tuple(refused_rows))


def case_gpus(case: Case, gpu_override: str | None, stand_ins: bool,
              launch_floors: Sequence[LaunchFloor] | None) -> CaseGpus:
    """The GPU model of each measured GPU (``evaluation.gpus.resolve_gpu_model``) and the launch
    floors of the case's timing method (``evaluation.timing``), the host's leave-one-out floor
    applied."""
    resolved = {gpu.id: resolve_gpu_model(gpu, gpu_override, stand_ins) for gpu in case.gpus}
    method = timing_method(case.what_was_timed)
    floors = load_floors(floor_table_for(case.directory)) if launch_floors is None else tuple(launch_floors)
    variants = {variant: {host: floor for host, (_, gpu) in resolved.items() if gpu is not None
                          for floor in [floor_for(variant, method, host, case.id, case.family, floors)] if floor}
                for variant in FLOOR_VARIANTS}
    applied = variants[HOST_LOCO]
    resolved = {host: (model_id, with_launch_floor(gpu, applied.get(host)) if gpu is not None else None)
                for host, (model_id, gpu) in resolved.items()}
    return CaseGpus(resolved, variants, applied)


def case_sources(case: Case, sources: Path | None) -> CaseSources:
    """The case's kernel sources (``evaluation.sources.find_sources``) read as text."""
    found = find_sources(case.id, case.directory, case.kernel.sources, sources)
    if isinstance(found, str):
        return CaseSources((), found, tuple(str((case.directory / name).resolve()) for name in case.kernel.include_dirs))
    include_dirs = sorted({str(path.resolve().parent) for path in found})
    include_dirs += [str((case.directory / name).resolve()) for name in case.kernel.include_dirs]
    try:
        texts = tuple(path.read_text(encoding="utf-8") for path in found)
    except (OSError, UnicodeDecodeError) as error:
        return CaseSources((), f"kernel source unreadable: {error}", tuple(include_dirs))
    return CaseSources(texts, None, tuple(include_dirs))
