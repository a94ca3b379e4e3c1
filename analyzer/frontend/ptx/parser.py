"""PTX module parser: module-level directives, ``.entry``/``.func`` definitions and bodies.

``parse_ptx`` returns the ``ir.Module`` with one ``Kernel`` per ``.entry``; ``parse_ptx_program``
also returns the ``.func`` device functions (as Kernel records, not inlined: a call is one
CONTROL instruction) and the call graph. Debug directives (``.loc``, ``.file``, ``.section``
DWARF blocks) are skipped; ``{ }`` scoping blocks inside bodies are flattened.
"""

from __future__ import annotations

import dataclasses

from dataclasses import dataclass, field

from analyzer.errors import InputError
from analyzer.frontend.ptx.cfg import LabelMark, build_blocks
from analyzer.frontend.ptx.directives import (
    LINKAGE, PERFORMANCE_DIRECTIVES, STATE_SPACES, PerformanceHints, VarDecl, parse_parameter_list,
    parse_performance_directive, parse_variables, skip_pragma, skip_section,
)
from analyzer.frontend.ptx.instructions import Scope, parse_instruction
from analyzer.frontend.ptx.kernels import FunctionBody, assemble_module
from analyzer.frontend.ptx.statements import parse_statement
from analyzer.frontend.ptx.lexer import (
    DIRECTIVE, END, NUMBER, PUNCT, STATEMENT, WORD, Cursor, Token, describe, tokenize,
)
from analyzer.ir import Kernel, Module


@dataclass(frozen=True)
class PtxProgram:
    """A parsed PTX file: the module (kernels), its device functions (``.func`` bodies as Kernel
    records) and the call graph (function name -> names it calls)."""

    module: Module
    functions: tuple[Kernel, ...]
    calls: dict[str, tuple[str, ...]]


@dataclass
class _ModuleState:
    """What the module-level pass accumulates."""

    target: str | None = None
    variables: list[VarDecl] = field(default_factory=list)
    bodies: list[FunctionBody] = field(default_factory=list)
    defined: set[str] = field(default_factory=set)


def parse_ptx(text: str, path: str) -> Module:
    """Parse PTX text (nvcc or clang output) into a Module of its ``.entry`` kernels.

    Raises ``InputError(message, path, line)`` for malformed or truncated input."""
    program = parse_ptx_program(text, path)
    return dataclasses.replace(program.module, functions=program.functions)


def parse_ptx_program(text: str, path: str, statements: bool = True) -> PtxProgram:
    """Parse PTX text into the module, its device functions and its call graph.

    With ``statements`` a single-line instruction is one token (``lexer.tokenize``); where that
    parse fails, the text is parsed again with every instruction split into tokens, which gives
    the module or the error the token parser gives (a statement token met where no instruction
    starts, e.g. after an instruction whose ``;`` is missing, fails the first parse)."""
    try:
        return _parse_program(text, path, statements)
    except InputError:
        if not statements:
            raise
    return _parse_program(text, path, False)


def _parse_program(text: str, path: str, statements: bool) -> PtxProgram:
    tokens = tokenize(text, path, statements)
    cursor = Cursor(tokens, path, text)
    functions = _function_names(tokens)
    state = _ModuleState()
    linkage: set[str] = set()
    while True:
        token = cursor.peek()
        if token.kind == END:
            break
        if token.kind == DIRECTIVE:
            _module_directive(cursor, token, state, linkage, functions)
            continue
        if token.kind == PUNCT and token.text == "}":
            raise cursor.error("unbalanced '}' outside a function", token)
        if token.kind == WORD and cursor.peek(1).text == ":":
            raise cursor.error(f"label '{token.text}' outside a function", token)
        if token.kind == WORD or token.text == "@":
            raise cursor.error(f"instruction '{token.text}' outside a function", token)
        raise cursor.error(f"unexpected {describe(token)} at module level", token)
    if linkage:
        raise cursor.error("linkage directive without a declaration", cursor.peek())
    module, device_functions, calls = assemble_module(path, text, state.target, state.variables, state.bodies)
    return PtxProgram(module, device_functions, calls)


def _module_directive(cursor: Cursor, token: Token, state: _ModuleState, linkage: set[str],
                      functions: set[str]) -> None:
    """Handle one module-level directive starting at ``token``."""
    name = token.text
    if name in LINKAGE:
        cursor.next()
        linkage.add(name)
        return
    if name in (".entry", ".func"):
        body = _parse_function(cursor, functions, frozenset(linkage))
        linkage.clear()
        if body is not None:
            if body.name in state.defined:
                raise cursor.error(f"function '{body.name}' defined twice", token)
            state.defined.add(body.name)
            state.bodies.append(body)
        return
    if linkage and name not in STATE_SPACES:
        raise cursor.error(f"{name} cannot follow a linkage directive", token)
    if name in STATE_SPACES:
        cursor.next()
        state.variables.extend(parse_variables(cursor, token, frozenset(linkage)))
        linkage.clear()
    elif name == ".version":
        cursor.next()
        if cursor.peek().kind != NUMBER:
            raise cursor.error(f"expected a version number after .version, found {describe(cursor.peek())}")
        cursor.next()
    elif name == ".target":
        cursor.next()
        while True:
            word = cursor.expect_word("a target name after .target")
            if word.text.startswith("sm_") and state.target is None:
                state.target = word.text
            if not cursor.accept(","):
                break
    elif name == ".address_size":
        cursor.next()
        cursor.expect_int("after .address_size")
    elif name in (".file", ".loc"):
        cursor.next()
        cursor.skip_line(token.line)
    elif name == ".section":
        skip_section(cursor)
    elif name == ".pragma":
        skip_pragma(cursor)
    elif name == ".alias":
        cursor.next()
        cursor.skip_statement(".alias")
    else:
        raise cursor.error(f"unknown directive {name} at module level", token)


