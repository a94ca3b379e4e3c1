"""PTX declarations: variables (``.reg .shared .local .const .global .param .tex``), parameter
lists of ``.entry``/``.func``, performance-tuning directives and skipped debug sections.

Grammar (PTX ISA section 5.4 "Variables", 11 "Directives"):
``[.extern|.visible|.weak|.common] space [.align N] [.v2|.v4|.v8] type name[<count>][[N]]*
[= initialiser] {, name...} ;``. A variable's size is element size x vector width x the product
of its array dimensions; ``name[]`` without a size is an unsized (``extern``) array of 0 bytes
unless an initialiser gives its length.
"""

from __future__ import annotations

from dataclasses import dataclass

from analyzer.frontend.ptx.lexer import DIRECTIVE, END, HEXFLOAT, NUMBER, PUNCT, STRING, WORD, Cursor, describe
from analyzer.frontend.ptx.type_widths import TYPE_BITS, type_bytes

STATE_SPACES = frozenset({".reg", ".sreg", ".const", ".global", ".local", ".param", ".shared", ".tex"})
LINKAGE = frozenset({".visible", ".extern", ".weak", ".common"})
OPAQUE_TYPES = frozenset({"texref", "samplerref", "surfref"})
PERFORMANCE_DIRECTIVES = frozenset({
    ".maxntid", ".reqntid", ".minnctapersm", ".maxnctapersm", ".maxnreg", ".noreturn",
    ".pragma", ".explicitcluster", ".reqnctapercluster", ".maxclusterrank", ".blocksareclusters",
})


@dataclass(frozen=True)
class VarDecl:
    """One declared name: ``space`` without the dot (reg, shared, local, const, global, param,
    tex), element ``type``, total ``bytes``, ``align``, ``count`` for a register range
    ``%r<54>`` (0 otherwise), ``unsized`` for ``name[]`` arrays, ``is_pointer`` for ``.ptr``
    parameters, and its source line."""

    name: str
    space: str
    type: str
    bytes: int
    align: int
    line: int
    count: int = 0
    unsized: bool = False
    extern: bool = False
    is_pointer: bool = False
    array_shape: tuple[int, ...] = ()


@dataclass(frozen=True)
class PerformanceHints:
    """``.maxntid``/``.reqntid``/``.minnctapersm``/``.maxnreg`` of an entry (None if absent)."""

    max_ntid: tuple[int, ...] | None = None
    req_ntid: tuple[int, ...] | None = None
    min_ctas_per_sm: int | None = None
    max_registers: int | None = None


def parse_variables(cursor: Cursor, space_token, linkage: frozenset[str]) -> list[VarDecl]:
    """Parse one declaration statement whose state-space directive was just consumed, up to and
    including its ``;``. Returns one VarDecl per declared name."""
    space = space_token.text[1:]
    align, vector, type_name, is_pointer = 0, 1, None, False
    while cursor.peek().kind == DIRECTIVE:
        token = cursor.next()
        word = token.text[1:]
        if word == "align":
            align = cursor.expect_int("after .align")
        elif word in ("v2", "v4", "v8"):
            vector = int(word[1])
        elif word in TYPE_BITS or word in OPAQUE_TYPES:
            type_name = word
        elif word == "ptr":
            is_pointer = True
        elif word in ("global", "shared", "const", "local") and is_pointer:
            continue  # .ptr .global: the pointee's state space
        elif word == "attribute":
            _skip_parenthesised(cursor, ".attribute")
        else:
            raise cursor.error(f"unexpected {token.text} in .{space} declaration", token)
    if type_name is None:
        raise cursor.error(f"missing type in .{space} declaration", space_token)
    element = type_bytes(type_name) * vector
    declarations: list[VarDecl] = []
    while True:
        name = cursor.expect_word(f"a name in the .{space} declaration")
        count = 0
        if cursor.accept("<"):
            count = cursor.expect_int("as register count")
            cursor.expect(">", "after register count")
        shape: list[int] = []
        unsized = False
        while cursor.accept("["):
            if cursor.accept("]"):
                unsized = True
                shape.append(0)
                continue
            shape.append(cursor.expect_int("as array size"))
            cursor.expect("]", "after array size")
        size = element
        for dimension in shape:
            size *= dimension
        if cursor.accept("="):
            items = _skip_initialiser(cursor)
            if unsized:
                size, unsized = element * items, False
        declarations.append(VarDecl(
            name=name.text, space=space, type=type_name, bytes=size, align=align or type_bytes(type_name) or 1,
            line=name.line, count=count, unsized=unsized, extern=".extern" in linkage,
            is_pointer=is_pointer, array_shape=tuple(shape),
        ))
        if cursor.accept(","):
            continue
        cursor.expect(";", f"after the .{space} declaration")
        return declarations


def parse_parameter_list(cursor: Cursor) -> list[VarDecl]:
    """Parse ``( .param .u64 name, .reg .b32 x, ... )`` of an entry or function, including the
    parentheses. Parameters declare no ``;``; each is one VarDecl."""
    cursor.expect("(", "to open the parameter list")
    parameters: list[VarDecl] = []
    if cursor.accept(")"):
        return parameters
    while True:
        token = cursor.next()
        if token.kind != DIRECTIVE or token.text not in (".param", ".reg"):
            raise cursor.error(f"expected .param or .reg in parameter list, found {describe(token)}", token)
        parameters.append(_parse_one_parameter(cursor, token))
        if cursor.accept(","):
            continue
        cursor.expect(")", "to close the parameter list")
        return parameters


