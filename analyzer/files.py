"""Writing a file whole or not at all: the one way the tool writes the files it produces (compiled
PTX and ptxas facts, measured tables, caches, saved rows), so that an interrupted run never
leaves a half-written file where a later run would read it.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomically(path: Path, data: str | bytes) -> None:
    """Write ``data`` (UTF-8 text or bytes) to ``path``: into a temporary file beside it, then
    renamed into place (``os.replace`` is atomic on one file system); the parent folders are
    made, and the temporary file is removed when writing fails."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data.encode("utf-8") if isinstance(data, str) else data)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
