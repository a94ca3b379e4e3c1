"""Scores of a tuning run: the best-so-far curve over measured configurations, the fraction of
optimum, and the methodology score of Willemsen, van Werkhoven and Nieuwpoort, "A Methodology
for Comparing Auto-Tuning Optimization Algorithms" (2024).

The methodology standardises a strategy's best-so-far curve against the *calculated* random
search without replacement and the optimum of the search space: at ``k`` evaluations
``(random(k) - found(k)) / (random(k) - optimum)`` for a minimised time, so 0 is random search,
1 the optimum and a negative value worse than random; the score is the mean of that curve over
the budget range. ``random(k)`` is the value at the expected rank of the best of ``k`` draws from
``N`` configurations, rank ``round(k (N + 1) / (k + 1))`` counted from the worst (their
"red-white index", as ``autotuning_methodology.baseline.RandomSearchCalculatedBaseline`` computes
it without smoothing). The paper's budget axis is tuning time; here it is the number of measured
configurations (the budgets the issue names), the same curve on Kernel Tuner's ``max_fevals``.
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence


def best_so_far(results: Iterable[Mapping], keys: Sequence[str], budget: int) -> list[float]:
    """Best measured time after each of the first ``budget`` distinct configurations of a Kernel
    Tuner result list (repeats are not new evaluations; failures count as evaluations, with no
    time); ``inf`` until something succeeded; padded with the last value when the run stopped early."""
    seen: set[tuple] = set()
    best, curve = float("inf"), []
    for result in results:
        key = tuple(result[name] for name in keys)
        if key in seen:
            continue
        seen.add(key)
        value = result.get("time")
        if "__error__" not in result and isinstance(value, (int, float)):
            best = min(best, float(value))
        curve.append(best)
        if len(curve) == budget:
            break
    return curve + [best] * (budget - len(curve))


def fraction_of_optimum(found: float, optimum: float) -> float:
    """Best time in the space / best time found (1 = optimum found, 0 = nothing found)."""
    return optimum / found if found > 0 and found != float("inf") else 0.0


def random_search_curve(times: Sequence[float], budget: int) -> list[float]:
    """The calculated random-search-without-replacement curve (red-white index) for 1..budget."""
    descending = sorted(times, reverse=True)
    count = len(descending)
    return [descending[min(count - 1, round(k * (count + 1) / (k + 1)))] for k in range(1, budget + 1)]


def standardised_curve(curve: Sequence[float], baseline: Sequence[float], optimum: float) -> list[float]:
    """``(random(k) - found(k)) / (random(k) - optimum)`` per budget (1 where random search
    already sits on the optimum and the strategy does too, 0 where neither found anything better)."""
    values = []
    for found, random in zip(curve, baseline):
        if random <= optimum:
            values.append(1.0 if found <= optimum else 0.0)
        elif found == float("inf"):
            values.append(-1.0)
        else:
            values.append((random - found) / (random - optimum))
    return values


def methodology_score(curve: Sequence[float], times: Sequence[float]) -> float:
    """Mean of the standardised curve over budgets 1..len(curve) (the methodology's aggregate)."""
    baseline = random_search_curve(times, len(curve))
    values = standardised_curve(curve, baseline, min(times))
    return sum(values) / len(values)
