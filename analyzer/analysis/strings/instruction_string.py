"""The kernel instruction string of method A (Berezovskyi, Bletsas and Andersson 2012, section 3).

Each executed instruction of one thread becomes one letter: ``L`` when it runs on a load/store
unit, ``C`` when it runs on a CUDA core. The string is the one of the thread that takes the
longest path; loops are kept as repeated segments (``StringSegment(body, count=trip)``) so a
string with symbolic trip counts stays small until it is expanded for given values.

Text form (``format_string``/``parse_string``): letters as they are (runs kept as letters,
``CCCC``), a repeated segment as ``(body)^count`` with an integer count (``(LLC)^64``) or, when
symbolic, the count's expression in parentheses (``(LLC)^(ceildiv(n, 16))``), and one space
after a repetition when more follows: ``C(LLC)^64 L``. Whitespace is otherwise insignificant.

Which letter (``lc_letter``): the paper's model has every instruction executed by either a
load/store unit or a CUDA core. Memory instructions that go through the load/store pipeline
(global, shared, local, constant and texture loads and stores, atomics) are ``L``; arithmetic,
conversions, moves, special functions, shuffles, votes, tensor and unknown instructions are
``C``. Branches, returns, calls, barriers and kernel-parameter reads take no unit slot of either
kind in the model and get no letter; neither do LLVM ``phi`` nodes (not issued).
"""

from __future__ import annotations

import math
from typing import Mapping

from analyzer.analysis.kernel_model import StringSegment
from analyzer.analysis.latency_path.latency import is_executed, trip_count_expression, path_items
from analyzer.analysis.facts.loops import Loop, final_test_blocks
from analyzer.errors import InputError
from analyzer.ir import Block, ExecClass, Kernel
from analyzer.symbolic import Expr, UnboundSymbolError, const

#: Longest string ``expand_string`` builds by default (letters).
DEFAULT_EXPAND_LIMIT = 10**6

_LOAD_STORE = frozenset({
    ExecClass.LD_GLOBAL, ExecClass.ST_GLOBAL, ExecClass.LD_SHARED, ExecClass.ST_SHARED,
    ExecClass.LD_LOCAL, ExecClass.ST_LOCAL, ExecClass.LD_CONST, ExecClass.LD_TEXTURE,
    ExecClass.ATOMIC_GLOBAL, ExecClass.ATOMIC_SHARED,
})
_NO_UNIT = frozenset({ExecClass.CONTROL, ExecClass.BARRIER, ExecClass.LD_PARAM})


def lc_letter(exec_class: ExecClass) -> str | None:
    """The unit letter of an execution class (Berezovskyi et al. 2012, section 3): ``"L"`` for a
    load/store-unit instruction, ``"C"`` for a CUDA-core instruction, None for control flow,
    barriers and parameter reads, which occupy neither unit in the model."""
    if exec_class in _LOAD_STORE:
        return "L"
    if exec_class in _NO_UNIT:
        return None
    return "C"


def _block_letters(block: Block) -> str:
    letters = (lc_letter(instruction.exec_class) for instruction in block.instructions if instruction.op != "phi")
    return "".join(letter for letter in letters if letter)


def _append_letters(segments: list[StringSegment], letters: str) -> None:
    if not letters:
        return
    if segments and segments[-1].count is None:
        segments[-1] = StringSegment(letters=segments[-1].letters + letters)
    else:
        segments.append(StringSegment(letters=letters))


def _level_string(kernel: Kernel, loops: tuple[Loop, ...], trip_counts: Mapping[str, Expr],
                  block_executions: Mapping[str, Expr], level: Loop | None,
                  tests: Mapping[str, tuple[str, ...]]) -> tuple[StringSegment, ...]:
    segments: list[StringSegment] = []
    for item in path_items(kernel, loops, block_executions, level):
        if isinstance(item, Block):
            _append_letters(segments, _block_letters(item))
            continue
        body = _level_string(kernel, loops, trip_counts, block_executions, item, tests)
        if body:
            segments.append(StringSegment(body=body, count=trip_count_expression(item, trip_counts), loop_id=item.id))
        for label in tests.get(item.id, ()):  # the final, failing test of a loop tested at the top
            if is_executed(block_executions, label):
                _append_letters(segments, _block_letters(kernel.block(label)))
    return tuple(segments)


def instruction_string(kernel: Kernel, loops: tuple[Loop, ...], trip_counts: Mapping[str, Expr],
                       block_executions: Mapping[str, Expr]) -> tuple[StringSegment, ...]:
    """The L/C kernel instruction string (Berezovskyi et al. 2012, section 3) of the thread on the
    longest path: executed blocks in CFG order from the entry, each loop one segment repeated
    ``trip_count`` times (body executions per entry; one iteration = every executed block of the
    loop once), followed, for a loop tested before its body, by the blocks of its final, failing
    test (``loops.final_test_blocks``), so that the letters are the per-thread counts
    (``counts``); nested loops nested. Loops whose body has no letter are left out."""
    return _level_string(kernel, loops, trip_counts, block_executions, None, final_test_blocks(kernel, loops))


# ---------------------------------------------------------------------------------------------
# Text form


def _count_text(count: Expr) -> str:
    if count.is_const and isinstance(count.value, int) and count.value >= 0:
        return str(count.value)
    return f"({count})"


