"""Which GPUs can run code compiled for a target ``sm_XY``: the one compatibility rule of the
tool (``predict``, ``tune``, ``compare`` and ``makespan --gpu`` apply it through
``analyzer.cli.common.check_architecture``)."""

from __future__ import annotations

import re

_TARGET = re.compile(r"^sm_(\d+)(\d)([af]?)$")


def parse_target(target: str) -> tuple[int, int, str] | None:
    """``sm_80`` -> (8, 0, ''), ``sm_90a`` -> (9, 0, 'a'), ``sm_100f`` -> (10, 0, 'f'); None when
    ``target`` is not an ``sm_`` target."""
    match = _TARGET.match(target.strip())
    if match is None:
        return None
    return int(match.group(1)), int(match.group(2)), match.group(3)


def target_runs_on(target: str, compute_capability: tuple[int, int]) -> str | None:
    """None when PTX (or LLVM IR) compiled for ``target`` can run on a GPU of
    ``compute_capability``; else why not.

    PTX ISA, the ``.target`` directive ("Target ISA notes"): SM architectures follow an onion
    layer model, each generation keeping the features of the previous ones, so PTX generated
    for ``sm_XY`` runs on devices of compute capability X.Y or higher and on no lower one.
    Architecture-specific targets (``sm_90a``) run only on that exact compute capability;
    family-specific targets (``sm_100f``) on the same major version with an equal or higher
    minor. A target that is not ``sm_XY`` (e.g. absent) is not judged (None)."""
    parsed = parse_target(target)
    if parsed is None:
        return None
    major, minor, suffix = parsed
    device = tuple(compute_capability)
    needed = f"{major}.{minor}"
    have = f"{device[0]}.{device[1]}"
    if suffix == "a" and device != (major, minor):
        return f"{target} code runs only on compute capability {needed} (architecture-specific target); the GPU has {have}"
    if suffix == "f" and (device[0] != major or device[1] < minor):
        return f"{target} code runs only on compute capability {major}.x with x >= {minor} (family-specific target); " \
               f"the GPU has {have}"
    if device < (major, minor):
        return f"{target} code needs compute capability {needed} or higher; the GPU has {have}"
    return None
