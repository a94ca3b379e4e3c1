"""Benchmark: speed of the timing predictor.

1. One prediction after analysis (goal < 1 ms): the kernel model is built once; ``predict`` is
   timed for matmul (sm_90 PTX, 1024^2, H100) and vecadd, first call (compiles the expressions)
   and repeated calls.
2. ``kerneltime tune`` over 32 launch shapes (goal < 1 s wall, start-up included): matmul with
   block_size_x in {4, 8, 16, 32} and block_size_y in {1, 2, 4, 8, 16, 32, 64, 128}, run as a
   fresh ``python -m analyzer`` process.

Run as ``python tests/benchmarks/bench_predict.py`` or with pytest (the test prints the figures;
it never asserts a wall time).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from analyzer.analysis.build import build_kernel_model  # noqa: E402
from analyzer.frontend import load_module  # noqa: E402
from analyzer.gpu.loader import load_gpu  # noqa: E402
from analyzer.predict.api import predict  # noqa: E402
from analyzer.predict.records import Launch, PredictOptions  # noqa: E402

CASES = (
    ("matmul", "samples/matmul/matmul.sm_90.ptx", {"wA": 1024, "wB": 1024}, Launch((64, 64, 1), (16, 16, 1))),
    ("vecadd", "samples/vecadd/vecadd.sm_90.ptx", {"n": 1 << 24}, Launch((65536, 1, 1), (256, 1, 1))),
)
TUNE_ARGS = ["tune", "samples/matmul/matmul.sm_90.ptx", "--kernel", "matmul", "--gpu", "h100",
             "--problem-size", "1024,1024", "--param", "wA=1024", "--param", "wB=1024",
             "--tune", "block_size_x=4,8,16,32", "--tune", "block_size_y=1,2,4,8,16,32,64,128", "--json"]


def prediction_times(repeats: int = 200) -> list[dict[str, float | str]]:
    """Per case and model: first-call and median repeated-call time of one prediction (ms)."""
    gpu = load_gpu("h100")
    rows = []
    for name, path, params, launch in CASES:
        module = load_module(ROOT / path)
        kernel = module.kernel(name)
        model = build_kernel_model(module, kernel, {**params, **launch.symbols()})
        for model_name in ("kp", "mwp-cwp", "kt"):
            options = PredictOptions(timing_model=model_name, bindings=params)
            start = time.perf_counter()
            predict(model, gpu, launch, options)
            first = time.perf_counter() - start
            samples = []
            for _ in range(repeats):
                start = time.perf_counter()
                predict(model, gpu, launch, options)
                samples.append(time.perf_counter() - start)
            rows.append({"kernel": name, "model": model_name, "first_ms": first * 1e3,
                         "median_ms": statistics.median(samples) * 1e3})
    return rows


def tune_wall_times(runs: int = 3) -> list[float]:
    """Wall seconds of ``python -m analyzer tune`` over 32 shapes, start-up included."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "analyzer", *TUNE_ARGS], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return times


def report() -> list[str]:
    """The benchmark figures as printable lines."""
    lines = []
    for row in prediction_times():
        lines.append(f"predict {row['kernel']:<7} {row['model']:<8} first {row['first_ms']:.3f} ms, "
                     f"repeated median {row['median_ms']:.3f} ms (goal < 1 ms)")
    walls = tune_wall_times()
    lines.append(f"tune matmul, 32 shapes, fresh process: best {min(walls):.3f} s, median "
                 f"{statistics.median(walls):.3f} s (goal < 1 s)")
    return lines


def test_bench_predict():
    for line in report():
        print(line)


if __name__ == "__main__":
    for line in report():
        print(line)
