"""The progress bar of long runs (``analyzer.engine.progress``): nothing for short work, then the
bar with the rate since the phase started and the time left at that rate."""

import io

from analyzer.engine.progress import ProgressBar, duration_text, enabled_for


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_short_work_prints_nothing_and_long_work_shows_rate_and_time_left():
    stream, clock = io.StringIO(), Clock()
    bar = ProgressBar(True, "case-a", stream, after_seconds=2.0, clock=clock)
    bar("predict", 0, 200)
    clock.now += 1.0
    bar("predict", 10, 200)
    assert stream.getvalue() == ""  # 1 s of work: no bar yet
    clock.now += 3.0  # 4 s for 40 configurations: 10/s, 160 left = 16 s
    bar("predict", 40, 200)
    line = stream.getvalue()
    assert line.startswith("\rcase-a") and "40/200" in line and "10.00/s" in line and "16s left" in line
    assert "[######" in line and "#######." not in line  # 40/200 of 30 columns = 6
    clock.now += 16.0
    bar("predict", 200, 200)
    assert stream.getvalue().endswith("200/200  10.00/s  20s\n")  # done: the elapsed time, then a new line


def test_a_new_phase_restarts_the_clock_and_durations_read_well():
    stream, clock = io.StringIO(), Clock()
    bar = ProgressBar(True, "", stream, after_seconds=0.0, clock=clock)
    bar("compile", 0, 4)
    clock.now += 8.0
    bar("compile", 4, 4)
    bar.phase("predict")(0, 100)
    clock.now += 2.0
    bar.phase("predict")(50, 100)
    assert stream.getvalue().splitlines()[-1].endswith("50/100  25.00/s  2s left")
    assert [duration_text(value) for value in (5, 125, 3725)] == ["5s", "2m05s", "1h02m"]


def test_off_with_json_or_without_a_terminal():
    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    assert enabled_for(False, stream=Tty()) and not enabled_for(True, stream=Tty())
    assert not enabled_for(False, stream=io.StringIO()) and enabled_for(True, forced=True, stream=io.StringIO())
    stream = io.StringIO()
    ProgressBar(False, "", stream, after_seconds=0.0)("tune", 5, 10)
    assert stream.getvalue() == ""
