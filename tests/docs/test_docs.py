"""The documentation's shape: the README is a front door of at most 300 lines, every relative
link of the README and of docs/ names a file that exists, and the generated tables keep the
markers their generators write between."""

from __future__ import annotations

import re
from pathlib import Path

from analyzer.evaluation.accuracy import BEGIN as ACCURACY_BEGIN, END as ACCURACY_END

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def _links(page: Path) -> list[str]:
    """Relative link targets of a Markdown page, without their #anchor."""
    targets = re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", page.read_text(encoding="utf-8"))
    return [target for target in targets if "://" not in target]


def test_readme_is_a_front_door():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 300
    headings = re.findall(r"^## (.+)$", text, flags=re.M)
    assert headings[:4] == ["Install", "Quick start", "Commands", "Worked example: your own kernel"]
    assert "method C or MWP-CWP" not in text


def test_every_relative_link_names_a_file():
    missing = []
    for page in PAGES:
        for target in _links(page):
            path = (page.parent / target).resolve()
            if not path.exists():
                missing.append(f"{page.relative_to(ROOT)} -> {target}")
    assert missing == []


def test_generated_tables_have_one_pair_of_markers():
    validation = (ROOT / "docs" / "validation" / "validation.md").read_text(encoding="utf-8")
    accuracy = (ROOT / "docs" / "validation" / "accuracy.md").read_text(encoding="utf-8")
    kernel_tuner = (ROOT / "docs" / "guide" / "kernel-tuner.md").read_text(encoding="utf-8")
    for text, begin, end in ((validation, "<!-- validation:begin -->", "<!-- validation:end -->"),
                             (accuracy, ACCURACY_BEGIN, ACCURACY_END),
                             (kernel_tuner, "<!-- kt-strategy:begin -->", "<!-- kt-strategy:end -->")):
        assert text.count(begin) == 1 and text.count(end) == 1 and text.index(begin) < text.index(end)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "validation:begin" not in readme and ACCURACY_BEGIN not in readme
