"""LLVM IR front end: clang CUDA device IR (``.ll``, ``nvptx64-nvidia-cuda``) -> kernel IR.

``parse_llvm(text, path)`` builds an ``analyzer.ir.Module``; ``lower_to_ptx(text, target)``
lowers the IR to PTX with llvmlite's NVPTX backend (for ptxas register counts).
Instructions that emit no machine code carry the modifier ``NO_MACHINE_WORK``; the intrinsics
treated so are listed in ``NO_MACHINE_WORK_INTRINSICS``.
"""

from analyzer.frontend.llvm.intrinsics import NO_MACHINE_WORK, NO_MACHINE_WORK_INTRINSICS
from analyzer.frontend.llvm.lower import lower_to_ptx
from analyzer.frontend.llvm.parser import parse_llvm

__all__ = ["parse_llvm", "lower_to_ptx", "NO_MACHINE_WORK", "NO_MACHINE_WORK_INTRINSICS"]
