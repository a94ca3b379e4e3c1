"""Basic blocks and control-flow edges of one PTX function body.

A block starts at a label or after a block-ending instruction (``bra``, ``brx``, ``ret``,
``exit``) and ends before the next label or after such an instruction. Successors are the
branch targets plus the fall-through block; an unguarded ``bra``/``ret``/``exit`` has no
fall-through, a guarded one (``@%p bra``) has both. Blocks without a label are named
``bb.<line>`` (a dot cannot occur in a PTX identifier, so these never clash with labels).
"""

from __future__ import annotations

from dataclasses import dataclass

from analyzer.errors import InputError
from analyzer.ir import Block, Instruction

_ENDS_BLOCK = frozenset({"bra", "ret"})


@dataclass(frozen=True)
class LabelMark:
    """A label definition in the instruction stream."""

    name: str
    line: int


@dataclass
class _OpenBlock:
    label: str
    line: int
    instructions: list[Instruction]


def build_blocks(items: list, path: str, body_line: int) -> tuple[Block, ...]:
    """Split a body's labels and instructions (in source order) into blocks, entry first, and
    link them. Raises InputError for a duplicated label or a branch to an unknown label."""
    blocks: list[_OpenBlock] = []
    current: _OpenBlock | None = None
    seen: set[str] = set()
    for item in items:
        if isinstance(item, LabelMark):
            if item.name in seen:
                raise InputError(f"label '{item.name}' defined twice", path, item.line)
            seen.add(item.name)
            current = _OpenBlock(item.name, item.line, [])
            blocks.append(current)
            continue
        if current is None:
            current = _OpenBlock(f"bb.{item.line}", item.line, [])
            blocks.append(current)
        current.instructions.append(item)
        if item.op in _ENDS_BLOCK:
            current = None
    if not blocks:
        blocks.append(_OpenBlock(f"bb.{body_line}", body_line, []))
    result: list[Block] = []
    for index, block in enumerate(blocks):
        following = blocks[index + 1].label if index + 1 < len(blocks) else None
        successors = _successors(block, following, seen, path)
        result.append(Block(block.label, tuple(block.instructions), successors, block.line))
    return tuple(result)


def _successors(block: _OpenBlock, following: str | None, labels: set[str], path: str) -> tuple[str, ...]:
    """Branch targets of the block's last instruction plus its fall-through, without repeats."""
    if not block.instructions:
        return (following,) if following else ()
    last = block.instructions[-1]
    if last.op not in _ENDS_BLOCK:
        return (following,) if following else ()
    successors: list[str] = []
    for target in last.targets:
        if target not in labels:
            raise InputError(f"branch to undefined label '{target}'", path, last.line)
        if target not in successors:
            successors.append(target)
    if last.guard is not None and following and following not in successors:
        successors.append(following)
    return tuple(successors)
