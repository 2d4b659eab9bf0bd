"""Files shipped with the engine: JSON schemas, the pre-generated maps, card catalogs.

In a checkout they live in the repository's ``schemas/``, ``maps/`` and
``catalogs/``; in an installed wheel they are package data under
``engine/schemas``, ``engine/maps`` and ``engine/catalogs``.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from engine.core.messages import _

_HERE = Path(__file__).resolve().parent
"""``engine/files``: the data folders are in ``engine/`` (a wheel) or beside it (a checkout)."""


def _data_dir(name: str) -> Path:
    for candidate in (_HERE.parent / name, _HERE.parent.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(
        _("the {name}/ folder of GKR Studio is missing; reinstall the package").format(name=name)
    )


def schemas_dir() -> Path:
    return _data_dir("schemas")


def maps_dir() -> Path:
    return _data_dir("maps")


def catalogs_dir() -> Path:
    return _data_dir("catalogs")


def catalog_path(name: str) -> Path:
    """Path of ``catalogs/<name>.catalog.json`` (``catalog_path("standin")``)."""
    return catalogs_dir() / f"{name}.catalog.json"


def schema_path(name: str) -> Path:
    """Path of ``schemas/<name>.schema.json``."""
    return schemas_dir() / f"{name}.schema.json"


BUILTIN_MAPS: tuple[str, ...] = (
    "showdown",
    "crackshot-alley",
    "salvage-city",
    "three-walls",
    "citadel",
    "final-stand",
    "plateau",
)
"""Slugs of the seven pre-generated maps, in the rulebook's order (RULES.md §7)."""

DEFAULT_MAP = "showdown"


@lru_cache(maxsize=None)
def builtin_map_path(slug: str) -> Path:
    """Path of a pre-generated map file, e.g. ``builtin_map_path("showdown")``."""
    if slug not in BUILTIN_MAPS:
        raise KeyError(
            _("no built-in map {slug!r}; choose one of {choices}").format(
                slug=slug, choices=", ".join(BUILTIN_MAPS)
            )
        )
    return maps_dir() / f"{slug}.gkrmap.json"
