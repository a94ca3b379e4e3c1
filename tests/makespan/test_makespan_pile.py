"""The pile bound (docs/guide/makespan.md, "Pile bound"): values derived by hand for the stencil and transpose
strings, its side conditions, and checks against the brute-force oracle and the exact count DP."""

from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from analyzer.makespan.bounds import best_upper_bound, pile_upper_bound, run_upper_bound
from analyzer.makespan.instance import make_instance, make_instance_transformed
from analyzer.makespan.search import exact_makespan
from makespan_oracle import brute_force

# nvcc 13 sm_90 strings of the sample kernels (launches of the table in docs/guide/makespan.md, rho = 1).
STENCIL = "C^22 L^4 CCLL C^4 LLCCCLLCCL"
TRANSPOSE = "C^19 LL C^6 LL C^6 LL C^6 LL C^9 " + "LCCC" * 7 + "L"


def test_pile_bound_of_the_stencil_string_by_hand():
    # X = C: I_C = 33; L runs 4, 2, 2, 2, 1 (R = 5), C runs between them 2, 4, 3, 2 (all >= 2),
    # starts with C, ends with L: 33 W + 2 W + 2 * 5 + W = 36 W + 10 (run bound at W = 8, C
    # bottleneck: 8 * 33 + 8 * 6 + 11 + 8 = 331).
    assert run_upper_bound(make_instance(STENCIL, 8)).value == 331
    for warps in (8, 32, 64):
        instance = make_instance(STENCIL, warps)
        assert pile_upper_bound(instance).value == best_upper_bound(instance).value == 36 * warps + 10


def test_pile_bound_of_the_transpose_string_by_hand():
    # X = C: I_C = 67; L runs 2, 2, 2, 2 and eight of 1 (R = 12), no run above 2: 67 W + 24 + W.
    for warps in (8, 32, 64):
        assert pile_upper_bound(make_instance(TRANSPOSE, warps)).value == 68 * warps + 24


def test_pile_bound_is_above_the_exact_values_of_the_sample_strings():
    # Exact (count DP): stencil 35 W + 9, transpose 150 and 217 at W = 2, 3.
    for warps, exact in ((2, 79), (3, 114)):
        instance = make_instance(STENCIL, warps)
        assert exact_makespan(instance).makespan == exact <= pile_upper_bound(instance).value
    instance = make_instance(TRANSPOSE, 2)
    assert exact_makespan(instance).makespan == 150 <= pile_upper_bound(instance).value


def test_pile_bound_needs_separating_runs_of_two():
    # CCLLCLLCCCC at W = 4: T* = 35, while the per-run rule without the side condition would
    # give 4 * 7 + 0 + 2 * 2 + 0 = 32; a single C between the L runs lets the pile carry over.
    instance = make_instance_transformed("CCLLCLLCCCC", {"C": 1, "L": 1}, 4)
    assert exact_makespan(instance).makespan == 35
    assert pile_upper_bound(instance) is None
    # Neither letter qualifies: X = C starts with a run of L (all W warps pile into it at once),
    # X = L has a single L between the C runs.
    assert pile_upper_bound(make_instance_transformed("LLCLC", {"C": 1, "L": 1}, 3)) is None


def _separated(draw_runs: list[tuple[str, int]], first: int) -> str:
    return "C" * first + "".join(run + "C" * gap for run, gap in draw_runs)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 2), st.lists(st.tuples(st.text(alphabet="LS", min_size=1, max_size=3), st.integers(0, 3)),
                                   min_size=1, max_size=2),
       st.integers(1, 3), st.integers(1, 2), st.integers(1, 2))
def test_pile_bound_is_never_below_the_brute_force_oracle(first, runs, warps, cap_l, cap_s):
    program = _separated([(run, gap if index == len(runs) - 1 else max(gap, 2)) for index, (run, gap)
                          in enumerate(runs)], first)
    capacities = {letter: cap for letter, cap in (("C", 1), ("L", cap_l), ("S", cap_s)) if letter in program}
    instance = make_instance_transformed(program, capacities, warps)
    bound = pile_upper_bound(instance)
    assert bound is not None
    assert brute_force(instance) <= bound.value


def test_pile_bound_is_never_below_the_exact_value_on_random_strings():
    generator = random.Random(12)
    checked = 0
    while checked < 300:
        parts = ["C" * generator.randint(1, 3)]
        while sum(map(len, parts)) < generator.randint(4, 10):
            parts.append("".join(generator.choice("LLM") for _ in range(generator.choice((1, 2, 2, 3, 4)))))
            parts.append("C" * generator.randint(2, 3) if generator.random() < 0.85 else "")
        program = "".join(parts)
        capacities = {"C": 1, "L": generator.choice((1, 1, 2)), "M": generator.choice((1, 2))}
        instance = make_instance_transformed(program, {x: capacities[x] for x in set(program)},
                                             generator.randint(1, 5 if len(program) <= 8 else 3))
        bound = pile_upper_bound(instance)
        if bound is None or len(program) > 11:
            continue
        assert exact_makespan(instance).makespan <= bound.value, program
        checked += 1
