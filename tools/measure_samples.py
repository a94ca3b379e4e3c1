"""Time every sample kernel of samples/measurement_plan.yaml on the local GPU (CuPy).

Run on the lent GPU machine from the repository root:
    python3 tools/measure_samples.py --gpu-id h100 --out-root "$OUT"
It writes <out-root>/<sample>/<kernel>.<gpu-id>.csv (the CSV `kerneltime compare` reads, with
the GPU, clocks and driver in its header); copy them to samples/<sample>/measured/.
`--dry-run` prints the planned launches without a GPU; `--repeats 1 --warmup 0` launches each
configuration once (under Nsight Compute: one profiled launch per configuration).
"""

from __future__ import annotations

import argparse
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]

from analyzer.frontend import load_module
from analyzer.frontend.sidecar import load_sidecar, sidecar_path
from analyzer.measure.measure import (
    measure_kernel, plan_arguments, plan_launches, write_measurements,
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gpu-id", required=True)
    parser.add_argument("--out-root", type=Path, required=True)
    parser.add_argument("--plan", type=Path, default=ROOT / "samples/measurement_plan.yaml")
    parser.add_argument("--only", help="measure only this kernel")
    parser.add_argument("--dry-run", action="store_true")
    parser.add_argument("--repeats", type=int, default=20, help="timed launches per configuration")
    parser.add_argument("--warmup", type=int, default=3, help="untimed launches before them")
    args = parser.parse_args()
    plan = yaml.safe_load(args.plan.read_text())["kernels"]
    for entry in plan:
        if args.only and entry["kernel"] != args.only:
            continue
        path = ROOT / "samples" / entry["file"]
        module = load_module(path)
        kernel = module.kernel(entry["kernel"])
        spec = load_sidecar(path).get(kernel.plain_name, {})
        configs = []
        for size in entry["sizes"]:
            configs += plan_launches(spec, size, entry.get("sweep", {}), None, None, 0, str(sidecar_path(path)))
        valid = [config for config in configs if config.block[0] * config.block[1] * config.block[2] <= 1024
                 and config.grid[0] < 2**31 and config.grid[1] <= 65535 and config.grid[2] <= 65535]
        print(f"{entry['kernel']}: {len(valid)} configurations", flush=True)
        if args.dry_run:
            for config in valid:
                print(f"  grid {config.grid} block {config.block} {dict(config.values)}")
            continue
        rows = []
        info = None
        for config in valid:
            arguments = plan_arguments(kernel, spec, dict(config.values), str(sidecar_path(path)))
            info, measured = measure_kernel(path, kernel, arguments, [config], args.repeats, args.warmup)
            rows += measured
        out = args.out_root / path.parent.name / f"{entry['kernel']}.{args.gpu_id}.csv"
        write_measurements(out, info, rows, f"samples/{entry['file']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
