"""The three ILP forms agree with the exact search and the brute-force oracle (W <= 4, I <= 6)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from analyzer.errors import InputError
from analyzer.makespan.ilp import solve_ilp
from analyzer.makespan.instance import make_instance, make_instance_transformed
from analyzer.makespan.schedule import check_schedule
from analyzer.makespan.search import exact_makespan
from makespan_oracle import brute_force

REPRESENTATIVE = [
    ("LLC", 4, {"L": 1, "C": 1}, None),       # Fig. 2: 9
    ("CC", 4, {"C": 2}, None),                 # eq. 5-7 counterexample: 5
    ("LCL", 4, {"L": 1, "C": 1}, None),       # extrapolation counterexample: 9
    ("LLCLL", 3, {"L": 1, "C": 1}, None),     # 4W + 1 = 13
    ("CLLCLL", 3, {"L": 1, "C": 2}, None),
    ("LCLC", 3, {"L": 1, "C": 1}, 2),
    ("CCL", 4, {"C": 2, "L": 1}, 1),           # issue width 1: W*I = 12
    ("LCLCLC", 2, {"L": 1, "C": 1}, None),
]


@pytest.mark.parametrize("string,warps,caps,width", REPRESENTATIVE)
def test_ilp_forms_agree_with_exact(string, warps, caps, width):
    instance = make_instance_transformed(string, caps, warps, width)
    expected = exact_makespan(instance).makespan
    assert expected == brute_force(instance)
    for form in ("short", "long", "count"):
        result = solve_ilp(instance, form, time_limit=30)
        assert result.optimal, (form, result.status)
        assert result.makespan == result.upper_bound == expected, form
        check = check_schedule(instance, result.schedule)
        assert check.ok and check.makespan == expected, (form, check.violations)


@settings(max_examples=12, deadline=None)
@given(st.text("LC", min_size=1, max_size=4), st.integers(1, 3), st.integers(1, 2))
def test_ilp_forms_agree_on_random_instances(program, warps, cap_c):
    instance = make_instance_transformed(program, {"L": 1, "C": cap_c}, warps)
    expected = brute_force(instance)
    for form in ("short", "long", "count"):
        assert solve_ilp(instance, form, time_limit=30).makespan == expected, form


def test_ilp_time_limit_gives_explicit_interval():
    # LLCLLCLLCC, W = 8: T* = 59 (appendix). A tiny time limit cannot prove it: the result must
    # say so and keep T* inside [incumbent, dual bound].
    instance = make_instance("LLCLLCLLCC", 8)
    result = solve_ilp(instance, "short", time_limit=0.05)
    assert not result.optimal
    assert result.status != "Optimal"
    assert (result.makespan or 0) <= 59 <= result.upper_bound


def test_ilp_rejects_priority_classes():
    instance = make_instance("LC", 2, priorities=(0, 1))
    with pytest.raises(InputError):
        solve_ilp(instance, "count")