def _parse_one_parameter(cursor: Cursor, space_token) -> VarDecl:
    """One ``.param [.align N] type [.ptr [space] [.align N]] name[[N]]`` entry."""
    align, type_name, is_pointer = 0, None, False
    while cursor.peek().kind == DIRECTIVE:
        token = cursor.next()
        word = token.text[1:]
        if word == "align":
            value = cursor.expect_int("after .align")
            align = align or value
        elif word in TYPE_BITS or word in OPAQUE_TYPES:
            type_name = word
        elif word == "ptr":
            is_pointer = True
        elif word in ("global", "shared", "const", "local") and is_pointer:
            continue
        elif word == "attribute":
            _skip_parenthesised(cursor, ".attribute")
        else:
            raise cursor.error(f"unexpected {token.text} in parameter", token)
    if type_name is None:
        raise cursor.error("missing type in parameter", space_token)
    name = cursor.expect_word("a parameter name")
    shape: list[int] = []
    while cursor.accept("["):
        shape.append(cursor.expect_int("as array size"))
        cursor.expect("]", "after array size")
    size = type_bytes(type_name)
    for dimension in shape:
        size *= dimension
    return VarDecl(name=name.text, space=space_token.text[1:], type=type_name, bytes=size,
                   align=align or type_bytes(type_name) or 1, line=name.line, is_pointer=is_pointer,
                   array_shape=tuple(shape))


def parse_performance_directive(cursor: Cursor, hints: PerformanceHints) -> PerformanceHints:
    """Consume one performance-tuning directive (``.maxntid 256, 1, 1``, ``.pragma "...";``)
    and return the hints updated with it."""
    token = cursor.next()
    name = token.text
    if name == ".pragma":
        _skip_pragma(cursor)
        return hints
    if name in (".noreturn", ".explicitcluster", ".blocksareclusters"):
        return hints
    values = [cursor.expect_int(f"after {name}")]
    while cursor.accept(","):
        values.append(cursor.expect_int(f"in {name}"))
    if name == ".maxntid":
        return PerformanceHints(tuple(values), hints.req_ntid, hints.min_ctas_per_sm, hints.max_registers)
    if name == ".reqntid":
        return PerformanceHints(hints.max_ntid, tuple(values), hints.min_ctas_per_sm, hints.max_registers)
    if name == ".minnctapersm":
        return PerformanceHints(hints.max_ntid, hints.req_ntid, values[0], hints.max_registers)
    if name == ".maxnreg":
        return PerformanceHints(hints.max_ntid, hints.req_ntid, hints.min_ctas_per_sm, values[0])
    return hints


def _skip_pragma(cursor: Cursor) -> None:
    """Consume the strings and the ``;`` of a ``.pragma "nounroll";`` directive."""
    token = cursor.peek()
    if token.kind != STRING:
        raise cursor.error(f"expected a string after .pragma, found {describe(token)}", token)
    while cursor.peek().kind == STRING or cursor.at(","):
        cursor.next()
    cursor.expect(";", "after .pragma")


def skip_pragma(cursor: Cursor) -> None:
    """Consume a ``.pragma`` directive and its ``;`` (the directive itself included)."""
    cursor.next()
    _skip_pragma(cursor)


def skip_section(cursor: Cursor) -> None:
    """Consume a ``.section NAME { ... }`` debug section (DWARF data), braces included."""
    opener = cursor.next()
    name = cursor.next()
    if name.kind not in (DIRECTIVE, WORD):
        raise cursor.error(f"expected a section name after .section, found {describe(name)}", name)
    cursor.expect("{", "to open the section")
    depth = 1
    while depth:
        token = cursor.next()
        if token.kind == END:
            raise cursor.error(f"unterminated .section (opened at line {opener.line})", token)
        if token.kind == PUNCT:
            depth += {"{": 1, "}": -1}.get(token.text, 0)


def _skip_initialiser(cursor: Cursor) -> int:
    """Consume an initialiser ``{1, 2, {3}}``/``generic(x)+4`` up to (not including) the ``,``
    or ``;`` that ends it; return the number of leaf values (numbers and names)."""
    depth, leaves = 0, 0
    while True:
        token = cursor.peek()
        if token.kind == END:
            raise cursor.error("unterminated initialiser", token)
        if token.kind == PUNCT:
            if token.text in "{(":
                depth += 1
            elif token.text in "})":
                depth -= 1
                if depth < 0:
                    raise cursor.error(f"unbalanced '{token.text}' in initialiser", token)
            elif token.text in ",;" and depth == 0:
                return leaves
            elif token.text == ";":
                raise cursor.error("missing '}' in initialiser", token)
        elif token.kind in (NUMBER, HEXFLOAT, WORD):
            leaves += 1
        cursor.next()


def _skip_parenthesised(cursor: Cursor, context: str) -> None:
    """Consume a balanced ``( ... )`` group after ``context``."""
    cursor.expect("(", f"after {context}")
    depth = 1
    while depth:
        token = cursor.next()
        if token.kind == END:
            raise cursor.error(f"unterminated {context}(", token)
        if token.kind == PUNCT and token.text in "()":
            depth += 1 if token.text == "(" else -1
