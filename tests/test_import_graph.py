"""No hidden import circles: the import graph of the project's own modules (``engine/`` and
``gkr_studio/``), read from every module with :mod:`ast`, has no cycle.

Every import counts alike, wherever it stands: at module level, inside a function and under
``if TYPE_CHECKING:`` (an import moved into a function or behind ``TYPE_CHECKING`` still ties
the two modules together; it only hides the circle from the interpreter). An import names
its edge this way:

- ``import a.b.c`` depends on the module ``a.b.c``;
- ``from a.b import c`` depends on ``a.b.c`` when that is a module, else on ``a.b`` (a
  module, or a package's ``__init__`` when a name is taken from the package itself);
- relative imports are resolved against the importing module's package first.

A package's ``__init__`` is a node of its own: importing ``a.b.c`` runs ``a/b/__init__.py``
too, but depends on it only when it takes a name from it, so a package that re-exports its
modules is not in a circle with each of them.

Imports inside functions are left for optional or heavy third-party dependencies (Qt in the
command line's ``render``, Dask…); :data:`FUNCTION_IMPORTS_KEPT` names any import of a
project module kept inside a function on purpose, with its reason.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import REPO

ROOTS = ("engine", "gkr_studio")
"""The project's own top-level packages."""

FUNCTION_IMPORTS_KEPT: dict[tuple[str, str], str] = {
    (
        "gkr_studio.app",
        "gkr_studio.start",
    ): "gkr-studio's entry point loads Qt and the studio only to start a window: --help and"
    " --version answer at once, and a balance run's worker processes, which import the"
    " main module again, stay free of Qt",
    (
        "gkr_studio.cli.render",
        "gkr_studio.render",
    ): "gkr-map loads Qt only to draw an image (validate, check, los… run without it)",
    (
        "engine.analysis.team_metrics",
        "engine.game.teams",
    ): "the analysis loads the game engine (a tenth of a second to import) only for a"
    " four-player map's 2v2 teams: a two- or three-player map is analysed without it",
    (
        "engine.analysis.team_metrics",
        "engine.game.setup",
    ): "the analysis loads the game engine only for a four-player map's 2v2 teams (the"
    " seats' clockwise order of the game's setup)",
}
"""``(importing module, imported module)`` → why a project module is imported inside a
function of a studio or engine module rather than at its top (the two team-metrics
imports of ``engine.game.teams`` share one entry)."""


@dataclass(frozen=True)
class Import:
    """One import statement's edge: where it stands and what it reads."""

    source: str
    target: str
    line: int
    text: str
    where: str
    """``module``, ``function`` or ``type-checking``."""
    path: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.text}  [{self.where}]"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules() -> dict[str, Path]:
    """Every module of :data:`ROOTS` by its dotted name (a package by its own name)."""
    return {module_name(p): p for root in ROOTS for p in sorted((REPO / root).rglob("*.py"))}


_MODULES = project_modules()


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _statements(tree: ast.Module) -> list[tuple[ast.Import | ast.ImportFrom, str]]:
    """Every import of a module with where it stands: at module level, inside a function
    (or a class body's function, a lambda's default…), or under ``if TYPE_CHECKING:``."""
    found: list[tuple[ast.Import | ast.ImportFrom, str]] = []

    def visit(node: ast.AST, where: str) -> None:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append((node, where))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            for child in ast.iter_child_nodes(node):
                visit(child, "function")
        elif isinstance(node, ast.If) and _is_type_checking(node.test):
            for stmt in node.body:
                visit(stmt, "function" if where == "function" else "type-checking")
            for stmt in node.orelse:
                visit(stmt, where)
        else:
            for child in ast.iter_child_nodes(node):
                visit(child, where)

    visit(tree, "module")
    return found


def _known(name: str, modules: dict[str, Path]) -> str | None:
    """``name`` if it is a project module, else its longest prefix that is one (``None``
    outside the project)."""
    parts = name.split(".")
    while parts:
        candidate = ".".join(parts)
        if candidate in modules:
            return candidate
        parts.pop()
    return None


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> list[Import]:
    """The project modules ``name`` (at ``path``) imports, one :class:`Import` each."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    shown = str(path.relative_to(REPO)) if path.is_relative_to(REPO) else path.name
    edges: list[Import] = []
    for node, where in _statements(ast.parse(source)):
        text = " ".join(line.strip() for line in lines[node.lineno - 1 : node.end_lineno])
        targets: list[str | None] = []
        if isinstance(node, ast.Import):
            targets = [_known(a.name, modules) for a in node.names]
        else:
            if node.level:
                base_parts = package.split(".")
                base_parts = base_parts[: len(base_parts) - (node.level - 1)]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            for alias in node.names:
                full = f"{base}.{alias.name}"
                targets.append(full if full in modules else _known(base, modules))
        for target in dict.fromkeys(targets):
            if target is not None and target != name:
                edges.append(Import(name, target, node.lineno, text, where, shown))
    return edges


def import_graph(modules: dict[str, Path] | None = None) -> dict[str, list[Import]]:
    """Each project module's imports of project modules."""
    modules = _MODULES if modules is None else modules
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def strongly_connected(graph: dict[str, list[Import]]) -> list[list[str]]:
    """The graph's strongly connected components of more than one module (Tarjan's
    algorithm, iterative), each sorted, in the order of their first module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted({e.target for e in graph[root]})))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in graph:
                    continue
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted({e.target for e in graph[child]}))))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found)


def shortest_cycle(graph: dict[str, list[Import]], component: list[str]) -> list[Import]:
    """One shortest circle through the component's first module: the imports that close
    it, in order."""
    members = set(component)
    start = component[0]
    came: dict[str, Import] = {}
    frontier = [start]
    seen = {start}
    while frontier:
        following = []
        for node in frontier:
            for edge in graph[node]:
                if edge.target not in members:
                    continue
                if edge.target == start:
                    path = [edge]
                    while path[0].source != start:
                        path.insert(0, came[path[0].source])
                    return path
                if edge.target not in seen:
                    seen.add(edge.target)
                    came[edge.target] = edge
                    following.append(edge.target)
        frontier = following
    raise AssertionError(f"no circle through {start}")


def cycle_report(graph: dict[str, list[Import]], components: list[list[str]]) -> str:
    """Each circle's modules and the import lines that close it."""
    parts = []
    for component in components:
        loop = shortest_cycle(graph, component)
        members = set(component)
        inner = [e for m in component for e in graph[m] if e.target in members]
        parts.append(
            f"circle of {len(component)} modules: {', '.join(component)}\n"
            f"  {' → '.join([e.source for e in loop] + [loop[0].source])}\n"
            + "".join(f"    {e}\n" for e in loop)
            + (f"  ({len(inner)} imports among them in all)\n" if len(inner) > len(loop) else "")
        )
    return "\n".join(parts)