def format_string(segments: tuple[StringSegment, ...]) -> str:
    """The compressed text of a string: ``C(LLC)^64 L`` (module docstring)."""
    pieces = [(segment.letters, False) if segment.count is None
              else (f"({format_string(segment.body)})^{_count_text(segment.count)}", True)
              for segment in segments]
    text = ""
    for index, (piece, repeated) in enumerate(pieces):
        text += piece
        if repeated and any(later for later, _ in pieces[index + 1:]):
            text += " "
    return text


class _Parser:
    def __init__(self, text: str, option: str | None):
        self.text = "".join(text.split())
        self.position = 0
        self.option = option

    def fail(self, message: str) -> InputError:
        return InputError(f"instruction string '{self.text}': {message} at character {self.position + 1}", self.option)

    def sequence(self, closing: bool) -> tuple[StringSegment, ...]:
        segments: list[StringSegment] = []
        while self.position < len(self.text):
            character = self.text[self.position]
            if character == ")":
                if not closing:
                    raise self.fail("unmatched ')'")
                return tuple(segments)
            if character == "(":
                self.position += 1
                body = self.sequence(closing=True)
                if self.position >= len(self.text):
                    raise self.fail("missing ')'")
                self.position += 1
                segments.append(StringSegment(body=body, count=const(self.count("a '(...)' group needs a "
                                                                                 "repetition count '^N'"))))
            elif "A" <= character <= "Z":
                self.position += 1
                repeated = self.position < len(self.text) and self.text[self.position] == "^"
                run = self.count("") if repeated else 1
                if run > DEFAULT_EXPAND_LIMIT:  # written out letter by letter: bounded before it is built
                    raise self.fail(f"the letter run {character}^{run} is longer than {DEFAULT_EXPAND_LIMIT} letters")
                _append_letters(segments, character * run)
            else:
                raise self.fail(f"unexpected '{character}' (letters are capitals, e.g. L and C)")
        if closing:
            raise self.fail("missing ')'")
        return tuple(segments)

    def count(self, missing: str) -> int:
        if self.position >= len(self.text) or self.text[self.position] != "^":
            raise self.fail(missing)
        self.position += 1
        wrapped = self.position < len(self.text) and self.text[self.position] == "("
        if wrapped:
            self.position += 1
        start = self.position
        while self.position < len(self.text) and self.text[self.position].isdigit():
            self.position += 1
        if start == self.position:
            raise self.fail("the repetition count must be a non-negative integer")
        value = int(self.text[start:self.position])
        if wrapped:
            if self.position >= len(self.text) or self.text[self.position] != ")":
                raise self.fail("the repetition count must be a non-negative integer")
            self.position += 1
        return value


def parse_string(text: str, option: str | None = None) -> tuple[StringSegment, ...]:
    """Segments of a string in the text form of ``format_string`` with integer counts
    (``"C(LLC)^64 L"``, ``"LLCLL"``; ``X^k`` is a run of k letters X, not a loop); InputError
    (naming ``option`` when given) on anything else."""
    return _Parser(text, option).sequence(closing=False)


# ---------------------------------------------------------------------------------------------
# Expansion


def _repetitions(segment: StringSegment, env: Mapping[str, int | float]) -> int:
    name = segment.loop_id or "repeated segment"
    try:
        value = segment.count.evaluate(env)  # type: ignore[union-attr]
    except UnboundSymbolError as error:
        raise InputError(f"cannot expand the instruction string: the trip count of loop {name} "
                         f"({segment.count}) needs a value for {', '.join(error.missing)}") from None
    except (ZeroDivisionError, ValueError, OverflowError) as error:
        raise InputError(f"cannot expand the instruction string: the trip count of loop {name} "
                         f"({segment.count}) does not evaluate: {error}") from None
    if isinstance(value, float) and (math.isnan(value) or math.isinf(value) or not value.is_integer()):
        raise InputError(f"cannot expand the instruction string: the trip count of loop {name} "
                         f"({segment.count}) is {value}, not a whole number")
    return max(int(value), 0)


def _expanded_length(segments: tuple[StringSegment, ...], env: Mapping[str, int | float], limit: int) -> int:
    length = 0
    for segment in segments:
        if segment.count is None:
            length += len(segment.letters)
        else:
            repetitions = _repetitions(segment, env)
            inner = _expanded_length(segment.body, env, limit) if repetitions else 0
            length += repetitions * inner
        if length > limit:
            raise InputError(f"the expanded instruction string is longer than {limit} letters; "
                             "use smaller trip counts or the compressed form")
    return length


def _expand(segments: tuple[StringSegment, ...], env: Mapping[str, int | float]) -> str:
    parts: list[str] = []
    for segment in segments:
        if segment.count is None:
            parts.append(segment.letters)
        else:
            repetitions = _repetitions(segment, env)
            if repetitions:
                parts.append(_expand(segment.body, env) * repetitions)
    return "".join(parts)


def expand_string(segments: tuple[StringSegment, ...], env: Mapping[str, int | float],
                  limit: int = DEFAULT_EXPAND_LIMIT) -> str:
    """The full letter string with every count evaluated in ``env`` (negative counts run zero
    times); InputError naming the loop and the missing symbols when a count cannot be
    evaluated, and when the result would exceed ``limit`` letters."""
    _expanded_length(segments, env, limit)
    return _expand(segments, env)
