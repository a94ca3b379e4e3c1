"""Device functions' work at their call sites in the per-thread counts (``counts``).

A call of a device function defined in the module (PTX ``.func``, LLVM ``define``) adds, per
execution of the calling block, the callee's dynamic counts: its blocks' executions from its own
loops (``counts.block_executions``) with the trip counts the evaluation of thread 0 of block 0
found for them (``<function>:L<k>``, mean per entry; 0 when the thread never entered one), and
its instruction classes, bytes, shared accesses and barriers (``counts.dynamic_counts``). The
callee's loops join the model's loop list. Without an evaluation (parameters or launch unbound),
or for a loop the evaluation could not resolve, a callee loop counts ``trip_<function>:L<k>``. Calls inside callees and recursion are not expanded here (the evaluated threads hold
them). The latency expression does not include callees.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Mapping

from analyzer.analysis.cfg import build_cfg
from analyzer.analysis.counts import DynamicCounts, block_executions, dynamic_counts
from analyzer.analysis.evaluate import ThreadRun
from analyzer.analysis.kernel_model import LoopInfo
from analyzer.analysis.loops import find_loops
from analyzer.analysis.values import ValueAnalysis
from analyzer.ir import Kernel, Module
from analyzer.symbolic import ZERO, Expr, add, const, mul, sym


def _callee(function: Kernel, origin: ThreadRun | None, line: int) -> tuple[DynamicCounts, tuple[LoopInfo, ...]]:
    cfg = build_cfg(function)
    loops = find_loops(function, cfg)
    trips: dict[str, Expr] = {}
    infos = []
    for loop in loops:
        key = f"{function.name}:{loop.id}"
        entries = origin.loop_entries.get(key, 0) if origin is not None else 0
        header = function.block(loop.header)
        where = f"in device function {function.name} called at line {line}"
        parent = None if loop.parent is None else f"{function.name}:{loop.parent}"
        if origin is not None and origin.complete and key not in origin.unresolved_loops and (entries or key not in origin.loop_entries):
            mean = Fraction(origin.loop_iterations.get(key, 0), entries) if entries else Fraction(0)
            trips[loop.id] = const(int(mean)) if mean.denominator == 1 else const(round(float(mean), 6))
            derivation = (f"{where}; evaluated for thread (0,0,0) of block (0,0,0): {entries} entries, "
                          f"{origin.loop_iterations.get(key, 0)} iterations")
            infos.append(LoopInfo(key, loop.header, header.line, loop.depth, parent, trips[loop.id], False, derivation))
        else:
            trips[loop.id] = sym(f"trip_{key}")
            infos.append(LoopInfo(key, loop.header, header.line, loop.depth, parent, trips[loop.id], True,
                                  f"{where}; trip count not evaluated (parameters or launch unbound, or data dependent)"))
    values = ValueAnalysis(function, cfg)
    executions = block_executions(function, loops, trips, {}, cfg)
    return dynamic_counts(function, executions, values), tuple(infos)


def with_callees(counts: DynamicCounts, kernel: Kernel, module: Module, executions: Mapping[str, Expr],
                 origin: ThreadRun | None) -> tuple[DynamicCounts, tuple[LoopInfo, ...]]:
    """``counts`` plus the work of every called device function at its call sites, and the
    callees' loops (ids ``<function>:L<k>``, ``--trip <function>:L<k>=N`` where unresolved)."""
    functions = {function.name: function for function in module.functions}
    added: list[tuple[Expr, DynamicCounts]] = []
    cache: dict[str, tuple[DynamicCounts, tuple[LoopInfo, ...]]] = {}
    for block in kernel.blocks:
        calls = executions.get(block.label, ZERO)
        if calls == ZERO:
            continue
        for instruction in block.instructions:
            name = getattr(instruction.srcs[0], "name", None) if instruction.op == "call" and instruction.srcs else None
            if name in functions and name != kernel.name:
                if name not in cache:
                    cache[name] = _callee(functions[name], origin, instruction.line)
                added.append((calls, cache[name][0]))
    loops = tuple(info for _, infos in cache.values() for info in infos)
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
