"""Concrete semantics of kernel-IR instructions for the evaluator (``evaluate``).

Integers are Python ints kept in two's complement of their type's width (``wrap``); an operation
reads its operands signed or unsigned as its type says (``s32`` signed; ``u32``/``b32`` unsigned
where it matters: comparisons, right shifts, division, extension), following the PTX ISA
(sections 9.7.1-9.7.3) and the LLVM Language Reference for the same operations. Predicates are
bools, floating-point values Python floats (the rounding of ``f32`` is not modelled; the
evaluator never takes a decision on a float that varies from iteration to iteration). ``None``
stands for a value the evaluator does not know (loaded from memory, or an operation it does not
model).

Operations whose result is not an affine function of their operands (division, remainder,
shifts right, bit logic, min/max) are *nonlinear* (``NONLINEAR_OPS``): the evaluator only
summarises a loop iteration whose decisions do not depend on such a value that varies.
"""

from __future__ import annotations

import functools

from analyzer.ir import Instruction

NONLINEAR_OPS = frozenset({"div", "rem", "shr", "and", "or", "xor", "min", "max", "abs"})
_RELATIONS = {
    "lt": lambda a, b: a < b, "le": lambda a, b: a <= b, "gt": lambda a, b: a > b,
    "ge": lambda a, b: a >= b, "eq": lambda a, b: a == b, "ne": lambda a, b: a != b,
}


@functools.lru_cache(maxsize=256)
def type_width(type_name: str | None, default: int = 64) -> int:
    """Bits of a normalised type name (``s32`` -> 32, ``pred`` -> 1); ``default`` otherwise
    (memoised: the evaluator asks for every instruction it plans)."""
    if type_name == "pred":
        return 1
    if type_name and type_name[1:].isdigit():
        return int(type_name[1:])
    return default


def is_float_type(type_name: str | None) -> bool:
    """Whether a normalised type is floating point (f16, bf16, f32, f64, their pairs)."""
    return bool(type_name) and (type_name[0] == "f" or type_name.startswith("bf"))


def wrap(value: int, width: int) -> int:
    """``value`` reduced to a two's-complement integer of ``width`` bits."""
    if width <= 0 or width >= 128:
        return value
    mask = (1 << width) - 1
    value &= mask
    return value - (1 << width) if value >> (width - 1) else value


def unsigned(value: int, width: int) -> int:
    """The unsigned reading of a ``width``-bit value."""
    return value & ((1 << width) - 1) if 0 < width < 128 else value


def read(value: int, width: int, signed: bool) -> int:
    """The signed or unsigned reading of a ``width``-bit value."""
    return wrap(value, width) if signed else unsigned(value, width)


def _trunc_div(a: int, b: int) -> int:
    quotient = abs(a) // abs(b)
    return quotient if (a >= 0) == (b >= 0) else -quotient


def comparison(relation: str, type_name: str | None, left, right) -> tuple[str, object, object]:
    """The plain relation (lt le gt ge eq ne) and the two numbers it compares for a setp/icmp
    ``relation`` (``ult``: unsigned integer or unordered float) on ``type_name``."""
    integer, plain, width, signed = _comparison_facts(relation, type_name)
    if not integer or isinstance(left, (bool, float)) or isinstance(right, (bool, float)):
        return plain, left, right
    if plain in ("eq", "ne"):
        return plain, wrap(left, width), wrap(right, width)
    return plain, read(left, width, signed), read(right, width, signed)


@functools.lru_cache(maxsize=512)
def _comparison_facts(relation: str, type_name: str | None) -> tuple[bool, str, int, bool]:
    """For ``comparison``: whether ``type_name`` compares integers (not floating point), the
    plain relation, the width and whether the operands read signed (``u`` relations and
    ``u``/``b`` types read unsigned)."""
    unsigned_relation = relation.startswith("u") and relation[1:] in _RELATIONS
    plain = relation[1:] if unsigned_relation else relation
    signed = not (relation.startswith("u") or (type_name or "s")[0] in "ub")
    return not is_float_type(type_name), plain, type_width(type_name, 64), signed


def holds(relation: str, left, right) -> bool:
    """Whether ``left relation right`` (relation one of lt le gt ge eq ne) holds."""
    check = _RELATIONS.get(relation)
    if check is None:
        raise KeyError(relation)
    return bool(check(left, right))


