"""Float arithmetic the evaluator may leave out: results nothing but other such arithmetic reads.

A concrete run (``evaluate.run_thread``) counts every instruction of a block it enters, but it
needs the value of a register only where something reads it: a decision, an address, a call's
argument, a value returned. A kernel's floating-point arithmetic mostly feeds only more of the
same and the stores of its results (an accumulation over loaded values: the filter taps of a
convolution, the products of a GEMM), whose values the run never looks at (a store moves bytes
whatever it stores). Leaving such an instruction out changes no count, path or address, as
backward slicing argues (Weiser 1984: only the instructions a criterion's values depend on need
to run), with the criterion every read that is not a stored value.

The instructions left out (``unread_float_results``): unguarded float ``add sub mul mad fma div
neg abs min max`` whose destinations are read only by other instructions left out and by stores
(as the stored value), and written only by instructions left out. A register they write is then
never set in a run; in the full run it holds a float or nothing, which the loop summaries
(``loop_summary``) treat alike and which nothing else reads.
"""

from __future__ import annotations

from analyzer.analysis.interpreter.semantics import is_float_type
from analyzer.ir import Kernel, MemSpace, Reg, operand_registers

_ARITHMETIC = frozenset({"add", "sub", "mul", "mad", "fma", "div", "neg", "abs", "min", "max"})


def _reads(instruction) -> set[str]:
    """Registers whose values the run uses at ``instruction``: a store's address and guard, not
    the value it stores (a parameter-slot store of a call sequence passes its value on: all)."""
    registers: set[str] = set()
    memory = instruction.memory
    if memory is not None and not instruction.dsts and memory.space is not MemSpace.PARAM:
        registers.update(operand_registers(memory.address))
    else:
        for source in instruction.srcs:
            registers.update(operand_registers(source))
    if instruction.guard is not None:
        registers.add(instruction.guard.predicate)
    return registers


class _Operands:
    """Each instruction of a kernel with its key (block label, index) and the registers it reads
    (``_reads``) and writes, computed once; ``kept`` unions them over the instructions kept."""

    def __init__(self, kernel: Kernel) -> None:
        self.rows = [((block.label, index), instruction, _reads(instruction),
                      {name for destination in instruction.dsts for name in operand_registers(destination)})
                     for block in kernel.blocks for index, instruction in enumerate(block.instructions)]

    def kept(self, left_out) -> tuple[set[str], set[str]]:
        """Registers read and written by the instructions not in ``left_out``."""
        read: set[str] = set()
        written: set[str] = set()
        for key, _, reads, writes in self.rows:
            if key not in left_out:
                read |= reads
                written |= writes
        return read, written


def unread_float_results(kernel: Kernel, operands: _Operands | None = None) -> frozenset[tuple[str, int]]:
    """(block label, index) of the instructions a run may leave out (module docstring)."""
    operands = operands or _Operands(kernel)
    left_out = {key for key, instruction, _, _ in operands.rows
                if instruction.op in _ARITHMETIC and instruction.guard is None and instruction.memory is None
                and is_float_type(instruction.type) and instruction.dsts
                and all(isinstance(destination, Reg) for destination in instruction.dsts)}
    while True:
        read, written = operands.kept(left_out)
        used = read | written  # a register a kept instruction writes stays set
        dropped = {key for key, _, _, writes in operands.rows if key in left_out and not used.isdisjoint(writes)}
        if not dropped:
            return frozenset(left_out)
        left_out -= dropped


def evaluation_shortcuts(kernel: Kernel) -> tuple[frozenset[tuple[str, int]], frozenset[tuple[str, int]]]:
    """``unread_float_results`` and the memory accesses whose only effect on a run is their
    count and first address (module docstring): unguarded ``ld``/``st`` outside the parameter
    space whose destinations no instruction kept reads and no other kept instruction writes."""
    operands = _Operands(kernel)
    unread = unread_float_results(kernel, operands)
    candidates = {key for key, instruction, _, _ in operands.rows
                  if instruction.memory is not None and instruction.guard is None and instruction.op in ("ld", "st")
                  and instruction.memory.space is not MemSpace.PARAM}
    _, written = operands.kept(unread | candidates)
    read, _ = operands.kept(unread)
    counted = frozenset(key for key, _, _, writes in operands.rows if key in candidates
                        and read.isdisjoint(writes) and written.isdisjoint(writes))
    return unread, counted
