"""Every bundled sample .ll parses; facts that the sidecars and the PTX front end also state."""

from __future__ import annotations

import pytest
import yaml

from analyzer.frontend import load_module
from analyzer.ir import ExecClass, MemSpace

from llvm_helpers import REPOSITORY, instructions

SAMPLES = sorted((REPOSITORY / "samples").glob("*/*.ll"))


def test_samples_are_present():
    assert len(SAMPLES) >= 9


@pytest.mark.parametrize("path", SAMPLES, ids=[path.stem for path in SAMPLES])
def test_sample_parses_with_sidecar_names(path):
    module = load_module(path)
    sidecar = yaml.safe_load(path.with_suffix(".yaml").read_text())["kernels"]
    assert module.source == "llvm" and module.target == "sm_80"
    assert {kernel.plain_name for kernel in module.kernels} == set(sidecar)
    for kernel in module.kernels:
        assert [param.name for param in kernel.params] == sidecar[kernel.plain_name]["params"]
        assert kernel.blocks and kernel.blocks[0].line > kernel.line
        labels = {block.label for block in kernel.blocks}
        assert all(set(block.successors) <= labels for block in kernel.blocks)
        assert kernel.unknown_opcodes == ()
        assert all(instruction.line > 0 for instruction in instructions(kernel))
        expected = sidecar[kernel.plain_name].get("expected", {})
        if "static_shared_bytes" in expected:
            assert kernel.static_shared_bytes == expected["static_shared_bytes"]


def test_matmul_sample_facts():
    kernel = load_module(REPOSITORY / "samples/matmul/matmul.ll").kernel("matmul")
    assert kernel.static_shared_bytes == 2048  # As, Bs: 2 x 16 x 16 floats
    assert sum(i.op == "bar" for i in instructions(kernel)) == 2
    global_accesses = [i.memory for i in instructions(kernel) if i.memory and i.memory.space is MemSpace.GLOBAL]
    assert sorted(access.kind for access in global_accesses) == ["load", "load", "store"]
    assert {access.bytes for access in global_accesses} == {4}


def test_wmma_sample_fragment_bytes_match_sidecar():
    kernel = load_module(REPOSITORY / "samples/wmma_gemm/wmma_gemm.ll").kernel("wmma_gemm")
    accesses = [(i.memory.kind, i.memory.bytes) for i in instructions(kernel) if i.memory]
    # sidecar: 2 fragments x 16 B per K step (global_load_bytes 2048 over 64 steps); store 32 B
    assert sorted(accesses) == [("load", 16), ("load", 16), ("store", 32)]
    assert sum(i.exec_class is ExecClass.TENSOR for i in instructions(kernel)) == 1


def test_histogram_shared_and_global_atomics():
    kernel = load_module(REPOSITORY / "samples/histogram/histogram.ll").kernel("histogram256")
    classes = [i.exec_class for i in instructions(kernel)]
    assert classes.count(ExecClass.ATOMIC_SHARED) == 1 and classes.count(ExecClass.ATOMIC_GLOBAL) == 1
    assert kernel.static_shared_bytes == 1024  # 256 unsigned bins
