"""Coalescing of global memory accesses: 32-byte sectors per warp request.

For each global access the address expression (``values``) is evaluated for the 32 lanes of the
first warp of a block: lane ``l`` has ``tid_x = l % ntid_x``, ``tid_y = (l // ntid_x) % ntid_y``,
``tid_z = l // (ntid_x*ntid_y)``; block ids are 0; pointer parameters and the addresses of
named objects are 0 (bases assumed 256-byte aligned); a loop-carried address takes its first
iteration's value (the loop step is the same for every lane, so the pattern repeats). The
request touches the distinct 32-byte sectors covering ``[address, address + bytes)`` of every
lane. An access is *coalesced* when it touches no more sectors than its distinct bytes need when
laid out contiguously from the warp's lowest address: a misaligned but contiguous warp (a
stencil's west neighbour) is coalesced, gaps between lanes (strides, transposed stores) are not.
This is the "uncoalesced" of method C (Kleimenov and Popova 2021), which follows Hong and Kim
(2009): accesses the memory system cannot merge.
When the address cannot be evaluated (unbound parameter, data-dependent address) the access is
assumed coalesced and a note says so. A matrix fragment load or store (``analysis.quantities.fragments``) is
one warp-wide request at a warp-uniform address: its footprint is the rows of its tile, from the
lowest lane address (from an aligned base when that address cannot be evaluated), and its lines
are those of each machine request ptxas makes of it.
"""

from __future__ import annotations

from typing import Mapping

from analyzer.analysis.quantities.counts import effective_space
from analyzer.analysis.quantities.fragments import FragmentTile, fragment_tile, stride_operand
from analyzer.analysis.kernel_model import AccessInfo
from analyzer.analysis.facts.values import ValueAnalysis
from analyzer.analysis.facts.loops import Loop
from analyzer.ir import Instruction, Kernel, MemSpace
from analyzer.symbolic import Expr, ZERO, UnboundSymbolError, add, compile_expr

WARP_SIZE = 32
SECTOR_BYTES = 32
LINE_BYTES = 128


