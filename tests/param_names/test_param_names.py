"""Parameter names and C++ types from the source, debug info and mangled names.

Expected demanglings are written by hand from the Itanium C++ ABI rules (section 5.1.5 types,
5.1.10 substitutions) and agree with binutils' c++filt (checked when the tests were written;
c++filt prints ``float const*`` where we print ``const float*``). ``scale_rows.cu`` is our own
kernel; ``scale_rows.lineinfo.sm_90.ptx`` is ``nvcc -arch=sm_90 -O3 -lineinfo -ptx`` of it and
``scale_rows.g.ll`` is ``clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2 -g -Xclang
-debug-info-kind=constructor -S -emit-llvm`` (clang keeps DILocalVariable arguments at -O2 only
with that flag)."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from hypothesis import example, HealthCheck, given, settings
from hypothesis import strategies as st

from analyzer.cli.main import main
from analyzer.errors import InputError
from analyzer.frontend import load_module
from analyzer.frontend.cuda_source import global_kernels, parse_param
from analyzer.frontend.demangle import demangle
from analyzer.frontend.param_names import debug_info_names, types_compatible

HERE = Path(__file__).parent
ROOT = HERE.parents[1]


@pytest.mark.parametrize("mangled, expected", [
    ("_Z5saxpyifPKfPf", "saxpy(int, float, const float*, float*)"),
    ("_Z6matmulPfS_S_ii", "matmul(float*, float*, float*, int, int)"),  # S_ = float*
    ("_Z10reduce_sumPKfPfi", "reduce_sum(const float*, float*, int)"),
    # S_ = float*, S0_ = const float (K f), S1_ = const float*, S2_ = double*, S3_ = ns,
    # S4_ = ns::Vec, S5_ = ns::Vec*, S6_ = const ns::Vec, ...
    ("_Z4manyPfS_PKfS1_PdS2_N2ns3VecEPS4_PKS4_P6__halfxhblj",
     "many(float*, float*, const float*, const float*, double*, double*, ns::Vec, ns::Vec*, const ns::Vec*, "
     "__half*, long long, unsigned char, bool, long, unsigned int)"),
    ("_Z3volPViPKPiPPfPKc", "vol(volatile int*, int* const*, float**, const char*)"),
    # Template function: return type v after the template arguments; S_ = red, T_ = float.
    ("_Z3redIfLi256EEvPKT_PS0_jm", "red<float, 256>(const float*, float*, unsigned int, unsigned long)"),
    # S_ = ns, S0_ = ns::tk, S1_ = T0_ = float (template parameter), ns::Box<float> by value.
    ("_ZN2ns2tkILi4EfEEvPT0_PKS1_iNS_3BoxIS1_EE", "ns::tk<4, float>(float*, const float*, int, ns::Box<float>)"),
    ("_ZN2ns2tkILin2EiEEvPT0_PKS1_iNS_3BoxIS1_EE", "ns::tk<-2, int>(int*, const int*, int, ns::Box<int>)"),
    ("_Z4testIN2ns3BoxIfEEEvPT_S4_", "test<ns::Box<float>>(ns::Box<float>*, ns::Box<float>*)"),
    ("_Z10scale_rowsILi4EEvPfPKfiif", "scale_rows<4>(float*, const float*, int, int, float)"),
    ("_Z1kv", "k()"),
    ("_Z2h2P6__halfDh", "h2(__half*, half)"),
])
def test_demangle(mangled, expected):
    assert str(demangle(mangled)) == expected


@pytest.mark.parametrize("name", ["vecadd", "_Z", "_Z5saxpy", "_Z3fooPFviE", "_Z3fooS_", "_Z99x"])
def test_demangle_outside_the_subset_is_none(name):
    assert demangle(name) is None


SOURCE = '''#include <cuda_fp16.h>
#define BLOCK 256
// __global__ void commented_out(int x) {}
/* __global__ void also_commented(int y); */
template <typename T,
          int TILE = 16>
__global__ void __launch_bounds__(BLOCK, 2)
tiled(const T * __restrict__ in,   // input, "quoted, comma"
      T *out,
      int n = 10, float scale[], unsigned,
      Box<T, 4> box = Box<T, 4>(), const char* msg = "a,b")
{ }
template __global__ void tiled<float, 8>(const float*, float*, int, float*, unsigned, Box<float, 4>, const char*);
extern "C" __global__ void plain(void) {}
__global__ void declared(int a, half h);
__global__ void hidden(KERNEL_ARGS) {}
'''


def test_global_signatures_from_source_text():
    kernels = global_kernels(SOURCE)
    assert [(k.name, k.line, k.definition) for k in kernels] == [("tiled", 7, True), ("plain", 14, True),
                                                                  ("declared", 15, False)]
    tiled = kernels[0]
    assert tiled.template_params == ("T", "TILE")
    assert tiled.signature() == "tiled(const T* in, T* out, int n, float* scale, unsigned, Box<T, 4> box, const char* msg)"
    assert kernels[1].params == () and kernels[2].signature() == "declared(int a, half h)"


@pytest.mark.parametrize("text, name, type_text", [
    ("const float *__restrict__ a", "a", "const float*"), ("int", None, "int"), ("unsigned long long", None, "unsigned long long"),
    ("float2 *data", "data", "float2*"), ("ns::Vec v", "v", "ns::Vec"), ("int half", "half", "int"),
    ("int n = (1, 2)", "n", "int"), ("float a[16][4]", "a", "float**"), ("const T& ref", "ref", "const T&"),
])
def test_parse_param(text, name, type_text):
    param = parse_param(text)
    assert (param.name, param.type) == (name, type_text)


def test_type_compatibility():
    assert types_compatible("const float*", "const float*")
    assert types_compatible("unsigned", "unsigned int") and types_compatible("size_t", "unsigned long")
    assert types_compatible("T*", "float*", ("T",)) and types_compatible("T", "float*", ("T",))
    assert not types_compatible("int*", "int") and not types_compatible("float", "int")


def _sample_files():
    return sorted(ROOT.glob("samples/*/*.ptx")) + sorted(ROOT.glob("samples/*/*.ll"))


@pytest.mark.parametrize("path", _sample_files(), ids=lambda path: path.name)
def test_param_names_work_on_every_sample_from_the_source_alone(tmp_path, capsys, path):
    # Without the sidecar YAML: only the .cu beside the compiled file names the parameters.
    shutil.copy(path, tmp_path / path.name)
    source = path.parent / f"{path.parent.name}.cu"
    shutil.copy(source, tmp_path / source.name)
    expected = {kernel.name: [param.name for param in kernel.params if param.name] for kernel in global_kernels(source.read_text())}
    module = load_module(tmp_path / path.name)
    for kernel in module.kernels:
        names = [param.name for param in kernel.params]
        assert names == expected[kernel.plain_name]
        assign = [item for param in kernel.params if not param.is_pointer for item in ("--param", f"{param.name}=64")]
        assert main(["inspect", str(tmp_path / path.name), "--kernel", kernel.plain_name, "--json", *assign]) == 0
        report = json.loads(capsys.readouterr().out)
        assert report["params"] == names and None not in report["param_types"]


def test_names_from_lineinfo_file_directive(tmp_path, capsys):
    # Renamed so that no same-stem .cu exists: the `.file 1 ".../scale_rows.cu"` directive finds
    # the source (as compiled, or under that file name beside the PTX).
    shutil.copy(HERE / "scale_rows.lineinfo.sm_90.ptx", tmp_path / "compiled.ptx")
    shutil.copy(HERE / "scale_rows.cu", tmp_path / "scale_rows.cu")
    assert main(["inspect", str(tmp_path / "compiled.ptx"), "--kernel", "scale_rows", "--json",
                 "--param", "rows=1000", "--param", "cols=64"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["signature"] == "scale_rows<4>(float* out, const float* in, int rows, int cols, float factor)"
    # nvcc unrolls the cols loop by 4: the main loop runs 64 / 4 = 16 times.
    assert report["loops"][0]["trip_count_value"] == 16


def test_names_from_clang_debug_info(tmp_path, capsys):
    text = (HERE / "scale_rows.g.ll").read_text()
    assert debug_info_names(text)["_Z10scale_rowsILi4EEvPfPKfiif"] == {0: "out", 1: "in", 2: "rows", 3: "cols", 4: "factor"}
    shutil.copy(HERE / "scale_rows.g.ll", tmp_path / "compiled.ll")  # no source beside it
    assert main(["inspect", str(tmp_path / "compiled.ll"), "--kernel", "scale_rows", "--json", "--param", "cols=8"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["params"] == ["out", "in", "rows", "cols", "factor"]
    assert report["param_types"] == ["float*", "const float*", "int", "int", "float"]


def test_p_k_and_file_names_keep_working(capsys):
    ptx = ROOT / "samples/reduce/reduce.sm_90.ptx"
    for name in ("n", "p2", "_Z10reduce_sumPKfPfi_param_2"):
        assert main(["inspect", str(ptx), "--json", "--param", f"{name}=4096", "--grid", "4", "--block", "256"]) == 0
        capsys.readouterr()


def test_explicit_source_mismatch_names_both(tmp_path, capsys):
    bad = tmp_path / "reduce.cu"
    bad.write_text((ROOT / "samples/reduce/reduce.cu").read_text().replace("int n)", "int n, int m)"))
    ptx = ROOT / "samples/reduce/reduce.sm_90.ptx"
    assert main(["inspect", str(ptx), "--source", str(bad)]) == 2
    message = capsys.readouterr().err
    assert message == (f"kerneltime: error: {bad}:21: kernel signature reduce_sum(const float* input, float* result, "
                       f"int n, int m) does not match {ptx} kernel reduce_sum(const float*, float*, int)\n")
    assert main(["inspect", str(ptx), "--source", str(ROOT / "samples/vecadd/vecadd.cu")]) == 2
    assert "defines none of the kernels" in capsys.readouterr().err
    assert main(["inspect", str(ptx), "--source", str(tmp_path / "missing.cu")]) == 2
    assert capsys.readouterr().err.endswith("missing.cu: no such CUDA source file\n")


def test_wrong_types_in_source_are_an_error(tmp_path):
    # Same name and count, a pointer where the mangled name says int.
    source = tmp_path / "reduce.cu"
    source.write_text("__global__ void reduce_sum(const float* input, float* result, int* n) {}\n")
    shutil.copy(ROOT / "samples/reduce/reduce.sm_90.ptx", tmp_path / "reduce.sm_90.ptx")
    with pytest.raises(InputError, match=r"reduce_sum\(const float\* input, float\* result, int\* n\) does not match"):
        load_module(tmp_path / "reduce.sm_90.ptx")


CU_TEXTS = [path.read_text() for path in sorted(ROOT.glob("samples/*/*.cu"))] + [SOURCE]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, len(CU_TEXTS) - 1), cut=st.floats(0, 1),
       edits=st.lists(st.tuples(st.floats(0, 1), st.sampled_from(["(", ")", "<", ">", ",", "/*", '"', "'", "#",
                                                                   "__global__", "template <", "=", "\n", "{"])),
                      max_size=4))
def test_scanner_never_fails_on_mutated_sources(index, cut, edits):
    text = CU_TEXTS[index]
    for where, fragment in edits:
        position = int(len(text) * where)
        text = text[:position] + fragment + text[position:]
    text = text[: int(len(text) * cut)]
    lines = text.count("\n") + 1
    for kernel in global_kernels(text):
        assert 1 <= kernel.line <= lines and re.fullmatch(r"[A-Za-z_]\w*", kernel.name) and kernel.name in text


@pytest.mark.parametrize("index", range(len(CU_TEXTS)))
def test_cutting_a_source_after_a_kernel_body_opens_keeps_the_kernels_before(index):
    # Truncating right after the "{" that opens a kernel's body keeps every signature up to it.
    text = CU_TEXTS[index]
    kernels = [kernel for kernel in global_kernels(text) if kernel.definition]
    blanked_lines = text.split("\n")
    for count, kernel in enumerate(kernels, 1):
        line = kernel.line
        while "{" not in blanked_lines[line - 1]:
            line += 1
        cut = sum(len(part) + 1 for part in blanked_lines[: line - 1]) + blanked_lines[line - 1].index("{") + 1
        assert global_kernels(text[:cut])[:count] == tuple(k for k in global_kernels(text) if k.line <= kernel.line)[:count]


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="_Z0123456789NEIKLPRSTVabcdfhijlmnrstvxyDh", max_size=40))
@example("_ZNIE")  # template arguments before any name: once an IndexError
def test_demangle_never_raises_and_round_trips_arity(name):
    # Any string gives None or a signature; a signature's parameter count never exceeds the
    # number of characters that could encode types.
    signature = demangle("_Z" + name)
    if signature is not None:
        assert len(signature.param_types) <= len(name)
        assert str(signature).startswith(signature.name)


def test_demangle_of_absurdly_deep_types_is_none():
    assert demangle("_Z1f" + "P" * 5000 + "i") is None
    assert str(demangle("_Z1f" + "P" * 20 + "i")) == "f(int" + "*" * 20 + ")"
