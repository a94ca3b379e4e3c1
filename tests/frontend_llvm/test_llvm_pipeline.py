"""Integration: kernel models built from the LLVM IR samples reproduce the sidecars' hand-derived
per-thread figures (loop trip counts of the clang IR, global bytes, barriers)."""

from __future__ import annotations

import pytest
import yaml

from analyzer.analysis.build import build_kernel_model
from analyzer.frontend import load_module

from llvm_helpers import REPOSITORY

CASES = []
for _path in sorted((REPOSITORY / "samples").glob("*/*.ll")):
    _sidecar = yaml.safe_load(_path.with_suffix(".yaml").read_text())["kernels"]
    CASES.extend((_path, name, spec["expected"]) for name, spec in _sidecar.items() if "expected" in spec)


def bindings(expected: dict) -> dict:
    values = dict(expected.get("params", {}))
    for axis, count in zip("xyz", expected.get("grid", [1, 1, 1])):
        values[f"nctaid_{axis}"] = count
    for axis, count in zip("xyz", expected.get("block", [1, 1, 1])):
        values[f"ntid_{axis}"] = count
    return values


@pytest.mark.parametrize("path,name,expected", CASES, ids=[f"{p.stem}-{n}" for p, n, _ in CASES])
def test_llvm_model_matches_sidecar(path, name, expected):
    module = load_module(path)
    model = build_kernel_model(module, module.kernel(name), bindings(expected))
    trips = [int(float(str(loop.trip_count))) for loop in model.loops]
    assert trips == expected.get("loops_llvm", expected["loops"])
    assert float(str(model.global_load_bytes)) == expected["global_load_bytes"]
    assert float(str(model.global_store_bytes)) == expected["global_store_bytes"]
    assert float(str(model.syncs)) == expected["syncs"]
