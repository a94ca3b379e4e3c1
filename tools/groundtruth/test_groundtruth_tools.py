"""The lent-GPU tools (tools/groundtruth) on constructed inputs: sampling, polygon, case files,
adopted calibration rows. No GPU, compiler or fetched source is needed. The tools' own tests live
with them (pytest puts this folder on the path, as running a tool as a script does); the
product's tests under tests/ import no tool."""

from __future__ import annotations

import csv
import importlib.util
import json
from pathlib import Path

import numpy as np
import pytest
import yaml

import add_counters
import adopt_calibration as adopt
import atomic_rates
import make_cases
import nvbench_cases as nvbench
import nvbench_land
import prepare_cases as prepare
import time_cases
from analyzer.evaluation.case import load_case
from analyzer.evaluation.timing import timing_method

ROOT = Path(__file__).resolve().parents[2]  # the repository



def test_stratified_sample_visits_every_stratum_before_repeating_one():
    configs = [{"BLOCK_SIZE_X": 32, "TILE_SIZE": tile} for tile in range(1, 6)]  # stratum (0, 0) and (0, 1)
    configs += [{"BLOCK_SIZE_X": 512, "TILE_SIZE": 1}, {"BLOCK_SIZE_X": 768, "TILE_SIZE": 12}]  # (2, 0), (3, 2)
    names = ("BLOCK_SIZE_X", "TILE_SIZE")
    chosen = prepare.stratified_sample(configs, names, 4, seed=7)
    strata = {prepare.stratum(config, names) for config in chosen}
    # four strata: (0,0) holds tiles 1-4, (0,1) tile 5, (2,0) and (3,2) one each: one from each
    assert strata == {(0, 0), (0, 1), (2, 0), (3, 2)}
    assert len({json.dumps(config, sort_keys=True) for config in chosen}) == 4
    assert chosen == prepare.stratified_sample(configs, names, 4, seed=7)


def test_stratum_bands_threads_and_tile_product_on_a_log2_scale():
    config = {"block_size_x": 32, "block_size_y": 8, "tile_size_x": 3, "tile_size_y": 2}
    # 256 threads -> bit length 9; tile product 6 -> bit length 3
    assert prepare.stratum(config, ("threads", "tile")) == (9, 3)


def _inside(polygon: np.ndarray, x: float, y: float) -> bool:
    crossings = 0
    for (x1, y1), (x2, y2) in zip(polygon, np.roll(polygon, -1, axis=0)):
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            crossings += 1
    return crossings % 2 == 1


def test_star_polygon_lies_in_the_unit_square_around_its_centre():
    polygon = time_cases.star_polygon(600)
    radius = np.hypot(polygon[:, 0] - 0.5, polygon[:, 1] - 0.5)
    assert polygon.shape == (600, 2) and polygon.dtype == np.float32
    assert radius.min() >= 0.25 - 1e-6 and radius.max() <= 0.45 + 1e-6  # 0.35 +- 0.10
    assert _inside(polygon, 0.5, 0.5) and not _inside(polygon, 0.02, 0.02)


def test_case_names_drop_the_plan_gpu():
    assert make_cases.case_name("kt-convolution-h100") == "kt-convolution"
    assert make_cases.case_name("ktt-pnpoly-h100-zero-polygon") == "ktt-pnpoly-zero-polygon"


def _development_case(root: Path) -> Path:
    case = root / "ktt-pnpoly-rtx3090"
    (case / "kernel").mkdir(parents=True)
    (case / "kernel" / "SOURCE").write_text("repo: HiPerCoRe/KTT\n")
    (case / "kernel" / "LICENSE").write_text("MIT\n")
    document = {
        "name": "KTT Pnpoly on NVIDIA GeForce RTX 3090",
        "gpu": {"name": "NVIDIA GeForce RTX 3090", "arch": "sm_86", "suggested_model": None},
        "kernel": {"source": "kernel/KernelTunerPnpoly.cu", "name": "Pnpoly", "symbol": "_Z6PnpolyPiP6float2S1_i",
                   "include_dirs": [], "extra_flags": [], "prelude": "", "strip_lines": [], "constexpr_tunables": [],
                   "strip_pragma_when_zero": [], "arguments": ["bitmap", "points", "vertices", "n"],
                   "params": {"n": 20000000}, "param_columns": {}},
        "tunables": ["VERTICES", "BLOCK_SIZE_X"], "tunable_rules": "-D each", "runtime_args": {"n": 20000000},
        "launch": {"grid": "x", "block": "x", "dynamic_shared_bytes": 0}, "measured": "measured.csv",
    }
    (case / "case.yaml").write_text(yaml.safe_dump(document))
    return case


