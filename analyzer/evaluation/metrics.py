"""Accuracy metrics of predicted against measured times (pure functions).

* APE of a configuration: ``100 |p - m| / m``; MAPE its mean, median APE its median
  (Kleimenov and Popova 2021, section 4, use the relative error).
* Spearman's rho and Kendall's tau-b (ties averaged, scipy): do the predictions order the
  configurations as the measurements do.
* Top-1 regret: measured time of the configuration the model ranks fastest / fastest measured
  time (1.0 = the model picks the best). When several configurations share the smallest
  prediction the worst measured one among them counts: a tie the model cannot break is no pick.
* Top-5 overlap: percent of the 5 fastest-predicted configurations that are among the 5
  fastest measured ones (``k = min(5, n)``).
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from typing import Sequence

TOP_K = 5


@dataclass(frozen=True)
class Scores:
    """Metrics of one model over ``count`` configurations (percentages as numbers like 12.5;
    None where undefined: no rows, or a constant side for the rank correlations)."""

    count: int
    mape: float | None
    median_ape: float | None
    spearman: float | None
    kendall: float | None
    regret: float | None
    top5_overlap: float | None

    def to_json(self) -> dict:
        """The issue's per-model JSON object (plus ``count``)."""
        return {"count": self.count, "mape": self.mape, "median_ape": self.median_ape, "spearman": self.spearman,
                "kendall": self.kendall, "regret": self.regret, "top5_overlap": self.top5_overlap}


def absolute_percentage_errors(measured: Sequence[float], predicted: Sequence[float]) -> list[float]:
    """``100 |p - m| / m`` per configuration."""
    return [100.0 * abs(p - m) / m for m, p in zip(measured, predicted)]


def _correlation(kind: str, measured: Sequence[float], predicted: Sequence[float]) -> float | None:
    if len(measured) < 2 or len(set(measured)) < 2 or len(set(predicted)) < 2:
        return None
    from scipy import stats

    function = stats.spearmanr if kind == "spearman" else stats.kendalltau
    value = float(function(measured, predicted).statistic)
    return None if math.isnan(value) else value


def spearman(measured: Sequence[float], predicted: Sequence[float]) -> float | None:
    """Spearman's rank correlation (average ranks for ties); None if undefined."""
    return _correlation("spearman", measured, predicted)


def kendall(measured: Sequence[float], predicted: Sequence[float]) -> float | None:
    """Kendall's tau-b; None if undefined."""
    return _correlation("kendall", measured, predicted)


def regret(measured: Sequence[float], predicted: Sequence[float]) -> float | None:
    """Measured time of the predicted-fastest configuration over the fastest measured time
    (worst measured among configurations tied at the smallest prediction)."""
    if not measured:
        return None
    best_predicted = min(predicted)
    picked = max(m for m, p in zip(measured, predicted) if p == best_predicted)
    return picked / min(measured)


def top_k_overlap(measured: Sequence[float], predicted: Sequence[float], k: int = TOP_K) -> float | None:
    """Percent of the ``k`` fastest-predicted configurations among the ``k`` fastest measured
    (index order breaks ties)."""
    if not measured:
        return None
    k = min(k, len(measured))
    by_measured = set(sorted(range(len(measured)), key=lambda index: (measured[index], index))[:k])
    by_predicted = set(sorted(range(len(predicted)), key=lambda index: (predicted[index], index))[:k])
    return 100.0 * len(by_measured & by_predicted) / k


def _grouped(metric, measured: Sequence[float], predicted: Sequence[float], groups: Sequence[object] | None):
    """``metric`` over the whole set, or its mean over the groups of at least two rows (a
    choice exists only among configurations of one GPU and one problem); None without any."""
    if groups is None:
        return metric(measured, predicted)
    members: dict[object, list[int]] = {}
    for index, group in enumerate(groups):
        members.setdefault(group, []).append(index)
    values = [metric([measured[i] for i in rows], [predicted[i] for i in rows])
              for rows in members.values() if len(rows) >= 2]
    values = [value for value in values if value is not None]
    return sum(values) / len(values) if values else None


def score(measured: Sequence[float], predicted: Sequence[float], groups: Sequence[object] | None = None) -> Scores:
    """Every metric of one model over paired measured and predicted times. With ``groups`` (one
    key per row: GPU and problem), top-1 regret and top-5 overlap are means over the groups,
    since a user picks the fastest configuration for one GPU and one problem."""
    if not measured:
        return Scores(0, None, None, None, None, None, None)
    errors = absolute_percentage_errors(measured, predicted)
    return Scores(len(measured), sum(errors) / len(errors), statistics.median(errors), spearman(measured, predicted),
                  kendall(measured, predicted), _grouped(regret, measured, predicted, groups),
                  _grouped(top_k_overlap, measured, predicted, groups))


def within(ratio_pairs: Sequence[tuple[float, float]], tolerance: float) -> float | None:
    """Percent of (predicted, measured) pairs with ``|p - m| <= tolerance * m``."""
    if not ratio_pairs:
        return None
    return 100.0 * sum(1 for p, m in ratio_pairs if abs(p - m) <= tolerance * m) / len(ratio_pairs)
