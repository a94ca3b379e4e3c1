"""The order in which the assembler issues a straight stretch of instructions: global loads
hoisted ahead of their uses, across the branches it turns into predicates, as far as the
registers the kernel was allocated leave room for.

PTX lists a load next to the instruction that uses it, and nvcc guards each load of an unrolled
staging loop with its own bounds-check branch (``@%p bra``; ``ld.global``; ``st.shared``; ...).
ptxas predicates such short branches (if-conversion) and its list scheduler issues the loads
together so that their latencies overlap: the SASS of the Kernel Tuner convolution for sm_75
issues the four ``LDG`` of an unrolled iteration back to back, each under its own predicate, and
stores them afterwards. An in-order scoreboard over the PTX order waits one memory latency per
load there, four times what the machine code waits.

The model (``compiler_order``), over the consecutive blocks the latency analysis walks as one
region (a *stretch*, between loops): after each instruction issued in PTX order, the next
hoistable loads (``is_hoistable_load``, in PTX order) whose operands are already issued follow it,
while fewer than ``window`` loads wait ahead of their place. Each holds a register until its
place, so the window is the registers the kernel was allocated less the most values the stretch
keeps live in PTX order (``load_window``). A load does not move above the writers of its address
and guard registers, the last reader or writer of its destination, a store or an atomic of its
state space or of the generic space, a barrier, a fence, a call, a warp-synchronous instruction,
or a branch ptxas does not predicate (``if_converted_branches``: a forward branch skipping at most
``IF_CONVERSION_LIMIT`` instructions without barriers, calls or returns; a load passing one waits
for the branch's predicate). Everything else keeps its order: the address and guard
computations stay where the PTX has them. (ptxas moves those too; the model that moved them with
their loads predicted the PMPP 1-D convolutions 1.3-2x too fast and was dropped,
``docs/validation/validation-history.md``, thirteenth round.)

Shared-memory loads keep their place. ptxas hoists them too (ten to twelve ``LDS`` ahead of their
``FFMA`` in the same convolution), but hoisting them in the model shortens the unrolled compute
phases to their issue time, and with one warp per processing block the kt model then predicts
such phases faster than measured (the scoreboard charges no issue time, so a lone warp's stalls
and issue do not add up): on the validation set the Kernel Tuner convolution rankings got worse
(``docs/validation/validation-history.md``, thirteenth round).
"""

from __future__ import annotations

from typing import Collection, Sequence

from analyzer.toolchain.ptxas import registers_read_and_written
from analyzer.ir import Block, ExecClass, Instruction, Kernel, MemSpace

#: State spaces whose loads keep their place: shared memory (module docstring) and kernel parameters.
_KEPT_SPACES = frozenset({MemSpace.SHARED, MemSpace.PARAM})
#: Load qualifiers with memory-ordering semantics: such a load keeps its place.
_ORDERED = frozenset({"volatile", "relaxed", "acquire", "sc", "mmio", "strong"})
#: Execution classes a load may not be hoisted across.
_ORDERING_CLASSES = frozenset({ExecClass.BARRIER, ExecClass.SHUFFLE, ExecClass.VOTE, ExecClass.CONTROL,
                               ExecClass.TENSOR, ExecClass.GENERIC})


def is_hoistable_load(instruction: Instruction) -> bool:
    """Whether the model issues ``instruction`` early: an ``ld`` from global, local, constant or
    generic memory without ordering semantics (``volatile``, ``acquire``, ``relaxed``, ...).
    Shared-memory loads keep their place (module docstring)."""
    memory = instruction.memory
    return (memory is not None and memory.kind == "load" and instruction.op == "ld"
            and memory.space not in _KEPT_SPACES and not _ORDERED.intersection(instruction.modifiers))


#: Instructions a forward branch may skip for the assembler to predicate them instead (if-conversion).
IF_CONVERSION_LIMIT = 16


def if_converted_branches(kernel: Kernel) -> frozenset[int]:
    """Ids of the branches ptxas turns into predicates: a forward branch closing its block whose
    skipped blocks (those laid out before its farthest target) hold at most ``IF_CONVERSION_LIMIT``
    instructions, none a barrier, call, return or branch leaving the skipped range."""
    position = {block.label: index for index, block in enumerate(kernel.blocks)}
    converted = set()
    for index, block in enumerate(kernel.blocks):
        if not block.instructions or block.instructions[-1].op != "bra":
            continue
        branch = block.instructions[-1]
        targets = [position.get(label, -1) for label in branch.targets]
        if not targets or min(targets) <= index:
            continue
        end = max(targets)
        skipped = 0
        for inner in range(index + 1, end):
            instructions = kernel.blocks[inner].instructions
            skipped += len(instructions)
            if skipped > IF_CONVERSION_LIMIT or not all(_may_predicate(instruction, inner, end, position)
                                                        for instruction in instructions):
                break
        else:
            converted.add(id(branch))
    return frozenset(converted)


def _may_predicate(instruction: Instruction, index: int, end: int, position: dict[str, int]) -> bool:
    if instruction.exec_class is ExecClass.BARRIER or instruction.op in ("call", "ret"):
        return False
    if instruction.op == "bra":
        return all(index < position.get(label, -1) <= end for label in instruction.targets)
    return True


