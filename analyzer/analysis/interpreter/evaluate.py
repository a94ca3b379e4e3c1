"""Concrete evaluation of one thread of a kernel: run the CFG with known values.

With the parameters and the launch bound, one thread (block and thread indices) is interpreted
block by block: parameters, special registers (tid ntid ctaid nctaid laneid), constants and
integer/predicate arithmetic are known (``semantics``); values loaded from memory are unknown.
PTX registers may be written in several places (they are not SSA): the state is simply the last
value written; LLVM phis read the value of the edge taken. The run records each block's
executions, each loop's entries and body executions (per entry: back edges taken, plus one when
the loop's counting exit is a latch, as ``counts`` defines a trip count), the dynamic
instructions (phis excluded), global bytes (an instruction whose guard is false moves none),
shared accesses, barriers, and the address of each memory instruction's first execution.
Float arithmetic whose result nothing but other such arithmetic and stored values read is
counted and not evaluated (``unread``).

Decisions on unknown values: a loop exit takes the ``--trip`` override when one is bound
(``trip_<id>``) and otherwise leaves the loop (the loop is reported unresolved); any other
branch takes the side with more exclusive work (instructions reachable from it and not from the
other side), as the static model does.

Bounded work: at every back edge of the innermost running loop the state is kept for three
iterations; when two iterations took the same blocks, every integer register moved by a constant
step and no decision read a varying nonlinear value (``semantics.NONLINEAR_OPS``), the iterations
until the first comparison changes outcome are summarised at once (the comparisons are affine in
the iteration number, so the first change is solved for), and the run continues concretely from
there (``loop_summary``). Calls of the module's device functions are followed with their
arguments bound (``calls``). A run also stops after ``max_steps`` interpreted instructions
(``complete`` False).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from analyzer.analysis.interpreter.context import EvaluationContext
from analyzer.analysis.interpreter.loop_summary import LoopNeverEnds, summarise
from analyzer.analysis.facts.predicates import branch_condition
from analyzer.analysis.interpreter.semantics import type_width
from analyzer.analysis.interpreter.thread_state import IterationSnapshot, LoopEntry, ThreadState
from analyzer.ir import Reg

MAX_STEPS = 400_000


@dataclass(frozen=True)
class ThreadRun:
    """What one thread executed (see the module docstring). ``loop_trips`` gives the smallest and
    largest body executions per entry; ``unresolved_loops`` the loops whose exit needed an
    unknown value; ``data_decisions`` the other decisions taken on unknown values; ``active``
    whether the thread accessed memory or waited at a barrier (an inactive thread only computed:
    it left at the entry guards)."""

    block: tuple[int, int, int]
    thread: tuple[int, int, int]
    instructions: int
    global_load_bytes: int
    global_store_bytes: int
    global_atomic_bytes: int
    shared_accesses: int
    syncs: int
    block_counts: Mapping[str, int]
    loop_entries: Mapping[str, int]
    loop_iterations: Mapping[str, int]
    loop_trips: Mapping[str, tuple[int, int]]
    unresolved_loops: frozenset[str]
    data_decisions: int
    active: bool
    complete: bool
    first_addresses: Mapping[tuple[str, int], int]
    recursive_calls: frozenset[str] = frozenset()

    @property
    def exact(self) -> bool:
        """Whether every decision of the run was taken on known values, no recursive call was
        cut and the run finished."""
        return self.complete and not self.unresolved_loops and self.data_decisions == 0 and not self.recursive_calls


class _Run(ThreadState):
    """A thread run: ``ThreadState`` driven block by block through the CFG (module docstring)."""

    # -- control ---------------------------------------------------------------------------
    def next_block(self, block) -> str | None:
        instructions = block.instructions
        last = instructions[-1] if instructions else None
        if last is not None and last.op == "ret":
            if last.guard is None:
                return None
            truth = self.state.get(last.guard.predicate)
            if truth is None:
                self.counters["decisions"] += 1
                return None
            if bool(truth) != last.guard.negated:
                return None
        condition = branch_condition(block)
        if condition is not None:
            _, predicate, negated, taken, other = condition
            truth = self.state.get(predicate) if predicate else None
            if truth is not None:
                return taken if bool(truth) != negated else (other or taken)
            return self._unknown_choice(block.label, [s for s in (taken, other) if s is not None])
        if last is not None and last.op == "bra" and len(block.successors) > 1:
            return self._unknown_choice(block.label, list(block.successors))
        return block.successors[0] if block.successors else None

    def _unknown_choice(self, label: str, choices: list[str]) -> str:
        for entry in reversed(self.stack):
            inside = [c for c in choices if c in entry.loop.blocks]
            outside = [c for c in choices if c not in entry.loop.blocks]
            if inside and outside:
                override = self.bindings.get(f"trip_{self.context.prefix}{entry.loop.id}")
                if override is None:
                    self.unresolved.add(entry.loop.id)
                    return outside[0]
                done = entry.back_edges + (1 if self.context.latch_exit[entry.loop.id] else 0)
                return inside[0] if done < override else outside[0]
        self.counters["decisions"] += 1
        return self.context.heavier(label, choices)

    def transition(self, source: str, target: str) -> None:
        while self.stack and target not in self.stack[-1].loop.blocks:
            self._leave(self.stack.pop())
        loop = self.context.loop_of_header.get(target)
        if loop is None:
            return
        if self.stack and self.stack[-1].loop is loop and source in loop.blocks:
            entry = self.stack[-1]
            entry.back_edges += 1
            self._snapshot(entry)
        else:
            if self.stack:
                self.stack[-1].nested = True
            self.stack.append(LoopEntry(loop))
            self.entries[loop.id] = self.entries.get(loop.id, 0) + 1
        self.trace, self.compares = [], []

    def _leave(self, entry: LoopEntry) -> None:
        loop_id = entry.loop.id
        body = entry.back_edges + (1 if self.context.latch_exit[loop_id] else 0)
        self.iterations[loop_id] = self.iterations.get(loop_id, 0) + body
        low, high = self.trips.get(loop_id, (body, body))
        self.trips[loop_id] = (min(low, body), max(high, body))
        if self.stack:
            self.stack[-1].nested = True

    def _snapshot(self, entry: LoopEntry) -> None:
        if entry.nested:
            entry.nested, entry.history = False, []
            return
        record = IterationSnapshot(tuple(self.trace), self.compares, dict(self.state), dict(self.counters),
                                   dict(self.block_counts))
        entry.history = (entry.history + [record])[-3:]
        if len(entry.history) == 3:
            summarise(self, entry)

    def run(self) -> None:
        context = self.context
        label, previous = context.entry, None
        try:
            while label is not None:
                block = context.blocks[label]
                self.block_counts[label] = self.block_counts.get(label, 0) + 1
                self.trace.append(label)
                plan = context.plan(label)
                if plan.phis:
                    self._phis(plan.phis, previous)
                self.counters["instructions"] += len(plan.steps)
                execute = self.execute
                if self.counts_only or label in self.addressed:
                    for step in plan.uncounted:
                        execute(step)
                    if plan.counted:
                        self.counted_block(label)
                else:
                    for step in plan.executed:
                        execute(step)
                    if plan.counted and all(key in self.first_addresses for key in plan.counted):
                        self.addressed.add(label)
                self.steps += len(block.instructions)
                if self.steps > self.max_steps:
                    self.complete = False
                    break
                if (self.stop_when_active and self.active) or (self.stop_after and not self.awaited):
                    break
                following = self.next_block(block)
                if following is not None:
                    self.transition(label, following)
                previous, label = label, following
        except LoopNeverEnds:
            pass
        while self.stack:
            self._leave(self.stack.pop())

    def _phis(self, phis, previous: str | None) -> None:
        updates = []
        for instruction in phis:
            value, tainted = None, False
            for source, incoming in zip(instruction.srcs, instruction.incoming):
                if incoming == previous:
                    value = self.value(source)
                    tainted = isinstance(source, Reg) and source.name in self.tainted
                    break
            for dst in instruction.dsts:
                updates.append((dst, value, tainted, type_width(instruction.type, 64)))
        for dst, value, tainted, width in updates:
            self.write(dst, value, width, tainted)


def run_thread(context: EvaluationContext, bindings: Mapping[str, float], block: tuple[int, int, int],
               thread: tuple[int, int, int], stop_when_active: bool = False, max_steps: int = MAX_STEPS,
               stop_after: frozenset = frozenset(), counts_only: bool = False) -> ThreadRun:
    """Evaluate one thread (``block``, ``thread`` indices) with parameters and launch from
    ``bindings``; see the module docstring for what is recorded and how loops are summarised.
    The run stops early once it is active (``stop_when_active``) or once every memory
    instruction of ``stop_after`` (block label, index) has executed. ``counts_only`` runs count
    the accesses that only count (``unread.evaluation_shortcuts``) without evaluating them: the
    same path, counters and trips, without those accesses' ``first_addresses``."""
    run = _Run(context, bindings, block, thread, stop_when_active, max_steps, stop_after)
    run.counts_only = counts_only
    run.run()
    counters = run.counters
    return ThreadRun(
        block=block, thread=thread, instructions=counters["instructions"],
        global_load_bytes=counters["load"], global_store_bytes=counters["store"],
        global_atomic_bytes=counters["atomic"], shared_accesses=counters["shared"], syncs=counters["syncs"],
        block_counts=run.block_counts, loop_entries=run.entries, loop_iterations=run.iterations,
        loop_trips=run.trips, unresolved_loops=frozenset(run.unresolved), data_decisions=counters["decisions"],
        active=run.active, complete=run.complete, first_addresses=run.first_addresses,
        recursive_calls=frozenset(run.recursion),
    )
