"""Predictions made while a measurement runs.

A search that measures one configuration at a time (``evidence_search``) asks for predictions
between measurements; the neighbours of the configuration being measured are what it asks for
next when that measurement is among the fastest. ``PrefetchingPredictor`` predicts them in a
background thread while the tuner measures (the work itself runs where the predictor sends it:
Ray tasks on a cluster), and answers the search's next request from those results. Requests are
never served concurrently with a prefetch (a request first waits for it), so the predictor is
never called from two threads at once, and the search sees the predictions it would have made
itself: the same search, less waiting.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import Sequence

from analyzer.tuning.evidence_search import Config, Predictor


class PrefetchingPredictor:
    """A batch predictor (``evidence_search.Predictor``) that can start predictions ahead of
    the requests for them (``start``); ``close`` waits for a running prefetch. ``prefetched``
    and ``used`` count the configurations predicted ahead and those the search asked for."""

    def __init__(self, predictor: Predictor) -> None:
        self.predictor = predictor
        self.thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kerneltime-prefetch")
        self.pending: dict[Config, tuple[Future, int]] = {}
        self.done: dict[Config, float | None] = {}
        self.prefetched = self.used = 0

    def start(self, configs: Sequence[Config]) -> None:
        """Predict ``configs`` (those not predicted or on their way) in the background."""
        fresh = [config for config in dict.fromkeys(configs) if config not in self.pending and config not in self.done]
        if not fresh:
            return
        future = self.thread.submit(self.predictor, fresh)
        for place, config in enumerate(fresh):
            self.pending[config] = (future, place)
        self.prefetched += len(fresh)

    def __call__(self, configs: Sequence[Config]) -> list[float | None]:
        """The predictions of ``configs``: prefetched ones from their prefetch, the rest predicted
        now, after every prefetch has finished. A prefetch that raised is forgotten: its
        configurations are predicted again when asked for, which raises where it must."""
        for config, (future, place) in self.pending.items():
            if future.exception() is None:
                self.done[config] = future.result()[place]
        self.pending.clear()
        rest = [config for config in dict.fromkeys(configs) if config not in self.done]
        self.used += len(configs) - len(rest)
        if rest:
            self.done.update(zip(rest, self.predictor(rest)))
        return [self.done[config] for config in configs]

    def close(self) -> None:
        """Wait for a running prefetch and stop the background thread."""
        self.thread.shutdown(wait=True)
