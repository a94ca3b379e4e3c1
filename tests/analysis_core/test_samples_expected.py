"""Every sample kernel, every compiled form (.sm_90/.sm_80/.sm_75 PTX, sm_61 clang PTX, .ll):
the kernel model's per-thread figures against the sidecar's hand-derived ``expected`` block
(the derivations are written in each ``samples/<name>/<name>.yaml``), and PTX/LLVM agreement."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pytest
import yaml

from analyzer.analysis.build import build_kernel_model, static_analysis
from analyzer.analysis.quantities.counts import block_executions
from analyzer.frontend import load_module

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
FORMS = ("sm_90.ptx", "sm_80.ptx", "sm_75.ptx", "sm_61.clang.ptx", "ll")


def _cases():
    cases = []
    for sidecar in sorted(SAMPLES.glob("*/*.yaml")):
        name = sidecar.stem
        kernels = (yaml.safe_load(sidecar.read_text()) or {}).get("kernels", {})
        for form in FORMS:
            path = sidecar.with_name(f"{name}.{form}")
            if not path.is_file():
                continue
            for kernel, spec in kernels.items():
                if "expected" in spec:
                    cases.append(pytest.param(name, form, kernel, spec["expected"], id=f"{name}.{form}:{kernel}"))
    return cases


def bindings_of(expected: dict) -> dict:
    """Parameter, size and launch bindings of a sidecar's expected block."""
    bindings = dict(expected.get("params", {}))
    bindings.update(expected.get("sizes", {}) or {})
    for axis, value in zip("xyz", expected.get("grid", [])):
        bindings[f"nctaid_{axis}"] = value
    for axis, value in zip("xyz", expected.get("block", [])):
        bindings[f"ntid_{axis}"] = value
    return bindings


@lru_cache(maxsize=None)
def _module(name: str, form: str):
    return load_module(SAMPLES / name / f"{name}.{form}")


def analysed(name: str, form: str, kernel_name: str, expected: dict):
    """The kernel model and the per-loop iteration counts (0 for a loop never entered)."""
    module = _module(name, form)
    kernel = module.kernel(kernel_name)
    bindings = bindings_of(expected)
    model = build_kernel_model(module, kernel, bindings)
    static = static_analysis(module, kernel)
    trips = {info.id: info.trip_count for info in model.loops}
    executions = block_executions(kernel, static.loops, trips, bindings)
    iterations = []
    for info in model.loops:
        entered = executions[info.header].evaluate(bindings) > 0
        iterations.append(int(info.trip_count.evaluate(bindings)) if entered else 0)
    return model, iterations, bindings


def _value(expression, bindings):
    return expression.evaluate(bindings)


@pytest.mark.parametrize("name, form, kernel_name, expected", _cases())
def test_expected_figures(name, form, kernel_name, expected):
    model, iterations, bindings = analysed(name, form, kernel_name, expected)
    llvm = form == "ll"
    loops = expected.get("loops_llvm", expected["loops"]) if llvm else expected["loops"]
    assert iterations == loops, [info.derivation for info in model.loops]
    assert not any(info.data_dependent for info in model.loops)
    figures = {
        "global_load_bytes": model.global_load_bytes,
        "global_store_bytes": model.global_store_bytes,
        "syncs": model.syncs,
        "shared_accesses": model.shared_accesses,
    }
    for key, expression in figures.items():
        want = expected.get(f"{key}_llvm", expected.get(key)) if llvm else expected.get(key)
        if want is None:
            continue
        assert _value(expression, bindings) == want, key


def _agreement_cases():
    return [case for case in _cases() if case.values[1] == "sm_90.ptx"]


@pytest.mark.parametrize("name, form, kernel_name, expected", _agreement_cases())
def test_ptx_and_llvm_agree(name, form, kernel_name, expected):
    if not (SAMPLES / name / f"{name}.ll").is_file():
        pytest.skip("no LLVM IR for this sample")
    ptx_model, ptx_iterations, bindings = analysed(name, "sm_90.ptx", kernel_name, expected)
    llvm_model, llvm_iterations, _ = analysed(name, "ll", kernel_name, expected)
    assert _value(ptx_model.syncs, bindings) == _value(llvm_model.syncs, bindings)
    assert _value(ptx_model.global_store_bytes, bindings) == _value(llvm_model.global_store_bytes, bindings)
    assert _value(ptx_model.global_load_bytes, bindings) == _value(llvm_model.global_load_bytes, bindings)
    if "loops_llvm" not in expected:  # the compilers keep the same loops
        assert ptx_iterations == llvm_iterations


