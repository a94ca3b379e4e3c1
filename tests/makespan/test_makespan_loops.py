"""Loop-aware strings, the run bound, policy witnesses, bound pruning, the vectorised replay
checker and the time/memory limits."""

from __future__ import annotations

import random
from fractions import Fraction
import time

import pytest
from hypothesis import given, settings, strategies as st

from analyzer.errors import InputError
from analyzer.makespan.auto import analyze
from analyzer.makespan.bounds import run_upper_bound, trivial_lower_bound
from analyzer.makespan.instance import make_instance, make_instance_transformed
from analyzer.makespan.limits import Budget, parse_memory
from analyzer.makespan.loops import parse_loop_string
from tests.makespan.random_loops import random_loop_instance
from analyzer.makespan.schedule import Schedule, _slot_issues, check_schedule
from analyzer.makespan.search import exact_makespan
from analyzer.makespan.witness import POLICIES, simulate
from makespan_oracle import brute_force

MATMUL_BODY = "LLLLLL" + "CLL" * 15 + "CCCCC"


def test_loop_strings_parse_expand_and_print_compactly():
    assert parse_loop_string("C(LLC)^2L").expand() == "CLLCLLCL"
    assert parse_loop_string("(L(CL)^3)^2").expand() == "LCLCLCL" * 2
    assert parse_loop_string("C^3 L").expand() == "CCCL"
    text = f"C^32 ({MATMUL_BODY})^64 C^6 L"
    string = parse_loop_string(text)
    assert string.length() == 32 + 56 * 64 + 7
    assert string.compact() == "C^32 (L^6 " + "CLL" * 15 + " C^5)^64 C^6 L"
    prefix, body, count, suffix = string.outer_loop()
    assert (prefix.expand(), body.expand(), count, suffix.expand()) == ("C" * 32, MATMUL_BODY, 64, "CCCCCCL")
    with pytest.raises(InputError):
        parse_loop_string("(LC)")
    with pytest.raises(InputError):
        parse_loop_string("L(C")


def test_instance_keeps_the_loop_structure_through_the_rho_transform():
    instance = make_instance("C(LC)^3L", 2, {"L": "1/2", "C": 1})
    assert instance.program == "C" + "LLC" * 3 + "LL"
    assert instance.compact() == "C (LLC)^3 LL"


def test_run_bound_of_the_matmul_string_by_hand():
    # X = L (cap 1): I_L = 64 * 36 + 1 = 2305; C runs: the prefix 32 and the suffix 6 merge with
    # the loop's C^5 ends (32 + 0, 5 + 6 at the end), 15 single C per iteration; non-final C:
    # 31 (prefix) + 63 * 4 (C^5 between iterations) + 10 (C^5 C^6 at the end) = 293;
    # I_C = 32 + 64 * 20 + 6 = 1318; W = 8: 8 * 2305 + 8 * 293 + 1318 + 0 (ends with L) + 1
    # (starts with C) = 22103.
    instance = make_instance(f"C^32 ({MATMUL_BODY})^64 C^6 L", 8)
    assert run_upper_bound(instance).value == 22103


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="LCS", min_size=1, max_size=6), st.integers(1, 4),
       st.lists(st.integers(1, 2), min_size=3, max_size=3))
def test_run_bound_is_never_below_the_brute_force_oracle(program, warps, caps):
    capacities = {letter: cap for letter, cap in zip("LCS", caps) if letter in program}
    instance = make_instance_transformed(program, capacities, warps)
    bound = run_upper_bound(instance)
    if bound is not None:
        assert brute_force(instance) <= bound.value


@settings(max_examples=40, deadline=None)
@given(st.text(alphabet="LC", min_size=2, max_size=7), st.integers(1, 6), st.integers(1, 2))
def test_bound_pruned_exact_search_equals_the_plain_search(program, warps, cap_c):
    instance = make_instance_transformed(program, {x: (cap_c if x == "C" else 1) for x in set(program)}, warps)
    report = analyze(instance, "exact", want_schedule=True)
    assert report.status == "exact" and report.makespan == exact_makespan(instance).makespan
    assert check_schedule(instance, report.schedule).makespan == report.makespan


@pytest.mark.parametrize("program,warps,exact", [("LLCLL", 64, 257), ("LCL", 4, 9), ("LCLCLCLC", 32, 132),
                                                 ("CLLCLLCL", 8, 43), ("LLCLLCLLCC", 16, 115)])
