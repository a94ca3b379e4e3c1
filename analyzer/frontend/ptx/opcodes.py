"""PTX opcode table: full opcode text to normalised ``op``, ``ExecClass``, type and memory facts.

An opcode is its base name plus dot-separated modifiers (PTX ISA section 9.7): ``ld.global.nc.v4.f32``
has base ``ld``, state space ``global``, modifier ``nc``, vector ``v4`` and type ``f32``. The
``type`` of an instruction is its first type modifier (for ``cvt.rn.f32.s32`` the destination
type ``f32``); ``modifiers`` are all other components after the base, in order.

Execution-class choices (where the PTX ISA leaves the hardware unit open):

* arithmetic (add sub mul mad fma div rem neg abs min max setp set copysign testp) is classed by
  type: f32 -> FP32, f64 -> FP64, f16/f16x2/bf16/bf16x2 -> FP16, integer/bit/pred -> INT.
  ``div.rn.f32``, ``sqrt.rn.f32`` and ``rcp.rn.f32`` expand to multi-instruction sequences but
  are classed FP32 (FP64 for .f64); the ``.approx`` forms of rcp/sqrt and sin cos ex2 lg2
  rsqrt tanh are SFU (op ``sfu``).
* ``mul.hi``/``mad.hi``/``madc.hi`` (high half of a product) have op ``other``, class INT.
* mul.wide, mad.wide, mul24, mad24, shifts, logic, popc clz bfe bfi brev prmt bfind fns lop3
  shf sad dp4a dp2a szext bmsk -> INT (op ``other`` where the vocabulary has no name).
* mov, selp, slct -> MOVE; a special-register read is op ``mov`` with a ``SpecialReg`` source
  (as the LLVM front end makes ``llvm.nvvm.read.ptx.sreg.*``).
* cvt, cvta, cvt.pack -> CONVERT (op ``cvt``).
* ld/st by state space: global -> LD/ST_GLOBAL, shared -> LD/ST_SHARED, local -> LD/ST_LOCAL,
  const -> LD_CONST; a generic (space-less) ld/st is LD/ST_GLOBAL with memory space GENERIC (most
  generic accesses reach global memory; the analyses resolve the space where they can).
  ``ld.global.nc`` and ``ldu`` are LD_GLOBAL; tex, tld4, suld are LD_TEXTURE; sust is ST_GLOBAL.
  ``ld.param`` of the function's own parameter becomes op ``mov`` from ``ParamRef`` with class
  LD_PARAM (done by the parser); other ``ld.param``/``st.param`` (call sequences) are MOVE.
* atom and red: ATOMIC_SHARED for .shared, otherwise ATOMIC_GLOBAL (generic space kept GENERIC).
* barriers: only CTA-wide waiting barriers are BARRIER with op ``bar``: ``bar``, ``bar.sync``,
  ``barrier``, ``barrier.sync``, ``bar.red``, ``barrier.red`` (and their ``.aligned`` forms).
  ``bar.arrive`` (does not wait), ``bar.warp.sync`` (warp-level), ``barrier.cluster.*``,
  ``membar`` and ``fence`` (memory ordering, not synchronisation) are CONTROL with op ``other``.
* bra, brx.idx -> op ``bra``; ret and exit -> op ``ret``; call -> op ``call``; trap, brkpt,
  nanosleep, pmevent, griddepcontrol, setmaxnreg, mbarrier.*, cp.async.commit/wait -> CONTROL.
  Calls to ``.func`` device functions are not inlined: each is one CONTROL instruction.
* shfl -> SHUFFLE; vote, match, redux, activemask, elect -> VOTE (op ``vote``).
* wmma.mma, mma, wgmma -> TENSOR (op ``tensor``). The fragment moves wmma.load, wmma.store,
  ldmatrix, stmatrix are memory instructions (op ld/st, class by state space) whose per-thread
  bytes are the fragment size / 32 threads.
* cp.async.ca/cg (global -> shared copy) is op ``ld`` with class LD_GLOBAL.
* anything else is GENERIC (op ``other``) and reported as an unknown opcode; so is an opcode
  with a component PTX does not define (``ld.glbal.f32``: ``modifiers.py``), which is then no
  memory access and no arithmetic of the misspelt type.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from analyzer.frontend.ptx.modifiers import unknown_modifiers
from analyzer.frontend.ptx.type_widths import TYPE_BITS, type_bytes
from analyzer.ir import LOAD_CLASS_BY_SPACE, STORE_CLASS_BY_SPACE, ExecClass, MemSpace

FP16_TYPES = frozenset({"f16", "f16x2", "bf16", "bf16x2"})

_SPACES = {
    "global": MemSpace.GLOBAL, "shared": MemSpace.SHARED, "local": MemSpace.LOCAL,
    "const": MemSpace.CONST, "param": MemSpace.PARAM,
}

_COMPARES = {
    "eq": "eq", "ne": "ne", "lt": "lt", "le": "le", "gt": "gt", "ge": "ge",
    "lo": "ult", "ls": "ule", "hi": "ugt", "hs": "uge",
    "equ": "ueq", "neu": "une", "ltu": "ult", "leu": "ule", "gtu": "ugt", "geu": "uge",
    "num": "ord", "nan": "uno",
}

_ARITHMETIC = {
    "add": "add", "addc": "add", "sub": "sub", "subc": "sub", "mul": "mul", "mad": "mad",
    "madc": "mad", "fma": "fma", "div": "div", "rem": "rem", "neg": "neg", "abs": "abs",
    "min": "min", "max": "max", "setp": "setp", "set": "setp", "copysign": "other",
    "testp": "other",
}
_INTEGER = {
    "mul24": "mul", "mad24": "mad", "shl": "shl", "shr": "shr", "and": "and", "or": "or",
    "xor": "xor", "not": "not", "cnot": "not", "lop3": "other", "popc": "other", "clz": "other",
    "bfe": "bfe", "bfi": "other", "brev": "other", "prmt": "other", "bfind": "other",
    "fns": "other", "sad": "other", "dp4a": "other", "dp2a": "other", "szext": "other",
    "bmsk": "other", "isspacep": "other", "mapa": "other", "getctarank": "other",
    "istypep": "other", "createpolicy": "other",
}
_SFU = frozenset({"sin", "cos", "ex2", "lg2", "rsqrt", "tanh"})
_CONTROL = {
    "bra": "bra", "brx": "bra", "ret": "ret", "exit": "ret", "call": "call", "trap": "other",
    "brkpt": "other", "nanosleep": "other", "pmevent": "other", "griddepcontrol": "other",
    "setmaxnreg": "other", "mbarrier": "other", "membar": "other", "fence": "other",
    "prefetch": "other", "prefetchu": "other", "discard": "other", "applypriority": "other",
    "stacksave": "other", "stackrestore": "other", "alloca": "other",
}
_VOTE = frozenset({"vote", "match", "redux", "activemask", "elect"})
_MOVE = {"mov": "mov", "selp": "selp", "slct": "selp", "txq": "other", "suq": "other"}
_NO_DESTINATION = frozenset({
    "st", "red", "bra", "brx", "ret", "exit", "call", "membar", "fence", "trap", "brkpt",
    "nanosleep", "pmevent", "griddepcontrol", "setmaxnreg", "prefetch", "prefetchu", "discard",
    "applypriority", "sust", "sured", "stmatrix", "stackrestore",
})
_LOAD_CLASS = {**LOAD_CLASS_BY_SPACE, MemSpace.PARAM: ExecClass.MOVE}  # call-sequence param reads
_STORE_CLASS = {**STORE_CLASS_BY_SPACE, MemSpace.PARAM: ExecClass.MOVE}


@dataclass(frozen=True)
class OpcodeInfo:
    """What the opcode text alone says about an instruction.

    ``access`` is "load", "store", "atomic" or None; ``space`` the state space of that access;
    ``access_bytes`` what one thread moves (None when an operand gives it, as for cp.async);
    ``has_destination`` whether the first operand is written (unless it is an address);
    ``known`` False for opcodes outside this table (class GENERIC), ``unknown_modifiers`` the
    components that made a known base unknown."""

    op: str
    exec_class: ExecClass
    type: str | None
    modifiers: tuple[str, ...]
    access: str | None = None
    space: MemSpace | None = None
    access_bytes: int | None = 0
    compare: str | None = None
    has_destination: bool = True
    known: bool = True
    unknown_modifiers: tuple[str, ...] = ()


def _is_async_copy(modifiers: tuple[str, ...]) -> bool:
    """Whether a ``cp.async.*`` opcode copies data (``ca``/``cg``/``bulk`` copies) rather than
    committing or waiting on copy groups."""
    waits = ("commit_group", "wait_group", "wait_all", "mbarrier", "prefetch")
    if any(modifier in waits for modifier in modifiers):
        return False
    return "ca" in modifiers or "cg" in modifiers or "bulk" in modifiers


def _class_by_type(type_name: str | None) -> ExecClass:
    """Arithmetic unit from the operand type: FP32, FP64, FP16 or INT."""
    if type_name == "f32":
        return ExecClass.FP32
    if type_name == "f64":
        return ExecClass.FP64
    if type_name in FP16_TYPES:
        return ExecClass.FP16
    return ExecClass.INT


def _space_of(modifiers: tuple[str, ...]) -> MemSpace:
    """State space named among the modifiers (``shared::cta`` counts as shared), else GENERIC."""
    for modifier in modifiers:
        space = _SPACES.get(modifier.split("::", 1)[0])
        if space is not None:
            return space
    return MemSpace.GENERIC


def _vector_width(modifiers: tuple[str, ...]) -> int:
    """Elements of a ``.v2``/``.v4``/``.v8`` vector access (1 for scalars)."""
    for modifier in modifiers:
        if modifier in ("v2", "v4", "v8"):
            return int(modifier[1])
    return 1


def _fragment_bytes(base: str, modifiers: tuple[str, ...], type_name: str | None) -> int:
    """Per-thread bytes of a wmma.load/store or ldmatrix/stmatrix fragment: the tile's elements
    times element bits / 8, spread over the 32 threads of the warp (PTX ISA 9.7.14/9.7.15)."""
    if base in ("ldmatrix", "stmatrix"):
        count = next((int(m[1:]) for m in modifiers if m in ("x1", "x2", "x4")), 1)
        rows, cols = 8, 8
        for modifier in modifiers:
            if modifier.startswith("m") and "n" in modifier:
                parts = modifier[1:].split("n", 1)
                if parts[0].isdigit() and parts[1].isdigit():
                    rows, cols = int(parts[0]), int(parts[1])
        bits = TYPE_BITS.get(type_name or "b16", 16)
        return count * rows * cols * bits // 8 // 32
    shape = next((m for m in modifiers if m.startswith("m") and "n" in m and "k" in m), None)
    if shape is None:
        return 0
    try:
        m_part, rest = shape[1:].split("n", 1)
        n_part, k_part = rest.split("k", 1)
        rows_m, cols_n, depth_k = int(m_part), int(n_part), int(k_part)
    except ValueError:
        return 0
    matrix = next((m for m in modifiers if m in ("a", "b", "c", "d")), "c")
    elements = {"a": rows_m * depth_k, "b": depth_k * cols_n}.get(matrix, rows_m * cols_n)
    return elements * TYPE_BITS.get(type_name or "f32", 32) // 8 // 32


def _memory_info(base: str, modifiers: tuple[str, ...], type_name: str | None) -> OpcodeInfo | None:
    """OpcodeInfo of the memory-moving instructions (ld st atom red tex cp.async, fragments)."""
    space = _space_of(modifiers)
    element_bytes = type_bytes(type_name) * _vector_width(modifiers)
    if base in ("ld", "ldu"):
        return OpcodeInfo("ld", _LOAD_CLASS[space], type_name, modifiers, "load", space, element_bytes)
    if base == "st":
        return OpcodeInfo("st", _STORE_CLASS[space], type_name, modifiers, "store", space, element_bytes,
                          has_destination=False)
    if base in ("atom", "red"):
        exec_class = ExecClass.ATOMIC_SHARED if space is MemSpace.SHARED else ExecClass.ATOMIC_GLOBAL
        return OpcodeInfo("atom", exec_class, type_name, modifiers, "atomic", space, element_bytes,
                          has_destination=base == "atom")
    if base in ("tex", "tld4", "suld"):
        return OpcodeInfo("ld", ExecClass.LD_TEXTURE, type_name, modifiers, "load", MemSpace.GLOBAL,
                          element_bytes)
    if base in ("sust", "sured"):
        exec_class = ExecClass.ST_GLOBAL if base == "sust" else ExecClass.ATOMIC_GLOBAL
        kind = "store" if base == "sust" else "atomic"
        return OpcodeInfo("st", exec_class, type_name, modifiers, kind, MemSpace.GLOBAL, element_bytes,
                          has_destination=False)
    if base == "cp" and modifiers[:1] == ("async",) and _is_async_copy(modifiers):
        return OpcodeInfo("ld", ExecClass.LD_GLOBAL, type_name, modifiers, "load", MemSpace.GLOBAL,
                          None, has_destination=False)
    fragment_load = base == "ldmatrix" or (base == "wmma" and modifiers[:1] == ("load",))
    fragment_store = base == "stmatrix" or (base == "wmma" and modifiers[:1] == ("store",))
    if fragment_load or fragment_store:
        if base in ("ldmatrix", "stmatrix") and space is MemSpace.GENERIC:
            space = MemSpace.SHARED  # ldmatrix/stmatrix without a space address shared memory
        fragment = _fragment_bytes(base, modifiers, type_name)
        if fragment_load:
            return OpcodeInfo("ld", _LOAD_CLASS[space], type_name, modifiers, "load", space, fragment)
        return OpcodeInfo("st", _STORE_CLASS[space], type_name, modifiers, "store", space, fragment,
                          has_destination=False)
    return None


@lru_cache(maxsize=4096)
def decode_opcode(opcode: str) -> OpcodeInfo:
    """Decode an opcode's text (``setp.lt.u32``, ``ld.global.v4.f32``) into an OpcodeInfo
    following the class choices in this module's docstring."""
    base, *rest = opcode.split(".")
    type_name = next((part for part in rest if part in TYPE_BITS), None)
    modifiers = _drop_first(rest, type_name)
    unknown = unknown_modifiers(modifiers)
    if unknown:
        return OpcodeInfo("other", ExecClass.GENERIC, type_name, modifiers, known=False, unknown_modifiers=unknown)
    memory = _memory_info(base, modifiers, type_name)
    if memory is not None:
        return memory
    if base in _ARITHMETIC:
        compare = None
        if base in ("setp", "set"):
            compare = next((_COMPARES[m] for m in modifiers if m in _COMPARES), None)
            if compare in ("lt", "le", "gt", "ge") and type_name and type_name[0] in "ub":
                compare = "u" + compare
        op = _ARITHMETIC[base]
        if op in ("mul", "mad") and "hi" in modifiers:
            op = "other"  # the high half of the product is not the product
        return OpcodeInfo(op, _class_by_type(type_name), type_name, modifiers, compare=compare)
    if base in ("rcp", "sqrt"):
        if "approx" in modifiers:
            return OpcodeInfo("sfu", ExecClass.SFU, type_name, modifiers)
        return OpcodeInfo("div" if base == "rcp" else "other", _class_by_type(type_name), type_name,
                          modifiers)
    if base in _SFU:
        return OpcodeInfo("sfu", ExecClass.SFU, type_name, modifiers)
    if base == "shf":
        return OpcodeInfo("shl" if "l" in modifiers else "shr", ExecClass.INT, type_name, modifiers)
    if base in _INTEGER:
        return OpcodeInfo(_INTEGER[base], ExecClass.INT, type_name, modifiers)
    if base in _MOVE:
        return OpcodeInfo(_MOVE[base], ExecClass.MOVE, type_name, modifiers)
    if base in ("cvt", "cvta"):
        return OpcodeInfo("cvt", ExecClass.CONVERT, type_name, modifiers)
    if base in ("bar", "barrier"):
        return _barrier_info(modifiers, type_name)
    if base == "shfl":
        return OpcodeInfo("shfl", ExecClass.SHUFFLE, type_name, modifiers)
    if base in _VOTE:
        return OpcodeInfo("vote", ExecClass.VOTE, type_name, modifiers)
    if base in ("wmma", "mma", "wgmma"):
        return OpcodeInfo("tensor", ExecClass.TENSOR, type_name, modifiers,
                          has_destination="fence" not in modifiers and "commit_group" not in modifiers
                          and "wait_group" not in modifiers)
    if base == "movmatrix":
        return OpcodeInfo("tensor", ExecClass.TENSOR, type_name, modifiers)
    if base == "cp":
        return OpcodeInfo("other", ExecClass.CONTROL, type_name, modifiers, has_destination=False)
    if base in _CONTROL:
        return OpcodeInfo(_CONTROL[base], ExecClass.CONTROL, type_name, modifiers,
                          has_destination=base not in _NO_DESTINATION)
    return OpcodeInfo("other", ExecClass.GENERIC, type_name, modifiers, known=False)


def _drop_first(parts: list[str], type_name: str | None) -> tuple[str, ...]:
    """The components without the first occurrence of the instruction type."""
    if type_name is None:
        return tuple(parts)
    index = parts.index(type_name)
    return tuple(parts[:index] + parts[index + 1:])


def _barrier_info(modifiers: tuple[str, ...], type_name: str | None) -> OpcodeInfo:
    """bar/barrier: BARRIER only for CTA-wide waiting forms (sync, red, or the bare form)."""
    if "warp" in modifiers or "arrive" in modifiers or "cluster" in modifiers:
        return OpcodeInfo("other", ExecClass.CONTROL, type_name, modifiers, has_destination=False)
    return OpcodeInfo("bar", ExecClass.BARRIER, type_name, modifiers,
                      has_destination="red" in modifiers)


def unknown_reason(opcode: str) -> str:
    """Why an opcode is unknown: the components PTX does not define, or its base."""
    info = decode_opcode(opcode)
    if info.unknown_modifiers:
        words = ", ".join(f"'.{modifier}'" for modifier in info.unknown_modifiers)
        return f"unknown modifier{'s' if len(info.unknown_modifiers) > 1 else ''} {words}"
    return f"unknown instruction '{opcode.split('.', 1)[0]}'"
