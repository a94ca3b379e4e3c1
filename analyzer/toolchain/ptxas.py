"""Per-kernel resources for occupancy: registers per thread, shared and local memory.

Method C's kernel model carries ``registers`` and ``sharedMem`` (Kleimenov and Popova 2021,
section 2): together with the block size they limit the blocks resident per SM. PTX registers
are virtual, so the real count comes from the assembler: ``ptxas -v -arch=sm_XX`` prints
``Used N registers`` per entry function. The module's PTX (for ``.ll`` files the PTX the LLVM
front end lowers it to) is assembled once per text and architecture in a process (memoised by
hash). ptxas 13 refuses targets below sm_75; a file for an older target is then assembled for
sm_75 and the source says so.

Without ptxas (or when it fails, times out, or does not report the kernel) the count is an
estimate: the largest number of simultaneously live 32-bit register values found by a liveness
pass over the kernel IR (a 64-bit value counts 2, a 128-bit value 4, predicates 0, they live in
separate predicate registers) plus ``RESERVED_REGISTERS``, clamped to [16, 255]. The reserve
stands for what ptxas adds to the live values (address temporaries, the stack pointer); it is
an engineering choice, documented in ``registers_source``.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
from dataclasses import dataclass

from analyzer.ir import Instruction, Kernel, Module, operand_registers
from analyzer.toolchain.cuda import tool

#: Registers added to the peak of live values in the estimate. Chosen on the 26 sample kernels
#: (samples/*, PTX and LLVM IR) against their recorded ``ptxas -v -arch=sm_90`` counts: 5
#: gives the smallest mean relative error (24 %; 0 gives 26 %, 9 gives 30 %).
RESERVED_REGISTERS = 5
#: Bounds of the estimate: the smallest allocation granule and the architectural maximum.
MIN_REGISTERS = 16
MAX_REGISTERS = 255
#: Seconds one ptxas run may take.
PTXAS_TIMEOUT_SECONDS = 10.0
#: Oldest target ptxas 13 accepts; older PTX is assembled for this one.
OLDEST_PTXAS_TARGET = 75


@dataclass(frozen=True)
class Resources:
    """Registers per thread (and where the number comes from), static shared bytes per block,
    whether the kernel uses dynamic shared memory, and local (stack) bytes per thread; from ptxas
    also the bytes of its register spill stores and loads (together, and the stores alone) and its
    stack frame per thread."""

    registers: int
    registers_source: str
    static_shared_bytes: int
    uses_dynamic_shared: bool
    local_bytes: int
    spill_bytes: int = 0
    stack_bytes: int = 0
    spill_store_bytes: int = 0
    stack_from_ptxas: bool = False  # ``stack_bytes`` is what ptxas reported for the file's own target


@dataclass(frozen=True)
class PtxasFunction:
    """What ``ptxas -v`` reports for one function."""

    name: str
    registers: int
    shared_bytes: int
    stack_frame_bytes: int
    spill_store_bytes: int
    spill_load_bytes: int

    @property
    def spill_bytes(self) -> int:
        """Bytes of spill stores and loads together."""
        return self.spill_store_bytes + self.spill_load_bytes


@dataclass(frozen=True)
class _PtxasRun:
    functions: dict[str, PtxasFunction] | None
    failure: str


_COMPILING = re.compile(r"Compiling entry function '([^']+)'")
_PROPERTIES = re.compile(r"Function properties for (\S+)")
_USED = re.compile(r"Used (\d+) registers")
_SMEM = re.compile(r"(\d+) bytes smem")
_STACK = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")
_TARGET = re.compile(r"^\s*\.target\s+(sm_\d+[a-z]?)", re.MULTILINE)

_RUNS: dict[tuple[str, str], _PtxasRun] = {}


def parse_ptxas_output(text: str) -> dict[str, PtxasFunction]:
    """Per-function facts from ``ptxas -v`` output: the ``Compiling entry function 'X'`` or
    ``Function properties for X`` line names the function that the following ``Used N
    registers, ... N bytes smem`` and ``N bytes stack frame, N bytes spill stores, N bytes spill
    loads`` lines describe."""
    found: dict[str, dict[str, int]] = {}
    current: str | None = None
    for line in text.splitlines():
        match = _COMPILING.search(line) or _PROPERTIES.search(line)
        if match:
            current = match.group(1)
            found.setdefault(current, {})
            continue
        if current is None:
            continue
        used = _USED.search(line)
        if used:
            found[current]["registers"] = int(used.group(1))
            smem = _SMEM.search(line)
            found[current]["shared"] = int(smem.group(1)) if smem else 0
        stack = _STACK.search(line)
        if stack:
            found[current]["stack"], found[current]["spill_stores"], found[current]["spill_loads"] = (
                int(stack.group(1)), int(stack.group(2)), int(stack.group(3)))
    return {
        name: PtxasFunction(name, facts["registers"], facts.get("shared", 0), facts.get("stack", 0),
                            facts.get("spill_stores", 0), facts.get("spill_loads", 0))
        for name, facts in found.items() if "registers" in facts
    }


def _run_key(ptx_text: str, arch: str) -> tuple[str, str]:
    return hashlib.sha256(ptx_text.encode()).hexdigest(), arch


def remember_ptxas_run(ptx_text: str, arch: str, functions: dict[str, PtxasFunction] | None, failure: str) -> None:
    """Record the result of ``ptxas -arch=arch`` on ``ptx_text`` obtained elsewhere (a cache of
    earlier runs), so that the analysis in this process does not run ptxas for it again:
    ``functions`` when it succeeded, else None and the ``failure`` text."""
    _RUNS[_run_key(ptx_text, arch)] = _PtxasRun(functions, failure)


def _run_ptxas(executable: str, ptx_text: str, arch: str, timeout: float) -> _PtxasRun:
    key = _run_key(ptx_text, arch)
    if key in _RUNS:
        return _RUNS[key]
    try:
        completed = subprocess.run(
            [executable, "-v", f"-arch={arch}", "-", "-o", os.devnull],
            input=ptx_text, capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        run = _PtxasRun(None, f"ptxas timed out after {timeout:g} s")
    except OSError as error:
        run = _PtxasRun(None, f"ptxas could not run: {error.strerror or error}")
    else:
        output = completed.stdout + "\n" + completed.stderr
        if completed.returncode != 0:
            first = next((line.strip() for line in output.splitlines() if "fatal" in line or "error" in line),
                         f"exit status {completed.returncode}")
            run = _PtxasRun(None, f"ptxas -arch={arch} failed: {first}")
        else:
            run = _PtxasRun(parse_ptxas_output(output), "")
    _RUNS[key] = run
    return run


def _target_number(target: str) -> int | None:
    match = re.match(r"sm_(\d+)", target)
    return int(match.group(1)) if match else None


def _ptxas_function(module: Module, kernel: Kernel, timeout: float) -> tuple[PtxasFunction | None, str, bool]:
    """What ptxas reports for the kernel and the source text, or None and why not; and whether
    ptxas compiled for the file's own target (False when it had to take the oldest it accepts)."""
    executable = tool("ptxas")
    if executable is None:
        return None, "no ptxas on PATH", False
    if not module.ptx_text:
        return None, module.ptx_failure or "no PTX text for this module", False
    declared = _TARGET.search(module.ptx_text)
    target = module.target or (declared.group(1) if declared else f"sm_{OLDEST_PTXAS_TARGET}")
    run = _run_ptxas(executable, module.ptx_text, target, timeout)
    arch, note = target, target
    number = _target_number(target)
    if run.functions is None and number is not None and number < OLDEST_PTXAS_TARGET:
        arch = f"sm_{OLDEST_PTXAS_TARGET}"
        note = f"{arch}, file targets {target}"
        run = _run_ptxas(executable, module.ptx_text, arch, timeout)
    if run.functions is None:
        return None, run.failure, False
    function = run.functions.get(kernel.name)
    if function is None:
        return None, f"ptxas -arch={arch} did not report kernel '{kernel.name}'", False
    return function, f"ptxas -v ({note})", arch == target


