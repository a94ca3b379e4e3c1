"""What ``ptxas -v`` reports for a kernel, remembered as the validate cache does, so that a test's
kernel model reads it without running ptxas."""

from __future__ import annotations


def remember_ptxas(monkeypatch, module, kernel, registers: int, stack: int, spill_stores: int, spill_loads: int,
                   target: str = "sm_75") -> None:
    """Make ``kernel_resources`` find these figures for ``kernel`` of ``module`` (a ptxas on the
    PATH, no CUDA root variables)."""
    from analyzer.toolchain import cuda, ptxas as resources

    for variable in cuda.CUDA_ROOT_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setattr(cuda.shutil, "which", lambda name: "/usr/bin/ptxas")
    resources.remember_ptxas_run(module.ptx_text, module.target or target,
                                 {kernel.name: resources.PtxasFunction(kernel.name, registers, 0, stack, spill_stores,
                                                                       spill_loads)}, "")