def test_a_run_becomes_a_case_the_validator_loads(tmp_path):
    _development_case(tmp_path / "validation")
    run = tmp_path / "results" / "cases" / "ktt-pnpoly-h100-zero-polygon"
    run.mkdir(parents=True)
    (run / "run.json").write_text(json.dumps({
        "gpu": "NVIDIA H100 80GB HBM3", "driver": "580.159.04", "cuda_driver_api": 13000, "cuda_runtime": 13020,
        "cupy": "14.2.0", "clock_fields": "clocks.sm", "clocks_before": "1980 MHz", "clocks_after": "1980 MHz",
        "method": "5 launches"}))
    with open(run / "measured.csv", "w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["VERTICES", "BLOCK_SIZE_X", "grid_x", "grid_y", "grid_z", "block_x", "block_y", "block_z",
                         "time_ms", "n_launches", "status"])
        writer.writerow([600, 256, 78125, 1, 1, 256, 1, 1, "4.5", 5, "ok"])
        writer.writerow([600, 512, 39063, 1, 1, 512, 1, 1, "5.25", 5, "ok"])
    target = make_cases.make_case(run, tmp_path / "validation", tmp_path / "out", {})
    assert target.name == "ktt-pnpoly-zero-polygon-h100"
    case = load_case(target)
    assert case.gpus[0].suggested_model == "h100" and case.gpus[0].arch == "sm_90"
    assert [row.time_ms for row in case.rows] == [4.5, 5.25]
    document = yaml.safe_load((target / "case.yaml").read_text())
    assert document["provenance"]["driver"] == "580.159.04"
    assert "(0, 0)" in document["runtime_args"]["polygon"]
    assert (target / "kernel" / "LICENSE").read_text() == "MIT\n"
    assert "4.5000 to 5.2500 ms" in (target / "README.md").read_text()


def _calibration_run(folder: Path, l2_latency: float, launch: list[tuple[int, int, float]]) -> Path:
    folder.mkdir(parents=True)
    header = "# gpu_name: NVIDIA H100 80GB HBM3\n# driver: 13000\n# method: CUDA events around each launch\n"
    (folder / "calibration.raw.csv").write_text(
        header + "gpu,key,value,unit,status,reference,derivation\n"
        f"h100,memory.l2_latency,{l2_latency},cycles,measured,r,d\n"
        "h100,memory.l2_bandwidth,1e13,B/s,measured,r,d\nh100,latency.fp32,4.5,cycles,measured,r,d\n")
    (folder / "launch_points.raw.csv").write_text(
        header + "warps_per_block,grid_blocks,time_us\n" + "".join(f"{w},{b},{t}\n" for w, b, t in launch))
    return folder


def _latency_run(folder: Path, fp32: float) -> Path:
    folder.mkdir(parents=True)
    header = "# gpu_name: NVIDIA H100 80GB HBM3\n# driver: 13000\n# method: clock64() around dependent chains\n"
    rows = "".join(f"h100,{key},{fp32 if key == 'latency.fp32' else 100.0},cycles,measured,r,d\n"
                   for key in adopt.LATENCY_KEYS)
    (folder / "calibration.raw.csv").write_text(header + "gpu,key,value,unit,status,reference,derivation\n" + rows)
    return folder


