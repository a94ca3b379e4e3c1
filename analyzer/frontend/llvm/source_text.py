"""A line-level scan of LLVM IR text: functions, blocks and instructions with their line numbers.

llvmlite reports no source lines and renumbers values after upgrading old intrinsics, so the
front end reads the text itself for what the user sees: the 1-based line of every instruction,
the value and block names as written, kernel annotations (``!nvvm.annotations`` entries
``!{ptr @f, !"kernel", i32 1}`` and ``maxntid``) and the ``ptx_kernel`` calling convention.
The scan never fails: text it cannot place is ignored (llvmlite judges validity).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_VALUE_NAME = r'%(?:"[^"]*"|[-a-zA-Z$._0-9]+)'
_DEFINITION = re.compile(r"^\s*(" + _VALUE_NAME + r")\s*=\s*(.*)$")
_LABEL = re.compile(r'^("[^"]*"|[-a-zA-Z$._0-9]+):')
_OLD_LABEL = re.compile(r"^;\s*<label>:(\d+)")
_FUNCTION_NAME = re.compile(r'@("(?:[^"])*"|[-a-zA-Z$._0-9]+)\s*\(')
GLOBAL_NAME = re.compile(r'@("(?:[^"])*"|[-a-zA-Z$._0-9]+)')
_METADATA_NODE = re.compile(r"^!(\d+)\s*=\s*(?:distinct\s+)?!\{(.*)\}\s*$")
_ANNOTATIONS = re.compile(r"^!nvvm\.annotations\s*=\s*!\{(.*)\}\s*$")
_ATTRIBUTE_GROUP = re.compile(r"^attributes\s+#(\d+)\s*=\s*\{(.*)\}\s*$")
_CALL_PREFIXES = ("tail", "musttail", "notail")


@dataclass(frozen=True)
class SourceInstruction:
    """One instruction as written: 1-based ``line``, result ``name`` (``%12``; None for void),
    ``opcode`` keyword (``call`` for ``tail call``) and the text without its comment."""

    line: int
    name: str | None
    opcode: str
    text: str


@dataclass(frozen=True)
class SourceBlock:
    """A block as written: its label (None for an unlabelled entry block) and instructions."""

    label: str | None
    line: int
    instructions: tuple[SourceInstruction, ...]


@dataclass(frozen=True)
class SourceFunction:
    """A ``define`` as written: name (without ``@``), line of ``define``, the header text, and
    its blocks in order."""

    name: str
    line: int
    header: str
    blocks: tuple[SourceBlock, ...]

    @property
    def is_ptx_kernel(self) -> bool:
        """Whether the header uses the ``ptx_kernel`` calling convention (clang 20 and later)."""
        head = self.header.split("@", 1)[0]
        return "ptx_kernel" in head.split()


@dataclass(frozen=True)
class SourceModule:
    """What the scan found: functions by name, names annotated as kernels, ``maxntid`` per
    function, attribute groups by number, and the lines of the text."""

    functions: dict[str, SourceFunction]
    annotated_kernels: frozenset[str]
    max_ntid: dict[str, tuple[int, ...]]
    attribute_groups: dict[str, str]
    lines: tuple[str, ...]


def strip_comment(line: str) -> str:
    """The line without its ``;`` comment (a ``;`` inside a string does not start one)."""
    in_string = False
    for index, char in enumerate(line):
        if char == '"':
            in_string = not in_string
        elif char == ";" and not in_string:
            return line[:index]
    return line


def _bracket_depth_change(text: str) -> int:
    depth = 0
    in_string = False
    for char in text:
        if char == '"':
            in_string = not in_string
        elif not in_string:
            if char in "([{":
                depth += 1
            elif char in ")]}":
                depth -= 1
    return depth


def _unquote(name: str) -> str:
    return name[1:-1] if len(name) >= 2 and name[0] == '"' and name[-1] == '"' else name


def _instruction(line_number: int, text: str) -> SourceInstruction:
    definition = _DEFINITION.match(text)
    name = definition.group(1) if definition else None
    rest = definition.group(2) if definition else text.strip()
    words = rest.split()
    while words and words[0] in _CALL_PREFIXES:
        words = words[1:]
    opcode = words[0] if words else ""
    return SourceInstruction(line_number, name, opcode, text.strip())


def _scan_body(lines: list[str], start: int, first_line: int) -> tuple[list[SourceBlock], int]:
    """Scan a function body from index ``start`` (just after the line holding ``{``); returns
    the blocks and the index after the closing ``}``."""
    blocks: list[SourceBlock] = []
    label: str | None = None
    label_line = first_line
    current: list[SourceInstruction] = []
    pending_text = ""
    pending_line = 0
    depth = 0
    index = start
    while index < len(lines):
        raw = lines[index]
        line_number = index + 1
        index += 1
        old_label = _OLD_LABEL.match(raw.strip())
        code = strip_comment(raw)
        stripped = code.strip()
        if depth > 0:
            pending_text += " " + stripped
            depth += _bracket_depth_change(code)
            if depth <= 0:
                current.append(_instruction(pending_line, pending_text))
                depth = 0
            continue
        if old_label and not stripped:
            stripped = old_label.group(1) + ":"
        if not stripped or stripped.startswith("#dbg_"):
            continue
        if stripped == "}":
            if current or label is not None or not blocks:
                blocks.append(SourceBlock(label, label_line, tuple(current)))
            return blocks, index
        label_match = _LABEL.match(stripped)
        if label_match and not stripped.startswith("%"):
            if current or label is not None:
                blocks.append(SourceBlock(label, label_line, tuple(current)))
            label = _unquote(label_match.group(1))
            label_line = line_number
            current = []
            continue
        if not current and label is None and not blocks:
            label_line = line_number
        change = _bracket_depth_change(code)
        if change > 0:
            depth = change
            pending_text = stripped
            pending_line = line_number
            continue
        current.append(_instruction(line_number, stripped))
    if current or label is not None:
        blocks.append(SourceBlock(label, label_line, tuple(current)))
    return blocks, index


def _parse_annotations(lines: list[str]) -> tuple[frozenset[str], dict[str, tuple[int, ...]]]:
    nodes: dict[str, str] = {}
    annotation_ids: list[str] = []
    for raw in lines:
        if not raw.startswith("!"):
            continue
        line = raw.strip()
        node = _METADATA_NODE.match(line)
        if node:
            nodes[node.group(1)] = node.group(2)
            continue
        annotations = _ANNOTATIONS.match(line)
        if annotations:
            annotation_ids.extend(item.strip().lstrip("!") for item in annotations.group(1).split(","))
    kernels: set[str] = set()
    bounds: dict[str, dict[str, int]] = {}
    for node_id in annotation_ids:
        body = nodes.get(node_id)
        if body is None:
            continue
        target = GLOBAL_NAME.search(body)
        if not target:
            continue
        name = _unquote(target.group(1))
        for key, value in re.findall(r'!"([a-z_.]+)",\s*i32\s+(-?\d+)', body):
            if key == "kernel" and value == "1":
                kernels.add(name)
            elif key in ("maxntidx", "maxntidy", "maxntidz"):
                bounds.setdefault(name, {})[key[-1]] = int(value)
    max_ntid = {
        name: tuple(dims.get(axis, 1) for axis in "xyz") for name, dims in bounds.items()
    }
    return frozenset(kernels), max_ntid


def scan_source(text: str) -> SourceModule:
    """Scan LLVM IR text into functions, blocks and instruction lines (see module docstring)."""
    lines = text.splitlines()
    functions: dict[str, SourceFunction] = {}
    groups: dict[str, str] = {}
    index = 0
    while index < len(lines):
        raw = lines[index]
        if raw.startswith("define"):
            header_start = index
            header = strip_comment(raw).strip()
            while "{" not in header and index + 1 < len(lines):
                index += 1
                header += " " + strip_comment(lines[index]).strip()
            index += 1
            name_match = _FUNCTION_NAME.search(header)
            blocks, index = _scan_body(lines, index, header_start + 2)
            if name_match:
                name = _unquote(name_match.group(1))
                functions[name] = SourceFunction(name, header_start + 1, header, tuple(blocks))
            continue
        group = _ATTRIBUTE_GROUP.match(raw.strip()) if raw.startswith("attributes") else None
        if group:
            groups[group.group(1)] = group.group(2)
        index += 1
    kernels, max_ntid = _parse_annotations(lines)
    return SourceModule(functions, kernels, max_ntid, groups, tuple(lines))


def find_line(lines: tuple[str, ...], fragment: str) -> int | None:
    """The 1-based number of the first line containing ``fragment`` (stripped), if any."""
    needle = fragment.strip()
    if not needle:
        return None
    for number, line in enumerate(lines, start=1):
        if needle in line:
            return number
    return None
