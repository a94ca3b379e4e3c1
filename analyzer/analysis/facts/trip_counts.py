"""Symbolic loop trip counts from induction variables and exit tests.

For a loop with counting exit ``E`` (``loops.counting_exit``) the test ``setp``/``icmp`` that
guards ``E``'s branch is rewritten as a condition under which the loop continues. Its operands
are expressed through the loop's induction variables: PTX registers with one definition inside
the loop and one reaching the header from outside, or LLVM phis of the header. An induction
variable is *additive* (``v += c``, c loop invariant), or *geometric* (``v <<= j`` / ``v *= 2^j``
or ``v >>= j`` / ``v /= 2^j``). With ``k`` the number of earlier tests (0, 1, ...), an additive
variable read at the test holds ``s + c*k`` (``s + c*(k + 1)`` when its update precedes the test
in the iteration), so the continue condition becomes ``D(k) = d0 + d1*k < 0`` (``<=`` becomes
``< 1`` for integers) or ``D(k) != 0``, and the number of passing tests is
``N = max(0, ceildiv(-d0, d1))``. Geometric variables give ``N = ceildiv(log2(2*floordiv(v0,
b + 1)), j)`` for halving while ``v > b`` and ``N = ceildiv(log2(2*ceildiv(b, v0) - 1), j)`` for
doubling while ``v < b`` (``log2`` is floor(log2) and is 0 below 1; the identities
``bitlength(y) = floor_log2(2y)`` and ``ceil_log2(x) = floor_log2(2x - 1)`` make them exact).
The trip count (body executions per entry, see ``counts``) is ``N + 1`` when ``E``'s test ends
the iteration (rotated, do-while form: ``E`` is a latch, or only jumps follow it, as in nvcc's
``@%p bra $exit; bra.uni $header``; ``loops.exit_ends_iteration``) and ``N`` otherwise.

The longest-running thread is represented by ``tid = 0`` and ``ctaid = 0`` (a grid-stride loop
``i = ctaid*ntid + tid; i < n; i += ntid*nctaid`` runs longest there); those symbols are set to
0 in trip counts and the derivation says so. Bounds that depend on memory contents give the
symbol ``trip_<id>`` with ``data_dependent=True``.
"""

from __future__ import annotations

from dataclasses import dataclass

from analyzer.analysis.facts.cfg import ControlFlowGraph, build_cfg
from analyzer.analysis.kernel_model import LoopInfo, trip_symbol
from analyzer.analysis.facts.loops import Loop, iteration_form
from analyzer.analysis.facts.memory_source import find_memory_source
from analyzer.analysis.facts.exit_tests import ExitTest, exit_tests
from analyzer.analysis.facts.passing_counts import K_SYMBOL, additive_count, geometric_count
from analyzer.analysis.facts.value_arithmetic import integer_type
from analyzer.analysis.facts.values import ValueAnalysis, expand
from analyzer.ir import Instruction, Kernel
from analyzer.symbolic import Expr, add, ceildiv, const, floordiv, max_, min_, mul, sym

_K = K_SYMBOL
_GEOMETRIC = ("__g0", "__g1")
_IV = "__iv"
THREAD_SYMBOLS = ("tid_x", "tid_y", "tid_z", "ctaid_x", "ctaid_y", "ctaid_z")
_SYMBOLS = {"lt": "<", "le": "<=", "gt": ">", "ge": ">=", "eq": "==", "ne": "!="}
_MIRROR = {"lt": "gt", "le": "ge", "gt": "lt", "ge": "le", "eq": "eq", "ne": "ne"}


@dataclass(frozen=True)
class InductionVariable:
    """A loop's induction variable: register, start value, the kind of update (``add``,
    ``double`` or ``halve``), the additive step or the shift amount, and where it is updated
    (None for an LLVM phi, whose value is the iteration's start value)."""

    register: str
    start: Expr
    kind: str
    step: Expr
    shift: int
    update_at: tuple[str, int] | None


def _classify_update(update: Expr) -> tuple[str, Expr, int] | None:
    difference = expand(add(update, mul(-1, sym(_IV))))
    if _IV not in difference.free_symbols():
        return "add", difference, 0
    if update.op == "mul" and len(update.args) == 2 and update.args[0].is_const and update.args[1] == sym(_IV):
        factor = update.args[0].value
        if isinstance(factor, int) and factor > 1 and factor & (factor - 1) == 0:
            return "double", const(factor), factor.bit_length() - 1
    if update.op == "floordiv" and update.args[0] == sym(_IV) and update.args[1].is_const:
        divisor = update.args[1].value
        if isinstance(divisor, int) and divisor > 1 and divisor & (divisor - 1) == 0:
            return "halve", const(divisor), divisor.bit_length() - 1
    return None


