"""Build hook: compile the message catalogs, and the engine's hot modules to C extensions
with mypyc.

Catalogs: every ``engine/locale/<lang>/LC_MESSAGES/*.po`` is compiled to its ``.mo``
(gettext's binary form, written by :mod:`engine.core.pocatalog`, the same reader the
engine uses on a checkout), and every ``gkr_studio/i18n/*.ts`` to its ``.qm`` by
``pyside6-lrelease`` (PySide6 is a build requirement); both go into the wheel next to
their sources. A catalog that fails to compile stops the build with its line; a missing
``lrelease`` only leaves the ``.qm`` out (the studio then compiles its ``.ts`` on first
use, :mod:`gkr_studio.i18n`).

``pip install .`` (and ``pip wheel .``) runs this hook. It compiles the modules that the
``[tool.gkr.compiled]`` table of ``pyproject.toml`` declares (the one list of what is
compiled, which the tests read too) with mypyc (shipped with mypy, a build requirement)
and puts the extension modules into the wheel next to the Python sources, which stay in
the wheel and remain the reference: Python imports an extension module before a source
file of the same name, so the compiled code runs when it is there and the pure code
when it is not.

* An editable install (``pip install -e .``) stays pure Python.
* ``GKR_PURE_PYTHON=1`` asks for a pure-Python wheel.
* When compiling fails (no C compiler, no Python headers…), the hook says so in one
  line on stderr and the wheel is pure Python; nothing else changes.

Run by hand, ``python hatch_build.py DIR`` copies ``engine/`` into ``DIR`` and builds
the extension modules in place there (``PYTHONPATH=DIR`` then runs the compiled
engine from that copy); the benchmarks use it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent

PYPROJECT = ROOT / "pyproject.toml"

DECLARATION = "tool.gkr.compiled"
"""The table of ``pyproject.toml`` that says what is compiled: ``packages`` (folders whose
modules, all but ``__init__``, are compiled) and ``modules`` (single source files). The
tests read it too (:func:`compiled_module_names`)."""

GROUP = "engine_native"
"""mypyc's shared library for the compiled modules (``engine_native__mypyc*.so``)."""

PURE_ENV = "GKR_PURE_PYTHON"


class DeclarationError(ValueError):
    """The ``[tool.gkr.compiled]`` table is missing or names something that is not there."""


def declared(pyproject: Path | None = None) -> tuple[list[str], list[str]]:
    """The ``packages`` and ``modules`` of the ``[tool.gkr.compiled]`` table of ``pyproject``
    (the checkout's by default)."""
    pyproject = pyproject or PYPROJECT
    with pyproject.open("rb") as stream:
        table: Any = tomllib.load(stream)
    for key in DECLARATION.split("."):
        table = table.get(key) if isinstance(table, dict) else None
    if not isinstance(table, dict):
        raise DeclarationError(f"{pyproject.name}: no [{DECLARATION}] table")
    lists = []
    for key in ("packages", "modules"):
        value = table.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise DeclarationError(
                f"{pyproject.name}: [{DECLARATION}] {key} is not a list of paths"
            )
        lists.append(value)
    return lists[0], lists[1]


def native_modules(root: Path = ROOT, pyproject: Path | None = None) -> list[str]:
    """The source files compiled by mypyc, relative to ``root`` (a checkout or a copy of
    its ``engine/``), as ``pyproject`` declares them."""
    pyproject = pyproject or PYPROJECT
    packages, modules = declared(pyproject)
    files = []
    for module in modules:
        if not module.endswith(".py") or not (root / module).is_file():
            raise DeclarationError(
                f"{pyproject.name}: [{DECLARATION}] names {module}, "
                "which is not a Python source file"
            )
        files.append(module)
    for package in packages:
        if not (root / package / "__init__.py").is_file():
            raise DeclarationError(
                f"{pyproject.name}: [{DECLARATION}] names {package}, which is not a package"
            )
        files += sorted(
            p.relative_to(root).as_posix()
            for p in (root / package).glob("*.py")
            if p.name != "__init__.py"
        )
    return files


def compiled_module_names(pyproject: Path | None = None) -> list[str]:
    """The dotted names of the compiled modules (``engine.geometry.hexes``, ``engine.game.state``…)."""
    pyproject = pyproject or PYPROJECT
    return [
        path.removesuffix(".py").replace("/", ".")
        for path in native_modules(pyproject.parent, pyproject)
    ]


_COMPILE = """
import sys
from setuptools import Distribution
from mypyc.build import mypycify
paths = sys.argv[1:]
ext = mypycify(paths, opt_level="3", group_name={group!r}, target_dir="build/mypyc")
dist = Distribution({{"ext_modules": ext, "script_name": "hatch_build.py"}})
cmd = dist.get_command_obj("build_ext")
cmd.inplace = True
cmd.build_temp = "build/temp"
cmd.parallel = {jobs}
dist.run_command("build_ext")
"""


