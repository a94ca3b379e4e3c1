"""The evaluator's specialised steps (``interpreter.fast_steps``) against the general path of
``ThreadState.execute`` (the same step with ``fast=None``): the same registers, widths, taint and
recorded comparisons for generated instructions and register contents, and hand-checked results
where a value wraps or reads unsigned."""

from __future__ import annotations

import dataclasses

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from analyzer.analysis.interpreter.context import planned_instruction
from analyzer.analysis.interpreter.thread_state import ThreadState
from analyzer.frontend.ptx import parse_ptx

KERNEL = """.version 8.0
.target sm_80
.address_size 64
.visible .entry k()
{{
.reg .b64 %r<8>;
{line}
ret;
}}
"""


def instruction_of(line: str):
    """The first instruction of a one-line kernel body."""
    return parse_ptx(KERNEL.format(line=line), "k.ptx").kernels[0].blocks[0].instructions[0]


def thread_with(values: dict, tainted: set) -> ThreadState:
    """A thread state holding ``values`` (a missing register is unknown), without a kernel: what
    ``execute`` reads and writes for a plain step."""
    thread = ThreadState.__new__(ThreadState)
    thread.state, thread.widths, thread.tainted = dict(values), {}, set(tainted)
    thread.compares, thread.nonlinear_inputs, thread.trace = [], {}, []
    thread.counters = dict.fromkeys(ThreadState.COUNTERS, 0)
    thread.specials, thread.params = {"tid.x": 5, "ntid.x": 128}, {}
    return thread


def both_paths(line: str, values: dict, tainted: set):
    """(fast thread, general thread, whether the step has a specialised form)."""
    step = planned_instruction("b", 0, instruction_of(line))
    fast, general = thread_with(values, tainted), thread_with(values, tainted)
    fast.execute(step)
    general.execute(dataclasses.replace(step, fast=None))
    return fast, general, step.fast is not None


def outcome(thread: ThreadState):
    return thread.state, thread.widths, thread.tainted, thread.compares, thread.nonlinear_inputs


def test_forms_with_and_without_a_specialised_step():
    with_one = ["add.s32 %r4, %r1, 3;", "add.u64 %r4, %r1, %r2;", "sub.s32 %r4, %r1, %r2;", "mul.lo.s32 %r4, %r1, 5;",
                "mul.wide.u32 %r4, %r1, %r2;", "mad.lo.s32 %r4, %r1, 4, %r2;", "shl.b32 %r4, %r1, 2;",
                "setp.lt.s32 %r4, %r1, 14;", "setp.ne.u64 %r4, %r1, %r2;", "mov.u32 %r4, %r1;", "or.pred %r4, %r1, %r2;",
                "mov.u32 %r4, %tid.x;", "mov.u32 %r4, %ctaid.y;"]
    without = ["add.f32 %r4, %r1, %r2;", "mul.hi.s32 %r4, %r1, %r2;", "add.s32 %r4, 3, %r1;", "shr.u32 %r4, %r1, 2;",
               "@%r3 add.s32 %r4, %r1, 1;", "setp.lt.s32 %r4|%r5, %r1, 2;",
               "setp.lt.and.s32 %r4, %r1, 2, %r3;", "ld.global.u32 %r4, [%r1];", "add.s32 %r4, %r1, 1.5;"]
    assert all(planned_instruction("b", 0, instruction_of(line)).fast is not None for line in with_one)
    assert all(planned_instruction("b", 0, instruction_of(line)).fast is None for line in without)


def test_hand_checked_results_of_the_specialised_steps():
    fast, general, specialised = both_paths("add.s32 %r4, %r1, 1;", {"%r1": 2**31 - 1}, set())
    assert specialised and fast.state["%r4"] == -(2**31) and fast.widths["%r4"] == 32  # wraps to s32's minimum
    assert outcome(fast) == outcome(general)
    fast, general, _ = both_paths("setp.lo.u32 %r4, %r1, 5;", {"%r1": -1}, {"%r1"})
    assert fast.state["%r4"] is False and fast.compares == [("lt", 4294967295, 5, True)] and "%r4" in fast.tainted
    assert outcome(fast) == outcome(general)
    fast, general, _ = both_paths("mad.wide.s32 %r4, %r1, %r2, %r3;", {"%r1": -3, "%r2": 2**31 - 1, "%r3": 7}, set())
    assert fast.state["%r4"] == -3 * (2**31 - 1) + 7 and fast.widths["%r4"] == 32
    assert outcome(fast) == outcome(general)
    fast, general, _ = both_paths("shl.b32 %r4, %r1, 33;", {"%r1": 5}, {"%r4"})
    assert fast.state["%r4"] == 0 and "%r4" not in fast.tainted and outcome(fast) == outcome(general)
    fast, general, _ = both_paths("add.s32 %r4, %r1, %r2;", {"%r1": 1.5, "%r2": 2}, set())  # float: general path
    assert outcome(fast) == outcome(general)
    step = planned_instruction("b", 0, instruction_of("mov.u32 %r4, %tid.y;"))
    fast, general = thread_with({}, {"%r4"}), thread_with({}, {"%r4"})
    fast.specials = general.specials = {"tid.y": 3}
    fast.execute(step)
    general.execute(dataclasses.replace(step, fast=None))
    assert fast.state["%r4"] == 3 and not fast.tainted and outcome(fast) == outcome(general)


OPCODES = st.sampled_from(["add", "sub", "mul.lo", "mul.wide", "mul.hi", "mad.lo", "mad.wide", "mad.hi", "shl",
                           "setp.lt", "setp.ge", "setp.eq", "setp.ne", "setp.lo", "setp.hs", "setp.ltu",
                           "and", "or", "mov"])
TYPES = st.sampled_from(["s32", "u32", "b32", "s64", "u64", "b64", "s16", "u16", "pred", "f32"])
REGISTERS = st.sampled_from(["%r1", "%r2", "%r3", "%tid.x", "%ntid.x", "%ctaid.x"])
IMMEDIATES = st.sampled_from(["0", "1", "-1", "7", "31", "32", "33", "64", "2147483647", "-2147483648",
                              "4294967295", "0x7FFFFFFFFFFFFFFF"])
VALUES = st.one_of(st.none(), st.integers(-(2**66), 2**66), st.sampled_from([0, 1, -1, 2**31, 2**32 - 1, 2**63]),
                   st.booleans(), st.floats(-1e6, 1e6, allow_nan=False))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(opcode=OPCODES, type_name=TYPES, sources=st.lists(st.one_of(REGISTERS, IMMEDIATES), min_size=1, max_size=3),
       destination=st.sampled_from(["%r4", "%r1"]), values=st.fixed_dictionaries({}, optional={
           "%r1": VALUES, "%r2": VALUES, "%r3": VALUES}),
       tainted=st.sets(st.sampled_from(["%r1", "%r2", "%r3", "%r4"])))
def test_the_specialised_step_does_what_the_general_path_does(opcode, type_name, sources, destination, values, tainted):
    line = f"{opcode}.{type_name} {destination}, {', '.join(sources)};"
    values = {name: value for name, value in values.items() if value is not None}
    fast, general, _ = both_paths(line, values, tainted)
    assert outcome(fast) == outcome(general)
