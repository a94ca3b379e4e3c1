"""Natural loops of a kernel's CFG.

A back edge is an edge ``latch -> header`` whose header dominates the latch; the natural loop of
the edge is the header plus every block that reaches the latch without passing the header
(Aho, Lam, Sethi, Ullman, "Compilers", 2nd ed., section 9.6.6). Loops that share a header are
merged into one. Irreducible cycles (retreating edges whose target does not dominate the source)
have no natural loop and are not reported.
"""

from __future__ import annotations

from dataclasses import dataclass

from analyzer.analysis.facts.cfg import ControlFlowGraph, build_cfg
from analyzer.ir import Block, Kernel
from analyzer.symbolic import Expr, add


@dataclass(frozen=True)
class Loop:
    """A natural loop: ``id`` ("L1", "L2", ... by header position in ``kernel.blocks``), header
    label, all member blocks (nested loops included), latches (sources of back edges), exits
    (member blocks with a successor outside), the id of the innermost enclosing loop, and the
    nesting depth (1 = outermost)."""

    id: str
    header: str
    blocks: frozenset[str]
    latches: tuple[str, ...]
    exits: tuple[str, ...]
    parent: str | None
    depth: int


def _natural_loop_blocks(cfg: ControlFlowGraph, header: str, latches: list[str]) -> set[str]:
    members = {header}
    work = [latch for latch in latches if latch != header]
    members.update(work)
    while work:
        block = work.pop()
        for pred in cfg.predecessors.get(block, ()):
            if pred not in members:
                members.add(pred)
                work.append(pred)
    return members


def find_loops(kernel: Kernel, cfg: ControlFlowGraph | None = None) -> tuple[Loop, ...]:
    """The natural loops of ``kernel`` (found from back edges via dominators of ``cfg``, built
    when not given), loops with a common header merged, ordered and numbered by the header's
    position in ``kernel.blocks``; outer loops precede inner ones with the same position."""
    graph = cfg if cfg is not None else build_cfg(kernel)
    block_position = {block.label: index for index, block in enumerate(kernel.blocks)}
    latches_by_header: dict[str, list[str]] = {}
    for source in graph.reverse_postorder:
        for target in graph.successors[source]:
            if graph.dominates(target, source):
                latches_by_header.setdefault(target, []).append(source)
    headers = sorted(latches_by_header, key=lambda label: block_position[label])
    bodies = {header: _natural_loop_blocks(graph, header, latches_by_header[header]) for header in headers}
    ids = {header: f"L{index + 1}" for index, header in enumerate(headers)}
    parents: dict[str, str | None] = {}
    for header in headers:
        enclosing = [
            other for other in headers
            if other != header and header in bodies[other] and bodies[header] <= bodies[other]
        ]
        innermost = min(enclosing, key=lambda other: len(bodies[other]), default=None)
        parents[header] = innermost
    depths: dict[str, int] = {}

    def depth_of(header: str) -> int:
        if header not in depths:
            parent = parents[header]
            depths[header] = 1 if parent is None else depth_of(parent) + 1
        return depths[header]

    loops = []
    for header in headers:
        members = bodies[header]
        exits = tuple(
            label for label in sorted(members, key=lambda label: block_position[label])
            if any(successor not in members for successor in graph.successors[label])
        )
        latches = tuple(sorted(latches_by_header[header], key=lambda label: block_position[label]))
        parent_header = parents[header]
        loops.append(Loop(
            id=ids[header],
            header=header,
            blocks=frozenset(members),
            latches=latches,
            exits=exits,
            parent=None if parent_header is None else ids[parent_header],
            depth=depth_of(header),
        ))
    return tuple(loops)


