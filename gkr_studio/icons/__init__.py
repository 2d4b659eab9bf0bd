"""The studio's icons: SVG files drawn in the board's colours, shipped with the package.

They are made by ``scripts/make_icons.py``; :func:`icon` loads one by name.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtGui import QIcon

FOLDER = Path(__file__).resolve().parent


def icon_path(name: str) -> Path:
    """The SVG file of the icon ``name`` (``"building"``, ``"undo"``…)."""
    return FOLDER / f"{name}.svg"


@cache
def icon(name: str) -> QIcon:
    """The icon ``name``; raises ``FileNotFoundError`` when the package lacks it."""
    path = icon_path(name)
    if not path.is_file():
        raise FileNotFoundError(f"no icon called {name!r} in {FOLDER}")
    return QIcon(str(path))


def names() -> list[str]:
    """Every icon the package ships."""
    return sorted(p.stem for p in FOLDER.glob("*.svg"))
