"""Where the predicted time goes: per loop and per instruction class, the cycles each spends on
the resource that binds it, in the manner of llvm-mca's resource view for CPUs.

The numbers are the model's own (``Prediction.warp``, ``analyzer.predict.terms``): its issue
cycles per warp, its latency path per warp with the barrier cost, the mean access latency its path
used and how that latency splits over L1, L2 and DRAM. The report divides them among the kernel's
loops and instruction classes, in the proportions the kernel model gives:

* **issue cycles** of a class: ``executions x del_<class>`` (the ``delay`` expression is linear in
  the ``del_*`` symbols, so each class's part is ``delay - delay(del_<class> = 0)``);
* **critical-path cycles** of a class: ``lat_<class> x dT/dlat_<class>``. The ``time`` expression is
  a sum of maxima of linear forms in the ``lat_*`` symbols, hence positively homogeneous of degree
  1, and Euler's theorem gives ``T = sum_c lat_c dT/dlat_c`` (one-sided differences; a tie between
  chains is attributed to the chain that grows). Memory classes are taken at the model's mean
  access latency, split over L1, L2 and DRAM in the model's proportions; barriers and the model's
  barrier cost are ``sync``;
* **per loop**: ``time`` and ``delay`` are linear in each loop's trip count, so the loop's part is
  ``trip x (value at trip + 1 - value at trip)``, from a kernel model rebuilt with that trip count
  (nested loops are included in their parent's part and shown under it).

These proportions are then scaled to the model's totals (kt issues per pipe and takes the path
between barriers; MWP-CWP's per-warp time is ``Mem_cycles + Comp_cycles``), so the rows add up to
the numbers the model used.

The report evaluates the kernel model's ``time`` and ``delay`` expressions again, per class and per
loop, because a prediction computes only totals: dividing them among classes and loops is this
report's work, done when a report is asked for (``kerneltime predict``) and not on each of the many
predictions a tuner makes. The totals it divides, the mean access latency and its split over the
levels are read from the prediction (``Prediction.warp``), not computed again.

The share of a row is its part of the term that bound the SM (issue cycles when the prediction is
issue-bound, critical-path cycles otherwise); ``binds`` names the resource with most cycles in the
row on that term: ``issue``, ``latency`` (dependent arithmetic), ``L1``, ``L2``, ``DRAM``, ``shared``,
``sync``, or ``<level> bandwidth`` for memory rows of a bandwidth-bound prediction.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from analyzer.analysis.kernel_model import KernelModel
from analyzer.gpu.gpu_model import GpuModel
from analyzer.predict.bind import MEMORY_CLASSES, SHARED_CLASSES, compiled, gpu_symbol_values
from analyzer.predict.records import Launch, Prediction, PredictOptions

RESOURCES = ("latency", "L1", "L2", "DRAM", "shared", "sync")
BANDWIDTH_LEVELS = {"l1_bandwidth": "L1", "l2_bandwidth": "L2", "dram_bandwidth": "DRAM"}
DIFFERENCE_STEP = 1e-3  # relative step of the one-sided latency differences
SHARE_FLOOR = 0.005  # rows below half a percent on both terms are folded into "other classes"


@dataclass(frozen=True)
class Cycles:
    """One warp's cycles of a row: ``issue`` (sum of issue delays) and the critical path split by
    resource (``RESOURCES`` order), plus executed instructions per thread and barriers."""

    issue: float
    path: tuple[float, ...]
    instructions: float = 0.0
    syncs: float = 0.0

    @property
    def latency(self) -> float:
        """Critical-path cycles of the row (every resource)."""
        return sum(self.path)

    def minus(self, other: "Cycles") -> "Cycles":
        """Row difference (a loop's part from two models); differences within rounding of the
        one-sided latency differences (``DIFFERENCE_STEP``) are 0."""
        def difference(a: float, b: float) -> float:
            value = a - b
            return 0.0 if abs(value) <= 1e-6 * max(abs(a), abs(b), 1.0) else value

        return Cycles(difference(self.issue, other.issue),
                      tuple(difference(a, b) for a, b in zip(self.path, other.path)),
                      difference(self.instructions, other.instructions), difference(self.syncs, other.syncs))

    def scaled(self, factor: float) -> "Cycles":
        """Row times a factor (a loop's per-iteration part times its trip count)."""
        return Cycles(self.issue * factor, tuple(value * factor for value in self.path), self.instructions * factor,
                      self.syncs * factor)

    def to_model(self, issue_factor: float, path_factor: float) -> "Cycles":
        """The row with its issue and critical-path cycles scaled to the model's totals."""
        return Cycles(self.issue * issue_factor, tuple(value * path_factor for value in self.path), self.instructions,
                      self.syncs)


@dataclass(frozen=True)
class ReportRow:
    """One line of the report: a loop (``L1``...), ``outside loops``, or an instruction class, with
    its cycles per warp, its share of the binding term and the resource that binds it."""

    name: str
    kind: str  # loop, rest, class
    line: int | None
    depth: int
    trips: float | None
    cycles: Cycles
    share: float
    binds: str

    def to_json(self) -> dict[str, Any]:
        """Plain dict for JSON output."""
        return {"name": self.name, "kind": self.kind, "line": self.line, "depth": self.depth, "trips": self.trips,
                "instructions_per_thread": self.cycles.instructions, "issue_cycles": self.cycles.issue,
                "critical_path_cycles": self.cycles.latency,
                "critical_path_by_resource": dict(zip(RESOURCES, self.cycles.path)),
                "share": self.share, "binds": self.binds}


@dataclass(frozen=True)
class PredictionReport:
    """The breakdown of one prediction. ``basis``: the SM-time term that bound (``issue`` or
    ``critical path``); ``issue_cycles`` and ``critical_path_cycles`` per warp as the model used
    them (the path with ``time_sync_cycles``); ``warps_per_processing_block`` on the fullest SM of
    the wave that takes most of the time (``fullest_sm_blocks`` blocks); ``mean_latency_cycles``
    the memory latency the model's path used; ``loops`` and ``classes`` rows; ``what_would_move``
    one line."""

    basis: str
    issue_cycles: float
    critical_path_cycles: float
    time_sync_cycles: float
    warps_per_processing_block: int
    fullest_sm_blocks: int
    mean_latency_cycles: float
    loops: tuple[ReportRow, ...]
    classes: tuple[ReportRow, ...]
    what_would_move: str

    def to_json(self) -> dict[str, Any]:
        """Plain dict for JSON output (``report`` key of ``predict --json``)."""
        return {"basis": self.basis, "issue_cycles_per_warp": self.issue_cycles,
                "critical_path_cycles_per_warp": self.critical_path_cycles, "time_sync_cycles": self.time_sync_cycles,
                "warps_per_processing_block": self.warps_per_processing_block,
                "fullest_sm_blocks": self.fullest_sm_blocks,
                "mean_latency_cycles": self.mean_latency_cycles, "loops": [row.to_json() for row in self.loops],
                "classes": [row.to_json() for row in self.classes], "what_would_move": self.what_would_move}


class _Evaluator:
    """Numbers of one kernel model's expressions for a launch on a GPU, memory classes at ``m``."""

    def __init__(self, gpu: GpuModel, launch: Launch, bindings: Mapping[str, float], memory_latency: float,
                 level_split: Mapping[str, float]):
        self.gpu = gpu
        self.env: dict[str, float] = {**launch.symbols(), **bindings}
        self.memory_latency = memory_latency
        self.level_split = level_split

    def value(self, expression, overrides: Mapping[str, float] | None = None) -> float:
        if expression.op == "const":
            return float(expression.value)
        symbols, function = compiled(expression)
        self._add_gpu_symbols(symbols)
        env = {**self.env, **(overrides or {})}
        return float(function(**{name: env[name] for name in symbols}))

    def _add_gpu_symbols(self, symbols: frozenset[str]) -> None:
        missing = frozenset(name for name in symbols if name not in self.env)
        if not missing:
            return
        self.env.update(gpu_symbol_values(self.gpu, missing)[0])
        for name in missing:
            if name.startswith("lat_") and name[4:] in MEMORY_CLASSES:
                self.env[name] = self.memory_latency

    def class_path(self, kernel_model: KernelModel) -> dict[str, float]:
        """Critical-path cycles per execution class, ``lat_c x dT/dlat_c`` scaled to sum to ``T``."""
        if kernel_model.latency.op == "const":
            return {}
        total = self.value(kernel_model.latency)
        raw: dict[str, float] = {}
        for name in sorted(compiled(kernel_model.latency)[0]):
            if name.startswith("lat_") and self.env.get(name, 0) > 0:
                grown = self.value(kernel_model.latency, {name: self.env[name] * (1 + DIFFERENCE_STEP)})
                raw[name[4:]] = max(0.0, (grown - total) / DIFFERENCE_STEP)
        scale = total / sum(raw.values()) if sum(raw.values()) > 0 else 0.0
        return {name: part * scale for name, part in raw.items()}

    def _by_resource(self, path: Mapping[str, float]) -> tuple[float, ...]:
        parts = dict.fromkeys(RESOURCES, 0.0)
        for exec_class, cycles in path.items():
            for resource, fraction in _resources_of(exec_class, self.level_split):
                parts[resource] += cycles * fraction
        return tuple(parts[name] for name in RESOURCES)

    def cycles(self, kernel_model: KernelModel) -> Cycles:
        """Issue cycles and the critical path split by resource for one kernel model."""
        return Cycles(self.value(kernel_model.issue_delay), self._by_resource(self.class_path(kernel_model)),
                      self.value(kernel_model.instructions), self.value(kernel_model.syncs))

    def class_rows(self, kernel_model: KernelModel) -> dict[str, Cycles]:
        """Per instruction class: issue cycles, critical path by resource, executions per thread."""
        issue_total = self.value(kernel_model.issue_delay)
        path = self.class_path(kernel_model)
        delay_symbols = compiled(kernel_model.issue_delay)[0] if kernel_model.issue_delay.op != "const" else frozenset()
        rows: dict[str, Cycles] = {}
        for exec_class, expression in kernel_model.counts:
            name = exec_class.value
            issue = 0.0
            if f"del_{name}" in delay_symbols:
                issue = issue_total - self.value(kernel_model.issue_delay, {f"del_{name}": 0.0})
            executions = self.value(expression)
            rows[name] = Cycles(issue, self._by_resource({name: path.get(name, 0.0)}), executions,
                                executions if name == "barrier" else 0.0)
        return rows


def _resources_of(exec_class: str, level_split: Mapping[str, float]) -> tuple[tuple[str, float], ...]:
    """The resources a class's critical-path cycles belong to, with fractions summing to 1."""
    if exec_class in MEMORY_CLASSES:
        return tuple((level, fraction) for level, fraction in level_split.items() if fraction > 0) or (("DRAM", 1.0),)
    if exec_class in SHARED_CLASSES:
        return (("shared", 1.0),)
    if exec_class == "barrier":
        return (("sync", 1.0),)
    return (("latency", 1.0),)


def _binds(cycles: Cycles, basis: str, bottleneck: str) -> str:
    if basis == "issue":
        return "issue" if cycles.issue > 0 else "-"
    if cycles.latency <= 0:
        return "-"
    resource = RESOURCES[max(range(len(RESOURCES)), key=lambda index: cycles.path[index])]
    level = BANDWIDTH_LEVELS.get(bottleneck)
    if level and resource in ("L1", "L2", "DRAM"):
        return f"{level} bandwidth"
    return resource


def _share(cycles: Cycles, basis: str, totals: Cycles, sync_extra: float) -> float:
    if basis == "issue":
        return cycles.issue / totals.issue if totals.issue > 0 else 0.0
    whole = totals.latency + sync_extra
    return cycles.latency / whole if whole > 0 else 0.0


def _with_sync(cycles: Cycles, extra: float) -> Cycles:
    path = list(cycles.path)
    path[RESOURCES.index("sync")] += extra
    return Cycles(cycles.issue, tuple(path), cycles.instructions, cycles.syncs)


def build_report(kernel_model: KernelModel, gpu: GpuModel, launch: Launch, prediction: Prediction,
                 options: PredictOptions, rebuild: Callable[[Mapping[str, float]], KernelModel]) -> PredictionReport:
    """The breakdown of ``prediction`` (module docstring): the model's per-warp numbers
    (``prediction.warp``) divided among the loops and classes of ``model``. ``rebuild(trip_overrides)``
    returns the kernel model with ``trip_<loop>`` values set (used to split the time by loop)."""
    warp = prediction.warp
    evaluator = _Evaluator(gpu, launch, options.bindings, warp.mean_latency_cycles, warp.level_split)
    raw = evaluator.cycles(kernel_model)
    path_without_sync = warp.path_cycles - warp.sync_cycles
    issue_factor = warp.issue_cycles / raw.issue if raw.issue > 0 else 0.0
    path_factor = path_without_sync / raw.latency if raw.latency > 0 else 0.0
    totals = raw.to_model(issue_factor, path_factor)
    time_sync = warp.sync_cycles
    basis_key = "issue" if warp.basis == "issue" else "latency"

    def sync_part(cycles: Cycles) -> float:
        return time_sync * cycles.syncs / totals.syncs if totals.syncs > 0 else 0.0

    def row(name: str, kind: str, cycles: Cycles, line=None, depth=0, trips=None) -> ReportRow:
        cycles = _with_sync(cycles, sync_part(cycles))
        return ReportRow(name, kind, line, depth, trips, cycles, _share(cycles, basis_key, totals, time_sync),
                         _binds(cycles, basis_key, prediction.bottleneck))

    totals_with_sync = _with_sync(totals, time_sync)
    loop_rows: list[ReportRow] = []
    top_level = Cycles(0.0, (0.0,) * len(RESOURCES))
    for loop in kernel_model.loops:
        try:
            trips = evaluator.value(loop.trip_count)
        except (KeyError, ArithmeticError, ValueError):  # a trip count the bindings cannot evaluate: no row
            continue
        if not math.isfinite(trips) or trips <= 0:
            continue
        longer = evaluator.cycles(rebuild({f"trip_{loop.id}": trips + 1}))
        part = longer.minus(raw).scaled(trips).to_model(issue_factor, path_factor)
        loop_rows.append(row(loop.id, "loop", part, loop.line, loop.depth, trips))
        if loop.parent is None:
            top_level = Cycles(top_level.issue + part.issue, tuple(a + b for a, b in zip(top_level.path, part.path)),
                               top_level.instructions + part.instructions, top_level.syncs + part.syncs)
    if loop_rows:
        loop_rows.append(row("outside loops", "rest", totals.minus(top_level)))
    class_cycles = evaluator.class_rows(kernel_model)
    class_rows = sorted((row(name, "class", cycles.to_model(issue_factor, path_factor))
                         for name, cycles in class_cycles.items()),
                        key=lambda item: (-item.share, -item.cycles.issue, item.name))
    totals_row = ReportRow("total", "total", None, 0, None, totals_with_sync, 1.0,
                           _binds(totals_with_sync, basis_key, prediction.bottleneck))
    report = PredictionReport(warp.basis, warp.issue_cycles, warp.path_cycles, time_sync, warp.warps_per_port,
                              prediction.dominant_wave.blocks_per_sm, warp.mean_latency_cycles, tuple(loop_rows),
                              tuple(class_rows), "")
    return PredictionReport(**{**report.__dict__, "what_would_move": what_would_move(report, prediction, totals_row, gpu.sm_count)})


#: What would move a time that a whole-kernel bound of these names binds.
WHOLE_KERNEL_ADVICE = {
    "l2_store_lines": "the lines the stores write bind (L2 takes each 128-byte line of a store as one operation): "
                      "stores whose lanes write neighbouring elements of fewer lines (staging a transpose through "
                      "shared memory) move the time",
    "atomic_contention": "same-address global atomics bind (one L2 slice applies them in turn): count in shared "
                         "memory per block and commit once per block, or spread the counter over several words",
    "atomic_hot_set": "global atomics on a small hot set bind (the L2 applies them at the rate measured for a set "
                      "of that size): fewer updates move the time (fewer, larger blocks each committing its private "
                      "copy; skipping zero counts)",
}


def what_would_move(report: PredictionReport, prediction: Prediction, total: ReportRow, sm_count: int) -> str:
    """One line: what the bound is and which change would move the predicted time."""
    top_class = report.classes[0] if report.classes else None
    top_loop = max((row for row in report.loops if row.kind == "loop" and row.depth == 1),
                   key=lambda row: row.share, default=None)
    where = ""
    if top_loop is not None and top_loop.share >= 0.5:
        where = f" in loop {top_loop.name} (line {top_loop.line}, {top_loop.share:.0%})"
    issue_pb = report.issue_cycles * report.warps_per_processing_block
    if prediction.bottleneck == "launch":
        return (f"launch overhead ({prediction.launch_us:.2f} us) exceeds the execution ({prediction.exec_us:.2f} us): "
                "give each launch more work or fuse launches")
    if prediction.bottleneck in WHOLE_KERNEL_ADVICE:
        return WHOLE_KERNEL_ADVICE[prediction.bottleneck]
    if report.basis == "issue":
        ratio = report.critical_path_cycles / issue_pb if issue_pb else 0.0
        what = f"{top_class.name} ({top_class.share:.0%} of issue cycles)" if top_class else "instructions"
        return (f"fewer issued instructions move the time, first {what}{where}; the critical path is "
                f"{ratio:.0%} of the issue time, so cutting issue by more than {1 - ratio:.0%} makes latency bind; "
                "more warps per SM do not help")
    level = BANDWIDTH_LEVELS.get(prediction.bottleneck)
    if level:
        return (f"{level} bandwidth binds: fewer bytes through {level} (coalescing, reuse in shared memory or "
                f"registers, smaller types) move the time{where}")
    resource = total.binds
    hint = {"DRAM": "fewer or better-cached global accesses, or more independent loads in flight per thread",
            "L2": "fewer global accesses, or more independent loads in flight per thread",
            "L1": "fewer global accesses, or more independent loads in flight per thread",
            "shared": "fewer dependent shared-memory accesses (keep values in registers)",
            "sync": "fewer barriers or smaller blocks",
            "latency": "more independent instructions per thread (unrolling, several accumulators)"}.get(resource, "")
    capacity = prediction.blocks_per_sm * sm_count
    if prediction.grid_blocks < capacity:
        extra = (f"; the grid fills {prediction.grid_blocks} of the {capacity} block slots: more blocks (less work "
                 "per thread) would overlap the latency")
    elif prediction.occupancy < 1:
        extra = (f"; occupancy {prediction.occupancy:.0%} ({prediction.limiter} limits it): more blocks per SM "
                 "mean fewer waves")
    else:
        extra = ""
    return f"the critical path of one warp binds, mostly {resource}{where}: {hint}{extra}"
