"""A small numpy-backed builder for mixed-integer models, solved with HiGHS (highspy).

Rows are added in vectorised blocks (row ids, column ids, coefficients); the matrix is handed to
HiGHS in one ``passModel`` call. Options follow the makespan notes (section 3.2): the objective is
integral, so ``mip_rel_gap = 0`` and ``mip_abs_gap = 0.99``; ``threads = 1``; a time limit; the
model status and the dual bound are always read back. HiGHS never writes to standard output:
newer highspy releases print a banner from the solver's constructor, before ``output_flag``
can be set, so the solver is built and run with file descriptor 1 pointed at the null device
(``quiet_stdout``; with ``output_flag`` off the banner is all HiGHS would print, and the outcome
is read back from the model status): the CLI's ``--json`` stays exactly one JSON document.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import sys
import time
from dataclasses import dataclass
from typing import Iterator

import highspy
import numpy as np

INF = highspy.kHighsInf


def _flush_c_stdio() -> None:
    """Flush the C library's ``stdout`` buffer (where a native library's ``printf`` waits)."""
    try:
        ctypes.CDLL(None).fflush(None)
    except (OSError, AttributeError):
        pass


@contextlib.contextmanager
def quiet_stdout() -> Iterator[None]:
    """Discard what native code writes to file descriptor 1 while the block runs (Python's own
    ``sys.stdout`` is flushed first and is back on descriptor 1 after)."""
    sys.stdout.flush()
    try:
        saved = os.dup(1)
        null = os.open(os.devnull, os.O_WRONLY)
    except OSError:  # no descriptor 1 (an embedding without one): nothing to protect
        yield
        return
    os.dup2(null, 1)
    os.close(null)
    try:
        yield
    finally:
        _flush_c_stdio()
        os.dup2(saved, 1)
        os.close(saved)


@dataclass(frozen=True)
class MipOutcome:
    """HiGHS result: status text, whether optimality was proven, incumbent objective (None when
    no feasible point was found), dual bound, column values, solve seconds."""

    status: str
    optimal: bool
    objective: float | None
    dual_bound: float | None
    values: np.ndarray | None
    seconds: float


class ModelBuilder:
    """Collects columns and rows of a MIP as numpy blocks."""

    def __init__(self) -> None:
        self._lower: list[np.ndarray] = []
        self._upper: list[np.ndarray] = []
        self._integer: list[np.ndarray] = []
        self._row_lower: list[np.ndarray] = []
        self._row_upper: list[np.ndarray] = []
        self._rows: list[np.ndarray] = []
        self._cols: list[np.ndarray] = []
        self._vals: list[np.ndarray] = []
        self.num_cols = 0
        self.num_rows = 0
        self.cost: dict[int, float] = {}

    def add_vars(self, shape: tuple[int, ...] | int, lower=0.0, upper=1.0, integer: bool = True) -> np.ndarray:
        """New columns with the given bounds (scalars or arrays); returns their ids in ``shape``."""
        ids = np.arange(self.num_cols, self.num_cols + int(np.prod(shape)), dtype=np.int64).reshape(shape)
        count = ids.size
        self._lower.append(np.broadcast_to(np.asarray(lower, dtype=float), ids.shape).reshape(-1).copy())
        self._upper.append(np.broadcast_to(np.asarray(upper, dtype=float), ids.shape).reshape(-1).copy())
        self._integer.append(np.full(count, integer, dtype=bool))
        self.num_cols += count
        return ids

    def add_rows(self, count: int, lower, upper) -> np.ndarray:
        """New rows ``lower <= a x <= upper``; returns their ids. Fill them with ``add_entries``."""
        ids = np.arange(self.num_rows, self.num_rows + count, dtype=np.int64)
        self._row_lower.append(np.broadcast_to(np.asarray(lower, dtype=float), (count,)).copy())
        self._row_upper.append(np.broadcast_to(np.asarray(upper, dtype=float), (count,)).copy())
        self.num_rows += count
        return ids

    def add_entries(self, rows, cols, vals) -> None:
        """Matrix coefficients (broadcast together); repeated (row, col) pairs are summed."""
        rows, cols, vals = np.broadcast_arrays(np.asarray(rows), np.asarray(cols), np.asarray(vals, dtype=float))
        self._rows.append(rows.reshape(-1).astype(np.int64))
        self._cols.append(cols.reshape(-1).astype(np.int64))
        self._vals.append(vals.reshape(-1))

    def _matrix(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        rows = np.concatenate(self._rows) if self._rows else np.zeros(0, dtype=np.int64)
        cols = np.concatenate(self._cols) if self._cols else np.zeros(0, dtype=np.int64)
        vals = np.concatenate(self._vals) if self._vals else np.zeros(0)
        order = np.lexsort((cols, rows))
        rows, cols, vals = rows[order], cols[order], vals[order]
        if rows.size:
            first = np.ones(rows.size, dtype=bool)
            first[1:] = (rows[1:] != rows[:-1]) | (cols[1:] != cols[:-1])
            group = np.cumsum(first) - 1
            vals = np.bincount(group, weights=vals)
            rows, cols = rows[first], cols[first]
        starts = np.searchsorted(rows, np.arange(self.num_rows + 1)).astype(np.int32)
        return starts, cols.astype(np.int32), vals

    def solve(self, maximize: bool, time_limit: float | None) -> MipOutcome:
        """Solve with HiGHS and read back status, incumbent and dual bound."""
        lp = highspy.HighsLp()
        lp.num_col_ = self.num_cols
        lp.num_row_ = self.num_rows
        cost = np.zeros(self.num_cols)
        for column, value in self.cost.items():
            cost[column] += value
        lp.col_cost_ = cost
        lp.col_lower_ = np.concatenate(self._lower)
        lp.col_upper_ = np.concatenate(self._upper)
        lp.row_lower_ = np.concatenate(self._row_lower) if self._row_lower else np.zeros(0)
        lp.row_upper_ = np.concatenate(self._row_upper) if self._row_upper else np.zeros(0)
        starts, index, value = self._matrix()
        lp.a_matrix_.format_ = highspy.MatrixFormat.kRowwise
        lp.a_matrix_.num_col_ = self.num_cols
        lp.a_matrix_.num_row_ = self.num_rows
        lp.a_matrix_.start_ = starts
        lp.a_matrix_.index_ = index
        lp.a_matrix_.value_ = value
        kinds = np.concatenate(self._integer)
        lp.integrality_ = [highspy.HighsVarType.kInteger if kind else highspy.HighsVarType.kContinuous for kind in kinds]
        lp.sense_ = highspy.ObjSense.kMaximize if maximize else highspy.ObjSense.kMinimize
        with quiet_stdout():
            solver = highspy.Highs()
            solver.setOptionValue("output_flag", False)
            solver.setOptionValue("threads", 1)
            solver.setOptionValue("mip_rel_gap", 0.0)
            solver.setOptionValue("mip_abs_gap", 0.99)
            if time_limit is not None:
                solver.setOptionValue("time_limit", float(time_limit))
            started = time.perf_counter()
            solver.passModel(lp)
            solver.run()
            seconds = time.perf_counter() - started
        status = solver.getModelStatus()
        info = solver.getInfo()
        has_point = info.primal_solution_status == highspy.SolutionStatus.kSolutionStatusFeasible
        values = np.asarray(solver.getSolution().col_value) if has_point else None
        optimal = status == highspy.HighsModelStatus.kOptimal
        dual = float(info.mip_dual_bound) if np.isfinite(info.mip_dual_bound) else None
        return MipOutcome(status=solver.modelStatusToString(status), optimal=optimal,
                          objective=float(info.objective_function_value) if has_point else None,
                          dual_bound=dual, values=values, seconds=seconds)
