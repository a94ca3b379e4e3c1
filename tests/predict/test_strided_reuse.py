"""A strided loop load that other blocks repeat (``analyzer.predict.traffic``): L2 serves every
byte the lanes use, DRAM moves the grid footprint once. Kernel of our own
(``data/row_dots.cu``, nvcc 13 sm_90 PTX): one thread per row of ``a`` (4,096 x 1,024 floats,
row-major), one grid row per vector of ``x``; nvcc unrolls the ``k`` loop 4 times, so ``a`` is
read by four loads (lines 68, 71, 74, 77 of the PTX) at offsets 0, 4, 8, 12 bytes, each run
1,024 / 4 = 256 times per thread with a 16-byte step."""

from pathlib import Path

import pytest

from analyzer.analysis.build import build_kernel_model
from analyzer.frontend import load_module
from analyzer.gpu.loader import load_gpu
from analyzer.predict.api import predict
from analyzer.predict.records import Launch, PredictOptions

DATA = Path(__file__).resolve().parent / "data"
PARAMS = {"rows": 4096, "cols": 1024}
A_LOADS = (68, 71, 74, 77)


def _a_streams(vectors: int) -> list[dict]:
    module = load_module(DATA / "row_dots.sm_90.ptx")
    launch = Launch((32, vectors, 1), (128, 1, 1))
    model = build_kernel_model(module, module.kernels[0], {**PARAMS, **launch.symbols()})
    prediction = predict(model, load_gpu("h100"), launch, PredictOptions(timing_model="kt", bindings=PARAMS))
    return [stream for stream in prediction.part.streams if stream["line"] in A_LOADS]


def test_one_vector_moves_the_bytes_used():
    """One grid row: nothing repeats. Each load moves what its lanes use, 4,096 threads x 256
    executions x 4 B = 4 MiB, through L2 and to DRAM: 16 MiB for ``a``, once."""
    streams = _a_streams(1)
    assert [stream["stream_class"] for stream in streams] == ["strided"] * 4
    assert [stream["l2_bytes"] for stream in streams] == [4 * 2**20] * 4
    assert [stream["dram_bytes"] for stream in streams] == [4 * 2**20] * 4


def test_eight_vectors_read_a_from_dram_once():
    """Eight grid rows read all of ``a`` eight times: L2 still serves 8 x 4 MiB = 32 MiB per load.
    DRAM moves the joint footprint of the four loads once: each one's footprint is its lane 0's
    address range over the thread index (step 4 KiB, 128 threads), the block index x (512 KiB, 32
    blocks) and the loop (16 B, 256 trips), plus its 4 bytes: 520,192 + 16,252,928 + 4,080 + 4 =
    16,777,204 B, 16,777,216 in whole sectors; the four start 12 bytes apart: 16,777,228 B,
    carried by the first (was 4 x 32 MiB when each stream moved the bytes it used)."""
    streams = _a_streams(8)
    assert [stream["l2_bytes"] for stream in streams] == [32 * 2**20] * 4
    assert [stream["dram_bytes"] for stream in streams] == [16_777_228, 0, 0, 0]
    assert streams[0]["stream_class"] == "strided, reused across blocks, joint footprint of lines 68, 71, 74, 77"
    assert streams[1]["stream_class"] == "strided, reused across blocks, in the footprint of line 68"


@pytest.mark.parametrize("vectors", [1, 8])
def test_l1_sees_a_sector_per_lane_either_way(vectors):
    """L1 takes one 32-byte sector per lane per request: 128 warps x 256 executions x 32 lanes x
    32 B = 32 MiB per load per grid row."""
    assert [stream["l1_bytes"] for stream in _a_streams(vectors)] == [vectors * 32 * 2**20] * 4
