"""PTX front end: nvcc (CUDA 13, sm_75+) and clang (sm_61) PTX text to the kernel IR.

``parse_ptx(text, path)`` returns an ``ir.Module``; ``parse_ptx_program`` additionally returns
the ``.func`` device functions and the call graph. Modules: ``lexer`` (tokens), ``directives``
(declarations), ``opcodes`` (opcode -> op / ExecClass table and its documented choices),
``instructions`` (operands), ``cfg`` (basic blocks), ``kernels`` (Kernel records), ``parser``.
"""

from analyzer.frontend.ptx.parser import PtxProgram, parse_ptx, parse_ptx_program

__all__ = ["PtxProgram", "parse_ptx", "parse_ptx_program"]
