"""The evaluated lanes refine only the accesses the symbolic addresses left unknown
(``analysis.build``): the others keep their index and loop steps, which the grid footprint of the
traffic model reads. Kernel of our own (``data/scatter_row_sums.cu``, nvcc 13 sm_90 PTX): thread t
sums row t of ``a`` (64 floats; nvcc unrolls the loop 4 times) and stores through ``idx[t]``."""

from __future__ import annotations

from pathlib import Path

from analyzer.analysis.build import build_kernel_model
from analyzer.frontend import load_module

DATA = Path(__file__).resolve().parent / "data"
BINDINGS = {"n": 64, "ntid_x": 128, "ntid_y": 1, "ntid_z": 1, "nctaid_x": 8, "nctaid_y": 1, "nctaid_z": 1}


def test_known_row_loads_keep_their_steps_beside_a_data_dependent_store():
    """By hand: lane t reads a[64 t + k], so one thread further is 256 bytes, one block (128
    threads) 32,768 bytes, one iteration of the 4-times unrolled loop 16 bytes (16 iterations);
    the four copies start 0, 4, 8, 12 bytes from lane 0 of block 0. The store's address is
    ``idx[t]``, data: it stays unknown, with its note (before, the lane runs that looked for it
    also replaced the row loads by the coalescing warp's addresses, without steps)."""
    module = load_module(DATA / "scatter_row_sums.sm_90.ptx")
    model = build_kernel_model(module, module.kernels[0], BINDINGS)
    rows = [access for access in model.accesses if access.opcode == "ld.global.f32"]
    assert [access.offset_bytes for access in rows] == [0, 4, 8, 12]
    for access in rows:
        assert access.stride_bytes == 256
        assert access.index_steps == ((256, 128), (0, 1), (0, 1), (32768, 8), (0, 1), (0, 1))
        assert access.loop_steps == (("L1", 16),)
    [store] = [access for access in model.accesses if access.kind == "store"]
    assert store.stride_bytes is None
    assert any(note.startswith(f"line {store.line}:") and "data-dependent address" in note for note in model.notes)
