"""``validate --explain``: the most inverted pairs of a constructed case, worked by hand."""

import types

import pytest

from analyzer.evaluation import runner
from analyzer.evaluation.case import load_case
from analyzer.evaluation.explain import explain_json, explain_lines, inverted_pairs, prediction_components
from analyzer.predict.records import LevelBreakdown, Prediction, WaveTime
from analyzer.predict.terms import Term, WarpCosts, max_of, sum_of

from tests.evaluation.test_validate_case import CASE, HAND_PREDICTED


def recorded_predict(model, gpu, launch, options):
    """kp's hand-chosen times of test_validate_case as a full Prediction record (DRAM-bound,
    2 waves of 3 blocks per SM)."""
    n = 4194304 if 4194304 in options.bindings.values() else 1048576
    time_us = 1000.0 * HAND_PREDICTED[(launch.grid[0], launch.block[0], n)]
    dram = LevelBreakdown("dram", 4.0 * n, 3.2e11, 4.0 * n / 3.2e5, 1.0, 400.0, 420.0, 2, "test")
    return Prediction("kp", gpu.id, "scale", time_us, 2.0, time_us - 2.0, 1000.0, 2, 3, 0.75, "registers",
                      launch.block[0] // 32, launch.grid[0], "dram_bandwidth", (dram,),
                      (WaveTime(2, 120, 3, 40, 500.0, "dram_bandwidth"),), (), TERMS, WARP)


# Two waves of 500 cycles, each bound by DRAM (500) over issue (300), plus a 100-cycle launch.
TERMS = sum_of("time", (Term("launch", 100.0), max_of("wave", (Term("dram_bandwidth", 500.0), Term("issue", 300.0)),
                                                        times=2)))
WARP = WarpCosts(300.0, 200.0, 0.0, 420.0, {"DRAM": 1.0}, "critical path", 1)


def test_most_inverted_pairs_by_hand(monkeypatch):
    import analyzer.predict.api as api

    monkeypatch.setattr(api, "predict", recorded_predict)
    result = runner.validate_case(load_case(CASE), ["kp"], "kp")
    # Group n = 1048576: measured 1..6 ms, predicted 1.5 1.2 3.3 5.0 4.0 6.0. Inverted: (1, 2)
    # (the 2 ms row predicted 1.2 < 1.5), ratio 2; (4, 5), ratio 5/4. Group n = 4194304:
    # measured 7, 8, predicted 7.0, 3.5: (7, 8), ratio 8/7. Pairs across groups never count.
    pairs = inverted_pairs(result.rows, "kp", 5)
    assert [pair.measured_ratio for pair in pairs] == pytest.approx([2.0, 5 / 4, 8 / 7])
    assert [pair.predicted_ratio for pair in pairs] == pytest.approx([1.5 / 1.2, 5.0 / 4.0, 7.0 / 3.5])
    first = pairs[0]
    assert (first.faster.row.time_ms, first.slower.row.time_ms) == (1.0, 2.0)
    assert len(inverted_pairs(result.rows, "kp", 2)) == 2
    lines = explain_lines(result, 1)
    assert lines[0] == "  most inverted pairs (kp): 1"
    assert lines[1] == "  1. measured 2.000x slower, predicted 1.250x faster"
    assert "measured 1000 us, predicted 1500 us" in lines[2] and "ITEMS=" in lines[2]
    assert "bound dram_bandwidth" in lines[3] and "wave_bounds 2x 500 cycles (dram_bandwidth)" in lines[3]
    document = explain_json([result], 1)["scale-case"][0]
    assert document["slower"]["components"]["dram_bandwidth_us"] == pytest.approx(4.0 * 1048576 / 3.2e5)
    assert document["faster"]["counters"] == {}  # the case records no counters


def test_a_model_in_order_has_no_inverted_pair():
    rows = [types.SimpleNamespace(counted=True, row=types.SimpleNamespace(gpu="g", config={"t": t}, launch=(1, 1), arguments={}, time_ms=t),
                                  predictions={"m": types.SimpleNamespace(time_us=10.0 * t)}) for t in (3.0, 1.0, 2.0)]
    assert inverted_pairs(rows, "m", 3) == []
    # ties in the prediction are no inversion either
    tied = [types.SimpleNamespace(counted=True, row=types.SimpleNamespace(gpu="g", config={"t": t}, launch=(1, 1), arguments={}, time_ms=t),
                                  predictions={"m": types.SimpleNamespace(time_us=5.0)}) for t in (3.0, 1.0)]
    assert inverted_pairs(tied, "m", 3) == []


def _row(config, time_ms, predicted_us):
    return types.SimpleNamespace(counted=True, row=types.SimpleNamespace(gpu="g", config=config, launch=(1, 1),
                                                                         arguments={}, time_ms=time_ms),
                                 predictions={"m": types.SimpleNamespace(time_us=predicted_us)})


def test_a_measurement_listed_twice_gives_its_pair_once():
    # x=2 (measured 4 ms, predicted 1 us) appears in two sweeps of the case. Predicted slowest
    # first: x=1 (3 us, 2 ms), x=3 (2.5 us, 3 ms), x=4 (2.4 us, 3.3 ms), x=2 twice; each row's
    # partner is x=1, the measured-fastest predicted slower: ratios 3/2, 3.3/2 and 4/2 twice.
    # Listed once each: 2.0 (x=2), 1.65 (x=4), 1.5 (x=3); without the check x=2 fills two places.
    rows = [_row({"x": 1}, 2.0, 3.0), _row({"x": 2}, 4.0, 1.0), _row({"x": 2}, 4.0, 1.0),
            _row({"x": 3}, 3.0, 2.5), _row({"x": 4}, 3.3, 2.4)]
    pairs = inverted_pairs(rows, "m", 3)
    assert [(pair.faster.row.config["x"], pair.slower.row.config["x"]) for pair in pairs] == [(1, 2), (1, 4), (1, 3)]
    assert [pair.measured_ratio for pair in pairs] == pytest.approx([2.0, 1.65, 1.5])


def test_components_read_off_the_prediction():
    launch = types.SimpleNamespace(grid=(4096, 1, 1), block=(256, 1, 1))
    options = types.SimpleNamespace(bindings={"n": 1048576})
    prediction = recorded_predict(None, types.SimpleNamespace(id="t4"), launch, options)
    components = prediction_components(prediction)
    assert components["bound"] == "dram_bandwidth" and components["occupancy_limiter"] == "registers"
    assert components["exec_us"] == pytest.approx(1200.0 - 2.0) and components["dram_bytes"] == 4.0 * 1048576
    # time 1100 = launch 100 + 2 x max(dram 500, issue 300): the chain follows the waves, then DRAM
    assert components["binding_terms"] == ["time 1100", "wave 1000 (sum with launch 100)",
                                           "dram_bandwidth 500 (max with issue 300)"]
