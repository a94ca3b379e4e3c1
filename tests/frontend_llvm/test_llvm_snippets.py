"""Small hand-written LLVM IR snippets: kernel detection, names, GEP offsets, spaces, bytes."""

from __future__ import annotations

from analyzer.frontend.llvm import NO_MACHINE_WORK, parse_llvm
from analyzer.ir import Address, ExecClass, Imm, MemSpace, ParamRef, Reg, SymbolRef

from llvm_helpers import instructions, line_of

HEADER = 'target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"\ntarget triple = "nvptx64-nvidia-cuda"\n'

NAMED = HEADER + """
%struct.Particle = type { i8, double, <3 x float>, [2 x i16] }
@tile = internal addrspace(3) global [4 x %struct.Particle] undef, align 8

define ptx_kernel void @step(ptr %particles, i64 %count, ptr byval(%struct.Particle) align 8 %init) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %field = getelementptr inbounds %struct.Particle, ptr %particles, i64 %idx, i32 2
  %vec = load <3 x float>, ptr %field, align 16
  %slot = getelementptr inbounds [4 x %struct.Particle], ptr addrspace(3) @tile, i64 0, i64 %idx, i32 3, i64 1
  store i16 7, ptr addrspace(3) %slot, align 2
  %seed = load double, ptr %init, align 8
  %same = getelementptr %struct.Particle, ptr %particles, i64 0
  %gen = addrspacecast ptr addrspace(3) @tile to ptr
  %pick = select i1 true, ptr %gen, ptr %gen
  %w = load i8, ptr %pick, align 1
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %p = phi ptr [ %gen, %entry ], [ %q, %loop ]
  %q = getelementptr inbounds i8, ptr %p, i64 48
  store i8 %w, ptr %q, align 1
  %next = add nuw i64 %i, 1
  %done = icmp uge i64 %next, %count
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { "target-cpu"="sm_90" }
"""


def module():
    return parse_llvm(NAMED, "named.ll", lower=False)


def test_ptx_kernel_calling_convention_and_named_params():
    parsed = module()
    kernel = parsed.kernel("step")
    assert parsed.target == "sm_90"
    assert [(p.name, p.raw_name, p.type, p.is_pointer) for p in kernel.params] == [
        ("particles", "%particles", "ptr", True), ("count", "%count", "s64", False), ("init", "%init", "ptr", True)]
    assert [b.label for b in kernel.blocks] == ["entry", "loop", "exit"]
    assert kernel.line == line_of(NAMED, "define ptx_kernel")


def test_struct_layout_in_shared_size_and_gep_offsets():
    kernel = module().kernel("step")
    # Particle = { i8 @0, double @8, <3 x float> @16 (16-byte aligned, 12 bytes stored),
    #              [2 x i16] @32 } -> 36 bytes, aligned to 16 -> 48; 4 of them = 192 bytes
    assert [(d.name, d.bytes, d.align) for d in kernel.shared] == [("tile", 192, 8)]
    field = [i for i in instructions(kernel) if i.line == line_of(NAMED, "%field =")]
    # %idx * 48 + particles, then + 16 (field 2)
    assert [(i.op, i.srcs) for i in field] == [
        ("mad", (Reg("%idx"), Imm(48), ParamRef(0))), ("add", (Reg("%field~g1"), Imm(16)))]
    slot = [i for i in instructions(kernel) if i.line == line_of(NAMED, "%slot =")]
    # 0 * 192 + %idx * 48 + 32 (field 3) + 1 * 2 (second i16) = %idx * 48 + tile + 34
    assert [(i.op, i.srcs) for i in slot] == [
        ("mad", (Reg("%idx"), Imm(48), SymbolRef("tile"))), ("add", (Reg("%slot~g1"), Imm(34)))]
    same = next(i for i in instructions(kernel) if i.dsts == (Reg("%same"),))
    assert same.op == "mov" and NO_MACHINE_WORK in same.modifiers and same.srcs == (ParamRef(0),)


