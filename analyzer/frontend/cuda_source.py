"""``__global__`` kernel signatures read from CUDA C++ source text.

nvcc and clang drop parameter names from PTX and LLVM IR; the ``.cu`` file has them. This is a
small scanner, not a C++ parser: comments, string and character literals and preprocessor lines
are blanked (line numbers kept), then each ``__global__`` is followed to the function name (the
identifier before the first parenthesis that is not an attribute such as
``__launch_bounds__(256)``) and its balanced parameter list is split at top-level commas. A
preceding ``template <...>`` gives the template parameter names. Per parameter: default
arguments (``= 10``) are dropped, ``__restrict__``-style qualifiers removed, arrays (``float
a[]``) become pointers; the name is the last identifier when something precedes it (an unnamed
``int`` has none). Kernels declared through macros that hide ``__global__``, and kernels whose
parameter list holds a lone all-caps identifier (a macro standing for parameters), are skipped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_ATTRIBUTES = frozenset({
    "__launch_bounds__", "__attribute__", "__declspec", "__cluster_dims__", "alignas", "__maxnreg__",
    "__align__", "__noinline__", "__forceinline__",
})
_RESTRICT = frozenset({"__restrict__", "__restrict", "restrict"})
_BUILTIN_WORDS = frozenset({
    "void", "bool", "char", "short", "int", "long", "float", "double", "signed", "unsigned",
    "wchar_t", "char16_t", "char32_t", "char8_t", "__int128",
})
_NOT_NAMES = _BUILTIN_WORDS | {"const", "volatile", "struct", "class", "enum", "typename", "union"} | _RESTRICT
_IDENTIFIER = re.compile(r"[A-Za-z_]\w*")


@dataclass(frozen=True)
class SourceParam:
    """One parameter: its name (None when unnamed) and type as written (restrict removed)."""

    name: str | None
    type: str


@dataclass(frozen=True)
class SourceKernel:
    """A ``__global__`` function: name (unqualified), line of ``__global__``, parameters and
    template parameter names."""

    name: str
    line: int
    params: tuple[SourceParam, ...]
    template_params: tuple[str, ...] = ()
    definition: bool = True

    def signature(self) -> str:
        """``name(type name, ...)`` as written in the source."""
        parts = [f"{param.type} {param.name}" if param.name else param.type for param in self.params]
        return f"{self.name}({', '.join(parts)})"


def blank_non_code(text: str) -> str:
    """The text with comments, string/character literals and preprocessor lines replaced by
    spaces (newlines kept, so offsets map to the same lines)."""
    out = list(text)
    index, length = 0, len(text)
    line_start = True
    while index < length:
        character = text[index]
        if line_start and character in " \t":
            index += 1
            continue
        if line_start and character == "#":
            end = index
            while end < length and not (text[end] == "\n" and text[end - 1] != "\\"):
                end += 1
            _blank(out, index, end)
            index = end
            continue
        line_start = character == "\n"
        if text.startswith("//", index):
            end = text.find("\n", index)
            end = length if end < 0 else end
            _blank(out, index, end)
            index = end
        elif text.startswith("/*", index):
            end = text.find("*/", index + 2)
            end = length if end < 0 else end + 2
            _blank(out, index, end)
            index = end
        elif character in "\"'":
            end = index + 1
            while end < length and text[end] != character and text[end] != "\n":
                end += 2 if text[end] == "\\" else 1
            _blank(out, index, min(end + 1, length))
            index = end + 1
        else:
            index += 1
    return "".join(out)


def _blank(out: list[str], start: int, end: int) -> None:
    for position in range(start, min(end, len(out))):
        if out[position] != "\n":
            out[position] = " "


def _matching(text: str, start: int, opening: str, closing: str) -> int:
    """Index just after the bracket matching the one at ``start`` (-1 when unbalanced)."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] == opening:
            depth += 1
        elif text[index] == closing:
            depth -= 1
            if depth == 0:
                return index + 1
    return -1


def split_top_level(text: str) -> list[str]:
    """``text`` split at commas outside (), [], {} and <> brackets."""
    parts, depth, angle, current = [], 0, 0, []
    for character in text:
        if character in "([{":
            depth += 1
        elif character in ")]}":
            depth -= 1
        elif character == "<" and depth == 0:
            angle += 1
        elif character == ">" and depth == 0 and angle > 0:
            angle -= 1
        if character == "," and depth == 0 and angle == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(character)
    parts.append("".join(current))
    return [part.strip() for part in parts]


