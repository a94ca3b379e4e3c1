"""Bind a kernel model to one launch and one GPU: the per-thread numbers method C needs.

The kernel model's expressions (Kleimenov and Popova 2021, ``m_kernel``) are over launch
symbols, kernel parameters, ``trip_<loop>`` overrides and GPU symbols ``lat_<class>`` /
``del_<class>``. Here every symbol except the memory latencies gets its number; the per-thread
``time`` stays a function of the mean memory access latency, which the bandwidth iterations
(Fig. 4 and 5) raise. A symbol that stays free is bad input: the message names the parameter
and the loop that needs it.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Callable, Mapping

from analyzer.analysis.kernel_model import PHASE_ISSUE_SYMBOL, KernelModel
from analyzer.errors import InputError
from analyzer.ir import ExecClass
from analyzer.gpu.gpu_model import GpuModel
from analyzer.predict.records import Launch
from analyzer.symbolic import Expr, compile_expr

# Classes whose latency is the mean global-memory access latency (they go through L1/L2/DRAM).
MEMORY_CLASSES = ("ld_global", "st_global", "atomic_global", "ld_local", "st_local", "ld_tex")
SHARED_CLASSES = ("ld_shared", "st_shared", "atomic_shared")
GLOBAL_INSTRUCTION_CLASSES = (ExecClass.LD_GLOBAL, ExecClass.ST_GLOBAL, ExecClass.ATOMIC_GLOBAL,
                              ExecClass.LD_LOCAL, ExecClass.ST_LOCAL, ExecClass.LD_TEXTURE)


@dataclass(frozen=True)
class BoundKernel:
    """Per-thread quantities of one kernel for one launch on one GPU.

    ``latency_at(m)``: method C ``time`` (cycles) with every memory class at mean latency ``m``;
    ``latency_uses_memory``: whether that time depends on ``m`` at all; the rest are numbers per
    thread. ``gpu_symbols`` lists the GPU-model values bound (for the explanation).
    ``synchronised_latency_at(m, issue)``: the kt model's path (``KernelModel.synchronised_latency``)
    at mean latency ``m`` with ``issue`` cycles per instruction of the warps issuing in step
    (``issue_phase``, ``KtLaunch.phase_cycles``); None when the path has no barrier (it is then
    ``latency_at``)."""

    kernel: str
    latency_at: Callable[[float], float]
    latency_uses_memory: bool
    issue_delay: float
    load_bytes: float
    store_bytes: float
    sector_bytes: float
    uncoalesced_bytes: float
    syncs: float
    shared_accesses: float
    instructions: float
    memory_instructions: float
    coalesced_memory_instructions: float
    uncoalesced_sectors_per_request: float
    registers: int
    static_shared_bytes: int
    gpu_symbols: tuple[str, ...]
    notes: tuple[str, ...]
    synchronised_latency_at: Callable[[float, float], float] | None = None


def class_value(table: Mapping[str, float], name: str, kind: str, fallback: float) -> tuple[float, str]:
    """The GPU-model figure of an execution class from ``table`` (``latency`` or ``issue_delay``,
    named ``kind``): the class's own entry, else ``generic``, else ``fallback``; with the key used."""
    if name in table:
        return float(table[name]), f"{kind}.{name}"
    if "generic" in table:
        return float(table["generic"]), f"{kind}.generic (no {kind}.{name})"
    return fallback, f"{fallback:g} (no {kind}.{name} nor {kind}.generic in the GPU model)"


def gpu_symbol_values(gpu: GpuModel, names: frozenset[str]) -> tuple[dict[str, float], list[str]]:
    """Values of the GPU symbols ``lat_<class>`` (except memory classes) and ``del_<class>``
    among ``names``, with a line per symbol naming the GPU-model key used."""
    values: dict[str, float] = {}
    lines: list[str] = []
    for name in sorted(names):
        if name.startswith("lat_"):
            exec_class = name[4:]
            if exec_class in MEMORY_CLASSES:
                continue
            if exec_class in SHARED_CLASSES and exec_class not in gpu.latency:
                values[name], key = float(gpu.shared_latency), "shared_latency"
            else:
                values[name], key = class_value(gpu.latency, exec_class, "latency", float(gpu.latency.get("fp32", 1.0)))
            lines.append(f"{name} = {values[name]:g} cycles ({key})")
        elif name.startswith("del_"):
            values[name], key = class_value(gpu.issue_delay, name[4:], "issue_delay", 1.0)
            lines.append(f"{name} = {values[name]:g} cycles ({key})")
    return values, lines


def _missing_message(kernel_model: KernelModel, missing: set[str]) -> str:
    name = sorted(missing)[0]
    if name.startswith("trip_"):
        loop_id = name[5:]
        for loop in kernel_model.loops:
            if loop.id == loop_id:
                return (f"loop {loop.id} (line {loop.line}) has a data-dependent trip count ({loop.derivation}); "
                        f"give --trip {loop.id}=N")
        return f"trip count '{name}' is not given; give --trip {loop_id}=N"
    for loop in kernel_model.loops:
        if name in loop.trip_count.free_symbols():
            return (f"parameter '{name}' is not given: loop {loop.id} (line {loop.line}) needs it for its trip count "
                    f"{loop.trip_count}; give --param {name}=VALUE")
    if name in kernel_model.params:
        return f"parameter '{name}' is not given: the kernel model depends on it; give --param {name}=VALUE"
    return f"symbol '{name}' has no value (the analysis left it symbolic); give --param {name}=VALUE"


_COMPILED: OrderedDict[int, tuple[Expr, frozenset[str], Callable[..., float]]] = OrderedDict()
_COMPILED_LIMIT = 512


