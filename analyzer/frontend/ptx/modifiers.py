"""Which dot-separated opcode components PTX defines (PTX ISA 8.x, chapter 9.7), so that a
misspelt one is reported instead of silently changing what an instruction is: ``ld.glbal.f32``
is no global load (ptxas rejects it), ``add.f23`` no fp32 add.

The vocabulary is one set of every modifier word the instruction chapters define (types, state
spaces, rounding, comparisons, cache and eviction hints, memory-model orderings and scopes,
shuffle/vote/barrier modes, texture geometries, fragment layouts), plus the families PTX spells
with numbers or ``::`` qualifiers (matrix shapes ``m16n8k16``, ``x4``, ``v8``, ``L2::128B``,
``shared::cluster``, ``kind::f16``). It is checked per component, not per opcode: a modifier
valid for one instruction but misplaced on another is left to ptxas.
"""

from __future__ import annotations

import re

from analyzer.frontend.ptx.type_widths import TYPE_BITS

_WORDS = frozenset("""
global shared local const param generic tex surf
ca cg cs lu cv wb wt nc volatile relaxed acquire release acq_rel sc weak mmio strong
cta cluster gpu sys gl
v2 v4 v8 unified
rn rz rm rp rni rzi rmi rpi rna rs ftz sat satfinite approx full noftz relu NaN xorsign abs oob
eq ne lt le gt ge lo ls hi hs equ neu ltu leu gtu geu num nan and or xor popc
wide cc shiftamt l r wrap clamp f4e b4e rc8 ecl ecr rc16 mode
to sync arrive red aligned warp wait uni idx up down bfly all any ballot
add inc dec min max cas exch
load store mma row col a b c d trans
proxy alias async tensormap mbarrier_init op_restrict
commit_group wait_group wait_all bulk tensor tile im2col im2col_w multicast noinc
init arrive_drop test_wait try_wait pending_count expect_tx complete_tx parity
launch_dependents
finite infinite number notanumber normal subnormal
texref samplerref surfref
level grad base lod zero trap
L1 L2 evict_normal evict_first evict_last evict_unchanged no_allocate cache_hint prefetch
fractional range
sp fence mma_async
pack unpack
1d 2d 3d a1d a2d cube acube 2dms a2dms
p
""".split())

_QUALIFIED_PREFIXES = frozenset({
    "L1", "L2", "shared", "param", "level", "kind", "sp", "mbarrier", "cta_group", "proxy",
    "global", "tensormap", "scale_vec", "block_scale", "ordered_metadata", "collector",
    "multicast", "cache_hint", "prefetch", "sem", "op",
})

_PATTERNS = (
    re.compile(r"m\d+n\d+(k\d+)?"),  # matrix shapes
    re.compile(r"x\d+"),  # ldmatrix count, b8x16-style packed types below
    re.compile(r"v\d+"),
    re.compile(r"[bsuef]\d+x\d+(_p\d+)?"),  # packed sub-byte types (b8x16, b6x16_p32, e4m3x2)
    re.compile(r"e\dm\d(x\d+)?"),  # fp8 formats
    re.compile(r"ue\dm\d"),
    re.compile(r"f8f6f4|mxf8f6f4|mxf4|mxf4nvf4|tf32|bf16x2|bf16|f16x2"),
    re.compile(r"\d+d"),  # tensor dimensionalities 1d..5d
)


def unknown_modifiers(modifiers: tuple[str, ...]) -> tuple[str, ...]:
    """The components of an opcode (after its base) that PTX does not define."""
    return tuple(modifier for modifier in modifiers if not _known(modifier))


def _known(modifier: str) -> bool:
    if modifier in _WORDS or modifier in TYPE_BITS:
        return True
    if "::" in modifier:
        return modifier.split("::", 1)[0] in _QUALIFIED_PREFIXES
    return any(pattern.fullmatch(modifier) for pattern in _PATTERNS)
