"""Multiply-add contraction, as the NVPTX back end does it when it turns clang's IR into PTX.

clang emits ``a * b + c`` of CUDA code as ``fmul contract`` and ``fadd contract`` (CUDA's
default ``-ffp-contract=fast``); the NVPTX back end fuses such a pair into one ``fma.rn`` when
it selects instructions for the block (LLVM ``NVPTXISelLowering.cpp``,
``PerformADDCombineWithOperands``: for ``f32``/``f64``, a multiply with fewer than five uses,
all of them additions, is folded into each of them; the selection DAG is one basic block, so
multiply and addition share a block). nvcc's PTX already holds the ``fma``. Without the fusion
the IR counts two floating-point instructions where both compilers' PTX has one, so the
LLVM front end applies the same rule to each block (``contract_block``): every contracting
``fadd``/``fsub`` of such a multiply becomes an ``fma`` of the multiply's operands and the
other addend, and the multiply goes; a subtraction negates the subtrahend (or a factor of the
subtracted product), which costs a ``neg`` unless that is an immediate (clang-19's PTX of
``samples/fft``: ``mul``, ``neg``, ``fma`` for ``u.x * c - u.y * s``).
"""

from __future__ import annotations

import dataclasses

from analyzer.ir import ExecClass, Imm, Instruction, Reg, operand_registers

#: Uses a multiply may have and still be fused (the back end's limit: fewer than five).
MAX_FUSED_USES = 4
_FUSABLE_CLASSES = frozenset({ExecClass.FP32, ExecClass.FP64})


def _contracts(instruction: Instruction) -> bool:
    words = f" {instruction.text} "
    return any(f" {flag} " in words for flag in ("contract", "fast"))


def _fusable_multiply(instruction: Instruction) -> bool:
    return instruction.op == "mul" and instruction.opcode == "fmul" and instruction.exec_class in _FUSABLE_CLASSES \
        and _contracts(instruction) and len(instruction.dsts) == 1 and isinstance(instruction.dsts[0], Reg)


def _fusable_addition(instruction: Instruction) -> bool:
    return instruction.opcode in ("fadd", "fsub") and instruction.exec_class in _FUSABLE_CLASSES \
        and _contracts(instruction) and len(instruction.srcs) == 2


def register_uses(blocks: list[list[Instruction]]) -> dict[str, int]:
    """How many operands of the function's instructions read each register."""
    uses: dict[str, int] = {}
    for instructions in blocks:
        for instruction in instructions:
            operands = instruction.srcs + ((Reg(instruction.guard.predicate),) if instruction.guard else ())
            for operand in operands:
                for name in operand_registers(operand):
                    uses[name] = uses.get(name, 0) + 1
    return uses


def contract_block(instructions: list[Instruction], uses: dict[str, int]) -> list[Instruction]:
    """The block's instructions with each fusable multiply folded into the additions that use it
    (module docstring); ``uses`` counts the reads of every register of the function."""
    multiplies = {instruction.dsts[0].name: instruction for instruction in instructions if _fusable_multiply(instruction)}
    readers: dict[str, list[Instruction]] = {}
    for instruction in instructions:
        for operand in instruction.srcs:
            if isinstance(operand, Reg) and operand.name in multiplies:
                readers.setdefault(operand.name, []).append(instruction)
    candidates = {name for name, reading in readers.items()
                  if len(reading) == uses.get(name, 0) <= MAX_FUSED_USES
                  and all(_fusable_addition(r) and r.srcs.count(Reg(name)) == 1 for r in reading)}
    # an addition of two products folds its first operand's (the back end tries N0 first)
    chosen = {id(addition): next(operand.name for operand in addition.srcs
                                 if isinstance(operand, Reg) and operand.name in candidates)
              for reading in readers.values() for addition in reading
              if _fusable_addition(addition) and any(isinstance(o, Reg) and o.name in candidates for o in addition.srcs)}
    fused = {name for name in candidates if all(chosen.get(id(reader)) == name for reader in readers[name])}
    if not fused:
        return instructions
    result = []
    for instruction in instructions:
        if _fusable_multiply(instruction) and instruction.dsts[0].name in fused:
            continue
        product = chosen.get(id(instruction))
        if product not in fused:
            result.append(instruction)
            continue
        position = next(index for index, operand in enumerate(instruction.srcs) if operand == Reg(product))
        factors, addend = list(multiplies[product].srcs), instruction.srcs[1 - position]
        if instruction.opcode == "fsub" and position == 0:  # a*b - c = fma(a, b, -c)
            addend = _negated(addend, instruction, result)
        elif instruction.opcode == "fsub":  # c - a*b = fma(-a, b, c)
            which = next((index for index, factor in enumerate(factors) if isinstance(factor, Imm)), 0)
            factors[which] = _negated(factors[which], instruction, result)
        result.append(dataclasses.replace(instruction, op="fma", opcode="fma", srcs=(*factors, addend),
                                          modifiers=instruction.modifiers + ("contracted",)))
    return result


def _negated(operand, subtraction: Instruction, emitted: list[Instruction]):
    """The operand negated: an immediate folds the sign; any other value costs the ``neg`` the
    back end emits before the ``fma`` (clang-19 for ``a*b - c*d``: ``mul``, ``neg``, ``fma``)."""
    if isinstance(operand, Imm):
        return Imm(-operand.value)
    negated = Reg(f"{subtraction.dsts[0].name}.neg" if subtraction.dsts else "%neg")
    emitted.append(dataclasses.replace(subtraction, op="neg", opcode="fneg", srcs=(operand,), dsts=(negated,),
                                       modifiers=subtraction.modifiers + ("contracted",)))
    return negated
