"""The engine's folders are its floors: each sub-package imports only from the floors below
it, and no module lies loose at ``engine/``'s root (``engine/__init__.py`` is the one public
import path over them)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.conftest import REPO

FLOORS = (
    "core",
    "rules",
    "geometry",
    "mapmodel",
    "files",
    "lineofsight",
    "game",
    "analysis",
    "bots",
    "selfplay",
    "verdicts",
    "playtest",
    "repair",
)
"""The engine's sub-packages from the bottom floor up."""

ENGINE = REPO / "engine"


def _engine_imports(path: Path) -> set[str]:
    """The engine sub-packages a source file imports (``engine.X…`` → ``X``)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = []
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module] + (
                [f"{node.module}.{a.name}" for a in node.names] if node.module == "engine" else []
            )
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        found.update(
            n.split(".")[1] for n in names if n.startswith("engine.") and n.count(".") >= 1
        )
    return found


def test_every_engine_sub_package_is_a_floor():
    packages = {p.name for p in ENGINE.iterdir() if (p / "__init__.py").is_file()}
    assert packages == set(FLOORS)


def test_no_module_lies_loose_at_the_engines_root():
    assert sorted(p.name for p in ENGINE.glob("*.py")) == ["__init__.py"]


@pytest.mark.parametrize(
    "path", sorted(ENGINE.glob("*/**/*.py")), ids=lambda p: str(p.relative_to(REPO))
)
def test_a_floor_imports_only_from_the_floors_below_it(path):
    floor = path.relative_to(ENGINE).parts[0]
    above = {
        q
        for q in _engine_imports(path) - {floor}
        if q not in FLOORS or FLOORS.index(q) > FLOORS.index(floor)
    }
    assert not above, f"{path.relative_to(REPO)} ({floor}) imports from {sorted(above)} above it"


def test_the_floor_check_sees_an_upward_import(tmp_path):
    source = tmp_path / "x.py"
    source.write_text(
        "from engine.game.state import GameState\nimport engine.core.errors\n"
        "from engine import mapmodel\n",
        encoding="utf-8",
    )
    assert _engine_imports(source) == {"game", "core", "mapmodel"}


def test_no_two_modules_share_a_name():
    """A module's name says what it holds, once: no two modules of ``engine/`` and
    ``gkr_studio/`` share a file name (the command line's one-module-per-subcommand folder
    aside, whose names are its subcommands')."""
    seen: dict[str, list[str]] = {}
    for folder in ("engine", "gkr_studio"):
        for path in sorted((REPO / folder).rglob("*.py")):
            if path.name in ("__init__.py", "__main__.py") or path.parent.name == "cli":
                continue
            seen.setdefault(path.name, []).append(str(path.relative_to(REPO)))
    assert {n: p for n, p in seen.items() if len(p) > 1} == {}