def _within(graph: dict[str, list[Import]], root: str) -> dict[str, list[Import]]:
    """The part of ``graph`` among the modules of ``root``."""

    def kept(name: str) -> bool:
        return name == root or name.startswith(root + ".")

    return {
        name: [e for e in edges if kept(e.target)] for name, edges in graph.items() if kept(name)
    }


@pytest.fixture(scope="module")
def graph() -> dict[str, list[Import]]:
    return import_graph()


def test_the_studio_has_no_import_circle(graph):
    studio = _within(graph, "gkr_studio")
    components = strongly_connected(studio)
    assert not components, "\n" + cycle_report(studio, components)


def test_the_engine_has_no_import_circle(graph):
    engine = _within(graph, "engine")
    components = strongly_connected(engine)
    assert not components, "\n" + cycle_report(engine, components)


def test_the_studio_imports_its_own_modules_at_the_top(graph):
    """An import of a project module inside a studio function hides a dependency (and often
    a circle): each one left is listed in :data:`FUNCTION_IMPORTS_KEPT` with its reason."""
    studio = _within(graph, "gkr_studio")
    inside = [
        e
        for edges in studio.values()
        for e in edges
        if e.where == "function" and (e.source, e.target) not in FUNCTION_IMPORTS_KEPT
    ]
    inside += [
        e
        for m, edges in graph.items()
        if m in studio
        for e in edges
        if e.where == "function"
        and e.target.startswith("engine")
        and (e.source, e.target) not in FUNCTION_IMPORTS_KEPT
    ]
    assert not inside, "\n" + "\n".join(map(str, inside))


def test_the_engine_imports_its_own_modules_at_the_top(graph):
    """An import of a project module inside an engine function hides a dependency (and
    often a circle): each one left is listed in :data:`FUNCTION_IMPORTS_KEPT` with its
    reason."""
    inside = [
        e
        for m, edges in graph.items()
        if m == "engine" or m.startswith("engine.")
        for e in edges
        if e.where == "function" and (e.source, e.target) not in FUNCTION_IMPORTS_KEPT
    ]
    assert not inside, "\n" + "\n".join(map(str, inside))


def test_the_playtest_window_imports_nothing_of_the_balance_windows(graph):
    """``gkr_studio.playtest`` is the interactive game; ``gkr_studio.balance`` the batches
    of bot games, which open games in playtest windows (a lost game's replay) and never the
    other way round."""
    game = _within(graph, "gkr_studio.playtest")
    upward = [e for m in game for e in graph[m] if e.target.startswith("gkr_studio.balance")]
    assert not upward, "\n" + "\n".join(map(str, upward))


def test_the_kept_function_imports_are_still_there(graph):
    found = {
        (e.source, e.target) for edges in graph.values() for e in edges if e.where == "function"
    }
    assert set(FUNCTION_IMPORTS_KEPT) <= found


# -- the graph's own reading -------------------------------------------------------------


def _fake(tmp_path: Path, files: dict[str, str]) -> dict[str, Path]:
    modules = {}
    for name, text in files.items():
        parts = name.split(".")
        path = tmp_path.joinpath(*parts[:-1], parts[-1] + ".py")
        if parts[-1] == "__init__":
            name = ".".join(parts[:-1])
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        modules[name] = path
    return modules


def test_the_graph_sees_imports_in_functions_type_checking_and_relative(tmp_path):
    modules = _fake(
        tmp_path,
        {
            "p.__init__": "from p.a import A\n",
            "p.a": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .b import B\n",
            "p.b": "def f():\n    from p import c\n",
            "p.c": "import p.a\nimport os\n",
            "p.d": "from p import A\n",
        },
    )
    graph = {n: imports_of(n, p, modules) for n, p in modules.items()}
    edges = {(e.source, e.target, e.where) for es in graph.values() for e in es}
    assert edges == {
        ("p", "p.a", "module"),
        ("p.a", "p.b", "type-checking"),
        ("p.b", "p.c", "function"),
        ("p.c", "p.a", "module"),
        ("p.d", "p", "module"),
    }
    components = strongly_connected(graph)
    assert components == [["p.a", "p.b", "p.c"]]
    report = cycle_report(graph, components)
    assert "p.a → p.b → p.c → p.a" in report and "from .b import B  [type-checking]" in report
