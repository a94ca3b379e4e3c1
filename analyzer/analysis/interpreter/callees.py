"""Device functions' work at their call sites in the per-thread counts (``counts``).

A call of a device function defined in the module (PTX ``.func``, LLVM ``define``) adds, per
execution of the calling block, the callee's dynamic counts: its blocks' executions from its own
loops (``counts.block_executions``) with the trip counts the evaluation of thread 0 of block 0
found for them (``<function>:L<k>``, mean per entry; 0 when the thread never entered one), and
its instruction classes, bytes, shared accesses and barriers (``counts.dynamic_counts``). The
callee's loops join the model's loop list. Without an evaluation (parameters or launch unbound),
or for a loop the evaluation could not resolve, a callee loop's symbolic trip count
(``trip_counts``, over the callee's parameters) takes the values the call passes
(``call_arguments``: a GEMM body called with ``K`` runs ``K / 8`` times, not "data dependent");
only where an argument is unknown does it count ``trip_<function>:L<k>``. Calls inside callees and recursion are not expanded here (the evaluated threads hold
them). The latency expression does not include callees.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Mapping

from analyzer.analysis.facts.cfg import build_cfg
from analyzer.analysis.quantities.counts import DynamicCounts, block_executions, dynamic_counts
from analyzer.analysis.interpreter.evaluate import ThreadRun
from analyzer.analysis.kernel_model import LoopInfo
from analyzer.analysis.facts.loops import find_loops
from analyzer.analysis.facts.trip_counts import THREAD_SYMBOLS, loop_trip_counts
from analyzer.analysis.facts.values import ValueAnalysis
from analyzer.ir import Address, Block, Instruction, Kernel, Module, SymbolRef
from analyzer.symbolic import ZERO, Expr, add, const, mul, sym


def call_arguments(function: Kernel, call: Instruction, block: Block, index: int,
                   values: ValueAnalysis) -> dict[str, Expr]:
    """The values the caller passes for the callee's parameters at one call (by the callee's
    parameter names), where the caller's value analysis knows them: LLVM passes each argument
    as an operand of the call; a PTX call names ``.param`` slots, each written by the last
    ``st.param [paramK], value`` before the call in the calling block."""
    arguments = {}
    for position, operand in enumerate(call.srcs[1:len(function.params) + 1]):
        source, at = operand, (block.label, index)
        if isinstance(operand, SymbolRef):
            source = None
            for earlier in range(index - 1, -1, -1):
                store = block.instructions[earlier]
                address = store.memory.address if store.memory is not None and store.memory.kind == "store" else None
                if isinstance(address, Address) and address.base == operand and address.offset == 0:
                    source, at = store.srcs[-1], (block.label, earlier)
                    break
        value = None if source is None else values.value(source, None, at)
        if value is not None:
            arguments[function.params[position].name] = value
    return arguments


def _through_arguments(info: LoopInfo, arguments: Mapping[str, Expr]) -> Expr | None:
    """A callee loop's symbolic trip count with the call's arguments for its parameters, when
    every parameter it reads has a known argument."""
    if info.data_dependent:
        return None
    names = info.trip_count.free_symbols()
    if not names <= arguments.keys() | set(THREAD_SYMBOLS):
        return None
    return info.trip_count.substitute({name: arguments[name] for name in names if name in arguments})


def _callee(function: Kernel, origin: ThreadRun | None, line: int, arguments: Mapping[str, Expr],
            overridden: frozenset[str] = frozenset()) -> tuple[DynamicCounts, tuple[LoopInfo, ...]]:
    cfg = build_cfg(function)
    loops = find_loops(function, cfg)
    values = ValueAnalysis(function, cfg)
    symbolic = {info.id: info for info in loop_trip_counts(function, loops, cfg, values)}
    trips: dict[str, Expr] = {}
    infos = []
    for loop in loops:
        key = f"{function.name}:{loop.id}"
        entries = origin.loop_entries.get(key, 0) if origin is not None else 0
        header = function.block(loop.header)
        where = f"in device function {function.name} called at line {line}"
        parent = None if loop.parent is None else f"{function.name}:{loop.parent}"
        passed = None if f"trip_{key}" in overridden else _through_arguments(symbolic[loop.id], arguments)
        if origin is not None and origin.complete and key not in origin.unresolved_loops and (entries or key not in origin.loop_entries):
            mean = Fraction(origin.loop_iterations.get(key, 0), entries) if entries else Fraction(0)
            trips[loop.id] = const(int(mean)) if mean.denominator == 1 else const(round(float(mean), 6))
            derivation = (f"{where}; evaluated for thread (0,0,0) of block (0,0,0): {entries} entries, "
                          f"{origin.loop_iterations.get(key, 0)} iterations")
            infos.append(LoopInfo(key, loop.header, header.line, loop.depth, parent, trips[loop.id], False, derivation))
        elif passed is not None:
            trips[loop.id] = passed
            derivation = f"{where}, the call's arguments for its parameters: {symbolic[loop.id].derivation}"
            infos.append(LoopInfo(key, loop.header, header.line, loop.depth, parent, passed, False, derivation))
        else:
            trips[loop.id] = sym(f"trip_{key}")
            infos.append(LoopInfo(key, loop.header, header.line, loop.depth, parent, trips[loop.id], True,
                                  f"{where}; trip count not evaluated (parameters or launch unbound, or data dependent)"))
    executions = block_executions(function, loops, trips, {}, cfg)
    return dynamic_counts(function, executions, values), tuple(infos)


def with_callees(counts: DynamicCounts, kernel: Kernel, module: Module, executions: Mapping[str, Expr],
                 origin: ThreadRun | None, values: ValueAnalysis | None = None,
                 overridden: frozenset[str] = frozenset()) -> tuple[DynamicCounts, tuple[LoopInfo, ...]]:
    """``counts`` plus the work of every called device function at its call sites, and the
    callees' loops (ids ``<function>:L<k>``, ``--trip <function>:L<k>=N`` where unresolved).
    ``values`` (the kernel's value analysis) lets a callee loop's count flow from the call's
    arguments (``call_arguments``) where the evaluation did not give it and no ``--trip`` override
    (``overridden``: the bound ``trip_<function>:L<k>`` names) sets it."""
    functions = {function.name: function for function in module.functions}
    added: list[tuple[Expr, DynamicCounts]] = []
    cache: dict[tuple, tuple[DynamicCounts, tuple[LoopInfo, ...]]] = {}
    for block in kernel.blocks:
        calls = executions.get(block.label, ZERO)
        if calls == ZERO:
            continue
        for index, instruction in enumerate(block.instructions):
            name = getattr(instruction.srcs[0], "name", None) if instruction.op == "call" and instruction.srcs else None
            if name in functions and name != kernel.name:
                arguments = {} if values is None else call_arguments(functions[name], instruction, block, index, values)
                key = (name, tuple(sorted((parameter, str(value)) for parameter, value in arguments.items())))
                if key not in cache:
                    cache[key] = _callee(functions[name], origin, instruction.line, arguments, overridden)
                added.append((calls, cache[key][0]))
    first: dict[str, tuple[LoopInfo, ...]] = {}
    for (name, _), (_, infos) in cache.items():
        first.setdefault(name, infos)  # a function called with other arguments elsewhere lists its loops once
    loops = tuple(info for infos in first.values() for info in infos)
    if not added:
        return counts, loops
    by_class: dict = {exec_class: [expression] for exec_class, expression in counts.by_class}
    for calls, callee in added:
        for exec_class, expression in callee.by_class:
            by_class.setdefault(exec_class, []).append(mul(calls, expression))

    def total(field: str) -> Expr:
        return add(getattr(counts, field), *(mul(calls, getattr(callee, field)) for calls, callee in added))

    return DynamicCounts(
        by_class=tuple((exec_class, add(*terms)) for exec_class, terms in by_class.items()),
        instructions=total("instructions"), global_load_bytes=total("global_load_bytes"),
        global_store_bytes=total("global_store_bytes"), global_atomic_bytes=total("global_atomic_bytes"),
        shared_accesses=total("shared_accesses"), syncs=total("syncs"),
        generic_assumed_global=counts.generic_assumed_global, operand_loads=total("operand_loads"),
        operations=_merged_operations(counts, added),
        local_load_bytes=total("local_load_bytes"), local_store_bytes=total("local_store_bytes"),
        int_multiplies=total("int_multiplies"),
    ), loops


def _merged_operations(counts: DynamicCounts, added: list[tuple[Expr, DynamicCounts]]
                       ) -> tuple[tuple[str, object, Expr], ...]:
    """The expanding PTX operations of the kernel plus those of its callees times their calls."""
    merged: dict[tuple, list[Expr]] = {}
    for name, exec_class, count in counts.operations:
        merged.setdefault((name, exec_class), []).append(count)
    for calls, callee in added:
        for name, exec_class, count in callee.operations:
            merged.setdefault((name, exec_class), []).append(mul(calls, count))
    return tuple((name, exec_class, add(*terms)) for (name, exec_class), terms in merged.items())
