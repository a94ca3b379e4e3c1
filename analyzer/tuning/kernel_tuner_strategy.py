"""A Kernel Tuner search strategy driven by KernelTime's predictions.

Kernel Tuner (``kernel_tuner.interface.tune_kernel``, 1.5) accepts as ``strategy`` either a
strategy name or any object with a ``tune(searchspace, runner, tuning_options)`` method; this is
such an object::

    from kerneltime.kernel_tuner import Strategy
    results, env = kernel_tuner.tune_kernel(name, "kernel.cu", size, args, tune_params,
                                            strategy=Strategy(gpu="a100"),
                                            strategy_options={"max_fevals": 20})

It predicts configurations of Kernel Tuner's search space (after its restrictions) on the named
GPU model and measures them in the order of ``analyzer.tuning.evidence_search``: best predicted
first, then where a Gaussian process whose prior mean is the prediction, weighted by how well the
predictions have ordered the measurements so far, expects the largest improvement. Measurements go through Kernel Tuner's own cost function
(``strategies.common.CostFunc``), so ``max_fevals``, ``time_limit`` (of which predictions may
take at most half: no new prediction starts after that), its cache and its
failed-configuration records (``__error__``: a failed configuration is recorded, never
measured again and never used for the correction) work as for its own strategies.

The predictions of a ``.cu`` kernel go through the compile step of ``kerneltime tune``
(``analyzer.tuning.source_kernel``: every tunable, ``block_size_*``, ``grid_size_*`` and
``kernel_tuner`` as ``-D`` defines, the content-hashed PTX cache, ptxas registers), compiled in
``workers`` threads and analysed in ``workers`` forked processes; scalar ``arguments`` bind the
kernel's parameters by position, ``smem_args={"size": n}`` is the dynamic shared memory. Any
other predictor can be passed instead, e.g. in simulation mode, where Kernel Tuner has no kernel
source: ``predictor=f`` with ``f(config: dict) -> float | None`` (one configuration as
``{tunable name: value}``, predicted microseconds or None where it cannot be predicted), or
``batch_predictor=g`` with ``g(configs: list[tuple]) -> list[float | None]`` (tuples in
``tune_params`` order, one time per tuple; what a predictor that compiles in parallel wants).
"""

from __future__ import annotations

import logging
import os
import resource
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from analyzer.tuning.source_kernel import SourceKernels, gpu_arch
from analyzer.errors import InputError
from analyzer.gpu.loader import load_gpu
from analyzer.engine import Executor, LocalPool, executor_for, ray_address
from analyzer.predict.api import DEFAULT_MODEL
from analyzer.predict.records import PredictOptions
from analyzer.tuning.evidence_search import Config, EvidenceSearch, Predictor, EvidenceSearchOptions
from analyzer.tuning.kt_parallel import measuring_runner
from analyzer.tuning.prefetch import PrefetchingPredictor
from analyzer.tuning.source_tune import source_builder, store_produced
from analyzer.tuning.tune import TuneSpace, launch_for, tune

LOG = logging.getLogger(__name__)
#: Kernel Tuner's default names of the block dimensions.
KERNEL_TUNER_BLOCK_NAMES = ("block_size_x", "block_size_y", "block_size_z")
#: the kernel options of ``tune_kernel`` (Kernel Tuner 1.5, ``interface._kernel_options``)
KERNEL_OPTION_NAMES = frozenset({"kernel_name", "kernel_source", "lang", "problem_size", "arguments", "grid_div_x",
                                 "grid_div_y", "grid_div_z", "smem_args", "cmem_args", "texmem_args",
                                 "block_size_names", "defines"})


