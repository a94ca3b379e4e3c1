"""Itanium C++ ABI demangling of kernel names: the subset kernel signatures use.

``_Z5saxpyifPKfPf`` -> ``saxpy(int, float, const float*, float*)``. Covered (Itanium C++ ABI,
section 5.1 "Mangling"): plain and nested names (``N..E``), builtin types, pointers,
references, ``const``/``volatile``/``restrict`` qualifiers, class and enum names, template
arguments (types, integer literals ``Li16E``, template parameters ``T_``), and substitutions
(``S_``, ``S0_``, ``St``). A template function's encoding starts with its return type, which is
skipped. Anything else (function types, member pointers, expressions in template arguments,
vendor extensions) gives None: callers then show the mangled name and no parameter types.
"""

from __future__ import annotations

from dataclasses import dataclass

BUILTIN_TYPES = {
    "v": "void", "w": "wchar_t", "b": "bool", "c": "char", "a": "signed char", "h": "unsigned char",
    "s": "short", "t": "unsigned short", "i": "int", "j": "unsigned int", "l": "long",
    "m": "unsigned long", "x": "long long", "y": "unsigned long long", "n": "__int128",
    "o": "unsigned __int128", "f": "float", "d": "double", "e": "long double", "g": "__float128",
    "z": "...",
}
_D_TYPES = {"Dh": "half", "Ds": "char16_t", "Di": "char32_t", "Du": "char8_t", "Dn": "decltype(nullptr)",
            "Da": "auto"}
_STD_ABBREVIATIONS = {"St": "std", "Sa": "std::allocator", "Sb": "std::basic_string", "Ss": "std::string"}


@dataclass(frozen=True)
class Signature:
    """A demangled kernel: qualified name, template arguments (as text), parameter types."""

    name: str
    template_args: tuple[str, ...]
    param_types: tuple[str, ...]

    def __str__(self) -> str:
        template = f"<{', '.join(self.template_args)}>" if self.template_args else ""
        return f"{self.name}{template}({', '.join(self.param_types)})"


class _Unsupported(Exception):
    pass


