"""Type parsing and data layout, constants, and the line-level text scan."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from analyzer.frontend.llvm.source_text import scan_source, strip_comment
from analyzer.frontend.llvm.types import LType, data_layout, scalar_name, type_of_text
from analyzer.frontend.llvm.values import float_from_text, gep_terms, signed_value

NVPTX = data_layout("e-i64:64-i128:128-v16:16-v32:32-n16:32:64", lambda name: None)


def test_scalar_and_vector_sizes():
    assert NVPTX.store_size(type_of_text("i1")) == 1
    assert NVPTX.store_size(type_of_text("<4 x float>")) == 16
    assert NVPTX.store_size(type_of_text("<2 x half>")) == 4
    # <3 x float>: 12 bytes stored, aligned to 16 -> 16 between array elements
    assert NVPTX.store_size(type_of_text("<3 x float>")) == 12
    assert NVPTX.alloc_size(type_of_text("<3 x float>")) == 16
    assert NVPTX.alloc_size(type_of_text("ptr addrspace(3)")) == 8
    short = data_layout("e-p3:32:32-i64:64", lambda name: None)
    assert short.store_size(type_of_text("ptr addrspace(3)")) == 4


def test_struct_padding_and_packed_struct():
    # { i8, double }: i8 at 0, double at 8 -> 16 bytes; packed: 9 bytes
    assert NVPTX.alloc_size(type_of_text("{ i8, double }")) == 16
    assert NVPTX.alloc_size(type_of_text("<{ i8, double }>")) == 9
    assert NVPTX.field_offset(type_of_text("{ i8, i16, i32 }"), 2) == 4
    assert NVPTX.alloc_size(type_of_text("[16 x [16 x float]]")) == 1024


def test_named_struct_resolution():
    layout = data_layout("", lambda name: type_of_text("{ float, float }") if name == "struct.float2" else None)
    assert layout.alloc_size(type_of_text("[8 x %struct.float2]")) == 64
    assert layout.alloc_size(type_of_text("%struct.unknown")) == 0


def test_gep_terms():
    # [4 x { i32, [3 x float] }], indices 0, %i, 1, 2: element size 16, field 1 at 4, 2 * 4
    ltype = type_of_text("[4 x { i32, [3 x float] }]")
    marker = object()
    constant, variable = gep_terms(NVPTX, ltype, [0, marker, 1, 2])
    assert constant == 4 + 8 and variable == [(marker, 16)]


def test_scalar_names():
    assert [scalar_name(type_of_text(t)) for t in ("half", "float", "double", "i1", "i32", "ptr", "<4 x i8>")] == [
        "f16", "f32", "f64", "pred", "s32", "u64", "s8"]
    assert scalar_name(LType("int", bits=64), signed=False) == "u64"


def test_float_literals():
    assert float_from_text("0x3FF0000000000000") == 1.0
    assert float_from_text("0xH3C00") == 1.0  # half 1.0
    assert float_from_text("0xR3F80") == 1.0  # bfloat 1.0
    assert float_from_text("2.500000e+00") == 2.5
    assert math.isinf(float_from_text("0x7FF0000000000000"))


@given(st.integers(min_value=-(2**31), max_value=2**31 - 1))
def test_signed_value_round_trips_32_bit(value):
    assert signed_value(value & 0xFFFFFFFF, 32) == value


def test_comment_stripping_respects_strings():
    assert strip_comment('  call void asm "a; b", ""() ; note').rstrip() == '  call void asm "a; b", ""()'


def test_scan_finds_lines_labels_and_multiline_switch():
    text = "\n".join([
        "define ptx_kernel void @k(i32 %n) {",  # 1
        "entry:",  # 2
        "  switch i32 %n, label %done [",  # 3
        "    i32 1, label %one",  # 4
        "  ]",  # 5
        "",  # 6
        "one:                ; preds = %entry",  # 7
        "  %x = add i32 %n, 1",  # 8
        "  br label %done",  # 9
        "done:",  # 10
        "  ret void",  # 11
        "}",  # 12
        "!nvvm.annotations = !{!0}",
        '!0 = !{ptr @k, !"maxntidx", i32 128}',
    ])
    scanned = scan_source(text)
    function = scanned.functions["k"]
    assert function.is_ptx_kernel and function.line == 1
    assert [(b.label, b.line) for b in function.blocks] == [("entry", 2), ("one", 7), ("done", 10)]
    assert [(i.line, i.opcode) for i in function.blocks[0].instructions] == [(3, "switch")]
    assert [(i.line, i.name, i.opcode) for i in function.blocks[1].instructions] == [(8, "%x", "add"), (9, None, "br")]
    assert scanned.max_ntid == {"k": (128, 1, 1)}
    assert scanned.annotated_kernels == frozenset()
