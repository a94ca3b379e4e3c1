"""The Kernel Tuner strategy in real ``tune_kernel``/``tune_cache`` calls, simulation mode, on
constructed caches (no GPU, no source): both predictor forms, the budget, the time limit,
failures and restrictions."""

from __future__ import annotations

import json

import pytest

from analyzer.errors import InputError

kernel_tuner = pytest.importorskip("kernel_tuner")

from kerneltime.kernel_tuner import Strategy  # noqa: E402

TUNE_PARAMS = {"block_size_x": [32, 64, 128], "tile": [1, 2]}
#: Predicted microseconds: predicted order (64,2) (128,2) (64,1) (128,1) (32,2) (32,1).
PREDICTED_US = {(32, 1): 10.0, (32, 2): 8.0, (64, 1): 6.0, (64, 2): 4.0, (128, 1): 7.0, (128, 2): 5.0}
MEASURED_MS = {(32, 1): 0.010, (32, 2): 0.009, (64, 1): 0.012, (64, 2): 0.008, (128, 1): 0.0035, (128, 2): 0.006}


def _write(path, tune_params, measured, failed=()):
    keys = list(tune_params)
    entries = {}
    for config, time in measured.items():
        entry = dict(zip(keys, config))
        entry.update({"time": "RuntimeFailedConfig" if config in failed else time, "times": [time],
                      "compile_time": 1.0, "verification_time": 0, "benchmark_time": 2.0})
        entries[",".join(map(str, config))] = entry
    document = {"device_name": "Constructed GPU", "kernel_name": "k", "problem_size": [1024, 1, 1],
                "tune_params_keys": keys, "tune_params": tune_params, "objective": "time", "cache": entries}
    path.write_text(json.dumps(document))
    return path


def _cache(path, failed=()):
    return _write(path, TUNE_PARAMS, MEASURED_MS, failed)


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


def _order(results, keys=("block_size_x", "tile")):
    seen = []
    for result in results:
        config = tuple(result[key] for key in keys)
        if config not in seen:
            seen.append(config)
    return seen


#: A 200-configuration bowl (20 x 10 values), optimum 1 ms at x = 13, y = 6.
BOWL_PARAMS = {"x": list(range(20)), "y": list(range(10))}
BOWL_MS = {(x, y): 1.0 + 0.1 * ((x - 13) ** 2 + 2 * (y - 6) ** 2) for x in range(20) for y in range(10)}


def _tune_cache(cache, strategy, budget):
    results, _ = kernel_tuner.tune_cache(str(cache), strategy=strategy, quiet=True, strategy_options={"max_fevals": budget})
    return results


def test_both_predictor_forms_through_tune_cache(tmp_path):
    """A per-configuration callable (a dict of tunable values -> microseconds) and a batch
    callable (tuples in ``tune_params`` order -> a list) drive the same search: the same
    measured order, and with exact predictions the optimum is the first measurement."""
    cache = _write(tmp_path / "bowl.json", BOWL_PARAMS, BOWL_MS)
    seen = []

    def one(config):
        seen.append(config)
        return BOWL_MS[(config["x"], config["y"])] * 1000.0

    def batch(configs):
        return [BOWL_MS[tuple(config)] * 1000.0 for config in configs]

    single = Strategy(predictor=one)
    by_one = _order(_tune_cache(cache, single, 10), ("x", "y"))
    by_batch = _order(_tune_cache(cache, Strategy(batch_predictor=batch), 10), ("x", "y"))
    assert by_one == by_batch and len(by_one) == 10
    assert by_one[0] == (13, 6)
    assert all(set(config) == {"x", "y"} for config in seen) and single.report.predicted == len(seen)


def test_a_list_callable_given_as_predictor_gets_one_line(tmp_path):
    cache = _write(tmp_path / "bowl.json", BOWL_PARAMS, BOWL_MS)
    with pytest.raises(InputError, match="batch_predictor="):
        _tune_cache(cache, Strategy(predictor=lambda configs: [1.0 for _ in configs]), 5)


def test_strategy_arguments_are_checked():
    with pytest.raises(InputError, match="exactly one"):
        Strategy(gpu="a100", predictor=lambda config: 1.0)
    with pytest.raises(InputError, match="prior_trust"):
        Strategy(predictor=lambda config: 1.0, prior_trust=2.0)


def test_tune_kernel_measures_the_best_predicted_first_and_every_configuration_once(tmp_path):
    calls = []
    strategy = Strategy(batch_predictor=_predictor(calls), sample_size=6, max_predictions=6)
    results = _tune(_cache(tmp_path / "cache.json"), strategy, 6)
    order = _order(results)
    assert order[0] == (64, 2) and sorted(order) == sorted(PREDICTED_US)
    assert [result["time"] for result in results] == [MEASURED_MS[config] for config in order]
    assert sum(len(call) for call in calls) == 6 and strategy.report.predicted == 6


def test_max_fevals_stops_after_the_budget_and_is_a_prefix(tmp_path):
    cache = _cache(tmp_path / "cache.json")
    longer = _order(_tune(cache, Strategy(batch_predictor=_predictor([]), sample_size=6, max_predictions=6), 6))
    results = _tune(cache, Strategy(batch_predictor=_predictor([]), sample_size=6, max_predictions=6), 3)
    assert _order(results) == longer[:3]


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
    strategy = Strategy(batch_predictor=slow_predictor, sample_size=6, max_predictions=6)
    results, _ = kernel_tuner.tune_kernel("k", "", (1024, 1, 1), [], dict(TUNE_PARAMS), cache=str(path),
                                          simulation_mode=True, quiet=True, strategy_options={"time_limit": 1.0},
                                          strategy=strategy)
    # 0.05 s of predictions, then measurements end at 0.45, 0.85 and 1.25 s: the third one spends the limit
    assert len(_order(results)) == 3


def test_a_failed_configuration_is_recorded_once(tmp_path):
    cache = _cache(tmp_path / "cache.json", failed={(64, 2)})
    results = _tune(cache, Strategy(batch_predictor=_predictor([]), sample_size=6, max_predictions=6), 6)
    order = _order(results)
    assert order[0] == (64, 2) and sorted(order) == sorted(PREDICTED_US)
    failed = [result for result in results if "__error__" in result]
    assert [(result["block_size_x"], result["tile"]) for result in failed] == [(64, 2)]


def test_restrictions_keep_configurations_out(tmp_path):
    cache = _cache(tmp_path / "cache.json")
    results, _ = kernel_tuner.tune_kernel("k", "", (1024, 1, 1), [], dict(TUNE_PARAMS), cache=str(cache),
                                          simulation_mode=True, quiet=True, restrictions=["block_size_x != 128"],
                                          strategy=Strategy(batch_predictor=_predictor([]), sample_size=6,
                                                            max_predictions=6))
    order = _order(results)
    assert order[0] == (64, 2) and sorted(order) == [(32, 1), (32, 2), (64, 1), (64, 2)]


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
