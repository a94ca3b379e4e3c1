"""What a tunable name stands for, so that a value is honoured where it acts or refused where it
cannot (Kernel Tuner's conventions, ``tune_kernel``'s ``tune_params``):

* ``block_size_x/y/z``: the launch's block (``tune.launch_for``);
* a kernel parameter's name: the value the kernel receives (bound, never a ``-D`` define: a
  ``#define radius 3`` would rewrite the parameter's own declaration);
* ``trip_<loop>``: a loop's trip count, as ``--trip`` gives it;
* any other name: a compile-time value (Kernel Tuner ``#define``s every tunable). A ``.cu``
  source is compiled once per value, so such a name must occur in the source's code (or in a
  header it includes from its own folder); a ``.ptx`` or ``.ll`` file was compiled with one value,
  so a name of this kind that varies cannot be honoured there and is refused.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Iterable, Mapping, Sequence

from analyzer.errors import InputError

#: Tunables that set the launch's block (Kernel Tuner's names).
BLOCK_TUNABLES = ("block_size_x", "block_size_y", "block_size_z")
#: Headers followed from a source, at most (a guard against include cycles and huge trees).
MAX_INCLUDED_FILES = 64
_INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)
#: Comments and string / character literals (preprocessor lines stay: ``#if TILE > 2`` uses TILE).
_NON_CODE = re.compile(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S)


def is_launch_or_trip(name: str) -> bool:
    """Whether ``name`` sets the block (``block_size_*``) or a loop's trip count (``trip_*``)."""
    return name in BLOCK_TUNABLES or name.startswith("trip_")


def compile_time_names(names: Iterable[str], param_names: Sequence[str]) -> list[str]:
    """The names among ``names`` that are compile-time values: neither a block size, a trip
    count nor a kernel parameter."""
    return [name for name in names if not is_launch_or_trip(name) and name not in param_names]


def refuse_fixed_tunables(varying: Mapping[str, Sequence[float]], kernel_file: str, kernel: str, where: str,
                          what: str) -> None:
    """InputError on ``where`` for the first compile-time name that takes several values
    (``varying``: name -> its distinct values, in order) against a compiled ``kernel_file``,
    which fixed one value of it; ``what`` says where the values come from."""
    for name, values in varying.items():
        if len(values) > 1:
            shown = ", ".join(str(value) for value in values)
            source = Path(kernel_file).name.split(".")[0] + ".cu"
            raise InputError(f"{what} '{name}' takes {shown}, but it is not a parameter of kernel '{kernel}' nor a "
                             f"block size: {Path(kernel_file).name} was compiled with one value of it, so each "
                             f"value would be predicted with the same code; give the CUDA source ({source}) instead, "
                             "which is compiled once per value", where)


def source_code_words(text: str, folder: Path) -> set[str]:
    """The identifiers of a CUDA source's code and preprocessor lines (comments and literals
    blanked) and of the headers
    it includes with ``#include "..."`` from its own folder, followed transitively."""
    words: set[str] = set()
    pending, seen = [text], set()
    while pending and len(seen) <= MAX_INCLUDED_FILES:
        current = pending.pop()
        words.update(re.findall(r"[A-Za-z_]\w*", _NON_CODE.sub(" ", current)))
        for name in _INCLUDE.findall(current):
            path = (folder / name).resolve()
            if path in seen or not path.is_file():
                continue
            seen.add(path)
            try:
                pending.append(path.read_text(encoding="utf-8", errors="replace"))
            except OSError:
                continue
    return words


def refuse_unused_tunables(names: Iterable[str], param_names: Sequence[str], words: set[str], source: str) -> None:
    """InputError on ``--tune`` for a compile-time name (``compile_time_names``) the source's
    code never uses: its ``-D`` define would change nothing, so its rows would be copies."""
    for name in compile_time_names(names, param_names):
        if name not in words:
            known = ", ".join(param_names) or "none"
            raise InputError(f"'{name}' is neither a parameter of the kernel ({known}), a block size, nor a name "
                             f"used in {Path(source).name}: defining it would change nothing", "--tune")
