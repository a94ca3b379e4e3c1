"""A user's own kernel, end to end, as the README's "Worked example" section says.

1. The README's own commands, run literally (``kerneltime`` -> ``python -m analyzer``): the
   Quick start prediction, and every command of the worked example in a copy of
   ``examples/own_kernel/``: the compile lines when nvcc / clang-19 are on the PATH (the committed
   .ptx/.ll are their output), then inspect, predict, tune of a compile-time tunable by name,
   compare with a CSV and with a Kernel Tuner cache, each with figures derived from the source.
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
COMPILERS = ("nvcc", "ptxas", "clang-19")


def _cuda_root() -> Path | None:
    """The CUDA toolkit the README's clang line names as ``$CUDA_HOME`` (analyzer.toolchain.cuda)."""
    from analyzer.toolchain.cuda import CudaNotFound, cuda_root

    try:
        return cuda_root()
    except CudaNotFound:
        return None


def _section(heading: str) -> str:
    """The README section whose ``## `` heading starts with ``heading``."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index(f"\n## {heading}")
    end = text.find("\n## ", start + 1)
    return text[start:end if end >= 0 else len(text)]


def _blocks(section: str) -> list[str]:
    return re.findall(r"```[a-z]*\n(.*?)```", section, flags=re.S)


def _kerneltime(argv: list[str], cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "analyzer", *argv], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=300)


def _command_lines(block: str) -> list[str]:
    """The shell lines of a code block, comments after two spaces dropped."""
    return [line.split("  #", 1)[0].strip() for line in block.splitlines() if line.split("  #", 1)[0].strip()]


def _have(tool: str) -> bool:
    return shutil.which(tool) is not None and (tool != "clang-19" or (_cuda_root() or Path("")).joinpath("include").is_dir())


def _compile_lines() -> list[str]:
    """The worked example's set-up and compile lines (the block after its ``cd``)."""
    return _command_lines(_blocks(_section("Worked example"))[1])


def _run_compile_lines(cwd: Path, rename: tuple[str, str] = ("blur_rows", "blur_rows")) -> None:
    """Run the README's compile lines in ``cwd`` as a shell would, skipping a compiler that is not
    here (the committed outputs then stand in for its output)."""
    for line in _compile_lines():
        tools = [tool for tool in COMPILERS if shlex.split(line)[0] == tool]
        if tools and not _have(tools[0]):
            continue
        env = {**os.environ, "CUDA_HOME": str(_cuda_root() or "")}
        result = subprocess.run(["bash", "-c", line.replace(*rename)], cwd=cwd, env=env, capture_output=True, text=True,
                                timeout=300)
        assert result.returncode == 0, (line, result.stderr)


def _worked_example_commands() -> list[str]:
    return [line for block in _blocks(_section("Worked example")) for line in _command_lines(block)
            if line.startswith("kerneltime ")]


def test_quick_start_is_two_commands_and_the_first_predicts():
    install_and_run, install_and_test = _command_lines(_blocks(_section("Quick start"))[0])
    assert install_and_test == "pip install '.[test]' && python3 -m pytest -q"
    assert ".[test]" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    install, command = install_and_run.split(" && ")
    assert install == "pip install ." and command.startswith("kerneltime predict ")
    result = _kerneltime(shlex.split(command)[1:], ROOT)
    assert result.returncode == 0, result.stderr
    assert re.match(r"  time +[0-9.]+ us = launch", result.stdout.splitlines()[1])


def test_worked_example_starts_in_the_example_folder():
    assert _blocks(_section("Worked example"))[0].strip() == "cd examples/own_kernel"
    assert len(_worked_example_commands()) == 6


@pytest.fixture(scope="module")
def compiled_example(tmp_path_factory) -> Path:
    """``examples/own_kernel/`` after the README's compile lines (run once for the module)."""
    work = tmp_path_factory.mktemp("readme") / "own_kernel"
    shutil.copytree(ROOT / "examples" / "own_kernel", work)
    _run_compile_lines(work)
    return work


def test_committed_example_files_are_the_readme_compile_output(compiled_example):
    for name, tool in (("blur_rows.ptx", "nvcc"), ("blur_rows.ll", "clang-19")):
        if not _have(tool):
            continue
        # the README's lines write blur_rows.sm_90.*, git-ignored beside the committed files
        fresh = (compiled_example / name.replace(".", ".sm_90.")).read_text(encoding="utf-8").splitlines()
        committed = (ROOT / "examples" / "own_kernel" / name).read_text(encoding="utf-8").splitlines()
        # only the absolute source path of the .file directive may differ
        assert [line for line in fresh if ".file" not in line] == [line for line in committed if ".file" not in line]
    if not (_have("nvcc") or _have("clang-19")):
        pytest.skip("neither nvcc nor clang-19 here: the committed files stand in for the compile step")


@pytest.mark.parametrize("line", _worked_example_commands(),
                         ids=lambda line: "-".join(shlex.split(line)[1:3]))
def test_worked_example_command_runs_literally(line, compiled_example, tmp_path):
    work = tmp_path / "own_kernel"
    shutil.copytree(compiled_example, work)
    argv = shlex.split(line)[1:]
    result = _kerneltime(argv, work)
    assert result.returncode == 0, (line, result.stderr)
    out = result.stdout
    command, kernel_file = argv[0], argv[1]
    if command == "inspect":
        assert "signature: blur_rows(const float* in, float* out, int width, int height, int radius)" in out
        # every thread reads 2 * radius + 1 = 7 pixels of 4 B and writes one
        assert re.search(r"global_load_bytes\s+28\n", out) and re.search(r"global_store_bytes\s+4\n", out)
    elif command == "predict":
        assert re.match(r"  time +[0-9.]+ us = launch", out.splitlines()[1])
    elif command == "tune":
        assert out.startswith("best: block")
        cache = json.loads((work / "predicted.json").read_text(encoding="utf-8"))
        # 3 block sizes x 3 values of the tunable, each compiled with -Dpixels_per_thread
        assert len(cache["cache"]) == 9 and cache["tune_params_keys"] == ["block_size_x", "pixels_per_thread"]
        assert cache["cache"]["128,4"]["pixels_per_thread"] == 4
        # grid x = ceil(4096 / (block_size_x * pixels_per_thread)): 4096 / (128 * 4) = 8
        assert re.search(r"\(128, 1, 1\)\s+\(8, 4096, 1\)\s.*pixels_per_thread=4", out)
    elif command == "compare" and kernel_file.endswith(".ptx"):
        assert "measured.csv: 7 measured configuration(s)" in out and "MAPE" in out
    else:
        # the InvalidConfig entry of the cache is skipped; the other 7 are compiled and predicted
        assert "kt_cache.json: 7 measured configuration(s)" in out and "MAPE" in out
        assert re.search(r"\(128, 1, 1\)\s+\(8, 4096, 1\)\s", out)  # block 128, pixels_per_thread 4


def _recompile_own(tmp_path: Path) -> Path:
    """The test kernel compiled as the README says (when the compilers are here), else the
    committed output of those commands."""
    work = tmp_path / "gather"
    work.mkdir()
    for name in ("gather_scale.cu", "gather_scale.yaml", "gather_scale.ptx", "gather_scale.ll"):
        shutil.copy(OWN / name, work / name)
    _run_compile_lines(work, ("blur_rows", "gather_scale"))
    for suffix in (".ptx", ".ll"):  # the fresh output, where a compiler made it, replaces the committed copy
        fresh = work / f"gather_scale.sm_90{suffix}"
        if fresh.is_file():
            fresh.replace(work / f"gather_scale{suffix}")
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
