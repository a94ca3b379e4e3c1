"""The Kernel Tuner strategy in a real ``tune_kernel`` call, simulation mode, on a constructed
cache of six configurations whose measuring order is derived by hand (no GPU, no source)."""

from __future__ import annotations

import json

import pytest

from analyzer.tuning.guided_search import GuidedSearch, GuidedSearchOptions, neighbours

kernel_tuner = pytest.importorskip("kernel_tuner")

from kerneltime.kernel_tuner import Strategy  # noqa: E402

TUNE_PARAMS = {"block_size_x": [32, 64, 128], "tile": [1, 2]}
#: Predicted microseconds: pure predicted order (64,2) (128,2) (64,1) (128,1) (32,2) (32,1).
PREDICTED_US = {(32, 1): 10.0, (32, 2): 8.0, (64, 1): 6.0, (64, 2): 4.0, (128, 1): 7.0, (128, 2): 5.0}
MEASURED_MS = {(32, 1): 0.010, (32, 2): 0.009, (64, 1): 0.012, (64, 2): 0.008, (128, 1): 0.0035, (128, 2): 0.006}
#: Hand-derived: (64,2) best predicted; its ratio 0.008/4 = 0.002 corrects all, so (128,2)
#: (5 -> 0.010); (128,2) ratio 0.0012 is nearest to (128,1): 7 x 0.0012 = 0.0084 beats (64,1)
#: 6 x 0.002 = 0.012; (128,1) ratio 0.0005 is (with (64,2)) nearest to (64,1), tie to the faster
#: measured one: 6 x 0.0005 = 0.003; then (32,2) 8 x 0.002 = 0.016 before (32,1) 10 x 0.002.
EXPECTED_ORDER = [(64, 2), (128, 2), (128, 1), (64, 1), (32, 2), (32, 1)]


def _cache(path, failed=()):
    keys = list(TUNE_PARAMS)
    entries = {}
    for config, time in MEASURED_MS.items():
        entry = dict(zip(keys, config))
        entry.update({"time": "RuntimeFailedConfig" if config in failed else time, "times": [time],
                      "compile_time": 1.0, "verification_time": 0, "benchmark_time": 2.0})
        entries[",".join(map(str, config))] = entry
    document = {"device_name": "Constructed GPU", "kernel_name": "k", "problem_size": [1024, 1, 1],
                "tune_params_keys": keys, "tune_params": TUNE_PARAMS, "objective": "time", "cache": entries}
    path.write_text(json.dumps(document))
    return path


def _predictor(calls):
    def predict(configs):
        calls.append(list(configs))
        return [PREDICTED_US[tuple(config)] for config in configs]
    return predict


def _tune(cache, strategy, budget):
    results, _ = kernel_tuner.tune_kernel("k", "", (1024, 1, 1), [], dict(TUNE_PARAMS), cache=str(cache),
                                          simulation_mode=True, strategy=strategy, quiet=True,
                                          strategy_options={"max_fevals": budget})
    return results


def _order(results):
    seen = []
    for result in results:
        config = (result["block_size_x"], result["tile"])
        if config not in seen:
            seen.append(config)
    return seen


def test_tune_kernel_measures_in_the_hand_derived_order(tmp_path):
    calls = []
    strategy = Strategy(predictor=_predictor(calls), sample_size=6, max_predictions=6)
    results = _tune(_cache(tmp_path / "cache.json"), strategy, 6)
    assert _order(results) == EXPECTED_ORDER
    assert [result["time"] for result in results] == [MEASURED_MS[config] for config in EXPECTED_ORDER]
    assert sum(len(call) for call in calls) == 6 and strategy.report.predicted == 6


def test_max_fevals_stops_after_the_budget_and_is_a_prefix(tmp_path):
    cache = _cache(tmp_path / "cache.json")
    results = _tune(cache, Strategy(predictor=_predictor([]), sample_size=6, max_predictions=6), 3)
    assert _order(results) == EXPECTED_ORDER[:3]
    assert min(result["time"] for result in results) == 0.0035


def test_time_limit_stops_the_measurements(tmp_path):
    import time

    def slow_predictor(configs):
        time.sleep(0.05)
        return [PREDICTED_US[tuple(config)] for config in configs]

    path = _cache(tmp_path / "cache.json")
    document = json.loads(path.read_text())
    for entry in document["cache"].values():
        entry.update({"compile_time": 0, "benchmark_time": 400.0})  # simulated: 0.4 s per measurement
    path.write_text(json.dumps(document))
    results, _ = kernel_tuner.tune_kernel("k", "", (1024, 1, 1), [], dict(TUNE_PARAMS), cache=str(path),
                                          simulation_mode=True, quiet=True, strategy_options={"time_limit": 1.0},
                                          strategy=Strategy(predictor=slow_predictor, sample_size=6, max_predictions=6))
    # 0.05 s of predictions, then measurements end at 0.45, 0.85 and 1.25 s: the third one spends the limit
    assert _order(results) == EXPECTED_ORDER[:3]


def test_a_failed_configuration_is_recorded_once_and_gives_no_correction(tmp_path):
    cache = _cache(tmp_path / "cache.json", failed={(128, 2)})
    results = _tune(cache, Strategy(predictor=_predictor([]), sample_size=6, max_predictions=6), 6)
    # (128,2) fails: only (64,2)'s ratio 0.002 corrects, so the rest follow the predicted order
    assert _order(results) == [(64, 2), (128, 2), (64, 1), (128, 1), (32, 2), (32, 1)]
    failed = [result for result in results if "__error__" in result]
    assert [(result["block_size_x"], result["tile"]) for result in failed] == [(128, 2)]


