"""Branch conditions and predicate values under bound symbols: which side of a conditional
branch a launch takes when its predicate depends only on parameters and launch dimensions
(``resolved_successors``, used by the per-thread counts), and the branch that ends a block.

A branch inside a loop whose predicate also reads induction variables is decided when it goes the
same way in every iteration of its innermost loop (``LoopIterations``: the loop's trip count known,
at most ``MAX_DECIDED_ITERATIONS``, the enclosing loops' variables at their first and at their
second value): the remainder of a loop nvcc unrolled by 4, ``(count & 3) == 0`` with a count of
``blockDim.x`` in each phase, is skipped in every phase instead of being taken as the heavier side.
Loop exits and back edges are never decided so.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping

from analyzer.analysis.facts.loops import Loop
from analyzer.analysis.facts.values import ValueAnalysis
from analyzer.ir import Block, Imm, Instruction, Reg
from analyzer.symbolic import Expr, compile_expr, sym


#: Iterations of a loop evaluated one by one to decide a branch in it (more: left undecided).
MAX_DECIDED_ITERATIONS = 4096
IV_PREFIX = "iteration."


@dataclass(frozen=True)
class LoopIterations:
    """The induction variables of a kernel's loops: first-iteration values (``starts``), additive
    steps with their loop (``steps``; ``trip_counts.induction_variables``), the loops, and their
    trip counts per entry under the launch's bindings (``trips``, loop id to expression)."""

    starts: Mapping[str, Expr]
    steps: Mapping[str, tuple[Loop, Expr]]
    loops: tuple[Loop, ...]
    trips: Mapping[str, Expr]

    def decider(self, analysis: ValueAnalysis, bindings: Mapping[str, float]
                ) -> Callable[[str, str, tuple[str, ...]], bool | None]:
        """``truth(predicate, block, successors)``: the predicate's value when it is the same in
        every iteration of the innermost loop around ``block`` (that loop's additive induction
        variables stepped through its trip count; those of other loops at their first and at their
        second value), else None; also None for a branch that leaves its loop or returns to a loop
        header. The variables' values, the operands' expressions and their compiled forms are
        made once per launch, for every branch."""
        variables = {}
        for name, (owner, step) in self.steps.items():
            try:
                variables[name] = (owner.id, self.starts[name].evaluate(bindings), step.evaluate(bindings))
            except (KeyError, ZeroDivisionError, ValueError, TypeError, AttributeError):
                continue  # a variable the launch does not fix: a predicate reading it stays undecided
        valuer, evaluate = analysis.value_under(self._symbolic), _compiled_under(bindings)
        headers = {loop.header for loop in self.loops}

        def truth(predicate: str, block: str, successors: tuple[str, ...]) -> bool | None:
            loop = self._innermost(block)
            if loop is None or any(successor not in loop.blocks or successor in headers for successor in successors):
                return None
            try:
                count = self.trips[loop.id].evaluate(bindings)
            except (KeyError, ZeroDivisionError, ValueError, TypeError, AttributeError):
                return None
            if not 1 <= count <= MAX_DECIDED_ITERATIONS:
                return None
            seen = set()
            for outer in (0, 1):
                for iteration in range(int(count)):
                    values = {IV_PREFIX + name: start + (iteration if owner == loop.id else outer) * step
                              for name, (owner, start, step) in variables.items()}
                    seen.add(predicate_value(analysis, predicate, values, valuer=valuer, evaluate=evaluate))
                    if None in seen or len(seen) > 1:
                        return None
            return seen.pop() if seen else None

        return truth

    def _symbolic(self, name: str, block: str, index: int) -> Expr | None:
        return sym(IV_PREFIX + name) if name in self.steps else None

    def _innermost(self, block: str) -> Loop | None:
        around = [loop for loop in self.loops if block in loop.blocks]
        return max(around, key=lambda loop: loop.depth) if around else None


def _compiled_under(bindings: Mapping[str, float]):
    """``evaluate(expression, values)``: the expression with ``bindings`` substituted, compiled
    once (``compile_expr``) and called with ``values`` (the induction variables) each time."""
    compiled: dict[Expr, object] = {}

    def evaluate(expression: Expr, values: Mapping[str, float]) -> float:
        function = compiled.get(expression)
        if function is None:
            function = compiled[expression] = compile_expr(expression.substitute(bindings))
        return function(**values)

    return evaluate


def branch_condition(block: Block) -> tuple[Instruction, str | None, bool, str, str | None] | None:
    """The conditional branch ending a block: (branch instruction, predicate register name,
    negated, target taken when the predicate holds (after negation), other successor). None for
    unconditional branches and blocks without a branch."""
    if not block.instructions:
        return None
    branch = block.instructions[-1]
    if branch.op != "bra":
        return None
    if branch.guard is None and len(branch.targets) == 1 and len(block.instructions) >= 2:
        previous = block.instructions[-2]
        if previous.op == "bra" and previous.guard is not None and previous.targets:
            return previous, previous.guard.predicate, previous.guard.negated, previous.targets[0], branch.targets[0]
    if branch.guard is not None and branch.targets:
        taken = branch.targets[0]
        others = [label for label in block.successors if label != taken]
        return branch, branch.guard.predicate, branch.guard.negated, taken, (others[0] if others else None)
    if len(branch.targets) == 2 and branch.srcs and isinstance(branch.srcs[0], Reg):
        return branch, branch.srcs[0].name, False, branch.targets[0], branch.targets[1]
    return None


