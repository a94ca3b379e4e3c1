"""Fig. 6 of Berezovskyi et al. 2012: convergence of the eq. 40-41 estimate T(W) with x for
W = 600, LLCLL, rho = 1, against the pessimistic eq. 5-7 value and the exact T* (proven by the
queue-bounded bound meeting the beam witness). Writes docs/figures/fig6_convergence.png."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from analyzer.makespan.auto import analyze
from analyzer.makespan.extrapolate import extrapolation_estimate
from analyzer.makespan.instance import make_instance
from analyzer.makespan.search import exact_makespan

FIGURES = ROOT / "docs" / "figures"


def convergence(string: str, warps: int, rho, max_x: int, name: str, title: str) -> None:
    """Print and plot eq. 40-41 for x = 1..max_x next to eq. 5-7 and the exact value."""
    instance = make_instance(string, warps, rho)
    exact_values = tuple(exact_makespan(instance.with_warps(y)).makespan for y in range(1, max_x + 1))
    report = analyze(instance, "auto")
    estimates = [extrapolation_estimate(exact_values[:x], warps) for x in range(1, max_x + 1)]
    print(f"{title}: pessimistic {report.pessimistic}, exact {report.makespan} ({report.status})")
    for x, estimate in enumerate(estimates, start=1):
        print(f"  x={x:<2} T*(x)={exact_values[x - 1]:<4} eq.40-41={estimate}{'  UNSAFE' if estimate < report.lower_bound else ''}")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    FIGURES.mkdir(parents=True, exist_ok=True)
    figure, axes = plt.subplots(figsize=(6, 4))
    xs = list(range(1, max_x + 1))
    axes.plot(xs, estimates, "o-", label="eq. 40-41 estimate")
    axes.axhline(report.pessimistic, color="grey", linestyle=":", label=f"pessimistic eq. 5-7 ({report.pessimistic})")
    axes.axhline(report.makespan, color="black", linestyle="--", label=f"exact T* ({report.makespan})")
    axes.set_xlabel("x (exact T*(1..x) used)")
    axes.set_ylabel("makespan [slots]")
    axes.set_title(title)
    axes.legend()
    figure.tight_layout()
    figure.savefig(FIGURES / name, dpi=120)
    print(f"wrote {FIGURES / name}")


if __name__ == "__main__":
    convergence("LLCLL", 600, None, int(sys.argv[1]) if len(sys.argv) > 1 else 16, "fig6_convergence.png",
                "Fig. 6: LLCLL, W = 600, rho = 1")
