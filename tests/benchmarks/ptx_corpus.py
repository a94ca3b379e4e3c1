"""Generated PTX kernels in the shapes that made the analyses slow on real code:
long definition chains, hundreds of loops, fully unrolled hash rounds, deep loop nests and many
kernels in one file. Written the way nvcc 13 writes PTX (non-SSA virtual registers, loop-carried
registers assigned in several blocks, ``$L__BB<k>_<n>`` labels), so the same front end and
analyses run on them as on compiler output.

Every generator is deterministic (a seed where randomness is used) and returns the PTX text.
``corpus()`` names the real-world-style set the scaling benchmark runs.
"""

from __future__ import annotations

import random


class _Writer:
    """Builds one ``.entry`` body: fresh registers per class, labels, lines."""

    def __init__(self, name: str, params: list[str], kernel_index: int):
        self.name = name
        self.params = params
        self.kernel_index = kernel_index
        self.counts = {"r": 0, "rd": 0, "p": 0, "f": 0}
        self.lines: list[str] = []
        self.labels = 0

    def reg(self, kind: str = "r") -> str:
        self.counts[kind] += 1
        return f"%{kind}{self.counts[kind]}"

    def label(self) -> str:
        self.labels += 1
        return f"$L__BB{self.kernel_index}_{self.labels}"

    def emit(self, text: str) -> None:
        self.lines.append(f"\t{text}")

    def place(self, label: str) -> None:
        self.lines.append(f"{label}:")

    def param(self, index: int) -> str:
        return f"{self.name}_param_{index}"

    def text(self) -> str:
        header = [f".visible .entry {self.name}("]
        header.append(",\n".join(f"\t.param .{kind} {self.param(k)}" for k, kind in enumerate(self.params)))
        header.append(")\n{")
        regs = [
            f"\t.reg .pred \t%p<{self.counts['p'] + 1}>;",
            f"\t.reg .f32 \t%f<{self.counts['f'] + 1}>;",
            f"\t.reg .b32 \t%r<{self.counts['r'] + 1}>;",
            f"\t.reg .b64 \t%rd<{self.counts['rd'] + 1}>;",
        ]
        return "\n".join(header + regs + [""] + self.lines + ["\tret;", "", "}"]) + "\n"


def _module(kernels: list[str]) -> str:
    return ".version 9.0\n.target sm_90\n.address_size 64\n\n" + "\n".join(kernels)


def _prologue(w: _Writer) -> tuple[str, str, str, str]:
    """Pointer to global memory, the u32 parameter n, the global thread index, tid.x."""
    pointer, n, tid, ctaid, ntid, gid, base = (w.reg("rd"), w.reg(), w.reg(), w.reg(), w.reg(), w.reg(), w.reg("rd"))
    w.emit(f"ld.param.u64 \t{pointer}, [{w.param(0)}];")
    w.emit(f"ld.param.u32 \t{n}, [{w.param(1)}];")
    w.emit(f"mov.u32 \t{tid}, %tid.x;")
    w.emit(f"mov.u32 \t{ctaid}, %ctaid.x;")
    w.emit(f"mov.u32 \t{ntid}, %ntid.x;")
    w.emit(f"mad.lo.s32 \t{gid}, {ctaid}, {ntid}, {tid};")
    w.emit(f"cvta.to.global.u64 \t{base}, {pointer};")
    return base, n, gid, tid


def _chain(w: _Writer, seeds: list[str], length: int, rng: random.Random) -> list[str]:
    """A definition chain where each register reads the two before it (the shape on which an
    unmemoised walk of the sources doubles at every step), mixing operations the value analysis
    follows (add, shl) with ones it does not (mul.hi, xor, bfe)."""
    values = list(seeds)
    for _ in range(length):
        dst = w.reg()
        a, b = values[-1], values[-2]
        choice = rng.randrange(5)
        if choice == 0:
            w.emit(f"add.s32 \t{dst}, {a}, {b};")
        elif choice == 1:
            w.emit(f"xor.b32 \t{dst}, {a}, {b};")
        elif choice == 2:
            w.emit(f"mul.hi.u32 \t{dst}, {a}, {b};")
        elif choice == 3:
            w.emit(f"bfe.u32 \t{dst}, {a}, 3, 7;")
        else:
            w.emit(f"shl.b32 \t{dst}, {a}, 1;")
        values.append(dst)
    return values


