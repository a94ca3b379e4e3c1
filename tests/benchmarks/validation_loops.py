"""Check: every loop of every validation case's kernel resolved without ``--trip``.

For each case of a validation folder (``../shared/validation`` format, README 'Machine-readable
schema') the translation unit of a few ``ok`` rows of ``measured.csv`` is compiled with nvcc
(``-arch=sm_XX -ptx -O3``, sm_75 for older targets, which CUDA 13 no longer compiles; with
``--llvm`` clang-19 LLVM IR at -O3, toolchain.md recipe) into a
temporary folder, and the kernel model is built with the row's launch and scalar arguments. The
report lists, per case and row, the loops, those left data dependent, whether the evaluated work
profile is exact, and the time taken. Fetched sources are read from ``--sources DIR``
(``DIR/<case>/<file>``), else ``$KERNELTIME_VALIDATION_SOURCES``, else the case's own
``kernel/`` folder, else ``~/.cache/kerneltime/validation-sources/<case>/``; nothing is written
outside the temporary folder.

Run: ``python tests/benchmarks/validation_loops.py CASES_DIR [--sources DIR] [--rows N]``.
"""

from __future__ import annotations

import argparse
import csv
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from analyzer.analysis.build import build_kernel_model  # noqa: E402
from analyzer.frontend import load_module  # noqa: E402
from analyzer.toolchain.cuda import cuda_root  # noqa: E402


def source_dirs(case: Path, sources: str | None) -> list[Path]:
    """Folders to look for a case's fetched source files in, in order."""
    dirs = []
    root = sources or os.environ.get("KERNELTIME_VALIDATION_SOURCES")
    if root:
        dirs.append(Path(root) / case.name)
    dirs.append(case / "kernel")
    dirs.append(Path.home() / ".cache" / "kerneltime" / "validation-sources" / case.name)
    return dirs


def translation_unit(case: Path, spec: dict, row: dict, sources: str | None) -> tuple[str, list[str]]:
    """The text to compile for one row and its -D flags (schema rules)."""
    kernel = spec["kernel"]
    files = kernel["source"] if isinstance(kernel["source"], list) else [kernel["source"]]
    texts = []
    for name in files:
        base = Path(name).name
        found = next((d / base for d in source_dirs(case, sources) if (d / base).is_file()), None)
        if found is None:
            raise FileNotFoundError(f"{case.name}: source {base} not found")
        texts.append(found.read_text(errors="replace"))
    strip = {line.strip() for line in kernel.get("strip_lines") or []}
    body = "\n".join(line for text in texts for line in text.splitlines() if line.strip() not in strip)
    constexpr = kernel.get("constexpr_tunables") or []
    zero_pragmas = kernel.get("strip_pragma_when_zero") or []
    for name in zero_pragmas:
        if str(row.get(name)) == "0":
            body = "\n".join(line for line in body.splitlines() if line.strip() != f"#pragma unroll {name}")
    head = "".join(f"static constexpr int {name} = {row[name]};\n#define {name} {row[name]}\n" for name in constexpr)
    flags = [f"-D{name}={row[name]}" for name in spec.get("tunables") or [] if name not in constexpr and name in row]
    return head + (kernel.get("prelude") or "") + "\n" + body + "\n", flags


def _clang_command(unit: Path, output: Path, target: str, includes: list[str], flags: list[str], shim: Path) -> list[str]:
    """clang-19 LLVM IR of a translation unit (toolchain.md recipe, nvcc-only flags dropped)."""
    kept = [flag for flag in flags if flag.startswith(("-D", "-I"))]
    if "-use_fast_math" in flags:
        kept += ["-ffast-math", "-fgpu-flush-denormals-to-zero", "-fgpu-approx-transcendentals"]
    return ["clang-19", "-x", "cuda", "--cuda-device-only", f"--cuda-gpu-arch={target}", f"--cuda-path={cuda_root()}",
            "-Wno-unknown-cuda-version", "-I", str(shim), "-O3", "-S", "-emit-llvm", str(unit), "-o", str(output),
            *includes, *kept]


