"""Autosave of unsaved work, and its recovery after a crash.

While a document has unsaved changes, a copy is written every few seconds to
the studio's recovery folder (atomically). Saving, or closing without a crash,
removes it. At the next start, copies left by a studio that is no longer
running are offered for recovery, all in one dialog. A copy records its writer's
process id and, where the system tells it, when that process started, so a pid
reused by another process does not hide the copy.

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

from engine.core import MapFileError, Problem, one_line
from engine.files import (
    MAX_FILE_BYTES,
    check_header,
    describe_schema_error,
    map_from_data,
    map_to_data,
    parse_json,
    process_alive,
    read_text,
    remove_leftovers,
    schema_problems,
    write_text_atomic,
)
from engine.mapmodel import GameMap
from gkr_studio.i18n import translate

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


def process_started(pid: int) -> int | None:
    """When process ``pid`` started, in clock ticks since the machine booted (field 22 of
    ``/proc/PID/stat``), or ``None`` where that cannot be read (no such process, no
    ``/proc``). With the pid, it names one process: a pid reused later by another
    process comes with another start time.

    >>> process_started(os.getpid()) == process_started(os.getpid())
    True
    """
    try:
        with open(f"/proc/{int(pid)}/stat", "rb") as f:
            stat = f.read(4096)
        # the command name (field 2) is in parentheses and may hold spaces or ')'
        return int(stat[stat.rindex(b")") + 2 :].split()[19])
    except (OSError, ValueError, IndexError, OverflowError):
        return None


def writer_running(data: dict[str, Any]) -> bool:
    """Whether the studio that wrote an autosave (its checked payload) still runs: its
    pid is alive and, when the autosave recorded when that process started, the process
    alive under that pid is the same one (not an unrelated process given the pid later)."""
    pid = data["pid"]
    if not process_alive(pid):
        return False
    recorded = data.get("started")
    if recorded is None:
        return True
    now = process_started(pid)
    return now is None or now == recorded


def _os_problem(what: str, error: OSError) -> str:
    reason = error.strerror or type(error).__name__
    return f"{what}: {reason[:1].lower()}{reason[1:]}"


class Autosaver:
    """Writes and removes the recovery copy of one studio window's document."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.file = folder / f"{os.getpid()}-{uuid.uuid4().hex[:8]}{SUFFIX}"

    def save(self, game_map: GameMap, path: str | None) -> None:
        """Write the recovery copy; raises :class:`MapFileError`, one line naming the
        folder or the file, when it cannot be written (nothing is left half-written)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            problem = (
                translate("autosave", "is a file, not a folder")
                if isinstance(e, FileExistsError)
                else _os_problem(translate("autosave", "cannot be made"), e)
            )
            raise MapFileError(str(self.folder), [Problem("", problem)]) from None
        payload = {
            "format": FORMAT,
            "version": 1,
            "pid": os.getpid(),
            "started": process_started(os.getpid()),
            "path": path,
            "saved_at": time.time(),
            "map": map_to_data(game_map),
        }
        try:
            text = json.dumps(payload, ensure_ascii=False, indent=1)
            text.encode("utf-8")
        except (ValueError, TypeError) as e:
            line = translate("autosave", "cannot autosave: {0}").format(e)
            raise MapFileError(str(self.file), [Problem("", line)]) from None
        write_text_atomic(str(self.file), text)

    def clear(self) -> str | None:
        """Remove the recovery copy; a line saying why when it cannot be removed."""
        return _remove(self.file)


def _remove(file: Path) -> str | None:
    try:
        file.unlink()
    except FileNotFoundError:
        pass
    except OSError as e:
        problem = _os_problem(translate("autosave", "cannot be removed"), e)
        return one_line(f"{file}: {problem}")
    return None


MAX_AUTOSAVE_BYTES = MAX_FILE_BYTES + 10_000
"""A map file's limit and room for the autosave's own fields."""


def read_autosave(file: Path) -> dict[str, Any]:
    """The checked payload of an autosave file (its ``map`` not yet built).

    Raises :class:`MapFileError`, one line per problem naming the file.
    """
    name = str(file)
    text = read_text(name, MAX_AUTOSAVE_BYTES, "autosave file", MapFileError)
    data = parse_json(text, name, MAX_AUTOSAVE_BYTES, "autosave file", MapFileError)
    problems = check_header(data, FORMAT, 1, "autosave file", {})
    if not problems:
        problems = schema_problems(
            "autosave", data, lambda e: describe_schema_error(e, "autosave file"), lambda p: p.where
        )
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
        raise MapFileError(
            str(file), [Problem(f"/map{p.where}", p.message) for p in e.problems]
        ) from None
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
            if writer_running(data):
                continue
            found.append(load_recovery(file))
        except MapFileError as e:
            problems.extend(e.lines())
    return found, problems


def discard(recovery: Recovery) -> str | None:
    """Remove a recovery copy; a line saying why when it cannot be removed (it stays,
    and is offered again at the next start)."""
    return _remove(recovery.file)
