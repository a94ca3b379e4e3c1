"""Work per thread and per block from evaluated representative threads (``analysis.work``).

With the parameters and the launch bound, ``evaluate_kernel`` runs (``evaluate.run_thread``):

* the *origin*, thread 0 of block 0 (the thread the symbolic model describes);
* thread 0 of the first, the last and an interior block (``ctaid = nctaid // 2``), the last
  thread of the last block and of the last active block, and the last active thread of the last
  active block (binary search, when its active threads form a prefix, as a guard ``global index
  < n`` makes them); the one with the most dynamic
  instructions is the *busiest thread*, an inactive one (no memory access and no barrier: it
  leaves at the entry guards) the *early exit*.

A block is *active* when its first, middle or last thread is. Active blocks are counted per grid
dimension with the other block indices at those of a reference block (the middle block when it
is active, else block 0, else the last; every index when the dimension has at most
``EXHAUSTIVE`` blocks, else a binary search for the boundary between active and inactive indices
assuming the active ones form one run from an end, as guards ``index < bound`` and ``index >=
bound`` make) and multiplied. A warp is active when its first or last thread is; warps are
counted in the first, the middle and the last active block (the mean over the active blocks takes
every block between the first and the last to be like the middle one). ``work_fraction`` estimates the grid's mean instructions per
launched thread as (active threads x mean instructions of the active representatives + the rest
x the early exit's) / launched threads, divided by the busiest thread's instructions.

These runs count the accesses whose only effect is their count without evaluating them
(``run_thread(counts_only=True)``): activity, paths and work are what they give.
``evaluated_lane_addresses`` evaluates the 32 lanes of the busiest thread's warp and returns, for each
memory instruction, the address every lane used at its first execution (coalescing, ``refine``).
``executing_warps`` counts, for some memory instructions, the warps of that block whose first or
last thread executes them (a warp is active for an instruction as for the block above).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from analyzer.analysis.interpreter.context import EvaluationContext, pointer_parameters
from analyzer.analysis.interpreter.evaluate import ThreadRun, run_thread
from analyzer.analysis.interpreter.lane_classes import LaneClasses
from analyzer.analysis.interpreter.warps import WarpSampler, kernel_classes
from analyzer.analysis.work import RepresentativeWork, WorkProfile
from analyzer.ir import Kernel

EXHAUSTIVE = 64
LANE_STEPS = 1_500
_AXES = ("x", "y", "z")


def evaluation_ready(kernel: Kernel, bindings: Mapping[str, float]) -> bool:
    """Whether the launch (``ntid_*``, ``nctaid_*``) and every parameter that is not a pointer
    (``pointer_parameters``) are bound."""
    launch = all(f"ntid_{axis}" in bindings and f"nctaid_{axis}" in bindings for axis in _AXES)
    pointers = pointer_parameters(kernel)
    scalars = all(param.name in bindings for param in kernel.params if param.index not in pointers)
    return launch and scalars


@dataclass(frozen=True)
class KernelEvaluation:
    """The work profile plus the runs it came from: ``origin`` (thread 0 of block 0), the
    ``busiest`` run and ``warp``, the union of the busiest warp's lanes (``analysis.interpreter.warps``: the
    path the kernel model describes)."""

    profile: WorkProfile
    origin: ThreadRun
    busiest: ThreadRun
    runs: tuple[tuple[str, ThreadRun], ...]
    warp: ThreadRun | None = None


class _Grid:
    def __init__(self, context: EvaluationContext, bindings: Mapping[str, float], classes: LaneClasses | None = None):
        self.context, self.bindings, self.classes = context, bindings, classes
        self.block_shape = tuple(int(bindings[f"ntid_{axis}"]) for axis in _AXES)
        self.grid_shape = tuple(int(bindings[f"nctaid_{axis}"]) for axis in _AXES)
        self._activity: dict[tuple, bool] = {}
        self._reference: tuple[int, int, int] | None = None

    @property
    def threads_per_block(self) -> int:
        return self.block_shape[0] * self.block_shape[1] * self.block_shape[2]

    def thread_of(self, linear: int) -> tuple[int, int, int]:
        nx, ny, _ = self.block_shape
        return linear % nx, (linear // nx) % ny, linear // (nx * ny)

    def thread_active(self, block: tuple[int, int, int], thread: tuple[int, int, int]) -> bool:
        key = (block, thread) if self.classes is None else self.classes.key(block, thread)  # a class runs alike
        if key not in self._activity:
            self._activity[key] = run_thread(self.context, self.bindings, block, thread, stop_when_active=True,
                                             counts_only=True).active
        return self._activity[key]

    def block_active(self, block: tuple[int, int, int]) -> bool:
        """A block is active when its first, middle or last thread is (a block at the edge of
        the data whose first thread exits may still work)."""
        last = self.threads_per_block - 1
        return any(self.thread_active(block, self.thread_of(linear)) for linear in (0, last // 2, last))

    def reference_block(self) -> tuple[int, int, int]:
        """The block whose indices the other dimensions keep while one is scanned: the middle
        block when it is active (away from the edges of the data), else block 0, else the last."""
        if self._reference is None:
            candidates = [tuple(size // 2 for size in self.grid_shape), (0, 0, 0),
                          tuple(size - 1 for size in self.grid_shape)]
            self._reference = next((block for block in candidates if self.block_active(block)), (0, 0, 0))  # type: ignore[arg-type]
        return self._reference

    def active_range(self, axis: int) -> tuple[int, int, int]:
        """Active indices along one grid dimension: (count, first and last active index; 0 and 0
        when none is active)."""
        size = self.grid_shape[axis]

        def active(index: int) -> bool:
            block = list(self.reference_block())
            block[axis] = index
            return self.block_active(tuple(block))  # type: ignore[arg-type]

        if size <= EXHAUSTIVE:
            flags = [active(index) for index in range(size)]
            indices = [index for index, flag in enumerate(flags) if flag]
            return (len(indices), indices[0], indices[-1]) if indices else (0, 0, 0)
        first, last = active(0), active(size - 1)
        if first == last:
            return (size, 0, size - 1) if first else (0, 0, 0)
        low, high = 0, size - 1  # active(low) == first, active(high) == last
        while high - low > 1:
            middle = (low + high) // 2
            if active(middle) == first:
                low = middle
            else:
                high = middle
        return (low + 1, 0, low) if first else (size - high, high, size - 1)

    def last_active_thread(self, block: tuple[int, int, int]) -> tuple[int, int, int] | None:
        """The last active thread of a block whose active threads form a prefix (binary search
        between an active thread 0 and an inactive last thread); None otherwise."""
        last = self.threads_per_block - 1
        if not self.thread_active(block, (0, 0, 0)) or self.thread_active(block, self.thread_of(last)):
            return None
        low, high = 0, last
        while high - low > 1:
            middle = (low + high) // 2
            if self.thread_active(block, self.thread_of(middle)):
                low = middle
            else:
                high = middle
        return self.thread_of(low)

    def active_warps(self, block: tuple[int, int, int]) -> int:
        threads = self.threads_per_block
        warps = 0
        for start in range(0, threads, 32):
            end = min(start + 31, threads - 1)
            if self.thread_active(block, self.thread_of(start)) or self.thread_active(block, self.thread_of(end)):
                warps += 1
        return warps


def _work(name: str, run: ThreadRun) -> RepresentativeWork:
    return RepresentativeWork(
        name=name, block=run.block, thread=run.thread, instructions=run.instructions,
        global_load_bytes=run.global_load_bytes, global_store_bytes=run.global_store_bytes,
        shared_accesses=run.shared_accesses, syncs=run.syncs,
        loop_iterations=tuple(sorted(run.loop_iterations.items(), key=_loop_order)),
        global_atomic_bytes=run.global_atomic_bytes, active=run.active, exact=run.exact,
        recursive_calls=tuple(sorted(run.recursive_calls)),
    )


def _loop_order(item: tuple[str, int]) -> tuple:
    """Kernel loops first (L1, L2, .. by number), then a called function's (``f:L1``)."""
    function, _, loop_id = item[0].rpartition(":")
    number = loop_id[1:]
    return (function, int(number) if number.isdigit() else 0, loop_id)


