"""What mypyc compiles is declared once, in the ``[tool.gkr.compiled]`` table of
``pyproject.toml``: the build hook (``hatch_build.py``) and these tests read it. The
engine's rule tests pass on the compiled engine of the wheel as they do on the sources."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.conftest import REPO, build_hook

NO_COMPILER = pytest.mark.skipif(
    shutil.which("cc") is None and shutil.which("gcc") is None,
    reason="no C compiler: the wheel is pure Python",
)

ENGINE_TESTS = (
    "tests/engine/game",
    "tests/engine/bots",
    "tests/engine/geometry/test_hexes.py",
    "tests/engine/geometry/test_board.py",
    "tests/engine/geometry/test_bitboard.py",
    "tests/engine/lineofsight/test_sight.py",
    "tests/engine/selfplay/test_luck.py",
    "tests/engine/playtest/test_a_mode_of_ones_own.py",
)
"""The rule tests of the compiled modules, run on the wheel."""


def _tree(root: Path, table: str) -> Path:
    """A small project at ``root``: ``engine/`` with a few modules and a pyproject.toml
    holding ``table``; returns the pyproject's path."""
    for name in (
        "engine/__init__.py",
        "engine/hot.py",
        "engine/cold.py",
        "engine/rules/__init__.py",
        "engine/rules/a.py",
        "engine/rules/b.py",
    ):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text("x: int = 1\n", encoding="utf-8")
    pyproject = root / "pyproject.toml"
    pyproject.write_text(f"[project]\nname = 'x'\n\n{table}", encoding="utf-8")
    return pyproject


def test_the_build_compiles_what_pyproject_declares(tmp_path):
    pyproject = _tree(
        tmp_path, '[tool.gkr.compiled]\npackages = ["engine/rules"]\nmodules = ["engine/hot.py"]\n'
    )
    hook = build_hook()
    assert hook.native_modules(tmp_path, pyproject) == [
        "engine/hot.py",
        "engine/rules/a.py",
        "engine/rules/b.py",
    ]
    assert hook.compiled_module_names(pyproject) == [
        "engine.hot",
        "engine.rules.a",
        "engine.rules.b",
    ]


def test_the_checkouts_declaration_names_the_engines_hot_modules():
    names = build_hook().compiled_module_names()
    for name in (
        "engine.geometry.hexes",
        "engine.lineofsight.sight",
        "engine.game.state",
        "engine.game.movement",
        "engine.bots.scene",
        "engine.selfplay.luck",
        "engine.bots.winmodel.win_features",
        "engine.bots.winmodel.win_model",
    ):
        assert name in names
    assert "engine.game" not in names and "engine.playtest.runner" not in names
    assert len(names) == len(set(names))


@pytest.mark.parametrize(
    "table, says",
    [
        ("", "pyproject.toml: no [tool.gkr.compiled] table"),
        (
            '[tool.gkr.compiled]\nmodules = "engine/hot.py"\n',
            "pyproject.toml: [tool.gkr.compiled] modules is not a list of paths",
        ),
        (
            '[tool.gkr.compiled]\nmodules = ["engine/gone.py"]\n',
            "pyproject.toml: [tool.gkr.compiled] names engine/gone.py, which is not a Python "
            "source file",
        ),
        (
            '[tool.gkr.compiled]\npackages = ["engine/hot.py"]\n',
            "pyproject.toml: [tool.gkr.compiled] names engine/hot.py, which is not a package",
        ),
    ],
)
def test_a_wrong_declaration_is_said_in_one_line(tmp_path, table, says):
    pyproject = _tree(tmp_path, table)
    hook = build_hook()
    with pytest.raises(hook.DeclarationError) as caught:
        hook.native_modules(tmp_path, pyproject)
    assert str(caught.value) == says


def test_a_wrong_declaration_builds_pure_python_with_one_line(tmp_path, monkeypatch, capsys):
    hook = build_hook()
    pyproject = _tree(tmp_path, '[tool.gkr.compiled]\nmodules = ["engine/gone.py"]\n')
    monkeypatch.setattr(hook, "PYPROJECT", pyproject)
    monkeypatch.delenv(hook.PURE_ENV, raising=False)
    builder = object.__new__(hook.MypycBuildHook)
    build_data: dict[str, object] = {"force_include": {}}
    builder.initialize("standard", build_data)
    builder.finalize("standard", build_data, "")
    # a pure-Python wheel: nothing added but the compiled message catalogs
    added = build_data["force_include"]
    assert set(build_data) == {"force_include"} and isinstance(added, dict)
    assert {Path(target).suffix for target in added.values()} <= {".mo", ".qm"}
    assert capsys.readouterr().err.strip().splitlines() == [
        "gkr-studio: compiling the engine with mypyc failed (pyproject.toml: "
        "[tool.gkr.compiled] names engine/gone.py, which is not a Python source file); "
        "building pure Python instead"
    ]


_RUN_ON_THE_WHEEL = '''
import importlib, sys
import pytest

SITE, NAMES, PATHS = {site!r}, {names!r}, {paths!r}


def not_compiled():
    """The declared modules that are not the wheel's extension modules."""
    found = [importlib.import_module(name) for name in NAMES]
    return [(m.__name__, m.__file__) for m in found
            if not (m.__file__.startswith(SITE) and m.__file__.endswith(".so"))]


assert not not_compiled(), not_compiled()
status = pytest.main(["-q", "-p", "no:cacheprovider", "-n", "0", "-m", "not pure_python",
                      *PATHS])
assert not not_compiled(), not_compiled()
print(len(NAMES), "compiled modules from the wheel")
sys.exit(status)
'''


@pytest.mark.slow
@NO_COMPILER
def test_the_engines_rule_tests_pass_on_the_compiled_wheel(wheel, tmp_path):
    """The rule tests of the compiled modules run in a folder that holds the tests and the
    data files but no engine, with only the wheel's files on the path: every declared module
    they use is the wheel's extension module, before and after."""
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    work = tmp_path / "work"
    skip = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(REPO / "tests" / "engine", work / "tests" / "engine", ignore=skip)
    helpers = [
        f"tests/{p.name}" for p in (REPO / "tests").glob("*.py") if not p.name.startswith("test_")
    ]
    for name in (*helpers, "pyproject.toml"):
        shutil.copy2(REPO / name, work / name)
    for data in ("maps", "catalogs", "schemas", "docs"):
        shutil.copytree(REPO / data, work / data)
    names = build_hook().compiled_module_names()
    runner = work / "run_on_wheel.py"
    runner.write_text(
        _RUN_ON_THE_WHEEL.format(site=str(site), names=names, paths=list(ENGINE_TESTS)),
        encoding="utf-8",
    )
    proc = subprocess.run(
        [sys.executable, str(runner)],
        cwd=work,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"},
        timeout=1800,
    )
    assert proc.returncode == 0, proc.stdout[-6000:] + proc.stderr[-3000:]
    assert f"{len(names)} compiled modules from the wheel" in proc.stdout
    assert " passed" in proc.stdout and " failed" not in proc.stdout
