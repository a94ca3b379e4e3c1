"""Code and docs cite papers and files a reader of the repository has: no tracker issue numbers
("issue 19") and no names of the project's private paper copies ("seed 002": Kleimenov and
Popova 2021). The validation notebook (docs/validation/validation-history.md) is a dated lab record and
keeps its history as written."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PRIVATE_CITATION = re.compile(r"\b[Ii]ssues? #?\d+\b(?! (?:cycles|slots|warps))|\b[Ss]eed 00\d\b")
NOTEBOOK = ROOT / "docs" / "validation" / "validation-history.md"


def _cited(paths) -> list[str]:
    found = []
    for path in paths:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if PRIVATE_CITATION.search(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:100]}")
    return found


def test_the_pattern():
    assert PRIVATE_CITATION.search("(issue 19, ruling 2)") and PRIVATE_CITATION.search("seed 002's m_kernel")
    assert not PRIVATE_CITATION.search("per warp: issue 9220 cycles") and not PRIVATE_CITATION.search("seed 2026")


def test_product_and_docs_cite_what_a_reader_has():
    files = [*ROOT.joinpath("analyzer").rglob("*.py"), *ROOT.joinpath("kerneltime").rglob("*.py"), ROOT / "README.md",
             *(path for path in ROOT.joinpath("docs").rglob("*.md") if path != NOTEBOOK)]
    assert _cited(files) == []
