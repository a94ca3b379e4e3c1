"""Property tests over the samples and test PTX: a truncated file parses to a prefix of the
original kernels (or raises InputError at a line of the text); a mutated file that parses gives
a well-formed CFG; deleting or duplicating one instruction line changes the instruction count
by exactly that instruction; comments never change the parsed kernels."""

import collections
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from analyzer.errors import InputError
from analyzer.frontend.ptx import parse_ptx

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted(ROOT.glob("samples/*/*.sm_90.ptx")) + sorted(ROOT.glob("samples/*/*.sm_61.clang.ptx")) + sorted(
    (Path(__file__).parent / "data").glob("*.ptx")
)
TEXTS = [path.read_text() for path in FILES]
FRAGMENTS = [
    "{", "}", "(", ")", "[", "]", ";", ":", ",", "+", "-", "|", "!", "@", "<", ">", "=", "%", "$",
    ".", "_", "\n", " ", "/*", "*/", "//", '"', "0x", "0f", "0d3FF", "9", ".reg", ".entry", ".func",
    ".shared", ".param", ".extern", ".loc 1 2 3", ".maxntid", ".branchtargets", ".callprototype",
    "bra", "@%p1 bra $L__BB0_2;", "call.uni", "ld.param.u64", "[%rd1+-4]", "{%f1, %f2}", "$L__BB0_1:",
    "ret;", "exit;", "bar.sync 0;", "%tid.x", "_", "ts: .branchtargets $L_x;", "brx.idx %r1, ts;",
]
SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


ORIGINALS = [parse_ptx(text, "mutated.ptx") for text in TEXTS]
_SINGLE_INSTRUCTION = re.compile(r"^\s*(@!?%\w+\s+)?[a-z][\w.:]*(\s+[^;{}()]*)?;\s*(//.*)?$")


def parse_or_input_error(text: str):
    """Parse; an InputError must name the file and a line of the text. Returns the module or
    None. A module that parses is well formed: unique block labels per kernel, successors that
    exist, instruction lines inside the text, kernel names from the text."""
    try:
        module = parse_ptx(text, "mutated.ptx")
    except InputError as error:
        assert error.where == "mutated.ptx"
        assert error.line is not None and 1 <= error.line <= text.count("\n") + 1
        assert "\n" not in error.one_line()
        return None
    lines = text.count("\n") + 1
    for kernel in module.kernels:
        assert kernel.name in text
        labels = [block.label for block in kernel.blocks]
        assert len(labels) == len(set(labels))
        for block in kernel.blocks:
            assert set(block.successors) <= set(labels)
            assert all(1 <= instruction.line <= lines for instruction in block.instructions)
    return module


def _instructions(module) -> collections.Counter:
    return collections.Counter(instruction.opcode for kernel in module.kernels
                               for block in kernel.blocks for instruction in block.instructions)


def _instruction_lines(index: int) -> list[int]:
    """1-based lines of the original holding exactly one kernel instruction, on a line of its own."""
    per_line = collections.Counter(instruction.line for kernel in ORIGINALS[index].kernels
                                   for block in kernel.blocks for instruction in block.instructions)
    lines = TEXTS[index].split("\n")
    return [line for line, count in sorted(per_line.items())
            if count == 1 and _SINGLE_INSTRUCTION.match(lines[line - 1])]


@SETTINGS
@given(index=st.integers(0, len(TEXTS) - 1), cut=st.floats(0, 1))
def test_truncation_gives_a_prefix_of_the_kernels_or_input_error(index, cut):
    text = TEXTS[index]
    module = parse_or_input_error(text[: int(len(text) * cut)])
    if module is not None:
        assert module.kernels == ORIGINALS[index].kernels[: len(module.kernels)]


@pytest.mark.parametrize("index", range(len(TEXTS)))
def test_truncation_after_each_kernel_keeps_exactly_the_kernels_before(index):
    # Cut after every line that is a lone "}": where the cut closes a function the file parses
    # to the kernels so far (a "}" closing an inner scope leaves an unterminated body).
    text, original = TEXTS[index], ORIGINALS[index]
    counts = set()
    for match in re.finditer(r"^}\s*$", text, re.M):
        try:
            module = parse_ptx(text[: match.end()], "mutated.ptx")
        except InputError as error:
            assert "unterminated body" in error.message or "no kernel" in error.message
            continue
        assert module.kernels == original.kernels[: len(module.kernels)]
        counts.add(len(module.kernels))
    assert set(range(1, len(original.kernels) + 1)) <= counts


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, len(TEXTS) - 1), choice=st.floats(0, 1), duplicate=st.booleans())
def test_deleting_or_duplicating_an_instruction_line_changes_the_count_by_one(index, choice, duplicate):
    candidates = _instruction_lines(index)
    line = candidates[int(choice * (len(candidates) - 1))]
    lines = TEXTS[index].split("\n")
    removed = lines[line - 1]
    if duplicate:
        lines.insert(line - 1, removed)
    else:
        del lines[line - 1]
    module = parse_or_input_error("\n".join(lines))
    opcode = next(instruction.opcode for kernel in ORIGINALS[index].kernels for block in kernel.blocks
                  for instruction in block.instructions if instruction.line == line)
    expected = _instructions(ORIGINALS[index])
    expected[opcode] += 1 if duplicate else -1
    assert module is not None, removed
    assert _instructions(module) == +expected


@SETTINGS
@given(
    index=st.integers(0, len(TEXTS) - 1),
    edits=st.lists(
        st.tuples(st.floats(0, 1), st.sampled_from(["delete", "insert", "replace"]), st.integers(1, 12),
                  st.sampled_from(FRAGMENTS)),
        min_size=1, max_size=4,
    ),
)
def test_character_mutations_parse_well_formed_or_raise_input_error(index, edits):
    text = TEXTS[index]
    for where, kind, length, fragment in edits:
        position = int(len(text) * where)
        if kind == "delete":
            text = text[:position] + text[position + length:]
        elif kind == "insert":
            text = text[:position] + fragment + text[position:]
        else:
            text = text[:position] + fragment + text[position + len(fragment):]
    parse_or_input_error(text)


@SETTINGS
@given(
    index=st.integers(0, len(TEXTS) - 1),
    edits=st.lists(st.tuples(st.floats(0, 1), st.floats(0, 1), st.sampled_from(["delete", "copy", "replace"])),
                   min_size=1, max_size=4),
)
def test_line_mutations_parse_well_formed_or_raise_input_error(index, edits):
    lines = TEXTS[index].split("\n")
    for first, second, kind in edits:
        target = int((len(lines) - 1) * first)
        source = lines[int((len(lines) - 1) * second)]
        if kind == "delete" and len(lines) > 1:
            del lines[target]
        elif kind == "copy":
            lines.insert(target, source)
        else:
            lines[target] = source
    parse_or_input_error("\n".join(lines))


@settings(max_examples=40, deadline=None)
@given(index=st.integers(0, len(TEXTS) - 1), chosen=st.sets(st.integers(0, 10_000), max_size=200))
def test_comments_do_not_change_the_kernels(index, chosen):
    text = TEXTS[index]
    lines = text.split("\n")
    commented = "\n".join(
        line + (" // note" if number in chosen else "") + (" /* x */" if number + 1 in chosen and line.strip() else "")
        for number, line in enumerate(lines)
    )
    assert parse_ptx(commented, "c.ptx").kernels == parse_ptx(text, "c.ptx").kernels
