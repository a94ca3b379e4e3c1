"""The analyzer's module import graph, read from the sources with ``ast`` (nothing is imported):

* no import cycle between analyzer modules, counting every import: at module level, inside
  functions and under ``TYPE_CHECKING`` (a circle hidden by an import inside a function is still
  a circle);
* no import inside a function without a stated reason: a ``# lazy: <reason>`` comment on the
  import (an optional dependency such as matplotlib or cupy, a measured start-up cost);
* data flows one way between the packages (``ALLOWED``: the layering of docs/reference/architecture.md);
  ``analyzer/predict/`` imports nothing from tuning, evaluation or the CLI.

* the packages' table is itself one-way (no circle in ``ALLOWED``), and inside ``analyzer/analysis/``
  the steps of ``ANALYSIS_STEPS`` form one-way layers: no module imports a later step, no circle
  between the steps' subpackages.

``KNOWN_LAYER_EXCEPTIONS`` names crossings still to be cut, each with its reason (none today); each
entry must still be needed (a stale entry fails), so the list only shrinks.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "analyzer"
LAZY_MARK = "# lazy:"
#: Modules directly under analyzer/ (ir, errors, symbolic, safe_eval, launch_limits) form "core";
#: ``analyzer/__main__.py`` is the CLI's entry point.
CORE = "core"
ENTRY_POINTS = {"analyzer.__main__": "cli"}

#: Which packages each package may import (itself and core always). The toolchain (CUDA location,
#: ptxas, .cu -> PTX) stands alone; front ends fill the kernel IR; analysis reads only the IR and
#: asks the toolchain's ptxas for resources; the GPU models stand alone; the timing models read the
#: analysis and the GPU models, never a front end; makespan takes a KernelModel or an instruction
#: string and a GpuModel; measure times kernels and writes measured files; tuning ranks
#: configurations (of a .cu source too) with the timing models; evaluation compares predictions with measured files (its own, tuning's Kernel Tuner
#: caches and measure's tables); the CLI wires everything.
ALLOWED: dict[str, frozenset[str]] = {
    CORE: frozenset(),
    "toolchain": frozenset(),
    "frontend": frozenset(),
    "analysis": frozenset({"toolchain"}),
    "gpu": frozenset(),
    "engine": frozenset(),
    "predict": frozenset({"analysis", "gpu"}),
    "makespan": frozenset({"analysis", "gpu"}),
    "measure": frozenset({"gpu"}),
    "tuning": frozenset({"toolchain", "frontend", "analysis", "gpu", "predict", "engine"}),
    "evaluation": frozenset({"toolchain", "frontend", "analysis", "gpu", "predict", "tuning", "measure", "engine"}),
    "cli": frozenset({"toolchain", "frontend", "analysis", "gpu", "predict", "makespan", "measure", "tuning",
                      "evaluation", "engine"}),
}

#: The analysis' steps, lowest first (analyzer/analysis/__init__.py): a module imports only its own
#: step and the steps before it. At the door: the records (``kernel_model``, ``work``) below every
#: step, and the entry (``build``) above them.
ANALYSIS_STEPS: tuple[tuple[str, ...], ...] = (
    ("analyzer.analysis", "analyzer.analysis.kernel_model", "analyzer.analysis.work"),
    ("analyzer.analysis.facts",),
    ("analyzer.analysis.quantities",),
    ("analyzer.analysis.latency_path",),
    ("analyzer.analysis.interpreter",),
    ("analyzer.analysis.strings",),
    ("analyzer.analysis.build",),
)

#: (importing module, imported package) -> why it is still there. To be removed by the change
#: that owns the importing package.
KNOWN_LAYER_EXCEPTIONS: dict[tuple[str, str], str] = {}

@dataclass(frozen=True)
class ImportEdge:
    """One import of an analyzer module by another: where it is and whether it sits inside a
    function without a ``# lazy:`` reason."""

    importer: str
    imported: str
    path: str
    line: int
    in_function: bool
    has_reason: bool


def _module_names() -> dict[str, Path]:
    names = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


MODULES = _module_names()


def package_of(module: str) -> str:
    """The package (layer) a module belongs to: analyzer.<package>.*, else core."""
    if module in ENTRY_POINTS:
        return ENTRY_POINTS[module]
    parts = module.split(".")
    return parts[1] if len(parts) > 2 or (len(parts) == 2 and (PACKAGE / parts[1]).is_dir()) else CORE


