"""The evidence-weighted search on a constructed 200-configuration space (20 x 10 positions,
a bowl with its one optimum at (13, 6)) with an exact, a random and an inverted predictor,
and its neighbours in a sparse space."""

from __future__ import annotations

import math
import random

import numpy as np
import pytest

from analyzer.tuning.evidence_search import EvidenceSearch, EvidenceSearchOptions, nearest, value_positions
from analyzer.tuning.surrogate import concordance, prior_mean, trust

VALUES = (tuple(range(20)), tuple(range(10)))
SPACE = [(x, y) for x in VALUES[0] for y in VALUES[1]]


def measured(config) -> float:
    """Microseconds: 1 at (13, 6), growing with the squared distance; every value distinct
    along each axis, so the order of the space is total apart from mirror pairs."""
    x, y = config
    return 1.0 + 0.1 * ((x - 13) ** 2 + 2 * (y - 6) ** 2)


def exact(configs):
    return [measured(config) for config in configs]


def inverted(configs):
    return [1.0 / measured(config) for config in configs]


def make_random():
    draw = random.Random(11)
    table = {config: 1.0 + draw.random() for config in SPACE}
    return lambda configs: [table[config] for config in configs]


def measurements_to_optimum(predictor, options=EvidenceSearchOptions(), limit=200) -> tuple[int, EvidenceSearch]:
    """How many measurements the search needs until it has measured (13, 6)."""
    search = EvidenceSearch(SPACE, VALUES, predictor, options)
    for count in range(1, limit + 1):
        config = search.next_config()
        search.record(config, measured(config))
        if config == (13, 6):
            return count, search
    raise AssertionError("never measured the optimum")


def test_exact_predictor_measures_the_optimum_first():
    # the bowl has no other local minimum, so the climb on (exact) predictions from the best
    # sampled configuration ends at (13, 6), and with no measurement the prior mean is the
    # prediction itself: the first measurement is the optimum
    count, search = measurements_to_optimum(exact)
    assert count == 1
    # then the trust grows: all pairs ordered alike (tau = 1), shrunk with 3 prior pseudo-counts
    for _ in range(5):
        config = search.next_config()
        search.record(config, measured(config))
    search.next_config()
    # every informative pair is ordered alike, so gamma = 1, shrunk with 6 pseudo-pairs of the
    # prior trust 0.5
    pairs = [(search.log_predicted[i], math.log(t)) for i, t in search.measured.items()
             if math.isfinite(search.log_predicted[i])]
    concordant, discordant = concordance([p for p, _ in pairs], [t for _, t in pairs])
    assert discordant == 0 and concordant >= 3 and search.trust.tau == pytest.approx(1.0)
    assert search.trust.weight == pytest.approx((concordant + 6 * 0.5) / (concordant + 6))


def test_inverted_predictor_is_used_reversed_and_still_finds_the_optimum():
    # the best predicted is a corner (the worst measured region): the first measurement is a
    # local maximum of the bowl. Once three are measured, tau = -1 and the trust turns
    # negative, so the prior mean uses the predictions reversed: the optimum follows within
    # 12 measurements (7 in this run), where random search needs 100.5 on average
    # ((200 + 1) / 2) and the exact predictor 1.
    count, search = measurements_to_optimum(inverted)
    first = search.space[next(iter(search.measured))]
    assert first in {(0, 0), (19, 0), (0, 9), (19, 9)}
    assert count <= 12
    assert search.trust.weight < 0 and search.trust.slope < 0


def test_random_predictor_costs_little():
    # predictions with no relation to the times: tau near 0, the trust falls towards 0 and the
    # search becomes Bayesian optimisation on the parameter positions; it reaches the optimum
    # within 30 measurements (10 in this run; random search: 100.5 on average)
    count, search = measurements_to_optimum(make_random())
    assert count <= 30
    assert abs(search.trust.weight) < 0.35


def test_order_does_not_depend_on_the_budget():
    runs = []
    for budget in (7, 15):
        search = EvidenceSearch(SPACE, VALUES, make_random())
        order = []
        for _ in range(budget):
            config = search.next_config()
            search.record(config, measured(config))
            order.append(config)
        runs.append(order)
    assert runs[1][:7] == runs[0]


def test_a_failed_configuration_is_not_measured_again_and_counts_as_the_slowest():
    search = EvidenceSearch(SPACE, VALUES, exact)
    first = search.next_config()
    search.record(first, None)
    second = search.next_config()
    assert second != first
    search.record(second, measured(second))
    index, logs = search._measured_logs()
    assert list(logs) == [math.log(measured(second))] * 2  # the failure imputed as the slowest


def test_max_predictions_bounds_the_predictor():
    calls = []

    def predict(configs):
        calls.extend(configs)
        return exact(configs)

    search = EvidenceSearch(SPACE, VALUES, predict, EvidenceSearchOptions(sample_size=8, max_predictions=20))
    for _ in range(40):
        config = search.next_config()
        search.record(config, measured(config))
    assert len(calls) == len(set(calls)) == 20


