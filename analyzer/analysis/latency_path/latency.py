"""Method C's per-thread ``time`` and ``delay`` (Kleimenov and Popova 2021, section 3, Fig. 3).

``time`` is the run time of one thread alone on the GPU: the critical path through the data
dependences of the instructions it executes, each weighted by its latency symbol
``lat_<class>``, with loops contributing ``trip * (critical path of one iteration)``, the form
of the paper's Fig. 3 example (a loop in LLVM IR with its expression over ``lat``/``del``/``trip``
symbols; the figure's image is not in the extracted text of Kleimenov and Popova 2021, so the equations below
are this module's own precise reading). ``delay`` is the sum of the issue delays
``del_<class>`` of the executed instructions.

The latency model (an in-order scoreboard, evaluated symbolically):

* The executed path is the sequence of *items* at each nesting level: blocks with a non-zero
  execution count, in ``kernel.blocks`` order, and child loops, each collapsed into one item at
  the position of its first block.
* Straight-line code (consecutive block items, across branches) runs through the scoreboard in
  the order the assembler issues it (``analysis.latency_path.schedule.compiler_order``: global loads hoisted
  ahead of their uses within the kernel's registers, across the branches ptxas predicates)::

      start(i)  = max( start(i-1), max_{v in src(i)} ready(v) )   (in-order issue, operands ready)
      ready(d)  = start(i) + lat_class(i)                          for every register d of dst(i)
      T(region) = max_i ( start(i) + lat_class(i) )   over instructions that define a register,
                  max'ed with start(i) of those that do not (stores, branches: the thread does not
                  wait for a store or a branch to complete)

  The guard predicate of an instruction is one of its sources. A barrier waits for every
  outstanding value: ``start(bar) = max(start(bar-1), T so far)`` and the next instruction
  starts no earlier than ``start(bar) + lat_barrier``. A ``phi`` takes no issue slot: its
  register is ready when its sources are. Registers defined before the region are ready at 0.
* A loop boundary (entry, every iteration end, exit) is a synchronisation point where all
  values are ready, so ::

      T(loop)   = trip_count(loop) * T(body)        T(body) = the item sequence of one iteration
                  [+ T(final test)]                 (every executed block of the loop once); a loop
                                                    tested before its body adds its final, failing
                                                    test once (``loops.final_test_blocks``)
      T(level)  = sum of T(region) and T(loop) over its items, regions split by loops and
                  barriers (a barrier waits for every value: the split changes no value and
                  keeps the chain sets small)

  The loop-carried chains (an accumulator through its ``fma``, a pointer increment) lie inside
  one iteration's critical path, so each costs its latency once per iteration. Waiting for all
  values at each boundary can only delay instructions, so ``T`` is an upper bound of the same
  in-order model without the boundaries.

Each region time is a maximum of *chains* (``analysis.latency_path.chains``: sets of coefficient vectors over
the latency classes, without dominated chains, capped at ``chains.MAX_CHAINS``).

The *synchronised* path (the second of ``latency_expressions``, the kt model's) adds the
issue of the warps in step to the barriers. No warp of a block leaves a barrier before every warp
of the block has issued its instructions up to it, so a level with barriers is a sum of *phases*
(the items between barriers, a barrier closing its phase), each costing ::

      T(phase) = max( sum of its region and loop times,  N(phase) * issue_phase )

where ``N`` counts the phase's instructions per thread (loops times their trip counts) and
``issue_phase`` is the cycles a processing block takes to issue one instruction of each warp it
holds that is in the same phase (bound by the kt model: every warp on the SM, since the blocks of
a wave start together and reach their barriers together). The block then pays its loads and its
arithmetic in turn. Levels
without barriers are summed as in ``time``; with ``issue_phase = 0`` the path is ``time`` (a
barrier already waits for every value).
"""

from __future__ import annotations

from typing import Callable, Iterator, Mapping, Sequence, Union

from analyzer.analysis.latency_path.chains import ChainSet, ChainSpace
from analyzer.analysis.kernel_model import PHASE_ISSUE_SYMBOL, delay_symbol, trip_symbol
from analyzer.analysis.facts.loops import Loop, final_test_blocks
from analyzer.analysis.latency_path.schedule import BlockScheduler
from analyzer.ir import Block, ExecClass, Instruction, Kernel, Reg, Vector, is_constant_operand_load, operand_registers
from analyzer.symbolic import ZERO, Expr, add, max_, mul, sym

