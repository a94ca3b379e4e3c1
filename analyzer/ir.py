"""The kernel IR that both front ends (PTX and LLVM IR) produce.

One representation for both sources: a module holds kernels; a kernel holds parameters, shared
memory declarations and a CFG of basic blocks; a block holds instructions. An instruction keeps
its original opcode text and source line (for tracing every printed number back to it), plus a
normalised semantic ``op`` and an execution ``ExecClass`` that the analyses work on.

Operands are small frozen records. Registers (PTX ``%r5``) and SSA values (LLVM ``%12``) are both
``Reg``. A kernel parameter's value is ``ParamRef(index)``: the PTX front end rewrites
``ld.param [name_param_k]`` into ``op="mov"`` with source ``ParamRef(k)``; the LLVM front end
uses ``ParamRef`` wherever a function argument is an operand. Special registers (``%tid.x``,
``llvm.nvvm.read.ptx.sreg.tid.x``) are ``SpecialReg("tid.x")``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Union

from analyzer.errors import InputError


class ExecClass(str, enum.Enum):
    """Execution class of an instruction: which pipeline/unit it occupies."""

    FP32 = "fp32"
    FP16 = "fp16"
    FP64 = "fp64"
    INT = "int"
    SFU = "sfu"  # special function unit: sin, cos, ex2, lg2, rsqrt, rcp (approx)
    CONVERT = "conv"
    MOVE = "mov"  # register moves, selects on predicates, special-register reads
    LD_GLOBAL = "ld_global"
    ST_GLOBAL = "st_global"
    LD_SHARED = "ld_shared"
    ST_SHARED = "st_shared"
    LD_LOCAL = "ld_local"
    ST_LOCAL = "st_local"
    LD_CONST = "ld_const"
    LD_PARAM = "ld_param"
    LD_TEXTURE = "ld_tex"
    ATOMIC_GLOBAL = "atomic_global"
    ATOMIC_SHARED = "atomic_shared"
    BARRIER = "barrier"
    SHUFFLE = "shuffle"  # warp shuffle
    VOTE = "vote"  # warp vote / match / redux
    CONTROL = "control"  # branch, return, call, exit
    TENSOR = "tensor"  # wmma / mma
    GENERIC = "generic"  # unknown opcode: kept, reported, costed as a generic instruction


class MemSpace(str, enum.Enum):
    """PTX state space / LLVM NVPTX address space of a memory access."""

    GLOBAL = "global"  # addrspace(1)
    SHARED = "shared"  # addrspace(3)
    CONST = "const"  # addrspace(4)
    LOCAL = "local"  # addrspace(5)
    PARAM = "param"
    GENERIC = "generic"  # addrspace(0): resolved by the analyses where the address is traceable


#: Execution class of a load / store by state space (both front ends; each adds its own rule for
#: the param space). Generic accesses are costed as global until an analysis traces them.
LOAD_CLASS_BY_SPACE = {
    MemSpace.GLOBAL: ExecClass.LD_GLOBAL, MemSpace.SHARED: ExecClass.LD_SHARED,
    MemSpace.LOCAL: ExecClass.LD_LOCAL, MemSpace.CONST: ExecClass.LD_CONST,
    MemSpace.GENERIC: ExecClass.LD_GLOBAL,
}
STORE_CLASS_BY_SPACE = {
    MemSpace.GLOBAL: ExecClass.ST_GLOBAL, MemSpace.SHARED: ExecClass.ST_SHARED,
    MemSpace.LOCAL: ExecClass.ST_LOCAL, MemSpace.CONST: ExecClass.ST_GLOBAL,
    MemSpace.GENERIC: ExecClass.ST_GLOBAL,
}


# ---------------------------------------------------------------------------------------------
# Operands


@dataclass(frozen=True)
class Reg:
    """A virtual register (PTX) or SSA value (LLVM)."""

    name: str


@dataclass(frozen=True)
class Imm:
    """An immediate constant (integers as int, floats as float)."""

    value: Union[int, float]


@dataclass(frozen=True)
class SpecialReg:
    """A special register: ``tid.x``, ``ntid.y``, ``ctaid.z``, ``nctaid.x``, ``laneid``, ..."""

    name: str


@dataclass(frozen=True)
class ParamRef:
    """The value of kernel parameter number ``index`` (0-based)."""

    index: int


@dataclass(frozen=True)
class SymbolRef:
    """The address of a named module-level object: a ``.shared``/``.const``/``.global`` variable."""

    name: str


@dataclass(frozen=True)
class Address:
    """A memory address ``[base + offset]``; ``base`` is a Reg, SymbolRef, ParamRef or Imm."""

    base: "Operand"
    offset: int = 0


@dataclass(frozen=True)
class Vector:
    """A vector operand ``{%f1, %f2, %f3, %f4}``."""

    elements: tuple["Operand", ...]


@dataclass(frozen=True)
class LabelRef:
    """A branch target or called function name."""

    name: str


Operand = Union[Reg, Imm, SpecialReg, ParamRef, SymbolRef, Address, Vector, LabelRef]


def operand_registers(operand: object) -> tuple[str, ...]:
    """Names of the registers an operand reads: itself, an address's base, vector elements."""
    if isinstance(operand, Reg):
        return (operand.name,)
    if isinstance(operand, Address):
        return operand_registers(operand.base)
    if isinstance(operand, Vector):
        return tuple(name for element in operand.elements for name in operand_registers(element))
    return ()