def cpu_seconds() -> float:
    """CPU seconds of this process and of its finished children (compilers, forked predictors)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


@dataclass(frozen=True)
class PredictionCost:
    """What the predictions cost: configurations predicted, of which refused by the tool, CPU
    and wall seconds (of the requests: a prefetch's work runs while a measurement does), CPU
    seconds per predicted configuration, and the configurations predicted while measurements ran
    (``prefetched``) and of those the search asked for (``prefetch_used``)."""

    predicted: int
    refused: int
    cpu_seconds: float
    wall_seconds: float
    prefetched: int = 0
    prefetch_used: int = 0

    @property
    def cpu_seconds_per_configuration(self) -> float:
        """CPU seconds per predicted configuration (0 when none was predicted)."""
        return self.cpu_seconds / self.predicted if self.predicted else 0.0


class _MeteredPredictor:
    """A predictor that counts its configurations and their CPU and wall time, and says when the
    CPU bound is spent."""

    def __init__(self, predictor: Predictor, max_cpu_seconds: float | None) -> None:
        self.predictor, self.max_cpu_seconds = predictor, max_cpu_seconds
        self.predicted = self.refused = 0
        self.cpu = self.wall = 0.0

    def __call__(self, configs: Sequence[Config]) -> list[float | None]:
        started, cpu = time.perf_counter(), cpu_seconds()
        times = list(self.predictor(configs))
        self.cpu += cpu_seconds() - cpu
        self.wall += time.perf_counter() - started
        self.predicted += len(configs)
        self.refused += sum(1 for value in times if value is None)
        return times

    def allowed(self) -> bool:
        return self.max_cpu_seconds is None or self.cpu < self.max_cpu_seconds

    def report(self, prefetching: "PrefetchingPredictor | None" = None) -> PredictionCost:
        ahead = (prefetching.prefetched, prefetching.used) if prefetching is not None else (0, 0)
        return PredictionCost(self.predicted, self.refused, round(self.cpu, 3), round(self.wall, 3), *ahead)


def per_configuration(predictor: Callable[[dict], Any], names: Sequence[str]) -> Predictor:
    """A batch predictor from a per-configuration one: each tuple becomes ``{name: value}`` and
    ``predictor`` is called once per configuration; a result that is not a number or None (for
    example the list a batch predictor returns) is refused with a one-line error."""

    def predict(configs: Sequence[Config]) -> list[float | None]:
        times = []
        for config in configs:
            value = predictor(dict(zip(names, config)))
            if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))):
                raise InputError(f"predictor= returned {type(value).__name__} for one configuration; it must return "
                                 "microseconds or None (a callable over a list of configurations is batch_predictor=)",
                                 "kerneltime.kernel_tuner.Strategy")
            times.append(None if value is None else float(value))
        return times

    return predict


#: The search's defaults, one place: ``EvidenceSearchOptions``.
SEARCH_DEFAULTS = EvidenceSearchOptions()


class Strategy:
    """A Kernel Tuner strategy object (see module doc). ``gpu``: a KernelTime GPU model id;
    ``predictor``: one configuration (``{tunable name: value}``) -> predicted microseconds or
    None; ``batch_predictor``: configurations (tuples in ``tune_params`` order) -> one time or
    None each; either replaces the compile-and-predict of the kernel source; ``sample_size``,
    ``max_predictions``, ``climb_starts``, ``seed``, ``expand_best``, ``prior_trust``: the
    search (``evidence_search``; defaults ``EvidenceSearchOptions()``);
    ``max_prediction_cpu_seconds``: no new prediction once this much CPU time is spent on them;
    ``workers``: parallel compilations and predicting processes (default: every core);
    ``compiler_options``: extra nvcc flags; ``model``: the KernelTime timing model; ``ray``: run
    the predictions as Ray tasks (True: the Ray instance this process has or starts; an address:
    that cluster; default: ``$RAY_ADDRESS``, else the local pool, see ``analyzer.engine``);
    ``prefetch``: predict the neighbours of the configuration being measured while it is measured
    (``analyzer.tuning.prefetch``; default: when the predictions run on Ray);
    ``kernel``: the kernel options given to ``tune_kernel`` (``kernel_name``, ``kernel_source``,
    ``problem_size``, ``arguments``, ``grid_div_*`` ...), for runners that do not show them to a
    strategy (Kernel Tuner's parallel runner); by default the runner's. After ``tune``,
    ``report`` holds the prediction cost (``PredictionCost``)."""

    def __init__(self, gpu: str | None = None, predictor: Callable[[dict], Any] | None = None, *,
                 batch_predictor: Predictor | None = None, sample_size: int = SEARCH_DEFAULTS.sample_size,
                 max_predictions: int = SEARCH_DEFAULTS.max_predictions, climb_starts: int = SEARCH_DEFAULTS.climb_starts,
                 seed: int = SEARCH_DEFAULTS.seed, expand_best: int = SEARCH_DEFAULTS.expand_best,
                 prior_trust: float = SEARCH_DEFAULTS.prior_trust,
                 max_prediction_cpu_seconds: float | None = None, workers: int | None = None,
                 compiler_options: Sequence[str] = (), timing_model: str | None = None,
                 ray: str | bool | None = None, kernel: Mapping[str, Any] | None = None,
                 prefetch: bool | None = None) -> None:
        where = "kerneltime.kernel_tuner.Strategy"
        if [gpu is None, predictor is None, batch_predictor is None].count(False) != 1:
            raise InputError("give exactly one of gpu=..., predictor=... and batch_predictor=...", where)
        if not all(callable(f) for f in (predictor, batch_predictor) if f is not None):
            raise InputError("predictor= and batch_predictor= must be callables", where)
        if sample_size < 1 or max_predictions < 1 or climb_starts < 0 or expand_best < 0:
            raise InputError("sample_size and max_predictions must be >= 1, climb_starts and expand_best >= 0", where)
        if not -1.0 <= prior_trust <= 1.0:
            raise InputError("prior_trust must lie in [-1, 1]", where)
        self.gpu, self.predictor, self.batch_predictor = gpu, predictor, batch_predictor
        self.options = EvidenceSearchOptions(sample_size, max_predictions, climb_starts, seed, expand_best, prior_trust)
        self.max_prediction_cpu_seconds = max_prediction_cpu_seconds
        self.workers = workers or os.cpu_count() or 1
        self.compiler_options, self.timing_model = tuple(compiler_options), timing_model
        unknown = sorted(set(kernel or {}) - KERNEL_OPTION_NAMES)
        if unknown:
            raise InputError(f"kernel= takes tune_kernel's kernel options, not {', '.join(map(repr, unknown))}", where)
        self.ray, self.kernel, self.prefetch = ray, kernel, prefetch
        self.report: PredictionCost | None = None

    def tune(self, searchspace, runner, tuning_options) -> list[dict]:
        """Kernel Tuner's strategy entry point: measure configurations in the guided order until
        the budget (``max_fevals``, ``time_limit``) is spent or the space is exhausted; the
        results list of every measurement, as Kernel Tuner's strategies return it."""
        from kernel_tuner.strategies.common import CostFunc  # lazy: optional dependency (extra 'kerneltuner')
        from kernel_tuner.util import StopCriterionReached  # lazy: optional dependency (extra 'kerneltuner')

        names = list(searchspace.tune_params)
        values = [tuple(searchspace.tune_params[name]) for name in names]
        space = [tuple(config) for config in searchspace.list]
        executor = None
        if self.batch_predictor is not None:
            predictor = self.batch_predictor
        elif self.predictor is not None:
            predictor = per_configuration(self.predictor, names)
        else:
            kernel_options = self.kernel if self.kernel is not None else getattr(runner, "kernel_options", None)
            if kernel_options is None:
                raise InputError(f"{type(runner).__name__} does not show a strategy the kernel: give Strategy(kernel="
                                 "{...}) the kernel options of tune_kernel (kernel_name, kernel_source, problem_size, "
                                 "arguments, and grid_div_*, block_size_names, smem_args where used)",
                                 "kerneltime.kernel_tuner.Strategy")
            executor = executor_for(ray_address(self.ray or None), self.workers)
            predictor = source_predictor(kernel_options, names, self.gpu, self.workers,
                                         self.compiler_options, self.timing_model, executor)
        ahead = self.prefetch if self.prefetch is not None else bool(executor is not None and executor.remote)
        prefetching = PrefetchingPredictor(predictor) if ahead else None
        metered = _MeteredPredictor(prefetching or predictor, self.max_prediction_cpu_seconds)
        from kernel_tuner import __version__ as release  # lazy: optional dependency (extra 'kerneltuner')
        cost = CostFunc(searchspace, tuning_options, measuring_runner(runner, tuning_options, release))
        budget = tuning_options.get("budget")
        limit = getattr(budget, "time_limit", None)

        def allowed() -> bool:  # predictions may take at most half of a time limit
            return metered.allowed() and (limit is None or budget.get_time_spent() < limit / 2)

        search = EvidenceSearch(space, values, metered, self.options, allowed)
        self.report = metered.report()
        LOG.info("kerneltime: %d configurations predicted before the first measurement, %.2f CPU s each",
                 self.report.predicted, self.report.cpu_seconds_per_configuration)
        try:
            while (config := search.next_config()) is not None:
                if prefetching is not None:
                    prefetching.start(search.ahead(config))
                cost(list(config), check_restrictions=False)
                result = cost.results[-1] if cost.results else {}
                measured = result.get("time")
                failed = "__error__" in result or not isinstance(measured, (int, float))
                search.record(config, None if failed else float(measured))
        except StopCriterionReached as stop:
            if tuning_options.verbose:
                print(stop)
        finally:
            if prefetching is not None:
                prefetching.close()
            if executor is not None and hasattr(executor, "close"):
                executor.close()
        self.report = metered.report(prefetching)
        if tuning_options.verbose:
            report = self.report
            print(f"kerneltime: {report.predicted} configurations predicted ({report.refused} refused), "
                  f"{report.cpu_seconds:.1f} CPU s, {report.cpu_seconds_per_configuration:.2f} CPU s each; "
                  f"{report.prefetched} predicted while measuring, {report.prefetch_used} of them used")
        return cost.results


def _source_path(source: Any, directory: str) -> Path:
    """The ``.cu`` file of Kernel Tuner's ``kernel_source`` (a file name, or code written to a
    file in ``directory``); the first entry of a list."""
    if isinstance(source, (list, tuple)):
        source = source[0] if source else ""
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source and Path(source).is_file()):
        return Path(source)
    if not isinstance(source, str) or not source.strip():
        raise InputError("Kernel Tuner gave no kernel source (simulation mode?): pass predictor=...",
                         "kerneltime.kernel_tuner.Strategy")
    path = Path(directory) / "kernel.cu"
    path.write_text(source, encoding="utf-8")
    return path


def _grid_div(kernel_options: Mapping[str, Any], axis: str) -> tuple[str, ...]:
    divisor = kernel_options.get(f"grid_div_{axis}")
    if divisor is None:
        return ()
    if callable(divisor):
        raise InputError(f"a callable grid_div_{axis} cannot be predicted: give names", "kerneltime.kernel_tuner.Strategy")
    return tuple(str(item) for item in ([divisor] if isinstance(divisor, str) else divisor))


def _problem_size(size: Any) -> tuple[int, int, int]:
    if callable(size) or isinstance(size, str):
        raise InputError("a callable problem_size cannot be predicted", "kerneltime.kernel_tuner.Strategy")
    sizes = [int(size)] if isinstance(size, (int, float)) else [int(value) for value in size]
    return tuple((sizes + [1, 1, 1])[:3])  # type: ignore[return-value]


def source_predictor(kernel_options: Mapping[str, Any], names: Sequence[str], gpu_id: str, workers: int,
                     compiler_options: Sequence[str] = (), timing_model: str | None = None,
                     executor: Executor | None = None) -> Predictor:
    """The predictor of a Kernel Tuner kernel: compile and predict each configuration of its
    source as ``kerneltime tune`` does, one task of ``executor`` per configuration (default: the
    local pool of ``workers`` processes; ``analyzer.engine``), on ``gpu_id`` (None for
    configurations that do not compile or cannot launch)."""
    executor = executor or LocalPool(workers)
    gpu = load_gpu(gpu_id)
    directory = tempfile.mkdtemp(prefix="kerneltime-kt-")
    kernels = SourceKernels(_source_path(kernel_options.get("kernel_source"), directory),
                            kernel_options.get("kernel_name"), gpu_arch(gpu), tuple(compiler_options), workers)
    block_names = list(kernel_options.get("block_size_names") or KERNEL_TUNER_BLOCK_NAMES)
    renamed = dict(zip(block_names, KERNEL_TUNER_BLOCK_NAMES))
    shared = kernel_options.get("smem_args") or {}
    dynamic = int(shared.get("size", 0)) if isinstance(shared.get("size", 0), (int, float)) else 0
    grid_div = tuple(_grid_div(kernel_options, axis) for axis in "xyz")
    problem = _problem_size(kernel_options.get("problem_size"))
    tunables = {renamed.get(name, name): (0,) for name in names}
    options = PredictOptions(timing_model=timing_model or DEFAULT_MODEL)

    def predict(configs: Sequence[Config]) -> list[float | None]:
        dicts = [{renamed.get(name, name): value for name, value in zip(names, config)} for config in configs]
        draft = TuneSpace(tunables, problem, grid_div, (), {}, dynamic)  # type: ignore[arg-type]
        items = [(config, launch_for(config, draft, "kernel_tuner")) for config in dicts]
        first = kernels.first_kernel([item for item in items if item[1].block_threads <= gpu.limits.max_threads_per_block])
        kernel = None if first is None else first[1]
        params = {} if kernel is None else {
            param.name: float(argument) for param, argument in zip(kernel.params, kernel_options.get("arguments") or ())
            if getattr(argument, "ndim", 0) == 0 and not isinstance(argument, (str, bytes))
            and isinstance(getattr(argument, "item", lambda: argument)(), (int, float))}
        space = TuneSpace(tunables, problem, grid_div, (), params, dynamic)  # type: ignore[arg-type]
        builder = source_builder(kernels, tunables, executor.remote, None if first is None else first[1])
        result = tune(space, gpu, builder, options, only=dicts, executor=executor,
                      payload=builder.payload if executor.remote else None, produced=store_produced)
        times = {tuple(candidate.config.values()): candidate.prediction.time_us for candidate in result.candidates}
        return [times.get(tuple(config.values())) for config in dicts]

    return predict
