"""A case whose argument value the kernel's parameter cannot hold (an ``int`` given 3,000,000,000;
a ``float`` given 1e39) is a broken case file: the row fails with a one-line reason naming the
file, the argument and the type's range, and no prediction is made for it (the constructed case of
``test_validate_case``, compiled from its committed PTX)."""

import shutil

from analyzer.evaluation import runner
from analyzer.evaluation.case import load_case

from tests.evaluation.test_validate_case import CASE, committed_compile


def _case_copy(tmp_path, monkeypatch, edit):
    monkeypatch.setattr(runner, "compile_all", committed_compile)
    monkeypatch.delenv("KERNELTIME_VALIDATION_SOURCES", raising=False)
    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path / "cache"))
    case_dir = tmp_path / "scale-case"
    shutil.copytree(CASE, case_dir)
    edit(case_dir)
    return load_case(case_dir)


def test_measured_argument_beyond_int_fails_its_row(tmp_path, monkeypatch):
    def edit(case_dir):
        path = case_dir / "measured.csv"
        lines = path.read_text().splitlines()
        lines[1] = lines[1].replace(",1048576,", ",3000000000,")  # the first row's n
        path.write_text("\n".join(lines) + "\n")

    case = _case_copy(tmp_path, monkeypatch, edit)
    result = runner.validate_case(case, ["kt"], "kt", workers=1)
    failed = [row for row in result.rows if row.failure is not None and "argument" in row.message]
    assert len(failed) == 1 and failed[0].row.arguments["n"] == 3000000000
    assert str(case.directory / "measured.csv") in failed[0].message
    assert "argument 'n'" in failed[0].message and "2147483647" in failed[0].message
    assert not failed[0].predictions
    assert all(row.predictions for row in result.rows if row.failure is None)


def test_case_parameter_beyond_float_fails_every_row(tmp_path, monkeypatch):
    def edit(case_dir):
        path = case_dir / "case.yaml"
        path.write_text(path.read_text().replace("params: {factor: 2.0}", "params: {factor: 1.0e+39}"))

    case = _case_copy(tmp_path, monkeypatch, edit)
    result = runner.validate_case(case, ["kt"], "kt", workers=1)
    compiled_rows = [row for row in result.rows if row.row.gpu == "t4card"  # the other GPU has no model
                     and not (row.failure or "").startswith("compile failed")]
    assert compiled_rows and all(str(case.directory / "case.yaml") in row.message and "argument 'factor'" in row.message
                                 for row in compiled_rows)
