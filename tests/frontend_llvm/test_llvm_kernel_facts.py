"""Hand-checked facts of the clang-19 kernels in data/clang_kernels.{cu,ll}."""

from __future__ import annotations

from analyzer.frontend.llvm import NO_MACHINE_WORK
from analyzer.ir import Address, ExecClass, Guard, Imm, MemSpace, ParamRef, Reg, SpecialReg, SymbolRef

from llvm_helpers import CLANG_KERNELS, at_line, clang_module, instructions, line_of

TEXT = CLANG_KERNELS.read_text()


def test_all_annotated_kernels_found_with_plain_names():
    names = [kernel.plain_name for kernel in clang_module().kernels]
    assert names == ["vecAdd", "matmul", "reduce", "poly", "wmmaKernel", "shiftLoop", "dynShared", "vote", "bounded"]
    assert clang_module().target == "sm_80"
    assert clang_module().source == "llvm"


def test_vecadd_params_and_special_registers():
    kernel = clang_module().kernel("vecAdd")
    assert [(p.index, p.name, p.raw_name, p.type, p.is_pointer) for p in kernel.params] == [
        (0, "p0", "%0", "ptr", True), (1, "p1", "%1", "ptr", True),
        (2, "p2", "%2", "ptr", True), (3, "p3", "%3", "s32", False),
    ]
    movs = [i for i in instructions(kernel) if i.op == "mov"]
    assert [i.srcs for i in movs] == [(SpecialReg("ctaid.x"),), (SpecialReg("ntid.x"),), (SpecialReg("tid.x"),)]
    assert all(i.exec_class is ExecClass.MOVE for i in movs)
    # %10 = icmp slt i32 %9, %3 : the argument is a ParamRef, slt -> lt
    compare = next(i for i in instructions(kernel) if i.op == "setp")
    assert compare.compare == "lt" and compare.srcs == (Reg("%9"), ParamRef(3))
    assert compare.line == line_of(TEXT, "%10 = icmp slt i32 %9, %3")


def test_vecadd_blocks_branch_and_memory():
    kernel = clang_module().kernel("vecAdd")
    # entry is %4 (after arguments %0..%3); br i1 %10, label %11, label %19
    assert [b.label for b in kernel.blocks] == ["4", "11", "19"]
    assert kernel.blocks[0].successors == ("11", "19")
    branch = kernel.blocks[0].instructions[-1]
    assert branch.op == "bra" and branch.targets == ("11", "19") and branch.guard == Guard("%10")
    memory = [i for i in instructions(kernel) if i.memory is not None]
    # two float loads and one float store, 4 bytes each, all global (kernel pointer params)
    assert [(i.op, i.memory.space, i.memory.bytes) for i in memory] == [
        ("ld", MemSpace.GLOBAL, 4), ("ld", MemSpace.GLOBAL, 4), ("st", MemSpace.GLOBAL, 4)]
    assert [i.exec_class for i in memory] == [ExecClass.LD_GLOBAL, ExecClass.LD_GLOBAL, ExecClass.ST_GLOBAL]
    # %15 = getelementptr inbounds float, ptr %0, i64 %12  ->  %15 = %12 * 4 + p0
    gep = next(i for i in instructions(kernel) if i.dsts == (Reg("%15"),))
    assert (gep.op, gep.exec_class, gep.srcs) == ("mad", ExecClass.INT, (Reg("%12"), Imm(4), ParamRef(0)))
    assert memory[0].memory.address == Address(Reg("%15"), 0)


def test_matmul_shared_memory_and_barriers():
    kernel = clang_module().kernel("matmul")
    # __shared__ float As[16][16], Bs[16][16]: 2 x 16 x 16 x 4 B = 2048 B
    assert kernel.static_shared_bytes == 2048
    assert [(decl.bytes, decl.align) for decl in kernel.shared] == [(1024, 4), (1024, 4)]
    assert not kernel.uses_dynamic_shared
    barriers = [i for i in instructions(kernel) if i.op == "bar"]
    assert len(barriers) == 2 and all(i.exec_class is ExecClass.BARRIER for i in barriers)
    # the loop: block 68 branches back to itself (one natural loop, latch = header)
    loop = kernel.block("68")
    assert loop.successors == ("68", "59")
    # 16 unrolled products: 32 shared loads (4 B each) and 2 shared stores per iteration
    shared = [i for i in loop.instructions if i.memory and i.memory.space is MemSpace.SHARED]
    assert sum(i.op == "ld" for i in shared) == 32 and sum(i.op == "st" for i in shared) == 2
    assert {i.memory.bytes for i in shared} == {4}