def evaluate_kernel(context: EvaluationContext, bindings: Mapping[str, float]) -> KernelEvaluation:
    """Evaluate the representatives and summarise the grid's work (module docstring)."""
    classes = kernel_classes(context)
    grid = _Grid(context, bindings, classes)
    counts, firsts, lasts = [], [], []
    for axis in range(3):
        count, first, last = grid.active_range(axis)
        counts.append(count)
        firsts.append(first)
        lasts.append(last)
    active_blocks = counts[0] * counts[1] * counts[2]
    last_block = tuple(size - 1 for size in grid.grid_shape)
    interior = tuple(size // 2 for size in grid.grid_shape)
    last_active = tuple(lasts)
    first_active = tuple(firsts)
    last_thread = grid.thread_of(grid.threads_per_block - 1)
    cache: dict[tuple, ThreadRun] = {}

    def run(block, thread) -> ThreadRun:
        if (block, thread) not in cache:
            cache[(block, thread)] = run_thread(context, bindings, block, thread, counts_only=True)
        return cache[(block, thread)]

    named = [("first_block", run((0, 0, 0), (0, 0, 0))), ("last_block", run(last_block, (0, 0, 0))),
             ("interior_block", run(interior, (0, 0, 0)))]
    candidates = [run for _, run in named] + [run(last_block, last_thread), run(last_active, last_thread),
                                              run(last_active, (0, 0, 0)), run((0, 0, 0), last_thread)]
    boundary = grid.last_active_thread(last_active)  # type: ignore[arg-type]
    if boundary is not None:
        candidates.append(run(last_active, boundary))
    busiest = max(candidates, key=lambda candidate: candidate.instructions)
    named.append(("busiest_thread", busiest))
    idle = [candidate for candidate in candidates if not candidate.active]
    if idle:
        named.append(("early_exit", min(idle, key=lambda candidate: candidate.instructions)))
    if active_blocks:
        warps_first = grid.active_warps(first_active)  # type: ignore[arg-type]
        warps_last = grid.active_warps(last_active)  # type: ignore[arg-type]
        if active_blocks > 2:  # the blocks between the first and the last active one are like the middle one
            middle = tuple((first + last) // 2 for first, last in zip(firsts, lasts))
            warps_middle = grid.active_warps(middle)  # type: ignore[arg-type]
            warps = (warps_first + warps_last + warps_middle * (active_blocks - 2)) / active_blocks
        else:
            warps = (warps_first + warps_last * (active_blocks - 1)) / active_blocks
    else:
        warps = 0.0
    sampler = WarpSampler(context, bindings, cache, classes)
    warp_profile = sampler.profile()
    union = sampler.busiest_union()
    fraction = (warp_profile.mean_instructions / warp_profile.busiest_instructions
                if warp_profile.busiest_instructions else 1.0)
    profile = WorkProfile(
        active_blocks=active_blocks,
        active_warps_per_block=round(warps, 6),
        work_fraction=round(min(1.0, fraction), 6),
        representatives=tuple(_work(name, thread_run) for name, thread_run in named),
        exact=all(thread_run.exact for _, thread_run in named) and union.exact,
        warps=warp_profile,
    )
    return KernelEvaluation(profile, named[0][1], busiest, tuple(named), union)


def _work_fraction(grid: _Grid, active_blocks: int, warps: float, candidates: list[ThreadRun], busiest: ThreadRun) -> float:
    if busiest.instructions == 0:
        return 1.0
    launched = grid.threads_per_block * grid.grid_shape[0] * grid.grid_shape[1] * grid.grid_shape[2]
    active_threads = min(launched, active_blocks * min(warps * 32, grid.threads_per_block))
    busy = [candidate.instructions for candidate in candidates if candidate.active] or [busiest.instructions]
    idle = [candidate.instructions for candidate in candidates if not candidate.active]
    idle_instructions = min(idle) if idle else min(busy)
    mean = (active_threads * sum(busy) / len(busy) + (launched - active_threads) * idle_instructions) / launched
    return round(min(1.0, mean / busiest.instructions), 6)


def coalescing_warp(evaluation: KernelEvaluation) -> ThreadRun:
    """The thread whose warp shows the access pattern: thread 0 of the interior block when it
    is active (away from the edges of the data), else the busiest thread."""
    interior = dict(evaluation.runs).get("interior_block")
    return interior if interior is not None and interior.active else evaluation.busiest


def evaluated_lane_addresses(context: EvaluationContext, bindings: Mapping[str, float], representative: ThreadRun,
                   wanted: frozenset | None = None) -> dict[tuple[str, int], list[tuple[tuple[int, int, int], int]]]:
    """Addresses the lanes of the representative's warp use at the first execution of each memory
    instruction of ``wanted`` (default: every one the representative executed), as (thread index,
    address) in lane order (lanes that never execute it are absent; an access some lane may not
    have reached within the step limit is left out), from runs of at most ``LANE_STEPS``
    instructions that stop once they have executed all of ``wanted``."""
    grid = _Grid(context, bindings)
    nx, ny, _ = grid.block_shape
    busiest = representative
    linear = busiest.thread[0] + nx * (busiest.thread[1] + ny * busiest.thread[2])
    start = linear - linear % 32
    result: dict[tuple[str, int], list[tuple[tuple[int, int, int], int]]] = {}
    unfinished: list[frozenset] = []
    wanted = frozenset(representative.first_addresses) if wanted is None else wanted
    for lane in range(start, min(start + 32, grid.threads_per_block)):
        thread = grid.thread_of(lane)
        thread_run = run_thread(context, bindings, busiest.block, thread, max_steps=LANE_STEPS, stop_after=wanted)
        for key, address in thread_run.first_addresses.items():
            result.setdefault(key, []).append((thread, address))
        if not thread_run.complete:
            unfinished.append(frozenset(thread_run.first_addresses))
    # A lane stopped by the step limit before an access may still execute it: drop such accesses.
    return {key: pairs for key, pairs in result.items()
            if key in wanted and all(key in seen for seen in unfinished)}


def executing_warps(context: EvaluationContext, bindings: Mapping[str, float], representative: ThreadRun,
                    wanted: frozenset) -> dict[tuple[str, int], float]:
    """For each memory instruction of ``wanted``: the share of the warps of the representative's
    block whose first or last thread executes it (runs of at most ``LANE_STEPS`` instructions
    that stop once they have executed all of ``wanted``; an instruction some unfinished run may
    still reach counts that warp as executing it)."""
    grid = _Grid(context, bindings)
    threads = grid.threads_per_block
    warps = -(-threads // 32)
    executing = {key: 0 for key in wanted}
    for warp in range(warps):
        seen: set = set()
        for lane in sorted({warp * 32, min(threads, warp * 32 + 32) - 1}):
            run = run_thread(context, bindings, representative.block, grid.thread_of(lane), max_steps=LANE_STEPS,
                             stop_after=wanted)
            seen |= set(run.first_addresses) if run.complete else set(wanted)
        for key in wanted:
            executing[key] += key in seen
    return {key: count / warps for key, count in executing.items()}
