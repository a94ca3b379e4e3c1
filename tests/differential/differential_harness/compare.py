"""Compare what KernelTime derives from the nvcc PTX and the clang LLVM IR of one CUDA source.

For one kernel and one set of bindings, ``kernel_facts`` gathers from each file: the trip
counts of the symbolic matcher (``trip_counts``, evaluated at the bindings) and of the model
(``build_kernel_model``, refined by the concrete evaluation); per-thread dynamic counts by class
(``CLASSES``: global load and store bytes, floating-point instructions, shared accesses,
barriers); the body runs of each marker array (``a0``, ``a1`` of the generated shapes: the
executions of its loads, whatever the compilers unrolled); and the letters of the expanded
instruction string against the per-thread instructions of the classes that get a letter.

``compare_kernel`` returns one ``Disagreement`` per fact that differs between the two files or
inside one of them; ``explain_trips`` and ``explain_counts`` attach the named compiler
difference that explains one (``UNROLLING``, ``UNSWITCHING``, ``SINGLE_TRIP``,
``GUARDED_UNROLL``, ``VECTORIZED``, ``LAST_TEST_DROPPED``), and nothing else is explained
away.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from analyzer.analysis.build import build_kernel_model, static_analysis
from analyzer.analysis.strings.instruction_string import expand_string, lc_letter
from analyzer.frontend import load_module
from analyzer.frontend.llvm import parse_llvm
from analyzer.frontend.param_names import apply_source_names
from analyzer.frontend.sidecar import apply_sidecar_names
from analyzer.ir import ExecClass, Kernel, MemSpace, Module
from analyzer.symbolic import Expr

_FLOPS = (ExecClass.FP32, ExecClass.FP64, ExecClass.FP16)
CLASSES = ("loads", "stores", "flops", "shared", "barriers")
MARKERS = ("a0", "a1")
#: The refinement's words for a count from the busiest warp's lanes (``refine.refine_trips``): the
#: largest among its lanes, not thread 0's, which the matcher describes.
WARP = "the busiest warp"
#: The refinement's words for a loop the evaluated thread never entered (``refine.refine_trips``).
SKIPPED = "the guard before the loop skips it"
#: The named compiler differences behind differing facts (``explain_trips``, ``explain_counts``).
UNROLLING = ("unrolling: the compilers unrolled differently (nvcc by 4 with a remainder loop placed after, or "
             "for counting-down loops before, the unrolled one; clang by 2 to 8 with a looped or straight-line "
             "remainder), so machine loops run different numbers of source iterations per trip")
UNSWITCHING = ("loop unswitching: one compiler keeps a copy of a loop for the case an inner loop does not run "
               "(nvcc: the outer loop without its inner loop for n <= 0), which the evaluated thread never enters")
SINGLE_TRIP = ("single-trip loop deleted: clang removes a loop it proves to run once (i = 0; i < blockDim.x; "
               "i += blockDim.x), nvcc keeps it")
VECTORIZED = ("load/store vectorization: the NVPTX back end joins adjacent scalar shared-memory accesses of the IR "
              "into one .v2/.v4 access (clang's own PTX of the same IR has them, as nvcc's has), after the IR "
              "this tool reads; the IR counts each scalar access")
LAST_TEST_DROPPED = ("exit test of the last iteration dropped: a compiler that removes a loop with an early exit on "
                     "loaded data (clang: a single-trip loop, or a constant-trip loop unrolled completely) does not "
                     "test the data after the last iteration; one floating-point comparison fewer per removed loop")
GUARDED_UNROLL = ("unrolled inner loop of a nest whose inner trip count varies with the outer variable "
                  "(j <= i, j from i, a parameter step): the compilers guard the unrolled loop and its remainder "
                  "differently and the longest-path model takes each such guard as passed, so both files give "
                  "upper bounds of the source's work, at least the exact count of the #pragma unroll 1 twin, "
                  "on which both agree")


@dataclass(frozen=True)
class KernelFacts:
    """What one file says about one kernel at the bindings (module docstring): per loop, the
    matcher's count (None where it found none: the count is then the evaluation's, never
    silently wrong) and the model's; whether the evaluated thread entered each loop; the
    model's counts by class (None where one does not evaluate); the marker body runs; the
    instruction string's letters and the per-thread instructions of the lettered classes."""

    matcher_trips: tuple[float | None, ...]
    model_trips: tuple[float | None, ...]
    entered: tuple[bool, ...]
    same_thread: tuple[bool, ...]  # the evaluated count is thread 0's of block 0, as the matcher's (not a warp's)
    model_counts: Mapping[str, float | None]
    body_runs: Mapping[str, float]
    string_letters: int | None
    lettered_instructions: float | None
    vector_shared: int = 0  # shared-memory instructions moving a vector (``.v2``/``.v4``)


