"""The values a kernel parameter can hold, from its C++ type or its PTX / LLVM IR type.

A value a user gives for a parameter (``--param n=...``) reaches the kernel as the bits of that
parameter: an ``int`` holds -2^31..2^31-1, an ``unsigned int`` 0..2^32-1, a ``float`` a finite
number up to 3.4028235e38. A value outside that range, or a fraction for an integer, is not a
launch the kernel can receive, so predicting it would give a number for a launch that cannot
exist. The C++ type (demangled or read from the source) decides when it is known; otherwise
the compiled type: PTX ``.u32`` and LLVM ``i32`` (``s32``) do not say whether the source type
was signed (nvcc declares an ``int`` parameter ``.u32``), so they accept the union of both
ranges. Aggregates (``.b8[16]``, structs) are not checked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from analyzer.ir import Param

#: Largest finite value of each floating-point width (IEEE 754 binary16/32/64; bfloat16).
FLOAT_MAX = {16: 65504.0, 32: 3.4028234663852886e38, 64: 1.7976931348623157e308}
BFLOAT16_MAX = 3.3895313892515355e38

#: C++ builtin types: (bits, signed) for integers. ``long`` is 64-bit on the LP64 hosts CUDA
#: supports (Linux); the device ABI follows the host's.
_CPP_INTEGERS = {
    "bool": (1, False), "char": (8, True), "signed char": (8, True), "unsigned char": (8, False),
    "short": (16, True), "short int": (16, True), "signed short": (16, True),
    "unsigned short": (16, False), "unsigned short int": (16, False),
    "int": (32, True), "signed": (32, True), "signed int": (32, True),
    "unsigned": (32, False), "unsigned int": (32, False),
    "long": (64, True), "long int": (64, True), "signed long": (64, True),
    "unsigned long": (64, False), "unsigned long int": (64, False),
    "long long": (64, True), "long long int": (64, True),
    "unsigned long long": (64, False), "unsigned long long int": (64, False),
    "size_t": (64, False), "std::size_t": (64, False), "ptrdiff_t": (64, True),
    "int8_t": (8, True), "int16_t": (16, True), "int32_t": (32, True), "int64_t": (64, True),
    "uint8_t": (8, False), "uint16_t": (16, False), "uint32_t": (32, False), "uint64_t": (64, False),
}
_CPP_FLOATS = {"float": 32, "double": 64, "__half": 16, "half": 16, "__nv_bfloat16": 16}
_IR_TYPE = re.compile(r"^([subf])(\d+)$")


@dataclass(frozen=True)
class ParamRange:
    """What a parameter accepts: ``integer`` values only or any finite number, between ``low``
    and ``high`` inclusive; ``type_name`` is what the error shows (``int``, ``.u32``)."""

    type_name: str
    integer: bool
    low: float
    high: float

    def describe(self) -> str:
        """``int: integers -2147483648..2147483647`` and the like, for error messages."""
        if self.integer:
            return f"{self.type_name}: integers {int(self.low)}..{int(self.high)}"
        return f"{self.type_name}: finite numbers {self.low:.8g}..{self.high:.8g}"


def _integers(type_name: str, bits: int, signed: bool | None) -> ParamRange:
    """The range of a ``bits``-wide integer; ``signed`` None: either signedness (the union)."""
    if bits == 1:
        return ParamRange(type_name, True, 0, 1)
    low = -(2 ** (bits - 1)) if signed is not False else 0
    high = 2 ** bits - 1 if signed is not True else 2 ** (bits - 1) - 1
    return ParamRange(type_name, True, low, high)


def _cpp_range(source_type: str) -> ParamRange | None:
    """The range of a C++ parameter type, or None when it is not a builtin scalar (a
    template parameter, a typedef, a struct)."""
    text = " ".join(word for word in source_type.replace("&", " & ").split()
                    if word not in ("const", "volatile", "__restrict__", "__restrict"))
    if "*" in text:
        return _integers(source_type, 64, False)
    if text in _CPP_INTEGERS:
        bits, signed = _CPP_INTEGERS[text]
        return _integers(source_type, bits, signed)
    if text in _CPP_FLOATS:
        limit = BFLOAT16_MAX if text == "__nv_bfloat16" else FLOAT_MAX[_CPP_FLOATS[text]]
        return ParamRange(source_type, False, -limit, limit)
    return None


def _ir_range(param: Param) -> ParamRange | None:
    """The range of a compiled parameter type (PTX ``u32``, LLVM ``s32``, ``f32``, ``pred``,
    ``ptr``); None for aggregates."""
    if param.is_pointer or param.type == "ptr":
        return _integers(f".{param.type}", 64, False)
    if param.type == "pred":
        return _integers(".pred", 1, False)
    match = _IR_TYPE.match(param.type)
    if match is None:
        return None
    kind, bits = match.group(1), int(match.group(2))
    name = f".{param.type}"
    if kind == "f":
        limit = FLOAT_MAX.get(bits)
        return None if limit is None else ParamRange(name, False, -limit, limit)
    # nvcc declares signed and unsigned C++ integers alike as .u/.b; LLVM integers carry no sign.
    return _integers(f"{bits}-bit integer {name}", bits, None)


def param_range(param: Param) -> ParamRange | None:
    """The values ``param`` can hold (module docstring): from its C++ ``source_type`` when that
    is a builtin scalar or a pointer, else from its compiled type; None when unchecked."""
    if param.source_type:
        found = _cpp_range(param.source_type)
        if found is not None:
            return found
    return _ir_range(param)


def value_problem(param: Param, value: float) -> str | None:
    """Why ``value`` cannot be passed as ``param`` (a fraction for an integer type, or out of
    the type's range), or None when it can."""
    allowed = param_range(param)
    if allowed is None:
        return None
    if allowed.integer and float(value) != int(value):
        return f"{value} is not an integer ({allowed.describe()})"
    if not allowed.low <= value <= allowed.high:
        return f"{value} is out of range ({allowed.describe()})"
    return None
