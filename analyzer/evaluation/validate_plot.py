"""``--plot DIR``: one PNG per case, predicted against measured time (log-log, the y = x line)
for every model. matplotlib is optional and imported only here."""

from __future__ import annotations

from pathlib import Path

from analyzer.errors import InputError
from analyzer.files import save_figure_atomically
from analyzer.evaluation.runner import CaseResult


def plot_case(result: CaseResult, directory: Path) -> Path | None:
    """Write ``DIR/<case>.png`` (None when no configuration was predicted)."""
    try:
        import matplotlib  # lazy: matplotlib is the optional 'plot' extra

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt  # lazy: matplotlib is the optional 'plot' extra
    except ImportError:
        raise InputError("plotting needs matplotlib: pip install 'kerneltime[plot]'", "--plot") from None
    good = [row for row in result.rows if row.failure is None]
    if not good:
        return None
    measured = [row.row.time_ms for row in good]
    figure, axes = plt.subplots(figsize=(5.5, 5))
    low, high = min(measured), max(measured)
    for name in result.models:
        predicted = [row.predictions[name].time_us / 1000.0 for row in good]
        low, high = min(low, *predicted), max(high, *predicted)
        scores = result.scores[name]
        label = f"{name}: MAPE {scores.mape:.0f} %" + (f", rho {scores.spearman:.2f}" if scores.spearman is not None else "")
        axes.scatter(measured, predicted, s=8, alpha=0.6, label=label)
    axes.plot([low, high], [low, high], color="black", linewidth=0.8)
    axes.set_xscale("log")
    axes.set_yscale("log")
    axes.set_xlabel("measured time_ms (mean)")
    axes.set_ylabel("predicted ms")
    axes.set_title(f"{result.case.id} on {','.join(dict.fromkeys(result.gpu_models.values()))}", fontsize=9)
    axes.legend(fontsize=8)
    out = directory / f"{result.case.id}.png"
    figure.tight_layout()
    try:
        save_figure_atomically(figure, out, dpi=110)
    finally:
        plt.close(figure)
    return out