def _resolve(name: str) -> str | None:
    """The analyzer module an imported dotted name refers to (a module, or the module defining
    the imported name); None outside the analyzer."""
    if name != "analyzer" and not name.startswith("analyzer."):
        return None
    while name not in MODULES and "." in name:
        name = name.rsplit(".", 1)[0]
    return name


def _imported_names(node: ast.Import | ast.ImportFrom) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    module = node.module or ""
    return [f"{module}.{alias.name}" if f"{module}.{alias.name}" in MODULES else module for alias in node.names]


def _function_imports(tree: ast.Module) -> set[int]:
    """Ids of the import nodes that sit inside a function."""
    inside = set()
    for function in ast.walk(tree):
        if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            inside |= {id(node) for node in ast.walk(function) if isinstance(node, (ast.Import, ast.ImportFrom))}
    return inside


def import_edges() -> list[ImportEdge]:
    """Every import statement of every analyzer module (analyzer targets and, for imports inside
    functions, any target), as ``ImportEdge`` records."""
    edges = []
    for module, path in MODULES.items():
        lines = path.read_text(encoding="utf-8").splitlines()
        tree = ast.parse("\n".join(lines))
        inside = _function_imports(tree)
        for node in ast.walk(tree):
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            statement = lines[node.lineno - 1:node.end_lineno]
            has_reason = any(LAZY_MARK in line for line in statement)
            for name in _imported_names(node):
                target = _resolve(name)
                if target == module:
                    continue
                if target is not None or id(node) in inside:
                    edges.append(ImportEdge(module, target or name, path.relative_to(ROOT).as_posix(), node.lineno,
                                            id(node) in inside, has_reason))
    return edges


COMMAND_TABLE = PACKAGE / "cli" / "commands.py"


def command_table_edges() -> list[ImportEdge]:
    """The CLI's command table (``COMMANDS`` of analyzer/cli/commands.py) as imports of each
    command's module by ``analyzer.cli.main``, which imports it when the command runs; read with
    ``ast`` (the ``Command(name, help, module)`` calls' last literal argument)."""
    tree = ast.parse(COMMAND_TABLE.read_text(encoding="utf-8"))
    edges = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Command":
            module = node.args[-1]
            assert isinstance(module, ast.Constant) and isinstance(module.value, str), "a command's module is a literal"
            edges.append(ImportEdge("analyzer.cli.main", module.value, COMMAND_TABLE.relative_to(ROOT).as_posix(),
                                    node.lineno, False, True))
    return edges


TABLE_EDGES = command_table_edges()
EDGES = import_edges() + TABLE_EDGES


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            advanced = False
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph.get(successor, ())))))
                    advanced = True
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    components.append(sorted(component))
    return components


def test_cycle_finder_finds_a_hidden_circle():
    # The shape once found in this code: a imports b at the top, b imports a inside a function.
    assert _cycles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []


def test_no_import_cycles():
    graph: dict[str, set[str]] = {module: set() for module in MODULES}
    for edge in EDGES:
        if edge.imported in MODULES:
            graph[edge.importer].add(edge.imported)
    assert _cycles(graph) == []


def test_imports_inside_functions_state_their_reason():
    unexplained = sorted({edge.path for edge in EDGES if edge.in_function and not edge.has_reason})
    assert unexplained == []


def test_every_package_is_in_the_layer_table():
    packages = {package_of(module) for module in MODULES}
    assert packages == set(ALLOWED)


def forbidden_crossings(edges: list[ImportEdge]) -> list[tuple[str, str]]:
    """(importing module, imported package) of every import ``ALLOWED`` does not allow."""
    crossings = {(edge.importer, package_of(edge.imported)) for edge in edges if edge.imported in MODULES}
    return sorted((importer, target) for importer, target in crossings
                  if target not in (package_of(importer), CORE) and target not in ALLOWED[package_of(importer)])


def test_imports_follow_the_layers():
    forbidden = forbidden_crossings(EDGES)
    assert [pair for pair in forbidden if pair not in KNOWN_LAYER_EXCEPTIONS] == []
    assert [pair for pair in KNOWN_LAYER_EXCEPTIONS if pair not in forbidden] == [], "stale exceptions"


def test_predict_imports_no_use_of_predictions():
    uses = {"tuning", "evaluation", "cli"}
    assert [(edge.importer, edge.imported) for edge in EDGES
            if package_of(edge.importer) == "predict" and edge.imported in MODULES
            and package_of(edge.imported) in uses] == []


