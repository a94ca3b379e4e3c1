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


DD_LOOP = "tests/makespan/data/dd_loop.sm_90.ptx"  # own kernel (dd_loop.cu), nvcc 13 -arch=sm_90 -ptx -O3


def test_data_dependent_trip_count_error_says_how_to_give_it(capsys):
    assert main(["makespan", DD_LOOP, "--warps", "4", "--block", "64", "--grid", "4"]) == 2
    error = capsys.readouterr().err
    assert "trip_L1" in error and "--trip L1=N" in error and len(error.strip().splitlines()) == 1


def test_trip_option_binds_the_loop_and_the_string_is_compact(capsys):
    payload = run_json(capsys, "makespan", DD_LOOP, "--warps", "4", "--block", "64", "--grid", "4",
                       "--trip", "L1=10", "--trip", "L2=3")
    # Compact form from the analysis (L1 unrolled 4x by nvcc, L2 the remainder loop).
    assert payload["compact_string"] == "C^5 L C^11 (LCLCLCL C^5)^10 CCC (L C^4)^3 CCCL"
    assert len(payload["string"]) == 6 + 11 + 10 * 12 + 3 + 3 * 5 + 4
    assert payload["per_iteration"]["iterations"] == 10


def test_bad_memory_option_is_one_line_exit_2(capsys):
    assert main(["makespan", "LLC", "--warps", "2", "--memory", "huge"]) == 2
    assert "--memory" in capsys.readouterr().err


def test_matmul_kernel_answers_under_a_time_limit(capsys):
    # The wall-clock cost of --time-limit is a benchmark's (tests/benchmarks/bench_makespan_kernels.py),
    # not a unit test's: a loaded machine made a 3 s check fail.
    payload = run_json(capsys, "makespan", "samples/matmul/matmul.sm_90.ptx", "--kernel", "matmul", "--block", "16,16",
                       "--grid", "64,64", "--param", "wA=1024", "--param", "wB=1024", "--warps", "8",
                       "--time-limit", "2")
    # Run bound by hand in test_makespan_loops.test_run_bound_of_the_matmul_string_by_hand.
    assert payload["status"] == "bounded" and payload["upper_bound"] == 22103
    assert payload["per_iteration"] == {"iterations": 64, "per_iteration": 340, "transient": 343, "run_bound": 22103,
                                        "used": True}
    assert 8 * 2305 <= payload["lower_bound"] < 22103


def test_whole_kernel_on_a_gpu_model(capsys):
    payload = run_json(capsys, "makespan", "samples/reduce/reduce.sm_90.ptx", "--gpu", "h100", "--block", "256",
                       "--grid", "1024", "--param", "n=16777216", "--time-limit", "3")
    # H100: 132 SMs, 4 sub-partitions, 32 fp32 and 8 ldst lanes each: rho_C = 1, rho_L = 8/32 = 1/4.
    # 256 threads = 8 warps, 13 registers: warps limit 64 / 8 = 8 blocks per SM; 1024 blocks over
    # 132 SMs: the busiest SM runs ceil(1024 / 132) = 8 blocks, one wave of 64 warps, 16 per sub-partition.
    assert payload["rho"] == {"C": "1", "L": "1/4"} and payload["blocks_per_sm"] == 8
    assert payload["blocks_on_busiest_sm"] == 8 and len(payload["waves"]) == 1
    wave = payload["waves"][0]
    assert (wave["count"], wave["blocks"], wave["warps_per_sub_partition"]) == (1, 8, 16)
    assert wave["capacities"] == {"C": 1, "L": 1} and wave["string"].count("L") == 4 * 67
    assert payload["lower_bound"] == wave["lower_bound"] <= payload["upper_bound"] == wave["upper_bound"]
