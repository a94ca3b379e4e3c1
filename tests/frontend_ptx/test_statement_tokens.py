"""The one-token form of single-line instructions (``lexer._STATEMENT``, split by
``instructions.parse_statement``) against its oracle, the token parser: the same text parsed
with ``statements=False`` (every instruction split into tokens) gives the same module, or the
same error at the same line, on the compiler output in the repository, on generated instruction
lines and on mutated files."""

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from analyzer.errors import InputError
from analyzer.frontend.ptx.lexer import STATEMENT, tokenize
from analyzer.frontend.ptx.parser import parse_ptx_program

ROOT = Path(__file__).resolve().parents[2]
PTX_FILES = sorted(ROOT.glob("samples/**/*.ptx")) + sorted(ROOT.glob("tests/**/*.ptx"))
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

KERNEL = """.version 8.0
.target sm_80
.address_size 64
.global .align 4 .b8 table[64];
.func helper();
.visible .entry k(.param .u64 k_param_0, .param .u32 k_param_1)
{{
.reg .pred %p<4>;
.reg .b32 %r<16>;
.reg .f32 %f<8>;
.reg .b64 %rd<8>;
.reg .b32 plain;
.shared .align 4 .b8 buffer[128];
$L__BB0_1:
{body}
ret;
}}
"""


def both_ways(text: str):
    """(statement tokens, plain tokens): each the parsed program or ('error', message)."""
    return tuple(Same(result) for result in _both_ways(text))


class Same:
    """A result compared by its ``repr`` (a NaN literal is not equal to itself as a float)."""

    def __init__(self, result):
        self.result = result

    def __eq__(self, other):
        other = other.result if isinstance(other, Same) else other
        return repr(self.result) == repr(other)

    def __getattr__(self, name):
        return getattr(self.result, name)


def _both_ways(text: str):
    results = []
    for statements in (True, False):
        try:
            results.append(parse_ptx_program(text, "k.ptx", statements))
        except InputError as error:
            results.append(("error", error.one_line()))
    return results


def test_every_ptx_file_in_the_repository_parses_the_same_both_ways():
    assert len(PTX_FILES) > 40  # nvcc (sm_50 .. sm_90) and clang output of the samples and tests
    for path in PTX_FILES:
        fast, plain = both_ways(path.read_text())
        assert fast == plain, path


def test_a_line_in_the_common_form_is_one_token_and_other_lines_are_split():
    text = KERNEL.format(body="\tld.global.nc.v2.f32 \t{%f1, %f2}, [%rd1+-8];\n"
                              "\t@!%p1 bra \t$L__BB0_1;\n"
                              "\tadd.s32 %r1, %r2, 3; // a comment after it\n"
                              "\tadd.s32 %r1,\n\t\t%r2, 3;\n"
                              "$L__BB0_2: mov.u32 %r3, %r1;\n")
    statements = [token.text for token in tokenize(text, "k.ptx") if token.kind == STATEMENT]
    assert statements == ["ld.global.nc.v2.f32 \t{%f1, %f2}, [%rd1+-8];", "@!%p1 bra \t$L__BB0_1;",
                          "add.s32 %r1, %r2, 3;"]
    fast, plain = both_ways(text)
    assert fast == plain
    instructions = [instruction for block in fast.module.kernels[0].blocks for instruction in block.instructions]
    load = instructions[0]
    assert load.text == "ld.global.nc.v2.f32 {%f1, %f2}, [%rd1+-8];" and load.line == 15
    assert load.memory.address.offset == -8 and load.memory.bytes == 8
    assert [instruction.opcode for instruction in instructions] == ["ld.global.nc.v2.f32", "bra", "add.s32",
                                                                   "add.s32", "mov.u32", "ret"]


def test_what_the_fast_path_leaves_alone_is_reported_by_the_token_parser_at_its_line():
    text = KERNEL.format(body="\tadd.s32 %r1, %r2, 3;\n\tbra %r1, %r2;\n")
    fast, plain = both_ways(text)
    assert fast == plain == ("error", "k.ptx:16: bra needs one target label")
    octal = KERNEL.format(body="\tadd.s32 %r1, %r2, 09;\n")
    assert both_ways(octal)[0] == ("error", "k.ptx:15: bad octal number '09'")
    store = KERNEL.format(body="\tst.global.f32 %rd1, %f1;\n")
    assert both_ways(store)[0] == both_ways(store)[1] == ("error", "k.ptx:15: 'st.global.f32' needs an address operand [..]")


