"""The state of one thread under concrete evaluation (``analyzer.analysis.interpreter.evaluate``): its
registers, counters and records, and the semantics of one instruction on them (operands,
guards, results, memory effects). ``evaluate`` adds the control flow: blocks, loops, calls.
"""

from __future__ import annotations

from typing import Mapping, NamedTuple

from analyzer.analysis.interpreter.calls import follow_call, param_slot
from analyzer.analysis.interpreter.context import AccessMode, EvaluationContext, PlannedInstruction
from analyzer.analysis.interpreter.semantics import NONLINEAR_OPS, concrete_arithmetic, comparison, convert, holds
from analyzer.ir import Address, Imm, ParamRef, Reg, SpecialReg, SymbolRef, Vector

WARP_SIZE = 32  # PTX's WARP_SZ constant


class IterationSnapshot(NamedTuple):
    """What the evaluator records at a loop's back edge (``evaluate``), for the loop summary
    (``loop_summary``): the blocks taken since the loop's entry (``trace``), the comparisons met
    as (relation, left, right, tainted), and copies of the registers, counters and block counts.
    A named tuple: one is made per iteration, on the interpreter's hot path."""

    trace: tuple
    compares: list
    state: dict
    counters: dict
    block_counts: dict


class LoopEntry:
    """One entry of a running loop: back edges taken, and the recent iteration snapshots."""

    def __init__(self, loop):
        self.loop = loop
        self.back_edges = 0
        self.nested = False
        self.history: list[IterationSnapshot] = []


class ThreadState:
    """One thread's registers (the last value written; None when unknown), the registers whose
    value varies nonlinearly between loop iterations (``tainted``), its counters and records,
    and ``execute``, which runs one planned instruction on them. A called device function runs
    in a new state of the same class (``calls.follow_call``)."""

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
        self.addressed: set[str] = set()  # blocks whose counted accesses all have a first address
        self.counts_only = False  # count the counted accesses without evaluating them (``run_thread``)
        self.stack: list[LoopEntry] = []
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
        its memory access or barrier, then its result into its destinations (by its specialised
        step where it has one that runs)."""
        fast = step.fast
        if fast is not None and fast(self):
            return
        if not step.plain:  # a guard, a call or return, a memory access or a barrier first
            if step.guard is not None and not self._guard_enables(step.guard):
                return
            op = step.op
            if op == "call":
                follow_call(self, step.instruction, type(self))
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
            result = concrete_arithmetic(step.instruction, values)
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

    def counted_block(self, label: str) -> None:
        """Add one execution of block ``label``'s counted accesses (``context.counted_effect``):
        what ``_memory`` adds for each once their first addresses are recorded."""
        effect = self.context.counted_effect(label)
        counters = self.counters
        for counter, amount in effect.increments:
            counters[counter] += amount
        if effect.activates:
            self.active = True

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
