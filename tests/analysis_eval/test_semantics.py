"""Integer semantics of the evaluator (PTX ISA 9.7.1-9.7.3, LLVM LangRef) and the loop summary's
first change of an affine comparison, against brute force (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.analysis.interpreter.evaluate import run_thread
from analyzer.analysis.interpreter.loop_summary import NEVER, first_change
from analyzer.analysis.interpreter.semantics import concrete_arithmetic, comparison, convert, holds, wrap
from analyzer.ir import ExecClass, Instruction
from tests.analysis_eval.test_evalset import bindings_for, module
from analyzer.analysis.build import static_analysis


def _instruction(op: str, type_name: str, modifiers: tuple[str, ...] = (), opcode: str = "") -> Instruction:
    return Instruction(opcode=opcode or f"{op}.{type_name}", op=op, exec_class=ExecClass.INT, type=type_name,
                       modifiers=modifiers)


def test_two_complement_arithmetic():
    assert concrete_arithmetic(_instruction("add", "s32"), [2**31 - 1, 1]) == -2**31
    assert concrete_arithmetic(_instruction("div", "s32"), [-7, 2]) == -3  # C truncates toward zero
    assert concrete_arithmetic(_instruction("rem", "s32"), [-7, 2]) == -1
    assert concrete_arithmetic(_instruction("div", "u32"), [-2, 2]) == 2**31 - 1  # 0xfffffffe / 2
    assert concrete_arithmetic(_instruction("shr", "s32"), [-8, 1]) == -4
    assert concrete_arithmetic(_instruction("shr", "u32"), [-8, 1]) == 2**31 - 4
    assert concrete_arithmetic(_instruction("and", "s32"), [101, -2]) == 100  # clang's n & -2
    assert concrete_arithmetic(_instruction("mul", "s32", ("wide",)), [2**20, 2**20]) == 2**40
    assert concrete_arithmetic(_instruction("mul", "s32", ("lo",)), [2**20, 2**20]) == 0
    assert concrete_arithmetic(_instruction("mul", "u32", ("hi",)), [2**31, 4]) == 2
    assert concrete_arithmetic(_instruction("div", "s32"), [1, 0]) is None


def test_bit_field_extract_zero_and_sign_extends():
    """PTX ISA bfe: length bits from position, zero-extended for .u, sign-extended from the
    field's top bit for .s (worked by hand)."""
    assert concrete_arithmetic(_instruction("bfe", "u32"), [256, 1, 30]) == 128  # clang's n >> 1 for an unroll by 2
    assert concrete_arithmetic(_instruction("bfe", "u32"), [0xABCD, 4, 8]) == 0xBC
    assert concrete_arithmetic(_instruction("bfe", "s32"), [0xABCD, 4, 8]) == 0xBC - 256  # top field bit set
    assert concrete_arithmetic(_instruction("bfe", "s32"), [0x3C0, 4, 8]) == 0x3C  # top field bit clear
    assert concrete_arithmetic(_instruction("bfe", "u32"), [-1, 28, 8]) == 0xF  # the field runs past bit 31
    assert concrete_arithmetic(_instruction("bfe", "s32"), [-1, 28, 8]) == -1
    assert concrete_arithmetic(_instruction("bfe", "u32"), [12345, 3, 0]) == 0
    assert concrete_arithmetic(_instruction("bfe", "u32"), [12345, 32, 4]) == 0


def test_comparisons_read_unsigned_and_signed():
    relation, a, b = comparison("ult", "u32", -1, 3)
    assert not holds(relation, a, b)  # 0xffffffff < 3 is false unsigned
    relation, a, b = comparison("lt", "s32", -1, 3)
    assert holds(relation, a, b)


def test_conversions_extend_by_source_type():
    assert convert(_instruction("cvt", "u64", opcode="cvt.u64.u32"), -1, None) == 2**32 - 1
    assert convert(_instruction("cvt", "s64", opcode="cvt.s64.s32"), -1, None) == -1
    assert convert(_instruction("cvt", "s64", ("zext",), opcode="zext"), -1, 32) == 2**32 - 1
    assert convert(_instruction("cvt", "s32", ("trunc",), opcode="trunc"), 2**32 + 5, 64) == 5
    assert wrap(2**32 + 5, 32) == 5


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["lt", "le", "gt", "ge", "eq", "ne"]), st.integers(-500, 500), st.integers(-20, 20))
def test_first_change_matches_brute_force(relation, difference, step):
    now = holds(relation, difference, 0)
    expected = next((j for j in range(1, 2000) if holds(relation, difference + j * step, 0) != now), NEVER)
    assert first_change(relation, difference, step) == expected


def test_a_billion_iterations_take_a_few_steps():
    # grid_stride with n = 10^9, S = 4 * 64: thread 0 runs ceil(10^9 / 256) = 3906250
    # iterations; the summary jumps, so 2,000 interpreted instructions are enough.
    loaded = module("evalset.ptx")
    kernel = loaded.kernel("grid_stride")
    bindings = bindings_for(kernel, {"params": {0: 2.0, 3: 10**9}, "grid": (4, 1, 1), "block": (64, 1, 1)})
    context = static_analysis(loaded, kernel).evaluation_context(kernel, loaded.functions)
    run = run_thread(context, bindings, (0, 0, 0), (0, 0, 0), max_steps=2000)
    assert run.complete and run.exact
    assert run.global_load_bytes == 3906250 * 8
    assert sum(run.loop_iterations.values()) == 3906250


def _reference_comparison(relation, type_name, left, right):
    """The comparison rule written out directly (PTX ISA 9.7.3 setp): integers of the type's width,
    unsigned for ``u`` relations and ``u``/``b`` types, equality on the wrapped bits."""
    width = int(type_name[1:])
    unsigned_relation = relation.startswith("u")
    plain = relation[1:] if unsigned_relation else relation
    signed = not unsigned_relation and type_name[0] == "s"
    if plain in ("eq", "ne"):
        return plain, wrap(left, width), wrap(right, width)
    mask = (1 << width) - 1
    return plain, (wrap(left, width) if signed else left & mask), (wrap(right, width) if signed else right & mask)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["lt", "le", "gt", "ge", "eq", "ne", "ult", "ule", "ugt", "uge"]),
       st.sampled_from(["s32", "u32", "b32", "s64", "u64", "s16", "u16"]),
       st.integers(-2**65, 2**65), st.integers(-2**65, 2**65))
def test_integer_comparisons_follow_the_rule(relation, type_name, left, right):
    assert comparison(relation, type_name, left, right) == _reference_comparison(relation, type_name, left, right)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(["add", "sub", "mul", "mad", "and", "shl", "shr", "min", "max", "rem"]),
       st.sampled_from(["s32", "u32", "s64", "u16"]), st.lists(st.integers(-2**40, 2**40), min_size=2, max_size=3),
       st.sampled_from([(), ("lo",), ("wide",), ("hi",)]))
def test_integer_arithmetic_gives_the_same_result_on_its_shortcut(op, type_name, values, modifiers):
    """Exact ints take the shortcut (no conversion, the type's facts from a memo); the same
    values as an int subclass take the general path: the results agree."""
    class Integer(int):
        pass

    instruction = Instruction(opcode=f"{op}.{type_name}", op=op, exec_class=ExecClass.INT, type=type_name,
                              modifiers=modifiers)
    assert concrete_arithmetic(instruction, values) == concrete_arithmetic(instruction, [Integer(v) for v in values])
