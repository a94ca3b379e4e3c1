"""Validated rows with the inputs their timing models were given, saved to a file and scored
again: a change of the timing models (``analyzer.predict``) is re-scored in seconds, without
compiling or analysing the configurations again (``tools/rescore``).

A saved case holds ``validate_case``'s row results (the measured row, the reason it is scored
apart or failed) with the ``RowInputs`` (kernel model, GPU model with its launch floor, scalar
bindings) that ``validate_case(keep_inputs=True)`` kept, without the predictions. Re-scoring predicts each counted row with the code of
today and scores it as ``validate`` does (``metrics.score`` over (GPU, problem) groups,
``rulings.judge``). The file is a pickle of these records: it is written by this tool for this
tool (a change of the analysis records makes old files unreadable, reported as such).

``residual_correlations`` asks what the errors follow: within each tuning group, the Spearman
correlation of log(measured / predicted) with quantities of the model's own prediction (how far
its latency path exceeds its issue term, warps per issue port, blocks per SM, warps per block,
waves), averaged over the groups. A quantity whose correlation has one sign across kernel
families is a candidate mechanism; one that changes sign from family to family is not
(``docs/validation/validation-history.md``, twelfth and fifteenth rounds).
"""

from __future__ import annotations

import math
import pickle
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Hashable, Iterator, Mapping, Sequence

from analyzer.errors import InputError
from analyzer.files import write_atomically
from analyzer.evaluation.metrics import GROUP_MIN_CONFIGS, Scores, group_mean, score, spearman
from analyzer.evaluation.measured import MeasuredRow
from analyzer.evaluation.runner import CaseResult, RowResult, tuning_group
from analyzer.predict import api
from analyzer.predict.records import Prediction, PredictOptions

#: Format of the saved file; a file of another format is refused.
FORMAT = "kerneltime saved rows 1"


@dataclass(frozen=True)
class SavedCase:
    """A validated case's id, family and rows: ``validate_case``'s row results with their kept
    inputs and without their predictions (re-scoring makes those again)."""

    case: str
    family: str
    rows: tuple[RowResult, ...]


def saved_case(result: CaseResult, family: str) -> SavedCase:
    """The saved form of a case validated with ``keep_inputs=True``."""
    return SavedCase(result.case.id, family, tuple(replace(row, predictions={}) for row in result.rows))


def save_cases(cases: Sequence[SavedCase], path: Path) -> None:
    """Write ``cases`` to ``path`` whole or not at all (a temporary file renamed into place)."""
    write_atomically(path, pickle.dumps((FORMAT, tuple(cases)), protocol=pickle.HIGHEST_PROTOCOL))


def load_cases(path: Path) -> tuple[SavedCase, ...]:
    """The cases saved in ``path``; InputError when it is not such a file of this format."""
    try:
        with path.open("rb") as stream:
            saved_format, cases = pickle.load(stream)
    except FileNotFoundError:
        raise InputError("no such file", str(path)) from None
    except (pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError, ValueError) as error:
        raise InputError(f"not a file of saved rows of this version ({type(error).__name__})", str(path)) from None
    if saved_format != FORMAT:
        raise InputError(f"saved rows of format '{saved_format}', this version reads '{FORMAT}'", str(path))
    return cases


def _predicted(case: SavedCase, timing_model: str, failures: list[MeasuredRow]) -> Iterator[tuple[MeasuredRow, Prediction]]:
    """Each counted row of ``case`` with ``model``'s prediction by today's code; the rows it
    cannot predict go to ``failures``."""
    for saved in case.rows:
        if not saved.counted or saved.inputs is None:
            continue
        inputs, row = saved.inputs, saved.row
        try:
            prediction = api.predict(inputs.kernel, inputs.gpu, row.launch,
                                     PredictOptions(timing_model=timing_model, bindings=dict(inputs.bindings)))
        except InputError:
            failures.append(row)
            continue
        yield row, prediction


def rescore(case: SavedCase, timing_model: str) -> tuple[Scores, int]:
    """The scores of ``model`` over the counted rows of ``case`` predicted with today's code, as
    ``validate`` scores them (grouped by GPU and problem), and the number of counted rows it
    could not predict (left out of the scores)."""
    measured, predicted, groups, failures = [], [], [], []
    for row, prediction in _predicted(case, timing_model, failures):
        measured.append(row.time_ms)
        predicted.append(prediction.time_us / 1000.0)
        groups.append(tuning_group(row))
    return score(measured, predicted, groups), len(failures)


def _path_over_issue(prediction: Prediction) -> float:
    warp = prediction.warp
    issue = warp.issue_cycles * warp.warps_per_port
    return warp.path_cycles / issue if issue > 0 else math.inf


#: The quantities of a prediction the residuals are set against, by name (module docstring).
RESIDUAL_QUANTITIES: tuple[tuple[str, Callable[[Prediction], float]], ...] = (
    ("path/issue", _path_over_issue),
    ("warps/port", lambda prediction: prediction.warp.warps_per_port),
    ("blocks/SM", lambda prediction: prediction.blocks_per_sm),
    ("warps/block", lambda prediction: prediction.warps_per_block),
    ("waves", lambda prediction: prediction.waves),
)


def grouped_correlations(log_ratios: Sequence[float], quantities: Mapping[str, Sequence[float]],
                         groups: Sequence[Hashable]) -> dict[str, float | None]:
    """Per quantity, the mean over the groups of at least ``GROUP_MIN_CONFIGS`` rows of the
    Spearman correlation between the quantity and ``log_ratios`` (a group where either is
    constant has none and is skipped); None where no group has one."""
    return {name: group_mean(spearman, values, log_ratios, groups, GROUP_MIN_CONFIGS)
            for name, values in quantities.items()}


def residual_correlations(case: SavedCase, timing_model: str) -> dict[str, float | None]:
    """``grouped_correlations`` of log(measured / predicted) over the counted rows of ``case``
    predicted by ``model`` with today's code, against each of ``RESIDUAL_QUANTITIES``, grouped
    as ``validate`` groups (GPU and problem)."""
    log_ratios, groups, failures = [], [], []
    quantities: dict[str, list[float]] = {name: [] for name, _ in RESIDUAL_QUANTITIES}
    for row, prediction in _predicted(case, timing_model, failures):
        if prediction.time_us <= 0 or row.time_ms <= 0:
            continue
        log_ratios.append(math.log(row.time_ms * 1000.0 / prediction.time_us))
        groups.append(tuning_group(row))
        for name, quantity in RESIDUAL_QUANTITIES:
            quantities[name].append(float(quantity(prediction)))
    return grouped_correlations(log_ratios, quantities, groups)
