"""One word per thing: no two public top-level classes or functions of the analyzer share a name
(read with ``ast``), apart from the interface every command module implements (``register``,
``run``) and the ``main`` of a runnable module."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "analyzer"
INTERFACE = {"register", "run", "main"}


def test_public_names_are_unique():
    places: dict[str, list[str]] = defaultdict(list)
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, (ast.ClassDef, ast.FunctionDef)) and not node.name.startswith("_"):
                places[node.name].append(path.relative_to(PACKAGE).as_posix())
    assert {name: where for name, where in places.items() if len(where) > 1 and name not in INTERFACE} == {}
