"""The evaluated busiest thread of every bundled sample kernel moves the bytes and waits at the
barriers that the sidecars derive by hand for the longest-running thread (samples/<name>/*.yaml),
in the nvcc sm_90 PTX and the clang LLVM IR."""

from __future__ import annotations

import pytest

from analyzer.analysis.build import build_kernel_model
from tests.analysis_core.test_samples_expected import _cases, _module, bindings_of

CASES = [case for case in _cases() if case.values[1] in ("sm_90.ptx", "ll")]
#: Kernels whose control reads loaded data (histogram bins): the evaluation says it is not exact.
DATA_DEPENDENT = {"histogram256"}


@pytest.mark.parametrize("name, form, kernel_name, expected", CASES)
def test_busiest_thread_matches_the_sidecar(name, form, kernel_name, expected):
    module = _module(name, form)
    model = build_kernel_model(module, module.kernel(kernel_name), bindings_of(expected))
    busiest = next(item for item in model.work.representatives if item.name == "busiest_thread")
    assert (busiest.global_load_bytes, busiest.global_store_bytes, busiest.syncs) == \
        (expected["global_load_bytes"], expected["global_store_bytes"], expected["syncs"])
    assert model.work.exact == (kernel_name not in DATA_DEPENDENT)
