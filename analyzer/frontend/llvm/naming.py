"""Names and source lines of the values and blocks of one llvmlite function.

llvmlite returns ``''`` for unnamed values and knows no line numbers. The names the user sees
are those of the text, so each llvmlite block is paired with the scanned source block at the same
position, and each instruction with a scanned source instruction by aligning the two opcode
sequences (``difflib``): LLVM's auto-upgrade of old intrinsics may replace one call by several
instructions (``llvm.nvvm.ldg`` becomes ``addrspacecast`` + ``load``). A matched instruction takes
the source name, line and text; an instruction the upgrade inserted takes the line of the source
instruction it replaces and a derived name (``%13~1``), the last value of a replaced range takes
the source name so later uses stay consistent. When blocks cannot be paired, LLVM's own slot
numbering (what llvmlite would print) names everything.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from analyzer.frontend.llvm.source_text import SourceFunction, SourceInstruction

_PLAIN_NAME = re.compile(r"^[-a-zA-Z$._][-a-zA-Z$._0-9]*$")


@dataclass(frozen=True)
class InstructionSite:
    """Where an llvmlite instruction comes from: its line, text and, when matched exactly, the
    source instruction."""

    line: int
    text: str
    source: SourceInstruction | None


@dataclass
class FunctionNames:
    """Names of arguments (by index), blocks and instructions, and the sites of instructions."""

    argument_names: list[str]
    block_labels: dict
    value_names: dict
    sites: dict


def value_name(name: str) -> str:
    """``%name``, quoted when the name has characters LLVM would quote."""
    return f"%{name}" if _PLAIN_NAME.match(name) else f'%"{name}"'


def _is_void(value) -> bool:
    return str(value.type) == "void"


def _slot_names(function) -> tuple[list[str], dict, dict]:
    """LLVM's slot numbering: unnamed arguments, then unnamed blocks and non-void instructions."""
    counter = 0
    arguments: list[str] = []
    for argument in function.arguments:
        if argument.name:
            arguments.append(value_name(argument.name))
        else:
            arguments.append(f"%{counter}")
            counter += 1
    labels: dict = {}
    values: dict = {}
    for block in function.blocks:
        if block.name:
            labels[block] = block.name
        else:
            labels[block] = str(counter)
            counter += 1
        for instruction in block.instructions:
            if instruction.name:
                values[instruction] = value_name(instruction.name)
            elif not _is_void(instruction):
                values[instruction] = f"%{counter}"
                counter += 1
    return arguments, labels, values


def name_function(function, source: SourceFunction | None, define_line: int) -> FunctionNames:
    """Names and sites of one function (see the module docstring)."""
    arguments, slot_labels, slot_values = _slot_names(function)
    blocks = list(function.blocks)
    source_blocks = list(source.blocks) if source is not None else []
    paired = len(blocks) == len(source_blocks) and bool(blocks)
    labels = dict(slot_labels)
    if paired:
        for block, source_block in zip(blocks, source_blocks):
            if source_block.label is not None:
                labels[block] = source_block.label
    instructions = [instruction for block in blocks for instruction in block.instructions]
    source_instructions = [item for block in source_blocks for item in block.instructions]
    values: dict = {}
    sites: dict = {}
    ll_opcodes = [instruction.opcode for instruction in instructions]
    src_opcodes = [item.opcode for item in source_instructions]
    if ll_opcodes == src_opcodes:
        chunks = [("equal", 0, len(ll_opcodes), 0, len(ll_opcodes))]
    else:
        matcher = difflib.SequenceMatcher(None, src_opcodes, ll_opcodes, autojunk=False)
        chunks = matcher.get_opcodes()
    last_line = source_blocks[0].line if source_blocks else define_line
    for tag, src_start, src_end, ll_start, ll_end in chunks:
        if tag == "equal":
            for offset in range(ll_end - ll_start):
                instruction = instructions[ll_start + offset]
                item = source_instructions[src_start + offset]
                sites[instruction] = InstructionSite(item.line, item.text, item)
                last_line = item.line
                if paired and item.name is not None and not _is_void(instruction):
                    values[instruction] = item.name
            continue
        replaced = source_instructions[src_start:src_end]
        anchor = replaced[0] if replaced else None
        line = anchor.line if anchor else last_line
        text = anchor.text if anchor else ""
        inserted = instructions[ll_start:ll_end]
        source_name = next((item.name for item in reversed(replaced) if item.name), None)
        producing = [instruction for instruction in inserted if not _is_void(instruction)]
        for instruction in inserted:
            sites[instruction] = InstructionSite(line, text, None)
        if paired and source_name is not None and producing:
            values[producing[-1]] = source_name
            for index, instruction in enumerate(producing[:-1], start=1):
                values[instruction] = f"{source_name}~{index}"
        if replaced:
            last_line = replaced[-1].line
    for instruction in instructions:
        if instruction in values or _is_void(instruction):
            continue
        slot = slot_values[instruction]
        values[instruction] = slot if (instruction.name or not paired) else f"{slot}~"
    return FunctionNames(arguments, labels, values, sites)
