"""Accept reviewed golden-file changes: every ``<golden>.actual`` that a failing golden test left
under ``tests/`` (the ``check_golden`` fixture of tests/conftest.py) replaces its golden file.

    python3 tools/accept_goldens.py            # list the differences, accept nothing
    python3 tools/accept_goldens.py --accept   # replace each golden file by its .actual

Run it from the repository root after reading the differences; the tests themselves never write
a golden file.
"""

from __future__ import annotations

import argparse
import difflib
from pathlib import Path

ACTUAL_SUFFIX = ".actual"


def pending(tests: Path) -> list[tuple[Path, Path]]:
    """(golden file, its .actual) for every .actual file under ``tests``."""
    return [(actual.with_name(actual.name[:-len(ACTUAL_SUFFIX)]), actual)
            for actual in sorted(tests.rglob("*" + ACTUAL_SUFFIX))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tests", type=Path, default=Path("tests"), help="folder searched (default: tests)")
    parser.add_argument("--accept", action="store_true", help="replace the golden files (else only list)")
    args = parser.parse_args()
    pairs = pending(args.tests)
    if not pairs:
        print(f"no {ACTUAL_SUFFIX} file under {args.tests}: every golden test passed")
        return 0
    for golden, actual in pairs:
        old = golden.read_text(encoding="utf-8").splitlines(keepends=True) if golden.is_file() else []
        new = actual.read_text(encoding="utf-8").splitlines(keepends=True)
        print("".join(difflib.unified_diff(old, new, str(golden), str(actual))), end="")
        if args.accept:
            actual.replace(golden)
            print(f"accepted: {golden}")
    if not args.accept:
        print(f"{len(pairs)} golden file(s) differ; rerun with --accept to take the new outputs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