PathItem = Union[Block, Loop]


# ---------------------------------------------------------------------------------------------
# The executed path as items


def is_executed(block_executions: Mapping[str, Expr], label: str) -> bool:
    """Whether a block lies on the longest path: its execution count is present and not the
    constant 0."""
    executions = block_executions.get(label)
    if executions is None:
        return False
    return not (executions.is_const and executions.value == 0)


def path_items(kernel: Kernel, loops: tuple[Loop, ...], block_executions: Mapping[str, Expr],
               level: Loop | None = None) -> tuple[PathItem, ...]:
    """The items of one nesting level (the kernel when ``level`` is None, else one iteration of
    that loop) on the executed path: executed blocks outside child loops, and child loops with
    at least one executed block, in execution order (``execution_order``)."""
    members = level.blocks if level is not None else frozenset(block.label for block in kernel.blocks)
    parent_id = level.id if level is not None else None
    children = [loop for loop in loops if loop.parent == parent_id and loop.blocks <= members]
    owner = {label: child for child in children for label in child.blocks}
    items: list[PathItem] = []
    for node in execution_order(kernel, members, owner, None if level is None else level.header):
        if isinstance(node, Loop):
            if any(is_executed(block_executions, label) for label in node.blocks):
                items.append(node)
        elif is_executed(block_executions, node.label):
            items.append(node)
    return tuple(items)


def execution_order(kernel: Kernel, members: frozenset[str], owner: Mapping[str, Loop],
                    header: str | None) -> list:
    """The blocks of one nesting level and its child loops (each loop one node) in an order
    execution can follow: a topological order of the level's control flow without its back
    edges (to ``header``), ties broken by the order of ``kernel.blocks``. nvcc lays PTX out that
    way already; clang's LLVM IR puts a loop's exit block (``for.cond.cleanup``) before the loop's
    body, which file order would cost before the loop. Nodes on a cycle that is not a natural
    loop keep file order."""
    position: dict[object, int] = {}
    node_of: dict[str, object] = {}
    for index, block in enumerate(kernel.blocks):
        if block.label not in members:
            continue
        node = owner.get(block.label, block)
        node_of[block.label] = node
        position.setdefault(id(node), index)
    nodes = {id(node): node for node in node_of.values()}
    edges: dict[int, set[int]] = {key: set() for key in nodes}
    incoming = dict.fromkeys(nodes, 0)
    for block in kernel.blocks:
        if block.label not in members:
            continue
        source = id(node_of[block.label])
        for target in block.successors:
            if target == header or target not in node_of:
                continue
            destination = id(node_of[target])
            if destination != source and destination not in edges[source]:
                edges[source].add(destination)
                incoming[destination] += 1
    ready = sorted((position[key], key) for key, count in incoming.items() if count == 0)
    order: list[int] = []
    while ready:
        _, key = ready.pop(0)
        order.append(key)
        for target in edges[key]:
            incoming[target] -= 1
            if incoming[target] == 0:
                ready.append((position[target], target))
                ready.sort()
    seen = set(order)
    order += sorted((key for key in nodes if key not in seen), key=lambda key: position[key])
    return [nodes[key] for key in order]


def trip_count_expression(loop: Loop, trip_counts: Mapping[str, Expr]) -> Expr:
    """The trip count of a loop per entry: from ``trip_counts``, else the symbol ``trip_<id>``."""
    return trip_counts.get(loop.id, sym(trip_symbol(loop.id)))


# ---------------------------------------------------------------------------------------------
# The scoreboard of one straight-line region


def _defines_value(instruction: Instruction) -> bool:
    if instruction.memory is not None and instruction.memory.kind == "store":
        return False
    return any(isinstance(dst, (Reg, Vector)) for dst in instruction.dsts)