def test_policy_witnesses_replay_and_stay_below_the_exact_value(program, warps, exact):
    # Exact values: makespan notes, appendix (CLLCLLCL with cap_C = 2).
    instance = make_instance(program, warps, {"L": 1, "C": 2} if program == "CLLCLLCL" else None)
    best = 0
    for policy in POLICIES:
        for starve in (False, True):
            witness = simulate(instance, policy, starve=starve)
            replay = check_schedule(instance, witness.schedule)
            assert replay.ok and replay.makespan == witness.makespan <= exact
            best = max(best, witness.makespan)
    assert best >= exact - 1


def test_vectorised_checker_agrees_with_the_slot_replay():
    rng = random.Random(7)
    for _ in range(40):
        program = "".join(rng.choice("LC") for _ in range(rng.randint(2, 8)))
        instance = make_instance_transformed(program, {"L": 1, "C": rng.randint(1, 2)}, rng.randint(1, 5),
                                             issue_width=rng.choice([None, 1, 2]))
        rows = [list(row) for row in simulate(instance, rng.choice(POLICIES)).schedule.starts]
        if rng.random() < 0.7:
            warp, index = rng.randrange(len(rows)), rng.randrange(len(program))
            rows[warp][index] += rng.choice([1, 2])
            for later in range(index + 1, len(program)):
                rows[warp][later] = max(rows[warp][later], rows[warp][later - 1] + 1)
        schedule = Schedule(program=program, starts=tuple(tuple(row) for row in rows))
        slow = [problem for slot in range(1, schedule.makespan + 1) for problem in _slot_issues(instance, schedule, slot)]
        assert check_schedule(instance, schedule).ok == (not slow)


def test_random_loop_strings_stay_within_their_limits_and_replay():
    # The small, fast version of tests/benchmarks/bench_makespan_random.py.
    rng = random.Random(12)
    for _ in range(6):
        instance = random_loop_instance(rng, min_letters=200, max_letters=1200, max_warps=32)
        started = time.monotonic()
        report = analyze(instance, want_schedule=True, budget=Budget.start(0.5, 256 * 2**20))
        assert time.monotonic() - started < 1.5
        assert trivial_lower_bound(instance).value <= report.lower_bound <= report.upper_bound
        if report.schedule is not None:
            replay = check_schedule(instance, report.schedule)
            assert replay.ok and replay.makespan == report.lower_bound


def test_memory_budget_turns_the_exact_search_into_a_bounded_answer():
    # 16 MiB cannot hold the count states of W = 8 on a 60-letter string: bounded, no traceback.
    instance = make_instance("C^10 (LLCCLC)^8 L^2", 8)
    report = analyze(instance, "exact", budget=Budget.start(10.0, 16 * 2**20))
    assert report.status == "bounded" and "memory" in report.details["stopped"]
    assert report.lower_bound <= report.upper_bound


def test_time_limit_bounds_a_long_kernel_string():
    instance = make_instance(f"C^32 ({MATMUL_BODY})^64 C^6 L", 64)
    started = time.monotonic()
    report = analyze(instance, budget=Budget.start(1.0))
    assert time.monotonic() - started < 2.0
    assert report.status == "bounded" and report.lower_bound >= 64 * 2305


def test_memory_option_parsing():
    assert parse_memory("2G") == 2 * 2**30 and parse_memory("512M") == 512 * 2**20
    with pytest.raises(InputError):
        parse_memory("lots")
    with pytest.raises(InputError):
        parse_memory("1K")


def test_sub_partition_ratios_round_down_to_an_integer_or_unit_fraction():
    from dataclasses import replace

    from analyzer.makespan.whole_kernel import sub_partition_ratios
    from analyzer.gpu.loader import load_gpu

    h100 = load_gpu("h100")
    assert dict(sub_partition_ratios(h100).rho) == {"C": 1, "L": Fraction(1, 4)}  # 32/32, 8/32
    odd = replace(h100, units_per_processing_block={"fp32": 48, "ldst": 24})
    ratios = sub_partition_ratios(odd)
    # 48/32 = 3/2 -> 1 warp per slot; 24/32 = 3/4 -> 1/2 (one L becomes two), both with a note.
    assert dict(ratios.rho) == {"C": 1, "L": Fraction(1, 2)} and len(ratios.notes) == 2
