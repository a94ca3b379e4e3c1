"""Concrete evaluation of one thread of a kernel: run the CFG with known values.

With the parameters and the launch bound, one thread (block and thread indices) is interpreted
block by block: parameters, special registers (tid ntid ctaid nctaid laneid), constants and
integer/predicate arithmetic are known (``semantics``); values loaded from memory are unknown.
PTX registers may be written in several places (they are not SSA): the state is simply the last
value written; LLVM phis read the value of the edge taken. The run records each block's
executions, each loop's entries and body executions (per entry: back edges taken, plus one when
the loop's counting exit is a latch, as ``counts`` defines a trip count), the dynamic
instructions (phis excluded), global bytes (an instruction whose guard is false moves none),
shared accesses, barriers, and the address of each memory instruction's first execution.

Decisions on unknown values: a loop exit takes the ``--trip`` override when one is bound
(``trip_<id>``) and otherwise leaves the loop (the loop is reported unresolved); any other
branch takes the side with more exclusive work (instructions reachable from it and not from the
other side), as the static model does.

Bounded work: at every back edge of the innermost running loop the state is kept for three
iterations; when two iterations took the same blocks, every integer register moved by a constant
step and no decision read a varying nonlinear value (``semantics.NONLINEAR_OPS``), the iterations
until the first comparison changes outcome are summarised at once (the comparisons are affine in
the iteration number, so the first change is solved for), and the run continues concretely from
there. A run also stops after ``max_steps`` interpreted instructions (``complete`` False).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from analyzer.analysis.context import EvaluationContext
from analyzer.analysis.semantics import NONLINEAR_OPS, arithmetic, comparison, convert, holds, type_width
from analyzer.analysis.values import branch_condition
from analyzer.ir import Address, Imm, MemSpace, ParamRef, Reg, SpecialReg, SymbolRef, Vector

MAX_STEPS = 400_000
_NEVER = 1 << 62


@dataclass(frozen=True)
class ThreadRun:
    """What one thread executed (see the module docstring). ``loop_trips`` gives the smallest and
    largest body executions per entry; ``unresolved_loops`` the loops whose exit needed an
    unknown value; ``data_decisions`` the other decisions taken on unknown values; ``active``
    whether the thread accessed memory or waited at a barrier (an inactive thread only computed:
    it left at the entry guards)."""

    block: tuple[int, int, int]
    thread: tuple[int, int, int]
    instructions: int
    global_load_bytes: int
    global_store_bytes: int
    global_atomic_bytes: int
    shared_accesses: int
    syncs: int
    block_counts: Mapping[str, int]
    loop_entries: Mapping[str, int]
    loop_iterations: Mapping[str, int]
    loop_trips: Mapping[str, tuple[int, int]]
    unresolved_loops: frozenset[str]
    data_decisions: int
    active: bool
    complete: bool
    first_addresses: Mapping[tuple[str, int], int]
    recursive_calls: frozenset[str] = frozenset()

    @property
    def exact(self) -> bool:
        """Whether every decision of the run was taken on known values, no recursive call was
        cut and the run finished."""
        return self.complete and not self.unresolved_loops and self.data_decisions == 0 and not self.recursive_calls


class _Entry:
    """One entry of a running loop: back edges taken, and the recent iteration snapshots."""

    def __init__(self, loop):
        self.loop = loop
        self.back_edges = 0
        self.nested = False
        self.history: list[tuple] = []


class _Run:
    COUNTERS = ("instructions", "load", "store", "atomic", "shared", "syncs", "decisions")

    def __init__(self, context: EvaluationContext, bindings: Mapping[str, float], block, thread,
                 stop_when_active: bool, max_steps: int, stop_after: frozenset = frozenset()):
        self.context, self.bindings = context, bindings
        self.block, self.thread = block, thread
        self.stop_when_active, self.max_steps = stop_when_active, max_steps
        self.stop_after, self.awaited = stop_after, len(stop_after)
        self.specials = context.special_values(bindings, block, thread)
        self.params = context.parameter_values(bindings)
        self.state: dict[str, object] = {}
        self.widths: dict[str, int] = {}
        self.tainted: set[str] = set()
        self.counters = dict.fromkeys(self.COUNTERS, 0)
        self.block_counts: dict[str, int] = {}
        self.entries: dict[str, int] = {}
        self.iterations: dict[str, int] = {}
        self.trips: dict[str, tuple[int, int]] = {}
        self.unresolved: set[str] = set()
        self.first_addresses: dict[tuple[str, int], int] = {}
        self.stack: list[_Entry] = []
        self.trace: list[str] = []
        self.compares: list[tuple] = []
        self.nonlinear_inputs: dict[tuple[str, int], tuple] = {}
        self.active = False
        self.steps = 0
        self.complete = True
        self.slots: dict[tuple[str, int], object] = {}  # .param slots of PTX call sequences
        self.return_value: object = None
        self.call_chain: tuple[str, ...] = ()
        self.recursion: set[str] = set()

    # -- operands --------------------------------------------------------------------------
    def value(self, operand):
        if isinstance(operand, Reg):
            return self.state.get(operand.name)
        if isinstance(operand, Imm):
            return operand.value
        if isinstance(operand, SpecialReg):
            return self.specials.get(operand.name)
        if isinstance(operand, ParamRef):
            return self.params.get(operand.index)
        if isinstance(operand, SymbolRef):
            return self.context.symbol_base(operand.name)
        if isinstance(operand, Address):
            base = self.value(operand.base)
            return None if base is None or isinstance(base, (bool, float)) else base + operand.offset
        return None

    def write(self, dst, value, width: int, tainted: bool) -> None:
        names = [dst.name] if isinstance(dst, Reg) else [e.name for e in dst.elements if isinstance(e, Reg)] \
            if isinstance(dst, Vector) else []
        for name in names:
            self.state[name] = value if isinstance(dst, Reg) else None
            self.widths[name] = width
            if tainted:
                self.tainted.add(name)
            else:
                self.tainted.discard(name)

    # -- instructions ----------------------------------------------------------------------
    def execute(self, label: str, index: int, instruction, facts) -> None:
        op, width, is_sync, registers, opaque = facts
        counters = self.counters
        counters["instructions"] += 1
        guard = instruction.guard
        if guard is not None and op != "bra":
            truth = self.state.get(guard.predicate)
            if truth is None:
                counters["decisions"] += 1
            else:
                enabled = bool(truth) != guard.negated
                self.trace.append("g1" if enabled else "g0")
                if not enabled:
                    return
        if op == "call":
            self._call(instruction)
            return
        if op == "ret" and instruction.srcs:
            self.return_value = self.value(instruction.srcs[0])
        access = instruction.memory
        if access is not None:
            if access.space is MemSpace.PARAM and isinstance(access.address, Address) \
                    and isinstance(access.address.base, SymbolRef):
                self._param_slot(instruction, access)
                return
            self._memory(label, index, instruction)
        if is_sync:
            counters["syncs"] += 1
            self.active = True
        dsts = instruction.dsts
        if not dsts:
            return
        srcs = instruction.srcs
        tainted = bool(self.tainted) and any(name in self.tainted for name in registers)
        result = None
        if opaque:
            result = None
        elif op == "mov" or op == "special":
            result = self.value(srcs[0]) if len(srcs) == 1 else None
        elif op == "cvt" and len(srcs) == 1:
            source = srcs[0]
            result = convert(instruction, self.value(source),
                             self.widths.get(source.name) if isinstance(source, Reg) else None)
        elif op == "selp" and len(srcs) == 3:
            choice = self.value(srcs[2])
            result = None if choice is None else self.value(srcs[0] if choice else srcs[1])
        elif op == "setp" and len(srcs) >= 2 and instruction.compare:
            result = self._compare(instruction, tainted)
        else:
            values = [self.value(s) for s in srcs]
            if None not in values:
                result = arithmetic(instruction, values)
                if op in NONLINEAR_OPS and not isinstance(result, bool):
                    key, inputs = (label, index), tuple(values)
                    tainted = tainted or self.nonlinear_inputs.get(key, inputs) != inputs
                    self.nonlinear_inputs[key] = inputs
        first = dsts[0]
        if isinstance(first, Reg) and len(dsts) == 1:
            name = first.name
            self.state[name] = result
            self.widths[name] = width
            if tainted:
                self.tainted.add(name)
            elif self.tainted:
                self.tainted.discard(name)
            return
        for position, dst in enumerate(dsts):
            if position == 1 and op == "setp" and isinstance(result, bool):
                self.write(dst, not result, 1, tainted)
            elif position == 0:
                self.write(dst, result, width, tainted)

    def _param_slot(self, instruction, access) -> None:
        """A PTX call sequence's ``st.param``/``ld.param`` of an argument or return slot."""
        slot = (access.address.base.name, access.address.offset)
        if access.kind == "store" and len(instruction.srcs) > 1:
            self.slots[slot] = self.value(instruction.srcs[1])
        elif access.kind == "load":
            for dst in instruction.dsts:
                self.write(dst, self.slots.get(slot), type_width(instruction.type, 64), False)

    def _call(self, instruction) -> None:
        """Follow a call of a device function defined in the module: its arguments bound, its
        work, loops (``<function>:<loop id>``) and return value merged into this run; a function
        already on the call chain is recursion, reported and not followed."""
        callee = instruction.srcs[0] if instruction.srcs else None
        name = getattr(callee, "name", None)
        context = self.context.callee(name) if name else None
        results = []
        if context is not None and name in self.call_chain + (self.context.name,):
            self.recursion.add(name)
        elif context is not None:
            arguments = [self.slots.get((source.name, 0)) if isinstance(source, SymbolRef) else self.value(source)
                         for source in instruction.srcs[1:]]
            child = _Run(context, self.bindings, self.block, self.thread, False, max(0, self.max_steps - self.steps))
            child.params = dict(enumerate(arguments))
            child.call_chain = self.call_chain + (self.context.name,)
            child.run()
            self._merge(name, child)
            results = [child.return_value] + [child.slots.get((f"func_retval{k}", 0)) for k in range(1, 4)]
            if any(isinstance(dst, SymbolRef) for dst in instruction.dsts):
                results = [child.slots.get((f"func_retval{k}", 0)) for k in range(len(instruction.dsts))]
        for position, dst in enumerate(instruction.dsts):
            value = results[position] if position < len(results) else None
            if isinstance(dst, SymbolRef):
                self.slots[(dst.name, 0)] = value
            else:
                self.write(dst, value, type_width(instruction.type, 64), False)

    def _merge(self, name: str, child: "_Run") -> None:
        for key, value in child.counters.items():
            self.counters[key] += value
        for label, count in child.block_counts.items():
            key = f"{name}:{label}"
            self.block_counts[key] = self.block_counts.get(key, 0) + count
        for loop_id, count in child.entries.items():
            key = f"{name}:{loop_id}"
            self.entries[key] = self.entries.get(key, 0) + count
            self.iterations[key] = self.iterations.get(key, 0) + child.iterations.get(loop_id, 0)
            low, high = child.trips.get(loop_id, (0, 0))
            old = self.trips.get(key, (low, high))
            self.trips[key] = (min(old[0], low), max(old[1], high))
        self.unresolved.update(f"{name}:{loop_id}" for loop_id in child.unresolved)
        self.recursion.update(child.recursion)
        self.complete = self.complete and child.complete
        self.steps += child.steps
        self.active = self.active or child.active
        if self.stack:
            self.stack[-1].nested = True  # the callee's work may differ per iteration

    def _compare(self, instruction, tainted: bool):
        left, right = self.value(instruction.srcs[0]), self.value(instruction.srcs[1])
        if left is None or right is None:
            return None
        try:
            relation, a, b = comparison(instruction.compare, instruction.type, left, right)
            outcome = holds(relation, a, b)
        except (KeyError, TypeError):
            return None
        self.compares.append((relation, a, b, tainted))
        extra = instruction.srcs[2] if len(instruction.srcs) > 2 else None
        combine = next((m for m in instruction.modifiers if m in ("and", "or", "xor")), None)
        if extra is not None and combine is not None:
            other = self.value(extra)
            if other is None:
                return None
            other = bool(other)
            outcome = outcome and other if combine == "and" else outcome or other if combine == "or" else outcome != other
        return outcome

    def _memory(self, label: str, index: int, instruction) -> None:
        access = instruction.memory
        key = (label, index)
        if key not in self.first_addresses:
            address = self.value(access.address)
            if isinstance(address, int) and not isinstance(address, bool):
                self.first_addresses[key] = address
            if key in self.stop_after:
                self.awaited -= 1
        space = self.context.space_of(label, index)
        self.active = self.active or space in ("global", "shared", "local", "const")
        if space == "shared":
            self.counters["shared"] += 1
        elif space == "global":
            kind = {"load": "load", "store": "store"}.get(access.kind, "atomic")
            self.counters[kind] += access.bytes

    # -- control ---------------------------------------------------------------------------
    def next_block(self, block) -> str | None:
        instructions = block.instructions
        last = instructions[-1] if instructions else None
        if last is not None and last.op == "ret":
            if last.guard is None:
                return None
            truth = self.state.get(last.guard.predicate)
            if truth is None:
                self.counters["decisions"] += 1
                return None
            if bool(truth) != last.guard.negated:
                return None
        condition = branch_condition(block)
        if condition is not None:
            _, predicate, negated, taken, other = condition
            truth = self.state.get(predicate) if predicate else None
            if truth is not None:
                return taken if bool(truth) != negated else (other or taken)
            return self._unknown_choice(block.label, [s for s in (taken, other) if s is not None])
        if last is not None and last.op == "bra" and len(block.successors) > 1:
            return self._unknown_choice(block.label, list(block.successors))
        return block.successors[0] if block.successors else None

    def _unknown_choice(self, label: str, choices: list[str]) -> str:
        for entry in reversed(self.stack):
            inside = [c for c in choices if c in entry.loop.blocks]
            outside = [c for c in choices if c not in entry.loop.blocks]
            if inside and outside:
                override = self.bindings.get(f"trip_{entry.loop.id}")
                if override is None:
                    self.unresolved.add(entry.loop.id)
                    return outside[0]
                done = entry.back_edges + (1 if self.context.latch_exit[entry.loop.id] else 0)
                return inside[0] if done < override else outside[0]
        self.counters["decisions"] += 1
        return self.context.heavier(label, choices)

    def transition(self, source: str, target: str) -> None:
        while self.stack and target not in self.stack[-1].loop.blocks:
            self._leave(self.stack.pop())
        loop = self.context.loop_of_header.get(target)
        if loop is None:
            return
        if self.stack and self.stack[-1].loop is loop and source in loop.blocks:
            entry = self.stack[-1]
            entry.back_edges += 1
            self._snapshot(entry)
        else:
            if self.stack:
                self.stack[-1].nested = True
            self.stack.append(_Entry(loop))
            self.entries[loop.id] = self.entries.get(loop.id, 0) + 1
        self.trace, self.compares = [], []

    def _leave(self, entry: _Entry) -> None:
        loop_id = entry.loop.id
        body = entry.back_edges + (1 if self.context.latch_exit[loop_id] else 0)
        self.iterations[loop_id] = self.iterations.get(loop_id, 0) + body
        low, high = self.trips.get(loop_id, (body, body))
        self.trips[loop_id] = (min(low, body), max(high, body))
        if self.stack:
            self.stack[-1].nested = True

    def _snapshot(self, entry: _Entry) -> None:
        if entry.nested:
            entry.nested, entry.history = False, []
            return
        record = (tuple(self.trace), self.compares, None, dict(self.state),
                  dict(self.counters), dict(self.block_counts))
        entry.history = (entry.history + [record])[-3:]
        if len(entry.history) == 3:
            self._summarise(entry)

    def _summarise(self, entry: _Entry) -> None:
        first, second, third = entry.history
        if second[0] != third[0] or len(second[1]) != len(third[1]):
            return
        deltas: dict[str, object] = {}
        for name, value in third[3].items():
            before, earliest = second[3].get(name), first[3].get(name)
            if value == before and value == earliest and type(value) is type(before):
                continue
            if isinstance(value, int) and not isinstance(value, bool) and isinstance(before, int) \
                    and isinstance(earliest, int) and not isinstance(before, bool) and value - before == before - earliest:
                deltas[name] = value - before
            elif isinstance(value, float) or value is None:
                deltas[name] = None
            else:
                return
        skip = _NEVER
        for (relation, a1, b1, _), (_, a2, b2, tainted) in zip(second[1], third[1]):
            if isinstance(a2, (float, bool)) or isinstance(b2, (float, bool)):
                if (a1, b1) != (a2, b2):
                    return
                continue
            step = (a2 - b2) - (a1 - b1)
            if step and tainted:
                return
            skip = min(skip, _first_change(relation, a2 - b2, step) - 1)
        if skip >= _NEVER - 1:
            self.complete = False  # an infinite loop on known values
            raise _Stop()
        if skip < 2:
            return
        for name, delta in deltas.items():
            value = self.state.get(name)
            self.state[name] = None if delta is None or value is None else \
                _shift(value, delta, skip, self.widths.get(name, 64))
        for key in self.counters:
            self.counters[key] += skip * (third[4][key] - second[4][key])
        for label, count in third[5].items():
            self.block_counts[label] = self.block_counts.get(label, 0) + skip * (count - second[5].get(label, 0))
        entry.back_edges += skip
        entry.history = []

    # -- driver ----------------------------------------------------------------------------
    def run(self) -> None:
        context = self.context
        label, previous = context.entry, None
        try:
            while label is not None:
                block = context.blocks[label]
                self.block_counts[label] = self.block_counts.get(label, 0) + 1
                self.trace.append(label)
                phis, plan = context.plan(label)
                if phis:
                    self._phis(phis, previous)
                for index, instruction, facts in plan:
                    self.execute(label, index, instruction, facts)
                self.steps += len(block.instructions)
                if self.steps > self.max_steps:
                    self.complete = False
                    break
                if (self.stop_when_active and self.active) or (self.stop_after and not self.awaited):
                    break
                following = self.next_block(block)
                if following is not None:
                    self.transition(label, following)
                previous, label = label, following
        except _Stop:
            pass
        while self.stack:
            self._leave(self.stack.pop())

    def _phis(self, phis, previous: str | None) -> None:
        updates = []
        for instruction in phis:
            value, tainted = None, False
            for source, incoming in zip(instruction.srcs, instruction.incoming):
                if incoming == previous:
                    value = self.value(source)
                    tainted = isinstance(source, Reg) and source.name in self.tainted
                    break
            for dst in instruction.dsts:
                updates.append((dst, value, tainted, type_width(instruction.type, 64)))
        for dst, value, tainted, width in updates:
            self.write(dst, value, width, tainted)