# ---------------------------------------------------------------------------------------------
# The estimate


def _width_of_type(type_name: str | None) -> int | None:
    if type_name is None:
        return None
    if type_name in ("pred", "i1"):
        return 0
    if "128" in type_name:
        return 4
    if "64" in type_name or type_name in ("ptr", "double"):
        return 2
    return 1


def _width_of_name(name: str) -> int:
    bare = name.lstrip("%")
    if bare.startswith(("rd", "fd")):
        return 2
    if bare.startswith("p") and bare[1:].isdigit():
        return 0
    return 1


def registers_read_and_written(instruction: Instruction) -> tuple[list[str], list[str]]:
    """The registers ``instruction`` reads (sources, a store's value and address operands, the
    guard predicate) and those it writes (its destinations, none for a store)."""
    uses = [name for operand in instruction.srcs for name in operand_registers(operand)]
    defines = instruction.memory is None or instruction.memory.kind != "store"
    destinations = [name for operand in instruction.dsts for name in operand_registers(operand)]
    if not defines:
        uses += destinations
        destinations = []
    if instruction.guard is not None:
        uses.append(instruction.guard.predicate)
    return uses, destinations


def _phi_uses_by_edge(kernel: Kernel) -> dict[tuple[str, str], set[str]]:
    """Registers a phi reads, keyed by (predecessor, phi block): SSA liveness places a phi's
    use of an incoming value at the end of the predecessor it comes from."""
    uses: dict[tuple[str, str], set[str]] = {}
    for block in kernel.blocks:
        for instruction in block.instructions:
            if instruction.op != "phi" or len(instruction.incoming) != len(instruction.srcs):
                continue
            for source, predecessor in zip(instruction.srcs, instruction.incoming):
                uses.setdefault((predecessor, block.label), set()).update(operand_registers(source))
    return uses


