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
there (``loop_summary``). Calls of the module's device functions are followed with their
arguments bound (``calls``). A run also stops after ``max_steps`` interpreted instructions
(``complete`` False).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from analyzer.analysis.calls import follow_call, param_slot
from analyzer.analysis.context import AccessMode, EvaluationContext, PlannedInstruction
from analyzer.analysis.loop_summary import LoopNeverEnds, summarise
from analyzer.analysis.semantics import NONLINEAR_OPS, arithmetic, comparison, convert, holds, type_width
from analyzer.analysis.predicates import branch_condition
from analyzer.ir import Address, Imm, ParamRef, Reg, SpecialReg, SymbolRef, Vector

MAX_STEPS = 400_000
WARP_SIZE = 32  # PTX's WARP_SZ constant


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
            return WARP_SIZE if operand.name == "WARP_SZ" else self.context.symbol_base(operand.name)
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
    def execute(self, step: PlannedInstruction) -> None:
        """Run one instruction (counted by ``run`` with its block): its guard, calls and returns,
        its memory access or barrier, then its result into its destinations."""
        if not step.plain:  # a guard, a call or return, a memory access or a barrier first
            if step.guard is not None and not self._guard_enables(step.guard):
                return
            op = step.op
            if op == "call":
                follow_call(self, step.instruction, _Run)
                return
            if op == "ret" and step.srcs:
                self.return_value = self.value(step.srcs[0])
            if step.access_mode is AccessMode.PARAM_SLOT:
                param_slot(self, step.instruction, step.instruction.memory)
                return
            if step.access_mode is AccessMode.MEMORY:
                self._memory(step.instruction.memory, step.key)
            if step.waits_at_barrier:
                self.counters["syncs"] += 1
                self.active = True
        if not step.dsts:
            return
        tainted_names = self.tainted
        tainted = bool(tainted_names) and not tainted_names.isdisjoint(step.source_registers)
        result, tainted = self._result(step, tainted)
        name = step.single_destination
        if name is None:
            self._store(step, result, tainted)
            return
        self.state[name] = result  # ``_store`` of the one register destination
        self.widths[name] = step.result_width
        if tainted:
            tainted_names.add(name)
        elif tainted_names:
            tainted_names.discard(name)

    def _guard_enables(self, guard) -> bool:
        """Whether the guard lets the instruction run; an unknown guard counts a decision taken
        on an unknown value and lets it run."""
        truth = self.state.get(guard.predicate)
        if truth is None:
            self.counters["decisions"] += 1
            return True
        enabled = bool(truth) != guard.negated
        self.trace.append("g1" if enabled else "g0")
        return enabled

    def _result(self, step: PlannedInstruction, tainted: bool) -> tuple[object, bool]:
        """The instruction's result (None when unknown) and whether it is tainted (depends on a
        value that varies nonlinearly between iterations)."""
        op, srcs, instruction = step.op, step.srcs, step.instruction
        if step.result_unknown:
            return None, tainted
        if op == "mov" or op == "special":
            return (self.value(srcs[0]) if len(srcs) == 1 else None), tainted
        if op == "cvt" and len(srcs) == 1:
            return self._convert(instruction, srcs[0]), tainted
        if op == "selp" and len(srcs) == 3:
            choice = self.value(srcs[2])
            return (None if choice is None else self.value(srcs[0] if choice else srcs[1])), tainted
        if op == "setp" and len(srcs) >= 2 and instruction.compare:
            return self._compare(instruction, tainted), tainted
        return self._arithmetic(step, tainted)

    def _convert(self, instruction, source):
        try:
            return convert(instruction, self.value(source),
                           self.widths.get(source.name) if isinstance(source, Reg) else None)
        except (ValueError, OverflowError, TypeError):
            return None

    def _arithmetic(self, step: PlannedInstruction, tainted: bool) -> tuple[object, bool]:
        """Integer, float and predicate arithmetic on known sources; a nonlinear operation whose
        inputs changed since its last execution taints its result."""
        state = self.state
        names = step.register_sources
        values = [state.get(name) for name in names] if names is not None else \
            [state.get(s.name) if type(s) is Reg else self.value(s) for s in step.srcs]
        if None in values:
            return None, tainted
        try:
            result = arithmetic(step.instruction, values)
        except (ValueError, OverflowError, TypeError):  # NaN or infinity read as an integer
            result = None
        if step.op in NONLINEAR_OPS and not isinstance(result, bool):
            inputs = tuple(values)
            tainted = tainted or self.nonlinear_inputs.get(step.key, inputs) != inputs
            self.nonlinear_inputs[step.key] = inputs
        return result, tainted

    def _store(self, step: PlannedInstruction, result, tainted: bool) -> None:
        """Write the result: the one register destination directly; otherwise the first
        destination, and a ``setp``'s second (the negated predicate)."""
        name = step.single_destination
        if name is not None:
            self.state[name] = result
            self.widths[name] = step.result_width
            if tainted:
                self.tainted.add(name)
            elif self.tainted:
                self.tainted.discard(name)
            return
        for position, dst in enumerate(step.dsts):
            if position == 1 and step.op == "setp" and isinstance(result, bool):
                self.write(dst, not result, 1, tainted)
            elif position == 0:
                self.write(dst, result, step.result_width, tainted)

    def _compare(self, instruction, tainted: bool):
        left, right = self.value(instruction.srcs[0]), self.value(instruction.srcs[1])
        if left is None or right is None:
            return None
        try:
            relation, a, b = comparison(instruction.compare, instruction.type, left, right)
            outcome = holds(relation, a, b)
        except (KeyError, TypeError, ValueError, OverflowError):
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

    def _memory(self, access, key: tuple[str, int]) -> None:
        if key not in self.first_addresses:
            operand = access.address
            if type(operand) is Address and type(operand.base) is Reg:  # ``value`` of the common form
                base = self.state.get(operand.base.name)
                address = None if base is None or isinstance(base, (bool, float)) else base + operand.offset
            else:
                address = self.value(operand)
            if isinstance(address, int) and not isinstance(address, bool):
                self.first_addresses[key] = address
            if key in self.stop_after:
                self.awaited -= 1
        effect = self.context.memory_effect(key)
        if effect.activates:
            self.active = True
        if effect.counter is not None:
            self.counters[effect.counter] += effect.amount

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
                override = self.bindings.get(f"trip_{self.context.prefix}{entry.loop.id}")
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
            summarise(self, entry)

    def run(self) -> None:
        context = self.context
        label, previous = context.entry, None
        try:
            while label is not None:
                block = context.blocks[label]
                self.block_counts[label] = self.block_counts.get(label, 0) + 1
                self.trace.append(label)
                plan = context.plan(label)
                if plan.phis:
                    self._phis(plan.phis, previous)
                self.counters["instructions"] += len(plan.steps)
                execute = self.execute
                for step in plan.steps:
                    execute(step)
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
        except LoopNeverEnds:
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
