"""Tiny hand-built kernels for the latency / instruction-string / resources tests.

``op(cls, dst, *srcs)`` makes an instruction of ExecClass value ``cls`` writing register ``dst``
(None for no destination) from registers ``srcs``; ``load``/``store`` add a memory access;
``branch`` is a (possibly guarded) CONTROL branch. ``kernel(blocks)`` wraps blocks given as
``(label, instructions, successors)``.
"""

from __future__ import annotations

from analyzer.analysis.facts.loops import Loop
from analyzer.ir import (
    Address, Block, ExecClass, Guard, Instruction, Kernel, MemoryAccess, MemSpace, ParamRef, Reg,
    SpecialReg, Vector,
)
from analyzer.symbolic import ONE, Expr, const


def op(exec_class: str, dst: str | None, *srcs: str, type_name: str | None = None, name: str = "alu",
       guard: str | None = None) -> Instruction:
    """An instruction of class ``exec_class`` computing ``dst`` from ``srcs``."""
    return Instruction(name, name, ExecClass(exec_class), dsts=() if dst is None else (Reg(dst),),
                       srcs=tuple(Reg(src) for src in srcs), type=type_name,
                       guard=None if guard is None else Guard(guard))


def load(exec_class: str, dst: str, address: str, type_name: str = "f32", width: int = 1) -> Instruction:
    """A load of ``width`` registers (a vector load when > 1) from ``[address]``."""
    space = MemSpace(exec_class.split("_")[1]) if exec_class != "ld_tex" else MemSpace.GLOBAL
    target = Reg(dst) if width == 1 else Vector(tuple(Reg(f"{dst}_{i}") for i in range(width)))
    return Instruction("ld", "ld", ExecClass(exec_class), dsts=(target,), srcs=(Address(Reg(address)),),
                       type=type_name, memory=MemoryAccess(space, "load", 4 * width, Address(Reg(address))))


def store(exec_class: str, address: str, value: str) -> Instruction:
    """A store of register ``value`` to ``[address]`` (PTX operand order: address first)."""
    space = MemSpace(exec_class.split("_")[1])
    return Instruction("st", "st", ExecClass(exec_class), dsts=(), srcs=(Address(Reg(address)), Reg(value)),
                       memory=MemoryAccess(space, "store", 4, Address(Reg(address))))


def param(dst: str, index: int, type_name: str = "u64") -> Instruction:
    """A kernel-parameter read (PTX ``ld.param`` as the front end rewrites it)."""
    return Instruction("ld.param", "mov", ExecClass.LD_PARAM, dsts=(Reg(dst),), srcs=(ParamRef(index),),
                       type=type_name)


def special(dst: str, name: str) -> Instruction:
    """A special-register read (``mov.u32 %r, %tid.x``)."""
    return Instruction("mov.u32", "special", ExecClass.MOVE, dsts=(Reg(dst),), srcs=(SpecialReg(name),),
                       type="u32")


def phi(dst: str, *srcs: str, incoming: tuple[str, ...] = (), type_name: str | None = None) -> Instruction:
    """An LLVM phi (``incoming`` names the predecessor of each source)."""
    return Instruction("phi", "phi", ExecClass.MOVE, dsts=(Reg(dst),), srcs=tuple(Reg(src) for src in srcs),
                       incoming=incoming, type=type_name)


def branch(target: str, guard: str | None = None) -> Instruction:
    """A branch, guarded by predicate register ``guard`` when given."""
    return Instruction("bra", "bra", ExecClass.CONTROL, targets=(target,),
                       guard=None if guard is None else Guard(guard))


def ret() -> Instruction:
    """A return."""
    return Instruction("ret", "ret", ExecClass.CONTROL)


def barrier() -> Instruction:
    """``bar.sync 0``."""
    return Instruction("bar.sync", "bar", ExecClass.BARRIER)


def kernel(blocks: list[tuple[str, list[Instruction], tuple[str, ...]]], name: str = "k") -> Kernel:
    """A kernel of the given blocks (the first is the entry)."""
    return Kernel(name=name, plain_name=name, source="ptx", file="hand.ptx", line=1, params=(),
                  blocks=tuple(Block(label, tuple(instructions), successors)
                               for label, instructions, successors in blocks))


def loop(loop_id: str, header: str, blocks: set[str], latches: tuple[str, ...], exits: tuple[str, ...],
         parent: str | None = None, depth: int = 1) -> Loop:
    """A Loop record built by hand."""
    return Loop(loop_id, header, frozenset(blocks), latches, exits, parent, depth)


def executions(kernel_: Kernel, **counts: Expr | int) -> dict[str, Expr]:
    """Block executions: the given ones (Expr or int), 1 for every other block."""
    result: dict[str, Expr] = {}
    for block in kernel_.blocks:
        value = counts.get(block.label, ONE)
        result[block.label] = value if isinstance(value, Expr) else const(value)
    return result
