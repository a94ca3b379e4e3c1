"""A failed LLVM -> PTX lowering keeps its reason, and the register count says it."""

from __future__ import annotations

import os
import signal

import pytest

from analyzer.toolchain.ptxas import kernel_resources
from analyzer.frontend.llvm import lower as lower_module
from analyzer.frontend.llvm import parse_llvm

from llvm_helpers import REPOSITORY

HOST_IR = 'target triple = "x86_64-unknown-linux-gnu"\ndefine void @f() {\n  ret void\n}\n'


def test_parse_error_reason():
    result = lower_module.lower("this is not IR", "sm_80")
    assert result.ptx is None
    assert result.failure.startswith("LLVM lowering failed: RuntimeError: LLVM IR parsing error")
    assert "expected top-level entity" in result.failure and "\n" not in result.failure


def test_wrong_target_reason():
    assert lower_module.lower(HOST_IR, "sm_80").failure == \
        "LLVM lowering failed: ValueError: not an NVPTX module: x86_64-unknown-linux-gnu"


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the crash isolation needs fork")
def test_backend_crash_is_reported_with_its_signal(monkeypatch):
    # A backend that dies inside LLVM (report_fatal_error aborts; here the forked child is
    # killed, which prints no fault dump) gives a reason naming the signal.
    monkeypatch.setattr(lower_module, "_emit_ptx", lambda text, target: os.kill(os.getpid(), signal.SIGKILL))
    result = lower_module.lower(HOST_IR, "sm_80")
    assert result == lower_module.Lowering(None, "the LLVM NVPTX backend crashed (SIGKILL) lowering this IR")


def test_register_source_names_the_lowering_failure(monkeypatch):
    monkeypatch.setattr(lower_module, "_emit_ptx", lambda text, target: (_ for _ in ()).throw(ValueError("no sm_80")))
    path = REPOSITORY / "samples/vecadd/vecadd.ll"
    module = parse_llvm(path.read_text(), str(path))
    assert module.ptx_text is None and module.ptx_failure == "LLVM lowering failed: ValueError: no sm_80"
    resources = kernel_resources(module, module.kernels[0])
    if "no ptxas on PATH" not in resources.registers_source:
        assert "LLVM lowering failed: ValueError: no sm_80" in resources.registers_source
