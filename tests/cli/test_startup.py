"""Start-up: ``--help``, ``--version`` and argument errors import neither numpy, scipy nor
llvmlite (checked in a fresh interpreter through ``sys.modules``, not by timing; the time is in
``tests/benchmarks/bench_startup.py``)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("numpy", "scipy", "llvmlite", "highspy", "matplotlib")

PROBE = """
import contextlib, io, json, sys
from analyzer.cli.main import main
out, err = io.StringIO(), io.StringIO()
with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
    try:
        status = main(json.loads(sys.argv[1]))
    except SystemExit as exit:
        status = exit.code
print(json.dumps({"status": status, "out": out.getvalue(), "err": err.getvalue(),
                  "heavy": sorted(name for name in sys.modules if name.split(".")[0] in json.loads(sys.argv[2]))}))
"""


def _probe(argv: list[str]) -> dict:
    result = subprocess.run([sys.executable, "-c", PROBE, json.dumps(argv), json.dumps(HEAVY)], cwd=ROOT,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


@pytest.mark.parametrize("argv, status", [
    (["--help"], 0),
    (["--version"], 0),
    ([], 2),
    (["no-such-command"], 2),
    (["predict", "--help"], 0),
    (["tune", "--help"], 0),
    (["compare", "--help"], 0),
    (["occupancy", "--help"], 0),
    (["gpus", "--help"], 0),
    (["predict", "kernel.ptx"], 2),  # missing --gpu, --grid, --block
    (["occupancy", "--gpu", "a100", "--registers", "many"], 2),
])
def test_no_heavy_import_for_help_and_argument_errors(argv, status):
    probe = _probe(argv)
    assert probe["status"] == status
    assert probe["heavy"] == []
    if status == 2 and argv:
        assert probe["err"].count("\n") == 1 and probe["err"].startswith("kerneltime")


def test_top_level_help_lists_every_command_with_its_help():
    probe = _probe(["--help"])
    for name in ("inspect", "predict", "tune", "compare", "occupancy", "gpus", "makespan", "fermi", "calibrate",
                 "measure", "accuracy"):
        assert f"\n    {name}" in probe["out"]
    text = " ".join(probe["out"].split())
    assert "predicted run time of one launch on a GPU model (model kt by default; kp, mwp-cwp)" in text
    assert "every model (kt, kp, mwp-cwp)" in text and "Fermi finishing-time bound (Berezovskyi et al.)" in text
    for stale in ("method C or MWP-CWP", "kp and mwp-cwp", "seed 001"):  # what the help said before
        assert stale not in text
    assert "exit status: 0 = an answer" in probe["out"].replace("\n", " ")


def test_running_a_command_still_imports_what_it_needs():
    probe = _probe(["makespan", "LLC", "--warps", "4", "--method", "exact"])
    assert probe["status"] == 0 and "9" in probe["out"]
    assert "numpy" in probe["heavy"]
