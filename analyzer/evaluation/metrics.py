"""Accuracy metrics of predicted against measured times: the one definition every command uses
(``compare``, ``accuracy``, ``validate``; pure functions).

* APE of a configuration: ``100 |p - m| / m``; MAPE its mean, median APE its median
  (Kleimenov and Popova 2021, section 4, use the relative error).
* Spearman's rho and Kendall's tau-b (ties averaged, scipy): do the predictions order the
  configurations as the measurements do.
* ``spearman_groups``: the mean Spearman over the (GPU, problem) groups holding at least
  ``GROUP_MIN_CONFIGS`` configurations (the question a tuner asks: which configuration is
  fastest on this GPU for this problem); None where no group is that large (a pure size sweep).
* Top-1 regret: measured time of the configuration the model ranks fastest / fastest measured
  time (1.0 = the model picks the best). **Tie rule**: when several configurations share the
  smallest prediction, the slowest measured among them counts (a tie the model cannot break is
  no pick, so it is scored as the worst pick it allows).
* Top-k overlap: percent of the k fastest-predicted configurations that are among the k fastest
  measured ones (``k = min(TOP_K, n)``; index order breaks ties on either side).

With groups (one key per row: GPU and problem), regret and top-k overlap are means over the
groups of at least two rows, since a user picks among configurations of one GPU and one problem.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from typing import Callable, Hashable, Sequence

TOP_K = 5
#: Smallest (GPU, problem) group whose ranking ``spearman_groups`` averages (validation README).
GROUP_MIN_CONFIGS = 5
#: Smallest group that offers a choice (regret and top-k overlap).
GROUP_MIN_CHOICE = 2


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
    spearman_groups: float | None = None

    def to_json(self) -> dict:
        """The issue's per-model JSON object (plus ``count`` and ``spearman_groups``)."""
        return {"count": self.count, "mape": self.mape, "median_ape": self.median_ape, "spearman": self.spearman,
                "spearman_groups": self.spearman_groups, "kendall": self.kendall, "regret": self.regret,
                "top5_overlap": self.top5_overlap}


def absolute_percentage_errors(measured: Sequence[float], predicted: Sequence[float]) -> list[float]:
    """``100 |p - m| / m`` per configuration."""
    return [100.0 * abs(p - m) / m for m, p in zip(measured, predicted)]


def mape(measured: Sequence[float], predicted: Sequence[float]) -> float | None:
    """Mean absolute percentage error; None without rows."""
    errors = absolute_percentage_errors(measured, predicted)
    return sum(errors) / len(errors) if errors else None


def median_ape(measured: Sequence[float], predicted: Sequence[float]) -> float | None:
    """Median absolute percentage error; None without rows."""
    errors = absolute_percentage_errors(measured, predicted)
    return statistics.median(errors) if errors else None


def _correlation(kind: str, measured: Sequence[float], predicted: Sequence[float]) -> float | None:
    if len(measured) < 2 or len(set(measured)) < 2 or len(set(predicted)) < 2:
        return None
    from scipy import stats  # lazy: scipy costs about 0.3 s; loaded on first use so `compare --help` stays light

    function = stats.spearmanr if kind == "spearman" else stats.kendalltau
    value = float(function(measured, predicted).statistic)
    return None if math.isnan(value) else value


def spearman(measured: Sequence[float], predicted: Sequence[float]) -> float | None:
    """Spearman's rank correlation (average ranks for ties); None with fewer than 2 rows or a
    constant side."""
    return _correlation("spearman", measured, predicted)


def kendall(measured: Sequence[float], predicted: Sequence[float]) -> float | None:
    """Kendall's tau-b; None if undefined."""
    return _correlation("kendall", measured, predicted)


def regret(measured: Sequence[float], predicted: Sequence[float]) -> float | None:
    """Measured time of the predicted-fastest configuration over the fastest measured time; of
    configurations tied at the smallest prediction the slowest measured counts (the tie rule)."""
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


def group_members(groups: Sequence[Hashable]) -> dict[Hashable, list[int]]:
    """Row indices per group key, groups in order of first appearance."""
    members: dict[Hashable, list[int]] = {}
    for index, group in enumerate(groups):
        members.setdefault(group, []).append(index)
    return members


Metric = Callable[[Sequence[float], Sequence[float]], "float | None"]


def group_mean(metric: Metric, measured: Sequence[float], predicted: Sequence[float], groups: Sequence[Hashable],
               min_rows: int) -> float | None:
    """The mean of ``metric`` over the groups of at least ``min_rows`` rows where it is defined;
    None where no group qualifies."""
    values = [metric([measured[i] for i in rows], [predicted[i] for i in rows])
              for rows in group_members(groups).values() if len(rows) >= min_rows]
    defined = [value for value in values if value is not None]
    return sum(defined) / len(defined) if defined else None


def spearman_groups(measured: Sequence[float], predicted: Sequence[float], groups: Sequence[Hashable]) -> float | None:
    """Mean Spearman over the (GPU, problem) groups of at least ``GROUP_MIN_CONFIGS`` rows (a
    group whose measured or predicted times are all equal has no Spearman and is skipped); None
    where no group qualifies."""
    return group_mean(spearman, measured, predicted, groups, GROUP_MIN_CONFIGS)


def score(measured: Sequence[float], predicted: Sequence[float], groups: Sequence[Hashable] | None = None) -> Scores:
    """Every metric of one model over paired measured and predicted times. With ``groups`` (one
    key per row: GPU and problem) regret and top-k overlap are means over the groups of at least
    two rows; without, the whole set is one group (for every metric)."""
    if not measured:
        return Scores(0, None, None, None, None, None, None, None)
    if groups is None:
        picked, overlap = regret(measured, predicted), top_k_overlap(measured, predicted)
        groups = [0] * len(measured)
    else:
        picked = group_mean(regret, measured, predicted, groups, GROUP_MIN_CHOICE)
        overlap = group_mean(top_k_overlap, measured, predicted, groups, GROUP_MIN_CHOICE)
    return Scores(len(measured), mape(measured, predicted), median_ape(measured, predicted),
                  spearman(measured, predicted), kendall(measured, predicted), picked, overlap,
                  spearman_groups(measured, predicted, groups))


def within(ratio_pairs: Sequence[tuple[float, float]], tolerance: float) -> float | None:
    """Percent of (predicted, measured) pairs with ``|p - m| <= tolerance * m``."""
    if not ratio_pairs:
        return None
    return 100.0 * sum(1 for p, m in ratio_pairs if abs(p - m) <= tolerance * m) / len(ratio_pairs)
