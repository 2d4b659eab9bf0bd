"""Autosave of unsaved work, and its recovery after a crash.

While a document has unsaved changes, a copy is written every few seconds to
the studio's recovery folder (atomically). Saving, or closing without a crash,
removes it. At the next start, copies left by a studio that is no longer
running are offered for recovery.

A file in the recovery folder is untrusted input like any map file: it is read
as one (regular files only, size limit, JSON only, nesting limit), checked
against ``schemas/autosave.schema.json`` and its map checked for meaning as
unfinished work, before it is offered. The path it records is never used as it
is: the recovered work has no file until the designer chooses one (the path is
only the suggestion of the Save As dialog).
"""

from __future__ import annotations

import json
import os
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine import jsondoc
from engine.atomicfile import process_alive, remove_leftovers, write_text_atomic
from engine.errors import MapFileError, Problem, one_line
from engine.mapfile import MAX_FILE_BYTES, map_from_data, map_to_data
from engine.model import GameMap

FORMAT = "gkr-studio-autosave"
SUFFIX = ".autosave.json"


@dataclass(frozen=True)
class Recovery:
    """Unsaved work found in the recovery folder."""

    file: Path
    map: GameMap
    path: str | None
    """Where the work was last saved, as the autosave says: a suggestion only."""
    saved_at: float

    def describe(self) -> str:
        try:
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))
        except (OverflowError, OSError, ValueError):  # beyond what this system's clock shows
            when = "at an unknown time"
        where = f"last saved as {self.path}" if self.path else "a map never saved"
        return one_line(f"“{self.map.name}” ({where}), autosaved {when}")


class Autosaver:
    """Writes and removes the recovery copy of one studio window's document."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.file = folder / f"{os.getpid()}-{uuid.uuid4().hex[:8]}{SUFFIX}"

    def save(self, game_map: GameMap, path: str | None) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        payload = {"format": FORMAT, "version": 1, "pid": os.getpid(), "path": path,
                   "saved_at": time.time(), "map": map_to_data(game_map)}
        write_text_atomic(str(self.file), json.dumps(payload, ensure_ascii=False, indent=1))

    def clear(self) -> None:
        try:
            self.file.unlink()
        except FileNotFoundError:
            pass


MAX_AUTOSAVE_BYTES = MAX_FILE_BYTES + 10_000
"""A map file's limit and room for the autosave's own fields."""


def read_autosave(file: Path) -> dict[str, Any]:
    """The checked payload of an autosave file (its ``map`` not yet built).

    Raises :class:`MapFileError`, one line per problem naming the file.
    """
    name = str(file)
    text = jsondoc.read_text(name, MAX_AUTOSAVE_BYTES, "autosave file", MapFileError)
    data = jsondoc.parse_json(text, name, MAX_AUTOSAVE_BYTES, "autosave file", MapFileError)
    problems = jsondoc.check_header(data, FORMAT, 1, "autosave file", {})
    if not problems:
        problems = jsondoc.schema_problems(
            "autosave", data, lambda e: jsondoc.describe_schema_error(e, "autosave file"),
            lambda p: p.where)
    if problems:
        raise MapFileError(name, problems)
    assert isinstance(data, dict)
    return data


def load_recovery(file: Path) -> Recovery:
    """An autosave file checked like a map file (shape, then meaning as unfinished work)."""
    data = read_autosave(file)
    try:
        game_map = map_from_data(data["map"], str(file))
    except MapFileError as e:
        raise MapFileError(str(file), [Problem(f"/map{p.where}", p.message)
                                       for p in e.problems]) from None
    return Recovery(file, game_map, data.get("path"), float(data["saved_at"]))


def find_recoveries(folder: Path) -> tuple[list[Recovery], list[str]]:
    """Recovery copies left by studios no longer running, and one line per problem of
    each file that cannot be recovered (such files are left where they are).

    Leftover temporary files of autosaves killed mid-write are removed.
    """
    found: list[Recovery] = []
    problems: list[str] = []
    if not folder.is_dir():
        return found, problems
    remove_leftovers(folder, lambda name: name.endswith(SUFFIX))
    for file in sorted(folder.glob(f"*{SUFFIX}")):
        try:
            data = read_autosave(file)
            if process_alive(data["pid"]):
                continue
            found.append(load_recovery(file))
        except MapFileError as e:
            problems.extend(e.lines())
    return found, problems


def discard(recovery: Recovery) -> None:
    try:
        recovery.file.unlink()
    except FileNotFoundError:
        pass
