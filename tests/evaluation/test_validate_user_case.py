"""A validation case of a user's own, built only from ``docs/validation/validation-cases.md``: the worked
example's ``case.yaml`` and ``measured.csv`` are read out of the document itself (its first
``yaml`` and ``csv`` blocks under "Worked example"), so the page and the reader cannot drift
apart. The format was documented only in the development data's README, ``gpu: a100``
was refused, ``validate --gpu my-gpu.yaml`` did not take a model file, and a kernel that does not
compile gave exit 0 with its one error split into one group per temporary folder."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from analyzer.cli.main import main
from analyzer.evaluation.case import load_case
from analyzer.evaluation.gpus import resolve_gpu_model

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "validation" / "validation-cases.md"
needs_nvcc = pytest.mark.skipif(shutil.which("nvcc") is None, reason="validate compiles the case with nvcc")


def _block(section: str, language: str) -> str:
    match = re.search(rf"```{language}\n(.*?)```", section, re.S)
    assert match, f"no {language} block in the worked example"
    return match.group(1)


def _case_from_doc(tmp_path: Path) -> Path:
    text = DOC.read_text(encoding="utf-8")
    example = text[text.index("## Worked example"):text.index("## `case.yaml`")]
    case = tmp_path / "my-case"
    case.mkdir()
    (case / "case.yaml").write_text(_block(example, "yaml"), encoding="utf-8")
    (case / "measured.csv").write_text(_block(example, "csv"), encoding="utf-8")
    shutil.copy(ROOT / "examples" / "own_kernel" / "blur_rows.cu", case / "blur_rows.cu")
    return case


def test_documented_case_loads_with_a_model_id_as_gpu(tmp_path):
    case = load_case(_case_from_doc(tmp_path))
    assert len(case.rows) == 6 and case.tunables == ("block_size_x", "block_size_y")
    (gpu,) = case.gpus
    assert (gpu.arch, gpu.suggested_model, gpu.name) == ("sm_80", "a100", "NVIDIA A100 PCIe 40 GB")
    assert resolve_gpu_model(gpu)[0] == "a100"
    assert case.rows[4].launch.block == (64, 4, 1) and case.rows[4].time_ms == pytest.approx(0.231)


def test_gpu_model_file_in_case_yaml_and_on_the_command_line(tmp_path, capsys):
    case_dir = _case_from_doc(tmp_path)
    assert main(["gpus", "--template", "a100", "--id", "my-gpu", "--out", str(case_dir / "my-gpu.yaml")]) == 0
    capsys.readouterr()
    text = (case_dir / "case.yaml").read_text(encoding="utf-8").replace("gpu: a100", "gpu: my-gpu.yaml")
    (case_dir / "case.yaml").write_text(text, encoding="utf-8")
    (gpu,) = load_case(case_dir).gpus
    assert gpu.arch == "sm_80" and resolve_gpu_model(gpu)[1].id == "my-gpu"
    assert resolve_gpu_model(gpu, override=str(case_dir / "my-gpu.yaml"))[1].id == "my-gpu"


def test_unknown_gpu_model_in_case_yaml(tmp_path, capsys):
    case_dir = _case_from_doc(tmp_path)
    text = (case_dir / "case.yaml").read_text(encoding="utf-8").replace("gpu: a100", "gpu: a1000")
    (case_dir / "case.yaml").write_text(text, encoding="utf-8")
    assert main(["validate", str(case_dir)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"kerneltime: error: {case_dir / 'case.yaml'}: gpu 'a1000': unknown GPU")


@needs_nvcc
def test_validate_the_documented_case_end_to_end(tmp_path):
    case_dir = _case_from_doc(tmp_path)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-m", "analyzer", "validate", str(case_dir), "--model", "kt", "--json"],
                            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)  # exactly one JSON document on stdout
    text = json.dumps(report)
    assert '"a100"' in text and "my-case" in text
    # the same source compiled by nvcc for sm_80 gives six predictions and no failure
    assert main(["validate", str(case_dir), "--model", "kt", "--gpu", "a100"]) == 0


@needs_nvcc
def test_case_that_does_not_compile_is_exit_2_with_one_cause(tmp_path, capsys):
    case_dir = _case_from_doc(tmp_path)
    source = case_dir / "blur_rows.cu"
    source.write_text(source.read_text(encoding="utf-8").replace("float sum = 0.0f;", "float sum = 0.0f oops;"),
                      encoding="utf-8")
    assert main(["validate", str(case_dir), "--model", "kt"]) == 2
    captured = capsys.readouterr()
    assert re.search(r"failed +6: compile failed: error: expected a \";\"", captured.out), captured.out
    assert captured.err == (f"kerneltime: error: {case_dir}: none of the 6 configuration(s) could be predicted "
                            "(first: compile failed: error: expected a \";\")\n")
