"""Exact worst-case makespan as integer linear programs, solved with HiGHS.

Forms:
- ``short``: the paper's Fig. 3 model (Berezovskyi et al. 2012, section 5) with binaries
  ``x[w,i,t]`` (the paper's LS/CC, one array since each instruction has one unit type),
  capacity eq. 14-15, one instruction per warp and type per slot eq. 16, every instruction once
  eq. 17, precedence eq. 18-19, "warp W finishes last", saturation indicators E/G eq. 28 with
  eq. 36-37, the readiness indicators TL/TC of eq. 25-26 and the short work-conservation form
  eq. 32/35 (one row per warp, instruction and slot).
- ``long``: the same with the long form eq. 31/34 (one row per warp, type and slot).
- ``count``: the compact aggregated model of the makespan notes (section 2.8): integers
  ``S[i,t]`` = warps that completed instruction i by the end of slot t; size independent of W.

Per-warp forms also get the FIFO order ``Y[w,i] <= Y[w+1,i]`` (valid because warps never need
to overtake, notes section 2.1). The horizon is a proven upper bound on T*, so the dual bound is
a valid upper bound on T* when the time limit stops the solve.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from analyzer.errors import InputError
from analyzer.makespan.bounds import best_upper_bound
from analyzer.makespan.instance import Instance
from analyzer.makespan.limits import Budget
from analyzer.makespan.lp_builder import INF, ModelBuilder
from analyzer.makespan.schedule import Schedule, deaggregate

FORMS = ("short", "long", "count")


@dataclass(frozen=True)
class IlpResult:
    """ILP outcome: incumbent makespan (None without a feasible point), proven upper bound,
    whether optimality was proven, HiGHS status, sizes, seconds, and the incumbent schedule."""

    form: str
    makespan: int | None
    upper_bound: int
    optimal: bool
    status: str
    columns: int
    rows: int
    seconds: float
    schedule: Schedule | None


def _type_stages(instance: Instance) -> list[tuple[int, np.ndarray]]:
    return [(instance.capacity(letter), np.array(instance.stages(letter), dtype=np.int64)) for letter in instance.letters]


def _per_warp_model(instance: Instance, horizon: int, long_form: bool) -> tuple[ModelBuilder, np.ndarray]:
    """Fig. 3 of Berezovskyi et al. 2012 with the short (eq. 32/35) or long (eq. 31/34) rows."""
    warps, length = instance.warps, instance.length
    slots = np.arange(1, horizon + 1, dtype=float)
    model = ModelBuilder()
    window = np.zeros((warps, length, horizon))
    for i in range(length):
        window[:, i, i: horizon - (length - 1 - i)] = 1.0
    x = model.add_vars((warps, length, horizon), 0.0, window)
    rows = model.add_rows(warps * length, 1.0, 1.0).reshape(warps, length)
    model.add_entries(rows[:, :, None], x, 1.0)
    for i in range(length - 1):
        rows = model.add_rows(warps, 1.0, INF)
        model.add_entries(rows[:, None], x[:, i + 1, :], slots)
        model.add_entries(rows[:, None], x[:, i, :], -slots)
    if warps > 1:
        rows = model.add_rows(warps - 1, -INF, 0.0)
        model.add_entries(rows[:, None], x[:-1, -1, :], slots)
        model.add_entries(rows[:, None], x[-1:, -1, :], -slots)
        rows = model.add_rows((warps - 1) * length, -INF, 0.0).reshape(warps - 1, length)
        model.add_entries(rows[:, :, None], x[:-1], slots)
        model.add_entries(rows[:, :, None], x[1:], -slots)
    issue_full = _issue_width_rows(model, instance, x, horizon)
    ready = model.add_vars((warps, length, horizon))
    rows = model.add_rows(warps * length * horizon, -INF, 0.0).reshape(warps, length, horizon)
    model.add_entries(rows, ready, 1.0)
    lower_t, lower_tp = np.tril_indices(horizon)
    model.add_entries(rows[:, :, lower_t], x[:, :, lower_tp], -1.0)
    upper_t, upper_tp = np.triu_indices(horizon)
    model.add_entries(rows[:, 1:, upper_t], x[:, :-1, upper_tp], -1.0)
    for cap, stages in _type_stages(instance):
        rows = model.add_rows(horizon, -INF, float(cap))
        model.add_entries(rows[None, :], x[:, stages, :].reshape(-1, horizon), 1.0)
        rows = model.add_rows(warps * horizon, -INF, 1.0).reshape(warps, horizon)
        model.add_entries(rows[:, None, :], x[:, stages, :], 1.0)
        saturated = model.add_vars(horizon)
        rows = model.add_rows(horizon, 0.0, INF)
        model.add_entries(rows[None, :], x[:, stages, :].reshape(-1, horizon), 1.0)
        model.add_entries(rows, saturated, -float(cap))
        rows = model.add_rows(horizon, -INF, float(cap - 1))
        model.add_entries(rows[None, :], x[:, stages, :].reshape(-1, horizon), 1.0)
        model.add_entries(rows, saturated, -1.0)
        if long_form:
            size = float(len(stages))
            rows = model.add_rows(warps * horizon, size, INF).reshape(warps, horizon)
            model.add_entries(rows[:, None, :], ready[:, stages, :], 1.0)
            model.add_entries(rows, saturated[None, :], size)
            if issue_full is not None:
                model.add_entries(rows, issue_full[None, :], size)
        else:
            rows = model.add_rows(warps * len(stages) * horizon, 1.0, INF).reshape(warps, len(stages), horizon)
            model.add_entries(rows, ready[:, stages, :], 1.0)
            model.add_entries(rows, saturated[None, None, :], 1.0)
            if issue_full is not None:
                model.add_entries(rows, issue_full[None, None, :], 1.0)
    model.cost = {int(column): float(t) for column, t in zip(x[-1, -1, :], slots)}
    return model, x


def _issue_width_rows(model: ModelBuilder, instance: Instance, x: np.ndarray, horizon: int) -> np.ndarray | None:
    """Issue width K: at most K issues per slot; F_t = 1 only when exactly K issue."""
    width = instance.issue_width
    if width is None:
        return None
    flat = np.moveaxis(x, 2, 0).reshape(horizon, -1)
    rows = model.add_rows(horizon, -INF, float(width))
    model.add_entries(rows[:, None], flat, 1.0)
    full = model.add_vars(horizon)
    rows = model.add_rows(horizon, 0.0, INF)
    model.add_entries(rows[:, None], flat, 1.0)
    model.add_entries(rows, full, -float(width))
    return full


def _count_model(instance: Instance, horizon: int) -> tuple[ModelBuilder, np.ndarray]:
    """The aggregated exact ILP of the makespan notes, section 2.8, with its strengthenings."""
    warps, length = instance.warps, instance.length
    model = ModelBuilder()
    upper = np.full((length, horizon + 1), float(warps))
    upper[:, 0] = 0.0
    lower = np.zeros((length, horizon + 1))
    lower[-1, -1] = warps
    done = model.add_vars((length, horizon + 1), lower, upper)
    now, before = done[:, 1:], done[:, :-1]
    rows = model.add_rows(length * horizon, 0.0, INF).reshape(length, horizon)
    model.add_entries(rows, now, 1.0)
    model.add_entries(rows, before, -1.0)
    rows = model.add_rows((length - 1) * horizon, -INF, 0.0).reshape(length - 1, horizon)
    model.add_entries(rows, now[1:], 1.0)
    model.add_entries(rows, before[:-1], -1.0)
    width = instance.issue_width
    issue_full = model.add_vars(horizon) if width is not None else None
    issued_terms = []
    for cap, stages in _type_stages(instance):
        issued = [(now[stages], 1.0), (before[stages], -1.0)]
        feeders = stages[stages > 0] - 1
        ready = [(before[feeders], 1.0), (before[stages], -1.0)]
        ready_constant = float(warps) if 0 in stages else 0.0
        issued_terms += issued
        _rows(model, issued, -INF, float(cap))
        saturated = model.add_vars(horizon)
        _rows(model, issued + [(saturated, -float(cap))], 0.0, INF)
        relief = [(saturated, float(warps))] + ([(issue_full, float(warps))] if width is not None else [])
        _rows(model, issued + [(term, -c) for term, c in ready] + relief, ready_constant, INF)
        _rows(model, ready + [(saturated, -float(cap))], -ready_constant, INF)
        if width is None:
            _rows(model, ready + [(saturated, -float(warps - cap + 1))], -INF, cap - 1 - ready_constant)
    if width is not None:
        _rows(model, issued_terms, -INF, float(width))
        _rows(model, issued_terms + [(issue_full, -float(width))], 0.0, INF)
    running = model.add_vars(horizon)
    _rows(model, [(now[-1:], 1.0), (running, 1.0)], -INF, float(warps))
    rows = model.add_rows(horizon - 1, -INF, 0.0)
    model.add_entries(rows, running[1:], 1.0)
    model.add_entries(rows, running[:-1], -1.0)
    rows = model.add_rows(horizon, 0.0, INF)
    model.add_entries(rows[None, :], now, 1.0)
    model.add_entries(rows, running, -np.arange(1, horizon + 1, dtype=float))
    model.cost = {int(column): 1.0 for column in running}
    return model, done


def _rows(model: ModelBuilder, terms: list[tuple[np.ndarray, float]], lower: float, upper: float) -> None:
    """One row per slot: sum over terms of coefficient * (sum over the term's stage rows)."""
    horizon = terms[0][0].shape[-1]
    rows = model.add_rows(horizon, lower, upper)
    for ids, coefficient in terms:
        model.add_entries(rows if ids.ndim == 1 else rows[None, :], ids, coefficient)


#: Estimated bytes per model column and per row (builder arrays, HiGHS copies and MIP work data).
_BYTES_PER_COLUMN = 400
_BYTES_PER_ROW = 400


def estimated_model_bytes(instance: Instance, form: str, horizon: int) -> int:
    """A size estimate of the ILP before it is built: columns and rows of each form times a
    per-entry allowance (per-warp forms: W I H binaries plus as many readiness rows)."""
    types = len(instance.letters) + 1
    if form == "count":
        columns = instance.length * horizon + types * horizon
        rows = 4 * columns
    else:
        columns = 2 * instance.warps * instance.length * horizon + types * horizon
        rows = 3 * instance.warps * instance.length * horizon
    return columns * _BYTES_PER_COLUMN + rows * _BYTES_PER_ROW


def solve_ilp(instance: Instance, form: str = "short", time_limit: float | None = 60.0,
              horizon: int | None = None, budget: Budget | None = None) -> IlpResult:
    """Worst-case makespan by one ILP form with HiGHS; ``optimal`` is True only when HiGHS proved
    it. The horizon defaults to the best proven upper bound (never eq. 5-7 when unsafe).
    With ``budget`` the model size is estimated first (BudgetExceeded when over the memory
    budget) and HiGHS gets the remaining time."""
    if form not in FORMS:
        raise InputError(f"unknown ILP form '{form}' (short, long, count)", "--method")
    if instance.priorities is not None:
        raise InputError("priority classes are supported by the exact search only (--method exact)", "--priorities")
    horizon = horizon or best_upper_bound(instance).value
    if budget is not None:
        budget.reserve(estimated_model_bytes(instance, form, horizon), f"ILP ({form} form)")
        budget.check(f"ILP ({form} form)")
        time_limit = max(0.05, min(time_limit or budget.remaining(), budget.remaining()))
    if form == "count":
        model, done = _count_model(instance, horizon)
    else:
        model, x = _per_warp_model(instance, horizon, long_form=form == "long")
    outcome = model.solve(maximize=True, time_limit=time_limit)
    offset = 1 if form == "count" else 0
    makespan = schedule = None
    if outcome.values is not None:
        makespan = int(round(outcome.objective)) + offset
        if form == "count":
            schedule = _count_schedule(instance, np.rint(outcome.values[done]).astype(int), makespan)
        else:
            chosen = np.rint(outcome.values[x]).astype(int)
            starts = tuple(tuple(int(np.argmax(chosen[w, i])) + 1 for i in range(instance.length))
                           for w in range(instance.warps))
            schedule = Schedule(program=instance.program, starts=starts)
    upper = horizon
    if outcome.optimal and makespan is not None:
        upper = makespan
    elif outcome.dual_bound is not None:
        upper = min(horizon, int(np.floor(outcome.dual_bound + 1e-6)) + offset)
    return IlpResult(form=form, makespan=makespan, upper_bound=upper, optimal=outcome.optimal and makespan is not None,
                     status=outcome.status, columns=model.num_cols, rows=model.num_rows, seconds=outcome.seconds,
                     schedule=schedule)


def _count_schedule(instance: Instance, done: np.ndarray, makespan: int) -> Schedule:
    """Count path from ``S[i,t]`` (notes section 2.8) and its FIFO per-warp schedule."""
    warps = instance.warps
    path = []
    for t in range(makespan + 1):
        finished = [warps] + [int(v) for v in done[:, t]]
        path.append(tuple(finished[i] - finished[i + 1] for i in range(instance.length)) + (finished[-1],))
    return deaggregate(instance.program, path)