@dataclass(frozen=True)
class Disagreement:
    """One fact that differs: the kernel, which fact, the PTX and IR values (or, for a fact
    inside one file, the two values there), and the named compiler difference that explains
    it (empty when none does: a real disagreement)."""

    kernel: str
    fact: str
    ptx: object
    ir: object
    explanation: str = ""


def _number(expression: Expr, bindings: Mapping[str, float]) -> float | None:
    try:
        return float(expression.evaluate(dict(bindings)))
    except Exception:  # an unbound trip symbol: the count is data dependent
        return None


def _class_counts(model, bindings: Mapping[str, float]) -> dict[str, float | None]:
    flop_values = [_number(expression, bindings) for exec_class, expression in model.counts if exec_class in _FLOPS]
    return {"loads": _number(model.global_load_bytes, bindings), "stores": _number(model.global_store_bytes, bindings),
            "flops": None if None in flop_values else float(sum(flop_values)),
            "shared": _number(model.shared_accesses, bindings), "barriers": _number(model.syncs, bindings)}


def kernel_facts(module: Module, kernel: Kernel, bindings: Mapping[str, float]) -> KernelFacts:
    """The facts of the module docstring for one kernel of one file."""
    static = static_analysis(module, kernel)
    model = build_kernel_model(module, kernel, dict(bindings))
    own = [info for info in model.loops if ":" not in info.id]  # the kernel's loops, not its callees'
    runs: dict[str, float] = {}
    for access in model.accesses:
        if access.base in MARKERS and access.kind == "load":
            runs[access.base] = runs.get(access.base, 0.0) + (_number(access.executions, bindings) or 0.0)
    try:
        letters = len(expand_string(model.instruction_string, bindings))
    except Exception:
        letters = None
    lettered = [_number(expression, bindings) for exec_class, expression in model.counts if lc_letter(exec_class)]
    return KernelFacts(
        matcher_trips=tuple(None if info.data_dependent else _number(info.trip_count, bindings) for info in static.trips),
        model_trips=tuple(_number(info.trip_count, bindings) for info in own),
        entered=tuple(SKIPPED not in info.derivation for info in own),
        same_thread=tuple(WARP not in info.derivation for info in own),
        model_counts=_class_counts(model, bindings),
        body_runs=runs,
        string_letters=letters,
        lettered_instructions=None if None in lettered else float(sum(lettered)),
        vector_shared=sum(1 for block in kernel.blocks for instruction in block.instructions
                          if instruction.memory is not None and instruction.memory.space is MemSpace.SHARED
                          and {"v2", "v4"} & set(instruction.opcode.split("."))),
    )


def _internal(kernel: str, form: str, facts: KernelFacts) -> list[Disagreement]:
    """Disagreements inside one file: a count the matcher derived that the evaluation of the
    same thread contradicts (in a loop it entered), and string letters against counts."""
    found = []
    same = facts.same_thread
    for number, (matcher, evaluated, entered, comparable) in enumerate(zip(facts.matcher_trips, facts.model_trips,
                                                                           facts.entered, same)):
        if matcher is not None and entered and comparable and matcher != evaluated:
            found.append(Disagreement(kernel, f"{form}: L{number + 1} matcher against evaluation", matcher, evaluated))
    if facts.string_letters is not None and facts.string_letters != facts.lettered_instructions:
        found.append(Disagreement(kernel, f"{form}: instruction string letters against per-thread instructions",
                                  facts.string_letters, facts.lettered_instructions))
    return found


def _without(trips: tuple[float | None, ...], dropped: tuple[float, ...]) -> tuple[float | None, ...]:
    return tuple(trip for trip in trips if trip not in dropped)


def explain_trips(ptx: KernelFacts, ir: KernelFacts, unrolled: bool) -> str:
    """The compiler difference behind differing per-loop trip lists of a kernel whose
    per-thread counts agree: unrolling (where the source lets the compilers unroll), else
    loop unswitching (the lists agree without the loops never entered) or the deletion of
    a single-trip loop (they agree without trip counts of one); empty when none fits."""
    if unrolled:
        return UNROLLING
    for dropped, name in (((0.0,), UNSWITCHING), ((1.0,), SINGLE_TRIP), ((0.0, 1.0), f"{UNSWITCHING}; {SINGLE_TRIP}")):
        if _without(ptx.model_trips, dropped) == _without(ir.model_trips, dropped):
            return name
    return ""


