"""Model quantities against recorded counters, on numbers worked by hand."""

import types

import pytest

from analyzer.evaluation.counters import measured_quantity, score_counters


def prediction(dram_bytes, l2_bytes=None, exposed=None):
    levels = [types.SimpleNamespace(level="dram", bytes=dram_bytes)]
    if l2_bytes is not None:
        levels.append(types.SimpleNamespace(level="l2", bytes=l2_bytes))
    part = types.SimpleNamespace(hardware_counters=lambda: exposed or {})
    return types.SimpleNamespace(breakdown=tuple(levels), part=part)


def test_dram_and_l2_bytes_against_sectors():
    # (100 + 28) sectors x 32 B = 4096 B measured; predicted 4500 B (ratio 1.0986, within 25 %)
    # and 6000 B (1.4648, outside): median ratio (1.0986 + 1.4648) / 2, 50 % within.
    counters = {"dram__sectors_read.sum": 100, "dram__sectors_write.sum": 28,
                "lts__t_sectors_op_read.sum": 200, "lts__t_sectors_op_write.sum": 56}
    assert measured_quantity("dram_bytes", counters) == (4096, "(dram__sectors_read.sum + dram__sectors_write.sum) x 32")
    scores = score_counters([(counters, prediction(4500, 8192)), (counters, prediction(6000))])
    dram = scores["dram_bytes"]
    assert dram.count == 2 and dram.within_25_percent == pytest.approx(50.0)
    assert dram.median_ratio == pytest.approx((4500 / 4096 + 6000 / 4096) / 2)
    assert scores["l2_bytes"].count == 1 and scores["l2_bytes"].median_ratio == pytest.approx(1.0)
    assert "global_load_requests" not in scores  # no model exposes it here


def test_legacy_names_and_exposed_quantities():
    counters = {"dram_read_transactions": 10, "dram_write_transactions": 0, "inst_executed": 1000}
    exposed = {"warp_instructions": 1100.0, "dram_bytes": 320.0}
    scores = score_counters([(counters, prediction(999.0, exposed=exposed))])
    assert scores["dram_bytes"].median_ratio == pytest.approx(1.0)  # exposed value wins over the breakdown
    assert scores["warp_instructions"].median_ratio == pytest.approx(1.1)
    assert scores["warp_instructions"].within_25_percent == pytest.approx(100.0)
