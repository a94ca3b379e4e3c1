"""The registers of a validation row's kernel model when the analysed PTX is not what the measured
binary was built from: GPUs older than nvcc 13 takes (clang-19 writes their PTX) get nvcc's own
register count from a stand-in target, capped where the launch could not have run with it; where
the campaign recorded what the measured binary used, nvcc's PTX for the GPU's own target takes
those registers and that local memory instead of ptxas 13's (``as_measured_binary``).
"""

from __future__ import annotations

import dataclasses

from analyzer.toolchain.compile import CompiledPtx
from analyzer.gpu.occupancy import compute_occupancy

#: The target whose nvcc compile gives the registers of GPUs older than nvcc 13 takes (``nvcc_registers``).
REGISTER_STAND_IN = "sm_75"


def nvcc_registers(model, stand_in: CompiledPtx | None):
    """The kernel model with the registers nvcc's own compile gives, for a target nvcc 13 and
    ptxas 13 no longer take (sm_35 to sm_70, whose PTX clang-19 writes).

    The measured binaries of those GPUs were built by nvcc, and clang's PTX for them (loops fully
    unrolled) makes ptxas allocate far more registers than nvcc's PTX of the same configuration
    does (about 240 against 40-80 on the tiled convolution), which would understate occupancy. So
    the registers come from ``ptxas -arch=sm_75`` on nvcc 13's PTX of the same configuration for
    the nearest target it takes (``REGISTER_STAND_IN``); the analysed PTX stays clang's. The model
    itself when there is no such compile or it does not name the kernel."""
    if stand_in is None or stand_in.ptx_path is None:
        return model
    count = stand_in.registers.get(model.mangled_name) or stand_in.registers.get(model.kernel)
    if not count:
        return model
    function = stand_in.ptxas_functions.get(model.mangled_name)
    spills = {} if function is None else {"spill_bytes": function.spill_bytes, "stack_bytes": function.stack_frame_bytes,
                                          "spill_store_bytes": function.spill_store_bytes}
    return dataclasses.replace(model, registers=count, **spills, registers_source=(
        f"ptxas -v on nvcc 13's PTX of the same configuration for {REGISTER_STAND_IN}, the nearest target "
        f"nvcc 13 takes (the measured binary was built by nvcc; clang's PTX gives {model.registers}: "
        f"{model.registers_source})"))


def registers_the_hardware_ran(model, gpu, launch, ptxas_arch: str):
    """The kernel model of a row the hardware ran, with registers the launch allows.

    ptxas 13 refuses targets older than sm_75, so the registers of clang's PTX for those GPUs are
    counted by ptxas for sm_75, whose allocation can exceed what one block of the launch may use
    on the real GPU. The measured row proves the real compiler kept them within that limit, so
    when the stand-in count (and only then) leaves 0 resident blocks, the count is lowered to the
    largest that lets one block reside (``compute_occupancy``), and the register source says so.
    """
    own_target = "sm_{}{}".format(*gpu.compute_capability)
    if not ptxas_arch or ptxas_arch == own_target:
        return model

    def fits(registers: int) -> bool:
        occupancy = compute_occupancy(gpu, launch.block_threads, registers, model.static_shared_bytes,
                                      launch.dynamic_shared)
        return occupancy.active_blocks_per_sm > 0

    if fits(model.registers):
        return model
    capped = next((registers for registers in range(model.registers - 1, 15, -1) if fits(registers)), None)
    if capped is None:
        return model
    return dataclasses.replace(model, registers=capped, registers_source=(
        f"{model.registers_source}; {model.registers} counted by ptxas for the stand-in target {ptxas_arch} leave no "
        f"block of this launch resident on {gpu.id}, which ran it: capped at {capped}"))


def as_measured_binary(model, binary):
    """The kernel model with the registers and local memory the measured binary used, where the
    campaign recorded them (``binary``, a ``measured.BinaryResources``; None: the model).

    ptxas 13 does not always allocate what the campaign's compiler did: on the KTT convolution of
    the RTX 2080 Ti, 32 x 4 threads with 8 x 3 tiles and read-only loads, the binary KTT timed
    used 64 registers and no local memory, ptxas 13 for sm_75 uses 255 and spills 7,836 bytes. A
    prediction of that row is of the binary that ran, so its recorded figures replace ptxas 13's:
    the registers; no local memory (no spills, arrays in registers) where it recorded none, else
    a stack of the recorded size, ptxas 13's spills kept only where ptxas 13 also spilled. Only
    for PTX whose stack ptxas counted for the file's own target (nvcc's PTX; clang's PTX for an
    older GPU places its arrays differently from the binary that ran, so the recorded local memory
    would not land on the accesses that moved it)."""
    if binary is None or not model.stack_from_ptxas:
        return model
    if binary.registers == model.registers and binary.local_bytes == model.stack_bytes:
        return model
    source = (f"the measured binary's, as its campaign recorded them ({binary.registers} registers, "
              f"{binary.local_bytes} B of local memory per thread; ptxas 13: {model.registers}, "
              f"{model.stack_bytes} B, {model.registers_source})")
    if binary.local_bytes == 0:
        return dataclasses.replace(model, registers=binary.registers, registers_source=source, spill_bytes=0,
                                   spill_store_bytes=0, stack_bytes=0)
    # ptxas 13's spill figures stay as they are: none unless its own stack held spills
    return dataclasses.replace(model, registers=binary.registers, registers_source=source,
                               stack_bytes=binary.local_bytes)
