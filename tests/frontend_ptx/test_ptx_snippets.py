"""Hand-checked facts of the PTX front end on small hand-written PTX (data/ and inline)."""

from pathlib import Path

import pytest

from analyzer.frontend.ptx import parse_ptx, parse_ptx_program
from analyzer.ir import (
    Address, ExecClass, Guard, Imm, LabelRef, MemSpace, ParamRef, Reg, SpecialReg, SymbolRef, Vector,
)

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="module")
def program():
    path = DATA / "handwritten_features.ptx"
    return parse_ptx_program(path.read_text(), str(path))


@pytest.fixture(scope="module")
def kern(program):
    return program.module.kernel("kern")


def at_line(kernel, line):
    """The instruction that starts on source line ``line``."""
    matches = [i for b in kernel.blocks for i in b.instructions if i.line == line]
    assert len(matches) == 1, line
    return matches[0]


def test_module_header_and_globals(program):
    module = program.module
    assert module.target == "sm_80"
    assert module.source == "ptx"
    assert module.ptx_text.startswith("//\n// Hand-written PTX")
    # table: 4 x .f32 = 16 bytes; blob: .b8[24] = 24 bytes. .shared variables are not globals.
    assert [(g.name, g.space, g.bytes, g.align) for g in module.globals] == [
        ("table", MemSpace.CONST, 16, 4),
        ("blob", MemSpace.GLOBAL, 24, 8),
    ]
    assert [k.name for k in module.kernels] == ["kern"]


def test_params(kern):
    # .ptr attribute -> pointer; u32 -> not; .b8 array of 16 -> type "b8[16]".
    assert [(p.index, p.name, p.raw_name, p.type, p.is_pointer) for p in kern.params] == [
        (0, "p0", "kern_param_0", "u64", True),
        (1, "p1", "kern_param_1", "u32", False),
        (2, "p2", "kern_param_2", "b8[16]", False),
    ]


def test_shared_local_and_hints(kern):
    # own_buffer (512 bytes, in the body) + tile (16 x 16 x 4 = 1024, module level, referenced
    # by the called function use_tile); unused_tile is never referenced.
    assert [(d.name, d.bytes) for d in kern.shared] == [("own_buffer", 512), ("tile", 1024)]
    assert kern.static_shared_bytes == 1536
    assert kern.uses_dynamic_shared  # mov.u32 %r8, dynamic_smem (an extern .shared [] array)
    assert kern.local_bytes == 32  # __local_depot0[32]
    assert kern.max_ntid == (128, 1, 1)


def test_unknown_opcode_kept_and_reported(kern):
    unknown = at_line(kern, 79)
    assert unknown.opcode == "frobnicate.b32"
    assert unknown.exec_class is ExecClass.GENERIC and unknown.op == "other"
    assert [(u.opcode, u.line) for u in kern.unknown_opcodes] == [("frobnicate.b32", 79)]


def test_cfg(kern):
    # Entry block (line 41) ends with a guarded bra: target $L__BB0_3 + fall-through bb.47.
    # bb.47 falls into the loop header $L__BB0_2, which branches back to itself or falls to
    # bb.67 (the call sequence), which falls into $L__BB0_3 (ret: no successor).
    assert [(b.label, b.successors) for b in kern.blocks] == [
        ("bb.41", ("$L__BB0_3", "bb.47")),
        ("bb.47", ("$L__BB0_2",)),
        ("$L__BB0_2", ("$L__BB0_2", "bb.67")),
        ("bb.67", ("$L__BB0_3",)),
        ("$L__BB0_3", ()),
    ]
    assert kern.block("$L__BB0_2").line == 53


def test_param_loads(kern):
    plain = at_line(kern, 41)
    assert (plain.op, plain.exec_class, plain.srcs, plain.memory) == ("mov", ExecClass.LD_PARAM, (ParamRef(0),), None)
    assert plain.dsts == (Reg("%rd1"),)
    field = at_line(kern, 43)  # a field of the by-value struct: stays a load of 4 bytes at +8
    assert field.op == "ld" and field.exec_class is ExecClass.LD_PARAM
    assert field.memory.space is MemSpace.PARAM and field.memory.bytes == 4
    assert field.memory.address == Address(ParamRef(2), 8)


def test_guard_compare_special(kern):
    assert at_line(kern, 44).srcs == (SpecialReg("tid.x"),)
    assert at_line(kern, 44).op == "mov" and at_line(kern, 44).exec_class is ExecClass.MOVE
    setp = at_line(kern, 45)
    assert (setp.op, setp.compare, setp.type, setp.exec_class) == ("setp", "ult", "u32", ExecClass.INT)
    branch = at_line(kern, 46)
    assert branch.guard == Guard("%p1", negated=True)
    assert branch.targets == ("$L__BB0_3",) and branch.srcs == (LabelRef("$L__BB0_3"),)