def test_adopted_rows_take_each_key_from_its_runs_and_refit_one_launch_line(tmp_path):
    run_a = _calibration_run(tmp_path / "a", 370.0, [(1, 1, 6.0), (1, 1001, 7.0)])
    run_b = _calibration_run(tmp_path / "b", 380.0, [(1, 1, 6.2), (1, 1001, 7.2)])
    latency_a, latency_b = _latency_run(tmp_path / "la", 4.0), _latency_run(tmp_path / "lb", 4.5)
    rows = {row["key"]: row for row in adopt.adopted_rows("h100", [run_a, run_b, latency_a, latency_b], launch=True)}
    assert set(rows) == {"memory.l2_bandwidth", *adopt.LATENCY_KEYS, "launch.intercept_us", "launch.block_dispatch_us"}
    # the full runs' l2 latency (370, 380) and fp32 chain (4.5) are not taken: the latency runs' are
    assert float(rows["memory.l2_latency"]["value"]) == 100.0
    assert float(rows["latency.fp32"]["value"]) == 4.25  # (4.0 + 4.5) / 2
    assert float(rows["memory.l2_bandwidth"]["value"]) == 1e13
    # points (1, 6.0), (1, 6.2), (1001, 7.0), (1001, 7.2): slope 1.0 / 1000 (the dispatch rate), intercept 6.1 - 0.001
    assert float(rows["launch.intercept_us"]["value"]) == pytest.approx(6.099)
    assert float(rows["launch.block_dispatch_us"]["value"]) == pytest.approx(0.001)
    assert "runs la" in rows["latency.fp32"]["reference"] and "--latencies-only" in rows["latency.fp32"]["reference"]
    assert "runs a" in rows["launch.intercept_us"]["reference"]


def test_adoption_needs_a_run_of_each_kind(tmp_path):
    run_a = _calibration_run(tmp_path / "a", 370.0, [(1, 1, 6.0), (1, 1001, 7.0)])
    with pytest.raises(LookupError, match="no latencies run"):
        adopt.adopted_rows("h100", [run_a], launch=False)


NCU_CSV = '''==PROF== Connected to process 1 (/usr/bin/python3.12)
"ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream","Block Size","Grid Size","Device","CC","Section Name","Metric Name","Metric Unit","Metric Value"
"0","1","python3","h","convolution_kernel(float *, float *, float *)","1","7","(32, 8, 1)","(19, 128, 1)","0","9.0","s","smsp__inst_executed.sum","inst","264,104,960"
"1","1","python3","h","Pnpoly(int *, float2 *, float2 *, int)","1","7","(576, 1, 1)","(2894, 1, 1)","0","9.0","s","smsp__inst_executed.sum","inst","10"
"2","1","python3","h","Pnpoly(int *, float2 *, float2 *, int)","1","7","(576, 1, 1)","(2894, 1, 1)","0","9.0","s","smsp__inst_executed.sum","inst","20"
"3","1","python3","h","Pnpoly(int *, float2 *, float2 *, int)","1","7","(576, 1, 1)","(2894, 1, 1)","0","9.0","s","smsp__inst_executed.sum","inst","30"
"4","1","python3","h","Pnpoly(int *, float2 *, float2 *, int)","1","7","(576, 1, 1)","(2894, 1, 1)","0","9.0","s","smsp__inst_executed.sum","inst","40"
==PROF== Disconnected from process 1
'''


def test_profiled_launches_go_to_their_cases_in_launch_order(tmp_path):
    (tmp_path / "counters.csv").write_text(NCU_CSV)
    counters = make_cases.read_counters(tmp_path)
    # one convolution launch; four pnpoly launches: the real polygon's two, then the all-zero one's
    assert counters["kt-convolution"] == [{"smsp__inst_executed.sum": "264104960"}]
    assert [launch["smsp__inst_executed.sum"] for launch in counters["ktt-pnpoly"]] == ["10", "20"]
    assert [launch["smsp__inst_executed.sum"] for launch in counters["ktt-pnpoly-zero-polygon"]] == ["30", "40"]
    rows, columns = make_cases.with_counters([{"time_ms": "1"}, {"time_ms": "2"}, {"time_ms": "3"}],
                                             counters["ktt-pnpoly"])
    assert columns == ["smsp__inst_executed.sum"]
    assert [row.get("smsp__inst_executed.sum") for row in rows] == ["10", "20", None]


