"""`kerneltime gpus` and `kerneltime occupancy` end to end through the CLI entry point."""

from __future__ import annotations

import json

from analyzer.cli.main import main
from analyzer.gpu import loader


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_gpus_lists_every_model(capsys):
    status, out, _ = _run(capsys, "gpus", "--json")
    rows = {row["id"]: row for row in json.loads(out)["gpus"]}
    assert status == 0 and len(rows) == 32
    assert rows["a100"] == {"id": "a100", "name": "NVIDIA A100 PCIe 40 GB", "compute_capability": "8.0",
                            "sm_count": 108, "sm_clock_mhz": 1410.0, "dram_bandwidth_gbs": 1500.0}
    status, out, _ = _run(capsys, "gpus")
    # the id column is as wide as the longest id (rtx-3060-laptop, 15 characters)
    assert status == 0 and "rtx-a6000       8.6    84      1800       768  NVIDIA RTX A6000" in out


def test_gpus_show_prints_sources_and_marks_estimates(capsys):
    status, out, _ = _run(capsys, "gpus", "--show", "h100")
    assert status == 0
    assert "* latency.tensor" in out  # estimated: marked
    # our own calibration (latency runs on lent H100s, 2026-11-26) replaced the estimated SFU latency
    assert "  latency.sfu                                          17 cycles    measured  " \
           "microbench_data/h100/calibration.csv#h100.latency.sfu" in out
    assert "  memory.l2_latency                               366.972 cycles    measured  " \
           "microbench_data/h100/calibration.csv#h100.memory.l2_latency" in out
    assert "  sm_count " in out and "microbench_data/hardware.csv#h100.sm_count" in out
    status, out, _ = _run(capsys, "gpus", "--show", "h100", "--json")
    numbers = json.loads(out)["numbers"]
    assert numbers["limits.max_barriers_per_sm"]["value"] == 64
    assert numbers["issue_delay.fp64"] == {
        "value": 2.0, "unit": "cycles", "status": "published", "source": "microbench_data/units.csv#cc9.0.units.fp64",
        "reference": "Luo et al. 2024, Benchmarking and Dissecting the Nvidia Hopper GPU Architecture [22]; "
                     "derivation: method C: max(warpSize / units.fp64, 1) = max(32 / 16, 1) = 2"}


def test_occupancy_json_keys(capsys):
    status, out, _ = _run(capsys, "occupancy", "--gpu", "a100", "--block", "256", "--registers", "40", "--json")
    payload = json.loads(out)
    assert status == 0
    assert {key: payload[key] for key in ("active_blocks_per_sm", "active_warps_per_sm", "occupancy", "limiter")} == {
        "active_blocks_per_sm": 6, "active_warps_per_sm": 48, "occupancy": 0.75, "limiter": "registers"}
    # 2-D block 16 x 16 = 256 threads with 48 KiB static shared: 49152 + 1024 = 50176 B per block,
    # 164 KiB // 50176 = 3 blocks
    status, out, _ = _run(capsys, "occupancy", "--gpu", "a100", "--block", "16,16", "--registers", "32",
                          "--static-shared", "49152", "--json")
    payload = json.loads(out)
    assert (payload["active_blocks_per_sm"], payload["limiter"], payload["shared_per_block_allocated"]) == (
        3, "shared_memory", 50176)


def test_occupancy_text_and_impossible_launch(capsys):
    status, out, err = _run(capsys, "occupancy", "--gpu", "t4", "--block", "1024", "--registers", "80")
    # 80 x 32 = 2560 regs per warp x 32 warps = 81920 > 65536: cannot run -> no answer, exit status 2
    assert status == 2 and out == ""
    assert err == ("kerneltime: error: --registers: launch cannot run: 80 registers per thread need 2560 per warp, "
                   "81920 for a block of 32 warps checked in whole sub-partition groups: more than the 65536 "
                   "registers per block\n")


def test_errors_are_one_line(capsys, tmp_path, monkeypatch):
    status, out, err = _run(capsys, "occupancy", "--gpu", "gtx-9999", "--block", "128", "--registers", "32")
    assert status == 2 and err.count("\n") == 1 and err.startswith("kerneltime: error: --gpu: unknown GPU")
    status, _, err = _run(capsys, "occupancy", "--gpu", "a100", "--block", "128", "--registers", "-3")
    assert status == 2 and "--registers" in err
    (tmp_path / "bad.yaml").write_text("id: bad\nname: Bad\nsm_count: {value: 0}\n")
    monkeypatch.setenv(loader.ENV_VARIABLE, str(tmp_path))
    status, _, err = _run(capsys, "gpus", "--show", "bad")
    assert status == 2 and err.count("\n") == 1 and f"{tmp_path / 'bad.yaml'}:1:" in err


def test_gpus_show_prints_optional_memory_figures_with_units(capsys):
    status, out, _ = _run(capsys, "gpus", "--show", "l4", "--json")
    numbers = json.loads(out)["numbers"]
    assert status == 0
    assert (numbers["memory.l2_size"]["value"], numbers["memory.l2_size"]["unit"]) == (50331648, "bytes")
    status, out, _ = _run(capsys, "gpus", "--show", "k20m")
    assert status == 0 and "memory.l1_shared_per_sm" in out and "65536 bytes" in out
