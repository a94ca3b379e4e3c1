"""Register spills that ptxas reports (``ptxas -v``: stack frame, spill stores and loads) reach the
kernel model (``KernelModel.spill_bytes``, ``stack_bytes``, ``spill_instructions``)."""

from pathlib import Path

from analyzer.analysis.build import build_kernel_model
from analyzer.frontend import load_module

from tests.analysis_core.ptxas_facts import remember_ptxas
from tests.analysis_core.test_banks import SHARED_PTX


def _column(tmp_path: Path, monkeypatch):
    """The straight-line ``SHARED_PTX`` kernel with the convolution's spill figures remembered."""
    path = tmp_path / "column.ptx"
    path.write_text(SHARED_PTX.format(stride=4))
    module = load_module(path)
    kernel = module.kernels[0]
    remember_ptxas(monkeypatch, module, kernel, 255, 2424, 2420, 2528)
    return module, kernel


def test_ptxas_spills_reach_the_kernel_model(tmp_path: Path, monkeypatch):
    # What ptxas -v reports (remembered here as the validate cache does; no ptxas runs): 255
    # registers, a 2,424-B stack frame, 2,420 B of spill stores and 2,528 B of spill loads, as nvcc
    # 13 reports for the Kernel Tuner convolution with 6 x 3 tiles on sm_86.
    from analyzer.toolchain import ptxas as resources

    module, kernel = _column(tmp_path, monkeypatch)
    found = resources.kernel_resources(module, kernel)
    assert (found.registers, found.spill_bytes, found.stack_bytes, found.spill_store_bytes) == (255, 4948, 2424, 2420)
    assert found.stack_from_ptxas
    model = build_kernel_model(module, kernel, {"ntid_x": 32, "ntid_y": 1, "ntid_z": 1})
    assert model.spill_instructions == 4948 / 4
    assert model.spill_store_bytes == 2420


LOCAL_PTX = """
.version 8.0
.target sm_75
.address_size 64
.visible .entry accumulate(.param .u64 out, .param .u32 n)
{
    .local .align 8 .b8 __local_depot0[64];
    .reg .b32 %r<8>;
    .reg .f32 %f<8>;
    .reg .b64 %rd<8>;
    .reg .pred %p<2>;
    mov.u64 %rd1, __local_depot0;
    ld.param.u32 %r1, [n];
    mov.u32 %r2, 0;
    mov.f32 %f1, 0f00000000;
    st.local.v2.f32 [%rd1], {%f1, %f1};
$L_loop:
    ld.local.v2.f32 {%f2, %f3}, [%rd1];
    add.f32 %f2, %f2, 0f3F800000;
    add.f32 %f3, %f3, 0f3F800000;
    st.local.v2.f32 [%rd1], {%f2, %f3};
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


def test_local_bytes_count_vector_widths(tmp_path: Path):
    """Per thread with n = 10: one 8-B store before the loop, then 10 x (8-B load + 8-B store),
    then one 4-B load: 10 x 8 + 4 = 84 B loaded and 8 + 10 x 8 = 88 B stored."""
    path = tmp_path / "local.ptx"
    path.write_text(LOCAL_PTX)
    module = load_module(path)
    kernel = module.kernels[0]
    model = build_kernel_model(module, kernel, {"ntid_x": 32, "ntid_y": 1, "ntid_z": 1, kernel.params[1].name: 10})
    assert model.local_load_bytes.evaluate({}) == 84
    assert model.local_store_bytes.evaluate({}) == 88


DATA = Path(__file__).parent / "data"


def _tiled_model(monkeypatch, k_total: int):
    """Our register-tiled kernel (``data/tiled_spill.cu``, TILE 16: 256 accumulators per thread,
    nvcc 13 for sm_75) with what ptxas 13 reports for it (``ptxas -arch=sm_75 -v``: 255
    registers, a 168-B stack frame, 300 B of spill stores and 300 B of spill loads), remembered as
    the validate cache does (no ptxas runs)."""
    module = load_module(DATA / "tiled_spill.tile16.sm_75.ptx")
    kernel = module.kernels[0]
    remember_ptxas(monkeypatch, module, kernel, 255, 168, 300, 300)
    bindings = {"ntid_x": 16, "ntid_y": 16, "ntid_z": 1, "nctaid_x": 4, "nctaid_y": 4, "nctaid_z": 1,
                kernel.params[3].name: 1024, kernel.params[4].name: k_total}
    return build_kernel_model(module, kernel, bindings)


def test_spills_of_a_register_tiled_loop_run_once_per_iteration(monkeypatch):
    """The largest block is the loop body on k (342 instructions: 32 loads, 256 FMAs and their
    addresses; the epilogue's 256 stores are 321), where the 256 accumulators are live: ptxas's
    150 spill instructions (600 B / 4) run k_total times per thread, not once."""
    import dataclasses

    from analyzer.gpu.loader import load_gpu
    from analyzer.predict.bind import evaluated
    from analyzer.predict.issue import pipe_issue
    from analyzer.predict.traffic import local_traffic

    for k_total, runs in ((64, 64), (8, 8)):
        model = _tiled_model(monkeypatch, k_total)
        assert model.spill_instructions == 150
        assert evaluated(model.largest_block_executions, {}) == runs
        assert model.spill_executions(evaluated(model.largest_block_executions, {})) == 150 * runs
        gpu = load_gpu("t4")
        without = dataclasses.replace(model, spill_bytes=0, spill_store_bytes=0)
        assert pipe_issue(model, gpu, {}).instructions - pipe_issue(without, gpu, {}).instructions == 150 * runs
        # one warp of 32 threads: 300 B loaded and 300 B stored per iteration and thread, all through L1
        stream = local_traffic(model, {}, 1, 1, 32, 32, 1 << 20, 1, 1 << 30)
        assert stream.l1_bytes == 32 * 600 * runs


def test_spills_of_straight_line_code_run_once(tmp_path: Path, monkeypatch):
    """A kernel without a loop runs its largest block once: its spills count once per thread."""
    from analyzer.predict.bind import evaluated

    module, kernel = _column(tmp_path, monkeypatch)
    model = build_kernel_model(module, kernel, {"ntid_x": 32, "ntid_y": 1, "ntid_z": 1})
    assert evaluated(model.largest_block_executions, {}) == 1
    assert model.spill_executions(1.0) == model.spill_instructions == 4948 / 4
