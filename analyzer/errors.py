"""The one error type user-facing code raises for bad input.

The CLI turns it into a single line ``FILE:LINE: message`` on stderr and exit status 2.
"""

from __future__ import annotations


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
