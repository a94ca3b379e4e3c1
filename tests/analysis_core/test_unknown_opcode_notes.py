"""Unknown opcodes are reported with the lines they are on (the kernel model's notes), never
silently dropped."""

from pathlib import Path

from analyzer.analysis.build import unknown_opcode_lines, build_kernel_model
from analyzer.frontend.ptx import parse_ptx_program
from analyzer.ir import UnknownOpcode

DATA = Path(__file__).resolve().parents[1] / "frontend_ptx" / "data" / "handwritten_features.ptx"


def test_the_note_names_the_opcode_and_its_line():
    program = parse_ptx_program(DATA.read_text(), str(DATA))
    model = build_kernel_model(program.module, program.module.kernel("kern"))
    assert "unknown opcodes costed as generic: frobnicate.b32 (line 79)" in model.notes


def test_several_lines_are_listed_in_order_and_capped():
    unknown = [UnknownOpcode("b.op", 9), UnknownOpcode("a.op", 30), UnknownOpcode("a.op", 4),
               *(UnknownOpcode("c.op", line) for line in (70, 10, 20, 60, 40, 50, 30))]
    assert unknown_opcode_lines(unknown) == ("a.op (lines 4, 30), b.op (line 9), "
                                       "c.op (lines 10, 20, 30, 40, 50 and 2 more)")
