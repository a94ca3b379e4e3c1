"""Control-flow graph facts of a kernel: predecessors, reverse postorder, dominators.

Dominators use the iterative algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast Dominance
Algorithm", 2001) over the reverse postorder of the blocks reachable from the entry block.
Blocks not reachable from the entry are left out of every result.
"""

from __future__ import annotations

from dataclasses import dataclass

from analyzer.ir import Kernel


@dataclass(frozen=True)
class ControlFlowGraph:
    """Successor and predecessor lists of the reachable blocks, their reverse postorder, and the
    immediate dominator of each (the entry is its own immediate dominator)."""

    entry: str
    successors: dict[str, tuple[str, ...]]
    predecessors: dict[str, tuple[str, ...]]
    reverse_postorder: tuple[str, ...]
    immediate_dominator: dict[str, str]

    def dominates(self, dominator: str, block: str) -> bool:
        """Whether ``dominator`` dominates ``block`` (every block dominates itself)."""
        current = block
        while True:
            if current == dominator:
                return True
            parent = self.immediate_dominator.get(current)
            if parent is None or parent == current:
                return False
            current = parent

    def is_reachable(self, block: str) -> bool:
        """Whether the block can be reached from the entry."""
        return block in self.immediate_dominator


def _reverse_postorder(entry: str, successors: dict[str, tuple[str, ...]]) -> list[str]:
    order: list[str] = []
    visited = {entry}
    stack: list[tuple[str, int]] = [(entry, 0)]
    while stack:
        block, index = stack[-1]
        children = successors.get(block, ())
        if index < len(children):
            stack[-1] = (block, index + 1)
            child = children[index]
            if child not in visited and child in successors:
                visited.add(child)
                stack.append((child, 0))
        else:
            stack.pop()
            order.append(block)
    order.reverse()
    return order


def build_cfg(kernel: Kernel) -> ControlFlowGraph:
    """The CFG of a kernel with dominators (Cooper-Harvey-Kennedy iterative algorithm)."""
    if not kernel.blocks:
        return ControlFlowGraph("", {}, {}, (), {})
    all_successors = {block.label: tuple(dict.fromkeys(block.successors)) for block in kernel.blocks}
    entry = kernel.blocks[0].label
    order = _reverse_postorder(entry, all_successors)
    reachable = set(order)
    successors = {label: tuple(s for s in all_successors[label] if s in reachable) for label in order}
    predecessor_lists: dict[str, list[str]] = {label: [] for label in order}
    for label in order:
        for successor in successors[label]:
            predecessor_lists[successor].append(label)
    predecessors = {label: tuple(preds) for label, preds in predecessor_lists.items()}
    position = {label: index for index, label in enumerate(order)}
    idom: dict[str, str] = {entry: entry}

    def intersect(first: str, second: str) -> str:
        while first != second:
            while position[first] > position[second]:
                first = idom[first]
            while position[second] > position[first]:
                second = idom[second]
        return first

    changed = True
    while changed:
        changed = False
        for label in order[1:]:
            processed = [pred for pred in predecessors[label] if pred in idom]
            if not processed:
                continue
            new_idom = processed[0]
            for pred in processed[1:]:
                new_idom = intersect(pred, new_idom)
            if idom.get(label) != new_idom:
                idom[label] = new_idom
                changed = True
    return ControlFlowGraph(entry, successors, predecessors, tuple(order), idom)
