"""The opcode table: op, execution class, type, compare and per-thread access bytes."""

import pytest

from analyzer.frontend.ptx.opcodes import decode_opcode
from analyzer.frontend.ptx.type_widths import type_bytes
from analyzer.ir import ExecClass as C
from analyzer.ir import MemSpace as S

CLASSES = [
    # opcode, op, class, type
    ("add.f32", "add", C.FP32, "f32"),
    ("fma.rn.f32", "fma", C.FP32, "f32"),
    ("div.rn.f32", "div", C.FP32, "f32"),  # multi-instruction sequence, still FP32
    ("sqrt.rn.f32", "other", C.FP32, "f32"),
    ("abs.f32", "abs", C.FP32, "f32"),
    ("mul.f64", "mul", C.FP64, "f64"),
    ("rcp.rn.f64", "div", C.FP64, "f64"),
    ("add.f16x2", "add", C.FP16, "f16x2"),
    ("fma.rn.bf16", "fma", C.FP16, "bf16"),
    ("mad.lo.s32", "mad", C.INT, "s32"),
    ("mul.wide.s32", "mul", C.INT, "s32"),
    ("mad.wide.u32", "mad", C.INT, "u32"),
    ("mul.hi.s32", "other", C.INT, "s32"),  # high half: not the product
    ("madc.hi.u32", "other", C.INT, "u32"),
    ("shl.b32", "shl", C.INT, "b32"),
    ("shf.r.wrap.b32", "shr", C.INT, "b32"),
    ("popc.b32", "other", C.INT, "b32"),
    ("prmt.b32", "other", C.INT, "b32"),
    ("and.pred", "and", C.INT, "pred"),
    ("sin.approx.f32", "sfu", C.SFU, "f32"),
    ("ex2.approx.ftz.f32", "sfu", C.SFU, "f32"),
    ("rsqrt.approx.f32", "sfu", C.SFU, "f32"),
    ("rcp.approx.ftz.f64", "sfu", C.SFU, "f64"),
    ("sqrt.approx.f32", "sfu", C.SFU, "f32"),
    ("tanh.approx.f32", "sfu", C.SFU, "f32"),
    ("cvt.rn.f32.s32", "cvt", C.CONVERT, "f32"),
    ("cvta.to.global.u64", "cvt", C.CONVERT, "u64"),
    ("mov.u32", "mov", C.MOVE, "u32"),
    ("selp.b32", "selp", C.MOVE, "b32"),
    ("bar.sync", "bar", C.BARRIER, None),
    ("barrier.sync.aligned", "bar", C.BARRIER, None),
    ("bar.red.popc.u32", "bar", C.BARRIER, "u32"),
    ("bar.arrive", "other", C.CONTROL, None),
    ("bar.warp.sync", "other", C.CONTROL, None),
    ("membar.gl", "other", C.CONTROL, None),
    ("fence.acq_rel.gpu", "other", C.CONTROL, None),
    ("bra.uni", "bra", C.CONTROL, None),
    ("exit", "ret", C.CONTROL, None),
    ("call.uni", "call", C.CONTROL, None),
    ("shfl.sync.down.b32", "shfl", C.SHUFFLE, "b32"),
    ("vote.sync.ballot.b32", "vote", C.VOTE, "b32"),
    ("match.any.sync.b32", "vote", C.VOTE, "b32"),
    ("redux.sync.add.s32", "vote", C.VOTE, "s32"),
    ("wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32", "tensor", C.TENSOR, "f32"),
    ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", "tensor", C.TENSOR, "f32"),
    ("cp.async.wait_group", "other", C.CONTROL, None),
    ("frobnicate.b32", "other", C.GENERIC, "b32"),
]


@pytest.mark.parametrize("opcode, op, exec_class, type_name", CLASSES, ids=[c[0] for c in CLASSES])
def test_class_table(opcode, op, exec_class, type_name):
    info = decode_opcode(opcode)
    assert (info.op, info.exec_class, info.type) == (op, exec_class, type_name)
    assert info.known == (exec_class is not C.GENERIC)


