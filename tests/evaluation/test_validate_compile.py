"""The translation unit and compiler command of a configuration (the validation format's
rules), and the PTX cache with a real nvcc where one is installed."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from analyzer.evaluation.case import KernelSpec
from analyzer.frontend import load_module
from analyzer.ir import MemSpace
from analyzer.toolchain.compile import (CLANG_NVVM_OPTIONS, CompileJob, command, compile_all, compile_job, job_for,
                                       translation_unit)

CASE = Path(__file__).parent / "data" / "scale-case"
SOURCE = """#include "x.h"
#pragma unroll UNROLL
for (;;) {}
  DEBUG_LINE();
"""


def test_translation_unit_follows_the_format():
    unit = translation_unit([SOURCE, "int tail;\n"], "#define P 1", ["DEBUG_LINE();"], ["UNROLL"], ["UNROLL"],
                            {"UNROLL": 0, "BLOCK": 32})
    # constexpr line and define first, then the prelude, then the sources with the stripped line
    # and (the value being 0) the unroll pragma removed, concatenated in order.
    assert unit == ("static constexpr int UNROLL = 0;\n#define UNROLL 0\n#define P 1\n"
                    '#include "x.h"\nfor (;;) {}\nint tail;\n')
    kept = translation_unit([SOURCE], "", [], [], ["UNROLL"], {"UNROLL": 4})
    assert "#pragma unroll UNROLL" in kept and "DEBUG_LINE();" in kept


def test_defines_and_commands(monkeypatch, tmp_path):
    monkeypatch.setenv("CUDA_HOME", str(tmp_path / "toolkit"))  # clang's --cuda-path comes from the environment
    spec = KernelSpec(sources=("k.cu",), name="k", symbol=None, extra_flags=("-use_fast_math",),
                      constexpr_tunables=("U",))
    job = job_for(["x"], spec, ("B", "U", "F"), {"B": 32, "U": 2, "F": 0.5}, "sm_86", ["/inc"])
    assert job.defines == (("B", "32"), ("F", "0.5"))  # U is constexpr, not -D
    assert command(job, "s.cu", "o.ptx", "/stub") == ["nvcc", "-arch=sm_86", "-ptx", "-I/inc", "-use_fast_math",
                                                      "-DB=32", "-DF=0.5", "-x", "cu", "s.cu", "-o", "o.ptx"]
    old = CompileJob("x", (("B", "32"),), (), ("-use_fast_math",), "sm_35")
    clang = command(old, "s.cu", "o.ptx", "/stub")
    assert clang[:5] == ["clang-19", "-x", "cuda", "--cuda-device-only", "--cuda-gpu-arch=sm_35"]
    assert "--no-cuda-version-check" in clang and "-S" in clang and "-I/stub" in clang
    assert f"--cuda-path={tmp_path / 'toolkit'}" in clang
    assert {"-ffast-math", "-fgpu-flush-denormals-to-zero", "-fgpu-approx-transcendentals"} <= set(clang)
    assert "-use_fast_math" not in clang
    start = clang.index(CLANG_NVVM_OPTIONS[0])
    assert tuple(clang[start:start + len(CLANG_NVVM_OPTIONS)]) == CLANG_NVVM_OPTIONS
    assert "--no-cuda-version-check" not in command(CompileJob("x", (), (), (), "sm_61"), "s", "o", "/stub")


@pytest.mark.skipif(shutil.which("nvcc") is None or shutil.which("ptxas") is None, reason="needs nvcc and ptxas")
def test_cache_hit_registers_and_cli_end_to_end(tmp_path):
    spec = KernelSpec(sources=("own_kernel/scale.cu",), name="scale", symbol="_Z5scalePfPKffi")
    text = (CASE / "own_kernel" / "scale.cu").read_text()
    jobs = [job_for([text], spec, ("ITEMS",), {"ITEMS": items}, "sm_75", [str((CASE / "own_kernel").resolve())])
            for items in (1, 2, 3, 4)]
    first = compile_all(jobs, 2, tmp_path)
    assert [result.cached for result in first] == [False] * 4
    assert first[2].ptx_path is None and "ITEMS=3 is not supported" in first[2].error
    recorded = json.loads((Path(__file__).parent / "data" / "scale-ptx" / "ptxas.json").read_text())
    assert first[3].registers == recorded["4"]["registers"]
    second = compile_all(jobs, 2, tmp_path)
    assert [result.cached for result in second] == [True] * 4
    assert second[3].ptx_path == first[3].ptx_path and second[2].error == first[2].error
    assert all(path.is_relative_to(tmp_path) for path in tmp_path.rglob("*.ptx"))
    # the same units the CLI compiles: the end-to-end run below finds them in this cache
    env = {"KERNELTIME_CACHE": str(tmp_path), "PATH": os.environ["PATH"]}
    run = subprocess.run([sys.executable, "-m", "analyzer", "validate", str(CASE), "--json"], capture_output=True,
                         text=True, env=env, cwd=Path(__file__).parents[2])
    assert run.returncode == 0, run.stderr
    case = json.loads(run.stdout)["cases"][0]
    assert (case["configs"], case["predicted"], case["failed"]) == (11, 8, 3)
    assert set(case["models"]) >= {"kp", "mwp-cwp"}
    assert case["refused"] == {"checked": 2, "refused_by_predict": 1, "unchecked": {}}
    for scores in case["models"].values():
        assert scores["mape"] >= 0 and -1 <= scores["spearman"] <= 1 and scores["regret"] >= 1
    assert len(list(tmp_path.rglob("*.json"))) == 4  # no new compilation


def test_cuda_location_from_the_environment(monkeypatch, tmp_path):
    from analyzer.toolchain import cuda

    monkeypatch.delenv("CUDA_HOME", raising=False)
    monkeypatch.setenv("CUDA_PATH", str(tmp_path))
    assert cuda.cuda_root() == tmp_path
    assert cuda.tool("nvcc") is None  # tmp_path/bin/nvcc does not exist
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "nvcc").write_text("#!/bin/sh\n")
    (tmp_path / "bin" / "nvcc").chmod(0o755)
    assert cuda.tool("nvcc") == str(tmp_path / "bin" / "nvcc")
    monkeypatch.delenv("CUDA_PATH")
    monkeypatch.setenv("PATH", "")
    with pytest.raises(cuda.CudaNotFound, match="set CUDA_HOME"):
        cuda.cuda_root()
    job = CompileJob("x", (), (), (), "sm_61")  # a clang target needs --cuda-path
    failed = compile_job(job, tmp_path / "cache")
    assert failed.ptx_path is None and failed.error.startswith("no CUDA toolkit found")
    assert not (tmp_path / "cache" / "ptx").exists()  # not cached: not a property of the unit


@pytest.mark.skipif(shutil.which("clang-19") is None or shutil.which("nvcc") is None, reason="needs clang-19 and CUDA")
def test_clang_inlines_and_unrolls_as_nvcc(tmp_path):
    """An old target (sm_61) goes through clang-19; with ``CLANG_NVVM_OPTIONS`` its PTX has the
    shape nvcc's has for the same source (``clang-shape/nvvm_like.cu``). ``tile_products``: the
    12 x 12 tile (144 floats) passed by pointer to ``store_tile`` stays in registers because the
    call is inlined (clang's defaults keep the call: 3 calls, 289 local loads and stores);
    ``column_sums``: the 32-iteration loop over ``sums`` is unrolled, 32 ``rsqrt`` per outer iteration and
    no local memory (clang's defaults: unrolled by 4, 41 local loads and stores)."""
    source = Path(__file__).parent / "data" / "clang-shape" / "nvvm_like.cu"
    job = CompileJob(source.read_text(), (), (), (), "sm_61")
    compiled = compile_job(job, tmp_path)
    assert compiled.error == ""
    module = load_module(compiled.ptx_path)
    kernels = {kernel.plain_name: kernel for kernel in module.kernels}
    for name in ("tile_products", "column_sums"):
        instructions = [instruction for block in kernels[name].blocks for instruction in block.instructions]
        assert not [i for i in instructions if i.memory is not None and i.memory.space is MemSpace.LOCAL], name
        assert not [i for i in instructions if i.op == "call"], name
    sums = [instruction for block in kernels["column_sums"].blocks for instruction in block.instructions]
    assert sum(1 for instruction in sums if instruction.opcode.startswith("rsqrt")) == 32
