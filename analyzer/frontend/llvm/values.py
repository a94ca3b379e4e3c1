"""Operands, constants and memory spaces of llvmlite values.

Arguments become ``ParamRef(index)``, instructions ``Reg(name)``, globals ``SymbolRef(name)``,
integer and floating-point constants ``Imm`` (hex float constants such as
``0x3FF0000000000000`` included), blocks ``LabelRef``. llvmlite gives no access to the operands
of constant expressions, so ``addrspacecast``/``bitcast``/``getelementptr`` constant expressions
are read from their text into a global plus a constant byte offset.

Memory space of a pointer (NVPTX address spaces: 1 global, 3 shared, 4 constant, 5 local,
101 param, 0 generic): the pointer type's own space, else traced back through ``addrspacecast``,
``getelementptr``, ``bitcast``, ``phi`` and ``select`` (all incoming values must agree);
``alloca`` is local; a kernel's pointer parameter is global (CUDA passes device pointers into
global memory; the NVPTX backend's NVPTXLowerArgs makes the same assumption) unless it is
``byval`` (then param). Anything else stays generic.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass

from analyzer.frontend.llvm.types import DataLayout, LType, TypeSyntaxError, end_of_parenthesised, parse_type
from analyzer.ir import Address, Imm, MemSpace, Operand, Vector

ADDRESS_SPACES = {
    0: MemSpace.GENERIC,
    1: MemSpace.GLOBAL,
    3: MemSpace.SHARED,
    4: MemSpace.CONST,
    5: MemSpace.LOCAL,
    7: MemSpace.SHARED,  # shared::cluster (sm_90)
    101: MemSpace.PARAM,
}

_GLOBAL = re.compile(r'@("(?:[^"])*"|[-a-zA-Z$._0-9]+)')
_INTEGER = re.compile(r"-?\d+")
_FLOAT = re.compile(r"[-+]?(?:\d+\.?\d*(?:e[-+]?\d+)?|inf|nan)", re.IGNORECASE)
_GEP_FLAGS = ("inbounds", "nuw", "nusw")


@dataclass(frozen=True)
class GlobalInfo:
    """A module-level variable: address space, value type, whether it is only declared."""

    name: str
    space: MemSpace
    value_type: LType
    declaration: bool
    align: int


def space_of_addrspace(number: int) -> MemSpace:
    """The ``MemSpace`` of an NVPTX address space number (unknown numbers are generic)."""
    return ADDRESS_SPACES.get(number, MemSpace.GENERIC)


def gep_terms(layout: DataLayout, source_type: LType, indices: list) -> tuple[int, list]:
    """Byte offset of a ``getelementptr``: the constant part and ``(index, scale)`` pairs.

    ``indices`` holds ints for constant indices and any other object for variable ones. The
    first index steps over whole ``source_type`` objects; each later index selects a field of a
    struct (constant) or an element of an array/vector (LLVM Language Reference,
    "getelementptr Instruction")."""
    constant = 0
    variable: list = []
    current = source_type
    for position, index in enumerate(indices):
        if position > 0:
            current = layout.resolve(current)
            if current.kind == "struct":
                if not isinstance(index, int):
                    raise TypeSyntaxError("variable index into a struct")
                constant += layout.field_offset(current, index)
                current = current.elements[index]
                continue
            if current.kind not in ("array", "vector"):
                raise TypeSyntaxError(f"cannot index into type {current.kind}")
            current = current.element
        scale = layout.alloc_size(current)
        if isinstance(index, int):
            constant += index * scale
        else:
            variable.append((index, scale))
    return constant, variable


class _ConstantExpressionParser:
    """Reads ``<type> <constant>`` text into (global name, byte offset)."""

    def __init__(self, text: str, layout: DataLayout):
        self.text = text
        self.position = 0
        self.layout = layout

    def skip(self) -> None:
        while self.position < len(self.text) and self.text[self.position] in " \t":
            self.position += 1

    def accept(self, word: str) -> bool:
        self.skip()
        if self.text.startswith(word, self.position):
            self.position += len(word)
            return True
        return False

    def typed_value(self) -> tuple[str | None, int | None]:
        _, self.position = parse_type(self.text, self.position)
        return self.value()

    def value(self) -> tuple[str | None, int | None]:
        self.skip()
        match = _GLOBAL.match(self.text, self.position)
        if match:
            self.position = match.end()
            return match.group(1).strip('"'), 0
        for cast in ("addrspacecast", "bitcast"):
            if self.accept(cast):
                self.accept("(")
                result = self.typed_value()
                self.accept("to")
                _, self.position = parse_type(self.text, self.position)
                self.accept(")")
                return result
        if self.accept("getelementptr"):
            while any(self.accept(flag) for flag in _GEP_FLAGS):
                continue
            self.accept("(")
            source_type, self.position = parse_type(self.text, self.position)
            self.accept(",")
            name, offset = self.typed_value()
            indices: list = []
            while self.accept(","):
                if self.accept("inrange"):
                    self.skip_parenthesised()
                _, self.position = parse_type(self.text, self.position)
                self.skip()
                number = _INTEGER.match(self.text, self.position)
                if not number:
                    return name, None
                self.position = number.end()
                indices.append(int(number.group()))
            self.accept(")")
            if offset is None:
                return name, None
            constant, _ = gep_terms(self.layout, source_type, indices)
            return name, offset + constant
        return None, None

    def skip_parenthesised(self) -> None:
        self.position = end_of_parenthesised(self.text, self.position)


def constant_address(text: str, layout: DataLayout) -> tuple[str | None, int | None]:
    """(global, byte offset) of a constant pointer expression's text; the offset is None when
    not constant, the global None when the expression names none."""
    try:
        name, offset = _ConstantExpressionParser(text, layout).typed_value()
    except (TypeSyntaxError, IndexError):
        name, offset = None, None
    if name is None:
        found = _GLOBAL.search(text)
        return (found.group(1).strip('"') if found else None), None
    return name, offset


def float_from_text(token: str) -> float | int | None:
    """The value of an LLVM floating-point literal: decimal, ``0x`` + 16 hex digits (the IEEE
    double bits, used for every float type), ``0xH`` half, ``0xR`` bfloat bits."""
    token = token.strip()
    try:
        if token[:3] in ("0xH", "0xR"):
            bits = int(token[3:], 16)
            if token[2] == "H":
                return struct.unpack("<e", bits.to_bytes(2, "little"))[0]
            return struct.unpack("<f", (bits << 16).to_bytes(4, "little"))[0]
        if token.startswith("0x") and len(token) == 18:
            return struct.unpack("<d", int(token[2:], 16).to_bytes(8, "little"))[0]
        if _INTEGER.fullmatch(token):
            return int(token)
        if _FLOAT.fullmatch(token):
            return float(token)
    except (ValueError, OverflowError, struct.error):
        return None
    return None


def signed_value(raw: int, bits: int) -> int:
    """Two's-complement reading of an unsigned ``bits``-wide integer (i1 stays 0/1)."""
    if bits <= 1:
        return raw & 1
    raw &= (1 << bits) - 1
    return raw - (1 << bits) if raw >> (bits - 1) else raw


def vector_constant(text: str) -> Vector | Imm:
    """Elements of a constant vector written ``<2 x half> <half 0xH3C00, half 0xH0000>``."""
    inner = text[text.find("> <") + 3:].rstrip(">").strip() if "> <" in text else ""
    if not inner:
        return Imm(0)
    elements = []
    for item in inner.split(","):
        value = float_from_text(item.split()[-1]) if item.split() else None
        elements.append(Imm(value if value is not None else 0))
    return Vector(tuple(elements))


def operand_kind(value) -> str:
    """llvmlite's value kind name (``instruction``, ``constant_int``, ...)."""
    return value.value_kind.name


def make_address(base: Operand, offset: int = 0) -> Address:
    """The ``Address`` of a pointer operand: a constant-expression address stays one address."""
    if isinstance(base, Address):
        return Address(base.base, base.offset + offset)
    return Address(base, offset)
