"""The measurements committed from lent GPUs carry their metadata and load as the tools read them."""

from __future__ import annotations

import csv
import statistics
from pathlib import Path

import pytest
import yaml

from analyzer.evaluation.case import load_case
from analyzer.measure.records import read_table
from analyzer.gpu.loader import load_gpu

ROOT = Path(__file__).resolve().parents[2]
OWN_CASES = sorted(path for path in (ROOT / "validation").iterdir() if (path / "case.yaml").is_file())
SAMPLE_TABLES = sorted((ROOT / "samples").glob("*/measured/*.csv"))
ALL_RUNS = sorted((ROOT / "microbench_data" / "runs").iterdir())
CALIBRATION_RUNS = [run for run in ALL_RUNS if "-latency-" not in run.name and "-atomics-" not in run.name]
ATOMIC_RUNS = [run for run in ALL_RUNS if "-atomics-" in run.name]
LATENCY_RUNS = [run for run in ALL_RUNS if "-latency-" in run.name]


#: The distinct launches of each PMPP development case (tools/groundtruth/nvbench_cases.py prepare).
NVBENCH_LAUNCHES = {"pmpp-array-add-coalesced": 13, "pmpp-array-add-not-coalesced": 13, "pmpp-conv1d-basic": 30,
                    "pmpp-conv1d-constant": 30, "pmpp-conv1d-tiled": 35, "pmpp-conv1d-tiled-caching": 35,
                    "pmpp-conv2d-basic": 21, "pmpp-conv2d-constant": 21, "pmpp-conv2d-tiled": 23,
                    "pmpp-histogram-shared": 31, "pmpp-histogram-simple": 31, "pmpp-image-to-grayscale": 13,
                    "pmpp-mat-mat-mul": 6, "pmpp-mat-mat-mul-rec-tiles": 6, "pmpp-mat-mat-mul-tiles": 11,
                    "pmpp-mat-vec-mul": 13, "pmpp-mat-vec-mul-tiles": 22}


def test_there_are_measurements_of_both_lent_gpus():
    assert {path.name.rsplit("-", 1)[1] for path in OWN_CASES} == {"h100", "h200"}
    assert {path.name.split(".")[-2] for path in SAMPLE_TABLES} == {"h100", "h200"}
    assert len(SAMPLE_TABLES) == 26  # 13 sample kernels x 2 GPUs
    nvbench_cases = [path.name for path in OWN_CASES if path.name.startswith("pmpp-")]
    assert sorted(nvbench_cases) == sorted(f"{case}-{gpu}" for case in NVBENCH_LAUNCHES for gpu in ("h100", "h200"))


@pytest.mark.parametrize("case_dir", OWN_CASES, ids=lambda path: path.name)
def test_own_cases_load_with_their_run_metadata(case_dir):
    case = load_case(case_dir)
    document = yaml.safe_load((case_dir / "case.yaml").read_text())
    gpu_id = case_dir.name.rsplit("-", 1)[1]
    assert case.gpus[0].suggested_model == gpu_id and (ROOT / "gpu_models" / f"{gpu_id}.yaml").is_file()
    provenance = document["provenance"]
    assert provenance["driver"] == "580.159.04"
    if case_dir.name.startswith("pmpp-"):
        # every distinct launch of the development case (prepare's count), two runs each
        assert sum(row.status == "ok" for row in case.rows) == NVBENCH_LAUNCHES[case_dir.name.rsplit("-", 1)[0]]
        assert [run["after"].split(",")[0] for run in provenance["clocks"]] == ["1980 MHz"] * 2
        assert case.gpus[0].id == gpu_id and document["what_was_timed"].startswith("NVBench cold")
        # Nsight Compute counters of every launch (nvbench_counters.sh): the SM clock near 1.98 GHz
        assert document["counters"]["rows"] == "every launch" and len(document["counters"]["columns"]) == 14
        clocks = [row.counters["sm__cycles_elapsed.avg.per_second"] for row in case.rows]
        assert len(clocks) == len(case.rows) and 1.9e9 < statistics.median(clocks) < 2.05e9
    else:
        # 100 stratified configurations; CoulombSum3d's whole space of 210
        assert sum(row.status == "ok" for row in case.rows) == (210 if "coulombsum3d" in case_dir.name else 100)
        assert "1980 MHz" in provenance["clocks"]["after"]
    assert (case_dir / "kernel" / "SOURCE").is_file() and not list((case_dir / "kernel").glob("*.cu"))


