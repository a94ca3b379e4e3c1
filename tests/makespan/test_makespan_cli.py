"""``kerneltime makespan`` and ``kerneltime fermi`` end to end (in process)."""

from __future__ import annotations

import json

import pytest

from analyzer.cli.main import main


def run_json(capsys, *argv):
    assert main(list(argv) + ["--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_fig2_json(capsys):
    payload = run_json(capsys, "makespan", "LLC", "--warps", "4", "--schedule")
    assert payload["makespan"] == 9 and payload["status"] == "exact" and payload["optimal"]
    assert payload["pessimistic"] == 12 and payload["string"] == "LLC" and payload["warps"] == 4
    assert payload["schedule"]["makespan"] == 9 and len(payload["schedule"]["starts"]) == 4
    for key in ("lower_bound", "upper_bound", "method", "solve_seconds", "warnings"):
        assert key in payload


@pytest.mark.parametrize("method", ["exact", "ilp", "ilp-long", "ilp-count"])
def test_methods_agree(capsys, method):
    payload = run_json(capsys, "makespan", "LC", "--warps", "3", "--units", "L=16,C=32", "--warp-size", "32",
                       "--method", method)
    assert payload["string"] == "LLC" and payload["makespan"] == 7  # LLC, W = 3: 3*2 + 1


def test_config_file(tmp_path, capsys):
    config = tmp_path / "fig7.yaml"
    config.write_text("warps: 6\nstring: LCLCL\nunits: {L: 16, C: 32}\nwarp_size: 32\nmethod: exact\n")
    payload = run_json(capsys, "makespan", "--config", str(config))
    assert payload["string"] == "LLCLLCLL" and payload["makespan"] == 6 * 6 + 2


def test_plot_svg(tmp_path, capsys):
    target = tmp_path / "fig2.svg"
    assert main(["makespan", "LLC", "--warps", "4", "--plot", str(target)]) == 0
    assert target.read_text().count("<rect") == 12


@pytest.mark.parametrize("argv", [
    ["makespan", "", "--warps", "3"],
    ["makespan", "LC", "--warps", "0"],
    ["makespan", "LX", "--warps", "3", "--rho", "L=1"],
    ["makespan", "LC", "--warps", "3", "--rho", "L=2/3,C=1"],
    ["makespan", "LC", "--warps", "3", "--plot", "out.pdf"],
])
def test_bad_input_is_one_line_exit_2(capsys, argv):
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("kerneltime: error:") and "\n" not in err


def test_ilp_time_out_is_bounded(capsys):
    payload = run_json(capsys, "makespan", "LLCLLCLLCC", "--warps", "8", "--method", "ilp", "--time-limit", "0.05")
    assert payload["status"] == "bounded" and payload["makespan"] is None
    assert payload["lower_bound"] <= 59 <= payload["upper_bound"]


def test_fermi_check(capsys):
    payload = run_json(capsys, "fermi", "--warps", "1-4", "--rep", "1-2", "--rule", "fair", "--grid", "20", "--block", "64")
    verdict = {(row["warps"], row["rep"]): row["holds"] for row in payload["rows"]}
    assert verdict == {(1, 1): True, (2, 1): True, (3, 1): True, (4, 1): True,
                       (1, 2): False, (2, 2): True, (3, 2): True, (4, 2): True}
    assert payload["kernel_finishing_time"]["1"]["max"] == 26


def test_kernel_file_input(capsys):
    # The L/C string comes from the front end and analysis (reduce sample, sm_80 PTX).
    from pathlib import Path

    sample = Path(__file__).resolve().parents[2] / "samples" / "reduce" / "reduce.sm_80.ptx"
    if not sample.exists():
        pytest.skip("reduce sample not present")
    payload = run_json(capsys, "makespan", str(sample), "--warps", "2", "--block", "256", "--grid", "64",
                       "--param", "n=4096")
    assert set(payload["string"]) <= {"L", "C"} and "L" in payload["string"]
    assert payload["lower_bound"] <= payload["upper_bound"]
