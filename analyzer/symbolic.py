"""Small symbolic integer/real expressions for trip counts, latencies and volumes.

The analyses build expressions over kernel parameters (``n``), launch dimensions (``ntid_x``,
``nctaid_x``), thread ids (``tid_x``, ``ctaid_x``), GPU-model symbols (``lat_fp32``,
``del_ld_global``) and per-loop overrides (``trip_L1``). They stay symbolic until values are
bound; ``compile_expr`` turns one into a plain Python function for fast repeated evaluation (a
tuning sweep evaluates the same expression thousands of times).

Operations: add, mul, max, min, floordiv, ceildiv, mod, div (real), log2 (floor of log2, for
shift loops), with constant folding, flattening and like-term collection so printed expressions
stay readable (``ceildiv(n - tid_x, nctaid_x*ntid_x)``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Iterable, Mapping, Union

Number = Union[int, float]
ExprLike = Union["Expr", int, float]

_FUNCTIONS = {"max", "min", "floordiv", "ceildiv", "mod", "log2"}


class UnboundSymbolError(KeyError):
    """Evaluation needed symbols that were not given a value."""

    def __init__(self, missing: Iterable[str]):
        self.missing = tuple(sorted(set(missing)))
        super().__init__(", ".join(self.missing))


@dataclass(frozen=True)
class Expr:
    """An expression node: ``op`` is const, sym, add, mul, max, min, floordiv, ceildiv, mod, div
    or log2; ``value`` holds the number (const) or name (sym); ``args`` the operands."""

    op: str
    args: tuple["Expr", ...] = ()
    value: Union[int, float, str, None] = None

    # -- construction through operators ---------------------------------------------------
    def __add__(self, other: ExprLike) -> "Expr":
        return add(self, other)

    def __radd__(self, other: ExprLike) -> "Expr":
        return add(other, self)

    def __sub__(self, other: ExprLike) -> "Expr":
        return add(self, mul(-1, other))

    def __rsub__(self, other: ExprLike) -> "Expr":
        return add(other, mul(-1, self))

    def __mul__(self, other: ExprLike) -> "Expr":
        return mul(self, other)

    def __rmul__(self, other: ExprLike) -> "Expr":
        return mul(other, self)

    def __neg__(self) -> "Expr":
        return mul(-1, self)

    def __truediv__(self, other: ExprLike) -> "Expr":
        return div(self, other)

    # -- queries ----------------------------------------------------------------------------
    @property
    def is_const(self) -> bool:
        return self.op == "const"

    def free_symbols(self) -> frozenset[str]:
        """Names of all symbols in the expression."""
        if self.op == "sym":
            return frozenset({str(self.value)})
        result: frozenset[str] = frozenset()
        for arg in self.args:
            result |= arg.free_symbols()
        return result

    def evaluate(self, env: Mapping[str, Number]) -> Number:
        """Numeric value with symbols taken from ``env``; raises UnboundSymbolError if any is
        missing."""
        missing = [name for name in self.free_symbols() if name not in env]
        if missing:
            raise UnboundSymbolError(missing)
        return _eval(self, env)

    def substitute(self, bindings: Mapping[str, ExprLike]) -> "Expr":
        """The expression with the given symbols replaced (by numbers or expressions)."""
        if self.op == "sym":
            if self.value in bindings:
                return as_expr(bindings[str(self.value)])
            return self
        if not self.args:
            return self
        return _rebuild(self.op, [arg.substitute(bindings) for arg in self.args])

    def __str__(self) -> str:
        return _format(self)

    def __repr__(self) -> str:
        return f"Expr({_format(self)})"


def const(value: Number) -> Expr:
    """A constant; integral floats become ints so printing stays exact."""
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**62:
        value = int(value)
    return Expr("const", (), value)


def sym(name: str) -> Expr:
    """A named symbol."""
    return Expr("sym", (), name)


ZERO = const(0)
ONE = const(1)


def as_expr(value: ExprLike) -> Expr:
    """Wrap a number as a constant; pass expressions through."""
    if isinstance(value, Expr):
        return value
    if isinstance(value, bool):
        return const(int(value))
    if isinstance(value, (int, float)):
        return const(value)
    raise TypeError(f"cannot make an expression of {value!r}")


def _key(expr: Expr) -> str:
    return _format(expr)


def _split_coefficient(expr: Expr) -> tuple[Number, Expr]:
    if expr.op == "const":
        return expr.value, ONE  # type: ignore[return-value]
    if expr.op == "mul" and expr.args and expr.args[0].op == "const":
        rest = expr.args[1:]
        return expr.args[0].value, (rest[0] if len(rest) == 1 else Expr("mul", rest))  # type: ignore[return-value]
    return 1, expr


def add(*terms: ExprLike) -> Expr:
    """Sum with constants folded and like terms collected."""
    flat: list[Expr] = []
    for term in map(as_expr, terms):
        flat.extend(term.args if term.op == "add" else (term,))
    constant: Number = 0
    coefficients: dict[str, list] = {}
    for term in flat:
        if term.op == "const":
            constant += term.value  # type: ignore[operator]
            continue
        coefficient, rest = _split_coefficient(term)
        slot = coefficients.setdefault(_key(rest), [0, rest])
        slot[0] += coefficient
    parts = [mul(coefficient, rest) for coefficient, rest in coefficients.values() if coefficient != 0]
    parts.sort(key=_key)
    if constant != 0 or not parts:
        parts.append(const(constant))
    return parts[0] if len(parts) == 1 else Expr("add", tuple(parts))


def mul(*factors: ExprLike) -> Expr:
    """Product with constants folded; a constant factor is kept first."""
    flat: list[Expr] = []
    for factor in map(as_expr, factors):
        flat.extend(factor.args if factor.op == "mul" else (factor,))
    constant: Number = 1
    rest: list[Expr] = []
    for factor in flat:
        if factor.op == "const":
            constant *= factor.value  # type: ignore[operator]
        else:
            rest.append(factor)
    if constant == 0:
        return ZERO
    if not rest:
        return const(constant)
    if len(rest) == 1 and rest[0].op == "add":  # distribute a constant over a sum
        if constant != 1:
            return add(*(mul(constant, term) for term in rest[0].args))
        return rest[0]
    rest.sort(key=_key)
    if constant != 1:
        rest.insert(0, const(constant))
    return rest[0] if len(rest) == 1 else Expr("mul", tuple(rest))


def _extremum(op: str, args: Iterable[ExprLike]) -> Expr:
    flat: list[Expr] = []
    for arg in map(as_expr, args):
        flat.extend(arg.args if arg.op == op else (arg,))
    if not flat:
        raise ValueError(f"{op} of nothing")
    pick = max if op == "max" else min
    constants = [arg.value for arg in flat if arg.op == "const"]
    others: dict[str, Expr] = {}
    for arg in flat:
        if arg.op != "const":
            others.setdefault(_key(arg), arg)
    parts = sorted(others.values(), key=_key)
    if constants:
        parts.append(const(pick(constants)))  # type: ignore[type-var]
    return parts[0] if len(parts) == 1 else Expr(op, tuple(parts))


def max_(*args: ExprLike) -> Expr:
    """Maximum of the arguments."""
    return _extremum("max", args)


def min_(*args: ExprLike) -> Expr:
    """Minimum of the arguments."""
    return _extremum("min", args)


def floordiv(numerator: ExprLike, denominator: ExprLike) -> Expr:
    """floor(numerator / denominator)."""
    num, den = as_expr(numerator), as_expr(denominator)
    if den.is_const and den.value == 1:
        return num
    if num.is_const and den.is_const and den.value != 0:
        return const(math.floor(num.value / den.value))  # type: ignore[operator]
    return Expr("floordiv", (num, den))


def ceildiv(numerator: ExprLike, denominator: ExprLike) -> Expr:
    """ceil(numerator / denominator)."""
    num, den = as_expr(numerator), as_expr(denominator)
    if den.is_const and den.value == 1:
        return num
    if num.is_const and den.is_const and den.value != 0:
        return const(math.ceil(num.value / den.value))  # type: ignore[operator]
    return Expr("ceildiv", (num, den))


def mod(numerator: ExprLike, denominator: ExprLike) -> Expr:
    """numerator mod denominator (floored)."""
    num, den = as_expr(numerator), as_expr(denominator)
    if num.is_const and den.is_const and den.value != 0:
        return const(num.value % den.value)  # type: ignore[operator]
    return Expr("mod", (num, den))


def div(numerator: ExprLike, denominator: ExprLike) -> Expr:
    """Real division."""
    num, den = as_expr(numerator), as_expr(denominator)
    if den.is_const and den.value == 1:
        return num
    if num.is_const and den.is_const and den.value != 0:
        return const(num.value / den.value)  # type: ignore[operator]
    return Expr("div", (num, den))


def log2(argument: ExprLike) -> Expr:
    """floor(log2(argument)) for argument >= 1 (0 below 1): iterations of a halving loop - 1."""
    arg = as_expr(argument)
    if arg.is_const:
        return const(_log2_floor(arg.value))  # type: ignore[arg-type]
    return Expr("log2", (arg,))


def _log2_floor(value: Number) -> int:
    return int(value).bit_length() - 1 if value >= 1 else 0


_BUILDERS: dict[str, Callable[..., Expr]] = {
    "add": add,
    "mul": mul,
    "max": max_,
    "min": min_,
    "floordiv": floordiv,
    "ceildiv": ceildiv,
    "mod": mod,
    "div": div,
    "log2": log2,
}


def _rebuild(op: str, args: list[Expr]) -> Expr:
    return _BUILDERS[op](*args)


def _eval(expr: Expr, env: Mapping[str, Number]) -> Number:
    op = expr.op
    if op == "const":
        return expr.value  # type: ignore[return-value]
    if op == "sym":
        return env[str(expr.value)]
    values = [_eval(arg, env) for arg in expr.args]
    if op == "add":
        return sum(values)
    if op == "mul":
        return math.prod(values)
    if op == "max":
        return max(values)
    if op == "min":
        return min(values)
    if op == "floordiv":
        return math.floor(values[0] / values[1])
    if op == "ceildiv":
        return math.ceil(values[0] / values[1])
    if op == "mod":
        return values[0] % values[1]
    if op == "div":
        return values[0] / values[1]
    if op == "log2":
        return _log2_floor(values[0])
    raise ValueError(f"unknown expression op {op}")


def _format(expr: Expr) -> str:
    op = expr.op
    if op == "const":
        return repr(expr.value) if isinstance(expr.value, float) else str(expr.value)
    if op == "sym":
        return str(expr.value)
    if op == "add":
        ordered = sorted(expr.args, key=lambda term: _split_coefficient(term)[0] < 0)
        text = _format(ordered[0])
        for term in ordered[1:]:
            coefficient, rest = _split_coefficient(term)
            if isinstance(coefficient, (int, float)) and coefficient < 0:
                magnitude = mul(-coefficient, rest) if rest is not ONE else const(-coefficient)
                text += f" - {_format_factor(magnitude)}"
            else:
                text += f" + {_format(term)}"
        return text
    if op == "mul":
        if expr.args[0].op == "const" and expr.args[0].value == -1:
            return "-" + "*".join(_format_factor(arg) for arg in expr.args[1:])
        if expr.args[0].op == "const":
            return _format(expr.args[0]) + "*" + "*".join(_format_factor(arg) for arg in expr.args[1:])
        return "*".join(_format_factor(arg) for arg in expr.args)
    if op == "div":
        return f"{_format_factor(expr.args[0])}/{_format_factor(expr.args[1])}"
    return f"{op}({', '.join(_format(arg) for arg in expr.args)})"


def _format_factor(expr: Expr) -> str:
    text = _format(expr)
    if expr.op in ("add",) or (expr.op == "const" and isinstance(expr.value, (int, float)) and expr.value < 0):
        return f"({text})"
    return text


def _python_source(expr: Expr, names: Mapping[str, str]) -> str:
    op = expr.op
    if op == "const":
        return repr(expr.value)
    if op == "sym":
        return names[str(expr.value)]
    parts = [_python_source(arg, names) for arg in expr.args]
    if op == "add":
        return "(" + " + ".join(parts) + ")"
    if op == "mul":
        return "(" + " * ".join(parts) + ")"
    if op in ("max", "min"):
        return f"{op}({', '.join(parts)})"
    if op == "floordiv":
        return f"_floor({parts[0]} / {parts[1]})"
    if op == "ceildiv":
        return f"_ceil({parts[0]} / {parts[1]})"
    if op == "mod":
        return f"({parts[0]} % {parts[1]})"
    if op == "div":
        return f"({parts[0]} / {parts[1]})"
    if op == "log2":
        return f"_log2({parts[0]})"
    raise ValueError(f"unknown expression op {op}")


def compile_expr(expr: Expr, symbols: Iterable[str] | None = None) -> Callable[..., Number]:
    """Compile to a Python function taking the symbols as keyword arguments (all of
    ``symbols``, default the expression's free symbols); evaluation then costs about a
    microsecond."""
    order = sorted(expr.free_symbols() if symbols is None else set(symbols))
    names = {name: f"s{i}" for i, name in enumerate(order)}
    body = _python_source(expr, names)
    arguments = ", ".join(names[name] for name in order)
    namespace = {"_floor": math.floor, "_ceil": math.ceil, "_log2": _log2_floor}
    exec(f"def _compiled({arguments}):\n    return {body}\n", namespace)  # noqa: S102 - generated from our own tree
    compiled = namespace["_compiled"]

    def call(**env: Number) -> Number:
        try:
            return compiled(*(env[name] for name in order))
        except KeyError as error:
            raise UnboundSymbolError([name for name in order if name not in env]) from error

    return call
