"""Loops, symbolic values and longest-path counts on small hand-built kernels."""

from __future__ import annotations

from analysis_core_builders import make_kernel
from analyzer.analysis.quantities.counts import block_executions, dynamic_counts
from analyzer.analysis.facts.loops import find_loops
from analyzer.analysis.facts.values import ValueAnalysis
from analyzer.ir import ExecClass, Reg
from analyzer.symbolic import sym


def test_loops_sharing_a_header_merge_and_nest():
    # head has two back edges (from a and from b): one loop L1 with both latches; inner is a
    # self-loop nested in it (depth 2, parent L1).
    kernel = make_kernel([
        ("entry", ["mov.u32 %i, 0"], ["head"]),
        ("head", ["setp.lt.s32 %p, %i, 5", "@%p bra a"], ["a", "b"]),
        ("a", ["add.s32 %i, %i, 1", "bra head"], ["head"]),
        ("b", ["add.s32 %i, %i, 2"], ["inner"]),
        ("inner", ["setp.lt.s32 %q, %i, 3", "@%q bra inner"], ["inner", "tail"]),
        ("tail", ["setp.lt.s32 %r, %i, 9", "@%r bra head"], ["head", "done"]),
        ("done", ["ret"], []),
    ])
    loops = find_loops(kernel)
    assert [loop.id for loop in loops] == ["L1", "L2"]
    outer, inner = loops
    assert outer.header == "head" and outer.latches == ("a", "tail") and outer.depth == 1
    assert outer.blocks == frozenset({"head", "a", "b", "inner", "tail"}) and outer.exits == ("tail",)
    assert inner.header == "inner" and inner.parent == "L1" and inner.depth == 2