@pytest.mark.parametrize("table", SAMPLE_TABLES, ids=lambda path: path.name)
def test_sample_timings_name_gpu_clocks_driver_and_method(table):
    header, rows = read_table(table)
    assert header["gpu_name"] in {"NVIDIA H100 80GB HBM3", "NVIDIA H200"}
    assert float(header["sm_clock_mhz"]) == 1980.0 and header["driver"] == "13000"
    assert "CUDA events" in header["method"]
    assert len(rows) >= 8 and all(float(row["time_ms"]) > 0 for row in rows)


@pytest.mark.parametrize("run", CALIBRATION_RUNS, ids=lambda path: path.name)
def test_calibration_runs_hold_tables_and_floors(run):
    header, _ = read_table(run / "calibration.raw.csv")
    assert header["gpu_name"].startswith("NVIDIA H")
    floors = {row["method"]: float(row["median_us"]) for row in read_table(run / "launch_floors.raw.csv")[1]}
    # measured: the cold floor (GPU busy with the flush when the launch is queued) is 2.7-3.2 us,
    # below the warm one (GPU idle, host submission timed too), 5.6-7.8 us
    assert set(floors) == {"events-warm", "events-cold", "events-cold-queued"}
    assert 2.0 < floors["events-cold"] < floors["events-warm"] < 10.0


@pytest.mark.parametrize("run", ATOMIC_RUNS, ids=lambda path: path.name)
def test_atomic_rate_runs_hold_every_benchmark_with_consistent_rates(run):
    header, rows = read_table(run / "atomics.raw.csv")
    assert header["gpu_name"] in {"NVIDIA H100 80GB HBM3", "NVIDIA H200"} and float(header["sm_clock_mhz"]) == 1980.0
    assert header["driver"] == "580.159.04" and "CUDA events" in header["method"]
    rate = {row["benchmark"]: float(row["updates_per_ns"]) for row in rows}
    assert set(rate) == {"global-same-word", "global-hot-32", "global-hot-512", "global-hot-4096",
                         "global-hot-65536", "global-spread", "shared-same-word", "shared-distinct"}
    for row in rows:  # 4096 x 256 x 64 lane updates over the measured time
        assert int(row["lane_updates"]) == 67_108_864
        assert float(row["updates_per_ns"]) == pytest.approx(67_108_864 / (float(row["time_ms"]) * 1e6), rel=1e-4)
        assert float(row["updates_per_sm_clock"]) == pytest.approx(float(row["updates_per_ns"]) / 1.98, rel=1e-4)
    # measured: the fewer words the grid shares, the slower: one word about 1.37 updates/ns
    # (0.69 per SM clock), one line 10x that, 16 lines 40x, no sharing 380-460x
    ladder = [rate[name] for name in ("global-same-word", "global-hot-32", "global-hot-512", "global-hot-4096",
                                      "global-hot-65536", "global-spread")]
    assert ladder == sorted(ladder) and 1.3 < ladder[0] < 1.4 and 13 < ladder[1] < 14 and 53 < ladder[2] < 55


@pytest.mark.parametrize("gpu_id", ["h100", "h200"])
def test_the_model_s_one_word_atomic_rate_is_the_mean_of_its_runs(gpu_id):
    rates = [float(row["updates_per_sm_clock"]) for run in ATOMIC_RUNS if f"-{gpu_id}-" in run.name
             for row in read_table(run / "atomics.raw.csv")[1] if row["benchmark"] == "global-same-word"]
    assert len(rates) == {"h100": 1, "h200": 2}[gpu_id]
    assert load_gpu(gpu_id).atomic_same_word_per_clock == pytest.approx(statistics.mean(rates), rel=1e-5)