def test_vector_loads_and_immediates(kern):
    vector = at_line(kern, 47)
    assert vector.dsts == (Vector((Reg("%f1"), Reg("%f2"), Reg("%f3"), Reg("%f4"))),)
    assert vector.memory.bytes == 16  # v4 x f32 = 4 x 4
    assert vector.memory.address == Address(Reg("%rd1"), 16)
    assert vector.modifiers == ("global", "v4")
    nc = at_line(kern, 48)
    assert nc.memory.bytes == 8 and nc.memory.address.offset == -8 and "nc" in nc.modifiers
    assert at_line(kern, 49).srcs[1] == Imm(255)  # 0xFF
    assert at_line(kern, 50).srcs[1] == Imm(-12)
    assert at_line(kern, 51).srcs == (Imm(1.0),)  # 0f3F800000
    assert at_line(kern, 52).srcs == (Imm(1.5),)  # 0d3FF8000000000000


def test_shared_store_barrier_shuffle(kern):
    store = at_line(kern, 55)
    assert store.dsts == () and store.exec_class is ExecClass.ST_SHARED
    assert store.memory.address == Address(SymbolRef("own_buffer"), 4) and store.memory.kind == "store"
    barrier = at_line(kern, 56)
    assert (barrier.op, barrier.exec_class, barrier.srcs) == ("bar", ExecClass.BARRIER, (Imm(0),))
    assert at_line(kern, 59).dsts == (Reg("%inner"),)  # declared in a { } scope block
    shuffle = at_line(kern, 61)
    assert shuffle.exec_class is ExecClass.SHUFFLE
    assert shuffle.dsts == (Reg("%r11"), Reg("%p2"))
    assert shuffle.srcs == (Reg("%r5"), Imm(16), Imm(31), Imm(-1))


def test_call_and_atomics(program, kern):
    call = at_line(kern, 69)
    assert (call.op, call.exec_class) == ("call", ExecClass.CONTROL)
    assert call.dsts == (SymbolRef("retval0"),)
    assert call.srcs == (LabelRef("use_tile"), SymbolRef("param0"))
    assert call.text == "call.uni (retval0), use_tile, ( param0 );"
    assert program.calls["kern"] == ("use_tile",)
    assert at_line(kern, 67).exec_class is ExecClass.MOVE  # st.param of a call sequence
    atom = at_line(kern, 77)
    assert atom.exec_class is ExecClass.ATOMIC_SHARED and atom.memory.kind == "atomic"
    red = at_line(kern, 78)
    assert red.dsts == () and red.exec_class is ExecClass.ATOMIC_GLOBAL and red.memory.bytes == 4


def test_device_function_record(program):
    (function,) = program.functions
    assert function.name == "use_tile" and function.line == 16
    assert function.blocks[0].instructions[0].srcs == (ParamRef(0),)
    assert function.static_shared_bytes == 1024  # tile, referenced as [tile+64]


TABLE_AND_DEBUG = """\
.version 7.0
.target sm_75, debug
.address_size 64
.file 1 "/tmp/x.cu"
.extern .func (.param .b32 func_retval0) callee_a (.param .b32 x);

.entry table_kernel(.param .u32 table_kernel_param_0, .param .u64 table_kernel_param_1)
.reqntid 64, 2
{
	.reg .b32 %r<6>;
	.reg .b64 %rd<3>;
	/* a block comment
	   over two lines */
	.loc 1 10 3, function_name $L__info_string0, inlined_at 1 5 7
	ld.param.u32 %r1, [table_kernel_param_0];
	ld.param.u64 %rd1, [table_kernel_param_1];
	ts: .branchtargets $L_a, $L_b;
	brx.idx %r1, ts;
$L_a:
	.pragma "nounroll";
	mov.u32 %r2, 017;
	bar 0;
	bra.uni $L_end;
$L_b:
	prototype_0 : .callprototype (.param .b32 _) _ (.param .b32 _);
	{
	.param .b32 param0;
	.param .b32 retval0;
	st.param.b32 [param0+0], %r1;
	call (retval0), %rd1, (param0), prototype_0;
	ld.param.b32 %r3, [retval0+0];
	}
	membar.gl;
	bar.warp.sync -1;
	exit;
$L_end:
	ret;
}
.section .debug_abbrev
{
.b8 1
.b8 17
}
"""


