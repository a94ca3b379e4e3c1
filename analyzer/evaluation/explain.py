"""Why a model misorders a case's configurations (``kerneltime validate --explain N``).

A pair of configurations of one (GPU, problem) group is *inverted* when the model predicts the
measured-slower one faster. Its weight is the measured ratio (slower / faster): the time a tuner
trusting the model would lose. Per case the N most inverted pairs are listed, each configuration
with its tunables, predicted and measured times, the binding bound and its components (read off
the ``Prediction`` the model returned, in ``prediction_components``) and the counters where the
case recorded them (measured, and the model's value beside).

Search: within a group, sorted by prediction, each configuration's most inverted partner is the
measured-fastest configuration predicted strictly slower than it (a running minimum), so at most
one pair per measured-slower configuration is listed, in O(n log n) per group. A measurement
listed twice in a case (the same configuration, launch and time in two sweeps) is searched once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from analyzer.evaluation.counters import COUNTER_SOURCES, measured_quantity, predicted_quantity
from analyzer.evaluation.metrics import group_members
from analyzer.evaluation.runner import CaseResult, RowResult, tuning_group
from analyzer.predict.records import Prediction
from analyzer.predict.terms import Term


@dataclass(frozen=True)
class InvertedPair:
    """Two configurations of one group that ``timing_model`` orders the wrong way: ``faster`` was
    measured faster, ``slower`` slower, and the model predicts ``slower`` faster."""

    timing_model: str
    faster: RowResult
    slower: RowResult

    @property
    def measured_ratio(self) -> float:
        """Measured slower / faster (> 1)."""
        return self.slower.row.time_ms / self.faster.row.time_ms

    @property
    def predicted_ratio(self) -> float:
        """Predicted faster / slower (> 1: the model's inversion)."""
        return self.faster.predictions[self.timing_model].time_us / self.slower.predictions[self.timing_model].time_us


def inverted_pairs(rows: Sequence[RowResult], timing_model: str, count: int) -> list[InvertedPair]:
    """The ``count`` most inverted pairs of counted ``rows`` under ``model`` (module doc), largest
    measured ratio first (ties: the row order)."""
    distinct: dict[tuple, RowResult] = {}
    for row in rows:
        if row.counted:
            distinct.setdefault(_measurement(row), row)
    counted = list(distinct.values())
    groups = [tuning_group(row.row) for row in counted]
    pairs: list[InvertedPair] = []
    for members in group_members(groups).values():
        ordered = sorted(members, key=lambda index: -counted[index].predictions[timing_model].time_us)
        fastest: int | None = None  # measured-fastest among the rows predicted strictly slower
        start = 0
        while start < len(ordered):
            end = start
            predicted = counted[ordered[start]].predictions[timing_model].time_us
            while end < len(ordered) and counted[ordered[end]].predictions[timing_model].time_us == predicted:
                end += 1
            for index in ordered[start:end]:
                if fastest is not None and counted[fastest].row.time_ms < counted[index].row.time_ms:
                    pairs.append(InvertedPair(timing_model, counted[fastest], counted[index]))
            for index in ordered[start:end]:
                if fastest is None or counted[index].row.time_ms < counted[fastest].row.time_ms:
                    fastest = index
            start = end
    pairs.sort(key=lambda pair: -pair.measured_ratio)
    return pairs[:count]


def _measurement(result: RowResult) -> tuple:
    """What identifies a measurement: GPU, configuration, launch, arguments and time (a row
    repeated in another sweep of the case has the same)."""
    row = result.row
    return (row.gpu, tuple(sorted(row.config.items())), row.launch, tuple(sorted(row.arguments.items())), row.time_ms)


def prediction_components(prediction: Prediction) -> dict[str, Any]:
    """The binding bound of a prediction and the components it compared (the one place that
    reads a ``Prediction``'s structure for explanations)."""
    components: dict[str, Any] = {
        "bound": prediction.bottleneck, "launch_us": prediction.launch_us, "exec_us": prediction.exec_us,
        "waves": prediction.waves, "blocks_per_sm": prediction.blocks_per_sm, "occupancy": prediction.occupancy,
        "occupancy_limiter": prediction.limiter,
        "wave_bounds": [f"{group.count}x {group.cycles:.0f} cycles ({group.bound})" for group in prediction.wave_groups],
    }
    for level in prediction.breakdown:
        components[f"{level.level}_bytes"] = level.bytes
        if level.bandwidth_bound_us:
            components[f"{level.level}_bandwidth_us"] = level.bandwidth_bound_us
    components["binding_terms"] = binding_terms(prediction.terms)
    return components


def binding_terms(root: Term) -> list[str]:
    """The chain of terms that bound the prediction, from the root of the model's term tree down:
    at each ``max`` the part that bound it, next to the parts it beat (``name cycles``)."""
    chain = [f"{root.name} {root.cycles:.0f}"]
    term = root
    while term.parts:
        binding = term.binding
        if binding is None:  # a sum: every part counts; follow the largest
            binding = max(term.parts, key=lambda part: part.cycles)
        beaten = [f"{part.name} {part.cycles:.0f}" for part in term.parts if part is not binding]
        chain.append(f"{binding.name} {binding.cycles:.0f}" + (f" ({term.combine} with {', '.join(beaten)})"
                                                               if beaten else ""))
        term = binding
    return chain


def counter_values(row: RowResult, timing_model: str) -> dict[str, tuple[float, float | None]]:
    """Per counter quantity the case recorded for the row: (measured, the model's value or None)."""
    values = {}
    for quantity in COUNTER_SOURCES:
        measured = measured_quantity(quantity, row.row.counters)
        if measured is not None:
            values[quantity] = (measured[0], predicted_quantity(quantity, row.predictions[timing_model]))
    return values


def _side_json(row: RowResult, timing_model: str) -> dict[str, Any]:
    return {"config": dict(row.row.config), "gpu": row.row.gpu, "arguments": dict(row.row.arguments),
            "where": row.row.where, "measured_us": row.row.time_ms * 1000.0,
            "predicted_us": row.predictions[timing_model].time_us,
            "components": prediction_components(row.predictions[timing_model]),
            "counters": {name: {"measured": measured, "predicted": predicted}
                         for name, (measured, predicted) in counter_values(row, timing_model).items()}}


def pair_json(pair: InvertedPair) -> dict[str, Any]:
    """One pair as JSON."""
    return {"measured_ratio": pair.measured_ratio, "predicted_ratio": pair.predicted_ratio,
            "faster": _side_json(pair.faster, pair.timing_model), "slower": _side_json(pair.slower, pair.timing_model)}


def _format(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.4g}"
    if isinstance(value, list):
        return "; ".join(map(str, value))
    return str(value)


def _side_lines(label: str, row: RowResult, timing_model: str) -> list[str]:
    config = " ".join(f"{name}={value:g}" for name, value in {**row.row.config, **row.row.arguments}.items())
    lines = [f"    {label}: {config or '(no tunables)'} on {row.row.gpu}: measured {row.row.time_ms * 1000.0:.4g} us, "
             f"predicted {row.predictions[timing_model].time_us:.4g} us"]
    components = prediction_components(row.predictions[timing_model])
    lines.append("      " + ", ".join(f"{name} {_format(value)}" for name, value in components.items()))
    counters = counter_values(row, timing_model)
    if counters:
        lines.append("      counters: " + ", ".join(
            f"{name} {measured:.4g}" + (f" (model {predicted:.4g})" if predicted is not None else "")
            for name, (measured, predicted) in counters.items()))
    return lines


def explain_lines(result: CaseResult, count: int, timing_model: str | None = None) -> list[str]:
    """The human lines of one case's ``count`` most inverted pairs under ``model`` (default:
    the case's default model)."""
    name = timing_model or result.default_model
    if name not in result.models:
        return []
    pairs = inverted_pairs(result.rows, name, count)
    lines = [f"  most inverted pairs ({name}): {len(pairs)}" + ("" if pairs else " (none: every group in order)")]
    for number, pair in enumerate(pairs, start=1):
        lines.append(f"  {number}. measured {pair.measured_ratio:.3f}x slower, predicted {pair.predicted_ratio:.3f}x faster")
        lines += _side_lines("measured faster", pair.faster, name) + _side_lines("measured slower", pair.slower, name)
    return lines


def explain_json(results: Sequence[CaseResult], count: int) -> Mapping[str, list[dict[str, Any]]]:
    """Per case id, its ``count`` most inverted pairs under the default model as JSON."""
    return {result.case.id: [pair_json(pair) for pair in inverted_pairs(result.rows, result.default_model, count)]
            for result in results if result.default_model in result.models}
