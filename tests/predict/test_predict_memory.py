"""The bandwidth loop (Fig. 4/5 of method C) and the mean access latency on simple functions."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from analyzer.predict.memory import MemoryShares, mean_latency, raise_to_bandwidth
from predict_builders import toy_gpu


def test_raise_solves_a_linear_piece():
    # time(q) = max(100 + 2q, 300); target 1000 -> 100 + 2q = 1000 -> q = 450.
    result = raise_to_bandwidth(lambda q: max(100 + 2 * q, 300), 1000, 1e-6, 60)
    assert result.queue == pytest.approx(450, rel=1e-5) and result.time == pytest.approx(1000, rel=1e-5)
    assert not result.floored and 0 < result.iterations <= 10


def test_raise_not_needed_when_bandwidth_suffices():
    result = raise_to_bandwidth(lambda q: 500 + q, 400, 1e-4, 60)
    assert result == type(result)(0.0, 500, 0, False)


def test_flat_time_is_floored():
    result = raise_to_bandwidth(lambda q: 50.0, 1000, 1e-4, 60)
    assert result.floored and result.time == 1000


@settings(max_examples=200, deadline=None)
@given(base=st.floats(1, 1e4), slopes=st.lists(st.floats(0.01, 50), min_size=1, max_size=4),
       issue=st.floats(0, 1e5), target=st.floats(1, 1e7))
def test_raise_reaches_the_target_on_convex_pieces(base, slopes, issue, target):
    # time(q) = max(issue, base + s1*q, base/2 + s2*q, ...): convex, non-decreasing.
    def time_of(q):
        return max(issue, *(base / (index + 1) + slope * q for index, slope in enumerate(slopes)))

    result = raise_to_bandwidth(time_of, target, 1e-4, 80)
    if time_of(0.0) >= target * (1 - 1e-4):
        assert result.queue == 0.0
    else:
        assert not result.floored
        assert result.time == pytest.approx(target, rel=2e-4)
        assert time_of(result.queue) == pytest.approx(target, rel=2e-4)


def test_mean_latency_formula():
    # l1_hit 0.5, l2_hit 0.5: l1pct 0.5, l2pct 0.25, drampct 0.25; 20 % uncoalesced:
    # 0.8 * (0.5*30 + 0.25*200 + 0.25*500) + 0.2 * 780 = 0.8 * 190 + 156 = 308 cycles.
    shares = MemoryShares(0.5, 0.5, 0.5, 0.25, 0.25, 0.8, 0.2)
    assert mean_latency(toy_gpu(), shares, (0.0, 0.0, 0.0)) == pytest.approx(308)
    # An L1 queue of 10 cycles delays every access (all pass L1): +10.
    assert mean_latency(toy_gpu(), shares, (10.0, 0.0, 0.0)) == pytest.approx(318)
    # A DRAM queue of 100 delays DRAM and uncoalesced accesses: +0.8*0.25*100 + 0.2*100 = +40.
    assert mean_latency(toy_gpu(), shares, (0.0, 0.0, 100.0)) == pytest.approx(348)