def test_cubin_facts_need_the_case_entry_in_the_compile_report(tmp_path):
    from analyzer.toolchain.ptxas import PtxasFunction
    from analyzer.toolchain.compile import CompiledPtx

    # the Kernel Tuner file holds convolution_naive beside convolution_kernel: only the entry counts
    naive = PtxasFunction("_Z17convolution_naivePfS_S_", 31, 0, 0, 0, 0)
    compiled = CompiledPtx(tmp_path / "unit.ptx", "", {naive.name: 31}, "sm_90", "", True, {naive.name: naive})
    facts = prepare.cubin_facts(compiled, "_Z18convolution_kernelPfS_S_", tmp_path / "0.cubin")
    assert facts == {"status": "CompilationFailedConfig", "error": "no _Z18convolution_kernelPfS_S_"}


def test_recorded_registers_are_the_measured_entry_s():
    # ptxas -v for sm_90 of block 112 x 1, tile 1 x 1, read_only 1: convolution_kernel 30 registers
    # (convolution_naive of the same file: 31, which the first plan recorded)
    rows = list(csv.DictReader((ROOT / "validation" / "kt-convolution-h100" / "measured.csv").open()))
    row = next(row for row in rows if (row["block_size_x"], row["block_size_y"], row["tile_size_x"], row["tile_size_y"],
                                       row["read_only"], row["use_padding"]) == ("112", "1", "1", "1", "1", "0"))
    assert row["registers"] == "30"


def _profiled_pnpoly(folder: Path, rows: list[tuple[int, int, int]]) -> None:
    """A profiled run's folder: run.json and the launches' measured.csv (block, grid, time)."""
    folder.mkdir(parents=True)
    (folder / "run.json").write_text(json.dumps({"gpu": "NVIDIA H100 80GB HBM3"}))
    lines = ["TILE_SIZE,BLOCK_SIZE_X,grid_x,grid_y,grid_z,block_x,block_y,block_z,time_ms,status"]
    lines += [f"{tile},{block},{grid},1,1,{block},1,1,1.0,ok" for tile, block, grid in rows]
    (folder / "measured.csv").write_text("\n".join(lines) + "\n")


def test_later_counters_land_on_the_rows_with_the_same_tunables(tmp_path):
    (tmp_path / "counters.csv").write_text(NCU_CSV)
    profiled = tmp_path / "profiled"
    _profiled_pnpoly(profiled / "ktt-pnpoly-h100", [(12, 576, 2894), (1, 576, 2894)])
    _profiled_pnpoly(profiled / "ktt-pnpoly-h100-zero-polygon", [(1, 576, 2894), (12, 576, 2894)])
    for case in ("ktt-pnpoly-h100", "ktt-pnpoly-zero-polygon-h100"):
        folder = tmp_path / "cases" / case
        folder.mkdir(parents=True)
        (folder / "case.yaml").write_text("name: x\n")
        # the case's rows in another order than the profiled run's, with an older counter column
        (folder / "measured.csv").write_text(
            "TILE_SIZE,BLOCK_SIZE_X,grid_x,grid_y,grid_z,block_x,block_y,block_z,time_ms,status,dram__bytes_read.sum\n"
            "1,576,2894,1,1,576,1,1,2.0,ok,5\n12,576,2894,1,1,576,1,1,3.0,ok,6\n7,64,9,1,1,64,1,1,4.0,ok,7\n")
    launches = make_cases.read_launches(tmp_path / "counters.csv")
    assert launches["Pnpoly"][0]["Grid Size"] == "(2894, 1, 1)"
    assert add_counters.main(["--counters", str(tmp_path / "counters.csv"), "--profiled", str(profiled),
                              "--cases", str(tmp_path / "cases"), "--run-name", "test run"]) == 0
    real = list(csv.DictReader(open(tmp_path / "cases" / "ktt-pnpoly-h100" / "measured.csv")))
    zero = list(csv.DictReader(open(tmp_path / "cases" / "ktt-pnpoly-zero-polygon-h100" / "measured.csv")))
    # launches 1, 2 (real polygon: tile 12, then tile 1) and 3, 4 (all-zero: tile 1, then tile 12)
    assert [row["smsp__inst_executed.sum"] for row in real] == ["20", "10", ""]
    assert [row["smsp__inst_executed.sum"] for row in zero] == ["30", "40", ""]
    assert "dram__bytes_read.sum" not in real[0]  # the older counters are replaced, not mixed in
    document = yaml.safe_load((tmp_path / "cases" / "ktt-pnpoly-h100" / "case.yaml").read_text())
    assert document["counters"]["rows"] == "2 of the 3 configurations (test run)"