def _counted_loop(w: _Writer, base: str, bound: str, body: int, rng: random.Random, step: int = 1) -> None:
    """``for (i = 0; i < bound; i += step)`` as nvcc emits it: guard, rotated body, exit test;
    the induction and the accumulator are loop-carried (assigned before and in the loop)."""
    skip, head = w.label(), w.label()
    i, acc, guard, again = w.reg(), w.reg("f"), w.reg("p"), w.reg("p")
    w.emit(f"mov.u32 \t{i}, 0;")
    w.emit(f"mov.f32 \t{acc}, 0f00000000;")
    w.emit(f"setp.le.s32 \t{guard}, {bound}, 0;")
    w.emit(f"@{guard} bra \t{skip};")
    w.place(head)
    offset, address, value = w.reg("rd"), w.reg("rd"), w.reg("f")
    w.emit(f"mul.wide.s32 \t{offset}, {i}, 4;")
    w.emit(f"add.s64 \t{address}, {base}, {offset};")
    w.emit(f"ld.global.f32 \t{value}, [{address}];")
    for _ in range(body):
        w.emit(f"fma.rn.f32 \t{acc}, {value}, {acc}, 0f3F800000;")
    w.emit(f"add.s32 \t{i}, {i}, {step};")
    w.emit(f"setp.lt.s32 \t{again}, {i}, {bound};")
    w.emit(f"@{again} bra \t{head};")
    w.place(skip)
    w.emit(f"st.global.f32 \t[{base}], {acc};")


