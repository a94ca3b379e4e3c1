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
class WorkProfile:
    """What the grid executes, from the representatives.

    ``active_blocks``: blocks whose threads do work past the kernel's entry guards (the rest exit
    at once); ``active_warps_per_block``: warps of an active block that do work (mean over the
    active blocks); ``work_fraction``: the grid's mean dynamic instructions per launched thread
    divided by the busiest representative's (1.0 when every thread does the same work);
    ``representatives``: the evaluated threads; ``exact``: False when some value the control flow
    needed came from memory and the evaluator fell back to the static longest path there.
    """

    active_blocks: int
    active_warps_per_block: float
    work_fraction: float
    representatives: tuple[RepresentativeWork, ...]
    exact: bool = True