def test_a_launch_out_of_order_is_refused():
    row = {"TILE_SIZE": "1", "grid_x": "10", "grid_y": "1", "grid_z": "1", "block_x": "64", "block_y": "1",
           "block_z": "1"}
    launch = {"Grid Size": "(11, 1, 1)", "Block Size": "(64, 1, 1)", "smsp__inst_executed.sum": "1"}
    with pytest.raises(ValueError, match="launch order differs"):
        add_counters.match_launches([row], [launch], ["TILE_SIZE"], "here")
    with pytest.raises(ValueError, match="1 profiled configurations but 0 launches"):
        add_counters.match_launches([row], [], ["TILE_SIZE"], "here")


def test_sample_counters_go_beside_the_timings_with_the_run_header(tmp_path):
    profiled = tmp_path / "transpose" / "transpose_naive.h100.csv"
    profiled.parent.mkdir()
    profiled.write_text("# gpu_name: NVIDIA H100 80GB HBM3\n# method: CUDA events\n"
                        "kernel,block_x,block_y,block_z,grid_x,grid_y,grid_z,width,time_ms,min_ms,max_ms,launches\n"
                        "transpose_naive,32,8,1,2,2,1,64,0.1,0.1,0.1,1\n")
    launch = {"Grid Size": "(2, 2, 1)", "Block Size": "(32, 8, 1)", "dram__bytes_read.sum": "16384"}
    out = tmp_path / "samples" / "transpose" / "counters" / "transpose_naive.h100.csv"
    assert add_counters.write_sample_counters(profiled, [launch], out, "run x") == 1
    lines = out.read_text().splitlines()
    assert lines[0] == "# gpu_name: NVIDIA H100 80GB HBM3"
    assert lines[1].startswith("# method: Nsight Compute") and lines[1].endswith("; run x")
    assert lines[2:] == ["kernel,block_x,block_y,block_z,grid_x,grid_y,grid_z,width,dram__bytes_read.sum",
                         "transpose_naive,32,8,1,2,2,1,64,16384"]


def test_nvbench_buffer_sizes_follow_the_kernels_index_expressions():
    # the longest prefix wins: conv1d-basic has the mask buffer M, the other conv1d kernels do not
    assert nvbench.sizes_of("pmpp-conv1d-basic")["M"] == ("mask_width",)
    assert "M" not in nvbench.sizes_of("pmpp-conv1d-tiled-caching")
    assert nvbench.sizes_of("pmpp-mat-mat-mul-rec-tiles") == nvbench.sizes_of("pmpp-mat-mat-mul")
    # a 1920 x 1080 RGB image: 3 bytes per pixel in, 1 out
    sizes = nvbench.sizes_of("pmpp-image-to-grayscale")
    assert nvbench.elements(sizes["in"], {"width": 1920, "height": 1080}) == 6_220_800
    assert nvbench.elements(sizes["out"], {"width": 1920, "height": 1080}) == 2_073_600
    with pytest.raises(KeyError):
        nvbench.sizes_of("pmpp-unknown-kernel")


