"""LLVM IR text (clang CUDA device code, ``nvptx64-nvidia-cuda``) -> ``analyzer.ir.Module``.

Kernels are the functions named by ``!nvvm.annotations`` (``!{ptr @f, !"kernel", i32 1}``) or
defined with the ``ptx_kernel`` calling convention. llvmlite parses and verifies the module;
the text scan (``source_text``) supplies lines and the names as written. Static shared memory
is every internal ``addrspace(3)`` global a kernel (or a function it calls) refers to; an
``external``/zero-sized one means dynamic shared memory. ``addrspace(4)`` constants and
``addrspace(1)`` globals go to ``Module.globals``.
"""

from __future__ import annotations

import re

from analyzer.errors import InputError
from analyzer.frontend.llvm.context import FunctionContext
from analyzer.frontend.llvm.lower import Lowering
from analyzer.frontend.llvm.lower import lower as lower_ir
from analyzer.frontend.llvm.naming import name_function
from analyzer.frontend.llvm.source_text import GLOBAL_NAME, SourceModule, find_line, scan_source
from analyzer.frontend.llvm.contraction import contract_block, register_uses
from analyzer.frontend.llvm.translate import translate_block
from analyzer.frontend.llvm.types import DataLayout, LType, TypeSyntaxError, data_layout, scalar_name, type_of_text
from analyzer.frontend.llvm.values import GlobalInfo, operand_kind, space_of_addrspace
from analyzer.ir import Block, Kernel, MemSpace, Module, Param, SharedDecl, plain_kernel_name

_PARSE_ERROR = re.compile(r"<string>:(\d+):(\d+): error: (.*)")
_ALIGN = re.compile(r",\s*align\s+(\d+)\s*(?:,|$)")
_TARGET_CPU = re.compile(r'"target-cpu"="(sm_[0-9a-z]+)"')
_MAX_NTID = re.compile(r'"nvvm\.maxntid"="([0-9, ]+)"')
_NUMERIC = re.compile(r"^%\d+$")


def _parse_module(text: str, path: str):
    import llvmlite.binding as llvm  # lazy: only .ll input pays for llvmlite (30 ms import)

    if "\x00" in text:
        raise InputError("file contains a NUL byte", path, text[: text.index("\x00")].count("\n") + 1)
    try:
        module = llvm.parse_assembly(text)
    except RuntimeError as error:
        message = str(error)
        found = _PARSE_ERROR.search(message)
        if found:
            raise InputError(f"{found.group(3).strip()} (column {found.group(2)})", path, int(found.group(1))) from None
        raise InputError(message.replace("LLVM IR parsing error", "").strip() or "invalid LLVM IR", path) from None
    try:
        module.verify()
    except RuntimeError as error:
        lines = [line for line in str(error).splitlines() if line.strip()]
        where = _verifier_line(text, lines[1]) if len(lines) > 1 else None
        raise InputError(f"invalid LLVM IR: {lines[0] if lines else error}", path, where) from None
    return module


def _verifier_line(text: str, printed: str) -> int | None:
    """Best-effort line of an instruction the verifier printed: the same text, else the first
    line defining the same value with the same opcode (llvmlite reprints constants)."""
    source_lines = tuple(text.splitlines())
    exact = find_line(source_lines, printed)
    if exact is not None:
        return exact
    definition = re.match(r"\s*(%[-\w$.\"]+)\s*=\s*(?:tail\s+|musttail\s+|notail\s+)?(\w+)", printed)
    if not definition:
        return None
    pattern = re.compile(r"^\s*" + re.escape(definition.group(1)) + r"\s*=\s*(?:tail\s+|musttail\s+|notail\s+)?" + definition.group(2) + r"\b")
    return next((number for number, line in enumerate(source_lines, start=1) if pattern.match(line)), None)


def _layout(module) -> DataLayout:
    def resolve(name: str) -> LType | None:
        try:
            body = str(module.get_struct_type(name))
        except NameError:
            return None
        _, _, definition = body.partition("= type")
        try:
            return type_of_text(definition.strip()) if definition.strip() not in ("", "opaque") else None
        except TypeSyntaxError:
            return None

    return data_layout(module.data_layout or "", resolve)


def _globals(module, layout: DataLayout) -> dict[str, GlobalInfo]:
    result: dict[str, GlobalInfo] = {}
    for variable in module.global_variables:
        if variable.name.startswith("llvm."):
            continue
        try:
            pointer = type_of_text(str(variable.type))
            value_type = type_of_text(str(variable.global_value_type))
        except TypeSyntaxError:
            continue
        align_match = _ALIGN.search(str(variable).splitlines()[0]) if not variable.is_declaration else None
        align = int(align_match.group(1)) if align_match else layout.alignment(value_type)
        result[variable.name] = GlobalInfo(
            variable.name, space_of_addrspace(pointer.addrspace), value_type, bool(variable.is_declaration), align
        )
    return result


def _referenced(module, function) -> tuple[set[str], set[str]]:
    """Globals a function's instructions name, and the defined functions it calls."""
    names: set[str] = set()
    callees: set[str] = set()
    for block in function.blocks:
        for instruction in block.instructions:
            operands = list(instruction.operands)
            for value in operands:
                kind = operand_kind(value)
                if kind == "global_variable":
                    names.add(value.name)
                elif kind == "constant_expr":
                    names.update(match.strip('"') for match in GLOBAL_NAME.findall(str(value)))
            if instruction.opcode == "call" and operands and operand_kind(operands[-1]) == "function":
                if not module.get_function(operands[-1].name).is_declaration:
                    callees.add(operands[-1].name)
    return names, callees


