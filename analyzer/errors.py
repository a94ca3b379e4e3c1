"""The one error type user-facing code raises for bad input.

The CLI turns it into a single line ``FILE:LINE: message`` on stderr and exit status 2.
"""

from __future__ import annotations

import os
from pathlib import Path


class InputError(Exception):
    """Bad input: a malformed file, an unknown name, an impossible launch.

    ``where`` names the file (and optionally ``line``) or the command-line option at fault.
    """

    def __init__(self, message: str, where: str | None = None, line: int | None = None):
        super().__init__(message)
        self.message = message
        self.where = where
        self.line = line

    def one_line(self) -> str:
        """The error as one line: ``where:line: message``."""
        prefix = ""
        if self.where:
            prefix = f"{self.where}:{self.line}: " if self.line is not None else f"{self.where}: "
        return (prefix + self.message).replace("\n", " ")


def refuse_special_file(path, what: str = "file") -> None:
    """InputError for a path that exists but is not a regular file or a directory (a named
    pipe, a device, a socket): reading one could block forever or never end."""
    import stat  # lazy: the CLI's start-up imports this module

    try:
        mode = os.stat(path).st_mode
    except OSError:
        return  # missing or unreadable: the read says which
    if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        kind = "a named pipe" if stat.S_ISFIFO(mode) else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) \
            else "a socket" if stat.S_ISSOCK(mode) else "not a regular file"
        raise InputError(f"is {kind}, not a regular file: expected a {what}", str(path))


def read_text_file(path, what: str = "file", reject_binary: bool = False) -> str:
    """The UTF-8 text of ``path``; InputError in the project's words (no such file, cannot read,
    a binary file when ``reject_binary`` and NUL bytes appear in its first 64 KiB, not UTF-8 text
    with the byte offset) instead of Python's exception texts."""
    refuse_special_file(path, what)
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        raise InputError(f"no such {what}", str(path)) from None
    except IsADirectoryError:
        raise InputError(f"is a directory, expected a {what}", str(path)) from None
    except OSError as error:
        raise InputError(f"cannot read {what}: {(error.strerror or 'I/O error').lower()}", str(path)) from None
    if reject_binary and b"\0" in data[:65536]:
        raise InputError(f"binary file (NUL bytes), expected a {what}", str(path))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise InputError(f"{what} is not UTF-8 text: byte 0x{data[error.start]:02x} at offset {error.start}",
                         str(path), line) from None
