"""llvmlite NVPTX lowering of LLVM IR to PTX (best effort, None on failure)."""

from __future__ import annotations

from analyzer.frontend.llvm import lower_to_ptx, parse_llvm

from llvm_helpers import REPOSITORY


def test_sample_lowers_to_ptx_with_its_kernels():
    path = REPOSITORY / "samples/matmul/matmul.ll"
    module = parse_llvm(path.read_text(), str(path))
    assert module.ptx_text is not None
    assert ".target sm_80" in module.ptx_text
    assert ".entry " + module.kernels[0].name in module.ptx_text
    assert "bar.sync" in module.ptx_text or "barrier.sync" in module.ptx_text


def test_lowering_failure_gives_none():
    assert lower_to_ptx("this is not IR", "sm_80") is None
    host = 'target triple = "x86_64-unknown-linux-gnu"\ndefine void @f() {\n  ret void\n}\n'
    assert lower_to_ptx(host, "sm_80") is None


def test_lowering_can_be_skipped():
    path = REPOSITORY / "samples/vecadd/vecadd.ll"
    assert parse_llvm(path.read_text(), str(path), lower=False).ptx_text is None
