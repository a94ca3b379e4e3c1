"""Float arithmetic a run leaves out (``analysis.interpreter.unread``) on a hand-written kernel:
two loads, a product and a fused multiply-add whose result is only stored (left out), a sum a
comparison reads (kept), the comparison guarding a second store.

Counted by hand: 10 instructions (ld.param is a ``mov`` of the parameter, 2 loads, mul, fma, add,
setp, 2 stores, ret) whether or not the two are evaluated; 8 bytes loaded; the guard reads a
value made from loaded (unknown) values, so it is one decision taken on an unknown value and the
guarded store runs: 8 bytes stored.

The accesses that only count (``evaluation_shortcuts``): the unguarded store (its value is the
left-out fma's); the loads are not (the kept add reads them), nor the guarded store. A counts-only
run differs from a full run only in that store's first address.
"""

from __future__ import annotations

import dataclasses

from analyzer.analysis.interpreter import context as context_module
from analyzer.analysis.interpreter.context import EvaluationContext
from analyzer.analysis.interpreter.evaluate import run_thread
from analyzer.analysis.interpreter.unread import evaluation_shortcuts, unread_float_results
from analyzer.analysis.facts.cfg import build_cfg
from analyzer.analysis.facts.loops import find_loops
from analyzer.analysis.facts.values import ValueAnalysis
from analyzer.frontend import load_module

KERNEL = """.version 8.0
.target sm_80
.address_size 64

.visible .entry acc(
\t.param .u64 acc_param_0
)
{
\t.reg .pred \t%p<2>;
\t.reg .f32 \t%f<7>;
\t.reg .b64 \t%rd<2>;

\tld.param.u64 \t%rd1, [acc_param_0];
\tld.global.f32 \t%f1, [%rd1];
\tld.global.f32 \t%f2, [%rd1+4];
\tmul.f32 \t%f3, %f1, %f2;
\tfma.rn.f32 \t%f4, %f3, %f1, %f2;
\tadd.f32 \t%f5, %f1, %f2;
\tsetp.gt.f32 \t%p1, %f5, 0f00000000;
\tst.global.f32 \t[%rd1+8], %f4;
\t@%p1 st.global.f32 \t[%rd1+12], %f4;
\tret;
}
"""
LAUNCH = {"ntid_x": 32, "ntid_y": 1, "ntid_z": 1, "nctaid_x": 1, "nctaid_y": 1, "nctaid_z": 1}


def _kernel(tmp_path):
    path = tmp_path / "acc.ptx"
    path.write_text(KERNEL)
    return load_module(path).kernels[0]


def _run(kernel, counts_only=False):
    cfg = build_cfg(kernel)
    context = EvaluationContext(kernel, cfg, find_loops(kernel, cfg), ValueAnalysis(kernel, cfg))
    return run_thread(context, LAUNCH, (0, 0, 0), (0, 0, 0), counts_only=counts_only)


def _no_shortcuts(monkeypatch):
    monkeypatch.setattr(context_module.unread, "evaluation_shortcuts", lambda kernel: (frozenset(), frozenset()))


def test_only_the_stored_product_and_fma_are_left_out(tmp_path):
    kernel = _kernel(tmp_path)
    left_out = unread_float_results(kernel)
    ops = {kernel.blocks[0].instructions[index].op for _, index in left_out}
    assert ops == {"mul", "fma"} and len(left_out) == 2


def test_leaving_them_out_changes_no_count(tmp_path, monkeypatch):
    kernel = _kernel(tmp_path)
    sliced = _run(kernel)
    _no_shortcuts(monkeypatch)
    full = _run(kernel)
    assert sliced == full
    assert (sliced.instructions, sliced.global_load_bytes, sliced.global_store_bytes, sliced.data_decisions) == (10, 8, 8, 1)


def test_the_unguarded_store_only_counts(tmp_path):
    kernel = _kernel(tmp_path)
    unread, counted = evaluation_shortcuts(kernel)
    assert unread == unread_float_results(kernel)
    label = kernel.blocks[0].label
    assert counted == {(label, 7)}  # st.global [%rd1+8]: index 7 of the block


def test_a_counts_only_run_lacks_only_the_counted_first_address(tmp_path):
    kernel = _kernel(tmp_path)
    full, counts = _run(kernel), _run(kernel, counts_only=True)
    label = kernel.blocks[0].label
    base = 1 << 36  # the synthetic base of pointer parameter 0 (``context.POINTER_BASE_SHIFT``)
    assert dict(full.first_addresses) == {(label, 1): base, (label, 2): base + 4, (label, 7): base + 8,
                                          (label, 8): base + 12}
    assert dict(counts.first_addresses) == {(label, 1): base, (label, 2): base + 4, (label, 8): base + 12}
    assert counts == dataclasses.replace(full, first_addresses=counts.first_addresses)


LOOP = """.version 8.0
.target sm_80
.address_size 64

.visible .entry copy(
\t.param .u64 copy_param_0
)
{
\t.reg .pred \t%p<2>;
\t.reg .f32 \t%f<3>;
\t.reg .b32 \t%r<2>;
\t.reg .b64 \t%rd<2>;
\t.shared .align 4 .b8 buf[128];

\tld.param.u64 \t%rd1, [copy_param_0];
\tmov.u32 \t%r1, 0;
$L__loop:
\tld.shared.f32 \t%f1, [buf];
\tadd.f32 \t%f2, %f1, %f1;
\tst.global.f32 \t[%rd1], %f2;
\tadd.s32 \t%r1, %r1, 1;
\tadd.s64 \t%rd1, %rd1, 4;
\tsetp.lt.s32 \t%p1, %r1, 5;
\t@%p1 bra \t$L__loop;
\tret;
}
"""


def test_a_loop_counts_its_accesses_at_once_after_the_first_iteration(tmp_path, monkeypatch):
    """Five iterations of a load from shared memory whose value only the store takes: by hand 2 +
    5 x 7 + 1 = 38 instructions, 5 shared accesses, 20 bytes stored, whether the loop's counted
    accesses (the load and the store) are evaluated each time or counted at once from the second
    iteration on; the store's first address is the first iteration's."""
    path = tmp_path / "copy.ptx"
    path.write_text(LOOP)
    kernel = load_module(path).kernels[0]
    _, counted = evaluation_shortcuts(kernel)
    loop = kernel.blocks[1].label
    assert counted == {(loop, 0), (loop, 2)}
    shortcut = _run(kernel)
    _no_shortcuts(monkeypatch)
    full = _run(kernel)
    assert shortcut == full
    assert (full.instructions, full.shared_accesses, full.global_store_bytes) == (38, 5, 20)
    assert full.first_addresses[(loop, 2)] == 1 << 36
