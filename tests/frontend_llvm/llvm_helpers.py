"""Shared helpers of the LLVM front-end tests (committed inputs only; no compiler needed)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from analyzer.frontend.llvm import parse_llvm
from analyzer.ir import Instruction, Kernel, Module

DATA = Path(__file__).parent / "data"
REPOSITORY = Path(__file__).resolve().parents[2]
CLANG_KERNELS = DATA / "clang_kernels.ll"


@lru_cache(maxsize=None)
def clang_module() -> Module:
    """The committed clang-19 module of tests/frontend_llvm/data/clang_kernels.cu."""
    return parse_llvm(CLANG_KERNELS.read_text(), str(CLANG_KERNELS), lower=False)


def instructions(kernel: Kernel) -> list[Instruction]:
    """All instructions of a kernel in block order."""
    return [instruction for block in kernel.blocks for instruction in block.instructions]


def at_line(kernel: Kernel, line: int) -> list[Instruction]:
    """The instructions that come from one source line."""
    return [instruction for instruction in instructions(kernel) if instruction.line == line]


def line_of(text: str, fragment: str) -> int:
    """1-based line of the first line containing ``fragment``."""
    for number, line in enumerate(text.splitlines(), start=1):
        if fragment in line:
            return number
    raise AssertionError(f"{fragment!r} not in text")
