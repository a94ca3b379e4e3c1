"""PTX tokenizer: text to a flat list of tokens with 1-based line numbers.

PTX (NVIDIA, "Parallel Thread Execution ISA", section 4 "Syntax") is free-form: statements end
in ``;`` except labels, braces and a few directives (``.version``, ``.target``, ``.loc``,
``.maxntid`` ...), so the parser works on tokens, not lines. Comments (``//`` to end of line and
``/* */``) are dropped here. Opcodes with their dotted modifiers (``ld.global.nc.v4.f32``,
``ld.global.L1::evict_last.f32``) and special registers (``%tid.x``) are single ``word`` tokens;
directives (``.reg``, ``.shared::cta``) are ``directive`` tokens. An instruction that fills its
line in the form compilers write (``_STATEMENT``) is one ``statement`` token, which
``statements.parse_statement`` splits: a tenth of the tokens to make and to walk.
"""

from __future__ import annotations

import re
import struct
from typing import NamedTuple

from analyzer.errors import InputError

WORD = "word"
DIRECTIVE = "directive"
NUMBER = "number"
HEXFLOAT = "hexfloat"
STRING = "string"
PUNCT = "punct"
STATEMENT = "statement"
END = "end"

_WORD = r"[A-Za-z_$%][\w$]*(?:(?:\.|::)[\w$]+)*"
_NUMBER = (r"0[xX][0-9a-fA-F]+U?|0[bB][01]+U?|\d+\.\d*(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+|\d+U?")
_HEXFLOAT = r"0[fF][0-9a-fA-F]{8}(?![\w$])|0[dD][0-9a-fA-F]{16}(?![\w$])"
#: one operand of the single-line statement form (see ``_STATEMENT``): a name, ``!name``, a
#: literal with an optional attached ``-``, ``[base]``/``[base+imm]``/``[base+-imm]``/``[base-imm]``
#: or a vector ``{a, b}`` of names and literals; each followed by its separator.
_OPERAND = (rf"(?:!?{_WORD}|-?(?:{_HEXFLOAT}|{_NUMBER})"
            rf"|\[(?:{_WORD}|\d+)(?:[+-]-?(?:0[xX][0-9a-fA-F]+|\d+))?\]"
            rf"|\{{[ \t]*(?:{_WORD}|-?(?:{_HEXFLOAT}|{_NUMBER}))(?:[ \t]*,[ \t]*(?:{_WORD}|-?(?:{_HEXFLOAT}|{_NUMBER})))*[ \t]*\}})"
            r"(?=[ \t]*[,|;])")
#: The common instruction statement on one line of its own, ``[@[!]pred] opcode operand {, operand} ;``
#: with the operands of ``_OPERAND``: one ``statement`` token (what nvcc and clang write for all
#: but a few instructions). ``statements.parse_statement`` splits it; anything else, or a
#: statement that does not start its line, is tokenized as before.
_STATEMENT = (rf"(?:@!?{_WORD}[ \t]+)?[a-z][\w$]*(?:(?:\.|::)[\w$]+)*[ \t]+{_OPERAND}"
              rf"(?:[ \t]*[,|][ \t]*{_OPERAND})*[ \t]*;")

# Alternatives start with distinct characters except the comment forms (longest first) and the
# numbers (hex floats first); the most frequent kinds come first, ``bad`` and ``space`` last. A
# newline may carry the statement that fills the next line (``statement``).
_TOKEN_PATTERN_TEXT = rf"""
    [ \t\r\f\v]*
    (?:(?P<word>{_WORD})
    |(?P<punct>[{{}}()\[\],;:+\-=|!@<>*])
    |(?P<newline>\n(?:[ \t\r\f\v]*(?P<statement>STATEMENT))?)
    |(?P<directive>\.[A-Za-z_][\w$]*(?:::[\w$]+)*)
    |(?P<hexfloat>{_HEXFLOAT})
    |(?P<number>{_NUMBER})
    |(?P<line_comment>//[^\n]*)
    |(?P<block_comment>/\*.*?\*/)
    |(?P<open_comment>/\*)
    |(?P<string>"[^"\n]*")
    |(?P<open_string>")
    |(?P<bad>.)|(?P<space>$))
    """
