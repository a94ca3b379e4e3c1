"""Metrics on numbers worked by hand (see each test's comment for the arithmetic)."""

import pytest

from analyzer.evaluation.metrics import (kendall, mape, median_ape, regret, score, spearman, spearman_groups,
                                         top_k_overlap, within)

MEASURED = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]
PREDICTED = [1.5, 1.2, 3.3, 5.0, 4.0, 6.0, 7.0, 3.5]


def test_errors_ranks_regret_and_top5_by_hand():
    # APE: 50, 40, 10, 25, 20, 0, 0, 56.25 -> mean 201.25 / 8; sorted middle pair 20, 25.
    # Ranks of the predictions: 2 1 3 6 5 7 8 4 -> d^2 = 1+1+0+4+0+1+1+16 = 24,
    # rho = 1 - 6*24 / (8*63) = 5/7. Discordant pairs: (0,1) (3,4) (3,7) (4,7) (5,7) (6,7) = 6
    # of 28 -> tau = (22 - 6) / 28 = 4/7. Fastest predicted (1.2) was measured 2.0 -> regret 2.
    # Top 5 predicted {1,0,2,7,4} vs measured {0,1,2,3,4}: 4 shared -> 80 %.
    scores = score(MEASURED, PREDICTED)
    assert scores.count == 8
    assert scores.mape == pytest.approx(25.15625)
    assert scores.median_ape == pytest.approx(22.5)
    assert scores.spearman == pytest.approx(5 / 7)
    assert scores.kendall == pytest.approx(4 / 7)
    assert scores.regret == pytest.approx(2.0)
    assert scores.top5_overlap == pytest.approx(80.0)


def test_reversed_order():
    # Predictions in reverse order: rho = tau = -1, the model picks the slowest (8x regret),
    # top 5 predicted {7,6,5,4,3} shares {3,4} with {0..4}: 40 %.
    reverse = list(reversed(MEASURED))
    assert spearman(MEASURED, reverse) == pytest.approx(-1.0)
    assert kendall(MEASURED, reverse) == pytest.approx(-1.0)
    assert regret(MEASURED, reverse) == pytest.approx(8.0)
    assert top_k_overlap(MEASURED, reverse) == pytest.approx(40.0)


def test_tied_best_prediction_counts_the_worst_measured():
    # Two configurations tie at the smallest prediction: measured 1 and 3 -> regret 3 / 1.
    assert regret([1.0, 3.0, 2.0], [1.0, 1.0, 2.0]) == pytest.approx(3.0)


def test_undefined_values():
    assert spearman([1.0, 2.0], [5.0, 5.0]) is None  # constant prediction: no ranking
    assert kendall([1.0], [1.0]) is None
    empty = score([], [])
    assert empty.count == 0 and empty.mape is None and empty.regret is None
    assert top_k_overlap([1.0, 2.0], [2.0, 1.0]) == pytest.approx(100.0)  # k = n = 2
    assert within([(1.2, 1.0), (1.3, 1.0), (0.75, 1.0), (0.7, 1.0)], 0.25) == pytest.approx(50.0)


def test_regret_is_the_mean_over_gpu_and_problem_groups():
    # Two GPUs, one problem each, two block sizes each. Group "a": the model picks 2.0 over the
    # best 1.0 (regret 2.0); group "b": it picks the best (1.0); the single-row group "c" offers
    # no choice and is left out. Mean: (2.0 + 1.0) / 2 = 1.5. Over the whole set the model's
    # fastest prediction (0.5, group b) is also the fastest measured (1.0): regret 1.0.
    measured = [1.0, 2.0, 1.0, 3.0, 9.0]
    predicted = [3.0, 2.0, 0.5, 4.0, 7.0]
    groups = ["a", "a", "b", "b", "c"]
    assert score(measured, predicted).regret == pytest.approx(1.0)
    grouped = score(measured, predicted, groups)
    assert grouped.regret == pytest.approx(1.5)
    # top-5 overlap per group of two: k = 2, both rows of each group: 100 %
    assert grouped.top5_overlap == pytest.approx(100.0)
    assert score(measured[4:], predicted[4:], groups[4:]).regret is None


def test_spearman_groups_by_hand():
    # Group "g1" (5 rows): predictions rank 1 2 3 5 4 against measured 1..5: d^2 = 0+0+0+1+1 = 2,
    # rho = 1 - 6*2 / (5*24) = 0.9. Group "g2" (5 rows): reversed, rho = -1. Group "g3" (4 rows)
    # is below the 5-configuration floor and left out. Mean: (0.9 - 1) / 2 = -0.05.
    measured = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4]
    predicted = [10, 20, 30, 50, 40, 5, 4, 3, 2, 1, 4, 3, 2, 1]
    groups = ["g1"] * 5 + ["g2"] * 5 + ["g3"] * 4
    assert spearman_groups(measured, predicted, groups) == pytest.approx(-0.05)
    assert score(measured, predicted, groups).spearman_groups == pytest.approx(-0.05)
    # Only groups under 5 configurations (a pure size sweep): undefined, not zero.
    assert spearman_groups(measured[10:], predicted[10:], groups[10:]) is None
    # A group whose predictions are all equal has no ranking and is skipped, not counted as 0.
    flat = [7, 7, 7, 7, 7]
    assert spearman_groups(measured[:10], predicted[:5] + flat, groups[:10]) == pytest.approx(0.9)


def test_regret_tie_rule_inside_groups():
    # Group a: predictions 1, 1, 2 tie at 1 on measured 2.0 and 5.0 -> the slower (5.0) counts:
    # 5.0 / 2.0 = 2.5. Group b: a unique fastest prediction on the best measured -> 1.0.
    # Mean over the two groups (1.75); compare's regret is the same function (whole set: the
    # tie at 1 again counts 5.0 against the fastest measured 1.0 of group b -> 5.0).
    measured = [2.0, 5.0, 3.0, 1.0, 4.0]
    predicted = [1.0, 1.0, 2.0, 3.0, 4.0]
    groups = ["a", "a", "a", "b", "b"]
    assert score(measured, predicted, groups).regret == pytest.approx(1.75)
    assert regret(measured, predicted) == pytest.approx(5.0)
    assert mape([2.0, 4.0], [3.0, 3.0]) == pytest.approx(37.5)  # (50 + 25) / 2
    assert median_ape([2.0, 4.0, 1.0], [3.0, 3.0, 1.0]) == pytest.approx(25.0)


def test_compare_scores_with_the_same_module():
    # compare (and so accuracy) uses this module: the two rows tied at the smallest prediction
    # (10 us) were measured 4 and 6 us; the tie rule counts 6 against the best 4: regret 1.5.
    from types import SimpleNamespace

    from analyzer.evaluation.compare import MeasuredSet, Measurement, compare
    from analyzer.predict.records import Launch

    rows = tuple(Measurement(Launch((1, 1, 1), (32 * k, 1, 1)), {}, measured, f"row {k}")
                 for k, measured in ((1, 4.0), (2, 6.0), (3, 5.0)))
    predicted = {32: 10.0, 64: 10.0, 96: 12.0}
    comparison = compare(MeasuredSet(rows, {}, "x.csv"),
                         lambda row: SimpleNamespace(time_us=predicted[row.launch.block[0]]))
    assert comparison.regret == pytest.approx(1.5)
    assert comparison.mape == pytest.approx(mape([4.0, 6.0, 5.0], [10.0, 10.0, 12.0]))
    assert comparison.spearman == pytest.approx(spearman([4.0, 6.0, 5.0], [10.0, 10.0, 12.0]))
