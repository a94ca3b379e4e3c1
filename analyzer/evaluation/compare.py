"""Predicted versus measured kernel times: per configuration the relative error
``|t - t_hat| / t`` (Kleimenov and Popova 2021, section 4), then MAPE over every row and the
ranking metrics as ``validate`` judges them: a user tunes one problem on one GPU, so Spearman and
regret (measured time of the configuration the model ranks best / best measured time) are taken
within each tuning question (a measured file holds one GPU; the question is the problem size and
the untuned kernel parameters, ``Measurement.problem``) and averaged over the questions
(``analyzer.evaluation.metrics``: the group sizes, the tie rule). The pooled Spearman over every
row is kept too (for a size sweep it is the only ranking there is).

The measured files are read by ``analyzer.evaluation.measured_files``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

from analyzer.errors import InputError
from analyzer.evaluation import metrics
from analyzer.evaluation.measured_files import (  # noqa: F401 (the readers' names, for callers of this module)
    MAX_INTEGER, PREDICTED_BY, MeasuredSet, Measurement, read_csv, read_kt_cache, read_measured, read_text_table,
    strict_dimensions, strict_number, table_from_text)
from analyzer.predict.records import Launch, Prediction
from analyzer.tuning.tunables import BLOCK_TUNABLES


@dataclass(frozen=True)
class ComparedRow:
    """A measurement with its prediction and relative error."""

    measurement: Measurement
    prediction: Prediction

    @property
    def relative_error(self) -> float:
        """``|t - t_hat| / t``."""
        return abs(self.measurement.measured_us - self.prediction.time_us) / self.measurement.measured_us


@dataclass(frozen=True)
class QuestionScore:
    """One tuning question of a comparison: its ``problem`` (name, value pairs), the indices of
    its compared rows, and its Spearman (None under ``metrics.GROUP_MIN_CONFIGS`` rows or with a
    constant side) and regret (None for a single row: nothing to choose)."""

    problem: tuple[tuple[str, float], ...]
    rows: tuple[int, ...]
    spearman: float | None
    regret: float | None


@dataclass(frozen=True)
class Comparison:
    """Compared rows, rows that could not be predicted (with the reason), and the metrics: MAPE
    over every row; ``spearman`` pooled over every row; ``spearman_groups`` and ``regret`` the
    means over the tuning questions (``questions``) as ``validate`` computes them."""

    rows: tuple[ComparedRow, ...]
    failed: tuple[tuple[Measurement, str], ...]
    mape: float | None
    spearman: float | None
    regret: float | None
    spearman_groups: float | None = None
    questions: tuple[QuestionScore, ...] = ()


def compare(measured: MeasuredSet, predict_row: Callable[[Measurement], Prediction]) -> Comparison:
    """Predict every measured configuration and compute the metrics. Rows whose prediction
    raises InputError (e.g. a launch the model says cannot run) are listed as failed."""
    rows: list[ComparedRow] = []
    failed: list[tuple[Measurement, str]] = []
    for measurement in measured.rows:
        try:
            rows.append(ComparedRow(measurement, predict_row(measurement)))
        except InputError as error:
            failed.append((measurement, error.one_line()))
    if not rows:
        return Comparison((), tuple(failed), None, None, None)
    times = [row.measurement.measured_us for row in rows]
    predicted = [row.prediction.time_us for row in rows]
    groups = [row.measurement.problem for row in rows]
    scores = metrics.score(times, predicted, groups)
    questions = []
    for problem, members in metrics.group_members(groups).items():
        mine, theirs = [times[i] for i in members], [predicted[i] for i in members]
        questions.append(QuestionScore(
            problem, tuple(members),
            metrics.spearman(mine, theirs) if len(members) >= metrics.GROUP_MIN_CONFIGS else None,
            metrics.regret(mine, theirs) if len(members) >= metrics.GROUP_MIN_CHOICE else None))
    return Comparison(tuple(rows), tuple(failed), scores.mape, scores.spearman, scores.regret, scores.spearman_groups,
                      tuple(questions))


def varying_names(rows) -> list[str]:
    """The kernel parameters and tunables whose values differ between ``rows`` (measurements),
    in order of first appearance: what tells one row from another beside the launch."""
    seen: dict[str, set] = {}
    for measurement in rows:
        for name, value in {**measurement.values, **measurement.config}.items():
            if name not in BLOCK_TUNABLES:  # the block column shows them
                seen.setdefault(name, set()).add(value)
    present = [name for name, values in seen.items() if len(values) > 1]
    missing = [name for name in seen if name not in present
               and any(name not in {**row.values, **row.config} for row in rows)]
    return present + missing


def comparison_json(comparison: Comparison) -> dict[str, Any]:
    """JSON: ``rows`` (each with its ``values``, ``config`` and ``question`` index), ``mape``
    (percent), ``spearman`` (pooled), ``spearman_groups``, ``regret`` (mean over the questions),
    ``questions`` (each with its problem, rows, Spearman and regret), ``varying`` (the names
    whose values differ between rows), ``failed``."""
    question_of = {index: number for number, question in enumerate(comparison.questions) for index in question.rows}
    return {
        "rows": [{
            "block": list(row.measurement.launch.block), "grid": list(row.measurement.launch.grid),
            "values": dict(row.measurement.values), "config": dict(row.measurement.config),
            "question": question_of.get(index), "measured_us": row.measurement.measured_us,
            "predicted_us": row.prediction.time_us, "relative_error": row.relative_error,
            "warps": row.prediction.warps_per_block * row.prediction.grid_blocks,
            "bottleneck": row.prediction.bottleneck, "where": row.measurement.where,
        } for index, row in enumerate(comparison.rows)],
        "failed": [{"block": list(measurement.launch.block), "grid": list(measurement.launch.grid),
                    "values": dict(measurement.values), "config": dict(measurement.config),
                    "reason": reason, "where": measurement.where} for measurement, reason in comparison.failed],
        "varying": varying_names([row.measurement for row in comparison.rows]
                                 + [measurement for measurement, _ in comparison.failed]),
        "questions": [{"problem": dict(question.problem), "rows": list(question.rows), "spearman": question.spearman,
                       "regret": question.regret} for question in comparison.questions],
        "mape": comparison.mape,
        "spearman": comparison.spearman,
        "spearman_groups": comparison.spearman_groups,
        "regret": comparison.regret,
    }


def compare_kernel(module, kernel, gpu, measured: MeasuredSet, timing_model: str = "kp",
                   fixed: Mapping[str, float] | None = None, dynamic_shared: int = 0,
                   l1_hit: float | None = None, l2_hit: float | None = None) -> Comparison:
    """Predict every measured configuration of ``kernel`` on ``gpu`` with ``model`` (the kernel
    model rebuilt for each launch and its parameter values) and compare."""
    from analyzer.analysis.build import build_kernel_model  # lazy: `compare --help` imports this module
    from analyzer.predict.api import predict  # lazy: `compare --help` imports this module
    from analyzer.predict.records import PredictOptions  # lazy: `compare --help` imports this module

    def predict_row(measurement: Measurement) -> Prediction:
        launch = measurement.launch
        if not launch.dynamic_shared and dynamic_shared:
            launch = Launch(launch.grid, launch.block, dynamic_shared)
        bindings = {**(fixed or {}), **measurement.values, **launch.symbols()}
        kernel_model = build_kernel_model(module, kernel, bindings, launch.dynamic_shared)
        return predict(kernel_model, gpu, launch, PredictOptions(timing_model=timing_model, l1_hit=l1_hit, l2_hit=l2_hit,
                                                                  bindings=dict(bindings)))

    return compare(measured, predict_row)
