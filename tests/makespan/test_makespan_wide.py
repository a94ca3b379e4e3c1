"""Wide (multi-word) count-state encoding: identical to the packed 64-bit path where both apply,
agrees with the brute-force oracle, and gives exact values / witnesses for long strings."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

import analyzer.makespan.wide_search as wide_search
from analyzer.makespan.auto import analyze
from analyzer.makespan.bounds import best_upper_bound, trivial_lower_bound
from analyzer.makespan.instance import make_instance, make_instance_transformed
from analyzer.makespan.schedule import check_schedule
from analyzer.makespan.search import SearchBudgetExceeded, count_search
from analyzer.makespan.wide_search import WideLayout, wide_count_search
from makespan_oracle import brute_force

small_instances = st.builds(
    lambda program, warps, cap_l, cap_c: make_instance_transformed(program, {"L": cap_l, "C": cap_c}, warps),
    st.text(alphabet="LC", min_size=2, max_size=6).filter(lambda text: set(text) == {"L", "C"}),
    st.integers(min_value=1, max_value=3), st.integers(min_value=1, max_value=2), st.integers(min_value=1, max_value=2),
)


@settings(max_examples=25, deadline=None)
@given(small_instances, st.sampled_from(["worst", "best"]), st.integers(min_value=1, max_value=2))
def test_wide_equals_packed_and_oracle(instance, objective, digits_per_word):
    # One or two digits per word forces keys of several words, so per-word deltas are exercised.
    packed = count_search(instance, objective, recover=True, encoding="packed")
    wide = wide_count_search(instance, objective, recover=True, digits_per_word=digits_per_word)
    assert wide.encoding == "wide" and packed.encoding == "packed"
    assert (wide.makespan, wide.states, wide.path) == (packed.makespan, packed.states, packed.path)
    assert wide.makespan == brute_force(instance, worst=objective == "worst")
    assert check_schedule(instance, wide.schedule).ok


@settings(max_examples=15, deadline=None)
@given(small_instances, st.integers(min_value=1, max_value=3), st.integers(min_value=0, max_value=5))
def test_wide_beam_equals_packed_beam(instance, beam_width, seed):
    # Same key order and the same seeded shuffle, so the same states survive each bucket.
    packed = count_search(instance, beam_width=beam_width, seed=seed, recover=True, encoding="packed")
    wide = wide_count_search(instance, beam_width=beam_width, seed=seed, recover=True, digits_per_word=1)
    assert (wide.makespan, wide.path) == (packed.makespan, packed.path)
    assert wide.makespan <= brute_force(instance)
    report = check_schedule(instance, wide.schedule)
    assert report.ok and report.makespan == wide.makespan


def test_layout_splits_digits_over_words():
    # W = 2: base 3; 39 log2(3) = 61.8 < 62 < 40 log2(3) = 63.4, so a word holds 39 digits and
    # I = 60 needs 59 digits: 2 words.
    layout = WideLayout(2, 60)
    assert (layout.per_word, layout.words) == (39, 2)
    # Advancing one warp from stage 38 (word 0, weight 3^38) to 39 (word 1, weight 3^0).
    assert layout.delta(((38, 1),)).tolist() == [-(3**38), 1]


def test_long_alternating_string_is_exact_with_two_warps():
    # "LC" x 30, W = 2, capacities 1: 3^59 >= 2^62, so the packed key does not fit.
    # In slot 1 both warps wait at L and only one issues; from slot 2 on the leader is at a C
    # stage and the follower at an L stage, so both issue every slot: the leader ends at slot 60,
    # the follower one slot later. Every work-conserving schedule is this one, so T* = 61.
    instance = make_instance("LC" * 30, 2)
    with pytest.raises(SearchBudgetExceeded):
        count_search(instance, encoding="packed")
    report = analyze(instance, want_schedule=True)
    assert (report.status, report.makespan) == ("exact", 61)
    assert check_schedule(instance, report.schedule).ok and report.schedule.makespan == 61
    searched = count_search(instance, recover=True)
    assert (searched.makespan, searched.encoding) == (61, "wide")
    assert check_schedule(instance, searched.schedule).makespan == 61


def test_sixty_letters_three_warps_exact_within_budget():
    # 60 letters, W = 3: about 3 * 60^3 / 6 count states, well inside the default 10 s budget.
    instance = make_instance("LLC" * 20, 3)
    searched = count_search(instance, recover=True, time_limit=10.0)
    assert searched.encoding == "wide" and check_schedule(instance, searched.schedule).makespan == searched.makespan
    report = analyze(instance, "exact", want_schedule=True)
    assert report.status == "exact" and report.makespan == searched.makespan
    assert trivial_lower_bound(instance).value <= report.makespan <= best_upper_bound(instance).value
    assert check_schedule(instance, report.schedule).makespan == report.makespan


def test_kernel_like_string_gets_a_witness_lower_bound():
    # A reduce-like string (83 C, 7 L in runs 2, 3, 1, 1), W = 8: the exact DP cannot finish in
    # 0.3 s; a policy witness gives a replayable schedule whose length is the lower bound.
    program = "C" * 14 + "LL" + "C" * 35 + "LLL" + "C" * 7 + "L" + "C" * 27 + "L"
    instance = make_instance(program, 8)
    report = analyze(instance, time_limit=0.3, want_schedule=True)
    assert report.status == "bounded"
    # C works 8 * 83 = 664 slots; run bound (C bottleneck): 664 + 8 * (1 + 2) + 7 + 8 (ends with L) = 703;
    # pile bound (starts with C, C runs >= 7 between the L runs): 664 + 8 * 1 + 2 * 4 + 8 = 688.
    assert 664 <= report.lower_bound <= report.upper_bound == 688
    replay = check_schedule(instance, report.schedule)
    assert replay.ok and replay.makespan == report.lower_bound


def test_queue_bounded_kernel_string_is_exact_from_a_witness():
    # Every L follows a C and the string starts with C: T* <= 8 * 83 + 4 = 668 (queue bound),
    # and a policy witness reaches it, so the answer is exact without any search.
    program = "C" * 14 + "L" + "C" * 35 + "L" + "C" * 7 + "L" + "C" * 27 + "L"
    instance = make_instance(program, 8)
    report = analyze(instance, time_limit=0.2, want_schedule=True)
    assert (report.status, report.makespan) == ("exact", 668)
    assert check_schedule(instance, report.schedule).ok


def test_memory_guard_raises_budget_exceeded(monkeypatch):
    # A bucket of even one state of I + 1 = 4 counts needs 32 bytes, above a 16-byte budget.
    monkeypatch.setattr(wide_search, "MAX_BUCKET_BYTES", 16)
    with pytest.raises(SearchBudgetExceeded):
        wide_count_search(make_instance("LCL", 2))
