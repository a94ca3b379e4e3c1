"""Front ends: PTX (``.ptx``) and LLVM IR (``.ll``) files to one kernel IR (``analyzer.ir``)."""

from __future__ import annotations

from pathlib import Path

from analyzer.collector import fewer_collections
from analyzer.errors import InputError, read_text_file
from analyzer.frontend.llvm import parse_llvm
from analyzer.frontend.param_names import apply_source_names
from analyzer.frontend.ptx import parse_ptx
from analyzer.frontend.sidecar import apply_sidecar_names
from analyzer.ir import Module


@fewer_collections
def load_module(path: str | Path, source: str | Path | None = None) -> Module:
    """Parse a kernel file, chosen by extension (.ptx or .ll), into a ``Module`` whose
    parameters carry their source names and C++ types where debug info, the CUDA source
    (``source``, else found beside the file: ``param_names``) or a sidecar give them.

    Raises ``InputError`` naming the file and line for unreadable or malformed input."""
    file = Path(path)
    text = read_text_file(file, "kernel file")
    suffix = file.suffix.lower()
    if suffix == ".ptx":
        module = parse_ptx(text, str(path))
    elif suffix == ".ll":
        module = parse_llvm(text, str(path))
    else:
        raise InputError("unknown file type (expected .ptx or .ll)", str(path))
    return apply_sidecar_names(apply_source_names(module, file, text, source), file)
