"""Per-thread execution counts of blocks and instructions (method C's per-thread quantities:
instruction counts by class, bytes moved, shared accesses, barriers; Kleimenov and Popova 2021,
section 2).

The model is for the thread that takes the longest path. Branches whose condition the bindings
decide (parameters, launch dimensions) follow the decided side; every other branch (thread-id
or data dependent, or unbound) takes the side with more work. "More work" is the number of
dynamic instructions on the path, all instructions weighing 1, loops weighing their trip count
times their body; symbols without a binding count as ``NOMINAL_SYMBOL_VALUE`` for this choice
only (the chosen path's counts stay symbolic).

Loop semantics. A loop's trip count ``T`` is the number of times its body runs per entry. Let
``E`` be the loop's counting exit (``loops.iteration_form``). When ``E``'s test ends the
iteration (rotated do-while form: ``E`` is a latch, or only jumps follow it) the back edge is
taken ``T - 1`` times; otherwise (while form, test before the body) ``T`` times and the blocks
from the header to ``E`` run once more for the final, failing test. Per entry, the blocks of the heaviest header-to-latch path run once per back edge and the
blocks of the heaviest header-to-``E`` path once more, so instruction counts are exact for both
forms.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from analyzer.analysis.facts.cfg import ControlFlowGraph, build_cfg
from analyzer.analysis.facts.loops import Loop, iteration_form
from analyzer.analysis.facts.predicates import resolved_successors
from analyzer.analysis.facts.stack_frame import frame_symbols_only
from analyzer.analysis.facts.values import ValueAnalysis
from analyzer.ir import ExecClass, Instruction, Kernel, MemSpace, is_constant_operand_load
from analyzer.symbolic import ONE, ZERO, Expr, add, mul, sym
from analyzer.analysis.kernel_model import trip_symbol

#: PTX operations ptxas may expand into several SASS instructions (``GpuModel.sass_instructions``).
EXPANDING_ROOTS = frozenset({"div", "rem", "rcp", "sqrt", "rsqrt", "ex2", "lg2", "sin", "cos"})
#: LLVM IR opcodes and the PTX operation the NVPTX back end emits for them (without fast-math flags).
LLVM_OPERATIONS = {"fdiv": "div.rn", "sdiv": "div", "udiv": "div", "srem": "rem", "urem": "rem"}


def sass_operation(instruction: Instruction) -> str | None:
    """The PTX operation name of an instruction that ptxas may expand into a SASS sequence
    (``div.rn.f32``, ``rem.s32``, ``sqrt.rn.f64``; LLVM ``fdiv float`` as ``div.rn.f32``, ``sdiv i32``
    as ``div.s32``), the key of ``GpuModel.sass_instructions``; None for every other instruction."""
    opcode = instruction.opcode
    if opcode.split(".", 1)[0] in EXPANDING_ROOTS and "." in opcode:
        return ".".join(part for part in opcode.split(".") if part != "sat")
    base = LLVM_OPERATIONS.get(opcode)
    if base is None or not instruction.type:
        return None
    bits = "".join(character for character in instruction.type if character.isdigit())
    if opcode == "fdiv":
        return f"{base}.f{bits}"
    return f"{base}.{'u' if opcode.startswith('u') else 's'}{bits}"


#: Value assumed for an unbound symbol when comparing the work of two branch sides.
NOMINAL_SYMBOL_VALUE = 64


def nominal_value(expression: Expr, bindings: Mapping[str, float]) -> float:
    """Numeric value of an expression with bindings applied and every other symbol at
    ``NOMINAL_SYMBOL_VALUE``; used only to rank paths by work."""
    env = {name: bindings.get(name, NOMINAL_SYMBOL_VALUE) for name in expression.free_symbols()}
    try:
        return float(expression.evaluate(env))
    except (ZeroDivisionError, ValueError, OverflowError):
        return float(NOMINAL_SYMBOL_VALUE)


class _Region:
    """One level of the loop nest: the blocks of a loop (or of the kernel) outside its child
    loops, with each child loop collapsed into one node named by the loop id."""

    def __init__(self, loop: Loop | None, kernel: Kernel, children: list[Loop], allowed: Mapping[str, tuple[str, ...]],
                 exits: Mapping[str, str | None]):
        self.loop = loop
        members = loop.blocks if loop is not None else frozenset(block.label for block in kernel.blocks)
        self.node_of: dict[str, str] = {}
        for label in members:
            self.node_of[label] = label
        for child in children:
            for label in child.blocks:
                self.node_of[label] = child.id
        self.edges: dict[str, list[str]] = {}
        self.back_edge: set[str] = set()
        self.leaves: set[str] = set()
        sources: dict[str, tuple[str, ...]] = {}
        for label in members:
            if self.node_of[label] == label:
                sources[label] = allowed.get(label, ())
        for child in children:
            exit_block = exits.get(child.id)
            outside = () if exit_block is None else tuple(
                target for target in allowed.get(exit_block, ()) if target not in child.blocks)
            sources[child.id] = outside
        for node, targets in sources.items():
            edges: list[str] = []
            for target in targets:
                if loop is not None and target == loop.header:
                    self.back_edge.add(node)
                elif target not in self.node_of:
                    self.leaves.add(node)
                else:
                    mapped = self.node_of[target]
                    if mapped != node and mapped not in edges:
                        edges.append(mapped)
            self.edges[node] = edges

    def heaviest_paths(self, start: str, weight: Mapping[str, float]) -> tuple[dict[str, float], dict[str, str | None]]:
        """Heaviest path weights from ``start`` to every reachable node, with predecessor links
        (edges closing a cycle that is not a natural loop are ignored)."""
        order: list[str] = []
        state: dict[str, int] = {start: 1}
        stack: list[tuple[str, int]] = [(start, 0)]
        while stack:
            node, index = stack[-1]
            targets = self.edges.get(node, [])
            if index < len(targets):
                stack[-1] = (node, index + 1)
                target = targets[index]
                if target not in state:
                    state[target] = 1
                    stack.append((target, 0))
            else:
                stack.pop()
                state[node] = 2
                order.append(node)
        order.reverse()
        position = {node: index for index, node in enumerate(order)}
        best: dict[str, float] = {start: weight[start]}
        previous: dict[str, str | None] = {start: None}
        for node in order:
            if node not in best:
                continue
            for target in self.edges.get(node, []):
                if position[target] <= position[node]:
                    continue
                candidate = best[node] + weight[target]
                if target not in best or candidate > best[target]:
                    best[target] = candidate
                    previous[target] = node
        return best, previous


def _path(previous: Mapping[str, str | None], end: str | None) -> list[str]:
    path: list[str] = []
    while end is not None:
        path.append(end)
        end = previous.get(end)
    path.reverse()
    return path


def block_executions(kernel: Kernel, loops: tuple[Loop, ...], trip_counts: Mapping[str, Expr],
                     bindings: Mapping[str, float] | None = None, cfg: ControlFlowGraph | None = None,
                     successors: Mapping[str, tuple[str, ...]] | None = None) -> dict[str, Expr]:
    """Per-thread executions of every block on the longest path (0 for blocks off it): the
    product of the trip counts of the enclosing loops, with the header/latch correction of the
    module docstring. ``trip_counts`` maps loop ids to per-entry trip counts (a loop missing
    from it counts ``trip_<id>``); ``bindings`` decide branches on parameters and launch
    dimensions; ``successors`` may give the already resolved successor lists."""
    graph = cfg if cfg is not None else build_cfg(kernel)
    values = dict(bindings or {})
    if successors is None:
        successors = resolved_successors(ValueAnalysis(kernel), values)
    allowed = {label: tuple(s for s in successors.get(label, ()) if s in graph.successors.get(label, ()))
               for label in graph.successors}
    order = {block.label: index for index, block in enumerate(kernel.blocks)}
    by_id = {loop.id: loop for loop in loops}
    children: dict[str | None, list[Loop]] = {}
    for loop in loops:
        children.setdefault(loop.parent, []).append(loop)
    forms = {loop.id: iteration_form(kernel, loop, graph, order) for loop in loops}
    exits = {loop_id: form.exit_block for loop_id, form in forms.items()}
    instruction_weight = {block.label: float(len(block.instructions)) for block in kernel.blocks}
    nominal_work: dict[str, float] = {}
    coefficients: dict[str | None, dict[str, Expr]] = {}

    for loop in sorted(loops, key=lambda candidate: -candidate.depth):
        region = _Region(loop, kernel, children.get(loop.id, []), allowed, exits)
        weight = {node: nominal_work.get(node, instruction_weight.get(node, 0.0)) for node in region.edges}
        trip = trip_counts.get(loop.id, sym(trip_symbol(loop.id)))
        exit_block = exits[loop.id]
        back_edges = forms[loop.id].back_edges(trip)
        best, previous = region.heaviest_paths(region.node_of[loop.header], weight)
        latches = [node for node in region.back_edge if node in best]
        iteration = _path(previous, max(latches, key=lambda node: best[node])) if latches else []
        if exit_block is not None and region.node_of[exit_block] in best:
            final = _path(previous, region.node_of[exit_block])
        else:
            ends = [node for node in best if not region.edges.get(node) and node not in region.back_edge]
            final = _path(previous, max(ends, key=lambda node: best[node])) if ends else []
        coefficient: dict[str, Expr] = {}
        for node in iteration:
            coefficient[node] = back_edges
        for node in final:
            coefficient[node] = add(coefficient.get(node, ZERO), ONE)
        coefficients[loop.id] = coefficient
        nominal_work[loop.id] = max(nominal_value(back_edges, values), 0.0) * sum(weight[n] for n in iteration) \
            + sum(weight[n] for n in final)

    top = _Region(None, kernel, children.get(None, []), allowed, exits)
    top_nodes = {node for node in top.edges}
    top.edges = {node: [t for t in targets if t in top_nodes] for node, targets in top.edges.items()}
    weight = {node: nominal_work.get(node, instruction_weight.get(node, 0.0)) for node in top.edges}
    result: dict[str, Expr] = {block.label: ZERO for block in kernel.blocks}
    if not kernel.blocks:
        return result
    start = top.node_of[kernel.blocks[0].label]
    best, previous = top.heaviest_paths(start, weight)
    sinks = [node for node in best if not top.edges.get(node)]
    path = _path(previous, max(sinks or list(best), key=lambda node: best[node]))
    node_executions: dict[str, Expr] = {node: ONE for node in path}

    def assign(node: str, executions: Expr) -> None:
        if node in by_id:
            for inner, coefficient in coefficients[node].items():
                assign(inner, mul(coefficient, executions))
        else:
            result[node] = executions

    for node, executions in node_executions.items():
        assign(node, executions)
    return result


@dataclass(frozen=True)
class DynamicCounts:
    """Per-thread dynamic counts on the longest path (method C: ``mem``, ``syncs`` and the
    instruction mix behind ``delay``). Atomics are counted apart from plain loads and stores
    (``global_atomic_bytes``): a read-modify-write executes at the L2, so neither its load nor its
    store half fits the load/store volumes; ``shared_accesses`` counts shared loads, stores and
    atomics (instructions, not bytes); ``syncs`` counts waiting CTA barriers (not ``bar.arrive``,
    not warp-level ``bar.warp.sync``); ``operand_loads`` counts the constant-bank loads at fixed
    addresses that machine code folds into their consumer as an operand
    (``ir.is_constant_operand_load``): they stay in ``by_class`` (method C counts them) but are not
    issued on the hardware; ``operations`` counts the PTX operations ptxas expands into SASS
    sequences (``sass_operation``), by operation and class; ``local_load_bytes`` and
    ``local_store_bytes`` the bytes ``ld.local`` and ``st.local`` move (vector widths counted);
    ``int_multiplies`` the integer ``mul``/``mad`` (IMAD and IMUL in machine code);
    ``register_array_selects`` the machine instructions that select the element of a local array
    at a run-time address, should ptxas keep the array in registers (``local_array_selects``)."""

    by_class: tuple[tuple[ExecClass, Expr], ...]
    instructions: Expr
    global_load_bytes: Expr
    global_store_bytes: Expr
    global_atomic_bytes: Expr
    shared_accesses: Expr
    syncs: Expr
    generic_assumed_global: tuple[int, ...]  # lines of generic accesses of unknown space
    operand_loads: Expr = ZERO
    operations: tuple[tuple[str, ExecClass, Expr], ...] = ()  # (sass_operation, class, per-thread count)
    local_load_bytes: Expr = ZERO
    local_store_bytes: Expr = ZERO
    int_multiplies: Expr = ZERO
    register_array_selects: Expr = ZERO


def local_array_selects(access_bytes: int, local_bytes: int, constant_address: bool) -> int:
    """Machine instructions one ``ld.local``/``st.local`` of ``access_bytes`` costs when ptxas keeps
    the thread's ``local_bytes`` of local memory in registers: none at an address fixed at compile
    time (the access names its registers); at a run-time address, one predicated move per register
    of the access for every position the access may take in the array, ``local_bytes /
    access_bytes`` positions. Registers cannot be indexed, so ptxas selects the element with moves
    (ptxas 13 for sm_75 on CoulombSum3d: a 16-byte access to a 128-byte array is 8 positions x 4
    registers = 32 predicated ``MOV``/``IMAD.MOV``; the ``ISETP`` compares that set the predicates
    are shared by the accesses at one address and not counted)."""
    if constant_address or access_bytes <= 0 or local_bytes <= 0:
        return 0
    positions = max(1, local_bytes // access_bytes)
    return positions * max(1, -(-access_bytes // 4))


def _constant_local_address(instruction: Instruction, values: ValueAnalysis, at: tuple[str, int]) -> bool:
    """Whether a local access's address is the local depot plus a compile-time constant."""
    address = values.value(instruction.memory.address, None, at)
    return address is not None and frame_symbols_only(address)


