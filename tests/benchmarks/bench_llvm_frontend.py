"""Speed of the LLVM IR front end: parse (llvmlite + translation) per sample, lowering to PTX,
and scaling on a synthetic kernel of many instructions. Prints figures; asserts nothing about
time. Run: python tests/benchmarks/bench_llvm_frontend.py"""

from __future__ import annotations

import time
from pathlib import Path

from analyzer.frontend.llvm import lower_to_ptx, parse_llvm

REPOSITORY = Path(__file__).resolve().parents[2]


def synthetic_kernel(statements: int) -> str:
    """A straight-line kernel of about 4 x ``statements`` instructions (gep, load, fadd, store)."""
    body = ["  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()", "  %i = zext i32 %t to i64"]
    for index in range(statements):
        body.append(f"  %p{index} = getelementptr float, ptr %a, i64 {index}")
        body.append(f"  %v{index} = load float, ptr %p{index}, align 4")
        body.append(f"  %w{index} = fadd float %v{index}, 1.0")
        body.append(f"  store float %w{index}, ptr %p{index}, align 4")
    return (
        'target triple = "nvptx64-nvidia-cuda"\n'
        "define ptx_kernel void @big(ptr %a) {\n" + "\n".join(body) + "\n  ret void\n}\n"
        "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    )


def timed(function, repeats: int) -> float:
    """Mean seconds of ``repeats`` calls."""
    start = time.perf_counter()
    for _ in range(repeats):
        function()
    return (time.perf_counter() - start) / repeats


def main() -> None:
    print(f"{'file':32} {'instrs':>7} {'parse ms':>9} {'lower ms':>9}")
    for path in sorted((REPOSITORY / "samples").glob("*/*.ll")):
        text = path.read_text()
        module = parse_llvm(text, str(path), lower=False)
        count = sum(len(block.instructions) for kernel in module.kernels for block in kernel.blocks)
        parse = timed(lambda: parse_llvm(text, str(path), lower=False), 5)
        lower = timed(lambda: lower_to_ptx(text, "sm_80"), 2)
        print(f"{path.name:32} {count:7d} {parse * 1000:9.1f} {lower * 1000:9.1f}")
    for statements in (250, 1000, 4000):
        text = synthetic_kernel(statements)
        seconds = timed(lambda: parse_llvm(text, "big.ll", lower=False), 1)
        print(f"synthetic {4 * statements + 3:6d} instructions: parse {seconds * 1000:8.1f} ms "
              f"({seconds * 1e6 / (4 * statements):.1f} us/instruction)")


if __name__ == "__main__":
    main()
