"""The accuracy report: every committed measurement file against the predictor and the MWP-CWP
baseline (per kernel and GPU: MAPE, Spearman rank correlation, tuning regret).

Measurement files live in ``samples/<sample>/measured/<kernel>.<gpu-id>.csv`` (written by
``kerneltime measure`` or ``tools/measure_samples.py`` on a GPU machine); their header names the
kernel file (``# kernel_file: samples/...``) and the GPU. The report needs no GPU.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from analyzer.errors import InputError
from analyzer.frontend import load_module
from analyzer.measure.records import read_header
from analyzer.evaluation.compare import Comparison, compare_kernel, read_measured
from analyzer.markers import replace_between_markers
from analyzer.gpu.loader import load_gpu
from analyzer.predict.registry import MODEL_NAMES as MODELS
BEGIN, END = "<!-- accuracy:begin -->", "<!-- accuracy:end -->"


@dataclass(frozen=True)
class AccuracyRow:
    """One kernel on one GPU: number of configurations and each model's comparison."""

    kernel: str
    gpu: str
    measured_on: str
    file: str
    configurations: int
    comparisons: tuple[tuple[str, Comparison], ...]


def measurement_files(root: Path) -> list[Path]:
    """The committed measurement CSVs under ``root`` (``*/measured/*.csv``), sorted."""
    return sorted(root.glob("*/measured/*.csv"))


def accuracy_row(path: Path, repo_root: Path, timing_models: Sequence[str] = MODELS) -> AccuracyRow:
    """Compare one measurement file with every model."""
    header = read_header(path.read_text(encoding="utf-8").splitlines())
    parts = path.name.split(".")
    if len(parts) != 3 or "kernel_file" not in header:
        raise InputError("expected <kernel>.<gpu-id>.csv with a '# kernel_file: ...' header line", str(path))
    kernel_name, gpu_id = parts[0], parts[1]
    module = load_module(repo_root / header["kernel_file"])
    kernel = module.kernel(kernel_name)
    gpu = load_gpu(gpu_id)
    measured = read_measured(path, kernel.plain_name, [param.name for param in kernel.params])
    comparisons = tuple((model, compare_kernel(module, kernel, gpu, measured, model)) for model in timing_models)
    return AccuracyRow(kernel.plain_name, gpu.id, header.get("gpu_name", "?"), str(path.resolve().relative_to(repo_root)),
                       len(measured.rows), comparisons)


def _cell(value: float | None, digits: int, suffix: str = "") -> str:
    return "n/a" if value is None else f"{value:.{digits}f}{suffix}"


def markdown_table(rows: Sequence[AccuracyRow], timing_models: Sequence[str] = MODELS) -> str:
    """The accuracy table (docs/validation/accuracy.md): one line per kernel and GPU, MAPE / Spearman / regret per model."""
    head = "| kernel | GPU | measured on | configs | " + " | ".join(
        f"{model} MAPE | {model} Spearman | {model} regret" for model in timing_models) + " |"
    rule = "|" + "---|" * (4 + 3 * len(timing_models))
    lines = [head, rule]
    for row in rows:
        cells = []
        for _, comparison in row.comparisons:
            cells += [_cell(comparison.mape, 1, " %"), _cell(comparison.spearman, 2), _cell(comparison.regret, 2)]
        lines.append(f"| {row.kernel} | {row.gpu} | {row.measured_on} | {row.configurations} | " + " | ".join(cells) + " |")
    if not rows:
        lines.append("| (no measurement committed yet) | | | " + " | ".join([""] * (1 + 3 * len(timing_models))) + " |")
    return "\n".join(lines)


def update_readme(readme: Path, table: str) -> None:
    """Replace the text between the accuracy markers of ``readme`` with ``table``."""
    replace_between_markers(readme, BEGIN, END, table)
