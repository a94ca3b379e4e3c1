"""Hand-built kernels for the analysis tests: a small textual form close to PTX.

Each block is ``(label, [instruction lines], successors)``; an instruction line is
``"op.type dst, src, src"`` with ``%name`` registers, ``$param`` parameters, ``%tid.x``-style
special registers, ``@sym`` symbol addresses, integers, ``[base+offset]`` addresses; a guard
``@%p`` / ``@!%p`` may prefix the line. Memory ops: ``ld.global.4 %x, [addr]``,
``st.shared.4 [addr], %x``, ``atom.global.4 %x, [addr], %v``.
"""

from __future__ import annotations

from analyzer.ir import (
    Address, Block, ExecClass, Guard, Imm, Instruction, Kernel, MemoryAccess, MemSpace, Param, ParamRef,
    Reg, SharedDecl, SpecialReg, SymbolRef,
)

_CLASSES = {
    "add": ExecClass.INT, "sub": ExecClass.INT, "mul": ExecClass.INT, "mad": ExecClass.INT,
    "shl": ExecClass.INT, "shr": ExecClass.INT, "and": ExecClass.INT, "min": ExecClass.INT,
    "max": ExecClass.INT, "div": ExecClass.INT, "rem": ExecClass.INT, "neg": ExecClass.INT,
    "fma": ExecClass.FP32, "mov": ExecClass.MOVE, "cvt": ExecClass.CONVERT, "setp": ExecClass.INT,
    "bra": ExecClass.CONTROL, "ret": ExecClass.CONTROL, "bar": ExecClass.BARRIER, "phi": ExecClass.MOVE,
}
_MEMORY = {
    ("ld", "global"): ExecClass.LD_GLOBAL, ("st", "global"): ExecClass.ST_GLOBAL,
    ("ld", "shared"): ExecClass.LD_SHARED, ("st", "shared"): ExecClass.ST_SHARED,
    ("atom", "global"): ExecClass.ATOMIC_GLOBAL, ("atom", "shared"): ExecClass.ATOMIC_SHARED,
    ("ld", "generic"): ExecClass.LD_GLOBAL, ("st", "generic"): ExecClass.ST_GLOBAL,
}


def _operand(text: str, params: list[str]):
    text = text.strip()
    if text.startswith("["):
        inner = text[1:-1]
        offset = 0
        if "+" in inner:
            inner, tail = inner.split("+")
            offset = int(tail)
        return Address(_operand(inner, params), offset)
    if text.startswith("%") and "." in text:
        return SpecialReg(text[1:])
    if text.startswith("%"):
        return Reg(text)
    if text.startswith("$"):
        return ParamRef(params.index(text[1:]))
    if text.startswith("@"):
        return SymbolRef(text[1:])
    return Imm(float(text) if "." in text else int(text))


def instruction(line: str, params: list[str], number: int) -> Instruction:
    """One instruction from its textual form."""
    guard = None
    text = line.strip()
    if text.startswith("@"):
        head, text = text.split(None, 1)
        negated = head.startswith("@!")
        guard = Guard(head[2:] if negated else head[1:], negated)
    opcode, _, rest = text.partition(" ")
    parts = opcode.split(".")
    op = parts[0]
    if op == "br":  # LLVM-style: br %cond, if_true, if_false
        condition, if_true, if_false = (piece.strip() for piece in rest.split(","))
        return Instruction(opcode, "bra", ExecClass.CONTROL, srcs=(Reg(condition),), targets=(if_true, if_false),
                           line=number, text=line)
    if op == "phi":  # phi.s32 %x, value:block, value:block
        pieces = [piece.strip() for piece in rest.split(",")]
        incoming = [piece.rsplit(":", 1) for piece in pieces[1:]]
        return Instruction(opcode, "phi", ExecClass.MOVE, (Reg(pieces[0]),),
                           tuple(_operand(value, params) for value, _ in incoming),
                           incoming=tuple(label for _, label in incoming), line=number, text=line)
    if op == "bra":
        return Instruction(opcode, "bra", ExecClass.CONTROL, targets=(rest.strip(),), guard=guard, line=number,
                           text=line)
    operands = [_operand(piece, params) for piece in rest.split(",")] if rest.strip() else []
    compare = parts[1] if op == "setp" else None
    if op in ("ld", "st", "atom"):
        space = MemSpace(parts[1])
        size = int(parts[2])
        exec_class = _MEMORY[(op, parts[1])]
        if op == "st":
            access = MemoryAccess(space, "store", size, operands[0])
            return Instruction(opcode, op, exec_class, (), tuple(operands), memory=access, guard=guard,
                               line=number, text=line)
        kind = "load" if op == "ld" else "atomic"
        access = MemoryAccess(space, kind, size, operands[1])
        return Instruction(opcode, op, exec_class, (operands[0],), tuple(operands[1:]), memory=access,
                           guard=guard, line=number, text=line)
    type_name = parts[-1] if len(parts) > 1 and parts[-1][:1] in "sufb" and parts[-1][1:].isdigit() else None
    dsts = tuple(operands[:1]) if op not in ("bar", "ret") else ()
    srcs = tuple(operands[1:]) if op not in ("bar", "ret") else tuple(operands)
    return Instruction(opcode, op, _CLASSES.get(op, ExecClass.GENERIC), dsts, srcs, type=type_name,
                       modifiers=tuple(parts[1:]), guard=guard, compare=compare, line=number, text=line)


