"""Symbolic values of operands: what a register holds, as an expression of parameters, launch
dimensions and thread ids.

A register with exactly one definition resolves recursively through integer and floating
arithmetic (add sub mul mad fma, shl/shr by constants as multiplication/floor division by
powers of two, division and remainder by constants, ``and`` with 2^k - 1 masks as ``mod``,
min/max/neg, moves and conversions). Special registers become ``tid_x`` .. ``nctaid_z``,
parameters their ``Param.name``, named shared/global objects ``addr_<name>``. A load from a
constant slot of the thread's stack frame reads what the only store to that slot wrote before it
(``facts.stack_frame``); other loads from memory and anything else yield None ("data dependent"). Registers with several definitions (PTX
loop-carried registers) and phis resolve only through an ``overrides`` callback that the
trip-count analysis supplies (induction variables as functions of the iteration number).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from analyzer.ir import (
    Address, Imm, Instruction, Kernel, ParamRef, Reg, SpecialReg, SymbolRef, Vector,
)
from analyzer.analysis.facts.cfg import build_cfg
from analyzer.analysis.facts.stack_frame import StackFrame, frame_allocation
from analyzer.analysis.facts.value_arithmetic import arithmetic, integer_type
from analyzer.symbolic import Expr, add, as_expr, ceildiv, const, div, floordiv, log2, max_, min_, mod, mul, sym

#: Called for a register with several definitions (or a phi) read at (block label, index);
#: returns its value there or None.
Override = Callable[[str, str, int], "Expr | None"]


@dataclass(frozen=True)
class Definition:
    """Where a register is defined: block label, index in the block, the instruction."""

    block: str
    index: int
    instruction: Instruction


def special_register_symbol(name: str) -> str:
    """Symbol of a special register (``tid.x`` -> ``tid_x``)."""
    return name.replace(".", "_").replace("%", "")


class ValueAnalysis:
    """Definitions of every register of a kernel and their symbolic values."""

    def __init__(self, kernel: Kernel, cfg=None):
        self.kernel = kernel
        self._cfg = cfg
        self._reachable: dict[str, frozenset[str]] = {}
        self.definitions: dict[str, list[Definition]] = {}
        self.block_index = {block.label: block for block in kernel.blocks}
        for block in kernel.blocks:
            for index, instruction in enumerate(block.instructions):
                for dst in instruction.dsts:
                    if isinstance(dst, Reg):
                        self.definitions.setdefault(dst.name, []).append(Definition(block.label, index, instruction))
                    elif isinstance(dst, Vector):
                        for element in dst.elements:
                            if isinstance(element, Reg):
                                self.definitions.setdefault(element.name, []).append(
                                    Definition(block.label, index, instruction))
        self._defined_in: dict[str, set[str]] = {}
        for name, definitions in self.definitions.items():
            for definition in definitions:
                self._defined_in.setdefault(definition.block, set()).add(name)
        self._rank: dict[str, int] | None = None
        self._cache: dict[str, Expr | None] = {}
        # Values under an ``overrides`` callback, valid for one top-level ``value`` call (the
        # callback may answer differently later); ``_override_depth`` tells nested calls apart.
        self._override_caches: dict[int, dict[str, Expr | None]] = {}
        self._override_depth = 0
        self._independent: dict[str, bool] = {}
        self._memory_sources: dict[str, Instruction | None] = {}
        self._stack_frame: StackFrame | None = None

    # -- definitions ----------------------------------------------------------------------
    def defs_of(self, register: str) -> list[Definition]:
        """All definitions of a register (empty when it is never written)."""
        return self.definitions.get(register, [])

    def registers_defined_in(self, blocks) -> list[str]:
        """The registers with a definition in one of ``blocks`` (labels), in the order of
        ``definitions``; costs the size of those blocks, not of the kernel."""
        if self._rank is None:
            self._rank = {name: rank for rank, name in enumerate(self.definitions)}
        names = {definition_name for label in blocks if label in self._defined_in
                 for definition_name in self._defined_in[label]}
        return sorted(names, key=self._rank.__getitem__)

    def single_definition(self, register: str) -> Definition | None:
        """The only definition of a register, or None when it has none or several."""
        defs = self.definitions.get(register, [])
        return defs[0] if len(defs) == 1 else None

    # -- values ---------------------------------------------------------------------------
    def value(self, operand: object, overrides: Override | None = None, at: tuple[str, int] = ("", 0)) -> Expr | None:
        """Symbolic value of an operand read at ``at`` (block label, instruction index), or None
        when it depends on memory contents or on a register this analysis cannot follow.

        Every register's value is computed once per call (memoised; without ``overrides`` once
        per analysis), bottom-up along its definition chain, so the work is linear in the
        instructions the value depends on and the recursion depth stays small however long the
        chain is; a register defined from itself (a cycle) has no value."""
        if overrides is None:
            return self._operand_value(operand, None, at)
        if self._override_depth == 0:
            self._override_caches = {}
        self._override_depth += 1
        try:
            return self._operand_value(operand, overrides, at)
        finally:
            self._override_depth -= 1

    def value_under(self, overrides: Override) -> Callable[[object, tuple[str, int]], Expr | None]:
        """``value`` under ``overrides`` for many operands, one memo shared by all the calls: for a
        callback that answers the same for the same arguments (a fixed table of loop-start values),
        so that the registers the operands share are computed once, not once per operand."""
        cache: dict[str, Expr | None] = {}

        def value(operand: object, at: tuple[str, int]) -> Expr | None:
            saved = self._override_caches, self._override_depth
            self._override_caches, self._override_depth = {id(overrides): cache}, 1
            try:
                return self._operand_value(operand, overrides, at)
            finally:
                self._override_caches, self._override_depth = saved

        return value

    def _operand_value(self, operand: object, overrides: Override | None, at: tuple[str, int]) -> Expr | None:
        if isinstance(operand, Imm):
            return const(operand.value)
        if isinstance(operand, SpecialReg):
            return sym(special_register_symbol(operand.name))
        if isinstance(operand, ParamRef):
            if 0 <= operand.index < len(self.kernel.params):
                return sym(self.kernel.params[operand.index].name)
            return None
        if isinstance(operand, SymbolRef):
            return sym(f"addr_{operand.name}")
        if isinstance(operand, Address):
            base = self.value(operand.base, overrides, at)
            return None if base is None else add(base, operand.offset)
        if isinstance(operand, Reg):
            return self._register_value(operand.name, overrides, at)
        return None

    def reaching_definition(self, register: str, at: tuple[str, int]) -> Definition | None:
        """The definition of a several-times-written register that reaches ``at`` on every path:
        the nearest one up the dominator tree, accepted only when every other definition
        precedes it (straight-line redefinition); None otherwise."""
        definitions = self.definitions.get(register, [])
        if not definitions or at[0] not in self.block_index:
            return None
        cfg = self.dominators()
        if not cfg.is_reachable(at[0]):
            return None
        nearest = None
        block, limit = at[0], at[1]
        while nearest is None:
            candidates = [d for d in definitions if d.block == block and d.index < limit]
            if candidates:
                nearest = max(candidates, key=lambda d: d.index)
                break
            parent = cfg.immediate_dominator.get(block)
            if parent is None or parent == block:
                return None
            block, limit = parent, 10**9
        for other in definitions:
            if other is nearest:
                continue
            if other.block == nearest.block and other.index < nearest.index:
                continue
            if other.block != nearest.block and cfg.dominates(other.block, nearest.block):
                continue
            if at[0] in self._reachable_after(other.block):
                return None
        return nearest

    def _reachable_after(self, label: str) -> frozenset[str]:
        """Blocks reachable from the end of ``label`` (through at least one edge)."""
        if label not in self._reachable:
            cfg = self.dominators()
            seen: set[str] = set()
            work = list(cfg.successors.get(label, ()))
            while work:
                block = work.pop()
                if block not in seen:
                    seen.add(block)
                    work.extend(cfg.successors.get(block, ()))
            self._reachable[label] = frozenset(seen)
        return self._reachable[label]

    def _frame(self) -> StackFrame:
        """The stores and slots of the thread's stack frame (``facts.stack_frame``), found once."""
        if self._stack_frame is None:
            self._stack_frame = StackFrame(self)
        return self._stack_frame

    def dominators(self):
        """The kernel's control-flow graph with its dominator tree (built once)."""
        if self._cfg is None:
            self._cfg = build_cfg(self.kernel)
        return self._cfg

    def _register_value(self, name: str, overrides: Override | None, at: tuple[str, int]) -> Expr | None:
        if overrides is not None and self.override_independent(name):
            overrides = None  # the same value under every callback: computed once per analysis
        cache = self._cache if overrides is None else self._override_caches.setdefault(id(overrides), {})
        definition = self.single_definition(name)
        if definition is None or definition.instruction.op == "phi":
            if overrides is not None:
                result = overrides(name, at[0], at[1])
                if result is not None:
                    return result
            if definition is not None:
                return None
            reaching = self.reaching_definition(name, at)
            if reaching is None:
                return None
            key = f"{name}@{reaching.block}:{reaching.index}"
            if key not in cache:
                cache[key] = None  # guards against cyclic definitions
                self._compute_chain(reaching.instruction, overrides, cache)
                cache[key] = self.instruction_value(reaching, overrides)
            return cache[key]
        if name not in cache:
            self._compute_chain(definition.instruction, overrides, cache)
            if name not in cache:
                cache[name] = None
                cache[name] = self.instruction_value(definition, overrides)
        return cache[name]

    def override_independent(self, register: str) -> bool:
        """Whether a register's value cannot depend on an ``overrides`` callback: it has one
        definition, not a phi, and so have all registers it reads, transitively (a cycle counts
        as dependent). Memoised for the analysis; one post-order pass per new register."""
        known = self._independent
        if register in known:
            return known[register]
        stack: list[tuple[str, bool]] = [(register, False)]
        visiting: set[str] = set()
        while stack:
            name, expanded = stack.pop()
            if name in known:
                continue
            definition = self.single_definition(name)
            if definition is None or definition.instruction.op == "phi":
                known[name] = False
                continue
            sources = _source_registers(definition.instruction)
            if expanded:
                known[name] = all(known.get(source, False) for source in sources)
                continue
            if name in visiting:
                known[name] = False  # on a cycle
                continue
            visiting.add(name)
            stack.append((name, True))
            stack.extend((source, False) for source in sources if source not in known)
        return known[register]

    def _compute_chain(self, instruction: Instruction, overrides: Override | None,
                       cache: dict[str, Expr | None]) -> None:
        """Fill ``cache`` with the values of the single-definition registers ``instruction``
        reads, transitively, in post order (an explicit stack, each register once): when an
        instruction is evaluated its sources are already known, so evaluation never recurses
        deeper than one definition. Registers on a cycle are cached as None."""
        stack: list[tuple[str, bool]] = [(name, False) for name in _source_registers(instruction)]
        visiting: set[str] = set()
        while stack:
            name, expanded = stack.pop()
            if name in cache:
                continue
            definition = self.single_definition(name)
            if definition is None or definition.instruction.op == "phi":
                continue  # several definitions: resolved where read (reaching definition, overrides)
            if expanded:
                cache[name] = None  # guards against cyclic definitions
                cache[name] = self.instruction_value(definition, overrides)
                continue
            if name in visiting:
                continue  # on the current path: a cycle
            visiting.add(name)
            stack.append((name, True))
            stack.extend((source, False) for source in _source_registers(definition.instruction)
                         if source not in cache and source not in visiting)

    def instruction_value(self, definition: Definition, overrides: Override | None) -> Expr | None:
        """Symbolic value an instruction writes to its (first) destination."""
        instruction = definition.instruction
        at = (definition.block, definition.index)
        op = instruction.op
        if op == "ld" and instruction.memory is not None and instruction.memory.kind == "load":
            return self._frame().loaded_value(definition, overrides)
        if op == "other" and "alloca" in instruction.modifiers and instruction.dsts:
            return frame_allocation(instruction.dsts[0])
        if op in ("ld", "atom", "call", "shfl", "vote", "tensor", "sfu", "setp", "phi", "other") \
                or instruction.memory is not None:
            return None
        sources = instruction.srcs
        if op in ("mov", "cvt", "special") or instruction.opcode.startswith("cvta"):
            if len(sources) != 1:
                return None
            return self._convert(instruction, self.value(sources[0], overrides, at))
        values = [self.value(source, overrides, at) for source in sources]
        if any(value is None for value in values):
            return None
        result = arithmetic(instruction, values)  # type: ignore[arg-type]
        if result is not None and _larger_than(result, MAX_VALUE_NODES):
            return None  # e.g. x = x * x unrolled: the tree doubles per step; not a closed form worth keeping
        return result

    def _convert(self, instruction: Instruction, value: Expr | None) -> Expr | None:
        if value is None:
            return None
        source_type = _conversion_source_type(instruction)
        if source_type is not None and source_type.startswith("f") and integer_type(instruction.type) \
                and instruction.type is not None:
            return None  # float -> int rounding: not tracked
        return value