def test_branch_table_prototype_and_debug_sections():
    module = parse_ptx(TABLE_AND_DEBUG, "t.ptx")
    assert module.target == "sm_75"
    kernel = module.kernel("table_kernel")
    assert kernel.max_ntid == (64, 2)  # from .reqntid
    assert [(b.label, b.successors) for b in kernel.blocks] == [
        ("bb.15", ("$L_a", "$L_b")),  # brx.idx over the .branchtargets table
        ("$L_a", ("$L_end",)),
        ("$L_b", ()),  # ends in an unguarded exit
        ("$L_end", ()),
    ]
    by_line = {i.line: i for b in kernel.blocks for i in b.instructions}
    assert by_line[21].srcs == (Imm(15),)  # octal 017
    assert by_line[22].exec_class is ExecClass.BARRIER  # bare "bar 0" is bar.sync 0
    assert by_line[30].srcs[0] == Reg("%rd1")  # indirect call through a register
    assert by_line[33].exec_class is ExecClass.CONTROL and by_line[33].op == "other"  # membar
    assert by_line[34].exec_class is ExecClass.CONTROL  # bar.warp.sync is no CTA barrier
    assert by_line[35].op == "ret" and by_line[35].opcode == "exit"
    assert not kernel.unknown_opcodes


def test_multiple_kernels_and_inline_asm_registers():
    text = """.version 8.0
.target sm_90
.address_size 64
.visible .entry first() { ret; }
.visible .entry second(.param .u32 n)
{
	.reg .b32 %r<4>;
	{.reg .f16 low,high;
	mov.b32 {low,high},%r1;
	cvt.f32.f16 %r2, low;}
	ret;
}
"""
    module = parse_ptx(text, "m.ptx")
    assert [k.name for k in module.kernels] == ["first", "second"]
    first = module.kernel("first")
    assert [(b.label, len(b.instructions)) for b in first.blocks] == [("bb.4", 1)]
    second = module.kernel("second")
    unpack = second.blocks[0].instructions[0]
    assert unpack.dsts == (Vector((Reg("low"), Reg("high"))),)  # declared without '%'
    assert second.blocks[0].instructions[1].exec_class is ExecClass.CONVERT


def test_empty_body_has_one_empty_entry_block():
    module = parse_ptx(".version 8.0\n.target sm_90\n.address_size 64\n.entry k()\n{\n}\n", "e.ptx")
    (block,) = module.kernel("k").blocks
    assert block.instructions == () and block.successors == ()


def test_assorted_newer_syntax():
    text = (DATA / "handwritten_assorted.ptx").read_text()
    program = parse_ptx_program(text, "a.ptx")
    module = program.module
    assert module.target == "sm_90a"
    # ptrs: 2 x u64 = 16 bytes (initialiser with generic()); counter: one u32.
    assert [(g.name, g.bytes) for g in module.globals] == [("ptrs", 16), ("counter", 4)]
    assert program.calls == {"pair": (), "assorted": ("pair",)}
    kernel = module.kernel("assorted")
    assert kernel.params[0].is_pointer  # .ptr .align 8
    by_line = {i.line: i for b in kernel.blocks for i in b.instructions}
    assert by_line[22].srcs == (Vector((Reg("%r1"), Reg("%r2"))),)  # mov.b64 %rd2, {%r1, %r2}
    copy = by_line[23]  # cp.async: 16 bytes from global, the source address
    assert (copy.op, copy.exec_class, copy.memory.bytes) == ("ld", ExecClass.LD_GLOBAL, 16)
    assert copy.memory.address == Address(Reg("%rd1"), 0) and copy.dsts == ()
    assert by_line[24].exec_class is ExecClass.CONTROL  # cp.async.wait_all
    assert by_line[25].memory.bytes == 16  # .L1::no_allocate.v4.u32
    assert by_line[26].dsts == (Reg("%p1"),) and by_line[26].exec_class is ExecClass.CONTROL  # mbarrier
    assert by_line[27].dsts == (Reg("%p2"), Reg("%p3")) and by_line[27].srcs[1] == Reg("%s1")
    assert by_line[28].srcs == (SpecialReg("laneid"),) and by_line[29].srcs == (SpecialReg("clock64"),)
    result = by_line[37]  # ld.param.v2.f32 from the callee's 8-byte return value
    assert result.memory.bytes == 8 and result.exec_class is ExecClass.MOVE
    # "@%p2 ret" ends the entry block with a fall-through only.
    assert [(b.label, b.successors) for b in kernel.blocks] == [("bb.21", ("bb.40",)), ("bb.40", ())]
    (pair,) = program.functions
    assert pair.blocks[0].instructions[1].memory.bytes == 8  # st.param.v2.f32
