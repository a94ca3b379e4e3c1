"""Plots of a comparison: predicted versus measured time, and relative error versus the number
of warps in the launch (the axes of Kleimenov and Popova 2021, Fig. 6). matplotlib is optional
(the ``plot`` extra) and imported only here."""

from __future__ import annotations

from pathlib import Path

from analyzer.errors import InputError
from analyzer.files import save_figure_atomically
from analyzer.evaluation.compare import Comparison


def plot_comparison(comparison: Comparison, out: Path, title: str) -> None:
    """Write a two-panel PNG: predicted vs measured (log-log, with the y = x line) and relative
    error (%) vs warps in the launch."""
    try:
        import matplotlib  # lazy: matplotlib is the optional 'plot' extra

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt  # lazy: matplotlib is the optional 'plot' extra
    except ImportError:
        raise InputError("plotting needs matplotlib: pip install 'kerneltime[plot]'", "--plot") from None
    if not comparison.rows:
        raise InputError("nothing to plot: no configuration could be predicted", "--plot")
    measured = [row.measurement.measured_us for row in comparison.rows]
    predicted = [row.prediction.time_us for row in comparison.rows]
    warps = [row.prediction.warps_per_block * row.prediction.grid_blocks for row in comparison.rows]
    errors = [100.0 * row.relative_error for row in comparison.rows]
    figure, (left, right) = plt.subplots(1, 2, figsize=(10, 4.2))
    low, high = min(measured + predicted), max(measured + predicted)
    left.plot([low, high], [low, high], color="grey", linewidth=1, label="predicted = measured")
    left.scatter(measured, predicted, s=18)
    left.set_xscale("log")
    left.set_yscale("log")
    left.set_xlabel("measured time (us)")
    left.set_ylabel("predicted time (us)")
    left.legend(loc="lower right")
    right.scatter(warps, errors, s=18)
    right.set_xscale("log")
    right.set_xlabel("warps in the launch")
    right.set_ylabel("relative error |t - t_hat| / t (%)")
    summary = f"MAPE {comparison.mape:.1f} %" if comparison.mape is not None else ""
    figure.suptitle(f"{title}  {summary}")
    figure.tight_layout()
    try:
        save_figure_atomically(figure, out, dpi=120)
    except OSError as error:
        raise InputError(f"cannot write: {error.strerror}", str(out)) from None
    finally:
        plt.close(figure)
