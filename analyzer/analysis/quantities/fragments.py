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

ptxas moves an ``m16n16k16`` fragment of 16-bit (``a``, ``b``) or 32-bit (``c``, ``d``) elements
in several warp-wide memory instructions, each covering 8-element runs of some of the tile's rows
(the ``mma.m16n8k16`` fragment layout of the PTX ISA: a lane quad holds one run). Read from the
SASS of sm_75, sm_80 and sm_90 (ptxas 13, nvdisasm 13.5; ``tests/analysis_core/fragments.ptx``):
four 32-bit ``LDG`` per ``a`` or ``b`` load (``b`` row-major then transposed by ``MOVM``), four
64-bit ``STG`` per row-major ``d`` store of ``f32``, eight 32-bit ``STG`` per column-major one.
So such an access is ``requests`` requests, and its L1 wavefronts are the lines each of them
touches (every row of a tile whose rows lie 128 bytes or more apart is visited once per run).
Other shapes and types are taken as one request over the tile's rows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from analyzer.ir import Address, Instruction, Operand, Vector

#: Element widths of the fragment types (PTX ISA, wmma element types).
FRAGMENT_TYPE_BITS = {"f16": 16, "bf16": 16, "f32": 32, "tf32": 32, "s32": 32, "f64": 64, "s8": 8, "u8": 8,
                      "s4": 4, "u4": 4, "b1": 1}
_SHAPE = re.compile(r"^m(\d+)n(\d+)k(\d+)$")


#: Elements of one run of a row in ptxas's pieces of an m16n16k16 fragment (module docstring).
RUN_ELEMENTS = 8


@dataclass(frozen=True)
class FragmentTile:
    """The rows of memory one fragment access covers: ``rows`` runs of ``row_elements``
    contiguous elements of ``element_bits`` each, moved by ``requests`` warp-wide memory
    instructions (module docstring)."""

    rows: int
    row_elements: int
    element_bits: int
    requests: int = 1

    @property
    def row_bytes(self) -> int:
        """Bytes of one row (at least 1)."""
        return max(1, self.row_elements * self.element_bits // 8)

    def row_addresses(self, base: int, stride_elements: int) -> list[int]:
        """The first byte of each row when the tile starts at ``base`` and its rows lie
        ``stride_elements`` elements apart."""
        step = stride_elements * self.element_bits // 8
        return [base + row * step for row in range(self.rows)]

    def request_runs(self, base: int, stride_elements: int) -> tuple[list[list[int]], int]:
        """The first byte of each run each request moves, and the bytes of a run: the whole
        rows in one request, or (``requests > 1``) the rows' ``RUN_ELEMENTS``-element runs, run
        by run down the rows, in ``requests`` equal parts."""
        rows = self.row_addresses(base, stride_elements)
        if self.requests <= 1:
            return [rows], self.row_bytes
        run_bytes = RUN_ELEMENTS * self.element_bits // 8
        runs = [row + part * run_bytes for part in range(-(-self.row_elements // RUN_ELEMENTS)) for row in rows]
        size = -(-len(runs) // self.requests)
        return [runs[start:start + size] for start in range(0, len(runs), size)], run_bytes


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
    return FragmentTile(first, second, element_bits, _requests(matrix, layout, (m, n, k), element_bits))


def _requests(matrix: str, layout: str, shape: tuple[int, int, int], element_bits: int) -> int:
    """ptxas's memory instructions for one fragment access (module docstring): the lane's share
    of the tile in 32-bit pieces, 64-bit for a row-major 32-bit accumulator; 1 outside the
    shape and types read from the SASS."""
    expected_bits = 16 if matrix in ("a", "b") else 32
    if shape != (16, 16, 16) or element_bits != expected_bits:
        return 1
    lane_bytes = 16 * 16 * element_bits // 8 // 32
    piece = 8 if matrix in ("c", "d") and layout == "row" else 4
    return lane_bytes // piece


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
