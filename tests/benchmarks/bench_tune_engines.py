"""Configurations per second of ``kerneltime tune`` on a compile-time space, cold and warm PTX
cache, in the local pool and on a 2-worker Ray cluster started here (``ray start --head
--num-cpus 2`` on the loopback, joined with ``--ray 127.0.0.1:PORT``).

The space: Kernel Tuner's ``examples/cuda/pnpoly.cu`` (fetched, never committed; pass its path)
on the RTX 3090 model, block_size_x 6 values x tile_size 5 x between_method 4 x use_method 2 =
240 configurations, each compiled and analysed. A cold run adds a flag of its own
(``-DKT_BENCH_RUN=<nonce>``: same PTX, new cache keys), so every configuration is compiled; a warm
run repeats the previous command. ``--baseline DIR`` also times an older checkout's ``tune``
(local only) for a before/after on the same machine.

    python3 tests/benchmarks/bench_tune_engines.py --pnpoly /tmp/kt40/pnpoly.cu [--baseline /tmp/base]

The machine may be shared: the 1-minute load average is printed with each figure.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SPACE = ["--gpu", "rtx-3090", "--kernel", "cn_pnpoly", "--problem-size", "20000000",
         "--tune", "block_size_x=32,64,128,256,512,1024", "--tune", "tile_size=1,2,4,8,16",
         "--tune", "between_method=0,1,2,3", "--tune", "use_method=0,1",
         "--grid-div-x", "block_size_x", "--grid-div-x", "tile_size", "--param", "n=20000000"]


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_tune(source: Path, extra: list[str], cache: Path, code: Path = ROOT) -> tuple[float, dict]:
    """Wall seconds of one ``tune --json`` and its JSON; ``LAST_CPU[0]``: the CPU seconds of the
    command and its local children (compilers, forked workers; not Ray's workers)."""
    env = {**os.environ, "PYTHONPATH": str(code), "KERNELTIME_CACHE": str(cache)}
    env.pop("RAY_ADDRESS", None)
    started, cpu = time.perf_counter(), children_cpu()
    done = subprocess.run([sys.executable, "-m", "analyzer", "tune", str(source), *SPACE, *extra, "--json"],
                          capture_output=True, text=True, env=env, cwd=str(code))
    wall = time.perf_counter() - started
    LAST_CPU[0] = children_cpu() - cpu
    if done.returncode != 0:
        raise SystemExit(f"tune failed ({done.returncode}): {done.stderr[-2000:]}")
    return wall, json.loads(done.stdout)


LAST_CPU = [0.0]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for(port: int, seconds: float = 90.0) -> None:
    """Until the Ray head's GCS port accepts connections (then a few seconds for its raylet)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            time.sleep(5)
            return
        except OSError:
            time.sleep(0.5)
    raise SystemExit(f"the Ray head did not open port {port}")


def warm_rounds(args, cache: Path) -> int:
    """One cold run fills the cache; then warm runs of the baseline and of this checkout take
    turns (the same cache entries: the key does not depend on the code), so load drifts hit both."""
    jobs = ["--jobs", str(args.jobs)]
    wall, _ = run_tune(args.pnpoly, jobs, cache)
    print(f"fill (this checkout, cold): {wall:.1f} s, local CPU {LAST_CPU[0]:.1f} s", flush=True)
    for round_number in range(args.warm_rounds):
        for name, code in (("baseline", args.baseline), ("this checkout", ROOT)):
            load = os.getloadavg()[0]
            wall, document = run_tune(args.pnpoly, jobs, cache, code)
            count = len(document["candidates"]) + len(document["rejected"])
            print(f"round {round_number + 1} {name:<14} warm: {count / wall:6.2f}/s, local CPU {LAST_CPU[0]:5.1f} s "
                  f"= {LAST_CPU[0] / count * 1000:5.1f} ms per configuration (load {load:.2f})", flush=True)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pnpoly", type=Path, required=True)
    parser.add_argument("--baseline", type=Path, help="an older checkout (its tune runs locally, for before/after)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", choices=("local", "ray"), help="time only the local pool or only Ray")
    parser.add_argument("--warm-rounds", type=int, default=0,
                        help="fill one cache, then alternate warm runs of --baseline and this checkout N times")
    args = parser.parse_args()
    cache = Path(tempfile.mkdtemp(prefix="kt-bench-cache-"))
    results: dict[str, dict] = {}
    rows = []

    def record(name: str, extra: list[str], code: Path = ROOT) -> None:
        nonce = f"--compiler-option=-DKT_BENCH_RUN={uuid.uuid4().int % 10**9}"
        for temperature, flags in (("cold", [nonce]), ("warm", [nonce])):
            load = os.getloadavg()[0]
            wall, document = run_tune(args.pnpoly, extra + flags, cache, code)
            configurations = len(document["candidates"]) + len(document["rejected"])
            results[f"{name} {temperature}"] = document
            rows.append((name, temperature, configurations, wall, configurations / wall, load))
            print(f"{name:<28} {temperature}: {configurations} configurations in {wall:6.1f} s = "
                  f"{configurations / wall:6.2f}/s, local CPU {LAST_CPU[0]:6.1f} s (load {load:.2f})", flush=True)

    print(f"load average (1 min) at start: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    if args.warm_rounds:
        return warm_rounds(args, cache)
    if args.baseline and args.only != "ray":
        record(f"baseline local --jobs {args.jobs}", ["--jobs", str(args.jobs)], args.baseline)
    if args.only != "ray":
        record(f"local pool --jobs {args.jobs}", ["--jobs", str(args.jobs)])
    if args.only == "local":
        return 0
    port = free_port()
    workers_cache = Path(tempfile.mkdtemp(prefix="kt-bench-workers-"))
    temp = Path(tempfile.mkdtemp(prefix="kt-bench-ray-"))
    # a cluster of its own on the loopback, without Ray's token authentication (Ray >= 2.5x)
    os.environ["RAY_AUTH_MODE"] = "disabled"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "KERNELTIME_CACHE": str(workers_cache)}
    # --block keeps the head in the foreground: its process group is ended by id at the end (never
    # `ray stop`, which would stop every Ray instance of the machine)
    head = subprocess.Popen(["ray", "start", "--head", "--block", "--num-cpus", "2", "--port", str(port),
                             "--node-ip-address", "127.0.0.1", "--include-dashboard", "false", "--temp-dir", str(temp),
                             "--disable-usage-stats"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
                            start_new_session=True)
    try:
        wait_for(port)
        record("Ray cluster of 2 workers", ["--ray", f"127.0.0.1:{port}"])
    finally:
        os.killpg(head.pid, signal.SIGTERM)
        head.wait(timeout=60)
    reference = results.get(f"local pool --jobs {args.jobs} warm")
    if reference is not None:
        same = all(results[name] == reference for name in results if not name.startswith("baseline"))
        print(f"every run gave the same JSON as the local warm run: {same}")
    else:
        print("Ray cold and warm gave the same JSON:", results["Ray cluster of 2 workers cold"]
              == results["Ray cluster of 2 workers warm"])
    print(f"load average (1 min) at end: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
