"""PTX integer and floating arithmetic as symbolic expressions (``analysis.values``).

add, sub, mul, mad/fma (not ``.hi``), neg; shl/shr by constants as multiplication/floor division
by powers of two; integer division and remainder by constants; ``and`` with a 2^k - 1 mask as
``mod``; unsigned ``bfe`` with constant position and length; min and max. Anything else has no
value here.
"""

from __future__ import annotations

from analyzer.ir import Instruction
from analyzer.symbolic import Expr, add, div, floordiv, max_, min_, mod, mul


def integer_type(type_name: str | None) -> bool:
    """Whether a PTX type is an integer (or untyped bit) type."""
    return type_name is None or type_name[:1] in ("s", "u", "b") and type_name != "pred"


def _power_of_two_exponent(value: object) -> int | None:
    if isinstance(value, int) and value > 0 and value & (value - 1) == 0:
        return value.bit_length() - 1
    return None



def arithmetic(instruction: Instruction, values: list[Expr]) -> Expr | None:
    """The value of an arithmetic instruction from its operands' values (module docstring), or
    None when it has no exact expression."""
    op = instruction.op
    modifiers = set(instruction.modifiers) | set(instruction.opcode.split("."))
    if op == "add" and len(values) == 2:
        return add(values[0], values[1])
    if op == "sub" and len(values) == 2:
        return add(values[0], mul(-1, values[1]))
    if op == "mul" and len(values) == 2:
        if "hi" in modifiers:
            return None
        return mul(values[0], values[1])
    if op in ("mad", "fma") and len(values) == 3:
        if "hi" in modifiers:
            return None
        return add(mul(values[0], values[1]), values[2])
    if op == "neg" and len(values) == 1:
        return mul(-1, values[0])
    if op == "shl" and len(values) == 2 and values[1].is_const and isinstance(values[1].value, int):
        return mul(values[0], 2 ** values[1].value)
    if op == "shr" and len(values) == 2 and values[1].is_const and isinstance(values[1].value, int):
        return floordiv(values[0], 2 ** values[1].value)
    if op == "div" and len(values) == 2:
        if integer_type(instruction.type):
            return floordiv(values[0], values[1]) if values[1].is_const else None
        return div(values[0], values[1])
    if op == "rem" and len(values) == 2 and values[1].is_const:
        return mod(values[0], values[1])
    if op == "and" and len(values) == 2:
        for mask, other in ((values[1], values[0]), (values[0], values[1])):
            if mask.is_const and isinstance(mask.value, int) and _power_of_two_exponent(mask.value + 1) is not None:
                return mod(other, mask.value + 1)
        return None
    if op == "bfe" and len(values) == 3 and (instruction.type or "")[:1] in ("u", "b") \
            and all(value.is_const and isinstance(value.value, int) for value in values[1:]):
        position, length = values[1].value & 0xFF, values[2].value & 0xFF  # PTX: 8-bit ranges
        return mod(floordiv(values[0], 2 ** position), 2 ** length)  # unsigned bit-field extract
    if op == "min" and len(values) == 2:
        return min_(values[0], values[1])
    if op == "max" and len(values) == 2:
        return max_(values[0], values[1])
    return None