def test_matmul_gep_into_two_dimensional_shared_array():
    kernel = clang_module().kernel("matmul")
    # %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (@As), i64 0, i64 %21, i64 %22
    # offset = 0 * 1024 + %21 * 64 (row of 16 floats) + %22 * 4
    line = line_of(TEXT, "%23 = getelementptr")
    first, second = at_line(kernel, line)
    assert first.op == "mad" and first.srcs == (Reg("%21"), Imm(64), SymbolRef("_ZZ6matmulPfPKfS1_iiE2As"))
    assert first.dsts == (Reg("%23~g1"),)
    assert second.op == "mad" and second.srcs == (Reg("%22"), Imm(4), Reg("%23~g1")) and second.dsts == (Reg("%23"),)
    # %30 = ... @Bs, i64 0, i64 1, i64 %22  ->  %22 * 4 + Bs, then + 64 (row 1)
    first, second = at_line(kernel, line_of(TEXT, "%30 = getelementptr"))
    assert first.srcs == (Reg("%22"), Imm(4), SymbolRef("_ZZ6matmulPfPKfS1_iiE2Bs"))
    assert second.op == "add" and second.srcs == (Reg("%30~g1"), Imm(64))


def test_matmul_phis_pair_sources_with_incoming_blocks():
    kernel = clang_module().kernel("matmul")
    phis = [i for i in kernel.block("68").instructions if i.op == "phi"]
    # %69 = phi float [ 0.0, %18 ], [ %143, %68 ]
    assert phis[0].srcs == (Imm(0.0), Reg("%143")) and phis[0].incoming == ("18", "68")
    assert NO_MACHINE_WORK in phis[0].modifiers
    assert len(phis) == 3


def test_reduce_shuffles_and_atomic():
    kernel = clang_module().kernel("reduce")
    shuffles = [i for i in instructions(kernel) if i.exec_class is ExecClass.SHUFFLE]
    assert len(shuffles) == 5  # offsets 16, 8, 4, 2, 1
    assert [i.srcs[2] for i in shuffles] == [Imm(16), Imm(8), Imm(4), Imm(2), Imm(1)]
    atomic = next(i for i in instructions(kernel) if i.op == "atom")
    # atomicrmw fadd ptr %1, float %36 : 4 bytes, global, ATOMIC_GLOBAL
    assert atomic.exec_class is ExecClass.ATOMIC_GLOBAL and atomic.modifiers == ("fadd",)
    assert (atomic.memory.space, atomic.memory.kind, atomic.memory.bytes) == (MemSpace.GLOBAL, "atomic", 4)
    assert atomic.memory.address == Address(ParamRef(1), 0)


def test_poly_constant_memory_local_array_and_inline_asm():
    module = clang_module()
    kernel = module.kernel("poly")
    assert [(g.name, g.space, g.bytes) for g in module.globals] == [
        ("coeffs", MemSpace.CONST, 32), ("__cudart_i2opi_f", MemSpace.GLOBAL, 24)]
    constant_loads = [i for i in instructions(kernel) if i.exec_class is ExecClass.LD_CONST]
    # load float, ptr getelementptr inbounds (i8, ptr addrspacecast (@coeffs), i64 4k)
    assert [i.memory.address for i in constant_loads] == [Address(SymbolRef("coeffs"), 4 * k) for k in range(8)]
    assert kernel.local_bytes == 28  # alloca [7 x i32]
    assert {i.memory.space for i in instructions(kernel) if i.exec_class in (ExecClass.LD_LOCAL, ExecClass.ST_LOCAL)} == {MemSpace.LOCAL}
    # asm "{ mad.lo.cc.u32 ...; madc.hi.u32 ...; }": two INT statements, not unknown
    asm = [i for i in instructions(kernel) if "asm" in i.modifiers]
    assert [(i.opcode, i.exec_class) for i in asm] == [("asm mad", ExecClass.INT), ("asm madc", ExecClass.INT)]
    assert asm[0].dsts == () and asm[1].dsts == (Reg("%65"),)
    assert kernel.unknown_opcodes == ()
    sfu = [i.modifiers for i in instructions(kernel) if i.exec_class is ExecClass.SFU]
    assert sfu == [("sqrt",), ("sin",)]
    # 9 llvm.fma.f32 calls plus the 8 Horner steps acc * x + coeffs[k] that clang writes as
    # fmul contract + fadd contract and its NVPTX back end fuses (clang-19 -S of clang_kernels.cu
    # for sm_80: fma.rn.f32 %f9 .. %f2, one per step): 17
    assert sum(i.op == "fma" and i.exec_class is ExecClass.FP32 for i in instructions(kernel)) == 17
    assert sum(i.opcode == "fma" and "contracted" in i.modifiers for i in instructions(kernel)) == 8


