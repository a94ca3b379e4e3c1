"""Branch conditions and predicate values under bound symbols: which side of a conditional
branch a launch takes when its predicate depends only on parameters and launch dimensions
(``resolved_successors``, used by the per-thread counts), and the branch that ends a block.
"""

from __future__ import annotations

from typing import Mapping

from analyzer.analysis.values import ValueAnalysis
from analyzer.ir import Block, Imm, Instruction, Reg


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


def compare(kind: str, left: float, right: float, width: int = 32) -> bool:
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
                    memo: dict[str, bool | None] | None = None) -> bool | None:
    """Truth value of a predicate register when it depends only on bound symbols (parameters,
    launch dimensions), else None. Follows setp/icmp and and/or/not/xor of predicates (at most
    16 deep); ``memo`` (one per set of bindings) makes each predicate register cost once."""
    if depth > 16:
        return None
    if memo is not None:
        if predicate not in memo:
            memo[predicate] = None  # guards against cyclic definitions
            memo[predicate] = _predicate_value(analysis, predicate, bindings, depth, memo)
        return memo[predicate]
    return _predicate_value(analysis, predicate, bindings, depth, None)


def _predicate_value(analysis: ValueAnalysis, predicate: str, bindings: Mapping[str, float], depth: int,
                     memo: dict[str, bool | None] | None) -> bool | None:
    definition = analysis.single_definition(predicate)
    if definition is None:
        return None
    instruction = definition.instruction
    if instruction.op == "setp" and instruction.compare and len(instruction.srcs) >= 2:
        values = [analysis.value(source, None, (definition.block, definition.index)) for source in instruction.srcs[:2]]
        numbers = []
        for value in values:
            if value is None:
                return None
            try:
                numbers.append(value.evaluate(bindings))
            except (KeyError, ZeroDivisionError, ValueError):
                return None
        return compare(instruction.compare, numbers[0], numbers[1], _type_width(instruction.type))
    if instruction.op in ("and", "or", "xor", "not", "mov"):
        parts = []
        for source in instruction.srcs:
            if isinstance(source, Reg):
                part = predicate_value(analysis, source.name, bindings, depth + 1, memo)
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


def resolved_successors(analysis: ValueAnalysis, bindings: Mapping[str, float]) -> dict[str, tuple[str, ...]]:
    """Successors each block can take: the single successor of a conditional branch whose
    condition the bindings decide, all successors otherwise."""
    result: dict[str, tuple[str, ...]] = {}
    memo: dict[str, bool | None] = {}
    for block in analysis.kernel.blocks:
        successors = tuple(dict.fromkeys(block.successors))
        condition = branch_condition(block)
        if condition is not None:
            _, predicate, negated, taken, other = condition
            truth = predicate_value(analysis, predicate, bindings, 0, memo) if predicate else None
            if truth is not None:
                if truth != negated:
                    successors = (taken,)
                elif other is not None:
                    successors = (other,)
        result[block.label] = successors
    return result
