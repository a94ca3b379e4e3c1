"""Values kept in the thread's stack frame, for the value analysis (``facts.values``).

clang keeps a ``volatile`` automatic variable (CLBlast's GEMM holds its combined thread id in one
"to disable caching") in the stack frame, the PTX ``__local_depot``, and reloads it at every use,
where nvcc keeps it in a register. A load from a constant slot of the frame (the depot plus a
constant) reads what the only store to that slot wrote, when that store comes before the load on
every path and no other store may overlap the slot: another constant slot that shares a byte, or a
local or generic store whose address the value analysis cannot follow (it could point into the
frame). Every other load stays data dependent. In LLVM IR each ``alloca`` is a frame of its own
(``frame_allocation``), so the ``.ll`` of such a kernel is followed as its PTX is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Protocol

from analyzer.ir import Address, Instruction, Kernel, MemSpace, Reg
from analyzer.symbolic import Expr, add, sym

#: (depot symbol, offset, bytes) of an access to a constant slot of the frame.
Slot = tuple[str, int, int]

DEPOT_PREFIX = "addr___local_depot"


def frame_symbols_only(address: Expr) -> bool:
    """Whether every symbol of ``address`` is a stack frame's base (``__local_depot``, an LLVM
    ``alloca``): a frame address when it has one, a constant when it has none."""
    return all(name.startswith(DEPOT_PREFIX) for name in address.free_symbols())


def frame_allocation(destination: object) -> Expr | None:
    """The address an LLVM ``alloca`` returns, as a frame of its own: ``addr___local_depot_<name>``
    (the PTX back end gives every alloca a slot of ``__local_depot``), so that loads through it
    are followed as the PTX's are; None for a destination that is not a register."""
    if not isinstance(destination, Reg):
        return None
    return sym(DEPOT_PREFIX + "_" + re.sub(r"\W", "_", destination.name.lstrip("%")))


class _Values(Protocol):
    """What the frame needs of ``facts.values.ValueAnalysis``."""

    kernel: Kernel

    def value(self, operand: object, overrides: Callable | None = None,
              at: tuple[str, int] = ("", 0)) -> Expr | None: ...

    def dominators(self): ...


@dataclass(frozen=True)
class _Access:
    """A memory instruction at (block label, index)."""

    block: str
    index: int
    instruction: Instruction


class StackFrame:
    """The stores that may write a kernel's stack frame, found once, and the values its
    constant slots hold (module docstring)."""

    def __init__(self, values: _Values) -> None:
        self.values = values
        self.stores = self._frame_stores()

    def loaded_value(self, load, overrides: Callable | None) -> Expr | None:
        """What ``load`` (a ``Definition`` of a load instruction) reads when its slot is constant
        and its one earlier writer is known; None otherwise."""
        slot = self.slot(load)
        if slot is None:
            return None
        writers = [(store, written) for store, written in self.stores if written is None or _overlaps(written, slot)]
        if len(writers) != 1 or writers[0][1] != slot or not self._comes_before(writers[0][0], load):
            return None
        store = writers[0][0]
        value = next((operand for operand in store.instruction.srcs if not isinstance(operand, Address)), None)
        return None if value is None else self.values.value(value, overrides, (store.block, store.index))

    def slot(self, access) -> Slot | None:
        """The constant frame slot a local or generic access reaches, or None."""
        memory = access.instruction.memory
        if memory is None or memory.space not in (MemSpace.LOCAL, MemSpace.GENERIC):
            return None
        address = self.values.value(memory.address, None, (access.block, access.index))
        names = address.free_symbols() if address is not None else frozenset()
        if len(names) != 1 or not frame_symbols_only(address):
            return None
        name = next(iter(names))
        try:
            offset = address.evaluate({name: 0})
        except (TypeError, ValueError, ZeroDivisionError):
            return None
        if not isinstance(offset, int) or address != add(sym(name), offset):
            return None
        return name, offset, memory.bytes

    def _frame_stores(self) -> list[tuple[_Access, Slot | None]]:
        """Local and generic stores with their slots (None: address unknown), but for generic
        ones whose address traces to a kernel parameter (global memory)."""
        stores = [_Access(block.label, index, instruction) for block in self.values.kernel.blocks
                  for index, instruction in enumerate(block.instructions)
                  if instruction.memory is not None and instruction.memory.kind == "store"
                  and instruction.memory.space in (MemSpace.LOCAL, MemSpace.GENERIC)]
        with_slots = [(store, self.slot(store)) for store in stores]
        return [(store, slot) for store, slot in with_slots if slot is not None or not self._global(store)]

    def _global(self, store: _Access) -> bool:
        address = self.values.value(store.instruction.memory.address, None, (store.block, store.index))
        parameters = {param.name for param in self.values.kernel.params}
        return address is not None and bool(address.free_symbols() & parameters)

    def _comes_before(self, first, second) -> bool:
        """Whether ``first`` executes before ``second`` on every path to it."""
        if first.block == second.block:
            return first.index < second.index
        return self.values.dominators().dominates(first.block, second.block)


def _overlaps(first: Slot, second: Slot) -> bool:
    """Whether two frame slots share a byte."""
    return first[0] == second[0] and first[1] < second[1] + second[2] and second[1] < first[1] + first[2]