MEMORY = [
    # opcode, class, access, space, bytes (vector width x element bytes or fragment / 32 lanes)
    ("ld.global.nc.v4.f32", C.LD_GLOBAL, "load", S.GLOBAL, 16),
    ("ld.global.L1::evict_last.v2.u64", C.LD_GLOBAL, "load", S.GLOBAL, 16),
    ("ld.shared::cta.u16", C.LD_SHARED, "load", S.SHARED, 2),
    ("ld.const.f64", C.LD_CONST, "load", S.CONST, 8),
    ("ld.local.b128", C.LD_LOCAL, "load", S.LOCAL, 16),
    ("ld.u8", C.LD_GLOBAL, "load", S.GENERIC, 1),  # generic space costed as global
    ("ldu.global.f32", C.LD_GLOBAL, "load", S.GLOBAL, 4),
    ("st.global.v2.f16x2", C.ST_GLOBAL, "store", S.GLOBAL, 8),
    ("st.f32", C.ST_GLOBAL, "store", S.GENERIC, 4),
    ("st.local.v2.f64", C.ST_LOCAL, "store", S.LOCAL, 16),
    ("atom.shared.cas.b32", C.ATOMIC_SHARED, "atomic", S.SHARED, 4),
    ("atom.add.f64", C.ATOMIC_GLOBAL, "atomic", S.GENERIC, 8),
    ("red.global.add.u64", C.ATOMIC_GLOBAL, "atomic", S.GLOBAL, 8),
    ("tex.2d.v4.f32.s32", C.LD_TEXTURE, "load", S.GLOBAL, 16),
    # m16n16k16 A fragment: 16 x 16 halves = 512 bytes over 32 lanes = 16 bytes per thread.
    ("wmma.load.a.sync.aligned.row.m16n16k16.global.f16", C.LD_GLOBAL, "load", S.GLOBAL, 16),
    # m16n16k16 D fragment of f32: 256 x 4 = 1024 bytes / 32 = 32 bytes per thread.
    ("wmma.store.d.sync.aligned.row.m16n16k16.shared.f32", C.ST_SHARED, "store", S.SHARED, 32),
    # four 8x8 b16 matrices: 4 x 128 bytes / 32 = 16 bytes per thread.
    ("ldmatrix.sync.aligned.m8n8.x4.shared.b16", C.LD_SHARED, "load", S.SHARED, 16),
]


@pytest.mark.parametrize("opcode, exec_class, access, space, size", MEMORY, ids=[m[0] for m in MEMORY])
def test_memory_table(opcode, exec_class, access, space, size):
    info = decode_opcode(opcode)
    assert (info.exec_class, info.access, info.space, info.access_bytes) == (exec_class, access, space, size)


COMPARES = [
    ("setp.lt.s32", "lt"), ("setp.lt.u32", "ult"), ("setp.lo.u64", "ult"), ("setp.ls.u32", "ule"),
    ("setp.hi.u32", "ugt"), ("setp.hs.u32", "uge"), ("setp.ge.f32", "ge"), ("setp.eq.b32", "eq"),
    ("setp.ne.s64", "ne"), ("setp.gtu.f32", "ugt"), ("setp.neu.f64", "une"), ("setp.nan.f32", "uno"),
    ("setp.lt.and.s32", "lt"),
]


@pytest.mark.parametrize("opcode, compare", COMPARES)
def test_compare(opcode, compare):
    assert decode_opcode(opcode).compare == compare


def test_modifiers_exclude_base_and_type():
    assert decode_opcode("cvt.rn.f32.s32").modifiers == ("rn", "s32")  # source type kept
    assert decode_opcode("ld.global.nc.v4.f32").modifiers == ("global", "nc", "v4")


def test_type_bytes():
    assert [type_bytes(t) for t in ("pred", "b8", "f16", "f16x2", "u64", "b128", None, "xyz")] == [
        1, 1, 2, 4, 8, 16, 0, 0,
    ]


def test_destination_rules():
    assert not decode_opcode("st.global.f32").has_destination
    assert not decode_opcode("red.global.add.f32").has_destination
    assert decode_opcode("atom.global.add.f32").has_destination
    assert not decode_opcode("bar.sync").has_destination
    assert decode_opcode("bar.red.popc.u32").has_destination
