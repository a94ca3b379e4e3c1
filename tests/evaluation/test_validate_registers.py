"""Registers of rows the hardware ran, when ptxas 13 counted them for a stand-in target."""

import dataclasses
from pathlib import Path

from analyzer.analysis.build import build_kernel_model
from analyzer.frontend import load_module
from analyzer.models.loader import load_gpu
from analyzer.predict.records import Launch
from analyzer.evaluation.registers import registers_the_hardware_ran

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


def test_old_targets_take_the_registers_of_nvcc_compile():
    # Measured on kt-convolution-gtxtitanx (block 8x8, tile 2x4, no padding): clang-19's PTX for sm_52
    # makes ptxas 13 allocate 255 registers for sm_75, nvcc 13's PTX of the same configuration 63.
    from analyzer.compile.compile import CompiledPtx
    from analyzer.evaluation.registers import REGISTER_STAND_IN, nvcc_registers

    model = _model(255)
    nvcc = CompiledPtx(Path("unit.ptx"), "", {model.mangled_name: 63}, REGISTER_STAND_IN, "", True)
    moved = nvcc_registers(model, nvcc)
    assert moved.registers == 63
    assert "nvcc 13's PTX" in moved.registers_source and "clang's PTX gives 255" in moved.registers_source
    failed = CompiledPtx(None, "error: x", {}, "", "", True)
    assert nvcc_registers(model, failed) is model and nvcc_registers(model, None) is model
    other = CompiledPtx(Path("unit.ptx"), "", {"_Z5otherv": 20}, REGISTER_STAND_IN, "", True)
    assert nvcc_registers(model, other) is model
