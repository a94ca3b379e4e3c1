"""Trip counts flow through call arguments (docs/reference/differential-check.md): a loop of a device function that is
not inlined, bounded by its parameters, counts with the values the kernel passes, in nvcc's PTX
(``call`` with ``.param`` slots) and clang's IR (call operands), without the concrete evaluation
(launch unbound) that resolved such loops before."""

from __future__ import annotations

from pathlib import Path

import pytest

from analyzer.analysis.build import build_kernel_model
from analyzer.frontend import load_module

KERNEL = Path(__file__).with_name("calls") / "noinline_sum"


@pytest.mark.parametrize("suffix", [".ptx", ".ll"])
def test_noinline_loop_bound_by_kernel_parameters(suffix):
    module = load_module(KERNEL.with_suffix(suffix))
    assert [function.plain_name for function in module.functions] == ["row_sum"]
    kernel = module.kernels[0]
    unbound = build_kernel_model(module, kernel)
    callee = [loop for loop in unbound.loops if loop.id.startswith("_Z7row_sumPKfii:")]
    assert callee and not any(loop.data_dependent for loop in callee)
    assert all(loop.trip_count.free_symbols() <= {"width", "stride"} for loop in callee)
    # width = 100, stride = 3: k = 0, 3, ..., 99 is ceil(100 / 3) = 34 body runs, one 4-byte load
    # each (nvcc: 8 runs of its by-4 unrolled loop + 2 remainder runs; clang: one loop of 34)
    bound = build_kernel_model(module, kernel, {"width": 100, "stride": 3})
    runs = sum(loop.trip_count.evaluate({}) * (4 if suffix == ".ptx" and loop.id.endswith("L1") else 1)
               for loop in bound.loops if loop.id.startswith("_Z7row_sumPKfii:"))
    assert runs == 34
    assert bound.global_load_bytes.evaluate({}) == 34 * 4
    assert bound.global_store_bytes.evaluate({}) == 4