_TOKEN_PATTERN = re.compile(_TOKEN_PATTERN_TEXT.replace("STATEMENT", _STATEMENT), re.VERBOSE | re.DOTALL)
#: the same tokens without the ``statement`` form (its differential oracle, and the fallback
#: for a statement ``statements.parse_statement`` leaves to the token parser)
_PLAIN_PATTERN = re.compile(_TOKEN_PATTERN_TEXT.replace("STATEMENT", "(?!)"), re.VERBOSE | re.DOTALL)

_TOKEN_KINDS = frozenset({"hexfloat", "number", "directive", "word", "string", "punct"})


class Token(NamedTuple):
    """One token: ``kind`` (word, directive, number, hexfloat, string, punct, end), its text,
    the 1-based source line and the character span ``start:end`` in the text."""

    kind: str
    text: str
    line: int
    start: int
    end: int


def tokenize(text: str, path: str, statements: bool = True) -> list[Token]:
    """Split PTX text into tokens (comments and blanks dropped), ending with one ``end`` token;
    with ``statements``, an instruction that fills its line in the common form is one
    ``statement`` token (``_STATEMENT``), else every instruction is split into its tokens.

    Raises ``InputError`` at the line of an unterminated ``/*`` comment or string, or of a
    character PTX does not use."""
    return tokenize_span(text, path, 0, len(text), 1, statements)


def tokenize_span(text: str, path: str, start: int, stop: int, line: int, statements: bool = False) -> list[Token]:
    """``tokenize`` of ``text[start:stop]``, whose first line is ``line``: spans and lines of the
    tokens are those of the whole text (the end token sits at ``stop``)."""
    tokens: list[Token] = []
    append = tokens.append
    make = tuple.__new__
    pattern = _TOKEN_PATTERN if statements else _PLAIN_PATTERN
    for match in pattern.finditer(text, start, stop):
        kind = match.lastgroup
        if kind in _TOKEN_KINDS:
            start, end = match.span(kind)
            append(make(Token, (kind, text[start:end], line, start, end)))
        elif kind == "newline":
            line += 1
            start, end = match.span(STATEMENT)
            if start >= 0:
                append(make(Token, (STATEMENT, text[start:end], line, start, end)))
        elif kind == "block_comment":
            line += match.group(kind).count("\n")
        elif kind == "open_comment":
            raise InputError("unterminated /* comment", path, line)
        elif kind == "open_string":
            raise InputError("unterminated string", path, line)
        elif kind == "bad":
            raise InputError(f"unexpected character {match.group(kind)!r}", path, line)
    append(Token(END, "", line, stop, stop))
    return tokens


def parse_number(token: Token, path: str) -> int | float:
    """The value of a ``number`` or ``hexfloat`` token (PTX ISA section 4.5.1: ``0f`` + 8 hex
    digits is an IEEE single, ``0d`` + 16 hex digits an IEEE double, ``0x``/``0b`` integers, a
    trailing ``U`` marks unsigned)."""
    text = token.text
    if token.kind == HEXFLOAT:
        bits = int(text[2:], 16)
        if text[1] in "fF":
            return struct.unpack("<f", bits.to_bytes(4, "little"))[0]
        return struct.unpack("<d", bits.to_bytes(8, "little"))[0]
    if token.kind != NUMBER:
        raise InputError(f"expected a number, found {describe(token)}", path, token.line)
    body = text[:-1] if text.endswith("U") else text
    lowered = body.lower()
    if lowered.startswith("0x"):
        return int(lowered, 16)
    if lowered.startswith("0b"):
        return int(lowered, 2)
    if "." in lowered or "e" in lowered:
        return float(lowered)
    if len(lowered) > 1 and lowered.startswith("0"):
        if not all(digit in "01234567" for digit in lowered):
            raise InputError(f"bad octal number {text!r}", path, token.line)
        return int(lowered, 8)  # PTX octal integer literal: 0[0-7]+
    return int(lowered)


