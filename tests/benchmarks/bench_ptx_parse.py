"""Benchmark: parse time of a >= 2,000-line PTX file with the PTX front end.

The file is built from committed PTX: the function definitions of the sample PTX files (and the
front-end test data) are repeated with every function name given a per-copy suffix until the
text has at least ``--lines`` lines. Reports lines, instructions and the best/median parse time
of several runs. Run as ``python tests/benchmarks/bench_ptx_parse.py`` or with pytest (the
test prints the figures; it asserts only that the file parsed, never a wall time).
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from analyzer.frontend.ptx import parse_ptx  # noqa: E402

_FUNCTION_START = re.compile(r"^(?:\.(?:visible|weak)\s+)*\.(?:entry|func)\b", re.MULTILINE)
_FUNCTION_NAME = re.compile(r"\.(?:entry|func)\s+(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)")


def source_files() -> list[Path]:
    """Committed PTX files to draw functions from: nvcc sm_90 samples, else the test data."""
    files = sorted(ROOT.glob("samples/*/*.sm_90.ptx"))
    return files or sorted((ROOT / "tests" / "frontend_ptx" / "data").glob("*.ptx"))


def build_text(min_lines: int) -> str:
    """One PTX module of at least ``min_lines`` lines: a header (.version/.target/.address_size
    and every module variable, once) followed by renamed copies of all function definitions."""
    headers: list[str] = []
    bodies: list[tuple[str, list[str]]] = []
    for path in source_files():
        text = path.read_text()
        first = _FUNCTION_START.search(text)
        if first is None:
            continue
        headers.append(text[: first.start()])
        bodies.append((text[first.start():], _FUNCTION_NAME.findall(text)))
    header_lines: list[str] = []
    for header in headers:
        for line in header.splitlines():
            directive = line.strip().split(" ", 1)[0]
            if directive in (".version", ".target", ".address_size") and any(
                existing.strip().startswith(directive) for existing in header_lines
            ):
                continue
            if line not in header_lines or not line.strip():
                header_lines.append(line)
    parts = ["\n".join(header_lines)]
    copy = 0
    while sum(part.count("\n") for part in parts) < min_lines:
        for body, names in bodies:
            pattern = re.compile(r"\b(" + "|".join(re.escape(name) for name in names) + r")\b")
            parts.append(pattern.sub(lambda match: f"{match.group(1)}_c{copy}", body))
        copy += 1
    return "\n".join(parts)


def measure(text: str, runs: int) -> list[float]:
    """Wall seconds of ``runs`` parses of ``text`` (after one warm-up parse)."""
    parse_ptx(text, "bench.ptx")
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        parse_ptx(text, "bench.ptx")
        times.append(time.perf_counter() - start)
    return times


def report(min_lines: int = 2000, runs: int = 7) -> dict:
    """Build the file, time it and return the figures."""
    text = build_text(min_lines)
    module = parse_ptx(text, "bench.ptx")
    instructions = sum(len(block.instructions) for kernel in module.kernels for block in kernel.blocks)
    times = measure(text, runs)
    return {
        "lines": text.count("\n") + 1,
        "kernels": len(module.kernels),
        "instructions": instructions,
        "best_s": min(times),
        "median_s": statistics.median(times),
    }


def test_bench_ptx_parse():
    """Print the parse time of a >= 2,000-line PTX file (no wall-time assertion)."""
    figures = report()
    print(f"\nPTX parse: {figures}")
    assert figures["lines"] >= 2000 and figures["kernels"] > 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=7)
    arguments = parser.parse_args()
    result = report(arguments.lines, arguments.runs)
    print(
        f"{result['lines']} lines, {result['kernels']} kernels, {result['instructions']} kernel "
        f"instructions: best {result['best_s'] * 1000:.1f} ms, median {result['median_s'] * 1000:.1f} ms"
    )
