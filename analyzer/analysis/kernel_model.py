"""The kernel model: what static analysis hands to the predictor and the makespan engine.

This is Kleimenov and Popova's (2021) ``m_kernel = <time, delay, mem, uncoalMem, l1pct, l2pct, syncs, registers,
sharedMem>`` (Kleimenov and Popova 2021, section 2), per thread, as symbolic expressions.

Symbol conventions used in every expression:

* launch: ``ntid_x ntid_y ntid_z`` (block), ``nctaid_x nctaid_y nctaid_z`` (grid), thread and
  block ids ``tid_x .. ctaid_z`` (the model is built for the thread of a full interior block
  that takes the longest path, so ids are normally already bound; they remain only when that
  thread could not be chosen statically);
* kernel parameters by ``Param.name``;
* ``trip_<loop id>`` for a loop whose trip count is data dependent (user override ``--trip``);
* GPU-model symbols: ``lat_<ExecClass value>`` (latency in cycles, e.g. ``lat_fp32``,
  ``lat_ld_global``; the predictor binds the memory ones to its mean access latency) and
  ``del_<ExecClass value>`` (issue delay in cycles, method C: ``max(warpSize/units, 1)``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from analyzer.analysis.work import WorkProfile
from analyzer.ir import ExecClass, MemSpace, UnknownOpcode
from analyzer.symbolic import ONE, ZERO, Expr


#: The synchronised path's issue unit (``analysis.latency_path.latency``): cycles per instruction of the warps
#: of a block on their processing block, bound by the kt model.
PHASE_ISSUE_SYMBOL = "issue_phase"


def latency_symbol(exec_class: ExecClass) -> str:
    """Name of the latency symbol of an execution class (``lat_fp32``)."""
    return f"lat_{exec_class.value}"


def delay_symbol(exec_class: ExecClass) -> str:
    """Name of the issue-delay symbol of an execution class (``del_fp32``)."""
    return f"del_{exec_class.value}"


def trip_symbol(loop_id: str) -> str:
    """Name of the override symbol of a data-dependent loop (``trip_L2``)."""
    return f"trip_{loop_id}"


@dataclass(frozen=True)
class LoopInfo:
    """A natural loop: ``id`` (L1, L2, ... in header order), header block label and source line,
    nesting ``depth`` (1 = outermost), ``parent`` loop id, and its trip count per entry.

    ``trip_count`` is symbolic; ``data_dependent`` loops get ``trip_<id>``; ``derivation`` says
    how the count was found (induction variable, start, step, bound) or why it was not;
    ``grid_stride``: an induction variable of the exit test steps by the grid size (its step
    names ``nctaid``), so each iteration touches new data.
    """

    id: str
    header: str
    line: int
    depth: int
    parent: str | None
    trip_count: Expr
    data_dependent: bool
    derivation: str
    grid_stride: bool = False


@dataclass(frozen=True)
class AccessInfo:
    """One static memory instruction with its per-thread execution count and coalescing.

    ``bytes_per_request``: bytes a full warp asks for in one execution; ``sectors_per_request``:
    32-byte sectors that request touches (4 for 32 consecutive floats); ``coalesced`` when the
    sectors equal the minimum the requested bytes need; ``stride_bytes`` the address step
    between consecutive ``threadIdx.x`` (None when not affine in it); ``base`` and ``offset_bytes``
    say which array the access reads (accesses of one base with offsets within a request share
    sectors: neighbouring stencil points, interleaved channels); ``index_steps`` the address step
    and extent of each thread and block index (``threadIdx.x/y/z``, ``blockIdx.x/y/z``; empty when
    unknown), which say whether an access at another offset reads inside this one's footprint
    (stencil neighbours) or in the gaps it leaves (``in[i + BLOCK*t]`` of a tiled kernel).
    """

    line: int
    opcode: str
    space: MemSpace
    kind: str  # load, store, atomic
    bytes_per_thread: int
    executions: Expr  # per thread
    stride_bytes: int | None
    bytes_per_request: int
    sectors_per_request: int
    coalesced: bool
    base: str | None = None  # pointer parameter or named object the address starts from (None: unknown)
    offset_bytes: int | None = None  # lowest lane address of the block's first warp relative to ``base``
    index_steps: tuple[tuple[int, int], ...] = ()  # (address step in bytes, extent) per thread/block index
    loop_steps: tuple[tuple[str, int], ...] | None = None  # (loop id, address step per iteration) of enclosing loops
    lines_per_request: int | None = None  # distinct 128-byte lines of the evaluated lane addresses (of all its requests)
    machine_requests: int = 1  # memory instructions ptxas makes of it (a matrix fragment: analysis.quantities.fragments)
    #: share of a block's lanes that execute it (evaluated lanes x evaluated warps; None: all):
    #: ``if (threadIdx.x == 0) atomicAdd(...)`` in a block of 8 warps is 1/32 x 1/8
    executing_share: float | None = None


@dataclass(frozen=True)
class StringSegment:
    """A piece of an L/C instruction string: plain ``letters``, or a ``body`` repeated ``count``
    times (the count may be symbolic: a loop's trip count)."""

    letters: str = ""
    body: tuple["StringSegment", ...] = ()
    count: Expr | None = None
    loop_id: str | None = None


@dataclass(frozen=True)
class KernelModel:
    """Per-thread model of one kernel (all expressions per thread of a full interior block taking
    the longest path). See the module docstring for symbol names."""

    kernel: str  # plain name
    mangled_name: str
    source: str  # "ptx" or "llvm"
    file: str
    params: tuple[str, ...]
    loops: tuple[LoopInfo, ...]
    counts: tuple[tuple[ExecClass, Expr], ...]  # dynamic instructions per class
    instructions: Expr
    global_load_bytes: Expr
    global_store_bytes: Expr
    global_sector_bytes: Expr  # per-thread share of the 32-B sectors moved: sectors*32/warp
    uncoalesced_bytes: Expr  # per-thread bytes of accesses that are not coalesced
    shared_accesses: Expr
    syncs: Expr
    latency: Expr  # per-thread critical path (cycles) over lat_* symbols: method C "time"
    issue_delay: Expr  # per-thread sum of issue delays over del_* symbols: method C "delay"
    accesses: tuple[AccessInfo, ...]
    instruction_string: tuple[StringSegment, ...]
    registers: int
    registers_source: str
    static_shared_bytes: int
    uses_dynamic_shared: bool = False
    unknown_opcodes: tuple[UnknownOpcode, ...] = ()
    notes: tuple[str, ...] = field(default=())
    work: WorkProfile | None = None  # set when parameters and launch are bound (analysis.work)
    operand_loads: Expr | None = None  # per-thread constant-bank loads folded into their consumer
    local_bytes: int = 0  # per-thread local memory (the PTX ``__local_depot``: spills, indexed arrays)
    spill_bytes: int = 0  # per-thread bytes of ptxas's register spill stores and loads (``ptxas -v``)
    stack_bytes: int = 0  # per-thread stack frame ptxas allocates (``ptxas -v``), spills included
    operations: tuple[tuple[str, ExecClass, Expr], ...] = ()  # PTX operations ptxas expands (counts.sass_operation)
    shared_wavefronts: Expr | None = None  # per-thread shared-memory wavefronts with bank conflicts (analysis.quantities.banks)
    synchronised_latency: Expr | None = None  # kt's path: barrier phases at least their issue (analysis.latency_path.latency, issue_phase); None without barriers
    spill_store_bytes: int = 0  # the spill stores' share of ``spill_bytes`` (``ptxas -v``)
    local_load_bytes: Expr = ZERO  # per-thread bytes ``ld.local`` reads (vector widths counted)
    local_store_bytes: Expr = ZERO  # per-thread bytes ``st.local`` writes
    stack_from_ptxas: bool = False  # ``stack_bytes`` comes from ``ptxas -v`` for the file's own target
    int_multiplies: Expr = ZERO  # per-thread integer mul/mad (part of the ``int`` count)
    register_array_selects: Expr = ZERO  # per-thread selects of a register-kept local array (counts.local_array_selects)
    largest_block_executions: Expr = ONE  # per-thread executions of the block with the most instructions

    @property
    def local_in_registers(self) -> bool:
        """Whether ptxas kept the PTX's local memory in registers: the PTX declares a local depot
        but ``ptxas -v`` reports no stack frame (ptxas unrolls the loops that index the array, as
        for a partially unrolled ``#pragma unroll``, and promotes its elements to registers), so
        its ``ld.local``/``st.local`` move no memory. Only ptxas for the file's own target says so:
        the GTX 1070's measured CoulombSum3d configurations move local memory where ptxas 13 for
        sm_75 promotes the array. Issued as in the PTX all the same, and indexing
        the promoted array at run time takes predicated moves (``register_array_selects``: with
        them the RTX 2080 Ti's Nsight Compute instruction counts of those CoulombSum3d
        configurations are 0.95-1.10 of the model's, 1.14-4.06 without)."""
        return self.stack_from_ptxas and self.stack_bytes == 0 and self.local_bytes > 0

    @property
    def spill_instructions(self) -> float:
        """Register spill stores and loads ptxas adds (not in the PTX), each once: one 4-byte
        register each (a wider spill counts as several); ``spill_executions`` says how often they
        run."""
        return self.spill_bytes / 4.0

    @staticmethod
    def spill_repeats(largest_block_executions: float | None) -> float:
        """How often per thread ptxas's spill code runs: as often as the block with the most
        instructions (``largest_block_executions`` evaluated; at least once, once when unknown).
        ptxas spills where registers run out, where the most values are live, the largest
        (unrolled) block: a register-tiled loop's body runs once per iteration, a fully unrolled
        kernel's once."""
        return max(1.0, largest_block_executions or 0.0)

    def spill_executions(self, largest_block_executions: float | None) -> float:
        """Per-thread register spill stores and loads executed: ``spill_instructions`` x
        ``spill_repeats``."""
        return self.spill_instructions * self.spill_repeats(largest_block_executions)

    def count(self, exec_class: ExecClass) -> Expr | None:
        """Per-thread dynamic count of one class, or None when the kernel has none."""
        for candidate, expression in self.counts:
            if candidate is exec_class:
                return expression
        return None
