"""No path of one machine in the repository: code, tests, docs and committed fixtures name files
relative to the repository, a user's folder (``~``) or an environment variable (``CUDA_HOME``,
``KERNELTIME_VALIDATION``), never the absolute install or work folders of the machine they were
written on. PTX ``.file`` lines and LLVM ``DIFile`` entries of committed fixtures keep the file
name alone (the front end finds a ``.file`` source beside the kernel file).
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: Absolute folders that exist on one machine and not on another: a CUDA or compiler install,
#: system headers, users' and work folders.
MACHINE_PATH = re.compile(r"(?<![\w.~$}])/(?:usr/local/cuda|usr/lib/|usr/include/|opt/|work/|home/|root/|Users/|mnt/|"
                          r"scratch/)")
#: Folders that are not the repository's files (build outputs, environments, caches, VCS).
SKIPPED = {".git", ".venv", "build", "dist", "__pycache__", ".hypothesis", ".pytest_cache", ".benchmarks", ".gpu_run",
           ".whl", "node_modules"}


def repository_files() -> list[Path]:
    """The repository's text files (binary files and skipped folders left out), this test excepted."""
    files = []
    for path in ROOT.rglob("*"):
        relative = path.relative_to(ROOT)
        if any(part in SKIPPED or part.endswith(".egg-info") for part in relative.parts) or not path.is_file():
            continue
        if path == Path(__file__).resolve() or path.suffix in (".pyc", ".png", ".pkl", ".gz", ".tgz", ".cubin"):
            continue
        files.append(path)
    return files


def machine_paths(text: str) -> list[tuple[int, str]]:
    """(line number, line) of every line of ``text`` that names a machine path."""
    return [(number, line.strip()) for number, line in enumerate(text.splitlines(), start=1) if MACHINE_PATH.search(line)]


def test_the_pattern_finds_machine_paths_only():
    assert machine_paths('.file 1 "/work/main/x.cu"\nclang --cuda-path=/usr/local/cuda\n') == [
        (1, '.file 1 "/work/main/x.cu"'), (2, "clang --cuda-path=/usr/local/cuda")]
    assert machine_paths('--cuda-path="$CUDA_HOME"\n~/.cache/kerneltime/ptx\n-o /dev/null\nsamples/work/x\n') == []


def test_no_machine_path_in_the_repository():
    found = []
    for path in repository_files():
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        found.extend(f"{path.relative_to(ROOT)}:{number}: {line[:120]}" for number, line in machine_paths(text))
    assert found == []
