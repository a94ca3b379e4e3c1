"""Issue cycles of one warp on its processing block (the ``kt`` model's issue bound).

The pipes of a processing block work in parallel and the dispatch port issues one warp
instruction per cycle (NVIDIA Volta/Turing/Ampere whitepapers); an execution class occupies the
pipe it is issued to for ``issue_delay`` cycles per warp instruction (the GPU model's figure:
``warpSize / lanes``). Constant-bank operands are not issued, and PTX operations that ptxas
expands into SASS sequences issue their SASS length.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from analyzer.analysis.kernel_model import KernelModel
from analyzer.gpu.gpu_model import GpuModel
from analyzer.predict.bind import class_value, evaluated

#: Execution pipes of a processing block (NVIDIA Volta/Turing/Ampere whitepapers: FMA, ALU, XU/MUFU,
#: FP64, load/store (MIO), tensor pipes); an execution class occupies the pipe it is issued to.
PIPES = {"fp32": "fma", "fp16": "fma", "int": "alu", "mov": "alu", "vote": "alu", "control": "alu",
         "generic": "alu", "sfu": "xu", "conv": "xu", "fp64": "fp64", "tensor": "tensor", "barrier": "barrier"}
ISSUE_CYCLES_PER_INSTRUCTION = 1.0  # one warp instruction issued per cycle per processing block
#: From compute capability 7.0 the FMA pipe, not the ALU, executes integer multiply-adds (IMAD,
#: IMUL): NVIDIA's answers on the developer forums for GV100 ("FMA pipe - executes FP32
#: instructions and IMAD"; "ALU pipe - executes INT32 (not IMAD)") and for GA100/GA10x ("FMA
#: pipe handles IMAD, IDP, and FP32"; on GA10x the FMAheavy pipe), forums.developer.nvidia.com
#: threads 108729 and 302018.
IMAD_ON_FMA_FROM = (7, 0)


@dataclass(frozen=True)
class IssueWork:
    """Issue cycles of one warp on its processing block, the pipe or port that binds them, the
    machine instructions issued (PTX instructions plus SASS expansions, less constant-bank
    operands) and, for the explanation, where that count departs from the PTX instruction count
    (``sources``: '' when nothing does)."""

    cycles: float
    how: str
    instructions: float
    sources: str = ""


def pipe_issue_cycles(kernel_model: KernelModel, gpu: GpuModel, env: Mapping[str, float]) -> tuple[float, str] | None:
    """``(cycles, how)`` of ``pipe_issue``."""
    work = pipe_issue(kernel_model, gpu, env)
    return None if work is None else (work.cycles, work.how)


def pipe_issue(kernel_model: KernelModel, gpu: GpuModel, env: Mapping[str, float]) -> IssueWork | None:
    """Issue cycles of one warp of the busiest thread's path on its processing block: the larger
    of one cycle per instruction (the dispatch port) and, per pipe, the sum over its classes of
    count x ``issue_delay`` (the pipe's lanes serve a warp in ``warpSize / lanes`` cycles); the
    pipes work in parallel. The predicated moves that select the elements of a local array ptxas
    keeps in registers (``KernelModel.register_array_selects``, ``counts.local_array_selects``)
    are issued too, half on the ALU (``MOV``) and half on the FMA pipe (``IMAD.MOV``), as ptxas
    alternates them. Constant-bank loads at fixed addresses (``KernelModel.operand_loads``)
    are operands of their consumer in machine code and take neither the port nor the LSU pipe.
    A PTX operation ptxas expands into a SASS sequence (``KernelModel.operations``: ``div.rn.f32``
    is 11 instructions on sm_75, ``GpuModel.sass_instructions``) issues that many instructions,
    costed on its class's pipe. Integer multiplies (``KernelModel.int_multiplies``) occupy the FMA
    pipe from compute capability 7.0 (``IMAD_ON_FMA_FROM``). None when a count cannot be evaluated."""
    issued = [(exec_class, expression, 1.0) for exec_class, expression in kernel_model.counts]
    issued += [(exec_class, expression, float(gpu.sass_instructions.get(operation, 1)) - 1)
               for operation, exec_class, expression in kernel_model.operations]
    per_pipe: dict[str, float] = {}
    total = 0.0
    for exec_class, expression, instructions in issued:  # per PTX instruction (extra SASS of expansions)
        if instructions <= 0:
            continue
        count = evaluated(expression, env)
        if count is None:
            return None
        total += count * instructions
        delay = class_value(gpu.issue_delay, exec_class.value, "issue_delay", 1.0)[0]
        pipe = PIPES.get(exec_class.value, "lsu")
        per_pipe[pipe] = per_pipe.get(pipe, 0.0) + count * instructions * delay
    spills = kernel_model.spill_executions(evaluated(kernel_model.largest_block_executions, env))
    if spills:
        total += spills
        per_pipe["lsu"] = per_pipe.get("lsu", 0.0) + spills * class_value(gpu.issue_delay, "st_local", "issue_delay", 1.0)[0]
    multiplies = evaluated(kernel_model.int_multiplies, env) if gpu.compute_capability >= IMAD_ON_FMA_FROM else 0.0
    if multiplies:
        moved = multiplies * class_value(gpu.issue_delay, "int", "issue_delay", 1.0)[0]
        per_pipe["alu"] = max(0.0, per_pipe.get("alu", 0.0) - moved)
        per_pipe["fma"] = per_pipe.get("fma", 0.0) + moved
    selects = evaluated(kernel_model.register_array_selects, env) if kernel_model.local_in_registers else 0.0
    if selects:
        total += selects
        for pipe, exec_class in (("alu", "int"), ("fma", "fp32")):
            per_pipe[pipe] = per_pipe.get(pipe, 0.0) + selects / 2 * class_value(gpu.issue_delay, exec_class,
                                                                                 "issue_delay", 1.0)[0]
    folded = evaluated(kernel_model.operand_loads, env) if kernel_model.operand_loads is not None else 0.0
    if folded:
        total -= folded
        per_pipe["lsu"] = max(0.0, per_pipe.get("lsu", 0.0) - folded * class_value(gpu.issue_delay, "ld_const", "issue_delay", 1.0)[0])
    sources = _sources(kernel_model, gpu, env, folded or 0.0, multiplies or 0.0, selects or 0.0, spills)
    dispatch = total * ISSUE_CYCLES_PER_INSTRUCTION
    busiest = max(per_pipe, key=per_pipe.get) if per_pipe else "dispatch"
    if not per_pipe or dispatch >= per_pipe[busiest]:
        return IssueWork(dispatch, "dispatch (one instruction per cycle)", total, sources)
    return IssueWork(per_pipe[busiest], f"{busiest} pipe", total, sources)


def _sources(kernel_model: KernelModel, gpu: GpuModel, env: Mapping[str, float], folded: float, multiplies: float,
             selects: float, spills: float) -> str:
    """Where ``pipe_issue``'s count departs from the PTX instruction count: the constant-bank
    operands not issued (``folded`` per thread), spill instructions (``spills`` executed per
    thread), integer multiplies on the FMA pipe, local arrays ptxas keeps in registers
    (``selects`` moves per thread) and each expanded operation with its SASS length and the GPU
    model entry it comes from."""
    parts = []
    if folded:
        parts.append(f"{folded:g} constant-bank operand loads per thread not issued")
    if spills:
        parts.append(f"{spills:g} register spill loads and stores per thread added (ptxas: {kernel_model.spill_bytes} B, "
                     f"{kernel_model.spill_instructions:g} instructions, run as often as the largest block)")
    if multiplies:
        parts.append(f"{multiplies:g} integer mul/mad per thread on the FMA pipe (IMAD, compute capability >= 7.0)")
    if kernel_model.local_in_registers:
        parts.append(f"ptxas keeps the {kernel_model.local_bytes}-B local array in registers (no stack frame): its "
                     "ld/st.local move no memory, issued as in the PTX"
                     + (f", and {selects:g} predicated moves per thread select the elements its run-time "
                        "addresses reach" if selects else ""))
    for operation, _exec_class, expression in kernel_model.operations:
        length = gpu.sass_instructions.get(operation)
        count = evaluated(expression, env) if length and length > 1 else None
        if count:
            parts.append(f"{count:g} {operation} per thread x {length:g} SASS instructions "
                         f"(sass_instructions.{operation})")
    return "; ".join(parts)
