"""Shared pieces of the ``gkr-map`` commands: exit codes, loading, output."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, TextIO

from engine.board import parse_playable
from engine.errors import GkrError, HexError
from engine.hexes import Hex
from engine.model import GameMap

EXIT_OK = 0
EXIT_INVALID = 1
"""Bad input (a file or an argument): one line per problem on stderr."""
EXIT_USAGE = 2
"""The command line itself is wrong (argparse's convention)."""


class CommandError(GkrError):
    """A problem with the command's input; its text is printed as one line."""


def hex_argument(text: str, what: str, game_map: GameMap, source: str) -> Hex:
    """A playable hex without a building, named on the command line."""
    try:
        h = parse_playable(text)
    except HexError as e:
        raise CommandError(f"{what} {e}") from None
    b = game_map.building_at(h)
    if b is not None:
        state = "rubble of a demolished building" if b.demolished else "a building"
        raise CommandError(f"{source}: {what} {h} holds {state}; choose a hex a unit"
                           " can stand on")
    return h


MAP_SUFFIX = ".gkrmap.json"


def expand_map_paths(paths: list[str]) -> list[str]:
    """Files as given, and the ``*.gkrmap.json`` files under each directory (recursively,
    sorted). Raises :class:`CommandError` for a path that does not exist or a directory
    with no map in it."""
    found: list[str] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            inside = sorted(str(f) for f in path.rglob(f"*{MAP_SUFFIX}") if f.is_file())
            if not inside:
                raise CommandError(f"{p}: no {MAP_SUFFIX} files in this folder")
            found.extend(inside)
        elif path.exists():
            found.append(p)
        else:
            raise CommandError(f"{p}: no such file or folder")
    return found


def print_json(data: Any, out: TextIO | None = None) -> None:
    out = out or sys.stdout
    json.dump(data, out, indent=2, ensure_ascii=False)
    out.write("\n")


def yes_no(flag: bool) -> str:
    return "yes" if flag else "no"
