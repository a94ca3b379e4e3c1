"""One exit-code rule: 0 = an answer, 2 = bad input or nothing could be computed, with one line on
stderr in the project's words (no Python exception texts)."""

from __future__ import annotations

import json

import pytest

from analyzer.cli.main import main
from analyzer.gpu.loader import load_gpu

VECADD = ["samples/vecadd/vecadd.sm_90.ptx", "--kernel", "vecadd", "--gpu", "h100"]


def _run(capsys, argv):
    status = main(argv)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _one_line(err: str) -> str:
    assert err.count("\n") == 1 and err.startswith("kerneltime: error: "), err
    assert "Traceback" not in err and "codec" not in err and "Errno" not in err
    return err[len("kerneltime: error: "):].rstrip("\n")


def test_occupancy_block_too_large(capsys):
    status, out, err = _run(capsys, ["occupancy", "--gpu", "a100", "--block", "2048", "--registers", "32"])
    assert status == 2 and out == ""
    assert _one_line(err) == "--block: block x = 2048 exceeds CUDA's limit of 1024"


def test_occupancy_too_many_registers(capsys):
    status, out, err = _run(capsys, ["occupancy", "--gpu", "a100", "--block", "256", "--registers", "300"])
    assert status == 2 and out == ""
    limit = load_gpu("a100").limits.max_registers_per_thread
    assert _one_line(err) == f"--registers: launch cannot run: 300 registers per thread exceed the limit {limit}"


def test_occupancy_without_any_runnable_block_size(capsys):
    status, _, err = _run(capsys, ["occupancy", "--gpu", "a100", "--registers", "300"])
    assert status == 2 and _one_line(err).startswith("--registers: no block size can run")


def test_predict_block_too_large(capsys):
    status, _, err = _run(capsys, ["predict", *VECADD, "--grid", "4", "--block", "2048", "--param", "n=1024"])
    assert status == 2 and _one_line(err).startswith("--block:")


def test_tune_with_no_valid_configuration(capsys, tmp_path):
    cache = tmp_path / "cache.json"
    status, out, err = _run(capsys, ["tune", *VECADD, "--problem-size", "1024", "--tune", "block_size_x=2048,4096",
                                     "--param", "n=1024", "--export-cache", str(cache)])
    assert status == 2
    assert "rejected block_size_x=2048" in out  # the reasons are still shown
    assert _one_line(err).startswith("--tune: no configuration can run on h100: all 2 rejected (first: a block of 2048")
    assert not cache.exists()  # nothing written


def test_tune_json_with_no_valid_configuration(capsys):
    status, out, err = _run(capsys, ["tune", *VECADD, "--problem-size", "1024", "--tune", "block_size_x=2048",
                                     "--param", "n=1024", "--json"])
    assert status == 2 and out == "" and _one_line(err).startswith("--tune:")


def test_compare_with_nothing_predicted(capsys, tmp_path):
    measured = tmp_path / "measured.csv"
    measured.write_text("block_x,grid_x,n,time_us\n256,4,1024,10\n", encoding="utf-8")
    # 400,000 B of dynamic shared memory per block fit on no H100 SM: no row can be predicted
    status, out, err = _run(capsys, ["compare", *VECADD, "--measured", str(measured), "--dynamic-shared", "400000"])
    assert status == 2 and "not predicted" in out
    assert _one_line(err).startswith(f"{measured}: no measured configuration could be predicted (first: --dynamic-shared:")


def test_kernel_tuner_cache_without_the_cache_keys_is_not_called_invalid_json(capsys, tmp_path):
    cache = tmp_path / "cache.json"
    cache.write_text('{"cache": 5}', encoding="utf-8")
    status, _, err = _run(capsys, ["compare", *VECADD, "--measured", str(cache)])
    assert status == 2 and _one_line(err) == f"{cache}: not a Kernel Tuner cache: no 'tune_params_keys' key"
    cache.write_text('{"cache": 5, "tune_params_keys": []}', encoding="utf-8")
    status, _, err = _run(capsys, ["compare", *VECADD, "--measured", str(cache)])
    assert status == 2 and _one_line(err) == f"{cache}: not a Kernel Tuner cache: 'cache' is not an object"
    cache.write_text('{"cache": ]', encoding="utf-8")
    status, _, err = _run(capsys, ["compare", *VECADD, "--measured", str(cache)])
    assert status == 2 and "not valid JSON" in _one_line(err)


@pytest.mark.parametrize("name, argv, words", [
    ("kernel.ptx", ["inspect", "{path}"], "kernel file is not UTF-8 text: byte 0xff at offset 7"),
    ("measured.csv", ["compare", *VECADD, "--measured", "{path}"], "measurement file is not UTF-8 text: byte 0xff"),
    ("cache.json", ["compare", *VECADD, "--measured", "{path}"], "Kernel Tuner cache is not UTF-8 text: byte 0xff"),
    ("gpu.yaml", ["occupancy", "--gpu", "{path}", "--block", "128", "--registers", "32"],
     "GPU model file is not UTF-8 text: byte 0xff"),
])
def test_files_that_are_not_text(capsys, tmp_path, name, argv, words):
    path = tmp_path / name
    path.write_bytes(b"// text\xff\xfe more\n")
    status, _, err = _run(capsys, [part.replace("{path}", str(path)) for part in argv])
    line = _one_line(err)
    assert status == 2 and line.startswith(f"{path}:1: ") and words in line


def test_no_command_and_unknown_options(capsys):
    status, out, _ = _run(capsys, [])
    assert status == 2 and "usage: kerneltime" in out
    status, _, err = _run(capsys, ["occupancy", "--gpu", "a100", "--registers", "32", "--bogus"])
    assert status == 2 and err.count("\n") == 1 and "unrecognized arguments: --bogus" in err


def test_answers_exit_zero(capsys):
    status, out, _ = _run(capsys, ["occupancy", "--gpu", "a100", "--block", "256", "--registers", "40", "--json"])
    assert status == 0 and json.loads(out)["active_blocks_per_sm"] == 6
