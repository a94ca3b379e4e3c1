"""Generated loop shapes for the PTX/LLVM IR differential check (``docs/reference/differential-check.md``).

Each shape is one small CUDA kernel around one loop nest. The enumeration (``loop_shapes``) is
deterministic and covers: for-loops with ``<``, ``<=`` and ``!=``, counting down with ``>`` and
``>=``, unsigned induction variables, steps other than one (constants, a kernel parameter, the
block size, a compile-time tunable), doubling and halving variables, nests (independent and
triangular inner bounds), early exits (on loaded data and on a parameter), barriers in the body,
and bounds from kernel parameters, block geometry (``blockDim``, ``threadIdx``) and the tunable
``TILE`` (``-DTILE=...``). Every shape comes twice: as written (the compilers unroll as they
like) and with ``#pragma unroll 1`` on each loop (one machine loop per source loop, so trip
counts compare loop by loop).

Each source loop ``q`` reads ``a<q>`` once per body run, at an element no other run reads (``acc = acc * 0.5f + a<q>[...]``, one
load and one fused multiply-add), so the executions of the loads from ``a<q>`` are the body runs
of loop ``q`` whatever the compilers unrolled.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

#: Values every shape is analysed with (kernel parameters, launch) and the tunable it is compiled with.
BINDINGS = {"n": 37, "m": 5, "k": 3, "u": 41, "ntid_x": 64, "ntid_y": 1, "ntid_z": 1,
            "nctaid_x": 2, "nctaid_y": 1, "nctaid_z": 1}
TILE = 12
#: Row length of the inner arrays of a nest: ``a1[i * ROW + j]`` reads distinct elements in every
#: outer iteration (with ``a1[i + j]`` nvcc keeps loads of one outer iteration in registers for the
#: next, a compiler difference this check is not about).
ROW = 64
PARAMETERS = ("const float* __restrict__ a0", "const float* __restrict__ a1", "float* __restrict__ out",
              "int n", "int m", "int k", "unsigned u")


@dataclass(frozen=True)
class LoopHeader:
    """One source loop: the ``for`` header over variable ``var`` and what it is (for names)."""

    text: str
    label: str


@dataclass(frozen=True)
class LoopShape:
    """A generated kernel: its name, the loop headers outermost first, an optional early exit
    and barrier in the innermost body, and whether every loop carries ``#pragma unroll 1``."""

    name: str
    loops: tuple[LoopHeader, ...]
    early_exit: str = ""
    barrier: bool = False
    no_unroll: bool = False

    def source(self) -> str:
        """The kernel's CUDA source."""
        lines = [f'extern "C" __global__ void {self.name}({", ".join(PARAMETERS)})', "{",
                 "    int t = threadIdx.x;", "    float acc = 0.0f;"]
        if self.barrier:
            lines.append("    __shared__ float tile[256];")
        variables = []
        for depth, loop in enumerate(self.loops):
            indent = "    " * (depth + 1)
            if self.no_unroll:
                lines.append(f"{indent}#pragma unroll 1")
            lines.append(f"{indent}{loop.text} {{")
            variables.append("ijk"[depth])
            index = " + ".join(f"{variable} * {ROW ** (len(variables) - 1 - position)}" if position < len(variables) - 1
                               else variable for position, variable in enumerate(variables))
            lines.append(f"{indent}    acc = acc * 0.5f + a{depth}[{index}];")
        inner = "    " * (len(self.loops) + 1)
        if self.early_exit:
            lines.append(f"{inner}if ({self.early_exit}) break;")
        if self.barrier:
            lines += [f"{inner}tile[t] = acc;", f"{inner}__syncthreads();", f"{inner}acc += tile[(t + 1) & 255];",
                      f"{inner}__syncthreads();"]
        for depth in reversed(range(len(self.loops))):
            lines.append("    " * (depth + 1) + "}")
        lines += ["    out[blockIdx.x * blockDim.x + t] = acc;", "}"]
        return "\n".join(lines) + "\n"


_STARTS = (("0", "zero"), ("t", "tid"), ("k", "param"))
_BOUNDS = (("n", "param"), ("n + m", "params"), ("(int)blockDim.x", "ntid"), ("TILE", "tile"), ("2 * n + 1", "odd"))
_STEPS = (("1", "1"), ("2", "2"), ("3", "3"), ("k", "param"), ("(int)blockDim.x", "ntid"), ("TILE", "tile"))


