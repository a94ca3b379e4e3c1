"""The extrapolated makespan estimate of Berezovskyi et al. 2012 (section 5.6, eq. 40-41) and a
check of it against a witness schedule.

``T(W) = min_{y=1..x} ceil(W / y) * T*(y)`` with T*(y) exact for small y. The paper presents it
as a safe estimate; it is not: T* is not sub-additive ("LCL", rho = 1: T*(4) = 9 but the formula
gives 8; "LCLCL", W = 420: 1260 while a 1262-slot schedule exists). So the result is reported as
an *estimate* and compared with the beam lower bound at W; an estimate below a witnessed schedule
is flagged UNSAFE.
"""

from __future__ import annotations

from dataclasses import dataclass

from analyzer.makespan.instance import Instance
from analyzer.makespan.limits import Budget
from analyzer.makespan.search import beam_lower_bound, exact_makespan

NOT_GUARANTEED = "eq. 40-41 is an estimate, not a guaranteed upper bound (T* is not sub-additive)"


@dataclass(frozen=True)
class Extrapolation:
    """Eq. 40-41 estimate, the exact T*(1..x) it used, the witness lower bound at W, and whether
    the estimate is below that witness (unsafe)."""

    estimate: int
    x: int
    exact_values: tuple[int, ...]
    witness_lower_bound: int | None
    unsafe: bool
    warnings: tuple[str, ...]


def extrapolation_estimate(exact_values: tuple[int, ...], warps: int) -> int:
    """Eq. 40-41: ``min_{y=1..x} ceil(W / y) * T*(y)`` from ``exact_values[y-1] = T*(y)``."""
    return min(-(-warps // y) * value for y, value in enumerate(exact_values, start=1))


def extrapolate(instance: Instance, x: int = 8, check: bool = True, beam_width: int = 16,
                budget: Budget | None = None) -> Extrapolation:
    """Compute T*(1..min(x, W)) exactly, apply eq. 40-41, and (``check``) compare with the beam
    lower bound at W; raises BudgetExceeded past ``budget``."""
    steps = max(1, min(x, instance.warps))
    values = tuple(exact_makespan(instance.with_warps(y), budget=budget).makespan for y in range(1, steps + 1))
    estimate = extrapolation_estimate(values, instance.warps)
    witness = beam_lower_bound(instance, beam_width=beam_width, recover=False, budget=budget).makespan if check else None
    unsafe = witness is not None and witness > estimate
    warnings = [NOT_GUARANTEED]
    if unsafe:
        warnings.append(f"UNSAFE: eq. 40-41 gives {estimate} but a schedule of {witness} slots exists")
    return Extrapolation(estimate=estimate, x=steps, exact_values=values, witness_lower_bound=witness,
                         unsafe=unsafe, warnings=tuple(warnings))
