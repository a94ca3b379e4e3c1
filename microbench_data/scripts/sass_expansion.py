"""Measure how many SASS instructions ptxas emits per PTX operation (``microbench_data/sass.csv``).

PTX operations such as ``div.rn.f32``, ``sqrt.rn.f32`` or ``rem.s32`` are not one machine
instruction: ptxas expands them into sequences (reciprocal approximation, Newton steps, a
special-case check), and 64-bit integer division calls a subroutine. For each operation and target
this script compiles two kernels, a dependent chain of 1 and of 33 copies of the operation (each
followed by an ``add`` so that ptxas cannot fold neighbouring copies), and reads the size of the
cubin's ``.text`` sections (16 bytes per SASS instruction from Volta on):

    inline = (text(33) - text(1)) / 32 / 16 - 1      instructions per operation at its call site
    subroutine = (text(1) - text(0)) / 16 - inline    instructions emitted once per kernel

A subroutine that every execution calls (64-bit integer division and remainder) adds its length
to the dynamic count; a subroutine that only special operands reach (the slow path of
``div.rn.f32`` for denormals, zeros, infinities, NaN) does not. The dynamic count is rounded to an
integer. Needs ``ptxas`` (CUDA 13: targets sm_75 and newer).

Usage: ``python microbench_data/scripts/sass_expansion.py [--arch sm_75,sm_86] > microbench_data/sass.csv``
"""

from __future__ import annotations

import argparse
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

#: (PTX operation, register type, operand count, whether a call site always enters a subroutine)
OPERATIONS = (
    ("div.rn.f32", "f32", 2, False), ("div.rn.ftz.f32", "f32", 2, False), ("div.full.f32", "f32", 2, False),
    ("div.full.ftz.f32", "f32", 2, False), ("rcp.rn.f32", "f32", 1, False), ("rcp.rn.ftz.f32", "f32", 1, False),
    ("rcp.approx.f32", "f32", 1, False), ("sqrt.rn.f32", "f32", 1, False), ("sqrt.rn.ftz.f32", "f32", 1, False),
    ("sqrt.approx.f32", "f32", 1, False), ("rsqrt.approx.f32", "f32", 1, False), ("ex2.approx.f32", "f32", 1, False),
    ("lg2.approx.f32", "f32", 1, False), ("sin.approx.f32", "f32", 1, False), ("sin.approx.ftz.f32", "f32", 1, False),
    ("cos.approx.f32", "f32", 1, False), ("cos.approx.ftz.f32", "f32", 1, False),
    ("div.rn.f64", "f64", 2, False), ("rcp.rn.f64", "f64", 1, False), ("sqrt.rn.f64", "f64", 1, False),
    ("rsqrt.approx.f64", "f64", 1, False),
    ("div.s32", "s32", 2, False), ("div.u32", "u32", 2, False), ("rem.s32", "s32", 2, False), ("rem.u32", "u32", 2, False),
    ("div.s64", "s64", 2, True), ("div.u64", "u64", 2, True), ("rem.s64", "s64", 2, True), ("rem.u64", "u64", 2, True),
)
REGISTERS = {"f32": ("%f", ".f32"), "f64": ("%fd", ".f64"), "s32": ("%r", ".b32"), "u32": ("%r", ".b32"),
             "s64": ("%rd", ".b64"), "u64": ("%rd", ".b64")}
ADD = {"f32": "add.f32", "f64": "add.f64", "s32": "add.s32", "u32": "add.u32", "s64": "add.s64", "u64": "add.u64"}


