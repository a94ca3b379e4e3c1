"""Address steps per loop iteration (``analysis.quantities.coalescing``) when an inner loop's
induction variable starts from an outer one (clang's ``mov %r99, %r97`` before CLBlast's inner
loop): one outer iteration moves the inner start, so the access moves by the outer step too."""

from __future__ import annotations

from analysis_core_builders import make_kernel
from analyzer.analysis.facts.cfg import build_cfg
from analyzer.analysis.facts.loops import find_loops
from analyzer.analysis.facts.trip_counts import induction_variables
from analyzer.analysis.facts.values import ValueAnalysis
from analyzer.analysis.quantities.coalescing import access_infos
from analyzer.symbolic import const

LAUNCH = {"ntid_x": 32, "ntid_y": 1, "ntid_z": 1, "nctaid_x": 1, "nctaid_y": 1, "nctaid_z": 1}


def _tiles(inner_start: str):
    """Thread t sums A[o + i + t] for o = 0, 64, 128, 192 (outer loop) and i = 0, 8, 16, 24
    (inner loop) in elements of 4 bytes; ``inner_start`` sets the inner variable ``%i``."""
    return make_kernel([
        ("entry", ["mov.u32 %t, %tid.x", "mov.u32 %o, 0"], ["outer"]),
        ("outer", [inner_start], ["inner"]),
        ("inner", ["add.s32 %e, %i, %t", "mul.wide.s32 %b, %e, 4", "add.s64 %a, $A, %b", "ld.global.4 %x, [%a]",
                   "add.s32 %i, %i, 8", "setp.lt.s32 %p, %i, %end", "@%p bra inner"], ["inner", "latch"]),
        ("latch", ["add.s32 %o, %o, 64", "setp.lt.s32 %q, %o, 256", "@%q bra outer"], ["outer", "done"]),
        ("done", ["ret"], []),
    ], params=["A"])


def _steps(kernel):
    loops, cfg, values = find_loops(kernel), build_cfg(kernel), ValueAnalysis(kernel)
    starts, steps = induction_variables(kernel, loops, cfg, values)
    executions = {block.label: const(1) for block in kernel.blocks}
    infos, _ = access_infos(kernel, values, executions, {"A": 0, **LAUNCH}, starts, steps)
    [load] = infos
    return dict(load.loop_steps)


def test_an_inner_start_copied_from_the_outer_variable_moves_with_it():
    """``%i = %o`` before the inner loop (which ends at ``%end = %o + 32``): per outer iteration
    the access moves 64 elements x 4 B = 256 bytes, per inner iteration 8 x 4 = 32 bytes."""
    kernel = _tiles("mov.u32 %i, %o")
    kernel = _with_end(kernel)
    assert _steps(kernel) == {"L1": 256, "L2": 32}


def test_an_inner_start_that_does_not_read_the_outer_variable_stays():
    """``%i = 0`` before the inner loop: the outer loop does not move the access (step 0)."""
    kernel = _with_end(_tiles("mov.u32 %i, 0"))
    assert _steps(kernel) == {"L1": 0, "L2": 32}


def _with_end(kernel):
    """The kernel with ``%end = %o + 32`` set in the outer block before the inner loop."""
    from dataclasses import replace

    from analysis_core_builders import instruction

    outer = kernel.block("outer")
    end = instruction("add.s32 %end, %o, 32", ["A"], 99)
    blocks = tuple(replace(block, instructions=(*block.instructions, end)) if block is outer else block
                   for block in kernel.blocks)
    return replace(kernel, blocks=blocks)
