"""Benchmark: the PTX/LLVM IR differential check on freshly compiled loop shapes.

Writes every generated shape (``tests/differential/differential_harness/shapes.py``, 275 shapes, each as written and
with ``#pragma unroll 1``) into a temporary folder, compiles it with nvcc (sm_80 PTX, -O3) and
clang-19 (sm_80 LLVM IR, -O2) with ``-DTILE=<--tile>``, and compares the two files of each
kernel (``tests/differential/differential_harness/compare.py``). Prints the kernels compared, the disagreements by
named compiler difference, every unexplained one, and the compile and compare times. Exits 1
when a disagreement is unexplained.

Run: ``python tests/benchmarks/bench_differential.py [--tile 20] [--keep DIR]`` (needs nvcc and
clang-19; under pytest it is skipped without them).
"""

from __future__ import annotations

import argparse
import collections
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "differential"))  # the differential check's harness (a benchmark is a script)

from differential_harness.compare import compare_pair  # noqa: E402
from differential_harness.compilers import compilers_available  # noqa: E402
from differential_harness.corpus import sample_pairs, shape_pairs  # noqa: E402
from differential_harness.generate import generate  # noqa: E402


def run(folder: Path, tile: int) -> int:
    """Generate, compile and compare in ``folder``; print the report; the unexplained count."""
    started = time.perf_counter()
    generate(folder, tile=tile)
    compiled = time.perf_counter()
    kernels, found = 0, []
    for pair in shape_pairs(folder) + sample_pairs(ROOT):
        compared, disagreements = compare_pair(pair.ptx, pair.ir, pair.bindings, pair.kernels)
        kernels += compared
        found += disagreements
    finished = time.perf_counter()
    by_reason = collections.Counter(item.explanation.split(":")[0] for item in found if item.explanation)
    unexplained = [item for item in found if not item.explanation]
    print(f"TILE={tile}: {kernels} kernels compared (generated shapes, samples, example)")
    print(f"compile {compiled - started:.1f} s, compare {finished - compiled:.1f} s")
    for reason, count in by_reason.most_common():
        print(f"  explained, {reason}: {count}")
    print(f"  unexplained: {len(unexplained)}")
    for item in unexplained:
        print(f"    {item.kernel}: {item.fact}: PTX {item.ptx}, IR {item.ir}")
    return len(unexplained)


def test_fresh_shapes_agree(tmp_path):
    """Under pytest: the check on shapes compiled now (skipped without the compilers)."""
    import pytest

    if not compilers_available():
        pytest.skip("needs nvcc and clang-19")
    assert run(tmp_path, 20) == 0


def main() -> int:
    """The command line of the module docstring."""
    parser = argparse.ArgumentParser(description="PTX/LLVM IR differential check on fresh loop shapes")
    parser.add_argument("--tile", type=int, default=20, help="value of the compile-time tunable TILE")
    parser.add_argument("--keep", type=Path, help="folder to keep the generated files in")
    arguments = parser.parse_args()
    if not compilers_available():
        print("needs nvcc and clang-19 on the PATH", file=sys.stderr)
        return 2
    if arguments.keep:
        return 1 if run(arguments.keep, arguments.tile) else 0
    with tempfile.TemporaryDirectory() as folder:
        return 1 if run(Path(folder), arguments.tile) else 0


if __name__ == "__main__":
    sys.exit(main())
