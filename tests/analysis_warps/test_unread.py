"""Float arithmetic a run leaves out (``analysis.interpreter.unread``) on a hand-written kernel:
two loads, a product and a fused multiply-add whose result is only stored (left out), a sum a
comparison reads (kept), the comparison guarding a second store.

Counted by hand: 10 instructions (ld.param is a ``mov`` of the parameter, 2 loads, mul, fma, add,
setp, 2 stores, ret) whether or not the two are evaluated; 8 bytes loaded; the guard reads a
value made from loaded (unknown) values, so it is one decision taken on an unknown value and the
guarded store runs: 8 bytes stored.
"""

from __future__ import annotations

from analyzer.analysis.interpreter import context as context_module
from analyzer.analysis.interpreter.context import EvaluationContext
from analyzer.analysis.interpreter.evaluate import run_thread
from analyzer.analysis.interpreter.unread import unread_float_results
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


def _run(kernel):
    cfg = build_cfg(kernel)
    context = EvaluationContext(kernel, cfg, find_loops(kernel, cfg), ValueAnalysis(kernel, cfg))
    return run_thread(context, LAUNCH, (0, 0, 0), (0, 0, 0))


def test_only_the_stored_product_and_fma_are_left_out(tmp_path):
    kernel = _kernel(tmp_path)
    left_out = unread_float_results(kernel)
    ops = {kernel.blocks[0].instructions[index].op for _, index in left_out}
    assert ops == {"mul", "fma"} and len(left_out) == 2


def test_leaving_them_out_changes_no_count(tmp_path, monkeypatch):
    kernel = _kernel(tmp_path)
    sliced = _run(kernel)
    monkeypatch.setattr(context_module, "unread_float_results", lambda kernel: frozenset())
    full = _run(kernel)
    assert sliced == full
    assert (sliced.instructions, sliced.global_load_bytes, sliced.global_store_bytes, sliced.data_decisions) == (10, 8, 8, 1)
