"""PTX integer and floating arithmetic as symbolic expressions (``analysis.facts.values``).

add, sub, mul, mad/fma (``mul.hi.u32`` by a constant only), neg, integer not; shl/shr by constants as multiplication/floor division
by powers of two; integer division and remainder by constants; ``and`` with a 2^k - 1 mask as
``mod``; ``or`` with a constant whose bits the other operand cannot have (a multiple of the next
power of two: LLVM writes ``x + 1`` as ``x | 1`` when ``x`` is even) as addition; unsigned ``bfe``
with constant position and length; min and max. Anything else has no
value here.
"""

from __future__ import annotations

from analyzer.ir import Instruction
from analyzer.symbolic import Expr, add, const, div, floordiv, max_, min_, mod, mul


def integer_type(type_name: str | None) -> bool:
    """Whether a PTX type is an integer (or untyped bit) type."""
    return type_name is None or type_name[:1] in ("s", "u", "b") and type_name != "pred"


def _power_of_two_exponent(value: object) -> int | None:
    if isinstance(value, int) and value > 0 and value & (value - 1) == 0:
        return value.bit_length() - 1
    return None



def _unsigned_constants(instruction: Instruction, values: list[Expr]) -> list[Expr]:
    """The operands of an unsigned multiplication with negative immediates read as the unsigned
    numbers they are (nvcc writes ``mul.wide.u32 %rd, %r, -1431655765`` for 0xAAAAAAAB)."""
    type_name = instruction.type or ""
    if type_name[:1] != "u" or not type_name[1:].isdigit():
        return values
    width = int(type_name[1:])
    return [const(value.value + 2 ** width) if value.is_const and isinstance(value.value, int) and value.value < 0
            else value for value in values]


def magic_division(product: Expr, shift: int) -> Expr | None:
    """``floor(x * M / 2^shift)`` as ``floor(x / d)`` when ``M`` is the rounded-up reciprocal
    of ``d`` that compilers multiply by instead of dividing an unsigned 32-bit ``x``: with
    ``M = ceil(2^shift / d)`` and ``M*d - 2^shift <= 2^(shift - 32)`` the two are equal for every
    ``x < 2^32`` (Granlund and Montgomery, "Division by Invariant Integers using
    Multiplication", PLDI 1994, theorem 4.2); None for any other product."""
    factored = _common_factor(product)
    if factored is None or shift < 32:
        return None
    multiplier, dividend = factored
    divisor = round(2 ** shift / multiplier)
    if divisor < 2 or not 0 <= multiplier * divisor - 2 ** shift <= 2 ** (shift - 32):
        return None
    return floordiv(dividend, divisor)


def _coefficient(term: Expr) -> tuple[int, Expr]:
    """A term as its integer factor and the rest (``6*x`` -> 6, x; ``x`` -> 1, x; ``6`` -> 6, 1)."""
    if term.is_const and isinstance(term.value, int):
        return term.value, const(1)
    if term.op == "mul" and term.args[0].is_const and isinstance(term.args[0].value, int):
        return term.args[0].value, mul(*term.args[1:])
    return 1, term


