"""Generated text inside a markdown file: the part between a ``begin`` and an ``end`` marker is
replaced, the rest of the file is kept (the validation report, the accuracy table and the Kernel
Tuner benchmark table are written this way)."""

from __future__ import annotations

from pathlib import Path

from analyzer.errors import InputError
from analyzer.files import write_atomically


def replace_between_markers(path: Path, begin: str, end: str, text: str, append: bool = False) -> None:
    """Put ``text`` between ``begin`` and ``end`` in the markdown file ``path``. Without the
    markers (or with them out of order) the call is an InputError naming the file, unless
    ``append``: then the markers and ``text`` are added at the end (a missing file is created)."""
    try:
        old = "" if append and not path.exists() else path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise InputError(f"cannot read: {error}", str(path)) from None
    if begin in old and end in old and old.index(begin) < old.index(end):
        start, stop = old.index(begin) + len(begin), old.index(end)
        new = old[:start] + "\n" + text + "\n" + old[stop:]
    elif append:
        new = old + ("\n" if old and not old.endswith("\n") else "") + f"{begin}\n{text}\n{end}\n"
    else:
        raise InputError(f"no '{begin}' ... '{end}' markers", str(path))
    try:
        write_atomically(path, new)
    except OSError as error:
        raise InputError(f"cannot write: {error}", str(path)) from None