def test_values_through_shifts_masks_and_conversions():
    kernel = make_kernel([
        ("entry", ["mov.u32 %t, %tid.x", "shl.b32 %a, %t, 3", "shr.u32 %b, $n, 2", "and.b32 %c, $n, 15",
                   "cvt.u64.u32 %d, %a", "add.s64 %e, $P, %d", "mad.lo.s32 %f, %b, %c, 7",
                   "ld.global.4 %g, [%e+8]", "add.s32 %h, %g, 1", "ret"], []),
    ], params=["P", "n"])
    values = ValueAnalysis(kernel)
    assert str(values.value(Reg("%e"))) == "8*tid_x + P"
    assert values.value(Reg("%f")).evaluate({"n": 100}) == (100 // 4) * (100 % 16) + 7
    assert values.value(Reg("%h")) is None  # derived from a load: data dependent


def test_thread_dependent_branch_takes_the_side_with_more_work():
    # if (tid < n) { 3 instructions } else { 1 instruction }: the longest path is the then side.
    kernel = make_kernel([
        ("entry", ["mov.u32 %t, %tid.x", "setp.ge.s32 %p, %t, $n", "@%p bra other"], ["other", "then"]),
        ("then", ["ld.global.4 %x, [$P]", "st.global.4 [$P+4], %x", "bra done"], ["done"]),
        ("other", ["bar.sync 0"], ["done"]),
        ("done", ["ret"], []),
    ], params=["P", "n"])
    loops = find_loops(kernel)
    executions = block_executions(kernel, loops, {}, bindings={"n": 10})
    assert executions["then"].evaluate({}) == 1 and executions["other"].evaluate({}) == 0
    counts = dynamic_counts(kernel, executions, ValueAnalysis(kernel))
    assert counts.global_load_bytes.evaluate({}) == 4 and counts.global_store_bytes.evaluate({}) == 4
    assert counts.syncs.evaluate({}) == 0


def test_parameter_branch_is_resolved_by_bindings():
    # if (n > 100) { loop of trip T } else { ret }: with n = 5 the loop side is not taken even
    # though it has more work.
    kernel = make_kernel([
        ("entry", ["setp.gt.s32 %p, $n, 100", "@%p bra body"], ["body", "done"]),
        ("body", ["add.s32 %i, %i, 1", "setp.lt.s32 %q, %i, $n", "@%q bra body"], ["body", "done"]),
        ("done", ["ret"], []),
    ], params=["n"])
    loops = find_loops(kernel)
    assert block_executions(kernel, loops, {"L1": sym("T")}, bindings={"n": 5})["body"].evaluate({}) == 0
    assert str(block_executions(kernel, loops, {"L1": sym("T")})["body"]) == "T"


def test_integer_multiplies_are_counted_apart():
    # mul.lo, mul.wide and mad.lo are integer multiplies (IMAD/IMUL); add and shl are not: 3 of
    # the 5 int instructions.
    kernel = make_kernel([
        ("entry", ["mov.u32 %t, %tid.x", "mul.lo.s32 %a, %t, 4", "mul.wide.s32 %w, %a, 4", "mad.lo.s32 %b, %a, %t, 1",
                   "add.s32 %c, %b, 1", "shl.b32 %d, %c, 2", "ret"], []),
    ], params=[])
    executions = block_executions(kernel, find_loops(kernel), {})
    counts = dynamic_counts(kernel, executions, ValueAnalysis(kernel))
    assert counts.int_multiplies.evaluate({}) == 3
    assert dict(counts.by_class)[ExecClass.INT].evaluate({}) == 5


def test_value_under_one_callback_equals_value_and_computes_shared_registers_once():
    """``value_under``: a loop-carried ``%i`` (two definitions) set to 7 by the callback; the
    addresses ``%a = 4*%i + 16*%tid`` and ``%a + 8`` both read ``%a``. Each equals ``value`` with
    the same callback (4*7 + 16*tid_x = 28 + 16 tid_x, and 36 + 16 tid_x), and the callback is
    asked once for ``%i`` over both calls, where ``value`` asks once per call."""
    kernel = make_kernel([
        ("entry", ["mov.u32 %i, 0", "mov.u32 %t, %tid.x"], ["head"]),
        ("head", ["mul.lo.s32 %x, %i, 4", "mul.lo.s32 %y, %t, 16", "add.s32 %a, %x, %y",
                  "add.s32 %b, %a, 8", "add.s32 %i, %i, 1", "setp.lt.s32 %p, %i, 5", "@%p bra head"],
         ["head", "done"]),
        ("done", ["ret"], []),
    ])
    values = ValueAnalysis(kernel)
    asked = []

    def start(name, block, index):
        asked.append(name)
        return sym("i0") if name == "%i" else None

    at = ("head", 6)
    shared = values.value_under(start)
    first, second = shared(Reg("%a"), at), shared(Reg("%b"), at)
    assert asked.count("%i") == 1
    assert first == values.value(Reg("%a"), start, at) and second == values.value(Reg("%b"), start, at)
    assert str(first.substitute({"i0": 7})) == "16*tid_x + 28" and str(second.substitute({"i0": 7})) == "16*tid_x + 36"


def _phase_loop(guard: list[str]):
    """for (ph = 0; ph < T; ++ph) { <guard>; if (!p) { three loads } }: nvcc's remainder pattern
    when ``guard`` tests ``min(n - ph * ntid.x, ntid.x) & 3 == 0``."""
    return make_kernel([
        ("entry", ["mov.u32 %ph, 0", "mov.u32 %b, %ntid.x"], ["head"]),
        ("head", [*guard, "@%p bra latch"], ["latch", "rem"]),
        ("rem", ["ld.global.4 %x, [$P]", "ld.global.4 %y, [$P+4]", "ld.global.4 %z, [$P+8]"], ["latch"]),
        ("latch", ["add.s32 %ph, %ph, 1", "setp.lt.s32 %q, %ph, $T", "@%q bra head"], ["head", "done"]),
        ("done", ["ret"], []),
    ], params=["P", "n", "T"])


def _rem_executions(kernel, bindings, with_iterations=True):
    from analyzer.analysis.facts.cfg import build_cfg
    from analyzer.analysis.facts.predicates import LoopIterations, resolved_successors
    from analyzer.analysis.facts.trip_counts import induction_variables

    loops, cfg, values = find_loops(kernel), build_cfg(kernel), ValueAnalysis(kernel)
    starts, steps = induction_variables(kernel, loops, cfg, values)
    iterations = LoopIterations(starts, steps, loops, {"L1": sym("T")}) if with_iterations else None
    successors = resolved_successors(values, bindings, iterations)
    assert successors["latch"] == ("head", "done")  # a loop exit is never decided by iterations
    executions = block_executions(kernel, loops, {"L1": sym("T")}, bindings, cfg, successors)
    return executions["rem"].evaluate({"T": bindings["T"]})


REMAINDER = ["mul.lo.s32 %off, %ph, %b", "sub.s32 %left, $n, %off", "min.s32 %cnt, %left, %b",
             "and.b32 %r, %cnt, 3", "setp.eq.s32 %p, %r, 0"]


def test_an_unroll_remainder_no_iteration_runs_is_skipped():
    # n = 4096, 4 threads per block, 1024 phases: the count is min(4096 - 4 ph, 4) = 4 in every
    # phase, 4 & 3 = 0: the three remainder loads never run (the heavier side ran them 1024 times)
    assert _rem_executions(_phase_loop(REMAINDER), {"n": 4096, "ntid_x": 4, "T": 1024}) == 0
    assert _rem_executions(_phase_loop(REMAINDER), {"n": 4096, "ntid_x": 4, "T": 1024}, False) == 1024
    # 6 threads, 683 phases: 6 & 3 = 2 up to the last phase, whose count is 4096 - 6 x 682 = 4:
    # the phases disagree, so the heavier side (the remainder in every phase) stays
    assert _rem_executions(_phase_loop(REMAINDER), {"n": 4096, "ntid_x": 6, "T": 683}) == 683
    # 8 threads, n = 4100: the last phase's count is 4 again, the others 8: all skip
    assert _rem_executions(_phase_loop(REMAINDER), {"n": 4100, "ntid_x": 8, "T": 513}) == 0


def test_a_branch_some_iteration_takes_otherwise_keeps_the_heavier_side():
    # if (ph != 0) skip: run in phase 0 only; if (ph < 2) skip: run from phase 2 on; if
    # ((ph + 1) & 3 != 0) skip: run in every fourth phase. None is decided: the loads count on every phase
    for guard in (["setp.ne.s32 %p, %ph, 0"], ["setp.lt.s32 %p, %ph, 2"],
                  ["add.s32 %s, %ph, 1", "and.b32 %r, %s, 3", "setp.ne.s32 %p, %r, 0"]):
        assert _rem_executions(_phase_loop(guard), {"n": 4096, "ntid_x": 4, "T": 1024}) == 1024