def test_nvbench_sample_counts_spend_about_a_quarter_second_within_bounds():
    # 0.01 ms: 25,000 cold samples wanted, 200 at most; 10,000 batch launches wanted, 2000 at most
    assert nvbench.sample_counts(0.01) == (200, 2000)
    # 5 ms: 0.25 s / 5 ms = 50 cold samples, 0.1 s / 5 ms = 20 launches in the batch
    assert nvbench.sample_counts(5.0) == (50, 20)
    # 1 s: the fewest, 5 and 5
    assert nvbench.sample_counts(1000.0) == (5, 5)


def _pmpp_rows(path: Path, rows: list[list]) -> Path:
    with open(path, "w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["gpu", "sweep", "m", "n", *nvbench.LAUNCH_COLUMNS, "time_ms", "status"])
        writer.writerows(rows)
    return path


def test_nvbench_launches_are_the_distinct_ok_rows_with_their_sweeps(tmp_path):
    measured = _pmpp_rows(tmp_path / "measured.csv", [
        ["gtx1650", "Sizes", 2, 2, 1, 1, 1, 512, 1, 1, 2048, "0.007", "ok"],
        ["rtx3080", "Sizes", 2, 2, 1, 1, 1, 512, 1, 1, 2048, "0.004", "ok"],  # another GPU: the same launch
        ["rtx3080", "Blocks", 2, 2, 1, 1, 1, 512, 1, 1, 2048, "0.004", "ok"],  # another sweep: the same launch
        ["rtx3080", "Blocks", 2, 2, 1, 1, 1, 256, 1, 1, 1024, "0.004", "ok"],
        ["rtx3080", "Blocks", 2, 2, 1, 1, 1, 64, 1, 1, 256, "", "Skipped"]])
    launches = nvbench.distinct_launches(measured, {"m": "m", "n": "n"})
    assert [(launch["block"][0], launch["shared"], launch["sweeps"]) for launch in launches] == [
        (512, 2048, ["Sizes", "Blocks"]), (256, 1024, ["Blocks"])]
    assert launches[0]["scalars"] == {"m": 2, "n": 2} and launches[0]["grid"] == [1, 1, 1]


def test_nvbench_arguments_are_padded_zero_buffers_and_typed_scalars():
    arguments = [{"name": "out", "type": "uint32_t*", "size": ["m"]},
                 {"name": "in_mat", "type": "uint32_t*", "size": ["m", "n"]},
                 {"name": "m", "type": "int", "column": "m"}, {"name": "n", "type": "int", "column": "n"}]
    out, in_mat, m, n = nvbench.launch_arguments(np, arguments, {"m": 3, "n": 5}, threads=512)
    # 3 and 15 elements, each padded by the 512 launched threads
    assert (out.size, in_mat.size) == (515, 527) and out.dtype == np.uint32 and not in_mat.any()
    assert (m, n) == (3, 5) and m.dtype == np.int32


def _nvbench_run(folder: Path, times: list[tuple[str, str]]) -> Path:
    folder.mkdir(parents=True)
    (folder / "run.json").write_text(json.dumps({
        "gpu": "NVIDIA H200", "driver": "580.159.04", "cuda_driver_api": 13000, "cuda_runtime": 13020,
        "cupy": "14.2.0", "clock_fields": "clocks.sm", "clocks_before": "1980 MHz", "clocks_after": "1980 MHz"}))
    with open(folder / "measured.csv", "w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["gpu", "sweep", "m", "n", *nvbench.LAUNCH_COLUMNS, "time_ms", "time_noise_rel", "status"])
        for block, (time_ms, noise) in zip((512, 256), times):
            writer.writerow(["h200", "Sizes", 64, 64, 1, 1, 1, block, 1, 1, 4 * block, time_ms, noise, "ok"])
    return folder


def test_nvbench_runs_land_as_a_case_with_the_quieter_run_of_each_launch(tmp_path):
    development = tmp_path / "validation" / "pmpp-mat-vec-mul-tiles"
    (development / "kernel").mkdir(parents=True)
    (development / "kernel" / "SOURCE").write_text("repo R100001/Programming-Massively-Parallel-Processors\n")
    (development / "case.yaml").write_text(yaml.safe_dump({
        "name": "PMPP NVBench mat_vec_mul_tiles on 7 consumer GPUs", "gpu": "per_row",
        "kernel": {"source": "kernel/k.cuh", "name": "mat_vec_mul_tiles", "symbol": "_Z1kPjS_S_ii",
                   "arguments": ["out", "in_mat", "in_vec", "m", "n"], "param_columns": {"m": "m", "n": "n"}},
        "tunables": [], "tunable_rules": "none",
        "runtime_args": {"out": {"ptx_param": "p0", "type": "uint32_t*"}, "in_mat": {"ptx_param": "p1", "type": "uint32_t*"},
                         "in_vec": {"ptx_param": "p2", "type": "uint32_t*"},
                         "m": {"ptx_param": "p3", "type": "int", "column": "m"},
                         "n": {"ptx_param": "p4", "type": "int", "column": "n"}},
        "launch": {"grid": "x = ceil(m/block_x)"},
        "notes": ["All buffers are zero-initialised.", "column sweep = the benchmark name suffix"]}))
    # launch 1: run 2 is quieter (a stray slow sample left run 1 at 90 % noise); launch 2: run 1
    first = _nvbench_run(tmp_path / "r1" / "pmpp-mat-vec-mul-tiles", [("0.0090", "0.9"), ("0.0050", "0.01")])
    second = _nvbench_run(tmp_path / "r2" / "pmpp-mat-vec-mul-tiles", [("0.0041", "0.02"), ("0.0052", "0.03")])
    target = nvbench_land.land_case([first, second], tmp_path / "validation", tmp_path / "out", "2026-11-26")
    assert target.name == "pmpp-mat-vec-mul-tiles-h200"
    case = load_case(target)
    assert case.gpus[0].id == "h200" and case.gpus[0].suggested_model == "h200"
    assert [row.time_ms for row in case.rows] == [0.0041, 0.0050]
    assert [row.arguments for row in case.rows] == [{"m": 64, "n": 64}] * 2
    with open(target / "measured.csv", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert [(row["run"], row["time_ms_run_1"], row["time_ms_run_2"]) for row in rows] == [
        ("2", "0.0090", "0.0041"), ("1", "0.0050", "0.0052")]
    document = yaml.safe_load((target / "case.yaml").read_text())
    # the timing method the launch floors are fitted for, and the development notes minus the sweep's
    assert timing_method(document["what_was_timed"]) == "nvbench-cold"
    assert document["notes"][0] == "All buffers are zero-initialised." and len(document["provenance"]["clocks"]) == 2


def test_nvbench_runs_of_different_launches_are_refused(tmp_path):
    first = _nvbench_run(tmp_path / "r1" / "c", [("0.1", "0.1"), ("0.2", "0.1")])
    second = _nvbench_run(tmp_path / "r2" / "c", [("0.1", "0.1")])
    with pytest.raises(ValueError):  # zip(strict=True): one run is a launch short
        nvbench_land.merged_rows([first, second])


def test_atomic_rate_rows_count_every_lane_update():
    # 4096 x 256 x 64 = 67,108,864 updates in 49.1538 ms: 1.36528 per ns, 0.689537 per 1980 MHz clock
    row = atomic_rates.rate_row("global-same-word", 1, 49.1538, 1980.0)
    assert row["lane_updates"] == "67108864"
    assert float(row["updates_per_ns"]) == pytest.approx(1.36528, rel=1e-5)
    assert float(row["updates_per_sm_clock"]) == pytest.approx(0.689537, rel=1e-5)


def test_the_adopted_rates_are_the_means_of_the_runs(tmp_path):
    runs = []
    for letter, rate in (("a", 0.69), ("b", 0.71)):
        run = tmp_path / f"2026-11-26-h200-atomics-{letter}"
        run.mkdir()
        ladder = "".join(f"{name},{size // 4},4096,256,64,67108864,1,1,{rate * size}\n"
                         for name, size in atomic_rates.HOT_SETS)
        (run / "atomics.raw.csv").write_text(
            "# gpu_name: NVIDIA H200\n" + ",".join(atomic_rates.COLUMNS) + "\n"
            f"global-same-word,1,4096,256,64,67108864,49,1.37,{rate}\n" + ladder
            + "shared-same-word,1,4096,256,64,67108864,0.02,3600,1800\n")
        runs.append(run)
    rows = list(csv.DictReader(atomic_rates.adopted_rows("h200", runs, "ref [57]").splitlines()))
    # the mean of 0.69 x size and 0.71 x size is 0.7 x size; the shared benchmarks are not adopted
    assert [(row["key"], row["value"], row["status"]) for row in rows] == [
        ("memory.atomic_same_word_per_clock", "0.7", "measured"),
        ("atomic_hot_set_per_clock.128", "89.6", "measured"),
        ("atomic_hot_set_per_clock.2048", "1433.6", "measured"),
        ("atomic_hot_set_per_clock.16384", "11468.8", "measured"),
        ("atomic_hot_set_per_clock.262144", "183501", "measured"),
        ("atomic_hot_set_per_clock.67108864", "4.69762e+07", "measured")]
    assert "0.69, 0.71" in rows[0]["derivation"] and "over 2048 bytes (512 words)" in rows[2]["derivation"]


def test_adopting_runs_without_a_benchmark_is_refused(tmp_path):
    run = tmp_path / "2026-11-26-h200-atomics-a"
    run.mkdir()
    (run / "atomics.raw.csv").write_text(
        "# gpu_name: NVIDIA H200\n" + ",".join(atomic_rates.COLUMNS) + "\n"
        "global-same-word,1,4096,256,64,67108864,49,1.37,0.69\n")
    with pytest.raises(ValueError, match="global-hot-32"):
        atomic_rates.adopted_rows("h200", [run], "ref [57]")


def test_profiled_pmpp_launches_land_on_the_rows_in_plan_order(tmp_path):
    case = tmp_path / "pmpp-mat-vec-mul-h100"
    case.mkdir()
    (case / "case.yaml").write_text(yaml.safe_dump({"name": "x", "kernel": {"name": "mat_vec_mul"}}))
    (case / "measured.csv").write_text("m,grid_x,block_x,time_ms,status\n64,1,64,0.004,ok\n128,1,128,0.005,ok\n")
    header = ('"ID","Kernel Name","Block Size","Grid Size","Metric Name","Metric Value"\n')
    rows = "".join(f'"{index}","void mat_vec_mul<unsigned int>(T1 *, T1 *, T1 *, int, int)","({block}, 1, 1)",'
                   f'"(1, 1, 1)","dram__bytes_read.sum","{value}"\n'
                   for index, (block, value) in enumerate(((64, "1,024"), (128, "2,048"))))
    (tmp_path / "log.csv").write_text("==PROF== profiling\n" + header + rows)
    plan = {"cases": [{"case": "pmpp-mat-vec-mul", "launches": [{"grid": [1, 1, 1], "block": [64, 1, 1]},
                                                                {"grid": [1, 1, 1], "block": [128, 1, 1]}]}]}
    assert nvbench_land.add_counters(tmp_path / "log.csv", plan, tmp_path, "h100") == [case]
    with open(case / "measured.csv", newline="") as handle:
        assert [row["dram__bytes_read.sum"] for row in csv.DictReader(handle)] == ["1024", "2048"]
    document = yaml.safe_load((case / "case.yaml").read_text())
    assert document["counters"]["columns"] == ["dram__bytes_read.sum"] and document["counters"]["rows"] == "every launch"
    # a profiled launch that is not the planned one is refused
    plan["cases"][0]["launches"][1]["block"] = [256, 1, 1]
    with pytest.raises(SystemExit):
        nvbench_land.add_counters(tmp_path / "log.csv", plan, tmp_path, "h100")