def long_chain_kernel(lines: int = 20_000, loops: int = 200, seed: int = 1) -> str:
    """One kernel of about ``lines`` lines with ``loops`` loops, each bounded by the end of a
    long two-parent definition chain (thread-index derived, no load: a data-dependent bound whose
    source search must visit the whole chain) or by the parameter n."""
    rng = random.Random(seed)
    w = _Writer("long_chains", ["u64", "u32"], 0)
    base, n, gid, tid = _prologue(w)
    per_loop = max(8, lines // loops - 14)
    chain = [gid, tid]
    for index in range(loops):
        chain = _chain(w, chain[-2:], per_loop, rng)
        bound = n if index % 4 == 0 else chain[-1]
        _counted_loop(w, base, bound, 2, rng)
    return _module([w.text()])


def hash_kernel(rounds: int = 640, seed: int = 2) -> str:
    """A SHA-256-style compression fully unrolled: ``rounds`` rounds of rotate (shf), xor,
    and/or, add with round constants, on words loaded from global memory, inside a grid-stride
    loop over messages."""
    rng = random.Random(seed)
    w = _Writer("_Z10sha_roundsPjj", ["u64", "u32"], 0)
    base, n, gid, _ = _prologue(w)
    stride, nctaid, ntid = w.reg(), w.reg(), w.reg()
    w.emit(f"mov.u32 \t{nctaid}, %nctaid.x;")
    w.emit(f"mov.u32 \t{ntid}, %ntid.x;")
    w.emit(f"mul.lo.s32 \t{stride}, {ntid}, {nctaid};")
    done, head, guard, again = w.label(), w.label(), w.reg("p"), w.reg("p")
    index = gid
    w.emit(f"setp.ge.s32 \t{guard}, {index}, {n};")
    w.emit(f"@{guard} bra \t{done};")
    w.place(head)
    offset, address = w.reg("rd"), w.reg("rd")
    w.emit(f"mul.wide.s32 \t{offset}, {index}, 64;")
    w.emit(f"add.s64 \t{address}, {base}, {offset};")
    words = []
    for k in range(16):
        word = w.reg()
        w.emit(f"ld.global.u32 \t{word}, [{address}+{4 * k}];")
        words.append(word)
    state = words[:8]
    for r in range(rounds):
        a, e = state[0], state[4]
        s0, s1, t, ch, t2 = w.reg(), w.reg(), w.reg(), w.reg(), w.reg()
        w.emit(f"shf.r.wrap.b32 \t{s0}, {a}, {a}, {rng.choice((2, 13, 22))};")
        w.emit(f"shf.r.wrap.b32 \t{s1}, {e}, {e}, {rng.choice((6, 11, 25))};")
        w.emit(f"xor.b32 \t{t}, {s0}, {s1};")
        w.emit(f"and.b32 \t{ch}, {e}, {state[5]};")
        w.emit(f"lop3.b32 \t{t2}, {ch}, {state[6]}, {words[r % 16]}, 150;")
        new_a, new_e = w.reg(), w.reg()
        w.emit(f"add.s32 \t{new_a}, {t}, {t2};")
        w.emit(f"add.s32 \t{new_e}, {state[3]}, {rng.randrange(1, 2**31)};")
        state = [new_a] + state[:3] + [new_e] + state[4:7]
    for k, value in enumerate(state):
        w.emit(f"st.global.u32 \t[{address}+{4 * k}], {value};")
    w.emit(f"add.s32 \t{index}, {index}, {stride};")
    w.emit(f"setp.lt.s32 \t{again}, {index}, {n};")
    w.emit(f"@{again} bra \t{head};")
    w.place(done)
    return _module([w.text()])


def deep_nest_kernel(depth: int = 10, bodies: int = 30, seed: int = 3) -> str:
    """Loops nested ``depth`` deep (each counted from 0 to a parameter-derived bound), with
    ``bodies`` unrolled FMA lines in every level and registers carried across levels."""
    rng = random.Random(seed)
    w = _Writer("_Z9deep_nestPfi", ["u64", "u32"], 0)
    base, n, gid, _ = _prologue(w)
    exits = []
    inductions = []
    acc = w.reg("f")
    w.emit(f"mov.f32 \t{acc}, 0f00000000;")
    for level in range(depth):
        bound = w.reg()
        w.emit(f"shr.u32 \t{bound}, {n}, {level % 3};")
        i, head, skip, guard = w.reg(), w.label(), w.label(), w.reg("p")
        w.emit(f"mov.u32 \t{i}, 0;")
        w.emit(f"setp.le.s32 \t{guard}, {bound}, 0;")
        w.emit(f"@{guard} bra \t{skip};")
        w.place(head)
        for _ in range(bodies):
            w.emit(f"fma.rn.f32 \t{acc}, {acc}, {acc}, 0f3F000000;")
        inductions.append((i, bound, head, skip))
    for i, bound, head, skip in reversed(inductions):
        again = w.reg("p")
        offset, address = w.reg("rd"), w.reg("rd")
        w.emit(f"mul.wide.s32 \t{offset}, {i}, {rng.choice((4, 8))};")
        w.emit(f"add.s64 \t{address}, {base}, {offset};")
        w.emit(f"st.global.f32 \t[{address}], {acc};")
        w.emit(f"add.s32 \t{i}, {i}, 1;")
        w.emit(f"setp.lt.s32 \t{again}, {i}, {bound};")
        w.emit(f"@{again} bra \t{head};")
        w.place(skip)
        exits.append(skip)
    return _module([w.text()])


def many_kernels(count: int = 120, seed: int = 4) -> str:
    """``count`` small kernels in one file (stencils, reductions and element-wise maps, each with
    one to three loops), as template instantiations produce them."""
    rng = random.Random(seed)
    texts = []
    for k in range(count):
        w = _Writer(f"_Z6kernel{k}Pfi", ["u64", "u32"], k)
        base, n, gid, tid = _prologue(w)
        for _ in range(rng.randint(1, 3)):
            chain = _chain(w, [gid, tid], rng.randint(4, 40), rng)
            _counted_loop(w, base, rng.choice((n, chain[-1])), rng.randint(1, 8), rng)
        texts.append(w.text())
    return _module(texts)


def diamond_chain_kernel(diamonds: int = 300, nested_in_loop: bool = True, seed: int = 5) -> str:
    """``diamonds`` if/else blocks in sequence (2^diamonds paths: what unrolled bounds checks and
    clamped stencil taps produce), thread- and data-dependent conditions, inside a counted loop:
    a per-path walk would never finish; the longest-path analyses must be dynamic programs."""
    rng = random.Random(seed)
    w = _Writer("_Z8diamondsPfi", ["u64", "u32"], 0)
    base, n, gid, tid = _prologue(w)
    acc, value = w.reg("f"), w.reg("f")
    w.emit(f"mov.f32 \t{acc}, 0f00000000;")
    w.emit(f"ld.global.f32 \t{value}, [{base}];")
    i, head, done, guard = w.reg(), w.label(), w.label(), w.reg("p")
    if nested_in_loop:
        w.emit(f"mov.u32 \t{i}, 0;")
        w.place(head)
    for _ in range(diamonds):
        predicate, other, join = w.reg("p"), w.label(), w.label()
        w.emit(f"setp.lt.s32 \t{predicate}, {rng.choice((gid, tid, n))}, {rng.randrange(1, 512)};")
        w.emit(f"@{predicate} bra \t{other};")
        for _ in range(rng.randint(1, 4)):
            w.emit(f"fma.rn.f32 \t{acc}, {value}, {acc}, 0f3F800000;")
        w.emit(f"bra.uni \t{join};")
        w.place(other)
        for _ in range(rng.randint(1, 4)):
            w.emit(f"add.f32 \t{acc}, {acc}, {value};")
        w.place(join)
    if nested_in_loop:
        w.emit(f"add.s32 \t{i}, {i}, 1;")
        w.emit(f"setp.lt.s32 \t{guard}, {i}, {n};")
        w.emit(f"@{guard} bra \t{head};")
    w.place(done)
    w.emit(f"st.global.f32 \t[{base}], {acc};")
    return _module([w.text()])


def self_defined_loop_kernel() -> str:
    """A loop whose bound register is only defined from itself inside the loop (what deleting
    its initialisation from real PTX leaves): must analyse, not recurse forever."""
    w = _Writer("self_loop", ["u64", "u32"], 0)
    base, n, gid, _ = _prologue(w)
    head, i, bound, again = w.label(), w.reg(), w.reg(), w.reg("p")
    w.emit(f"mov.u32 \t{i}, 0;")
    w.place(head)
    w.emit(f"add.s32 \t{bound}, {bound}, {n};")
    w.emit(f"add.s32 \t{i}, {i}, 1;")
    w.emit(f"setp.lt.s32 \t{again}, {i}, {bound};")
    w.emit(f"@{again} bra \t{head};")
    return _module([w.text()])


def corpus() -> dict[str, str]:
    """The real-world-style set of the scaling benchmark: file name -> PTX text."""
    return {
        "long_chains_20k.ptx": long_chain_kernel(20_000, 200),
        "long_chains_5k.ptx": long_chain_kernel(5_000, 50, seed=11),
        "sha_rounds_640.ptx": hash_kernel(640),
        "sha_rounds_2560.ptx": hash_kernel(2560, seed=12),
        "deep_nest_10.ptx": deep_nest_kernel(10, 30),
        "deep_nest_24.ptx": deep_nest_kernel(24, 60, seed=13),
        "many_kernels_120.ptx": many_kernels(120),
        "diamonds_300.ptx": diamond_chain_kernel(300),
        "self_defined_loop.ptx": self_defined_loop_kernel(),
    }
