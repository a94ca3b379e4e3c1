"""Memory traffic per level from the kernel's access streams, instead of constant hit fractions.

Each global access of the kernel model (``AccessInfo``: bytes per thread, 32-byte sectors per
warp request, the address step between neighbouring ``threadIdx.x``, executions per thread) is one
access stream. Its traffic through L1, L2 and DRAM follows the stream's class (layer-condition
reasoning after Kerncraft, Hammer et al. 2017, reduced to what the access record carries):

* **warp-uniform** (step 0, e.g. a filter coefficient or the vector of a mat-vec): one sector per
  warp request; after the first block touches it the sector is an L1/L2 hit. L2 sees one sector
  per block per execution, DRAM one sector per execution for the whole grid (every block reads the
  same elements).
* **contiguous, executed once per thread** (streaming: ``c[i] = a[i] + b[i]``): every sector goes
  to DRAM once; L1 and L2 see the same sectors.
* **contiguous, executed in a loop** (stencil, convolution, mat-mat): neighbouring iterations and
  neighbouring warps share most sectors (halo and row reuse), so DRAM sees the grid's footprint
  once: the address range the access spans over every thread, block and iteration (``sum |step|
  x (extent - 1)`` over the thread and block indices and the enclosing loops with their trip
  counts, from ``AccessInfo.index_steps`` and ``loop_steps``), never more than the requests;
  without those steps, the sectors of one execution per warp. L1 serves the other requests (the block's
  tile and halo), so L2 sees the same footprint. Loop accesses of one array with the same step and
  count (the unrolled copies of a staging loop) move their joint footprint once. A loop whose induction variable steps by
  the whole grid (grid-stride, the step names ``nctaid``) is streaming instead: every execution
  moves new sectors. An access belongs to such a loop when its execution count equals the loop's
  trip count.
* **strided** (step of a sector or more: each lane its own row): a sector per lane per request at
  L1; the lanes walk their rows across iterations, so L2 and DRAM move the bytes actually used
  (bytes per thread x executions), the rest of each sector being reused from L1. In a loop whose
  grid footprint (as for the contiguous loop class) is smaller than those bytes, other blocks read
  the same rows (a GEMM without shared-memory staging: every block of a grid column walks the same
  rows of A): L2 still serves every byte used, DRAM moves the footprint once, and the unrolled
  copies of such a load (same array, step and count) share their joint footprint.
* **shifted copies**: contiguous loads of one array (same base pointer, step and count) at
  different offsets (``in[i-1]``, ``in[i]``, ``in[i+1]``; the R, G, B bytes of a pixel) cover the
  same footprint shifted: L2 and DRAM see the first of them only (L1 serves the others). Only
  when the shift lands inside the first one's footprint (it is a sum of index steps within their
  extents, ``AccessInfo.index_steps``, up to a sector): otherwise the copies fill each other's
  gaps (``in[i + BLOCK*t]`` of a tiled kernel, ``grid[out + slice*z]``) and each moves its own
  bytes.
* **stores** write their sectors through L2 to DRAM once per execution; stores of one array with
  the same step and count move their joint footprint (the sectors they write together) once.
  L2 takes a store request's data one 128-byte line at a time, whatever part of the line it
  writes: ``store_lines`` counts the lines (the stores' L1 wavefronts: 1 for 32 consecutive
  floats, 32 when every lane writes its own row, as in a naive transpose) for the GPU model's
  measured rate ``l2_store_lines_per_clock``.
* **L1 wavefronts**: the L1 data stage handles one 128-byte cache line per cycle (a *wavefront*:
  "work items of different wavefronts are serialized and processed on different cycles", NVIDIA
  Nsight Compute documentation and forum answers on L1TEX wavefronts), so a request costs at least
  as many cycles as the distinct lines its lanes touch: 1 for 32 consecutive floats, 32 when every
  lane reads its own row. Lines per request come from the lane step (``AccessInfo.stride_bytes``),
  else from the sectors (4 per line).
* **local memory** (``ld.local``/``st.local``: arrays indexed at run time, with the bytes each
  moves, and the register spills ptxas adds, ``KernelModel.spill_bytes``, run as often as the
  kernel's largest block, ``KernelModel.spill_executions``, with its stack frame as the
  footprint): the per-thread stack is interleaved by 4-byte words, so a warp's access to one
  4-byte slot is one 128-byte line. Its footprint is the resident threads x
  ``KernelModel.local_bytes``: loads miss the SM's L1 (``l1_shared_per_sm`` less the largest
  shared-memory carve-out) by the share of the footprint that does not fit it; stores write through
  to L2 (measured, see ``local_traffic``); the share of the GPU-wide footprint that does not fit
  ``l2_size`` goes to DRAM (capacity decides, as in Kerncraft's layer conditions; the share, not
  all or nothing, because many warps interleave their slots).
* **global atomics** are L2 operations (one per executing lane: ``AccessInfo.executing_share`` of
  the lanes when a guard such as ``threadIdx.x == 0`` leaves the others out); when their address
  is data-dependent or warp-uniform (no step known) every lane updates the same word: the worst
  case of contention. With a known lane step the stream keeps its updates and the bytes the grid
  spreads them over (its footprint, as for the contiguous loop class): the hot set whose measured
  update rate bounds them (``analyzer.predict.atomics``).

Assumptions, said in the prediction's explanation: kernel arguments do not alias; caches are cold
at the launch (DRAM moves at least the compulsory traffic).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from analyzer.analysis.kernel_model import AccessInfo, KernelModel
from analyzer.analysis.quantities.coalescing import LINE_BYTES, SECTOR_BYTES, whole_sectors
from analyzer.predict.atomics import atomic_updates, executed_footprint
from analyzer.predict.bind import evaluated

#: Contiguous classes whose accesses of one array with the same step and count read shifted copies
#: of one footprint (stencil neighbours, interleaved channels): L2 and DRAM see it once.
SHIFTED_CLASSES = ("streaming", "reused in a loop", "streaming (grid-stride loop)")
#: A strided loop load whose grid footprint is smaller than the bytes its lanes use: other blocks
#: read the same rows, so L2 serves the repeats and DRAM moves the footprint once.
STRIDED_REUSED = "strided, reused across blocks"


@dataclass(frozen=True)
class StreamTraffic:
    """Bytes one access stream moves through each level for the whole grid, and its class."""

    line: int
    opcode: str
    kind: str
    stream_class: str
    l1_bytes: float
    l2_bytes: float
    dram_bytes: float
    contended_atomics: float
    l1_wavefronts: float = 0.0
    #: An atomic stream's lane updates, and the bytes the grid spreads those of a known lane step over
    #: (``footprint_bytes``; None when contended, not atomic, or a step is unknown).
    atomic_updates: float = 0.0
    atomic_footprint: float | None = None


@dataclass(frozen=True)
class Traffic:
    """Grid totals: bytes through L1, L2, DRAM; same-address atomic updates; the streams; the
    hit fractions they imply (``l1_hit = 1 - L2/L1``, ``l2_hit = 1 - DRAM/L2``)."""

    l1_bytes: float
    l2_bytes: float
    dram_bytes: float
    contended_atomics: float
    streams: tuple[StreamTraffic, ...]
    l1_wavefronts: float = 0.0

    @classmethod
    def of(cls, streams: tuple[StreamTraffic, ...]) -> "Traffic":
        """The totals of ``streams``."""
        return cls(sum(s.l1_bytes for s in streams), sum(s.l2_bytes for s in streams),
                   sum(s.dram_bytes for s in streams), sum(s.contended_atomics for s in streams), streams,
                   sum(s.l1_wavefronts for s in streams))

    @property
    def store_lines(self) -> float:
        """The 128-byte lines the global stores write: their streams' L1 wavefronts."""
        return sum(stream.l1_wavefronts for stream in self.streams if stream.kind == "store")

    @property
    def l1_hit(self) -> float:
        """Fraction of the L1 traffic that does not reach L2."""
        return 0.0 if self.l1_bytes <= 0 else min(1.0, max(0.0, 1.0 - self.l2_bytes / self.l1_bytes))

    @property
    def l2_hit(self) -> float:
        """Fraction of the L2 traffic that does not reach DRAM."""
        return 0.0 if self.l2_bytes <= 0 else min(1.0, max(0.0, 1.0 - self.dram_bytes / self.l2_bytes))


