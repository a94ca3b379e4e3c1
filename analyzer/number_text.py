"""The one reading of a number typed on the command line (``--param``, ``--trip``, ``--grid``,
``--block``, ``--tune`` values, ``--dynamic-shared``): decimal digits with an optional fraction
and exponent (``4096``, ``-2``, ``0.5``, ``1e3``, ``2.5E-1``). The value is exact (read as a
fraction, so ``1e20`` is the integer 10**20, not a rounded float); an integral value comes back
as an ``int``. Hexadecimal, ``inf``, ``nan``, digit separators and exponents beyond 400 are
refused, so that every option accepts the same spellings.
"""

from __future__ import annotations

import re
from fractions import Fraction

from analyzer.errors import InputError

_NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d{1,3})?")
#: Largest exponent a typed number may carry (beyond a double's range either way).
MAX_EXPONENT = 400


def typed_number(text: str, where: str, what: str = "value") -> int | float:
    """The number ``text`` spells (module docstring): an ``int`` when integral, else a
    ``float``; InputError on ``where`` naming ``what`` otherwise."""
    spelled = str(text).strip()
    match = _NUMBER.fullmatch(spelled)
    exponent = re.search(r"[eE]([+-]?\d+)$", spelled) if match else None
    if match is None or (exponent is not None and abs(int(exponent.group(1))) > MAX_EXPONENT):
        raise InputError(f"{what} is not a number: '{spelled}' (digits, optional fraction and exponent: 4096, 0.5, 1e3)",
                         where)
    exact = Fraction(spelled)
    if exact.denominator == 1:
        return int(exact)
    try:
        return float(exact)
    except OverflowError:
        raise InputError(f"{what} is out of range: '{spelled}'", where) from None


def typed_integer(text: str, where: str, what: str = "value", minimum: int | None = None) -> int:
    """``typed_number`` that must give an integer of at least ``minimum`` (when given)."""
    value = typed_number(text, where, what)
    if not isinstance(value, int):
        raise InputError(f"{what} must be an integer, got '{str(text).strip()}'", where)
    if minimum is not None and value < minimum:
        raise InputError(f"{what} must be >= {minimum}, got '{str(text).strip()}'", where)
    return value


def integer_argument(text: str) -> int:
    """An argparse ``type=`` reading an integer option with ``typed_integer`` (argparse then
    names the option in its one-line error)."""
    import argparse  # lazy: the analysis imports this module too

    try:
        return typed_integer(text, "")
    except InputError as error:
        raise argparse.ArgumentTypeError(error.message) from None


def number_argument(text: str) -> int | float:
    """An argparse ``type=`` reading a number option with ``typed_number``."""
    import argparse  # lazy: the analysis imports this module too

    try:
        return typed_number(text, "")
    except InputError as error:
        raise argparse.ArgumentTypeError(error.message) from None
