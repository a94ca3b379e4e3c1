"""Latency, issue delay and instruction strings on the shipped vecadd sample (PTX and LLVM IR),
through the real front ends, loop finder and block counts."""

from __future__ import annotations

from pathlib import Path

import pytest

from analyzer.analysis.quantities.counts import block_executions
from analyzer.analysis.strings.instruction_string import expand_string, format_string, instruction_string
from analyzer.analysis.latency_path.latency import issue_delay_expression, latency_expressions
from analyzer.analysis.facts.loops import find_loops
from analyzer.toolchain.ptxas import kernel_resources
from analyzer.frontend import load_module
from analyzer.symbolic import sym

SAMPLES = Path(__file__).resolve().parents[2] / "samples" / "vecadd"
FILES = [SAMPLES / "vecadd.sm_90.ptx", SAMPLES / "vecadd.ll"]


def _analyse(path: Path, name: str):
    kernel = load_module(path).kernel(name)
    loops = find_loops(kernel)
    trips = {loop.id: sym(f"trip_{loop.id}") for loop in loops}
    executions = block_executions(kernel, loops, trips)
    return kernel, loops, trips, executions


def _latencies(**overrides):
    names = ("fp32", "int", "conv", "mov", "ld_param", "ld_global", "st_global", "control", "sfu")
    values = {f"lat_{name}": 5 for name in names}
    values.update(overrides)
    return values


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.suffix)
def test_vecadd_string_has_two_loads_and_one_store(path):
    kernel, loops, trips, executions = _analyse(path, "vecadd")
    text = expand_string(instruction_string(kernel, loops, trips, executions), {})
    # vecadd: a[i] and b[i] loaded (2 L), c[i] stored (1 L), all else on CUDA cores.
    assert text.count("L") == 3
    assert text.endswith("L") and "LL" in text


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.suffix)
def test_vecadd_loads_overlap_on_the_critical_path(path):
    kernel, loops, trips, executions = _analyse(path, "vecadd")
    latency = latency_expressions(kernel, loops, trips, executions)[0]
    # The two loads are independent: raising lat_ld_global by 1000 raises the time by 1000,
    # not 2000; the store is not waited for.
    slow = latency.evaluate(_latencies(lat_ld_global=1005))
    fast = latency.evaluate(_latencies(lat_ld_global=5))
    assert slow - fast == 1000
    assert latency.evaluate(_latencies(lat_st_global=10**6)) == fast


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.suffix)
def test_gridstride_loop_pays_one_load_per_iteration(path):
    kernel, loops, trips, executions = _analyse(path, "vecadd_gridstride")
    assert len(loops) == 1
    loop_id = loops[0].id
    latency = latency_expressions(kernel, loops, trips, executions)[0]
    segments = instruction_string(kernel, loops, trips, executions)
    assert format_string(segments).endswith(f"^(trip_{loop_id})")
    body = expand_string(segments, {f"trip_{loop_id}": 1})
    assert expand_string(segments, {f"trip_{loop_id}": 3}).count("L") == 3 * body.count("L") == 9
    # One more iteration adds one iteration time, in which the two loads overlap.
    per_iteration = [latency.evaluate({**_latencies(lat_ld_global=load), f"trip_{loop_id}": 4})
                     - latency.evaluate({**_latencies(lat_ld_global=load), f"trip_{loop_id}": 3})
                     for load in (5, 1005)]
    assert per_iteration[1] - per_iteration[0] == 1000
    delay = issue_delay_expression(kernel, executions)
    assert f"trip_{loop_id}" in delay.free_symbols()


def test_vecadd_resources_estimate_without_ptxas(monkeypatch):
    monkeypatch.setenv("PATH", "")
    module = load_module(FILES[0])
    resources = kernel_resources(module, module.kernel("vecadd"))
    assert resources.registers_source.startswith("estimate:")
    assert 16 <= resources.registers <= 24  # ptxas -v says 12 (samples/vecadd/vecadd.ptxas.txt)
    assert (resources.static_shared_bytes, resources.uses_dynamic_shared, resources.local_bytes) == (0, False, 0)


def test_matmul_sample_synchronised_path_counts_each_iterations_phases():
    """The tiled matmul sample (nvcc 13 sm_75 PTX, 16 x 16 tiles, wA = wB = 1024): each of the
    1024 / 16 = 64 tile iterations holds three phases, 4 global/shared copies + bar (5
    instructions), 16 x (2 ld.shared + fma) + bar (49) and the loop's 5 increment, compare and
    branch instructions: 59 per iteration, so once every phase is issue-bound the synchronised
    path grows by 64 x 59 = 3,776 cycles per unit of ``issue_phase``; at ``issue_phase = 0`` it equals
    method C's ``time``. The kernel without barriers (vecadd) has no synchronised path."""
    from analyzer.analysis.build import build_kernel_model
    from analyzer.predict.records import Launch

    module = load_module(SAMPLES.parent / "matmul" / "matmul.sm_75.ptx")
    launch = Launch((64, 64, 1), (16, 16, 1))
    model = build_kernel_model(module, module.kernel("matmul"), {"wA": 1024, "wB": 1024, **launch.symbols()})
    latencies = {name: 10 for name in model.latency.free_symbols()}
    synchronised = model.synchronised_latency
    assert synchronised.evaluate({**latencies, "issue_phase": 0}) == model.latency.evaluate(latencies)
    growth = synchronised.evaluate({**latencies, "issue_phase": 1001}) - synchronised.evaluate({**latencies, "issue_phase": 1000})
    assert growth == 64 * 59
    vecadd = load_module(SAMPLES / "vecadd.sm_90.ptx")
    assert build_kernel_model(vecadd, vecadd.kernel("vecadd"), {"n": 4096}).synchronised_latency is None
