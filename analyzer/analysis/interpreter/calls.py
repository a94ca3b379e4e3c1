"""Calls for the evaluator (``evaluate``): PTX call sequences pass arguments and results through
``.param`` slots (``st.param [param0]``, ``call (retval0), f, (param0, ..)``, ``ld.param
[retval0]``; the callee returns through ``func_retval0``); LLVM calls pass values. A call of a
device function of the module runs the callee as a child run with the arguments bound and
merges its work into the caller's; a function already on the call chain is recursion: reported,
not followed.
"""

from __future__ import annotations

from analyzer.analysis.interpreter.semantics import type_width
from analyzer.ir import SymbolRef


def param_slot(run, instruction, access) -> None:
    """A PTX call sequence's ``st.param``/``ld.param`` of an argument or return slot."""
    slot = (access.address.base.name, access.address.offset)
    if access.kind == "store" and len(instruction.srcs) > 1:
        run.slots[slot] = run.value(instruction.srcs[1])
    elif access.kind == "load":
        for dst in instruction.dsts:
            run.write(dst, run.slots.get(slot), type_width(instruction.type, 64), False)


def follow_call(run, instruction, make_run) -> None:
    """Follow a call of a device function defined in the module: its arguments bound, its
    work, loops (``<function>:<loop id>``) and return value merged into this run; a function
    already on the call chain is recursion, reported and not followed."""
    callee = instruction.srcs[0] if instruction.srcs else None
    name = getattr(callee, "name", None)
    context = run.context.callee(name) if name else None
    results = []
    if context is not None and name in run.call_chain + (run.context.name,):
        run.recursion.add(name)
    elif context is not None:
        arguments = [run.slots.get((source.name, 0)) if isinstance(source, SymbolRef) else run.value(source)
                     for source in instruction.srcs[1:]]
        child = make_run(context, run.bindings, run.block, run.thread, False, max(0, run.max_steps - run.steps))
        child.params = dict(enumerate(arguments))
        child.counts_only = run.counts_only
        child.call_chain = run.call_chain + (run.context.name,)
        child.run()
        _merge(run, name, child)
        results = [child.return_value] + [child.slots.get((f"func_retval{k}", 0)) for k in range(1, 4)]
        if any(isinstance(dst, SymbolRef) for dst in instruction.dsts):
            results = [child.slots.get((f"func_retval{k}", 0)) for k in range(len(instruction.dsts))]
    for position, dst in enumerate(instruction.dsts):
        value = results[position] if position < len(results) else None
        if isinstance(dst, SymbolRef):
            run.slots[(dst.name, 0)] = value
        else:
            run.write(dst, value, type_width(instruction.type, 64), False)


def _merge(run, name: str, child) -> None:
    for key, value in child.counters.items():
        run.counters[key] += value
    for label, count in child.block_counts.items():
        key = f"{name}:{label}"
        run.block_counts[key] = run.block_counts.get(key, 0) + count
    for loop_id, count in child.entries.items():
        key = f"{name}:{loop_id}"
        run.entries[key] = run.entries.get(key, 0) + count
        run.iterations[key] = run.iterations.get(key, 0) + child.iterations.get(loop_id, 0)
        low, high = child.trips.get(loop_id, (0, 0))
        old = run.trips.get(key, (low, high))
        run.trips[key] = (min(old[0], low), max(old[1], high))
    run.unresolved.update(f"{name}:{loop_id}" for loop_id in child.unresolved)
    run.recursion.update(child.recursion)
    run.complete = run.complete and child.complete
    run.steps += child.steps
    run.active = run.active or child.active
    if run.stack:
        run.stack[-1].nested = True  # the callee's work may differ per iteration
