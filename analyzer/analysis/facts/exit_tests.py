"""The comparisons that decide whether a loop goes on (``trip_counts``).

A loop's counting exit (``loops.iteration_form``) ends in a conditional branch on a predicate.
The loop continues while that predicate has one value: true when the branch stays in the loop on
true, false when it leaves on true. The predicate is a comparison (``setp``/``icmp``), or a
conjunction of continue conditions: ``and`` of predicates under which the loop continues while
the predicate is true, ``or`` of predicates under which it leaves while the predicate is true
(clang merges ``for (...; i > 0; ...) { if (a[i] < 0) break; }`` into one ``br (and %data, %count)``
or ``select i1 %data, i1 true, i1 %count``).
Each comparison of a conjunction is one ``ExitTest``; a comparison on loaded data is taken to
let the loop go on (the longest path), so the loop runs as often as its tightest countable
comparison allows.
"""

from __future__ import annotations

from dataclasses import dataclass

from analyzer.analysis.facts.loops import IterationForm, Loop
from analyzer.analysis.facts.predicates import branch_condition
from analyzer.analysis.facts.values import ValueAnalysis
from analyzer.ir import Imm, Instruction, Kernel, Reg

INVERSE = {"lt": "ge", "le": "gt", "gt": "le", "ge": "lt", "eq": "ne", "ne": "eq"}
#: Nesting of and/or predicates followed to their comparisons.
MAX_CONJUNCTION_DEPTH = 4


@dataclass(frozen=True)
class ExitTest:
    """One comparison that decides whether a loop goes on: the exit block's branch, the
    ``setp``/``icmp`` and where that is (block, index), the relation under which the loop
    continues (``lt`` .. ``ne``, unsigned folded, inverted where the loop leaves on true), and
    whether the test ends the iteration (``loops.IterationForm.bottom_tested``)."""

    branch: Instruction
    compare: Instruction
    at: tuple[str, int]
    relation: str
    bottom_tested: bool


def signed_relation(kind: str) -> str:
    """A comparison kind without its unsigned prefix (``ult`` -> ``lt``)."""
    return kind[1:] if kind.startswith("u") and kind[1:] in INVERSE else kind


def _comparisons(values: ValueAnalysis, predicate: str, continue_on_true: bool, depth: int = 0
                 ) -> list[tuple[object, bool]]:
    """The comparisons (definitions) whose conjunction is the continue condition, each with the
    predicate value under which the loop continues (the module docstring's and/or rule)."""
    definition = values.single_definition(predicate)
    if definition is None:
        return []
    instruction = definition.instruction
    if instruction.op == "setp":
        return [(definition, continue_on_true)]
    conjunction = "and" if continue_on_true else "or"
    if _logical(instruction) != conjunction or depth >= MAX_CONJUNCTION_DEPTH:
        return []
    found = []
    for source in _logical_operands(instruction):
        if isinstance(source, Reg):
            found += _comparisons(values, source.name, continue_on_true, depth + 1)
    return found


def _truth(operand: object) -> bool | None:
    return bool(operand.value) if isinstance(operand, Imm) else None


def _logical(instruction: Instruction) -> str | None:
    """``and``/``or`` of predicates, also as LLVM writes them without poison: ``select i1 %a,
    i1 true, i1 %b`` (or) and ``select i1 %a, i1 %b, i1 false`` (and)."""
    if instruction.op in ("and", "or"):
        return instruction.op
    if instruction.op == "selp" and len(instruction.srcs) == 3:
        if_true, if_false, _ = instruction.srcs
        if _truth(if_true) is True:
            return "or"
        if _truth(if_false) is False:
            return "and"
    return None


def _logical_operands(instruction: Instruction) -> tuple[object, ...]:
    if instruction.op != "selp":
        return instruction.srcs
    if_true, if_false, condition = instruction.srcs
    return (condition, if_false) if _truth(if_true) is True else (condition, if_true)


def exit_tests(kernel: Kernel, loop: Loop, form: IterationForm, values: ValueAnalysis) -> tuple[ExitTest, ...] | str:
    """The loop's exit tests (one, or one per comparison of a conjunction), or the reason there
    is none that could count iterations."""
    if form.exit_block is None:
        return "loop has no exit edge"
    condition = branch_condition(kernel.block(form.exit_block))
    if condition is None:
        return f"exit block {form.exit_block} does not end in a conditional branch"
    branch, predicate, negated, taken, other = condition
    taken_inside = taken in loop.blocks
    if other is None or taken_inside == (other in loop.blocks):
        return f"branch at line {branch.line} does not separate loop and exit"
    tests = []
    for definition, continue_on_true in _comparisons(values, predicate, taken_inside != negated) if predicate else ():
        compare = definition.instruction
        if not compare.compare or len(compare.srcs) < 2:
            continue
        relation = signed_relation(compare.compare)
        if relation not in INVERSE:
            continue
        if not continue_on_true:
            relation = INVERSE[relation]
        tests.append(ExitTest(branch, compare, (definition.block, definition.index), relation, form.bottom_tested))
    if not tests:
        return f"exit condition of the branch at line {branch.line} is not a comparison"
    return tuple(tests)
