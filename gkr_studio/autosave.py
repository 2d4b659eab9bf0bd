"""Autosave of unsaved work, and its recovery after a crash.

While a document has unsaved changes, a copy is written every few seconds to
the studio's recovery folder (atomically). Saving, or closing without a crash,
removes it. At the next start, copies left by a studio that is no longer
running are offered for recovery.
"""

from __future__ import annotations

import json
import os
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.errors import MapFileError
from engine.mapfile import map_from_data, map_to_data, write_text_atomic
from engine.model import GameMap

FORMAT = "gkr-studio-autosave"
SUFFIX = ".autosave.json"


@dataclass(frozen=True)
class Recovery:
    """Unsaved work found in the recovery folder."""

    file: Path
    map: GameMap
    path: str | None
    saved_at: float

    def describe(self) -> str:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))
        where = self.path or "a map never saved"
        return f"“{self.map.name}” ({where}), autosaved {when}"


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


def _alive(pid: Any) -> bool:
    if not isinstance(pid, int) or pid <= 0 or pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def find_recoveries(folder: Path) -> tuple[list[Recovery], list[str]]:
    """Recovery copies left by studios no longer running, and one line per unreadable one."""
    found: list[Recovery] = []
    problems: list[str] = []
    if not folder.is_dir():
        return found, problems
    for file in sorted(folder.glob(f"*{SUFFIX}")):
        try:
            payload = json.loads(file.read_text(encoding="utf-8"))
            if not isinstance(payload, dict) or payload.get("format") != FORMAT:
                raise ValueError("not an autosave file")
            if _alive(payload.get("pid")):
                continue
            game_map = map_from_data(payload["map"], str(file), check_meaning=False)
            path = payload.get("path")
            found.append(Recovery(file, game_map, path if isinstance(path, str) else None,
                                  float(payload.get("saved_at", file.stat().st_mtime))))
        except MapFileError as e:
            problems.append(str(e).splitlines()[0])
        except (OSError, ValueError, KeyError, TypeError) as e:
            problems.append(f"{file}: cannot be recovered ({e})")
    return found, problems


def discard(recovery: Recovery) -> None:
    try:
        recovery.file.unlink()
    except FileNotFoundError:
        pass
