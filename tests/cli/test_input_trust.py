"""A user's own kernel gets the right number or a one-line refusal that says why, never a
silently wrong answer. Each test here reproduces a case the issue found accepted (exit 0, a
number for a launch that cannot exist) or misreported, through the CLI."""

from __future__ import annotations

import json

import shutil
from pathlib import Path

import pytest

from analyzer.cli.main import main
from analyzer.toolchain.compile import _first_error
from analyzer.frontend.param_range import param_range, value_problem
from analyzer.ir import Param
from analyzer.gpu.arch import target_runs_on

ROOT = Path(__file__).resolve().parents[2]
OWN = ROOT / "examples" / "own_kernel"
BLUR = [str(OWN / "blur_rows.ptx"), "--kernel", "blur_rows"]
LAUNCH = ["--grid", "64,4096", "--block", "64", "--param", "height=4096", "--param", "radius=3"]


def _run(capsys, argv):
    status = main(argv)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _refusal(capsys, argv) -> str:
    """The one stderr line of a command that must exit 2 with nothing on stdout."""
    status, out, err = _run(capsys, argv)
    assert status == 2 and out == "", (status, out, err)
    assert err.count("\n") == 1 and err.startswith("kerneltime: error: ") and "Traceback" not in err, err
    return err[len("kerneltime: error: "):].rstrip("\n")


# --- parameter values against their types -------------------------------------------------------

@pytest.mark.parametrize("value, problem", [
    ("3000000000", "3000000000 is out of range"),  # 2^31 - 1 = 2147483647 < 3e9
    ("1e20", "100000000000000000000 is out of range"),
    ("-2147483649", "-2147483649 is out of range"),
    ("2.5", "2.5 is not an integer"),
])
def test_int_parameter_value_outside_int(capsys, value, problem):
    line = _refusal(capsys, ["predict", *BLUR, "--gpu", "h100", *LAUNCH, "--param", f"width={value}"])
    assert line == (f"--param: kernel 'blur_rows' parameter 'width': {problem} "
                    "(int: integers -2147483648..2147483647)")


def test_int_parameter_limits_are_accepted(capsys):
    for value in ("2147483647", "-2147483648"):
        status, _, err = _run(capsys, ["inspect", *BLUR, *LAUNCH, "--param", f"width={value}"])
        assert status == 0, err


def test_ranges_by_type():
    def param(type_name, source_type=None, pointer=False):
        return Param(0, "x", "x", type_name, pointer, source_type)

    # nvcc declares int and unsigned int both .u32: without the C++ type, either range is possible
    unknown = param_range(param("u32"))
    assert (unknown.low, unknown.high, unknown.integer) == (-2**31, 2**32 - 1, True)
    assert (param_range(param("u32", "unsigned int")).low, param_range(param("u32", "unsigned int")).high) == (0, 2**32 - 1)
    assert param_range(param("s64", "long")).high == 2**63 - 1
    assert param_range(param("u64", "size_t")).high == 2**64 - 1
    assert (param_range(param("pred", "bool")).low, param_range(param("pred", "bool")).high) == (0, 1)
    assert param_range(param("f32", "float")).high == pytest.approx(3.4028234663852886e38)
    assert value_problem(param("f32", "float"), 0.5) is None
    assert value_problem(param("f32", "float"), 1e39) is not None
    assert value_problem(param("f64"), 1e300) is None
    assert value_problem(param("u64", "const float*", True), -1) is not None
    assert param_range(param("b8[16]")) is None  # an aggregate: not checked


# --- loop trip counts -----------------------------------------------------------------------------

def test_trip_for_a_loop_that_does_not_exist(capsys):
    line = _refusal(capsys, ["predict", *BLUR, "--gpu", "h100", *LAUNCH, "--param", "width=4096", "--trip", "L9=3"])
    assert line == "--trip: kernel 'blur_rows' has no loop 'L9' (loops: L1, L2)"


def test_fractional_trip_count(capsys):
    line = _refusal(capsys, ["inspect", *BLUR, "--trip", "L1=2.5"])
    assert line == "--trip: trip count of L1 must be a whole number >= 0, got 2.5"


def test_data_dependent_loop_is_reported_under_trip(capsys):
    line = _refusal(capsys, ["predict", "tests/makespan/data/dd_loop.sm_90.ptx", "--gpu", "h100", "--grid", "10",
                             "--block", "32"])
    assert line.startswith("--trip: loop L1 (line 50) has a data-dependent trip count") and line.endswith("--trip L1=N")


