"""A validation case's lab notes: its kernel family and the rows it scores apart, as data.

A case says them in its own ``case.yaml``::

    family: convolution            # cases that share a kernel (a leave-one-family-out unit)
    scored_apart:                  # rows predicted and reported, not counted in the case's figures
      - when: tile_size_x * tile_size_y >= 15      # an expression over the row's tunables
        reason: "2021 campaign: measured binary not rebuilt today"

A set whose folders are read-only gets the same keys from a notes file keyed by case folder name
(``cases: {<folder>: {family: ..., scored_apart: [...]}}``): ``validate --case-notes FILE``, else
``$KERNELTIME_CASE_NOTES``, else the repository's ``validation/shared-cases.yaml`` when present
(``DEFAULT_NOTES``; an installed copy: ``INSTALLED_NOTES``). The case's own keys win. A case with no family is a family of its own.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

import yaml

from analyzer.errors import InputError
from analyzer.safe_eval import evaluate_text

#: The notes of the shared validation set kept with the repository, and where an installed copy has them.
DEFAULT_NOTES = Path(__file__).resolve().parents[2] / "validation" / "shared-cases.yaml"
INSTALLED_NOTES = Path(sys.prefix) / "share" / "kerneltime" / "validation" / "shared-cases.yaml"
NOTES_VARIABLE = "KERNELTIME_CASE_NOTES"


@dataclass(frozen=True)
class ApartRule:
    """Rows scored apart: those whose tunables make ``when`` true, for ``reason``."""

    when: str
    reason: str


@dataclass(frozen=True)
class CaseNotes:
    """A case's family (None: the case is its own family) and its rules for rows scored apart."""

    family: str | None = None
    scored_apart: tuple[ApartRule, ...] = ()

    def apart_reason(self, config: Mapping[str, float], where: str = "scored_apart") -> str | None:
        """The reason of the first rule whose ``when`` holds for ``config``, or None."""
        for rule in self.scored_apart:
            if evaluate_text(rule.when, config, where):
                return rule.reason
        return None


def parse_notes(entry: Any, where: str) -> CaseNotes:
    """``family`` and ``scored_apart`` of a mapping (a case.yaml or one entry of a notes file)."""
    if entry is None:
        return CaseNotes()
    if not isinstance(entry, Mapping):
        raise InputError("case notes must be a mapping", where)
    family = entry.get("family")
    if family is not None and not isinstance(family, str):
        raise InputError("'family' must be a string", where)
    rules = entry.get("scored_apart") or []
    if not isinstance(rules, list) or not all(isinstance(rule, Mapping) and isinstance(rule.get("when"), str)
                                              and isinstance(rule.get("reason"), str) for rule in rules):
        raise InputError("'scored_apart' must be a list of {when: EXPRESSION, reason: TEXT}", where)
    return CaseNotes(family, tuple(ApartRule(rule["when"], rule["reason"]) for rule in rules))


def notes_file(option: Path | None = None) -> Path | None:
    """The notes file to read: ``option``, else ``$KERNELTIME_CASE_NOTES``, else ``DEFAULT_NOTES``
    or ``INSTALLED_NOTES``, the first that exists."""
    if option is not None:
        return option
    if os.environ.get(NOTES_VARIABLE):
        return Path(os.environ[NOTES_VARIABLE]).expanduser()
    return next((path for path in (DEFAULT_NOTES, INSTALLED_NOTES) if path.is_file()), None)


def load_notes(path: Path | None) -> dict[str, CaseNotes]:
    """The notes of a notes file by case folder name ({} without a file)."""
    if path is None:
        return {}
    if not path.is_file():
        raise InputError("no such case notes file", str(path))
    try:
        document = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (UnicodeDecodeError, yaml.YAMLError) as error:
        raise InputError(f"not a YAML case notes file: {getattr(error, 'problem', error)}", str(path)) from None
    cases = document.get("cases") if isinstance(document, Mapping) else None
    if not isinstance(cases, Mapping):
        raise InputError("a case notes file is a mapping 'cases: {<case folder>: {family, scored_apart}}'", str(path))
    return {str(name): parse_notes(entry, f"{path}: {name}") for name, entry in cases.items()}


def case_notes(document: Mapping[str, Any], case_id: str, shared: Mapping[str, CaseNotes], where: str) -> CaseNotes:
    """A case's notes: its own ``family`` / ``scored_apart`` keys, else the notes file's entry."""
    own = parse_notes({key: document[key] for key in ("family", "scored_apart") if key in document}, where)
    other = shared.get(case_id, CaseNotes())
    return CaseNotes(own.family if own.family is not None else other.family,
                     own.scored_apart if "scored_apart" in document else other.scored_apart)
