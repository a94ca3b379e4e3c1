"""Trip counts and block executions of hand-built loops, checked against a one-thread simulation
of the same IR (analysis_core_builders.simulate) over many parameter values (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from analysis_core_builders import make_kernel, simulate
from analyzer.analysis.quantities.counts import block_executions
from analyzer.analysis.facts.loops import find_loops
from analyzer.analysis.facts.trip_counts import loop_trip_counts


def analyse(kernel, env):
    """Block executions of the analysis evaluated at ``env``, and the loop infos."""
    loops = find_loops(kernel)
    infos = loop_trip_counts(kernel, loops)
    trips = {info.id: info.trip_count for info in infos}
    executions = block_executions(kernel, loops, trips, bindings=env)
    return {label: int(expr.evaluate(env)) for label, expr in executions.items()}, infos


def check(kernel, env):
    predicted, infos = analyse(kernel, env)
    simulated = simulate(kernel, env)
    for label, count in predicted.items():
        assert count == simulated.get(label, 0), (label, predicted, simulated, [i.trip_count for i in infos])
    return infos


# Rotated counted loop as nvcc emits it: guard "s < b", body, i += c, test on the new value.
ROTATED = make_kernel([
    ("entry", ["mov.u32 %i, $s", "setp.ge.s32 %p1, $s, $b", "@%p1 bra done"], ["done", "body"]),
    ("body", ["add.s32 %x, %i, 1", "add.s32 %i, %i, $c", "setp.lt.s32 %p2, %i, $b", "@%p2 bra body"], ["body", "done"]),
    ("done", ["ret"], []),
], params=["s", "b", "c"])

# While form with "<=" (test in the header on the current value, update in the latch).
WHILE_LE = make_kernel([
    ("entry", ["mov.u32 %i, $s"], ["head"]),
    ("head", ["setp.gt.s32 %p, %i, $b", "@%p bra done"], ["done", "body"]),
    ("body", ["add.s32 %x, %i, 1", "add.s32 %i, %i, $c", "bra head"], ["head"]),
    ("done", ["ret"], []),
], params=["s", "b", "c"])

# Unguarded do-while counting down while i > b (test on the new value).
COUNT_DOWN = make_kernel([
    ("entry", ["mov.u32 %i, $s"], ["body"]),
    ("body", ["sub.s32 %i, %i, $c", "setp.gt.s32 %p, %i, $b", "@%p bra body"], ["body", "done"]),
    ("done", ["ret"], []),
], params=["s", "b", "c"])

# Two induction variables advancing together; the exit tests one of them (matmul's a <= aEnd).
TWO_VARIABLES = make_kernel([
    ("entry", ["mul.lo.s32 %a, $w, %ctaid.y", "mov.u32 %bb, %ctaid.x", "add.s32 %end, %a, $w",
               "add.s32 %end, %end, -1", "setp.gt.s32 %p, %a, %end", "@%p bra done"], ["done", "body"]),
    ("body", ["ld.global.4 %x, [%bb]", "add.s32 %bb, %bb, $w", "add.s32 %a, %a, 16",
              "setp.le.s32 %q, %a, %end", "@%q bra body"], ["body", "done"]),
    ("done", ["ret"], []),
], params=["w"])

# LLVM form: phi in the header, icmp on the phi, br with two targets, increment in the latch.
LLVM_WHILE = make_kernel([
    ("entry", ["mov.u32 %start, $s"], ["head"]),
    ("head", ["phi.s32 %i, %start:entry, %next:body", "setp.lt.s32 %c, %i, $b", "br %c, body, done"], ["body", "done"]),
    ("body", ["add.s32 %next, %i, $c", "bra head"], ["head"]),
    ("done", ["ret"], []),
], params=["s", "b", "c"])

# LLVM rotated: phi in the header/latch block, test on the incremented value.
LLVM_ROTATED = make_kernel([
    ("entry", ["setp.lt.s32 %g, $s, $b", "br %g, body, done"], ["body", "done"]),
    ("body", ["phi.s32 %i, $s:entry, %next:body", "add.s32 %next, %i, $c", "setp.lt.s32 %t, %next, $b",
              "br %t, body, done"], ["body", "done"]),
    ("done", ["ret"], []),
], params=["s", "b", "c"])

# Grid-stride loop; the analysis represents thread 0 of block 0 (the simulation runs it).
GRID_STRIDE = make_kernel([
    ("entry", ["mov.u32 %n1, %ntid.x", "mov.u32 %c1, %ctaid.x", "mov.u32 %t1, %tid.x", "mad.lo.s32 %i, %c1, %n1, %t1",
               "mov.u32 %g, %nctaid.x", "mul.lo.s32 %stride, %n1, %g", "setp.ge.s32 %p, %i, $n", "@%p bra done"],
     ["done", "body"]),
    ("body", ["shl.b32 %o, %i, 2", "ld.global.4 %x, [%o]", "add.s32 %i, %i, %stride", "setp.lt.s32 %q, %i, $n",
              "@%q bra body"], ["body", "done"]),
    ("done", ["ret"], []),
], params=["n"])

# Halving loop as nvcc rotates it: guard s == 0, test "s > 1" on the old value, then s >>= 1.
HALVING = make_kernel([
    ("entry", ["mov.u32 %n1, %ntid.x", "shr.u32 %s, %n1, 1", "setp.eq.s32 %p, %s, 0", "@%p bra done"], ["done", "body"]),
    ("body", ["setp.gt.u32 %q, %s, 1", "shr.u32 %s, %s, 1", "@%q bra body"], ["body", "done"]),
    ("done", ["ret"], []),
], params=[])

# Halving while-form: while (s > b) s >>= 2.
HALVING_WHILE = make_kernel([
    ("entry", ["mov.u32 %s, $s"], ["head"]),
    ("head", ["setp.le.s32 %p, %s, $b", "@%p bra done"], ["done", "body"]),
    ("body", ["shr.s32 %s, %s, 2", "bra head"], ["head"]),
    ("done", ["ret"], []),
], params=["s", "b"])

# Doubling: for (s = v; s < n; s <<= 1), rotated with the test on the new value (fft's stages).
DOUBLING = make_kernel([
    ("entry", ["mov.u32 %s, $v", "setp.ge.s32 %p, %s, $n", "@%p bra done"], ["done", "body"]),
    ("body", ["shl.b32 %s, %s, 1", "setp.lt.u32 %q, %s, $n", "@%q bra body"], ["body", "done"]),
    ("done", ["ret"], []),
], params=["v", "n"])

# nvcc's unroll by 4 of "for (k = 0; k < n; k++)": main loop counting n - n%4 down by 4 to 0,
# remainder loop counting n%4 down to 0, each behind its guard.
UNROLLED = make_kernel([
    ("entry", ["setp.lt.s32 %p1, $n, 1", "@%p1 bra done"], ["done", "pre"]),
    ("pre", ["add.s32 %nm1, $n, -1", "and.b32 %rem, $n, 3", "setp.lt.u32 %p2, %nm1, 3", "mov.u32 %k, 0",
             "@%p2 bra remcheck"], ["remcheck", "premain"]),
    ("premain", ["sub.s32 %main, $n, %rem"], ["main"]),
    ("main", ["add.s32 %k, %k, 4", "add.s32 %main, %main, -4", "setp.ne.s32 %p3, %main, 0", "@%p3 bra main"],
     ["main", "remcheck"]),
    ("remcheck", ["setp.eq.s32 %p4, %rem, 0", "@%p4 bra done"], ["done", "rem"]),
    ("rem", ["add.s32 %k, %k, 1", "add.s32 %rem, %rem, -1", "setp.ne.s32 %p5, %rem, 0", "@%p5 bra rem"], ["rem", "done"]),
    ("done", ["ret"], []),
], params=["n"])

# Nested: outer while form over i < n step 1, inner rotated j = 0..m-1 reset in the outer body.
NESTED = make_kernel([
    ("entry", ["mov.u32 %i, 0"], ["head"]),
    ("head", ["setp.ge.s32 %p, %i, $n", "@%p bra done"], ["done", "pre"]),
    ("pre", ["mov.u32 %j, 0", "setp.lt.s32 %g, $m, 1", "@%g bra latch"], ["latch", "inner"]),
    ("inner", ["add.s32 %j, %j, 1", "setp.lt.s32 %q, %j, $m", "@%q bra inner"], ["inner", "latch"]),
    ("latch", ["add.s32 %i, %i, 1", "bra head"], ["head"]),
    ("done", ["ret"], []),
], params=["n", "m"])

small = st.integers(-30, 120)
steps = st.integers(1, 9)


@settings(max_examples=150, deadline=None)
@given(s=small, b=small, c=steps)
def test_rotated_counted_loop(s, b, c):
    check(ROTATED, {"s": s, "b": b, "c": c})


@settings(max_examples=150, deadline=None)
@given(s=small, b=small, c=steps)
def test_while_form_less_equal(s, b, c):
    check(WHILE_LE, {"s": s, "b": b, "c": c})


@settings(max_examples=150, deadline=None)
@given(s=small, b=small, c=steps)
def test_count_down_do_while(s, b, c):
    check(COUNT_DOWN, {"s": s, "b": b, "c": c})


@settings(max_examples=100, deadline=None)
@given(w=st.integers(1, 300), x=st.integers(0, 5), y=st.integers(0, 5))
def test_two_induction_variables(w, x, y):
    check(TWO_VARIABLES, {"w": w, "ctaid_x": x, "ctaid_y": y})


@settings(max_examples=150, deadline=None)
@given(s=small, b=small, c=steps)
def test_llvm_phi_while_form(s, b, c):
    check(LLVM_WHILE, {"s": s, "b": b, "c": c})


@settings(max_examples=150, deadline=None)
@given(s=small, b=small, c=steps)
def test_llvm_phi_rotated(s, b, c):
    check(LLVM_ROTATED, {"s": s, "b": b, "c": c})


@settings(max_examples=100, deadline=None)
@given(n=st.integers(1, 5000), ntid=st.integers(1, 64), nctaid=st.integers(1, 16))
def test_grid_stride_thread_zero(n, ntid, nctaid):
    env = {"n": n, "ntid_x": ntid, "nctaid_x": nctaid, "tid_x": 0, "ctaid_x": 0}
    infos = check(GRID_STRIDE, env)
    assert "tid = ctaid = 0" in infos[0].derivation


@settings(max_examples=100, deadline=None)
@given(ntid=st.integers(1, 1024))
def test_halving_rotated(ntid):
    check(HALVING, {"ntid_x": ntid})


@settings(max_examples=150, deadline=None)
@given(s=st.integers(-5, 5000), b=st.integers(0, 40))
def test_halving_while_by_four(s, b):
    check(HALVING_WHILE, {"s": s, "b": b})


@settings(max_examples=150, deadline=None)
@given(v=st.integers(1, 100), n=st.integers(-5, 5000))
def test_doubling(v, n):
    check(DOUBLING, {"v": v, "n": n})


@settings(max_examples=150, deadline=None)
@given(n=st.integers(-3, 300))
def test_unrolled_main_and_remainder(n):
    check(UNROLLED, {"n": n})


@settings(max_examples=100, deadline=None)
@given(n=st.integers(0, 30), m=st.integers(-2, 30))
def test_nested_loops(n, m):
    check(NESTED, {"n": n, "m": m})


def test_derivations_name_the_form():
    infos = loop_trip_counts(ROTATED, find_loops(ROTATED))
    # Rotated: T = max(1, ceildiv(b - s, c)) (the body runs before the first test).
    assert str(infos[0].trip_count) == "max(ceildiv(b - s, c), 1)"
    assert "do-while" in infos[0].derivation and "line 6" in infos[0].derivation
    infos = loop_trip_counts(WHILE_LE, find_loops(WHILE_LE))
    assert "test before the body" in infos[0].derivation
    # fft-like doubling with v = 1, n = 1024: 1, 2, ..., 512 pass the test: 10 iterations.
    infos = loop_trip_counts(DOUBLING, find_loops(DOUBLING))
    assert infos[0].trip_count.evaluate({"v": 1, "n": 1024}) == 10


def test_data_dependent_bound_names_the_load_line():
    kernel = make_kernel([
        ("entry", ["ld.global.4 %m, [$P]", "mov.u32 %i, 0"], ["body"]),
        ("body", ["add.s32 %i, %i, 1", "setp.lt.s32 %q, %i, %m", "@%q bra body"], ["body", "done"]),
        ("done", ["ret"], []),
    ], params=["P"])
    info = loop_trip_counts(kernel, find_loops(kernel))[0]
    assert info.data_dependent and str(info.trip_count) == "trip_L1"
    assert info.derivation == "bound loaded from memory at line 1"


# clang's loop unrolled by 2 (its remainder aside): the bound 2 * (n >> 1) comes from a bfe, the
# 64-bit induction variable is compared through a truncation to 32 bits.
UNROLLED_BY_TWO = make_kernel([
    ("entry", ["bfe.u32 %h, $n, 1, 30", "mul.wide.u32 %lim, %h, 2", "cvt.u32.u64 %lim32, %lim", "mov.u64 %i, 0"],
     ["body"]),
    ("body", ["add.s32 %x, %i, 1", "add.s64 %i, %i, 2", "cvt.u32.u64 %i32, %i", "setp.ne.s32 %p, %lim32, %i32",
              "@%p bra body"], ["body", "done"]),
    ("done", ["ret"], []),
], params=["n"])


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=2, max_value=600))
def test_unrolled_by_two_bound_through_bit_field_extract(n):
    infos = check(UNROLLED_BY_TWO, {"n": n})
    assert not infos[0].data_dependent
    assert int(infos[0].trip_count.evaluate({"n": n})) == n // 2  # 128 for 256 atoms


# nvcc's rotated loop: the exit test ends the body block ("@%p bra done"), and the back edge is
# a "bra.uni" block of its own (blur_rows.ptx, $L__BB0_4). The body runs once more than the
# test passes: for b - s = 7, step 4 (i = s + 4, s + 8 fails at the second test): 2 runs.
NVCC_SPLIT = make_kernel([
    ("entry", ["mov.u32 %i, $s", "setp.ge.s32 %p1, $s, $b", "@%p1 bra done"], ["done", "body"]),
    ("body", ["ld.global.4 %x, [%i]", "add.s32 %i, %i, $c", "setp.ge.s32 %p2, %i, $b", "@%p2 bra done"],
     ["done", "latch"]),
    ("latch", ["bra body"], ["body"]),
    ("done", ["ret"], []),
], params=["s", "b", "c"])


@settings(max_examples=120, deadline=None)
@given(s=st.integers(-20, 20), b=st.integers(-20, 40), c=st.integers(1, 6))
def test_nvcc_split_back_edge_is_do_while(s, b, c):
    infos = check(NVCC_SPLIT, {"s": s, "b": b, "c": c})
    assert "do-while" in infos[0].derivation
    if s < b:  # entered: body runs ceil((b - s) / c) times
        assert infos[0].trip_count.evaluate({"s": s, "b": b, "c": c}) == -((s - b) // c)


def test_nvcc_split_hand_value():
    # s = 0, b = 7, c = 4: i = 0 (load), 4 (< 7: back), 4 (load), 8 (>= 7: leave): 2 runs
    infos = loop_trip_counts(NVCC_SPLIT, find_loops(NVCC_SPLIT))
    assert infos[0].trip_count.evaluate({"s": 0, "b": 7, "c": 4}) == 2
