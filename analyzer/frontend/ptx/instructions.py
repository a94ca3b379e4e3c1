"""PTX instruction statements: ``[@[!]pred] opcode operand {, operand} ;`` to ``ir.Instruction``.

Operands (PTX ISA section 6): registers ``%r5`` (and declared names without ``%``), special
registers ``%tid.x``, immediates (decimal, ``0x``, octal, ``0f``/``0d`` hex floats, negative),
symbols, vectors ``{%f1, %f2}``, addresses ``[%rd4+8]``/``[sym+-4]``/``[imm]`` (a texture or
surface access ``[tex, {%r1, %r2}]`` gives the address followed by its coordinate vector), and
``a|b`` destination pairs (``shfl``, ``setp``). ``call`` has its own form
``call[.uni] (ret), callee, (args)[, prototype];``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from analyzer.frontend.ptx.lexer import HEXFLOAT, NUMBER, PUNCT, WORD, Cursor, Token, describe, parse_number
from analyzer.frontend.ptx.opcodes import OpcodeInfo, decode_opcode
from analyzer.ir import (
    Address, ExecClass, Guard, Imm, Instruction, LabelRef, MemoryAccess, MemSpace, Operand, ParamRef, Reg,
    SpecialReg, SymbolRef, Vector,
)

_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)  # comments inside a multi-line instruction

_SPECIAL_REGISTER = re.compile(
    r"%(tid|ntid|ctaid|nctaid|laneid|warpid|nwarpid|smid|nsmid|gridid|lanemask_(eq|le|lt|ge|gt)"
    r"|clock|clock64|clock_hi|pm\d+(_64)?|envreg\d+|globaltimer(_lo|_hi)?|total_smem_size"
    r"|aggr_smem_size|dynamic_smem_size|reserved_smem_offset_\w+|is_explicit_cluster|clusterid"
    r"|nclusterid|cluster_ctaid|cluster_nctaid|cluster_ctarank|cluster_nctarank"
    r"|current_graph_exec)(\.[xyz])?$"
)
_BRANCHES = frozenset({"bra", "brx"})


@dataclass
class Scope:
    """What the instruction parser needs to know about the enclosing function: declared
    register names without ``%`` (exact names and ``name<N>`` ranges), the function's own
    parameter names, every function name of the module, branch tables, and what it collects:
    module symbols referenced and functions called."""

    registers: set[str] = field(default_factory=set)
    register_ranges: dict[str, int] = field(default_factory=dict)
    params: dict[str, int] = field(default_factory=dict)
    functions: set[str] = field(default_factory=set)
    branch_tables: dict[str, tuple[str, ...]] = field(default_factory=dict)
    referenced: set[str] = field(default_factory=set)
    callees: list[str] = field(default_factory=list)

    def is_register(self, name: str) -> bool:
        """Whether a name without ``%`` was declared by a ``.reg`` in scope."""
        if name in self.registers:
            return True
        stripped = name.rstrip("0123456789")
        if stripped != name and stripped in self.register_ranges:
            return int(name[len(stripped):]) < self.register_ranges[stripped]
        return False


def parse_instruction(cursor: Cursor, scope: Scope) -> Instruction:
    """Parse one instruction statement, ``;`` included, into an Instruction with its opcode
    facts (op, class, type, memory access, compare) from ``opcodes.decode_opcode``."""
    first = cursor.peek()
    guard = None
    if cursor.accept("@"):
        negated = cursor.accept("!")
        predicate = cursor.expect_word("a predicate after '@'")
        guard = Guard(predicate.text, negated)
    opcode_token = cursor.expect_word("an instruction opcode")
    opcode = opcode_token.text
    info = decode_opcode(opcode)
    base = opcode.split(".", 1)[0]
    targets: tuple[str, ...] = ()
    if base == "call":
        dsts, srcs = _parse_call(cursor, scope)
    else:
        positions = _parse_operand_positions(cursor, scope, base in _BRANCHES)
        dsts, srcs = split_positions(info, positions)
        if base == "bra":
            targets = branch_targets(srcs)
            if len(targets) != 1:
                raise cursor.error("bra needs one target label", opcode_token)
        elif base == "brx":
            targets = _branch_table_targets(cursor, scope, srcs, opcode_token)
    if not cursor.at(";"):
        previous = cursor.tokens[cursor.index - 1]
        raise cursor.error(f"missing ';' after '{opcode}' (found {describe(cursor.peek())})", previous)
    end = cursor.next()
    text = cursor.text[first.start:end.end]
    if "/" in text:
        text = _COMMENT.sub(" ", text)
    instruction = finished_instruction(info, opcode, guard, dsts, srcs, targets, opcode_token.line, text)
    if instruction is None:
        raise cursor.error(f"'{opcode}' needs an address operand [..]", opcode_token)
    return instruction


def branch_targets(srcs: tuple[Operand, ...]) -> tuple[str, ...]:
    """The labels a ``bra`` names among its sources (it needs exactly one)."""
    return tuple(operand.name for operand in srcs if isinstance(operand, LabelRef))


def finished_instruction(info: OpcodeInfo, opcode: str, guard: Guard | None, dsts: tuple[Operand, ...],
                         srcs: tuple[Operand, ...], targets: tuple[str, ...], line: int, text: str) -> Instruction | None:
    """The Instruction of a parsed statement (its ``text`` without comments): the opcode facts,
    the memory access of a memory instruction (``_memory_access``) and the text with its blanks
    folded to single spaces; None for a memory instruction without an address operand."""
    op, exec_class, memory = info.op, info.exec_class, None
    if info.access is not None:
        access = _memory_access(info, srcs, dsts)
        if access is None:
            return None
        op, exec_class, memory, srcs = access
    if "\n" in text or "\t" in text or "  " in text:
        text = " ".join(text.split())
    return Instruction(
        opcode=opcode, op=op, exec_class=exec_class, dsts=dsts, srcs=srcs, type=info.type,
        modifiers=info.modifiers, guard=guard, memory=memory, compare=info.compare,
        targets=targets, line=line, text=text,
    )


def split_positions(info: OpcodeInfo, positions: list[list[Operand]]) -> tuple[tuple[Operand, ...], tuple[Operand, ...]]:
    """(destinations, sources) of the operand positions: the first position is the destination
    of an opcode that has one, unless it is an address (a store's)."""
    if info.has_destination and positions and not isinstance(positions[0][0], Address):
        return tuple(positions[0]), tuple(operand for position in positions[1:] for operand in position)
    return (), tuple(operand for position in positions for operand in position)


def _memory_access(info: OpcodeInfo, srcs: tuple[Operand, ...], dsts: tuple[Operand, ...]
                   ) -> tuple[str, ExecClass, MemoryAccess | None, tuple[Operand, ...]] | None:
    """The (op, class, MemoryAccess, srcs) of a memory instruction, None without an address
    operand; a plain ``ld.param`` of the function's own parameter becomes ``mov`` from
    ``ParamRef`` (class LD_PARAM, no access)."""
    addresses = [operand for operand in srcs + dsts if isinstance(operand, Address)]
    if not addresses:
        return None
    address = addresses[-1] if info.access_bytes is None else addresses[0]
    size = info.access_bytes
    if size is None:  # cp.async: the copy size is the operand after the source address
        index = srcs.index(address) if address in srcs else -1
        following = srcs[index + 1] if 0 <= index < len(srcs) - 1 else None
        size = following.value if isinstance(following, Imm) and isinstance(following.value, int) else 0
    if isinstance(address.base, ParamRef) and info.space is MemSpace.PARAM:
        if info.access == "load" and address.offset == 0 and len(dsts) == 1 and not isinstance(dsts[0], Vector):
            return "mov", ExecClass.LD_PARAM, None, (address.base,)
        if info.access == "load":  # a field of a by-value struct or a vector load
            return info.op, ExecClass.LD_PARAM, MemoryAccess(info.space, info.access, size, address), srcs
    return info.op, info.exec_class, MemoryAccess(info.space, info.access, size, address), srcs


def _branch_table_targets(cursor: Cursor, scope: Scope, srcs: tuple[Operand, ...],
                          opcode_token: Token) -> tuple[str, ...]:
    """Targets of ``brx.idx %r, table``: the labels of the ``.branchtargets`` table."""
    for operand in srcs:
        name = getattr(operand, "name", None)
        if name in scope.branch_tables:
            return scope.branch_tables[name]
    raise cursor.error("brx.idx needs a declared .branchtargets table", opcode_token)


def _parse_operand_positions(cursor: Cursor, scope: Scope, is_branch: bool) -> list[list[Operand]]:
    """Comma-separated operand positions up to (not including) ``;``; a position holds one
    operand, or several for ``a|b`` pairs and texture addresses ``[tex, {coords}]``."""
    positions: list[list[Operand]] = []
    tokens = cursor.tokens
    token = tokens[cursor.index]
    if token.kind == PUNCT and token.text == ";":
        return positions
    while True:
        position = _parse_operand(cursor, scope, is_branch)
        token = tokens[cursor.index]
        while token.kind == PUNCT and token.text == "|":
            cursor.index += 1
            position.extend(_parse_operand(cursor, scope, is_branch))
            token = tokens[cursor.index]
        positions.append(position)
        if token.kind != PUNCT or token.text != ",":
            return positions
        cursor.index += 1


def _parse_operand(cursor: Cursor, scope: Scope, is_branch: bool) -> list[Operand]:
    """One operand (a list because a bracketed texture address yields two)."""
    token = cursor.tokens[cursor.index]
    if token.kind == WORD:
        cursor.index += 1
        return [resolve_word(token.text, scope, is_branch)]
    if token.kind == PUNCT:
        if token.text == "[":
            return _parse_address(cursor, scope)
        if token.text == "{":
            return [_parse_vector(cursor, scope)]
        if token.text == "!":
            cursor.next()
            word = cursor.expect_word("a predicate after '!'")
            return [resolve_word(word.text, scope, False)]
        if token.text == "-":
            cursor.next()
            return [Imm(-_number(cursor))]
    if token.kind in (NUMBER, HEXFLOAT):
        return [Imm(_number(cursor))]
    raise cursor.error(f"bad operand {describe(token)}", token)


def _number(cursor: Cursor) -> int | float:
    """Consume a number token and return its value."""
    token = cursor.next()
    if token.kind not in (NUMBER, HEXFLOAT):
        raise cursor.error(f"expected a number, found {describe(token)}", token)
    return parse_number(token, cursor.path)


def _parse_vector(cursor: Cursor, scope: Scope) -> Vector:
    """``{a, b, ...}``: registers, immediates or the sink ``_``."""
    cursor.expect("{", "to open a vector operand")
    elements: list[Operand] = []
    while True:
        token = cursor.peek()
        if token.kind == WORD:
            cursor.next()
            elements.append(resolve_word(token.text, scope, False))
        elif token.kind in (NUMBER, HEXFLOAT):
            elements.append(Imm(_number(cursor)))
        elif token.kind == PUNCT and token.text == "-":
            cursor.next()
            elements.append(Imm(-_number(cursor)))
        else:
            raise cursor.error(f"bad vector element {describe(token)}", token)
        if cursor.accept(","):
            continue
        cursor.expect("}", "to close the vector operand")
        return Vector(tuple(elements))


def _parse_address(cursor: Cursor, scope: Scope) -> list[Operand]:
    """``[base]``, ``[base+imm]``, ``[base+-imm]``, ``[imm]`` or ``[tex, {coords}]``."""
    opener = cursor.expect("[", "to open an address")
    token = cursor.peek()
    if token.kind == WORD:
        cursor.next()
        name = token.text
        base = ParamRef(scope.params[name]) if name in scope.params else resolve_word(name, scope, False)
    elif token.kind == NUMBER:
        base = Imm(_number(cursor))
    else:
        raise cursor.error(f"bad address base {describe(token)}", token)
    offset = 0
    while cursor.at("+") or cursor.at("-"):
        sign = -1 if cursor.next().text == "-" else 1
        if cursor.accept("-"):
            sign = -sign
        value = _number(cursor)
        if not isinstance(value, int):
            raise cursor.error("address offset must be an integer", opener)
        offset += sign * value
    operands: list[Operand] = [Address(base, offset)]
    while cursor.accept(","):
        if cursor.at("["):
            raise cursor.error("nested address in an address", cursor.peek())
        operands.extend(_parse_operand(cursor, scope, False))
    cursor.expect("]", "to close the address")
    return operands


def resolve_word(name: str, scope: Scope, is_branch: bool) -> Operand:
    """A name as an operand: a register, special register, branch label, function or symbol."""
    if is_branch:
        return Reg(name) if name.startswith("%") or scope.is_register(name) else LabelRef(name)
    if name.startswith("%"):
        return _percent_operand(name)
    if scope.is_register(name):
        return Reg(name)
    if name in scope.functions:
        return LabelRef(name)
    scope.referenced.add(name)
    return SymbolRef(name)


@lru_cache(maxsize=1 << 16)
def _percent_operand(name: str) -> Operand:
    """A ``%`` name outside a branch: a special register or a register (the same frozen operand
    for every use of the name)."""
    return SpecialReg(name[1:]) if _SPECIAL_REGISTER.match(name) else Reg(name)


def _parse_call(cursor: Cursor, scope: Scope) -> tuple[tuple[Operand, ...], tuple[Operand, ...]]:
    """``call (ret, ...), callee, (arg, ...)[, prototype]`` -> (return params, callee + args)."""
    returns: list[Operand] = []
    if cursor.at("("):
        returns = _parse_call_list(cursor, scope)
        cursor.expect(",", "after the call's return parameters")
    callee_token = cursor.expect_word("the called function")
    callee = resolve_word(callee_token.text, scope, False)
    if isinstance(callee, SymbolRef):
        raise cursor.error(f"call to undeclared function '{callee_token.text}'", callee_token)
    if isinstance(callee, LabelRef):
        scope.callees.append(callee.name)
    arguments: list[Operand] = []
    if cursor.accept(","):
        if cursor.at("("):
            arguments = _parse_call_list(cursor, scope)
            if cursor.accept(","):
                arguments.append(resolve_word(cursor.expect_word("a call prototype").text, scope, False))
        else:
            arguments.append(resolve_word(cursor.expect_word("a call prototype").text, scope, False))
    return tuple(returns), (callee, *arguments)


def _parse_call_list(cursor: Cursor, scope: Scope) -> list[Operand]:
    """A parenthesised call parameter list ``(param0, param1)`` (possibly empty)."""
    cursor.expect("(", "to open call parameters")
    items: list[Operand] = []
    if cursor.accept(")"):
        return items
    while True:
        items.extend(_parse_operand(cursor, scope, False))
        if cursor.accept(","):
            continue
        cursor.expect(")", "to close call parameters")
        return items

