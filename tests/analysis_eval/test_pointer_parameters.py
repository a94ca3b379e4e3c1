"""Which 64-bit PTX parameters the evaluator takes as pointers (PTX drops pointer types)."""

from __future__ import annotations

from analyzer.analysis.interpreter.context import pointer_parameters
from analyzer.analysis.interpreter.representatives import evaluation_ready
from analyzer.frontend.ptx import parse_ptx

PTX = """
.version 8.0
.target sm_90
.address_size 64
.visible .entry clear(.param .u64 clear_param_0, .param .u64 clear_param_1)
{
    .reg .pred %p<2>;
    .reg .b32 %r<2>;
    .reg .b64 %rd<6>;
    ld.param.u64 %rd1, [clear_param_0];
    ld.param.u64 %rd2, [clear_param_1];
    cvta.to.global.u64 %rd3, %rd1;
    mov.u32 %r1, %tid.x;
    cvt.u64.u32 %rd4, %r1;
    setp.ge.u64 %p1, %rd4, %rd2;
    @%p1 bra $L_end;
    st.global.u32 [%rd3], %r1;
$L_end:
    ret;
}
"""


def test_a_compared_u64_is_a_count_not_a_pointer():
    kernel = parse_ptx(PTX, "clear.ptx").kernels[0]
    assert pointer_parameters(kernel) == {0}
    launch = {f"{kind}_{axis}": 1 for kind in ("ntid", "nctaid") for axis in "xyz"}
    assert not evaluation_ready(kernel, launch)
    assert evaluation_ready(kernel, {**launch, kernel.params[1].name: 10})