@pytest.mark.parametrize("gpu_id", ["h100", "h200"])
def test_the_model_s_hot_set_rates_are_the_means_of_its_runs(gpu_id):
    """Each hot set's rate in the model is the mean of its benchmark over the GPU's runs, keyed by
    the set's bytes (32 words = one 128-byte line ... 2^24 words = 64 MiB)."""
    sizes = {"global-hot-32": 128, "global-hot-512": 2048, "global-hot-4096": 16384,
             "global-hot-65536": 262144, "global-spread": 67108864}
    rates: dict[int, list[float]] = {}
    for run in ATOMIC_RUNS:
        if f"-{gpu_id}-" in run.name:
            for row in read_table(run / "atomics.raw.csv")[1]:
                if row["benchmark"] in sizes:
                    rates.setdefault(sizes[row["benchmark"]], []).append(float(row["updates_per_sm_clock"]))
    model = load_gpu(gpu_id).atomic_hot_set_per_clock
    assert sorted(model) == sorted(sizes.values())
    for size, values in rates.items():
        assert model[size] == pytest.approx(statistics.mean(values), rel=1e-5)


@pytest.mark.parametrize("run", LATENCY_RUNS, ids=lambda path: path.name)
def test_latency_runs_hold_the_measured_ladder(run):
    """Each latency run names its method and measures what the model reads, in a plausible order:
    shared < L1 < L2 first touch < DRAM, and the arithmetic classes at whole cycles (4, 8)."""
    header, rows = read_table(run / "calibration.raw.csv")
    assert header["method"].startswith("clock64()") and header["gpu_name"].startswith("NVIDIA H")
    value = {row["key"]: float(row["value"]) for row in rows}
    assert value["memory.shared_latency"] < value["memory.l1_latency"] < value["memory.l2_latency"] \
        < value["memory.dram_latency"]
    assert round(value["latency.fp32"], 2) == 4.0 and round(value["latency.fp64"], 2) == 8.0
    extras = {row["key"]: float(row["value"]) for row in read_table(run / "latency_extras.raw.csv")[1]}
    # a line this SM loaded before hits in the near L2 partition, faster than a first touch
    assert extras["memory.l2_reuse_latency"] < value["memory.l2_latency"]
    # constant rings beyond the constant cache (8 KB and more; runs a, b measured 8 KB only) miss
    beyond = [extras[key] for key in extras if key.startswith("latency.ld_const_") and key != "latency.ld_const_4kb"
              and not key.endswith("_2kb")]
    assert beyond and all(latency > 3 * value["latency.ld_const"] for latency in beyond)


COUNTER_TABLES = sorted((ROOT / "samples").glob("*/counters/*.csv"))


def _rows(path: Path) -> list[dict[str, str]]:
    return list(csv.DictReader(line for line in path.read_text().splitlines() if not line.startswith("#")))


@pytest.mark.parametrize("path", COUNTER_TABLES, ids=lambda path: f"{path.parent.parent.name}-{path.name}")
def test_sample_counters_cover_the_timed_launches(path):
    """Every timed sample launch has its counters, launch for launch, under the run's header."""
    timed = ROOT / "samples" / path.parent.parent.name / "measured" / path.name
    header = [line for line in path.read_text().splitlines() if line.startswith("#")]
    assert any(line.startswith("# gpu_name: NVIDIA H") for line in header)
    assert any(line.startswith("# method: Nsight Compute") for line in header)
    shape = ("block_x", "block_y", "block_z", "grid_x", "grid_y", "grid_z")
    assert [[row[name] for name in shape] for row in _rows(path)] == \
           [[row[name] for name in shape] for row in _rows(timed)]
    assert all(float(row["gpu__time_duration.sum"]) > 0 for row in _rows(path))


@pytest.mark.parametrize("gpu_id", ["h100", "h200"])
def test_the_store_line_rate_is_the_median_of_the_transpose_counters(gpu_id):
    """``memory.l2_store_lines_per_clock`` in microbench_data/<gpu>/counters.csv follows from the
    committed counters: store sectors (one per line: every lane its own row) per SM clock."""
    rates = [float(row["l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"])
             / (float(row["gpu__time_duration.sum"]) * 1e-9 * float(row["sm__cycles_elapsed.avg.per_second"]))
             for row in _rows(ROOT / "samples" / "transpose" / "counters" / f"transpose_naive.{gpu_id}.csv")]
    assert len(rates) == 8
    assert load_gpu(gpu_id).l2_store_lines_per_clock == pytest.approx(statistics.median(rates), abs=0.005)