class _Stop(Exception):
    """Ends a run early (an infinite loop on known values)."""


def _shift(value, delta: int, count: int, width: int):
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value + delta * count if width >= 64 else ((value + delta * count + (1 << (width - 1))) % (1 << width)) - (1 << (width - 1))


def _first_change(relation: str, difference: int, step: int) -> int:
    """Smallest ``j >= 1`` at which ``relation(difference + j*step, 0)`` differs from its value
    at ``j = 0`` (``_NEVER`` when it never does)."""
    now = holds(relation, difference, 0)
    if step == 0:
        return _NEVER
    if relation in ("eq", "ne"):
        if difference == 0:
            return 1
        if difference % step == 0 and -difference // step >= 1:
            return -difference // step
        return _NEVER
    low, high = 1, 1
    while holds(relation, difference + high * step, 0) == now:
        if high >= _NEVER:
            return _NEVER
        low, high = high, high * 2
    while low < high:
        middle = (low + high) // 2
        if holds(relation, difference + middle * step, 0) == now:
            low = middle + 1
        else:
            high = middle
    return low


def run_thread(context: EvaluationContext, bindings: Mapping[str, float], block: tuple[int, int, int],
               thread: tuple[int, int, int], stop_when_active: bool = False, max_steps: int = MAX_STEPS,
               stop_after: frozenset = frozenset()) -> ThreadRun:
    """Evaluate one thread (``block``, ``thread`` indices) with parameters and launch from
    ``bindings``; see the module docstring for what is recorded and how loops are summarised.
    The run stops early once it is active (``stop_when_active``) or once every memory
    instruction of ``stop_after`` (block label, index) has executed."""
    run = _Run(context, bindings, block, thread, stop_when_active, max_steps, stop_after)
    run.run()
    counters = run.counters
    return ThreadRun(
        block=block, thread=thread, instructions=counters["instructions"],
        global_load_bytes=counters["load"], global_store_bytes=counters["store"],
        global_atomic_bytes=counters["atomic"], shared_accesses=counters["shared"], syncs=counters["syncs"],
        block_counts=run.block_counts, loop_entries=run.entries, loop_iterations=run.iterations,
        loop_trips=run.trips, unresolved_loops=frozenset(run.unresolved), data_decisions=counters["decisions"],
        active=run.active, complete=run.complete, first_addresses=run.first_addresses,
        recursive_calls=frozenset(run.recursion),
    )
