"""Registers of rows the hardware ran, when ptxas 13 counted them for a stand-in target."""

import dataclasses
from pathlib import Path

from analyzer.analysis.build import build_kernel_model
from analyzer.frontend import load_module
from analyzer.models.loader import load_gpu
from analyzer.predict.records import Launch
from analyzer.validate.runner import registers_the_hardware_ran

ROOT = Path(__file__).resolve().parents[2]


def _model(registers: int):
    module = load_module(ROOT / "samples" / "vecadd" / "vecadd.sm_75.ptx")
    model = build_kernel_model(module, module.kernels[0], {"n": 1 << 20})
    return dataclasses.replace(model, registers=registers, registers_source="ptxas -v (sm_75)")


def test_stand_in_count_is_capped_to_what_one_block_may_use():
    # GTX TITAN X (cc 5.2): 65,536 registers per SM and per block. A block of 1024 threads = 32
    # warps may use 65,536 / 32 = 2,048 registers per warp = 64 per thread (a multiple of the
    # 256-register warp allocation unit), so 255 counted for sm_75 are capped at 64.
    gpu = load_gpu("gtx-titan-x")
    launch = Launch((1024, 1, 1), (1024, 1, 1))
    capped = registers_the_hardware_ran(_model(255), gpu, launch, "sm_75")
    assert capped.registers == 64 and "capped at 64" in capped.registers_source
    # The GPU's own target, or a count that already fits, is left alone.
    assert registers_the_hardware_ran(_model(255), gpu, launch, "sm_52").registers == 255
    assert registers_the_hardware_ran(_model(40), gpu, launch, "sm_75").registers == 40
