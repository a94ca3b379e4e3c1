"""Calibration and measurement code paths that need no GPU (hand-derived expectations)."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
from dataclasses import asdict
from pathlib import Path

import numpy as np
import pytest

from analyzer.cli.main import main
from analyzer.errors import InputError
from analyzer.ir import Block, Kernel, Param
from analyzer.measure.calibrate import (
    BandwidthResult, ChainResult, ChaseResult, FloorSamples, LaunchPoint, RawCalibration, derive_rows,
    fit_launch_overhead, calibration_floor_rows, pointer_ring, write_calibration,
)
from analyzer.frontend import load_module
from analyzer.frontend.sidecar import load_sidecar
from analyzer.measure.measure import (
    Argument, LaunchConfig, buffer_contents, measurement_row, plan_arguments, plan_launches, write_measurements,
)
from analyzer.measure.records import RunInfo, read_table

SAMPLES = Path(__file__).resolve().parents[2] / "samples"

INFO = RunInfo("NVIDIA H100 80GB HBM3", 1980.0, 2619.0, "13000", "13000", 132, "CUDA events, median of 20")


def test_launch_regression_recovers_a_line():
    # time = 0.01 us * blocks + 4.99 us exactly for 1 warp; 0.02*blocks + 6 for 4 warps
    points = [LaunchPoint(1, 1, 5.0), LaunchPoint(1, 101, 6.0), LaunchPoint(1, 1001, 15.0),
              LaunchPoint(4, 100, 8.0), LaunchPoint(4, 200, 10.0)]
    fits = fit_launch_overhead(points)
    assert [fit.warps_per_block for fit in fits] == [1, 4]
    assert fits[0].slope_us == pytest.approx(0.01)
    assert fits[0].intercept_us == pytest.approx(4.99)
    assert fits[1].slope_us == pytest.approx(0.02)
    assert fits[1].intercept_us == pytest.approx(6.0)


def test_launch_regression_needs_two_grid_sizes():
    with pytest.raises(InputError, match="two grid sizes"):
        fit_launch_overhead([LaunchPoint(2, 64, 5.0), LaunchPoint(2, 64, 5.1)])


def _raw() -> RawCalibration:
    return RawCalibration(
        INFO,
        chases=(ChaseResult("l1", 16384, 1000, 33000.0), ChaseResult("dram", 1 << 30, 4096, 2_400_000.0)),
        chains=(ChainResult("fp32", 32768, 131072.0),),
        bandwidths=(BandwidthResult("dram", 2.0e9, 1.0),),
        launches=(LaunchPoint(1, 1, 5.0), LaunchPoint(1, 101, 6.0)),
    )


def test_derived_rows_are_hand_checked():
    rows = {row["key"]: row for row in derive_rows(_raw(), "h100")}
    assert float(rows["memory.l1_latency"]["value"]) == 33.0  # 33000 cycles / 1000 loads
    assert float(rows["memory.dram_latency"]["value"]) == pytest.approx(585.9375)  # 2.4e6 / 4096
    assert float(rows["latency.fp32"]["value"]) == 4.0  # 131072 / 32768
    assert float(rows["memory.dram_bandwidth"]["value"]) == pytest.approx(2.0e12)  # 2e9 B / 1 ms
    assert float(rows["launch.w1.slope_us"]["value"]) == pytest.approx(0.01)
    assert all(row["status"] == "measured" for row in rows.values())
    assert "H100" in rows["latency.fp32"]["reference"]


def test_calibration_tables_carry_the_run_header(tmp_path):
    written = write_calibration(_raw(), "h100", tmp_path / "h100")
    assert [path.name for path in written] == ["calibration.csv", "launch_points.raw.csv"]
    header, rows = read_table(written[0])
    assert {key: header[key] for key in asdict(INFO)} == {
        "gpu_name": "NVIDIA H100 80GB HBM3", "sm_clock_mhz": "1980.0", "memory_clock_mhz": "2619.0", "driver": "13000",
        "cuda_runtime": "13000", "sm_count": "132", "method": "CUDA events, median of 20"}
    assert len(rows) == 6
    assert not [path for path in (tmp_path / "h100").iterdir() if path.name.startswith(".")]


def _kernel() -> Kernel:
    params = (Param(0, "out", "p0", "u64", True), Param(1, "x", "p1", "u64", True), Param(2, "n", "p2", "s32"))
    return Kernel("_Z6scalePfS_i", "scale", "ptx", "k.ptx", 1, params, (Block("entry", (), ()),))


SPEC = {
    "params": ["out", "x", "n"],
    "buffers": {"out": {"type": "f32", "count": "n"}, "x": {"type": "f32", "count": "n"}},
    "launch": {"grid": "ceil(n/block_size_x)", "block": "256"},
}


def test_sweep_recomputes_the_grid_from_the_sidecar():
    configs = plan_launches(SPEC, {"n": 1000}, {"block_size_x": [128, 256, 512]}, None, None, 0, "s.yaml")
    assert [(c.block[0], c.grid[0]) for c in configs] == [(128, 8), (256, 4), (512, 2)]  # ceil(1000/b)
    assert dict(configs[0].values)["n"] == 1000


def test_arguments_are_sized_from_the_sidecar():
    arguments = plan_arguments(_kernel(), SPEC, {"n": 4096}, "s.yaml")
    assert [(a.name, a.is_buffer, a.count) for a in arguments] == [("out", True, 4096), ("x", True, 4096), ("n", False, 0)]
    assert arguments[2].value == 4096


def test_missing_scalar_is_named():
    with pytest.raises(InputError, match="'n' needs a value"):
        plan_arguments(_kernel(), {"buffers": {"out": {"count": "8"}, "x": {"count": "8"}}}, {}, "s.yaml")


def test_an_unknown_fill_is_named():
    spec = {"buffers": {"out": {"count": "8"}, "x": {"count": "8", "fill": "random"}}}
    with pytest.raises(InputError, match="buffer 'x' has unknown fill 'random' \\(uniform or zero\\)"):
        plan_arguments(_kernel(), spec, {"n": 8}, "s.yaml")


def test_buffer_contents_follow_the_fill():
    """Without a fill, random() cast to the element type: floats in [0, 1), integers all zero (how
    the samples were measured on 2026-11-26); ``uniform`` spreads integers over the whole type (a
    histogram's bytes reach every bin); ``zero`` is zeros."""
    bytes_default = buffer_contents(Argument("data", True, "u8", 4096))
    bytes_uniform = buffer_contents(Argument("data", True, "u8", 4096, fill="uniform"))
    floats = buffer_contents(Argument("x", True, "f32", 4096, fill="uniform"))
    assert bytes_default.dtype == np.uint8 and not bytes_default.any()
    assert bytes_uniform.dtype == np.uint8 and len(np.unique(bytes_uniform)) == 256
    assert floats.dtype == np.float32 and 0.0 <= floats.min() and floats.max() < 1.0
    assert (floats == buffer_contents(Argument("x", True, "f32", 4096))).all()
    assert not buffer_contents(Argument("x", True, "f32", 16, fill="zero")).any()
    signed = buffer_contents(Argument("i", True, "s32", 4096, fill="uniform"))
    assert signed.min() < -2**30 and signed.max() > 2**30


def test_the_histogram_sample_reads_uniform_bytes():
    path = SAMPLES / "histogram" / "histogram.sm_90.ptx"
    data, bins, _ = plan_arguments(load_module(path).kernel("histogram256"), load_sidecar(path)["histogram256"],
                                   {"n": 1024}, "histogram.yaml")
    assert (data.fill, bins.fill) == ("uniform", "")


def test_measurement_row_median_and_csv(tmp_path):
    config = LaunchConfig((4, 1, 1), (256, 1, 1), 0, (("n", 1000),))
    row = measurement_row("scale", config, [0.3, 0.1, 0.2, 0.4])
    assert row["time_ms"] == "0.250000"  # median of four: (0.2 + 0.3) / 2
    assert row["min_ms"] == "0.100000" and row["launches"] == 4
    write_measurements(tmp_path / "m.csv", INFO, [row], "samples/x.ptx")
    header, rows = read_table(tmp_path / "m.csv")
    assert header["gpu_name"] == INFO.gpu_name and header["kernel_file"] == "samples/x.ptx"
    assert rows[0]["block_x"] == "256" and rows[0]["grid_x"] == "4" and rows[0]["n"] == "1000"


@pytest.mark.skipif(importlib.util.find_spec("cupy") is not None, reason="CuPy installed: a GPU path would run")
def test_calibrate_without_gpu_is_one_clean_line(tmp_path, capsys):
    assert main(["calibrate", "--gpu-id", "h100", "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "CuPy" in err
    assert not (tmp_path / "out").exists()


def test_calibration_tables_rebuild_the_model_with_measured_values(tmp_path):
    import shutil
    from pathlib import Path

    from analyzer.gpu.build_models import build_all

    data = tmp_path / "microbench_data"
    shutil.copytree(Path(__file__).resolve().parents[2] / "microbench_data", data)
    write_calibration(_raw(), "h100", data / "h100")
    documents = build_all(data)
    h100 = next(text for name, text in documents.items() if "h100" in name and "h200" not in name)
    # the measured L1 latency (33000 cycles / 1000 loads) now stands in the model, marked measured
    line = next(line for line in h100.splitlines() if line.strip().startswith("l1_latency:"))
    assert "value: 33" in line and "status: measured" in line and "h100/calibration.csv" in line


def test_launch_floor_rows_give_median_and_deciles():
    # samples 1..11 us: median 6, 10th percentile 1 + 0.1 * 10 = 2, 90th 1 + 0.9 * 10 = 10 (linear)
    floors = (FloorSamples("events-cold", "after an L2 flush", tuple(float(value) for value in range(1, 12))),
              FloorSamples("events-warm", "no samples", ()))
    rows = calibration_floor_rows(floors)
    assert rows == [{"method": "events-cold", "median_us": "6.0000", "p10_us": "2.0000", "p90_us": "10.0000",
                     "samples": 11, "description": "after an L2 flush"}]


def test_calibration_with_floors_writes_the_floor_table(tmp_path):
    raw = _raw()
    raw = RawCalibration(raw.info, raw.chases, raw.chains, raw.bandwidths, raw.launches,
                         (FloorSamples("events-warm", "back to back", (5.0, 6.0, 7.0)),))
    written = write_calibration(raw, "h100", tmp_path)
    assert [path.name for path in written] == ["calibration.csv", "launch_points.raw.csv", "launch_floors.raw.csv"]
    header, rows = read_table(written[2])
    assert header["gpu_name"] == "NVIDIA H100 80GB HBM3"
    assert rows[0]["method"] == "events-warm" and rows[0]["median_us"] == "6.0000"


def test_calibrate_prints_the_launch_floors(tmp_path, capsys, monkeypatch):
    import analyzer.measure.device as device

    raw = _raw()
    raw = RawCalibration(raw.info, raw.chases, raw.chains, raw.bandwidths, raw.launches,
                         (FloorSamples("events-cold", "after an L2 flush", (2.75, 2.75, 2.78)),))
    monkeypatch.setattr(device, "collect_raw", lambda repeats, quick, latencies_only: raw)
    assert main(["calibrate", "--gpu-id", "h100", "--out", str(tmp_path / "out")]) == 0
    out = capsys.readouterr().out
    assert "launch floor events-cold" in out and "2.7500 us" in out and "median of 3" in out
    assert (tmp_path / "out" / "launch_floors.raw.csv").is_file()


def test_pointer_ring_links_each_stride_to_the_next():
    # 64 B at address 1000, a slot every 16 B: slots at words 0, 2, 4, 6 point 16 B on, the last back
    words = pointer_ring(1000, 64, 16)
    assert words.tolist() == [1016, 0, 1032, 0, 1048, 0, 1000, 0]
    with pytest.raises(InputError, match="stride 12 B"):
        pointer_ring(1000, 64, 12)


def test_derived_latency_is_the_deep_minus_shallow_difference():
    # a pair: the 64-deep kernel took 1,048,576 more cycles for 4096 x 32 = 131,072 more FFMAs
    raw = RawCalibration(INFO, (), (ChainResult("fp32", 131072, 524288.0),), (), ())
    row = derive_rows(raw, "h100")[0]
    assert row["key"] == "latency.fp32" and float(row["value"]) == 4.0
    assert "deep minus shallow" in row["derivation"]


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="needs nvcc and nvdisasm")
def test_every_chain_repeats_one_sass_instruction(tmp_path):
    """Each latency pair chains exactly SHALLOW and DEEP copies of its instruction (sm_90)."""
    from analyzer.measure.microbench_source import CHAINED_SASS, CUDA_SOURCE, DEEP, SHALLOW

    disassembler = _nvdisasm()
    if disassembler is None:
        pytest.skip("no nvdisasm")
    (tmp_path / "bench.cu").write_text(CUDA_SOURCE)
    subprocess.run(["nvcc", "-arch=sm_90", "-cubin", "-o", str(tmp_path / "bench.cubin"), str(tmp_path / "bench.cu")],
                   check=True, capture_output=True)
    sass = subprocess.run([disassembler, "-c", str(tmp_path / "bench.cubin")], check=True, capture_output=True,
                          text=True).stdout
    patterns = {"chain_" + name: [rf"\s{re.escape(part)}\s" for part in opcode.split(" + ")]
                for name, (opcode, _) in CHAINED_SASS.items() if name not in ("ld_const", "shared", "global")}
    patterns.update({"chase_const": [r"\sLDC R\d+, c\[0x3\]"], "chase_shared": [r"\sLDS\s"],
                     "chase_global": [r"\sLDG\.E\.64\s"]})
    for kernel, expressions in patterns.items():
        for depth in (SHALLOW, DEEP):
            function = sass.split(f".text.{kernel}_{depth}:")[1].split(".text.")[0]
            timed = function.split("SR_CLOCKLO")[-2]  # between the two clock reads
            for expression in expressions:
                assert len(re.findall(expression, timed)) == depth, (kernel, depth, expression)


def _nvdisasm() -> str | None:
    """nvdisasm on PATH, or the one the nvidia-cuda-nvdisasm wheel ships."""
    found = shutil.which("nvdisasm")
    if found:
        return found
    try:
        import nvidia
    except ImportError:
        return None
    for root in nvidia.__path__:
        for candidate in Path(root).glob("cu*/bin/nvdisasm"):
            return str(candidate)
    return None


def test_constant_chases_fit_the_ring_and_record_their_extras():
    from analyzer.measure.calibrate import EXTRA_KEYS
    from analyzer.measure.device import CONST_CHASES
    from analyzer.measure.microbench_source import CONST_RING_LENGTH, CUDA_SOURCE

    assert f"const_ring[{CONST_RING_LENGTH}]" in CUDA_SOURCE
    assert max(length for _, length in CONST_CHASES) == CONST_RING_LENGTH  # 32 KB of the 64 KB bank
    assert {f"latency.{name}" for name, _ in CONST_CHASES} - EXTRA_KEYS == {"latency.ld_const"}
