"""Validate one case: compile every configuration, predict it with every model, score.

Per ``ok`` row (after ``--sample``): the case GPU's project model (``gpus.resolve_gpu_model``),
the compiled PTX of the row's configuration (``compile``), the kernel model bound to the row's
launch and scalar arguments (registers from ptxas, cached with the PTX), and one prediction per
model through ``analyzer.predict.api.predict``. A row is predicted when every model predicts it;
otherwise its first failure is recorded under a reason. Rows the hardware refused (a failure
status other than "never run") are checked against the occupancy calculation: does ``predict``
refuse them too. Compilations run in ``workers`` threads, predictions and refused-row checks in
one map over ``workers`` forked processes (``analyzer.parallel``).
"""

from __future__ import annotations

import dataclasses
import re
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Mapping, Sequence

from analyzer.analysis.build import build_kernel_model
from analyzer.errors import InputError
from analyzer.frontend import load_module
from analyzer.frontend.param_range import value_problem
from analyzer.predict import api
from analyzer.predict.records import Prediction, PredictOptions
from analyzer.evaluation.case import Case, MeasuredRow
from analyzer.evaluation.case_steps import CaseSources, case_gpus, case_sources, sampled_rows
from analyzer.toolchain.compile import CompiledPtx, compile_all, job_for, remember_ptxas, uses_nvcc
from analyzer.evaluation.counters import CounterScore, score_counters
from analyzer.evaluation.registers import (REGISTER_STAND_IN, as_measured_binary, nvcc_registers,
                                          registers_the_hardware_ran)
from analyzer.evaluation.metrics import Scores, score
from analyzer.parallel import map_in_order
from analyzer.evaluation.remote_rows import remote_outcomes
from analyzer.evaluation.row_inputs import RowInputs
from analyzer.evaluation.rulings import COMPILER_DIFFERS, compiler_differs
from analyzer.evaluation.timing import HOST_LOCO, LaunchFloor

Progress = Callable[[str, int, int], None]
#: Parsed PTX modules kept in memory at once (rows of one configuration share one).
MODULE_CACHE_SIZE = 8


@dataclass(frozen=True)
class RowResult:
    """One ok row: the GPU model id, the prediction per model (empty when it failed), the
    failure reason (grouping key) and full message when it failed, and the models' inputs when
    they were kept."""

    row: MeasuredRow
    gpu_model: str
    predictions: Mapping[str, Prediction]
    failure: str | None = None
    message: str = ""
    apart: str | None = None
    inputs: RowInputs | None = None

    @property
    def counted(self) -> bool:
        """Whether the row counts in its case's figures (predicted and not scored apart)."""
        return self.failure is None and self.apart is None


@dataclass(frozen=True)
class CaseResult:
    """A validated case: rows evaluated (``sampled_from`` ok rows before sampling), GPU model per
    case GPU, models scored, per-model scores of the counted rows and counter comparisons, how
    many refused rows were checked and how many of them ``predict`` refuses too, the launch floor
    applied per case GPU (host), the scores under the other floor variants, and the scores of the
    predicted rows scored apart (``rulings``)."""

    case: Case
    gpu_models: Mapping[str, str]
    models: tuple[str, ...]
    default_model: str
    rows: tuple[RowResult, ...]
    sampled_from: int
    scores: Mapping[str, Scores]
    counters: Mapping[str, Mapping[str, CounterScore]]
    refused_checked: int
    refused_by_predict: int
    refused_unchecked: Mapping[str, int]
    launch_floors: Mapping[str, LaunchFloor] = dataclasses.field(default_factory=dict)
    floor_variants: Mapping[str, Mapping[str, LaunchFloor]] = dataclasses.field(default_factory=dict)
    variant_scores: Mapping[str, Mapping[str, Scores]] = dataclasses.field(default_factory=dict)
    apart_scores: Mapping[str, Scores] = dataclasses.field(default_factory=dict)

    @property
    def predicted(self) -> int:
        """Rows every model predicted that count in the figures."""
        return sum(1 for row in self.rows if row.counted)

    def failures(self) -> dict[str, int]:
        """Rows failing inside the tool per reason, most frequent first."""
        return _counts(row.failure for row in self.rows if row.failure is not None and row.failure != COMPILER_DIFFERS)

    def scored_apart(self) -> dict[str, int]:
        """Rows reported apart per reason (``rulings``), most frequent first."""
        return _counts(row.apart or row.failure for row in self.rows
                       if row.apart is not None or row.failure == COMPILER_DIFFERS)


def _counts(reasons) -> dict[str, int]:
    counts: dict[str, int] = {}
    for reason in reasons:
        counts[reason] = counts.get(reason, 0) + 1
    return dict(sorted(counts.items(), key=lambda item: (-item[1], item[0])))