def chain_kernel(operation: str, kind: str, operands: int, copies: int, arch: str) -> str:
    """PTX of a kernel running ``copies`` dependent copies of ``operation`` (each plus an add)."""
    prefix, declared = REGISTERS[kind]
    lines = [".version 8.0", f".target {arch}", ".address_size 64", ".visible .entry chain(.param .u64 p)", "{",
             f"  .reg {declared} {prefix}v<{copies + 4}>;", "  .reg .b64 %address<2>;",
             "  ld.param.u64 %address1, [p];", f"  ld.global.{kind} {prefix}v1, [%address1];",
             f"  ld.global.{kind} {prefix}v2, [%address1+8];"]
    previous = f"{prefix}v1"
    for index in range(copies):
        target = f"{prefix}v{index + 3}"
        second = f", {prefix}v2" if operands == 2 else ""
        lines += [f"  {operation} {target}, {previous}{second};", f"  {ADD[kind]} {target}, {target}, {prefix}v2;"]
        previous = target
    lines += [f"  st.global.{kind} [%address1], {previous};", "  ret;", "}"]
    return "\n".join(lines) + "\n"


def text_bytes(cubin: bytes) -> int:
    """Total size of the ``.text*`` sections of an ELF64 cubin."""
    section_offset = struct.unpack_from("<Q", cubin, 0x28)[0]
    entry_size, count, names_index = struct.unpack_from("<HHH", cubin, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", cubin, section_offset + index * entry_size) for index in range(count)]
    names_at = sections[names_index][4]

    def name(section) -> str:
        start = names_at + section[0]
        return cubin[start:cubin.index(b"\0", start)].decode()

    return sum(section[5] for section in sections if name(section).startswith(".text"))


def compiled_text(ptx: str, arch: str, folder: Path) -> int:
    """``.text`` bytes of ``ptx`` assembled by ptxas for ``arch``."""
    source, cubin = folder / "chain.ptx", folder / "chain.cubin"
    source.write_text(ptx)
    subprocess.run(["ptxas", f"-arch={arch}", str(source), "-o", str(cubin)], check=True, capture_output=True)
    return text_bytes(cubin.read_bytes())


def measure(arch: str, folder: Path) -> list[tuple[str, int, str]]:
    """(operation, dynamic SASS instructions, derivation) for every operation on ``arch``."""
    rows = []
    for operation, kind, operands, always_called in OPERATIONS:
        sizes = [compiled_text(chain_kernel(operation, kind, operands, copies, arch), arch, folder) for copies in (0, 1, 33)]
        inline = (sizes[2] - sizes[1]) / 32 / 16 - 1
        subroutine = (sizes[1] - sizes[0]) / 16 - inline
        dynamic = round(inline + (subroutine if always_called else 0))
        how = (f"ptxas {arch}: {inline:.2f} instructions per call site"
               + (f" + a {subroutine:.0f}-instruction subroutine every call enters" if always_called else
                  f" (a {subroutine:.0f}-instruction special-case path, not counted)" if subroutine > 8 else ""))
        rows.append((operation, dynamic, how))
    return rows


def main(argv: list[str] | None = None) -> int:
    """Print the table rows (``gpu,key,value,unit,status,reference,derivation``) for each target."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--arch", default="sm_75,sm_80,sm_86,sm_89,sm_90")
    args = parser.parse_args(argv)
    version = "ptxas " + subprocess.run(["ptxas", "--version"], capture_output=True, text=True).stdout.strip().splitlines()[-1]
    print("gpu,key,value,unit,status,reference,derivation")
    with tempfile.TemporaryDirectory() as directory:
        for arch in args.arch.split(","):
            scope = f"cc{arch[3]}.{arch[4:]}"
            for operation, dynamic, how in measure(arch, Path(directory)):
                print(f'{scope},sass_instructions.{operation},{dynamic},instructions,measured,'
                      f'"{version}; microbench_data/scripts/sass_expansion.py",'
                      f'"{how}; cubin .text size of dependent chains of 1 and 33 copies"')
                if arch == "sm_75":
                    print(f'all,sass_instructions.{operation},{dynamic},instructions,estimated,'
                          f'"{version}; microbench_data/scripts/sass_expansion.py",'
                          f'"the sm_75 expansion, assumed for targets ptxas 13 cannot assemble (sm_70 and older)"')
    return 0


if __name__ == "__main__":
    sys.exit(main())
