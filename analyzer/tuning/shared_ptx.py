"""The content-hashed PTX cache shared by content between machines.

The compile step (``analyzer.toolchain.compile``) keeps each compiled configuration as
``<cache>/ptx/<key[:2]>/<key>.ptx`` and ``<key>.json`` (ptxas facts or the compiler's first
error), ``key`` the SHA-256 of the compiler version, command, translation unit and include files.
A worker on another machine has its own cache folder and perhaps no copy of the sources' folder,
so what travels is content, never a path:

* the driver computes each configuration's key; when its own cache holds the entry, the PTX text
  and facts travel with the task (``PtxEntry``), and the worker stores them in its cache under
  the same key (a warm driver warms every worker);
* a worker that has to compile sends the new entry back with its result, and the driver stores
  it (a cold run on a cluster warms the driver's cache for the next run);
* the files a compilation reads (the ``.cu`` source for parameter names, the headers of the
  include folders) travel as ``SourceFiles``; a worker that lacks a folder writes them under
  ``<cache>/sources/<digest>/`` and compiles there.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from analyzer.toolchain.compile import CompiledPtx, CompileJob, _result, cache_root, compile_job, job_key
from analyzer.files import write_atomically

#: Header suffixes a compilation reads from an include folder (the compile step's cache key reads the same).
HEADER_SUFFIXES = (".h", ".hpp", ".cuh", ".cu", ".inc", ".hxx")


@dataclass(frozen=True)
class PtxEntry:
    """One cache entry by content: its key, the PTX text (None when the compilation failed) and
    the facts JSON text."""

    key: str
    ptx: str | None
    facts: str


@dataclass(frozen=True)
class SourceFiles:
    """Files a compilation reads, by content: ``folders`` maps an absolute folder of the driver to
    its ``(name, bytes)`` files."""

    folders: tuple[tuple[str, tuple[tuple[str, bytes], ...]], ...] = ()

    @staticmethod
    def of(folders, extra: tuple[Path, ...] = ()) -> "SourceFiles":
        """The header files of ``folders`` and the files ``extra`` (e.g. the ``.cu`` source)."""
        found: dict[str, dict[str, bytes]] = {}
        for folder in folders:
            root = Path(folder)
            if root.is_dir():
                found.setdefault(str(root), {}).update(
                    {path.name: path.read_bytes() for path in sorted(root.iterdir())
                     if path.is_file() and path.suffix in HEADER_SUFFIXES})
        for path in extra:
            found.setdefault(str(path.resolve().parent), {})[path.name] = path.read_bytes()
        return SourceFiles(tuple((folder, tuple(sorted(files.items()))) for folder, files in sorted(found.items())))

    def folder_here(self, folder: str, root: Path | None = None) -> str:
        """``folder`` when this machine has it, else its copy under ``<cache>/sources/<digest>``."""
        if Path(folder).is_dir():
            return folder
        files = dict(self.folders).get(folder)
        if files is None:
            return folder
        digest = hashlib.sha256(b"".join(name.encode() + b"\0" + data for name, data in files)).hexdigest()
        copy = (root or cache_root()) / "sources" / digest[:2] / digest
        for name, data in files:
            if not (copy / name).is_file():
                write_atomically(copy / name, data)
        return str(copy)

    def path_here(self, path: Path, root: Path | None = None) -> Path:
        """A file of the driver, or its copy here."""
        return path if path.is_file() else Path(self.folder_here(str(path.resolve().parent), root)) / path.name


def _paths(key: str, root: Path) -> tuple[Path, Path]:
    directory = root / "ptx" / key[:2]
    return directory / f"{key}.ptx", directory / f"{key}.json"


def cached_entry(key: str, root: Path | None = None) -> PtxEntry | None:
    """The entry of ``key`` in this machine's cache, or None."""
    ptx_path, facts_path = _paths(key, root or cache_root())
    try:
        facts = facts_path.read_text(encoding="utf-8")
        failed = bool(json.loads(facts).get("error"))
        return PtxEntry(key, None if failed else ptx_path.read_text(encoding="utf-8"), facts)
    except (OSError, ValueError):
        return None


def store_entry(entry: PtxEntry, root: Path | None = None) -> None:
    """Put ``entry`` into this machine's cache (PTX before facts: a facts file means complete)."""
    ptx_path, facts_path = _paths(entry.key, root or cache_root())
    if facts_path.is_file():
        return
    if entry.ptx is not None:
        write_atomically(ptx_path, entry.ptx)
    write_atomically(facts_path, entry.facts)


def compiled_here(job: CompileJob, key: str, entry: PtxEntry | None, files: SourceFiles | None = None,
                  root: Path | None = None) -> tuple[CompiledPtx, PtxEntry | None]:
    """The compiled configuration on this machine, and the entry to send back when it was
    compiled here (None when it came from ``entry`` or this machine's cache). ``key`` is the
    driver's key: the entry is stored under it whatever path the include folders have here."""
    root = root or cache_root()
    if entry is not None:
        store_entry(entry, root)
    ptx_path, facts_path = _paths(key, root)
    if facts_path.is_file():
        try:
            facts = json.loads(facts_path.read_text(encoding="utf-8"))
            if facts.get("error") or ptx_path.is_file():
                return _result(facts, ptx_path, cached=True), None
        except (OSError, ValueError):
            pass
    local = job if files is None else dataclasses.replace(
        job, include_dirs=tuple(files.folder_here(folder, root) for folder in job.include_dirs))
    compiled = compile_job(local, root)
    produced = cached_entry(job_key(local), root)
    if produced is None:  # a transient failure (timeout, missing tool): not cached, not shared
        return compiled, None
    produced = PtxEntry(key, produced.ptx, produced.facts)
    store_entry(produced, root)
    ptx_path, _ = _paths(key, root)
    return dataclasses.replace(compiled, ptx_path=None if produced.ptx is None else ptx_path), produced
