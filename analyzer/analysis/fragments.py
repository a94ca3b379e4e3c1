"""The memory a warp's matrix fragment access covers: ``wmma.load`` / ``wmma.store`` (PTX ISA,
"Warp-level matrix load/store instructions": ``wmma.load.{a,b,c}.sync.aligned.layout.shape
[.ss].type r, [p] {, stride}``) and clang's ``llvm.nvvm.wmma.<shape>.{load,store}.<matrix>.
<layout>[.stride].<type>`` intrinsics.

Such an access is one instruction of the whole warp with a warp-uniform address ``p``: the warp
moves an ``R x C`` tile of the matrix (``a``: M x K, ``b``: K x N, ``c``/``d``: M x N of the shape
``mMnNkK``), stored in ``R`` rows of ``C`` contiguous elements for the ``row`` layout (``C`` rows
of ``R`` elements for ``col``) that start ``stride`` elements apart. Without a stride operand the
rows are contiguous (stride = the row's own length). The coalescing pass takes the tile's rows,
not the 32 equal lane addresses, as the request's footprint.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from analyzer.ir import Address, Instruction, Operand, Vector

#: Element widths of the fragment types (PTX ISA, wmma element types).
FRAGMENT_TYPE_BITS = {"f16": 16, "bf16": 16, "f32": 32, "tf32": 32, "s32": 32, "f64": 64, "s8": 8, "u8": 8,
                      "s4": 4, "u4": 4, "b1": 1}
_SHAPE = re.compile(r"^m(\d+)n(\d+)k(\d+)$")


@dataclass(frozen=True)
class FragmentTile:
    """The rows of memory one fragment access covers: ``rows`` runs of ``row_elements``
    contiguous elements of ``element_bits`` each."""

    rows: int
    row_elements: int
    element_bits: int

    @property
    def row_bytes(self) -> int:
        """Bytes of one row (at least 1)."""
        return max(1, self.row_elements * self.element_bits // 8)

    def row_addresses(self, base: int, stride_elements: int) -> list[int]:
        """The first byte of each row when the tile starts at ``base`` and its rows lie
        ``stride_elements`` elements apart."""
        step = stride_elements * self.element_bits // 8
        return [base + row * step for row in range(self.rows)]


def fragment_tile(opcode: str) -> FragmentTile | None:
    """The tile of a ``wmma`` load or store opcode (PTX or LLVM intrinsic spelling); None for any
    other opcode or one whose matrix, layout, shape or type is not named."""
    parts = opcode.removeprefix("call ").split(".")
    if "wmma" not in parts:
        return None
    moves = [index for index, part in enumerate(parts) if part in ("load", "store")]
    if not moves or moves[0] + 1 >= len(parts):
        return None
    matrix = parts[moves[0] + 1]
    layout = next((part for part in parts if part in ("row", "col")), None)
    shape = next((match for match in map(_SHAPE.match, parts) if match), None)
    element_bits = next((FRAGMENT_TYPE_BITS[part] for part in reversed(parts) if part in FRAGMENT_TYPE_BITS), None)
    if matrix not in ("a", "b", "c", "d") or layout is None or shape is None or element_bits is None:
        return None
    m, n, k = (int(value) for value in shape.groups())
    first, second = {"a": (m, k), "b": (k, n)}.get(matrix, (m, n))
    if layout == "col":
        first, second = second, first
    return FragmentTile(first, second, element_bits)


def stride_operand(instruction: Instruction) -> Operand | None:
    """The stride operand (in elements) of a ``wmma`` load or store: the last source when the PTX
    form has one after the address (and the stored fragment), or of an LLVM ``.stride``
    intrinsic; None when the rows are contiguous."""
    sources = instruction.srcs
    if instruction.opcode.startswith("call "):
        return sources[-1] if ".stride." in instruction.opcode and len(sources) >= 2 else None
    if len(sources) >= 2 and not isinstance(sources[-1], (Address, Vector)):
        return sources[-1]
    return None