def _block_uses_and_defs(instruction: Instruction) -> tuple[list[str], list[str]]:
    uses, definitions = registers_read_and_written(instruction)
    if instruction.op == "phi" and len(instruction.incoming) == len(instruction.srcs):
        return [], definitions
    return uses, definitions


def estimate_live_registers(kernel: Kernel) -> int:
    """The peak number of 32-bit registers live at once (backward liveness over the CFG), taken
    before every instruction and just after it (the values live across it plus those it
    defines); 64-bit values count 2, predicates 0; a phi's incoming value is live at the end of
    the predecessor it comes from."""
    widths: dict[str, int] = {}
    for block in kernel.blocks:
        for instruction in block.instructions:
            width = _width_of_type(instruction.type)
            for name in registers_read_and_written(instruction)[1]:
                widths[name] = max(widths.get(name, 0), width if width is not None else _width_of_name(name))

    def width(name: str) -> int:
        return widths.get(name, _width_of_name(name))

    labels = {block.label for block in kernel.blocks}
    phi_uses = _phi_uses_by_edge(kernel)
    live_in: dict[str, frozenset[str]] = {block.label: frozenset() for block in kernel.blocks}

    def live_out(label: str, successors: tuple[str, ...]) -> set[str]:
        live: set[str] = set()
        for successor in successors:
            if successor in labels:
                live |= live_in[successor] | phi_uses.get((label, successor), set())
        return live

    changed = True
    while changed:
        changed = False
        for block in reversed(kernel.blocks):
            live = live_out(block.label, block.successors)
            for instruction in reversed(block.instructions):
                uses, definitions = _block_uses_and_defs(instruction)
                live.difference_update(definitions)
                live.update(uses)
            if frozenset(live) != live_in[block.label]:
                live_in[block.label] = frozenset(live)
                changed = True
    peak = 0
    for block in kernel.blocks:
        live = live_out(block.label, block.successors)
        peak = max(peak, sum(width(name) for name in live))
        for instruction in reversed(block.instructions):
            uses, definitions = _block_uses_and_defs(instruction)
            peak = max(peak, sum(width(name) for name in live | set(definitions)))
            live.difference_update(definitions)
            live.update(uses)
            peak = max(peak, sum(width(name) for name in live))
    return peak


def _clamp(registers: int) -> int:
    return min(max(registers, MIN_REGISTERS), MAX_REGISTERS)


def kernel_resources(module: Module, kernel: Kernel, timeout: float = PTXAS_TIMEOUT_SECONDS) -> Resources:
    """Registers (from ``ptxas -v`` when it is on PATH and the module has PTX text, else the
    liveness estimate, with the reason in ``registers_source``), static shared bytes, dynamic
    shared use and local bytes of one kernel."""
    function, source, own_target = _ptxas_function(module, kernel, timeout)
    registers = None if function is None else function.registers
    if registers is None:
        live = estimate_live_registers(kernel)
        registers = _clamp(live + RESERVED_REGISTERS)
        source = (f"estimate: {live} live 32-bit values + {RESERVED_REGISTERS} reserved, "
                  f"clamped to [{MIN_REGISTERS}, {MAX_REGISTERS}] ({source})")
    return Resources(
        registers=registers,
        registers_source=source,
        static_shared_bytes=kernel.static_shared_bytes,
        uses_dynamic_shared=kernel.uses_dynamic_shared,
        local_bytes=kernel.local_bytes,
        spill_bytes=0 if function is None else function.spill_bytes,
        stack_bytes=0 if function is None else function.stack_frame_bytes,
        spill_store_bytes=0 if function is None else function.spill_store_bytes,
        stack_from_ptxas=function is not None and own_target,
    )
