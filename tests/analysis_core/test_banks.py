"""Shared-memory bank conflicts (analyzer.analysis.quantities.banks): wavefronts per warp request worked by
hand, on lane addresses and on hand-written PTX kernels through the kernel model."""

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.analysis.quantities.banks import request_wavefronts
from analyzer.analysis.build import build_kernel_model
from analyzer.frontend import load_module
from analyzer.symbolic import compile_expr


def test_request_wavefronts_by_hand():
    # 32 lanes reading consecutive floats: 32 banks, one word each -> 1 wavefront.
    assert request_wavefronts([4 * lane for lane in range(32)], 4) == 1
    # A column of a 32 x 32 float tile: words 0, 32, 64, ... all in bank 0 -> 32 wavefronts.
    assert request_wavefronts([128 * lane for lane in range(32)], 4) == 32
    # The padded tile (33 floats per row): word 33 l lands in bank l -> 1 wavefront.
    assert request_wavefronts([132 * lane for lane in range(32)], 4) == 1
    # Every lane the same word: broadcast -> 1; two words in one bank (0 and 128 B) -> 2.
    assert request_wavefronts([0] * 32, 4) == 1
    assert request_wavefronts([0] * 16 + [128] * 16, 4) == 2
    # Stride 2 floats: words 0, 2, ..., 62 -> banks 0, 2, ..., 30 twice each -> 2.
    assert request_wavefronts([8 * lane for lane in range(32)], 4) == 2
    # 64-bit consecutive: 64 words, 2 per bank, 256 B -> 2 wavefronts.
    assert request_wavefronts([8 * lane for lane in range(32)], 8) == 2