def compile_in_place(tree: Path, *, quiet: bool = True) -> list[Path]:
    """Compile the native modules of the copy of the sources at ``tree``, in place.

    Returns the extension modules built (paths inside ``tree``). Raises
    :class:`RuntimeError` with mypyc's last lines of output when compiling fails.
    """
    paths = native_modules(tree)
    mypy_ini = tree / "mypy.ini"
    mypy_ini.write_text(
        "[mypy]\npython_version = 3.11\nstrict = True\nignore_missing_imports = True\n",
        encoding="utf-8",
    )
    jobs = max(1, min(4, os.cpu_count() or 1))
    proc = subprocess.run(
        [sys.executable, "-c", _COMPILE.format(group=GROUP, jobs=jobs), *paths],
        cwd=tree,
        capture_output=True,
        text=True,
    )
    if proc.returncode != 0:
        tail = (proc.stdout + proc.stderr).strip().splitlines()[-8:]
        raise RuntimeError("\n".join(tail))
    if not quiet:
        print(proc.stdout[-2000:])
    built = sorted(p for p in tree.rglob("*.so") if "build" not in p.relative_to(tree).parts)
    if not built:
        raise RuntimeError("mypyc built no extension module")
    return built


def _copy_sources(dest: Path) -> None:
    shutil.copytree(
        ROOT / "engine",
        dest / "engine",
        ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyc"),
    )


try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # run by hand without hatchling
    BuildHookInterface = object  # type: ignore[assignment,misc]


def _pocatalog() -> Any:
    """:mod:`engine.core.pocatalog`, loaded from its file (the build runs without the
    package installed)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "gkr_pocatalog", ROOT / "engine" / "core" / "pocatalog.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def lrelease_command() -> list[str] | None:
    """How to run Qt's ``lrelease``: PySide6's ``pyside6-lrelease`` next to this Python or
    on PATH, else PySide6's own binary; None when there is none."""
    for folder in (Path(sys.executable).parent, None):
        found = shutil.which("pyside6-lrelease", path=str(folder) if folder else None)
        if found:
            return [found]
    try:
        import PySide6
    except ImportError:
        return None
    for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease"):
        binary = Path(PySide6.__file__).parent / name
        if binary.is_file():
            return [str(binary)]
    return None


def build_catalogs(dest: Path, root: Path = ROOT) -> list[Path]:
    """Compile the checkout's catalogs into ``dest`` (same relative paths): ``.po`` to
    ``.mo``, ``.ts`` to ``.qm`` when ``lrelease`` is there. Returns the files written.
    Raises :class:`RuntimeError` naming the catalog that does not compile."""
    pocatalog = _pocatalog()
    built = []
    for po in sorted((root / "engine" / "locale").glob("*/LC_MESSAGES/*.po")):
        target = dest / po.relative_to(root).with_suffix(".mo")
        target.parent.mkdir(parents=True, exist_ok=True)
        try:
            entries = pocatalog.parse_po(po.read_text(encoding="utf-8"), po.name)
        except ValueError as exc:
            raise RuntimeError(str(exc)) from None
        target.write_bytes(pocatalog.mo_bytes(entries))
        built.append(target)
    lrelease = lrelease_command()
    for ts in sorted((root / "gkr_studio" / "i18n").glob("*.ts")):
        if lrelease is None:
            print(f"gkr-studio: no lrelease found: {ts.name} is left uncompiled", file=sys.stderr)
            break
        target = dest / ts.relative_to(root).with_suffix(".qm")
        target.parent.mkdir(parents=True, exist_ok=True)
        proc = subprocess.run(
            [*lrelease, "-silent", str(ts), "-qm", str(target)], capture_output=True, text=True
        )
        if proc.returncode != 0 or not target.is_file():
            raise RuntimeError(
                f"{ts.name}: lrelease failed: {(proc.stdout + proc.stderr).strip()[-300:]}"
            )
        built.append(target)
    return built


class MypycBuildHook(BuildHookInterface):  # type: ignore[misc,valid-type]
    """Hatch's custom build hook (``[tool.hatch.build.targets.wheel.hooks.custom]``)."""

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version == "editable":
            return  # a checkout reads its .po files and compiles its .ts on first use
        self._catalogs = tempfile.mkdtemp(prefix="gkr-catalogs-")
        for path in build_catalogs(Path(self._catalogs)):
            build_data["force_include"][str(path)] = path.relative_to(self._catalogs).as_posix()
        if os.environ.get(PURE_ENV, "") not in ("", "0"):
            print(f"gkr-studio: {PURE_ENV} is set: building pure Python", file=sys.stderr)
            return
        self._tmp = tempfile.mkdtemp(prefix="gkr-mypyc-")
        tree = Path(self._tmp)
        try:
            _copy_sources(tree)
            built = compile_in_place(tree)
        except Exception as exc:  # noqa: BLE001 - any failure falls back to pure Python
            last = str(exc).strip().splitlines()[-1:] or [type(exc).__name__]
            print(
                f"gkr-studio: compiling the engine with mypyc failed ({last[0]}); "
                "building pure Python instead",
                file=sys.stderr,
            )
            return
        for path in built:
            build_data["force_include"][str(path)] = str(path.relative_to(tree))
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        for tmp in (getattr(self, "_tmp", None), getattr(self, "_catalogs", None)):
            if tmp:
                shutil.rmtree(tmp, ignore_errors=True)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python hatch_build.py DIR", file=sys.stderr)
        return 2
    dest = Path(argv[0]).resolve()
    dest.mkdir(parents=True, exist_ok=True)
    if (dest / "engine").exists():
        shutil.rmtree(dest / "engine")
    _copy_sources(dest)
    for data in ("schemas", "maps", "catalogs"):
        if not (dest / data).exists():
            shutil.copytree(ROOT / data, dest / data)
    try:
        built = compile_in_place(dest, quiet=False)
    except RuntimeError as exc:
        print(f"compiling failed:\n{exc}", file=sys.stderr)
        return 1
    print(f"{len(built)} extension modules in {dest}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