def describe(token: Token) -> str:
    """A short human description of a token for error messages."""
    if token.kind == END:
        return "end of file"
    return repr(token.text)


class Cursor:
    """A read position in a token list, with the helpers the parsers share. The list always
    ends with an ``end`` token, which ``next`` never steps past."""

    __slots__ = ("tokens", "index", "path", "text")

    def __init__(self, tokens: list[Token], path: str, text: str):
        self.tokens = tokens
        self.index = 0
        self.path = path
        self.text = text

    def peek(self, ahead: int = 0) -> Token:
        """The token ``ahead`` positions after the current one (the end token past the end)."""
        position = self.index + ahead
        if position >= len(self.tokens):
            return self.tokens[-1]
        return self.tokens[position]

    def next(self) -> Token:
        """Consume and return the current token. A ``statement`` token is consumed only where an
        instruction starts (``statements.parse_statement``); met anywhere else it raises
        ``InputError``, and ``parser.parse_ptx_program`` parses the text again without
        statement tokens."""
        token = self.tokens[self.index]
        if token.kind == STATEMENT:
            raise self.error("instruction statement where none can start", token)
        if token.kind != END:
            self.index += 1
        return token

    def at(self, text: str) -> bool:
        """Whether the current token is the punctuation or directive ``text``."""
        token = self.tokens[self.index]
        return token.text == text and token.kind in (PUNCT, DIRECTIVE)

    def accept(self, text: str) -> bool:
        """Consume the current token if it is the punctuation or directive ``text``."""
        if self.at(text):
            self.index += 1
            return True
        return False

    def expect(self, text: str, context: str) -> Token:
        """Consume the punctuation/directive ``text`` or raise InputError naming ``context``."""
        token = self.tokens[self.index]
        if token.text != text or token.kind not in (PUNCT, DIRECTIVE):
            raise self.error(f"expected '{text}' {context}, found {describe(token)}", token)
        self.index += 1
        return token

    def expect_word(self, context: str) -> Token:
        """Consume an identifier token or raise InputError naming ``context``."""
        token = self.tokens[self.index]
        if token.kind != WORD:
            raise self.error(f"expected {context}, found {describe(token)}", token)
        self.index += 1
        return token

    def expect_int(self, context: str) -> int:
        """Consume a non-negative integer literal or raise InputError naming ``context``."""
        token = self.tokens[self.index]
        value = parse_number(token, self.path) if token.kind == NUMBER else None
        if not isinstance(value, int):
            raise self.error(f"expected an integer {context}, found {describe(token)}", token)
        self.index += 1
        return value

    def skip_line(self, line: int) -> None:
        """Consume every token that starts on ``line`` (directives without ``;``: .loc .file)."""
        while self.tokens[self.index].line == line and self.tokens[self.index].kind != END:
            self.next()

    def skip_statement(self, context: str) -> None:
        """Consume tokens up to and including the next ``;`` at bracket depth 0."""
        depth = 0
        start = self.tokens[self.index]
        while True:
            token = self.tokens[self.index]
            if token.kind == END:
                raise self.error(f"missing ';' after {context} (started at line {start.line})", token)
            self.next()
            if token.kind != PUNCT:
                continue
            if token.text in "{([":
                depth += 1
            elif token.text in "})]":
                depth -= 1
                if depth < 0:
                    raise self.error(f"unbalanced '{token.text}' in {context}", token)
            elif token.text == ";" and depth == 0:
                return

    def error(self, message: str, token: Token | None = None) -> InputError:
        """An InputError at the line of ``token`` (default: the current token)."""
        where = token if token is not None else self.tokens[self.index]
        return InputError(message, self.path, where.line)
