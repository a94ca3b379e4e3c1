"""Local arrays ptxas keeps in registers: each access at a run-time address costs predicated moves
(``counts.local_array_selects``, ``KernelModel.register_array_selects``), issued by the kt model's
issue bound (``predict.issue.pipe_issue``). Expected values are derived by hand in each test."""

from dataclasses import replace
from pathlib import Path

import pytest

from analyzer.analysis.build import build_kernel_model
from analyzer.analysis.quantities.counts import local_array_selects
from analyzer.frontend import load_module
from analyzer.predict.issue import pipe_issue

INDEXED_PTX = """
.version 8.0
.target sm_75
.address_size 64
.visible .entry indexed(.param .u64 out, .param .u32 n)
{
    .local .align 8 .b8 __local_depot0[64];
    .reg .b32 %r<8>;
    .reg .f32 %f<8>;
    .reg .b64 %rd<8>;
    .reg .pred %p<2>;
    mov.u64 %rd1, __local_depot0;
    ld.param.u32 %r1, [n];
    mov.u32 %r3, %tid.x;
    and.b32 %r4, %r3, 7;
    mul.wide.u32 %rd4, %r4, 8;
    add.s64 %rd5, %rd1, %rd4;
    mov.u32 %r2, 0;
    mov.f32 %f1, 0f00000000;
    st.local.v2.f32 [%rd1+8], {%f1, %f1};
$L_loop:
    ld.local.v2.f32 {%f2, %f3}, [%rd5];
    add.f32 %f2, %f2, 0f3F800000;
    add.f32 %f3, %f3, 0f3F800000;
    st.local.v2.f32 [%rd5], {%f2, %f3};
    add.s32 %r2, %r2, 1;
    setp.lt.s32 %p1, %r2, %r1;
    @%p1 bra $L_loop;
    ld.local.f32 %f4, [%rd1+4];
    ld.param.u64 %rd2, [out];
    cvta.to.global.u64 %rd3, %rd2;
    st.global.f32 [%rd3], %f4;
    ret;
}
"""


@pytest.mark.parametrize("access_bytes, local_bytes, constant, expected", [
    (16, 128, False, 32),  # CoulombSum3d's float4 of a 32-float array: 8 positions x 4 registers
    (16, 128, True, 0),    # a fixed address names its registers
    (4, 128, False, 32),   # a float of the same array: 32 positions x 1 register
    (8, 64, False, 16),    # 8 positions x 2 registers
    (8, 0, False, 0),      # no local array
])
def test_selects_per_access(access_bytes, local_bytes, constant, expected):
    assert local_array_selects(access_bytes, local_bytes, constant) == expected


def _indexed_model(tmp_path: Path, monkeypatch, stack_bytes: int):
    """The kernel model of ``INDEXED_PTX`` with ptxas -v reporting ``stack_bytes`` of stack frame
    (remembered as the validate cache does; no ptxas runs), n = 10."""
    from tests.analysis_core.ptxas_facts import remember_ptxas

    path = tmp_path / "indexed.ptx"
    path.write_text(INDEXED_PTX)
    module = load_module(path)
    kernel = module.kernels[0]
    remember_ptxas(monkeypatch, module, kernel, 16, stack_bytes, 0, 0)
    return build_kernel_model(module, kernel, {"ntid_x": 32, "ntid_y": 1, "ntid_z": 1, kernel.params[1].name: 10})


def test_run_time_addresses_select_and_fixed_ones_do_not(tmp_path: Path, monkeypatch):
    """Per thread with n = 10: the loop's 8-byte load and store at ``depot + 8 x (tid & 7)`` run 10
    times each, 20 accesses x (64 / 8 = 8 positions x 2 registers) = 320 moves; the store at
    ``depot + 8`` and the load at ``depot + 4`` are at fixed addresses and add none."""
    model = _indexed_model(tmp_path, monkeypatch, stack_bytes=0)
    assert model.local_in_registers
    assert model.register_array_selects.evaluate({}) == 320


def test_selects_are_issued_only_when_the_array_is_in_registers(tmp_path: Path, monkeypatch):
    """The 320 moves join the dispatch count and split between the ALU and FMA pipes; with a stack
    frame (the array in local memory) the same PTX issues no moves."""
    from tests.predict.test_predict_kt import toy_gpu

    gpu = toy_gpu()
    promoted = _indexed_model(tmp_path, monkeypatch, stack_bytes=0)
    in_memory = replace(promoted, stack_bytes=64)
    assert not in_memory.local_in_registers
    with_selects, without = pipe_issue(promoted, gpu, {}), pipe_issue(in_memory, gpu, {})
    assert with_selects.instructions - without.instructions == 320
    assert "320 predicated moves per thread" in with_selects.sources
