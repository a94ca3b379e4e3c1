"""Validated rows with the inputs their timing models were given, saved to a file and scored
again: a change of the timing models (``analyzer.predict``) is re-scored in seconds, without
compiling or analysing the configurations again (``tools/rescore``).

A saved case holds ``validate_case``'s row results (the measured row, the reason it is scored
apart or failed) with the ``RowInputs`` (kernel model, GPU model with its launch floor, scalar
bindings) that ``validate_case(keep_inputs=True)`` kept, without the predictions. Re-scoring predicts each counted row with the code of
today and scores it as ``validate`` does (``metrics.score`` over (GPU, problem) groups,
``rulings.judge``). The file is a pickle of these records: it is written by this tool for this
tool (a change of the analysis records makes old files unreadable, reported as such).
"""

from __future__ import annotations

import pickle
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Sequence

from analyzer.errors import InputError
from analyzer.files import write_atomically
from analyzer.evaluation.metrics import Scores, score
from analyzer.evaluation.runner import CaseResult, RowResult, tuning_group
from analyzer.predict import api
from analyzer.predict.records import PredictOptions

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


def rescore(case: SavedCase, model: str) -> tuple[Scores, int]:
    """The scores of ``model`` over the counted rows of ``case`` predicted with today's code, as
    ``validate`` scores them (grouped by GPU and problem), and the number of counted rows it
    could not predict (left out of the scores)."""
    measured, predicted, groups, failed = [], [], [], 0
    for saved in case.rows:
        if not saved.counted or saved.inputs is None:
            continue
        inputs, row = saved.inputs, saved.row
        try:
            prediction = api.predict(inputs.kernel, inputs.gpu, row.launch,
                                     PredictOptions(model=model, bindings=dict(inputs.bindings)))
        except InputError:
            failed += 1
            continue
        measured.append(row.time_ms)
        predicted.append(prediction.time_us / 1000.0)
        groups.append(tuning_group(row))
    return score(measured, predicted, groups), failed