def failure_reason(message: str) -> str:
    """The grouping key of a failure message: known causes by name, else the message with
    numbers and quoted names replaced (so one cause is one group)."""
    if "data-dependent trip count" in message:
        return "data-dependent trip count (the analysis asks for --trip)"
    match = re.search(r"cannot run on \S+: 0 blocks fit on an SM \(([^)]*)\)", message)
    if match:
        return "launch refused by the occupancy calculation: " + re.sub(r"\d+", "N", match.group(1))
    generic = re.sub(r"'[^']*'", "'…'", message)
    return re.sub(r"\d+(\.\d+)?", "N", generic)[:160]


def _kernel_of(module, spec):
    names = [spec.symbol] if spec.symbol else []
    names.append(spec.name)
    for name in names:
        for kernel in module.kernels:
            if name in (kernel.name, kernel.plain_name):
                return kernel
    pattern = re.compile(rf"_Z{len(spec.name)}{re.escape(spec.name)}")
    for kernel in module.kernels:
        if pattern.match(kernel.name):
            return kernel
    return None


class _Modules:
    """Parsed PTX per file, a few at a time; the cached ptxas facts of each file are handed to
    the analysis so that no ptxas runs again."""

    def __init__(self) -> None:
        self._cache: OrderedDict[Path, object] = OrderedDict()

    def get(self, compiled: CompiledPtx):
        """The parsed module of a compiled configuration (parsed once while it stays cached)."""
        path = compiled.ptx_path
        module = self._cache.get(path)
        if module is None:
            module = load_module(path)
            if module.ptx_text:
                declared = re.search(r"^\s*\.target\s+(sm_\d+)", module.ptx_text, re.MULTILINE)
                remember_ptxas(module.ptx_text, module.target or (declared.group(1) if declared else ""), compiled)
            self._cache[path] = module
            if len(self._cache) > MODULE_CACHE_SIZE:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(path)
        return module


def _bindings(case: Case, row: MeasuredRow, kernel) -> dict[str, float]:
    arguments = case.kernel.arguments
    if arguments and len(arguments) != len(kernel.params):
        raise InputError(f"kernel has {len(kernel.params)} parameters but case.yaml lists {len(arguments)} arguments",
                         str(case.directory / "case.yaml"))
    values = {**case.kernel.params, **row.arguments}
    bindings: dict[str, float] = dict(row.launch.symbols())
    for param, name in zip(kernel.params, arguments):
        if name in values:
            problem = value_problem(param, values[name])
            if problem is not None:  # a value the kernel cannot receive: the case file is wrong
                where = "measured.csv" if name in row.arguments else "case.yaml"
                raise InputError(f"argument '{name}' of kernel '{kernel.plain_name}': {problem}",
                                 str(case.directory / where))
            bindings[param.name] = values[name]
    return bindings


def _kernel_model(case: Case, row: MeasuredRow, compiled: CompiledPtx, modules: _Modules):
    module = modules.get(compiled)
    kernel = _kernel_of(module, case.kernel)
    if kernel is None:
        raise InputError(f"no kernel '{case.kernel.symbol or case.kernel.name}' in the compiled PTX", str(compiled.ptx_path))
    bindings = _bindings(case, row, kernel)
    return build_kernel_model(module, kernel, bindings, row.launch.dynamic_shared), bindings


def _predict_row(case: Case, row: MeasuredRow, gpu_id: str, gpu, compiled: CompiledPtx, modules: _Modules,
                 timing_models: Sequence[str], stand_in: CompiledPtx | None = None, keep_inputs: bool = False) -> RowResult:
    apart = case.notes.apart_reason(row.config, f"{case.id}: scored_apart")
    if compiled.ptx_path is None:
        return RowResult(row, gpu_id, {}, "compile failed: " + failure_reason(compiled.error), compiled.error, apart)
    try:
        kernel_model, bindings = _kernel_model(case, row, compiled, modules)
        kernel_model = nvcc_registers(kernel_model, stand_in)
        kernel_model = registers_the_hardware_ran(kernel_model, gpu, row.launch, compiled.ptxas_arch)
        kernel_model = as_measured_binary(kernel_model, row.binary)
        predictions = {name: api.predict(kernel_model, gpu, row.launch, PredictOptions(timing_model=name, bindings=bindings))
                       for name in timing_models}
    except InputError as error:
        reason = COMPILER_DIFFERS if compiler_differs(error.message) else failure_reason(error.message)
        return RowResult(row, gpu_id, {}, reason, error.one_line(), apart)
    return RowResult(row, gpu_id, predictions, apart=apart,
                     inputs=RowInputs(kernel_model, gpu, dict(bindings)) if keep_inputs else None)


