"""The value analyses are memoised walks, linear in the kernel, and survive
registers defined only from themselves. Work is measured by counting the calls that examine a
register (not by timing): an unmemoised walk of a two-parent chain of length 60 would make about
2^60 of them."""

from __future__ import annotations

from analyzer.analysis.facts import memory_source as memory_source_module
from analyzer.analysis.build import build_kernel_model
from analyzer.analysis.facts.memory_source import find_memory_source
from analyzer.analysis.facts.values import ValueAnalysis
from analyzer.frontend.ptx import parse_ptx
from analyzer.ir import Reg

HEADER = ".version 9.0\n.target sm_90\n.address_size 64\n"


def _chain_kernel(length: int, load_at_bottom: bool) -> str:
    """A kernel whose loop bound ends a chain in which every register reads the two before it
    through ``mul.hi`` (a value the analysis does not follow), rooted in tid.x or a load."""
    lines = [
        "ld.param.u64 %rd1, [k_param_0];",
        "cvta.to.global.u64 %rd2, %rd1;",
        "ld.global.u32 %r1, [%rd2];" if load_at_bottom else "mov.u32 %r1, %tid.x;",
        "mov.u32 %r2, %ctaid.x;",
    ]
    for k in range(3, length + 3):
        lines.append(f"mul.hi.u32 %r{k}, %r{k - 1}, %r{k - 2};")
    last = length + 2
    lines += [
        f"mov.u32 %r{last + 1}, 0;",
        "$L__BB0_1:",
        f"add.s32 %r{last + 1}, %r{last + 1}, 1;",
        f"setp.lt.s32 %p1, %r{last + 1}, %r{last};",
        "@%p1 bra $L__BB0_1;",
        "ret;",
    ]
    body = "\n\t".join(lines)
    return (HEADER + ".visible .entry k(.param .u64 k_param_0)\n{\n\t.reg .pred %p<2>;\n"
            f"\t.reg .b32 %r<{last + 2}>;\n\t.reg .b64 %rd<3>;\n\t{body}\n}}\n")


def _count_items(monkeypatch) -> list[int]:
    calls = [0]
    original = memory_source_module._memory_items

    def counting(analysis, register):
        calls[0] += 1
        return original(analysis, register)

    monkeypatch.setattr(memory_source_module, "_memory_items", counting)
    return calls


def test_memory_source_search_visits_each_register_once(monkeypatch):
    module = parse_ptx(_chain_kernel(60, load_at_bottom=False), "chain.ptx")
    kernel = module.kernels[0]
    analysis = ValueAnalysis(kernel)
    calls = _count_items(monkeypatch)
    assert find_memory_source(analysis, Reg("%r62")) is None
    # %r1 .. %r62: each register's definitions are listed once (the old walk: ~2^32 visits).
    assert calls[0] == 62
    assert find_memory_source(analysis, Reg("%r40")) is None and calls[0] == 62  # memoised


def test_memory_source_names_the_load_at_the_bottom_of_a_long_chain():
    module = parse_ptx(_chain_kernel(200, load_at_bottom=True), "chain.ptx")
    kernel = module.kernels[0]
    model = build_kernel_model(module, kernel)
    (loop,) = model.loops
    assert loop.data_dependent
    # ld.global.u32 %r1 is line 11: 3 header lines, entry, "{", 3 .reg lines, ld.param, cvta.
    assert "bound loaded from memory at line 11" in loop.derivation


def test_value_of_a_thousand_step_chain_does_not_recurse_per_step():
    # add.s32 chain of 3,000 single definitions: the value is computed bottom-up, not by
    # 3,000 nested calls (the default recursion limit is 1,000).
    lines = ["mov.u32 %r1, %tid.x;"] + [f"add.s32 %r{k}, %r{k - 1}, 1;" for k in range(2, 3001)] + ["ret;"]
    text = (HEADER + ".visible .entry k()\n{\n\t.reg .b32 %r<3001>;\n\t" + "\n\t".join(lines) + "\n}\n")
    kernel = parse_ptx(text, "adds.ptx").kernels[0]
    assert str(ValueAnalysis(kernel).value(Reg("%r3000"))) == "tid_x + 2999"


def test_register_defined_only_from_itself_in_a_loop_is_data_dependent():
    # What deleting `mov.u32 %r3, 0;` from real PTX leaves: %r3 = %r3 + n inside the loop. The
    # old analysis recursed without end (RecursionError) on the induction search.
    text = HEADER + """.visible .entry k(.param .u32 k_param_0)
{
	.reg .pred %p<2>;
	.reg .b32 %r<4>;
	ld.param.u32 %r1, [k_param_0];
	mov.u32 %r2, 0;
$L__BB0_1:
	add.s32 %r3, %r3, %r1;
	add.s32 %r2, %r2, 1;
	setp.lt.s32 %p1, %r2, %r3;
	@%p1 bra $L__BB0_1;
	ret;
}
"""
    module = parse_ptx(text, "self.ptx")
    model = build_kernel_model(module, module.kernels[0])
    (loop,) = model.loops
    assert loop.data_dependent and str(loop.trip_count) == "trip_L1"
    # ld.param, mov before the loop, ret after it; 4 instructions per iteration.
    assert str(model.instructions) == "4*trip_L1 + 3"
    model = build_kernel_model(module, module.kernels[0], {"trip_L1": 7})
    assert model.instructions.evaluate({}) == 31


def test_product_chain_values_stay_bounded():
    # r_k = r_{k-1} * r_{k-2} from tid.x and ctaid.x: the product tree grows as the Fibonacci
    # numbers (r_62 would have ~10^12 factors). Values over MAX_VALUE_NODES nodes are unknown, so
    # the loop bounded by r_62 is data dependent, and r_12 (55 tid and 89 ctaid factors) is exact.
    text = _chain_kernel(60, load_at_bottom=False).replace("mul.hi.u32", "mul.lo.s32")
    module = parse_ptx(text, "products.ptx")
    analysis = ValueAnalysis(module.kernels[0])
    assert analysis.value(Reg("%r62")) is None
    small = analysis.value(Reg("%r12"))
    assert small is not None and small.evaluate({"tid_x": 1, "ctaid_x": 2}) == 2 ** 89  # fib(11) = 89 ctaid factors
    model = build_kernel_model(module, module.kernels[0])
    assert model.loops[0].data_dependent
