"""The assembler's order (``analysis.latency_path.schedule``) on hand-built stretches and on nvcc's matmul.

Symbols: L = lat_ld_global, F = lat_fp32, I = lat_int. Each expected order and time is derived by
hand from ``compiler_order``'s rule (after each instruction issued in PTX order, the next loads
with their not yet issued address and guard computations, while fewer than ``window`` loads
wait ahead of their place) and the scoreboard of ``analysis.latency_path.latency``.
"""

from __future__ import annotations

from pathlib import Path

from analyzer.analysis.quantities.counts import block_executions
from analyzer.analysis.latency_path.latency import latency_expressions
from analyzer.analysis.facts.loops import find_loops
from analyzer.analysis.latency_path.schedule import (IF_CONVERSION_LIMIT, compiler_order, if_converted_branches,
                                        is_hoistable_load, load_window)
from analyzer.frontend import load_module
from analyzer.symbolic import max_, sym

from latency_builders import barrier, branch, executions, kernel, load, op, ret, store

L, F, I = (sym(name) for name in ("lat_ld_global", "lat_fp32", "lat_int"))
MATMUL = Path(__file__).resolve().parents[2] / "samples" / "matmul" / "matmul.sm_75.ptx"


def time_of(kernel_, registers=None):
    return latency_expressions(kernel_, (), {}, executions(kernel_), registers)[0]


def _four_loads():
    """ld x0; fp32 y0 <- x0; ... four times (independent loads, each used at once)."""
    body = []
    for index in range(4):
        body += [load("ld_global", f"%x{index}", f"%a{index}"), op("fp32", f"%y{index}", f"%x{index}")]
    return body


def _names(instructions):
    return [instruction.dsts[0].name if instruction.dsts else instruction.op for instruction in instructions]


def test_window_of_two_issues_two_loads_ahead():
    # walk: ld0 issued, then ld1 and ld2 hoisted (2 ahead); f0; ld1's place (1 ahead); f1, then ld3
    # hoisted (2 ahead); ld2's place; f2; ld3's place; f3.
    body = _four_loads()
    assert _names(compiler_order(body, 2)) == ["%x0", "%x1", "%x2", "%y0", "%y1", "%x3", "%y2", "%y3"]
    # scoreboard: ld0-ld2 start 0 (ready L); f0, f1 start L; ld3 starts L (ready 2L); f2 starts L;
    # f3 starts 2L, ready 2L + F.  In PTX order each f waits for its load: 4L + F.
    k = kernel([("entry", body + [ret()], ())])
    values = {"lat_ld_global": 400, "lat_fp32": 4}
    assert time_of(k, registers=None).evaluate(values) == 400 + 4  # no register bound: all four ahead
    # load_window: the four address registers are live from the start to their loads and the
    # loaded values one instruction each: the peak is 4 live values, so 6 registers leave 2.
    assert load_window(body, 6) == 2
    assert load_window(body, 100) == 4  # never more than the loads of the stretch
    assert load_window(body, 3) == 1  # at least one
    assert time_of(k, registers=6) == 2 * L + F


def test_guarded_staging_loads_overlap_under_if_conversion():
    # nvcc's unrolled staging loop: each load under its own bounds-check branch.
    #   a: p1 = int(i); @p1 bra c      b: x1 = ld [a1]; st.shared [s1], x1
    #   c: p2 = int(i); @p2 bra e      d: x2 = ld [a2]; st.shared [s2], x2      e: ret
    blocks = [("a", [op("int", "%p1", "%i"), branch("c", guard="%p1")], ("b", "c")),
              ("b", [load("ld_global", "%x1", "%a1"), store("st_shared", "%s1", "%x1")], ("c",)),
              ("c", [op("int", "%p2", "%i"), branch("e", guard="%p2")], ("d", "e")),
              ("d", [load("ld_global", "%x2", "%a2"), store("st_shared", "%s2", "%x2")], ("e",)),
              ("e", [ret()], ())]
    k = kernel(blocks)
    assert len(if_converted_branches(k)) == 2  # each skips two instructions
    stretch = [instruction for block in k.blocks for instruction in block.instructions]
    # after p1: x1 (its guard p1 is issued); x2 waits for its guard p2, which keeps its place
    assert _names(compiler_order(stretch, 2, if_converted_branches(k))) == \
        ["%p1", "%x1", "bra", "st", "%p2", "%x2", "bra", "st", "ret"]
    # scoreboard: p1 and x1 start 0 (ready I, L); bra at I; st1 at max(I, L); p2 starts there,
    # ready max(2I, I + L); x2 starts with it, ready max(I + L, 2L); st2 waits for both. In PTX
    # order x1 waits behind the first branch (ready I + L) and x2 behind the second: 2I + 2L.
    assert time_of(k) == max_(2 * I, I + L, 2 * L)


def test_branches_ptxas_keeps_are_not_passed():
    long_skip = [op("int", f"%t{index}", "%i") for index in range(IF_CONVERSION_LIMIT + 1)]
    k = kernel([("a", [op("int", "%p", "%i"), branch("c", guard="%p")], ("b", "c")),
                ("b", long_skip, ("c",)),
                ("c", [load("ld_global", "%x", "%q"), ret()], ())])
    assert not if_converted_branches(k)
    with_barrier = kernel([("a", [branch("c", guard="%p")], ("b", "c")),
                           ("b", [barrier()], ("c",)),
                           ("c", [ret()], ())])
    assert not if_converted_branches(with_barrier)
    backward = kernel([("a", [op("int", "%p", "%i")], ("b",)),
                       ("b", [branch("a", guard="%p")], ("a", "c")),
                       ("c", [ret()], ())])
    assert not if_converted_branches(backward)
    # the load waits behind the branch it may not pass: p ready I, the branch at I, each skipped
    # int op (on the path here) ready 2I, x ready I + L
    assert time_of(k) == max_(2 * I, I + L)


def test_a_load_does_not_pass_a_store_it_may_alias():
    def stretch(store_class):
        return [op("int", "%a", "%i"), store(store_class, "%s", "%v"), load("ld_global", "%x", "%q"),
                op("fp32", "%y", "%x")]

    # a shared store cannot alias a global load: the load goes up to right after the int op
    assert _names(compiler_order(stretch("st_shared"), 4)) == ["%a", "%x", "st", "%y"]
    # a global store may: PTX order
    assert _names(compiler_order(stretch("st_global"), 4)) == ["%a", "st", "%x", "%y"]


def test_shared_loads_keep_their_place():
    assert not is_hoistable_load(load("ld_shared", "%x", "%p"))
    assert is_hoistable_load(load("ld_global", "%x", "%p"))
    assert is_hoistable_load(load("ld_local", "%x", "%p"))


def test_matmul_pays_one_global_latency_per_tile():
    # nvcc's matmul (samples/matmul, sm_75): each iteration loads A's and B's element, stores each
    # to shared memory, then waits at the barrier. In PTX order the B load follows the A store,
    # which waits for the A load: two global latencies per iteration; the assembler issues both
    # loads first: one. The loop runs n = trip times; no other global load is waited for.
    module = load_module(MATMUL)
    kernel_ = module.kernel("matmul")
    loops = find_loops(kernel_)
    (loop,) = loops
    trips = {loop.id: sym("n")}
    time = latency_expressions(kernel_, loops, trips, block_executions(kernel_, loops, trips), 64)[0]
    values = {name: 10 for name in time.free_symbols()} | {"n": 64}
    slower = time.evaluate({**values, "lat_ld_global": 1010})
    assert slower - time.evaluate(values) == 64 * 1000
