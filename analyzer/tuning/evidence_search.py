"""Which configuration to measure next: predictions as evidence, weighed by how well they have
ordered what was measured so far.

The search, independent of any tuner:

1. **Sample and climb on predictions.** Predict ``sample_size`` configurations of the valid space,
   drawn uniformly without replacement with the seed (all of them when the space is that small);
   from each of the ``climb_starts`` best predicted, move to the best-predicted neighbour while
   it is predicted faster. No GPU time is spent here. Several climbs, because a small sample's
   best-predicted configuration may lie in a basin of the predicted landscape whose bottom is
   predicted slower than another basin's that a worse sampled configuration leads to.
2. **Measure where expected improvement is largest** under the surrogate of
   ``analyzer.tuning.surrogate``: a Gaussian process over the parameter positions whose prior
   mean is the prediction scaled by the trust (the rank correlation of predicted and measured
   times, ties within the resolutions left out, shrunk to a prior trust of ``prior_trust``). Every configuration of the space is a
   candidate, predicted or not. Before any measurement the prior mean is the prediction itself,
   so the best-predicted configuration is measured first; a predictor that orders the
   measurements well keeps the search on its order, a poor one fades to plain Bayesian
   optimisation, a reversed one is used reversed. A share ``(1 - |trust|) / 2`` of the
   measurements, spread evenly, explores: expected improvement under the same process with a
   constant prior mean (the predictions left out), so a predictor that is wrong in one part of
   the space cannot keep the search out of it.
3. **Predict where the search goes.** A measurement among the ``expand_best`` fastest so far has
   its neighbours predicted; a configuration an exploiting step chooses without a prediction is
   predicted first (unless the trust is exactly 0) and the choice made again.
4. A failed configuration is never measured again and counts as the slowest measured time for
   the surrogate, so regions that fail are avoided.

**Neighbours** are the nearest configurations that exist in the space: fewest steps in the
parameters' value lists (summed over parameters), every configuration at that smallest distance
(at most ``2 x parameters``), so a sparse space (a part of the parameter product) still has them.

Predictions stop at ``max_predictions`` configurations or when ``prediction_allowed()`` says no.
The order never depends on the measurement budget, so a run of budget ``b`` measures the first
``b`` configurations of any longer run.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np

from analyzer.tuning.surrogate import Trust, expected_improvement, posterior, prior_mean, trust

Config = tuple
#: Predicted microseconds per configuration (tuples in the parameters' order), None where the
#: tool refuses one (cannot build or launch).
Predictor = Callable[[Sequence[Config]], Sequence["float | None"]]


@dataclass(frozen=True)
class EvidenceSearchOptions:
    """``sample_size`` configurations predicted first, ``max_predictions`` in all, hill-climbs on
    predictions from the ``climb_starts`` best sampled ones, the sampling ``seed``, how many of
    the fastest measured configurations have their neighbours predicted (``expand_best``), and
    the trust in the predictions before any measurement (``prior_trust``, in [-1, 1])."""

    sample_size: int = 32
    max_predictions: int = 128
    climb_starts: int = 3
    seed: int = 0
    expand_best: int = 3
    prior_trust: float = 0.5


def value_positions(space: Sequence[Config], values: Sequence[Sequence]) -> np.ndarray:
    """Each configuration's position in every parameter's list of values (integers)."""
    lookups = [{value: place for place, value in enumerate(options)} for options in values]
    return np.array([[lookup[value] for lookup, value in zip(lookups, config)] for config in space],
                    dtype=np.int64).reshape(len(space), len(values))


def nearest(positions: np.ndarray, index: int) -> list[int]:
    """Indices of the configurations nearest to ``index`` (module doc: smallest summed steps,
    at most two per parameter, in the space's order)."""
    steps = np.abs(positions - positions[index]).sum(1)
    steps[index] = np.iinfo(np.int64).max
    if len(steps) < 2:
        return []
    closest = steps.min()
    found = np.flatnonzero(steps == closest)
    return [int(i) for i in found[:2 * max(1, positions.shape[1])]]


class EvidenceSearch:
    """The search of the module doc over ``space`` (valid configurations, in the tuner's order)
    with parameter value lists ``values``; ``next_config`` and ``record`` drive it."""

    def __init__(self, space: Sequence[Config], values: Sequence[Sequence], predictor: Predictor,
                 options: EvidenceSearchOptions = EvidenceSearchOptions(), prediction_allowed: Callable[[], bool] = lambda: True):
        self.space = [tuple(config) for config in space]
        self.index = {config: place for place, config in enumerate(self.space)}
        self.options, self.predictor, self.prediction_allowed = options, predictor, prediction_allowed
        self.positions = value_positions(self.space, [tuple(v) for v in values])
        spans = np.maximum(self.positions.max(0) - self.positions.min(0), 1) if len(self.space) else np.ones(0)
        varying = self.positions.max(0) > self.positions.min(0) if len(self.space) else np.zeros(0, bool)
        self.features = (self.positions / spans)[:, varying].astype(float)
        self.log_predicted = np.full(len(self.space), np.nan)
        self.refused = np.zeros(len(self.space), dtype=bool)
        self.predicted: set[int] = set()
        self.measured: dict[int, float | None] = {}
        self.trust = Trust(None, 0, options.prior_trust, math.sin(math.pi * options.prior_trust / 2))
        order = list(range(len(self.space)))
        random.Random(options.seed).shuffle(order)
        self.tie_rank = np.empty(len(self.space))
        self.tie_rank[order] = np.arange(len(self.space))  # ties go to the earlier in the seeded order
        self.sampled = np.zeros(len(self.space), dtype=bool)
        self.sampled[order[:options.sample_size]] = True
        self.predict(order[:options.sample_size])
        self._climb()

    def predict(self, indices: Sequence[int]) -> None:
        """Predict the configurations not predicted yet, within ``max_predictions``."""
        fresh = [i for i in dict.fromkeys(indices) if i not in self.predicted][:max(0, self._room())]
        if fresh and self.prediction_allowed():
            times = list(self.predictor([self.space[i] for i in fresh]))
            for i, value in zip(fresh, times):
                self.predicted.add(i)
                if value is not None and math.isfinite(value) and value > 0:
                    self.log_predicted[i] = math.log(value)
                else:
                    self.refused[i] = True

    def _room(self) -> int:
        """How many more configurations ``max_predictions`` allows to be predicted."""
        return self.options.max_predictions - len(self.predicted)

    def _climb(self) -> None:
        ranked = sorted((self.log_predicted[i], i) for i in self.predicted if math.isfinite(self.log_predicted[i]))
        for _, current in ranked[:self.options.climb_starts]:
            while True:
                around = nearest(self.positions, current)
                self.predict(around)
                better = [(self.log_predicted[i], i) for i in around if math.isfinite(self.log_predicted[i])]
                if not better or min(better)[0] >= self.log_predicted[current]:
                    break
                current = min(better)[1]

    def _measured_logs(self) -> tuple[np.ndarray, np.ndarray]:
        ok = {i: math.log(t) for i, t in self.measured.items() if t is not None}
        worst = max(ok.values()) if ok else None
        rows = [(i, ok.get(i, worst)) for i in self.measured if i in ok or worst is not None]
        return np.array([i for i, _ in rows], dtype=np.int64), np.array([y for _, y in rows], dtype=float)

    def exploring(self) -> bool:
        """Whether the next measurement explores (module doc, step 2): the share of exploring
        measurements is ``(1 - |trust|) / 2``, spread evenly over the measurements."""
        share = (1.0 - abs(self.trust.weight)) / 2.0
        count = len(self.measured)
        return math.floor((count + 1) * share) > math.floor(count * share)

    def _choose(self) -> int | None:
        unmeasured = np.array([i not in self.measured for i in range(len(self.space))])
        if not unmeasured.any():
            return None
        index, logs = self._measured_logs()
        pairs = [(self.log_predicted[i], math.log(t)) for i, t in self.measured.items()
                 if t is not None and math.isfinite(self.log_predicted[i])]
        self.trust = trust([p for p, _ in pairs], [y for _, y in pairs], self.options.prior_trust)
        slope = 0.0 if self.exploring() else self.trust.slope
        mean = prior_mean(self.log_predicted, index, logs, slope, self.refused, self.sampled)
        ok = [math.log(t) for t in self.measured.values() if t is not None]
        if not ok:  # nothing measured (or only failures): the best prior mean, failures' neighbours behind
            score = -mean
        else:
            score = expected_improvement(posterior(self.features, mean, index, logs), min(ok))
        score = np.where(unmeasured, score, -np.inf)
        top = np.flatnonzero(score >= score.max() - 1e-12 * abs(score.max()))
        return int(top[np.argmin(self.tie_rank[top])])

    def next_config(self) -> Config | None:
        """The configuration to measure next (None when all are measured)."""
        choice = self._choose()
        if choice is not None and choice not in self.predicted and self.trust.weight != 0 and not self.exploring():
            self.predict([choice])
            if choice in self.predicted:
                choice = self._choose()
        return None if choice is None else self.space[choice]

    def ahead(self, config: Config) -> list[Config]:
        """The configurations ``record(config)`` is likely to predict, for a caller to predict
        while ``config`` is measured: its unpredicted nearest ones (within ``max_predictions``;
        none once predictions are not allowed) when its measurement will be among the
        ``expand_best`` fastest for sure (fewer were measured) or by its prediction (no slower
        than the prediction of the ``expand_best``-th fastest measured)."""
        room = self._room()
        if room <= 0 or not self.prediction_allowed():
            return []
        index = self.index[tuple(config)]
        fastest = sorted((time, i) for i, time in self.measured.items() if time is not None)[:self.options.expand_best]
        if len(fastest) == self.options.expand_best:
            bar = max(self.log_predicted[i] for _, i in fastest)
            if not self.log_predicted[index] <= bar:  # also when either is not predicted (NaN)
                return []
        around = [i for i in nearest(self.positions, index) if i not in self.predicted]
        return [self.space[i] for i in around[:room]]

    def record(self, config: Config, time: float | None) -> None:
        """A measurement (None: the configuration failed); one among the ``expand_best`` fastest
        measured so far has its neighbours predicted."""
        index = self.index[tuple(config)]
        self.measured[index] = None if time is None or not math.isfinite(time) or time <= 0 else float(time)
        if self.measured[index] is None:
            return
        faster = sum(1 for other in self.measured.values() if other is not None and other < self.measured[index])
        if faster < self.options.expand_best:
            self.predict(nearest(self.positions, index))
