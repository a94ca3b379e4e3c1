"""Saved rows (tools/rescore/saved_rows.py, the module of the tool tools/rescore): the constructed case's rows
saved with their model inputs and scored again give ``validate``'s own figures; a bad file is
one line and exit status 2; the file is written whole or not at all."""

from pathlib import Path

import pytest

from analyzer.evaluation import runner
from analyzer.evaluation.case import load_case
from saved_rows import grouped_correlations, load_cases, rescore, save_cases, saved_case

from tests.evaluation.test_validate_case import CASE

ROOT = Path(__file__).resolve().parents[2]


def test_rescored_figures_equal_validates(tmp_path):
    case = load_case(CASE)
    result = runner.validate_case(case, ["kt", "kp"], "kt", workers=1, keep_inputs=True)
    kept = [row for row in result.rows if row.inputs is not None]
    assert kept and len(kept) == sum(1 for row in result.rows if row.failure is None)
    path = tmp_path / "rows.pkl"
    save_cases([saved_case(result, "scale")], path)
    (loaded,) = load_cases(path)
    assert loaded.case == case.id and len(loaded.rows) == len(result.rows)
    for model in ("kt", "kp"):
        scores, failed = rescore(loaded, model)
        assert failed == 0
        assert scores == result.scores[model]


def test_validate_keeps_no_inputs_unless_asked():
    result = runner.validate_case(load_case(CASE), ["kt"], "kt", workers=1)
    assert all(row.inputs is None for row in result.rows)


def test_inputs_come_back_from_forked_workers():
    """Two predicting processes: the inputs (GPU and kernel models with read-only tables) travel
    back by pickle and give the same scores."""
    case = load_case(CASE)
    forked = runner.validate_case(case, ["kt"], "kt", workers=2, keep_inputs=True)
    assert all(row.inputs is not None for row in forked.rows if row.failure is None)
    assert rescore(saved_case(forked, "scale"), "kt")[0] == forked.scores["kt"]


def test_grouped_correlations_by_hand():
    # group a (5 rows): log ratios rank 1..5; q1 ranks 1,3,2,4,5: d = 0,1,-1,0,0, so Spearman =
    # 1 - 6 x 2 / (5 x 24) = 0.9; q2 falls as the ratios rise: -1.
    # group b (5 rows): ratios fall; q1 rises: -1; q2 constant: no correlation, skipped.
    # group c (2 rows): under 5 rows, left out whatever its values.
    # Means: q1 (0.9 - 1) / 2 = -0.05, q2 -1 (group a alone); q3 is constant in every group: None.
    log_ratios = [0.1, 0.2, 0.3, 0.4, 0.5, 0.5, 0.4, 0.3, 0.2, 0.1, 9.0, -9.0]
    groups = ["a"] * 5 + ["b"] * 5 + ["c"] * 2
    quantities = {"q1": [1, 3, 2, 4, 5, 1, 2, 3, 4, 6, 1, 2], "q2": [5, 4, 3, 2, 1, 7, 7, 7, 7, 7, 1, 2],
                  "q3": [1] * 12}
    correlations = grouped_correlations(log_ratios, quantities, groups)
    assert correlations["q1"] == pytest.approx(-0.05)
    assert correlations["q2"] == pytest.approx(-1.0)
    assert correlations["q3"] is None
