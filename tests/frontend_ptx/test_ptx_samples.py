"""Every committed sample PTX (nvcc sm_90/80/75, clang sm_61) and the front-end test data parse
into consistent IR; facts cross-checked against the samples' sidecar YAML and by hand."""

import collections
from pathlib import Path

import pytest
import yaml

from analyzer.frontend import load_module
from analyzer.frontend.ptx import parse_ptx_program
from analyzer.ir import Address, ExecClass, MemSpace

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(__file__).parent / "data"
SAMPLE_PTX = sorted(ROOT.glob("samples/*/*.ptx"))
DATA_PTX = sorted(DATA.glob("*.ptx"))


def test_samples_present():
    # 9 samples x 4 targets, minus sm_61 for wmma_gemm (wmma needs sm_70) = 35 files.
    assert len(SAMPLE_PTX) >= 35


def sidecar(path: Path) -> dict:
    return yaml.safe_load((path.parent / f"{path.parent.name}.yaml").read_text())["kernels"]


def check_structure(module, kernels, allowed_unknown=()):
    """Target, CFG integrity, line/text tracing and no unknown opcodes."""
    lines = module.ptx_text.splitlines()
    for kernel in kernels:
        labels = [block.label for block in kernel.blocks]
        assert len(set(labels)) == len(labels)
        assert kernel.blocks, kernel.name
        for block in kernel.blocks:
            assert set(block.successors) <= set(labels)
            for instruction in block.instructions:
                source_line = lines[instruction.line - 1]
                assert instruction.opcode in source_line
                assert instruction.text.endswith(";")
                if not instruction.opcode.startswith("call"):  # calls span several lines
                    assert instruction.text in " ".join(source_line.split())
                if instruction.memory is not None:
                    assert isinstance(instruction.memory.address, Address)
                    assert instruction.memory.bytes > 0
        assert {u.opcode for u in kernel.unknown_opcodes} <= set(allowed_unknown)


@pytest.mark.parametrize("path", SAMPLE_PTX, ids=[p.name for p in SAMPLE_PTX])
def test_sample_parses_consistently(path):
    module = load_module(path)
    expected_target = "sm_" + path.name.split(".sm_", 1)[1][:2]
    assert module.target == expected_target
    check_structure(module, module.kernels)
    spec = sidecar(path)
    assert sorted(k.plain_name for k in module.kernels) == sorted(spec)
    for kernel in module.kernels:
        kernel_spec = spec[kernel.plain_name]
        assert [p.name for p in kernel.params] == kernel_spec["params"]
        # Pointer parameters are exactly the sidecar's buffers.
        assert {p.name for p in kernel.params if p.is_pointer} == set(kernel_spec.get("buffers", {}))
        expected_shared = kernel_spec.get("expected", {}).get("static_shared_bytes")
        if expected_shared is not None:
            assert kernel.static_shared_bytes == expected_shared
        assert not kernel.uses_dynamic_shared


MATMUL = sorted(ROOT.glob("samples/matmul/matmul.*.ptx"))


@pytest.mark.parametrize("path", MATMUL, ids=[p.name for p in MATMUL])
def test_matmul_tile_loop(path):
    kernel = load_module(path).kernel("matmul")
    # As and Bs: 2 tiles x 16 x 16 floats x 4 bytes = 2048.
    assert kernel.static_shared_bytes == 2048
    (loop,) = [block for block in kernel.blocks if block.label in block.successors]
    classes = collections.Counter(i.exec_class for i in loop.instructions)
    # Per tile: load A and B elements (2 x 4 bytes), store them to As/Bs, 2 __syncthreads, the
    # fully unrolled k loop: 16 x (As[ty][k], Bs[k][tx]) = 32 shared loads and 16 fma.
    assert classes[ExecClass.LD_GLOBAL] == 2
    assert [i.memory.bytes for i in loop.instructions if i.exec_class is ExecClass.LD_GLOBAL] == [4, 4]
    assert classes[ExecClass.ST_SHARED] == 2
    assert classes[ExecClass.BARRIER] == 2
    assert classes[ExecClass.LD_SHARED] == 32
    assert classes[ExecClass.FP32] == 16
    last = loop.instructions[-1]
    assert last.op == "bra" and last.guard is not None and len(loop.successors) == 2


@pytest.mark.parametrize("path", DATA_PTX, ids=[p.name for p in DATA_PTX])
def test_data_files_parse(path):
    program = parse_ptx_program(path.read_text(), str(path))
    # handwritten_features.ptx holds one deliberate unknown opcode (test_ptx_snippets.py).
    check_structure(program.module, program.module.kernels + program.functions, ("frobnicate.b32",))


def test_feature_kernels_nvcc_and_clang():
    for name, target, has_wmma in (("features.sm_90.ptx", "sm_90", True), ("features.sm_61.clang.ptx", "sm_61", False)):
        program = parse_ptx_program((DATA / name).read_text(), name)
        module = program.module
        assert module.target == target
        expected = ["vecAdd", "matmul", "reduce"] + (["wm"] if has_wmma else []) + ["dbl"]
        assert [k.plain_name for k in module.kernels] == expected
        # __constant__ coef[4] floats = 16 bytes; __device__ gcount[2] ints = 8 bytes.
        globals_ = {g.name: (g.space, g.bytes) for g in module.globals}
        assert globals_["coef"] == (MemSpace.CONST, 16) and globals_["gcount"] == (MemSpace.GLOBAL, 8)
        assert module.kernel("matmul").static_shared_bytes == 2048
        reduce = module.kernel("reduce")
        assert reduce.uses_dynamic_shared and reduce.static_shared_bytes == 0  # extern dyn[]
        assert program.calls[reduce.name] == ("_Z6helperff",)  # __noinline__ helper: a call
        reduce_classes = collections.Counter(i.exec_class for b in reduce.blocks for i in b.instructions)
        assert reduce_classes[ExecClass.SHUFFLE] == 5  # offsets 16, 8, 4, 2, 1
        assert reduce_classes[ExecClass.VOTE] == 1
        assert reduce_classes[ExecClass.CONTROL] >= 1
        dbl = module.kernel("dbl")
        assert dbl.max_ntid == (256, 1, 1)  # __launch_bounds__(256, 2)
        assert dbl.local_bytes == 64  # double arr[8] in the local depot
        assert any(i.exec_class is ExecClass.FP16 for b in dbl.blocks for i in b.instructions)  # __hmul2
        vec = module.kernel("vecAdd")
        loads = [i for b in vec.blocks for i in b.instructions if i.exec_class is ExecClass.LD_CONST]
        assert len(loads) == 1 and loads[0].memory.space is MemSpace.CONST  # coef[i & 3]
        if has_wmma:
            wm = module.kernel("wm")
            ops = [i.op for b in wm.blocks for i in b.instructions if "wmma" in i.opcode]
            assert ops == ["ld", "ld", "tensor", "st"]


def test_debug_build_with_sections():
    module = parse_ptx_program((DATA / "debug.sm_80.ptx").read_text(), "debug.sm_80.ptx").module
    (kernel,) = module.kernels
    assert kernel.plain_name == "axpy"
    # axpy(float a, const float* x, float* y, int n): x and y are pointers (-G keeps the
    # generic loads ld.f32 [%rd5] on parameter + offset).
    assert [p.is_pointer for p in kernel.params] == [False, True, True, False]
    generic = [i for b in kernel.blocks for i in b.instructions if i.memory is not None]
    assert {i.memory.space for i in generic} == {MemSpace.GENERIC}
