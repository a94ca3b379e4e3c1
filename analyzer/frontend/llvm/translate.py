"""Translation of llvmlite instructions into kernel-IR instructions (``analyzer.ir``).

Opcodes are normalised to the vocabulary of ``ir.Instruction``: integer arithmetic is INT,
floating-point arithmetic FP16/FP32/FP64 by type, comparisons ``setp`` with ``compare``
(``icmp slt`` -> lt, ``ult`` -> ult; ordered ``fcmp olt`` -> lt; unordered and other float
predicates keep the LLVM name, ``fcmp ult`` -> ult, ``uno``, ``ord``, as the PTX front end
names ``setp.ltu``/``nan``/``num``), ``select`` -> ``selp`` (MOVE), value-changing casts ``cvt`` (CONVERT), casts that only
reinterpret bits (bitcast, addrspacecast, ptrtoint, inttoptr, freeze) and SSA plumbing (phi,
extractvalue, insertvalue, alloca) MOVE with the ``no_machine_work`` modifier, memory accesses
``ld``/``st``/``atom`` with a ``MemoryAccess`` whose address is ``Address(pointer, offset)``.
``getelementptr`` becomes explicit address arithmetic (``gep.py``); calls are classified by
``intrinsics.py``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from analyzer.frontend.llvm.context import FunctionContext
from analyzer.frontend.llvm.gep import lower_gep
from analyzer.frontend.llvm.inline_asm import classify_asm
from analyzer.frontend.llvm.intrinsics import NO_MACHINE_WORK, class_by_type, classify_call, wmma_fragment_bytes
from analyzer.frontend.llvm.types import LType, parse_type, scalar_name
from analyzer.frontend.llvm.values import operand_kind
from analyzer.ir import (
    LOAD_CLASS_BY_SPACE, STORE_CLASS_BY_SPACE, ExecClass, Guard, Instruction, MemoryAccess, MemSpace, Reg, SpecialReg,
    UnknownOpcode,
)

INTEGER_BINARY = {
    "add": "add", "sub": "sub", "mul": "mul", "shl": "shl", "lshr": "shr", "ashr": "shr",
    "and": "and", "or": "or", "xor": "xor", "udiv": "div", "sdiv": "div", "urem": "rem", "srem": "rem",
}
UNSIGNED_OPCODES = frozenset({"lshr", "udiv", "urem", "zext", "uitofp", "fptoui"})
FLOAT_BINARY = {"fadd": "add", "fsub": "sub", "fmul": "mul", "fdiv": "div", "frem": "rem"}
CONVERTING_CASTS = frozenset({"zext", "sext", "trunc", "fptosi", "fptoui", "sitofp", "uitofp", "fptrunc", "fpext"})
REINTERPRETING_CASTS = frozenset({"bitcast", "addrspacecast", "ptrtoint", "inttoptr", "freeze"})
INTEGER_COMPARE = {"eq": "eq", "ne": "ne", "slt": "lt", "sle": "le", "sgt": "gt", "sge": "ge",
                   "ult": "ult", "ule": "ule", "ugt": "ugt", "uge": "uge"}
FLOAT_COMPARE = {"oeq": "eq", "one": "ne", "olt": "lt", "ole": "le", "ogt": "gt", "oge": "ge"}
_PREDICATE = re.compile(r"\b[if]cmp\s+(?:(?:samesign|nnan|ninf|nsz|arcp|contract|afn|reassoc|fast)\s+)*([a-z]+)")
_ATOMIC_OPERATION = re.compile(r"\batomicrmw\s+(?:volatile\s+)?([a-z_]+)")
_ALLOCA_TYPE = re.compile(r"\balloca\s+(?:inalloca\s+)?")

LOAD_CLASS = {**LOAD_CLASS_BY_SPACE, MemSpace.PARAM: ExecClass.LD_PARAM}  # byval parameters
STORE_CLASS = {**STORE_CLASS_BY_SPACE, MemSpace.PARAM: ExecClass.ST_LOCAL}  # a byval copy lives in local memory


@dataclass
class BlockResult:
    """Translated instructions of one block plus what the kernel record collects."""

    instructions: list[Instruction] = field(default_factory=list)
    successors: tuple[str, ...] = ()
    unknown: list[UnknownOpcode] = field(default_factory=list)
    local_bytes: int = 0


class _Builder:
    """Shared fields of the instructions emitted for one llvmlite instruction."""

    def __init__(self, instruction, context: FunctionContext):
        self.instruction = instruction
        self.context = context
        site = context.names.sites.get(instruction)
        self.line = site.line if site else 0
        self.text = site.text if site and site.text else ""
        self.opcode = instruction.opcode
        self.operands = list(instruction.operands)
        self.result_type = context.ltype(instruction.type)
        self.name = context.names.value_names.get(instruction)

    def source_text(self) -> str:
        """The instruction text (from the file, else as llvmlite prints it)."""
        if not self.text or self.opcode not in self.text:
            self.text = str(self.instruction).strip()
        return self.text

    def dsts(self) -> tuple:
        return (Reg(self.name),) if self.name else ()

    def make(self, op: str, exec_class: ExecClass, srcs=(), **fields) -> Instruction:
        fields.setdefault("dsts", self.dsts())
        fields.setdefault("type", scalar_name(self.result_type) if self.result_type.kind != "void" else None)
        return Instruction(
            opcode=fields.pop("opcode", self.opcode), op=op, exec_class=exec_class, srcs=tuple(srcs),
            line=self.line, text=self.text, **fields,
        )

    def srcs(self, values=None) -> tuple:
        return tuple(self.context.operand(value) for value in (self.operands if values is None else values))


def _vector_modifiers(ltype: LType) -> tuple[str, ...]:
    return (f"v{ltype.count}",) if ltype.kind == "vector" else ()


def _memory(builder: _Builder, pointer, kind: str, accessed: LType, space: MemSpace | None = None) -> MemoryAccess:
    context = builder.context
    return MemoryAccess(
        space=space if space is not None else context.space_of(pointer),
        kind=kind,
        bytes=context.layout.store_size(accessed),
        address=context.address(pointer),
    )


def _load_store(builder: _Builder) -> Instruction:
    text = builder.source_text()
    modifiers = tuple(word for word in ("volatile", "atomic") if f" {word} " in f" {text} ")
    if builder.opcode == "load":
        pointer = builder.operands[0]
        access = _memory(builder, pointer, "load", builder.result_type)
        return builder.make("ld", LOAD_CLASS[access.space], (access.address,), memory=access,
                            modifiers=modifiers + _vector_modifiers(builder.result_type))
    value, pointer = builder.operands[0], builder.operands[1]
    stored = builder.context.type_of(value)
    access = _memory(builder, pointer, "store", stored)
    return builder.make("st", STORE_CLASS[access.space], (access.address, builder.context.operand(value)),
                        memory=access, dsts=(), type=scalar_name(stored), modifiers=modifiers + _vector_modifiers(stored))


def _atomic(builder: _Builder) -> Instruction:
    pointer, value = builder.operands[0], builder.operands[1]
    if builder.opcode == "atomicrmw":
        match = _ATOMIC_OPERATION.search(builder.source_text())
        operation = match.group(1) if match else "rmw"
    else:
        operation = "cas"
    accessed = builder.context.type_of(value)
    access = _memory(builder, pointer, "atomic", accessed)
    exec_class = ExecClass.ATOMIC_SHARED if access.space is MemSpace.SHARED else ExecClass.ATOMIC_GLOBAL
    srcs = (access.address,) + builder.srcs(builder.operands[1:])
    return builder.make("atom", exec_class, srcs, memory=access, modifiers=(operation,), type=scalar_name(accessed))


def _compare(builder: _Builder) -> Instruction:
    match = _PREDICATE.search(builder.source_text())
    predicate = match.group(1) if match else "eq"
    operand_type = builder.context.type_of(builder.operands[0])
    if builder.opcode == "icmp":
        compare = INTEGER_COMPARE.get(predicate, predicate)
        exec_class = ExecClass.INT
        type_name = scalar_name(operand_type, signed=not predicate.startswith("u"))
    else:
        compare = FLOAT_COMPARE.get(predicate, predicate)
        exec_class = class_by_type(operand_type)
        type_name = scalar_name(operand_type)
    return builder.make("setp", exec_class, builder.srcs(), compare=compare, type=type_name)


def _branch(builder: _Builder, result: BlockResult) -> Instruction:
    labels = builder.context.names.block_labels
    if builder.opcode == "switch":
        condition = builder.operands[0]
        targets = tuple(dict.fromkeys(labels[value] for value in builder.operands if operand_kind(value) == "basic_block"))
        result.successors = targets
        return builder.make("bra", ExecClass.CONTROL, (builder.context.operand(condition),), targets=targets, modifiers=("switch",))
    if len(builder.operands) == 1:
        targets = (labels[builder.operands[0]],)
        result.successors = targets
        return builder.make("bra", ExecClass.CONTROL, targets=targets)
    condition, if_false, if_true = builder.operands[0], builder.operands[1], builder.operands[2]
    targets = (labels[if_true], labels[if_false])
    result.successors = tuple(dict.fromkeys(targets))
    predicate = builder.context.operand(condition)
    guard = None
    if isinstance(predicate, Reg):
        guard = Guard(predicate.name)
    elif operand_kind(condition) == "argument":
        guard = Guard(builder.context.names.argument_names[predicate.index])
    return builder.make("bra", ExecClass.CONTROL, (predicate,), targets=targets, guard=guard)


def _call(builder: _Builder, result: BlockResult) -> list[Instruction]:
    callee = builder.operands[-1]
    arguments = builder.operands[:-1]
    context = builder.context
    kind = operand_kind(callee)
    if kind == "inline_asm":
        return _inline_asm(builder, arguments, result)
    if kind != "function":
        return [builder.make("call", ExecClass.CONTROL, builder.srcs(builder.operands), modifiers=("indirect",))]
    name = callee.name
    value_type = builder.result_type
    if value_type.kind == "void" and arguments:
        argument_types = [context.type_of(argument) for argument in arguments]
        value_type = next((ltype for ltype in argument_types if ltype.kind != "ptr"), argument_types[0])
    rule = classify_call(name, value_type)
    opcode = f"call {name}"
    if rule.special is not None:
        return [builder.make("mov", ExecClass.MOVE, (SpecialReg(rule.special),), opcode=opcode, type="u32")]
    if rule.passes_value and arguments:
        return [builder.make("mov", ExecClass.MOVE, builder.srcs(arguments[:1]), opcode=opcode, modifiers=rule.modifiers)]
    if rule.unknown:
        result.unknown.append(UnknownOpcode(opcode, builder.line))
    if rule.op == "call":
        return [builder.make("call", rule.exec_class, (context.operand(callee),) + builder.srcs(arguments), opcode=opcode,
                            modifiers=rule.modifiers, targets=(name,))]
    memory = None
    exec_class = rule.exec_class
    if rule.memory is not None and arguments and context.type_of(arguments[0]).kind == "ptr":
        memory = _call_memory(builder, rule.memory, name, arguments)
        if rule.memory == "atomic":
            exec_class = ExecClass.ATOMIC_SHARED if memory.space is MemSpace.SHARED else ExecClass.ATOMIC_GLOBAL
        elif "nc" in rule.modifiers or rule.memory == "copy":
            memory = MemoryAccess(MemSpace.GLOBAL, "load", memory.bytes, memory.address)
        elif rule.memory == "load":
            exec_class = LOAD_CLASS[memory.space]
        else:
            exec_class = STORE_CLASS[memory.space]
    type_name = scalar_name(value_type) if builder.result_type.kind != "void" or memory is not None else None
    return [builder.make(rule.op, exec_class, builder.srcs(arguments), opcode=opcode, modifiers=rule.modifiers,
                        memory=memory, type=type_name)]


def _inline_asm(builder: _Builder, arguments: list, result: BlockResult) -> list[Instruction]:
    statements = classify_asm(builder.source_text())
    if statements is None:
        result.unknown.append(UnknownOpcode("asm", builder.line))
        return [builder.make("other", ExecClass.GENERIC, builder.srcs(arguments), opcode="asm", modifiers=("asm",))]
    emitted = []
    for position, (root, exec_class) in enumerate(statements):
        last = position == len(statements) - 1
        emitted.append(builder.make("other", exec_class, builder.srcs(arguments), opcode=f"asm {root}",
                                    modifiers=("asm", root), dsts=builder.dsts() if last else ()))
    return emitted


def _call_memory(builder: _Builder, kind: str, name: str, arguments: list) -> MemoryAccess:
    context = builder.context
    pointer = arguments[0]
    if kind == "copy":  # cp.async.{ca,cg}.shared.global.<bytes>(shared destination, global source)
        size = next((int(part) for part in name.split(".") if part.isdigit()), 0)
        source = arguments[1] if len(arguments) > 1 else pointer
        return MemoryAccess(MemSpace.GLOBAL, "load", size, context.address(source))
    if kind == "store":
        values = arguments[1:-1] if ".stride" in name else arguments[1:]
        size = sum(context.layout.store_size(context.type_of(value)) for value in values)
    elif kind == "atomic" and builder.result_type.kind == "void" and len(arguments) > 1:
        size = context.layout.store_size(context.type_of(arguments[1]))
    else:
        size = context.layout.store_size(builder.result_type)
    if name.startswith("llvm.nvvm.wmma."):
        size = wmma_fragment_bytes(name) or size
    return MemoryAccess(context.space_of(pointer), kind, size, context.address(pointer))


def _alloca(builder: _Builder, result: BlockResult) -> Instruction:
    text = builder.source_text()
    match = _ALLOCA_TYPE.search(text)
    size = 0
    if match:
        try:
            allocated, _ = parse_type(text, match.end())
            count = builder.context.constant_int(builder.operands[0]) if builder.operands else 1
            size = builder.context.layout.alloc_size(allocated) * (count if count is not None else 1)
        except ValueError:
            size = 0
    result.local_bytes += size
    return builder.make("other", ExecClass.MOVE, modifiers=("alloca", NO_MACHINE_WORK), type="u64")


def _no_work(builder: _Builder, op: str, values=None) -> Instruction:
    return builder.make(op, ExecClass.MOVE, builder.srcs(values), modifiers=(builder.opcode, NO_MACHINE_WORK))


def translate_instruction(instruction, context: FunctionContext, result: BlockResult) -> list[Instruction]:
    """The IR instructions for one llvmlite instruction (several for ``getelementptr``)."""
    builder = _Builder(instruction, context)
    opcode = builder.opcode
    if opcode in INTEGER_BINARY:
        type_name = scalar_name(builder.result_type, signed=opcode not in UNSIGNED_OPCODES)
        return [builder.make(INTEGER_BINARY[opcode], class_by_type(builder.result_type), builder.srcs(), type=type_name)]
    if opcode in FLOAT_BINARY:
        return [builder.make(FLOAT_BINARY[opcode], class_by_type(builder.result_type), builder.srcs())]
    if opcode == "fneg":
        return [builder.make("neg", class_by_type(builder.result_type), builder.srcs())]
    if opcode in ("icmp", "fcmp"):
        return [_compare(builder)]
    if opcode == "select":
        condition, if_true, if_false = builder.operands
        return [builder.make("selp", ExecClass.MOVE, builder.srcs([if_true, if_false, condition]))]
    if opcode in CONVERTING_CASTS:
        type_name = scalar_name(builder.result_type, signed=opcode not in UNSIGNED_OPCODES)
        return [builder.make("cvt", ExecClass.CONVERT, builder.srcs(), type=type_name, modifiers=(opcode,))]
    if opcode in REINTERPRETING_CASTS:
        return [_no_work(builder, "cvt" if opcode != "freeze" else "mov")]
    if opcode in ("load", "store"):
        return [_load_store(builder)]
    if opcode in ("atomicrmw", "cmpxchg"):
        return [_atomic(builder)]
    if opcode == "getelementptr":
        return lower_gep(builder, result)
    if opcode == "phi":
        incoming = tuple(context.names.block_labels[block] for block in instruction.incoming_blocks)
        return [builder.make("phi", ExecClass.MOVE, builder.srcs(), incoming=incoming, modifiers=("phi", NO_MACHINE_WORK))]
    if opcode in ("extractvalue", "insertvalue"):
        return [_no_work(builder, "mov")]
    if opcode in ("extractelement", "insertelement", "shufflevector"):
        return [builder.make("mov", ExecClass.MOVE, builder.srcs(), modifiers=(opcode,))]
    if opcode in ("br", "switch"):
        return [_branch(builder, result)]
    if opcode == "ret":
        return [builder.make("ret", ExecClass.CONTROL, builder.srcs(), dsts=())]
    if opcode == "unreachable":
        return [builder.make("other", ExecClass.CONTROL, modifiers=("unreachable",), dsts=())]
    if opcode == "call":
        return _call(builder, result)
    if opcode == "alloca":
        return [_alloca(builder, result)]
    if opcode == "fence":
        return [builder.make("other", ExecClass.CONTROL, modifiers=("fence",), dsts=())]
    result.unknown.append(UnknownOpcode(opcode, builder.line))
    return [builder.make("other", ExecClass.GENERIC, builder.srcs())]


def translate_block(block, context: FunctionContext) -> BlockResult:
    """Translate every instruction of an llvmlite block; successors come from its terminator."""
    result = BlockResult()
    for instruction in block.instructions:
        result.instructions.extend(translate_instruction(instruction, context, result))
    return result
