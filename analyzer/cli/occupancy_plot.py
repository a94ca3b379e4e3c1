"""The occupancy curves as a figure (``kerneltime occupancy --plot OUT``). matplotlib is optional
(the ``plot`` extra) and imported only here; the format follows the file suffix (png, svg, pdf)."""

from __future__ import annotations

from pathlib import Path

from analyzer.errors import InputError
from analyzer.files import save_figure_atomically
from analyzer.gpu.occupancy_curves import CurvePoint

LIMITER_COLOURS = {"warps": "tab:blue", "registers": "tab:orange", "shared_memory": "tab:green",
                   "blocks": "tab:purple", "barriers": "tab:brown", "none": "tab:red"}


def plot_curves(panels: list[tuple[str, tuple[CurvePoint, ...], int | None]], out: Path, title: str) -> None:
    """One panel per curve: occupancy (%) against the varied quantity, points coloured by their
    limiter, the current launch marked with a vertical line. ``panels``: (x label, points, the
    current value or None). Written atomically (temporary file renamed into place)."""
    try:
        import matplotlib  # lazy: matplotlib is the optional 'plot' extra

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt  # lazy: matplotlib is the optional 'plot' extra
    except ImportError:
        raise InputError("plotting needs matplotlib: pip install 'kerneltime[plot]'", "--plot") from None
    suffix = out.suffix.lower().lstrip(".")
    if suffix not in ("png", "svg", "pdf"):
        raise InputError(f"unknown plot format '{out.suffix}' (use .png, .svg or .pdf)", "--plot")
    figure, axes = plt.subplots(1, len(panels), figsize=(4.2 * len(panels), 3.6), squeeze=False)
    for axis, (label, points, current) in zip(axes[0], panels):
        axis.step([point.value for point in points], [100 * point.occupancy for point in points], where="post",
                  color="lightgrey", linewidth=1)
        for limiter in sorted({point.limiter for point in points}):
            chosen = [point for point in points if point.limiter == limiter]
            axis.scatter([point.value for point in chosen], [100 * point.occupancy for point in chosen], s=8,
                         color=LIMITER_COLOURS.get(limiter, "black"), label=limiter.replace("_", " "))
        if current is not None:
            axis.axvline(current, color="black", linestyle=":", linewidth=1)
        axis.set_xlabel(label)
        axis.set_ylabel("occupancy (%)")
        axis.set_ylim(0, 105)
        axis.legend(loc="best", fontsize=7, title="limiter", title_fontsize=7)
    figure.suptitle(title, fontsize=9)
    figure.tight_layout()
    try:
        save_figure_atomically(figure, out)
    finally:
        plt.close(figure)