def is_constant_operand_load(instruction: "Instruction") -> bool:
    """Whether a load reads a constant bank at an address fixed at compile time (``ld.const`` of a
    ``__constant__`` symbol plus an immediate offset, a kernel-parameter read): machine code does not
    issue it, the consuming instruction reads ``c[bank][offset]`` as an operand (NVIDIA CUDA Binary
    Utilities, instruction set reference: constant-bank operands of FFMA, IADD3, ...)."""
    if instruction.exec_class not in (ExecClass.LD_CONST, ExecClass.LD_PARAM):
        return False
    operands = (instruction.memory.address,) if instruction.memory is not None else instruction.srcs
    return not any(True for operand in operands for _ in operand_registers(operand))


# ---------------------------------------------------------------------------------------------
# Instructions, blocks, kernels


@dataclass(frozen=True)
class Guard:
    """Predicate guard ``@%p`` (``negated`` for ``@!%p``)."""

    predicate: str
    negated: bool = False


@dataclass(frozen=True)
class MemoryAccess:
    """One memory access of one thread.

    ``bytes`` is what one thread moves (vector width x element size). ``address`` is the address
    operand (for PTX the ``[...]`` operand; for LLVM the pointer value). ``kind`` is "load",
    "store" or "atomic".
    """

    space: MemSpace
    kind: str
    bytes: int
    address: Operand


@dataclass(frozen=True)
class Instruction:
    """One instruction.

    ``opcode`` is the full source opcode (``ld.global.nc.v4.f32``, ``fadd``); ``op`` the
    normalised semantic operation, one of: add sub mul mad fma div rem neg abs min max
    shl shr and or xor not mov cvt setp selp phi ld st atom bar bra ret call shfl vote
    tensor sfu special other. ``compare`` holds the comparison of setp/icmp/fcmp
    (lt le gt ge eq ne, with a ``u`` prefix for unsigned: ult ...). For ``phi`` the sources
    pair with ``incoming`` block labels. ``targets`` lists branch targets.
    """

    opcode: str
    op: str
    exec_class: ExecClass
    dsts: tuple[Operand, ...] = ()
    srcs: tuple[Operand, ...] = ()
    type: str | None = None  # normalised element type: f16 f32 f64 s8..s64 u8..u64 b32 pred
    modifiers: tuple[str, ...] = ()
    guard: Guard | None = None
    memory: MemoryAccess | None = None
    compare: str | None = None
    targets: tuple[str, ...] = ()
    incoming: tuple[str, ...] = ()
    line: int = 0
    text: str = ""


@dataclass(frozen=True)
class Block:
    """A basic block: a label, its instructions, and successor labels (targets + fall-through)."""

    label: str
    instructions: tuple[Instruction, ...]
    successors: tuple[str, ...]
    line: int = 0