def test_access_bytes_and_spaces():
    kernel = module().kernel("step")
    accesses = [(i.op, i.memory.space, i.memory.bytes, i.exec_class) for i in instructions(kernel) if i.memory]
    assert accesses == [
        ("ld", MemSpace.GLOBAL, 12, ExecClass.LD_GLOBAL),  # <3 x float>: 12 bytes moved
        ("st", MemSpace.SHARED, 2, ExecClass.ST_SHARED),  # i16 in addrspace(3)
        ("ld", MemSpace.PARAM, 8, ExecClass.LD_PARAM),  # byval parameter
        ("ld", MemSpace.SHARED, 1, ExecClass.LD_SHARED),  # generic select of two shared pointers
        ("st", MemSpace.SHARED, 1, ExecClass.ST_SHARED),  # phi cycle rooted in the shared cast
    ]
    vector_load = next(i for i in instructions(kernel) if i.op == "ld")
    assert vector_load.modifiers == ("v3",) and vector_load.type == "f32"
    compare = next(i for i in instructions(kernel) if i.op == "setp")
    assert compare.compare == "uge" and compare.type == "u64"


GENERIC = HEADER + """
define void @k(ptr %table, i32 %n) {
  %cell = load ptr, ptr %table, align 8
  %value = load float, ptr %cell, align 4
  %bits = fptosi float %value to i32
  %half = fptrunc float %value to half
  %h2 = fadd half %half, %half
  %d = fpext float %value to double
  %d2 = fmul double %d, 0x3FF0000000000000
  %big = call i32 @helper(i32 %bits)
  %m = call float @llvm.nvvm.mystery.f(float %value)
  ret void
}
declare i32 @helper(i32)
declare float @llvm.nvvm.mystery.f(float)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"""


def test_annotation_kernel_unresolved_generic_and_classes():
    kernel = parse_llvm(GENERIC, "generic.ll", lower=False).kernel("k")
    assert kernel.line == line_of(GENERIC, "define void @k")
    loads = [i for i in instructions(kernel) if i.op == "ld"]
    # %table is a kernel pointer parameter -> global; %cell was loaded from memory -> generic
    assert [i.memory.space for i in loads] == [MemSpace.GLOBAL, MemSpace.GENERIC]
    assert [i.memory.bytes for i in loads] == [8, 4]
    by_name = {i.dsts[0].name: i for i in instructions(kernel) if i.dsts}
    assert by_name["%bits"].exec_class is ExecClass.CONVERT and by_name["%bits"].type == "s32"
    assert by_name["%h2"].exec_class is ExecClass.FP16 and by_name["%h2"].type == "f16"
    assert by_name["%d2"].exec_class is ExecClass.FP64 and by_name["%d2"].srcs == (Reg("%d"), Imm(1.0))
    assert by_name["%big"].op == "call" and by_name["%big"].exec_class is ExecClass.CONTROL
    mystery = by_name["%m"]
    assert mystery.exec_class is ExecClass.GENERIC
    assert [(u.opcode, u.line) for u in kernel.unknown_opcodes] == [
        ("call llvm.nvvm.mystery.f", line_of(GENERIC, "%m = call"))]


def test_dropped_intrinsics_are_kept_as_no_machine_work():
    text = HEADER + """
define ptx_kernel void @k(ptr %p, i1 %c) {
  call void @llvm.assume(i1 %c)
  %e = call i1 @llvm.expect.i1(i1 %c, i1 true)
  %a = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr %a)
  ret void
}
declare void @llvm.assume(i1)
declare i1 @llvm.expect.i1(i1, i1)
declare void @llvm.lifetime.start.p0(ptr)
"""
    kernel = parse_llvm(text, "k.ll", lower=False).kernel("k")
    body = instructions(kernel)[:-1]
    assert len(body) == 4
    assert kernel.local_bytes == 16  # alloca [4 x i32]
    assert all(i.exec_class is ExecClass.MOVE and NO_MACHINE_WORK in i.modifiers for i in body)
    assert body[1].op == "mov" and body[1].srcs == (ParamRef(1),)
    assert kernel.unknown_opcodes == ()


def test_constant_expression_address_offsets():
    text = HEADER + """
@c = addrspace(4) global [4 x [3 x i32]] zeroinitializer, align 4
define ptx_kernel void @k(ptr %out) {
  %v = load i32, ptr getelementptr inbounds ([4 x [3 x i32]], ptr addrspacecast (ptr addrspace(4) @c to ptr), i64 0, i64 2, i64 1), align 4
  store i32 %v, ptr %out, align 4
  ret void
}
"""
    kernel = parse_llvm(text, "c.ll", lower=False).kernel("k")
    load = instructions(kernel)[0]
    # row 2 of 3 ints (12 bytes each) + element 1: 2 * 12 + 4 = 28
    assert load.memory.address == Address(SymbolRef("c"), 28)
    assert load.memory.space is MemSpace.CONST and load.exec_class is ExecClass.LD_CONST
