"""Saved rows (``analyzer.evaluation.saved_rows``, ``tools/rescore``): the constructed case's rows
saved with their model inputs and scored again give ``validate``'s own figures; a bad file is
one line and exit status 2; the file is written whole or not at all."""

import importlib.util
import pickle
from pathlib import Path

import pytest

from analyzer.errors import InputError
from analyzer.evaluation import runner
from analyzer.evaluation.case import load_case
from analyzer.evaluation.saved_rows import FORMAT, load_cases, rescore, save_cases, saved_case

from tests.evaluation.test_validate_case import CASE, committed_compile

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def no_compiler(monkeypatch, tmp_path):
    monkeypatch.setattr(runner, "compile_all", committed_compile)
    monkeypatch.delenv("KERNELTIME_VALIDATION_SOURCES", raising=False)
    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path / "cache"))


def _tool():
    spec = importlib.util.spec_from_file_location("rescore_tool", ROOT / "tools" / "rescore" / "rescore.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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


def test_tool_saves_and_scores(tmp_path, capsys):
    tool = _tool()
    path = tmp_path / "rows.pkl"
    assert tool.main(["save", str(CASE), "--out", str(path), "--jobs", "1"]) == 0
    assert path.exists() and not (tmp_path / "rows.pkl.partial").exists()
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


def test_inputs_come_back_from_forked_workers():
    """Two predicting processes: the inputs (GPU and kernel models with read-only tables) travel
    back by pickle and give the same scores."""
    case = load_case(CASE)
    forked = runner.validate_case(case, ["kt"], "kt", workers=2, keep_inputs=True)
    assert all(row.inputs is not None for row in forked.rows if row.failure is None)
    assert rescore(saved_case(forked, "scale"), "kt")[0] == forked.scores["kt"]
