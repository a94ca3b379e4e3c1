"""Inline PTX assembly in LLVM IR (``call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(...)``).

CUDA's headers implement some intrinsics (``__ffs``, ``__clz`` paths, ``mad.lo.cc`` chains in
``sinf``'s argument reduction) as inline PTX. The PTX front end sees those statements as ordinary
instructions, so here the asm string is split into its PTX statements and each one is classified
by its opcode root and type suffix (PTX ISA 8.5, chapter 9): integer arithmetic and bit
operations INT, floating-point FP16/FP32/FP64 by type, ``cvt`` CONVERT, ``mov``/``selp`` MOVE,
approximate transcendental functions SFU. Directives (``.reg``), labels and braces are not
instructions. A statement outside these groups makes the whole asm unknown (GENERIC, reported).
"""

from __future__ import annotations

import re

from analyzer.ir import ExecClass

_ASM_STRING = re.compile(r'\basm\s+(?:(?:sideeffect|alignstack|inteldialect|unwind)\s+)*"((?:[^"])*)"')
_ESCAPE = re.compile(r"\\([0-9A-Fa-f]{2})")
ARITHMETIC_ROOTS = frozenset({
    "add", "addc", "sub", "subc", "mul", "mad", "madc", "mul24", "mad24", "sad", "div", "rem", "abs",
    "neg", "min", "max", "fma", "setp", "set", "testp", "copysign",
})
INTEGER_ROOTS = frozenset({
    "popc", "clz", "bfind", "fns", "brev", "bfe", "bfi", "prmt", "shf", "shl", "shr", "and", "or",
    "xor", "not", "cnot", "lop3", "dp4a", "dp2a",
})
MOVE_ROOTS = frozenset({"mov", "selp"})
SFU_ROOTS = frozenset({"ex2", "lg2", "sin", "cos", "rsqrt", "rcp", "sqrt", "tanh"})
_FLOAT_CLASSES = (("f64", ExecClass.FP64), ("f32", ExecClass.FP32), ("f16", ExecClass.FP16), ("bf16", ExecClass.FP16))


def asm_string(call_text: str) -> str | None:
    """The assembly string of an inline-asm call's text, escapes decoded (``\\0A`` -> newline)."""
    match = _ASM_STRING.search(call_text)
    if not match:
        return None
    return _ESCAPE.sub(lambda escape: chr(int(escape.group(1), 16)), match.group(1))


def asm_statements(assembly: str) -> list[str]:
    """The PTX instruction statements of an asm string (directives, labels, braces dropped)."""
    statements = []
    for piece in re.split(r"[;\n]", assembly.replace("{", "\n").replace("}", "\n")):
        statement = piece.strip()
        if statement.startswith("@"):
            statement = statement.split(None, 1)[1] if " " in statement else ""
        if not statement or statement.startswith(".") or statement.startswith("//") or statement.endswith(":"):
            continue
        statements.append(statement)
    return statements


def classify_statement(statement: str) -> tuple[str, ExecClass] | None:
    """(opcode root, execution class) of one PTX statement, or None when not recognised."""
    opcode = statement.split()[0]
    parts = opcode.split(".")
    root, suffixes = parts[0], parts[1:]
    float_class = next((cls for name, cls in _FLOAT_CLASSES if any(part.startswith(name) for part in suffixes)), None)
    if root in MOVE_ROOTS:
        return root, ExecClass.MOVE
    if root == "cvt":
        return root, ExecClass.CONVERT
    if root in SFU_ROOTS and "approx" in suffixes:
        return root, ExecClass.SFU
    if root in SFU_ROOTS and float_class is not None:
        return root, ExecClass.SFU if float_class is not ExecClass.FP64 else ExecClass.FP64
    if root in ARITHMETIC_ROOTS:
        return root, float_class or ExecClass.INT
    if root in INTEGER_ROOTS:
        return root, ExecClass.INT
    return None


def classify_asm(call_text: str) -> list[tuple[str, ExecClass]] | None:
    """The classified statements of an inline-asm call, or None when any is not recognised
    (or the text holds no asm string)."""
    assembly = asm_string(call_text)
    if assembly is None:
        return None
    statements = asm_statements(assembly)
    classified = [classify_statement(statement) for statement in statements]
    if not statements or any(item is None for item in classified):
        return None
    return classified
