"""Classification of ``call`` instructions: NVVM and LLVM intrinsics, libdevice, other calls.

Each rule maps a callee name prefix to a normalised op and execution class, following what the
NVPTX backend emits for it (PTX ISA 8.5 instruction names in comments). Floating-point work is
classed by its type: f16/bf16 -> FP16, f32 -> FP32, f64 -> FP64.

Intrinsics that emit no machine instruction are kept as ``MOVE`` instructions carrying the
modifier ``NO_MACHINE_WORK`` (never dropped): the prefixes in ``NO_MACHINE_WORK_INTRINSICS``.
Calls of libdevice functions (``__nv_sinf`` ...) that were not inlined count as one special
function instruction (SFU for f32, FP64 for f64, INT for integer results): a documented
under-estimate of their instruction sequences. Other ``llvm.*`` intrinsics are unknown: GENERIC and
reported. Calls of any other function are ``call``/CONTROL.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from analyzer.frontend.llvm.types import LType, float_width
from analyzer.ir import ExecClass

NO_MACHINE_WORK = "no_machine_work"

NO_MACHINE_WORK_INTRINSICS = (
    "llvm.lifetime.",
    "llvm.assume",
    "llvm.dbg.",
    "llvm.experimental.noalias.scope.decl",
    "llvm.invariant.start",
    "llvm.invariant.end",
    "llvm.sideeffect",
    "llvm.donothing",
    "llvm.pseudoprobe",
    "llvm.var.annotation",
    "llvm.ptr.annotation",
    "llvm.annotation",
    "llvm.expect",
    "llvm.launder.invariant.group",
    "llvm.strip.invariant.group",
    "llvm.nvvm.bitcast.",
    "llvm.nvvm.ptr.",
)

BARRIERS = (
    "llvm.nvvm.barrier0",  # bar.sync 0 (with .popc/.and/.or: bar.red)
    "llvm.nvvm.barrier.cta.",  # barrier.cta.sync / arrive (LLVM 21+ names)
    "llvm.nvvm.barrier.sync",  # barrier.sync
    "llvm.nvvm.barrier.n",
    "llvm.nvvm.barrier",
    "llvm.nvvm.bar.sync",  # bar.sync
    "llvm.nvvm.bar.warp.sync",  # bar.warp.sync (__syncwarp): warp-level, CONTROL like the PTX side
)

SFU_APPROX = ("sin.approx", "cos.approx", "ex2.approx", "lg2.approx", "rsqrt.approx", "rcp.approx", "sqrt.approx", "tanh.approx")
CONVERSIONS = (
    "llvm.floor.", "llvm.ceil.", "llvm.trunc.", "llvm.rint.", "llvm.nearbyint.", "llvm.round.",
    "llvm.roundeven.", "llvm.lround.", "llvm.llround.", "llvm.lrint.", "llvm.llrint.",
    "llvm.fptosi.sat.", "llvm.fptoui.sat.", "llvm.convert.", "llvm.nvvm.f2", "llvm.nvvm.d2",
    "llvm.nvvm.i2", "llvm.nvvm.ui2", "llvm.nvvm.ll2", "llvm.nvvm.ull2", "llvm.nvvm.ff2",
    "llvm.nvvm.round.", "llvm.nvvm.floor.", "llvm.nvvm.ceil.", "llvm.nvvm.trunc.",
    "llvm.nvvm.saturate.", "llvm.nvvm.h2f", "llvm.nvvm.bf2", "llvm.nvvm.e4m3", "llvm.nvvm.e5m2",
)
MATH_FUNCTIONS = (
    "llvm.sin.", "llvm.cos.", "llvm.tan.", "llvm.exp.", "llvm.exp2.", "llvm.exp10.", "llvm.log.",
    "llvm.log2.", "llvm.log10.", "llvm.pow.", "llvm.powi.", "llvm.sqrt.", "llvm.nvvm.sqrt.",
    "llvm.nvvm.rcp.", "llvm.nvvm.rsqrt.", "llvm.nvvm.ex2.", "llvm.nvvm.lg2.", "llvm.asin.",
    "llvm.acos.", "llvm.atan.", "llvm.sinh.", "llvm.cosh.", "llvm.tanh.",
)
INTEGER_BIT_OPS = (
    "llvm.ctpop.", "llvm.ctlz.", "llvm.cttz.", "llvm.bitreverse.", "llvm.bswap.", "llvm.nvvm.prmt", "llvm.nvvm.popc", "llvm.nvvm.clz", "llvm.nvvm.brev",
    "llvm.nvvm.sad", "llvm.nvvm.bfe", "llvm.nvvm.bfi", "llvm.nvvm.flo", "llvm.nvvm.fns",
    "llvm.nvvm.lohi", "llvm.nvvm.shf.",
)
OVERFLOW_ARITHMETIC = {
    "llvm.sadd.with.overflow.": "add", "llvm.uadd.with.overflow.": "add",
    "llvm.ssub.with.overflow.": "sub", "llvm.usub.with.overflow.": "sub",
    "llvm.smul.with.overflow.": "mul", "llvm.umul.with.overflow.": "mul",
    "llvm.sadd.sat.": "add", "llvm.uadd.sat.": "add", "llvm.ssub.sat.": "sub", "llvm.usub.sat.": "sub",
}
MIN_MAX = {
    "llvm.smax.": "max", "llvm.umax.": "max", "llvm.smin.": "min", "llvm.umin.": "min",
    "llvm.maxnum.": "max", "llvm.minnum.": "min", "llvm.maximum.": "max", "llvm.minimum.": "min",
    "llvm.maximumnum.": "max", "llvm.minimumnum.": "min", "llvm.nvvm.fmax.": "max",
    "llvm.nvvm.fmin.": "min", "llvm.nvvm.max.": "max", "llvm.nvvm.min.": "min",
}

ROUNDED_ARITHMETIC = {"add": "add", "mul": "mul", "mul24": "mul", "mulhi": "mul", "div": "div"}


@dataclass(frozen=True)
class CallClass:
    """How one call is represented: ``op``, ``exec_class``, ``modifiers``; ``memory`` is
    "load", "store" or "atomic" when the call accesses memory through its first argument;
    ``special`` names the special register read; ``unknown`` marks unrecognised intrinsics."""

    op: str
    exec_class: ExecClass
    modifiers: tuple[str, ...] = ()
    memory: str | None = None
    special: str | None = None
    unknown: bool = False
    passes_value: bool = False  # result is the first argument (no machine work)


_SHAPE = re.compile(r"^m(\d+)n(\d+)k(\d+)$")
ELEMENT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "tf32": 32, "f64": 64, "s32": 32, "s8": 8, "u8": 8, "s4": 4, "u4": 4, "b1": 1}


def wmma_fragment_bytes(name: str) -> int | None:
    """Bytes one lane's share of a ``wmma`` load/store moves: the fragment's matrix (a: m x k,
    b: k x n, c/d: m x n, from the shape ``mMnNkK``) times the element size, divided by the 32
    lanes of the warp (PTX ISA 8.5, section 9.7.14.5: each lane holds a slice; register copies
    of replicated a/b elements move no extra bytes). None when the name does not say."""
    parts = name.split(".")
    shape = next((_SHAPE.match(part) for part in parts if _SHAPE.match(part)), None)
    operation = next((index for index, part in enumerate(parts) if part in ("load", "store")), None)
    element = next((ELEMENT_BITS[part] for part in reversed(parts) if part in ELEMENT_BITS), None)
    if shape is None or operation is None or element is None or operation + 1 >= len(parts):
        return None
    m, n, k = (int(value) for value in shape.groups())
    fragment = parts[operation + 1]
    elements = {"a": m * k, "b": k * n, "c": m * n, "d": m * n}.get(fragment)
    if elements is None:
        return None
    return elements * element // 8 // 32


def class_by_type(ltype: LType) -> ExecClass:
    """Execution class of arithmetic on ``ltype``: FP16/FP32/FP64 by float width, else INT."""
    width = float_width(ltype)
    if width == 0:
        return ExecClass.INT
    if width <= 16:
        return ExecClass.FP16
    return ExecClass.FP64 if width >= 64 else ExecClass.FP32


def _starts(name: str, prefixes) -> str | None:
    return next((prefix for prefix in prefixes if name.startswith(prefix)), None)


def _operation(name: str) -> str:
    """The operation word of an intrinsic name: ``f2i`` of ``llvm.nvvm.f2i.rn``, ``floor`` of
    ``llvm.floor.f32``."""
    parts = name.split(".")
    index = 2 if name.startswith("llvm.nvvm.") else 1
    return parts[index] if len(parts) > index else name


def _tensor(name: str) -> CallClass:
    """wmma/mma: the fragment moves (wmma load/store, ldmatrix) are memory instructions ``ld``/``st``
    classed by state space (set by the caller); the matrix operations are TENSOR."""
    modifiers = tuple(name.split(".")[2:4])
    if ".load." in name or "ldmatrix" in name:
        return CallClass("ld", ExecClass.LD_GLOBAL, modifiers, memory="load")
    if ".store." in name:
        return CallClass("st", ExecClass.ST_GLOBAL, modifiers, memory="store")
    return CallClass("tensor", ExecClass.TENSOR, modifiers)


def _math(name: str, value_type: LType) -> CallClass:
    """Transcendentals: approximate forms and f16/f32 ones (lowered to ``ex2.approx`` etc.) are
    SFU; correctly rounded ``sqrt``/``rcp`` expand to FP sequences (class by type, as the PTX
    front end classes ``sqrt.rn``/``rcp.rn``); f64 transcendentals are FP64."""
    operation = _operation(name)
    if any(f".{marker}" in name for marker in SFU_APPROX):
        return CallClass("sfu", ExecClass.SFU, (operation,))
    if operation in ("sqrt", "rcp"):
        return CallClass("other" if operation == "sqrt" else "div", class_by_type(value_type), (operation,))
    width = float_width(value_type)
    if width in (16, 32):
        return CallClass("sfu", ExecClass.SFU, (operation,))
    return CallClass("sfu", class_by_type(value_type), (operation,))


def classify_call(name: str, value_type: LType) -> CallClass:
    """The ``CallClass`` of a call of ``name`` whose result (or, for void calls, first argument)
    has type ``value_type`` (see the module docstring)."""
    if name.startswith("llvm.nvvm.read.ptx.sreg."):
        return CallClass("mov", ExecClass.MOVE, special=name[len("llvm.nvvm.read.ptx.sreg."):])
    prefix = _starts(name, NO_MACHINE_WORK_INTRINSICS)
    if prefix:
        passes = value_type.kind != "void"
        return CallClass("mov" if passes else "other", ExecClass.MOVE, (NO_MACHINE_WORK, prefix.strip(".")), passes_value=passes)
    if _starts(name, BARRIERS):
        modifiers = tuple(part for part in ("warp", "cluster", "arrive", "popc", "and", "or") if f".{part}" in name)
        if {"warp", "cluster", "arrive"} & set(modifiers):
            return CallClass("other", ExecClass.CONTROL, modifiers)
        return CallClass("bar", ExecClass.BARRIER, modifiers or ("sync",))
    if name.startswith("llvm.nvvm.shfl."):
        return CallClass("shfl", ExecClass.SHUFFLE, tuple(name.split(".")[3:5]))
    if _starts(name, ("llvm.nvvm.vote.", "llvm.nvvm.match.", "llvm.nvvm.redux.", "llvm.nvvm.activemask")):
        return CallClass("vote", ExecClass.VOTE, tuple(name.split(".")[2:4]))
    if _starts(name, ("llvm.nvvm.atomic.", "llvm.nvvm.atom.")):
        parts = [part for part in name.split(".")[3:] if part not in ("load", "global", "gen", "shared")]
        return CallClass("atom", ExecClass.ATOMIC_GLOBAL, tuple(parts[:1]), memory="atomic")
    if _starts(name, ("llvm.nvvm.wmma.", "llvm.nvvm.mma.", "llvm.nvvm.ldmatrix.", "llvm.nvvm.wgmma.")):
        return _tensor(name)
    if _starts(name, ("llvm.nvvm.ldg.global.", "llvm.nvvm.ldu.global.")):
        return CallClass("ld", ExecClass.LD_GLOBAL, ("nc",), memory="load")
    if _starts(name, ("llvm.nvvm.membar", "llvm.nvvm.fence.")):
        return CallClass("other", ExecClass.CONTROL, ("fence",))
    if _starts(name, ("llvm.fma.", "llvm.fmuladd.", "llvm.nvvm.fma.")):
        return CallClass("fma", class_by_type(value_type))
    for prefix, op in MIN_MAX.items():
        if name.startswith(prefix):
            return CallClass(op, class_by_type(value_type))
    for prefix, op in OVERFLOW_ARITHMETIC.items():
        if name.startswith(prefix):
            return CallClass(op, ExecClass.INT, (prefix.split(".")[1],))
    if _starts(name, ("llvm.fabs.", "llvm.nvvm.fabs.", "llvm.abs.", "llvm.nvvm.abs.")):
        return CallClass("abs", class_by_type(value_type))
    operation = _operation(name) if name.startswith("llvm.nvvm.") else ""
    if operation in ROUNDED_ARITHMETIC:
        return CallClass(ROUNDED_ARITHMETIC[operation], class_by_type(value_type), (operation,))
    if _starts(name, CONVERSIONS):
        return CallClass("cvt", ExecClass.CONVERT, (_operation(name),))
    if name.startswith("llvm.nvvm.") and any(f".{marker}" in name for marker in SFU_APPROX):
        return CallClass("sfu", ExecClass.SFU, (_operation(name),))
    if _starts(name, MATH_FUNCTIONS):
        return _math(name, value_type)
    if _starts(name, ("llvm.fshl.", "llvm.fshr.")):
        return CallClass("shl" if name.startswith("llvm.fshl.") else "shr", ExecClass.INT, ("funnel",))
    if _starts(name, ("llvm.nvvm.cp.async.ca.", "llvm.nvvm.cp.async.cg.")):
        return CallClass("ld", ExecClass.LD_GLOBAL, ("async",), memory="copy")
    if name.startswith("llvm.nvvm.cp.async."):
        return CallClass("other", ExecClass.CONTROL, ("async",))
    if _starts(name, INTEGER_BIT_OPS):
        return CallClass("other", ExecClass.INT, (_operation(name),))
    if name.startswith("llvm.copysign.") or name.startswith("llvm.is.fpclass."):
        return CallClass("other", class_by_type(value_type), (name.split(".")[1],))
    if _starts(name, ("llvm.memcpy.", "llvm.memmove.", "llvm.memset.")):
        return CallClass("call", ExecClass.CONTROL, (name.split(".")[1],))
    if name.startswith("__nv_"):
        if float_width(value_type):
            return CallClass("sfu", ExecClass.SFU if float_width(value_type) <= 32 else ExecClass.FP64, ("libdevice", name))
        return CallClass("other", ExecClass.INT, ("libdevice", name))
    if name.startswith("llvm."):
        return CallClass("other", ExecClass.GENERIC, (name,), unknown=True)
    return CallClass("call", ExecClass.CONTROL)
