"""Where the CUDA toolkit is: the compilers and ``ptxas`` the analysis and the compile step run.

The location comes from the environment, first match wins:

1. ``$CUDA_HOME``, else ``$CUDA_PATH`` (the toolkit's root: ``bin/nvcc``, ``bin/ptxas``, ``include/``);
2. the ``nvcc`` on the ``PATH``: its own report of the toolkit root (``nvcc -dryrun`` prints
   ``TOP=``, which also sees through wrapper scripts), else the folder above its ``bin/``.

A tool (``nvcc``, ``ptxas``) is ``<root>/bin/<tool>`` when 1. names a root, else the one on the
``PATH``. clang's ``--cuda-path`` is the root. Nothing here knows a machine's install folder.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from analyzer.errors import InputError

#: Environment variables naming the toolkit root, in the order they are read.
CUDA_ROOT_VARIABLES = ("CUDA_HOME", "CUDA_PATH")


class CudaNotFound(InputError):
    """No CUDA toolkit: neither variable of ``CUDA_ROOT_VARIABLES`` is set nor is nvcc on the PATH."""

    def __init__(self, needed_for: str):
        super().__init__(f"no CUDA toolkit found for {needed_for}: set CUDA_HOME to the toolkit's folder "
                         "or put nvcc on the PATH")


def configured_root() -> Path | None:
    """The toolkit root the environment names (``$CUDA_HOME``, else ``$CUDA_PATH``), or None."""
    for variable in CUDA_ROOT_VARIABLES:
        value = os.environ.get(variable, "").strip()
        if value:
            return Path(value).expanduser()
    return None


def tool(name: str) -> str | None:
    """The executable of a CUDA tool (``nvcc``, ``ptxas``): ``<root>/bin/<name>`` under a
    configured root (None when it is not there), else the one on the PATH (None when absent)."""
    root = configured_root()
    if root is not None:
        candidate = root / "bin" / name
        return str(candidate) if candidate.is_file() and os.access(candidate, os.X_OK) else None
    return shutil.which(name)


def _root_reported_by(nvcc: str) -> Path | None:
    """The toolkit root nvcc reports (``#$ TOP=...`` of ``nvcc -dryrun``: the commands are
    printed, not run), or None."""
    try:
        done = subprocess.run([nvcc, "-dryrun", "-c", "-x", "cu", os.devnull, "-o", os.devnull], capture_output=True,
                              text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    for line in (done.stdout + "\n" + done.stderr).splitlines():
        if line.startswith("#$ TOP="):
            return Path(os.path.normpath(line[len("#$ TOP="):].strip()))
    return None


def cuda_root(needed_for: str = "clang's --cuda-path") -> Path:
    """The toolkit root (module docstring's order); ``CudaNotFound`` (one line) when there is none."""
    root = configured_root()
    if root is not None:
        return root
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        raise CudaNotFound(needed_for)
    return _root_reported_by(nvcc) or Path(os.path.realpath(nvcc)).parent.parent
