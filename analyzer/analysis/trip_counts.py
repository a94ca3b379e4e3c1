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
The trip count (body executions per entry, see ``counts``) is ``N + 1`` when ``E`` is a latch
(rotated, do-while form: the body runs before the first test) and ``N`` otherwise.

The longest-running thread is represented by ``tid = 0`` and ``ctaid = 0`` (a grid-stride loop
``i = ctaid*ntid + tid; i < n; i += ntid*nctaid`` runs longest there); those symbols are set to
0 in trip counts and the derivation says so. Bounds that depend on memory contents give the
symbol ``trip_<id>`` with ``data_dependent=True``.
"""

from __future__ import annotations

from dataclasses import dataclass

from analyzer.analysis.cfg import ControlFlowGraph, build_cfg
from analyzer.analysis.kernel_model import LoopInfo, trip_symbol
from analyzer.analysis.loops import Loop, counting_exit
from analyzer.analysis.memory_source import find_memory_source
from analyzer.analysis.predicates import branch_condition
from analyzer.analysis.values import ValueAnalysis, expand
from analyzer.ir import Instruction, Kernel
from analyzer.symbolic import Expr, add, ceildiv, const, floordiv, log2, max_, mul, sym

_K = "__k"
_GEOMETRIC = ("__g0", "__g1")
_IV = "__iv"
THREAD_SYMBOLS = ("tid_x", "tid_y", "tid_z", "ctaid_x", "ctaid_y", "ctaid_z")
_INVERSE = {"lt": "ge", "le": "gt", "gt": "le", "ge": "lt", "eq": "ne", "ne": "eq"}
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


def _relation(kind: str) -> str:
    return kind[1:] if kind.startswith("u") and kind[1:] in _INVERSE else kind


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
        self._find_induction_variables()

    def _precedes(self, first: tuple[str, int], second: tuple[str, int]) -> bool:
        if first[0] == second[0]:
            return first[1] < second[1]
        return self.cfg.dominates(first[0], second[0])

    def _start_definition(self, outside: list) -> object | None:
        dominating = [d for d in outside if self.cfg.is_reachable(d.block) and self.cfg.dominates(d.block, self.loop.header)]
        if not dominating:
            return None
        latest = dominating[0]
        for candidate in dominating[1:]:
            if self._precedes((latest.block, latest.index), (candidate.block, candidate.index)):
                latest = candidate
        return latest

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
            start_definition = self._start_definition(outside)
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


def _linear(difference: Expr) -> tuple[Expr, Expr] | None:
    d0 = expand(difference.substitute({_K: 0}))
    d1 = expand(add(difference.substitute({_K: 1}), mul(-1, d0)))
    d2 = expand(add(difference.substitute({_K: 2}), mul(-1, d0)))
    if _K in d1.free_symbols() or str(expand(mul(2, d1))) != str(d2):
        return None
    return d0, d1


def _sign(expression: Expr) -> int:
    env = {name: 64 for name in expression.free_symbols()}
    try:
        value = expression.evaluate(env)
    except (ZeroDivisionError, ValueError):
        return 0
    return (value > 0) - (value < 0)


def _additive_count(relation: str, a: Expr, b: Expr) -> tuple[Expr, str] | None:
    if relation in ("lt", "le"):
        difference = add(a, mul(-1, b), -1 if relation == "le" else 0)
    elif relation in ("gt", "ge"):
        difference = add(b, mul(-1, a), -1 if relation == "ge" else 0)
    elif relation == "ne":
        difference = add(a, mul(-1, b))
    else:
        return None
    linear = _linear(expand(difference))
    if linear is None:
        return None
    d0, d1 = linear
    sign = _sign(d1)
    if sign == 0:
        return None
    if relation == "ne" and sign < 0:
        return max_(0, ceildiv(d0, mul(-1, d1))), f"D(k) = {add(d0, mul(d1, sym('k')))} != 0"
    if sign < 0:
        return None
    return max_(0, ceildiv(mul(-1, d0), d1)), f"D(k) = {add(d0, mul(d1, sym('k')))} {'!= 0' if relation == 'ne' else '< 0'}"


def _geometric_count(variable: InductionVariable, relation: str, bound: Expr, v0: Expr) -> Expr | None:
    if variable.kind == "halve":
        if relation == "gt":
            threshold = add(bound, 1)
        elif relation == "ge":
            threshold = bound
        elif relation == "ne" and bound.is_const and bound.value == 0:
            threshold = const(1)
        else:
            return None
        return ceildiv(log2(mul(2, floordiv(v0, threshold))), variable.shift)
    if relation == "lt":
        limit = bound
    elif relation == "le":
        limit = add(bound, 1)
    elif relation == "ne":
        limit = bound
    else:
        return None
    return ceildiv(log2(add(mul(2, ceildiv(limit, v0)), -1)), variable.shift)


def _unknown(loop: Loop, line: int, reason: str) -> LoopInfo:
    return LoopInfo(loop.id, loop.header, line, loop.depth, loop.parent, sym(trip_symbol(loop.id)), True, reason)


def _data_reason(values: ValueAnalysis, setp: Instruction) -> str:
    for operand in setp.srcs[:2]:
        if values.value(operand) is None:
            source = find_memory_source(values, operand)
            if source is not None:
                return f"bound loaded from memory at line {source.line}"
    return f"exit test at line {setp.line} ({setp.opcode}) is not an induction-variable comparison"


def loop_trip_count(kernel: Kernel, loop: Loop, cfg: ControlFlowGraph, values: ValueAnalysis,
                    block_order: dict[str, int]) -> LoopInfo:
    """Trip count of one loop per entry (body executions), with its derivation."""
    header = kernel.block(loop.header)
    line = header.line or (header.instructions[0].line if header.instructions else 0)
    exit_block = counting_exit(loop, cfg, block_order)
    if exit_block is None:
        return _unknown(loop, line, "loop has no exit edge")
    condition = branch_condition(kernel.block(exit_block))
    if condition is None:
        return _unknown(loop, line, f"exit block {exit_block} does not end in a conditional branch")
    branch, predicate, negated, taken, other = condition
    taken_inside = taken in loop.blocks
    if other is None or taken_inside == (other in loop.blocks):
        return _unknown(loop, line, f"branch at line {branch.line} does not separate loop and exit")
    definition = values.single_definition(predicate) if predicate else None
    setp = definition.instruction if definition is not None else None
    if setp is None or setp.op != "setp" or not setp.compare or len(setp.srcs) < 2:
        return _unknown(loop, line, f"exit condition of the branch at line {branch.line} is not a comparison")
    relation = _relation(setp.compare)
    if relation not in _INVERSE:
        return _unknown(loop, line, f"comparison {setp.compare} at line {setp.line} not understood")
    if taken_inside == negated:
        relation = _INVERSE[relation]
    analysis = _LoopAnalysis(kernel, loop, cfg, values)
    at = (definition.block, definition.index)
    used: list[str] = []

    def recording_override(name: str, block: str, index: int) -> Expr | None:
        result = analysis.override(name, block, index)
        if result is not None and name not in used:
            used.append(name)
        return result

    a, b = (values.value(operand, recording_override, at) for operand in setp.srcs[:2])
    if a is None or b is None:
        return _unknown(loop, line, _data_reason(values, setp))
    rotated = exit_block in loop.latches
    form = "do-while form: body runs before the first test" if rotated else "test before the body"
    geometric = [v for v in analysis.ivs.values() if v.kind != "add"]
    count: Expr | None = None
    explanation = ""
    grid_stride = False
    for variable in geometric:
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
            count = _geometric_count(variable, rel, right, v0)
            word = ">>=" if variable.kind == "halve" else "<<="
            explanation = (f"{variable.register}: {variable.start}, {word} {variable.shift} per iteration, "
                           f"first test {v0} {_SYMBOLS[rel]} {right}")
            break
        if count is not None:
            break
    if count is None and not ({*_GEOMETRIC} & (a.free_symbols() | b.free_symbols())):
        additive = _additive_count(relation, a, b)
        if additive is not None:
            count, text = additive
            movers = [analysis.ivs[name] for name in used if analysis.ivs[name].kind == "add"]
            names = ", ".join(f"{v.register}: {v.start} step {v.step}" for v in movers) or "no induction variable"
            grid_stride = any(name.startswith("nctaid") for v in movers for name in v.step.free_symbols())
            explanation = f"{names}; continues while {text}"
    if count is None:
        return _unknown(loop, line, _data_reason(values, setp))
    if _K in count.free_symbols():
        return _unknown(loop, line, f"exit test at line {setp.line} does not advance with the induction variables")
    trip = add(count, 1) if rotated else count
    if rotated and trip.op == "add":
        trip = _fold_rotated(count)
    representative = ""
    if set(THREAD_SYMBOLS) & trip.free_symbols():
        trip = trip.substitute({name: 0 for name in THREAD_SYMBOLS})
        representative = "; tid = ctaid = 0 (representative longest thread)"
    if _IV in trip.free_symbols():
        return _unknown(loop, line, f"exit test at line {setp.line} not understood")
    derivation = f"{explanation}; exit test at line {setp.line} ({setp.opcode}), {form}{representative}"
    return LoopInfo(loop.id, loop.header, line, loop.depth, loop.parent, trip, False, derivation, grid_stride)


def _fold_rotated(count: Expr) -> Expr:
    """``max(0, ceildiv(x, d)) + 1`` as ``max(1, ceildiv(x + d, d))`` (equal for integers)."""
    if count.op == "max" and len(count.args) == 2 and count.args[1] == const(0) and count.args[0].op == "ceildiv":
        numerator, denominator = count.args[0].args
        return max_(1, ceildiv(add(numerator, denominator), denominator))
    return add(count, 1)


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
