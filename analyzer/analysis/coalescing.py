"""Coalescing of global memory accesses: 32-byte sectors per warp request.

For each global access the address expression (``values``) is evaluated for the 32 lanes of the
first warp of a block: lane ``l`` has ``tid_x = l % ntid_x``, ``tid_y = (l // ntid_x) % ntid_y``,
``tid_z = l // (ntid_x*ntid_y)``; block ids are 0; pointer parameters and the addresses of
named objects are 0 (bases assumed 256-byte aligned); a loop-carried address takes its first
iteration's value (the loop step is the same for every lane, so the pattern repeats). The
request touches the distinct 32-byte sectors covering ``[address, address + bytes)`` of every
lane. An access is *coalesced* when it touches no more sectors than its distinct bytes need when
laid out contiguously from the warp's lowest address: a misaligned but contiguous warp (a
stencil's west neighbour) is coalesced, gaps between lanes (strides, transposed stores) are not.
This is the "uncoalesced" of method C (Kleimenov and Popova 2021), which follows Hong and Kim
(2009): accesses the memory system cannot merge.
When the address cannot be evaluated (unbound parameter, data-dependent address) the access is
assumed coalesced and a note says so.
"""

from __future__ import annotations

from typing import Mapping

from analyzer.analysis.counts import effective_space
from analyzer.analysis.kernel_model import AccessInfo
from analyzer.analysis.values import ValueAnalysis
from analyzer.ir import Kernel, MemSpace
from analyzer.symbolic import Expr, ZERO, UnboundSymbolError, compile_expr

WARP_SIZE = 32
SECTOR_BYTES = 32


def warp_lanes(bindings: Mapping[str, float]) -> list[dict[str, int]]:
    """Thread ids of the lanes of a block's first warp (fewer than 32 when the block is
    smaller); a block shape without bindings is taken as one-dimensional along x."""
    nx = int(bindings.get("ntid_x", WARP_SIZE))
    ny = int(bindings.get("ntid_y", 1))
    nz = int(bindings.get("ntid_z", 1))
    count = max(1, min(WARP_SIZE, nx * ny * nz))
    return [{"tid_x": lane % nx, "tid_y": (lane // nx) % ny, "tid_z": lane // (nx * ny)} for lane in range(count)]


def _sectors(addresses: list[int], size: int) -> int:
    touched = set()
    for address in addresses:
        touched.update(range(address // SECTOR_BYTES, (address + size - 1) // SECTOR_BYTES + 1))
    return len(touched)


def _minimum_sectors(addresses: list[int], size: int) -> int:
    distinct = set()
    for address in addresses:
        distinct.update(range(address, address + size))
    lowest = min(addresses)
    return (lowest % SECTOR_BYTES + len(distinct) + SECTOR_BYTES - 1) // SECTOR_BYTES


def access_infos(kernel: Kernel, values: ValueAnalysis, executions: Mapping[str, Expr],
                 bindings: Mapping[str, float], starts: Mapping[str, Expr]) -> tuple[tuple[AccessInfo, ...], tuple[str, ...]]:
    """AccessInfo of every global access on the executed path, and notes for the accesses
    assumed coalesced. ``starts`` gives the first-iteration values of induction variables."""
    lanes = warp_lanes(bindings)
    base_env: dict[str, float] = {name: value for name, value in bindings.items()}
    for name in ("ctaid_x", "ctaid_y", "ctaid_z"):
        base_env[name] = 0
    pointers = {param.name for param in kernel.params if param.is_pointer}
    for name in pointers:
        base_env[name] = 0

    def override(name: str, block: str, index: int) -> Expr | None:
        return starts.get(name)

    infos: list[AccessInfo] = []
    notes: list[str] = []
    for block in kernel.blocks:
        count = executions.get(block.label, ZERO)
        if count == ZERO:
            continue
        for index, instruction in enumerate(block.instructions):
            access = instruction.memory
            if access is None:
                continue
            space, _ = effective_space(instruction, kernel, values, (block.label, index))
            if space is not MemSpace.GLOBAL:
                continue
            size = max(1, access.bytes)
            request = size * len(lanes)
            address = values.value(access.address, override, (block.label, index))
            addresses: list[int] | None = None
            reason = "data-dependent address"
            if address is not None:
                env = dict(base_env)
                for name in address.free_symbols():
                    if name.startswith("addr_"):
                        env.setdefault(name, 0)
                try:
                    missing = address.free_symbols() - env.keys() - {"tid_x", "tid_y", "tid_z"}
                    if missing:
                        raise UnboundSymbolError(missing)
                    function = compile_expr(address, address.free_symbols())
                    addresses = [int(function(**{**env, **lane})) for lane in lanes]
                except UnboundSymbolError as error:
                    reason = f"address needs {', '.join(error.missing)}"
                except (ZeroDivisionError, ValueError, TypeError, OverflowError):
                    reason = "address not evaluable"
            if addresses is None:
                notes.append(f"line {instruction.line}: {instruction.opcode} assumed coalesced ({reason})")
                minimum = (request + SECTOR_BYTES - 1) // SECTOR_BYTES
                infos.append(AccessInfo(instruction.line, instruction.opcode, space, access.kind, access.bytes,
                                        count, None, request, minimum, True))
                continue
            stride = _stride(addresses, lanes)
            sectors = _sectors(addresses, size)
            bases = sorted(name for name in address.free_symbols() if name in pointers or name.startswith("addr_"))
            infos.append(AccessInfo(instruction.line, instruction.opcode, space, access.kind, access.bytes, count,
                                    stride, request, sectors, sectors <= _minimum_sectors(addresses, size),
                                    "+".join(bases) or None, min(addresses)))
    return tuple(infos), tuple(notes)


def _stride(addresses: list[int], lanes: list[dict[str, int]]) -> int | None:
    """Address step between consecutive tid_x within the first row of the warp (None when the
    steps differ or the row has one thread)."""
    row = [address for address, lane in zip(addresses, lanes) if lane["tid_y"] == 0 and lane["tid_z"] == 0]
    if len(row) < 2:
        return None
    steps = {row[i + 1] - row[i] for i in range(len(row) - 1)}
    return steps.pop() if len(steps) == 1 else None
