"""Where one configuration of a compile-time tuning space spends its CPU time: the compiler
(nvcc -ptx, or clang for old targets), ptxas (register count) and the analysis after the
compiler (parse the PTX, build the kernel model, predict), per configuration of a fixed sample.

Kernels (sources are fetched, never committed; pass their paths):
  --convolution FILE  Kernel Tuner's examples/cuda/convolution.cu (the validation set's
                      kt-convolution cases), sm_86 (RTX 3090 / 3060 Laptop model), 4096 x 4096.
  --matmul FILE       Kernel Tuner's examples/cuda/matmul.cu (GEMM-like: shared tiles, register
                      tiles), sm_86, 4096 x 4096.
  --pnpoly FILE       Kernel Tuner's examples/cuda/pnpoly.cu, sm_86, 20e6 points.

Each kernel is compiled cold into a fresh cache (``KERNELTIME_CACHE`` set to a temporary folder),
so compile CPU is the compiler's; ptxas CPU is measured by re-running the same ptxas command on
the compiled PTX (``-v``, the project's flags) and is subtracted from the compile step's child
CPU; analysis CPU is this process's CPU for ``load_module`` + ``build_kernel_model`` + predict.
``--analysis-repeats N`` re-analyses each PTX N times (fresh parse each time) for a steadier figure.

    python3 tests/benchmarks/bench_configuration_cost.py --convolution /tmp/kt40/convolution.cu \\
        --matmul /tmp/kt40/matmul.cu --pnpoly /tmp/kt40/pnpoly.cu [--samples 6] [--profile]

Load matters (the machine is shared): the 1-minute load average is printed with the figures.

A machine whose speed drifts (this one's by about 20 % within minutes) cannot resolve a 10 %
change between two single runs. ``--against DIR`` compares this checkout's analysis with the
checkout at ``DIR`` instead: ``--rounds N`` times, one fresh process per checkout in turn, each
analysing every configuration ``--analysis-repeats`` times on a shared warm PTX cache; the least
CPU time per configuration and checkout is printed (compile and ptxas are not measured then).

    python3 tests/benchmarks/bench_configuration_cost.py --convolution /tmp/kt40/convolution.cu \
        --against ../before-checkout --rounds 5
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

#: the checkout whose ``analyzer`` is measured: this one, or the one ``--against`` names (its
#: processes get it through this variable)
ROOT_VARIABLE = "KERNELTIME_BENCH_ROOT"
sys.path.insert(0, os.environ.get(ROOT_VARIABLE) or str(Path(__file__).resolve().parents[2]))

#: kernel -> (GPU model, problem size, grid divisors x/y, tunables, fixed -D values)
KERNELS = {
    "convolution": ("rtx-3090", (4096, 4096, 1), (("block_size_x", "tile_size_x"), ("block_size_y", "tile_size_y")),
                    {"block_size_x": [16, 32, 48, 64, 96, 128], "block_size_y": [1, 2, 4, 8, 16],
                     "tile_size_x": [1, 2, 4], "tile_size_y": [1, 2, 4], "read_only": [0, 1], "use_padding": [0, 1],
                     "filter_height": [15], "filter_width": [15]}),
    "matmul": ("rtx-3090", (4096, 4096, 1), (("block_size_x", "tile_size_x"), ("block_size_y", "tile_size_y")),
               {"block_size_x": [16, 32, 64], "block_size_y": [1, 2, 4, 8, 16, 32], "tile_size_x": [1, 2, 4, 8],
                "tile_size_y": [1, 2, 4, 8]}),
    "pnpoly": ("rtx-3090", (20_000_000, 1, 1), (("block_size_x", "tile_size"), ()),
               {"block_size_x": [32, 64, 128, 256, 512, 1024], "tile_size": [1, 2, 4, 8, 16],
                "between_method": [0, 1, 2, 3], "use_method": [0, 1]}),
}
#: configurations the kernel's own comment rules out (matmul: block_size_x = block_size_y * tile_size_y)
VALID = {"matmul": lambda config: config["block_size_x"] == config["block_size_y"] * config["tile_size_y"]}


def child_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def sample(tunables: dict, size: int, valid=lambda config: True, seed: int = 40) -> list[dict]:
    """``size`` valid configurations drawn (seeded) from the product of the tunables."""
    rng = random.Random(seed)
    drawn: list[dict] = []
    while len(drawn) < size:
        config = {name: rng.choice(values) for name, values in tunables.items()}
        if valid(config):
            drawn.append(config)
    return drawn


def measure(name: str, source: Path, samples: int, repeats: int, profile: bool, cache_dir: Path | None = None) -> dict:
    from analyzer.analysis.build import build_kernel_model
    from analyzer.toolchain.compile import compile_job
    from analyzer.tuning.source_kernel import gpu_arch, source_job
    from analyzer.frontend import load_module
    from analyzer.gpu.loader import load_gpu
    from analyzer.predict.api import predict
    from analyzer.predict.records import PredictOptions
    from analyzer.toolchain.compile import remember_ptxas
    from analyzer.tuning.tune import TuneSpace, launch_for

    gpu_id, problem, grid_div, tunables = KERNELS[name]
    gpu = load_gpu(gpu_id)
    arch = gpu_arch(gpu)
    space = TuneSpace({key: tuple(values) for key, values in tunables.items()}, problem,
                      (*grid_div, ()))  # type: ignore[arg-type]
    text = source.read_text()
    rows = []
    profiler = cProfile.Profile() if profile else None
    with tempfile.TemporaryDirectory(prefix="kt-cost-") as temporary:
        cache = str(cache_dir or temporary)
        for config in sample(tunables, samples, VALID.get(name, lambda config: True)):
            launch = launch_for(config, space)
            if launch.block_threads > 1024:
                continue
            job = source_job(source, text, config, launch, arch)
            before = child_cpu()
            compiled = compile_job(job, Path(cache))
            compile_total = child_cpu() - before
            if compiled.ptx_path is None:
                rows.append((config, compile_total, 0.0, None, compiled.error))
                continue
            before = child_cpu()
            subprocess.run(["ptxas", "-v", f"-arch={compiled.ptxas_arch or arch}", str(compiled.ptx_path), "-o",
                            os.devnull], capture_output=True)
            ptxas = child_cpu() - before
            cpu = []
            for _ in range(repeats):
                started = time.process_time()
                if profiler:
                    profiler.enable()
                module = load_module(compiled.ptx_path, source=source)
                remember_ptxas(module.ptx_text, module.target or arch, compiled)
                kernel = module.kernels[0]
                bindings = {**launch.symbols()}
                model = build_kernel_model(module, kernel, bindings, launch.dynamic_shared)
                predict(model, gpu, launch, PredictOptions(bindings=bindings))
                if profiler:
                    profiler.disable()
                cpu.append(time.process_time() - started)
            rows.append((config, max(0.0, compile_total - ptxas), ptxas, min(cpu), ""))
    if profiler:
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(30)
    return {"rows": rows}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for name in KERNELS:
        parser.add_argument(f"--{name}", type=Path, metavar="FILE")
    parser.add_argument("--samples", type=int, default=6)
    parser.add_argument("--analysis-repeats", type=int, default=2)
    parser.add_argument("--profile", action="store_true", help="cProfile the analysis, top 30 by cumulative time")
    parser.add_argument("--against", type=Path, metavar="DIR", help="compare the analysis with the checkout at DIR")
    parser.add_argument("--rounds", type=int, default=5, help="processes per checkout with --against")
    parser.add_argument("--cache", type=Path, help=argparse.SUPPRESS)  # a process of --against: the shared PTX cache
    parser.add_argument("--rows-json", type=Path, help=argparse.SUPPRESS)  # ... and where it writes its figures
    args = parser.parse_args()
    if args.against is not None:
        return compare(args)
    if args.rows_json is not None:
        rows = {name: [[config, analysis] for config, _, _, analysis, _ in
                       measure(name, getattr(args, name), args.samples, args.analysis_repeats, False, args.cache)["rows"]]
                for name in KERNELS if getattr(args, name) is not None}
        args.rows_json.write_text(json.dumps(rows))
        return 0
    print(f"load average (1 min) at start: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    for name in KERNELS:
        source = getattr(args, name)
        if source is None:
            continue
        result = measure(name, source, args.samples, args.analysis_repeats, args.profile)
        good = [row for row in result["rows"] if row[3] is not None]
        print(f"\n{name} ({source.name}, {KERNELS[name][0]}): {len(good)} compiled of {len(result['rows'])}")
        for config, compile_cpu, ptxas, analysis, error in result["rows"]:
            shown = " ".join(f"{key}={value}" for key, value in config.items() if len(KERNELS[name][3][key]) > 1)
            figures = (f"compile {compile_cpu:6.2f}  ptxas {ptxas:5.2f}  analysis {analysis:6.3f}" if analysis is not None
                       else f"compile {compile_cpu:6.2f}  failed: {error[:60]}")
            print(f"  {figures}  CPU s  {shown}")
        if good:
            mean = [sum(row[index] for row in good) / len(good) for index in (1, 2, 3)]
            print(f"  mean CPU s per configuration: compile {mean[0]:.3f}, ptxas {mean[1]:.3f}, analysis {mean[2]:.3f}")
    print(f"\nload average (1 min) at end: {os.getloadavg()[0]:.2f}")
    return 0


def compare(args: argparse.Namespace) -> int:
    """``--against``: the least analysis CPU per configuration of this checkout and of the one at
    ``args.against``, over ``args.rounds`` processes each, alternating (module docstring)."""
    roots = {"this checkout": str(Path(__file__).resolve().parents[2]), str(args.against): str(args.against.resolve())}
    kernels = [name for name in KERNELS if getattr(args, name) is not None]
    sources = [argument for name in kernels for argument in (f"--{name}", str(getattr(args, name).resolve()))]
    least: dict[str, dict[tuple[str, int], float]] = {label: {} for label in roots}
    configs: dict[tuple[str, int], dict] = {}
    with tempfile.TemporaryDirectory(prefix="kt-cost-against-") as directory:
        rows_file = Path(directory) / "rows.json"
        for _ in range(args.rounds):
            for label, root in roots.items():
                subprocess.run([sys.executable, str(Path(__file__).resolve()), *sources, "--samples", str(args.samples),
                                "--analysis-repeats", str(args.analysis_repeats), "--cache", directory,
                                "--rows-json", str(rows_file)], env={**os.environ, ROOT_VARIABLE: root}, check=True)
                for name, rows in json.loads(rows_file.read_text()).items():
                    for index, (config, analysis) in enumerate(rows):
                        if analysis is not None:
                            key = (name, index)
                            configs[key] = config
                            least[label][key] = min(analysis, least[label].get(key, analysis))
    labels = list(roots)
    print(f"least analysis CPU s per configuration over {args.rounds} processes per checkout "
          f"({args.analysis_repeats} analyses each): {labels[0]} | {labels[1]}")
    for name in kernels:
        keys = [key for key in configs if key[0] == name and all(key in least[label] for label in labels)]
        print(f"\n{name}:")
        for key in keys:
            shown = " ".join(f"{k}={v}" for k, v in configs[key].items() if len(KERNELS[name][3][k]) > 1)
            print(f"  {least[labels[0]][key]:6.3f} | {least[labels[1]][key]:6.3f}  {shown}")
        if keys:
            means = [sum(least[label][key] for key in keys) / len(keys) for label in labels]
            print(f"  mean: {means[0]:.3f} | {means[1]:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