def _earliest(instructions: Sequence[Instruction], converted: Collection[int],
              operands: Sequence[tuple[list[str], list[str]]]) -> list[int]:
    """For each hoistable load, the index of the last earlier instruction it must follow (-1:
    none): the writers of its address and guard registers, the last reader or writer of its
    destination, the last store or atomic it may not pass, the last ordering instruction (barrier,
    fence, warp-synchronous operation, call, a branch not if-converted) and the writers of the
    guards of the if-converted branches passed since; for other instructions their own index."""
    last_write: dict[str, int] = {}
    last_read: dict[str, int] = {}
    store_by_space: dict[MemSpace, int] = {}
    guards: list[str] = []
    last_ordering = -1
    earliest = []
    for index, (instruction, (reads, writes)) in enumerate(zip(instructions, operands)):
        if is_hoistable_load(instruction):
            space = instruction.memory.space
            stores = (store_by_space.values() if space is MemSpace.GENERIC
                      else (store_by_space.get(space, -1), store_by_space.get(MemSpace.GENERIC, -1)))
            earliest.append(max([last_ordering, *stores]
                                + [last_write.get(name, -1) for name in reads + guards]
                                + [max(last_write.get(name, -1), last_read.get(name, -1)) for name in writes]))
        else:
            earliest.append(index)
            if id(instruction) in converted:
                if instruction.guard is not None:
                    guards.append(instruction.guard.predicate)
            elif instruction.exec_class in _ORDERING_CLASSES or instruction.op in ("call", "bar"):
                last_ordering, guards = index, []
            elif instruction.memory is not None and instruction.memory.kind != "load":
                store_by_space[instruction.memory.space] = index
        for name in reads:
            last_read[name] = index
        for name in writes:
            last_write[name] = index
    return earliest


def load_window(instructions: Sequence[Instruction], registers: int | None, live_out: Collection[str] = (),
                operands: Sequence[tuple[list[str], list[str]]] | None = None) -> int:
    """Loads that may be issued ahead at once: ``registers`` less the peak of values live in the
    stretch in PTX order (a value from its definition, or the stretch's start, to its last read in
    it, or its end when ``live_out`` names it), at least 1; ``registers`` None: no limit but the
    stretch's loads. ``operands``: each instruction's ``registers_read_and_written`` when the
    caller has them."""
    loads = sum(1 for instruction in instructions if is_hoistable_load(instruction))
    if registers is None:
        return max(1, loads)
    last_read: dict[str, int] = {}
    first_seen: dict[str, int] = {}
    if operands is None:
        operands = [registers_read_and_written(instruction) for instruction in instructions]
    for index, (reads, writes) in enumerate(operands):
        for name in reads:
            last_read[name] = index
            first_seen.setdefault(name, -1)
        for name in writes:
            first_seen.setdefault(name, index)
    end = len(instructions)
    changes = [0] * (end + 2)
    for name, start in first_seen.items():
        stop = end if name in live_out else last_read.get(name, start)
        if stop <= start:
            continue
        changes[start + 1] += 1
        changes[stop + 1] -= 1
    live = peak = 0
    for change in changes:
        live += change
        peak = max(peak, live)
    return max(1, min(loads, registers - peak)) if loads else 1


def compiler_order(instructions: Sequence[Instruction], window: int, converted: Collection[int] = frozenset(),
                   operands: Sequence[tuple[list[str], list[str]]] | None = None) -> tuple[Instruction, ...]:
    """The stretch's instructions in the order of the module docstring: after each instruction
    issued in PTX order, the next loads (in PTX order) whose operands are issued
    (``_earliest``), while fewer than ``window`` loads wait ahead of their place. ``operands``:
    each instruction's ``registers_read_and_written`` when the caller has them."""
    loads = [index for index, instruction in enumerate(instructions) if is_hoistable_load(instruction)]
    if window < 1 or not loads:
        return tuple(instructions)
    if operands is None:
        operands = [registers_read_and_written(instruction) for instruction in instructions]
    earliest = _earliest(instructions, converted, operands)
    emitted = [False] * len(instructions)
    order: list[Instruction] = []
    next_load = ahead = 0
    for index, instruction in enumerate(instructions):
        if emitted[index]:
            ahead -= 1  # a hoisted load's place: its register is read from here on
            continue
        order.append(instruction)
        emitted[index] = True
        while next_load < len(loads) and loads[next_load] <= index:
            next_load += 1
        while next_load < len(loads) and ahead < window and earliest[loads[next_load]] <= index:
            order.append(instructions[loads[next_load]])
            emitted[loads[next_load]] = True
            ahead += 1
            next_load += 1
    return tuple(order)


class BlockScheduler:
    """``compiler_order`` of the stretches of consecutive blocks of one kernel (memoised)."""

    def __init__(self, kernel: Kernel, registers: int | None) -> None:
        self.registers = registers
        self.converted = if_converted_branches(kernel)
        self.operands = {block.label: [registers_read_and_written(instruction) for instruction in block.instructions]
                         for block in kernel.blocks}
        self.reads = {label: frozenset(name for reads, _ in operands for name in reads)
                      for label, operands in self.operands.items()}
        self.readers: dict[str, int] = {}
        for names in self.reads.values():
            for name in names:
                self.readers[name] = self.readers.get(name, 0) + 1
        self.memo: dict[tuple[str, ...], tuple[Instruction, ...]] = {}

    def order(self, run: Sequence[Block]) -> tuple[Instruction, ...]:
        """The instructions of the consecutive blocks ``run`` in the assembler's order."""
        key = tuple(block.label for block in run)
        cached = self.memo.get(key)
        if cached is None:
            instructions = [instruction for block in run for instruction in block.instructions]
            inside: dict[str, int] = {}
            for block in run:
                for name in self.reads[block.label]:
                    inside[name] = inside.get(name, 0) + 1
            live_out = {name for name, count in self.readers.items() if count > inside.get(name, 0)}
            operands = [pair for block in run for pair in self.operands[block.label]]
            window = load_window(instructions, self.registers, live_out, operands)
            cached = self.memo[key] = compiler_order(instructions, window, self.converted, operands)
        return cached