def parse_param(text: str) -> SourceParam:
    """One parameter declaration: name and normalised type (see the module docstring)."""
    declaration = split_top_level(text.replace("=", ",", 1))[0] if "=" in text else text
    declaration = re.sub(r"\[[^\]]*\]", "*", declaration)  # arrays decay to pointers
    words = [word for word in re.findall(r"[A-Za-z_]\w*|::|\*|&|<[^;]*>|\S", declaration)
             if word not in _RESTRICT]
    name = None
    identifiers = [index for index, word in enumerate(words) if _IDENTIFIER.fullmatch(word)]
    if identifiers:
        last = identifiers[-1]
        before = words[:last]
        if (words[last] not in _NOT_NAMES and any(_IDENTIFIER.fullmatch(word) and word not in
                ("const", "volatile", "struct", "class", "enum", "typename", "union") or word == ">" or
                word.startswith("<") for word in before) and (last == 0 or before[-1] != "::")):
            name = words[last]
            words = words[:last] + words[last + 1:]
    type_text = " ".join(words)
    type_text = re.sub(r"\s*(\*|&)", r"\1", type_text)
    type_text = re.sub(r"\s*::\s*", "::", type_text)
    type_text = re.sub(r"\s+<", "<", type_text)
    type_text = re.sub(r"\s+", " ", type_text).strip()
    return SourceParam(name, type_text)


def _without_angles(text: str) -> str:
    """``text`` without its outermost ``<...>`` groups (template arguments of a name)."""
    out, depth = [], 0
    for character in text:
        if character == "<":
            depth += 1
        elif character == ">" and depth:
            depth -= 1
        elif depth == 0:
            out.append(character)
    return "".join(out)


def _template_params(blanked: str, before: int) -> tuple[str, ...]:
    """Names of the template parameters of a ``template <...>`` that ends right before the
    declaration starting at ``before`` (only specifiers may lie between)."""
    match = None
    for candidate in re.finditer(r"\btemplate\s*<", blanked[:before]):
        match = candidate
    if match is None:
        return ()
    end = _matching(blanked, match.end() - 1, "<", ">")
    if end < 0 or blanked[end:before].strip(" \t\n") not in ("", "static", "extern", "inline"):
        if end < 0 or re.search(r"[;{}]", blanked[end:before]):
            return ()
    names = []
    for part in split_top_level(blanked[match.end():end - 1]):
        part = part.split("=", 1)[0].strip()
        found = _IDENTIFIER.findall(part)
        if found and found[-1] not in ("typename", "class", "int", "unsigned", "bool", "size_t"):
            names.append(found[-1])
    return tuple(names)


def global_kernels(text: str) -> tuple[SourceKernel, ...]:
    """Every ``__global__`` function declared or defined in the source text, in order."""
    blanked = blank_non_code(text)
    kernels = []
    for match in re.finditer(r"\b__global__\b", blanked):
        if re.search(r"\btemplate\s*$", blanked[:match.start()]):
            continue  # an explicit instantiation: the template's own definition names the parameters
        position = match.end()
        name = None
        while True:
            paren = blanked.find("(", position)
            if paren < 0:
                break
            identifiers = _IDENTIFIER.findall(_without_angles(blanked[position:paren]))
            if re.search(r"[;{}]", blanked[position:paren]):
                break
            if identifiers and identifiers[-1] in _ATTRIBUTES:
                end = _matching(blanked, paren, "(", ")")
                if end < 0:
                    break
                position = end
                continue
            name = identifiers[-1] if identifiers else None
            break
        if name is None:
            continue
        end = _matching(blanked, paren, "(", ")")
        if end < 0:
            continue
        inside = blanked[paren + 1:end - 1].strip()
        parts = [] if inside in ("", "void") else split_top_level(inside)
        line = blanked.count("\n", 0, match.start()) + 1
        start_of_declaration = max(blanked.rfind(token, 0, match.start()) for token in (";", "}", "{", ">"))
        template = _template_params(blanked, match.start()) if blanked[max(start_of_declaration, 0)] == ">" else ()
        definition = blanked[end:].lstrip().startswith(("{", "->")) or bool(
            re.match(r"\s*(const|noexcept|__\w+__)?\s*\{", blanked[end:]))
        params = tuple(parse_param(part) for part in parts)
        if any(param.name is None and re.fullmatch(r"[A-Z_][A-Z0-9_]*", param.type) for param in params):
            continue  # a macro standing for parameters (``KERNEL_ARGS``): its expansion is unknown
        kernels.append(SourceKernel(name, line, params, template, definition))
    return tuple(kernels)
