"""One entry point for every makespan method, returning an explicit, honest status.

``auto``: cheap proven bounds (U0, queue, run and pile bounds), then witnesses (lower bounds:
policy simulations of ``witness``, the beam DP for small W I^2), each replayed by the checker; when a
witness meets the best proven upper bound the value is exact without any search; otherwise the
exact count DP runs (unless C(W+I, I) says it cannot finish) within the ``Budget`` (deadline and
memory); past it the result is ``bounded [LB, UB]`` with the best witness schedule. ``exact``
does the same with the DP pruned by the state form of the run bound. Count states too large
for one 64-bit key use the multi-word encoding of ``wide_search`` (``details["encoding"]``).
Status is ``exact`` (proven optimum), ``bounded`` (proven interval) or ``estimate`` (eq. 5-7
with a capacity above 1, or eq. 40-41: not guaranteed).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field, replace
from typing import Callable

from analyzer.errors import InputError
import numpy as np

from analyzer.makespan.bounds import best_upper_bound, pessimistic, state_bound, trivial_lower_bound
from analyzer.makespan.extrapolate import extrapolate
from analyzer.makespan.ilp import solve_ilp
from analyzer.makespan.instance import Instance
from analyzer.makespan.limits import DEFAULT_MEMORY, Budget, BudgetExceeded
from analyzer.makespan.schedule import Schedule, check_schedule
from analyzer.makespan.count_dp import Pruning
from analyzer.makespan.search import beam_lower_bound, best_case_makespan, exact_makespan
from analyzer.makespan.witness import best_witness, simulate

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


def analyze(instance: Instance, method: str = "auto", x: int = 8, time_limit: float = 10.0,
            want_schedule: bool = False, best_case: bool = False,
            progress: Callable[[float], None] | None = None, budget: Budget | None = None) -> MakespanReport:
    """Run ``method`` on ``instance`` and report value, status (exact/bounded/estimate), proven
    interval and warnings. ``budget`` (default: ``time_limit`` seconds from now and 2 GiB)
    bounds every search and ILP; past it the answer is ``bounded`` with the best witness."""
    if method not in METHODS:
        raise InputError(f"unknown method '{method}' ({', '.join(METHODS)})", "--method")
    started = time.perf_counter()
    budget = budget or Budget.start(time_limit, DEFAULT_MEMORY)
    classic = pessimistic(instance)
    upper = best_upper_bound(instance)
    lower = trivial_lower_bound(instance).value
    if method == "pessimistic":
        report = _pessimistic(instance, classic, upper.value, lower, want_schedule, budget)
    elif method == "extrapolate":
        report = _extrapolate(instance, x, classic, upper, lower, budget)
    elif method in _ILP_FORMS:
        report = _ilp(instance, method, classic, lower, budget)
    else:
        report = _search(instance, method, upper, lower, budget, want_schedule, progress)
    if best_case:
        report = _with_best_case(report, budget)
    if not classic.guaranteed and method != "pessimistic":
        report = _add_warning(report, f"pessimistic {classic.value}: {classic.note}")
    return _finish(report, started)


def _extrapolate(instance, x, classic, upper, lower, budget: Budget) -> MakespanReport:
    """Eq. 40-41 (always an estimate); past the budget the proven interval only."""
    try:
        result = extrapolate(instance, x=x, budget=budget)
    except BudgetExceeded as stop:
        return MakespanReport(makespan=None, status="bounded", lower_bound=lower, upper_bound=upper.value,
                              method=f"extrapolate not finished: {upper.name}", optimal=False,
                              pessimistic=classic.value, instance=instance, solve_seconds=0.0,
                              warnings=(f"eq. 40-41 not finished: {stop}; T* lies in [{lower}, {upper.value}]",))
    lower = max(lower, result.witness_lower_bound or 0)
    return MakespanReport(makespan=result.estimate, status="estimate", lower_bound=lower, upper_bound=upper.value,
                          method="extrapolate eq. 40-41", optimal=False, pessimistic=classic.value,
                          instance=instance, solve_seconds=0.0, warnings=result.warnings,
                          details={"x": result.x, "exact_values": list(result.exact_values),
                                   "unsafe": result.unsafe, "upper_bound_from": upper.name})


def _ilp(instance, method, classic, lower, budget: Budget) -> MakespanReport:
    """One ILP form with HiGHS within the time and memory budget."""
    upper = best_upper_bound(instance)
    try:
        result = solve_ilp(instance, _ILP_FORMS[method], time_limit=max(0.05, budget.remaining()), budget=budget)
    except BudgetExceeded as stop:
        return MakespanReport(makespan=None, status="bounded", lower_bound=lower, upper_bound=upper.value,
                              method=f"{method} not built: {upper.name}", optimal=False, pessimistic=classic.value,
                              instance=instance, solve_seconds=0.0,
                              warnings=(f"{stop}; T* lies in [{lower}, {upper.value}]",))
    warnings = [] if result.optimal else [f"ILP not proven optimal ({result.status}); reporting the proven interval"]
    low = max(lower, result.makespan or 0)
    return MakespanReport(makespan=result.makespan if result.optimal else None,
                          status="exact" if result.optimal else "bounded", lower_bound=low,
                          upper_bound=result.upper_bound, method=f"{method} (HiGHS)", optimal=result.optimal,
                          pessimistic=classic.value, instance=instance, solve_seconds=0.0,
                          warnings=tuple(warnings), schedule=result.schedule,
                          details={"status": result.status, "columns": result.columns, "rows": result.rows})


#: Beam search only when W * I^2 (buckets times the counts decoded per bucket) is below this;
#: above, policy witnesses only.
BEAM_WORK_LIMIT = 5_000_000
#: Time kept for recovering, de-aggregating and replaying the chosen witness schedule, in
#: multiples of one simulation of it (measured: recovery and replay take about 2.5 simulations).
RECOVERY_FACTOR = 3.5
#: Share of the remaining witness time the beam may use.
BEAM_SHARE = 0.5
#: ``auto`` skips the exact DP when C(W + I, I) exceeds this (it could not finish in seconds).
EXACT_STATE_LIMIT = 1e12
#: Share of the remaining time the witness phase of ``auto`` may use.
WITNESS_SHARE = 0.3


def _beam(instance: Instance, want_schedule: bool, budget: Budget | None = None):
    return beam_lower_bound(instance, beam_width=BEAM_WIDTH, recover=want_schedule, budget=budget)


@dataclass(frozen=True)
class _Witness:
    makespan: int
    schedule: Schedule | None
    source: str


def _witness(instance: Instance, budget: Budget, want_schedule: bool, target: int | None = None,
             beam: bool = True) -> _Witness | None:
    """The longest witness found within ``budget``: policy simulations (searched with the time
    left after a reserve for recovering the chosen schedule), then the beam DP when the
    instance is small enough; None when nothing finished in time."""
    best: _Witness | None = None
    policy = best_witness(instance, budget, recover=False, target=target, keep=RECOVERY_FACTOR if want_schedule else 1.2)
    if policy is not None:
        schedule = None
        if want_schedule:
            name, _, starved = policy.policy.partition("+")
            try:
                schedule = simulate(instance, name, budget, recover=True, starve=bool(starved)).schedule
            except BudgetExceeded:
                schedule = None
        best = _Witness(policy.makespan, schedule, f"policy witness ({policy.policy})")
    met = best is not None and target is not None and best.makespan >= target
    if beam and instance.warps * instance.length ** 2 <= BEAM_WORK_LIMIT and not met and not budget.expired():
        try:
            beam = _beam(instance, want_schedule, budget.sub(BEAM_SHARE * budget.remaining()))
        except BudgetExceeded:
            beam = None
        if beam is not None and (best is None or beam.makespan > best.makespan):
            best = _Witness(beam.makespan, beam.schedule, "beam witness")
    return best


def _checked(instance: Instance, witness: _Witness | None) -> tuple[_Witness | None, list[str]]:
    """Replay a witness schedule with the independent checker; a failing one is dropped."""
    if witness is None or witness.schedule is None:
        return witness, []
    check = check_schedule(instance, witness.schedule)
    if check.ok and check.makespan == witness.makespan:
        return witness, []
    return None, [f"internal: {witness.source} failed the replay ({'; '.join(check.violations[:2])}); dropped"]


def _search(instance, method, upper, lower, budget: Budget, want_schedule, progress) -> MakespanReport:
    """auto / exact: witness (lower bound), then the exact DP within the budget; past the time
    or memory budget the answer is ``bounded [LB, UB]`` with the best witness schedule."""
    classic = pessimistic(instance)
    warnings: list[str] = []
    witness = None
    hopeless = count_states_bound(instance) > EXACT_STATE_LIMIT
    if method == "auto" or instance.priorities is None:
        share = budget.remaining() * (1.0 if hopeless else WITNESS_SHARE)
        witness, problems = _checked(instance, _witness(instance, budget.sub(share), want_schedule, upper.value,
                                                        beam=method == "auto"))
        warnings += problems
        if witness is not None:
            lower = max(lower, witness.makespan)
            if witness.makespan >= upper.value:
                return MakespanReport(makespan=witness.makespan, status="exact", lower_bound=witness.makespan,
                                      upper_bound=witness.makespan,
                                      method=f"{method}: {witness.source} meets {upper.name}", optimal=True,
                                      pessimistic=classic.value, instance=instance, solve_seconds=0.0,
                                      warnings=tuple(warnings), schedule=witness.schedule)
    if hopeless:
        return _bounded(instance, method, upper, lower, witness, warnings,
                        f"at most {count_states_bound(instance):.3g} count states (over {EXACT_STATE_LIMIT:.0e}): "
                        "exact search skipped")
    prune = _pruning(instance, witness)
    try:
        exact = exact_makespan(instance, recover=want_schedule, progress=progress, prune=prune,
                               budget=budget.sub(max(0.0, budget.remaining() - _reserve(instance, want_schedule))))
    except BudgetExceeded as stop:
        if witness is None:
            witness, problems = _checked(instance, _witness(instance, budget, want_schedule))
            warnings += problems
        return _bounded(instance, method, upper, lower, witness, warnings, f"exact search not finished: {stop}",
                        {"states": stop.states})
    if exact.floor_proven:
        return MakespanReport(makespan=exact.makespan, status="exact", lower_bound=exact.makespan,
                              upper_bound=exact.makespan, method=f"{method}: count DP pruned by the run bound "
                              f"proves the {witness.source}", optimal=True, pessimistic=classic.value,
                              instance=instance, solve_seconds=0.0, warnings=tuple(warnings),
                              schedule=witness.schedule, details={"states": exact.states, "pruned": True})
    return MakespanReport(makespan=exact.makespan, status="exact", lower_bound=exact.makespan,
                          upper_bound=exact.makespan, method=f"{method}: count DP", optimal=True,
                          pessimistic=classic.value, instance=instance, solve_seconds=0.0, warnings=tuple(warnings),
                          schedule=exact.schedule, details={"states": exact.states, "encoding": exact.encoding})


def _pruning(instance: Instance, witness: "_Witness | None") -> Pruning | None:
    """Bound pruning for the exact DP from a witnessed makespan and the state form of the run
    bound (None without a witness, with priority classes, or where the run bound fails)."""
    if witness is None or instance.priorities is not None:
        return None
    form = state_bound(instance)
    if form is None:
        return None
    weights, tail, is_x = (np.array(values, dtype=np.int64) for values in form)
    return Pruning(floor=witness.makespan, weights=weights, tail=tail, is_x=is_x)


def count_states_bound(instance: Instance) -> float:
    """C(W + I, I): the number of count vectors (n_0..n_I) with sum W, an upper bound on the
    states of the exact DP (makespan notes, section 2.2)."""
    small = min(instance.warps, instance.length)
    return float(math.comb(instance.warps + instance.length, small)) if small < 64 else math.inf


def _bounded(instance, method, upper, lower, witness, warnings, reason, details=None) -> MakespanReport:
    """The proven interval [max(work bound, witness), best upper bound] with the witness."""
    if witness is not None:
        lower = max(lower, witness.makespan)
    source = witness.source if witness is not None else "work lower bound"
    warnings = list(warnings) + [f"{reason}; T* lies in [{lower}, {upper.value}]"]
    return MakespanReport(makespan=None, status="bounded", lower_bound=lower, upper_bound=upper.value,
                          method=f"{method}: {source} and {upper.name}", optimal=False,
                          pessimistic=pessimistic(instance).value, instance=instance, solve_seconds=0.0,
                          warnings=tuple(warnings), schedule=witness.schedule if witness else None,
                          details=dict(details or {}, stopped=reason))


def _reserve(instance: Instance, want_schedule: bool) -> float:
    """Seconds kept back from the exact search for a fallback witness (policy simulation and
    replay), from a measured rate of about 2 microseconds per warp-instruction."""
    return min(3.0, 0.05 + 4e-6 * instance.warps * instance.length * (2 if want_schedule else 1))


def _pessimistic(instance, classic, upper, lower, want_schedule, budget: Budget) -> MakespanReport:
    """Eq. 5-7, proven when every capacity is 1; otherwise an estimate checked against a witness."""
    warnings = []
    witness, problems = _checked(instance, _witness(instance, budget, want_schedule))
    warnings += problems
    if witness is None:
        witness = _Witness(lower, None, "work lower bound")
    if not classic.guaranteed:
        warnings.append(classic.note)
    if witness.makespan > classic.value:
        warnings.append(f"UNSAFE: eq. 5-7 gives {classic.value} but a schedule of {witness.makespan} slots exists")
    return MakespanReport(makespan=classic.value, status="bounded" if classic.guaranteed else "estimate",
                          lower_bound=max(lower, witness.makespan), upper_bound=classic.value if classic.guaranteed else upper,
                          method="pessimistic eq. 5-7", optimal=False, pessimistic=classic.value, instance=instance,
                          solve_seconds=0.0, warnings=tuple(warnings), schedule=witness.schedule)


def _with_best_case(report: MakespanReport, budget: Budget) -> MakespanReport:
    try:
        return _replace(report, best_case=best_case_makespan(report.instance, budget=budget).makespan)
    except BudgetExceeded as stop:
        return _add_warning(report, f"best case not computed: {stop}")


def _add_warning(report: MakespanReport, warning: str) -> MakespanReport:
    if warning in report.warnings or any(warning.endswith(w) for w in report.warnings):
        return report
    return _replace(report, warnings=report.warnings + (warning,))


def _finish(report: MakespanReport, started: float) -> MakespanReport:
    return _replace(report, solve_seconds=time.perf_counter() - started)


def _replace(report: MakespanReport, **changes) -> MakespanReport:
    return replace(report, **changes)
