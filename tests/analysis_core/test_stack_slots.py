"""Values kept in the thread's stack frame (``analysis.facts.values``): a load from a constant
slot of the ``__local_depot`` reads what the only store to that slot wrote before it, as clang
writes a ``volatile`` automatic variable; ``or`` with a constant the other operand's low bits
leave free is an addition (LLVM's disjoint or)."""

from __future__ import annotations

from pathlib import Path

from analysis_core_builders import make_kernel
from analyzer.analysis.build import build_kernel_model
from analyzer.analysis.facts.values import ValueAnalysis
from analyzer.frontend import load_module
from analyzer.ir import Reg
from analyzer.symbolic import const, sym

DATA = Path(__file__).resolve().parent / "data"


def _volatile_rows():
    module = load_module(DATA / "volatile_rows.sm_70.clang.ptx")
    return module, module.kernels[0]


def test_reloads_of_a_volatile_index_read_the_stored_thread_index():
    """clang 19 (sm_70, -O3) stores ``tid.x`` to ``[%SP+0]`` once and reloads it twice (``%r3``,
    ``%r8``); the row ``64 ctaid.x + 2 (tid / 32) + 1`` it writes with ``or.b32 %r18, %r17, 1``
    (``%r17 = 2 (tid / 32) + 64 ctaid.x`` is even). At thread 37 of block 3: 192 + 2 + 1 = 195."""
    _, kernel = _volatile_rows()
    values = ValueAnalysis(kernel)
    assert values.value(Reg("%r3")) == sym("tid_x")
    assert values.value(Reg("%r8")) == sym("tid_x")
    assert values.value(Reg("%r18")).evaluate({"tid_x": 37, "ctaid_x": 3}) == 195


def test_the_rows_are_read_coalesced_with_known_steps():
    """128 threads, 64 blocks, 32 columns. Each warp reads 32 consecutive floats of a row: 4 bytes
    apart, one 128-byte request of 4 sectors; a step of one thread is 4 bytes (within the warp),
    one block 64 rows x 32 columns x 4 B = 8,192 bytes. Before the stack slot was followed both
    loads were 'assumed coalesced (data-dependent address)'."""
    module, kernel = _volatile_rows()
    launch = {"ntid_x": 128, "ntid_y": 1, "ntid_z": 1, "nctaid_x": 64, "nctaid_y": 1, "nctaid_z": 1}
    model = build_kernel_model(module, kernel, {"cols": 32, **launch})
    loads = [access for access in model.accesses if access.kind == "load" and access.opcode == "ld.global.f32"]
    assert len(loads) == 2
    for access in loads:
        assert (access.stride_bytes, access.sectors_per_request, access.coalesced) == (4, 4, True)
        assert dict((extent_name, step) for (step, _), extent_name in zip(access.index_steps, (
            "tid_x", "tid_y", "tid_z", "ctaid_x", "ctaid_y", "ctaid_z")))["ctaid_x"] == 8192
        assert access.index_steps[0] == (4, 128)
    assert not [note for note in model.notes if "data-dependent address" in note]


def _slot_kernel(stores: list[str], tail: list[str] | None = None):
    """``%t = tid.x`` stored to the frame, ``stores`` after it, then a reload into ``%v``."""
    return make_kernel([
        ("entry", ["mov.u64 %spl, @__local_depot0", "mov.u32 %t, %tid.x", "st.generic.4 [%spl+4], %t",
                   *stores, "ld.generic.4 %v, [%spl+4]", *(tail or []), "ret"], []),
    ], params=["P"])


def test_the_only_earlier_store_is_forwarded_past_stores_elsewhere():
    """A store to another slot ([+8]) and one through the global pointer parameter do not touch
    the slot: the reload is tid_x."""
    kernel = _slot_kernel(["st.generic.4 [%spl+8], 5", "st.generic.4 [$P], 7"])
    assert ValueAnalysis(kernel).value(Reg("%v")) == sym("tid_x")


def test_a_second_store_an_overlap_or_an_unknown_address_leaves_the_reload_unknown():
    """Two stores to the slot, an 8-byte store that covers it from [+0], and a store through an
    address loaded from memory (it may point into the frame): the reload stays data dependent."""
    for stores in (["st.generic.4 [%spl+4], 3"], ["st.generic.8 [%spl+0], 3"],
                   ["ld.global.8 %q, [$P]", "st.generic.4 [%q], 3"]):
        assert ValueAnalysis(_slot_kernel(stores)).value(Reg("%v")) is None, stores


def test_a_store_after_the_reload_is_not_what_it_read():
    kernel = make_kernel([
        ("entry", ["mov.u64 %spl, @__local_depot0", "ld.generic.4 %v, [%spl+0]", "mov.u32 %t, %tid.x",
                   "st.generic.4 [%spl+0], %t", "ret"], []),
    ])
    assert ValueAnalysis(kernel).value(Reg("%v")) is None


def test_disjoint_or_is_an_addition_and_other_ors_stay_unknown():
    """``(8 tid) | 5`` is ``8 tid + 5``; ``(8 tid) | 8`` and ``tid | 1`` may carry: unknown."""
    kernel = make_kernel([
        ("entry", ["mov.u32 %t, %tid.x", "shl.b32 %e, %t, 3", "or.b32 %a, %e, 5", "or.b32 %b, %e, 8",
                   "or.b32 %c, %t, 1", "ret"], []),
    ])
    values = ValueAnalysis(kernel)
    assert str(values.value(Reg("%a"))) == "8*tid_x + 5"
    assert values.value(Reg("%b")) is None and values.value(Reg("%c")) is None


def test_the_frame_accesses_are_local_and_the_llvm_ir_agrees_with_the_ptx():
    """The generic ``st/ld.volatile`` through ``%SP`` reach the frame: local, not the 'generic
    assumed global' streams they were. The LLVM IR of the same source (clang 19, sm_70, -O2: an
    ``alloca``, its volatile store and two volatile loads, ``or disjoint``) gives the same global
    accesses and the same local bytes per thread: a 4-byte store and two 4-byte loads."""
    launch = {"ntid_x": 128, "ntid_y": 1, "ntid_z": 1, "nctaid_x": 64, "nctaid_y": 1, "nctaid_z": 1}
    models = []
    for name in ("volatile_rows.sm_70.clang.ptx", "volatile_rows.ll"):
        module = load_module(DATA / name)
        models.append(build_kernel_model(module, module.kernels[0], {"cols": 32, **launch}))
    for model in models:
        assert [(access.kind, access.stride_bytes, access.sectors_per_request) for access in model.accesses] == [
            ("load", 4, 4), ("store", 4, 4), ("load", 4, 4), ("store", 4, 4)]
        assert (model.local_load_bytes, model.local_store_bytes) == (const(8), const(4))
        assert not [note for note in model.notes if "assumed" in note]