#: Largest expression tree (nodes, shared subtrees counted each time) a register's value may
#: have; larger values count as unknown. Every value is built from values under this bound, so
#: building one costs O(bound) and printing or evaluating it stays cheap (chains like
#: ``r_k = r_{k-1} * r_{k-2}`` grow as the Fibonacci numbers).
MAX_VALUE_NODES = 512


def _larger_than(expression: Expr, limit: int) -> bool:
    """Whether the expression tree has more than ``limit`` nodes (stops counting at limit + 1)."""
    stack, count = [expression], 0
    while stack:
        node = stack.pop()
        count += 1
        if count > limit:
            return True
        stack.extend(node.args)
    return False


def _source_registers(instruction: Instruction) -> list[str]:
    """Names of the registers an instruction reads (address bases included)."""
    names = []
    for source in instruction.srcs:
        if isinstance(source, Address):
            source = source.base
        if isinstance(source, Reg):
            names.append(source.name)
    return names


def _conversion_source_type(instruction: Instruction) -> str | None:
    parts = instruction.opcode.split(".")
    types = [part for part in parts if part[:1] in ("f", "s", "u", "b") and part[1:].isdigit()]
    return types[-1] if len(types) >= 2 else None


def expand(expression: Expr) -> Expr:
    """The expression with products distributed over sums (a polynomial normal form for the
    add/mul parts; other operations are expanded inside but kept)."""
    if expression.op in ("const", "sym"):
        return expression
    args = [expand(arg) for arg in expression.args]
    if expression.op == "add":
        return add(*args)
    if expression.op == "mul":
        terms: list[Expr] = [as_expr(1)]
        for factor in args:
            pieces = factor.args if factor.op == "add" else (factor,)
            terms = [mul(term, piece) for term in terms for piece in pieces]
        return add(*terms)
    return expression.substitute({}) if not args else _rebuild(expression.op, args)


def _rebuild(op: str, args: list[Expr]) -> Expr:
    builders = {"max": max_, "min": min_, "floordiv": floordiv, "ceildiv": ceildiv, "mod": mod, "div": div, "log2": log2}
    return builders[op](*args)