class _Scoreboard:
    """Ready times of registers, the last issue time and the completion time of a region.

    ``done`` (the region's time) is the maximum over what nothing later waited for: the ready
    times no later instruction read (each read one is dominated by its reader's start, which the
    in-order issue carries forward) and the last issue time, which covers the starts of stores and
    branches; it is joined when asked for, not once per instruction."""

    def __init__(self, space: ChainSpace) -> None:
        self.space = space
        self.ready: dict[str, ChainSet] = {}
        self.issue = space.zero
        self.count = 0
        self._base = space.zero  # everything before the last barrier
        self._produced: list[ChainSet] = []
        self._read: dict[int, ChainSet] = {}  # by id, holding each so that no id is reused

    @property
    def done(self) -> ChainSet:
        """The region's time so far (class docstring)."""
        unread = [ready for ready in self._produced if id(ready) not in self._read]
        return self.space.join([self._base, self.issue, *unread])

    def _source_times(self, instruction: Instruction, defines: bool) -> list[ChainSet]:
        names = [name for operand in instruction.srcs for name in operand_registers(operand)]
        if not defines:
            names += [name for operand in instruction.dsts for name in operand_registers(operand)]
        if instruction.guard is not None:
            names.append(instruction.guard.predicate)
            names.append("%" + instruction.guard.predicate)
        ready = self.ready
        return [ready[name] for name in names if name in ready]

    def _define(self, instruction: Instruction, ready: ChainSet) -> None:
        for operand in instruction.dsts:
            for name in operand_registers(operand):
                self.ready[name] = ready

    def run(self, instruction: Instruction) -> None:
        defines = _defines_value(instruction)
        sources = self._source_times(instruction, defines)
        if instruction.op == "phi":  # no issue slot; its sources stay unread for ``done``
            self._define(instruction, self.space.join(sources))
            return
        self.count += 1
        # A time read before in this phase is covered by the issue time (each start covers what it
        # waited for, and the issue time only grows), so it cannot change the maximum: leave it out.
        read = self._read
        waited = [source for source in sources if id(source) not in read]
        read.update((id(source), source) for source in waited)
        start = self.space.join([self.issue, *waited]) if waited else self.issue
        if instruction.exec_class is ExecClass.BARRIER:
            start = self.space.join([start, self.done])
            self.issue = self.space.shift(start, instruction.exec_class)
            self._base, self._produced, self._read = self.issue, [], {}
            self._define(instruction, self.issue)  # bar.red results
            return
        self.issue = start
        if defines and is_constant_operand_load(instruction):
            # folded into its consumer as a c[bank][offset] operand: no load, no latency of its own
            self._define(instruction, start)
        elif defines:
            ready = self.space.shift(start, instruction.exec_class)
            self._define(instruction, ready)
            self._produced.append(ready)


# ---------------------------------------------------------------------------------------------
# Public analyses


def _level_times(kernel: Kernel, loops: tuple[Loop, ...], trip_counts: Mapping[str, Expr],
                 block_executions: Mapping[str, Expr], level: Loop | None,
                 space: ChainSpace, tests: Mapping[str, tuple[str, ...]],
                 order: Callable[[tuple[Block, ...]], Sequence[Instruction]]) -> tuple[Expr, Expr | None, Expr]:
    """``(time, synchronised, instructions)`` of one level: the sum of its region and loop times,
    regions split at loops and barriers; the sum of its barrier phases (None when no barrier lies
    on this level or below, the synchronised path then being ``time``); and its instructions per
    thread (phis apart, loops times their trip counts)."""
    pieces: list[Expr] = []  # the open phase's region and loop times (``time``)
    synchronised_pieces: list[Expr] = []  # the same with the loops' synchronised times
    issued: list[Expr] = []  # the open phase's instructions: its own, and its loops' times trips
    straight = 0  # the open phase's instructions outside loops
    times: list[Expr] = []  # ``time`` of the closed phases
    phases: list[Expr] = []  # the closed phases
    level_instructions: list[Expr] = []  # the closed phases' instructions
    below = False  # a loop of this level holds a barrier
    board = _Scoreboard(space)
    for item in _runs(path_items(kernel, loops, block_executions, level)):
        if isinstance(item, tuple):
            for instruction in order(item):
                board.run(instruction)
                if instruction.op == "phi":
                    continue
                straight += 1
                if instruction.exec_class is ExecClass.BARRIER:
                    region = space.expression(board.done)
                    board = _Scoreboard(space)
                    phase_instructions = add(straight, *issued)
                    times.append(add(*pieces, region))
                    phases.append(_phase([*synchronised_pieces, region], phase_instructions))
                    level_instructions.append(phase_instructions)
                    pieces, synchronised_pieces, issued, straight = [], [], [], 0
            continue
        if board.count:
            region = space.expression(board.done)
            pieces.append(region)
            synchronised_pieces.append(region)
            board = _Scoreboard(space)
        body, synchronised_body, body_instructions = _level_times(kernel, loops, trip_counts, block_executions,
                                                                  item, space, tests, order)
        trip = trip_count_expression(item, trip_counts)
        pieces.append(mul(trip, body))
        synchronised_pieces.append(mul(trip, body if synchronised_body is None else synchronised_body))
        below = below or synchronised_body is not None
        issued.append(mul(trip, body_instructions))
        final = [instruction for label in tests.get(item.id, ()) if is_executed(block_executions, label)
                 for instruction in kernel.block(label).instructions]
        if final:  # the final, failing test of a loop tested before its body
            test_board = _Scoreboard(space)
            for instruction in final:
                test_board.run(instruction)
            region = space.expression(test_board.done)
            pieces.append(region)
            synchronised_pieces.append(region)
            issued.append(test_board.count)
    if board.count:
        region = space.expression(board.done)
        pieces.append(region)
        synchronised_pieces.append(region)
    open_instructions = add(straight, *issued)
    instructions = add(*level_instructions, open_instructions)
    time = add(*times, *pieces) if times or pieces else ZERO
    if phases:
        return time, add(*phases, _phase(synchronised_pieces, open_instructions)), instructions
    return time, (add(*synchronised_pieces) if below else None), instructions


