"""Method A kernel instruction strings: letters, segments, text form and expansion."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.analysis.strings.instruction_string import (
    expand_string, format_string, instruction_string, lc_letter, parse_string,
)
from analyzer.analysis.kernel_model import StringSegment
from analyzer.errors import InputError
from analyzer.ir import ExecClass
from analyzer.symbolic import ceildiv, const, sym

from latency_builders import branch, executions, kernel, load, loop, op, param, phi, ret, special, store


def test_letters_by_unit():
    load_store = {ExecClass.LD_GLOBAL, ExecClass.ST_GLOBAL, ExecClass.LD_SHARED, ExecClass.ST_SHARED,
                  ExecClass.LD_LOCAL, ExecClass.ST_LOCAL, ExecClass.LD_CONST, ExecClass.LD_TEXTURE,
                  ExecClass.ATOMIC_GLOBAL, ExecClass.ATOMIC_SHARED}
    no_unit = {ExecClass.CONTROL, ExecClass.BARRIER, ExecClass.LD_PARAM}
    for exec_class in ExecClass:
        expected = "L" if exec_class in load_store else None if exec_class in no_unit else "C"
        assert lc_letter(exec_class) == expected, exec_class


def _vecadd():
    # The vecadd sm_90 PTX by hand: 4 parameter reads (no letter), 3 special-register moves,
    # mad, setp (C each), guarded branch; body: cvta, mul.wide, add, cvta, add (C), 2 loads (L),
    # add.f32 (C), cvta, add (C), store (L); exit: ret.
    entry = [param("%rd1", 0), param("%rd2", 1), param("%rd3", 2), param("%r2", 3, "u32"),
             special("%r3", "ctaid.x"), special("%r4", "ntid.x"), special("%r5", "tid.x"),
             op("int", "%r1", "%r3", "%r4", "%r5"), op("int", "%p1", "%r1", "%r2"), branch("exit", guard="%p1")]
    body = [op("conv", "%rd4", "%rd1"), op("int", "%rd5", "%r1"), op("int", "%rd6", "%rd4", "%rd5"),
            op("conv", "%rd7", "%rd2"), op("int", "%rd8", "%rd7", "%rd5"), load("ld_global", "%f1", "%rd8"),
            load("ld_global", "%f2", "%rd6"), op("fp32", "%f3", "%f2", "%f1"), op("conv", "%rd9", "%rd3"),
            op("int", "%rd10", "%rd9", "%rd5"), store("st_global", "%rd10", "%f3")]
    return kernel([("entry", entry, ("body", "exit")), ("body", body, ("exit",)), ("exit", [ret()], ())],
                  name="vecadd")


def test_vecadd_string_has_two_loads_and_one_store():
    k = _vecadd()
    segments = instruction_string(k, (), {}, executions(k))
    assert segments == (StringSegment(letters="CCCCC" + "CCCCCLLCCCL"),)
    text = expand_string(segments, {})
    assert text.count("L") == 3 and text.count("C") == 13


def _dot_product():
    # entry: 2 C; loop body: 2 loads (L), fma (C), 2 pointer adds + setp (C C C), branch; exit:
    # store (L), ret.
    return kernel([
        ("entry", [op("int", "%i", "%n"), op("fp32", "%acc", "%z"), branch("body")], ("body",)),
        ("body", [load("ld_global", "%a", "%pa"), load("ld_global", "%b", "%pb"), op("fp32", "%acc", "%a", "%b", "%acc"),
                  op("int", "%pa", "%pa"), op("int", "%pb", "%pb"), op("int", "%p", "%i"), branch("body", guard="%p")],
         ("body", "exit")),
        ("exit", [store("st_global", "%r", "%acc"), ret()], ()),
    ])


def test_loop_becomes_a_repeated_segment():
    k = _dot_product()
    loops = (loop("L1", "body", {"body"}, ("body",), ("body",)),)
    segments = instruction_string(k, loops, {"L1": const(64)}, executions(k, body=64))
    assert segments == (StringSegment(letters="CC"),
                        StringSegment(body=(StringSegment(letters="LLCCCC"),), count=const(64), loop_id="L1"),
                        StringSegment(letters="L"))
    assert format_string(segments) == "CC(LLCCCC)^64 L"
    expanded = expand_string(segments, {})
    assert len(expanded) == 2 + 64 * 6 + 1 and expanded.count("L") == 64 * 2 + 1


def test_symbolic_count_text_and_missing_symbol():
    k = _dot_product()
    loops = (loop("L1", "body", {"body"}, ("body",), ("body",)),)
    trip = ceildiv(sym("n"), 16)
    segments = instruction_string(k, loops, {"L1": trip}, executions(k, body=trip))
    assert format_string(segments) == "CC(LLCCCC)^(ceildiv(n, 16)) L"
    assert expand_string(segments, {"n": 33}) == "CC" + "LLCCCC" * 3 + "L"
    with pytest.raises(InputError, match=r"loop L1 .*needs a value for n"):
        expand_string(segments, {})


def test_nested_loops_nest_segments_and_phis_get_no_letter():
    k = kernel([("head", [phi("%j", "%j0", "%j1"), op("int", "%j1", "%j")], ("inner",)),
                ("inner", [load("ld_shared", "%v", "%a"), op("fp32", "%s", "%v"), branch("inner", guard="%q")],
                 ("inner", "latch")),
                ("latch", [store("st_shared", "%a", "%s"), branch("head", guard="%r")], ("head", "exit")),
                ("exit", [ret()], ())])
    loops = (loop("L1", "head", {"head", "inner", "latch"}, ("latch",), ("latch",)),
             loop("L2", "inner", {"inner"}, ("inner",), ("inner",), parent="L1", depth=2))
    segments = instruction_string(k, loops, {"L1": sym("n"), "L2": const(4)}, executions(k))
    assert format_string(segments) == "(C(LC)^4 L)^(n)"
    assert expand_string(segments, {"n": 2}) == ("C" + "LC" * 4 + "L") * 2


def test_loop_without_letters_and_dead_blocks_are_left_out():
    k = kernel([("entry", [op("int", "%x", "%y")], ("spin", "dead")),
                ("spin", [branch("spin", guard="%q")], ("spin", "exit")),
                ("dead", [load("ld_global", "%a", "%p")], ("exit",)),
                ("exit", [ret()], ())])
    loops = (loop("L1", "spin", {"spin"}, ("spin",), ("spin",)),)
    assert instruction_string(k, loops, {}, executions(k, dead=0)) == (StringSegment(letters="C"),)


def test_expansion_limits_and_bad_counts():
    segments = (StringSegment(body=(StringSegment(letters="LC"),), count=sym("n"), loop_id="L3"),)
    with pytest.raises(InputError, match="longer than 1000000 letters"):
        expand_string(segments, {"n": 600_000})
    assert expand_string(segments, {"n": 500_000}) == "LC" * 500_000
    assert expand_string(segments, {"n": -3}) == ""
    with pytest.raises(InputError, match=r"loop L3 .*2\.5, not a whole number"):
        expand_string(segments, {"n": 2.5})
    with pytest.raises(InputError, match="longer than 10 letters"):
        expand_string(segments, {"n": 6}, limit=10)


@pytest.mark.parametrize("text", ["Lx", "(LC", "LC)", "(LC)", "(LC)^", "(LC)^(n)", "(LC)^-2", "lc"])
def test_parse_rejects_malformed_text(text):
    with pytest.raises(InputError):
        parse_string(text)


def test_parse_accepts_spaces_and_parenthesised_counts():
    assert expand_string(parse_string("C (LLC)^(3) L"), {}) == "CLLCLLCLLCL"
    assert parse_string("LLCLL") == (StringSegment(letters="LLCLL"),)


_letters = st.text(alphabet="LC", max_size=4)


def _segments(depth: int):
    leaf = st.builds(lambda letters: StringSegment(letters=letters), _letters)
    if depth == 0:
        return st.lists(leaf, max_size=3).map(tuple)
    repeated = st.builds(lambda body, count: StringSegment(body=body, count=const(count), loop_id="L"),
                         _segments(depth - 1), st.integers(0, 4))
    return st.lists(st.one_of(leaf, repeated), max_size=3).map(tuple)


@settings(max_examples=150, deadline=None)
@given(_segments(3))
def test_format_parse_expand_round_trip(segments):
    text = format_string(segments)
    parsed = parse_string(text)
    assert expand_string(parsed, {}) == expand_string(segments, {})
    assert format_string(parsed) == text


@settings(max_examples=60, deadline=None)
@given(_segments(2), st.integers(0, 5))
def test_symbolic_counts_expand_like_their_bound_form(segments, value):
    def symbolic(segs):
        return tuple(StringSegment(body=symbolic(s.body), count=sym("t"), loop_id="L") if s.count is not None else s
                     for s in segs)

    def bound(segs):
        return tuple(StringSegment(body=bound(s.body), count=const(value), loop_id="L") if s.count is not None else s
                     for s in segs)

    assert expand_string(symbolic(segments), {"t": value}) == expand_string(parse_string(format_string(bound(segments))), {})
