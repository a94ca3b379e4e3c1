"""The PTX/LLVM IR differential check on committed files (no compiler needed): every sample and
the example, and the generated loop shapes of ``tests/differential/differential_harness`` (a fixed sixth of them by
default, all with ``KERNELTIME_DIFFERENTIAL=all``): the nvcc PTX and the clang LLVM IR of one
source give the same trip counts and per-thread counts by class, or the difference is a named
compiler difference (``docs/reference/differential-check.md``)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from differential_harness.compare import UNROLLING, VECTORIZED, compare_pair
from differential_harness.corpus import sample_pairs, shape_pairs
from differential_harness.shapes import loop_shapes

ROOT = Path(__file__).resolve().parents[2]

SHAPES = ROOT / "tests" / "differential" / "shapes"
#: One base shape in this many (with its ``#pragma unroll 1`` twin) runs by default.
DEFAULT_STRIDE = 6


def _selected() -> frozenset[str] | None:
    if os.environ.get("KERNELTIME_DIFFERENTIAL") == "all":
        return None
    bases = sorted({shape.name.removesuffix("_u1") for shape in loop_shapes()})
    chosen = set(bases[::DEFAULT_STRIDE])
    return frozenset(name for shape in loop_shapes() for name in [shape.name] if name.removesuffix("_u1") in chosen)


def test_the_generator_covers_at_least_200_loop_shapes():
    shapes = loop_shapes()
    bases = {shape.name.removesuffix("_u1") for shape in shapes}
    assert len(bases) >= 200 and len(shapes) == 2 * len(bases)
    kinds = {name.split("_")[1] for name in bases}
    assert {"lt", "le", "ne", "gt", "ge", "unsigned", "halve", "double", "nest", "exit", "barrier", "grid"} <= kinds
    committed = sum(path.read_text().count("__global__") for path in SHAPES.glob("shapes_*.cu"))
    assert committed == len(shapes)


@pytest.mark.parametrize("pair", shape_pairs(SHAPES), ids=lambda pair: pair.name)
def test_generated_shapes_agree(pair):
    selected = _selected()
    kernels = None if selected is None else tuple(sorted(selected))
    compared, found = compare_pair(pair.ptx, pair.ir, pair.bindings, kernels)
    assert compared > 0
    assert [item for item in found if not item.explanation] == []


@pytest.mark.parametrize("pair", sample_pairs(ROOT), ids=lambda pair: pair.name)
def test_samples_and_example_agree(pair):
    compared, found = compare_pair(pair.ptx, pair.ir, pair.bindings, pair.kernels)
    assert compared == 1
    assert [item for item in found if not item.explanation] == []
    # the only differences: unrolling (blur_rows, wmma_gemm) and fft_block's vectorised shared accesses
    assert {item.explanation for item in found} <= {UNROLLING, VECTORIZED}