def test_neighbours_are_the_nearest_configurations_that_exist():
    # a sparse space: of the 5 x 5 product only a diagonal band exists and (0, 4); (2, 2) has
    # four configurations one step away, (0, 4) none closer than 3 steps, and four at 3
    values = (tuple(range(5)), tuple(range(5)))
    space = [(x, y) for x in range(5) for y in range(5) if abs(x - y) <= 1] + [(0, 4)]
    positions = value_positions(space, values)
    around = [space[i] for i in nearest(positions, space.index((2, 2)))]
    assert sorted(around) == [(1, 2), (2, 1), (2, 3), (3, 2)]
    # |0-0| + |4-1|, |0-1| + |4-2|, |0-2| + |4-3|, |0-3| + |4-4|: all 3 steps
    assert sorted(space[i] for i in nearest(positions, space.index((0, 4)))) == [(0, 1), (1, 2), (2, 3), (3, 4)]
    # dense space: one step in one parameter, at most two per parameter
    dense = value_positions(SPACE, VALUES)
    assert sorted(SPACE[i] for i in nearest(dense, SPACE.index((0, 0)))) == [(0, 1), (1, 0)]


def test_trust_is_the_rank_correlation_shrunk_to_the_prior():
    # 4 configurations, 6 pairs: 5 concordant, 1 discordant: gamma = 4/6; with 6 pseudo-pairs
    # of the prior 0.5: (6 x 4/6 + 6 x 0.5) / 12 = 7/12
    state = trust([1.0, 2.0, 3.0, 4.0], [1.0, 2.0, 4.0, 3.0], 0.5)
    assert state.tau == pytest.approx(4 / 6)
    assert state.weight == pytest.approx(7 / 12)
    assert state.slope == pytest.approx(math.sin(math.pi * 7 / 24))  # equal spreads: scale 1


def test_pairs_within_the_resolutions_are_ties():
    # predictions 1.00 and 1.03 (3 % apart) order nothing, nor do measurements 1.00 and 1.01;
    # of the three pairs only (a, c) is informative, and it is discordant
    predicted = [math.log(1.0), math.log(1.03), math.log(2.0)]
    measured_ = [math.log(1.5), math.log(1.0), math.log(1.01)]
    assert concordance(predicted, measured_) == (0, 1)
    state = trust(predicted, measured_, 0.5)
    assert state.tau == -1.0 and state.weight == pytest.approx((-1 + 3) / 7)


def test_prior_mean_centres_on_the_measured_and_fills_the_unpredicted():
    log_predicted = np.array([0.0, 1.0, 2.0, np.nan, np.nan])
    refused = np.array([False, False, False, False, True])
    mean = prior_mean(log_predicted, np.array([0, 1]), np.array([5.0, 7.0]), 2.0, refused)
    # intercept: mean(5 - 0, 7 - 2) = 5; unpredicted: 5 + 2 x mean(0, 1, 2); refused: the slowest
    assert list(mean) == [5.0, 7.0, 9.0, 7.0, 9.0]


def test_an_unpredicted_configuration_is_expected_at_the_uniform_samples_mean():
    # the sample (0, 1) is predicted at 1 and 3; the climb added 2 at 0 (a good one): an unexamined
    # configuration is expected at the sample's mean 2, not at the mean 4/3 of every prediction
    log_predicted = np.array([1.0, 3.0, 0.0, np.nan])
    sampled = np.array([True, True, False, False])
    assert prior_mean(log_predicted, np.array([], dtype=np.int64), np.array([]), 1.0, None, sampled)[3] == 2.0
    assert prior_mean(log_predicted, np.array([], dtype=np.int64), np.array([]), 1.0)[3] == pytest.approx(4 / 3)



def test_several_climbs_find_the_deeper_basin_a_worse_sampled_configuration_leads_to():
    # one parameter, 40 values; the predicted landscape has two basins: 5 + |x - 10| below 30
    # (bottom 5 at x = 10) and 1 + 2|x - 35| from 30 on (bottom 1 at x = 35). Seed 17's
    # 4-configuration sample is x = 9 (predicted 6), 14 (9), 30 (11) and 24 (19): its best lies in
    # the shallow basin. One climb from x = 9 ends at 10 (its neighbours 8 and 10 are 7 and 5;
    # 10's are 6 and 6); the third climb, from x = 30, descends 11, 9, 7, 5, 3, 1 to x = 35. With
    # no measurement the prior mean is the prediction, so the first configuration measured is
    # the bottom the climbs reached.
    values = (tuple(range(40)),)
    space = [(x,) for x in range(40)]

    def predicted(configs):
        return [5.0 + abs(x - 10) if x < 30 else 1.0 + 2 * abs(x - 35) for (x,) in configs]

    def first_measured(climbs: int):
        search = EvidenceSearch(space, values, predicted, EvidenceSearchOptions(sample_size=4, climb_starts=climbs, seed=17))
        assert sorted(space[i][0] for i in np.flatnonzero(search.sampled)) == [9, 14, 24, 30]
        return search.next_config()

    assert first_measured(1) == (10,)
    assert first_measured(2) == (10,)  # the second best sampled (x = 14) climbs into the same basin
    assert first_measured(3) == (35,)
