"""A user's own kernel, end to end, as the README's "Your own kernel" section says.

1. The section's command block, run literally (``kerneltime`` -> ``python -m analyzer``) in a copy
   of ``examples/own_kernel/``: inspect, predict, tune, compare (CSV and Kernel Tuner cache) and
   occupancy work by parameter name through the sidecar.
2. A kernel written for this test (``own_kernel/gather_scale.cu``, not a sample) taken through the
   same steps: compiled with the README's commands when nvcc / clang-19 are on the PATH (the
   committed .ptx/.ll are exactly that output), named by a sidecar, then inspect / predict / tune /
   compare by parameter name, with hand-derived per-thread figures.
"""

from __future__ import annotations

import csv
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
OWN = Path(__file__).with_name("own_kernel")
CUDA_PATH = Path("/usr/local/cuda")
MISSING_CUDA13_HEADERS = ("texture_fetch_functions.h", "texture_indirect_functions.h", "curand_mtgp32_kernel.h")


def _section() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("## Your own kernel")
    end = text.index("\n## ", start + 1)
    return text[start:end]


def _blocks(section: str) -> list[str]:
    return re.findall(r"```[a-z]*\n(.*?)```", section, flags=re.S)


def _kerneltime(argv: list[str], cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "analyzer", *argv], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=300)


def _command_lines(block: str) -> list[list[str]]:
    lines = []
    for line in block.splitlines():
        line = line.split("  #", 1)[0].strip()
        if line:
            lines.append(shlex.split(line))
    return lines


def _compile(argv: list[str], cwd: Path) -> None:
    """Run a compile line of the README (nvcc or clang-19), adding the empty-headers folder the
    README asks for with CUDA 13."""
    tool = argv[0]
    if tool == "clang-19":
        fix = cwd / "cuda13-missing-headers"
        fix.mkdir(exist_ok=True)
        for name in MISSING_CUDA13_HEADERS:
            (fix / name).write_text("", encoding="utf-8")
        argv = [*argv, "-I", str(fix), "-Wno-unknown-cuda-version"]
    result = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr


def _have(tool: str) -> bool:
    return shutil.which(tool) is not None and (tool != "clang-19" or CUDA_PATH.is_dir())


def test_readme_section_commands_run_literally(tmp_path):
    work = tmp_path / "own_kernel"
    shutil.copytree(ROOT / "examples" / "own_kernel", work)
    compile_block, sidecar_block, commands_block = _blocks(_section())[:3]
    assert "params: [in, out, width, height, radius]" in sidecar_block
    assert sidecar_block.strip() in (work / "blur_rows.yaml").read_text(encoding="utf-8")
    for argv in _command_lines(compile_block):
        if argv[0] in ("nvcc", "ptxas", "clang-19") and _have(argv[0]):
            _compile(argv, work)
    outputs = {}
    for argv in _command_lines(commands_block):
        assert argv[0] == "kerneltime"
        result = _kerneltime(argv[1:], work)
        assert result.returncode == 0, (argv, result.stderr)
        outputs.setdefault(argv[1], []).append(result.stdout)
    assert "signature: blur_rows(const float* in, float* out, int width, int height, int radius)" in outputs["inspect"][0]
    # every thread reads 2 * radius + 1 = 7 pixels of 4 B and writes one
    assert re.search(r"global_load_bytes\s+28\n", outputs["inspect"][0])
    assert re.search(r"global_store_bytes\s+4\n", outputs["inspect"][0])
    assert outputs["predict"][0].splitlines()[1].startswith("  time ")
    assert outputs["tune"][0].startswith("best: block")
    cache = json.loads((work / "predicted.json").read_text(encoding="utf-8"))
    assert len(cache["cache"]) == 15 and cache["tune_params_keys"] == ["block_size_x", "block_size_y"]
    csv_view, cache_view = outputs["compare"]
    assert "7 measured configuration(s)" in csv_view and "MAPE" in csv_view
    assert "5 measured configuration(s)" in cache_view  # the InvalidConfig entry is skipped
    assert "best block size:" in outputs["occupancy"][0]


