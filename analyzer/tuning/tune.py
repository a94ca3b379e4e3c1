"""Tune launch configurations without a GPU, with Kernel Tuner's conventions.

Conventions (Kernel Tuner ``tune_kernel``): tunable parameters ``block_size_x/y/z`` set the block
(missing ones default to 256, 1, 1 as in Kernel Tuner); the grid is ``ceil(problem_size /
grid_div)`` per dimension, where ``grid_div_x`` is the product of the given expressions over
tunable names (default ``block_size_x``; likewise y and z); restrictions are Python expressions
over tunable names and kernel parameter values, evaluated by ``analyzer.safe_eval`` (no ``eval``).
Tunables named like kernel parameters are bound as parameter values.

Every configuration that passes the restrictions and can launch (occupancy > 0) is predicted and
ranked by predicted time. Predictions within ``tie_tolerance`` (default 5 %, the error method C
reaches on well-occupied launches in Kleimenov and Popova 2021, Fig. 6) of the best are flagged
as near-ties: the model cannot tell them apart.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Callable, Mapping, Sequence

from analyzer.analysis.kernel_model import KernelModel
from analyzer.errors import InputError
from analyzer.number_text import typed_number
from analyzer.gpu.gpu_model import GpuModel
from analyzer.predict.api import check_launch_shape, predict_with_residency, residency_for
from analyzer.predict.records import Launch, Prediction, PredictOptions
from analyzer.safe_eval import evaluate_text

if TYPE_CHECKING:
    from analyzer.engine import Executor

BLOCK_NAMES = ("block_size_x", "block_size_y", "block_size_z")
BLOCK_DEFAULTS = (256, 1, 1)
DEFAULT_TIE_TOLERANCE = 0.05
DEFAULT_BLOCK_SIZES = (32, 64, 128, 256, 512, 1024)
#: CUDA's limit on the blocks of one grid dimension (x; y and z are lower but the GPU model checks).
MAX_GRID_BLOCKS = 2**31 - 1

Number = int | float


@dataclass(frozen=True)
class TuneSpace:
    """The search space: ``tunables`` (name -> values, in order), ``problem_size`` (x, y, z),
    ``grid_div`` per dimension (expressions multiplied; empty = the block size of that dimension),
    ``restrictions``, fixed ``params`` (kernel parameters and ``trip_<loop>``), dynamic shared
    bytes per block."""

    tunables: Mapping[str, tuple[Number, ...]]
    problem_size: tuple[int, int, int]
    grid_div: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]] = ((), (), ())
    restrictions: tuple[str, ...] = ()
    params: Mapping[str, Number] = field(default_factory=dict)
    dynamic_shared: int = 0


@dataclass(frozen=True)
class Candidate:
    """A configuration that can run: its tunable values, launch, prediction, rank (1 = best)
    and whether it is within the tie tolerance of the best."""

    config: Mapping[str, Number]
    launch: Launch
    prediction: Prediction
    rank: int
    near_tie: bool


@dataclass(frozen=True)
class Rejection:
    """A configuration that was not predicted: its values, launch (None when not formed) and why;
    ``kind`` is ``restriction``, ``launch`` (it cannot run) or ``compile`` (its kernel could not
    be built: a compile error of a ``.cu`` configuration)."""

    config: Mapping[str, Number]
    launch: Launch | None
    reason: str
    kind: str


@dataclass(frozen=True)
class TuneResult:
    """Ranked candidates (best first), rejections, the tie tolerance used and the space."""

    candidates: tuple[Candidate, ...]
    rejected: tuple[Rejection, ...]
    tie_tolerance: float
    space: TuneSpace

    @property
    def best(self) -> Candidate | None:
        """The configuration with the smallest predicted time (None if none can run)."""
        return self.candidates[0] if self.candidates else None


def configurations(space: TuneSpace) -> list[dict[str, Number]]:
    """Every combination of tunable values, in Kernel Tuner's order (last parameter fastest)."""
    names = list(space.tunables)
    return [dict(zip(names, values)) for values in itertools.product(*(space.tunables[name] for name in names))]


def _integer(value: object, what: str, where: str = "--tune") -> int:
    if (isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value)
            or value != int(value) or value <= 0):
        raise InputError(f"{what} must be a positive integer, got {value!r}", where)
    return int(value)