@dataclass(frozen=True)
class Param:
    """A kernel parameter: ``name`` is what users type in ``--param`` (a sidecar alias where one
    exists, else the source name); ``raw_name`` the name in the file; ``type`` e.g. u64/s32/ptr."""

    index: int
    name: str
    raw_name: str
    type: str
    is_pointer: bool = False
    source_type: str | None = None  # C++ type: demangled from the kernel name, or from the .cu


@dataclass(frozen=True)
class SharedDecl:
    """A static shared-memory (or constant/global) variable and its size in bytes."""

    name: str
    space: MemSpace
    bytes: int
    align: int = 1


@dataclass(frozen=True)
class UnknownOpcode:
    """An opcode the front end did not recognise; kept as ExecClass.GENERIC and reported.
    ``reason`` says what was not recognised (the instruction, or a modifier of it)."""

    opcode: str
    line: int
    reason: str = ""


@dataclass(frozen=True)
class Kernel:
    """One kernel entry: ``name`` as in the file (possibly C++-mangled), ``plain_name`` demangled
    to the bare function name (``_Z6matmulPfS_S_ii`` -> ``matmul``)."""

    name: str
    plain_name: str
    source: str  # "ptx" or "llvm"
    file: str
    line: int
    params: tuple[Param, ...]
    blocks: tuple[Block, ...]  # entry block first
    shared: tuple[SharedDecl, ...] = ()
    uses_dynamic_shared: bool = False  # refers to an ``extern .shared`` array
    local_bytes: int = 0
    unknown_opcodes: tuple[UnknownOpcode, ...] = ()
    max_ntid: tuple[int, ...] | None = None  # .maxntid / launch_bounds, when given

    @property
    def static_shared_bytes(self) -> int:
        """Bytes of statically declared shared memory this kernel uses."""
        return sum(decl.bytes for decl in self.shared if decl.space is MemSpace.SHARED)

    def block(self, label: str) -> Block:
        """The block with this label."""
        for candidate in self.blocks:
            if candidate.label == label:
                return candidate
        raise KeyError(label)


@dataclass(frozen=True)
class Module:
    """A parsed file: its kernels plus what is needed to obtain real register counts.

    ``ptx_text`` is the PTX of the module (the file itself for .ptx; for .ll the PTX that
    llvmlite lowers it to, or None when lowering failed) and ``target`` its ``sm_XX``;
    ``ptx_failure`` says why there is no ``ptx_text`` (the lowering's error) when it failed.
    ``functions`` holds the defined device functions (PTX ``.func``, LLVM non-kernel ``define``)
    as Kernel records, for the evaluator to follow calls.
    """

    path: str
    source: str
    kernels: tuple[Kernel, ...]
    target: str | None = None
    ptx_text: str | None = field(default=None, repr=False)
    globals: tuple[SharedDecl, ...] = ()
    ptx_failure: str | None = None
    functions: tuple["Kernel", ...] = field(default=(), repr=False)  # device functions kernels call

    def kernel(self, name: str) -> Kernel:
        """Find a kernel by its file name or plain (demangled) name."""
        for kernel in self.kernels:
            if name in (kernel.name, kernel.plain_name):
                return kernel
        known = ", ".join(k.plain_name for k in self.kernels) or "none"
        raise InputError(f"no kernel named '{name}' (kernels in file: {known})", self.path)


def plain_kernel_name(name: str) -> str:
    """Demangle an Itanium C++ kernel name to its bare identifier (``_Z6vecAddPfS_S_i`` ->
    ``vecAdd``); names that are not mangled are returned unchanged."""
    if not name.startswith("_Z"):
        return name
    rest = name[2:]
    if rest.startswith("N"):  # nested name: _ZN3foo3barEv -> last component
        rest = rest[1:]
        last = name
        while rest and rest[0].isdigit():
            digits = ""
            while rest and rest[0].isdigit():
                digits += rest[0]
                rest = rest[1:]
            length = int(digits)
            last, rest = rest[:length], rest[length:]
        return last
    digits = ""
    while rest and rest[0].isdigit():
        digits += rest[0]
        rest = rest[1:]
    if not digits:
        return name
    return rest[: int(digits)]