def _transitive_globals(module, name: str, cache: dict) -> set[str]:
    result: set[str] = set()
    pending, seen = [name], set()
    while pending:
        current = pending.pop()
        if current in seen:
            continue
        seen.add(current)
        if current not in cache:
            cache[current] = _referenced(module, module.get_function(current))
        names, callees = cache[current]
        result |= names
        pending.extend(callees)
    return result


def _is_kernel(function, source: SourceModule) -> bool:
    if function.name in source.annotated_kernels:
        return True
    written = source.functions.get(function.name)
    if written is not None:
        return written.is_ptx_kernel
    return "ptx_kernel" in str(function).split("@", 1)[0].split("define", 1)[-1].split()


def _attribute_text(function) -> str:
    return " ".join(item.decode("utf-8", "replace") if isinstance(item, bytes) else str(item) for item in function.attributes)


def _params(function, names) -> tuple[tuple[Param, ...], frozenset[int]]:
    params = []
    byval = set()
    for index, argument in enumerate(function.arguments):
        raw = names.argument_names[index]
        ltype = type_of_text(str(argument.type))
        attributes = " ".join(item.decode("utf-8", "replace") for item in argument.attributes)
        if "byval" in attributes:
            byval.add(index)
        name = f"p{index}" if _NUMERIC.match(raw) else raw[1:].strip('"')
        type_name = "ptr" if ltype.kind == "ptr" else scalar_name(ltype)
        params.append(Param(index, name, raw, type_name, ltype.kind == "ptr"))
    return tuple(params), frozenset(byval)


def _kernel(module, function, source: SourceModule, path: str, layout, globals_by_name, cache) -> Kernel:
    written = source.functions.get(function.name)
    define_line = written.line if written else 1
    names = name_function(function, written, define_line)
    params, byval = _params(function, names)
    context = FunctionContext(names, layout, globals_by_name, function, byval, True)
    unknown = []
    local_bytes = 0
    translated_blocks = [translate_block(block, context) for block in function.blocks]
    uses = register_uses([translated.instructions for translated in translated_blocks])
    blocks = []
    for block, translated in zip(function.blocks, translated_blocks):
        instructions = contract_block(translated.instructions, uses)
        line = instructions[0].line if instructions else define_line
        blocks.append(Block(names.block_labels[block], tuple(instructions), translated.successors, line))
        unknown.extend(translated.unknown)
        local_bytes += translated.local_bytes
    shared = []
    dynamic = False
    for name in sorted(_transitive_globals(module, function.name, cache)):
        info = globals_by_name.get(name)
        if info is None or info.space is not MemSpace.SHARED:
            continue
        size = layout.alloc_size(info.value_type)
        if info.declaration or size == 0:
            dynamic = True
        else:
            shared.append(SharedDecl(name, MemSpace.SHARED, size, info.align))
    attributes = _attribute_text(function)
    max_ntid = source.max_ntid.get(function.name)
    bound = _MAX_NTID.search(attributes)
    if max_ntid is None and bound:
        max_ntid = tuple(int(part) for part in bound.group(1).split(",") if part.strip())
    return Kernel(
        name=function.name,
        plain_name=plain_kernel_name(function.name),
        source="llvm",
        file=path,
        line=define_line,
        params=params,
        blocks=tuple(blocks),
        shared=tuple(shared),
        uses_dynamic_shared=dynamic,
        local_bytes=local_bytes,
        unknown_opcodes=tuple(unknown),
        max_ntid=max_ntid,
    )


def parse_llvm(text: str, path: str, *, lower: bool = True) -> Module:
    """Parse LLVM IR text into a ``Module`` of its kernels (see the module docstring).

    ``Module.ptx_text`` is the PTX llvmlite lowers the text to (None when that fails, or when
    ``lower`` is False, with the reason in ``Module.ptx_failure``); ``Module.target`` the kernels' ``target-cpu``. Raises ``InputError``
    with the file and line for text llvmlite rejects and when the file defines no kernel."""
    module = _parse_module(text, path)
    source = scan_source(text)
    layout = _layout(module)
    globals_by_name = _globals(module, layout)
    cache: dict = {}
    kernels = []
    functions = []
    target = None
    for function in module.functions:
        if function.is_declaration:
            continue
        if not _is_kernel(function, source):
            try:  # a device function: kept for the evaluator to follow calls into
                functions.append(_kernel(module, function, source, path, layout, globals_by_name, cache))
            except (InputError, ValueError, KeyError, IndexError):
                pass
            continue
        kernels.append(_kernel(module, function, source, path, layout, globals_by_name, cache))
        cpu = _TARGET_CPU.search(_attribute_text(function))
        target = target or (cpu.group(1) if cpu else None)
    if not kernels:
        raise InputError("no kernel found (no !nvvm.annotations kernel entry and no ptx_kernel function)", path)
    if target is None:
        found = _TARGET_CPU.search(text)
        target = found.group(1) if found else None
    module_globals = tuple(
        SharedDecl(info.name, info.space, layout.alloc_size(info.value_type), info.align)
        for info in globals_by_name.values()
        if info.space in (MemSpace.CONST, MemSpace.GLOBAL)
    )
    lowering = lower_ir(text, target) if lower else Lowering(None, "lowering to PTX not requested")
    return Module(path=path, source="llvm", kernels=tuple(kernels), target=target, ptx_text=lowering.ptx,
                  globals=module_globals, ptx_failure=lowering.failure, functions=tuple(functions))



