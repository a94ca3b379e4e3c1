"""Property tests: truncated or mutated PTX either parses or raises InputError with a line inside
the text, never another exception; comments never change the parsed kernels."""

from pathlib import Path

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


def parse_or_input_error(text: str) -> None:
    """Parse; an InputError must name the file and a line of the text."""
    try:
        parse_ptx(text, "mutated.ptx")
    except InputError as error:
        assert error.where == "mutated.ptx"
        assert error.line is not None and 1 <= error.line <= text.count("\n") + 1
        assert "\n" not in error.one_line()


@SETTINGS
@given(index=st.integers(0, len(TEXTS) - 1), cut=st.floats(0, 1))
def test_truncation_parses_or_raises_input_error(index, cut):
    text = TEXTS[index]
    parse_or_input_error(text[: int(len(text) * cut)])


@SETTINGS
@given(
    index=st.integers(0, len(TEXTS) - 1),
    edits=st.lists(
        st.tuples(st.floats(0, 1), st.sampled_from(["delete", "insert", "replace"]), st.integers(1, 12),
                  st.sampled_from(FRAGMENTS)),
        min_size=1, max_size=4,
    ),
)
def test_character_mutations_parse_or_raise_input_error(index, edits):
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
def test_line_mutations_parse_or_raise_input_error(index, edits):
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