def _job_number(job, jobs: list, job_index: dict) -> int:
    key = (job.arch, job.defines, job.unit)
    if key not in job_index:
        job_index[key] = len(jobs)
        jobs.append(job)
    return job_index[key]


def _refused_by_predict(case: Case, row: MeasuredRow, gpu, compiled: CompiledPtx, modules: _Modules,
                        stand_in: CompiledPtx | None = None) -> bool:
    """Whether the toolchain or ``predict``'s occupancy calculation refuses a row the hardware
    refused (compile or ptxas failure, too many threads, 0 resident blocks)."""
    if compiled.ptx_path is None or "too much" in compiled.ptxas_error or "too many" in compiled.ptxas_error:
        return True
    try:
        model, _ = _kernel_model(case, row, compiled, modules)
        return api.residency_for(nvcc_registers(model, stand_in), gpu, row.launch).blocks_per_sm <= 0
    except InputError:
        return True


def validate_case(case: Case, timing_models: Sequence[str], default_model: str, sample: int | None = None,
                  sources: Path | None = None, workers: int = 2, progress: Progress | None = None,
                  gpu_override: str | None = None, stand_ins: bool = False,
                  launch_floors: Sequence[LaunchFloor] | None = None, keep_inputs: bool = False,
                  executor=None) -> CaseResult:
    """Compile, predict and score one case (see module doc); ``gpu_override`` predicts every
    row on that GPU model instead of the case's own; ``stand_ins`` predicts GPUs without a model
    on a stand-in of the same architecture (reported as such). Rows of a timing method with a
    fitted launch floor (``launch_floors``, default ``microbench_data/launch_floor.fit.csv``) are
    predicted with their host's floor fitted on the other cases, and scored as well under the
    other floor variants (``analyzer.evaluation.timing``). ``keep_inputs`` keeps each predicted row's
    ``RowInputs`` in its result (tools/rescore/saved_rows.py). A remote ``executor`` (``analyzer.engine``: Ray)
    runs one task per compiled configuration: its compilation (the PTX cache shared by content,
    ``analyzer.tuning.shared_ptx``) and the prediction of its rows; the result is the same."""
    rows = sampled_rows(case, sample)
    ok_rows, refused_rows = list(rows.ok), list(rows.refused)
    gpus = case_gpus(case, gpu_override, stand_ins, launch_floors)
    resolved, variants, applied = gpus.resolved, gpus.variants, gpus.applied
    source = case_sources(case, sources)
    jobs, row_job, stand_in_job = _row_jobs(case, [*ok_rows, *refused_rows], resolved, source)
    checkable: list[MeasuredRow] = []
    unchecked: dict[str, int] = {}
    for row in refused_rows:
        if id(row) in row_job:
            checkable.append(row)
        else:
            unchecked[row.status] = unchecked.get(row.status, 0) + 1
    items = [(True, row) for row in ok_rows] + [(False, row) for row in checkable]
    task = _RowTask(case, resolved, tuple(timing_models), keep_inputs, source.failure)
    if executor is not None and executor.remote:
        outcomes = remote_outcomes(executor, task, items, jobs, row_job, stand_in_job, progress)
    else:
        outcomes = _local_outcomes(task, items, jobs, row_job, stand_in_job, workers, progress)
    results: list[RowResult] = outcomes[:len(ok_rows)]  # type: ignore[assignment]
    checked, matched = len(checkable), sum(outcomes[len(ok_rows):])  # type: ignore[arg-type]
    counted = [result for result in results if result.counted]
    counters = {name: score_counters([(result.row.counters, result.predictions[name]) for result in counted
                                      if result.row.counters]) for name in timing_models}
    shifted = {variant: _score_rows(counted, timing_models, applied, chosen) for variant, chosen in variants.items()
               if variant != HOST_LOCO and chosen}
    apart = [result for result in results if result.failure is None and result.apart is not None]
    return CaseResult(case, {gpu: model_id for gpu, (model_id, _) in resolved.items()}, tuple(timing_models), default_model,
                      tuple(results), len([row for row in case.rows if row.ok]), _score_rows(counted, timing_models),
                      counters, checked, matched, unchecked, applied, variants, shifted,
                      _score_rows(apart, timing_models) if apart else {})


