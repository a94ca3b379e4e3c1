"""CUDA's launch limits, one definition for every command and for generated launches (tuning).

Compute capability 3.0 and newer (CUDA C++ Programming Guide, "Technical Specifications per
Compute Capability"): grid x at most 2^31 - 1, grid y and z at most 65535; block x and y at most
1024, block z at most 64; at most 1024 threads per block.
"""

from __future__ import annotations

MAX_GRID_DIMS = (2**31 - 1, 65535, 65535)
MAX_BLOCK_DIMS = (1024, 1024, 64)
MAX_BLOCK_THREADS = 1024


def launch_dims_problem(dims: tuple[int, int, int], what: str) -> str | None:
    """Why a grid (``what`` "grid") or block ("block") of ``dims`` cannot be launched, or None."""
    limits = MAX_GRID_DIMS if what == "grid" else MAX_BLOCK_DIMS
    for axis, value, limit in zip("xyz", dims, limits):
        if value < 1:
            return f"{what} {axis} = {value} must be at least 1"
        if value > limit:
            return f"{what} {axis} = {value} exceeds CUDA's limit of {limit}"
    threads = dims[0] * dims[1] * dims[2]
    if what == "block" and threads > MAX_BLOCK_THREADS:
        return f"a block has at most {MAX_BLOCK_THREADS} threads, got {threads}"
    return None