def whole_sectors(byte_count: float) -> float:
    """``byte_count`` rounded up to whole 32-byte sectors (the unit L2 and DRAM move)."""
    return float(-(-byte_count // SECTOR_BYTES) * SECTOR_BYTES)


def warp_lanes(bindings: Mapping[str, float]) -> list[dict[str, int]]:
    """Thread ids of the lanes of a block's first warp (fewer than 32 when the block is
    smaller); a block shape without bindings is taken as one-dimensional along x."""
    nx = int(bindings.get("ntid_x", WARP_SIZE))
    ny = int(bindings.get("ntid_y", 1))
    nz = int(bindings.get("ntid_z", 1))
    count = max(1, min(WARP_SIZE, nx * ny * nz))
    return [{"tid_x": lane % nx, "tid_y": (lane // nx) % ny, "tid_z": lane // (nx * ny)} for lane in range(count)]


def _sectors(addresses: list[int], size: int) -> int:
    touched = set()
    for address in addresses:
        touched.update(range(address // SECTOR_BYTES, (address + size - 1) // SECTOR_BYTES + 1))
    return len(touched)


def _lines(addresses: list[int], size: int) -> int:
    """Distinct 128-byte cache lines covering ``[address, address + size)`` of every lane."""
    touched = set()
    for address in addresses:
        touched.update(range(address // LINE_BYTES, (address + size - 1) // LINE_BYTES + 1))
    return len(touched)


def _minimum_sectors(addresses: list[int], size: int) -> int:
    distinct = set()
    for address in addresses:
        distinct.update(range(address, address + size))
    lowest = min(addresses)
    return (lowest % SECTOR_BYTES + len(distinct) + SECTOR_BYTES - 1) // SECTOR_BYTES


def address_env(kernel: Kernel, bindings: Mapping[str, float]) -> dict[str, float]:
    """The values of a block's first warp's address symbols besides the thread index: the
    bindings, block ids 0 and pointer parameters 0 (bases assumed 256-byte aligned)."""
    env: dict[str, float] = dict(bindings)
    for name in ("ctaid_x", "ctaid_y", "ctaid_z"):
        env[name] = 0
    for param in kernel.params:
        if param.is_pointer:
            env[param.name] = 0
    return env


def lane_addresses(address: Expr | None, base_env: Mapping[str, float], lanes: list[dict[str, int]]):
    """The address of each lane (named objects' ``addr_`` symbols 0), with the compiled address
    function and the environment used; or why it cannot be evaluated (a string)."""
    if address is None:
        return "data-dependent address"
    env = dict(base_env)
    for name in address.free_symbols():
        if name.startswith("addr_"):
            env.setdefault(name, 0)
    missing = address.free_symbols() - env.keys() - {"tid_x", "tid_y", "tid_z"}
    if missing:
        return f"address needs {', '.join(sorted(missing))}"
    try:
        function = compile_expr(address, address.free_symbols())
        return function, env, [int(function(**{**env, **lane})) for lane in lanes]
    except UnboundSymbolError as error:
        return f"address needs {', '.join(error.missing)}"
    except (ZeroDivisionError, ValueError, TypeError, OverflowError):
        return "address not evaluable"


def shared_offset_lanes(address: Expr | None, base_env: Mapping[str, float], lanes: list[dict[str, int]],
                        memo: dict[Expr, list[int] | str], displacement: int = 0) -> list[int] | str:
    """The addresses of ``lane_addresses`` (or why they cannot be evaluated) of ``address +
    displacement`` for many addresses that differ by constants, as a fully unrolled loop's copies
    do: the lanes of the part without the integer constant term are evaluated once per ``memo``
    and shifted by the constant (an address operand's displacement is added here, not to the
    expression). Exact: a part whose lanes are not all integers is evaluated with its constant,
    as ``lane_addresses`` does."""
    if address is None:
        return "data-dependent address"
    variable, offset = address, 0
    last = address.args[-1] if address.op == "add" else None
    if last is not None and last.op == "const" and isinstance(last.value, int):
        rest = address.args[:-1]
        variable, offset = (rest[0] if len(rest) == 1 else Expr("add", rest)), last.value
    offset += displacement
    if variable not in memo:
        memo[variable] = _integral_lanes(variable, base_env, lanes)
    lanes_of_variable = memo[variable]
    if lanes_of_variable is None:
        evaluated = lane_addresses(add(address, displacement) if displacement else address, base_env, lanes)
        return evaluated if isinstance(evaluated, str) else evaluated[2]
    if isinstance(lanes_of_variable, str):
        return lanes_of_variable
    return [value + offset for value in lanes_of_variable]


def _integral_lanes(address: Expr, base_env: Mapping[str, float], lanes: list[dict[str, int]]) -> list[int] | str | None:
    """``lane_addresses`` of ``address`` without rounding: the integer lanes, why they cannot be
    evaluated, or None when some lane's value is not an integer."""
    evaluated = lane_addresses(address, base_env, lanes)
    if isinstance(evaluated, str):
        return evaluated
    function, env, _rounded = evaluated
    raw = [function(**{**env, **lane}) for lane in lanes]
    if not all(float(value).is_integer() for value in raw):
        return None
    return [int(value) for value in raw]


def executed_accesses(kernel: Kernel, values: ValueAnalysis, executions: Mapping[str, Expr], space: MemSpace):
    """``((block label, index), instruction, executions per thread)`` of each memory access in
    ``space`` on the executed path (generic addresses resolved as ``counts.effective_space`` does)."""
    for block in kernel.blocks:
        count = executions.get(block.label, ZERO)
        if count == ZERO:
            continue
        for index, instruction in enumerate(block.instructions):
            if instruction.memory is None:
                continue
            if effective_space(instruction, kernel, values, (block.label, index))[0] is space:
                yield (block.label, index), instruction, count


def access_infos(kernel: Kernel, values: ValueAnalysis, executions: Mapping[str, Expr],
                 bindings: Mapping[str, float], starts: Mapping[str, Expr],
                 steps: Mapping[str, tuple[Loop, Expr]] | None = None
                 ) -> tuple[tuple[AccessInfo, ...], tuple[str, ...]]:
    """AccessInfo of every global access on the executed path, and notes for the accesses
    assumed coalesced. ``starts`` gives the first-iteration values of induction variables,
    ``steps`` the additive step of each with its loop (``trip_counts.induction_variables``):
    advancing one enclosing loop's variables by one step gives the access's address step per
    iteration of that loop."""
    steps = steps or {}
    lanes = warp_lanes(bindings)
    base_env = address_env(kernel, bindings)
    pointers = {param.name for param in kernel.params if param.is_pointer}

    def override(name: str, block: str, index: int) -> Expr | None:
        return starts.get(name)

    infos: list[AccessInfo] = []
    notes: list[str] = []
    space = MemSpace.GLOBAL
    for (label, index), instruction, count in executed_accesses(kernel, values, executions, space):
        access = instruction.memory
        size = max(1, access.bytes)
        request = size * len(lanes)
        address = values.value(access.address, override, (label, index))
        evaluated = lane_addresses(address, base_env, lanes)
        addresses: list[int] | None = None
        reason = evaluated if isinstance(evaluated, str) else ""
        if not isinstance(evaluated, str):
            function, env, addresses = evaluated
            try:
                index_steps = _index_steps(function, env, lanes[0], addresses[0], bindings)
                loop_steps = _loop_steps(values, access.address, (label, index), starts, steps,
                                         {**env, **lanes[0]}, addresses[0])
            except UnboundSymbolError as error:
                addresses, reason = None, f"address needs {', '.join(error.missing)}"
            except (ZeroDivisionError, ValueError, TypeError, OverflowError):
                addresses, reason = None, "address not evaluable"
        tile = fragment_tile(instruction.opcode)
        if addresses is None and tile is None:
            notes.append(f"line {instruction.line}: {instruction.opcode} assumed coalesced ({reason})")
            minimum = (request + SECTOR_BYTES - 1) // SECTOR_BYTES
            infos.append(AccessInfo(instruction.line, instruction.opcode, space, access.kind, access.bytes,
                                    count, None, request, minimum, True))
            continue
        if addresses is None:  # a fragment whose base is unknown: its tile's rows from an aligned base
            notes.append(f"line {instruction.line}: {instruction.opcode} tile taken as aligned ({reason})")
            runs, run_bytes, wavefronts, note = _fragment_footprint(instruction, tile, 0, values, override,
                                                                    (label, index), {**base_env, **lanes[0]})
            notes += [note] if note else []
            infos.append(AccessInfo(instruction.line, instruction.opcode, space, access.kind, access.bytes, count,
                                    None, request, _sectors(runs, run_bytes), True, lines_per_request=wavefronts,
                                    machine_requests=tile.requests))
            continue
        stride = _stride(addresses, lanes)
        footprint, size_each, lines, requests = addresses, size, None, 1
        if tile is not None:  # one warp-wide fragment: the tile's rows, not 32 equal lane addresses
            footprint, size_each, lines, note = _fragment_footprint(instruction, tile, addresses[0], values, override,
                                                                    (label, index), {**env, **lanes[0]})
            notes += [note] if note else []
            stride, requests = None, tile.requests
        sectors = _sectors(footprint, size_each)
        bases = sorted(name for name in address.free_symbols() if name in pointers or name.startswith("addr_"))
        infos.append(AccessInfo(instruction.line, instruction.opcode, space, access.kind, access.bytes, count,
                                stride, request, sectors, sectors <= _minimum_sectors(footprint, size_each),
                                "+".join(bases) or None, min(addresses), index_steps, loop_steps,
                                _lines(footprint, size_each) if lines is None else lines, machine_requests=requests))
    return tuple(infos), tuple(notes)


def _fragment_footprint(instruction: Instruction, tile: FragmentTile, base: int, values: ValueAnalysis, override,
                        at: tuple[str, int], env: Mapping[str, float]) -> tuple[list[int], int, int, str]:
    """A fragment access's runs from ``base`` (``FragmentTile.request_runs``), flattened, the bytes
    of a run, the L1 wavefronts of all its requests (distinct lines per request), and a note when
    its stride operand could not be evaluated (the rows are then taken as contiguous)."""
    operand = stride_operand(instruction)
    elements, note = tile.row_elements, ""
    if operand is not None:
        stride = values.value(operand, override, at)
        try:
            symbols = stride.free_symbols()
            elements = int(compile_expr(stride, symbols)(**{name: env[name] for name in symbols if name in env}))
        except (UnboundSymbolError, ZeroDivisionError, ValueError, TypeError, OverflowError, AttributeError):
            note = f"line {instruction.line}: {instruction.opcode} stride not evaluable, rows taken as contiguous"
    requests, run_bytes = tile.request_runs(base, elements)
    runs = [run for request in requests for run in request]
    return runs, run_bytes, sum(_lines(request, run_bytes) for request in requests), note


def _loop_steps(values: ValueAnalysis, operand, at: tuple[str, int], starts: Mapping[str, Expr],
                steps: Mapping[str, tuple[Loop, Expr]], env: Mapping[str, float], first: int
                ) -> tuple[tuple[str, int], ...] | None:
    """Address step of one lane per iteration of each loop holding the access (that loop's
    additive induction variables advanced by one step, the others at their start): ``(loop id,
    bytes)`` pairs, () outside loops, None when a step cannot be evaluated."""
    enclosing = {loop.id: loop for loop, _ in steps.values() if at[0] in loop.blocks}
    result = []
    for loop_id, loop in sorted(enclosing.items()):
        advanced = {name: add(starts[name], step) for name, (owner, step) in steps.items()
                    if owner is loop and name in starts}
        advanced.update(_inner_starts(values, loop, starts, steps, advanced))

        def override(name: str, block: str, index: int, advanced=advanced) -> Expr | None:
            return advanced.get(name, starts.get(name))

        address = values.value(operand, override, at)
        if address is None:
            return None
        try:
            symbols = address.free_symbols()
            if symbols - env.keys():
                return None
            result.append((loop_id, int(compile_expr(address, symbols)(**{name: env[name] for name in symbols})) - first))
        except (ZeroDivisionError, ValueError, TypeError, OverflowError):
            return None
    return tuple(result)


def _inner_starts(values: ValueAnalysis, loop: Loop, starts: Mapping[str, Expr],
                  steps: Mapping[str, tuple[Loop, Expr]], advanced: Mapping[str, Expr]) -> dict[str, Expr]:
    """Start values of the induction variables of loops nested in ``loop`` on its second
    iteration (its own variables at ``advanced``): an inner variable set from an outer one before
    its loop (clang's ``mov %r99, %r97``) starts where the outer one has moved to. Only variables
    with one definition outside their loop; outer loops first, so deeper starts see them."""
    moved = dict(advanced)

    def override(name: str, block: str, index: int) -> Expr | None:
        return moved.get(name, starts.get(name))

    inner = sorted(((owner.depth, name, owner) for name, (owner, _) in steps.items()
                    if owner is not loop and owner.blocks < loop.blocks and name in starts))
    for _, name, owner in inner:
        initial = [definition for definition in values.defs_of(name) if definition.block not in owner.blocks]
        if len(initial) == 1:
            value = values.instruction_value(initial[0], override)
            if value is not None:
                moved[name] = value
    return {name: value for name, value in moved.items() if name not in advanced}


#: Thread and block indices with the launch dimension that bounds each.
INDEX_EXTENTS = (("tid_x", "ntid_x"), ("tid_y", "ntid_y"), ("tid_z", "ntid_z"), ("ctaid_x", "nctaid_x"),
                 ("ctaid_y", "nctaid_y"), ("ctaid_z", "nctaid_z"))


def _index_steps(function, env: Mapping[str, float], lane: Mapping[str, int], first: int,
                 bindings: Mapping[str, float]) -> tuple[tuple[int, int], ...]:
    """Address step of lane 0 for a unit step of each thread and block index, with that index's
    extent (launch dimension); empty when a step cannot be evaluated or a dimension is unbound."""
    steps = []
    for index, extent in INDEX_EXTENTS:
        if extent not in bindings:
            return ()
        try:
            step = int(function(**{**env, **lane, index: lane.get(index, 0) + 1})) - first
        except (ZeroDivisionError, ValueError, TypeError, OverflowError):
            return ()
        steps.append((step, int(bindings[extent])))
    return tuple(steps)


def _stride(addresses: list[int], lanes: list[dict[str, int]]) -> int | None:
    """Address step between consecutive tid_x within the first row of the warp (None when the
    steps differ or the row has one thread)."""
    row = [address for address, lane in zip(addresses, lanes) if lane["tid_y"] == 0 and lane["tid_z"] == 0]
    if len(row) < 2:
        return None
    steps = {row[i + 1] - row[i] for i in range(len(row) - 1)}
    return steps.pop() if len(steps) == 1 else None
