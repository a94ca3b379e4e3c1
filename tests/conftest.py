"""Test configuration: hypothesis runs derandomised under CI (CI=true), so a CI run is
reproducible; locally it explores new examples each run. Golden files are checked by the
``check_golden`` fixture, which never writes one."""

import os
from pathlib import Path

import pytest
from hypothesis import settings

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


#: Suffix of the file a golden test writes beside its golden file when the output differs.
ACTUAL_SUFFIX = ".actual"


def _check_golden(golden: Path, text: str) -> None:
    """Assert ``text`` equals the golden file. On a difference the output is written beside it
    as ``<golden>.actual`` (git-ignored) and the test fails; a person reviews the difference and
    accepts it with ``python3 tools/accept_goldens.py`` (no test ever writes a golden file)."""
    actual = golden.with_name(golden.name + ACTUAL_SUFFIX)
    expected = golden.read_text(encoding="utf-8") if golden.is_file() else None
    if text == expected:
        actual.unlink(missing_ok=True)
        return
    actual.write_text(text, encoding="utf-8")
    raise AssertionError(f"{golden.name} differs from the output (written to {actual.name}); review with "
                         f"`diff {golden} {actual}`, accept with `python3 tools/accept_goldens.py`")


@pytest.fixture
def check_golden():
    """The golden-file check (``_check_golden``)."""
    return _check_golden