def _runs(items: Sequence[PathItem]) -> Iterator[tuple[Block, ...] | Loop]:
    """The items with each run of consecutive blocks gathered into one tuple (a straight-line
    stretch the assembler schedules as one)."""
    run: list[Block] = []
    for item in items:
        if isinstance(item, Block):
            run.append(item)
            continue
        if run:
            yield tuple(run)
            run = []
        yield item
    if run:
        yield tuple(run)


def _phase(pieces: list[Expr], instructions: Expr) -> Expr:
    """A synchronised phase: its critical path or the issue of its ``instructions`` by the block's
    warps, whichever is longer."""
    path = add(*pieces) if pieces else ZERO
    return max_(path, mul(instructions, sym(PHASE_ISSUE_SYMBOL))) if instructions != ZERO else path


def latency_expressions(kernel: Kernel, loops: tuple[Loop, ...], trip_counts: Mapping[str, Expr],
                        block_executions: Mapping[str, Expr], registers: int | None = None) -> tuple[Expr, Expr | None]:
    """Method C's per-thread ``time`` (Kleimenov and Popova 2021, Fig. 3): the critical path of
    the thread taking the longest path, over ``lat_<class>`` symbols, by the in-order scoreboard
    of the module docstring (``T(kernel) = sum of region maxima + sum trip * T(loop body)``) over
    the assembler's order (``registers`` per thread bound the loads it issues ahead; None: no
    bound); and,
    from the same pass, the kt model's synchronised path:
    a sum of barrier-delimited phases each at least the issue of its instructions by the block's
    warps (``issue_phase``, module docstring); None when the path has no barrier."""
    order = BlockScheduler(kernel, registers).order
    time, synchronised, _instructions = _level_times(kernel, loops, trip_counts, block_executions, None,
                                                     ChainSpace(kernel), final_test_blocks(kernel, loops), order)
    return time, synchronised


def issue_delay_expression(kernel: Kernel, block_executions: Mapping[str, Expr]) -> Expr:
    """Method C's per-thread ``delay`` (Kleimenov and Popova 2021, section 3): the sum over
    executed instructions of ``executions * del_<class>``, i.e.
    ``sum_class del_class * sum_{blocks b} executions(b) * count_class(b)``.
    ``phi`` nodes are not issued and cost nothing."""
    per_class: dict[ExecClass, list[Expr]] = {}
    for block in kernel.blocks:
        if not is_executed(block_executions, block.label):
            continue
        counts: dict[ExecClass, int] = {}
        for instruction in block.instructions:
            if instruction.op != "phi":
                counts[instruction.exec_class] = counts.get(instruction.exec_class, 0) + 1
        for exec_class, count in counts.items():
            per_class.setdefault(exec_class, []).append(mul(count, block_executions[block.label]))
    terms = [mul(add(*executions), sym(delay_symbol(exec_class)))
             for exec_class, executions in sorted(per_class.items(), key=lambda pair: pair[0].value)]
    return add(*terms) if terms else ZERO

