"""One trip-count convention, body executions per entry, in every consumer: the loop lines,
the per-thread counts, the instruction string (and so ``makespan``), on the README's own kernel
``examples/own_kernel/blur_rows`` (once, its nvcc PTX printed L1 "0 iterations" and L2 "2"
at radius 3, and the instruction string carried 3 L letters against the IR's 8)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from analyzer.analysis.build import build_kernel_model
from analyzer.analysis.strings.instruction_string import expand_string, lc_letter
from analyzer.frontend import load_module

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "own_kernel" / "blur_rows"
LAUNCH = {"width": 1024, "height": 1024, "ntid_x": 256, "ntid_y": 1, "ntid_z": 1, "nctaid_x": 4, "nctaid_y": 1024,
          "nctaid_z": 1}


def _model(suffix: str, radius: int):
    module = load_module(EXAMPLE.with_suffix(suffix))
    return build_kernel_model(module, module.kernels[0], {**LAUNCH, "radius": radius})


def _trips(model) -> list[float]:
    return [loop.trip_count.evaluate({}) for loop in model.loops]


@pytest.mark.parametrize("radius, unrolled, remainder", [(3, 1, 3), (100, 50, 1)])
def test_nvcc_rotated_loops_count_body_runs(radius, unrolled, remainder):
    # 2 * radius + 1 taps: nvcc unrolls by 4 (L1, four loads per run) and finishes in a
    # remainder loop (L2, one load per run). radius 3: 7 = 4 * 1 + 3; radius 100:
    # 201 = 4 * 50 + 1. Both loops test at the bottom ("@%p bra exit; bra.uni header").
    model = _model(".ptx", radius)
    assert _trips(model) == [unrolled, remainder]
    assert all("do-while" in loop.derivation for loop in model.loops)
    assert model.global_load_bytes.evaluate({}) == 4 * (2 * radius + 1)


def test_clang_unrolls_by_two_with_a_straight_line_remainder():
    # clang-19 -O2: 7 taps = 2 * 3 + 1 (the odd tap after the loop, not a loop)
    model = _model(".ll", 3)
    assert _trips(model) == [3]
    assert model.global_load_bytes.evaluate({}) == 28


@pytest.mark.parametrize("suffix", [".ptx", ".ll"])
def test_instruction_string_has_the_per_thread_counts(suffix):
    # 7 loads + 1 store = 8 L letters from either file; every lettered instruction of the
    # per-thread counts is one letter (so makespan sees the work the counts see)
    model = _model(suffix, 3)
    string = expand_string(model.instruction_string, {})
    assert string.count("L") == 8
    lettered = sum(count.evaluate({}) for exec_class, count in model.counts if lc_letter(exec_class))
    assert len(string) == lettered
    assert string.count("L") == sum(count.evaluate({}) for exec_class, count in model.counts
                                    if lc_letter(exec_class) == "L")


def test_inspect_prints_body_runs():
    out = subprocess.run([sys.executable, "-m", "analyzer", "inspect", str(EXAMPLE.with_suffix(".ptx")),
                          "--param", "radius=3", "--param", "width=1024", "--param", "height=1024"],
                         cwd=ROOT, capture_output=True, text=True, check=True).stdout
    lines = {line.split(" at line")[0].strip(): line for line in out.splitlines() if " at line " in line}
    assert lines["L1"].endswith("runs 1 time per entry")
    assert lines["L2"].endswith("runs 3 times per entry")


def test_makespan_sees_every_load_from_either_file():
    # W = 4 warps, one L and one C unit: each string's 8 L letters are in it, and the worst case
    # is at least the busiest unit's work, 4 warps x its C letters (PTX 95, IR 85: nvcc and clang
    # select different integer code for the clamped index; the loads and the store agree)
    results = {}
    for suffix in (".ptx", ".ll"):
        out = subprocess.run([sys.executable, "-m", "analyzer", "makespan", str(EXAMPLE.with_suffix(suffix)),
                              "--param", "radius=3", "--param", "width=1024", "--param", "height=1024",
                              "--block", "256", "--grid", "4,1024", "--warps", "4", "--json"],
                             cwd=ROOT, capture_output=True, text=True, check=True).stdout
        results[suffix] = json.loads(out)
    for suffix, result in results.items():
        string = result["string"]
        assert string.count("L") == 8
        assert result["makespan"] >= 4 * string.count("C")


def test_a_loop_tested_before_its_body_adds_its_final_test_once():
    # while (i <= b) { x = i + 1; i += c; } with i = 0, b = 4, c = 1: the body runs 5 times, the
    # header's test 6 times; the string carries the header's letter (setp: C) 6 times and the
    # body's two (add, add: C C) 5 times: 16 letters, as many as the per-thread lettered counts
    sys.path.insert(0, str(ROOT / "tests" / "analysis_core"))
    from analysis_core_builders import make_kernel

    from analyzer.analysis.quantities.counts import block_executions, dynamic_counts
    from analyzer.analysis.strings.instruction_string import format_string, instruction_string
    from analyzer.analysis.latency_path.latency import latency_expressions
    from analyzer.analysis.facts.loops import find_loops
    from analyzer.analysis.facts.trip_counts import loop_trip_counts
    from analyzer.analysis.facts.values import ValueAnalysis

    kernel = make_kernel([
        ("entry", ["mov.u32 %i, $s"], ["head"]),
        ("head", ["setp.gt.s32 %p, %i, $b", "@%p bra done"], ["done", "body"]),
        ("body", ["add.s32 %x, %i, 1", "add.s32 %i, %i, $c", "bra head"], ["head"]),
        ("done", ["ret"], []),
    ], params=["s", "b", "c"])
    env = {"s": 0, "b": 4, "c": 1}
    loops = find_loops(kernel)
    trips = {info.id: info.trip_count.substitute(env) for info in loop_trip_counts(kernel, loops)}
    assert trips["L1"].evaluate({}) == 5
    executions = block_executions(kernel, loops, trips, env)
    string = instruction_string(kernel, loops, trips, executions)
    letters = expand_string(string, {})
    counts = dynamic_counts(kernel, executions, ValueAnalysis(kernel))
    lettered = sum(count.evaluate(env) for exec_class, count in counts.by_class if lc_letter(exec_class))
    assert len(letters) == lettered == 1 + 6 * 1 + 5 * 2
    assert format_string(string).replace(" ", "").endswith(")^5C")
    # the latency path (all latencies 1): the entry's mov, 5 iterations of setp then the branch
    # on it then the two independent adds (2 each), and the final test's setp once (1)
    latency = latency_expressions(kernel, loops, trips, executions)[0]
    values = {name: 1 for name in latency.free_symbols()}
    assert latency.evaluate(values) == 1 + 5 * 2 + 1
