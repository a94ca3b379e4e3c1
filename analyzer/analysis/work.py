"""Work per thread and per block from concretely evaluated representative threads.

These records are the contract between the concrete evaluator (``analysis``) and the predictors
(``predict``): when parameters and the launch are bound, the evaluator runs the kernel's CFG for a
few representative threads (first and last block, an interior block, the busiest thread, a
thread that exits early) and summarises what the whole grid executes. A predictor that finds
``KernelModel.work`` set charges blocks and warps what they execute instead of the longest path.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class RepresentativeWork:
    """Dynamic work of one evaluated thread: ``name`` (``first_block``, ``last_block``,
    ``interior_block``, ``busiest_thread``, ``early_exit``), its block and thread indices, and per
    thread counts: instructions, global bytes loaded and stored, shared accesses, barriers, and
    each loop's trip count per entry (summed over entries: ``loop_iterations``); global atomic
    bytes, whether the thread did any work (``active``) and whether its evaluation was exact."""

    name: str
    block: tuple[int, int, int]
    thread: tuple[int, int, int]
    instructions: int
    global_load_bytes: int
    global_store_bytes: int
    shared_accesses: int
    syncs: int
    loop_iterations: tuple[tuple[str, int], ...] = field(default=())
    global_atomic_bytes: int = 0
    active: bool = True  # accessed memory or waited at a barrier
    exact: bool = True  # every decision on known values, run finished
    recursive_calls: tuple[str, ...] = ()  # device functions called recursively (not followed)


@dataclass(frozen=True)
class WarpKind:
    """Evaluated warps that issue the same number of instructions: that count, whether any of
    their lanes works past the entry guards, how many of the evaluated warps are of this kind,
    one of them (block, warp index) and its global bytes loaded."""

    instructions: int
    active: bool
    evaluated: int
    example: tuple[tuple[int, int, int], int]
    load_bytes: float
    lanes: int = 32  # active lanes


@dataclass(frozen=True)
class WarpProfile:
    """Work per warp (``analysis.interpreter.warps``: a warp executes the union of its lanes' paths).

    ``busiest_*``: the evaluated warp that issues the most instructions (the one whose path the
    kernel model describes): its block, warp index in the block, instructions, global bytes
    loaded and stored by all its lanes, active lanes; ``mean_instructions``: the launch's
    instructions per launched warp; ``block_work``: (linear block number, instructions of all
    its warps) at the evaluated blocks, which the per-SM bounds interpolate; ``exact``: the sums
    over warps and blocks are closed forms or exhaustive, not interpolated samples; ``kinds``:
    the evaluated warps grouped by instructions."""

    busiest_block: tuple[int, int, int]
    busiest_warp: int
    busiest_instructions: int
    busiest_load_bytes: float
    busiest_store_bytes: float
    busiest_active_lanes: int
    mean_instructions: float
    block_work: tuple[tuple[int, float], ...]
    exact: bool
    kinds: tuple[WarpKind, ...]
    evaluated_warps: int
    evaluated_lanes: int

    def report(self) -> dict:
        """The profile as the ``--json`` views of ``inspect`` and ``predict`` print it."""
        return {"busiest_block": list(self.busiest_block), "busiest_warp": self.busiest_warp,
                "busiest_instructions": self.busiest_instructions, "busiest_load_bytes": self.busiest_load_bytes,
                "busiest_store_bytes": self.busiest_store_bytes, "busiest_active_lanes": self.busiest_active_lanes,
                "mean_instructions": self.mean_instructions, "exact": self.exact,
                "block_work": [list(point) for point in self.block_work],
                "kinds": [{"instructions": kind.instructions, "active_lanes": kind.lanes, "evaluated": kind.evaluated,
                           "block": list(kind.example[0]), "warp": kind.example[1], "load_bytes": kind.load_bytes}
                          for kind in self.kinds],
                "summary": self.summary()}

    def summary(self) -> str:
        """One line: how many kinds of warp, each one's instructions and bytes, and which warp
        decided the time."""
        shown = ", ".join(f"{kind.instructions} instructions, {kind.lanes} active lanes, "
                          f"{kind.load_bytes:g} B loaded ({kind.evaluated} evaluated, e.g. warp {kind.example[1]} of "
                          f"block {kind.example[0]})" for kind in self.kinds[:4])
        more = f" and {len(self.kinds) - 4} more" if len(self.kinds) > 4 else ""
        return (f"{len(self.kinds)} kind{'s' if len(self.kinds) != 1 else ''} of warp among {self.evaluated_warps} "
                f"evaluated: {shown}{more}; busiest warp {self.busiest_warp} of block {self.busiest_block} "
                f"({self.busiest_instructions} instructions, {self.busiest_active_lanes} active lanes); "
                f"mean warp {self.mean_instructions:.6g} instructions "
                f"({'closed form over warps and blocks' if self.exact else 'interpolated between sampled warps and blocks'})")


@dataclass(frozen=True)
class WorkProfile:
    """What the grid executes, from the representatives.

    ``active_blocks``: blocks whose threads do work past the kernel's entry guards (the rest exit
    at once); ``active_warps_per_block``: warps of an active block that do work (mean over the
    active blocks); ``work_fraction``: the grid's mean dynamic instructions per launched thread
    divided by the busiest representative's (1.0 when every thread does the same work);
    ``representatives``: the evaluated threads; ``exact``: False when some value the control flow
    needed came from memory and the evaluator fell back to the static longest path there;
    ``warps``: the work per warp, when the warps were evaluated (``work_fraction`` is then the
    mean launched warp's instructions over the busiest warp's).
    """

    active_blocks: int
    active_warps_per_block: float
    work_fraction: float
    representatives: tuple[RepresentativeWork, ...]
    exact: bool = True
    warps: WarpProfile | None = None  # per-warp work (analysis.interpreter.warps); work_fraction is then its mean over its busiest
