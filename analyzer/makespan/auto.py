"""One entry point for every makespan method, returning an explicit, honest status.

``auto``: cheap proven bounds, then a beam witness (lower bound); when the witness meets the
best proven upper bound the value is exact without any search; otherwise the exact count DP
runs within the time budget; if the budget runs out the result is ``bounded [LB, UB]``. Count
states too large for one 64-bit key use the multi-word encoding of ``wide_search`` (reported as
``details["encoding"]``), so long kernel strings still get a witness and, for small W, ``exact``.
Status is ``exact`` (proven optimum), ``bounded`` (proven interval) or ``estimate`` (eq. 5-7
with a capacity above 1, or eq. 40-41: not guaranteed).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import Callable

from analyzer.errors import InputError
from analyzer.makespan.bounds import best_upper_bound, pessimistic, trivial_lower_bound
from analyzer.makespan.extrapolate import extrapolate
from analyzer.makespan.ilp import solve_ilp
from analyzer.makespan.instance import Instance
from analyzer.makespan.schedule import Schedule
from analyzer.makespan.search import SearchBudgetExceeded, beam_lower_bound, best_case_makespan, exact_makespan

METHODS = ("auto", "exact", "ilp", "ilp-long", "ilp-count", "pessimistic", "extrapolate")
_ILP_FORMS = {"ilp": "short", "ilp-long": "long", "ilp-count": "count"}
BEAM_WIDTH = 16


@dataclass(frozen=True)
class MakespanReport:
    """Result of one analysis: the value, its status and proven interval, the method, eq. 5-7 for
    comparison, warnings, the witness/optimal schedule, and method details."""

    makespan: int | None
    status: str
    lower_bound: int
    upper_bound: int
    method: str
    optimal: bool
    pessimistic: int
    instance: Instance
    solve_seconds: float
    warnings: tuple[str, ...] = ()
    schedule: Schedule | None = None
    best_case: int | None = None
    details: dict = field(default_factory=dict)

    def to_dict(self, include_schedule: bool = False) -> dict:
        """JSON form with the keys of the CLI contract."""
        payload = {
            "makespan": self.makespan, "status": self.status, "lower_bound": self.lower_bound,
            "upper_bound": self.upper_bound, "method": self.method, "optimal": self.optimal,
            "pessimistic": self.pessimistic, "string": self.instance.program, "original_string": self.instance.original,
            "capacities": dict(self.instance.capacities), "issue_width": self.instance.issue_width,
            "warps": self.instance.warps, "solve_seconds": round(self.solve_seconds, 4),
            "warnings": list(self.warnings), "details": self.details,
        }
        if self.best_case is not None:
            payload["best_case"] = self.best_case
        if include_schedule:
            payload["schedule"] = self.schedule.to_dict() if self.schedule else None
        return payload


def _beam(instance: Instance, want_schedule: bool):
    return beam_lower_bound(instance, beam_width=BEAM_WIDTH, recover=want_schedule)


def analyze(instance: Instance, method: str = "auto", x: int = 8, time_limit: float = 10.0,
            want_schedule: bool = False, best_case: bool = False,
            progress: Callable[[float], None] | None = None) -> MakespanReport:
    """Run ``method`` on ``instance`` and report value, status (exact/bounded/estimate), proven
    interval and warnings."""
    if method not in METHODS:
        raise InputError(f"unknown method '{method}' ({', '.join(METHODS)})", "--method")
    started = time.perf_counter()
    classic = pessimistic(instance)
    upper = best_upper_bound(instance)
    lower = trivial_lower_bound(instance).value
    warnings: list[str] = []
    if method == "pessimistic":
        report = _pessimistic(instance, classic, upper.value, lower, want_schedule)
    elif method == "extrapolate":
        result = extrapolate(instance, x=x)
        lower = max(lower, result.witness_lower_bound or 0)
        report = MakespanReport(makespan=result.estimate, status="estimate", lower_bound=lower, upper_bound=upper.value,
                                method="extrapolate eq. 40-41", optimal=False, pessimistic=classic.value,
                                instance=instance, solve_seconds=0.0, warnings=result.warnings,
                                details={"x": result.x, "exact_values": list(result.exact_values),
                                         "unsafe": result.unsafe, "upper_bound_from": upper.name})
    elif method in _ILP_FORMS:
        result = solve_ilp(instance, _ILP_FORMS[method], time_limit=time_limit)
        if not result.optimal:
            warnings.append(f"ILP not proven optimal ({result.status}); reporting the proven interval")
        low = max(lower, result.makespan or 0)
        report = MakespanReport(makespan=result.makespan if result.optimal else None,
                                status="exact" if result.optimal else "bounded", lower_bound=low,
                                upper_bound=result.upper_bound, method=f"{method} (HiGHS)", optimal=result.optimal,
                                pessimistic=classic.value, instance=instance, solve_seconds=0.0,
                                warnings=tuple(warnings), schedule=result.schedule,
                                details={"status": result.status, "columns": result.columns, "rows": result.rows})
    else:
        report = _search(instance, method, upper, lower, time_limit, want_schedule, progress)
    if best_case:
        report = _with_best_case(report)
    if not classic.guaranteed and method != "pessimistic":
        report = _add_warning(report, f"pessimistic {classic.value}: {classic.note}")
    return _finish(report, started)


def _search(instance, method, upper, lower, time_limit, want_schedule, progress) -> MakespanReport:
    """auto / exact: beam witness, then the exact DP within the budget."""
    classic = pessimistic(instance)
    started = time.perf_counter()
    try:
        beam = _beam(instance, want_schedule) if method == "auto" else None
    except SearchBudgetExceeded as stop:
        return MakespanReport(makespan=None, status="bounded", lower_bound=lower, upper_bound=upper.value,
                              method=f"{method}: {upper.name}", optimal=False, pessimistic=classic.value,
                              instance=instance, solve_seconds=0.0, warnings=(f"{stop}; T* lies in [{lower}, {upper.value}]",))
    if beam is not None:
        lower = max(lower, beam.makespan)
        if beam.makespan >= upper.value:
            return MakespanReport(makespan=beam.makespan, status="exact", lower_bound=beam.makespan,
                                  upper_bound=beam.makespan, method=f"auto: beam witness meets {upper.name}",
                                  optimal=True, pessimistic=classic.value, instance=instance, solve_seconds=0.0,
                                  schedule=beam.schedule, details={"beam_states": beam.states, "encoding": beam.encoding})
    remaining = max(0.1, time_limit - (time.perf_counter() - started))
    try:
        exact = exact_makespan(instance, recover=want_schedule, time_limit=remaining, progress=progress)
    except SearchBudgetExceeded as stop:
        if beam is None and stop.states:
            beam = _beam(instance, want_schedule)
            lower = max(lower, beam.makespan)
        return MakespanReport(makespan=None, status="bounded", lower_bound=lower, upper_bound=upper.value,
                              method=f"{method}: beam witness and {upper.name}", optimal=False,
                              pessimistic=classic.value, instance=instance, solve_seconds=0.0,
                              warnings=(f"exact search not finished: {stop}; T* lies in [{lower}, {upper.value}]",),
                              schedule=beam.schedule if beam else None,
                              details={"states": stop.states, "encoding": beam.encoding if beam else None})
    return MakespanReport(makespan=exact.makespan, status="exact", lower_bound=exact.makespan,
                          upper_bound=exact.makespan, method=f"{method}: count DP", optimal=True,
                          pessimistic=classic.value, instance=instance, solve_seconds=0.0,
                          schedule=exact.schedule, details={"states": exact.states, "encoding": exact.encoding})


def _pessimistic(instance, classic, upper, lower, want_schedule) -> MakespanReport:
    """Eq. 5-7, proven when every capacity is 1; otherwise an estimate checked against a witness."""
    warnings = []
    witness = _beam(instance, want_schedule)
    if not classic.guaranteed:
        warnings.append(classic.note)
    if witness.makespan > classic.value:
        warnings.append(f"UNSAFE: eq. 5-7 gives {classic.value} but a schedule of {witness.makespan} slots exists")
    return MakespanReport(makespan=classic.value, status="bounded" if classic.guaranteed else "estimate",
                          lower_bound=max(lower, witness.makespan), upper_bound=classic.value if classic.guaranteed else upper,
                          method="pessimistic eq. 5-7", optimal=False, pessimistic=classic.value, instance=instance,
                          solve_seconds=0.0, warnings=tuple(warnings), schedule=witness.schedule)


def _with_best_case(report: MakespanReport) -> MakespanReport:
    return _replace(report, best_case=best_case_makespan(report.instance).makespan)


def _add_warning(report: MakespanReport, warning: str) -> MakespanReport:
    if warning in report.warnings or any(warning.endswith(w) for w in report.warnings):
        return report
    return _replace(report, warnings=report.warnings + (warning,))


def _finish(report: MakespanReport, started: float) -> MakespanReport:
    return _replace(report, solve_seconds=time.perf_counter() - started)


def _replace(report: MakespanReport, **changes) -> MakespanReport:
    return replace(report, **changes)
