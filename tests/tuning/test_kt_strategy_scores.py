"""The benchmark's scores (tests/benchmarks/kt_strategy_scores.py) on hand-computed cases."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

from kt_strategy_scores import best_so_far, fraction_of_optimum, methodology_score, random_search_curve  # noqa: E402


def test_best_so_far_counts_distinct_configurations_and_failures():
    results = [{"x": 1, "time": 5.0}, {"x": 1, "time": 5.0}, {"x": 2, "__error__": "RuntimeFailedConfig", "time": 1e20},
               {"x": 3, "time": 2.0}]
    assert best_so_far(results, ["x"], 4) == [5.0, 5.0, 2.0, 2.0]  # the repeat is no evaluation; padded at the end


def test_random_search_curve_is_the_red_white_index():
    # descending 8 6 4 2 (N = 4): k = 1 -> index round(5/2) = 2 (banker's rounding) -> 4;
    # k = 2 -> round(10/3) = 3 -> 2; k = 3 -> round(15/4) = 4, capped at N - 1 = 3 -> 2
    assert random_search_curve([2.0, 4.0, 6.0, 8.0], 3) == [4.0, 2.0, 2.0]


def test_methodology_score_and_fraction_of_optimum():
    times = [2.0, 4.0, 6.0, 8.0, 10.0]
    # random: k = 1 -> index round(6/2) = 3 of 10 8 6 4 2 -> 4; k = 2 -> round(12/3) = 4 -> 2
    # found 3 then 2: (4 - 3) / (4 - 2) = 0.5; at k = 2 random is the optimum and so is found: 1
    assert methodology_score([3.0, 2.0], times) == 0.75
    assert fraction_of_optimum(2.5, 2.0) == 0.8 and fraction_of_optimum(float("inf"), 2.0) == 0.0
