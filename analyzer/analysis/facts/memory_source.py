"""The load a data-dependent value comes from: names the line in "bound loaded from memory at
line N" (trip counts).

The search follows every definition of each register a value reads, depth first in source
order, and stops at the first load. It is iterative (an explicit stack) and memoised per
register on the ``ValueAnalysis``, so each register is examined once per analysis: linear in the
kernel, where the recursive walk it replaces doubled at every two-parent definition.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from analyzer.ir import Address, Instruction, Reg, operand_registers

if TYPE_CHECKING:
    from analyzer.analysis.facts.values import ValueAnalysis


def find_memory_source(analysis: ValueAnalysis, operand: object) -> Instruction | None:
    """The load instruction a value derives from (following every definition of each register
    it reads, depth first in source order), if any: used to name the line a data-dependent
    quantity was loaded at. Iterative and memoised per register on ``analysis``: each register
    is examined once per analysis, so a query costs at most linear time in the kernel."""
    if isinstance(operand, Address):
        operand = operand.base
    if not isinstance(operand, Reg):
        return None
    memo = analysis._memory_sources
    if operand.name in memo:
        return memo[operand.name]
    # Frames: register, its items (loads found directly, or source registers), next position.
    stack: list[tuple[str, list[object], int]] = [(operand.name, _memory_items(analysis, operand.name), 0)]
    on_path = {operand.name}
    found: Instruction | None = None
    returning = False
    while stack:
        name, items, position = stack[-1]
        if returning:
            if found is not None:
                memo[name] = found
                on_path.discard(name)
                stack.pop()
                continue
            position += 1
            returning = False
        if position >= len(items):
            memo[name] = None
            on_path.discard(name)
            stack.pop()
            found, returning = None, True
            continue
        item = items[position]
        if isinstance(item, Instruction):
            memo[name] = found = item
            on_path.discard(name)
            stack.pop()
            returning = True
            continue
        stack[-1] = (name, items, position)
        if item in memo:
            found = memo[item]  # type: ignore[index]
            returning = True
        elif item in on_path:
            found, returning = None, True  # a cycle: nothing new down this way
        else:
            on_path.add(item)  # type: ignore[arg-type]
            stack.append((item, _memory_items(analysis, item), 0))  # type: ignore[arg-type]
    return memo.get(operand.name)


def _memory_items(analysis: ValueAnalysis, register: str) -> list[object]:
    """What ``find_memory_source`` examines for a register, in order: per definition, the
    definition itself when it loads, else the registers it reads."""
    items: list[object] = []
    for definition in analysis.defs_of(register):
        instruction = definition.instruction
        if instruction.op in ("ld", "atom") or (instruction.memory is not None and instruction.memory.kind == "load"):
            items.append(instruction)
        else:
            items.extend(name for source in instruction.srcs for name in operand_registers(source))
    return items