NAMES = st.sampled_from(["%r1", "%r15", "%f2", "%rd3", "%p1", "%tid.x", "%ctaid.y", "plain", "table", "buffer",
                         "k_param_0", "k_param_1", "helper", "$L__BB0_1", "_", "undeclared", "%r1.x"])
LITERALS = st.sampled_from(["0", "3", "-3", "07", "09", "0x1F", "0X1fU", "0b101", "12U", "1.5", "-2.5e3", "1e-2",
                            "0f3F800000", "-0f3F800000", "0F7FC00000", "0d3FF0000000000000", "0f123", "00", "4.",
                            "0x", "1.5.2"])
OFFSETS = st.sampled_from(["", "+4", "+-4", "-8", "+0x10", "+07", "+09", "+1.5", "++4", "+%r1"])


@st.composite
def operand(draw):
    kind = draw(st.integers(0, 5))
    if kind == 0:
        return draw(NAMES)
    if kind == 1:
        return draw(LITERALS)
    if kind == 2:
        return "!" + draw(NAMES)
    if kind == 3:
        base = draw(st.one_of(NAMES, st.sampled_from(["16", "0x10", "-4"])))
        return f"[{base}{draw(OFFSETS)}]"
    if kind == 4:
        elements = draw(st.lists(st.one_of(NAMES, LITERALS), min_size=0, max_size=4))
        return "{" + draw(st.sampled_from([", ", ",", " , "])).join(elements) + "}"
    return draw(NAMES) + draw(st.sampled_from(["|", " | "])) + draw(NAMES)


OPCODES = st.sampled_from(["add.s32", "mov.u32", "fma.rn.f32", "ld.global.f32", "ld.param.u64", "ld.param.u32",
                           "st.shared.f32", "st.global.v2.f32", "setp.lt.s32", "bra", "bra.uni", "selp.b32",
                           "ld.global.nc.v4.f32", "atom.global.add.f32", "shfl.sync.down.b32", "cvta.to.global.u64",
                           "tex.2d.v4.f32.s32", "call.uni", "brx.idx", "mad.lo.s32", "ld.shared.v2.f32", "bar.sync",
                           "cp.async.ca.shared.global", "unknown.op"])


@st.composite
def instruction_line(draw):
    guard = draw(st.sampled_from(["", "@%p1 ", "@!%p2 ", "@ %p1 ", "@%p1\t"]))
    operands = draw(st.lists(operand(), min_size=0, max_size=4))
    separator = draw(st.sampled_from([", ", ",", " ,\t"]))
    spacing = draw(st.sampled_from([" ", " \t", "\t"]))
    ending = draw(st.sampled_from([";", " ;", ";  // note", "", ";;"]))
    return f"\t{guard}{draw(OPCODES)}{spacing}{separator.join(operands)}{ending}"


@SETTINGS
@given(lines=st.lists(instruction_line(), min_size=1, max_size=4))
def test_generated_instruction_lines_parse_the_same_both_ways(lines):
    fast, plain = both_ways(KERNEL.format(body="\n".join(lines)))
    assert fast == plain


MUTATION_BASE = (ROOT / "samples").glob("**/*.sm_90.ptx")
MUTATION_TEXTS = [path.read_text() for path in sorted(MUTATION_BASE)][:6]


@SETTINGS
@given(index=st.integers(0, len(MUTATION_TEXTS) - 1), at=st.floats(0, 1),
       insert=st.sampled_from(["", " ", "\n", ",", "|", "[", "]", "{", "}", "-", "!", "@", ";", "0x", "0f",
                               "%r1", "//", "/*", "*/", ":", "+", "\t"]),
       delete=st.integers(0, 3))
def test_mutated_files_parse_the_same_both_ways(index, at, insert, delete):
    text = MUTATION_TEXTS[index]
    position = int(len(text) * at)
    fast, plain = both_ways(text[:position] + insert + text[position + delete:])
    assert fast == plain
