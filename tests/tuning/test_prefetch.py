"""Predictions made while a measurement runs (``analyzer.tuning.prefetch``): answers come from the
prefetch or are predicted on request, the predictor is never entered from two threads at once,
a failed prefetch is predicted again on request; and in Kernel Tuner (simulation mode, a
200-configuration constructed space) the strategy with prefetching measures exactly what it
measures without, while some of its predictions were made in the background."""

from __future__ import annotations

import json
import threading
import time

import pytest

from analyzer.tuning.prefetch import PrefetchingPredictor

kernel_tuner = pytest.importorskip("kernel_tuner")

from kerneltime.kernel_tuner import Strategy  # noqa: E402


class Recorder:
    """A predictor of ``value(config)`` microseconds (default: the sum of its values) that
    records which thread asked for what and fails if it is entered twice at once; ``fail``
    raises for the configurations it names."""

    def __init__(self, delay: float = 0.0, fail=(), value=lambda config: float(sum(config))):
        self.calls: list[tuple[str, list]] = []
        self.busy = threading.Lock()
        self.delay, self.fail, self.value = delay, set(fail), value

    def __call__(self, configs):
        assert self.busy.acquire(blocking=False), "predictor entered from two threads at once"
        try:
            time.sleep(self.delay)
            self.calls.append((threading.current_thread().name, list(configs)))
            if self.fail & set(configs):
                raise ValueError("cannot predict")
            return [self.value(config) for config in configs]
        finally:
            self.busy.release()


def test_requests_are_answered_from_the_prefetch_and_the_rest_predicted_on_request():
    recorder = Recorder(delay=0.05)
    prefetching = PrefetchingPredictor(recorder)
    prefetching.start([(1, 2), (3, 4)])
    assert prefetching([(1, 2), (5, 6)]) == [3.0, 11.0]  # waits for the prefetch, then predicts (5, 6)
    assert prefetching([(3, 4)]) == [7.0]  # kept from the prefetch
    prefetching.start([(3, 4), (5, 6)])  # both known: nothing started
    prefetching.close()
    assert [configs for _, configs in recorder.calls] == [[(1, 2), (3, 4)], [(5, 6)]]
    assert recorder.calls[0][0].startswith("kerneltime-prefetch") and recorder.calls[1][0] == "MainThread"
    assert (prefetching.prefetched, prefetching.used) == (2, 2)


def test_a_prefetch_that_failed_is_predicted_again_when_asked_for():
    recorder = Recorder(fail={(9, 9)})
    prefetching = PrefetchingPredictor(recorder)
    prefetching.start([(9, 9), (1, 1)])
    assert prefetching([(2, 2)]) == [4.0]  # the failed prefetch is forgotten, not raised here
    with pytest.raises(ValueError, match="cannot predict"):
        prefetching([(9, 9)])
    assert prefetching([(1, 1)]) == [2.0]  # predicted again: the prefetch that held it failed
    prefetching.close()


BOWL_PARAMS = {"x": list(range(20)), "y": list(range(10))}
BOWL_MS = {(x, y): 1.0 + 0.1 * ((x - 13) ** 2 + 2 * (y - 6) ** 2) for x in range(20) for y in range(10)}


def _bowl_cache(path):
    entries = {f"{x},{y}": {"x": x, "y": y, "time": ms, "times": [ms], "compile_time": 1.0,
                            "verification_time": 0, "benchmark_time": 2.0} for (x, y), ms in BOWL_MS.items()}
    path.write_text(json.dumps({"device_name": "Constructed GPU", "kernel_name": "k", "problem_size": [1024, 1, 1],
                                "tune_params_keys": list(BOWL_PARAMS), "tune_params": BOWL_PARAMS,
                                "objective": "time", "cache": entries}))
    return path


def test_the_strategy_measures_the_same_with_and_without_prefetching(tmp_path):
    cache = _bowl_cache(tmp_path / "bowl.json")
    orders, strategies = [], []
    for prefetch in (False, True):
        # predictions 1.3x the measured time plus a tilt in x: informative, not exact
        recorder = Recorder(value=lambda config: 1300.0 * BOWL_MS[tuple(config)] + 20.0 * config[0])
        strategy = Strategy(batch_predictor=recorder, prefetch=prefetch, sample_size=8, max_predictions=60)
        results, _ = kernel_tuner.tune_cache(str(cache), strategy=strategy, quiet=True,
                                             strategy_options={"max_fevals": 30})
        orders.append([(result["x"], result["y"]) for result in results])
        strategies.append((strategy, recorder.calls))
    assert orders[0] == orders[1] and len(orders[0]) == 30
    (plain, plain_calls), (ahead, ahead_calls) = strategies
    assert plain.report.predicted == ahead.report.predicted and plain.report.prefetched == 0
    assert ahead.report.prefetched > 0 and 0 < ahead.report.prefetch_used <= ahead.report.prefetched
    assert any(name.startswith("kerneltime-prefetch") for name, _ in ahead_calls)
    assert all(name == "MainThread" for name, _ in plain_calls)
