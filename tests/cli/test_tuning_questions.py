"""A user's tuning run through the CLI (subprocess), on the README's example files: compile-time
tunables honoured or refused, compare judged within tuning questions, one reading of numbers,
outputs and inputs that are not plain files, data found from any directory, README claims.

Figures are derived from the files: ``examples/own_kernel/measured.csv`` (times typed in by hand)
and ``kt_cache.json``; predictions are compared between two paths that must agree (a kernel
parameter tuned on the ``.cu`` and on its committed ``.ptx``).
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "own_kernel"
OWN = Path(__file__).with_name("own_kernel")
SIZES = ["--param", "width=4096", "--param", "height=4096"]
BLUR = [*SIZES, "--param", "radius=3"]
CACHE_DIVISORS = ["--grid-div-x", "block_size_x", "--grid-div-x", "pixels_per_thread"]


def kerneltime(argv: list[str], cwd: Path = EXAMPLE, timeout: float = 300, env: dict | None = None,
               umask: int | None = None) -> subprocess.CompletedProcess:
    environment = {**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}
    return subprocess.run([sys.executable, "-m", "analyzer", *argv], cwd=cwd, env=environment, capture_output=True,
                          text=True, timeout=timeout, preexec_fn=(lambda: os.umask(umask)) if umask is not None else None)


def refused(result: subprocess.CompletedProcess) -> str:
    """The one-line error of an exit-2 run (no traceback)."""
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert "Traceback" not in result.stderr and result.stderr.count("\n") == 1, result.stderr
    return result.stderr


def answer(result: subprocess.CompletedProcess) -> dict:
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


# 1. compare: a cache that varies a compile-time tunable against the compiled PTX -------------

def test_compare_refuses_a_cache_varying_a_tunable_the_ptx_fixed():
    error = refused(kerneltime(["compare", "blur_rows.ptx", "--gpu", "h100", "--measured", "kt_cache.json",
                                *CACHE_DIVISORS, *BLUR]))
    assert error.startswith("kerneltime: error: kt_cache.json: the tunable 'pixels_per_thread' takes 1, 2, 4")
    assert "blur_rows.ptx was compiled with one value of it" in error and "(blur_rows.cu)" in error


def test_compare_refuses_a_csv_column_varying_what_the_ptx_fixed(tmp_path):
    rows = (EXAMPLE / "measured.csv").read_text(encoding="utf-8").splitlines()
    header = [line for line in rows if line.startswith("kernel,")][0]
    data = [line for line in rows if line.startswith("blur_rows,")][:2]
    (tmp_path / "m.csv").write_text("\n".join([header + ",pixels_per_thread", data[0] + ",1", data[1] + ",2"]) + "\n")
    error = refused(kerneltime(["compare", str(EXAMPLE / "blur_rows.ptx"), "--gpu", "h100", "--measured", "m.csv"],
                               cwd=tmp_path))
    assert "m.csv: the column 'pixels_per_thread' takes 1, 2" in error
    # one value is taken as the one the file was compiled with, and said so
    (tmp_path / "m.csv").write_text("\n".join([header + ",pixels_per_thread", data[0] + ",1", data[1] + ",1"]) + "\n")
    result = kerneltime(["compare", str(EXAMPLE / "blur_rows.ptx"), "--gpu", "h100", "--measured", "m.csv"],
                        cwd=tmp_path)
    assert result.returncode == 0 and "'pixels_per_thread' = 1 is taken as the value blur_rows.ptx was compiled" \
        in result.stderr


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="the .cu path compiles with nvcc")
def test_compare_on_the_source_compiles_each_tunable_value():
    compared = answer(kerneltime(["compare", "blur_rows.cu", "--gpu", "h100", "--measured", "kt_cache.json",
                                  *CACHE_DIVISORS, *BLUR, "--json"]))
    by_ppt = {row["config"]["pixels_per_thread"]: row for row in compared["rows"] if row["block"] == [128, 1, 1]}
    # grid x = ceil(4096 / (128 * ppt)): 32, 16, 8 blocks, and each value its own code
    assert [by_ppt[ppt]["grid"][0] for ppt in (1, 2, 4)] == [32, 16, 8]
    assert len({by_ppt[ppt]["predicted_us"] for ppt in (1, 2, 4)}) == 3
    assert compared["varying"] == ["pixels_per_thread"]  # block sizes show in the block column


# 2. tune: a compile-time name on a compiled file ---------------------------------------------

def test_tune_refuses_a_compile_time_tunable_on_ptx_and_ll():
    for kernel_file in ("blur_rows.ptx", "blur_rows.ll"):
        error = refused(kerneltime(["tune", kernel_file, "--gpu", "h100", "--problem-size", "4096,4096", "--tune",
                                    "block_size_x=64,128", "--tune", "pixels_per_thread=1,2", *BLUR]))
        assert f"--tune: the tunable 'pixels_per_thread' takes 1, 2, but it is not a parameter of kernel " \
               f"'blur_rows' nor a block size: {kernel_file} was compiled with one value of it" in error


# 3. tune: a kernel parameter tuned on the .cu is bound, as on the .ptx -----------------------

@pytest.mark.skipif(shutil.which("nvcc") is None, reason="the .cu path compiles with nvcc")
def test_tune_binds_a_kernel_parameter_on_the_source_as_on_the_ptx():
    argv = ["--gpu", "h100", "--problem-size", "4096,4096", "--tune", "block_size_x=64,128", "--tune", "radius=1,3",
            *SIZES, "--json"]
    from_source = answer(kerneltime(["tune", "blur_rows.cu", *argv]))
    from_ptx = answer(kerneltime(["tune", "blur_rows.ptx", *argv]))
    assert not from_source["rejected"] and len(from_source["candidates"]) == 4

    def times(result):
        return {(c["config"]["block_size_x"], c["config"]["radius"]): c["time_us"] for c in result["candidates"]}

    assert times(from_source) == pytest.approx(times(from_ptx))
    assert times(from_source)[(128, 1)] < times(from_source)[(128, 3)]  # 3 pixels read per output, not 7


def test_tune_refuses_a_name_the_source_never_uses_and_a_name_given_twice():
    error = refused(kerneltime(["tune", "blur_rows.cu", "--gpu", "h100", "--problem-size", "4096,4096", "--tune",
                                "tile=1,2", *BLUR]))
    assert "'tile' is neither a parameter of the kernel (in, out, width, height, radius), a block size, nor a " \
           "name used in blur_rows.cu" in error
    error = refused(kerneltime(["tune", "blur_rows.ptx", "--gpu", "h100", "--problem-size", "4096,4096", "--tune",
                                "radius=1,3", *BLUR]))
    assert "'radius' is given both as --param radius=3 and as a tunable" in error


# 4. compare: ranking within tuning questions, the varying parameters shown -------------------

def test_compare_judges_the_ranking_within_each_problem():
    compared = answer(kerneltime(["compare", "blur_rows.ptx", "--gpu", "h100", "--measured", "measured.csv",
                                  "--json"]))
    # measured.csv: five launches of the 4096 x 4096 radius-3 problem, one with radius 8, one 2048 high
    questions = {tuple(sorted(q["problem"].items())): q for q in compared["questions"]}
    main = questions[(("height", 4096), ("radius", 3), ("width", 4096))]
    assert main["rows"] == [0, 1, 2, 3, 4] and len(questions) == 3
    assert all(q["regret"] is None for key, q in questions.items() if q is not main)
    assert compared["varying"] == ["height", "radius"]
    rows = compared["rows"]
    assert [row["question"] for row in rows] == [0, 0, 0, 0, 0, 1, 2]
    # the model ranks 128x1 (measured 235 us) first, against the problem's best 231 (64x4); it ties
    # 256x1 and 64x4 (both 8 warps per block; the pooled regret would be 1.000: the 2048-high
    # problem ran fastest)
    smallest = min(row["predicted_us"] for row in rows[:5])
    assert [row["measured_us"] for row in rows[:5] if row["predicted_us"] == smallest] == [235.0]
    assert rows[3]["predicted_us"] == rows[4]["predicted_us"]
    assert compared["regret"] == pytest.approx(235.0 / 231.0) and main["regret"] == pytest.approx(235.0 / 231.0)
    text = kerneltime(["compare", "blur_rows.ptx", "--gpu", "h100", "--measured", "measured.csv"]).stdout
    assert "height=2048 radius=3" in text and "height=4096 radius=8" in text
    assert "regret 1.017 (mean over questions)" in text


# 5. --param: duplicates, pointers, one number reading, unknown types -------------------------

def test_param_duplicates_and_pointer_values_are_refused():
    base = ["predict", "blur_rows.ptx", "--gpu", "h100", "--grid", "64,4096", "--block", "64", *SIZES]
    error = refused(kerneltime([*base, "--param", "radius=3", "--param", "radius=4"]))
    assert error == "kerneltime: error: --param: 'radius' is given twice (radius=3 and radius=4): give it once\n"
    error = refused(kerneltime([*base, "--param", "p4=3", "--param", "radius=4"]))
    assert "parameter 'radius' is given twice (as 'p4' and as 'radius')" in error
    error = refused(kerneltime([*base, "--param", "radius=3", "--param", "in=5"]))
    assert "parameter 'in' is a pointer (const float*): a pointer takes no value" in error


def test_every_option_reads_numbers_the_same_way():
    plain = answer(kerneltime(["predict", "blur_rows.ptx", "--gpu", "h100", "--grid", "64,4096", "--block", "64",
                               *BLUR, "--json"]))
    spelled = answer(kerneltime(["predict", "blur_rows.ptx", "--gpu", "h100", "--grid", "6.4e1,4096", "--block",
                                 "64", "--param", "width=4.096e3", "--param", "height=4096", "--param", "radius=3",
                                 "--json"]))
    assert spelled["time_us"] == plain["time_us"]
    launch = ["predict", "blur_rows.ptx", "--gpu", "h100", "--block", "64"]
    assert refused(kerneltime([*launch, "--grid", "0x40,4096", *BLUR])).startswith("kerneltime: error: --grid:")
    assert refused(kerneltime([*launch, "--grid", "64,4096", *SIZES, "--param", "radius=0x3"])).startswith(
        "kerneltime: error: --param: value of 'radius' is not a number: '0x3'")
    assert refused(kerneltime(["tune", "blur_rows.ptx", "--gpu", "h100", "--problem-size", "4096,4096", "--tune",
                               "block_size_x=0x40", *BLUR])).startswith(
        "kerneltime: error: --tune: value of 'block_size_x' is not a number: '0x40'")


def test_an_unknown_parameter_type_is_said_in_the_report(tmp_path):
    shutil.copy(OWN / "scale_c.ptx", tmp_path / "scale_c.ptx")  # extern "C", no source beside it
    result = answer(kerneltime(["predict", "scale_c.ptx", "--gpu", "h100", "--grid", "4096", "--block", "256",
                                "--param", "p1=3000000000", "--param", "p2=0.5", "--json"], cwd=tmp_path))
    notes = [note for note in result["details"]["notes"] if "C++ type is unknown" in note]
    assert len(notes) == 1 and notes[0].startswith("parameter 'p1' = 3000000000: its C++ type is unknown")
    assert "integers -2147483648..4294967295" in notes[0]


# 6. outputs and inputs that are not plain files; the umask -----------------------------------

TUNE_BLUR = ["tune", "blur_rows.ptx", "--gpu", "h100", "--problem-size", "4096,4096", "--tune", "block_size_x=64,128",
             *BLUR]


def test_export_cache_to_a_directory_is_one_line(tmp_path):
    error = refused(kerneltime([*TUNE_BLUR, "--export-cache", str(tmp_path)]))
    assert error == f"kerneltime: error: {tmp_path}: is a directory: give a file name to write\n"


def test_a_named_pipe_is_refused_without_reading_it(tmp_path):
    pipe = tmp_path / "kernel.ptx"
    os.mkfifo(pipe)
    error = refused(kerneltime(["inspect", str(pipe)], timeout=60))
    assert error == f"kerneltime: error: {pipe}: is a named pipe, not a regular file: expected a kernel file\n"
    error = refused(kerneltime(["compare", "blur_rows.ptx", "--gpu", "h100", "--measured", str(pipe)], timeout=60))
    assert "is a named pipe" in error


@pytest.mark.parametrize("umask, mode", [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_written_files_honour_the_umask(tmp_path, umask, mode):
    out = tmp_path / "predicted.json"
    result = kerneltime([*TUNE_BLUR, "--export-cache", str(out)], umask=umask)
    assert result.returncode == 0, result.stderr
    assert stat.S_IMODE(out.stat().st_mode) == mode


# 7. accuracy and validate from any directory; missing validation sources ---------------------

def test_validate_says_where_the_cases_are(tmp_path):
    error = refused(kerneltime(["validate", "validation"], cwd=tmp_path))
    assert f"the repository's own cases are in {ROOT / 'validation'}" in error


def test_a_missing_validation_source_names_the_file_and_the_fetch_step(tmp_path):
    case = ROOT / "validation" / "kt-convolution-h100"
    result = kerneltime(["validate", str(case), "--sample", "2", "--model", "kt"], cwd=tmp_path,
                        env={"HOME": str(tmp_path), "KERNELTIME_VALIDATION_SOURCES": "", "KERNELTIME_CACHE": str(tmp_path)})
    error = refused(result)
    assert f"kernel.source points to {case / 'kernel' / 'convolution.cu'}, which is not shipped" in error
    assert "fetch KernelTuner/kernel_tuner at commit 96a6abc10191 and copy its examples/cuda/convolution.cu" in error


# 9. the README's claims -----------------------------------------------------------------------

def test_near_ties_are_those_within_the_tolerance_of_the_best():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "flags those within 5 % of the best" in readme
    tuned = answer(kerneltime(["tune", "blur_rows.ptx", "--gpu", "h100", "--problem-size", "4096,4096", *BLUR,
                               "--json"]))
    best = tuned["candidates"][0]["time_us"]
    assert [c["near_tie"] for c in tuned["candidates"]] == [c["time_us"] <= best * 1.05 for c in tuned["candidates"]]


def test_following_the_worked_example_in_place_writes_only_ignored_files():
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git clone")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Worked example"):readme.index("## How accurate")]
    written = set()
    for line in section.splitlines():
        words = line.split()
        for flag in ("-o", "--export-cache", "--out", "--plot"):
            written.update(words[i + 1] for i, word in enumerate(words[:-1]) if word == flag)
        if words[:2] == ["mkdir", "-p"]:
            written.add(words[2])
    assert {"blur_rows.sm_90.ptx", "blur_rows.sm_90.ll", "predicted.json", "cuda13-headers"} <= written
    for name in written:
        path = f"examples/own_kernel/{name}"
        tracked = subprocess.run(["git", "ls-files", "--error-unmatch", path], cwd=ROOT, capture_output=True)
        assert tracked.returncode != 0, f"{path} is tracked: following the example would modify it"
        ignored = subprocess.run(["git", "check-ignore", "-q", path + ("/x" if "." not in name else "")], cwd=ROOT)
        assert ignored.returncode == 0, f"{path} is not git-ignored"


def test_the_arch_mismatch_hint_names_the_clang_flag_for_old_targets():
    error = refused(kerneltime(["predict", "blur_rows.ptx", "--gpu", "k20m", "--grid", "64,4096", "--block", "64",
                                *BLUR]))
    assert "(recompile for sm_35; nvcc 13 builds sm_75 and newer, so use clang-19 with --no-cuda-version-check" in error
    assert "--no-cuda-version-check" in (ROOT / "README.md").read_text(encoding="utf-8")