def effective_space(instruction: Instruction, kernel: Kernel, values: ValueAnalysis,
                    at: tuple[str, int] = ("", 0)) -> tuple[MemSpace, bool]:
    """State space an access reaches, and whether it was assumed: a generic access whose address
    traces to a shared variable is shared, to the thread's stack frame (``__local_depot``, an LLVM
    ``alloca``) local, to a pointer parameter global; other generic accesses are assumed global
    (True in the second place)."""
    access = instruction.memory
    if access is None:
        raise ValueError("not a memory instruction")
    if access.space is not MemSpace.GENERIC:
        return access.space, False
    address = values.value(access.address, None, at)
    if address is not None:
        names = address.free_symbols()
        shared = {f"addr_{decl.name}" for decl in kernel.shared if decl.space is MemSpace.SHARED}
        if names & shared:
            return MemSpace.SHARED, False
        if names and frame_symbols_only(address):
            return MemSpace.LOCAL, False
        pointers = {param.name for param in kernel.params if param.is_pointer}
        if names & pointers:
            return MemSpace.GLOBAL, False
    return MemSpace.GLOBAL, True


def dynamic_counts(kernel: Kernel, executions: Mapping[str, Expr], values: ValueAnalysis) -> DynamicCounts:
    """Per-thread instruction counts by class and memory volumes: each instruction counts the
    executions of its block (guarded instructions count as executed: longest path; phis are not
    issued and not counted)."""
    per_class: dict[ExecClass, list[Expr]] = {}
    loads: list[Expr] = []
    stores: list[Expr] = []
    atomics: list[Expr] = []
    local: dict[str, list[Expr]] = {"load": [], "store": []}
    multiplies: list[Expr] = []
    selects: list[Expr] = []
    shared: list[Expr] = []
    syncs: list[Expr] = []
    assumed: list[int] = []
    operand_loads: list[Expr] = []
    operations: dict[tuple[str, ExecClass], list[Expr]] = {}
    for block in kernel.blocks:
        count = executions.get(block.label, ZERO)
        if count == ZERO:
            continue
        classes: dict[ExecClass, int] = {}
        for index, instruction in enumerate(block.instructions):
            if instruction.op == "phi":
                continue  # SSA bookkeeping, never issued
            classes[instruction.exec_class] = classes.get(instruction.exec_class, 0) + 1
            if is_constant_operand_load(instruction):
                operand_loads.append(count)
            if instruction.exec_class is ExecClass.INT and instruction.op in ("mul", "mad"):
                multiplies.append(count)
            operation = sass_operation(instruction)
            if operation is not None:
                operations.setdefault((operation, instruction.exec_class), []).append(count)
            if instruction.op == "bar" and not {"warp", "arrive"} & set(instruction.modifiers):
                syncs.append(count)
            access = instruction.memory
            if access is None:
                continue
            space, guessed = effective_space(instruction, kernel, values, (block.label, index))
            if guessed:
                assumed.append(instruction.line)
            if space is MemSpace.SHARED:
                shared.append(count)
            elif space is MemSpace.GLOBAL:
                target = {"load": loads, "store": stores}.get(access.kind, atomics)
                target.append(mul(count, access.bytes))
            elif space is MemSpace.LOCAL and access.kind in local:
                local[access.kind].append(mul(count, access.bytes))
                constant = _constant_local_address(instruction, values, (block.label, index))
                extra = local_array_selects(access.bytes, kernel.local_bytes, constant)
                if extra:
                    selects.append(mul(count, extra))
        for exec_class, number in classes.items():
            per_class.setdefault(exec_class, []).append(mul(count, number))
    by_class = tuple((exec_class, add(*terms)) for exec_class, terms in per_class.items())
    return DynamicCounts(
        by_class=by_class,
        instructions=add(*(expression for _, expression in by_class)) if by_class else ZERO,
        global_load_bytes=add(*loads) if loads else ZERO,
        global_store_bytes=add(*stores) if stores else ZERO,
        global_atomic_bytes=add(*atomics) if atomics else ZERO,
        shared_accesses=add(*shared) if shared else ZERO,
        syncs=add(*syncs) if syncs else ZERO,
        generic_assumed_global=tuple(assumed),
        operand_loads=add(*operand_loads) if operand_loads else ZERO,
        operations=tuple((name, exec_class, add(*terms)) for (name, exec_class), terms in sorted(
            operations.items(), key=lambda item: (item[0][0], item[0][1].value))),
        local_load_bytes=add(*local["load"]) if local["load"] else ZERO,
        local_store_bytes=add(*local["store"]) if local["store"] else ZERO,
        int_multiplies=add(*multiplies) if multiplies else ZERO,
        register_array_selects=add(*selects) if selects else ZERO,
    )
