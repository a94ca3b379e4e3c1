"""Problem instances of the worst-case makespan analysis (method A: Berezovskyi, Bletsas and
Andersson, ECRTS 2012).

An instance is W identical warps running one *kernel instruction string* over unit letters
(``L`` load/store unit, ``C`` CUDA core, any other capital letter for a further unit type), a
capacity per letter (warps that unit type serves per slot), an optional issue width (warps
issued per slot over all types) and optional priority classes per instruction (the Fermi paper's, method B of docs/guide/makespan.md:
sub-block fairness: on one unit type a lower class is served before a higher one).

Capacities come from ``rho_U = U / S`` (eq. 1-2). When ``rho_U = 1/n`` the paper replaces every
``U`` by n copies and sets ``rho_U = 1`` (section 3, Fig. 1: ``LC`` with ``rho_L = 1/2`` becomes
``LLC``); an integer ``rho_U = k`` means k warps per slot.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Mapping, Sequence

from analyzer.errors import InputError
from analyzer.makespan.loops import LoopString, parse_loop_string

#: Longest transformed string the engine accepts (letters after expansion and replication);
#: every method checks its own time and memory budget below this.
MAX_STRING_LENGTH = 2_000_000


@dataclass(frozen=True)
class Instance:
    """One makespan problem after the replication transform.

    ``program`` is the transformed string, ``capacities`` maps each letter to its warps per
    slot (pairs sorted by letter), ``priorities`` gives each instruction of ``program`` a class
    (None: no class) or is None when no fairness rule applies. ``original`` and
    ``replication`` (letter, n) record the string before the transform.
    """

    program: str
    capacities: tuple[tuple[str, int], ...]
    warps: int
    issue_width: int | None = None
    priorities: tuple[int | None, ...] | None = None
    original: str = ""
    replication: tuple[tuple[str, int], ...] = ()
    structure: LoopString | None = None  # the original string with its loops (before the transform)

    @property
    def length(self) -> int:
        """I, the number of instructions of the transformed string."""
        return len(self.program)

    @property
    def letters(self) -> tuple[str, ...]:
        """The unit types, sorted."""
        return tuple(letter for letter, _ in self.capacities)

    def capacity(self, letter: str) -> int:
        """Warps per slot of unit type ``letter``."""
        return dict(self.capacities)[letter]

    def count(self, letter: str) -> int:
        """I_X, the instructions of type ``letter`` in the transformed string (eq. 3-4)."""
        return self.program.count(letter)

    def stages(self, letter: str) -> tuple[int, ...]:
        """Indices of the instructions of type ``letter`` (the set S_X of the count DP)."""
        return tuple(index for index, symbol in enumerate(self.program) if symbol == letter)

    def with_warps(self, warps: int) -> "Instance":
        """The same instance with another warp count."""
        return make_instance_transformed(self.program, dict(self.capacities), warps, self.issue_width,
                                         self.priorities, self.original, self.replication, self.structure)

    def transformed_structure(self) -> LoopString | None:
        """The loop structure of ``program`` (the original structure with every letter
        replicated by the rho transform), or None when the string has no loop."""
        if self.structure is None or self.structure.outer_loop() is None:
            return None
        copies = dict(self.replication)
        return self.structure.map_letters(lambda symbol: symbol * copies.get(symbol, 1))

    def compact(self) -> str:
        """The transformed string in compact loop form (``C^9 (L^6 (CLL)^3 C^5)^64 C^6 L``)."""
        structure = self.transformed_structure()
        if structure is not None:
            return structure.compact()
        return LoopString((self.program,)).compact()

    def describe(self) -> str:
        """Short human description: string (compact), capacities, warps."""
        caps = ", ".join(f"{letter}={cap}" for letter, cap in self.capacities)
        extra = f", issue width {self.issue_width}" if self.issue_width else ""
        return f"{self.compact()} (caps {caps}{extra}), W = {self.warps}"


def parse_rho(text: str | int | float | Fraction, letter: str) -> Fraction:
    """Parse a capacity ratio rho (eq. 1-2): an integer k >= 1 or a unit fraction 1/n."""
    try:
        value = Fraction(str(text).strip())
    except (ValueError, ZeroDivisionError):
        raise InputError(f"rho of '{letter}' is not a number: '{text}'", "--rho") from None
    if value <= 0:
        raise InputError(f"rho of '{letter}' must be positive, got {text}", "--rho")
    if value >= 1 and value.denominator != 1:
        raise InputError(f"rho of '{letter}' must be an integer or 1/n, got {text}", "--rho")
    if value < 1 and value.numerator != 1:
        raise InputError(f"rho of '{letter}' must be an integer or 1/n, got {text}", "--rho")
    return value


def rho_from_units(units: Mapping[str, int], warp_size: int) -> dict[str, Fraction]:
    """rho_U = U / S for every unit type (eq. 1-2 of Berezovskyi et al. 2012)."""
    if warp_size <= 0:
        raise InputError(f"warp size must be positive, got {warp_size}", "--warp-size")
    rho: dict[str, Fraction] = {}
    for letter, count in units.items():
        if int(count) != count or count <= 0:
            raise InputError(f"unit count of '{letter}' must be a positive integer, got {count}", "--units")
        rho[letter] = parse_rho(Fraction(int(count), warp_size), letter)
    return rho


def make_instance(string: str | LoopString, warps: int, rho: Mapping[str, object] | None = None,
                  issue_width: int | None = None, priorities: Sequence[int | None] | None = None) -> Instance:
    """Validate an instance and apply the paper's rho = 1/n replication transform (section 3).

    ``rho`` maps letters to integers or unit fractions; without it every letter gets rho = 1.
    ``priorities`` (one class per letter of the *original* string) are replicated with their
    instruction.
    """
    structure = string if isinstance(string, LoopString) else parse_loop_string(string)
    original = structure.expand(MAX_STRING_LENGTH)
    if not original:
        raise InputError("empty instruction string", "STRING")
    if not re.fullmatch(r"[A-Z]+", original):
        raise InputError(f"instruction string must consist of capital unit letters, got '{string}'", "STRING")
    letters = sorted(set(original))
    ratios = {letter: Fraction(1) for letter in letters} if rho is None else {
        letter: parse_rho(value, letter) for letter, value in rho.items()}
    missing = [letter for letter in letters if letter not in ratios]
    if missing:
        raise InputError(f"no capacity (rho or unit count) for letter(s) {', '.join(missing)}", "--rho")
    copies = {letter: (ratios[letter].denominator if ratios[letter] < 1 else 1) for letter in letters}
    capacities = {letter: (int(ratios[letter]) if ratios[letter] >= 1 else 1) for letter in letters}
    program = "".join(symbol * copies[symbol] for symbol in original)
    classes = None
    if priorities is not None:
        if len(priorities) != len(original):
            raise InputError(f"{len(priorities)} priority classes for {len(original)} instructions", "--priorities")
        classes = tuple(cls for symbol, cls in zip(original, priorities) for _ in range(copies[symbol]))
    replication = tuple((letter, n) for letter, n in sorted(copies.items()) if n > 1)
    if len(program) > MAX_STRING_LENGTH:
        raise InputError(f"instruction string longer than {MAX_STRING_LENGTH} letters after the rho transform", "STRING")
    return make_instance_transformed(program, capacities, warps, issue_width, classes, original, replication, structure)


def make_instance_transformed(program: str, capacities: Mapping[str, int], warps: int,
                              issue_width: int | None = None, priorities: Sequence[int | None] | None = None,
                              original: str = "", replication: tuple[tuple[str, int], ...] = (),
                              structure: LoopString | None = None) -> Instance:
    """Validate an instance whose capacities are already integers (no transform applied)."""
    if not program:
        raise InputError("empty instruction string", "STRING")
    if len(program) > MAX_STRING_LENGTH:
        raise InputError(f"instruction string longer than {MAX_STRING_LENGTH} letters", "STRING")
    if not isinstance(warps, int) or warps <= 0:
        raise InputError(f"warp count must be a positive integer, got {warps}", "--warps")
    for letter in set(program):
        if letter not in capacities:
            raise InputError(f"no capacity for letter '{letter}'", "--rho")
        if int(capacities[letter]) != capacities[letter] or capacities[letter] < 1:
            raise InputError(f"capacity of '{letter}' must be a positive integer", "--rho")
    if issue_width is not None and (int(issue_width) != issue_width or issue_width < 1):
        raise InputError(f"issue width must be a positive integer, got {issue_width}", "--issue-width")
    classes = None
    if priorities is not None:
        if len(priorities) != len(program):
            raise InputError(f"{len(priorities)} priority classes for {len(program)} instructions", "--priorities")
        classes = tuple(None if cls is None else int(cls) for cls in priorities)
    caps = tuple(sorted((letter, int(capacities[letter])) for letter in set(program)))
    return Instance(program=program, capacities=caps, warps=warps,
                    issue_width=None if issue_width is None else int(issue_width),
                    priorities=classes, original=original or program, replication=replication,
                    structure=structure)


def parse_priorities(text: str) -> tuple[int | None, ...]:
    """Parse ``--priorities``: one class per instruction, comma separated, ``-`` for none
    (``-,1,1,1,2,2,2,-`` for the Fermi paper's ``C(LLC)^2L``)."""
    classes: list[int | None] = []
    for item in text.split(","):
        item = item.strip()
        if item in ("-", "", "none"):
            classes.append(None)
            continue
        try:
            classes.append(int(item))
        except ValueError:
            raise InputError(f"priority class must be an integer or '-', got '{item}'", "--priorities") from None
    return tuple(classes)
