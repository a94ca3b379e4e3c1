"""100 random loop strings (200-5,000 letters unrolled, random unit mixes and capacities, W up to
128) through ``auto`` with the default limits (10 s, 2 GiB): counts tracebacks, runs over their
time limit (+1 s), schedules that fail the replay, and prints status, gap and time figures.
Run as a script; the peak resident memory of the whole run is printed at the end.
"""

from __future__ import annotations

import random
import resource
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from analyzer.makespan.auto import analyze  # noqa: E402
from analyzer.makespan.bounds import trivial_lower_bound  # noqa: E402
from analyzer.makespan.limits import Budget  # noqa: E402
from tests.makespan.random_loops import random_loop_instance  # noqa: E402
from analyzer.makespan.schedule import check_schedule  # noqa: E402


def main(count: int = 100, time_limit: float = 10.0, seed: int = 2026) -> None:
    rng = random.Random(seed)
    tracebacks = late = bad_replays = no_schedule = 0
    statuses: dict[str, int] = {}
    gaps, times = [], []
    for index in range(count):
        instance = random_loop_instance(rng)
        started = time.monotonic()
        try:
            report = analyze(instance, want_schedule=True, budget=Budget.start(time_limit))
        except Exception:  # noqa: BLE001 - counting tracebacks is the point of this benchmark
            tracebacks += 1
            traceback.print_exc()
            continue
        seconds = time.monotonic() - started
        times.append(seconds)
        late += seconds > time_limit + 1.0
        statuses[report.status] = statuses.get(report.status, 0) + 1
        assert trivial_lower_bound(instance).value <= report.lower_bound <= report.upper_bound
        gaps.append((report.upper_bound - report.lower_bound) / report.lower_bound)
        if report.schedule is None:
            no_schedule += 1
        else:
            replay = check_schedule(instance, report.schedule)
            bad_replays += not (replay.ok and replay.makespan == report.lower_bound)
        print(f"{index:3d} I={instance.length:5d} W={instance.warps:3d} caps={dict(instance.capacities)} "
              f"{report.status:8s} [{report.lower_bound}, {report.upper_bound}] gap {100 * gaps[-1]:5.2f} % "
              f"{seconds:5.2f} s  {instance.compact()[:60]}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    gaps.sort()
    print(f"runs {count}: tracebacks {tracebacks}, over time limit + 1 s {late}, failed replays {bad_replays}, "
          f"without schedule {no_schedule}; statuses {statuses}")
    print(f"gap median {100 * gaps[len(gaps) // 2]:.2f} %, max {100 * gaps[-1]:.2f} %; time max {max(times):.2f} s, "
          f"mean {sum(times) / len(times):.2f} s; peak memory of the run {peak:.0f} MiB")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100)
