"""Malformed PTX raises InputError with the 1-based line of the problem."""

import pytest

from analyzer.errors import InputError
from analyzer.frontend import load_module
from analyzer.frontend.ptx import parse_ptx

HEADER = ".version 8.0\n.target sm_90\n.address_size 64\n"  # lines 1-3


def body(*lines: str) -> str:
    """A kernel whose body lines start at line 7 (header 1-3, .entry 4, '(' params 4, '{' 5,
    .reg 6)."""
    return HEADER + ".visible .entry k()\n{\n\t.reg .b32 %r<9>;\n" + "\n".join(lines) + "\n"


CASES = [
    # (text, expected line, words in the message)
    (body("\tmov.u32 %r1, 1", "\tmov.u32 %r2, 2;", "\tret;", "}"), 7, "missing ';'"),
    (body("\tmov.u32 %r1, 1;", "\tret;"), 9, "unterminated body of 'k' (opened at line 5)"),
    (body("\tret;", "}", "}"), 9, "unbalanced '}'"),
    (HEADER + "\tmov.u32 %r1, 1;\n", 4, "outside a function"),
    (HEADER + "$L__BB0_1:\n", 4, "label '$L__BB0_1' outside a function"),
    (body("\tadd.s32 %r1, %r2, ;", "}"), 7, "bad operand"),
    (body("\tld.global.u32 %r1, [%r2+];", "}"), 7, "expected a number"),
    (body("\tld.global.u32 %r1, %r2;", "}"), 7, "needs an address"),
    (body("\tbra $L__nowhere;", "}"), 7, "undefined label '$L__nowhere'"),
    (body("$L_a:", "\tret;", "$L_a:", "\tret;", "}"), 9, "defined twice"),
    (body("\tret;", "/* never closed", "}"), 8, "unterminated /* comment"),
    (body('\t.pragma "nounroll;', "}"), 7, "unterminated string"),
    (HEADER + ".bogus 1\n", 4, "unknown directive .bogus"),
    (HEADER + ".shared .align 4 tile[16];\n", 4, "missing type"),
    (HEADER + ".global .u32 x = {1, 2;\n", 4, "missing '}' in initialiser"),
    (body("\tmov.u32 %r1, 09;", "}"), 7, "bad octal"),
    (body("\tmov.u32 %r1, 1 # 2;", "}"), 7, "unexpected character '#'"),
    (body("\tcall.uni (retval0), nobody, (param0);", "}"), 7, "undeclared function 'nobody'"),
    (HEADER + ".entry k(.param .u32 a\n{\n\tret;\n}\n", 5, "expected ')'"),
    (HEADER + ".entry k()\n.maxntid 256,\n{\n}\n", 6, "expected an integer"),
]


@pytest.mark.parametrize("text, line, words", CASES, ids=[case[2] for case in CASES])
def test_error_line_and_message(text, line, words):
    with pytest.raises(InputError) as raised:
        parse_ptx(text, "bad.ptx")
    error = raised.value
    assert words in error.message
    assert (error.where, error.line) == ("bad.ptx", line)
    assert error.one_line().startswith(f"bad.ptx:{line}: ")


def test_load_module_reports_file_and_line(tmp_path):
    path = tmp_path / "broken.ptx"
    path.write_text(body("\tmov.u32 %r1, 1", "\tret;", "}"))
    with pytest.raises(InputError) as raised:
        load_module(path)
    assert raised.value.one_line().startswith(f"{path}:7: missing ';'")


def test_error_free_text_of_only_comments_and_header():
    module = parse_ptx("// nothing here\n/* still nothing */\n" + HEADER, "empty.ptx")
    assert module.kernels == () and module.target == "sm_90"
