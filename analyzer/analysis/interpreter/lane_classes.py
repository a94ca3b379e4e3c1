"""Threads that provably run alike: the thread and block indices a kernel's control can read.

The evaluator (``evaluate.run_thread``) differs from one thread to the next only through the
special registers ``%tid``, ``%ctaid`` (and ``%laneid``/``%warpid``, made from ``%tid``). A
concrete run's path, counts and loop trips depend on register values only where a value
decides something: a branch or ``ret`` condition, an instruction guard, a comparison (``setp``,
whose operands also drive the loop summaries of ``loop_summary``) and an operation whose result
may become unknown on some known operands (``div``/``rem`` by zero; float arithmetic, which can
make the infinity or NaN a later ``cvt`` to an integer leaves unknown). Loaded values are always
unknown, and every other result is known exactly when its operands are. The nonlinear operations
whose input changes taint a summary (``semantics.NONLINEAR_OPS``) need no rule of their own: the
taint matters only where it reaches a comparison, and then so does the operation's input.

A flow-insensitive forward taint (every destination of a computed result depends on every
source, guards included; a load's result is unknown whatever its address; the classic dependence closure of program slicing: Weiser 1984) gives the index
components that can reach a decision (``control_components``). Two threads that agree on those
components take the same path with the same counts, trips and decisions, and the same memory
instructions see known addresses; only the address values differ (``ThreadRun.first_addresses``).
A kernel that calls a function of its module is not analysed (all components count).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from analyzer.analysis.interpreter.context import OPAQUE_OPS
from analyzer.analysis.interpreter.semantics import is_float_type
from analyzer.ir import Address, Imm, Kernel, Reg, SpecialReg, Vector

#: the per-thread index components, in (block, thread) order of ``key``
COMPONENTS = ("ctaid.x", "ctaid.y", "ctaid.z", "tid.x", "tid.y", "tid.z")
#: special registers derived from the linear thread index (``EvaluationContext.special_values``)
_FROM_THREAD = {"laneid": ("tid.x", "tid.y", "tid.z"), "warpid": ("tid.x", "tid.y", "tid.z")}
#: operations whose operands decide something besides branches and guards (module docstring)
_DECIDING_OPS = frozenset({"setp", "div", "rem", "bra", "ret"})
_TO_FLOAT = frozenset({"sitofp", "uitofp", "fptosi", "fptoui", "fpext", "fptrunc"})


@dataclass(frozen=True)
class LaneClasses:
    """The index components a kernel's decisions can read (``control_components``); ``key`` maps
    a (block, thread) pair to its class: threads of one class run alike (module docstring)."""

    components: frozenset[str]

    def key(self, block: tuple[int, int, int], thread: tuple[int, int, int]) -> tuple:
        """The (block, thread) indices with the components no decision reads left out (None)."""
        values = (*block, *thread)
        return tuple(value if name in self.components else None for name, value in zip(COMPONENTS, values))


def _names(operand) -> tuple[set[str], set[str]]:
    """Register names and special-register names an operand reads."""
    registers: set[str] = set()
    specials: set[str] = set()
    pending = [operand]
    while pending:
        item = pending.pop()
        if isinstance(item, Reg):
            registers.add(item.name)
        elif isinstance(item, SpecialReg):
            specials.add(item.name.lstrip("%"))
        elif isinstance(item, Address):
            pending.append(item.base)
        elif isinstance(item, Vector):
            pending.extend(item.elements)
    return registers, specials


def _special_components(name: str) -> tuple[str, ...]:
    if name in COMPONENTS:
        return (name,)
    return _FROM_THREAD.get(name, ())


def control_components(kernel: Kernel, calls_functions: bool) -> LaneClasses:
    """The components of ``COMPONENTS`` that can reach a decision of ``kernel`` (module
    docstring); all of them when the kernel calls a function of its module."""
    if calls_functions:
        return LaneClasses(frozenset(COMPONENTS))
    flows: list[tuple[frozenset[str], frozenset[str], frozenset[str]]] = []  # (sources, specials, destinations)
    deciding: set[str] = set()
    deciding_specials: set[str] = set()
    for block in kernel.blocks:
        for instruction in block.instructions:
            registers: set[str] = set()
            specials: set[str] = set()
            for source in instruction.srcs:
                if type(source) is Reg:  # the common operands first (Reg and Imm have no subclasses)
                    registers.add(source.name)
                elif type(source) is not Imm:
                    found, named = _names(source)
                    registers |= found
                    specials |= named
            if instruction.guard is not None:
                registers.add(instruction.guard.predicate)
                deciding.add(instruction.guard.predicate)
            arithmetic = instruction.memory is None and instruction.op not in OPAQUE_OPS
            if instruction.op in _DECIDING_OPS or (arithmetic and (is_float_type(instruction.type)
                                                               or _TO_FLOAT & set(instruction.modifiers))):
                deciding |= registers
                deciding_specials |= specials
            destinations: set[str] = set()
            for destination in instruction.dsts:
                if type(destination) is Reg:
                    destinations.add(destination.name)
                else:
                    destinations |= _names(destination)[0]
            if destinations and arithmetic:  # a load's or an opaque operation's result is unknown
                flows.append((frozenset(registers), frozenset(specials), frozenset(destinations)))
    tainted = _closure(flows)
    components = {component for special in deciding_specials for component in _special_components(special)}
    for name in deciding:
        components |= tainted.get(name, set())
    return LaneClasses(frozenset(components))


def _closure(flows: list[tuple[frozenset[str], frozenset[str], frozenset[str]]]) -> dict[str, set[str]]:
    """The components each register can hold (the least fixed point of the flows): a worklist
    that revisits only the flows reading a register whose components grew."""
    readers: dict[str, list[int]] = {}
    for index, (registers, _, _) in enumerate(flows):
        for name in registers:
            readers.setdefault(name, []).append(index)
    tainted: dict[str, set[str]] = {}
    pending = deque(index for index, (_, specials, _) in enumerate(flows) if specials)
    waiting = set(pending)
    while pending:
        index = pending.popleft()
        waiting.discard(index)
        registers, specials, destinations = flows[index]
        reach = {component for special in specials for component in _special_components(special)}
        for name in registers:
            reach |= tainted.get(name, set())
        if not reach:
            continue
        for name in destinations:
            known = tainted.setdefault(name, set())
            if not reach <= known:
                known |= reach
                for reader in readers.get(name, ()):
                    if reader not in waiting:
                        waiting.add(reader)
                        pending.append(reader)
    return tainted
