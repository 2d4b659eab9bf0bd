"""Each engine package's ``__init__`` is its contract: the studio and the command line
(everything under ``gkr_studio/``) take the engine's names from its packages (``engine``,
``engine.game``, ``engine.game.sandbox``, ``engine.playtest``…), never from one of their
modules, and a package names what it exports in ``__all__``. The engine's own modules, and
the tests, may import modules directly."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core.exports import LazyExports
from tests.conftest import REPO

STUDIO = REPO / "gkr_studio"

HIDDEN_MODULES = {
    ("engine.analysis", "analyse"),
    ("engine.analysis", "exposure"),
    ("engine.repair", "shortfall"),
}
"""``(package, name)``: an export that is also the name of one of the package's modules (the
function hides the module as the package's attribute, so ``import engine.analysis.exposure
as m`` gives the function); these were there before the rule, none is added."""


def _path(dotted: str) -> Path:
    return REPO.joinpath(*dotted.split("."))


def is_package(dotted: str) -> bool:
    return (_path(dotted) / "__init__.py").is_file()


def is_module(dotted: str) -> bool:
    """A module of the project that is not a package (``engine.mapmodel.model``)."""
    return _path(dotted).with_suffix(".py").is_file() and not is_package(dotted)


def exported(package: str) -> set[str]:
    """The names of a package's ``__all__``, read from its ``__init__.py`` as written (none
    for a package without one)."""
    for node in ast.parse((_path(package) / "__init__.py").read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets
        ):
            return {str(v) for v in ast.literal_eval(node.value)}
    return set()


def module_imports(tree: ast.AST) -> list[tuple[int, str]]:
    """``(line, what)`` of every import of an engine module rather than a package:
    ``from engine.x.y import name`` and ``import engine.x.y`` where ``engine.x.y`` is a
    module, and ``from engine.x import y`` where ``y`` is one of its modules (and not a name
    the package exports)."""
    found = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.ImportFrom)
            and node.level == 0
            and node.module
            and (node.module == "engine" or node.module.startswith("engine."))
        ):
            if not is_package(node.module):
                found.append((node.lineno, f"from {node.module} import …"))
                continue
            found += [
                (node.lineno, f"from {node.module} import {a.name}")
                for a in node.names
                if is_module(f"{node.module}.{a.name}") and a.name not in exported(node.module)
            ]
        elif isinstance(node, ast.Import):
            found += [
                (node.lineno, f"import {a.name}")
                for a in node.names
                if a.name.startswith("engine.") and not is_package(a.name)
            ]
    return sorted(found)


def names_from_packages(tree: ast.AST) -> list[tuple[int, str, str]]:
    """``(line, package, name)`` of every name a source takes from an engine package."""
    return sorted(
        (node.lineno, node.module, a.name)
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
        and node.level == 0
        and node.module
        and node.module.split(".")[0] == "engine"
        and is_package(node.module)
        for a in node.names
        if not is_package(f"{node.module}.{a.name}")
        and (a.name in exported(node.module) or not is_module(f"{node.module}.{a.name}"))
    )


def engine_packages() -> list[str]:
    return sorted(
        ".".join(p.parent.relative_to(REPO).parts) for p in (REPO / "engine").rglob("__init__.py")
    )


STUDIO_SOURCES = sorted(STUDIO.rglob("*.py"))


def _tree(path: Path) -> ast.AST:
    return ast.parse(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", STUDIO_SOURCES, ids=lambda p: str(p.relative_to(REPO)))
def test_the_studio_and_the_command_line_import_the_engines_packages_only(path):
    bad = module_imports(_tree(path))
    assert not bad, (
        f"{path.relative_to(REPO)} imports engine modules (export the names"
        f" from the package's __init__ instead): {bad}"
    )


def test_the_studio_takes_only_the_names_a_package_exports():
    """A package without ``__all__`` (``engine.rules``) defines its names itself."""
    missing = []
    for path in STUDIO_SOURCES:
        for line, package, name in names_from_packages(_tree(path)):
            names = getattr(importlib.import_module(package), "__all__", None)
            if names is not None and name not in names:
                missing.append(f"{path.relative_to(REPO)}:{line}: {package}.{name}")
    assert not missing, "not in the package's __all__:\n" + "\n".join(missing)


@pytest.mark.parametrize("package", engine_packages())
def test_a_packages_all_names_each_export_once_and_every_one_is_there(package):
    module = importlib.import_module(package)
    exported = getattr(module, "__all__", None)
    if exported is None:
        pytest.skip(f"{package} exports no __all__ (it defines its names itself)")
    assert len(exported) == len(set(exported)), f"{package}.__all__ names an export twice"
    assert [n for n in exported if not hasattr(module, n)] == []


@pytest.mark.parametrize("package", engine_packages())
def test_no_export_hides_one_of_the_packages_modules(package):
    exported = getattr(importlib.import_module(package), "__all__", ())
    hiding = {(package, n) for n in exported if is_module(f"{package}.{n}")}
    assert hiding <= HIDDEN_MODULES, f"exports named as a module of {package}: {hiding}"


def test_the_known_hidden_modules_are_still_hidden():
    for package, name in HIDDEN_MODULES:
        assert name in importlib.import_module(package).__all__ and is_module(f"{package}.{name}")


def lazy_packages() -> dict[str, tuple[str, ...]]:
    """Each package that exports names lazily, and the modules they load from."""
    found = {}
    for package in engine_packages():
        lazy = vars(importlib.import_module(package)).get("__getattr__")
        if isinstance(lazy, LazyExports):
            found[package] = lazy.modules
    return found


def test_importing_a_package_loads_none_of_its_lazy_exports():
    """A package's lazily exported names cost nothing until asked for: importing the
    package (as a batch's worker process imports ``engine.playtest``) loads none of
    their modules."""
    lazy = lazy_packages()
    assert {"engine.mapmodel", "engine.game.sandbox", "engine.playtest", "engine.repair"} <= set(
        lazy
    )
    for package, modules in sorted(lazy.items()):
        code = (
            f"import sys, {package}\nloaded = [m for m in {modules!r} if m in sys.modules]\n"
            "assert not loaded, loaded\n"
        )
        done = subprocess.run(
            [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True
        )
        assert done.returncode == 0, f"import {package} loads {done.stderr.strip()}"


def test_the_check_sees_a_module_import():
    tree = ast.parse(
        "from engine.mapmodel.model import GameMap\nfrom engine.mapmodel import"
        " GameMap, editing\nfrom engine.game import sandbox\nfrom engine import"
        " Hex\nimport engine.playtest\nimport engine.files.mapfile\n"
        "def f():\n    from engine.core.messages import _\n"
        "from engine.analysis import analyse\n"
    )
    assert module_imports(tree) == [
        (1, "from engine.mapmodel.model import …"),
        (2, "from engine.mapmodel import editing"),
        (6, "import engine.files.mapfile"),
        (8, "from engine.core.messages import …"),
    ]
    assert names_from_packages(tree) == [
        (2, "engine.mapmodel", "GameMap"),
        (4, "engine", "Hex"),
        (9, "engine.analysis", "analyse"),
    ]