def _recompile_own(tmp_path: Path) -> Path:
    """The test kernel compiled as the README says (when the compilers are here), else the
    committed output of those commands."""
    work = tmp_path / "gather"
    work.mkdir()
    for name in ("gather_scale.cu", "gather_scale.yaml", "gather_scale.ptx", "gather_scale.ll"):
        shutil.copy(OWN / name, work / name)
    compile_block = _blocks(_section())[0]
    for argv in _command_lines(compile_block):
        if argv[0] in ("nvcc", "clang-19") and _have(argv[0]):
            _compile([part.replace("blur_rows", "gather_scale") for part in argv], work)
    return work


PARAMS = ["--param", "n=1048576", "--param", "reps=16", "--param", "scale=0.5"]


def _json(argv: list[str], cwd: Path) -> dict:
    result = _kerneltime([*argv, "--json"], cwd)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_kernel_written_for_the_test_by_parameter_name(tmp_path):
    work = _recompile_own(tmp_path)
    facts = _json(["inspect", "gather_scale.ptx", "--kernel", "gather_scale", *PARAMS, "--grid", "4096", "--block",
                   "256"], work)
    per_thread = facts["per_thread"]
    # 16 folds: one 4-byte index load and one 4-byte value load each, one store of the result
    assert (per_thread["global_load_bytes"], per_thread["global_store_bytes"]) == (128, 4)
    # the LLVM IR (clang unrolls by 2 with its own counter): the evaluated thread resolves the
    # 16 / 2 = 8 iterations without --trip, and the figures equal those given with --trip L1=8
    facts_ll = _json(["inspect", "gather_scale.ll", "--kernel", "gather_scale", *PARAMS, "--grid", "4096", "--block",
                      "256"], work)
    assert (facts_ll["per_thread"]["global_load_bytes"], facts_ll["per_thread"]["global_store_bytes"]) == (128, 4)
    given = _json(["inspect", "gather_scale.ll", "--kernel", "gather_scale", *PARAMS, "--grid", "4096", "--block",
                   "256", "--trip", "L1=8"], work)
    assert given["per_thread"] == facts_ll["per_thread"]
    resolved = _kerneltime(["predict", "gather_scale.ll", "--gpu", "h100", "--grid", "4096", "--block", "256",
                            *PARAMS], work)
    assert resolved.returncode == 0, resolved.stderr

    prediction = _json(["predict", "gather_scale.ptx", "--kernel", "gather_scale", "--gpu", "h100", "--grid", "4096",
                        "--block", "256", *PARAMS], work)
    classes = {row["name"]: row for row in prediction["report"]["classes"]}
    assert classes["ld_global"]["instructions_per_thread"] == 32 and classes["fp32"]["instructions_per_thread"] == 16
    assert prediction["time_us"] > 0 and prediction["waves"] >= 1

    tuned = _json(["tune", "gather_scale.ptx", "--kernel", "gather_scale", "--gpu", "h100", "--problem-size", "n",
                   "--tune", "block_size_x=64,128,256,512", *PARAMS], work)
    assert tuned["best"] is not None and len(tuned["candidates"]) == 4
    by_block = {candidate["block"][0]: candidate for candidate in tuned["candidates"]}
    assert by_block[256]["grid"] == [4096, 1, 1] and by_block[256]["time_us"] == pytest.approx(prediction["time_us"])

    measured = work / "measured.csv"  # the README's CSV format; the times are test inputs, not a measurement
    with measured.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        handle.write("# gpu: test input\n")
        writer.writerow(["kernel", "block_x", "problem_x", "n", "reps", "scale", "time_us"])
        writer.writerow(["gather_scale", 256, 1048576, 1048576, 16, 0.5, 100.0])
        writer.writerow(["gather_scale", 128, 1048576, 1048576, 16, 0.5, 120.0])
        writer.writerow(["gather_scale", 256, 1048576, 1048576, 32, 0.5, 190.0])
    compared = _json(["compare", "gather_scale.ptx", "--kernel", "gather_scale", "--gpu", "h100", "--measured",
                      str(measured)], work)
    assert len(compared["rows"]) == 3 and not compared["failed"]
    first = compared["rows"][0]
    assert first["predicted_us"] == pytest.approx(prediction["time_us"])
    assert first["relative_error"] == pytest.approx(abs(100.0 - prediction["time_us"]) / 100.0)