_MIRROR = {"lt": "gt", "le": "ge", "gt": "lt", "ge": "le", "eq": "eq", "ne": "ne"}


def compare_numbers(kind: str, left: float, right: float, width: int = 32) -> bool:
    """Outcome of a setp/icmp comparison (``u`` prefix: unsigned, negative values wrap)."""
    relation = kind.lstrip("u") if kind.startswith("u") and kind not in ("uno",) else kind
    if kind.startswith("u") and kind != "uno":
        if isinstance(left, int) and left < 0:
            left += 2 ** width
        if isinstance(right, int) and right < 0:
            right += 2 ** width
    relation = relation[-2:] if relation[-2:] in _MIRROR else relation
    return {
        "lt": left < right, "le": left <= right, "gt": left > right,
        "ge": left >= right, "eq": left == right, "ne": left != right,
    }.get(relation, False)


def _type_width(type_name: str | None) -> int:
    if type_name and type_name[1:].isdigit():
        return int(type_name[1:])
    return 32


def predicate_value(analysis: ValueAnalysis, predicate: str, bindings: Mapping[str, float], depth: int = 0,
                    memo: dict[str, bool | None] | None = None, valuer=None, evaluate=None) -> bool | None:
    """Truth value of a predicate register when it depends only on bound symbols (parameters,
    launch dimensions), else None. Follows setp/icmp and and/or/not/xor of predicates (at most
    16 deep); ``memo`` (one per set of bindings) makes each predicate register cost once;
    ``valuer`` (``ValueAnalysis.value_under``) gives the operands' values instead of ``value``, and
    ``evaluate(expression, bindings)`` evaluates them instead of ``Expr.evaluate``."""
    if depth > 16:
        return None
    if memo is not None:
        if predicate not in memo:
            memo[predicate] = None  # guards against cyclic definitions
            memo[predicate] = _predicate_value(analysis, predicate, bindings, depth, memo, valuer, evaluate)
        return memo[predicate]
    return _predicate_value(analysis, predicate, bindings, depth, None, valuer, evaluate)


def _predicate_value(analysis: ValueAnalysis, predicate: str, bindings: Mapping[str, float], depth: int,
                     memo: dict[str, bool | None] | None, valuer, evaluate) -> bool | None:
    definition = analysis.single_definition(predicate)
    if definition is None:
        return None
    instruction = definition.instruction
    if instruction.op == "setp" and instruction.compare and len(instruction.srcs) >= 2:
        at = (definition.block, definition.index)
        values = [valuer(source, at) if valuer else analysis.value(source, None, at) for source in instruction.srcs[:2]]
        numbers = []
        for value in values:
            if value is None:
                return None
            try:
                numbers.append(evaluate(value, bindings) if evaluate else value.evaluate(bindings))
            except (KeyError, ZeroDivisionError, ValueError):
                return None
        return compare_numbers(instruction.compare, numbers[0], numbers[1], _type_width(instruction.type))
    if instruction.op in ("and", "or", "xor", "not", "mov"):
        parts = []
        for source in instruction.srcs:
            if isinstance(source, Reg):
                part = predicate_value(analysis, source.name, bindings, depth + 1, memo, valuer, evaluate)
            elif isinstance(source, Imm):
                part = bool(source.value)
            else:
                part = None
            if part is None:
                return None
            parts.append(part)
        if not parts:
            return None
        if instruction.op == "and":
            return all(parts)
        if instruction.op == "or":
            return any(parts)
        if instruction.op == "xor":
            return parts[0] != parts[-1] if len(parts) == 2 else None
        if instruction.op == "not":
            return not parts[0]
        return parts[0]
    return None


def resolved_successors(analysis: ValueAnalysis, bindings: Mapping[str, float],
                        iterations: LoopIterations | None = None) -> dict[str, tuple[str, ...]]:
    """Successors each block can take: the single successor of a conditional branch whose
    condition the bindings decide (or, with ``iterations``, that goes the same way in every
    iteration of its loop), all successors otherwise."""
    result: dict[str, tuple[str, ...]] = {}
    memo: dict[str, bool | None] = {}
    decide = None
    for block in analysis.kernel.blocks:
        successors = tuple(dict.fromkeys(block.successors))
        condition = branch_condition(block)
        if condition is not None:
            _, predicate, negated, taken, other = condition
            truth = predicate_value(analysis, predicate, bindings, 0, memo) if predicate else None
            if truth is None and predicate and iterations is not None:
                decide = decide or iterations.decider(analysis, bindings)
                truth = decide(predicate, block.label, successors)
            if truth is not None:
                if truth != negated:
                    successors = (taken,)
                elif other is not None:
                    successors = (other,)
        result[block.label] = successors
    return result