def launch_for(config: Mapping[str, Number], space: TuneSpace, where: str | None = None) -> Launch:
    """Block from ``block_size_x/y/z`` (defaults 256, 1, 1); grid ``ceil(problem_size /
    grid_div)`` per dimension (Kernel Tuner's default divisor is the block size). ``where``
    names the source of ``config`` in errors (default: the command-line options)."""
    names = {**space.params, **config}
    block = tuple(_integer(config.get(name, default), name, where or "--tune")
                  for name, default in zip(BLOCK_NAMES, BLOCK_DEFAULTS))
    grid = []
    for axis, size, divisors, block_dim in zip("xyz", space.problem_size, space.grid_div, block):
        divisor: Number = 1
        for text in divisors:
            value = evaluate_text(text, names, where or f"--grid-div-{axis}")
            divisor *= value  # type: ignore[operator]
        if not divisors:
            divisor = block_dim
        if (isinstance(divisor, bool) or not isinstance(divisor, (int, float)) or not math.isfinite(divisor)
                or divisor <= 0):
            raise InputError(f"grid divisor of {axis} must be positive, got {divisor!r}", where or f"--grid-div-{axis}")
        blocks = size / divisor
        if not math.isfinite(blocks) or blocks > MAX_GRID_BLOCKS:
            raise InputError(f"grid of {axis} would be {blocks:g} blocks (problem size {size} / divisor {divisor!r})",
                             where or f"--grid-div-{axis}")
        grid.append(max(1, math.ceil(blocks)))
    return Launch(tuple(grid), block, space.dynamic_shared)  # type: ignore[arg-type]


def failed_restriction(config: Mapping[str, Number], space: TuneSpace) -> str | None:
    """The first restriction that is false for ``config``, or None."""
    names = {**space.params, **config}
    for text in space.restrictions:
        if not evaluate_text(text, names, "--restriction"):
            return text
    return None


ModelBuilder = Callable[[Mapping[str, Number], Launch], KernelModel]
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class ConfigurationTask:
    """One configuration to predict (one task of an executor): its tunable values, launch, the
    bindings of its model and the content it needs from the driver (``payload``: cached PTX of a
    compiled source, see ``analyzer.tuning.source_tune``; None otherwise)."""

    config: Mapping[str, Number]
    launch: Launch
    bindings: Mapping[str, Number]
    payload: object = None


@dataclass(frozen=True)
class Outcome:
    """What a task gives back: the prediction or the rejection, and content it produced for the
    driver (a newly compiled PTX entry), if any."""

    prediction: Prediction | None
    rejection: Rejection | None
    produced: object = None


@dataclass(frozen=True)
class Evaluator:
    """The function of a task: build the configuration's kernel model (``build_model(bindings,
    launch)``, or ``build_model.build(bindings, launch, payload)`` returning the model and the
    content produced) and predict it on ``gpu``; an InputError of the build rejects the
    configuration as ``compile``, zero resident blocks as ``launch``."""

    build_model: ModelBuilder
    gpu: GpuModel
    options: PredictOptions

    def __call__(self, task: ConfigurationTask) -> Outcome:
        produced = None
        try:
            if hasattr(self.build_model, "build"):
                kernel_model, produced = self.build_model.build(task.bindings, task.launch, task.payload)  # type: ignore[attr-defined]
            else:
                kernel_model = self.build_model(task.bindings, task.launch)
        except InputError as error:  # a failed compilation carries its cache entry as ``produced``
            return Outcome(None, Rejection(task.config, task.launch, error.one_line(), "compile"),
                           getattr(error, "produced", produced))
        residency = residency_for(kernel_model, self.gpu, task.launch)
        if residency.blocks_per_sm <= 0:
            reason = residency.reason or f"0 blocks per SM ({residency.limiter})"
            return Outcome(None, Rejection(task.config, task.launch, reason, "launch"), produced)
        options = self.options
        run_options = PredictOptions(timing_model=options.timing_model, l1_hit=options.l1_hit, l2_hit=options.l2_hit,
                                     bindings={**options.bindings, **task.bindings}, epsilon=options.epsilon,
                                     max_iterations=options.max_iterations)
        return Outcome(predict_with_residency(kernel_model, self.gpu, task.launch, residency, run_options), None, produced)


def screen(config: Mapping[str, Number], space: TuneSpace, gpu: GpuModel) -> Rejection | ConfigurationTask:
    """A configuration's rejection by a restriction or the launch shape, or its task."""
    failed = failed_restriction(config, space)
    if failed is not None:
        return Rejection(config, None, f"restriction '{failed}' is false", "restriction")
    launch = launch_for(config, space)
    try:
        check_launch_shape(gpu, launch)
    except InputError as error:
        return Rejection(config, launch, error.message, "launch")
    return ConfigurationTask(config, launch, {**space.params, **config, **launch.symbols()})


