"""Summaries of loop iterations for the evaluator (``evaluate``): when the last two iterations of
the innermost running loop took the same blocks and every integer register moved by a constant
step (checked over three snapshots), every comparison of the iteration is affine in the iteration
number ``j``; the first ``j`` at which one changes outcome is solved for (``first_change``), the
iterations before it are applied at once (registers advanced by ``j`` steps, counters by ``j``
times one iteration's increments), and the run goes on concretely. Comparisons that read a value
made by a varying nonlinear operation (``semantics.NONLINEAR_OPS``) forbid the summary.
"""

from __future__ import annotations

from analyzer.analysis.interpreter.semantics import holds

NEVER = 1 << 62


def summarise(run, entry) -> None:
    """Summarise the iterations of ``entry``'s loop that repeat the last two (``run``, the
    evaluator's run, jumps ahead; module docstring); raises ``LoopNeverEnds`` when no comparison
    ever changes outcome."""
    first, second, third = entry.history
    if second.trace != third.trace or len(second.compares) != len(third.compares):
        return
    deltas: dict[str, object] = {}
    for name, value in third.state.items():
        before, earliest = second.state.get(name), first.state.get(name)
        if value == before and value == earliest and type(value) is type(before):
            continue
        if isinstance(value, int) and not isinstance(value, bool) and isinstance(before, int) \
                and isinstance(earliest, int) and not isinstance(before, bool) and value - before == before - earliest:
            deltas[name] = value - before
        elif isinstance(value, float) or value is None:
            deltas[name] = None
        else:
            return
    skip = NEVER
    for (relation, a1, b1, _), (_, a2, b2, tainted) in zip(second.compares, third.compares):
        if isinstance(a2, (float, bool)) or isinstance(b2, (float, bool)):
            if (a1, b1) != (a2, b2):
                return
            continue
        step = (a2 - b2) - (a1 - b1)
        if step and tainted:
            return
        skip = min(skip, first_change(relation, a2 - b2, step) - 1)
    if skip >= NEVER - 1:
        run.complete = False  # an infinite loop on known values
        raise LoopNeverEnds()
    if skip < 2:
        return
    for name, delta in deltas.items():
        value = run.state.get(name)
        run.state[name] = None if delta is None or value is None else \
            _shift(value, delta, skip, run.widths.get(name, 64))
    for key in run.counters:
        run.counters[key] += skip * (third.counters[key] - second.counters[key])
    for label, count in third.block_counts.items():
        run.block_counts[label] = run.block_counts.get(label, 0) + skip * (count - second.block_counts.get(label, 0))
    entry.back_edges += skip
    entry.history = []


class LoopNeverEnds(Exception):
    """A loop whose comparisons never change outcome on known values: the run ends there."""


def _shift(value, delta: int, count: int, width: int):
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value + delta * count if width >= 64 else ((value + delta * count + (1 << (width - 1))) % (1 << width)) - (1 << (width - 1))


def first_change(relation: str, difference: int, step: int) -> int:
    """Smallest ``j >= 1`` at which ``relation(difference + j*step, 0)`` differs from its value
    at ``j = 0`` (``NEVER`` when it never does)."""
    now = holds(relation, difference, 0)
    if step == 0:
        return NEVER
    if relation in ("eq", "ne"):
        if difference == 0:
            return 1
        if difference % step == 0 and -difference // step >= 1:
            return -difference // step
        return NEVER
    low, high = 1, 1
    while holds(relation, difference + high * step, 0) == now:
        if high >= NEVER:
            return NEVER
        low, high = high, high * 2
    while low < high:
        middle = (low + high) // 2
        if holds(relation, difference + middle * step, 0) == now:
            low = middle + 1
        else:
            high = middle
    return low