def compare_kernel(name: str, ptx: KernelFacts, ir: KernelFacts, unrolled: bool = True) -> list[Disagreement]:
    """Every fact of one kernel that differs between its PTX and IR facts, or inside either;
    differing trip lists of a kernel whose counts agree carry ``explain_trips``."""
    found = _internal(name, "ptx", ptx) + _internal(name, "ir", ir)
    for cls in CLASSES:
        if ptx.model_counts[cls] != ir.model_counts[cls]:
            vectorized = cls == "shared" and ptx.vector_shared > ir.vector_shared \
                and (ir.model_counts[cls] or 0) > (ptx.model_counts[cls] or 0)
            found.append(Disagreement(name, cls, ptx.model_counts[cls], ir.model_counts[cls],
                                      VECTORIZED if vectorized else ""))
    if ptx.body_runs != ir.body_runs:
        found.append(Disagreement(name, "body runs", ptx.body_runs, ir.body_runs))
    if ptx.model_trips != ir.model_trips:
        removed = len(ptx.model_trips) - len(ir.model_trips)
        if [item.fact for item in found] == ["flops"] and removed > 0 and ptx.model_counts["flops"] \
                - ir.model_counts["flops"] == removed and "exit_data" in name:
            found = [Disagreement(name, "flops", ptx.model_counts["flops"], ir.model_counts["flops"], LAST_TEST_DROPPED)]
        explanation = explain_trips(ptx, ir, unrolled) if all(item.explanation for item in found) else ""
        found.append(Disagreement(name, "trip counts", ptx.model_trips, ir.model_trips, explanation))
    return found


def _at_least(facts: KernelFacts, exact: KernelFacts) -> bool:
    counts = all(value is not None and exact.model_counts[cls] is not None and value >= exact.model_counts[cls]
                 for cls, value in facts.model_counts.items())
    runs = all(facts.body_runs.get(marker, 0.0) >= runs for marker, runs in exact.body_runs.items())
    return counts and runs


def explain_counts(found: list[Disagreement], facts: dict[str, tuple[KernelFacts, KernelFacts]]) -> list[Disagreement]:
    """``found`` with the disagreements of an unrolled shape explained as ``GUARDED_UNROLL``
    where its ``#pragma unroll 1`` twin has none unexplained and both files' counts and body runs are at
    least the twin's."""
    failing = {item.kernel for item in found if not item.explanation}
    result = []
    for item in found:
        twin = f"{item.kernel}_u1"
        if not item.explanation and twin in facts and twin not in failing and ":" not in item.fact \
                and all(_at_least(own, exact) for own, exact in zip(facts[item.kernel], facts[twin])):
            item = Disagreement(item.kernel, item.fact, item.ptx, item.ir, GUARDED_UNROLL)
        result.append(item)
    return result


def _load(path: Path) -> Module:
    """A kernel file as ``frontend.load_module`` reads it, LLVM IR without the lowering to PTX
    (which only the register count needs, and this check does not compare)."""
    if path.suffix != ".ll":
        return load_module(path)
    text = path.read_text()
    return apply_sidecar_names(apply_source_names(parse_llvm(text, str(path), lower=False), path, text, None), path)


def compare_pair(ptx_path, ir_path, bindings: Mapping[str, float], kernels: tuple[str, ...] | None = None
                 ) -> tuple[int, list[Disagreement]]:
    """Kernels compared and their disagreements, for every kernel (by plain name) both files
    hold, or those named. Kernels named ``*_u1`` (``#pragma unroll 1`` shapes) compare trip
    counts strictly."""
    ptx_module, ir_module = _load(Path(ptx_path)), _load(Path(ir_path))
    ir_kernels = {kernel.plain_name: kernel for kernel in ir_module.kernels}
    facts: dict[str, tuple[KernelFacts, KernelFacts]] = {}
    found: list[Disagreement] = []
    for kernel in ptx_module.kernels:
        other = ir_kernels.get(kernel.plain_name)
        if other is None or (kernels is not None and kernel.plain_name not in kernels):
            continue
        pair = kernel_facts(ptx_module, kernel, bindings), kernel_facts(ir_module, other, bindings)
        facts[kernel.plain_name] = pair
        found += compare_kernel(kernel.plain_name, *pair, not kernel.plain_name.endswith("_u1"))
    return len(facts), explain_counts(found, facts)
