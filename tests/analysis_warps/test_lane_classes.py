"""Threads that provably run alike (``analysis.interpreter.lane_classes``) on the kernels of
data/warpwork.cu: the index components a decision reads, read off the source by hand, and the
warp sampler reusing a run for a thread of the same class without changing any figure.

* halo_guard: ``x = blockIdx.x * blockDim.x + threadIdx.x`` is compared with r and n - r:
  {ctaid.x, tid.x}.
* first_warp / last_warp: only ``threadIdx.x`` is compared (``blockIdx.x`` reaches the store's
  address alone): {tid.x}.
* block_growing: the loop bound ``(blockIdx.x + 1) * m`` is compared; ``threadIdx.x`` reaches
  only addresses (the loaded values summed are unknown whatever the address): {ctaid.x}.
* odd_lanes: ``threadIdx.x & 1`` decides the branch: {tid.x}.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.analysis.interpreter import lane_classes, warps
from analyzer.analysis.interpreter.lane_classes import COMPONENTS, LaneClasses, control_components
from tests.analysis_warps.test_warp_work import LL, PAIRS, PTX, _warps
from analyzer.frontend import load_module


def _kernel(path, name):
    module = load_module(path)
    return next(kernel for kernel in module.kernels if kernel.plain_name == name)


@pytest.mark.parametrize("path", [PTX, LL], ids=["ptx", "ll"])
@pytest.mark.parametrize("name, expected", [
    ("halo_guard", {"ctaid.x", "tid.x"}), ("first_warp", {"tid.x"}), ("last_warp", {"tid.x"}),
    ("block_growing", {"ctaid.x"}), ("odd_lanes", {"tid.x"}),
])
def test_components_a_decision_reads(path, name, expected):
    assert control_components(_kernel(path, name), calls_functions=False).components == expected


def test_a_call_makes_every_component_count():
    assert control_components(_kernel(PTX, "first_warp"), calls_functions=True).components == set(COMPONENTS)


def test_class_key_keeps_only_the_deciding_components():
    classes = LaneClasses(frozenset({"tid.x"}))
    assert classes.key((7, 0, 0), (5, 0, 0)) == (None, None, None, 5, None, None)
    assert classes.key((7, 0, 0), (5, 0, 0)) == classes.key((300, 2, 0), (5, 3, 1))


def _all_components(kernel, calls_functions):
    return LaneClasses(frozenset(COMPONENTS))


@pytest.mark.parametrize("path", [PTX, LL], ids=["ptx", "ll"])
@pytest.mark.parametrize("name, other, grid, block, params", PAIRS)
def test_reusing_runs_changes_no_figure(monkeypatch, path, name, other, grid, block, params):
    for kernel in (name, other):
        model, profile = _warps(path, kernel, grid, block, params)
        monkeypatch.setattr(warps, "control_components", _all_components)
        plain_model, plain_profile = _warps(path, kernel, grid, block, params)
        monkeypatch.undo()
        assert profile == plain_profile
        assert model.instructions == plain_model.instructions
        assert model.work == plain_model.work


def test_first_warp_interprets_one_block_only(monkeypatch):
    # 512 blocks of 256 threads, m = 1024. The sampler sums 8 warps (warp 0 works, the others
    # leave: not collinear, so every warp of the block) over blocks 0, 256 and 511 (collinear),
    # each warp from lanes 0, 1 and 31 (they agree). The representatives ran thread 0 of blocks
    # 0, 256, 511, thread 255 of blocks 0 and 511 and the last active thread, 31, of block 511
    # already. When every component counts: block 0's 24 probe threads less threads 0 and 255
    # (22), then blocks 256 and 511 by their corner threads 0 and 255 (only block 256's thread
    # 255 is new), which repeat block 0's, so block 0's sum is theirs: 23 runs. With {tid.x}
    # deciding, the 24 thread indices of one block are the classes, threads 0, 31 and 255 run
    # already: 21.
    calls = []
    original = warps.run_thread

    def counted(context, bindings, block, thread, *rest, **options):
        calls.append((block, thread))
        return original(context, bindings, block, thread, *rest, **options)

    monkeypatch.setattr(warps, "run_thread", counted)
    _warps(PTX, "first_warp", 512, 256, {"m": 1024})
    assert len(calls) == 21 and {block for block, _ in calls} == {(0, 0, 0)}
    calls.clear()
    monkeypatch.setattr(warps, "control_components", _all_components)
    _warps(PTX, "first_warp", 512, 256, {"m": 1024})
    assert len(calls) == 23


def _naive_closure(flows):
    """The fixed point by repeated passes over every flow (the oracle of ``_closure``)."""
    tainted: dict[str, set[str]] = {}
    changed = True
    while changed:
        changed = False
        for registers, specials, destinations in flows:
            reach = {component for special in specials for component in lane_classes._special_components(special)}
            for name in registers:
                reach |= tainted.get(name, set())
            for name in destinations if reach else ():
                known = tainted.setdefault(name, set())
                if not reach <= known:
                    known |= reach
                    changed = True
    return tainted


_names = st.sampled_from([f"%r{index}" for index in range(8)])
_flows = st.lists(st.tuples(st.frozensets(_names, max_size=3),
                            st.frozensets(st.sampled_from(["tid.x", "ctaid.y", "laneid", "tid.z", "clock"]), max_size=2),
                            st.frozensets(_names, min_size=1, max_size=2)), max_size=14)


@settings(max_examples=300, deadline=None)
@given(_flows)
def test_the_worklist_closure_equals_repeated_passes(flows):
    assert lane_classes._closure(flows) == _naive_closure(flows)