def test_wmma_fragment_moves_are_loads_and_stores_mma_is_tensor():
    kernel = clang_module().kernel("wmmaKernel")
    wmma = [i for i in instructions(kernel) if i.opcode.startswith("call llvm.nvvm.wmma.")]
    # m16n16k16 a/b (16 x 16 halves = 512 B / 32 lanes = 16 B), d store (16 x 16 floats / 32 = 32 B)
    assert [(i.op, i.exec_class) for i in wmma] == [
        ("ld", ExecClass.LD_GLOBAL), ("ld", ExecClass.LD_GLOBAL), ("tensor", ExecClass.TENSOR), ("st", ExecClass.ST_GLOBAL)]
    assert [(i.memory.kind, i.memory.bytes) if i.memory else None for i in wmma] == [
        ("load", 16), ("load", 16), None, ("store", 32)]


def test_shift_loop_and_switch():
    loop = clang_module().kernel("shiftLoop").block("9")
    assert loop.successors == ("9", "4")
    shift = next(i for i in loop.instructions if i.op == "shr")
    assert shift.opcode == "lshr" and shift.type == "u32" and shift.srcs == (Reg("%10"), Imm(1))
    kernel = clang_module().kernel("dynShared")
    # switch i32 %2, label %22 [ i32 1, label %19  i32 2, label %20 ]
    assert kernel.blocks[0].successors == ("22", "19", "20")
    switch = kernel.blocks[0].instructions[-1]
    assert switch.op == "bra" and "switch" in switch.modifiers and switch.line == line_of(TEXT, "switch i32 %2")
    assert kernel.uses_dynamic_shared and kernel.shared == ()
    accesses = [(i.op, i.memory.space, i.memory.bytes) for i in instructions(kernel) if i.memory]
    assert accesses[:3] == [("ld", MemSpace.GLOBAL, 8), ("st", MemSpace.SHARED, 8), ("ld", MemSpace.SHARED, 8)]


def test_vote_minmax_and_upgraded_ldg_keeps_source_names():
    kernel = clang_module().kernel("vote")
    ops = [(i.op, i.exec_class) for i in instructions(kernel)]
    assert ("vote", ExecClass.VOTE) in ops and ("max", ExecClass.INT) in ops and ("min", ExecClass.INT) in ops
    # llvmlite upgrades `%13 = call @llvm.nvvm.ldg...(ptr %12)` to addrspacecast + load
    ldg_line = line_of(TEXT, "@llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %12")
    cast, load = at_line(kernel, ldg_line)
    assert cast.dsts == (Reg("%13~1"),) and NO_MACHINE_WORK in cast.modifiers
    assert load.dsts == (Reg("%13"),) and load.exec_class is ExecClass.LD_GLOBAL and load.memory.bytes == 4
    bitcast = at_line(kernel, ldg_line + 1)[0]
    assert bitcast.srcs == (Reg("%13"),) and bitcast.exec_class is ExecClass.MOVE
    cas = next(i for i in instructions(kernel) if i.op == "atom")
    assert cas.modifiers == ("cas",) and cas.memory.bytes == 4


def test_launch_bounds_syncwarp_and_barrier_count():
    kernel = clang_module().kernel("bounded")
    assert kernel.max_ntid == (256, 1, 1)
    # __syncthreads_count is a CTA barrier (bar.red.popc); __syncwarp (bar.warp.sync) is not:
    # CONTROL, as the PTX front end classes bar.warp.sync
    bars = [i for i in instructions(kernel) if i.exec_class is ExecClass.BARRIER]
    assert [(i.op, i.modifiers) for i in bars] == [("bar", ("popc",))]
    syncwarp = next(i for i in instructions(kernel) if i.opcode == "call llvm.nvvm.bar.warp.sync")
    assert (syncwarp.op, syncwarp.exec_class) == ("other", ExecClass.CONTROL)
    division = next(i for i in instructions(kernel) if i.op == "div")
    assert division.type == "u32" and division.exec_class is ExecClass.INT
