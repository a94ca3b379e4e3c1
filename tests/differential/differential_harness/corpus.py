"""The files the differential check runs over: every sample (``samples/<name>/<name>.sm_80.ptx``
against ``<name>.ll``, both compiled for sm_80 from ``<name>.cu``, at the bindings of the
sidecar's ``expected`` block), the example (``examples/own_kernel/blur_rows``), and the committed
generated shapes (``tests/differential/shapes/shapes_*.ptx`` / ``.ll`` at ``shapes.BINDINGS``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

import yaml

from differential_harness.shapes import BINDINGS

#: The example's launch: radius 3 on a 1024 x 1024 image, 256-thread rows of blocks.
EXAMPLE_BINDINGS = {"width": 1024, "height": 1024, "radius": 3, "ntid_x": 256, "ntid_y": 1, "ntid_z": 1,
                    "nctaid_x": 4, "nctaid_y": 1024, "nctaid_z": 1}


@dataclass(frozen=True)
class Pair:
    """One PTX/IR pair of one source, the kernels to compare (None: all both hold) and the
    bindings to compare them at."""

    name: str
    ptx: Path
    ir: Path
    bindings: Mapping[str, float]
    kernels: tuple[str, ...] | None = None


def _expected_bindings(expected: dict) -> dict[str, float]:
    """Parameters, sizes and launch of a sample sidecar's ``expected`` block as bindings."""
    launch = {f"{kind}_{axis}": value for kind, key in (("nctaid", "grid"), ("ntid", "block"))
              for axis, value in zip("xyz", expected.get(key, []))}
    return {**expected.get("params", {}), **(expected.get("sizes") or {}), **launch}


def sample_pairs(root: Path) -> list[Pair]:
    """One pair per kernel of every sample with an ``expected`` block, plus the example."""
    pairs = []
    for sidecar in sorted((root / "samples").glob("*/*.yaml")):
        ptx, ir = sidecar.with_name(f"{sidecar.stem}.sm_80.ptx"), sidecar.with_name(f"{sidecar.stem}.ll")
        if not (ptx.is_file() and ir.is_file()):
            continue
        for kernel, spec in ((yaml.safe_load(sidecar.read_text()) or {}).get("kernels") or {}).items():
            if "expected" in spec:
                pairs.append(Pair(f"{sidecar.stem}:{kernel}", ptx, ir, _expected_bindings(spec["expected"]), (kernel,)))
    example = root / "examples" / "own_kernel" / "blur_rows"
    pairs.append(Pair("blur_rows", example.with_suffix(".ptx"), example.with_suffix(".ll"), EXAMPLE_BINDINGS))
    return pairs


def shape_pairs(folder: Path) -> list[Pair]:
    """One pair per committed file of generated shapes."""
    return [Pair(ptx.stem, ptx, ptx.with_suffix(".ll"), BINDINGS) for ptx in sorted(folder.glob("shapes_*.ptx"))]
