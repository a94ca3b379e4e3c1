"""Fig. 5 of Berezovskyi et al. 2012: ILP solve time, short (eq. 32/35) vs long (eq. 31/34)
work-conserving constraints, LLCLL, rho = 1, for growing W; the compact count ILP and the count
DP for comparison. Writes docs/figures/fig5_solve_times.png and prints the table."""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from analyzer.makespan.ilp import solve_ilp
from analyzer.makespan.instance import make_instance
from analyzer.makespan.search import exact_makespan

FIGURES = ROOT / "docs" / "figures"


def main(max_warps: int = 7, time_limit: float = 60.0) -> None:
    rows = []
    print("W  T*  short_s  long_s  count_s  dp_s  (TL = time limit, not proven)")
    for warps in range(1, max_warps + 1):
        instance = make_instance("LLCLL", warps)
        started = time.perf_counter()
        exact = exact_makespan(instance).makespan
        dp_seconds = time.perf_counter() - started
        results = {form: solve_ilp(instance, form, time_limit=time_limit) for form in ("short", "long", "count")}
        for result in results.values():
            assert result.makespan is None or result.makespan <= exact <= result.upper_bound
        rows.append((warps, exact, results, dp_seconds))
        print(f"{warps:<2} {exact:<3} " + "  ".join(f"{r.seconds:7.2f}{'' if r.optimal else ' TL'}" for r in results.values())
              + f"  {dp_seconds:.4f}", flush=True)
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    FIGURES.mkdir(parents=True, exist_ok=True)
    figure, axes = plt.subplots(figsize=(6, 4))
    warps = [row[0] for row in rows]
    for form, label in (("short", "paper ILP, short form"), ("long", "paper ILP, long form"), ("count", "count ILP")):
        axes.plot(warps, [row[2][form].seconds for row in rows], "o-", label=label)
    axes.plot(warps, [row[3] for row in rows], "s--", label="count DP")
    axes.set_yscale("log")
    axes.set_xlabel("warps W (LLCLL, rho = 1)")
    axes.set_ylabel("solve time [s]")
    axes.set_title("Fig. 5 reproduction: solve time")
    axes.legend()
    figure.tight_layout()
    figure.savefig(FIGURES / "fig5_solve_times.png", dpi=120)
    print(f"wrote {FIGURES / 'fig5_solve_times.png'}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
