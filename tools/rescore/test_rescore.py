"""tools/rescore on the constructed validation case (tools/rescore/saved_rows.py underneath): the constructed case's rows
saved with their model inputs and scored again give ``validate``'s own figures; a bad file is
one line and exit status 2; the file is written whole or not at all."""

import json
import pickle
from pathlib import Path

import pytest

from analyzer.errors import InputError
from analyzer.evaluation import runner
from analyzer.evaluation.case import load_case
from saved_rows import (FORMAT, RESIDUAL_QUANTITIES, load_cases, rescore, residual_correlations,
                                            save_cases, saved_case)

from tests.evaluation.test_validate_case import CASE

ROOT = Path(__file__).resolve().parents[2]


def _record(case, family, meets, spearman_groups, regret):
    return {"case": case, "family": family, "mape": 10.0, "spearman_groups": spearman_groups, "regret": regret,
            "meets": meets}


def _tool():
    """The tool module (pytest puts this folder on the path, as running the script does)."""
    import rescore  # the tool beside this test

    return rescore


def test_tool_saves_and_scores(tmp_path, capsys):
    tool = _tool()
    path = tmp_path / "rows.pkl"
    assert tool.main(["save", str(CASE), "--out", str(path), "--jobs", "1"]) == 0
    assert path.exists() and not list(tmp_path.glob(".rows.pkl.*"))  # no temporary file left
    capsys.readouterr()
    assert tool.main(["score", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith(load_case(CASE).id)
    assert "of 1 cases meet all three criteria (kt)" in out


def test_bad_files_are_one_line(tmp_path, capsys):
    tool = _tool()
    junk = tmp_path / "junk.pkl"
    junk.write_bytes(b"not a pickle")
    assert tool.main(["score", str(junk)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(junk) in err and "not a file of saved rows" in err
    other = tmp_path / "other.pkl"
    other.write_bytes(pickle.dumps(("another format", ())))
    with pytest.raises(InputError, match="this version reads"):
        load_cases(other)
    assert tool.main(["score", str(tmp_path / "missing.pkl")]) == 2
    assert "no such file" in capsys.readouterr().err
    assert FORMAT.startswith("kerneltime saved rows")


def test_compare_counts_gains_losses_and_rankings(tmp_path, capsys):
    # a: gained, spearman_groups 0.80 -> 0.90 (higher); b: lost, 0.90 -> 0.898 (within 0.005: unchanged),
    # regret 1.00 -> 1.02 (higher by more than 0.01); c: no tuning group; d only in "after" (left out).
    # Mean over a and b: (0.80 + 0.90) / 2 = 0.850 -> (0.90 + 0.898) / 2 = 0.899.
    tool = _tool()
    before = [_record("a", "f", False, 0.80, 1.00), _record("b", "f", True, 0.90, 1.00), _record("c", "g", True, None, None)]
    after = [_record("a", "f", True, 0.90, 1.00), _record("b", "f", False, 0.898, 1.02), _record("c", "g", True, None, None),
             _record("d", "g", True, 1.0, 1.0)]
    lines = tool.comparison_lines({r["case"]: r for r in before}, {r["case"]: r for r in after})
    assert lines[0] == "cases meeting all three: 2 -> 2 of 3"
    assert lines[1:3] == ["  gained: a", "  lost: b"]
    assert lines[3].split() == ["f", "1", "->", "1", "of", "2"] and lines[4].split() == ["g", "1", "->", "1", "of", "1"]
    assert lines[5] == "spearman_groups over 2 cases: mean 0.850 -> 0.899, higher on 1, lower on 0"
    assert lines[6] == "regret higher: b 1.000 -> 1.020"
    (tmp_path / "before.json").write_text(json.dumps(before))
    (tmp_path / "after.json").write_text(json.dumps(after))
    assert tool.main(["compare", str(tmp_path / "before.json"), str(tmp_path / "after.json")]) == 0
    assert capsys.readouterr().out.splitlines() == lines
    (tmp_path / "bad.json").write_text("[1, 2]")
    assert tool.main(["compare", str(tmp_path / "bad.json"), str(tmp_path / "after.json")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bad.json" in err and "not a scores file" in err


def test_score_writes_per_case_json(tmp_path, capsys):
    tool = _tool()
    path, scores = tmp_path / "rows.pkl", tmp_path / "scores.json"
    assert tool.main(["save", str(CASE), "--out", str(path), "--jobs", "1"]) == 0
    assert tool.main(["score", str(path), "--json", str(scores)]) == 0
    records = json.loads(scores.read_text())
    assert [record["case"] for record in records] == [load_case(CASE).id]
    assert set(records[0]) == {"case", "family", "mape", "spearman_groups", "regret", "meets"}
    assert not list(tmp_path.glob(".scores.json.*"))


def test_residuals_of_a_saved_case(tmp_path, capsys):
    case = load_case(CASE)
    result = runner.validate_case(case, ["kt"], "kt", workers=1, keep_inputs=True)
    saved = saved_case(result, "scale")
    correlations = residual_correlations(saved, "kt")
    assert list(correlations) == [name for name, _ in RESIDUAL_QUANTITIES]
    assert all(value is None or -1.0 <= value <= 1.0 for value in correlations.values())
    path = tmp_path / "rows.pkl"
    save_cases([saved], path)
    assert _tool().main(["residuals", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split() == ["case", *[name for name, _ in RESIDUAL_QUANTITIES]]
    assert out[-1].startswith("mean Spearman, within (GPU, problem) groups")
