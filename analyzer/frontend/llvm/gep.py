"""``getelementptr`` as explicit address arithmetic.

``%p = getelementptr T, ptr %base, i64 %i, i64 %j`` computes
``base + i * size(T) + j * size(element) + constant`` (LLVM Language Reference, "getelementptr
Instruction"; sizes from the data layout). It becomes a chain of INT instructions the analyses can
follow: ``mad`` (index x scale + accumulator) or ``add`` (scale 1) per variable index, then
``add`` of the constant byte offset. Intermediate values are named ``<result>~g<k>``; the last
instruction defines the GEP's own result. A GEP with no variable index and a zero offset is a
``mov`` marked ``no_machine_work``.
"""

from __future__ import annotations

import re

from analyzer.frontend.llvm.intrinsics import NO_MACHINE_WORK
from analyzer.frontend.llvm.types import TypeSyntaxError, parse_type
from analyzer.frontend.llvm.values import gep_terms
from analyzer.ir import Address, ExecClass, Imm, Instruction, Reg, UnknownOpcode

_GEP_HEAD = re.compile(r"\bgetelementptr\s+((?:inbounds|nuw|nusw|inrange\([^)]*\))\s+)*")


def lower_gep(builder, result) -> list[Instruction]:
    """The address arithmetic of one ``getelementptr`` (see the module docstring)."""
    context = builder.context
    text = builder.source_text()
    head = _GEP_HEAD.search(text)
    base_value, index_values = builder.operands[0], builder.operands[1:]
    try:
        if head is None:
            raise TypeSyntaxError("no getelementptr in text")
        source_type, _ = parse_type(text, head.end())
        indices = []
        for value in index_values:
            constant = context.constant_int(value)
            indices.append(constant if constant is not None else value)
        constant_offset, variable = gep_terms(context.layout, source_type, indices)
    except (TypeSyntaxError, IndexError):
        result.unknown.append(UnknownOpcode("getelementptr", builder.line))
        return [builder.make("other", ExecClass.GENERIC, builder.srcs(), modifiers=("gep",))]
    accumulator = context.operand(base_value)
    if isinstance(accumulator, Address):
        constant_offset += accumulator.offset
        accumulator = accumulator.base
    steps: list[tuple[str, tuple]] = []
    for value, scale in variable:
        index = context.operand(value)
        if scale == 1:
            steps.append(("add", (accumulator, index)))
        else:
            steps.append(("mad", (index, Imm(scale), accumulator)))
        accumulator = None
    if constant_offset:
        steps.append(("add", (None, Imm(constant_offset))))
    if not steps:
        return [builder.make("mov", ExecClass.MOVE, (accumulator,), modifiers=("gep", NO_MACHINE_WORK), type="u64")]
    emitted: list[Instruction] = []
    previous = accumulator
    for position, (op, sources) in enumerate(steps):
        last = position == len(steps) - 1
        destination = Reg(builder.name if last else f"{builder.name}~g{position + 1}")
        sources = tuple(previous if source is None else source for source in sources)
        emitted.append(builder.make(op, ExecClass.INT, sources, dsts=(destination,), type="s64", modifiers=("gep",)))
        previous = destination
    return emitted
