"""Start-up time of ``kerneltime --help`` (goal: under 0.1 s on top of the interpreter).

Run: ``python tests/benchmarks/bench_startup.py [repeats]``. Prints the median wall time of
``python -c pass`` (the interpreter alone), of ``python -m analyzer --help`` and of a few
sub-command helps, and the in-process time of ``main(["--help"])`` (imports + parsing)."""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CASES = {
    "python -c pass": [sys.executable, "-c", "pass"],
    "kerneltime --help": [sys.executable, "-m", "analyzer", "--help"],
    "kerneltime predict --help": [sys.executable, "-m", "analyzer", "predict", "--help"],
    "kerneltime occupancy --help": [sys.executable, "-m", "analyzer", "occupancy", "--help"],
    "kerneltime bad-command": [sys.executable, "-m", "analyzer", "bad-command"],
}
IN_PROCESS = """
import contextlib, io, time
start = time.perf_counter()
from analyzer.cli.main import main
with contextlib.redirect_stdout(io.StringIO()):
    try:
        main(["--help"])
    except SystemExit:
        pass
print(time.perf_counter() - start)
"""


def _median_wall(command: list[str], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        subprocess.run(command, cwd=ROOT, capture_output=True, check=False)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    baseline = None
    for name, command in CASES.items():
        median = _median_wall(command, repeats)
        baseline = median if baseline is None else baseline
        extra = "" if name == "python -c pass" else f"  (+{1000 * (median - baseline):.0f} ms over the interpreter)"
        print(f"{name:<30} {1000 * median:7.1f} ms median of {repeats}{extra}")
    inside = [float(subprocess.run([sys.executable, "-c", IN_PROCESS], cwd=ROOT, capture_output=True, text=True,
                                   check=True).stdout) for _ in range(repeats)]
    label = 'main(["--help"]) in process'
    print(f"{label:<30} {1000 * statistics.median(inside):7.1f} ms median (imports + parsing)")


if __name__ == "__main__":
    main()
