"""The import graph of ``analyzer/predict``, read from the sources: the models sit on the analysis
and the GPU models only, no model imports another (shared mechanics live in neutral modules such
as ``waves.py``), the package has no import circle and no import inside a function."""

from __future__ import annotations

import ast
from pathlib import Path

PREDICT = Path(__file__).resolve().parents[2] / "analyzer" / "predict"
MODELS = {"kt", "kp", "mwp_cwp"}
#: What predict/ may import from the rest of the analyzer (data flows front end -> analysis -> models).
ALLOWED = ("analyzer.predict", "analyzer.analysis", "analyzer.gpu", "analyzer.symbolic", "analyzer.errors",
           "analyzer.ir")


def _imports() -> dict[str, list[tuple[str, bool]]]:
    """Per module of predict/: the analyzer modules it imports, and whether at module level."""
    graph = {}
    for path in sorted(PREDICT.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = {id(node) for node in tree.body}
        found = []
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("analyzer"):
                found.append((node.module, id(node) in top))
            elif isinstance(node, ast.Import):
                found += [(alias.name, id(node) in top) for alias in node.names if alias.name.startswith("analyzer")]
        graph[path.stem] = found
    return graph


def test_predict_imports_only_what_is_below_it():
    graph = _imports()
    assert {"kt", "kp", "mwp_cwp", "waves", "timing_model", "registry", "terms"} <= graph.keys()
    outside = [(name, module) for name, modules in graph.items() for module, _ in modules
               if not module.startswith(ALLOWED)]
    assert outside == []
    inside_functions = [(name, module) for name, modules in graph.items() for module, top in modules if not top]
    assert inside_functions == []


def test_no_model_imports_another_model():
    graph = _imports()
    crossing = [(name, module) for name in MODELS for module, _ in graph[name]
                if module.rsplit(".", 1)[-1] in MODELS - {name}]
    assert crossing == []


def test_predict_has_no_import_circle():
    graph = {name: {module.rsplit(".", 1)[-1] for module, _ in modules if module.startswith("analyzer.predict.")}
             for name, modules in _imports().items()}
    state: dict[str, str] = {}

    def visit(name: str, path: tuple[str, ...]) -> None:
        state[name] = "open"
        for target in graph.get(name, ()):
            assert state.get(target) != "open", " -> ".join((*path, target))
            if target not in state:
                visit(target, (*path, target))
        state[name] = "done"

    for name in graph:
        if name not in state:
            visit(name, (name,))
