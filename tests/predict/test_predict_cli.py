"""The predict, tune and compare commands end to end on the shipped samples and GPU models."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from analyzer.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
MATMUL = str(ROOT / "samples" / "matmul" / "matmul.sm_90.ptx")
VECADD = str(ROOT / "samples" / "vecadd" / "vecadd.sm_90.ptx")
MATMUL_ARGS = [MATMUL, "--kernel", "matmul", "--gpu", "h100", "--grid", "64,64", "--block", "16,16",
               "--param", "wA=1024", "--param", "wB=1024"]


def run_cli(capsys, *argv):
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def error_line(capsys, *argv) -> str:
    status, out, err = run_cli(capsys, *argv)
    assert status == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("kerneltime: error: ")
    return lines[0]


def test_predict_json_has_the_contract_keys(capsys):
    status, out, _ = run_cli(capsys, "predict", *MATMUL_ARGS, "--json")
    payload = json.loads(out)
    assert status == 0
    for key in ("time_us", "launch_us", "exec_us", "waves", "blocks_per_sm", "occupancy", "bottleneck",
                "breakdown", "iterations"):
        assert key in payload
    assert payload["time_us"] == pytest.approx(payload["launch_us"] + payload["exec_us"])
    # 64*64 = 4096 blocks of 256 threads; 8 blocks/SM on 132 SMs -> ceil(4096/1056) = 4 waves.
    assert payload["waves"] == 4 and payload["blocks_per_sm"] == 8
    assert {"l1", "l2", "dram"} <= set(payload["breakdown"])  # the default model, kt
    status, out, _ = run_cli(capsys, "predict", *MATMUL_ARGS, "--model", "kp", "--json")
    assert status == 0 and set(json.loads(out)["breakdown"]) == {"l1", "l2", "dram", "uncoalesced"}


def test_predict_human_view_says_what_bound_it(capsys):
    status, out, _ = run_cli(capsys, "predict", *MATMUL_ARGS, "--model", "mwp-cwp", "--l2-hit", "0.9", "--verbose")
    assert status == 0
    assert "bound by" in out and "MWP" in out and "Mem_LD" in out  # the model's own terms: behind --verbose


@pytest.mark.parametrize("argv, expected", [
    (["--gpu", "nope"], "unknown GPU 'nope'"),
    (["--block", "64,32"], "at most 1024 threads"),
    (["--dynamic-shared", "300000"], "cannot run on h100"),
    (["--l1-hit", "2", "--model", "kp"], "between 0 and 1"),
    (["--l1-hit", "0.5"], "--l1-hit: the kt model does not use this option"),
    (["--l2-hit", "0.5"], "--l2-hit: the kt model does not use this option"),
])
def test_predict_bad_input(capsys, argv, expected):
    args = list(MATMUL_ARGS)
    for option, value in zip(argv[::2], argv[1::2]):
        if option in args:
            args[args.index(option) + 1] = value
        else:
            args += [option, value]
    assert expected in error_line(capsys, "predict", *args)


def test_predict_names_the_missing_parameter_and_loop(capsys):
    line = error_line(capsys, "predict", MATMUL, "--kernel", "matmul", "--gpu", "h100", "--grid", "64,64",
                      "--block", "16,16", "--param", "wB=1024")
    assert "parameter 'wA'" in line and "loop L1" in line


def test_tune_json_and_cache_export(capsys, tmp_path):
    cache = tmp_path / "pred.json"
    status, out, _ = run_cli(capsys, "tune", VECADD, "--kernel", "vecadd", "--gpu", "h100", "--problem-size", "n",
                             "--param", "n=1048576", "--tune", "block_size_x=32,64,128,256,512,1024,2048",
                             "--restriction", "block_size_x >= 64", "--export-cache", str(cache), "--json")
    payload = json.loads(out)
    assert status == 0
    assert payload["best"]["time_us"] == min(candidate["time_us"] for candidate in payload["candidates"])
    # 64..1024 run; 32 fails the restriction, 2048 exceeds 1024 threads per block.
    assert len(payload["candidates"]) == 5
    reasons = {rejected["config"]["block_size_x"]: rejected["kind"] for rejected in payload["rejected"]}
    assert reasons == {32: "restriction", 2048: "launch"}
    best = payload["best"]
    # Grid = ceil(n / block_size_x).
    assert best["grid"][0] == -(-1048576 // best["block"][0])
    document = json.loads(cache.read_text())
    key = str(best["block"][0])
    assert document["cache"][key]["time"] == pytest.approx(best["time_us"] / 1000)
    assert document["kernel_name"] == "vecadd" and document["problem_size"] == [1048576]


def test_tune_rejects_grid_and_block_options(capsys):
    line = error_line(capsys, "tune", VECADD, "--kernel", "vecadd", "--gpu", "h100", "--problem-size", "1024",
                      "--block", "64")
    assert "--block" in line


def test_compare_on_an_exported_cache(capsys, tmp_path):
    # Predictions compared with themselves: zero error, regret 1, Spearman 1.
    cache = tmp_path / "pred.json"
    run_cli(capsys, "tune", VECADD, "--kernel", "vecadd", "--gpu", "h100", "--problem-size", "4194304",
            "--param", "n=4194304", "--model", "kp", "--export-cache", str(cache))
    status, out, _ = run_cli(capsys, "compare", VECADD, "--kernel", "vecadd", "--gpu", "h100", "--measured",
                             str(cache), "--param", "n=4194304", "--model", "kp", "--json")
    payload = json.loads(out)
    assert status == 0
    assert payload["mape"] == pytest.approx(0.0, abs=1e-9)
    assert payload["regret"] == pytest.approx(1.0) and payload["spearman"] == pytest.approx(1.0)
    assert len(payload["rows"]) == 6


def test_compare_missing_column(capsys, tmp_path):
    measured = tmp_path / "m.csv"
    measured.write_text("block_x,grid_x,n\n256,4096,1048576\n")
    line = error_line(capsys, "compare", VECADD, "--kernel", "vecadd", "--gpu", "h100", "--measured", str(measured))
    assert str(measured) in line and "time_ms" in line


def test_compare_plot(capsys, tmp_path):
    pytest.importorskip("matplotlib")
    measured = tmp_path / "m.csv"
    measured.write_text("# gpu: H100\nblock_x,grid_x,n,time_ms\n256,4096,1048576,0.012\n128,8192,1048576,0.013\n")
    plot = tmp_path / "cmp.png"
    status, out, _ = run_cli(capsys, "compare", VECADD, "--kernel", "vecadd", "--gpu", "h100", "--measured",
                             str(measured), "--plot", str(plot))
    assert status == 0 and "MAPE" in out
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("command", [
    ["tune", "samples/vecadd/vecadd.sm_90.ptx", "--kernel", "vecadd", "--gpu", "h100", "--problem-size", "4096",
     "--tune", "block_size_x=64,128", "--param", "n=4096"],
    ["compare", "samples/vecadd/vecadd.sm_90.ptx", "--kernel", "vecadd", "--gpu", "h100", "--measured",
     "no-such-file.csv"],
])
def test_tune_and_compare_refuse_an_option_the_model_does_not_use(capsys, command):
    line = error_line(capsys, *command, "--l1-hit", "0.5")
    assert line.startswith("kerneltime: error: --l1-hit: the kt model does not use this option")
    # the same option is taken by method C
    assert "--l1-hit" not in error_line(capsys, *command[:1], "samples/vecadd/vecadd.sm_90.ptx", "--kernel", "nope",
                                        "--gpu", "h100", *command[6:], "--l1-hit", "0.5", "--model", "kp")