def footprint_bytes(access: AccessInfo, trips: Mapping[str, float]) -> float | None:
    """Bytes between the lowest and highest address an access reaches over the grid and its
    enclosing loops (``trips``: trip count per loop id), rounded up to sectors; None when an index
    or loop step or a trip count is unknown."""
    if not access.index_steps or access.loop_steps is None:
        return None
    span = sum(abs(step) * (extent - 1) for step, extent in access.index_steps)
    for loop_id, step in access.loop_steps:
        if loop_id not in trips:
            return None
        span += abs(step) * max(0.0, trips[loop_id] - 1)
    span += access.bytes_per_thread
    return whole_sectors(span)


def lines_per_request(access: AccessInfo, lanes: int) -> int:
    """Distinct 128-byte lines one warp request touches (the L1 wavefronts it costs): counted from
    the evaluated lane addresses where the coalescing pass had them, else from the lane step when
    it is known (``lanes`` lanes ``stride_bytes`` apart, each reading
    ``bytes_per_thread``), else one line per 4 sectors; never fewer than the sectors need, never
    more than the sectors of each of the machine requests it is made of (one, but for a matrix
    fragment, ``AccessInfo.machine_requests``)."""
    sectors = max(1, access.sectors_per_request)
    fewest = -(-sectors // (LINE_BYTES // SECTOR_BYTES))
    if access.lines_per_request is not None:
        return int(min(sectors * access.machine_requests, max(fewest, access.lines_per_request)))
    if access.stride_bytes is None:
        return fewest
    step = abs(access.stride_bytes)
    if step >= LINE_BYTES:
        lines = lanes
    else:
        lines = -(-(step * (lanes - 1) + access.bytes_per_thread) // LINE_BYTES)
    return int(min(sectors, max(fewest, lines)))


def stream_traffic(access: AccessInfo, executions: float, warps: float, blocks: float,
                   lanes: int, grid_stride: bool = False, trips: Mapping[str, float] | None = None,
                   block_warps: float | None = None) -> StreamTraffic:
    """Traffic of one access stream for ``warps`` warps in ``blocks`` blocks, each thread running
    it ``executions`` times (``lanes`` threads per warp request; ``trips``: trip count per loop id
    for the footprint of loop accesses; ``block_warps``: the warps of a launched block, active or
    not, the whole of which an atomic's ``executing_share`` is a share); see the module docstring."""
    stream = _stream_bytes(access, executions, warps, blocks, lanes, grid_stride, trips or {}, block_warps)
    if access.kind == "atomic":
        return stream
    return replace(stream, l1_wavefronts=warps * executions * lines_per_request(access, lanes))


def _stream_bytes(access: AccessInfo, executions: float, warps: float, blocks: float, lanes: int,
                  grid_stride: bool, trips: Mapping[str, float], block_warps: float | None) -> StreamTraffic:
    sectors = max(1, access.sectors_per_request)
    request_bytes = sectors * SECTOR_BYTES
    l1 = warps * executions * request_bytes
    if access.kind == "atomic":
        per_lane = atomic_updates(access, executions, warps, blocks, lanes, block_warps)
        if access.stride_bytes in (None, 0):
            return StreamTraffic(access.line, access.opcode, access.kind, "atomic, same address (contended)", l1,
                                 per_lane * SECTOR_BYTES, l1, per_lane, atomic_updates=per_lane)
        footprint = executed_footprint(access, footprint_bytes(access, trips), per_lane, blocks)
        return StreamTraffic(access.line, access.opcode, access.kind, "atomic", l1, per_lane * SECTOR_BYTES, l1, 0.0,
                             atomic_updates=per_lane, atomic_footprint=footprint)
    if access.kind == "store":
        return StreamTraffic(access.line, access.opcode, access.kind, "store", l1, l1, l1, 0.0)
    if access.stride_bytes == 0:
        return StreamTraffic(access.line, access.opcode, access.kind, "warp-uniform", l1,
                             blocks * executions * SECTOR_BYTES, executions * SECTOR_BYTES, 0.0)
    if not access.coalesced and access.stride_bytes is not None and abs(access.stride_bytes) >= SECTOR_BYTES:
        used = warps * executions * lanes * access.bytes_per_thread
        footprint = footprint_bytes(access, trips) if executions > 1.0 and not grid_stride else None
        if footprint is not None and footprint < used:
            return StreamTraffic(access.line, access.opcode, access.kind, STRIDED_REUSED, l1, used, footprint, 0.0)
        return StreamTraffic(access.line, access.opcode, access.kind, "strided", l1, used, used, 0.0)
    if executions <= 1.0:
        return StreamTraffic(access.line, access.opcode, access.kind, "streaming", l1, l1, l1, 0.0)
    one_pass = footprint_bytes(access, trips)
    one_pass = warps * request_bytes if one_pass is None else min(l1, one_pass)
    if grid_stride:
        return StreamTraffic(access.line, access.opcode, access.kind, "streaming (grid-stride loop)", l1, l1, l1, 0.0)
    return StreamTraffic(access.line, access.opcode, access.kind, "reused in a loop", l1, one_pass, one_pass, 0.0)


def footprint_reaches(steps: tuple[tuple[int, int], ...], shift: int) -> bool:
    """Whether ``shift`` bytes from lane 0 of block 0 lands inside the grid's footprint: ``shift =
    sum k_i x step_i + r`` with ``|k_i| < extent_i`` and ``|r|`` less than the smallest step (between
    two neighbouring threads' addresses: the G and B bytes of an RGB pixel), solved greedily from
    the largest step (exact for the mixed-radix layouts of array indexing)."""
    remaining = shift
    moving = [(abs(step), extent) for step, extent in steps if step != 0]
    if not moving:
        return shift == 0
    for step, extent in sorted(moving, reverse=True):
        if abs(remaining) < step:
            continue
        count = min(abs(remaining) // step, extent - 1)
        remaining -= count * step * (1 if remaining > 0 else -1)
    return abs(remaining) < min(step for step, _ in moving)


def within_footprint(access: AccessInfo, first: AccessInfo) -> bool:
    """Whether ``access`` reads inside the footprint of ``first`` (same array, step and count):
    unknown index steps or offsets keep the shifted-copy reading."""
    if not first.index_steps or access.offset_bytes is None or first.offset_bytes is None:
        return True
    return footprint_reaches(first.index_steps, access.offset_bytes - first.offset_bytes)


def local_traffic(kernel_model: KernelModel, env: Mapping[str, float], warps: float, per_warp: float, lanes: int,
                  resident_threads_per_sm: float, l1_capacity: float, sm_count: int, l2_size: float
                  ) -> StreamTraffic | None:
    """Traffic of the kernel's local-memory accesses (see the module docstring) for ``warps`` active
    warps, each running ``per_warp`` of the busiest thread's accesses; None without local memory.

    Loads miss L1 by the share of the per-SM footprint beyond ``l1_capacity``; stores write
    through to L2 (measured: Nsight Compute's L2 write sectors on the RTX 2080 Ti and nvprof's
    L2 write transactions on the GTX 1070 equal the local store sectors plus the kernel's own
    stores). What reaches L2
    goes on to DRAM by the share of the GPU-wide footprint beyond ``l2_size``. None also when
    ptxas kept the local memory in registers (``KernelModel.local_in_registers``)."""
    if kernel_model.local_in_registers:
        return None
    repeats = kernel_model.spill_repeats(evaluated(kernel_model.largest_block_executions, env))
    instructions = kernel_model.spill_instructions * repeats
    for exec_class, expression in kernel_model.counts:
        if exec_class.value in ("ld_local", "st_local"):
            count = evaluated(expression, env)
            if count is None:
                return None
            instructions += count
    loaded = evaluated(kernel_model.local_load_bytes, env)
    stored = evaluated(kernel_model.local_store_bytes, env)
    local_bytes = kernel_model.stack_bytes if kernel_model.stack_from_ptxas else max(kernel_model.local_bytes, kernel_model.stack_bytes)
    if loaded is None or stored is None or local_bytes <= 0 or instructions <= 0:
        return None
    loaded += (kernel_model.spill_bytes - kernel_model.spill_store_bytes) * repeats
    stored += kernel_model.spill_store_bytes * repeats
    threads = warps * per_warp * lanes
    footprint = resident_threads_per_sm * local_bytes
    l1_miss = 0.0 if footprint <= l1_capacity else 1.0 - l1_capacity / footprint
    total = footprint * sm_count
    l2_miss = 0.0 if total <= l2_size else 1.0 - l2_size / total
    l1 = threads * (loaded + stored)
    l2 = threads * (loaded * l1_miss + stored)
    requests = warps * per_warp * instructions
    lines_per_request = max(1.0, lanes * (loaded + stored) / instructions / LINE_BYTES)
    return StreamTraffic(0, "ld/st.local", "local", f"local memory ({local_bytes} B per thread, "
                         f"{footprint:.0f} B resident per SM)", l1, l2, l2 * l2_miss, 0.0,
                         requests * lines_per_request)


def with_stream(traffic: Traffic | None, stream: StreamTraffic | None) -> Traffic | None:
    """``traffic`` with one more stream added to its totals."""
    if stream is None:
        return traffic
    return Traffic.of((*(traffic.streams if traffic is not None else ()), stream))


def loop_trips(kernel_model: KernelModel, env: Mapping[str, float]) -> dict[str, float]:
    """Trip count per entry of every loop whose count ``env`` evaluates."""
    trips = {loop.id: evaluated(loop.trip_count, env) for loop in kernel_model.loops}
    return {loop_id: trip for loop_id, trip in trips.items() if trip is not None}


def grid_stride_trips(kernel_model: KernelModel, env: Mapping[str, float]) -> tuple[float, ...]:
    """Trip counts of the loops whose induction variable steps by the grid
    (``LoopInfo.grid_stride``): their iterations touch new data."""
    trips = (evaluated(loop.trip_count, env) for loop in kernel_model.loops if loop.grid_stride)
    return tuple(trip for trip in trips if trip is not None)


def kernel_traffic(kernel_model: KernelModel, env: Mapping[str, float], warps: float, blocks: float,
                   lanes: int, work_fraction: float = 1.0, block_warps: float | None = None) -> Traffic | None:
    """Grid traffic of every global access stream of ``model`` for ``warps`` active warps in
    ``blocks`` active blocks (``block_warps`` warps launched per block), executions scaled by
    ``work_fraction`` (except an atomic's whose ``executing_share`` already says which lanes and
    warps run it); None when the model has no access records or an execution count cannot be
    evaluated with ``env``."""
    streams: list[StreamTraffic] = []
    shifted: dict[tuple, list[AccessInfo]] = {}
    footprints: dict[tuple, list[tuple[int, AccessInfo]]] = {}
    stride_trips = grid_stride_trips(kernel_model, env)
    trips = loop_trips(kernel_model, env)
    accesses = [access for access in kernel_model.accesses if access.space.value in ("global", "generic")]
    for access in accesses:
        executions = evaluated(access.executions, env)
        if executions is None:
            return None
        grid_stride = any(abs(executions - trip) < 1e-9 for trip in stride_trips)
        # a guarded atomic's share already says which lanes and warps run it: not scaled again
        scale = 1.0 if access.kind == "atomic" and access.executing_share is not None else work_fraction
        stream = stream_traffic(access, executions * scale, warps, blocks, lanes, grid_stride, trips, block_warps)
        key = (access.base, access.stride_bytes, executions, stream.stream_class)
        if stream.stream_class in ("reused in a loop", "store", STRIDED_REUSED) and access.base is not None \
                and access.offset_bytes is not None and footprint_bytes(access, trips) is not None:
            footprints.setdefault(key, []).append((len(streams), access))
        elif access.kind == "load" and access.base is not None and stream.stream_class in SHIFTED_CLASSES:
            owners = shifted.setdefault(key, [])
            first = next((owner for owner in owners if within_footprint(access, owner)), None)
            if first is not None:
                stream = replace(stream, stream_class=f"{stream.stream_class}, same sectors as line {first.line}",
                                 l2_bytes=0.0, dram_bytes=0.0)
            else:
                owners.append(access)
        streams.append(stream)
    if not streams:
        return None
    for members in footprints.values():
        _share_footprint(streams, members, trips)
    _within_known_footprints(streams, accesses, footprints)
    return Traffic.of(tuple(streams))


def _within_known_footprints(streams: list[StreamTraffic], accesses: list[AccessInfo],
                             footprints: Mapping[tuple, list[tuple[int, AccessInfo]]]) -> None:
    """Loop loads of an array whose own steps are unknown (a loop-carried pointer only the
    evaluator followed) read inside the footprint another loop access of that array spans: they add
    no L2 or DRAM bytes of their own. ``accesses`` are the accesses of ``streams``, in order."""
    known = {key[0]: members[0][1].line for key, members in footprints.items() if key[-1] == "reused in a loop"}
    grouped = {index for members in footprints.values() for index, _ in members}
    for index, (stream, access) in enumerate(zip(streams, accesses)):
        if index in grouped or stream.stream_class != "reused in a loop" or access.base not in known:
            continue
        streams[index] = replace(stream, l2_bytes=0.0, dram_bytes=0.0,
                                 stream_class=f"reused in a loop, in the footprint of line {known[access.base]}")


def _share_footprint(streams: list[StreamTraffic], members: list[tuple[int, AccessInfo]],
                     trips: Mapping[str, float]) -> None:
    """Loop accesses of one array with the same step and count (the unrolled copies of a staging
    loop, stencil neighbours), and stores of one array with the same step and count (a thread's
    tile of outputs, which fill each other's sectors when blocks are narrow), move their joint
    footprint once: from the lowest start to the highest end of their address ranges, never more than their
    requests; the first carries it."""
    if len(members) < 2:
        return  # one store alone keeps its sectors: far-away threads fill the rest after eviction
    starts = [access.offset_bytes for _, access in members]
    ends = [access.offset_bytes + footprint_bytes(access, trips) for _, access in members]
    first_index, first = members[0]
    kind = streams[first_index].stream_class
    across_blocks = kind == STRIDED_REUSED  # L2 serves each stream's repeats: only DRAM is shared
    requested = sum(streams[index].l2_bytes if across_blocks else streams[index].l1_bytes for index, _ in members)
    joint = min(requested, float(max(ends) - min(starts)))
    streams[first_index] = replace(streams[first_index], l2_bytes=streams[first_index].l2_bytes if across_blocks
                                   else joint, dram_bytes=joint, stream_class=f"{kind}, joint footprint of lines "
                                   f"{', '.join(str(access.line) for _, access in members)}")
    for index, _ in members[1:]:
        streams[index] = replace(streams[index], l2_bytes=streams[index].l2_bytes if across_blocks else 0.0,
                                 dram_bytes=0.0, stream_class=f"{kind}, in the footprint of line {first.line}")