# --- architecture ---------------------------------------------------------------------------------

@pytest.mark.parametrize("target, capability, runs", [
    ("sm_80", (8, 0), True), ("sm_80", (8, 6), True), ("sm_80", (9, 0), True),
    ("sm_80", (7, 5), False), ("sm_80", (3, 5), False), ("sm_61", (6, 0), False),
    ("sm_90a", (9, 0), True), ("sm_90a", (10, 0), False),  # architecture-specific: that cc only
    ("sm_100f", (10, 3), True), ("sm_100f", (12, 0), False),  # family-specific: same major
])
def test_ptx_isa_target_rule(target, capability, runs):
    assert (target_runs_on(target, capability) is None) == runs


def test_sm90_ptx_on_kepler_is_refused(capsys):
    line = _refusal(capsys, ["predict", *BLUR, "--gpu", "k20m", *LAUNCH, "--param", "width=4096"])
    assert line.startswith(f"--gpu: {OWN / 'blur_rows.ptx'} targets sm_90, which k20m (NVIDIA Tesla K20m) cannot run: "
                           "sm_90 code needs compute capability 9.0 or higher; the GPU has 3.5")
    assert line.endswith("(recompile for sm_35; nvcc 13 builds sm_75 and newer, so use clang-19 with "
                         "--no-cuda-version-check as the README's worked example shows, or give --allow-arch-mismatch "
                         "to predict anyway)")


def test_llvm_ir_target_cpu_is_checked(capsys):
    line = _refusal(capsys, ["predict", str(OWN / "blur_rows.ll"), "--gpu", "tesla-c2050", *LAUNCH, "--param",
                             "width=4096"])
    assert "targets sm_90, which tesla-c2050" in line and "the GPU has 2.0" in line


def test_forced_arch_mismatch_predicts_with_a_warning(capsys):
    status, out, err = _run(capsys, ["predict", *BLUR, "--gpu", "k20m", *LAUNCH, "--param", "width=4096",
                                     "--allow-arch-mismatch", "--json"])
    assert status == 0 and '"time_us"' in out
    assert err.startswith("kerneltime: warning: ") and "cannot run" in err and err.count("\n") == 1


def test_makespan_whole_kernel_checks_the_arch_too(capsys):
    line = _refusal(capsys, ["makespan", *BLUR, "--gpu", "k20m", *LAUNCH, "--param", "width=4096"])
    assert line.startswith("--gpu:") and "cannot run" in line


# --- other refusals and messages ------------------------------------------------------------------

def test_compare_warns_about_a_cache_of_predictions(capsys, tmp_path):
    cache = tmp_path / "predicted.json"
    sizes = ["--param", "width=4096", "--param", "height=4096", "--param", "radius=3"]
    status, _, _ = _run(capsys, ["tune", *BLUR, "--gpu", "h100", "--problem-size", "width,height", "--tune",
                                 "block_size_x=32,64", *sizes, "--export-cache", str(cache)])
    assert status == 0
    status, out, err = _run(capsys, ["compare", *BLUR, "--gpu", "h100", "--measured", str(cache), *sizes])
    assert status == 0 and "MAPE 0.0 %" in out  # the model compared with itself
    assert err == (f"kerneltime: warning: {cache} holds predictions written by `kerneltime tune --export-cache`, "
                   "not measurements: the errors below compare the model with itself\n")
    # a Kernel Tuner cache of measurements (the example's, less its compile-time tunable, which
    # the PTX fixed): no warning
    document = json.loads((OWN / "kt_cache.json").read_text(encoding="utf-8"))
    document["tune_params_keys"].remove("pixels_per_thread")
    document["cache"] = {key: {name: value for name, value in entry.items() if name != "pixels_per_thread"}
                         for key, entry in document["cache"].items() if entry.get("pixels_per_thread") == 1}
    measured = tmp_path / "measured.json"
    measured.write_text(json.dumps(document), encoding="utf-8")
    status, _, err = _run(capsys, ["compare", *BLUR, "--gpu", "h100", "--measured", str(measured), *sizes])
    assert status == 0 and err == ""


def test_huge_letter_run_is_refused_before_it_is_built(capsys):
    line = _refusal(capsys, ["makespan", "C^999999999999", "--warps", "4"])
    assert line == ("STRING: instruction string 'C^999999999999': the letter run C^999999999999 is longer than "
                    "1000000 letters at character 15")


