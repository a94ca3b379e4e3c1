"""The surrogate of the evidence-weighted search: a Gaussian process over the configurations'
parameter positions whose prior mean is the prediction, weighted by how well the predictions
have ordered the configurations measured so far.

* **Trust** (``trust``): the rank correlation of predicted and measured times over the measured
  configurations that have a prediction: Goodman and Kruskal's gamma, ``(C - D) / (C + D)`` over
  the ``C`` concordant and ``D`` discordant pairs (Goodman and Kruskal 1954, "Measures of
  association for cross classifications", JASA 49), where a pair closer than the predictions'
  or the measurements' resolution is a tie and counts as neither; shrunk towards a prior trust
  ``w0`` with ``k0`` pseudo-pairs: ``w = ((C + D) gamma + k0 w0) / (C + D + k0)``, in [-1, 1]
  (negative: the predictions order the measurements backwards, and the slope below uses that too).
* **Prior mean** (``prior_mean``): ``m(x) = a + beta log p(x)`` for a predicted configuration,
  where ``beta = sin(pi w / 2) * sd(log t) / sd(log p)`` is the regression slope a bivariate
  normal with that rank correlation as Kendall's tau has (Pearson ``r = sin(pi tau / 2)``,
  Kruskal 1958, "Ordinal measures of association", JASA 53) on the measured configurations' spreads (1 before three
  are measured), and ``a`` makes the mean of ``m`` over the measured predicted configurations
  equal to their mean log time. A configuration without a prediction gets the mean over the
  search's uniform sample, ``a + beta mean(log p)``: an unbiased guess of what an unexamined
  configuration is predicted to be (the climbs and the neighbourhoods of measured bests add
  mostly fast configurations, so the mean over every prediction would make the unexamined look
  faster than they are likely to be); one the predictor refused (cannot build or launch), the
  slowest predicted. With a useless predictor ``beta`` goes to 0 and the
  search is plain Bayesian optimisation; with a good one the residuals are small and it exploits.
* **Gaussian process** on the residuals ``log t - m(x)`` (Rasmussen and Williams 2006, "Gaussian
  Processes for Machine Learning", eqs. 2.25-2.26): Matern 5/2 kernel (their eq. 4.17) over
  parameter positions scaled to [0, 1], length scale chosen from ``LENGTH_SCALES`` by the
  marginal likelihood (their eq. 2.30), signal variance by its closed-form maximum, shrunk
  towards ``PRIOR_VARIANCE`` while few points are measured.
* **Acquisition**: expected improvement below the best measured log time (Jones, Schonlau and
  Welch 1998, "Efficient Global Optimization of Expensive Black-Box Functions", eq. 15).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import numpy as np
from scipy.stats import norm

#: Length scales tried, in units of the whole range of every parameter's positions.
LENGTH_SCALES = (0.1, 0.2, 0.35, 0.6, 1.0)
#: Prior variance of the residual log time (a factor e^0.5 = 1.65 one standard deviation).
PRIOR_VARIANCE = 0.25
#: Pseudo-counts of the prior variance (measurements) and of the prior trust (pairs).
PRIOR_COUNT = 3.0
PRIOR_PAIRS = 6.0
#: Predictions closer than 5 % (the resolution ``kerneltime tune`` flags as a near-tie) and
#: measurements closer than 2 % (run-to-run noise) order nothing: such a pair is a tie.
PREDICTED_RESOLUTION = 1.05
MEASURED_RESOLUTION = 1.02
NUGGET = 1e-6


@dataclass(frozen=True)
class Trust:
    """Goodman and Kruskal's gamma of predicted against measured times (None while no pair is
    informative), the number of measured configurations it was taken over, the shrunk trust
    ``weight`` in [-1, 1] and the prior-mean ``slope``."""

    tau: float | None
    pairs: int
    weight: float
    slope: float


def concordance(predicted_log: Sequence[float], measured_log: Sequence[float]) -> tuple[int, int]:
    """(concordant, discordant) pairs of measured configurations; a pair whose predictions differ
    by less than ``PREDICTED_RESOLUTION`` or whose measurements by less than
    ``MEASURED_RESOLUTION`` (relative) is a tie and counts as neither."""
    p, t = np.asarray(predicted_log, dtype=float), np.asarray(measured_log, dtype=float)
    dp, dt = p[:, None] - p[None, :], t[:, None] - t[None, :]
    informative = (np.abs(dp) > math.log(PREDICTED_RESOLUTION)) & (np.abs(dt) > math.log(MEASURED_RESOLUTION))
    upper = np.triu(informative, 1)
    same = (np.sign(dp) == np.sign(dt)) & upper
    return int(same.sum()), int(upper.sum() - same.sum())


def trust(predicted_log: Sequence[float], measured_log: Sequence[float], prior_weight: float) -> Trust:
    """The trust in the predictions from the measured configurations that have one (module doc)."""
    pairs = len(predicted_log)
    concordant, discordant = concordance(predicted_log, measured_log) if pairs >= 2 else (0, 0)
    informative = concordant + discordant
    if informative == 0:
        return Trust(None, pairs, prior_weight, math.sin(math.pi * prior_weight / 2))
    gamma = (concordant - discordant) / informative
    weight = (informative * gamma + PRIOR_PAIRS * prior_weight) / (informative + PRIOR_PAIRS)
    spread_p, spread_t = float(np.std(predicted_log)), float(np.std(measured_log))
    scale = spread_t / spread_p if pairs >= 3 and spread_p > 0 and spread_t > 0 else 1.0
    return Trust(gamma, pairs, weight, math.sin(math.pi * weight / 2) * scale)


def prior_mean(log_predicted: np.ndarray, measured_index: np.ndarray, measured_log: np.ndarray,
               slope: float, refused: np.ndarray | None = None, unbiased: np.ndarray | None = None) -> np.ndarray:
    """``m`` for every configuration (module doc); ``log_predicted`` is NaN where there is no
    prediction, ``measured_index``/``measured_log`` the measured configurations and their log
    times; a configuration the predictor refused (``refused``) is expected as slow as the slowest
    predicted one. One without a prediction is expected at the mean log prediction of the
    configurations ``unbiased`` marks (a uniform sample: what an unexamined configuration is
    predicted to be), else of every predicted one."""
    known = np.isfinite(log_predicted)
    sample = known & unbiased if unbiased is not None and (known & unbiased).any() else known
    centre = float(np.mean(log_predicted[sample])) if sample.any() else 0.0
    filled = np.where(known, log_predicted, centre)
    if refused is not None and refused.any() and known.any():  # the tool refused: expect the worst predicted
        filled = np.where(refused, float(np.max(log_predicted[known])) if slope >= 0 else
                          float(np.min(log_predicted[known])), filled)
    if len(measured_index) == 0:
        return slope * filled
    both = known[measured_index]
    if both.any():
        intercept = float(np.mean(measured_log[both] - slope * log_predicted[measured_index][both]))
    else:
        intercept = float(np.mean(measured_log)) - slope * centre
    return intercept + slope * filled


def _matern52(distance: np.ndarray) -> np.ndarray:
    scaled = math.sqrt(5.0) * distance
    return (1.0 + scaled + scaled * scaled / 3.0) * np.exp(-scaled)


def _distances(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    squared = (a * a).sum(1)[:, None] + (b * b).sum(1)[None, :] - 2.0 * a @ b.T
    return np.sqrt(np.maximum(squared, 0.0))


@dataclass(frozen=True)
class Posterior:
    """Posterior mean and standard deviation of the log time of every configuration, and the
    length scale the marginal likelihood chose."""

    mean: np.ndarray
    std: np.ndarray
    length_scale: float


def posterior(features: np.ndarray, mean: np.ndarray, measured_index: np.ndarray,
              measured_log: np.ndarray) -> Posterior:
    """The Gaussian process on the residuals ``measured_log - mean[measured_index]`` (module doc)
    at every row of ``features``."""
    count = len(measured_index)
    if count == 0:
        return Posterior(mean.copy(), np.full(len(mean), math.sqrt(PRIOR_VARIANCE)), LENGTH_SCALES[-1])
    residual = measured_log - mean[measured_index]
    offset = float(np.mean(residual))
    centred = residual - offset
    span = np.sqrt(max(1, features.shape[1]))
    known = features[measured_index]
    between = _distances(known, known)
    best = None
    for scale in LENGTH_SCALES:
        correlation = _matern52(between / (scale * span)) + NUGGET * np.eye(count)
        try:
            factor = np.linalg.cholesky(correlation)
        except np.linalg.LinAlgError:
            continue
        solved = np.linalg.solve(factor, centred)
        fitted = max(float(solved @ solved) / count, 1e-12)
        variance = (count * fitted + PRIOR_COUNT * PRIOR_VARIANCE) / (count + PRIOR_COUNT)
        likelihood = -0.5 * count * math.log(variance) - float(np.log(np.diag(factor)).sum()) \
            - 0.5 * float(solved @ solved) / variance
        if best is None or likelihood > best[0]:
            best = (likelihood, scale, factor, variance)
    if best is None:  # every kernel matrix singular: the prior alone
        return Posterior(mean + offset, np.full(len(mean), math.sqrt(PRIOR_VARIANCE)), LENGTH_SCALES[-1])
    _, scale, factor, variance = best
    cross = _matern52(_distances(features, known) / (scale * span))
    weights = np.linalg.solve(factor.T, np.linalg.solve(factor, centred))
    projected = np.linalg.solve(factor, cross.T)
    spread = np.maximum(variance * (1.0 - (projected * projected).sum(0)), 1e-12)
    return Posterior(mean + offset + cross @ weights, np.sqrt(spread), scale)


def expected_improvement(post: Posterior, best_log: float) -> np.ndarray:
    """Expected improvement below ``best_log`` of every configuration (Jones et al. 1998, eq. 15)."""
    gap = best_log - post.mean
    z = gap / post.std
    return gap * norm.cdf(z) + post.std * norm.pdf(z)
