"""The breakdown a prediction carries: the terms a timing model computed, as a tree.

A ``Term`` is one number of cycles with the arithmetic that gave it: a leaf (an issue bound, a
latency path, bytes over a bandwidth, a launch latency) names the GPU-model entries and the kernel
facts it used; an inner term is the ``sum`` or the ``max`` of its parts, times ``times`` (a group
of identical waves). The root is the predicted time in SM clock cycles. Reports print this tree
and nothing else, so every number a report shows is one the model used, and each inner term
equals the sum or maximum of what it shows (``Term.check``).

``WarpCosts`` are the per-warp quantities the model used (issue cycles, the latency path, the
barrier cost, the mean memory access latency and how it splits over L1, L2 and DRAM), which the
report's per-loop and per-class tables divide among the kernel's loops and instruction classes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Mapping



@dataclass(frozen=True)
class Term:
    """``cycles`` of one model term: ``name`` says what it is, ``formula`` the arithmetic with its
    numbers; ``gpu_entries`` (``key = value``) and ``kernel_facts`` what it used. An inner term is
    ``times x combine(parts)`` with ``combine`` ``sum`` or ``max``; a leaf has no parts."""

    name: str
    cycles: float
    formula: str = ""
    gpu_entries: tuple[str, ...] = ()
    kernel_facts: tuple[str, ...] = ()
    combine: str = ""
    parts: tuple["Term", ...] = ()
    times: int = 1

    @property
    def binding(self) -> "Term | None":
        """The part that bound a ``max`` term (the first of equal largest parts); None otherwise."""
        if self.combine != "max" or not self.parts:
            return None
        return max(self.parts, key=lambda part: part.cycles)

    def combined(self) -> float:
        """``times x`` the sum or maximum of the parts (the value ``cycles`` must equal)."""
        values = [part.cycles for part in self.parts]
        return self.times * (sum(values) if self.combine == "sum" else max(values))

    def check(self, rel: float = 1e-9) -> list[str]:
        """The names of terms (this one and below) whose cycles differ from the sum or maximum of
        their parts by more than ``rel``; empty when the tree adds up."""
        wrong = []
        if self.parts:
            if not math.isclose(self.cycles, self.combined(), rel_tol=rel, abs_tol=1e-9):
                wrong.append(self.name)
            for part in self.parts:
                wrong += part.check(rel)
        return wrong

    def find(self, name: str) -> "Term | None":
        """The first term named ``name`` (depth first), or None."""
        if self.name == name:
            return self
        for part in self.parts:
            found = part.find(name)
            if found is not None:
                return found
        return None

    def to_json(self) -> dict[str, Any]:
        """Plain dict for JSON output."""
        payload: dict[str, Any] = {"name": self.name, "cycles": self.cycles, "formula": self.formula,
                                   "gpu_entries": list(self.gpu_entries), "kernel_facts": list(self.kernel_facts)}
        if self.parts:
            payload.update(combine=self.combine, times=self.times, parts=[part.to_json() for part in self.parts])
            binding = self.binding
            if binding is not None:
                payload["binding"] = binding.name
        return payload


def max_of(name: str, parts: tuple[Term, ...], formula: str = "", times: int = 1, **facts: Any) -> Term:
    """An inner term: ``times x`` the largest of ``parts``."""
    return Term(name, times * max(part.cycles for part in parts), formula, combine="max", parts=parts, times=times,
                **facts)


def sum_of(name: str, parts: tuple[Term, ...], formula: str = "", times: int = 1, **facts: Any) -> Term:
    """An inner term: ``times x`` the sum of ``parts``."""
    return Term(name, times * sum(part.cycles for part in parts), formula, combine="sum", parts=parts, times=times,
                **facts)


def cycles_text(value: float) -> str:
    """A number of cycles as the term views print it: whole cycles from 100 up (and for integers),
    else three significant digits."""
    if value == 0:
        return "0"
    if abs(value) >= 100 or float(value).is_integer():
        return f"{value:.0f}"
    return f"{value:.3g}"


def term_lines(term: Term, verbose: bool = True, depth: int = 0, binding: bool = False) -> list[str]:
    """The one text rendering of a term tree (the predict view and ``Prediction.explanation``):
    one line per term with its cycles, its name and how its parts combine or its formula, ``<-``
    on the part that bound a maximum; ``verbose`` adds each term's GPU-model entries (``uses``)
    and kernel facts (``from``)."""
    indent = "  " * (depth + 1)
    mark = "<- " if binding else ""
    if term.parts:
        times = f"{term.times} x " if term.times != 1 else ""
        how = f"= {times}{term.combine} of:" + (f" ({term.formula})" if term.formula else "")
    else:
        how = f"= {term.formula}" if term.formula else ""
    lines = [f"{indent}{mark}{term.name}: {cycles_text(term.cycles)} cycles {how}".rstrip()]
    if verbose:
        for label, values in (("uses", term.gpu_entries), ("from", term.kernel_facts)):
            if values:
                lines.append(f"{indent}    {label}: {'; '.join(values)}")
    chosen = term.binding
    for part in term.parts:
        lines += term_lines(part, verbose, depth + 1, part is chosen)
    return lines


@dataclass(frozen=True)
class WarpCosts:
    """Per-warp quantities a model used: ``issue_cycles`` (issue cycles of one warp),
    ``path_cycles`` (one warp's latency path, ``sync_cycles`` of barrier cost included),
    ``mean_latency_cycles`` (the memory access latency its path used) and ``level_split``, the
    shares of that latency served by ``L1``, ``L2`` and ``DRAM`` (summing to 1, or empty when the
    kernel has no global access); ``basis``: ``issue`` when the binding term is issue, else
    ``critical path``; ``warps_per_port``: the warps that share one processing block's issue port
    on the fullest SM of the wave that takes most of the time (the model's issue term is
    ``issue_cycles x warps_per_port``)."""

    issue_cycles: float
    path_cycles: float
    sync_cycles: float
    mean_latency_cycles: float
    level_split: Mapping[str, float]
    basis: str
    warps_per_port: int

    def to_json(self) -> dict[str, Any]:
        """Plain dict for JSON output."""
        return {"issue_cycles": self.issue_cycles, "path_cycles": self.path_cycles, "sync_cycles": self.sync_cycles,
                "mean_latency_cycles": self.mean_latency_cycles, "level_split": dict(self.level_split),
                "basis": self.basis, "warps_per_port": self.warps_per_port}
