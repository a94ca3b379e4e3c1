"""Root finding for the predictors' fixed points (the kt model's loaded DRAM latency)."""

from __future__ import annotations


def decreasing_root(function, low: float, high: float, relative: float = 1e-7, iterations: int = 100) -> float:
    """The root of a decreasing ``function`` with ``function(low) > 0 >= function(high)`` by the
    Illinois variant of regula falsi (superlinear; a few evaluations where the waves are nearly
    linear in the latency), stopping when the bracket is within ``relative`` of the root.
    (``scipy.optimize.brentq`` does the same, but importing it costs 0.4 s per process.)"""
    f_low, f_high = function(low), function(high)
    side = 0
    for _ in range(iterations):
        middle = (low * f_high - high * f_low) / (f_high - f_low)
        f_middle = function(middle)
        if f_middle == 0:
            return middle
        if f_middle > 0:
            low, f_low = middle, f_middle
            if side == 1:
                f_high /= 2.0
            side = 1
        else:
            high, f_high = middle, f_middle
            if side == -1:
                f_low /= 2.0
            side = -1
        if high - low <= relative * high:
            break
    return (low + high) / 2.0
