"""Catalog files for tests: the stand-in catalog renamed, and a broken one."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import REPO

STANDIN = REPO / "catalogs" / "standin.catalog.json"


def my_catalog(folder: Path) -> Path:
    """The stand-in cards under other names ("Mine: …")."""
    data = json.loads(STANDIN.read_text())
    data["name"] = "My cards"
    for faction in data["factions"]:
        faction["name"] = "Mine: " + faction["name"].replace(" (stand-in)", "")
    path = folder / "my.catalog.json"
    path.write_text(json.dumps(data))
    return path


def broken_catalog(folder: Path) -> Path:
    """Two problems: a damage out of range and a missing name."""
    data = json.loads(STANDIN.read_text())
    data["factions"][0]["primary"][0]["damage"] = 9
    del data["name"]
    path = folder / "broken.catalog.json"
    path.write_text(json.dumps(data))
    return path
