"""Bounds, eq. 40-41 extrapolation, instance validation and the auto method's statuses."""

from __future__ import annotations

import pytest

from analyzer.errors import InputError
from analyzer.makespan.auto import analyze
from analyzer.makespan.bounds import pessimistic, queue_bounded_upper_bound, safe_upper_bound
from analyzer.makespan.extrapolate import extrapolate, extrapolation_estimate
from analyzer.makespan.instance import make_instance, rho_from_units


def test_pessimistic_fig2():
    # eq. 5-7 for LLC, W = 4, rho = 1: ceil(4/1)*2 + ceil(4/1)*1 = 12.
    bound = pessimistic(make_instance("LLC", 4))
    assert bound.value == 12 and bound.guaranteed


def test_pessimistic_is_flagged_and_unsafe_for_cc():
    instance = make_instance("CC", 4, {"C": 2})
    assert pessimistic(instance).value == 4 and not pessimistic(instance).guaranteed
    # U0 = floor(4*2/2) + 2 = 6 >= T* = 5.
    assert safe_upper_bound(instance).value == 6
    report = analyze(instance, "pessimistic")
    assert report.status == "estimate" and report.makespan == 4
    assert report.lower_bound == 5
    assert any("UNSAFE" in warning for warning in report.warnings)


def test_queue_bounded_bound_values():
    # LLCLL: W*I_L + I_C = 4W + 1; LLCLLCLL: 6W + 2; LCLCL (rho = 1): 3W + 2.
    assert queue_bounded_upper_bound(make_instance("LLCLL", 600)).value == 2401
    assert queue_bounded_upper_bound(make_instance("LCLCL", 420, {"L": "1/2", "C": 1})).value == 2522
    assert queue_bounded_upper_bound(make_instance("LCLCL", 420)).value == 1262
    # CCL: the roles swap (C is the bottleneck, every L follows a C): 2W + 1, reached at W = 4.
    assert queue_bounded_upper_bound(make_instance("CCL", 4)).value == 9
    assert analyze(make_instance("CCL", 4), "exact").makespan == 9
    assert queue_bounded_upper_bound(make_instance("LLCC", 4)) is None  # a C after a C can queue


def test_extrapolation_lcl_is_unsafe():
    # T*(1..3) = 3, 4, 7 -> min(4*3, 2*4, 2*7) = 8 < T*(4) = 9.
    assert extrapolation_estimate((3, 4, 7), 4) == 8
    result = extrapolate(make_instance("LCL", 4), x=3)
    assert result.exact_values == (3, 4, 7) and result.estimate == 8
    assert result.unsafe and result.witness_lower_bound == 9
    report = analyze(make_instance("LCL", 4), "extrapolate", x=3)
    assert report.status == "estimate" and any("UNSAFE" in w for w in report.warnings)


def test_extrapolation_fig7_rho_one_is_unsafe():
    # LCLCL, rho = 1, W = 420: T*(2) = 6 gives ceil(420/2)*6 = 1260; a 1262-slot schedule exists.
    result = extrapolate(make_instance("LCLCL", 420), x=4)
    assert result.estimate == 1260
    assert result.witness_lower_bound == 1262 and result.unsafe


def test_auto_proves_paper_instances_exact():
    report = analyze(make_instance("LLCLL", 600), "auto")
    assert (report.status, report.makespan, report.pessimistic) == ("exact", 2401, 3000)
    report = analyze(make_instance("LCLCL", 420, {"L": "1/2", "C": 1}), "auto")
    assert (report.status, report.makespan, report.pessimistic) == ("exact", 2522, 3360)


def test_auto_reports_bounded_when_budget_runs_out():
    # LLCLLCLLCC has T* = 7W + 3 (notes); at W = 40 the DP does not finish in 0.2 s.
    report = analyze(make_instance("LLCLLCLLCC", 40), "auto", time_limit=0.2)
    assert report.status == "bounded" and report.makespan is None
    assert report.lower_bound <= 283 <= report.upper_bound


def test_units_to_rho_cc20():
    # cc 2.0: L = 16, C = 32, S = 32 -> rho_L = 1/2, LC becomes LLC.
    rho = rho_from_units({"L": 16, "C": 32}, 32)
    assert make_instance("LC", 2, rho).program == "LLC"


@pytest.mark.parametrize("string,warps,rho", [
    ("", 4, None), ("LX", 4, {"L": 1}), ("LC", 0, None), ("LC", -2, None), ("LC", 4, {"L": "2/3", "C": 1}),
    ("LC", 4, {"L": "1.5", "C": 1}), ("LC", 4, {"L": 0, "C": 1}), ("lc", 4, None),
])
def test_bad_input_raises_input_error(string, warps, rho):
    with pytest.raises(InputError):
        make_instance(string, warps, rho)