def concrete_arithmetic(instruction: Instruction, values: list) -> object | None:
    """Result of an arithmetic/logic instruction on known operand values (None when the
    operation is not modelled or undefined, such as a division by zero)."""
    op = instruction.op
    type_name = instruction.type
    modifiers = instruction.modifiers
    integer_type, width, signed, result_width = integer_facts(type_name, modifiers)
    if integer_type and all(type(value) is int for value in values):  # the common case: no conversion
        ints = values
    else:
        if bool in map(type, values) or type_name == "pred":  # bool has no subclasses
            return _logic(op, [bool(value) for value in values])
        if is_float_type(type_name) or any(isinstance(value, float) for value in values):
            return _float(op, [float(value) for value in values])
        ints = [int(value) for value in values]
    if op == "add" and len(ints) == 2:
        return wrap(ints[0] + ints[1], width)
    if op == "sub" and len(ints) == 2:
        return wrap(ints[0] - ints[1], width)
    if op in ("mul", "mad", "fma") and len(ints) >= 2:
        a, b = (read(v, width, signed) for v in ints[:2])
        product = a * b
        if "hi" in modifiers:
            product = wrap(product >> width, width) if signed else unsigned(product >> width, width)
            result_width = width
        if op != "mul":
            if len(ints) != 3:
                return None
            product += ints[2]
        return wrap(product, result_width)
    if op == "neg" and len(ints) == 1:
        return wrap(-ints[0], width)
    if op == "abs" and len(ints) == 1:
        return wrap(abs(wrap(ints[0], width)), width)
    if op == "not" and len(ints) == 1:
        return wrap(~ints[0], width)
    if op in ("and", "or", "xor") and len(ints) == 2:
        a, b = unsigned(ints[0], width), unsigned(ints[1], width)
        return wrap(a & b if op == "and" else a | b if op == "or" else a ^ b, width)
    if op == "shl" and len(ints) == 2:
        amount = unsigned(ints[1], 32)
        return 0 if amount >= width else wrap(ints[0] << amount, width)
    if op == "shr" and len(ints) == 2:
        amount = unsigned(ints[1], 32)
        value = read(ints[0], width, signed)
        if amount >= width:
            return -1 if signed and value < 0 else 0
        return wrap(value >> amount, width)
    if op in ("div", "rem") and len(ints) == 2:
        a, b = read(ints[0], width, signed), read(ints[1], width, signed)
        if b == 0:
            return None
        quotient = _trunc_div(a, b)
        return wrap(quotient if op == "div" else a - b * quotient, width)
    if op in ("min", "max") and len(ints) == 2:
        a, b = read(ints[0], width, signed), read(ints[1], width, signed)
        return wrap(min(a, b) if op == "min" else max(a, b), width)
    if op == "bfe" and len(ints) == 3:
        return _bit_field(unsigned(ints[0], width), ints[1] & 0xFF, ints[2] & 0xFF, width, signed)
    return None


@functools.lru_cache(maxsize=512)
def integer_facts(type_name: str | None, modifiers: tuple[str, ...]) -> tuple[bool, int, bool, int]:
    """For ``concrete_arithmetic`` and ``fast_steps``: whether the type is an integer one (neither a predicate nor
    floating point), its width, whether it reads signed, and the result's width (``.wide``
    doubles it)."""
    width = type_width(type_name, 64)
    integer_type = type_name != "pred" and not is_float_type(type_name)
    return integer_type, width, (type_name or "s")[0] == "s", 2 * width if "wide" in modifiers else width


def _bit_field(value: int, position: int, length: int, width: int, signed: bool) -> int:
    """PTX ``bfe``: ``length`` bits of ``value`` from bit ``position``, zero-extended, or
    sign-extended from the field's top bit (the type's top bit when the field runs past it)."""
    if length == 0:
        return 0
    field = (value >> position) & ((1 << length) - 1) if position < width else 0
    if not signed:
        return field
    top = min(position + length - 1, width - 1)
    sign = (value >> top) & 1
    kept = max(0, min(length, width - position))
    result = field & ((1 << kept) - 1)
    if sign:
        result |= ((1 << width) - 1) & ~((1 << kept) - 1)
    return wrap(result, width)


def _logic(op: str, values: list[bool]) -> bool | None:
    if op == "and" and len(values) == 2:
        return values[0] and values[1]
    if op == "or" and len(values) == 2:
        return values[0] or values[1]
    if op == "xor" and len(values) == 2:
        return values[0] != values[1]
    if op == "not" and len(values) == 1:
        return not values[0]
    return None


def _float(op: str, values: list[float]) -> float | None:
    try:
        if op == "add" and len(values) == 2:
            return values[0] + values[1]
        if op == "sub" and len(values) == 2:
            return values[0] - values[1]
        if op == "mul" and len(values) == 2:
            return values[0] * values[1]
        if op in ("mad", "fma") and len(values) == 3:
            return values[0] * values[1] + values[2]
        if op == "div" and len(values) == 2:
            return values[0] / values[1]
        if op == "neg" and len(values) == 1:
            return -values[0]
        if op == "abs" and len(values) == 1:
            return abs(values[0])
        if op in ("min", "max") and len(values) == 2:
            return min(values) if op == "min" else max(values)
    except (ZeroDivisionError, OverflowError):
        return None
    return None


def convert(instruction: Instruction, value, source_width: int | None) -> object | None:
    """Result of a conversion (PTX ``cvt.<to>.<from>``, LLVM zext/sext/trunc/fptosi/...;
    reinterpreting casts and ``cvta`` pass the value through)."""
    if value is None:
        return None
    modifiers = instruction.modifiers
    target = instruction.type
    if instruction.opcode.startswith("cvta") or {"bitcast", "addrspacecast", "ptrtoint", "inttoptr", "freeze"} & set(modifiers):
        return value
    parts = [part for part in instruction.opcode.split(".")[1:] if part[:1] in "fsub" and part[1:].isdigit()]
    source_type = parts[-1] if len(parts) >= 2 else None
    if isinstance(value, bool):
        value = int(value)
    if is_float_type(target):
        if isinstance(value, float):
            return value
        width = type_width(source_type, source_width or 64)
        unsigned_source = (source_type or "s")[0] in "ub" or "uitofp" in modifiers
        return float(read(value, width, not unsigned_source))
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            return None
        return wrap(int(value), type_width(target, 32))
    width = type_width(source_type, source_width or 64)
    if "zext" in modifiers or (source_type or "s")[0] in "ub" and "sext" not in modifiers:
        value = unsigned(value, width)
    else:
        value = wrap(value, width)
    if target == "pred":
        return bool(value & 1)
    return wrap(value, type_width(target, 64))