def check_case(case: Path, sources: str | None, rows: int, work: Path, llvm: bool = False) -> list[str]:
    """Compile ``rows`` ok rows of a case and report their loops (one line per row)."""
    spec = yaml.safe_load((case / "case.yaml").read_text())
    with open(case / spec.get("measured", "measured.csv")) as handle:
        table = [row for row in csv.DictReader(handle) if row.get("status", "ok") == "ok"]
    if not table:
        return [f"{case.name}: no ok rows"]
    picks = sorted({0, len(table) - 1, len(table) // 2})[:rows]
    arch = spec["gpu"].get("arch") if isinstance(spec.get("gpu"), dict) else None
    if not arch:
        arch = (spec.get("gpus") or [{}])[0].get("arch", "sm_80")
    number = int(str(arch).split("_")[1])
    target = f"sm_{max(number, 75)}"
    kernel_spec = spec["kernel"]
    lines = []
    for index in picks:
        row = table[index]
        text, flags = translation_unit(case, spec, row, sources)
        unit = work / f"{case.name}-{index}.cu"
        unit.write_text(text)
        ptx = unit.with_suffix(".ll" if llvm else ".ptx")
        includes = [f"-I{case / d}" for d in kernel_spec.get("include_dirs") or []]
        command = ["nvcc", f"-arch={target}", "-ptx", "-O3", str(unit), "-o", str(ptx), *includes,
                   *(kernel_spec.get("extra_flags") or []), *flags]
        if llvm:
            shim = work / "shim"
            shim.mkdir(exist_ok=True)
            for header in ("texture_fetch_functions.h", "texture_indirect_functions.h", "curand_mtgp32_kernel.h"):
                (shim / header).touch()
            command = _clang_command(unit, ptx, target, includes, [*(kernel_spec.get("extra_flags") or []), *flags], shim)
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode:
            lines.append(f"{case.name} row {index}: {command[0]} failed: {result.stderr.strip().splitlines()[-1:]}")
            continue
        module = load_module(str(ptx))
        names = [kernel_spec.get("symbol"), kernel_spec["name"]]
        kernel = next((k for k in module.kernels if k.name in names or k.plain_name in names), None)
        if kernel is None:
            lines.append(f"{case.name} row {index}: kernel {kernel_spec['name']} not in the PTX")
            continue
        arguments = kernel_spec.get("arguments") or []
        bindings = {f"ntid_{a}": int(row[f"block_{a}"]) for a in "xyz"}
        bindings.update({f"nctaid_{a}": int(row[f"grid_{a}"]) for a in "xyz"})
        values = dict(kernel_spec.get("params") or {})
        values.update({name: float(row[column]) for name, column in (kernel_spec.get("param_columns") or {}).items()})
        for position, name in enumerate(arguments):
            if name in values and position < len(kernel.params):
                bindings[kernel.params[position].name] = values[name]
        dynamic = int(float(row.get("dynamic_shared_bytes") or 0))
        started = time.perf_counter()
        model = build_kernel_model(module, kernel, bindings, dynamic)
        elapsed = time.perf_counter() - started
        unresolved = [f"{loop.id}@{loop.line}" for loop in model.loops
                      if loop.data_dependent or loop.trip_count.free_symbols()]
        work_state = "none" if model.work is None else ("exact" if model.work.exact else "inexact")
        trips = " ".join(f"{loop.id}={loop.trip_count}" for loop in model.loops)
        lines.append(f"{case.name} row {index}: {len(model.loops)} loops, unresolved {unresolved or 'none'}, "
                     f"work {work_state}, {elapsed:.2f} s; {trips}")
    return lines


def main() -> int:
    """Check every case of the folder given on the command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases", help="folder of validation cases")
    parser.add_argument("--sources", help="folder of fetched sources (<case>/<file>)")
    parser.add_argument("--rows", type=int, default=2, help="rows per case (first, last, middle)")
    parser.add_argument("--llvm", action="store_true", help="clang-19 LLVM IR instead of nvcc PTX")
    args = parser.parse_args()
    failures = 0
    with tempfile.TemporaryDirectory() as folder:
        for case in sorted(Path(args.cases).iterdir()):
            if not (case / "case.yaml").is_file():
                continue
            try:
                lines = check_case(case, args.sources, args.rows, Path(folder), args.llvm)
            except (OSError, KeyError, ValueError) as error:
                lines = [f"{case.name}: {error}"]
            for line in lines:
                print(line, flush=True)
                failures += "unresolved none" not in line
    print(f"rows with unresolved loops or errors: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