def tune(space: TuneSpace, gpu: GpuModel, build_model: ModelBuilder, options: PredictOptions,
         tie_tolerance: float = DEFAULT_TIE_TOLERANCE, progress: Progress | None = None,
         only: Sequence[Mapping[str, Number]] | None = None, executor: "Executor | None" = None,
         payload: Callable[[ConfigurationTask], object] | None = None,
         produced: Callable[[object], None] | None = None) -> TuneResult:
    """Predict every configuration of ``space`` (or ``only`` those) on ``gpu`` and rank them.
    ``build_model(bindings, launch)`` returns the kernel model for the bindings (parameters,
    tunables, launch symbols) or raises InputError (the configuration is then rejected as
    ``compile``). Each configuration that passes the restrictions and the launch shape is one
    task of ``executor`` (default: here, in order; ``analyzer.engine``); ``payload(task)`` gives
    the content a task takes along and ``produced(content)`` receives what a task gave back.
    Results do not depend on the executor: rejections keep the configurations' order, and
    candidates are ranked by predicted time (ties in configuration order)."""
    if tie_tolerance < 0:
        raise InputError("the tie tolerance must be >= 0", "--tie-tolerance")
    configs = configurations(space) if only is None else [dict(config) for config in only]
    screened = [screen(config, space, gpu) for config in configs]
    tasks = [item for item in screened if isinstance(item, ConfigurationTask)]
    if payload is not None:
        tasks = [replace(task, payload=payload(task)) for task in tasks]
    if progress:
        progress(0, len(tasks))
    run = executor.map_in_order if executor is not None else _here
    outcomes = iter(_once_per_identity(run, Evaluator(build_model, gpu, options), tasks, progress,
                                       getattr(build_model, "identity", None)))
    predicted: list[tuple[Mapping[str, Number], Launch, Prediction]] = []
    rejected: list[Rejection] = []
    for item in screened:
        if isinstance(item, Rejection):
            rejected.append(item)
            continue
        outcome = next(outcomes)
        if outcome.produced is not None and produced is not None:
            produced(outcome.produced)
        if outcome.rejection is not None:
            rejected.append(outcome.rejection)
        else:
            predicted.append((item.config, item.launch, outcome.prediction))  # type: ignore[arg-type]
    predicted.sort(key=lambda item: item[2].time_us)
    best_time = predicted[0][2].time_us if predicted else 0.0
    candidates = tuple(Candidate(config, launch, prediction, rank, prediction.time_us <= best_time * (1 + tie_tolerance))
                       for rank, (config, launch, prediction) in enumerate(predicted, start=1))
    return TuneResult(candidates, tuple(rejected), tie_tolerance, space)


def _once_per_identity(run: Callable, evaluate: Evaluator, tasks: list[ConfigurationTask], progress: Progress | None,
                       identity: Callable[[ConfigurationTask], object] | None) -> list[Outcome]:
    """``run(evaluate, tasks)``, each group of tasks of one non-None ``identity`` evaluated once
    (its first task) and its outcome given to the others under their own configuration."""
    if identity is None:
        return run(evaluate, tasks, progress)
    first: dict[object, int] = {}
    source: list[int] = []
    for index, task in enumerate(tasks):
        key = identity(task)
        source.append(index if key is None else first.setdefault(key, index))
    unique = sorted(set(source))
    done = dict(zip(unique, run(evaluate, [tasks[index] for index in unique], progress)))
    outcomes = []
    for index, task in enumerate(tasks):
        outcome = done[source[index]]
        if source[index] != index:
            rejection = outcome.rejection
            outcome = Outcome(outcome.prediction, None if rejection is None else
                              Rejection(task.config, task.launch, rejection.reason, rejection.kind))
        outcomes.append(outcome)
    return outcomes


def _here(function: Callable, items: Sequence, progress: Progress | None = None) -> list:
    results = []
    for index, item in enumerate(items):
        results.append(function(item))
        if progress:
            progress(index + 1, len(items))
    return results


def parse_tunables(items: Sequence[str] | None) -> dict[str, tuple[Number, ...]]:
    """``name=v1,v2,..`` options into an ordered mapping (default: ``block_size_x`` over
    32..1024 in powers of two). Values must be numbers (``analyzer.number_text``)."""
    tunables: dict[str, tuple[Number, ...]] = {}
    for item in items or []:
        name, sep, text = item.partition("=")
        name = name.strip()
        if not sep or not name.isidentifier():
            raise InputError(f"expected NAME=V1,V2,..., got '{item}'", "--tune")
        values: list[Number] = []
        for part in (piece.strip() for piece in text.split(",")):
            values.append(typed_number(part, "--tune", f"value of '{name}'"))
        if not values or name in tunables:
            raise InputError(f"'{name}' needs values and may be given once", "--tune")
        tunables[name] = tuple(values)
    return tunables or {"block_size_x": DEFAULT_BLOCK_SIZES}
