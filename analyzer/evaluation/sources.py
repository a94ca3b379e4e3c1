"""Where a case's kernel sources are found (the lead's contract, item 3), first match wins:

1. ``--sources DIR`` (``DIR/<case-id>/<file name>``), else ``$KERNELTIME_VALIDATION_SOURCES``;
2. ``<case>/<kernel.source>`` as ``case.yaml`` names it (the git-ignored ``kernel/`` folder);
3. ``~/.cache/kerneltime/validation-sources/<case-id>/<file name>``.

Fetched third-party code stays in these places; nothing here copies it anywhere.
"""

from __future__ import annotations

import os
from pathlib import Path


def source_roots(case_id: str, case_dir: Path, option: Path | None) -> list[Path]:
    """The folders searched for a case's files, in order (the case dir stands for rule 2)."""
    roots = []
    configured = option or (Path(os.environ["KERNELTIME_VALIDATION_SOURCES"]).expanduser()
                            if os.environ.get("KERNELTIME_VALIDATION_SOURCES") else None)
    if configured is not None:
        roots.append(configured / case_id)
    roots.append(case_dir)
    roots.append(Path.home() / ".cache" / "kerneltime" / "validation-sources" / case_id)
    return roots


def find_sources(case_id: str, case_dir: Path, relative: tuple[str, ...], option: Path | None) -> list[Path] | str:
    """The source files of a case (in ``kernel.source`` order), or the reason none were found."""
    found = []
    roots = source_roots(case_id, case_dir, option)
    for name in relative:
        candidates = []
        for root in roots:
            candidates.append(root / name if root == case_dir else root / Path(name).name)
        match = next((path for path in candidates if path.is_file()), None)
        if match is None:
            return (f"kernel source {Path(name).name} not found: case.yaml's kernel.source points to "
                    f"{case_dir / name}, which is not shipped (third-party code); {fetch_step(case_dir, name)}, "
                    f"or give --sources DIR (looked in {', '.join(str(p.parent) for p in candidates)})")
        found.append(match)
    return found


def fetch_step(case_dir: Path, name: str) -> str:
    """How to get a missing source: the repository, commit and path a ``SOURCE`` note beside it
    names (``key: value`` lines), else the instruction to fetch the upstream file."""
    note = (case_dir / name).parent / "SOURCE"
    fields: dict[str, str] = {}
    if note.is_file():
        for line in note.read_text(encoding="utf-8", errors="replace").splitlines():
            key, sep, value = line.partition(":")
            if sep:
                fields.setdefault(key.strip(), value.strip())
    if {"repo", "commit", "path"} <= fields.keys():
        return (f"fetch {fields['repo']} at commit {fields['commit'][:12]} and copy its {fields['path']} there "
                f"({note} says more)")
    return "fetch the upstream file its case.yaml names (kernel.upstream) and copy it there"

