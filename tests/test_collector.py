"""``analyzer.collector``: the collector's thresholds are raised while a kernel is parsed or
analysed and come back as they were, after nested calls, concurrent calls and errors."""

import gc
import threading
from pathlib import Path

import pytest

from analyzer import collector
from analyzer.analysis.build import build_kernel_model
from analyzer.frontend import load_module

SAMPLES = Path(__file__).resolve().parents[1] / "samples"


@pytest.fixture
def default_thresholds():
    saved = gc.get_threshold()
    gc.set_threshold(700, 10, 10)
    yield (700, 10, 10)
    gc.set_threshold(*saved)


def test_raised_while_running_and_restored_after(default_thresholds):
    seen = []

    @collector.fewer_collections
    def inner():
        seen.append(gc.get_threshold())

    @collector.fewer_collections
    def outer():
        seen.append(gc.get_threshold())
        inner()
        seen.append(gc.get_threshold())

    outer()
    raised = (collector.YOUNG_THRESHOLD, *collector.OLDER_THRESHOLDS)
    assert seen == [raised, raised, raised]
    assert gc.get_threshold() == default_thresholds


def test_restored_after_an_error_and_a_higher_setting_is_kept(default_thresholds):
    @collector.fewer_collections
    def failing():
        raise ValueError("bad kernel")

    with pytest.raises(ValueError):
        failing()
    assert gc.get_threshold() == default_thresholds
    gc.set_threshold(10 * collector.YOUNG_THRESHOLD, 5, 5)
    observed = collector.fewer_collections(gc.get_threshold)()
    assert observed == (10 * collector.YOUNG_THRESHOLD, *collector.OLDER_THRESHOLDS)
    assert gc.get_threshold() == (10 * collector.YOUNG_THRESHOLD, 5, 5)


def test_overlapping_threads_restore_once_the_last_one_leaves(default_thresholds):
    entered, release = threading.Barrier(3), threading.Event()

    @collector.fewer_collections
    def wait():
        entered.wait()
        release.wait()

    threads = [threading.Thread(target=wait) for _ in range(2)]
    for thread in threads:
        thread.start()
    entered.wait()
    assert gc.get_threshold()[0] == collector.YOUNG_THRESHOLD
    release.set()
    for thread in threads:
        thread.join()
    assert gc.get_threshold() == default_thresholds


def test_parse_and_analysis_leave_the_thresholds_as_they_were(default_thresholds):
    module = load_module(SAMPLES / "vecadd" / "vecadd.sm_90.ptx")
    build_kernel_model(module, module.kernels[0], {"ntid_x": 256, "nctaid_x": 4})
    assert gc.get_threshold() == default_thresholds