class _LoopAnalysis:
    def __init__(self, kernel: Kernel, loop: Loop, cfg: ControlFlowGraph, values: ValueAnalysis, outer=None):
        self.kernel, self.loop, self.cfg, self.values = kernel, loop, cfg, values
        self.outer = outer
        self.ivs: dict[str, InductionVariable] = {}
        self.several_starts: list[str] = []  # registers updated like counters that enter with several values
        self._find_induction_variables()

    def _precedes(self, first: tuple[str, int], second: tuple[str, int]) -> bool:
        if first[0] == second[0]:
            return first[1] < second[1]
        return self.cfg.dominates(first[0], second[0])

    def _start_definition(self, outside: list, register: str = "") -> object | None:
        dominating = [d for d in outside if self.cfg.is_reachable(d.block) and self.cfg.dominates(d.block, self.loop.header)]
        if not dominating:
            return None
        latest = dominating[0]
        for candidate in dominating[1:]:
            if self._precedes((latest.block, latest.index), (candidate.block, candidate.index)):
                latest = candidate
        if any(self._bypasses(other, latest) for other in outside if other is not latest):
            if register:  # an integer register a loop before this one updated too
                self.several_starts.append(register)
            return None
        return latest

    def _bypasses(self, other, latest) -> bool:
        """Whether definition ``other`` reaches the loop header on a path that does not pass
        ``latest`` (the register then enters the loop with more than one value: nvcc's remainder
        loop before the unrolled one hands its induction variable on)."""
        if not self.cfg.is_reachable(other.block):
            return False
        if other.block == latest.block:
            return other.index > latest.index and self.loop.header in self._forward(latest.block, latest.block)
        return self.loop.header in self._forward(other.block, latest.block)

    def _forward(self, start: str, blocker: str) -> set[str]:
        """Blocks reached from the end of ``start`` without entering ``blocker`` or the loop's body
        (the header is reached, not passed)."""
        seen: set[str] = set()
        work = list(self.cfg.successors.get(start, ()))
        while work:
            label = work.pop()
            if label in seen or label == blocker:
                continue
            seen.add(label)
            if label not in self.loop.blocks:
                work.extend(self.cfg.successors.get(label, ()))
        return seen

    def _iv_self_override(self, register: str):
        def override(name: str, block: str, index: int) -> Expr | None:
            return sym(_IV) if name == register else None
        return override

    def _find_induction_variables(self) -> None:
        loop = self.loop
        for register in self.values.registers_defined_in(loop.blocks):
            definitions = self.values.definitions[register]
            inside = [d for d in definitions if d.block in loop.blocks]
            if not inside:
                continue
            if len(definitions) == 1 and inside[0].instruction.op == "phi" and inside[0].block == loop.header:
                self._phi_induction(register, inside[0])
                continue
            outside = [d for d in definitions if d.block not in loop.blocks]
            if len(inside) != 1 or not outside:
                continue
            counter = integer_type(inside[0].instruction.type)
            start_definition = self._start_definition(outside, register if counter else "")
            if start_definition is None:
                continue
            start = self.values.instruction_value(start_definition, self.outer)
            update = self.values.instruction_value(inside[0], self._iv_self_override(register))
            self._record(register, start, update, (inside[0].block, inside[0].index))

    def _phi_induction(self, register: str, definition) -> None:
        instruction = definition.instruction
        starts, updates = [], []
        for source, incoming in zip(instruction.srcs, instruction.incoming):
            if incoming in self.loop.blocks:
                updates.append(self.values.value(source, self._iv_self_override(register), (incoming, 10**9)))
            else:
                starts.append(self.values.value(source, self.outer, (incoming, 10**9)))
        if len(starts) != 1 or not updates or any(u is None or str(u) != str(updates[0]) for u in updates):
            return
        self._record(register, starts[0], updates[0], None)

    def _record(self, register: str, start: Expr | None, update: Expr | None, update_at) -> None:
        if start is None or update is None:
            return
        kind = _classify_update(update)
        if kind is None:
            return
        self.ivs[register] = InductionVariable(register, start, kind[0], kind[1], kind[2], update_at)

    def override(self, name: str, block: str, index: int) -> Expr | None:
        """Value of an induction variable read at (block, index) as a function of the test
        number ``__k`` (additive) or as ``__g0``/``__g1`` (geometric, before/after update)."""
        variable = self.ivs.get(name)
        if variable is None:
            return None
        if block not in self.loop.blocks:
            return variable.start
        updated = variable.update_at is not None and self._precedes(variable.update_at, (block, index))
        if variable.kind == "add":
            return add(variable.start, mul(variable.step, add(sym(_K), 1 if updated else 0)))
        return sym(_GEOMETRIC[1 if updated else 0])


