"""Every sample kernel (sm_90 PTX and LLVM IR) predicted on every shipped GPU with both models,
at the first problem size and the launch of its sidecar."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
import yaml

from analyzer.analysis.build import build_kernel_model
from analyzer.frontend import load_module
from analyzer.gpu.loader import list_gpu_ids, load_gpu
from analyzer.predict.api import predict
from analyzer.predict.records import BOTTLENECKS, Launch, PredictOptions
from analyzer.safe_eval import evaluate_text

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
FILES = sorted([*SAMPLES.glob("*/*.sm_90.ptx"), *SAMPLES.glob("*/*.ll")])


def sidecar_launches(path: Path):
    """(kernel name, launch, parameter values) for each kernel of the sample's sidecar."""
    sidecar = yaml.safe_load((path.parent / f"{path.parent.name}.yaml").read_text())
    for name, spec in sidecar["kernels"].items():
        values = {**spec.get("sizes", {}), **spec["problem_sizes"][0]}
        block = [int(evaluate_text(part, values)) for part in str(spec["launch"]["block"]).split(",")]
        block += [1] * (3 - len(block))
        names = {**values, "block_size_x": block[0], "block_size_y": block[1]}
        grid = [int(evaluate_text(part, names)) for part in str(spec["launch"]["grid"]).split(",")]
        grid += [1] * (3 - len(grid))
        yield name, Launch(tuple(grid), tuple(block)), values


def test_samples_are_present():
    assert len(FILES) >= 18 and len(list_gpu_ids()) >= 1


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.name)
def test_every_sample_on_every_gpu(path):
    module = load_module(path)
    gpus = [load_gpu(gpu_id) for gpu_id in list_gpu_ids()]
    for name, launch, values in sidecar_launches(path):
        kernel = module.kernel(name)
        params = {param.name: values[param.name] for param in kernel.params if param.name in values}
        model = build_kernel_model(module, kernel, {**params, **launch.symbols()})
        for gpu in gpus:
            for model_name in ("kp", "mwp-cwp", "kt"):
                prediction = predict(model, gpu, launch, PredictOptions(timing_model=model_name, bindings=params))
                assert math.isfinite(prediction.time_us) and prediction.time_us > 0, (name, gpu.id, model_name)
                assert prediction.time_us == pytest.approx(prediction.launch_us + prediction.exec_us)
                assert prediction.waves >= 1 and prediction.blocks_per_sm >= 1
                assert prediction.bottleneck in BOTTLENECKS
                assert prediction.terms.check() == [], (name, gpu.id, model_name)
                if model_name == "kt":  # the printed waves are the waves the fixed point solved for
                    waves = prediction.terms.find("waves")
                    launch_term = next(part for part in waves.parts if part.name == "launch")
                    solved = sum(group.count * group.cycles for group in prediction.wave_groups)
                    assert waves.cycles - launch_term.cycles == pytest.approx(solved, rel=1e-9), (name, gpu.id)
                    assert prediction.terms.find("execution").cycles == pytest.approx(prediction.exec_cycles, rel=1e-9)
                # A DRAM-bound kp wave cannot beat the DRAM bandwidth.
                if model_name == "kp":
                    dram = {level.level: level for level in prediction.breakdown}["dram"]
                    assert prediction.exec_us >= dram.bandwidth_bound_us * (1 - 1e-3)
