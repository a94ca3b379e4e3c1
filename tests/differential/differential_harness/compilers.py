"""nvcc PTX and clang-19 LLVM IR of one CUDA file, for the differential check.

``nvcc -arch=sm_80 -ptx -O3`` and ``clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80
-O2 -S -emit-llvm`` (the samples' recipes, ``samples/regenerate.sh``), both with the same ``-D``
definitions. CUDA 13 lacks three headers clang 19's CUDA wrapper includes; empty stand-ins in a
temporary folder are put on clang's include path.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

from analyzer.toolchain.cuda import cuda_root

ARCH = "sm_80"
_MISSING_HEADERS = ("texture_fetch_functions.h", "texture_indirect_functions.h", "curand_mtgp32_kernel.h")


def compilers_available() -> bool:
    """Whether both nvcc and clang-19 are on the PATH."""
    return shutil.which("nvcc") is not None and shutil.which("clang-19") is not None


def compile_pair(source: Path, defines: dict[str, int] | None = None) -> tuple[Path, Path]:
    """Write ``<stem>.ptx`` (nvcc) and ``<stem>.ll`` (clang-19) beside ``source`` (compiled from its
    folder with relative names, so no absolute path lands in the files); raises
    ``subprocess.CalledProcessError`` when a compiler fails."""
    flags = [f"-D{name}={value}" for name, value in sorted((defines or {}).items())]
    folder, name = source.parent, source.name
    ptx, ll = source.with_suffix(".ptx"), source.with_suffix(".ll")
    subprocess.run(["nvcc", f"-arch={ARCH}", "-ptx", "-O3", *flags, name, "-o", ptx.name], cwd=folder, check=True,
                   capture_output=True, text=True)
    with tempfile.TemporaryDirectory() as shim:
        for header in _MISSING_HEADERS:
            Path(shim, header).write_text("")
        subprocess.run(["clang-19", "-x", "cuda", "--cuda-device-only", f"--cuda-gpu-arch={ARCH}",
                        f"--cuda-path={cuda_root()}", "-Wno-unknown-cuda-version", "-I", shim, "-O2", "-S",
                        "-emit-llvm", *flags, name, "-o", ll.name], cwd=folder, check=True, capture_output=True, text=True)
    return ptx, ll