def _unknown(loop: Loop, line: int, reason: str) -> LoopInfo:
    return LoopInfo(loop.id, loop.header, line, loop.depth, loop.parent, sym(trip_symbol(loop.id)), True, reason)


def _data_reason(values: ValueAnalysis, setp: Instruction) -> str:
    for operand in setp.srcs[:2]:
        if values.value(operand) is None:
            source = find_memory_source(values, operand)
            if source is not None:
                return f"bound loaded from memory at line {source.line}"
    return f"exit test at line {setp.line} ({setp.opcode}) is not an induction-variable comparison"


@dataclass(frozen=True)
class PassingTests:
    """How many times the exit test lets the loop go on per entry (``N`` of the module
    docstring), the sentence saying from which induction variable and bound, and whether an
    induction variable of the test steps by the grid size (its step names ``nctaid``)."""

    count: Expr
    explanation: str
    grid_stride: bool = False


def _geometric_passes(analysis: _LoopAnalysis, a: Expr, b: Expr, relation: str) -> PassingTests | None:
    """Passing tests of a comparison of a doubled or halved induction variable with a bound."""
    for variable in (v for v in analysis.ivs.values() if v.kind != "add"):
        step = floordiv(sym(_IV), variable.step) if variable.kind == "halve" else mul(variable.step, sym(_IV))
        advanced = str(step.substitute({_IV: sym(_GEOMETRIC[0])}))
        for left, right, rel in ((a, b, relation), (b, a, _MIRROR[relation])):
            if right.free_symbols() & {*_GEOMETRIC, _K}:
                continue
            if left == sym(_GEOMETRIC[0]):
                v0 = variable.start
            elif left == sym(_GEOMETRIC[1]) or str(left) == advanced:
                v0 = step.substitute({_IV: variable.start})
            else:
                continue
            count = geometric_count(variable.kind, variable.shift, rel, right, v0)
            if count is None:
                return None
            word = ">>=" if variable.kind == "halve" else "<<="
            return PassingTests(count, f"{variable.register}: {variable.start}, {word} {variable.shift} per "
                                       f"iteration, first test {v0} {_SYMBOLS[rel]} {right}")
    return None


def _additive_passes(analysis: _LoopAnalysis, a: Expr, b: Expr, relation: str, used: list[str]) -> PassingTests | None:
    """Passing tests of a comparison whose sides move by loop-invariant steps per iteration."""
    if {*_GEOMETRIC} & (a.free_symbols() | b.free_symbols()):
        return None
    additive = additive_count(relation, a, b)
    if additive is None:
        return None
    count, text = additive
    movers = [analysis.ivs[name] for name in used if analysis.ivs[name].kind == "add"]
    names = ", ".join(f"{v.register}: {v.start} step {v.step}" for v in movers) or "no induction variable"
    grid_stride = any(name.startswith("nctaid") for v in movers for name in v.step.free_symbols())
    return PassingTests(count, f"{names}; continues while {text}", grid_stride)


def _passing_tests(kernel: Kernel, loop: Loop, cfg: ControlFlowGraph, values: ValueAnalysis,
                   test: ExitTest) -> PassingTests | str:
    """The exit test's operands through the loop's induction variables, solved for the number
    of passing tests (geometric variables first, then additive ones); the reason otherwise."""
    analysis = _LoopAnalysis(kernel, loop, cfg, values)
    used: list[str] = []

    def recording_override(name: str, block: str, index: int) -> Expr | None:
        result = analysis.override(name, block, index)
        if result is not None and name not in used:
            used.append(name)
        return result

    a, b = (values.value(operand, recording_override, test.at) for operand in test.compare.srcs[:2])
    passes = None if a is None or b is None else \
        _geometric_passes(analysis, a, b, test.relation) or _additive_passes(analysis, a, b, test.relation, used)
    if passes is None and analysis.several_starts:
        return (f"exit test at line {test.compare.line}: {', '.join(analysis.several_starts)} {'enters' if len(analysis.several_starts) == 1 else 'enter'} the loop with "
                "more than one value (a loop before it updated them); the evaluation counts it")
    if passes is None:
        return _data_reason(values, test.compare)
    if _K in passes.count.free_symbols():
        return f"exit test at line {test.compare.line} does not advance with the induction variables"
    return passes


