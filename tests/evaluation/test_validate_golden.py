"""Golden human view of `kerneltime validate` on the constructed case (committed PTX, hand-chosen
predictions: the numbers of test_validate_metrics). A changed view is accepted with
``python3 tools/accept_goldens.py`` after review (the ``check_golden`` fixture of tests/conftest.py)."""

from pathlib import Path

import test_validate_case as constructed

from analyzer.cli.main import main

GOLDEN = Path(__file__).parent / "golden" / "scale-case.txt"


def test_human_view(monkeypatch, tmp_path, capsys, check_golden):
    import analyzer.predict.api as api
    from analyzer.evaluation import runner

    monkeypatch.setattr(runner, "compile_all", constructed.committed_compile)
    monkeypatch.setattr(api, "predict", constructed.hand_predict)
    monkeypatch.setattr(api, "DEFAULT_MODEL", "kp", raising=False)  # the view marks the default model
    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path))
    monkeypatch.delenv("KERNELTIME_VALIDATION_SOURCES", raising=False)
    assert main(["validate", str(constructed.CASE), "--model", "kp,mwp-cwp"]) == 0
    text = capsys.readouterr().out
    check_golden(GOLDEN, text)
