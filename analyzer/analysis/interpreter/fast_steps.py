"""Specialised steps for the commonest instructions of the concrete evaluator (``evaluate``).

Most of what a thread executes is integer address and loop arithmetic (``add``, ``mad``,
``shl``, ``setp`` on ``s32``/``u64`` registers and immediates), copies of registers, special
registers and parameters, and predicate logic (on the convolutions of the validation set, 84 %
of the executed steps). ``fast_step`` gives such an instruction, once per kernel, a function of the thread that
computes its result with the rules of ``semantics`` (the same ``wrap``/``read``/``comparison``
calls ``concrete_arithmetic`` and ``ThreadState._compare`` make) and writes it as
``ThreadState.execute`` does: the value, its width, and its taint (a source is tainted). The
function returns False, having changed nothing, where a source holds what the general path must
convert (a float or a predicate in an integer operation); ``execute`` then runs the general path.
"""

from __future__ import annotations

from typing import Callable

from analyzer.analysis.interpreter.semantics import comparison, holds, integer_facts, read, unsigned, wrap
from analyzer.ir import Imm, Instruction, ParamRef, Reg, SpecialReg

#: a specialised step: True when it ran the instruction, False when the general path must
FastStep = Callable[[object], bool]


def fast_step(instruction: Instruction, destination: str | None, result_width: int,
              source_registers: tuple[str, ...]) -> FastStep | None:
    """The specialised step of an instruction that has no guard, memory access, barrier, call or
    return and one register destination (``destination``), or None where it has none:
    ``mov`` of a register, a special register or a parameter, ``and``/``or`` of predicates, ``setp`` of two integers, and
    ``add``/``sub``/``mul``/``mad``/``shl`` on an integer type (``mul``/``mad`` without ``.hi``)
    with register or integer-immediate sources."""
    if destination is None:
        return None
    op, srcs, type_name = instruction.op, instruction.srcs, instruction.type
    if op == "mov" and len(srcs) == 1 and type(srcs[0]) in (SpecialReg, ParamRef):
        return _launch_value(srcs[0], destination, result_width, source_registers)
    if any(type(src) is not Reg and not (type(src) is Imm and type(src.value) is int) for src in srcs):
        return None
    sources = tuple(src.name if type(src) is Reg else src for src in srcs)
    if op == "mov" and len(srcs) == 1 and type(srcs[0]) is Reg:
        return _copy(srcs[0].name, destination, result_width, source_registers)
    if op in ("and", "or") and type_name == "pred" and len(srcs) == 2 and all(type(src) is Reg for src in srcs):
        return _logic(op == "and", sources[0], sources[1], destination, result_width, source_registers)
    if op == "setp" and len(srcs) == 2 and instruction.compare and type(srcs[0]) is Reg:
        return _compare(instruction.compare, type_name, sources[0], sources[1], destination, result_width,
                        source_registers)
    integer_type, width, signed, value_width = integer_facts(type_name, instruction.modifiers)
    if not integer_type or type(srcs[0]) is not Reg:
        return None
    compute = _integer_operation(op, len(srcs), width, signed, value_width, "hi" in instruction.modifiers)
    if compute is None:
        return None
    return _arithmetic(compute, sources, destination, result_width, source_registers)


def _integer_operation(op: str, arity: int, width: int, signed: bool, value_width: int,
                       high: bool) -> Callable[..., int] | None:
    """``concrete_arithmetic``'s rule for an operation on integers, as a function of the values."""
    if op == "add" and arity == 2:
        return lambda a, b: wrap(a + b, width)
    if op == "sub" and arity == 2:
        return lambda a, b: wrap(a - b, width)
    if op == "mul" and arity == 2 and not high:
        return lambda a, b: wrap(read(a, width, signed) * read(b, width, signed), value_width)
    if op == "mad" and arity == 3 and not high:
        return lambda a, b, c: wrap(read(a, width, signed) * read(b, width, signed) + c, value_width)
    if op == "shl" and arity == 2:
        return lambda a, b: 0 if unsigned(b, 32) >= width else wrap(a << unsigned(b, 32), width)
    return None


def _write(thread, destination: str, width: int, result, registers: tuple[str, ...]) -> None:
    """``execute``'s write of a one-register result: value, width, taint from the sources."""
    tainted = thread.tainted
    thread.state[destination] = result
    thread.widths[destination] = width
    if tainted:
        if not tainted.isdisjoint(registers):
            tainted.add(destination)
        else:
            tainted.discard(destination)


def _copy(source: str, destination: str, width: int, registers: tuple[str, ...]) -> FastStep:
    def run(thread) -> bool:
        _write(thread, destination, width, thread.state.get(source), registers)
        return True

    return run


def _launch_value(source, destination: str, width: int, registers: tuple[str, ...]) -> FastStep:
    """``mov`` of a special register (``%tid.x``: the thread's ``specials``) or of a parameter."""
    if type(source) is SpecialReg:
        name = source.name

        def run(thread) -> bool:
            _write(thread, destination, width, thread.specials.get(name), registers)
            return True

        return run
    index = source.index

    def run_parameter(thread) -> bool:
        _write(thread, destination, width, thread.params.get(index), registers)
        return True

    return run_parameter


def _logic(conjunction: bool, left: str, right: str, destination: str, width: int,
           registers: tuple[str, ...]) -> FastStep:
    def run(thread) -> bool:
        state = thread.state
        a, b = state.get(left), state.get(right)
        if a is None or b is None:
            result = None
        else:
            result = (bool(a) and bool(b)) if conjunction else (bool(a) or bool(b))
        _write(thread, destination, width, result, registers)
        return True

    return run


def _value(state: dict, source):
    """A source's value: a register's (None when unknown) or an immediate's."""
    return state.get(source) if type(source) is str else source.value


def _compare(relation: str, type_name: str | None, left: str, right, destination: str, width: int,
             registers: tuple[str, ...]) -> FastStep:
    def run(thread) -> bool:
        state = thread.state
        a, b = state.get(left), _value(state, right)
        if a is None or b is None:
            _write(thread, destination, width, None, registers)
            return True
        if type(a) is not int or type(b) is not int:
            return False
        try:
            plain, first, second = comparison(relation, type_name, a, b)
            outcome = holds(plain, first, second)
        except KeyError:
            return False
        tainted = thread.tainted
        thread.compares.append((plain, first, second, bool(tainted) and not tainted.isdisjoint(registers)))
        _write(thread, destination, width, outcome, registers)
        return True

    return run


def _arithmetic(compute: Callable[..., int], sources: tuple, destination: str, width: int,
                registers: tuple[str, ...]) -> FastStep:
    if len(sources) == 2:  # the commonest arity: no list of values
        left, right = sources

        def run(thread) -> bool:
            state = thread.state
            a, b = state.get(left), _value(state, right)
            if type(a) is int and type(b) is int:
                result = compute(a, b)
            elif a is None or b is None:
                result = None
            else:
                return False
            _write(thread, destination, width, result, registers)
            return True

        return run

    def run(thread) -> bool:
        state = thread.state
        values = [_value(state, source) for source in sources]
        if all(type(value) is int for value in values):
            result = compute(*values)
        elif None in values:
            result = None
        else:
            return False
        _write(thread, destination, width, result, registers)
        return True

    return run