def make_kernel(blocks: list[tuple[str, list[str], list[str]]], params: list[str] = (), shared=()) -> Kernel:
    """A kernel from ``(label, lines, successors)`` triples; line numbers count from 1 across
    the blocks in order."""
    params = list(params)
    built = []
    number = 0
    for label, lines, successors in blocks:
        instructions = []
        first = number + 1
        for line in lines:
            number += 1
            instructions.append(instruction(line, params, number))
        built.append(Block(label, tuple(instructions), tuple(successors), line=first))
    return Kernel(
        name="k", plain_name="k", source="ptx", file="hand.ptx", line=1,
        params=tuple(Param(i, name, name, "u64" if name.isupper() else "s32", name.isupper())
                     for i, name in enumerate(params)),
        blocks=tuple(built),
        shared=tuple(SharedDecl(name, MemSpace.SHARED, size) for name, size in shared),
    )


def _value(operand, registers, env, kernel):
    if isinstance(operand, Imm):
        return operand.value
    if isinstance(operand, Reg):
        return registers[operand.name]
    if isinstance(operand, SpecialReg):
        return env[operand.name.replace(".", "_")]
    if isinstance(operand, ParamRef):
        return env[kernel.params[operand.index].name]
    if isinstance(operand, SymbolRef):
        return 0
    if isinstance(operand, Address):
        return _value(operand.base, registers, env, kernel) + operand.offset
    raise TypeError(operand)


def _compare(kind, left, right):
    if kind.startswith("u"):
        left, right, kind = left % 2**32, right % 2**32, kind[1:]
    return {"lt": left < right, "le": left <= right, "gt": left > right, "ge": left >= right,
            "eq": left == right, "ne": left != right}[kind]


def simulate(kernel: Kernel, env: dict, memory=lambda address: 7, limit: int = 200000) -> dict[str, int]:
    """Run one thread of a hand-built kernel and count how often each block executes (the
    reference the analyses are checked against)."""
    from collections import Counter

    counts: Counter = Counter()
    registers: dict = {}
    blocks = {block.label: block for block in kernel.blocks}
    label, previous = kernel.blocks[0].label, None
    steps = 0
    while label is not None:
        steps += 1
        if steps > limit:
            raise RuntimeError("simulation did not terminate")
        block = blocks[label]
        counts[label] += 1
        phis = {inst.dsts[0].name: _value(inst.srcs[inst.incoming.index(previous)], registers, env, kernel)
                for inst in block.instructions if inst.op == "phi"}
        registers.update(phis)
        next_label = block.successors[0] if block.successors else None
        for inst in block.instructions:
            if inst.op == "phi":
                continue
            if inst.guard is not None and registers[inst.guard.predicate] == inst.guard.negated:
                continue
            v = [_value(source, registers, env, kernel) for source in inst.srcs] if inst.op not in ("bra",) or inst.guard is None else []
            op = inst.op
            if op == "bra":
                if inst.guard is None and len(inst.targets) == 2:
                    next_label = inst.targets[0] if registers[inst.srcs[0].name] else inst.targets[1]
                else:
                    next_label = inst.targets[0]
                break
            if op == "ret":
                next_label = None
                break
            if op in ("st", "bar"):
                continue
            result = {
                "mov": lambda: v[0], "cvt": lambda: v[0], "add": lambda: v[0] + v[1], "sub": lambda: v[0] - v[1],
                "mul": lambda: v[0] * v[1], "mad": lambda: v[0] * v[1] + v[2], "shl": lambda: v[0] << v[1],
                "shr": lambda: v[0] >> v[1], "and": lambda: v[0] & v[1], "div": lambda: v[0] // v[1],
                "bfe": lambda: (v[0] >> v[1]) & ((1 << v[2]) - 1),
                "rem": lambda: v[0] % v[1], "min": lambda: min(v), "max": lambda: max(v),
                "setp": lambda: _compare(inst.compare, v[0], v[1]), "ld": lambda: memory(v[0]),
                "atom": lambda: memory(v[0]),
            }[op]()
            registers[inst.dsts[0].name] = result
        else:
            if block.instructions and block.instructions[-1].op == "bra" and block.instructions[-1].guard is not None:
                taken = block.instructions[-1].targets[0]
                others = [s for s in block.successors if s != taken]
                next_label = others[0] if others else None
        previous, label = label, next_label
    return dict(counts)