def test_layer_check_catches_a_model_importing_a_front_end():
    # Architecture: the timing models never import a front end; analysis never imports a model.
    edges = [ImportEdge("analyzer.predict.kt", "analyzer.frontend.ptx.parser", "analyzer/predict/kt.py", 1, False, False),
             ImportEdge("analyzer.analysis.build", "analyzer.predict.kt", "analyzer/analysis/build.py", 1, False, False),
             ImportEdge("analyzer.predict.kt", "analyzer.analysis.build", "analyzer/predict/kt.py", 2, False, False),
             ImportEdge("analyzer.__main__", "analyzer.cli.main", "analyzer/__main__.py", 1, False, False),
             ImportEdge("analyzer.analysis.build", "analyzer.ir", "analyzer/analysis/build.py", 2, False, False)]
    assert forbidden_crossings(edges) == [("analyzer.analysis.build", "predict"), ("analyzer.predict.kt", "frontend")]


def analysis_step(module: str) -> int | None:
    """The index in ``ANALYSIS_STEPS`` of an analysis module (its subpackage's step or, at the
    door, the records' or the entry's), None outside ``analyzer.analysis``."""
    for index, step in enumerate(ANALYSIS_STEPS):
        if any(module == name or (name != "analyzer.analysis" and module.startswith(name + ".")) for name in step):
            return index
    return None


def upward_analysis_imports(edges: list[ImportEdge]) -> list[tuple[str, str]]:
    """(importer, imported) of every import from an analysis step of a later step."""
    upward = set()
    for edge in edges:
        low, high = analysis_step(edge.importer), analysis_step(edge.imported)
        if low is not None and high is not None and high > low:
            upward.add((edge.importer, edge.imported))
    return sorted(upward)


def test_every_analysis_module_has_a_step():
    assert [module for module in MODULES if package_of(module) == "analysis" and analysis_step(module) is None] == []


def test_analysis_steps_import_no_later_step():
    assert upward_analysis_imports(EDGES) == []


def test_analysis_subpackages_have_no_circle():
    graph: dict[str, set[str]] = {}
    for edge in EDGES:
        if edge.imported not in MODULES or package_of(edge.importer) != "analysis" or package_of(edge.imported) != "analysis":
            continue
        importer, imported = (".".join(name.split(".")[:3]) for name in (edge.importer, edge.imported))
        graph.setdefault(importer, set())
        graph.setdefault(imported, set())
        if importer != imported:
            graph[importer].add(imported)
    assert len(graph) >= 8 and _cycles(graph) == []


def test_package_table_is_one_way():
    assert _cycles({package: set(allowed) for package, allowed in ALLOWED.items()}) == []


def test_step_check_catches_an_upward_import():
    edges = [ImportEdge("analyzer.analysis.facts.loops", "analyzer.analysis.interpreter.evaluate",
                        "analyzer/analysis/facts/loops.py", 1, False, False),
             ImportEdge("analyzer.analysis.interpreter.evaluate", "analyzer.analysis.facts.loops",
                        "analyzer/analysis/interpreter/evaluate.py", 1, False, False),
             ImportEdge("analyzer.analysis.kernel_model", "analyzer.analysis.build",
                        "analyzer/analysis/kernel_model.py", 1, False, False)]
    assert upward_analysis_imports(edges) == [("analyzer.analysis.facts.loops", "analyzer.analysis.interpreter.evaluate"),
                                              ("analyzer.analysis.kernel_model", "analyzer.analysis.build")]


def test_command_table_is_in_the_graph():
    # Every command module is reached from the entry point through the table, and only through it.
    modules = {edge.imported for edge in TABLE_EDGES}
    command_modules = {module for module in MODULES if module.startswith("analyzer.cli.") and module.endswith("_cmd")}
    assert len(TABLE_EDGES) == len(modules) >= 12
    assert modules == command_modules
    main_source = (PACKAGE / "cli" / "main.py").read_text(encoding="utf-8")
    assert "find_spec" not in main_source and "add_parser(" in main_source  # no reading of source text


def test_tests_import_no_developer_tool():
    # tools/ are scripts run against the installed package; their own tests live beside them.
    pattern = re.compile(r"^\s*(from|import) tools\b|[\"']tools[\"']\s*/|/\s*[\"']tools[\"']", re.M)
    found = [path.relative_to(ROOT).as_posix() for path in (ROOT / "tests").rglob("*.py")
             if path != Path(__file__).resolve() and pattern.search(path.read_text(encoding="utf-8"))]
    assert found == []
    assert [path.relative_to(ROOT).as_posix() for path in (ROOT / "tools").rglob("*.py")
            if "sys.path" in path.read_text(encoding="utf-8")] == []
