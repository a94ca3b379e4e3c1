"""Binding-independent facts the concrete evaluator (``evaluate``) needs about one kernel: blocks
by label, loop headers, which loops count at a latch, the state space of every memory
instruction, the value of each special register for a thread, synthetic bases for pointers, and
the heavier side of a branch taken on an unknown value."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Mapping

from analyzer.analysis.facts.cfg import ControlFlowGraph, build_cfg
from analyzer.analysis.quantities.counts import effective_space
from analyzer.analysis.facts.loops import Loop, find_loops, iteration_form
from analyzer.analysis.facts.values import ValueAnalysis
from analyzer.analysis.interpreter.fast_steps import FastStep, fast_step
from analyzer.analysis.interpreter.semantics import type_width
from analyzer.analysis.interpreter import unread
from analyzer.ir import Address, Guard, Instruction, Kernel, MemoryAccess, MemSpace, Operand, ParamRef, Reg, SymbolRef

#: Operations whose result the evaluator never knows (memory, calls, warp-level operations).
OPAQUE_OPS = frozenset({"ld", "atom", "call", "shfl", "vote", "tensor", "sfu", "other"})

#: Pointer parameter k (unbound) points at (k + 1) * 2^36: distinct, 256-byte aligned, far apart.
POINTER_BASE_SHIFT = 36
#: Named memory objects (shared, constant, global variables) start at 2^44 + j * 2^32.
SYMBOL_BASE = 1 << 44


def pointer_parameters(kernel: Kernel) -> frozenset[int]:
    """Indices of the parameters taken as pointers: declared so (``.ptr``, LLVM ``ptr``), or a
    64-bit integer parameter (PTX drops pointer types) whose register is never compared,
    multiplied, divided or converted to another width (uses that a ``size_t`` count has)."""
    loaded: dict[str, int] = {}
    for block in kernel.blocks:
        for instruction in block.instructions:
            if instruction.op == "mov" and len(instruction.srcs) == 1 and isinstance(instruction.srcs[0], ParamRef) \
                    and instruction.dsts and isinstance(instruction.dsts[0], Reg):
                loaded[instruction.dsts[0].name] = instruction.srcs[0].index
    counts: set[int] = set()
    for block in kernel.blocks:
        for instruction in block.instructions:
            size_like = instruction.op in ("setp", "mul", "div", "rem", "min", "max") or \
                (instruction.op == "cvt" and not instruction.opcode.startswith("cvta"))
            if size_like:
                counts.update(loaded[src.name] for src in instruction.srcs if isinstance(src, Reg) and src.name in loaded)
    return frozenset(param.index for param in kernel.params
                     if param.is_pointer or param.type == "ptr"
                     or (param.type in ("u64", "b64", "s64") and param.index not in counts))


class AccessMode(enum.Enum):
    """What an instruction does to memory, as the evaluator treats it."""

    NONE = "none"  # no memory access
    PARAM_SLOT = "param slot"  # a ``.param`` slot of a call sequence (``st.param [param0]``)
    MEMORY = "memory"  # any other access: counted by the space it reaches


def _access_mode(access: MemoryAccess | None) -> AccessMode:
    if access is None:
        return AccessMode.NONE
    slot = access.space is MemSpace.PARAM and isinstance(access.address, Address) \
        and isinstance(access.address.base, SymbolRef)
    return AccessMode.PARAM_SLOT if slot else AccessMode.MEMORY


@dataclass(frozen=True, slots=True)
class PlannedInstruction:
    """The binding-independent facts of one non-phi instruction, computed once for every run:
    ``key`` (block label, index), ``op``, the result width in bits, whether it waits at a
    barrier, its source register names, whether its result is never known (memory, calls,
    warp-level operations: ``OPAQUE_OPS``), the guard the evaluator checks (a branch's is its
    condition, so none), its ``AccessMode``, destinations, sources and the name of its one
    register destination (None when it has none or several); ``plain`` when it has no guard, no
    memory access, no barrier and is no call or return (only its result to compute), and
    ``register_sources`` the source names when every source is a register (else None); ``fast``
    its specialised step (``fast_steps``) where it has one."""

    instruction: Instruction
    key: tuple[str, int]
    op: str
    result_width: int
    waits_at_barrier: bool
    source_registers: tuple[str, ...]
    result_unknown: bool
    guard: Guard | None
    access_mode: AccessMode
    dsts: tuple[Operand, ...]
    srcs: tuple[Operand, ...]
    single_destination: str | None
    plain: bool
    register_sources: tuple[str, ...] | None
    fast: FastStep | None


@dataclass(frozen=True)
class BlockPlan:
    """A block's phis (evaluated together on entry), its other instructions in order (``steps``,
    each counted once per execution) and those of them the evaluator runs (``executed``: the
    steps less the float arithmetic whose results nothing else reads, ``unread_float_results``, and
    less the plain steps without destinations, such as an unguarded branch, which change nothing).
    ``counted`` are the keys of its accesses that only count (``unread.evaluation_shortcuts``) and
    ``uncounted`` the executed steps less those: what a run executes once it has the first
    address of every counted access (``ThreadState.counted_block``)."""

    phis: tuple[Instruction, ...]
    steps: tuple[PlannedInstruction, ...]
    executed: tuple[PlannedInstruction, ...]
    counted: tuple[tuple[str, int], ...]
    uncounted: tuple[PlannedInstruction, ...]


@dataclass(frozen=True)
class CountedEffect:
    """What one execution of a block's counted accesses adds at once: (counter, amount) pairs
    of their ``MemoryEffect``s, and whether any of them makes the thread active."""

    increments: tuple[tuple[str, int], ...]
    activates: bool


@dataclass(frozen=True)
class MemoryEffect:
    """What one execution of a memory instruction adds: to which ``ThreadRun`` counter (None:
    to none) and how much, and whether it makes the thread active."""

    counter: str | None
    amount: int
    activates: bool


def planned_instruction(label: str, index: int, instruction: Instruction) -> PlannedInstruction:
    """The ``PlannedInstruction`` of instruction ``index`` of block ``label``."""
    op, dsts, srcs = instruction.op, instruction.dsts, instruction.srcs
    waits = op == "bar" and not {"warp", "arrive"} & set(instruction.modifiers)
    guard = None if op == "bra" else instruction.guard
    access_mode = _access_mode(instruction.memory)
    registers = tuple(src.name for src in srcs if type(src) is Reg)  # Reg has no subclasses
    result_width = type_width(instruction.type, 64)
    result_unknown = instruction.memory is not None or op in OPAQUE_OPS
    single_destination = dsts[0].name if len(dsts) == 1 and isinstance(dsts[0], Reg) else None
    plain = guard is None and op not in ("call", "ret") and access_mode is AccessMode.NONE and not waits
    return PlannedInstruction(
        instruction=instruction, key=(label, index), op=op, result_width=result_width,
        waits_at_barrier=waits, source_registers=registers, result_unknown=result_unknown,
        guard=guard, access_mode=access_mode, dsts=dsts, srcs=srcs, single_destination=single_destination,
        plain=plain, register_sources=registers if len(registers) == len(srcs) else None,
        fast=fast_step(instruction, single_destination, result_width, registers)
        if plain and not result_unknown else None)


class EvaluationContext:
    """See the module docstring; built once per kernel and shared by every evaluated thread."""

    def __init__(self, kernel: Kernel, cfg: ControlFlowGraph, loops: tuple[Loop, ...], values: ValueAnalysis,
                 functions: tuple[Kernel, ...] = ()):
        self.kernel, self.cfg, self.loops, self.values = kernel, cfg, loops, values
        self.name = kernel.name
        self.prefix = ""  # loop ids of a called function are "<function>:L<k>" (``callee``)
        self.pointers = pointer_parameters(kernel)
        self.functions = {function.name: function for function in functions}
        self._callees: dict[str, EvaluationContext] = {}
        self.entry = kernel.blocks[0].label if kernel.blocks else None
        self.blocks = {block.label: block for block in kernel.blocks}
        self.loop_of_header = {loop.header: loop for loop in loops}
        order = {block.label: index for index, block in enumerate(kernel.blocks)}
        self.latch_exit = {loop.id: iteration_form(kernel, loop, cfg, order).bottom_tested for loop in loops}
        self._spaces: dict[tuple[str, int], str] = {}
        self._symbols: dict[str, int] = {}
        self._reach: dict[str, frozenset[str]] = {}
        self._heavier: dict[tuple[str, ...], str] = {}
        self._sizes = {block.label: sum(1 for i in block.instructions if i.op != "phi") for block in kernel.blocks}
        self._plans: dict[str, BlockPlan] = {}
        self._unread: frozenset[tuple[str, int]] | None = None
        self._counted: frozenset[tuple[str, int]] = frozenset()
        self._memory_effects: dict[tuple[str, int], MemoryEffect] = {}
        self._counted_effects: dict[str, CountedEffect] = {}

    def plan(self, label: str) -> BlockPlan:
        """A block's phis and its other instructions with their ``PlannedInstruction`` facts
        (computed once for every run)."""
        if label not in self._plans:
            if self._unread is None:
                self._unread, self._counted = unread.evaluation_shortcuts(self.kernel)
            instructions = self.blocks[label].instructions
            steps = tuple(planned_instruction(label, index, instruction) for index, instruction in enumerate(instructions)
                          if instruction.op != "phi")
            # a plain step without destinations (an unguarded branch) changes nothing: not executed
            executed = tuple(step for step in steps if step.key not in self._unread and (step.dsts or not step.plain))
            self._plans[label] = BlockPlan(
                phis=tuple(instruction for instruction in instructions if instruction.op == "phi"), steps=steps,
                executed=executed, counted=tuple(step.key for step in executed if step.key in self._counted),
                uncounted=tuple(step for step in executed if step.key not in self._counted))
        return self._plans[label]

    def counted_effect(self, label: str) -> CountedEffect:
        """The summed ``memory_effect`` of the counted accesses of block ``label``."""
        effect = self._counted_effects.get(label)
        if effect is None:
            effects = [self.memory_effect(key) for key in self.plan(label).counted]
            totals: dict[str, int] = {}
            for each in effects:
                if each.counter is not None:
                    totals[each.counter] = totals.get(each.counter, 0) + each.amount
            effect = self._counted_effects[label] = CountedEffect(tuple(totals.items()),
                                                                  any(each.activates for each in effects))
        return effect

    def memory_effect(self, key: tuple[str, int]) -> MemoryEffect:
        """What the memory instruction at ``key`` (block label, index) adds per execution, by the
        space it reaches (``space_of``, asked when the access first executes)."""
        effect = self._memory_effects.get(key)
        if effect is None:
            space = self.space_of(*key)
            access = self.blocks[key[0]].instructions[key[1]].memory
            counter, amount = None, 0
            if space == "shared":
                counter, amount = "shared", 1
            elif space == "global":
                counter, amount = {"load": "load", "store": "store"}.get(access.kind, "atomic"), access.bytes
            effect = self._memory_effects[key] = MemoryEffect(counter, amount,
                                                              space in ("global", "shared", "local", "const"))
        return effect

    def callee(self, name: str) -> "EvaluationContext | None":
        """The context of a device function of the module (None when it is not defined here)."""
        function = self.functions.get(name)
        if function is None or not function.blocks:
            return None
        if name not in self._callees:
            cfg = build_cfg(function)
            callee = EvaluationContext(function, cfg, find_loops(function, cfg), ValueAnalysis(function, cfg),
                                       tuple(self.functions.values()))
            callee.prefix = f"{name}:"
            self._callees[name] = callee
        return self._callees[name]

    def special_values(self, bindings: Mapping[str, float], block: tuple[int, int, int],
                       thread: tuple[int, int, int]) -> dict[str, int]:
        """Special registers of one thread: tid, ntid, ctaid, nctaid per dimension, laneid and
        warpid (from the linear thread index)."""
        result: dict[str, int] = {}
        dims = ("x", "y", "z")
        for position, axis in enumerate(dims):
            result[f"tid.{axis}"] = thread[position]
            result[f"ctaid.{axis}"] = block[position]
            result[f"ntid.{axis}"] = int(bindings.get(f"ntid_{axis}", 1))
            result[f"nctaid.{axis}"] = int(bindings.get(f"nctaid_{axis}", 1))
        linear = thread[0] + result["ntid.x"] * (thread[1] + result["ntid.y"] * thread[2])
        result["laneid"] = linear % 32
        result["warpid"] = linear // 32
        return result

    def parameter_values(self, bindings: Mapping[str, float]) -> dict[int, object]:
        """Parameter values by index: bound ones as given (integers stay ints), unbound pointers
        (``pointers``) a synthetic base (``POINTER_BASE_SHIFT``), other unbound parameters
        unknown."""
        result: dict[int, object] = {}
        for param in self.kernel.params:
            if param.name in bindings:
                value = bindings[param.name]
                result[param.index] = int(value) if float(value).is_integer() and not param.type.startswith("f") \
                    else float(value)
            elif param.index in self.pointers:
                result[param.index] = (param.index + 1) << POINTER_BASE_SHIFT
        return result

    def symbol_base(self, name: str) -> int:
        """Synthetic address of a named memory object (distinct, aligned)."""
        if name not in self._symbols:
            self._symbols[name] = SYMBOL_BASE + (len(self._symbols) << 32)
        return self._symbols[name]

    def space_of(self, label: str, index: int) -> str:
        """State space a memory instruction reaches ("global", "shared", "local", ...), resolving
        generic addresses as ``counts.effective_space`` does."""
        key = (label, index)
        if key not in self._spaces:
            instruction = self.blocks[label].instructions[index]
            space, _ = effective_space(instruction, self.kernel, self.values, key)
            self._spaces[key] = space.value if isinstance(space, MemSpace) else str(space)
        return self._spaces[key]

    def _reachable(self, label: str) -> frozenset[str]:
        if label not in self._reach:
            seen = {label}
            work = [label]
            while work:
                for successor in self.cfg.successors.get(work.pop(), ()):
                    if successor not in seen:
                        seen.add(successor)
                        work.append(successor)
            self._reach[label] = frozenset(seen)
        return self._reach[label]

    def heavier(self, label: str, choices: list[str]) -> str:
        """The successor with the most instructions reachable from it and not from the others
        (the first one on a tie): the longest-path choice at a branch on an unknown value."""
        key = (label, *choices)
        if key not in self._heavier:
            best, best_weight = choices[0], -1
            for choice in choices:
                others = set().union(*(self._reachable(c) for c in choices if c != choice)) if len(choices) > 1 else set()
                weight = sum(self._sizes.get(b, 0) for b in self._reachable(choice) - others)
                if weight > best_weight:
                    best, best_weight = choice, weight
            self._heavier[key] = best
        return self._heavier[key]
