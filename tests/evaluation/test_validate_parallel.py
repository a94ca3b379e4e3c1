"""Predictions in forked processes (analyzer.parallel): same results, same order."""

import os

import pytest

from analyzer import parallel


def _square_with_pid(value: int) -> tuple[int, int]:
    return value * value, os.getpid()


@pytest.mark.skipif(not parallel.can_fork(), reason="the platform cannot fork")
def test_results_come_back_in_input_order_from_several_processes():
    seen = []
    results = parallel.map_in_order(_square_with_pid, list(range(40)), 3, lambda done, total: seen.append((done, total)))
    assert [square for square, _ in results] == [value * value for value in range(40)]
    assert {pid for _, pid in results} != {os.getpid()}  # computed in worker processes
    assert seen[-1] == (40, 40) and len(seen) == 40
    assert parallel._TASK is None


def test_one_worker_or_one_item_runs_here():
    results = parallel.map_in_order(_square_with_pid, [1, 2, 3], 1)
    assert results == [(1, os.getpid()), (4, os.getpid()), (9, os.getpid())]
    assert parallel.map_in_order(_square_with_pid, [5], 8) == [(25, os.getpid())]
    assert parallel.map_in_order(_square_with_pid, [], 8) == []


@pytest.mark.skipif(not parallel.can_fork(), reason="the platform cannot fork")
def test_a_worker_error_reaches_the_caller():
    def failing(value: int) -> int:
        if value == 3:
            raise ValueError("row 3")
        return value

    with pytest.raises(ValueError, match="row 3"):
        parallel.map_in_order(failing, list(range(6)), 2)
    assert parallel._TASK is None