def _body_runs(passes: Expr, bottom_tested: bool) -> Expr:
    """Body executions per entry from the passing tests ``N``: ``N + 1`` when the test ends the
    iteration (``max(0, ceildiv(x, d)) + 1`` folded to ``max(1, ceildiv(x + d, d))``), else ``N``."""
    if not bottom_tested:
        return passes
    if passes.op == "max" and len(passes.args) == 2 and passes.args[1] == const(0) and passes.args[0].op == "ceildiv":
        numerator, denominator = passes.args[0].args
        return max_(1, ceildiv(add(numerator, denominator), denominator))
    return add(passes, 1)


def _longest_thread(trip: Expr) -> tuple[Expr, str]:
    """The trip count of the representative longest thread (``tid = ctaid = 0``) and the note
    saying so when the count read a thread or block index."""
    if not set(THREAD_SYMBOLS) & trip.free_symbols():
        return trip, ""
    return trip.substitute({name: 0 for name in THREAD_SYMBOLS}), "; tid = ctaid = 0 (representative longest thread)"


def loop_trip_count(kernel: Kernel, loop: Loop, cfg: ControlFlowGraph, values: ValueAnalysis,
                    block_order: dict[str, int]) -> LoopInfo:
    """Trip count of one loop per entry (body executions), with its derivation: the exit test
    (``_exit_test``), its passing tests solved through the induction variables
    (``_passing_tests``), and the body runs they mean in the loop's form (``_body_runs``)."""
    header = kernel.block(loop.header)
    line = header.line or (header.instructions[0].line if header.instructions else 0)
    tests = exit_tests(kernel, loop, iteration_form(kernel, loop, cfg, block_order), values)
    if isinstance(tests, str):
        return _unknown(loop, line, tests)
    solved = [(test, _passing_tests(kernel, loop, cfg, values, test)) for test in tests]
    counted = [(test, passes) for test, passes in solved if not isinstance(passes, str)]
    if not counted:
        return _unknown(loop, line, str(solved[0][1]))
    test, passes = counted[0]
    if len(counted) > 1:
        passes = PassingTests(min_(*(p.count for _, p in counted)), " and ".join(p.explanation for _, p in counted),
                              counted[0][1].grid_stride)
    trip, representative = _longest_thread(_body_runs(passes.count, test.bottom_tested))
    if _IV in trip.free_symbols():
        return _unknown(loop, line, f"exit test at line {test.compare.line} not understood")
    form = "do-while form: body runs before the first test" if test.bottom_tested else "test before the body"
    others = [t for t in tests if all(t is not c for c, _ in counted)]
    if others:
        form += "; " + ", ".join(f"the test at line {t.compare.line} taken to let it go on (longest path)" for t in others)
    derivation = f"{passes.explanation}; exit test at line {test.compare.line} ({test.compare.opcode}), {form}{representative}"
    return LoopInfo(loop.id, loop.header, line, loop.depth, loop.parent, trip, False, derivation, passes.grid_stride)


def loop_trip_counts(kernel: Kernel, loops: tuple[Loop, ...], cfg: ControlFlowGraph | None = None,
                     values: ValueAnalysis | None = None) -> tuple[LoopInfo, ...]:
    """Trip counts per entry of every loop, in the order of ``loops``."""
    graph = cfg if cfg is not None else build_cfg(kernel)
    analysis = values if values is not None else ValueAnalysis(kernel)
    order = {block.label: index for index, block in enumerate(kernel.blocks)}
    return tuple(loop_trip_count(kernel, loop, graph, analysis, order) for loop in loops)


def induction_starts(kernel: Kernel, loops: tuple[Loop, ...], cfg: ControlFlowGraph,
                     values: ValueAnalysis) -> dict[str, Expr]:
    """First-iteration value of every induction variable (``induction_variables``)."""
    return induction_variables(kernel, loops, cfg, values)[0]


def induction_variables(kernel: Kernel, loops: tuple[Loop, ...], cfg: ControlFlowGraph, values: ValueAnalysis
                        ) -> tuple[dict[str, Expr], dict[str, tuple[Loop, Expr]]]:
    """First-iteration value of every induction variable (outer loops first, so an inner start
    that reads an outer induction variable takes the outer one's first value), and the additive
    step of each additive one with its loop. Coalescing uses both: a loop-carried
    address advances by a lane-independent step, so the first iteration shows the warp's access
    pattern, and the second how far the access moves per iteration."""
    starts: dict[str, Expr] = {}
    steps: dict[str, tuple[Loop, Expr]] = {}

    def outer(name: str, block: str, index: int) -> Expr | None:
        return starts.get(name)

    for loop in sorted(loops, key=lambda candidate: candidate.depth):
        analysis = _LoopAnalysis(kernel, loop, cfg, values, outer)
        for register, variable in analysis.ivs.items():
            starts.setdefault(register, variable.start)
            if variable.kind == "add":
                steps.setdefault(register, (loop, variable.step))
    return starts, steps
