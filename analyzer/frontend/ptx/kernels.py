"""Parsed PTX function bodies to ``ir.Kernel`` records and the ``ir.Module``.

Per kernel: parameters (``name`` = ``p<k>``; the sidecar loader renames them), static shared
memory (declared in the body, or at module level and referenced by the kernel or by a device
function it calls, directly or transitively), ``uses_dynamic_shared`` (an ``extern .shared``
unsized array is referenced), ``local_bytes`` (the body's ``.local`` declarations, i.e. nvcc's
``__local_depot``), unknown opcodes, and ``max_ntid`` (``.maxntid``, else ``.reqntid``).

A parameter ``is_pointer`` when declared ``.ptr``, or when the register it is loaded into is
converted by ``cvta.to.*`` or used directly as an address base (best effort, no data flow).
"""

from __future__ import annotations

from dataclasses import dataclass

from analyzer.frontend.ptx.opcodes import unknown_reason
from analyzer.frontend.ptx.directives import OPAQUE_TYPES, PerformanceHints, VarDecl
from analyzer.ir import (
    Block, ExecClass, Kernel, MemSpace, Module, Param, ParamRef, Reg, SharedDecl, UnknownOpcode,
    plain_kernel_name,
)

_SPACES = {"shared": MemSpace.SHARED, "const": MemSpace.CONST, "global": MemSpace.GLOBAL,
           "local": MemSpace.LOCAL}


@dataclass(frozen=True)
class FunctionBody:
    """One parsed ``.entry``/``.func`` definition before assembly into a Kernel record."""

    name: str
    is_entry: bool
    line: int
    params: tuple[VarDecl, ...]
    blocks: tuple[Block, ...]
    declarations: tuple[VarDecl, ...]
    referenced: frozenset[str]
    callees: tuple[str, ...]
    hints: PerformanceHints


def assemble_module(path: str, text: str, target: str | None, variables: list[VarDecl],
                    bodies: list[FunctionBody]) -> tuple[Module, tuple[Kernel, ...], dict[str, tuple[str, ...]]]:
    """Build the Module (entries as kernels, module ``.const``/``.global`` variables as
    ``globals``), the device functions as Kernel records, and the call graph."""
    calls = {body.name: body.callees for body in bodies}
    by_name = {body.name: body for body in bodies}
    module_shared = [var for var in variables if var.space == "shared"]
    kernels, functions = [], []
    for body in bodies:
        reachable = _reachable(body.name, calls)
        referenced = set(body.referenced)
        for callee in reachable:
            if callee in by_name:
                referenced |= by_name[callee].referenced
        kernel = _kernel(path, body, referenced, module_shared, [by_name[c] for c in reachable if c in by_name])
        (kernels if body.is_entry else functions).append(kernel)
    globals_ = tuple(
        SharedDecl(var.name, _SPACES[var.space], var.bytes, var.align)
        for var in variables
        if var.space in ("const", "global") and var.type not in OPAQUE_TYPES
    )
    module = Module(path=path, source="ptx", kernels=tuple(kernels), target=target, ptx_text=text,
                    globals=globals_)
    return module, tuple(functions), calls


def _reachable(name: str, calls: dict[str, tuple[str, ...]]) -> list[str]:
    """Functions called from ``name`` directly or transitively (excluding ``name`` itself)."""
    seen: list[str] = []
    stack = list(calls.get(name, ()))
    while stack:
        callee = stack.pop()
        if callee == name or callee in seen:
            continue
        seen.append(callee)
        stack.extend(calls.get(callee, ()))
    return seen


def _kernel(path: str, body: FunctionBody, referenced: set[str], module_shared: list[VarDecl],
            callee_bodies: list[FunctionBody]) -> Kernel:
    """One Kernel record from a function body."""
    own = list(body.declarations)
    for callee in callee_bodies:
        own.extend(decl for decl in callee.declarations if decl.space == "shared")
    shared = [decl for decl in own if decl.space == "shared" and not decl.unsized]
    dynamic = any(decl.space == "shared" and decl.unsized for decl in own)
    for var in module_shared:
        if var.name in referenced:
            if var.unsized:
                dynamic = True
            else:
                shared.append(var)
    unknown = tuple(
        UnknownOpcode(instruction.opcode, instruction.line, unknown_reason(instruction.opcode))
        for block in body.blocks for instruction in block.instructions
        if instruction.exec_class is ExecClass.GENERIC
    )
    return Kernel(
        name=body.name,
        plain_name=plain_kernel_name(body.name),
        source="ptx",
        file=path,
        line=body.line,
        params=_params(body),
        blocks=body.blocks,
        shared=tuple(SharedDecl(decl.name, MemSpace.SHARED, decl.bytes, decl.align) for decl in shared),
        uses_dynamic_shared=dynamic,
        local_bytes=sum(decl.bytes for decl in body.declarations if decl.space == "local"),
        unknown_opcodes=unknown,
        max_ntid=body.hints.max_ntid or body.hints.req_ntid,
    )


def _params(body: FunctionBody) -> tuple[Param, ...]:
    """Param records: ``p<k>`` names, the PTX type (``b8[16]`` for by-value arrays), pointers."""
    return _param_records(body, _pointer_params(body))


_ADDRESS_ARITHMETIC = frozenset({"mov", "add", "sub", "cvt"})
_WIDE_TYPES = frozenset({"u64", "s64", "b64"})


def _pointer_params(body: FunctionBody) -> set[int]:
    """Indices of parameters used as addresses: one forward pass in source order follows the
    64-bit registers derived from a parameter by mov/cvta/add/sub (an add of two parameter
    values is ambiguous and not followed); a derived register that ``cvta.to.*`` converts or
    that is an address base marks its parameter a pointer."""
    derived: dict[str, int] = {}
    pointers: set[int] = set()
    for block in body.blocks:
        for instruction in block.instructions:
            sources = [derived[operand.name] for operand in instruction.srcs
                       if isinstance(operand, Reg) and operand.name in derived]
            if instruction.exec_class is ExecClass.LD_PARAM and instruction.op == "mov":
                source = instruction.srcs[0]
                if isinstance(source, ParamRef) and instruction.type in _WIDE_TYPES:
                    sources = [source.index]
            if instruction.opcode.startswith("cvta.to.") and sources:
                pointers.update(sources)
            if instruction.memory is not None:
                base = getattr(instruction.memory.address, "base", instruction.memory.address)
                if isinstance(base, Reg) and base.name in derived:
                    pointers.add(derived[base.name])
            targets = [operand.name for operand in instruction.dsts if isinstance(operand, Reg)]
            follows = instruction.op in _ADDRESS_ARITHMETIC and instruction.type in _WIDE_TYPES
            for name in targets:
                derived.pop(name, None)
            if len(sources) == 1 and len(targets) == 1 and (follows or instruction.exec_class is ExecClass.LD_PARAM):
                derived[targets[0]] = sources[0]
    return pointers


def _param_records(body: FunctionBody, pointers: set[int]) -> tuple[Param, ...]:
    """One Param per declared parameter."""
    params = []
    for index, decl in enumerate(body.params):
        type_name = decl.type + "".join(f"[{size}]" for size in decl.array_shape)
        params.append(Param(index=index, name=f"p{index}", raw_name=decl.name, type=type_name,
                            is_pointer=decl.is_pointer or index in pointers))
    return tuple(params)
