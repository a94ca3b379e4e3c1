"""Work per warp: the union of its lanes' paths, and how it varies over the warps and blocks of a
launch.

A warp issues an instruction once for all its active lanes (SIMT): where its lanes split on a
branch it runs both sides, a loop runs until its last lane leaves (the largest trip count among
its lanes), and an access moves the bytes of the lanes that execute it (CUDA C Programming
Guide, "SIMT Architecture"; Hong and Kim 2009 cost a warp the same way). ``warp_union`` takes
the evaluated lanes of a warp (``evaluate.run_thread``) and returns the union as one run: each
block executed as often as its busiest lane executes it (exact when the lanes' paths through a
block nest, as guards and loop trip counts make them), each loop's trip count the largest
among the lanes.

Lanes evaluated per warp: the first, second and last (``PROBE_LANES``: a lane split by parity
or by a bound shows there). A warp whose three probes agree is taken to be uniform. When the
first two differ (lanes interleaved), every lane is run. When only the last differs, the lanes
split at bounds: guards and trip counts of the form ``lane < bound`` or ``(n - lane) / step``
change value at a few lanes and are constant between them, so the lanes between two evaluated
lanes of the same path take that path, and a pair that differs is bisected until the lanes where
the path changes are found (five runs per change instead of up to 29). A warp whose probes give
the same paths as a warp already evaluated is that warp again (its lanes, union and bytes): the
warps of a block and the blocks of a grid's interior repeat each other. Likewise a block whose
corner threads (first and last in each dimension of the block) take the paths of those of a
block already summed has that block's work: exact when the guards bound x, y and z separately
(a halo, a tail, the edges of a 2D or 3D domain cut one row or column of blocks each), an
approximation for a guard that cuts blocks along a diagonal.

Warps and blocks: the work of a block is the sum of its warps' union instructions over its
warps, a row of blocks (``blockIdx.y``, ``blockIdx.z`` fixed) the sum over its blocks, the
launch the sum over its rows. Each sum is taken in closed form where the work is affine in the
index (checked on the first, middle and last warp or block: an arithmetic series, exact for trip
counts and guards affine in the thread and block indices, as Kerncraft counts loop iterations
symbolically: Hammer et al. 2017), with the two ends apart when only they differ (a halo or a
tail at the edge of the data), over every index when there are at most ``EXHAUSTIVE`` of them,
and otherwise by linear interpolation between ``SAMPLES`` evenly placed indices, reported as
sampled.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Mapping

from analyzer.analysis.interpreter.context import EvaluationContext
from analyzer.analysis.interpreter.evaluate import ThreadRun, run_thread
from analyzer.analysis.interpreter.lane_classes import LaneClasses, control_components
from analyzer.analysis.work import WarpKind, WarpProfile

PROBE_LANES = (0, 1, 31)
EXHAUSTIVE = 8
SAMPLES = 7
WARP = 32
_AXES = ("x", "y", "z")


@dataclass(frozen=True)
class WarpRun:
    """One evaluated warp: its block, warp index in the block, active lanes, the union run
    (``warp_union``) and the warp's global bytes loaded, stored and updated atomically (all its
    active lanes)."""

    block: tuple[int, int, int]
    warp: int
    lanes: int
    active_lanes: int
    union: ThreadRun
    load_bytes: float
    store_bytes: float
    atomic_bytes: float

    @property
    def instructions(self) -> int:
        """Instructions the warp issues (the union path's)."""
        return self.union.instructions


def warp_union(context: EvaluationContext, runs: list[ThreadRun]) -> ThreadRun:
    """The union of the lanes' paths as one run (module docstring): per block the largest
    execution count among the lanes, per loop the largest entries, iterations and trip count;
    instructions are the union's blocks times their instructions plus the most any lane spent in
    called functions."""
    if len(runs) == 1:
        return runs[0]
    sizes = context._sizes  # non-phi instructions per block
    counts: dict[str, int] = {}
    for run in runs:
        for label, count in run.block_counts.items():
            if count > counts.get(label, 0):
                counts[label] = count
    own = sum(sizes.get(label, 0) * count for label, count in counts.items())
    called = max(run.instructions - sum(sizes.get(label, 0) * count for label, count in run.block_counts.items())
                 for run in runs)
    busiest = max(runs, key=lambda run: run.instructions)
    trips: dict[str, tuple[int, int]] = {}
    for run in runs:
        for loop, (low, high) in run.loop_trips.items():
            old = trips.get(loop)
            trips[loop] = (low, high) if old is None else (min(old[0], low), max(old[1], high))

    def largest(field: str) -> dict[str, int]:
        result: dict[str, int] = {}
        for run in runs:
            for key, value in getattr(run, field).items():
                result[key] = max(result.get(key, 0), value)
        return result

    return ThreadRun(
        block=busiest.block, thread=busiest.thread, instructions=own + max(0, called),
        global_load_bytes=max(run.global_load_bytes for run in runs),
        global_store_bytes=max(run.global_store_bytes for run in runs),
        global_atomic_bytes=max(run.global_atomic_bytes for run in runs),
        shared_accesses=max(run.shared_accesses for run in runs), syncs=max(run.syncs for run in runs),
        block_counts=counts, loop_entries=largest("loop_entries"), loop_iterations=largest("loop_iterations"),
        loop_trips=trips, unresolved_loops=frozenset().union(*(run.unresolved_loops for run in runs)),
        data_decisions=max(run.data_decisions for run in runs), active=any(run.active for run in runs),
        complete=all(run.complete for run in runs), first_addresses=busiest.first_addresses,
        recursive_calls=frozenset().union(*(run.recursive_calls for run in runs)),
    )


def path_signature(run: ThreadRun) -> tuple:
    """What distinguishes one lane's work from another's: its blocks' execution counts, bytes,
    shared accesses, barriers and whether it was active."""
    return (tuple(sorted(run.block_counts.items())), run.instructions, run.global_load_bytes, run.global_store_bytes,
            run.global_atomic_bytes, run.shared_accesses, run.syncs, run.active)


def kernel_classes(context: EvaluationContext) -> LaneClasses:
    """The kernel's thread classes (``lane_classes.control_components``)."""
    calls = any(instruction.op == "call" for block in context.kernel.blocks for instruction in block.instructions)
    return control_components(context.kernel, calls)


class WarpSampler:
    """Evaluates warps of a launch (``warp``) and sums work over warps and blocks (module
    docstring); runs are cached by (block, thread). A thread of the same class as one already
    run (``lane_classes``: it agrees on every index component a decision reads) takes that run
    with its own indices instead of being interpreted again; its ``first_addresses`` keys (the
    accesses that ran with known addresses) are exact, their address values the other thread's.
    The sampler's own runs count the accesses that only count without evaluating them
    (``run_thread(counts_only=True)``): paths and work are all it reads."""

    def __init__(self, context: EvaluationContext, bindings: Mapping[str, float], cache: dict | None = None,
                 classes: LaneClasses | None = None):
        self.context, self.bindings = context, bindings
        self.block_shape = tuple(int(bindings[f"ntid_{axis}"]) for axis in _AXES)
        self.grid_shape = tuple(int(bindings[f"nctaid_{axis}"]) for axis in _AXES)
        self.threads = self.block_shape[0] * self.block_shape[1] * self.block_shape[2]
        self.warps = -(-self.threads // WARP)
        self.blocks = self.grid_shape[0] * self.grid_shape[1] * self.grid_shape[2]
        self.runs: dict = {} if cache is None else cache
        self.classes = classes or kernel_classes(context)
        self.by_class: dict[tuple, ThreadRun] = {}
        for (block, thread), run in self.runs.items():
            self.by_class.setdefault(self.classes.key(block, thread), run)
        self.evaluated: dict[tuple, WarpRun] = {}
        self.repeated: dict[tuple, WarpRun] = {}
        self.corners = tuple(dict.fromkeys((x, y, z) for z in (0, self.block_shape[2] - 1)
                                           for y in (0, self.block_shape[1] - 1) for x in (0, self.block_shape[0] - 1)))
        self.sampled = False

    def _thread(self, linear: int) -> tuple[int, int, int]:
        nx, ny, _ = self.block_shape
        return linear % nx, (linear // nx) % ny, linear // (nx * ny)

    def block_of(self, linear: int) -> tuple[int, int, int]:
        """Block indices of a linear block number (x fastest, the order the scheduler issues)."""
        gx, gy, _ = self.grid_shape
        return linear % gx, (linear // gx) % gy, linear // (gx * gy)

    def _run(self, block, thread) -> ThreadRun:
        key = (block, thread)
        if key not in self.runs:
            lane_class = self.classes.key(block, thread)
            alike = self.by_class.get(lane_class)
            if alike is None:
                alike = self.by_class[lane_class] = run_thread(self.context, self.bindings, block, thread,
                                                               counts_only=True)
            self.runs[key] = alike if (alike.block, alike.thread) == key else replace(alike, block=block, thread=thread)
        return self.runs[key]

    def warp(self, block: tuple[int, int, int], warp: int) -> WarpRun:
        """The union of warp ``warp`` of ``block`` (lanes as in the module docstring)."""
        key = (block, warp)
        if key in self.evaluated:
            return self.evaluated[key]
        first = warp * WARP
        lanes = min(WARP, self.threads - first)
        chosen = [lane for lane in PROBE_LANES if lane < lanes]
        runs = {lane: self._run(block, self._thread(first + lane)) for lane in dict.fromkeys(chosen)}
        signature = (lanes, tuple(path_signature(runs[lane]) for lane in dict.fromkeys(chosen)))
        if len(set(signature[1])) > 1:
            seen = self.repeated.get(signature)
            if seen is not None:
                result = self._moved(seen, block, warp)
                self.evaluated[key] = result
                return result
            if path_signature(runs[0]) != path_signature(runs[1]):
                for lane in range(lanes):
                    if lane not in runs:
                        runs[lane] = self._run(block, self._thread(first + lane))
            else:
                runs = self._bisected(block, first, lanes, runs)
        probes = list(dict.fromkeys(chosen))
        evaluated = [runs[lane] for lane in probes] + [runs[lane] for lane in sorted(runs) if lane not in probes]
        active = [run for run in evaluated if run.active]
        share = len(active) / len(evaluated)

        def total(field: str) -> float:
            return sum(getattr(run, field) for run in evaluated) / len(evaluated) * lanes

        result = WarpRun(block, warp, lanes, round(share * lanes), warp_union(self.context, evaluated),
                         total("global_load_bytes"), total("global_store_bytes"), total("global_atomic_bytes"))
        self.evaluated[key] = result
        if len(set(signature[1])) > 1:
            self.repeated[signature] = result
        return result

    def _moved(self, seen: WarpRun, block: tuple[int, int, int], warp: int) -> WarpRun:
        """``seen`` (a warp whose lanes took the same paths) as warp ``warp`` of ``block``."""
        nx, ny, _ = self.block_shape
        thread = seen.union.thread
        lane = thread[0] + nx * (thread[1] + ny * thread[2]) - seen.warp * WARP
        union = replace(seen.union, block=block, thread=self._thread(warp * WARP + lane))
        return replace(seen, block=block, warp=warp, union=union)

    def _bisected(self, block, first: int, lanes: int, runs: dict[int, ThreadRun]) -> dict[int, ThreadRun]:
        """Every lane of the warp: lanes between two evaluated lanes of the same path take that
        path, a pair of lanes whose paths differ is split at its middle lane (module docstring)."""
        if lanes - 1 not in runs:
            runs[lanes - 1] = self._run(block, self._thread(first + lanes - 1))
        pending = [(1, lanes - 1)]
        while pending:
            low, high = pending.pop()
            if high - low < 2 or path_signature(runs[low]) == path_signature(runs[high]):
                continue
            middle = (low + high) // 2
            runs[middle] = self._run(block, self._thread(first + middle))
            pending += [(low, middle), (middle, high)]
        filled: dict[int, ThreadRun] = {}
        known = sorted(runs)
        for low, high in zip(known, known[1:]):
            filled[low] = runs[low]
            for lane in range(low + 1, high):
                filled[lane] = runs[low] if path_signature(runs[low]) == path_signature(runs[high]) else runs[high]
        filled[known[-1]] = runs[known[-1]]
        return filled

    def series(self, size: int, value: Callable[[int], float]) -> tuple[float, tuple[tuple[int, float], ...], bool]:
        """Sum of ``value`` over ``0 .. size - 1`` and the points it evaluated (``exact`` False
        when interpolated): closed form when the first, middle and last values are collinear;
        every point up to ``EXHAUSTIVE``; the two ends exactly plus a closed form over the
        interior when the second, middle and second-to-last values are collinear (a guard at the
        edge of the data: a halo, a tail); else linear interpolation between ``SAMPLES`` evenly
        placed points and those five."""
        if size <= 0:
            return 0.0, (), True
        if size <= 2:
            points = tuple((index, value(index)) for index in range(size))
            return sum(v for _, v in points), points, True
        known = {index: value(index) for index in (0, size // 2, size - 1)}
        (x0, y0), (x1, y1), (x2, y2) = sorted(known.items())
        if _collinear(x0, y0, x1, y1, x2, y2):
            return (y0 + y2) * size / 2.0, tuple(sorted(known.items())), True
        if size <= EXHAUSTIVE:
            points = tuple((index, value(index)) for index in range(size))
            return sum(v for _, v in points), points, True
        for index in (1, size - 2):
            known[index] = value(index)
        if _collinear(1, known[1], size // 2, known[size // 2], size - 2, known[size - 2]):
            interior = (known[1] + known[size - 2]) * (size - 2) / 2.0
            return known[0] + interior + known[size - 1], tuple(sorted(known.items())), True
        for step in range(SAMPLES):
            index = round(step * (size - 1) / (SAMPLES - 1))
            if index not in known:
                known[index] = value(index)
        points = tuple(sorted(known.items()))
        return interpolated_sum(points), points, False

    def profile(self) -> WarpProfile:
        """Warp-level work of the launch: the busiest evaluated warp, the mean warp's
        instructions, the per-block work at the evaluated blocks and the kinds of warp seen."""
        columns = self.grid_shape[0]
        rows = self.blocks // columns

        def block_work(linear: int) -> float:
            block = self.block_of(linear)
            marks = tuple(path_signature(self._run(block, corner)) for corner in self.corners)
            if marks not in block_totals:
                total, _, exact = self.series(self.warps, lambda warp: float(self.warp(block, warp).instructions))
                block_totals[marks] = (total, exact)
            total, exact = block_totals[marks]
            if not exact:
                self.sampled = True
            return total

        block_totals: dict[tuple, tuple[float, bool]] = {}

        def row_work(row: int) -> float:
            total, points, exact = self.series(columns, lambda column: block_work(row * columns + column))
            if not exact:
                self.sampled = True
            row_points[row] = points
            return total

        row_points: dict[int, tuple] = {}
        grid_total, sampled_rows, exact_blocks = self.series(rows, row_work)
        if rows == 1:
            points = row_points[0]
        else:  # each evaluated row of blocks at its mean block (the x variation is left out)
            ends = {index: total / columns for row, total in sampled_rows
                    for index in (row * columns, row * columns + columns - 1)}
            points = tuple(sorted(ends.items()))
        warps = list(self.evaluated.values())
        busiest = max(warps, key=lambda run: (run.instructions, -run.block[0], -run.warp))
        kinds: dict[tuple, list[WarpRun]] = {}
        for run in warps:
            kinds.setdefault((run.instructions, run.active_lanes), []).append(run)
        mean = grid_total / (self.blocks * self.warps)
        return WarpProfile(
            busiest_block=busiest.block, busiest_warp=busiest.warp, busiest_instructions=busiest.instructions,
            busiest_load_bytes=busiest.load_bytes, busiest_store_bytes=busiest.store_bytes,
            busiest_active_lanes=busiest.active_lanes, mean_instructions=round(mean, 6),
            block_work=tuple(sorted((index, round(work, 6)) for index, work in points)),
            exact=exact_blocks and not self.sampled,
            kinds=tuple(WarpKind(instructions=key[0], active=key[1] > 0, evaluated=len(group), lanes=key[1],
                                 example=(group[0].block, group[0].warp), load_bytes=group[0].load_bytes)
                        for key, group in sorted(kinds.items(), key=lambda item: (-item[0][0], -item[0][1]))),
            evaluated_warps=len(warps), evaluated_lanes=len(self.runs))

    def busiest_union(self) -> ThreadRun:
        """The union run of the busiest evaluated warp."""
        return max(self.evaluated.values(), key=lambda run: (run.instructions, -run.block[0], -run.warp)).union


def _collinear(x0: float, y0: float, x1: float, y1: float, x2: float, y2: float) -> bool:
    left, right = (y1 - y0) * (x2 - x0), (y2 - y0) * (x1 - x0)
    return abs(left - right) <= 1e-9 * max(1.0, abs(left), abs(right))


def interpolated_sum(points: tuple[tuple[int, float], ...]) -> float:
    """Sum over the integers from the first to the last point of the piecewise-linear function
    through ``points`` (each interior point counted once)."""
    total = points[0][1]
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        count = x1 - x0  # the integers x0 + 1 .. x1
        slope = (y1 - y0) / count
        total += count * y0 + slope * count * (count + 1) / 2.0
    return total


def sm_block_totals(points: tuple[tuple[int, float], ...], blocks: int, sms: int) -> list[float]:
    """Work of the blocks each SM gets when the block scheduler deals blocks out in launch order,
    block ``b`` to SM ``b mod sms``, with the block work interpolated between ``points``
    (piecewise linear; arithmetic series per piece)."""
    totals = [0.0] * min(sms, blocks)
    if not points:
        return totals
    if len(points) == 1:
        return [points[0][1] * len(range(sm, blocks, sms)) for sm in range(len(totals))]
    pieces = []
    for index, ((x0, y0), (x1, y1)) in enumerate(zip(points, points[1:])):
        start = x0 if index == 0 else x0 + 1
        pieces.append((start, x1, x0, y0, (y1 - y0) / (x1 - x0)))
    for sm in range(len(totals)):
        total = 0.0
        for start, end, x0, y0, slope in pieces:
            first = start + (sm - start) % sms
            if first > end:
                continue
            count = (end - first) // sms + 1
            total += count * (y0 + slope * (first - x0)) + slope * sms * count * (count - 1) / 2.0
        totals[sm] = total
    return totals
