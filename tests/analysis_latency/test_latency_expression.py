"""Method C latency (``time``) and issue-delay expressions on hand-built kernels.

Latency symbols used below: L = lat_ld_global, F = lat_fp32, I = lat_int, S = lat_ld_shared,
B = lat_barrier. Every expected expression is derived by hand from the scoreboard rules
(start = max(previous start, sources ready); ready = start + latency; region time = max of
value ready times and the starts of stores/branches; loop = trip * one iteration).
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.analysis.latency_path import chains
from analyzer.analysis.latency_path.latency import issue_delay_expression, latency_expressions, path_items
from analyzer.analysis.latency_path.schedule import compiler_order, load_window
from analyzer.ir import ExecClass, Instruction, Reg
from analyzer.symbolic import max_, sym

from latency_builders import barrier, branch, executions, kernel, load, loop, op, phi, ret, store

L, F, I, S, B = (sym(name) for name in ("lat_ld_global", "lat_fp32", "lat_int", "lat_ld_shared", "lat_barrier"))
LATENCIES = {"lat_ld_global": 400, "lat_fp32": 4, "lat_int": 6, "lat_ld_shared": 30, "lat_barrier": 20,
             "lat_mov": 2, "lat_st_global": 999, "lat_control": 999}


def time_of(kernel_, loops=(), trips=None, counts=None):
    counts = counts if counts is not None else executions(kernel_)
    return latency_expressions(kernel_, tuple(loops), trips or {}, counts)[0]


def test_independent_loads_overlap():
    # ld a, ld b both start at 0 (ready L); the add waits for both: start L, ready L+F;
    # the store starts at L+F and is not waited for.  T = L + F.
    k = kernel([("entry", [load("ld_global", "%a", "%pa"), load("ld_global", "%b", "%pb"),
                           op("fp32", "%c", "%a", "%b"), store("st_global", "%pc", "%c"), ret()], ())])
    assert time_of(k) == L + F


def test_dependent_loads_chain():
    # pointer chase: ld a <- [p] ready L; ld b <- [a] starts L, ready 2L; add ready 2L+F.
    k = kernel([("entry", [load("ld_global", "%a", "%p"), load("ld_global", "%b", "%a"),
                           op("fp32", "%c", "%b", "%b"), ret()], ())])
    assert time_of(k) == 2 * L + F


def test_in_order_issue_stalls_independent_work():
    # ld a ready L; int i (independent) starts 0, ready I; fp32 c waits for a: start L, ready L+F;
    # int k is independent of a but cannot start before c: start L, ready L+I.
    # T = max(L+F, L+I, I) = max(F + L, I + L)  (I alone is dominated).
    k = kernel([("entry", [load("ld_global", "%a", "%p"), op("int", "%i", "%j"), op("fp32", "%c", "%a"),
                           op("int", "%k", "%j"), ret()], ())])
    expression = time_of(k)
    assert expression == max_(L + F, L + I)
    assert expression.evaluate(LATENCIES) == 400 + 6


def test_guard_predicate_is_a_source_and_chains_cross_blocks():
    # block a: int i ready I; int p <- i ready 2I; guarded branch on p starts 2I (no value).
    # block b (next on the path): fp32 x <- i starts 2I (in order after the branch), ready 2I+F.
    k = kernel([("a", [op("int", "%i", "%n"), op("int", "%p", "%i"), branch("c", guard="%p")], ("b", "c")),
                ("b", [op("fp32", "%x", "%i")], ("c",)),
                ("c", [ret()], ())])
    assert time_of(k) == 2 * I + F


def test_blocks_off_the_path_do_not_count():
    # the else side (a 2-load chain) has 0 executions; only the then side (one fp32) counts.
    k = kernel([("entry", [branch("else", guard="%q")], ("then", "else")),
                ("then", [op("fp32", "%x", "%y"), branch("join")], ("join",)),
                ("else", [load("ld_global", "%a", "%p"), load("ld_global", "%b", "%a")], ("join",)),
                ("join", [ret()], ())])
    assert time_of(k, counts=executions(k, **{"else": 0})) == F


def test_carried_accumulator_loop_costs_its_latency_per_iteration():
    # entry: x = ld [p] -> region time L.  Loop body: acc = fma(acc, x) ready F; the guard %q is
    # defined outside, so the branch starts at 0.  One iteration = F.  T = L + n*F.
    k = kernel([("entry", [load("ld_global", "%x", "%p"), branch("body")], ("body",)),
                ("body", [op("fp32", "%acc", "%acc", "%x"), branch("body", guard="%q")], ("body", "exit")),
                ("exit", [store("st_global", "%r", "%acc"), ret()], ())])
    loops = [loop("L1", "body", {"body"}, ("body",), ("body",))]
    expression = time_of(k, loops, {"L1": sym("n")}, executions(k, body=sym("n")))
    assert expression == L + sym("n") * F
    assert expression.evaluate({**LATENCIES, "n": 10}) == 400 + 10 * 4


def test_loop_with_counter_chain_takes_the_longer_chain():
    # Body: acc = fma(acc, x) ready F; i = i + 1 ready I; p = setp(i) ready 2I; @p bra starts 2I.
    # One iteration = max(F, 2I); a missing trip count becomes trip_L1.
    k = kernel([("body", [op("fp32", "%acc", "%acc", "%x"), op("int", "%i", "%i"), op("int", "%p", "%i"),
                          branch("body", guard="%p")], ("body", "exit")),
                ("exit", [ret()], ())])
    loops = [loop("L1", "body", {"body"}, ("body",), ("body",))]
    expression = time_of(k, loops, {})
    assert expression.free_symbols() == {"trip_L1", "lat_fp32", "lat_int"}
    assert expression == sym("trip_L1") * max_(2 * I, F)
    assert expression.evaluate({**LATENCIES, "trip_L1": 5}) == 5 * max(2 * 6, 4)


def test_loads_inside_the_loop_are_paid_every_iteration():
    # Body: v = ld [ptr] ready L; acc = fma(v, acc) starts L ready L+F; ptr += 4 starts L (in
    # order) ready L+I; branch on outside %q starts L.  T = 64 * max(L+F, L+I).
    k = kernel([("body", [load("ld_global", "%v", "%ptr"), op("fp32", "%acc", "%v", "%acc"),
                          op("int", "%ptr", "%ptr"), branch("body", guard="%q")], ("body", "exit")),
                ("exit", [ret()], ())])
    loops = [loop("L1", "body", {"body"}, ("body",), ("body",))]
    expression = time_of(k, loops, {"L1": 64})
    assert expression.evaluate(LATENCIES) == 64 * (400 + 6)
    assert expression == 64 * max_(L + F, L + I)


def test_nested_loops_multiply_trip_counts():
    # outer iteration: head (int j ready I) is one region, then the inner loop m*F, then the
    # latch (branch on outside %r: region time 0).  T = n*(I + m*F).
    k = kernel([("head", [op("int", "%j", "%j")], ("inner",)),
                ("inner", [op("fp32", "%acc", "%acc"), branch("inner", guard="%q")], ("inner", "latch")),
                ("latch", [branch("head", guard="%r")], ("head", "exit")),
                ("exit", [ret()], ())])
    loops = [loop("L1", "head", {"head", "inner", "latch"}, ("latch",), ("latch",)),
             loop("L2", "inner", {"inner"}, ("inner",), ("inner",), parent="L1", depth=2)]
    expression = time_of(k, loops, {"L1": sym("n"), "L2": sym("m")})
    assert expression == sym("n") * (I + sym("m") * F)
    assert expression.evaluate({**LATENCIES, "n": 3, "m": 7}) == 3 * (6 + 7 * 4)
    items = path_items(k, tuple(loops), executions(k), loops[0])
    assert [getattr(item, "label", getattr(item, "id", None)) for item in items] == ["head", "L2", "latch"]


def test_barrier_waits_for_outstanding_values():
    # x = ld [p] ready L; st.shared [a], x starts L; bar: start max(L, done L) = L, next issue L+B;
    # y = ld.shared [b] starts L+B ready L+B+S; int z (independent) starts L+B ready L+B+I.
    # T = max(L+B+S, L+B+I), kept as (L+B) + max(S, I): the region is split at the barrier, after
    # which every value is ready.
    k = kernel([("entry", [load("ld_global", "%x", "%p"), store("st_shared", "%a", "%x"), barrier(),
                           load("ld_shared", "%y", "%b"), op("int", "%z", "%w"), ret()], ())])
    assert time_of(k) == L + B + max_(S, I)
    assert time_of(k).evaluate(LATENCIES) == max_(L + B + S, L + B + I).evaluate(LATENCIES) == 450


def test_barrier_reduction_result_is_ready_after_the_barrier():
    # bar.red.popc %c: starts 0, completes B; fp32 y <- c starts B, ready B + F.
    reduction = Instruction("bar.red.popc.u32", "bar", ExecClass.BARRIER, dsts=(Reg("%c"),), srcs=(Reg("%q"),))
    k = kernel([("entry", [reduction, op("fp32", "%y", "%c"), ret()], ())])
    assert time_of(k) == B + F


def test_synchronised_phases_cost_their_issue_or_their_path():
    """The kt path (``synchronised``), U = issue_phase per instruction. Phase 1: x = ld [p], st.shared
    [a], x, bar: path L + B (the barrier waits for x), 3 instructions. Phase 2: y = ld.shared, z =
    int, ret: path max(S, I), 3 instructions. T = max(L + B, 3U) + max(S, I, 3U). With U = 0 it is
    ``time``, L + B + max(S, I) = 450 at L = 400, B = 20, S = 30, I = 6; U = 100 gives 420 + 300
    = 720, U = 200 gives 600 + 600 = 1,200 (each phase pays its issue once that exceeds its path)."""
    U = sym("issue_phase")
    k = kernel([("entry", [load("ld_global", "%x", "%p"), store("st_shared", "%a", "%x"), barrier(),
                           load("ld_shared", "%y", "%b"), op("int", "%z", "%w"), ret()], ())])
    synchronised = latency_expressions(k, (), {}, executions(k))[1]
    assert synchronised == max_(L + B, 3 * U) + max_(S, I, 3 * U)
    assert synchronised.evaluate({**LATENCIES, "issue_phase": 0}) == time_of(k).evaluate(LATENCIES) == 450
    assert synchronised.evaluate({**LATENCIES, "issue_phase": 100}) == 720
    assert synchronised.evaluate({**LATENCIES, "issue_phase": 200}) == 1200
    # without a barrier the synchronised path is the plain one (the issue bound stays apart)
    plain = kernel([("entry", [load("ld_global", "%x", "%p"), op("int", "%z", "%x"), ret()], ())])
    assert latency_expressions(plain, (), {}, executions(plain)) == (time_of(plain), None)


def test_synchronised_phase_counts_a_loops_instructions_times_its_trip_count():
    """entry: bar, bra; a loop body of fma + guarded bra run n times (path F per iteration, the
    carried acc); exit: ret. Phase 1 is the barrier alone: max(B, U). Phase 2 holds entry's bra
    (1 instruction, path 0), the loop (n F, 2n instructions) and ret (1): max(n F, (2n + 2) U).
    With U = 0: B + n F, the plain ``time``; at n = 10, U = 50: 50 + max(40, 1,100) = 1,150."""
    U, n = sym("issue_phase"), sym("n")
    k = kernel([("entry", [barrier(), branch("body")], ("body",)),
                ("body", [op("fp32", "%acc", "%acc", "%x"), branch("body", guard="%q")], ("body", "exit")),
                ("exit", [ret()], ())])
    loops = (loop("L1", "body", {"body"}, ("body",), ("body",)),)
    counts = executions(k, body=n)
    synchronised = latency_expressions(k, loops, {"L1": n}, counts)[1]
    assert synchronised == max_(B, U) + max_(n * F, (2 * n + 2) * U)
    assert time_of(k, loops, {"L1": n}, counts) == B + n * F
    assert synchronised.evaluate({**LATENCIES, "issue_phase": 50, "n": 10}) == 1150


def test_phi_takes_no_issue_slot():
    # phi a <- x (x ready F); fp32 y <- a starts F, ready 2F.  phi adds no latency of its own.
    k = kernel([("entry", [op("fp32", "%x", "%u"), phi("%a", "%x", "%w"), op("fp32", "%y", "%a"), ret()], ())])
    assert time_of(k) == 2 * F


def test_issue_delay_sums_classes_times_executions():
    # entry (1x): ld_global, control; body (n x): fp32, int, int, control; exit (1x): st_global,
    # control; the dead block (0x) counts nothing.
    k = kernel([("entry", [load("ld_global", "%x", "%p"), branch("body")], ("body",)),
                ("body", [op("fp32", "%acc", "%acc", "%x"), op("int", "%i", "%i"), op("int", "%p", "%i"),
                          branch("body", guard="%p")], ("body", "exit")),
                ("dead", [op("sfu", "%s", "%x")], ("exit",)),
                ("exit", [store("st_global", "%r", "%acc"), ret()], ())])
    delay = issue_delay_expression(k, executions(k, body=sym("n"), dead=0))
    assert delay.free_symbols() == {"n", "del_control", "del_fp32", "del_int", "del_ld_global", "del_st_global"}
    values = {"n": 10, "del_control": 1, "del_fp32": 2, "del_int": 3, "del_ld_global": 5, "del_st_global": 7}
    # control: 1 + 10 + 1 = 12; fp32: 10 * 2 = 20; int: 20 * 3 = 60; ld: 5; st: 7  -> 104
    assert delay.evaluate(values) == 12 + 20 + 60 + 5 + 7


def _simulate(program, latencies):
    """Direct numeric scoreboard over (class, dst, srcs) triples: the reference for the
    symbolic version."""
    ready, issue, done = {}, 0, 0
    for exec_class, dst, srcs in program:
        start = max([issue] + [ready[s] for s in srcs if s in ready])
        issue = start
        ready[dst] = start + latencies[f"lat_{exec_class}"]
        done = max(done, ready[dst])
    return done


_CLASSES = ("fp32", "int", "ld_global", "ld_shared", "sfu")
_programs = st.lists(st.tuples(st.sampled_from(_CLASSES), st.integers(0, 5), st.lists(st.integers(0, 5), max_size=3)),
                     min_size=1, max_size=12)


@settings(max_examples=60, deadline=None)
@given(_programs, st.integers(0, 2**31))
def test_symbolic_scoreboard_matches_numeric_simulation(raw, seed):
    program = [(cls, f"%v{dst}", [f"%v{s}" for s in srcs]) for cls, dst, srcs in raw]
    k = kernel([("entry", [op(cls, dst, *srcs) if not cls.startswith("ld") else load(cls, dst, srcs[0] if srcs else "%z")
                           for cls, dst, srcs in program], ())])
    reference_program = [(cls, dst, srcs[:1] if cls.startswith("ld") else srcs) for cls, dst, srcs in program]
    # the reference runs in the assembler's order: global loads hoisted (no register bound here)
    block = k.blocks[0].instructions
    position = {id(instruction): index for index, instruction in enumerate(block)}
    reordered = compiler_order(block, load_window(block, None))
    reference_program = [reference_program[position[id(instruction)]] for instruction in reordered]
    rng = random.Random(seed)
    values = {f"lat_{cls}": rng.randint(1, 500) for cls in _CLASSES}
    assert time_of(k).evaluate(values) == _simulate(reference_program, values)


@settings(max_examples=40, deadline=None)
@given(_programs, st.integers(0, 2**31), st.integers(1, 3))
def test_chain_cap_gives_an_upper_bound(raw, seed, cap):
    program = [(cls, f"%v{dst}", [f"%v{s}" for s in srcs]) for cls, dst, srcs in raw if not cls.startswith("ld")]
    k = kernel([("entry", [op(cls, dst, *srcs) for cls, dst, srcs in program] + [ret()], ())])
    rng = random.Random(seed)
    values = {f"lat_{cls}": rng.randint(1, 500) for cls in _CLASSES}
    exact = time_of(k).evaluate(values)
    original = chains.MAX_CHAINS
    chains.MAX_CHAINS = cap
    try:
        capped = time_of(k)
    finally:
        chains.MAX_CHAINS = original
    assert capped.evaluate(values) >= exact
    assert (len(capped.args) if capped.op == "max" else 1) <= cap


def test_class_symbols_follow_kernel_model_naming():
    k = kernel([("entry", [op(ExecClass.TENSOR.value, "%d", "%a"), ret()], ())])
    assert time_of(k).free_symbols() == {"lat_tensor"}


def _constant_load(dst: str, address) -> Instruction:
    from analyzer.ir import MemoryAccess, MemSpace

    return Instruction("ld", "ld", ExecClass.LD_CONST, dsts=(Reg(dst),), srcs=(address,), type="f32",
                       memory=MemoryAccess(MemSpace.CONST, "load", 4, address))


def test_constant_operand_load_adds_no_latency_but_an_indexed_one_does():
    """``ld.const [filter+8]`` becomes a c[3][8] operand of its consumer (SASS FFMA ..., c[0x3][0x8]):
    the add waits only for its other operand, T = F. ``ld.const [%r]`` is an LDC (28 cycles measured
    on the H100, microbench_data/README.md): T = lat_ld_const + F."""
    from analyzer.ir import Address, SymbolRef

    folded = kernel([("entry", [_constant_load("%c", Address(SymbolRef("filter"), 8)), op("fp32", "%d", "%c", "%x"),
                                ret()], ())])
    assert time_of(folded) == F
    indexed = kernel([("entry", [_constant_load("%c", Address(Reg("%r"))), op("fp32", "%d", "%c", "%x"), ret()], ())])
    assert time_of(indexed) == sym("lat_ld_const") + F
    assert time_of(indexed).evaluate({**LATENCIES, "lat_ld_const": 28}) == 32


_rows = st.lists(st.lists(st.integers(0, 4), min_size=3, max_size=3), min_size=1, max_size=6)


def _chain_set(space, rows):
    """A chain set as the scoreboard makes them: rows joined with time 0 (dominated rows dropped)."""
    import numpy

    matrix = numpy.array(rows, dtype=numpy.int32)
    return space.join([space.zero, chains.ChainSet(matrix, matrix.sum(axis=1), int(matrix.sum(axis=1).max()))])


@settings(max_examples=200, deadline=None)
@given(_rows, _rows, st.lists(_rows, max_size=2), st.integers(0, 2**31), st.integers(1, 4))
def test_a_set_the_first_covers_leaves_the_join_unchanged(issue_rows, lower, fresh, seed, cap):
    """The scoreboard leaves out a source read before in the phase, which the issue time covers
    (each of its chains at most one of the issue time's, class by class). The join with it and
    without it is the same set, capped or not."""
    k = kernel([("entry", [op("fp32", "%a"), op("int", "%b"), op("sfu", "%c")], ())])
    space = chains.ChainSpace(k)
    issue = _chain_set(space, issue_rows)
    rng = random.Random(seed)
    covered_rows = [[rng.randint(0, value) for value in issue.matrix[rng.randrange(len(issue.matrix))]]
                    for _ in lower]  # each row at most a row of ``issue``
    covered = _chain_set(space, covered_rows)
    others = [_chain_set(space, rows) for rows in fresh]
    original = chains.MAX_CHAINS
    chains.MAX_CHAINS = cap
    try:
        with_covered = space.join([issue, covered, *others])
        without = space.join([issue, *others])
    finally:
        chains.MAX_CHAINS = original
    assert with_covered.matrix.tolist() == without.matrix.tolist()
    assert with_covered.sums.tolist() == without.sums.tolist() and with_covered.top == without.top
