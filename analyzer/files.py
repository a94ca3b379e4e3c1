"""Writing a file whole or not at all: the one way the tool writes the files it produces (compiled
PTX and ptxas facts, measured tables, caches, saved rows, plots), so that an interrupted run never
leaves a half-written file where a later run would read it.
"""

from __future__ import annotations

import io
import os
import stat
import tempfile
from pathlib import Path

from analyzer.errors import InputError


def process_umask() -> int:
    """The process's file-mode creation mask, read without changing it (``/proc/self/status``
    on Linux; elsewhere set and restored at once)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_atomically(path: Path, data: str | bytes) -> None:
    """Write ``data`` (UTF-8 text or bytes) to ``path``: into a temporary file beside it, then
    renamed into place (``os.replace`` is atomic on one file system); the parent folders are
    made, and the temporary file is removed when writing fails. The file gets the mode a plain
    ``open(path, "w")`` would give it: an existing file's own mode, else ``0o666`` less the
    umask. InputError (naming the path) when the path is a directory or cannot be written."""
    path = Path(path)
    if path.is_dir():
        raise InputError("is a directory: give a file name to write", str(path))
    try:
        mode = stat.S_IMODE(path.stat().st_mode) if path.is_file() else 0o666 & ~process_umask()
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    except OSError as error:
        raise InputError(f"cannot write: {(error.strerror or 'I/O error').lower()}", str(path)) from None
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data.encode("utf-8") if isinstance(data, str) else data)
        os.chmod(temporary, mode)
        os.replace(temporary, path)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise InputError(f"cannot write: {(error.strerror or 'I/O error').lower()}", str(path)) from None
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