def test_restrictions_keep_configurations_out(tmp_path):
    cache = _cache(tmp_path / "cache.json")
    results, _ = kernel_tuner.tune_kernel("k", "", (1024, 1, 1), [], dict(TUNE_PARAMS), cache=str(cache),
                                          simulation_mode=True, quiet=True, restrictions=["block_size_x != 128"],
                                          strategy=Strategy(predictor=_predictor([]), sample_size=6, max_predictions=6))
    # without the 128 configurations: (64,2), then (32,2) at 8 x 0.002 = 0.016 is behind (64,1) at 0.012
    assert _order(results) == [(64, 2), (64, 1), (32, 2), (32, 1)]


def test_neighbours_step_one_value_in_one_parameter():
    values = [(32, 64, 128), (1, 2)]
    assert neighbours((64, 1), values, lambda config: True) == [(32, 1), (128, 1), (64, 2)]
    assert neighbours((32, 2), values, lambda config: config != (64, 2)) == [(32, 1)]


def test_the_climb_on_predictions_reaches_the_predicted_local_optimum():
    # a 1-D space of 9 values, predicted time |i - 6| + 1; the seeded sample of 1 starts somewhere,
    # the climb walks to i = 6 and predicts only the configurations on its way and beside them
    space = [(i,) for i in range(9)]
    calls = []

    def predict(configs):
        calls.extend(configs)
        return [abs(config[0] - 6) + 1.0 for config in configs]

    search = GuidedSearch(space, [tuple(range(9))], predict, GuidedSearchOptions(sample_size=1, max_predictions=9,
                                                                           climb_starts=1))
    assert search.next_config() == (6,)
    start = calls[0][0]
    # the start's two neighbours, then each step's: everything from one below to one above the path
    low, high = max(0, min(start - 1, 5)), min(8, max(start + 1, 7))
    assert sorted(config[0] for config in calls) == list(range(low, high + 1))


def test_max_predictions_bounds_the_predictor():
    space = [(i,) for i in range(20)]
    calls = []

    def predict(configs):
        calls.extend(configs)
        return [float(config[0] + 1) for config in configs]

    search = GuidedSearch(space, [tuple(range(20))], predict, GuidedSearchOptions(sample_size=8, max_predictions=10))
    for _ in range(20):
        config = search.next_config()
        search.record(config, float(config[0] + 1))
    assert len(calls) == 10 and len(set(calls)) == 10
    assert search.next_config() is None


SCALE_KERNEL = """
__global__ void scale(float *out, const float *in, int n) {
    int first = (blockIdx.x * block_size_x + threadIdx.x) * ITEMS;
    for (int k = 0; k < ITEMS; k++) {
        if (first + k < n) out[first + k] = 2.0f * in[first + k];
    }
}
"""


def test_the_source_predictor_ranks_as_kerneltime_tune_does(tmp_path):
    """Our own kernel, compiled by nvcc through the strategy's predictor inside ``tune_kernel``
    (simulation mode replays a constructed cache): the first configuration measured is the best
    that ``kerneltime tune`` predicts for the same source, options and GPU."""
    import shutil
    import subprocess
    import sys

    import numpy

    if shutil.which("nvcc") is None:
        pytest.skip("nvcc is not on the PATH")
    source = tmp_path / "scale.cu"
    source.write_text(SCALE_KERNEL)
    size = 1 << 20
    params = {"block_size_x": [128, 256], "ITEMS": [1, 2]}
    keys = list(params)
    cache = {",".join(map(str, (block, items))): {"block_size_x": block, "ITEMS": items, "time": 0.1,
                                                   "compile_time": 0, "verification_time": 0, "benchmark_time": 0}
             for block in params["block_size_x"] for items in params["ITEMS"]}
    (tmp_path / "cache.json").write_text(json.dumps({
        "device_name": "Constructed GPU", "kernel_name": "scale", "problem_size": size, "tune_params_keys": keys,
        "tune_params": params, "objective": "time", "cache": cache}))
    strategy = Strategy(gpu="a100", workers=1)
    arguments = [numpy.zeros(size, numpy.float32), numpy.zeros(size, numpy.float32), numpy.int32(size)]
    results, _ = kernel_tuner.tune_kernel("scale", str(source), size, arguments, params, cache=str(tmp_path / "cache.json"),
                                          grid_div_x=["block_size_x", "ITEMS"], simulation_mode=True, quiet=True,
                                          strategy=strategy, strategy_options={"max_fevals": 1})
    tuned = subprocess.run([sys.executable, "-m", "analyzer", "tune", str(source), "--kernel", "scale", "--gpu", "a100",
                            "--problem-size", str(size), "--tune", "block_size_x=128,256", "--tune", "ITEMS=1,2",
                            "--grid-div-x", "block_size_x", "--grid-div-x", "ITEMS", "--param", f"p2={size}", "--json"],
                           capture_output=True, text=True, check=True)
    best = json.loads(tuned.stdout)["best"]["config"]
    assert (results[0]["block_size_x"], results[0]["ITEMS"]) == (best["block_size_x"], best["ITEMS"])
    assert strategy.report.predicted == 4 and strategy.report.refused == 0
