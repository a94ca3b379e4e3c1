"""A progress bar for long runs: ``label phase [#####.....] done/total  rate/s  time left``.

Drawn on stderr in place, and only once the work has run ``after_seconds`` (2 s by default), so
short runs print nothing; the rate is items per second since the phase started and the time left
is the remaining items at that rate. The callers enable it on a terminal only, never with
``--json`` (``enabled_for``).
"""

from __future__ import annotations

import sys
import time
from typing import Callable, TextIO

#: Seconds of work before the bar appears.
AFTER_SECONDS = 2.0


def enabled_for(json_output: bool, forced: bool = False, stream: TextIO | None = None) -> bool:
    """Whether to draw a bar: asked for (``forced``), or on a terminal without ``--json``."""
    stream = stream or sys.stderr
    return forced or (not json_output and stream.isatty())


def duration_text(seconds: float) -> str:
    """``1h02m``, ``3m07s`` or ``12s``."""
    seconds = max(0, int(round(seconds)))
    if seconds >= 3600:
        return f"{seconds // 3600}h{seconds % 3600 // 60:02d}m"
    if seconds >= 60:
        return f"{seconds // 60}m{seconds % 60:02d}s"
    return f"{seconds}s"


class ProgressBar:
    """``bar(phase, done, total)`` redraws the line; ``bar.label`` (a case name) leads it."""

    def __init__(self, enabled: bool, label: str = "", stream: TextIO | None = None,
                 after_seconds: float = AFTER_SECONDS, clock: Callable[[], float] = time.monotonic) -> None:
        self.enabled, self.label, self.stream = enabled, label, stream or sys.stderr
        self.after_seconds, self.clock = after_seconds, clock
        self._phase: str | None = None
        self._started = 0.0
        self._drawn = False

    def line(self, phase: str, done: int, total: int, elapsed: float) -> str:
        """The text of the bar at ``done`` of ``total`` after ``elapsed`` seconds."""
        width = 30
        filled = width * done // total
        rate = done / elapsed if elapsed > 0 else 0.0
        left = duration_text((total - done) / rate) + " left" if rate > 0 and done < total else duration_text(elapsed)
        head = f"{self.label[:34]:<34} " if self.label else ""
        return f"{head}{phase:<8} [{'#' * filled}{'.' * (width - filled)}] {done}/{total}  {rate:.2f}/s  {left}"

    def __call__(self, phase: str, done: int, total: int) -> None:
        if not self.enabled or total <= 0:
            return
        now = self.clock()
        if phase != self._phase or done == 0:
            self._phase, self._started, self._drawn = phase, now, False
            if done == 0:
                return
        elapsed = now - self._started
        if not self._drawn and elapsed < self.after_seconds:
            return
        self._drawn = True
        self.stream.write("\r" + self.line(phase, done, total, elapsed))
        if done >= total:
            self.stream.write("\n")
            self._phase = None
        self.stream.flush()

    def phase(self, name: str) -> Callable[[int, int], None]:
        """A ``progress(done, total)`` callback of one phase."""
        return lambda done, total: self(name, done, total)
