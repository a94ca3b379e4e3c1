"""Build method C's per-thread kernel model (Kleimenov and Popova 2021, section 2: ``m_kernel =
<time, delay, mem, uncoalMem, l1pct, l2pct, syncs, registers, sharedMem>``) from the kernel IR.

The model describes the thread that runs longest: ``tid = 0`` and ``ctaid = 0`` for trip counts
(the longest grid-stride thread) and the side with more work at every branch the bindings do not
decide (``counts``). Expressions stay symbolic where bindings are missing. The binding-free part
(CFG, loops, symbolic trip counts, register resources) is computed once per kernel object and
reused, so a tuner can rebuild the model per launch shape cheaply.

When the parameters and the launch are bound, representative threads are evaluated concretely
(``representatives``): the model's ``work`` profile, trip counts the pattern matcher could not
derive or that the evaluation contradicts (``refine``), exact sectors of accesses whose symbolic
address was unknown, and the work of called device functions (``callees``).
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field, replace
from typing import Mapping

from analyzer.analysis.interpreter.callees import with_callees
from analyzer.analysis.facts.cfg import ControlFlowGraph, build_cfg
from analyzer.analysis.quantities.banks import shared_wavefronts
from analyzer.analysis.quantities.coalescing import SECTOR_BYTES, access_infos, warp_lanes
from analyzer.analysis.interpreter.context import EvaluationContext
from analyzer.analysis.quantities.counts import block_executions, dynamic_counts
from analyzer.analysis.strings.instruction_string import instruction_string
from analyzer.analysis.kernel_model import KernelModel, LoopInfo, trip_symbol
from analyzer.analysis.latency_path.latency import issue_delay_expression, latency_expressions
from analyzer.analysis.facts.loops import Loop, find_loops
from analyzer.analysis.interpreter.refine import access_keys, lane_refinable, refine_accesses, refine_trips
from analyzer.analysis.interpreter.representatives import (coalescing_warp, evaluate_kernel, evaluation_ready, executing_warps,
                                               evaluated_lane_addresses)
from analyzer.toolchain.ptxas import Resources, kernel_resources
from analyzer.analysis.facts.trip_counts import induction_variables, loop_trip_counts
from analyzer.analysis.facts.predicates import LoopIterations, resolved_successors
from analyzer.analysis.facts.values import ValueAnalysis
from analyzer.collector import fewer_collections
from analyzer.ir import Kernel, Module
from analyzer.symbolic import ONE, ZERO, Expr, add, const, div, mul


@dataclass(frozen=True)
class StaticAnalysis:
    """The binding-independent facts of one kernel."""

    cfg: ControlFlowGraph
    loops: tuple[Loop, ...]
    values: ValueAnalysis
    trips: tuple[LoopInfo, ...]
    starts: dict[str, Expr]
    resources: Resources
    induction_steps: dict[str, tuple[Loop, Expr]] = field(default_factory=dict)
    latency_cache: dict = field(default_factory=dict, compare=False, repr=False)
    evaluation_cache: dict = field(default_factory=dict, compare=False, repr=False)

    def evaluation_context(self, kernel: Kernel, functions: tuple[Kernel, ...] = ()) -> EvaluationContext:
        """The concrete evaluator's facts about this kernel, following calls into ``functions``
        (the module's device functions; built on first use)."""
        key = ("context", tuple(function.name for function in functions))
        if key not in self.evaluation_cache:
            self.evaluation_cache[key] = EvaluationContext(kernel, self.cfg, self.loops, self.values, functions)
        return self.evaluation_cache[key]


_CACHE: dict[int, tuple[weakref.ref, StaticAnalysis]] = {}


def static_analysis(module: Module, kernel: Kernel) -> StaticAnalysis:
    """CFG, loops, value analysis, symbolic trip counts and resources of a kernel (memoised per
    kernel object)."""
    entry = _CACHE.get(id(kernel))
    if entry is not None and entry[0]() is kernel:
        return entry[1]
    cfg = build_cfg(kernel)
    loops = find_loops(kernel, cfg)
    values = ValueAnalysis(kernel, cfg)
    starts, steps = induction_variables(kernel, loops, cfg, values)
    result = StaticAnalysis(
        cfg=cfg,
        loops=loops,
        values=values,
        trips=loop_trip_counts(kernel, loops, cfg, values),
        starts=starts,
        induction_steps=steps,
        resources=kernel_resources(module, kernel),
    )
    key = id(kernel)
    _CACHE[key] = (weakref.ref(kernel, lambda ref, key=key, cache=_CACHE: _forget(cache, key, ref)), result)
    return result


def _forget(cache: dict, key: int, ref: weakref.ref) -> None:
    entry = cache.get(key)
    if entry is not None and entry[0] is ref:
        del cache[key]


def _latency(kernel: Kernel, static: StaticAnalysis, trips: dict[str, Expr],
             executions: dict[str, Expr]) -> tuple[Expr, Expr | None]:
    """The critical-path expressions of the chosen path with symbolic trip counts, method C's
    ``time`` and the kt model's synchronised path (``latency_expressions``; memoised per path:
    launch shapes that choose the same path share them; bindings are applied after)."""
    key = (tuple(trips.items()), tuple(executions.items()))
    cached = static.latency_cache.get(key)
    if cached is None:
        cached = latency_expressions(kernel, static.loops, trips, executions, static.resources.registers)
        if len(static.latency_cache) > 256:
            static.latency_cache.clear()
        static.latency_cache[key] = cached
    return cached


def _bind(expression: Expr, bindings: Mapping[str, int | float]) -> Expr:
    return expression.substitute(bindings) if bindings and expression.free_symbols() & bindings.keys() else expression


def _apply_overrides(trips: tuple[LoopInfo, ...], bindings: Mapping[str, int | float]) -> tuple[LoopInfo, ...]:
    result = []
    for info in trips:
        symbol = trip_symbol(info.id)
        if symbol in bindings and not info.data_dependent:
            info = replace(info, trip_count=const(bindings[symbol]), data_dependent=False,
                           derivation=f"set to {bindings[symbol]} by --trip (analysis found {info.trip_count}: "
                                      f"{info.derivation})")
        elif bindings:
            info = replace(info, trip_count=_bind(info.trip_count, bindings))
        result.append(info)
    return tuple(result)


@dataclass(frozen=True)
class TripCounts:
    """Step 1 of ``build_kernel_model``: the loops' trip counts with every binding applied
    (``trips``), the counts the latency and execution paths use (``symbolic``: only ``trip_<id>``
    overrides applied, plus what the evaluation refined), the ``trip_<id>`` overrides and the
    concrete evaluation of representative threads (None when the launch is not bound)."""

    trips: tuple[LoopInfo, ...]
    symbolic: dict[str, Expr]
    overrides: dict[str, int | float]
    evaluation: object | None


@dataclass(frozen=True)
class Executions:
    """Step 2: executions per basic block, symbolic (latency path) and bound (counts)."""

    symbolic: dict[str, Expr]
    bound: dict[str, Expr]


def _trip_counts(static: StaticAnalysis, kernel: Kernel, module: Module,
                 values_bound: Mapping[str, int | float]) -> TripCounts:
    """Step 1: trip counts from the static facts, the overrides and, when the launch is bound,
    the evaluated threads (``interpreter.refine.refine_trips``)."""
    overrides = {name: value for name, value in values_bound.items() if name.startswith("trip_")}
    symbolic_trips = {info.id: info.trip_count for info in _apply_overrides(static.trips, overrides)}
    trips = _apply_overrides(static.trips, values_bound)
    evaluation = None
    if evaluation_ready(kernel, values_bound):
        evaluation = _evaluation(static, kernel, module, values_bound)
        refined = refine_trips(trips, _described(evaluation), values_bound)
        for before, after in zip(trips, refined):
            if after is not before:  # the evaluation changed this count: the paths use it too
                symbolic_trips[after.id] = after.trip_count
        trips = refined
    return TripCounts(trips, symbolic_trips, overrides, evaluation)


def _executions(kernel: Kernel, static: StaticAnalysis, trip_counts: TripCounts,
                values_bound: Mapping[str, int | float]) -> Executions:
    """Step 2: how often each block executes (``quantities.counts.block_executions``) over the
    branches the bindings resolve."""
    bound_trips = {info.id: info.trip_count for info in trip_counts.trips}
    successors = resolved_successors(static.values, values_bound,
                                     LoopIterations(static.starts, static.induction_steps, static.loops, bound_trips))
    symbolic = block_executions(kernel, static.loops, trip_counts.symbolic, values_bound, static.cfg, successors)
    return Executions(symbolic, {label: _bind(expression, values_bound) for label, expression in symbolic.items()})


def _global_accesses(kernel: Kernel, module: Module, static: StaticAnalysis, executions: Mapping[str, Expr],
                     values_bound: Mapping[str, int | float], evaluation) -> tuple[tuple, tuple[str, ...]]:
    """Step 4: the global accesses with their coalescing (``quantities.coalescing``), refined by
    the evaluated lanes where the symbolic addresses left a stride unknown, and the atomics'
    lane shares; with the notes of accesses still unknown."""
    accesses, access_notes = access_infos(kernel, static.values, executions, values_bound, static.starts,
                                          static.induction_steps)
    unknown = [access.stride_bytes is None and lane_refinable(access) for access in accesses]
    if evaluation is not None and any(unknown):
        # Only when the symbolic addresses left some access unknown (loaded or loop-carried
        # pointers, guards): the evaluated lanes give its exact sectors.
        context = static.evaluation_context(kernel, module.functions)
        keys = access_keys(kernel, context, executions)
        wanted = frozenset(key for key, needed in zip(keys, unknown) if needed)
        lanes = evaluated_lane_addresses(context, values_bound, coalescing_warp(evaluation), wanted)
        refined = refine_accesses(accesses, kernel, context, executions, lanes)
        exact_lines = {after.line for before, after in zip(accesses, refined) if after is not before}
        access_notes = tuple(note for note in access_notes if not any(note.startswith(f"line {line}:") for line in exact_lines))
        accesses = refined
    if evaluation is not None and any(access.kind == "atomic" for access in accesses):
        accesses = _atomic_shares(kernel, static, module, executions, values_bound, evaluation, accesses)
    return accesses, access_notes


@fewer_collections
def build_kernel_model(module: Module, kernel: Kernel, bindings: Mapping[str, int | float] | None = None,
                       dynamic_shared: int = 0) -> KernelModel:
    """The per-thread kernel model of method C for one kernel. ``bindings`` may give parameter
    values (by ``Param.name``), launch symbols ``ntid_x`` .. ``nctaid_z`` and loop overrides
    ``trip_<id>``; what is not bound stays symbolic. ``dynamic_shared`` (bytes per block) is
    recorded in the notes; the occupancy calculation takes it separately. The steps: static facts
    (``static_analysis``), trip counts (``_trip_counts``), block executions (``_executions``),
    dynamic counts with the device functions called (``quantities.counts``,
    ``interpreter.callees``), global accesses (``_global_accesses``), the latency path
    (``_latency``), then the record (``_kernel_model``)."""
    values_bound = dict(bindings or {})
    static = static_analysis(module, kernel)
    trip_counts = _trip_counts(static, kernel, module, values_bound)
    evaluation = trip_counts.evaluation
    executions = _executions(kernel, static, trip_counts, values_bound)
    counts, callee_loops = with_callees(dynamic_counts(kernel, executions.bound, static.values), kernel, module,
                                        executions.bound, None if evaluation is None else _described(evaluation),
                                        static.values, frozenset(trip_counts.overrides))
    accesses, access_notes = _global_accesses(kernel, module, static, executions.bound, values_bound, evaluation)
    notes = _notes(kernel, trip_counts.trips, counts.generic_assumed_global, access_notes, dynamic_shared,
                   None if evaluation is None else evaluation.profile.warps) \
        + _call_notes(kernel, module, evaluation)
    latency, synchronised = _latency(kernel, static, trip_counts.symbolic, executions.symbolic)
    return _kernel_model(kernel, static, trip_counts, executions.bound, counts, callee_loops, accesses, notes,
                         latency, synchronised, values_bound)


def _kernel_model(kernel: Kernel, static: StaticAnalysis, trip_counts: TripCounts, executions: Mapping[str, Expr],
                  counts, callee_loops, accesses: tuple, notes: tuple[str, ...], latency: Expr, synchronised,
                  values_bound: Mapping[str, int | float]) -> KernelModel:
    """The last step: the ``KernelModel`` record, every expression with the bindings applied."""
    trips = trip_counts.trips
    evaluation = trip_counts.evaluation
    bound_trips = {info.id: info.trip_count for info in trips}
    lanes = len(warp_lanes(values_bound))
    sector_bytes = add(*(mul(access.executions, access.sectors_per_request * SECTOR_BYTES) for access in accesses)) \
        if accesses else ZERO
    uncoalesced = add(*(mul(access.executions, access.bytes_per_thread) for access in accesses if not access.coalesced)) \
        if any(not access.coalesced for access in accesses) else ZERO
    resources = static.resources
    return KernelModel(
        kernel=kernel.plain_name,
        mangled_name=kernel.name,
        source=kernel.source,
        file=kernel.file,
        params=tuple(param.name for param in kernel.params),
        loops=trips + _apply_overrides(callee_loops, values_bound),
        counts=tuple((exec_class, _bind(expression, values_bound)) for exec_class, expression in counts.by_class),
        instructions=_bind(counts.instructions, values_bound),
        global_load_bytes=_bind(counts.global_load_bytes, values_bound),
        global_store_bytes=_bind(counts.global_store_bytes, values_bound),
        global_sector_bytes=_bind(div(sector_bytes, lanes), values_bound),
        uncoalesced_bytes=_bind(uncoalesced, values_bound),
        shared_accesses=_bind(counts.shared_accesses, values_bound),
        shared_wavefronts=_bind(shared_wavefronts(kernel, static.values, executions, values_bound, static.starts),
                                values_bound),
        syncs=_bind(counts.syncs, values_bound),
        operand_loads=_bind(counts.operand_loads, values_bound),
        operations=tuple((name, exec_class, _bind(count, values_bound)) for name, exec_class, count in counts.operations),
        latency=_bind(latency, values_bound),
        synchronised_latency=None if synchronised is None else _bind(synchronised, values_bound),
        issue_delay=_bind(issue_delay_expression(kernel, executions), values_bound),
        accesses=accesses,
        instruction_string=instruction_string(kernel, static.loops, bound_trips, executions),
        registers=resources.registers,
        registers_source=resources.registers_source,
        static_shared_bytes=resources.static_shared_bytes,
        local_bytes=resources.local_bytes,
        spill_bytes=resources.spill_bytes,
        stack_bytes=resources.stack_bytes,
        spill_store_bytes=resources.spill_store_bytes,
        stack_from_ptxas=resources.stack_from_ptxas,
        int_multiplies=_bind(counts.int_multiplies, values_bound),
        register_array_selects=_bind(counts.register_array_selects, values_bound),
        local_load_bytes=_bind(counts.local_load_bytes, values_bound),
        local_store_bytes=_bind(counts.local_store_bytes, values_bound),
        uses_dynamic_shared=resources.uses_dynamic_shared,
        unknown_opcodes=kernel.unknown_opcodes,
        notes=notes,
        work=None if evaluation is None else evaluation.profile,
        largest_block_executions=_largest_block_executions(kernel, executions),
    )


def _largest_block_executions(kernel: Kernel, executions: Mapping[str, Expr]) -> Expr:
    """Per-thread executions (already bound) of the block with the most instructions, where
    ptxas spills (``KernelModel.spill_repeats``); one for a kernel without blocks."""
    if not kernel.blocks:
        return ONE
    return executions.get(max(kernel.blocks, key=lambda block: len(block.instructions)).label, ONE)


def _atomic_shares(kernel: Kernel, static: StaticAnalysis, module: Module, executions: Mapping[str, Expr],
                   bindings: Mapping[str, int | float], evaluation, accesses: tuple) -> tuple:
    """``accesses`` with the share of a block's lanes that execute each atomic: the evaluated lanes
    of the busiest warp that execute it x the share of the block's warps that do
    (``if (threadIdx.x == 0) atomicAdd(...)`` is one update per block, not one per thread)."""
    context = static.evaluation_context(kernel, module.functions)
    keys = access_keys(kernel, context, executions)
    if len(keys) != len(accesses):
        return accesses
    atomic_keys = frozenset(key for key, access in zip(keys, accesses) if access.kind == "atomic")
    warp = coalescing_warp(evaluation)
    lanes = evaluated_lane_addresses(context, bindings, warp, atomic_keys)
    warps = executing_warps(context, bindings, warp, atomic_keys)
    lane_count = len(warp_lanes(bindings))
    result = []
    for key, access in zip(keys, accesses):
        if key in atomic_keys and key in lanes and warps.get(key):
            share = min(1.0, len(lanes[key]) / lane_count) * warps[key]
            access = replace(access, executing_share=None if share >= 1.0 else share)
        result.append(access)
    return tuple(result)


def _evaluation(static: StaticAnalysis, kernel: Kernel, module: Module, bindings: Mapping[str, int | float]):
    """The evaluated representatives for these bindings (memoised per kernel: a model rebuilt
    for the same launch, as inspect then predict do, reuses them)."""
    key = ("evaluation", tuple(sorted(bindings.items())))
    if key not in static.evaluation_cache:
        if len(static.evaluation_cache) > 64:
            for stale in [k for k in static.evaluation_cache if k[0] == "evaluation"]:
                del static.evaluation_cache[stale]
        static.evaluation_cache[key] = evaluate_kernel(static.evaluation_context(kernel, module.functions), bindings)
    return static.evaluation_cache[key]


def _described(evaluation):
    """The run the model describes: the union of the busiest warp's lanes (``interpreter.warps``),
    else thread 0 of block 0."""
    return evaluation.warp if evaluation.warp is not None else evaluation.origin


def _call_notes(kernel: Kernel, module: Module, evaluation) -> tuple[str, ...]:
    """Notes on calls of the module's device functions (their work is in the counts, not in the
    latency and issue-delay expressions) and on recursion the evaluation did not follow."""
    defined = {function.name for function in module.functions}
    notes = []
    for block in kernel.blocks:
        for instruction in block.instructions:
            callee = getattr(instruction.srcs[0], "name", None) if instruction.op == "call" and instruction.srcs else None
            if callee in defined:
                notes.append(f"line {instruction.line}: call of device function {callee}: its work is in the "
                             "per-thread counts and the evaluated threads, not in the latency and issue-delay expressions")
    if evaluation is not None:
        recursive = sorted({name for item in evaluation.profile.representatives for name in item.recursive_calls})
        if recursive:
            notes.append("recursive calls not followed (the evaluated work stops there): " + ", ".join(recursive))
    return tuple(notes)


def _notes(kernel: Kernel, trips: tuple[LoopInfo, ...], generic_lines: tuple[int, ...], access_notes: tuple[str, ...],
           dynamic_shared: int, warps=None) -> tuple[str, ...]:
    if warps is None:
        notes = ["model of the longest-running thread: tid = 0, ctaid = 0 for trip counts; at branches neither the "
                 "bindings nor every iteration of their loop decide, the side with more instructions"]
    else:
        notes = [f"model of the busiest warp (warp {warps.busiest_warp} of block {warps.busiest_block}): trip counts "
                 "from the union of its lanes' paths; at branches neither the bindings nor every iteration of their "
                 "loop decide, the side with more instructions"]
    for info in trips:
        if info.data_dependent:
            notes.append(f"loop {info.id} (line {info.line}): trip count data dependent ({info.derivation}); "
                         f"set it with --trip {info.id}=N")
    if generic_lines:
        notes.append("generic-space accesses assumed global at lines " + ", ".join(map(str, sorted(set(generic_lines)))))
    notes.extend(access_notes)
    if kernel.uses_dynamic_shared:
        notes.append(f"dynamic shared memory: {dynamic_shared} bytes per block")
    if kernel.unknown_opcodes:
        notes.append("unknown opcodes costed as generic: " + unknown_opcode_lines(kernel.unknown_opcodes))
    return tuple(notes)


def unknown_opcode_lines(unknown_opcodes, shown: int = 5) -> str:
    """Each unknown opcode with the lines it is on (the first ``shown`` of them)."""
    lines: dict[str, set[int]] = {}
    for unknown in unknown_opcodes:
        lines.setdefault(unknown.opcode, set()).add(unknown.line)
    parts = []
    for opcode, where in sorted(lines.items()):
        numbers = sorted(where)
        listed = ", ".join(map(str, numbers[:shown])) + (f" and {len(numbers) - shown} more" if len(numbers) > shown else "")
        parts.append(f"{opcode} (line{'s' if len(numbers) > 1 else ''} {listed})")
    return ", ".join(parts)
