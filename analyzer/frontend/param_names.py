"""Kernel parameter names and C++ types from the sources a compiler leaves behind.

nvcc names PTX parameters ``<mangled>_param_<k>`` and clang IR ``%0``..; users want to say
``--param n=1024``. Names, in order of precedence:

1. DWARF in LLVM IR from ``clang -g``: ``!DILocalVariable(name: "n", arg: 4, scope: !S)`` whose
   scope ``!S`` is the kernel's ``DISubprogram`` (matched by ``linkageName``, else ``name``).
2. The CUDA source: ``--source FILE.cu`` when given; else the sources named by the ``.file``
   directives of ``nvcc -lineinfo`` PTX (absolute as compiled, else the same file name beside
   the kernel file); else ``<stem>.cu`` beside the kernel file (stem: the file name up to its
   first dot, ``matmul.sm_90.ptx`` -> ``matmul.cu``). Its ``__global__`` signatures are read by
   ``cuda_source.global_kernels``.

Types come from the demangled kernel name (``demangle``) when it is mangled, else from the
source. A source kernel of the same name whose parameter count or types (pointer depth, builtin
types; typedefs and template parameters match anything of the right depth) disagree with the
compiled kernel is an error naming both. ``p<k>`` and the file's own names keep working.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from analyzer.errors import InputError, refuse_special_file
from analyzer.frontend.cuda_source import SourceKernel, global_kernels
from analyzer.frontend.demangle import demangle
from analyzer.ir import Kernel, Module

_SUBPROGRAM = re.compile(r'^!(\d+) = (?:distinct )?!DISubprogram\(name: "([^"]*)"(?:, linkageName: "([^"]*)")?', re.M)
_ARGUMENT = re.compile(r'!DILocalVariable\(name: "([^"]*)", arg: (\d+), scope: !(\d+)')
_FILE_DIRECTIVE = re.compile(r'^\s*\.file\s+\d+\s+"([^"]+)"', re.M)
_CANONICAL = {
    "unsigned": "unsigned int", "signed": "int", "signed int": "int", "short int": "short",
    "signed short": "short", "unsigned short int": "unsigned short", "long int": "long",
    "signed long": "long", "unsigned long int": "unsigned long", "long long int": "long long",
    "unsigned long long int": "unsigned long long", "signed char": "signed char",
}
_BUILTIN = frozenset({
    "void", "bool", "char", "signed char", "unsigned char", "short", "unsigned short", "int",
    "unsigned int", "long", "unsigned long", "long long", "unsigned long long", "float", "double",
})


def debug_info_names(text: str) -> dict[str, dict[int, str]]:
    """Parameter names per function (linkage name, else name) from LLVM IR debug metadata:
    {function: {0-based index: name}}."""
    functions = {}
    for match in _SUBPROGRAM.finditer(text):
        functions[match.group(1)] = match.group(3) or match.group(2)
    names: dict[str, dict[int, str]] = {}
    for match in _ARGUMENT.finditer(text):
        function = functions.get(match.group(3))
        if function is not None:
            names.setdefault(function, {})[int(match.group(2)) - 1] = match.group(1)
    return names


def candidate_sources(kernel_file: Path, text: str) -> list[Path]:
    """The CUDA sources to look in when none is given: ``.file`` directives, then the
    same-stem ``.cu`` beside the kernel file; only files that exist, each once."""
    found: list[Path] = []
    for name in _FILE_DIRECTIVE.findall(text):
        if not name.endswith((".cu", ".cuh")):
            continue
        path = Path(name)
        for candidate in (path, kernel_file.with_name(path.name)):
            if candidate.is_file() and candidate not in found:
                found.append(candidate)
                break
    beside = kernel_file.with_name(kernel_file.name.split(".", 1)[0] + ".cu")
    if beside.is_file() and beside not in found:
        found.append(beside)
    return found


def _read_kernels(path: Path, option: str | None) -> tuple[SourceKernel, ...]:
    refuse_special_file(path, "CUDA source")
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError as error:
        raise InputError(f"cannot read CUDA source: {error.strerror or error}", option or str(path)) from None
    return global_kernels(text)


def _shape(type_text: str, template_params: tuple[str, ...]) -> tuple[int, str | None, bool]:
    """(pointer depth, canonical builtin base or None, base is a template parameter)."""
    depth = type_text.count("*") + type_text.count("&")
    words = [word for word in re.findall(r"[A-Za-z_]\w*(?:::\w+)*", type_text)
             if word not in ("const", "volatile", "struct", "class", "enum", "typename", "__restrict__")]
    base = " ".join(words)
    base = _CANONICAL.get(base, base)
    return depth, base if base in _BUILTIN else None, base in template_params


def types_compatible(source_type: str, compiled_type: str, template_params: tuple[str, ...] = ()) -> bool:
    """Whether a source parameter type can be the demangled one: same pointer depth (a
    template parameter may stand for a pointer: at least its depth) and, when both bases are
    builtin types, the same base."""
    source_depth, source_base, templated = _shape(source_type, template_params)
    compiled_depth, compiled_base, _ = _shape(compiled_type, ())
    if templated:
        return compiled_depth >= source_depth
    if source_depth != compiled_depth:
        return False
    return source_base is None or compiled_base is None or source_base == compiled_base


def _matches(kernel: Kernel, source: SourceKernel, compiled_types: tuple[str, ...] | None) -> bool:
    if len(source.params) != len(kernel.params):
        return False
    if compiled_types is None or len(compiled_types) != len(source.params):
        return True
    return all(types_compatible(param.type, compiled, source.template_params)
               for param, compiled in zip(source.params, compiled_types))


def _compiled_description(kernel: Kernel, compiled_types: tuple[str, ...] | None) -> str:
    if compiled_types is not None:
        return f"{kernel.plain_name}({', '.join(compiled_types)})"
    return f"{kernel.name} with {len(kernel.params)} parameter{'s' if len(kernel.params) != 1 else ''}"


def _source_match(kernel: Kernel, sources: dict[Path, tuple[SourceKernel, ...]],
                  compiled_types: tuple[str, ...] | None) -> tuple[Path, SourceKernel] | None:
    """The source kernel that is this compiled kernel; InputError when one of that name exists
    but none has its signature."""
    same_name = [(path, source) for path, kernels in sources.items() for source in kernels
                 if source.name == kernel.plain_name]
    if not same_name:
        return None
    fitting = [(path, source) for path, source in same_name if _matches(kernel, source, compiled_types)]
    if not fitting:
        path, source = same_name[0]
        raise InputError(
            f"kernel signature {source.signature()} does not match {kernel.file} kernel "
            f"{_compiled_description(kernel, compiled_types)}", str(path), source.line)
    named = [item for item in fitting if item[1].definition] or fitting
    return named[0]


def apply_source_names(module: Module, kernel_file: Path, text: str, source: str | Path | None = None) -> Module:
    """The module with parameter names (and ``source_type``) taken from debug info or the CUDA
    source (module docstring); ``source`` is an explicit ``--source`` file."""
    if source is not None:
        path = Path(source)
        refuse_special_file(path, "CUDA source")
        if not path.is_file():
            raise InputError("no such CUDA source file", f"--source {source}")
        sources = {path: _read_kernels(path, f"--source {source}")}
        if not any(kernel.plain_name == found.name for kernel in module.kernels for found in sources[path]):
            defined = ", ".join(found.name for found in sources[path]) or "none"
            kernels = ", ".join(kernel.plain_name for kernel in module.kernels)
            raise InputError(f"defines none of the kernels of {kernel_file} ({kernels}); its __global__ "
                             f"functions: {defined}", str(path))
    else:
        sources = {path: _read_kernels(path, None) for path in candidate_sources(kernel_file, text)}
    debug = debug_info_names(text) if "DILocalVariable" in text else {}
    renamed = [_rename(kernel, sources, debug.get(kernel.name, {})) for kernel in module.kernels]
    return dataclasses.replace(module, kernels=tuple(renamed))


def _rename(kernel: Kernel, sources: dict[Path, tuple[SourceKernel, ...]], debug: dict[int, str]) -> Kernel:
    signature = demangle(kernel.name)
    compiled_types = signature.param_types if signature is not None else None
    if compiled_types is not None and len(compiled_types) != len(kernel.params):
        compiled_types = None  # a parameter the ABI splits or merges: the demangled types do not line up
    match = _source_match(kernel, sources, compiled_types)
    params = []
    for param in kernel.params:
        source_param = match[1].params[param.index] if match is not None else None
        name = debug.get(param.index) or (source_param.name if source_param is not None else None)
        source_type = compiled_types[param.index] if compiled_types is not None else (
            source_param.type if source_param is not None else None)
        params.append(dataclasses.replace(param, name=name or param.name, source_type=source_type))
    names = [param.name for param in params]
    if len(set(names)) != len(names):
        return kernel  # clashing names (a source the compiled kernel only partly follows): keep the file's
    return dataclasses.replace(kernel, params=tuple(params))
