"""Which configuration to measure next, from predicted times and the times measured so far.

The search, independent of any tuner:

1. **Sample.** Predict ``sample_size`` configurations of the valid space drawn uniformly without
   replacement with a fixed seed (all of them when the space is that small).
2. **Climb on predictions.** From each of the ``climb_starts`` best-predicted sampled
   configurations, move to the best-predicted neighbour while it is predicted faster (a
   neighbour differs in one parameter by one step in that parameter's list of values); each step
   predicts the neighbours not predicted yet. No GPU time is spent here.
3. **Measure where the corrected predictions point.** The next configuration measured is the
   unmeasured predicted one with the smallest ``predicted time x correction``, where the
   correction is ``measured / predicted`` of the nearest measured configuration (fewest value
   steps apart, ties to the faster measured one; 1 before any measurement). Each time a
   measurement is among the ``expand_best`` fastest so far, its unpredicted neighbours are
   predicted, so the search continues as a local search around the best measured
   configurations, ordered by predictions.
4. When every predicted configuration is measured, the ones the tool refused to predict follow,
   then the rest of the space in the seeded random order.

Predictions stop at ``max_predictions`` configurations or when ``prediction_allowed()`` says no
(a CPU-time bound); the order never depends on the measurement budget, so a run of budget ``b``
measures the first ``b`` configurations of any longer run.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Callable, Sequence

Config = tuple
#: Predicted microseconds per configuration, None where the tool refuses it (cannot build or launch).
Predictor = Callable[[Sequence[Config]], Sequence["float | None"]]


@dataclass(frozen=True)
class GuidedSearchOptions:
    """``sample_size`` configurations predicted first, ``max_predictions`` in all, hill-climbs on
    predictions from the ``climb_starts`` best sampled ones, the sampling ``seed``, and how many
    of the fastest measured configurations have their neighbours predicted (``expand_best``)."""

    sample_size: int = 32
    max_predictions: int = 96
    climb_starts: int = 1
    seed: int = 0
    expand_best: int = 3


def neighbours(config: Config, values: Sequence[Sequence], is_valid: Callable[[Config], bool]) -> list[Config]:
    """Valid configurations that differ from ``config`` in one parameter by one step in that
    parameter's list of values."""
    found = []
    for axis, options in enumerate(values):
        position = list(options).index(config[axis])
        for step in (-1, 1):
            if 0 <= position + step < len(options):
                other = config[:axis] + (options[position + step],) + config[axis + 1:]
                if is_valid(other):
                    found.append(other)
    return found


def _positions(config: Config, values: Sequence[Sequence]) -> tuple[int, ...]:
    return tuple(list(options).index(value) for options, value in zip(values, config))


class GuidedSearch:
    """The search of the module doc over ``space`` (valid configurations, in the tuner's order)
    with parameter value lists ``values``; ``next_config`` and ``record`` drive it."""

    def __init__(self, space: Sequence[Config], values: Sequence[Sequence], predictor: Predictor,
                 options: GuidedSearchOptions = GuidedSearchOptions(), prediction_allowed: Callable[[], bool] = lambda: True):
        self.values = [tuple(options_) for options_ in values]
        self.valid = set(space)
        self.options = options
        self.predictor = predictor
        self.prediction_allowed = prediction_allowed
        self.order = list(space)
        random.Random(options.seed).shuffle(self.order)
        self.predicted: dict[Config, float | None] = {}
        self.measured: dict[Config, float | None] = {}
        self.best: float = math.inf
        self._places: dict[Config, tuple[int, ...]] = {}
        self.predict(self.order[:options.sample_size])
        self._climb()

    def predict(self, configs: Sequence[Config]) -> None:
        """Predict the configurations not predicted yet, within ``max_predictions``."""
        room = self.options.max_predictions - len(self.predicted)
        fresh = [config for config in dict.fromkeys(configs) if config not in self.predicted][:max(0, room)]
        if fresh and self.prediction_allowed():
            for config, time in zip(fresh, self.predictor(fresh)):
                self.predicted[config] = None if time is None or not math.isfinite(time) or time <= 0 else float(time)

    def _neighbours(self, config: Config) -> list[Config]:
        return neighbours(config, self.values, self.valid.__contains__)

    def _climb(self) -> None:
        ranked = sorted((time, self.order.index(config), config) for config, time in self.predicted.items()
                        if time is not None)
        for _, _, current in ranked[:self.options.climb_starts]:
            while True:
                around = self._neighbours(current)
                self.predict(around)
                better = [(self.predicted[other], other) for other in around if self.predicted.get(other) is not None]
                if not better or min(better)[0] >= self.predicted[current]:
                    break
                current = min(better)[1]

    def _place(self, config: Config) -> tuple[int, ...]:
        place = self._places.get(config)
        if place is None:
            place = self._places[config] = _positions(config, self.values)
        return place

    def correction(self, config: Config) -> float:
        """measured / predicted of the nearest measured configuration (1 before any)."""
        nearest = None
        here = self._place(config)
        for other, time in self.measured.items():
            predicted = self.predicted.get(other)
            if time is None or predicted is None:
                continue
            key = (sum(abs(a - b) for a, b in zip(here, self._place(other))), time)
            if nearest is None or key < nearest[0]:
                nearest = (key, time / predicted)
        return 1.0 if nearest is None else nearest[1]

    def next_config(self) -> Config | None:
        """The configuration to measure next (None when all are measured)."""
        candidates = [(time * self.correction(config), position, config)
                      for position, config in enumerate(self.order)
                      for time in [self.predicted.get(config)] if time is not None and config not in self.measured]
        if candidates:
            return min(candidates)[2]
        for config in self.order:
            if config in self.predicted and config not in self.measured:
                return config
        return next((config for config in self.order if config not in self.measured), None)

    def record(self, config: Config, time: float | None) -> None:
        """A measurement (None: the configuration failed); one among the ``expand_best`` fastest
        measured so far has its neighbours predicted."""
        self.measured[config] = time
        if time is None:
            return
        self.best = min(self.best, time)
        faster = sum(1 for other in self.measured.values() if other is not None and other < time)
        if faster < self.options.expand_best:
            self.predict(self._neighbours(config))