def _counted(var: str) -> list[LoopHeader]:
    """Additive loops over every start, bound and step (``!=`` and the unsigned ones with the
    starts and steps that reach their bound exactly)."""
    headers = []
    for (start, start_name), (bound, bound_name), (step, step_name) in itertools.product(_STARTS, _BOUNDS, _STEPS):
        tag = f"{start_name}_{bound_name}_{step_name}"
        headers.append(LoopHeader(f"for (int {var} = {start}; {var} < {bound}; {var} += {step})", f"lt_{tag}"))
        if step_name in ("1", "3", "param"):
            headers.append(LoopHeader(f"for (int {var} = {start}; {var} <= {bound}; {var} += {step})", f"le_{tag}"))
        if step_name in ("2", "tile"):
            headers.append(LoopHeader(f"for (int {var} = {bound}; {var} > {start}; {var} -= {step})", f"gt_down_{tag}"))
        if step_name in ("1", "ntid"):
            headers.append(LoopHeader(f"for (int {var} = {bound} - 1; {var} >= {start}; {var} -= {step})",
                                      f"ge_down_{tag}"))
    for start, start_name in _STARTS[:2]:
        for bound, bound_name in _BOUNDS:
            headers.append(LoopHeader(f"for (int {var} = {start}; {var} != {bound}; ++{var})", f"ne_{start_name}_{bound_name}"))
    for bound, bound_name in (("u", "param"), ("u + blockDim.x", "ntid"), ("(unsigned)TILE", "tile")):
        for step, step_name in (("1u", "1"), ("4u", "4"), ("blockDim.x", "ntid")):
            headers.append(LoopHeader(f"for (unsigned {var} = t; {var} < {bound}; {var} += {step})",
                                      f"unsigned_lt_{bound_name}_{step_name}"))
        headers.append(LoopHeader(f"for (unsigned {var} = {bound}; {var} > 0u; --{var})", f"unsigned_down_{bound_name}"))
    for bound, bound_name in (("n", "param"), ("(int)blockDim.x", "ntid"), ("TILE", "tile")):
        headers.append(LoopHeader(f"for (int {var} = {bound}; {var} > 0; {var} >>= 1)", f"halve_{bound_name}"))
        headers.append(LoopHeader(f"for (int {var} = 1; {var} < {bound}; {var} <<= 1)", f"double_{bound_name}"))
        headers.append(LoopHeader(f"for (int {var} = {bound}; {var} > 1; {var} /= 2)", f"div2_{bound_name}"))
    headers.append(LoopHeader(f"for (int {var} = blockIdx.x * blockDim.x + t; {var} < n * m; "
                              f"{var} += blockDim.x * gridDim.x)", "grid_stride"))
    return headers


def _nested() -> list[tuple[LoopHeader, LoopHeader]]:
    """Outer and inner loops: independent bounds, and inner bounds that read the outer variable."""
    outer = [LoopHeader("for (int i = 0; i < m; ++i)", "lt_m"), LoopHeader("for (int i = t; i < TILE; i += 4)", "tile4"),
             LoopHeader("for (int i = m; i > 0; --i)", "down_m")]
    inner = [LoopHeader("for (int j = 0; j < n; ++j)", "lt_n"), LoopHeader("for (int j = 0; j <= i; ++j)", "tri_le"),
             LoopHeader("for (int j = i; j < n; j += 2)", "from_i"), LoopHeader("for (int j = 0; j < TILE; j += 3)", "tile3"),
             LoopHeader("for (int j = 1; j < n; j <<= 1)", "double"),
             LoopHeader("for (int j = 0; j < (int)blockDim.x; j += k)", "ntid_k")]
    return list(itertools.product(outer, inner))


_EXITS = (("a0[i] < 0.0f", "data"), ("i == m", "param"))


def loop_shapes() -> tuple[LoopShape, ...]:
    """Every generated shape, in a fixed order, each as written and with ``#pragma unroll 1``."""
    bases: list[tuple[str, tuple[LoopHeader, ...], str, bool]] = []
    for header in _counted("i"):
        bases.append((header.label, (header,), "", False))
    for outer, inner in _nested():
        bases.append((f"nest_{outer.label}_{inner.label}", (outer, inner), "", False))
    for header in _counted("i")[:60:6]:
        for condition, condition_name in _EXITS:
            bases.append((f"exit_{condition_name}_{header.label}", (header,), condition, False))
        bases.append((f"barrier_{header.label}", (header,), "", True))
    shapes = []
    for number, (label, loops, early_exit, barrier) in enumerate(bases):
        for no_unroll in (False, True):
            name = f"s{number:03d}_{label}" + ("_u1" if no_unroll else "")
            shapes.append(LoopShape(name, loops, early_exit, barrier, no_unroll))
    return tuple(shapes)


def batch_sources(shapes: tuple[LoopShape, ...], per_file: int) -> list[str]:
    """The shapes as CUDA files of ``per_file`` kernels each (a ``TILE`` default on top)."""
    files = []
    for first in range(0, len(shapes), per_file):
        kernels = "\n".join(shape.source() for shape in shapes[first:first + per_file])
        files.append(f"// Generated by tests/differential/differential_harness/shapes.py: loop shapes for the PTX/LLVM IR differential check.\n"
                     f"#ifndef TILE\n#define TILE {TILE}\n#endif\n\n{kernels}")
    return files
