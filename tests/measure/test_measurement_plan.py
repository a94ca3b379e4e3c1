"""The GPU measurement plan is complete: every sample kernel gets >= 8 launch configurations over
>= 2 problem sizes, and every configuration's arguments can be sized from the sidecar."""

from __future__ import annotations

from pathlib import Path

import yaml

from analyzer.frontend import load_module
from analyzer.frontend.sidecar import load_sidecar
from analyzer.measure.measure import plan_arguments, plan_launches

ROOT = Path(__file__).resolve().parents[2]


def test_every_planned_kernel_has_enough_configurations():
    plan = yaml.safe_load((ROOT / "samples/measurement_plan.yaml").read_text())["kernels"]
    planned = set()
    for entry in plan:
        path = ROOT / "samples" / entry["file"]
        module = load_module(path)
        kernel = module.kernel(entry["kernel"])
        spec = load_sidecar(path)[kernel.plain_name]
        configs = [config for size in entry["sizes"]
                   for config in plan_launches(spec, size, entry.get("sweep", {}), None, None, 0, "plan")]
        assert len(entry["sizes"]) >= 2 and len(configs) >= 8, entry["kernel"]
        for config in configs:
            arguments = plan_arguments(kernel, spec, dict(config.values), "plan")
            assert len(arguments) == len(kernel.params)
        planned.add(kernel.plain_name)
    sidecar_kernels = {name for sidecar in ROOT.glob("samples/*/*.yaml")
                       for name in (yaml.safe_load(sidecar.read_text()) or {}).get("kernels", {})}
    assert sidecar_kernels <= planned
