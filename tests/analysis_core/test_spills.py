"""Register spills that ptxas reports (``ptxas -v``: stack frame, spill stores and loads) reach the
kernel model (``KernelModel.spill_bytes``, ``stack_bytes``, ``spill_instructions``)."""

from pathlib import Path

from analyzer.analysis.build import build_kernel_model
from analyzer.frontend import load_module

from tests.analysis_core.test_banks import SHARED_PTX


def test_ptxas_spills_reach_the_kernel_model(tmp_path: Path, monkeypatch):
    # What ptxas -v reports (remembered here as the validate cache does; no ptxas runs): 255
    # registers, a 2,424-B stack frame, 2,420 B of spill stores and 2,528 B of spill loads, as nvcc
    # 13 reports for the Kernel Tuner convolution with 6 x 3 tiles on sm_86.
    from analyzer.analysis import resources

    path = tmp_path / "column.ptx"
    path.write_text(SHARED_PTX.format(stride=4))
    module = load_module(path)
    kernel = module.kernels[0]
    monkeypatch.setattr(resources.shutil, "which", lambda name: "/usr/bin/ptxas")
    resources.remember_ptxas_run(module.ptx_text, module.target or "sm_75",
                                 {kernel.name: resources.PtxasFunction(kernel.name, 255, 0, 2424, 2420, 2528)}, "")
    found = resources.kernel_resources(module, kernel)
    assert (found.registers, found.spill_bytes, found.stack_bytes) == (255, 4948, 2424)
    model = build_kernel_model(module, kernel, {"ntid_x": 32, "ntid_y": 1, "ntid_z": 1})
    assert model.spill_instructions == 4948 / 4