@settings(max_examples=80, deadline=None)
@given(st.lists(st.integers(0, 4095), min_size=1, max_size=32), st.sampled_from([1, 2, 4, 8, 16]))
def test_wavefronts_between_one_and_the_distinct_words(addresses, size):
    words = {word for address in addresses for word in range(address // 4, (address + size - 1) // 4 + 1)}
    ways = request_wavefronts(addresses, size)
    assert 1 <= ways <= len(words)
    # a brute-force oracle: the most distinct words any bank holds, at least bytes / 128
    assert ways == max(max(sum(1 for word in words if word % 32 == bank) for bank in range(32)),
                       -(-len(words) * 4 // 128), 1)


def test_request_wavefronts_memo_counts_word_shifted_requests_once():
    # The padded column moved by 1 word (4 B) and by 40 words: still bank l for lane l -> 1 each,
    # one memo entry. Moved by 2 bytes, lane l's 4 bytes straddle words 33 l and 33 l + 1, so bank
    # b holds lane b's first word and lane b - 1's second -> 2, a second entry.
    memo: dict = {}
    column = [132 * lane for lane in range(32)]
    assert request_wavefronts([address + 4 for address in column], 4, memo) == 1
    assert request_wavefronts([address + 160 for address in column], 4, memo) == 1
    assert len(memo) == 1
    assert request_wavefronts([address + 2 for address in column], 4, memo) == \
        request_wavefronts([address + 2 for address in column], 4) == 2
    assert len(memo) == 2
    assert request_wavefronts([], 4, memo) == 1


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 4095), min_size=1, max_size=32), st.sampled_from([1, 4, 8]), st.integers(-64, 64))
def test_request_wavefronts_memo_matches_the_count(addresses, size, words):
    memo: dict = {}
    request_wavefronts(addresses, size, memo)
    moved = [address + 4 * words for address in addresses]
    assert request_wavefronts(moved, size, memo) == request_wavefronts(moved, size) == \
        request_wavefronts(addresses, size)


SHARED_PTX = """
.version 8.0
.target sm_75
.address_size 64
.visible .entry column(.param .u64 out)
{{
    .reg .b32 %r<5>;
    .reg .f32 %f<3>;
    .reg .b64 %rd<5>;
    .shared .align 4 .b8 tile[8192];
    mov.u32 %r1, %tid.x;
    mul.lo.s32 %r2, %r1, {stride};
    mov.u32 %r3, tile;
    add.s32 %r4, %r3, %r2;
    ld.shared.f32 %f1, [%r4];
    ld.shared.f32 %f2, [%r4+4];
    add.f32 %f1, %f1, %f2;
    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd2, %rd1;
    mul.wide.u32 %rd3, %r1, 4;
    add.s64 %rd4, %rd2, %rd3;
    st.global.f32 [%rd4], %f1;
    ret;
}}
"""


@pytest.mark.parametrize("stride, wavefronts", [(4, 2), (128, 64), (132, 2), (0, 2), (8, 4)])
def test_kernel_model_counts_the_wavefronts_of_its_shared_loads(tmp_path: Path, stride, wavefronts):
    # Two loads per thread ([r4] and [r4+4]), a block of 32 threads: consecutive floats 1 + 1;
    # a 128-B row stride (a tile's column) 32 + 32; the padded 132-B stride 1 + 1; one word for
    # every lane (broadcast) 1 + 1; an 8-B stride 2 + 2.
    path = tmp_path / "column.ptx"
    path.write_text(SHARED_PTX.format(stride=stride))
    module = load_module(path)
    model = build_kernel_model(module, module.kernels[0], {"ntid_x": 32, "ntid_y": 1, "ntid_z": 1})
    value = compile_expr(model.shared_wavefronts, model.shared_wavefronts.free_symbols())()
    assert value == wavefronts
    assert compile_expr(model.shared_accesses, model.shared_accesses.free_symbols())() == 2
    from analyzer.gpu.loader import load_gpu
    from analyzer.predict.api import predict
    from analyzer.predict.records import Launch, PredictOptions

    # kt charges the wavefronts: 4 blocks of one warp -> 4 x wavefronts on the shared-memory bound
    # and in the counters validate compares with l1tex__data_pipe_lsu_wavefronts_mem_shared.
    launch = Launch((4, 1, 1), (32, 1, 1))
    model = build_kernel_model(module, module.kernels[0], launch.symbols())
    prediction = predict(model, load_gpu("t4"), launch, PredictOptions(timing_model="kt"))
    assert prediction.part.counters["shared_wavefronts"] == 4 * wavefronts


def test_shared_rate_of_the_gpu_model(tmp_path: Path):
    # Turing's measured rate (memory.shared_wavefronts_per_clock 0.5, hardware.csv cc7.5 row) doubles the
    # shared-memory bound of a wave against the CUDA guide's one wavefront per clock.
    import dataclasses
    import re

    from analyzer.gpu.loader import load_gpu
    from analyzer.predict.api import predict
    from analyzer.predict.records import Launch, PredictOptions

    t4 = load_gpu("t4")
    assert t4.shared_wavefronts_per_clock == 0.5
    assert t4.sources["memory.shared_wavefronts_per_clock"].status == "measured"
    assert load_gpu("rtx-3090").shared_wavefronts_per_clock is None
    path = tmp_path / "column.ptx"
    path.write_text(SHARED_PTX.format(stride=128))
    module = load_module(path)
    launch = Launch((40, 1, 1), (256, 1, 1))
    model = build_kernel_model(module, module.kernels[0], launch.symbols())

    def shared_bound(gpu):
        return predict(model, gpu, launch, PredictOptions(timing_model="kt")).terms.find("shared").cycles

    # one block of 8 warps per SM, 64 wavefronts each: 512 cycles at one per clock, 1024 at 0.5
    assert shared_bound(dataclasses.replace(t4, shared_wavefronts_per_clock=None)) == 512
    assert shared_bound(t4) == 1024



def test_offset_lanes_shift_the_memoised_lanes_by_the_constant():
    """``shared_offset_lanes`` evaluates ``4*tid_x + 132*tid_y`` once for the addresses that
    add 0, 4 and 132 to it (a 2 x 16 block: lane l has tid_x = l % 16, tid_y = l // 16), and
    gives what ``lane_addresses`` gives for each; a part with fractional lanes (tid_x / 2) is
    evaluated with its constant, as ``lane_addresses`` rounds it: lane 0 of
    ``(tid_x - 1) / 2 + 3`` is int(2.5) = 2, where shifting the rounded part would give 3."""
    from analyzer.analysis.quantities.coalescing import lane_addresses, shared_offset_lanes, warp_lanes
    from analyzer.symbolic import add, div, mul, sym

    lanes = warp_lanes({"ntid_x": 16, "ntid_y": 2})
    variable = add(mul(4, sym("tid_x")), mul(132, sym("tid_y")))
    memo: dict = {}
    for offset in (0, 4, 132):
        address = add(variable, offset)
        got = shared_offset_lanes(address, {}, lanes, memo)
        assert got == lane_addresses(address, {}, lanes)[2]
        assert got[17] == 4 * 1 + 132 * 1 + offset  # lane 17: tid_x 1, tid_y 1
    assert list(memo) == [variable]
    half = add(div(add(sym("tid_x"), -1), 2), 3)
    assert shared_offset_lanes(half, {}, lanes, {}) == lane_addresses(half, {}, lanes)[2]
    assert shared_offset_lanes(half, {}, lanes, {})[0] == 2
    assert shared_offset_lanes(None, {}, lanes, {}) == "data-dependent address"
    assert shared_offset_lanes(add(sym("n"), 4), {}, lanes, {}) == "address needs n"
