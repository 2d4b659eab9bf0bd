"""Writing a file so that a crash leaves the old file or the new one, never half of one.

:func:`write_text_atomic` writes a hidden temporary file beside the target, then
renames it over the target. A process killed between the two leaves its temporary
file behind; the temporary files are named after the target and the writing
process (``.NAME.PID-XXXXXXXX.tmp``), so the next save of that target removes
those of processes no longer running (:func:`remove_leftovers`).

>>> leftover_name(".showdown.gkrmap.json.4242-k3j9x_1a.tmp")
('showdown.gkrmap.json', 4242)
>>> leftover_name("showdown.gkrmap.json") is None
True
"""

from __future__ import annotations

import os
import re
import tempfile
import time
from pathlib import Path
from typing import Callable

from engine.errors import MapFileError, Problem

STALE_SECONDS = 600.0
"""A temporary file older than this is a leftover whatever its process id says (the id
may have been reused); a save takes milliseconds."""

_LEFTOVER = re.compile(r"^\.(?P<name>.+)\.(?:(?P<pid>[0-9]{1,10})-)?[a-z0-9_]{8}\.tmp$")
"""Our temporary files: ``.NAME.PID-XXXXXXXX.tmp`` (and ``.NAME.XXXXXXXX.tmp``, as the
first versions named them), ``XXXXXXXX`` from :func:`tempfile.mkstemp`."""


def process_alive(pid: object) -> bool:
    """Whether ``pid`` is a running process other than this one (on this machine).

    >>> process_alive(os.getpid()), process_alive(-1), process_alive(10**30), process_alive("1")
    (False, False, False, False)
    """
    if not isinstance(pid, int) or isinstance(pid, bool) or pid <= 0 or pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except (OSError, OverflowError, ValueError):
        return False
    return True


def leftover_name(file_name: str) -> tuple[str, int | None] | None:
    """``(target name, writer's pid or None)`` when ``file_name`` is one of our temporary
    files, else ``None``."""
    m = _LEFTOVER.match(file_name)
    if m is None:
        return None
    return m["name"], (int(m["pid"]) if m["pid"] else None)


def remove_leftovers(folder: Path, belongs: Callable[[str], bool],
                     now: float | None = None) -> list[Path]:
    """Remove the temporary files in ``folder`` whose target name ``belongs`` and that no
    running save is writing: their process is gone, or they are older than
    :data:`STALE_SECONDS`. Returns the files removed; failures are ignored (this is
    tidying, never a reason for a save to fail)."""
    removed: list[Path] = []
    now = time.time() if now is None else now
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        found = leftover_name(entry.name)
        if found is None or not belongs(found[0]):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            old = now - entry.stat(follow_symlinks=False).st_mtime > STALE_SECONDS
            pid = found[1]
            gone = pid is not None and pid != os.getpid() and not process_alive(pid)
            if old or gone:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def file_mode_for(target: Path) -> int:
    """The permissions a file written over ``target`` should get: those of the file it
    replaces, or what a plain ``open()`` would give a new file (0666 less the umask) —
    never the 0600 of a temporary file."""
    if target.exists():
        return target.stat().st_mode & 0o7777
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def write_text_atomic(name: str, text: str) -> None:
    """Write ``text`` to ``name`` so that a crash leaves the old file or the new one.

    Leftover temporary files of earlier saves of ``name`` are removed first
    (:func:`remove_leftovers`). Raises :class:`~engine.errors.MapFileError`, one line
    naming the file, when the file cannot be written.
    """
    target = Path(name)
    if target.is_dir():
        raise MapFileError(name, [Problem("", "is a folder; choose a file name to save to")])
    folder = target.parent if str(target.parent) else Path(".")
    remove_leftovers(folder, lambda n: n == target.name)
    tmp_name: str | None = None
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.{os.getpid()}-",
                                        suffix=".tmp", dir=folder)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        try:
            os.chmod(tmp_name, file_mode_for(target))
        except OSError:
            pass
        os.replace(tmp_name, target)
        tmp_name = None
    except FileNotFoundError:
        raise MapFileError(name, [Problem("", "cannot save: the folder does not exist")]) from None
    except PermissionError:
        raise MapFileError(name, [Problem("", "cannot save: permission denied")]) from None
    except OSError as e:
        raise MapFileError(name, [Problem("", f"cannot save ({e.strerror or e})")]) from None
    finally:
        if tmp_name is not None:
            try:
                os.unlink(tmp_name)
            except OSError:
                pass