def counting_exit(loop: Loop, cfg: ControlFlowGraph, block_order: dict[str, int]) -> str | None:
    """The exit block whose test counts the loop's iterations: a latch that leaves the loop
    (rotated do-while form) if there is one (the last in block order), else the header when it
    leaves the loop (while form), else the first exit that dominates every latch, else the first
    exit; None for a loop without exits."""
    if not loop.exits:
        return None
    exiting_latches = [latch for latch in loop.latches if latch in loop.exits]
    if exiting_latches:
        return max(exiting_latches, key=lambda label: block_order.get(label, 0))
    if loop.header in loop.exits:
        return loop.header
    for label in loop.exits:
        if all(cfg.dominates(label, latch) for latch in loop.latches):
            return label
    return loop.exits[0]


def _only_jumps(block: Block) -> bool:
    """Whether a block does nothing but jump: no instruction other than an unguarded ``bra``."""
    return all(instruction.op == "bra" and instruction.guard is None and len(instruction.targets) == 1
               for instruction in block.instructions)


def exit_ends_iteration(kernel: Kernel, loop: Loop, cfg: ControlFlowGraph, exit_block: str | None) -> bool:
    """Whether the loop's counting exit ``exit_block`` tests at the bottom of the iteration, so
    that the body runs once more than the test passes (do-while form): the exit is a latch
    (clang's rotated loop: ``br i1 %done, label %exit, label %header``), or every way from it
    back to the header inside the loop goes through blocks that only jump (nvcc's rotated loop,
    ``@%p bra $exit; bra.uni $header``, whose ``bra.uni`` is a block of its own). Otherwise the
    test comes before (part of) the body, which then runs as often as the test passes (while
    form)."""
    if exit_block is None:
        return False
    if exit_block in loop.latches:
        return True
    inside = [successor for successor in cfg.successors.get(exit_block, ()) if successor in loop.blocks]
    seen: set[str] = set()
    while inside:
        label = inside.pop()
        if label == loop.header:
            continue
        if label in seen:
            continue
        seen.add(label)
        if not _only_jumps(kernel.block(label)):
            return False
        inside.extend(successor for successor in cfg.successors.get(label, ()) if successor in loop.blocks)
    return bool(seen)


@dataclass(frozen=True)
class IterationForm:
    """Where a loop counts its iterations: its counting exit (``counting_exit``; None for a loop
    without exits) and whether that exit's test ends the iteration (``exit_ends_iteration``).
    With ``T`` the body executions per entry (the trip count), the back edge is taken ``T - 1``
    times when the test ends the iteration and ``T`` times otherwise, the blocks from the header
    to the exit then running ``T + 1`` times (the final, failing test)."""

    exit_block: str | None
    bottom_tested: bool

    def back_edges(self, trip: Expr) -> Expr:
        """Back edges taken per entry for ``trip`` body executions per entry."""
        return add(trip, -1) if self.bottom_tested else trip


def iteration_form(kernel: Kernel, loop: Loop, cfg: ControlFlowGraph, block_order: dict[str, int]) -> IterationForm:
    """The loop's counting exit and whether its test ends the iteration (``IterationForm``)."""
    exit_block = counting_exit(loop, cfg, block_order)
    return IterationForm(exit_block, exit_ends_iteration(kernel, loop, cfg, exit_block))


def final_test_blocks(kernel: Kernel, loops: tuple[Loop, ...], cfg: ControlFlowGraph | None = None
                      ) -> dict[str, tuple[str, ...]]:
    """Per loop whose exit test comes before (part of) the body (``IterationForm.bottom_tested``
    false): the blocks of its own level (outside its child loops) from the header to the exit
    block, which run once more than the body per entry, for the final, failing test (in
    ``kernel.blocks`` order: those that dominate the exit). Loops tested at the bottom have none."""
    graph = cfg if cfg is not None else build_cfg(kernel)
    order = {block.label: index for index, block in enumerate(kernel.blocks)}
    result: dict[str, tuple[str, ...]] = {}
    for loop in loops:
        form = iteration_form(kernel, loop, graph, order)
        if form.bottom_tested or form.exit_block is None:
            continue
        inner = {label for child in loops if child.parent == loop.id for label in child.blocks}
        result[loop.id] = tuple(block.label for block in kernel.blocks if block.label in loop.blocks
                                and block.label not in inner and graph.dominates(block.label, form.exit_block))
    return result
