"""The symbolic model refined by concrete evaluation (``representatives``).

* Trip counts (``refine_trips``): the pattern matcher's symbolic counts (``trip_counts``) stay
  where it derives them and the evaluation of the busiest warp (the union of its lanes' paths,
  ``warps``) agrees; a loop
  the matcher left data dependent gets the evaluated count, the mean body executions per entry
  (exact totals for triangular nests); a loop whose guard skips it for every lane counts 0; a
  matcher count the evaluation contradicts is replaced and the derivation says so. A ``--trip``
  override always wins; loops whose exit read an unknown value keep ``trip_<id>``.
* Coalescing (``refine_accesses``): a global access whose lane addresses the evaluation knows gets
  the exact 32-byte sectors of its warp request (a broadcast is one sector, coalesced), with the
  rule of ``coalescing``: coalesced when no more sectors than the distinct bytes need, the distinct
  128-byte lines, and the array it reads (the pointer parameter whose synthetic base holds the
  address) with its offset there.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Mapping

from analyzer.analysis.quantities.coalescing import _lines, _minimum_sectors, _sectors
from analyzer.analysis.interpreter.context import POINTER_BASE_SHIFT, SYMBOL_BASE, EvaluationContext
from analyzer.analysis.interpreter.evaluate import ThreadRun
from analyzer.analysis.quantities.fragments import fragment_tile
from analyzer.analysis.kernel_model import AccessInfo, LoopInfo
from analyzer.ir import Kernel
from analyzer.symbolic import ZERO, Expr, const


def _number(value: Fraction) -> Expr:
    return const(int(value)) if value.denominator == 1 else const(round(float(value), 6))


def refine_trips(trips: tuple[LoopInfo, ...], origin: ThreadRun, bindings: Mapping[str, float]) -> tuple[LoopInfo, ...]:
    """Trip counts per entry with the evaluation of ``origin`` applied (the busiest warp's union
    of its lanes, or thread 0 of block 0; module docstring)."""
    result = []
    for info in trips:
        if f"trip_{info.id}" in bindings or not origin.complete or info.id in origin.unresolved_loops:
            result.append(info)
            continue
        entries = origin.loop_entries.get(info.id, 0)
        iterations = origin.loop_iterations.get(info.id, 0)
        evaluated = Fraction(iterations, entries) if entries else Fraction(0)
        low, high = origin.loop_trips.get(info.id, (0, 0))
        where = (f"evaluated for {_who(origin)}: {entries} entries, {iterations} iterations"
                 + (f" ({low} to {high} per entry)" if low != high else ""))
        if info.data_dependent:
            result.append(LoopInfo(info.id, info.header, info.line, info.depth, info.parent, _number(evaluated), False, where))
            continue
        symbolic = None
        if not info.trip_count.free_symbols():
            symbolic = Fraction(info.trip_count.evaluate({})).limit_denominator(10**6)
        if entries == 0 and symbolic != 0:
            result.append(replace(info, trip_count=const(0), data_dependent=False,
                                  derivation=f"{info.derivation}; the guard before the loop skips it ({where})"))
        elif symbolic is not None and entries and (low != high or symbolic != evaluated):
            result.append(replace(info, trip_count=_number(evaluated), data_dependent=False,
                                  derivation=f"{where}; the matcher's {info.trip_count} does not hold ({info.derivation})"))
        else:
            result.append(info)
    return tuple(result)


def _who(run: ThreadRun) -> str:
    """Which evaluated run a trip count comes from."""
    return (f"the busiest warp, the union of its lanes (thread ({','.join(map(str, run.thread))}) of block "
            f"({','.join(map(str, run.block))}))")


def access_keys(kernel: Kernel, context: EvaluationContext, executions: Mapping[str, Expr]) -> list[tuple[str, int]]:
    """(block label, index) of each global access in ``coalescing.access_infos`` order."""
    keys = []
    for block in kernel.blocks:
        if executions.get(block.label, ZERO) == ZERO:
            continue
        for index, instruction in enumerate(block.instructions):
            if instruction.memory is not None and context.space_of(block.label, index) == "global":
                keys.append((block.label, index))
    return keys


def _array_of(kernel: Kernel, address: int) -> tuple[str, int] | None:
    """The pointer parameter whose synthetic base (``context.parameter_values``) holds an evaluated
    address, and the offset from that base; None for other addresses."""
    index = (address >> POINTER_BASE_SHIFT) - 1
    if address >= SYMBOL_BASE or not 0 <= index < len(kernel.params):
        return None
    return kernel.params[index].name, address - ((index + 1) << POINTER_BASE_SHIFT)


def lane_refinable(access: AccessInfo) -> bool:
    """Whether the evaluated lane addresses tell an access's footprint: every access but a matrix
    fragment, whose 32 lanes share one address and whose footprint is its tile
    (``analysis.quantities.fragments``)."""
    return fragment_tile(access.opcode) is None


def refine_accesses(accesses: tuple[AccessInfo, ...], kernel: Kernel, context: EvaluationContext,
                    executions: Mapping[str, Expr], lanes: Mapping[tuple[str, int], list]) -> tuple[AccessInfo, ...]:
    """``accesses`` (in ``coalescing.access_infos`` order) with the sectors of the evaluated lane
    addresses ((thread index, address) per lane that executed the access). The stride is the
    address step between consecutive ``tid_x`` in the warp's first row (0 for a broadcast)."""
    keys = access_keys(kernel, context, executions)
    if len(keys) != len(accesses):
        return accesses
    result = []
    for key, access in zip(keys, accesses):
        pairs = lanes.get(key)
        if not pairs or not lane_refinable(access):
            result.append(access)
            continue
        addresses = [address for _, address in pairs]
        size = max(1, access.bytes_per_thread)
        sectors = _sectors(addresses, size)
        row = [address for thread, address in pairs if thread[1:] == pairs[0][0][1:]]
        steps = {b - a for a, b in zip(row, row[1:])}
        stride = steps.pop() if len(steps) == 1 else None
        array = _array_of(kernel, min(addresses))
        result.append(AccessInfo(access.line, access.opcode, access.space, access.kind, access.bytes_per_thread,
                                 access.executions, stride, size * len(addresses), sectors,
                                 sectors <= _minimum_sectors(addresses, size),
                                 array[0] if array else None, array[1] if array else None,
                                 lines_per_request=_lines(addresses, size)))
    return tuple(result)

