"""``kerneltime inspect`` end to end on committed samples: golden human view, JSON contract,
symbolic output without parameters, and one-line errors."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from analyzer.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
MATMUL = ROOT / "samples/matmul/matmul.sm_90.ptx"
GOLDEN = Path(__file__).with_name("golden")
MATMUL_ARGS = ["--param", "wA=1024", "--param", "wB=1024", "--grid", "64,64", "--block", "16,16"]


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _normalise(text: str) -> str:
    # The register count depends on whether ptxas is on the PATH (its source is printed).
    text = re.sub(r"registers: \d+ \(.*\)", "registers: <ptxas or estimate>", text)
    return text.replace(str(ROOT) + "/", "")


def test_golden_human_view(capsys, check_golden):
    status, out, _ = _run(capsys, "inspect", str(MATMUL), *MATMUL_ARGS)
    assert status == 0
    check_golden(GOLDEN / "inspect_matmul_sm90.txt", _normalise(out))


def test_json_contract_and_hand_derived_figures(capsys):
    status, out, _ = _run(capsys, "inspect", str(MATMUL), "--kernel", "matmul", "--json", *MATMUL_ARGS)
    assert status == 0
    report = json.loads(out)
    for key in ("kernel", "source", "loops", "per_thread", "instruction_string", "registers", "registers_source", "shared_bytes"):
        assert key in report
    assert report["kernel"] == "matmul" and report["source"] == "ptx"
    # 1024/16 = 64 tiles; per tile 2 loads of 4 B and 2 barriers; one 4-byte store of C.
    assert [(loop["id"], loop["depth"], loop["trip_count_value"]) for loop in report["loops"]] == [("L1", 1, 64)]
    assert report["per_thread"]["global_load_bytes"] == 512
    assert report["per_thread"]["global_store_bytes"] == 4
    assert report["per_thread"]["syncs"] == 128
    assert report["per_thread"]["shared_accesses"] == 2176  # 64 * (2 stores + 32 loads)
    assert report["shared_bytes"] == 2048  # As and Bs: 2 * 16 * 16 * 4
    assert report["instruction_string"].count("^64") == 1


def test_symbolic_without_parameters(capsys):
    status, out, _ = _run(capsys, "inspect", str(MATMUL), "--json")
    kernel = json.loads(out)["kernels"][0]
    assert status == 0
    assert kernel["loops"][0]["trip_count_value"] is None
    assert "wA" in kernel["loops"][0]["trip_count"]
    assert kernel["per_thread"]["global_load_bytes"] is None
    assert "wA" in kernel["per_thread_expressions"]["global_load_bytes"]


def test_mangled_kernel_matches_plain_name(capsys):
    status, out, _ = _run(capsys, "inspect", str(ROOT / "samples/fft/fft.sm_90.ptx"), "--kernel", "fft_block", "--json")
    assert status == 0
    assert json.loads(out)["mangled_name"] == "_Z9fft_blockP6float2i"


def test_data_dependent_trip_override(capsys):
    status, out, _ = _run(capsys, "inspect", str(ROOT / "samples/vecadd/vecadd.sm_90.ptx"), "--kernel", "vecadd_gridstride",
                          "--json", "--grid", "1024", "--block", "256", "--param", "n=16777216")
    assert status == 0
    # grid stride 1024*256 = 2^18; 2^24 / 2^18 = 64 iterations for thread 0.
    assert json.loads(out)["loops"][0]["trip_count_value"] == 64


@pytest.mark.parametrize("argv, fragment", [
    (["--kernel", "nosuch"], "no kernel named 'nosuch'"),
    (["--kernel", "matmul", "--param", "nosuch=3"], "no parameter 'nosuch'"),
    (["--kernel", "matmul", "--block", "64,64"], "at most 1024 threads"),
    (["--kernel", "matmul", "--grid", "0"], "positive"),
])
def test_bad_options_are_one_line(capsys, argv, fragment):
    status, out, err = _run(capsys, "inspect", str(MATMUL), *argv)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and fragment in err


def test_truncated_file_names_file_and_line(tmp_path, capsys):
    truncated = tmp_path / "cut.ptx"
    lines = MATMUL.read_text().splitlines()
    truncated.write_text("\n".join(lines[: len(lines) // 2]) + "\n")
    status, _, err = _run(capsys, "inspect", str(truncated))
    assert status == 2 and err.count("\n") == 1
    assert re.search(r"cut\.ptx:\d+: ", err)


def test_missing_file(capsys):
    status, _, err = _run(capsys, "inspect", "no/such/file.ptx")
    assert status == 2 and "no/such/file.ptx" in err and "Traceback" not in err


def test_python_dash_m_works():
    result = subprocess.run([sys.executable, "-m", "analyzer", "inspect", str(MATMUL), "--json"],
                            capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert result.returncode == 0
    assert json.loads(result.stdout)["kernels"][0]["kernel"] == "matmul"