def test_matmul_trip_count_is_symbolic_in_wA():
    # Tile loop a = aBegin .. aBegin + wA - 1 step 16 in do-while form: max(ceildiv(wA, 16), 1),
    # 64 for wA = 1024; per thread 2 barriers per iteration.
    module = _module("matmul", "sm_90.ptx")
    model = build_kernel_model(module, module.kernel("matmul"))
    assert str(model.loops[0].trip_count) == "max(ceildiv(wA, 16), 1)"
    assert model.syncs.evaluate({"wA": 1024}) == 128
    assert model.global_load_bytes.evaluate({"wA": 1024}) == 512


def _accesses(name, form, kernel_name):
    spec = yaml.safe_load((SAMPLES / name / f"{name}.yaml").read_text())["kernels"][kernel_name]["expected"]
    model, _, bindings = analysed(name, form, kernel_name, spec)
    return model, bindings


@pytest.mark.parametrize("form", ["sm_90.ptx", "ll"])
def test_transpose_naive_stores_are_uncoalesced(form):
    # Block (32, 8): one warp is one row of 32 consecutive tid_x. Loads input[y*width + x]: stride
    # 4 B, 128 B per request = 4 sectors. Stores output[x*height + y]: stride 4*height = 16384 B,
    # every lane its own sector: 32 sectors, uncoalesced; per thread 4 stores * 4 B = 16 B.
    model, bindings = _accesses("transpose", form, "transpose_naive")
    loads = [a for a in model.accesses if a.kind == "load"]
    stores = [a for a in model.accesses if a.kind == "store"]
    assert len(loads) == 4 and len(stores) == 4
    assert all(a.coalesced and a.stride_bytes == 4 and a.sectors_per_request == 4 for a in loads)
    assert all(not a.coalesced and a.stride_bytes == 16384 and a.sectors_per_request == 32 for a in stores)
    assert model.uncoalesced_bytes.evaluate(bindings) == 16
    # Sector share per thread: (4 loads * 4 sectors + 4 stores * 32 sectors) * 32 B / 32 lanes = 144.
    assert model.global_sector_bytes.evaluate(bindings) == 144


def test_stencil_neighbours_are_coalesced_though_misaligned():
    # West/east neighbours shift the warp by 4 B: 5 sectors for 128 contiguous bytes, still
    # coalesced (no gaps); north/south/centre and the store are aligned: 4 sectors.
    model, bindings = _accesses("stencil", "sm_90.ptx", "stencil5")
    assert all(a.coalesced for a in model.accesses)
    assert sorted(a.sectors_per_request for a in model.accesses) == [4, 4, 4, 4, 5, 5]
    assert model.uncoalesced_bytes.evaluate(bindings) == 0


def test_matmul_tile_loads_use_the_first_iteration_address():
    # Block (16, 16): a warp covers tid_y = 0, 1 and tid_x = 0..15. A[a + wA*ty + tx]: two rows
    # of 64 contiguous bytes 4096 B apart = 4 sectors; 4-byte stride along tid_x.
    model, _ = _accesses("matmul", "sm_90.ptx", "matmul")
    loads = [a for a in model.accesses if a.kind == "load"]
    assert [a.sectors_per_request for a in loads] == [4, 4]
    assert all(a.stride_bytes == 4 and a.coalesced for a in loads)


def test_unbound_parameters_stay_symbolic_and_are_noted():
    module = _module("vecadd", "sm_90.ptx")
    model = build_kernel_model(module, module.kernel("vecadd_gridstride"))
    # Grid stride: T = max(ceildiv(n, nctaid_x*ntid_x), 1) for thread 0 of block 0.
    assert str(model.loops[0].trip_count) == "max(ceildiv(n, nctaid_x*ntid_x), 1)"
    assert model.global_load_bytes.evaluate({"n": 2**24, "ntid_x": 256, "nctaid_x": 1024}) == 512
    assert any("assumed coalesced" in note for note in model.notes)
