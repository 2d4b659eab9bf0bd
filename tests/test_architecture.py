"""Project-wide rules: the engine imports no Qt; the package installs as a wheel (its hot
engine modules compiled with mypyc, playing exactly as the pure Python does); types check."""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.conftest import REPO, build_hook

QT_MODULES = ("PySide6", "PyQt5", "PyQt6", "shiboken6", "PySide2", "gkr_studio")


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


@pytest.mark.parametrize("path", sorted((REPO / "engine").rglob("*.py")), ids=str)
def test_engine_source_imports_no_qt_and_nothing_from_the_studio(path):
    bad = {n for n in _imports(path) if n.split(".")[0] in QT_MODULES}
    assert not bad, f"{path.name} imports {bad}"


def test_importing_every_engine_module_loads_no_qt():
    modules = sorted(
        ".".join(p.relative_to(REPO).with_suffix("").parts)
        for p in (REPO / "engine").rglob("*.py")
        if p.stem != "__init__"
    )
    code = (
        "import sys\n"
        + "".join(f"import {m}\n" for m in modules)
        + "bad = [m for m in sys.modules if m.split('.')[0] in %r]\n" % (QT_MODULES,)
        + "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=REPO)


MAX_LINES = 600
"""No source file of the engine or the studio is longer: a longer one is split by concern."""

OVER_MAX_LINES: set[str] = set()
"""Known exceptions, each to be removed from this list when its file is split (none now)."""


def _source_lines() -> dict[str, int]:
    return {
        str(p.relative_to(REPO)): len(p.read_text(encoding="utf-8").splitlines())
        for folder in ("engine", "gkr_studio")
        for p in sorted((REPO / folder).rglob("*.py"))
    }


def test_no_source_file_is_over_600_lines():
    lines = _source_lines()
    too_long = {
        path: n for path, n in lines.items() if n > MAX_LINES and path not in OVER_MAX_LINES
    }
    assert not too_long, f"split these by concern (at most {MAX_LINES} lines): {too_long}"


def test_the_known_long_files_are_still_long():
    """An exception is dropped from :data:`OVER_MAX_LINES` once its file is split."""
    lines = _source_lines()
    for path in sorted(OVER_MAX_LINES):
        assert lines.get(path, 0) > MAX_LINES, f"{path} is split: remove it from OVER_MAX_LINES"


def test_cli_for_validate_and_los_does_not_load_qt():
    code = (
        "import sys\nfrom gkr_studio.cli import main\n"
        f"main(['los', {str(REPO / 'maps' / 'showdown.gkrmap.json')!r}, '1B', '9J'])\n"
        "assert not [m for m in sys.modules if m.startswith('PySide6')]\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=REPO, capture_output=True)


@pytest.mark.slow
def test_wheel_carries_schemas_maps_and_console_scripts(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "engine/schemas/map.schema.json" in names
    assert "engine/schemas/catalog.schema.json" in names
    assert "engine/catalogs/standin.catalog.json" in names
    assert "engine/schemas/win-model.schema.json" in names
    assert "engine/bots/winmodel/win_model.json" in names
    for slug in (
        "showdown",
        "crackshot-alley",
        "salvage-city",
        "three-walls",
        "citadel",
        "final-stand",
        "plateau",
    ):
        assert f"engine/maps/{slug}.gkrmap.json" in names
    (entry,) = [n for n in names if n.endswith("entry_points.txt")]
    text = zipfile.ZipFile(wheel).read(entry).decode()
    assert "gkr-map = gkr_studio.cli:entry_point" in text
    assert "gkr-studio = gkr_studio.app:entry_point" in text
    assert not any(n.startswith("tests/") for n in names)


@pytest.mark.slow
def test_wheel_ships_the_toolbar_icons(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    icons = {p.name for p in (REPO / "gkr_studio" / "icons").glob("*.svg")}
    assert len(icons) >= 19
    for name in icons:
        assert f"gkr_studio/icons/{name}" in names


@pytest.mark.slow
def test_installed_wheel_works_without_the_checkout(wheel, tmp_path):
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    code = (
        "import engine, gkr_studio.cli as cli\n"
        f"assert engine.__file__.startswith({str(site)!r}), engine.__file__\n"
        "from engine import load_map, builtin_map_path, BUILTIN_MAPS\n"
        f"assert str(builtin_map_path('showdown')).startswith({str(site)!r})\n"
        "assert all(load_map(builtin_map_path(s)) for s in BUILTIN_MAPS)\n"
        "from engine.game import standin_catalog\n"
        "assert len(standin_catalog().factions) == 4\n"
        "from engine.bots.winmodel import win_probabilities\n"
        "from engine.game import new_game, observe\n"
        "assert len(win_probabilities(observe(new_game(load_map(builtin_map_path('showdown')), 1),"
        " 0))) == 4\n"
        "raise SystemExit(cli.main(['validate', str(builtin_map_path('showdown'))]))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"},
    )
    assert proc.returncode == 0, proc.stderr
    assert ": ok (Showdown, 4 players" in proc.stdout


@pytest.mark.slow
def test_installed_wheel_reads_the_rules_reference_without_the_checkout(wheel, tmp_path):
    """Help ▸ Rules Reference and ``gkr-map rules`` read the reference from the installed
    package: nothing of the checkout, and no shared/ folder, near the installation."""
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    assert not (tmp_path / "shared").exists() and not (tmp_path.parent / "shared").exists()
    code = (
        "import engine.rules, gkr_studio.cli as cli\n"
        f"assert str(engine.rules.REFERENCE_FILE).startswith({str(site)!r})\n"
        "from gkr_studio.help import quick_reference_html, rules_reference_html\n"
        "html = rules_reference_html()\n"
        "assert 'R-LOS-1 Shortest paths.' in html and 'R-TEAM-6' in html, html[:200]\n"
        "assert 'gkr-rule:R-TAG-2' in quick_reference_html()\n"
        "print('help: ok')\n"
        "raise SystemExit(cli.main(['rules', 'R-LOS-1']))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen"},
    )
    assert proc.returncode == 0, proc.stderr
    assert "help: ok" in proc.stdout
    assert "R-LOS-1 Shortest paths" in proc.stdout and "Rests on: Rulebook" in proc.stdout


NO_COMPILER = pytest.mark.skipif(
    shutil.which("cc") is None and shutil.which("gcc") is None,
    reason="no C compiler: the wheel is pure Python",
)


@pytest.mark.slow
@NO_COMPILER
def test_wheel_holds_the_compiled_engine_beside_its_sources(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    compiled = {n.split(".")[0] for n in names if n.endswith(".so")}
    declared = build_hook().compiled_module_names()
    assert "engine.game.state" in declared and "engine.bots.scene" in declared
    for module in (name.replace(".", "/") for name in declared):
        assert module in compiled, module
        assert f"{module}.py" in names  # the pure source stays: the reference
    assert not wheel.name.endswith("-none-any.whl")  # a platform wheel


@pytest.mark.slow
@NO_COMPILER
def test_compiled_wheel_plays_the_golden_bot_games(wheel, tmp_path):
    """Every decision of the golden bot games (tests/engine/bots/golden/) is the same with
    the compiled engine of the wheel."""
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    code = f"""
import engine.bots.scene, engine.game.state
from engine.game import GameConfig, new_game, state_text
from engine.files.mapfile import load_map
from engine.playtest import run_playtest
from engine.files.resources import builtin_map_path
from tests.engine.bots.test_golden_games import CASES, GOLDEN, play

if __name__ == "__main__":
    assert engine.bots.scene.__file__.startswith({str(site)!r}), engine.bots.scene.__file__
    assert engine.bots.scene.__file__.endswith(".so"), engine.bots.scene.__file__
    assert engine.game.state.__file__.endswith(".so"), engine.game.state.__file__
    for slug, bot, index in CASES:
        want = (GOLDEN / f"{{slug}}-{{bot}}-game-{{index}}.actions.txt").read_text().splitlines()
        got = play(slug, bot, index)
        assert got == want, (slug, bot, index)
        print(slug, bot, index, len(got), "actions: same")
    # maps, catalogs, game settings and game records pickle to and from worker processes
    m = load_map(builtin_map_path("final-stand"))
    assert run_playtest(m, 6, 1, workers=2).to_json() == run_playtest(m, 6, 1).to_json()
    advanced = GameConfig(pilots=True, achievements="alternate")
    assert (run_playtest(m, 4, 1, workers=2, config=advanced).to_json()
            == run_playtest(m, 4, 1, config=advanced).to_json())
    print("workers: same")
    # what a game makes is freed as it goes: no reference cycle for the collector to find
    from tests.engine.playtest.test_garbage import cyclic_garbage
    assert not cyclic_garbage(), cyclic_garbage()
    print("garbage: none")
    # a clone (compiled classes are made through their __init__) plays on as the original
    g = new_game(m, seed=3)
    for _ in range(60):
        g.apply_action(g.legal_actions()[0])
    assert not g.is_terminal()
    c = g.clone()
    for _ in range(200):
        if g.is_terminal():
            break
        a = g.legal_actions()[-1]
        g.apply_action(a)
        c.apply_action(a)
    assert state_text(c) == state_text(g) and c.events == g.events and c.history == g.history
    print("clone: same")
"""
    script = tmp_path / "golden_on_wheel.py"
    script.write_text(code, encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, str(script)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": f"{site}:{REPO}", "PATH": "/usr/bin:/bin"},
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.count("actions: same") == 5
    assert "workers: same" in proc.stdout
    assert "garbage: none" in proc.stdout
    assert "clone: same" in proc.stdout


@pytest.mark.slow
def test_pure_python_wheel_on_request(tmp_path):
    out = tmp_path / "pure"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(out),
            str(REPO),
        ],
        check=True,
        capture_output=True,
        env={**os.environ, "GKR_PURE_PYTHON": "1"},
    )
    (whl,) = out.glob("gkr_studio-*.whl")
    assert whl.name.endswith("-py3-none-any.whl")
    assert not [n for n in zipfile.ZipFile(whl).namelist() if n.endswith(".so")]


def test_a_failed_compile_falls_back_to_pure_python_with_one_line(monkeypatch, capsys):
    hatch_build = build_hook()

    def broken(tree: Path, *, quiet: bool = True) -> list[Path]:
        raise RuntimeError("cc1: out of memory\nerror: command 'gcc' failed")

    monkeypatch.setattr(hatch_build, "compile_in_place", broken)
    monkeypatch.delenv(hatch_build.PURE_ENV, raising=False)
    hook = object.__new__(hatch_build.MypycBuildHook)
    build_data: dict[str, object] = {"force_include": {}}
    hook.initialize("standard", build_data)
    hook.finalize("standard", build_data, "")
    # a pure-Python wheel: nothing added but the compiled message catalogs
    assert set(build_data) == {"force_include"}
    added = build_data["force_include"]
    assert isinstance(added, dict) and added
    assert {Path(target).suffix for target in added.values()} <= {".mo", ".qm"}
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        "gkr-studio: compiling the engine with mypyc failed (error: command 'gcc' "
        "failed); building pure Python instead"
    ]


def _ruff(*args: str) -> subprocess.CompletedProcess[str]:
    from ruff.__main__ import find_ruff_bin

    return subprocess.run([find_ruff_bin(), *args], cwd=REPO, capture_output=True, text=True)


def test_the_tree_is_lint_clean_and_formatted():
    """ruff's lint and format (pyproject's ``[tool.ruff]``) over the whole tree: nothing to
    report, nothing to reformat (``ruff check --fix . && ruff format .`` make it so)."""
    lint = _ruff("check", "--no-cache", ".")
    assert lint.returncode == 0, lint.stdout + lint.stderr
    form = _ruff("format", "--no-cache", "--check", ".")
    assert form.returncode == 0, form.stdout + form.stderr


def test_the_lint_and_format_checks_see_a_bad_file(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import os\nx=1\n", encoding="utf-8")
    lint = _ruff("check", "--no-cache", "--config", str(REPO / "pyproject.toml"), str(bad))
    form = _ruff(
        "format", "--no-cache", "--check", "--config", str(REPO / "pyproject.toml"), str(bad)
    )
    assert lint.returncode == 1 and "F401" in lint.stdout
    assert form.returncode == 1


def test_types_check():
    """mypy strict over ``engine/`` and ``gkr_studio/`` (pyproject's ``[tool.mypy]``): 0 errors
    (a few seconds, cold cache included)."""
    from mypy import api as mypy_api

    out, err, status = mypy_api.run(
        ["--config-file", str(REPO / "pyproject.toml"), "--cache-dir", str(REPO / ".mypy_cache")]
    )
    assert status == 0, out + err


PRIVATE_STATE = {"stack", "pending", "attack", "firing_queue", "alley_cover", "score_pending"}
"""GameState's internals: its flow (the step stack, the pending decision) and combat's
working values. Bots read them through queries (``yet_to_move``, ``pending_attack``,
``decision``)."""


def _reads_of_state(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, attribute) of every ``<state>.<internal>`` read, where ``<state>`` is a name
    or attribute called ``state`` (``state.stack``, ``self.state._legal``…)."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        owner = node.value
        name = (
            owner.id
            if isinstance(owner, ast.Name)
            else owner.attr
            if isinstance(owner, ast.Attribute)
            else None
        )
        if name not in ("state", "game", "g", "seen"):
            continue
        if node.attr in PRIVATE_STATE or (
            node.attr.startswith("_") and not node.attr.startswith("__")
        ):
            found.append((node.lineno, node.attr))
    return sorted(found)


@pytest.mark.parametrize("path", sorted((REPO / "engine" / "bots").glob("*.py")), ids=str)
def test_bots_read_the_game_through_its_public_api(path):
    bad = _reads_of_state(ast.parse(path.read_text(encoding="utf-8")))
    assert not bad, f"{path.name} reads the state's internals: {bad}"


def _game_modules_imported(tree: ast.AST) -> set[str]:
    """The modules of ``engine.game`` a source imports (the facade itself included)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            modules = [node.module] + [
                f"{node.module}.{a.name}" for a in node.names if node.module == "engine"
            ]
        elif isinstance(node, ast.Import):
            modules = [a.name for a in node.names]
        else:
            continue
        found.update(m for m in modules if m == "engine.game" or m.startswith("engine.game."))
    return found


@pytest.mark.parametrize("path", sorted((REPO / "engine" / "bots").glob("*.py")), ids=str)
def test_bots_import_only_the_game_facade_and_never_see_the_state(path):
    """Bots decide on ``observe(state, seat)``: they import ``engine.game`` (the facade)
    and none of its modules, and never name the state's class."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    private = _game_modules_imported(tree) - {"engine.game"}
    assert not private, f"{path.name} imports the game's modules {sorted(private)}"
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} | {
        a.asname or a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) for a in n.names
    }
    assert not names & {"GameState", "PlayerState"}, f"{path.name} handles the game state"


def test_the_facade_check_sees_a_private_import():
    tree = ast.parse(
        "from engine.game.movement import hh_paths\nfrom engine.game import Move\n"
        "import engine.game.state\nfrom engine import game\n"
    )
    assert _game_modules_imported(tree) == {
        "engine.game.movement",
        "engine.game",
        "engine.game.state",
    }


def test_the_public_api_check_sees_an_internal_read():
    tree = ast.parse(
        "def f(self, state):\n    a = state.stack[-1]\n    b = self.state._legal\n"
        "    c = state.players\n    d = scene.seen._state\n"
    )
    assert _reads_of_state(tree) == [(2, "stack"), (3, "_legal"), (5, "_state")]
