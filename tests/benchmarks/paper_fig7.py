"""Fig. 7 of Berezovskyi et al. 2012: W = 420, LCLCL with rho_L = 1/2 (LLCLLCLL), rho_C = 1:
eq. 40-41 convergence and the time to compute T*(x) exactly (count DP, and the count ILP for
small x), plus the rho = 1 variant where eq. 40-41 is unsafe. Writes docs/figures/fig7_*.png."""

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
sys.path.insert(0, str(Path(__file__).resolve().parent))
from paper_fig6 import FIGURES, convergence  # noqa: E402


def solve_times(max_x: int, ilp_up_to: int = 6) -> None:
    """Seconds to compute T*(y) exactly for y = 1..max_x (DP; count ILP for y <= ilp_up_to)."""
    instance = make_instance("LCLCL", 1, {"L": "1/2", "C": 1})
    dp_times, ilp_times = [], []
    print("y  T*(y)  dp_s  count_ilp_s")
    for y in range(1, max_x + 1):
        started = time.perf_counter()
        value = exact_makespan(instance.with_warps(y)).makespan
        dp_times.append(time.perf_counter() - started)
        ilp = solve_ilp(instance.with_warps(y), "count", time_limit=60) if y <= ilp_up_to else None
        ilp_times.append(ilp.seconds if ilp else None)
        print(f"{y:<2} {value:<5} {dp_times[-1]:.4f} {'' if ilp is None else f'{ilp.seconds:.2f}' + ('' if ilp.optimal else ' TL')}", flush=True)
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(figsize=(6, 4))
    axes.plot(range(1, max_x + 1), dp_times, "o-", label="count DP")
    axes.plot([y for y, t in enumerate(ilp_times, 1) if t is not None], [t for t in ilp_times if t is not None], "s-", label="count ILP")
    axes.set_yscale("log")
    axes.set_xlabel("warps y")
    axes.set_ylabel("time to compute T*(y) [s]")
    axes.set_title("Fig. 7: LLCLLCLL solve time")
    axes.legend()
    figure.tight_layout()
    figure.savefig(FIGURES / "fig7_solve_times.png", dpi=120)
    print(f"wrote {FIGURES / 'fig7_solve_times.png'}")


if __name__ == "__main__":
    max_x = int(sys.argv[1]) if len(sys.argv) > 1 else 16
    convergence("LCLCL", 420, {"L": "1/2", "C": 1}, max_x, "fig7_convergence.png", "Fig. 7: LCLCL, rho_L = 1/2, W = 420")
    convergence("LCLCL", 420, None, 8, "fig7_rho1_convergence.png", "LCLCL, rho = 1, W = 420 (eq. 40-41 unsafe)")
    solve_times(max_x)