def _common_factor(expression: Expr) -> tuple[int, Expr] | None:
    """``(M, x)`` with ``expression = M * x`` for the largest positive integer factor ``M``
    of its leading term that divides every term (the product ``M * (n - 1)`` expanded to
    ``M*n - M`` included); None when it is 1."""
    terms = expression.args if expression.op == "add" else (expression,)
    pieces = [_coefficient(term) for term in terms]
    factor = max(abs(number) for number, _ in pieces)
    if factor < 2 or any(number % factor for number, _ in pieces):
        return None
    return factor, add(*(mul(number // factor, rest) for number, rest in pieces))


def _shifted(value: Expr, shift: int) -> Expr:
    """``floor(value / 2^shift)``, a compiler's multiply-and-shift division read back as one."""
    if value.op == "floordiv" and value.args[1].is_const and isinstance(value.args[1].value, int) \
            and _power_of_two_exponent(value.args[1].value) is not None:
        return _shifted(value.args[0], shift + _power_of_two_exponent(value.args[1].value))
    return magic_division(value, shift) or floordiv(value, 2 ** shift)


def _masked(value: Expr, mask: int, type_name: str | None) -> Expr | None:
    """``value & mask`` for the masks compilers use on counts: ``2^k - 1`` keeps the low bits
    (``mod(value, 2^k)``); ``-2^k`` (all bits from bit ``k`` up) clears them
    (``value - mod(value, 2^k)``, exact in two's complement), also with the sign bit of a
    ``bits``-wide type cleared (``0x7FFFFFFC``, clang's rounding of a non-negative trip count
    down to its unrolling factor: the value is then taken to be non-negative)."""
    if _power_of_two_exponent(mask + 1) is not None:
        return mod(value, mask + 1)
    low = (mask & -mask).bit_length() - 1 if mask else -1
    if low < 1:
        return None
    width = int(type_name[1:]) if type_name and type_name[1:].isdigit() else 64
    ones = mask | (2 ** low - 1)
    if mask < 0 and ones == -1 or ones in (2 ** width - 1, 2 ** (width - 1) - 1):
        return add(value, mul(-1, mod(value, 2 ** low)))
    return None


def _multiple_of(expression: Expr, factor: int) -> bool:
    """Whether an integer expression is a multiple of ``factor`` whatever its symbols' integer
    values: a constant multiple, a product with such a factor, or a sum of such terms."""
    if expression.is_const:
        return isinstance(expression.value, int) and expression.value % factor == 0
    if expression.op == "mul":
        return any(_multiple_of(arg, factor) for arg in expression.args)
    if expression.op == "add":
        return all(_multiple_of(arg, factor) for arg in expression.args)
    return False


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
        values = _unsigned_constants(instruction, values)
        if "hi" in modifiers:
            unsigned = (instruction.type or "")[:1] == "u" and (instruction.type or "")[1:] == "32"
            return _shifted(mul(values[0], values[1]), 32) if unsigned and any(v.is_const for v in values) else None
        return mul(values[0], values[1])
    if op in ("mad", "fma") and len(values) == 3:
        if "hi" in modifiers:
            return None
        return add(mul(values[0], values[1]), values[2])
    if op == "neg" and len(values) == 1:
        return mul(-1, values[0])
    if op == "not" and len(values) == 1 and integer_type(instruction.type) and instruction.opcode.startswith("not"):
        return add(mul(-1, values[0]), -1)  # two's complement: ~x = -x - 1
    if op == "xor" and len(values) == 2 and values[1] == const(-1) and integer_type(instruction.type):
        return add(mul(-1, values[0]), -1)  # LLVM's not: xor with all ones
    if op == "shl" and len(values) == 2 and values[1].is_const and isinstance(values[1].value, int):
        return mul(values[0], 2 ** values[1].value)
    if op == "shr" and len(values) == 2 and values[1].is_const and isinstance(values[1].value, int):
        return _shifted(values[0], values[1].value)
    if op == "div" and len(values) == 2:
        if integer_type(instruction.type):
            unsigned = (instruction.type or "")[:1] == "u"  # floor division, also by a symbol (a parameter step)
            return floordiv(values[0], values[1]) if values[1].is_const or unsigned else None
        return div(values[0], values[1])
    if op == "rem" and len(values) == 2 and values[1].is_const:
        return mod(values[0], values[1])
    if op == "and" and len(values) == 2:
        for mask, other in ((values[1], values[0]), (values[0], values[1])):
            if mask.is_const and isinstance(mask.value, int):
                masked = _masked(other, mask.value, instruction.type)
                if masked is not None:
                    return masked
        return None
    if op == "or" and len(values) == 2 and integer_type(instruction.type):
        for constant, other in ((values[1], values[0]), (values[0], values[1])):
            if constant.is_const and isinstance(constant.value, int) and constant.value >= 0 \
                    and _multiple_of(other, 1 << constant.value.bit_length()):
                return add(other, constant)  # LLVM's disjoint or: no bit of the constant is set in the other
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
