"""The fundamental PTX types and their widths (PTX ISA 8.x, section 5.2): bits per element, and
bytes per element as memory and parameter layouts count them. Read by the opcode decoder, the
modifier vocabulary (every type name is a valid opcode component) and the directive parser."""

from __future__ import annotations

TYPE_BITS = {
    "b1": 1, "s4": 4, "u4": 4, "b8": 8, "s8": 8, "u8": 8, "e4m3": 8, "e5m2": 8,
    "b16": 16, "s16": 16, "u16": 16, "f16": 16, "bf16": 16, "e4m3x2": 16, "e5m2x2": 16,
    "b32": 32, "s32": 32, "u32": 32, "f32": 32, "f16x2": 32, "bf16x2": 32, "tf32": 32,
    "b64": 64, "s64": 64, "u64": 64, "f64": 64, "b128": 128, "pred": 1,
}


def type_bytes(type_name: str | None) -> int:
    """Bytes of one element of a PTX type (``f16x2`` = 4, ``b128`` = 16; sub-byte types and
    ``pred`` count as 1; 0 for no type)."""
    if type_name not in TYPE_BITS:
        return 0
    return max(1, TYPE_BITS[type_name] // 8)
