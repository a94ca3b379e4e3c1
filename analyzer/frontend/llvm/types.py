"""LLVM IR type text: parsing, data layout (sizes, alignments) and normalised type names.

llvmlite exposes types as text (``str(TypeRef)``) and does not expose the source element type of
a ``getelementptr``, so one small parser of the LLVM type grammar (LLVM Language Reference,
"Type System") serves every case. Sizes follow the LLVM data layout rules ("Data Layout" in the
same reference): an integer or float is aligned to its size unless the layout string overrides
it, a vector to its size rounded up to a power of two, an array to its element, a struct to its
widest field; alloc size is the store size rounded up to the alignment.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

FLOAT_BITS = {"half": 16, "bfloat": 16, "float": 32, "double": 64, "fp128": 128, "x86_fp80": 80, "ppc_fp128": 128}
FLOAT_NAMES = {"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64", "fp128": "f128", "x86_fp80": "f80", "ppc_fp128": "f128"}


class TypeSyntaxError(ValueError):
    """Raised when a type text cannot be parsed."""


@dataclass(frozen=True)
class LType:
    """An LLVM type. ``kind`` is one of int, float, ptr, vector, array, struct, named, void,
    label, other; ``bits`` for int and float, ``count`` and ``elements`` for aggregates,
    ``addrspace`` for pointers, ``name`` for floats (``float``) and named structs."""

    kind: str
    bits: int = 0
    count: int = 0
    elements: tuple["LType", ...] = ()
    addrspace: int = 0
    packed: bool = False
    name: str = ""

    @property
    def element(self) -> "LType":
        """The element type of a vector or array."""
        return self.elements[0]


_IDENT = re.compile(r'%("(?:[^"])*"|[-a-zA-Z$._0-9]+)')
_INT = re.compile(r"i(\d+)\b")
_WORD = re.compile(r"[a-z_0-9]+")
_NUMBER = re.compile(r"\d+")


class _TypeParser:
    def __init__(self, text: str, position: int = 0):
        self.text = text
        self.position = position

    def skip_space(self) -> None:
        while self.position < len(self.text) and self.text[self.position] in " \t\r\n":
            self.position += 1

    def peek(self, literal: str) -> bool:
        self.skip_space()
        return self.text.startswith(literal, self.position)

    def expect(self, literal: str) -> None:
        if not self.peek(literal):
            raise TypeSyntaxError(f"expected '{literal}' at column {self.position + 1} of '{self.text}'")
        self.position += len(literal)

    def number(self) -> int:
        self.skip_space()
        match = _NUMBER.match(self.text, self.position)
        if not match:
            raise TypeSyntaxError(f"expected a number at column {self.position + 1} of '{self.text}'")
        self.position = match.end()
        return int(match.group())

    def parse(self) -> LType:
        result = self.parse_base()
        while self.peek("*"):  # typed pointers of old IR
            self.position += 1
            result = LType("ptr")
        if self.peek("("):  # function type: skip its parameter list
            depth = 0
            while self.position < len(self.text):
                char = self.text[self.position]
                self.position += 1
                depth += char == "("
                depth -= char == ")"
                if depth == 0:
                    break
            result = LType("other", name="function")
        return result

    def parse_base(self) -> LType:
        self.skip_space()
        text, start = self.text, self.position
        if text.startswith("<{", start):
            self.position += 2
            fields = self.field_list("}")
            self.expect(">")
            return LType("struct", elements=fields, packed=True)
        if text.startswith("{", start):
            self.position += 1
            return LType("struct", elements=self.field_list("}"))
        if text.startswith("[", start) or text.startswith("<", start):
            closing = "]" if text[start] == "[" else ">"
            self.position += 1
            if self.peek("vscale"):
                self.expect("vscale")
                self.expect("x")
            count = self.number()
            self.expect("x")
            element = self.parse()
            self.expect(closing)
            return LType("array" if closing == "]" else "vector", count=count, elements=(element,))
        if text.startswith("%", start):
            match = _IDENT.match(text, start)
            if not match:
                raise TypeSyntaxError(f"bad type name in '{text}'")
            self.position = match.end()
            return LType("named", name=match.group(1).strip('"'))
        match = _INT.match(text, start)
        if match:
            self.position = match.end()
            return LType("int", bits=int(match.group(1)))
        match = _WORD.match(text, start)
        if not match:
            raise TypeSyntaxError(f"expected a type at column {start + 1} of '{text}'")
        word = match.group()
        self.position = match.end()
        if word in FLOAT_BITS:
            return LType("float", bits=FLOAT_BITS[word], name=word)
        if word == "ptr":
            space = 0
            if self.peek("addrspace("):
                self.expect("addrspace(")
                space = self.number()
                self.expect(")")
            return LType("ptr", addrspace=space)
        if word in ("void", "label"):
            return LType(word)
        if word == "target":  # target extension type: target("name", ...)
            self.skip_balanced()
        return LType("other", name=word)

    def skip_balanced(self) -> None:
        self.position = end_of_parenthesised(self.text, self.position)

    def field_list(self, closing: str) -> tuple[LType, ...]:
        fields: list[LType] = []
        if self.peek(closing):
            self.position += 1
            return ()
        while True:
            fields.append(self.parse())
            if self.peek(","):
                self.position += 1
                continue
            self.expect(closing)
            return tuple(fields)


def parse_type(text: str, position: int = 0) -> tuple[LType, int]:
    """Parse one type starting at ``position`` of ``text``; returns it and the end position."""
    parser = _TypeParser(text, position)
    result = parser.parse()
    return result, parser.position


def type_of_text(text: str) -> LType:
    """The type written in ``text`` (``[16 x float]``, ``ptr addrspace(3)``, ``%struct.S``)."""
    return parse_type(text)[0]


@dataclass(frozen=True)
class DataLayout:
    """Alignment overrides of a data layout string (``e-i64:64-v16:16-...``), in bytes, and a
    resolver of named struct bodies."""

    int_align: dict
    vector_align: dict
    pointer_bytes: dict
    resolve_named: Callable[[str], LType | None]

    def pointer_size(self, addrspace: int) -> int:
        """Bytes of a pointer in an address space (64-bit unless ``p<N>:32`` says otherwise)."""
        return self.pointer_bytes.get(addrspace, self.pointer_bytes.get(0, 8))

    def resolve(self, ltype: LType) -> LType:
        """A named struct's body (an opaque or unknown one counts as an empty struct)."""
        if ltype.kind != "named":
            return ltype
        body = self.resolve_named(ltype.name)
        return body if body is not None else LType("struct")

    def alignment(self, ltype: LType) -> int:
        """ABI alignment in bytes."""
        ltype = self.resolve(ltype)
        if ltype.kind == "int":
            return self.int_align.get(ltype.bits, _power_of_two_at_least(_bytes(ltype.bits)))
        if ltype.kind == "float":
            return _power_of_two_at_least(_bytes(ltype.bits))
        if ltype.kind == "ptr":
            return self.pointer_size(ltype.addrspace)
        if ltype.kind == "vector":
            bits = ltype.count * self._element_bits(ltype.element)
            return self.vector_align.get(bits, _power_of_two_at_least(_bytes(bits)))
        if ltype.kind == "array":
            return self.alignment(ltype.element)
        if ltype.kind == "struct":
            if ltype.packed:
                return 1
            return max((self.alignment(field) for field in ltype.elements), default=1)
        return 1

    def _element_bits(self, ltype: LType) -> int:
        ltype = self.resolve(ltype)
        if ltype.kind in ("int", "float"):
            return ltype.bits
        return 8 * self.store_size(ltype)

    def store_size(self, ltype: LType) -> int:
        """Bytes a load or store of this type moves."""
        ltype = self.resolve(ltype)
        if ltype.kind in ("int", "float"):
            return _bytes(ltype.bits)
        if ltype.kind == "ptr":
            return self.pointer_size(ltype.addrspace)
        if ltype.kind == "vector":
            return _bytes(ltype.count * self._element_bits(ltype.element))
        if ltype.kind == "array":
            return ltype.count * self.alloc_size(ltype.element)
        if ltype.kind == "struct":
            return self.struct_size(ltype)
        return 0

    def alloc_size(self, ltype: LType) -> int:
        """Bytes between consecutive elements of this type in memory (store size rounded up
        to the alignment)."""
        size = self.store_size(ltype)
        align = self.alignment(ltype)
        return -(-size // align) * align if align else size

    def field_offset(self, ltype: LType, index: int) -> int:
        """Byte offset of field ``index`` of a struct."""
        ltype = self.resolve(ltype)
        offset = 0
        for position, field in enumerate(ltype.elements):
            if not ltype.packed:
                align = self.alignment(field)
                offset = -(-offset // align) * align
            if position == index:
                return offset
            offset += self.alloc_size(field)
        raise TypeSyntaxError(f"struct has no field {index}")

    def struct_size(self, ltype: LType) -> int:
        """Alloc size of a struct including tail padding."""
        offset = 0
        for field in ltype.elements:
            if not ltype.packed:
                align = self.alignment(field)
                offset = -(-offset // align) * align
            offset += self.alloc_size(field)
        align = self.alignment(ltype)
        return -(-offset // align) * align


def _bytes(bits: int) -> int:
    return max(1, -(-bits // 8))


def _power_of_two_at_least(value: int) -> int:
    result = 1
    while result < value:
        result *= 2
    return result


def data_layout(layout: str, resolve_named: Callable[[str], LType | None]) -> DataLayout:
    """The alignment rules of an LLVM data layout string (defaults: every scalar aligned to its
    size, 64-bit pointers, as NVPTX's ``e-i64:64-i128:128-v16:16-v32:32-n16:32:64``)."""
    int_align: dict[int, int] = {}
    vector_align: dict[int, int] = {}
    pointer_bytes: dict[int, int] = {}
    for spec in layout.split("-"):
        parts = spec.split(":")
        head = parts[0]
        try:
            if head.startswith("i") and head[1:].isdigit() and len(parts) > 1:
                int_align[int(head[1:])] = max(1, int(parts[1]) // 8)
            elif head.startswith("v") and head[1:].isdigit() and len(parts) > 1:
                vector_align[int(head[1:])] = max(1, int(parts[1]) // 8)
            elif head.startswith("p") and len(parts) > 1:
                space = int(head[1:]) if head[1:].isdigit() else 0
                pointer_bytes[space] = max(1, int(parts[1]) // 8)
        except ValueError:
            continue
    return DataLayout(int_align, vector_align, pointer_bytes, resolve_named)


def scalar_name(ltype: LType, signed: bool = True) -> str:
    """Normalised PTX-style element type: f16 bf16 f32 f64, s8..s64 (u.. when ``signed`` is
    False), pred for i1, u64 for pointers, b<bits> for anything else; vectors give their
    element's name."""
    if ltype.kind == "vector":
        return scalar_name(ltype.element, signed)
    if ltype.kind == "float":
        return FLOAT_NAMES.get(ltype.name, f"f{ltype.bits}")
    if ltype.kind == "int":
        if ltype.bits == 1:
            return "pred"
        return f"{'s' if signed else 'u'}{ltype.bits}"
    if ltype.kind == "ptr":
        return "u64"
    if ltype.kind in ("struct", "array") and ltype.elements:
        return scalar_name(ltype.elements[0], signed)
    return "b32" if ltype.kind != "void" else "void"


def float_width(ltype: LType) -> int:
    """Bits of the floating-point element of a scalar or vector type (0 when not float)."""
    if ltype.kind == "vector":
        return float_width(ltype.element)
    return ltype.bits if ltype.kind == "float" else 0


def end_of_parenthesised(text: str, position: int) -> int:
    """The position just after the parenthesised group that starts at ``position`` (balanced
    parentheses), or the end of the text when it is not closed."""
    depth = 0
    while position < len(text):
        char = text[position]
        position += 1
        depth += char == "("
        depth -= char == ")"
        if depth == 0:
            return position
    return position
