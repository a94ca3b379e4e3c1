"""Single-line instruction statements (``lexer`` ``statement`` tokens) to ``ir.Instruction``.

nvcc and clang write nearly every instruction on a line of its own in one form, ``[@[!]pred]
opcode operand {, operand} ;`` (PTX ISA section 4); the lexer makes such a line one token, and
``parse_statement`` splits it with one regular expression instead of a token per operand part.
The result is the one the token parser (``instructions.parse_instruction``) makes of the same
text, which the tests check on every PTX file of the repository and on generated lines; whatever
this module does not decide (calls, indirect branches, a malformed operand) goes to that parser.
"""

from __future__ import annotations

import re
from functools import lru_cache

from analyzer.errors import InputError
from analyzer.frontend.ptx.instructions import (
    Scope, branch_targets, finished_instruction, parse_instruction, resolve_word, split_positions,
)
from analyzer.frontend.ptx.lexer import HEXFLOAT, NUMBER, Cursor, Token, parse_number, tokenize_span
from analyzer.frontend.ptx.opcodes import decode_opcode
from analyzer.ir import Address, Guard, Imm, Instruction, Operand, ParamRef, Vector

_NAME_START = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$%")
#: one operand of a ``statement`` token and its separator (a ``|`` joins the next operand to the
#: same position); the lexer has checked the form, so these groups only split it
_STATEMENT_OPERAND = re.compile(
    r"(?:!(?P<negated>[^\s,|;]+)"
    r"|\[(?P<base>[^\]+-]+)(?:(?P<sign>[+-])(?P<negate>-?)(?P<offset>[0-9a-fA-FxX]+))?\]"
    r"|\{(?P<vector>[^}]*)\}"
    r"|(?P<literal>-?[0-9][^\s,|;]*)"
    r"|(?P<word>[^\s,|;]+))"
    r"[ \t]*[,|]?[ \t]*")


def parse_statement(cursor: Cursor, scope: Scope) -> Instruction:
    """The Instruction of the ``statement`` token at the cursor (one line in the common form
    ``lexer._STATEMENT`` accepts), equal to what the token parser makes of the same text. Calls,
    indirect branches, a ``bra`` without exactly one label, memory instructions without an
    address, a literal ``parse_number`` refuses: the statement's tokens go to the token parser,
    which reports what is wrong at the same line."""
    token = cursor.tokens[cursor.index]
    instruction = _statement_instruction(token, scope, cursor.path)
    if instruction is None:
        tokens = tokenize_span(cursor.text, cursor.path, token.start, token.end, token.line)
        instruction = parse_instruction(Cursor(tokens, cursor.path, cursor.text), scope)
    cursor.index += 1
    return instruction


def _statement_instruction(token: Token, scope: Scope, path: str) -> Instruction | None:
    """The fast path of ``parse_statement``; None where the token parser must decide."""
    text = token.text
    guard = None
    if text[0] == "@":
        guard_text, text = text[1:].split(None, 1)
        guard = Guard(guard_text.lstrip("!"), guard_text[0] == "!")
    opcode, operand_text = text.split(None, 1)
    base = opcode.split(".", 1)[0]
    if base in ("call", "brx"):
        return None
    info = decode_opcode(opcode)
    is_branch = base == "bra"
    positions: list[list[Operand]] = []
    position: list[Operand] = []
    try:
        for match in _STATEMENT_OPERAND.finditer(operand_text, 0, operand_text.rindex(";")):
            position.append(_statement_operand(match, scope, is_branch, path))
            if "|" not in match.group(0):
                positions.append(position)
                position = []
    except InputError:
        return None
    dsts, srcs = split_positions(info, positions)
    targets = branch_targets(srcs) if is_branch else ()
    if is_branch and len(targets) != 1:
        return None
    return finished_instruction(info, opcode, guard, dsts, srcs, targets, token.line, token.text)


def _statement_operand(match: re.Match, scope: Scope, is_branch: bool, path: str) -> Operand:
    """One operand of a statement token (a match of ``_STATEMENT_OPERAND``), as
    ``instructions.parse_instruction`` makes it."""
    kind = match.lastgroup
    if kind == "word":
        return resolve_word(match.group(kind), scope, is_branch)
    if kind == "negated":
        return resolve_word(match.group(kind), scope, False)
    if kind == "literal":
        return Imm(_literal(match.group(kind), path))
    if kind == "vector":
        elements = []
        for element in match.group(kind).split(","):
            element = element.strip()
            if element[0] in _NAME_START:
                elements.append(resolve_word(element, scope, False))
            else:
                elements.append(Imm(_literal(element, path)))
        return Vector(tuple(elements))
    name = match.group("base")
    if name[0] in _NAME_START:
        base = ParamRef(scope.params[name]) if name in scope.params else resolve_word(name, scope, False)
    else:
        base = Imm(_literal(name, path))
    offset = 0
    if match.group("offset") is not None:
        value = _literal(match.group("offset"), path)
        sign = -1 if match.group("sign") == "-" else 1
        offset = -sign * value if match.group("negate") else sign * value
    return Address(base, offset)


@lru_cache(maxsize=1 << 14)
def _literal(text: str, path: str) -> int | float:
    """The value of a literal with an optional leading ``-`` (``lexer.parse_number``)."""
    if text[0] == "-":
        return -_literal(text[1:], path)
    kind = HEXFLOAT if text[:2] in ("0f", "0F", "0d", "0D") else NUMBER
    return parse_number(Token(kind, text, 0, 0, 0), path)