class _Reader:
    def __init__(self, text: str):
        self.text, self.pos = text, 0
        self.substitutions: list[str] = []
        self.template_args: list[str] = []

    def peek(self, count: int = 1) -> str:
        return self.text[self.pos:self.pos + count]

    def take(self, count: int = 1) -> str:
        if self.pos + count > len(self.text):
            raise _Unsupported("truncated")
        part = self.text[self.pos:self.pos + count]
        self.pos += count
        return part

    def number(self) -> int:
        start = self.pos
        while self.peek().isdigit():
            self.pos += 1
        if start == self.pos:
            raise _Unsupported("number expected")
        return int(self.text[start:self.pos])

    def source_name(self) -> str:
        length = self.number()
        name = self.take(length)
        return "(anonymous namespace)" if name.startswith("_GLOBAL__N") else name

    # <substitution> ::= S_ | S <seq-id> _ | St | Sa | ...
    def substitution(self) -> str:
        two = self.peek(2)
        if two in _STD_ABBREVIATIONS:
            self.pos += 2
            return _STD_ABBREVIATIONS[two]
        self.take()  # S
        if self.peek() == "_":
            self.take()
            index = 0
        else:
            digits = ""
            while self.peek() != "_":
                character = self.take()
                if not (character.isdigit() or character.isupper()):
                    raise _Unsupported("bad substitution")
                digits += character
            self.take()
            index = int(digits, 36) + 1
        if index >= len(self.substitutions):
            raise _Unsupported("substitution out of range")
        return self.substitutions[index]

    # <template-param> ::= T_ | T <number> _
    def template_param(self) -> str:
        self.take()  # T
        index = 0 if self.peek() == "_" else self.number() + 1
        self.take()  # _
        if index >= len(self.template_args):
            raise _Unsupported("template parameter out of range")
        return self.template_args[index]

    # <template-args> ::= I <template-arg>+ E
    def template_arguments(self) -> list[str]:
        self.take()  # I
        arguments = []
        while self.peek() != "E":
            if not self.peek():
                raise _Unsupported("unterminated template arguments")
            if self.peek() == "L":
                arguments.append(self.literal())
            elif self.peek() == "J":  # argument pack
                self.take()
                pack = []
                while self.peek() != "E":
                    pack.append(self.literal() if self.peek() == "L" else self.type())
                self.take()
                arguments.append(", ".join(pack))
            else:
                arguments.append(self.type())
        self.take()  # E
        return arguments

    # <expr-primary> ::= L <type> <value number> E
    def literal(self) -> str:
        self.take()  # L
        if self.peek() == "_" and self.peek(2) == "_Z":
            raise _Unsupported("external name in template argument")
        kind = self.take()
        negative = self.peek() == "n"
        if negative:
            self.take()
        value = self.number() if self.peek().isdigit() else 0
        if self.take() != "E":
            raise _Unsupported("literal")
        if kind == "b":
            return "true" if value else "false"
        if kind not in BUILTIN_TYPES:
            raise _Unsupported("literal type")
        suffix = {"j": "u", "l": "l", "m": "ul", "x": "ll", "y": "ull"}.get(kind, "")
        return f"{'-' if negative else ''}{value}{suffix}"

    # <name> for a function: unscoped (possibly a template) or nested
    def name(self) -> tuple[str, list[str]]:
        if self.peek() == "N":
            return self.nested_name()
        if self.peek(2) == "St":
            self.pos += 2
            name = "std::" + self.source_name()
        else:
            name = self.source_name()
        arguments: list[str] = []
        if self.peek() == "I":
            self.substitutions.append(name)  # an unscoped template name is substitutable
            arguments = self.template_arguments()
        return name, arguments

    # <nested-name> ::= N [<CV-qualifiers>] <prefix> <unqualified-name> E
    def nested_name(self) -> tuple[str, list[str]]:
        self.take()  # N
        while self.peek() in ("K", "V", "r"):
            self.take()
        parts: list[str] = []
        arguments: list[str] = []
        while self.peek() != "E":
            if not self.peek():
                raise _Unsupported("unterminated nested name")
            if self.peek() == "S":
                parts = [self.substitution()]
                continue
            if self.peek() == "I":
                if not parts:
                    raise _Unsupported("template arguments without a template name")
                arguments = self.template_arguments()
                parts[-1] = parts[-1] + f"<{', '.join(arguments)}>"
                if self.peek() != "E":
                    self.substitutions.append("::".join(parts))  # a template-id prefix
                continue
            if self.peek() == "T":
                parts.append(self.template_param())
            elif self.peek().isdigit():
                parts.append(self.source_name())
            else:
                raise _Unsupported("nested name component")
            if self.peek() != "E":
                self.substitutions.append("::".join(parts))  # a prefix
            arguments = []
        self.take()  # E
        if arguments and parts:
            parts[-1] = parts[-1].split("<", 1)[0]
        return "::".join(parts), arguments

    # <type>
    def type(self) -> str:
        head = self.peek()
        if head in BUILTIN_TYPES:
            self.take()
            return BUILTIN_TYPES[head]
        if self.peek(2) in _D_TYPES:
            return _D_TYPES[self.take(2)]
        if head in ("K", "V", "r"):
            qualifiers = []
            while self.peek() in ("K", "V", "r"):
                qualifiers.append({"K": "const", "V": "volatile", "r": "__restrict__"}[self.take()])
            inner = self.type()
            result = _qualify(inner, qualifiers)
            self.substitutions.append(result)
            return result
        if head in ("P", "R", "O"):
            self.take()
            inner = self.type()
            result = inner + {"P": "*", "R": "&", "O": "&&"}[head]
            self.substitutions.append(result)
            return result
        if head == "S" and self.peek(2) not in _STD_ABBREVIATIONS:
            result = self.substitution()
            if self.peek() == "I":
                result += f"<{', '.join(self.template_arguments())}>"
                self.substitutions.append(result)
            return result
        if head == "T":
            result = self.template_param()
            self.substitutions.append(result)
            if self.peek() == "I":
                result += f"<{', '.join(self.template_arguments())}>"
                self.substitutions.append(result)
            return result
        if head == "N" or head.isdigit() or head == "S":
            name, arguments = self.nested_name() if head == "N" else self._class_name()
            result = name + (f"<{', '.join(arguments)}>" if arguments else "")
            self.substitutions.append(result)
            return result
        raise _Unsupported(f"type '{head}'")

    def _class_name(self) -> tuple[str, list[str]]:
        if self.peek(2) in _STD_ABBREVIATIONS:
            prefix = _STD_ABBREVIATIONS[self.take(2)]
            name = prefix + "::" + self.source_name() if self.peek().isdigit() else prefix
        else:
            name = self.source_name()
        arguments: list[str] = []
        if self.peek() == "I":
            self.substitutions.append(name)
            arguments = self.template_arguments()
        return name, arguments


def _qualify(inner: str, qualifiers: list[str]) -> str:
    """``const`` binds to what is on its left in the mangled order: ``PKf`` is ``const float*``,
    ``KPf`` is ``float* const``."""
    words = " ".join(qualifiers)
    if inner.endswith(("*", "&")):
        return f"{inner} {words}"
    return f"{words} {inner}"


def demangle(mangled: str) -> Signature | None:
    """The signature of an Itanium-mangled function name (``_Z...``), or None when the name is
    not mangled or uses a construct outside the kernel-signature subset."""
    if not mangled.startswith("_Z"):
        return None
    reader = _Reader(mangled[2:])
    try:
        name, arguments = reader.name()
        reader.template_args = arguments
        if arguments:
            reader.type()  # a template function's encoding carries its return type first
        types = []
        while reader.pos < len(reader.text):
            if reader.peek() == ".":  # clone suffixes (.cold, .isra.0)
                break
            types.append(reader.type())
    except (_Unsupported, ValueError, RecursionError):
        return None
    if not types:
        return None  # no <bare-function-type>: a variable's name, not a function's
    if types == ["void"]:
        types = []
    return Signature(name, tuple(arguments), tuple(types))
