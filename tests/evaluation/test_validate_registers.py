"""Registers of rows the hardware ran, when ptxas 13 counted them for a stand-in target."""

import dataclasses
from pathlib import Path

from analyzer.analysis.build import build_kernel_model
from analyzer.frontend import load_module
from analyzer.gpu.loader import load_gpu
from analyzer.predict.records import Launch
from analyzer.evaluation.measured import BinaryResources
from analyzer.evaluation.registers import as_measured_binary, registers_the_hardware_ran
from analyzer.predict import api

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
    from analyzer.toolchain.compile import CompiledPtx
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


def _nvcc_model(registers: int, spill: int, spill_stores: int, stack: int):
    return dataclasses.replace(_model(registers), spill_bytes=spill, spill_store_bytes=spill_stores,
                               stack_bytes=stack, stack_from_ptxas=True)


def test_measured_binary_replaces_what_ptxas_13_allocated():
    # ktt-convolution-rtx2080ti, 32 x 4 threads, 8 x 3 tiles, read-only loads: KTT recorded 64
    # registers and no local memory; ptxas 13 for sm_75 allocates 255 and spills (3,452 B of spill
    # stores, 4,384 B of spill loads, a 3,456 B stack frame).
    spilling = _nvcc_model(255, 7836, 3452, 3456)
    measured = as_measured_binary(spilling, BinaryResources(64, 0))
    assert (measured.registers, measured.spill_bytes, measured.spill_store_bytes, measured.stack_bytes) == (64, 0, 0, 0)
    assert "64 registers" in measured.registers_source and "ptxas 13: 255" in measured.registers_source
    # RTX 2080 Ti (65,536 registers per SM, 256-register warp allocation unit, at most 1,024
    # threads): a 128-thread block of 4 warps at 255 registers holds 4 x 32 x 256 = 32,768
    # registers, 2 blocks per SM; at 64 registers 8,192 per block, so the 1,024 threads allow 8.
    gpu = load_gpu("rtx-2080ti")
    launch = Launch((16, 342, 1), (32, 4, 1))
    assert api.residency_for(spilling, gpu, launch).blocks_per_sm == 2
    assert api.residency_for(measured, gpu, launch).blocks_per_sm == 8


def test_recorded_local_memory_becomes_the_stack():
    # a binary with 128 B of local memory per thread where ptxas 13 kept everything in registers:
    # the stack is the recorded size and no spill of ptxas 13's is invented
    promoted = _nvcc_model(57, 0, 0, 0)
    measured = as_measured_binary(promoted, BinaryResources(31, 128))
    assert (measured.registers, measured.stack_bytes, measured.spill_bytes) == (31, 128, 0)
    # where ptxas 13 spilled as well, its spill figures stay (the recorded size replaces the frame)
    spilling = as_measured_binary(_nvcc_model(255, 264, 132, 136), BinaryResources(75, 200))
    assert (spilling.registers, spilling.stack_bytes, spilling.spill_bytes, spilling.spill_store_bytes) == (75, 200, 264, 132)


def test_recorded_binary_left_out_where_ptxas_did_not_count_the_stack():
    # clang's PTX of an older GPU (no ptxas for the file's own target), no record, or the same figures
    clang = dataclasses.replace(_model(57), stack_from_ptxas=False)
    assert as_measured_binary(clang, BinaryResources(31, 128)) is clang
    nvcc = _nvcc_model(40, 0, 0, 0)
    assert as_measured_binary(nvcc, None) is nvcc
    assert as_measured_binary(nvcc, BinaryResources(40, 0)) is nvcc
