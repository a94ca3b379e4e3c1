"""Schedules as text Gantt charts (like Fig. 2 of Berezovskyi et al. 2012), SVG and PNG."""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import escape

from analyzer.errors import InputError
from analyzer.files import save_figure_atomically, write_atomically
from analyzer.makespan.schedule import Schedule

_COLOURS = {"L": "#4c78a8", "C": "#f58518"}
_OTHER_COLOURS = ("#54a24b", "#e45756", "#72b7b2", "#b279a2", "#9d755d")
_CELL = 14
_LEFT = 70
_TOP = 30


def text_gantt(schedule: Schedule) -> str:
    """One row per warp, one column per slot, the unit letter where the warp runs (Fig. 2)."""
    width = len(str(schedule.makespan))
    header = "Time slot " + " ".join(str(t).rjust(width) for t in range(1, schedule.makespan + 1))
    lines = [header]
    for warp, row in enumerate(schedule.starts, start=1):
        cells = [" " * width] * schedule.makespan
        for index, slot in enumerate(row):
            cells[slot - 1] = schedule.program[index].rjust(width)
        lines.append(f"Warp {warp:<4} " + " ".join(cells).rstrip())
    return "\n".join(lines)


def _colour(letter: str) -> str:
    return _COLOURS.get(letter, _OTHER_COLOURS[(ord(letter) - ord("A")) % len(_OTHER_COLOURS)])


def svg_gantt(schedule: Schedule, title: str = "") -> str:
    """A hand-written SVG Gantt chart: one rectangle per executed instruction."""
    cell = _CELL if schedule.makespan * schedule.warps <= 40000 else 4
    width = _LEFT + schedule.makespan * cell + 20
    height = _TOP + schedule.warps * cell + 30
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" font-size="10">',
             f'<text x="{_LEFT}" y="16" font-size="12">{escape(title)}</text>']
    label_every = max(1, schedule.warps // 40)
    for warp, row in enumerate(schedule.starts):
        y = _TOP + warp * cell
        if warp % label_every == 0:
            parts.append(f'<text x="4" y="{y + cell - 3}">warp {warp + 1}</text>')
        for index, slot in enumerate(row):
            letter = schedule.program[index]
            x = _LEFT + (slot - 1) * cell
            parts.append(f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="{_colour(letter)}" stroke="white" stroke-width="0.5"><title>warp {warp + 1}, instruction {index + 1} ({letter}), slot {slot}</title></rect>')
            if cell >= 10:
                parts.append(f'<text x="{x + 3}" y="{y + cell - 3}" fill="white">{letter}</text>')
    axis_y = _TOP + schedule.warps * cell + 14
    tick_every = max(1, schedule.makespan // 20)
    for slot in range(1, schedule.makespan + 1, tick_every):
        parts.append(f'<text x="{_LEFT + (slot - 1) * cell}" y="{axis_y}">{slot}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def write_plot(schedule: Schedule, path: str | Path, title: str = "") -> Path:
    """Write the schedule as SVG (hand-written) or PNG (matplotlib, the ``plot`` extra)."""
    target = Path(path)
    if target.suffix.lower() == ".svg":
        write_atomically(target, svg_gantt(schedule, title))
        return target
    if target.suffix.lower() != ".png":
        raise InputError(f"plot file must end in .svg or .png, got '{target.name}'", "--plot")
    try:
        import matplotlib  # lazy: optional dependency (the plot extra)

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt  # lazy: optional dependency (the plot extra), after choosing its backend
    except ImportError:
        raise InputError("PNG output needs matplotlib (pip install kerneltime[plot]); use .svg", "--plot") from None
    letters = sorted(set(schedule.program))
    figure, axes = plt.subplots(figsize=(min(16, 2 + schedule.makespan * 0.15), min(12, 1.5 + schedule.warps * 0.25)))
    for letter in letters:
        bars = [(slot - 1, warp) for warp, row in enumerate(schedule.starts) for index, slot in enumerate(row)
                if schedule.program[index] == letter]
        for start, warp in bars:
            axes.broken_barh([(start, 1)], (warp - 0.4, 0.8), facecolors=_colour(letter))
        axes.plot([], [], "s", color=_colour(letter), label=letter)
    axes.set_xlabel("time slot")
    axes.set_ylabel("warp")
    axes.invert_yaxis()
    axes.set_xlim(0, schedule.makespan)
    axes.legend(loc="upper right")
    axes.set_title(title)
    figure.tight_layout()
    try:
        save_figure_atomically(figure, target, dpi=120)
    finally:
        plt.close(figure)
    return target