def compiled(expression: Expr) -> tuple[frozenset[str], Callable[..., float]]:
    """Free symbols and compiled function of an expression, memoised per expression object (a
    kernel model predicted many times is compiled once)."""
    key = id(expression)
    entry = _COMPILED.get(key)
    if entry is not None and entry[0] is expression:
        _COMPILED.move_to_end(key)
        return entry[1], entry[2]
    symbols = expression.free_symbols()
    function = compile_expr(expression, symbols)
    _COMPILED[key] = (expression, symbols, function)
    if len(_COMPILED) > _COMPILED_LIMIT:
        _COMPILED.popitem(last=False)
    return symbols, function


def evaluated(expression: Expr, env: Mapping[str, float]) -> float | None:
    """The value of ``expression`` with the symbols of ``env`` (compiled once, ``compiled``), or
    None when it needs a symbol ``env`` lacks."""
    if expression.op == "const":
        return float(expression.value)  # type: ignore[arg-type]
    symbols, function = compiled(expression)
    if not symbols <= env.keys():
        return None
    return float(function(**{name: env[name] for name in symbols}))


def _number(expression: Expr, env: Mapping[str, float]) -> float:
    if expression.op == "const":
        return float(expression.value)  # type: ignore[arg-type]
    symbols, function = compiled(expression)
    return float(function(**{name: env[name] for name in symbols}))


def _latency_function(expression: Expr, env: Mapping[str, float], memory_symbols: set[str], *extra: str):
    """``expression`` as a function of the mean memory latency (every memory class's symbol) and
    of the values of ``extra`` symbols, in order, the rest bound from ``env``."""
    symbols, function = compiled(expression)
    used_memory = sorted(symbols & memory_symbols)
    bound = {name: env[name] for name in symbols if name in env}

    def at(mean_latency: float, *values: float) -> float:
        for name in used_memory:
            bound[name] = mean_latency
        for name, value in zip(extra, values):
            if name in symbols:
                bound[name] = value
        return float(function(**bound))

    return at


def bind_kernel(kernel_model: KernelModel, gpu: GpuModel, launch: Launch, bindings: Mapping[str, float]) -> BoundKernel:
    """The per-thread numbers of ``model`` for ``launch`` on ``gpu`` with parameter values and
    loop overrides from ``bindings``. Raises InputError naming a parameter (and the loop that
    needs it) when a value is missing."""
    env: dict[str, float] = {**launch.symbols(), **bindings}
    expressions = (kernel_model.latency, kernel_model.issue_delay, kernel_model.global_load_bytes, kernel_model.global_store_bytes,
                   kernel_model.global_sector_bytes, kernel_model.uncoalesced_bytes, kernel_model.syncs, kernel_model.shared_accesses,
                   kernel_model.instructions)
    symbols: frozenset[str] = frozenset()
    synchronised_path = () if kernel_model.synchronised_latency is None else (kernel_model.synchronised_latency,)
    for expression in (*expressions, *synchronised_path, *(expression for _exec_class, expression in kernel_model.counts)):
        if expression.op != "const":
            symbols |= compiled(expression)[0]
    symbols -= {PHASE_ISSUE_SYMBOL}
    gpu_values, lines = gpu_symbol_values(gpu, symbols)
    env.update(gpu_values)
    memory_symbols = {f"lat_{name}" for name in MEMORY_CLASSES}
    missing = {name for name in symbols if name not in env and name not in memory_symbols}
    if missing:
        raise InputError(_missing_message(kernel_model, missing), "--trip" if min(missing).startswith("trip_") else "--param")
    latency_at = _latency_function(kernel_model.latency, env, memory_symbols)
    synchronised = None
    if kernel_model.synchronised_latency is not None:
        synchronised = _latency_function(kernel_model.synchronised_latency, env, memory_symbols, PHASE_ISSUE_SYMBOL)

    memory_instructions = 0.0
    for exec_class, expression in kernel_model.counts:
        if exec_class in GLOBAL_INSTRUCTION_CLASSES:
            memory_instructions += _number(expression, env)
    coalesced_executions = uncoalesced_executions = uncoalesced_sectors = 0.0
    for access in kernel_model.accesses:
        if access.space.value not in ("global", "local", "generic"):
            continue
        executions = _number(access.executions, env)
        if access.coalesced:
            coalesced_executions += executions
        else:
            uncoalesced_executions += executions
            uncoalesced_sectors += executions * access.sectors_per_request
    sectors_per_request = uncoalesced_sectors / uncoalesced_executions if uncoalesced_executions else 1.0
    coalesced_share = (coalesced_executions / (coalesced_executions + uncoalesced_executions)
                       if coalesced_executions + uncoalesced_executions else 1.0)
    return BoundKernel(
        kernel=kernel_model.kernel,
        latency_at=latency_at,
        latency_uses_memory=bool(compiled(kernel_model.latency)[0] & memory_symbols),
        synchronised_latency_at=synchronised,
        issue_delay=_number(kernel_model.issue_delay, env),
        load_bytes=_number(kernel_model.global_load_bytes, env),
        store_bytes=_number(kernel_model.global_store_bytes, env),
        sector_bytes=_number(kernel_model.global_sector_bytes, env),
        uncoalesced_bytes=_number(kernel_model.uncoalesced_bytes, env),
        syncs=_number(kernel_model.syncs, env),
        shared_accesses=_number(kernel_model.shared_accesses, env),
        instructions=_number(kernel_model.instructions, env),
        memory_instructions=memory_instructions,
        coalesced_memory_instructions=memory_instructions * coalesced_share,
        uncoalesced_sectors_per_request=sectors_per_request,
        registers=kernel_model.registers,
        static_shared_bytes=kernel_model.static_shared_bytes,
        gpu_symbols=tuple(lines),
        notes=tuple(kernel_model.notes),
    )
