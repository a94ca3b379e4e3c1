"""Evaluate small arithmetic/boolean expressions from users and data files without ``eval``.

Used for Kernel Tuner style restrictions and grid divisors (``block_size_x*block_size_y<=1024``)
and for sample sidecar sizes (``"hA*wA"``). Only numbers, names from the given mapping,
arithmetic, comparisons, ``and``/``or``/``not``, conditional expressions and the functions
``ceil floor min max abs int`` are allowed.
"""

from __future__ import annotations

import ast
import math
import operator
from typing import Mapping

from analyzer.errors import InputError

_BINARY = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.Pow: operator.pow,
}
_COMPARE = {
    ast.Lt: operator.lt, ast.LtE: operator.le, ast.Gt: operator.gt, ast.GtE: operator.ge,
    ast.Eq: operator.eq, ast.NotEq: operator.ne,
}
_FUNCTIONS = {"ceil": math.ceil, "floor": math.floor, "min": min, "max": max, "abs": abs, "int": int}


def evaluate_text(text: str, names: Mapping[str, object], where: str | None = None) -> object:
    """Value of the expression ``text`` with ``names`` bound; InputError naming ``where`` on a
    syntax error, an unknown name or a construct that is not allowed."""
    try:
        tree = ast.parse(str(text).strip(), mode="eval")
    except SyntaxError as error:
        raise InputError(f"invalid expression '{text}': {error.msg}", where) from None
    try:
        return _eval(tree.body, names, text, where)
    except ZeroDivisionError:
        raise InputError(f"division by zero in '{text}'", where) from None


def _eval(node: ast.AST, names: Mapping[str, object], text: str, where: str | None) -> object:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float, bool)):
        return node.value
    if isinstance(node, ast.Name):
        if node.id in names:
            return names[node.id]
        raise InputError(f"unknown name '{node.id}' in '{text}' (known: {', '.join(sorted(names)) or 'none'})", where)
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        return _BINARY[type(node.op)](_eval(node.left, names, text, where), _eval(node.right, names, text, where))
    if isinstance(node, ast.UnaryOp):
        value = _eval(node.operand, names, text, where)
        if isinstance(node.op, ast.USub):
            return -value  # type: ignore[operator]
        if isinstance(node.op, ast.UAdd):
            return value
        if isinstance(node.op, ast.Not):
            return not value
    if isinstance(node, ast.BoolOp):
        values = (_eval(value, names, text, where) for value in node.values)
        return all(values) if isinstance(node.op, ast.And) else any(values)
    if isinstance(node, ast.Compare):
        left = _eval(node.left, names, text, where)
        for op, comparator in zip(node.ops, node.comparators):
            if type(op) not in _COMPARE:
                break
            right = _eval(comparator, names, text, where)
            if not _COMPARE[type(op)](left, right):
                return False
            left = right
        else:
            return True
    if isinstance(node, ast.IfExp):
        branch = node.body if _eval(node.test, names, text, where) else node.orelse
        return _eval(branch, names, text, where)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _FUNCTIONS and not node.keywords:
        return _FUNCTIONS[node.func.id](*(_eval(arg, names, text, where) for arg in node.args))
    raise InputError(f"expression '{text}' uses a construct that is not allowed", where)
