"""Method B (the Fermi finishing time, docs/guide/makespan.md): formula, P31 kernel maximum, conjecture check verdicts."""

from __future__ import annotations

from analyzer.makespan.fermi import (check_point, conjectured_finishing_time, fermi_instance, kernel_finishing_time,
                                     round_robin_assignment)
from analyzer.makespan.schedule import check_schedule


def test_formula_matches_fig3():
    # 64 threads = 4 warps, rep 1: 3*4 + 2 = 14 (Fig. 3a); rep 3: 14 + 2*4*2 = 30.
    assert conjectured_finishing_time(64, 1) == 14
    assert conjectured_finishing_time(64, 3) == 30
    assert conjectured_finishing_time(65, 1) == 17  # 5 warps


def test_instance_shape():
    instance = fermi_instance(4, 2, "fair")
    assert instance.program == "CLLCLLCL"
    assert dict(instance.capacities) == {"C": 2, "L": 1}
    assert instance.priorities == (None, 1, 1, 1, 2, 2, 2, None)
    assert fermi_instance(4, 1, "dual").issue_width == 2


def test_fig3_worst_and_best_case():
    # Fig. 3a: 14 cycles worst case, Fig. 3b: 13 for the fair interleaving.
    row = check_point(4, 1, "fair")
    assert (row.exact, row.best_case, row.conjectured, row.holds) == (14, 13, 14, True)


def test_conjecture_failures_have_replayable_counterexamples():
    # Notes 1.3: w = 1, rep = 2 gives 8 > 7 under every rule (one warp alone: 1 + 3*2 + 1 = 8
    # slots, the formula says 3 + 2 + 2 = 7); without fairness w = 3, rep = 2 gives 18 > 17;
    # with dual issue w = 4, rep = 1 gives 15 > 14.
    for warps, rep, rule, exact in ((1, 2, "fair", 8), (3, 2, "plain", 18), (4, 1, "dual", 15)):
        row = check_point(warps, rep, rule)
        assert row.exact == exact and not row.holds
        assert check_schedule(fermi_instance(warps, rep, rule), row.counterexample).ok
    assert check_point(3, 2, "fair").holds and check_point(3, 2, "fair").exact == 17


def test_kernel_finishing_time_round_robin():
    # 20 blocks of 64 threads over 16 SMs: SMs 0-3 get 2 blocks (8 warps: 3*8 + 2 = 26), the
    # other 12 get one (14). Kernel FT = 26.
    worst, per_sm = kernel_finishing_time(64, round_robin_assignment(20), 1)
    assert worst == 26 and per_sm[:5] == (26, 26, 26, 26, 14)
