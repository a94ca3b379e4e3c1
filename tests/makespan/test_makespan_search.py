"""Exact count DP: paper figures, the notes' appendix table, brute-force agreement, properties."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from analyzer.makespan.bounds import best_upper_bound, safe_upper_bound, trivial_lower_bound
from analyzer.makespan.instance import make_instance, make_instance_transformed
from analyzer.makespan.schedule import check_schedule
from analyzer.makespan.search import SearchBudgetExceeded, beam_lower_bound, best_case_makespan, exact_makespan
from makespan_oracle import brute_force


def test_fig2_llc_four_warps_is_nine():
    # Fig. 2: warps run LL C one after another; L is busy 8 slots (4 warps x 2 L) and the last
    # warp's C follows its second L, so 4*2 + 1 = 9 (the queue-bounded bound, reached).
    instance = make_instance("LLC", 4)
    result = exact_makespan(instance, recover=True)
    assert result.makespan == 9
    assert check_schedule(instance, result.schedule).ok
    assert result.schedule.makespan == 9


# Appendix of the makespan notes (exact DP values, cross-checked there by brute force).
APPENDIX = [
    ("LC", 1, 1, {1: 2, 2: 3, 3: 4, 4: 5, 5: 6, 8: 9, 16: 17}),
    ("LCL", 1, 1, {1: 3, 2: 4, 3: 7, 4: 9, 5: 11, 8: 17, 16: 33}),
    ("LLCLL", 1, 1, {1: 5, 2: 9, 3: 13, 4: 17, 5: 21, 8: 33, 16: 65}),
    ("LCLCL", 1, 1, {1: 5, 2: 6, 3: 11, 4: 14, 5: 17, 8: 26, 16: 50}),
    ("LLCLLCLL", 1, 1, {1: 8, 2: 13, 3: 20, 4: 26, 5: 32, 8: 50}),
    ("CLLCLLCL", 1, 2, {1: 8, 2: 12, 3: 18, 4: 23, 5: 28, 8: 43}),
    ("CC", 1, 2, {1: 2, 2: 2, 3: 4, 4: 5, 5: 6, 8: 9, 16: 17}),
    ("CCCCCC", 1, 3, {1: 6, 2: 6, 3: 6, 4: 12, 5: 14, 8: 20, 16: 36}),
    ("LLCLL", 2, 1, {1: 5, 2: 6, 3: 7, 4: 10, 5: 13, 8: 19, 16: 35}),
    ("LLCLLCLLCC", 1, 1, {1: 10, 2: 16, 3: 24, 4: 31, 5: 38}),
]


@pytest.mark.parametrize("string,cap_l,cap_c,values", APPENDIX)
def test_appendix_reference_values(string, cap_l, cap_c, values):
    for warps, expected in values.items():
        instance = make_instance(string, warps, {"L": cap_l, "C": cap_c})
        assert exact_makespan(instance).makespan == expected, (string, warps)


def test_larger_reference_values():
    # Notes: LLCLL 4W+1 (257 at W = 64); LCLCLCLC 260 at W = 64 (4W + 4).
    assert exact_makespan(make_instance("LLCLL", 64)).makespan == 257
    assert exact_makespan(make_instance("LCLCLCLC", 32)).makespan == 132


def test_cc_counterexample_schedule_replays():
    # "CC", cap 2, W = 4: 2 warps run C0; one runs C1 beside a new warp's C0, ... so a single
    # warp is left alone at the end: 5 slots > eq. 5-7's ceil(4/2)*2 = 4.
    instance = make_instance("CC", 4, {"C": 2})
    result = exact_makespan(instance, recover=True)
    assert result.makespan == 5
    assert check_schedule(instance, result.schedule).ok


def test_rho_half_transform_gives_fig7_string():
    instance = make_instance("LCLCL", 3, {"L": "1/2", "C": 1})
    assert instance.program == "LLCLLCLL"
    assert exact_makespan(instance).makespan == 20  # appendix: LLCLLCLL, W = 3


def test_beam_lower_bound_is_a_real_schedule():
    instance = make_instance("LLCLL", 40)
    beam = beam_lower_bound(instance, beam_width=8)
    assert check_schedule(instance, beam.schedule).ok
    assert beam.schedule.makespan == beam.makespan <= exact_makespan(instance).makespan == 161


def test_time_budget_is_reported():
    with pytest.raises(SearchBudgetExceeded):
        exact_makespan(make_instance("LLCLLCLL", 40), max_states=1000)


instances = st.builds(
    lambda program, warps, cap_l, cap_c, width: make_instance_transformed(program, {"L": cap_l, "C": cap_c}, warps, width),
    st.text("LC", min_size=1, max_size=5), st.integers(1, 4), st.integers(1, 2), st.integers(1, 2),
    st.one_of(st.none(), st.integers(1, 3)))


@settings(max_examples=60, deadline=None)
@given(instances)
def test_exact_matches_brute_force_and_bounds(instance):
    worst = exact_makespan(instance, recover=True)
    best = best_case_makespan(instance, recover=True)
    assert worst.makespan == brute_force(instance, worst=True)
    assert best.makespan == brute_force(instance, worst=False)
    assert trivial_lower_bound(instance).value <= best.makespan <= worst.makespan
    assert worst.makespan <= best_upper_bound(instance).value <= safe_upper_bound(instance).value
    for result in (worst, best):
        check = check_schedule(instance, result.schedule)
        assert check.ok, check.violations
        assert check.makespan == result.makespan


prioritised = st.builds(
    lambda program, warps, classes: make_instance_transformed(program, {"L": 1, "C": 2}, warps, None,
                                                              classes[: len(program)]),
    st.text("LC", min_size=2, max_size=5), st.integers(1, 4),
    st.lists(st.one_of(st.none(), st.integers(0, 2)), min_size=5, max_size=5))


@settings(max_examples=30, deadline=None)
@given(prioritised)
def test_priority_classes_match_brute_force(instance):
    worst = exact_makespan(instance, recover=True)
    assert worst.makespan == brute_force(instance, worst=True)
    assert best_case_makespan(instance).makespan == brute_force(instance, worst=False)
    assert check_schedule(instance, worst.schedule).ok