def _function_names(tokens: list[Token]) -> set[str]:
    """Every name declared or defined by ``.entry``/``.func`` (calls may precede definitions)."""
    names: set[str] = set()
    for index, token in enumerate(tokens):
        if token.kind != DIRECTIVE or token.text not in (".entry", ".func"):
            continue
        position = index + 1
        if tokens[position].text == "(":
            depth = 0
            while tokens[position].kind != END:
                depth += {"(": 1, ")": -1}.get(tokens[position].text, 0)
                position += 1
                if depth == 0:
                    break
        if tokens[position].kind == WORD:
            names.add(tokens[position].text)
    return names


def _parse_function(cursor: Cursor, functions: set[str], linkage: frozenset[str]) -> FunctionBody | None:
    """Parse ``.entry``/``.func`` header and body; None for a declaration without a body."""
    keyword = cursor.next()
    is_entry = keyword.text == ".entry"
    returns: list[VarDecl] = []
    if not is_entry and cursor.at("("):
        returns = parse_parameter_list(cursor)
    name = cursor.expect_word(f"a function name after {keyword.text}")
    params: list[VarDecl] = parse_parameter_list(cursor) if cursor.at("(") else []
    hints = PerformanceHints()
    while cursor.peek().kind == DIRECTIVE and cursor.peek().text in PERFORMANCE_DIRECTIVES:
        hints = parse_performance_directive(cursor, hints)
    if cursor.accept(";"):
        return None
    if ".extern" in linkage:
        raise cursor.error(f"extern function '{name.text}' must not have a body", name)
    opener = cursor.expect("{", f"to open the body of '{name.text}'")
    scope = Scope(params={param.name: index for index, param in enumerate(params)}, functions=functions)
    for declaration in returns + params:
        if declaration.space == "reg":
            scope.registers.add(declaration.name)
    items, declarations = _parse_body(cursor, scope, name.text, opener)
    blocks = build_blocks(items, cursor.path, opener.line)
    return FunctionBody(
        name=name.text, is_entry=is_entry, line=keyword.line, params=tuple(params), blocks=blocks,
        declarations=tuple(declarations), referenced=frozenset(scope.referenced),
        callees=tuple(dict.fromkeys(scope.callees)), hints=hints,
    )


def _parse_body(cursor: Cursor, scope: Scope, name: str, opener: Token) -> tuple[list, list[VarDecl]]:
    """Statements of a body up to its closing brace: labels and instructions in order, plus the
    variables declared inside (any nesting depth)."""
    items: list = []
    declarations: list[VarDecl] = []
    depth = 1
    linkage: set[str] = set()
    while True:
        token = cursor.peek()
        kind = token.kind
        if kind == END:
            raise cursor.error(f"unterminated body of '{name}' (opened at line {opener.line})", token)
        if kind == PUNCT and token.text in "{}":
            cursor.next()
            depth += 1 if token.text == "{" else -1
            if depth == 0:
                return items, declarations
            continue
        if kind == WORD and cursor.peek(1).text == ":" and cursor.peek(1).kind == PUNCT:
            _label_statement(cursor, scope, items)
            continue
        if kind == STATEMENT:
            items.append(parse_statement(cursor, scope))
            continue
        if kind == WORD or (kind == PUNCT and token.text == "@"):
            items.append(parse_instruction(cursor, scope))
            continue
        if kind != DIRECTIVE:
            raise cursor.error(f"unexpected {describe(token)} in the body of '{name}'", token)
        if token.text in LINKAGE:
            cursor.next()
            linkage.add(token.text)
        elif token.text in STATE_SPACES:
            cursor.next()
            declared = parse_variables(cursor, token, frozenset(linkage))
            linkage.clear()
            _declare(scope, declared)
            declarations.extend(declared)
        elif token.text in (".loc", ".file"):
            cursor.next()
            cursor.skip_line(token.line)
        elif token.text == ".pragma":
            skip_pragma(cursor)
        else:
            raise cursor.error(f"unexpected directive {token.text} in the body of '{name}'", token)


def _declare(scope: Scope, declared: list[VarDecl]) -> None:
    """Record register names without ``%`` so operands resolve them as registers."""
    for declaration in declared:
        if declaration.space != "reg" or declaration.name.startswith("%"):
            continue
        if declaration.count:
            scope.register_ranges[declaration.name] = declaration.count
        else:
            scope.registers.add(declaration.name)


def _label_statement(cursor: Cursor, scope: Scope, items: list) -> None:
    """A label, or a labelled ``.callprototype``/``.branchtargets`` declaration."""
    label = cursor.next()
    cursor.next()
    following = cursor.peek()
    if following.kind == DIRECTIVE and following.text == ".callprototype":
        cursor.next()
        cursor.skip_statement(".callprototype")
        return
    if following.kind == DIRECTIVE and following.text == ".branchtargets":
        cursor.next()
        targets = [cursor.expect_word("a branch target label").text]
        while cursor.accept(","):
            targets.append(cursor.expect_word("a branch target label").text)
        cursor.expect(";", "after .branchtargets")
        scope.branch_tables[label.text] = tuple(targets)
        return
    items.append(LabelMark(label.text, label.line))
