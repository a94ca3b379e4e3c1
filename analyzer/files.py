"""Writing a file whole or not at all: the one way the tool writes the files it produces (compiled
PTX and ptxas facts, measured tables, caches, saved rows, plots), so that an interrupted run never
leaves a half-written file where a later run would read it.
"""

from __future__ import annotations

import io
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


def save_figure_atomically(figure, path: Path, **savefig_options) -> None:
    """Render a matplotlib ``figure`` into memory in the format its file name's suffix names
    (``.png``, ``.svg``, ``.pdf``) and write it with ``write_atomically``: a failed render or
    write leaves no image behind. ``savefig_options`` go to ``figure.savefig`` (e.g. ``dpi``)."""
    path = Path(path)
    image = io.BytesIO()
    figure.savefig(image, format=path.suffix.lstrip(".").lower() or "png", **savefig_options)
    write_atomically(path, image.getvalue())
