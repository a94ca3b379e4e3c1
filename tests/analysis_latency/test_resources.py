"""Registers from recorded and fake ``ptxas -v`` output, the liveness estimate, shared/local."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from analyzer.toolchain import ptxas as resources
from analyzer.toolchain.cuda import CUDA_ROOT_VARIABLES
from analyzer.toolchain.ptxas import (
    estimate_live_registers, kernel_resources, parse_ptxas_output,
)
from analyzer.ir import Kernel, MemSpace, Module, SharedDecl

from latency_builders import branch, kernel, load, op, param, phi, ret, special, store

SAMPLES = Path(__file__).resolve().parents[2] / "samples"


def test_parse_recorded_vecadd_output():
    functions = parse_ptxas_output((SAMPLES / "vecadd" / "vecadd.ptxas.txt").read_text())
    assert {name: f.registers for name, f in functions.items()} == {"vecadd": 12, "vecadd_gridstride": 18}
    assert functions["vecadd"].spill_store_bytes == 0 and functions["vecadd"].shared_bytes == 0


def test_parse_recorded_matmul_and_mangled_wmma_output():
    matmul = parse_ptxas_output((SAMPLES / "matmul" / "matmul.ptxas.txt").read_text())["matmul"]
    assert (matmul.registers, matmul.shared_bytes) == (32, 2048)
    wmma = parse_ptxas_output((SAMPLES / "wmma_gemm" / "wmma_gemm.ptxas.txt").read_text())
    assert wmma["_Z9wmma_gemmPK6__halfS1_Pfiii"].registers == 40


def test_parse_spills_and_cmem():
    text = ("ptxas info    : Compiling entry function 'big' for 'sm_75'\n"
            "ptxas info    : Function properties for big\n"
            "    64 bytes stack frame, 24 bytes spill stores, 16 bytes spill loads\n"
            "ptxas info    : Used 255 registers, used 1 barriers, 4096 bytes smem, 380 bytes cmem[0]\n")
    big = parse_ptxas_output(text)["big"]
    assert (big.registers, big.shared_bytes, big.stack_frame_bytes, big.spill_store_bytes, big.spill_load_bytes) == (
        255, 4096, 64, 24, 16)


def _small_kernel(name: str = "vecadd") -> Kernel:
    # live-range walk (backwards): before the load %rd1 (2), %rd2 (2) and %r1 (1) are live -> 5,
    # the peak; around the fp32 add %rd2, %f1, %r1 (4); the store needs %rd2 and %f2 (3);
    # predicates count 0.
    blocks = [("entry", [param("%rd1", 0), param("%rd2", 1), special("%r1", "tid.x"),
                         op("int", "%p1", "%r1", type_name="pred"),
                         load("ld_global", "%f1", "%rd1"), op("fp32", "%f2", "%f1", "%r1", type_name="f32"),
                         store("st_global", "%rd2", "%f2"), ret()], ())]
    base = kernel(blocks, name=name)
    return Kernel(base.name, base.plain_name, base.source, base.file, base.line, base.params, base.blocks,
                  shared=(SharedDecl("tile", MemSpace.SHARED, 1024), SharedDecl("c", MemSpace.CONST, 64)),
                  uses_dynamic_shared=True, local_bytes=16)


def _module(kernel_: Kernel, ptx_text: str | None, target: str | None = "sm_90") -> Module:
    return Module(path="hand.ptx", source="ptx", kernels=(kernel_,), target=target, ptx_text=ptx_text)


def _fake_ptxas(directory: Path, body: str) -> None:
    script = directory / "ptxas"
    script.write_text(f"#!{sys.executable}\nimport sys, time\n{body}\n")
    script.chmod(0o755)


@pytest.fixture(autouse=True)
def _fresh_cache(monkeypatch):
    monkeypatch.setattr(resources, "_RUNS", {})
    for variable in CUDA_ROOT_VARIABLES:  # ptxas is looked up on the PATH these tests set
        monkeypatch.delenv(variable, raising=False)


def test_estimate_with_empty_path(monkeypatch):
    monkeypatch.setenv("PATH", "")
    k = _small_kernel()
    assert estimate_live_registers(k) == 5
    result = kernel_resources(_module(k, ".version 9.0\n.target sm_90\n"), k)
    assert result.registers == 16  # 5 live + 5 reserved = 10, raised to the minimum 16
    assert result.registers_source.startswith("estimate: 5 live 32-bit values")
    assert "no ptxas on PATH" in result.registers_source
    assert (result.static_shared_bytes, result.uses_dynamic_shared, result.local_bytes) == (1024, True, 16)


def test_estimate_grows_with_live_values(monkeypatch):
    # 40 independent 64-bit loads all live until one final sum. Before load i the address %rd0
    # and fd0..fd(i-1) are live: 2 + 2i, largest at i = 39: 80; before the sum all 40 values: 80.
    # -> 80 live, 80 + 5 reserved = 85 registers.
    loads = [load("ld_global", f"%fd{i}", "%rd0", type_name="f64") for i in range(40)]
    k = kernel([("entry", [param("%rd0", 0)] + loads + [op("fp64", "%fd99", *[f"%fd{i}" for i in range(40)],
                                                          type_name="f64"), ret()], ())])
    assert estimate_live_registers(k) == 80
    monkeypatch.setenv("PATH", "")
    assert kernel_resources(_module(k, ".version 9.0\n.target sm_90\n"), k).registers == 85


def test_phi_sources_are_live_only_on_their_edge():
    # entry: six u32 parameters summed into %s -> 6 live before the sum.  loop: %i = phi [%s,
    # entry], [%j, loop]; %d (f64, 2) from %i; %j from %d; branch on predicate %p1 (0).
    # %j is live only on the back edge, so the entry peak stays 6 (7 if the phi's use of %j
    # were placed at the phi, making %j live through the entry block); the loop peaks at 2.
    sources = [f"%x{i}" for i in range(6)]
    k = kernel([("entry", [param(x, i, "u32") for i, x in enumerate(sources)]
                 + [op("int", "%s", *sources, type_name="s32"), branch("loop")], ("loop",)),
                ("loop", [phi("%i", "%s", "%j", incoming=("entry", "loop"), type_name="s32"),
                          op("fp64", "%d", "%i", type_name="f64"), op("int", "%j", "%d", type_name="s32"),
                          branch("loop", guard="%p1")], ("loop", "exit")),
                ("exit", [ret()], ())])
    assert estimate_live_registers(k) == 6


def test_fake_ptxas_output_is_parsed_and_memoised(tmp_path, monkeypatch):
    calls = tmp_path / "calls.txt"
    recorded = SAMPLES / "vecadd" / "vecadd.ptxas.txt"
    _fake_ptxas(tmp_path, f"sys.stdin.read()\nopen({str(calls)!r}, 'a').write(' '.join(sys.argv[1:]) + '\\n')\n"
                          f"sys.stderr.write(open({str(recorded)!r}).read())")
    monkeypatch.setenv("PATH", str(tmp_path))
    k = _small_kernel()
    module = _module(k, ".version 9.0\n.target sm_90\n// a\n")
    first = kernel_resources(module, k)
    second = kernel_resources(module, _small_kernel("vecadd_gridstride"))
    assert (first.registers, first.registers_source) == (12, "ptxas -v (sm_90)")
    assert second.registers == 18
    assert calls.read_text().splitlines() == ["-v -arch=sm_90 - -o /dev/null"]


def test_old_target_is_assembled_for_sm_75(tmp_path, monkeypatch):
    _fake_ptxas(tmp_path, "sys.stdin.read()\n"
                          "if '-arch=sm_61' in sys.argv:\n"
                          "    sys.stderr.write(\"ptxas fatal   : Value 'sm_61' is not defined for option 'gpu-name'\\n\")\n"
                          "    sys.exit(255)\n"
                          "sys.stdout.write(\"ptxas info    : Compiling entry function 'vecadd' for 'sm_75'\\n"
                          "ptxas info    : Used 14 registers, used 0 barriers, 380 bytes cmem[0]\\n\")")
    monkeypatch.setenv("PATH", str(tmp_path))
    k = _small_kernel()
    result = kernel_resources(_module(k, ".version 7.0\n.target sm_61\n// b\n", target="sm_61"), k)
    assert (result.registers, result.registers_source) == (14, "ptxas -v (sm_75, file targets sm_61)")


def test_failing_ptxas_falls_back_with_reason(tmp_path, monkeypatch):
    _fake_ptxas(tmp_path, "sys.stdin.read()\nsys.stderr.write('ptxas fatal   : Unresolved extern function\\n')\n"
                          "sys.exit(255)")
    monkeypatch.setenv("PATH", str(tmp_path))
    k = _small_kernel()
    result = kernel_resources(_module(k, "// c\n"), k)
    assert result.registers == 16
    assert "ptxas -arch=sm_90 failed: ptxas fatal   : Unresolved extern function" in result.registers_source


def test_slow_ptxas_times_out(tmp_path, monkeypatch):
    _fake_ptxas(tmp_path, "time.sleep(30)")
    monkeypatch.setenv("PATH", str(tmp_path))
    k = _small_kernel()
    result = kernel_resources(_module(k, "// d\n"), k, timeout=0.5)
    assert result.registers_source.startswith("estimate:") and "timed out after 0.5 s" in result.registers_source


def test_kernel_missing_from_ptxas_output_and_no_ptx_text(tmp_path, monkeypatch):
    _fake_ptxas(tmp_path, "sys.stdin.read()\nprint(\"ptxas info    : Compiling entry function 'other' for 'sm_90'\")\n"
                          "print('ptxas info    : Used 20 registers')")
    monkeypatch.setenv("PATH", str(tmp_path))
    k = _small_kernel()
    missing = kernel_resources(_module(k, "// e\n"), k)
    assert "did not report kernel 'vecadd'" in missing.registers_source
    no_text = kernel_resources(_module(k, None), k)
    assert "no PTX text for this module" in no_text.registers_source
