"""Compare the PTX clang-19 and nvcc 13 make of the same translation units at sm_75, where both
compile: how the validation compile step's clang options (``analyzer.toolchain.compile``,
``CLANG_NVVM_OPTIONS``) were chosen (docs/validation/validation-history.md, eighteenth round).

    python tools/compiler_shape/compare_compilers.py ../shared/validation/kt-convolution-v100 \\
        ../shared/validation/clblast-gemm-v100 --samples 8 \\
        --options "" "-mllvm -inline-threshold=1000 -mllvm -pragma-unroll-threshold=1000000"

For ``--samples`` seeded configurations of each case it compiles the row's translation unit
(``job_for``, the case's rules) with nvcc and with clang under each ``--options`` set (default:
none, and ``CLANG_NVVM_OPTIONS``), and prints per kernel family and options set the mean
|log(clang / nvcc)| of the PTX instruction count (statements, directives apart) and of the
entry's ptxas registers (sm_75), and in how many configurations one compiler's kernel has a stack
frame (local memory) and the other's not. No measured time is read. Needs nvcc, ptxas and clang-19;
like the other tools it runs against the installed package (``pip install .`` the checkout first,
or ``PYTHONPATH=<checkout>``).
"""

from __future__ import annotations

import argparse
import math
import random
import re
import subprocess
import tempfile
from collections import defaultdict
from pathlib import Path

from analyzer.evaluation.case import load_case
from analyzer.evaluation.case_notes import load_notes, notes_file
from analyzer.evaluation.case_steps import case_sources
from analyzer.toolchain.compile import CLANG_NVVM_OPTIONS, CompileJob, clang_command, clang_stub_dir, command, job_for
from analyzer.toolchain.cuda import tool
from analyzer.toolchain.ptxas import parse_ptxas_output

ARCH = "sm_75"


def ptx_statements(path: Path) -> int:
    """Instructions of a PTX file: statements ending in ``;`` that are not directives."""
    lines = (line.strip() for line in path.read_text().splitlines())
    return sum(1 for line in lines if line.endswith(";") and not line.startswith((".", "//")))


def entry_resources(path: Path) -> tuple[int, int]:
    """(registers, stack frame bytes) ptxas reports for the first entry function of a PTX file
    (``parse_ptxas_output``)."""
    output = subprocess.run([tool("ptxas"), f"-arch={ARCH}", "-v", str(path), "-o", "/dev/null"],
                            capture_output=True, text=True, check=True).stderr
    entry = parse_ptxas_output(output)[re.search(r"Compiling entry function '([^']+)'", output).group(1)]
    return entry.registers, entry.stack_frame_bytes


def shape(job: CompileJob, folder: Path, options: tuple[str, ...] | None) -> tuple[int, int, int]:
    """(instructions, registers, stack bytes) of ``job`` compiled by nvcc (``options`` None) or by
    clang with ``options``."""
    source, output = folder / "unit.cu", folder / "unit.ptx"
    source.write_text(job.unit)
    stubs = clang_stub_dir(folder)
    arguments = command(job, str(source), str(output), stubs) if options is None else \
        clang_command(job, str(source), str(output), stubs, options)
    subprocess.run(arguments, capture_output=True, text=True, check=True)
    return (ptx_statements(output), *entry_resources(output))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases", nargs="+", type=Path)
    parser.add_argument("--samples", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--options", nargs="+", default=["", " ".join(CLANG_NVVM_OPTIONS)],
                        help="clang option sets to compare, each one string")
    args = parser.parse_args()
    option_sets = [tuple(text.split()) for text in args.options]
    figures: dict[tuple[str, tuple[str, ...]], list[tuple[float, float, bool]]] = defaultdict(list)
    for directory in args.cases:
        case = load_case(directory, load_notes(notes_file()))
        sources = case_sources(case, None)
        rows = [row for row in case.rows if row.ok]
        for row in random.Random(args.seed).sample(rows, min(args.samples, len(rows))):
            job = job_for(list(sources.texts), case.kernel, case.tunables, row.config, ARCH, sources.include_dirs)
            with tempfile.TemporaryDirectory() as folder:
                nvcc = shape(job, Path(folder), None)
                for options in option_sets:
                    clang = shape(job, Path(folder), options)
                    figures[(case.family, options)].append(
                        (abs(math.log(clang[0] / nvcc[0])), abs(math.log(clang[1] / nvcc[1])), (clang[2] > 0) != (nvcc[2] > 0)))
    for (family, options), values in sorted(figures.items()):
        count = len(values)
        print(f"{family:24s} [{' '.join(options) or 'clang defaults'}] {count} configurations: "
              f"|log instructions ratio| {sum(v[0] for v in values) / count:.3f}, "
              f"|log registers ratio| {sum(v[1] for v in values) / count:.3f}, stack differs in {sum(v[2] for v in values)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