def _row_jobs(case: Case, rows: Sequence[MeasuredRow], resolved: Mapping[str, tuple[str, object]],
              source: CaseSources) -> tuple[list, dict, dict]:
    """The compile step's jobs: one per distinct translation unit and target of the rows that
    have a GPU model and sources (plus an nvcc register stand-in for each clang target). Returns
    the jobs, the job number of each row (by ``id``) and the stand-in job number of each clang job."""
    jobs, job_index, row_job, stand_in_job = [], {}, {}, {}
    for row in rows:
        if resolved[row.gpu][1] is None or source.failure is not None:
            continue
        job = job_for(list(source.texts), case.kernel, case.tunables, row.config, case.gpu(row.gpu).arch,
                      list(source.include_dirs))
        row_job[id(row)] = _job_number(job, jobs, job_index)
        if not uses_nvcc(job.arch):
            stand_in_job[row_job[id(row)]] = _job_number(dataclasses.replace(job, arch=REGISTER_STAND_IN), jobs, job_index)
    return jobs, row_job, stand_in_job


@dataclass(frozen=True)
class _RowTask:
    """Predicting rows of one case: a row the hardware ran (``ok``) or the check of a refused
    row, given its compiled configuration (and the sm_75 stand-in of a clang target);
    ``source_failure``: why the case has no sources (None when it has them)."""

    case: Case
    resolved: Mapping[str, tuple]
    models: tuple[str, ...]
    keep_inputs: bool
    source_failure: str | None

    def new_modules(self) -> "_Modules":
        """An empty parsed-module cache (one per worker task)."""
        return _Modules()

    def __call__(self, ok: bool, row: MeasuredRow, compiled: CompiledPtx | None, stand_in: CompiledPtx | None,
                 modules: "_Modules") -> RowResult | bool:
        gpu_id, gpu = self.resolved[row.gpu]
        if not ok:
            return _refused_by_predict(self.case, row, gpu, compiled, modules, stand_in)  # type: ignore[arg-type]
        if gpu is None:
            return RowResult(row, gpu_id, {}, f"no GPU model {gpu_id}", f"no GPU model file for '{gpu_id}'")
        if self.source_failure is not None:
            return RowResult(row, gpu_id, {}, self.source_failure.split(" (looked")[0], self.source_failure)
        return _predict_row(self.case, row, gpu_id, gpu, compiled, modules, self.models, stand_in,  # type: ignore[arg-type]
                            self.keep_inputs)


def _local_outcomes(task: _RowTask, items, jobs, row_job, stand_in_job, workers, progress) -> list:
    """Compile every job on ``workers`` threads, then predict the rows in forked processes."""
    if progress:  # the phases' clocks start now
        progress("compile", 0, len(jobs))
    compiled = compile_all(jobs, workers, progress=(lambda done, total: progress("compile", done, total))
                           if progress else None)
    stand_ins = {number: compiled[other] for number, other in stand_in_job.items()}
    modules = _Modules()
    if progress:
        progress("predict", 0, len(items))

    def outcome(item: tuple[bool, MeasuredRow]) -> RowResult | bool:
        ok, row = item
        number = row_job.get(id(row))
        return task(ok, row, None if number is None else compiled[number], stand_ins.get(number), modules)

    # One pool for the ok rows and the refused checks: no second pool starting (and a core
    # idling) for the one or two refused rows of a case.
    return map_in_order(outcome, items, workers, (lambda done, total: progress("predict", done, total))
                        if progress else None)


def tuning_group(row: MeasuredRow) -> tuple:
    """The (GPU, problem) group of a row, within which rankings are judged (the validation README, "How a case is judged"):
    its GPU and its scalar arguments."""
    return row.gpu, tuple(sorted(row.arguments.items()))


def _score_rows(rows: Sequence[RowResult], timing_models: Sequence[str], applied: Mapping[str, LaunchFloor] | None = None,
                other: Mapping[str, LaunchFloor] | None = None) -> dict[str, Scores]:
    """Every model's scores over ``rows``, grouped by GPU and problem; with ``applied`` and
    ``other`` floors, each row's prediction moved by the difference of its host's two launch
    intercepts (a launch intercept adds to every model's time)."""
    measured = [result.row.time_ms for result in rows]
    groups = [tuning_group(result.row) for result in rows]

    def moved(result: RowResult) -> float:
        if applied is None or other is None or result.row.gpu not in applied or result.row.gpu not in other:
            return 0.0
        return other[result.row.gpu].intercept_us - applied[result.row.gpu].intercept_us

    return {name: score(measured, [(result.predictions[name].time_us + moved(result)) / 1000.0 for result in rows],
                        groups) for name in timing_models}


def arch_compiler(arch: str) -> str:
    """``nvcc`` or ``clang-19``: which compiler builds PTX for ``arch``."""
    return "nvcc" if uses_nvcc(arch) else "clang-19"
