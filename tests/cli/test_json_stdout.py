"""``--json`` of every command is exactly one JSON document on standard output, run as a user runs
it: ``python -m analyzer ...`` in a subprocess, with whatever dependency versions are installed.

The newest highspy prints a banner ("Running HiGHS 1.16.0 ...") from its solver's
constructor, before any option can silence it; ``makespan --method ilp --json`` then wrote it to
standard output ahead of the JSON, and no test noticed because none parsed the CLI's output in a
separate process (an in-process ``capsys`` does not see what native code writes to file
descriptor 1). ``json.loads`` of the whole of stdout fails on anything before or after the one
document. ``calibrate`` and ``measure`` time a real GPU (CuPy) and are not run here; ``validate``
and ``tune`` on a ``.cu`` source need nvcc and are skipped without it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from analyzer.makespan.auto import METHODS

ROOT = Path(__file__).resolve().parents[2]
OWN = ROOT / "examples" / "own_kernel"
BLUR = [str(OWN / "blur_rows.ptx"), "--kernel", "blur_rows"]
SIZES = ["--param", "width=4096", "--param", "height=4096", "--param", "radius=3"]
MAKESPAN_STRING = ["makespan", "LLCLL", "--warps", "3"]


def _json_stdout(argv: list[str], cwd: Path = ROOT) -> object:
    """Run ``python -m analyzer ARGV --json``; the exit status must be 0 and stdout one JSON
    document (``json.loads`` of all of it)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-m", "analyzer", *argv, "--json"], cwd=cwd, env=env,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


COMMANDS = {
    "inspect": ["inspect", *BLUR, *SIZES, "--grid", "64,4096", "--block", "64"],
    "predict": ["predict", *BLUR, "--gpu", "h100", "--grid", "64,4096", "--block", "64", *SIZES],
    "tune": ["tune", *BLUR, "--gpu", "h100", "--problem-size", "width,height", "--tune", "block_size_x=32,64,128",
             *SIZES],
    "compare": ["compare", *BLUR, "--gpu", "h100", "--measured", str(OWN / "measured.csv")],
    "occupancy": ["occupancy", "--gpu", "h100", "--registers", "32", "--block", "256"],
    "gpus": ["gpus"],
    "gpus --show": ["gpus", "--show", "a100"],
    "fermi": ["fermi", "--warps", "1-3", "--rep", "1-2"],
    "makespan kernel --gpu": ["makespan", *BLUR, "--gpu", "h100", "--grid", "64,4096", "--block", "64", *SIZES],
    **{f"makespan --method {method}": [*MAKESPAN_STRING, "--method", method] for method in METHODS},
}


#: Methods that prove the worst case: LLCLL on 3 warps with every capacity 1 gives 13 cycles
#: (exact search and every ILP form agree, test_makespan_cli).
EXACT_METHODS = ("auto", "exact", "ilp", "ilp-long", "ilp-count")


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_json_is_one_document_on_stdout(name):
    document = _json_stdout(COMMANDS[name])
    assert isinstance(document, dict) and document
    if name.startswith("makespan --method") and name.split()[-1] in EXACT_METHODS:
        assert document["makespan"] == 13


def test_accuracy_json(tmp_path):
    from analyzer.measure.measure import LaunchConfig, measurement_row, write_measurements
    from analyzer.measure.records import RunInfo

    sample = tmp_path / "samples" / "vecadd"
    sample.mkdir(parents=True)
    for name in ("vecadd.sm_90.ptx", "vecadd.yaml"):
        shutil.copy(ROOT / "samples" / "vecadd" / name, sample / name)
    info = RunInfo("test input (not a measurement)", 1980.0, 2619.0, "-", "-", 132, "constructed")
    configs = [LaunchConfig((-(-n // 256), 1, 1), (256, 1, 1), 0, (("n", n),)) for n in (1 << 16, 1 << 20)]
    write_measurements(sample / "measured" / "vecadd.h100.csv", info,
                       [measurement_row("vecadd", config, [time]) for config, time in zip(configs, (0.01, 0.05))],
                       "samples/vecadd/vecadd.sm_90.ptx")
    document = _json_stdout(["accuracy", "--samples", str(tmp_path / "samples")])
    assert [row["configurations"] for row in document["rows"]] == [2]


needs_nvcc = pytest.mark.skipif(shutil.which("nvcc") is None, reason="a .cu source is compiled with nvcc")


@needs_nvcc
def test_validate_json(tmp_path):
    # a case in the format of docs/validation/validation-cases.md; the times are test inputs, not measurements
    case = tmp_path / "blur-case"
    case.mkdir()
    shutil.copy(OWN / "blur_rows.cu", case / "blur_rows.cu")
    (case / "case.yaml").write_text("gpu: a100\nkernel:\n  source: blur_rows.cu\n  name: blur_rows\n"
                                    "  arguments: [in, out, width, height, radius]\n"
                                    "  params: {width: 4096, height: 4096, radius: 3}\n"
                                    "tunables: [block_size_x]\n", encoding="utf-8")
    (case / "measured.csv").write_text("block_size_x,grid_x,grid_y,block_x,time_ms\n64,64,4096,64,0.24\n"
                                       "128,32,4096,128,0.235\n", encoding="utf-8")
    document = _json_stdout(["validate", str(case), "--model", "kt"])
    assert "blur-case" in json.dumps(document)


@needs_nvcc
def test_tune_source_json_by_parameter_name():
    document = _json_stdout(["tune", str(OWN / "blur_rows.cu"), "--gpu", "h100", "--problem-size", "width,height",
                             "--tune", "block_size_x=32,64", *SIZES])
    assert len(document["candidates"]) == 2