def test_dynamic_shared_refusal_names_dynamic_shared(capsys):
    line = _refusal(capsys, ["predict", *BLUR, "--gpu", "h100", *LAUNCH, "--param", "width=4096",
                             "--dynamic-shared", "300000"])
    assert line.startswith("--dynamic-shared: the launch cannot run on h100: 0 blocks fit on an SM")


def test_measure_says_the_sidecar_is_missing(capsys, tmp_path):
    shutil.copy(ROOT / "samples" / "vecadd" / "vecadd.sm_80.ptx", tmp_path / "vecadd.sm_80.ptx")
    line = _refusal(capsys, ["measure", str(tmp_path / "vecadd.sm_80.ptx"), "--kernel", "vecadd", "--out",
                             str(tmp_path / "out.csv")])
    assert line.startswith(f"{tmp_path / 'vecadd.sm_80.ptx'} (no sidecar: {tmp_path / 'vecadd.yaml'} does not exist):")


def test_gpus_without_models_is_exit_2(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("KERNELTIME_GPU_MODELS", str(tmp_path))
    assert _refusal(capsys, ["gpus", "--json"]) == f"{tmp_path}: no GPU model files (*.yaml) in the GPU model folder"


def test_one_compile_error_reads_the_same_for_every_configuration():
    # nvcc names the temporary translation unit, whose folder differs per configuration
    first = _first_error('/tmp/kerneltime-cc-Nxsjw4/unit.cu(17): error: expected a ";"\n', 1)
    second = _first_error('/tmp/kerneltime-cc-vq9ebzXq/unit.cu(17): error: expected a ";"\n', 1)
    clang = _first_error("/tmp/kerneltime-cc-ab/unit.cu:17:20: error: expected ';'\n", 1)
    assert first == second == 'error: expected a ";"' and clang == "error: expected ';'"


# --- a .cu source: parameters by the names of its signature -------------------------------------

needs_nvcc = pytest.mark.skipif(shutil.which("nvcc") is None, reason="tune/compare on a .cu source compile it")


@needs_nvcc
def test_tune_source_takes_parameter_names(capsys):
    sizes = ["--param", "width=4096", "--param", "height=4096", "--param", "radius=3"]
    from_source = _run(capsys, ["tune", str(OWN / "blur_rows.cu"), "--gpu", "h100", "--problem-size", "width,height",
                                "--tune", "block_size_x=64,128", *sizes, "--json"])
    from_ptx = _run(capsys, ["tune", *BLUR, "--gpu", "h100", "--problem-size", "width,height",
                             "--tune", "block_size_x=64,128", *sizes, "--json"])
    assert from_source[0] == from_ptx[0] == 0, from_source[2]
    # the committed blur_rows.ptx is nvcc -arch=sm_90 of the same source: the same predictions
    assert from_source[1] == from_ptx[1]
    with_source = _run(capsys, ["tune", str(OWN / "blur_rows.cu"), "--source", str(OWN / "blur_rows.cu"), "--gpu",
                                "h100", "--problem-size", "width,height", "--tune", "block_size_x=64,128", *sizes,
                                "--json"])
    assert with_source[:2] == from_source[:2]
    line = _refusal(capsys, ["tune", str(OWN / "blur_rows.cu"), "--gpu", "h100", "--problem-size", "64",
                             "--tune", "block_size_x=64", "--param", "rows=5"])
    assert line == "--param: kernel 'blur_rows' has no parameter 'rows' (parameters: in, out, width, height, radius)"


@needs_nvcc
def test_compare_source_reads_the_measured_csv_by_parameter_name(capsys):
    measured = str(OWN / "measured.csv")
    from_source = _run(capsys, ["compare", str(OWN / "blur_rows.cu"), "--gpu", "h100", "--measured", measured, "--json"])
    from_ptx = _run(capsys, ["compare", *BLUR, "--gpu", "h100", "--measured", measured, "--json"])
    assert from_source[0] == from_ptx[0] == 0, from_source[2]
    import json

    source_rows, ptx_rows = json.loads(from_source[1])["rows"], json.loads(from_ptx[1])["rows"]
    assert len(source_rows) == 7 and [row["predicted_us"] for row in source_rows] == [row["predicted_us"] for row in ptx_rows]
