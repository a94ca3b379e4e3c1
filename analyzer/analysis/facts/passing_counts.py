"""Solving a loop's continue condition for the number of tests it passes (``trip_counts``).

The condition's sides are expressions in the test number ``K_SYMBOL`` (additive induction
variables) or a loop-invariant bound (geometric ones); see the ``trip_counts`` module docstring
for the formulas.
"""

from __future__ import annotations

from analyzer.analysis.facts.values import expand
from analyzer.symbolic import Expr, add, ceildiv, const, floordiv, log2, max_, mul, sym

#: The test number symbol: 0 at the first test of an entry.
K_SYMBOL = "__k"


def _linear(difference: Expr) -> tuple[Expr, Expr] | None:
    d0 = expand(difference.substitute({K_SYMBOL: 0}))
    d1 = expand(add(difference.substitute({K_SYMBOL: 1}), mul(-1, d0)))
    d2 = expand(add(difference.substitute({K_SYMBOL: 2}), mul(-1, d0)))
    if K_SYMBOL in d1.free_symbols() or str(expand(mul(2, d1))) != str(d2):
        return None
    return d0, d1


def _sign(expression: Expr) -> int:
    env = {name: 64 for name in expression.free_symbols()}
    try:
        value = expression.evaluate(env)
    except (ZeroDivisionError, ValueError):
        return 0
    return (value > 0) - (value < 0)


def _congruent(expression: Expr, modulus: int) -> Expr:
    """``expression`` with every ``mod(y, m)`` whose ``m`` is a multiple of ``modulus`` replaced
    by ``y`` (congruent modulo ``modulus``), expanded."""
    if expression.op == "mod" and expression.args[1].is_const and isinstance(expression.args[1].value, int) \
            and expression.args[1].value % modulus == 0:
        return _congruent(expression.args[0], modulus)
    if expression.op in ("add", "mul"):
        parts = [_congruent(arg, modulus) for arg in expression.args]
        return expand(add(*parts) if expression.op == "add" else mul(*parts))
    return expression


def _divides(step: Expr, distance: Expr) -> bool:
    """Whether the constant ``step`` divides ``distance`` for every value of its symbols (a
    ``!=`` test then fails exactly when the variable reaches its bound): every term of the
    distance, with ``mod(y, m)`` read as ``y`` where ``step`` divides ``m``, has a coefficient
    that ``step`` divides (``n - mod(n, 4) - 4`` for an unrolled loop's ``step 4``)."""
    if not (step.is_const and isinstance(step.value, int) and step.value != 0):
        return False
    modulus = abs(step.value)
    reduced = _congruent(expand(distance), modulus)
    terms = reduced.args if reduced.op == "add" else (reduced,)
    for term in terms:
        if term.is_const:
            number = term.value
        elif term.op == "mul" and term.args[0].is_const:
            number = term.args[0].value
        else:
            number = 1
        if not isinstance(number, int) or number % modulus:
            return False
    return True


def additive_count(relation: str, a: Expr, b: Expr) -> tuple[Expr, str] | None:
    """Passing tests of ``a relation b`` whose difference moves by a constant-sign step per test
    (``D(k) = d0 + d1*k``, module docstring of ``trip_counts``), and the condition in words; None
    when the difference is not linear in the test number or the test need not fail."""
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
    if relation == "ne" and not (d1 in (const(1), const(-1)) or _divides(d1, d0)):
        return None  # the variable may step over the bound: the test need not ever fail
    if relation == "ne" and sign < 0:
        return max_(0, ceildiv(d0, mul(-1, d1))), f"D(k) = {add(d0, mul(d1, sym('k')))} != 0"
    if sign < 0:
        return None
    return max_(0, ceildiv(mul(-1, d0), d1)), f"D(k) = {add(d0, mul(d1, sym('k')))} {'!= 0' if relation == 'ne' else '< 0'}"


def geometric_count(kind: str, shift: int, relation: str, bound: Expr, v0: Expr) -> Expr | None:
    """Passing tests of a doubled (``kind`` "double") or halved variable starting at ``v0``,
    shifted by ``shift`` bits per iteration, compared with a loop-invariant bound (module docstring of
    ``trip_counts``); None for a relation that does not bound it."""
    if kind == "halve":
        if relation == "gt":
            threshold = add(bound, 1)
        elif relation == "ge":
            threshold = bound
        elif relation == "ne" and bound.is_const and bound.value == 0:
            threshold = const(1)
        else:
            return None
        return ceildiv(log2(mul(2, floordiv(v0, threshold))), shift)
    if relation == "lt":
        limit = bound
    elif relation == "le":
        limit = add(bound, 1)
    elif relation == "ne":
        limit = bound
    else:
        return None
    return ceildiv(log2(add(mul(2, ceildiv(limit, v0)), -1)), shift)
