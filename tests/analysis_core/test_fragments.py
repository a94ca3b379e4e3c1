"""Warp-wide matrix fragments (``analysis.quantities.fragments``): a wmma load or store covers its tile's
rows, not 32 equal lane addresses. Numbers derived by hand from the PTX ISA's wmma shapes."""

from __future__ import annotations

from pathlib import Path

import pytest

from analyzer.analysis.build import build_kernel_model
from analyzer.analysis.quantities.fragments import FragmentTile, fragment_tile
from analyzer.frontend import load_module
from analyzer.gpu.loader import load_gpu
from analyzer.predict.api import predict
from analyzer.predict.traffic import lines_per_request
from analyzer.predict.records import Launch, PredictOptions

HERE = Path(__file__).resolve().parent
SAMPLE = HERE.parents[1] / "samples" / "wmma_gemm"


@pytest.mark.parametrize("opcode, tile", [
    # a: M x K = 16 x 16 halfs; row layout: 16 rows of 16 elements; ptxas: four 32-bit loads
    # (16 B per lane in 4-byte pieces).
    ("wmma.load.a.sync.aligned.row.m16n16k16.global.f16", FragmentTile(16, 16, 16, 4)),
    # b: K x N = 16 x 8 (m32n8k16); col layout stores N columns of K elements; a shape whose
    # SASS was not read: one request.
    ("wmma.load.b.sync.aligned.col.m32n8k16.global.f16", FragmentTile(8, 16, 16, 1)),
    # d: M x N = 8 x 32 f32 (m8n32k16), row layout.
    ("wmma.store.d.sync.aligned.row.m8n32k16.global.f32", FragmentTile(8, 32, 32, 1)),
    # m16n16k16 d, f32: 32 B per lane; row layout in four 64-bit stores, col layout in eight 32-bit.
    ("wmma.store.d.sync.aligned.row.m16n16k16.global.f32", FragmentTile(16, 16, 32, 4)),
    # clang's intrinsic spelling: the same A tile; the D tile column-major.
    ("call llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p1", FragmentTile(16, 16, 16, 4)),
    ("call llvm.nvvm.wmma.m16n16k16.store.d.col.f32.p0", FragmentTile(16, 16, 32, 8)),
    # 8-bit A of the same shape: SASS not read, one request.
    ("wmma.load.a.sync.aligned.row.m16n16k16.global.s8", FragmentTile(16, 16, 8, 1)),
])
def test_fragment_tiles_of_both_spellings(opcode, tile):
    assert fragment_tile(opcode) == tile


@pytest.mark.parametrize("opcode", ["ld.global.v4.f32", "wmma.mma.sync.aligned.row.row.m16n16k16.f32.f32",
                                    "call llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32", "ldmatrix.sync.aligned.m8n8.x4.shared.b16"])
def test_other_opcodes_have_no_tile(opcode):
    assert fragment_tile(opcode) is None


def _fragments(bindings):
    """The fragment accesses of fragments.ptx by matrix letter, and the model's notes."""
    module = load_module(HERE / "fragments.ptx")
    model = build_kernel_model(module, module.kernels[0], {**bindings, **Launch((1, 1, 1), (32, 1, 1)).symbols()})
    return {access.opcode.split(".")[2]: access for access in model.accesses}, model.notes


def test_fragment_accesses_cover_their_tile_rows():
    fragments, _notes = _fragments({"p3": 1024})
    # A: 16 rows of 16 halfs (32 B), 1024 halfs = 2048 B apart: one sector per row. Four
    # requests, each one 8-half run (16 B) of 8 rows, every run in its own line: 4 x 8 = 32.
    a = fragments["a"]
    assert (a.sectors_per_request, a.lines_per_request, a.machine_requests) == (16, 32, 4)
    assert a.bytes_per_request == 512 and a.coalesced
    # B without a stride operand: 16 rows of 32 B back to back (512 B = 16 sectors); each request's
    # 8 runs lie 32 B apart within 256 B: 2 lines, 4 requests: 8.
    b = fragments["b"]
    assert (b.sectors_per_request, b.lines_per_request, b.machine_requests) == (16, 8, 4)
    # D, col layout: 16 columns of 16 floats (64 B = 2 sectors), 64 floats = 256 B apart; eight
    # requests of four 32-B runs, each run its own line: 32.
    d = fragments["d"]
    assert (d.sectors_per_request, d.lines_per_request, d.machine_requests) == (32, 32, 8)


def test_an_unknown_stride_takes_contiguous_rows_and_says_so():
    fragments, notes = _fragments({})
    assert (fragments["a"].sectors_per_request, fragments["a"].lines_per_request) == (16, 8)
    assert any("stride not evaluable, rows taken as contiguous" in note for note in notes)


@pytest.mark.parametrize("form", ["wmma_gemm.sm_90.ptx", "wmma_gemm.ll"])
def test_wmma_gemm_is_bound_by_the_l1_lines_of_its_tiles(form):
    # 1024^3 on the H100: 256 blocks of 16 warps, 2 on the fullest SM (32 warps). Per warp 64 K
    # steps of one A and one B tile (16 rows 2048 B apart, each row two 8-half runs: 32 L1
    # wavefronts each) and one row-major D store (16 rows of two 8-float runs, 4096 B apart: 32):
    # 64 x 64 + 32 = 4128 wavefronts, at one per cycle: 32 x 4128 = 132096 cycles, above the issue
    # bound (16384).
    module = load_module(SAMPLE / form)
    kernel = module.kernels[0]
    launch = Launch((16, 16, 1), (128, 4, 1))
    params = {param.name: 1024 for param in kernel.params if not param.is_pointer}
    model = build_kernel_model(module, kernel, {**params, **launch.symbols()})
    prediction = predict(model, load_gpu("h100"), launch, PredictOptions(timing_model="kt", bindings=params))
    assert prediction.bottleneck == "l1_bandwidth"
    wave = prediction.terms.find("1 wave(s), fullest SM 2 block(s)")
    assert wave.find("L1").cycles == pytest.approx(132096)


def test_a_fragment_costs_the_wavefronts_of_all_its_requests():
    # The traffic model caps a request's L1 wavefronts at its sectors; a fragment is four
    # requests of the A tile's 16 sectors, so its 32 wavefronts stand.
    fragments, _notes = _fragments({"p3": 1024})
    assert lines_per_request(fragments["a"], 32) == 32
