"""Loop-aware kernel instruction strings: ``prefix (body)^n suffix``, nested.

A ``LoopString`` keeps a kernel string as the analysis builds it (a loop is a body repeated by
its trip count) so that every output can show it compactly (``C^32 (L^6 (CLL)^15 C^5)^64
C^6 L``) and the bounds can be given per iteration of the outer loop plus a transient. Letters
are expanded only for the search engines. Text form: capital letters, ``(body)^n`` groups
(nested), whitespace ignored; the compact printer also writes runs of one letter as ``X^k``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping, Union

from analyzer.analysis.strings.instruction_string import parse_string
from analyzer.errors import InputError

Part = Union[str, "Repeat"]


@dataclass(frozen=True)
class Repeat:
    """``body`` repeated ``count`` times."""

    body: "LoopString"
    count: int


@dataclass(frozen=True)
class LoopString:
    """A sequence of letter runs and repeated groups."""

    parts: tuple[Part, ...]

    def length(self) -> int:
        """Letters of the expanded string."""
        return sum(len(part) if isinstance(part, str) else part.count * part.body.length() for part in self.parts)

    def expand(self, limit: int | None = None) -> str:
        """The expanded letter string; InputError past ``limit`` letters."""
        if limit is not None and self.length() > limit:
            raise InputError(f"instruction string longer than {limit} letters when expanded", "STRING")
        return "".join(part if isinstance(part, str) else part.body.expand() * part.count for part in self.parts)

    def map_letters(self, change: Callable[[str], str]) -> "LoopString":
        """The same structure with every letter replaced by ``change(letter)`` (the rho = 1/n
        replication transform)."""
        return LoopString(tuple("".join(change(symbol) for symbol in part) if isinstance(part, str)
                                else Repeat(part.body.map_letters(change), part.count) for part in self.parts))

    def compact(self) -> str:
        """Short text: runs of four or more equal letters as ``X^k``, groups as ``(body)^n``."""
        pieces = []
        for part in self.parts:
            if isinstance(part, str):
                pieces.append(_compact_letters(part))
            else:
                pieces.append(f"({part.body.compact()})^{part.count}")
        return " ".join(piece for piece in pieces if piece)

    def outer_loop(self) -> tuple["LoopString", "LoopString", int, "LoopString"] | None:
        """(prefix, body, n, suffix) of the top-level group with the most expanded letters, or
        None when the string has no group repeated at least twice."""
        groups = [(index, part) for index, part in enumerate(self.parts) if isinstance(part, Repeat) and part.count >= 2]
        if not groups:
            return None
        index, group = max(groups, key=lambda item: (item[1].count * item[1].body.length(), -item[0]))
        return LoopString(self.parts[:index]), group.body, group.count, LoopString(self.parts[index + 1:])

    def with_count(self, count: int) -> "LoopString":
        """This string with the outer loop (``outer_loop``) repeated ``count`` times instead."""
        outer = self.outer_loop()
        if outer is None:
            return self
        prefix, body, _, suffix = outer
        return LoopString(prefix.parts + (Repeat(body, count),) + suffix.parts)


def _compact_letters(letters: str) -> str:
    pieces, index = [], 0
    while index < len(letters):
        end = index
        while end < len(letters) and letters[end] == letters[index]:
            end += 1
        run = end - index
        pieces.append(f"{letters[index]}^{run}" if run >= 4 else letters[index] * run)
        index = end
    text = ""
    for piece in pieces:
        if text and ("^" in piece or text.endswith(tuple("0123456789"))):
            text += " "
        text += piece
    return text


def _append(parts: list[Part], letters: str) -> None:
    if parts and isinstance(parts[-1], str):
        parts[-1] += letters
    else:
        parts.append(letters)


def parse_loop_string(text: str) -> LoopString:
    """Parse ``C(LLC)^64 L``, nested groups and ``X^k`` letter runs (plain letters, not a loop)
    with the analysis' grammar (``instruction_string.parse_string``); InputError naming STRING
    otherwise."""
    return from_segments(parse_string(text, "STRING"), {})


def from_segments(segments, env: Mapping[str, int | float]) -> LoopString:
    """The LoopString of analysis ``StringSegment``s with their trip counts evaluated in ``env``
    (call ``instruction_string.expand_string`` first: it reports counts that do not evaluate)."""
    parts: list[Part] = []
    for segment in segments:
        if segment.count is None:
            _append(parts, segment.letters)
            continue
        count = max(int(segment.count.evaluate(env)), 0)
        body = from_segments(segment.body, env)
        if count and body.parts:
            parts.append(Repeat(body, count))
    return LoopString(tuple(parts))
