"""Writing a file so that a crash leaves the old file or the new one, never half of one.

:func:`write_file_atomic` (and :func:`write_bytes_atomic` and :func:`write_text_atomic`,
for what is already in memory) writes a hidden temporary file beside the target, then
renames it over the target. Every output of the studio and the command line goes through
it: maps, game and position files, renders, autosaves.

A write is reported as done only when it is complete: the bytes are written, flushed and
synced to the disk (:func:`write_complete`), and the file is checked to hold all of them
before the rename. A full disk (or any failed write) is one line naming the file, and
the temporary file is removed: nothing half-written is left where the output should be.

What a name may be is decided in one place, :func:`output_target`: an empty name, a
folder, a named pipe, a device or a socket is refused with one line (an output never
replaces a special file, nor writes into one); a symbolic link is followed, so the file
it points at is replaced and the link stays.

A process killed between the write and the rename leaves its temporary file behind; the
temporary files are named after the target and the writing process
(``.NAME.PID-XXXXXXXX.tmp``), so the next write into that folder removes those of
processes no longer running (:func:`remove_leftovers`).

>>> leftover_name(".showdown.gkrmap.json.4242-k3j9x_1a.tmp")
('showdown.gkrmap.json', 4242)
>>> leftover_name("showdown.gkrmap.json") is None
True
"""

from __future__ import annotations

import errno
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Callable

from engine.core.errors import MapFileError, Problem
from engine.core.messages import N_, _

STALE_SECONDS = 600.0
"""A temporary file older than this is a leftover whatever its process id says (the id
may have been reused); a save takes milliseconds."""

_LEFTOVER = re.compile(r"^\.(?P<name>.+)\.(?:(?P<pid>[0-9]{1,10})-)?[a-z0-9_]{8}\.tmp$")
"""Our temporary files: ``.NAME.PID-XXXXXXXX.tmp`` (and ``.NAME.XXXXXXXX.tmp``, as the
first versions named them), ``XXXXXXXX`` from :func:`tempfile.mkstemp`."""


TEXTS = {
    "incomplete": N_("cannot save: what was made is incomplete (it does not end with {ending})"),
    "image_name": N_("choose an image file ending in .png, .svg or .pdf"),
    "image": N_("cannot write the image"),
}
"""Texts of the outputs: those of the images :mod:`gkr_studio.render` draws are here so
that the command line, which speaks the engine's catalog, has them too."""


def text_of(key: str) -> str:
    """:data:`TEXTS`' text ``key`` in the current language."""
    return _(TEXTS[key])


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


START_MARGIN = 2.0
"""Seconds of slack when comparing a process's start with a file's time (the system
gives a process's start to a clock tick, and the time it booted to a second)."""


def process_started_after(pid: int, moment: float) -> bool:
    """Whether process ``pid`` started after ``moment`` (a :func:`time.time`), so that it
    cannot have written a file last modified then: its id was reused. ``False`` when the
    system does not say (it is read from ``/proc`` on Linux)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            fields = f.read().rsplit(b")", 1)[1].split()
        with open("/proc/stat", "rb") as f:
            booted = next(int(line.split()[1]) for line in f if line.startswith(b"btime "))
        started = booted + int(fields[19]) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, StopIteration):
        return False
    return started > moment + START_MARGIN


def leftover_name(file_name: str) -> tuple[str, int | None] | None:
    """``(target name, writer's pid or None)`` when ``file_name`` is one of our temporary
    files, else ``None``."""
    m = _LEFTOVER.match(file_name)
    if m is None:
        return None
    return m["name"], (int(m["pid"]) if m["pid"] else None)


def remove_leftovers(
    folder: Path,
    belongs: Callable[[str], bool],
    now: float | None = None,
    *,
    pid_named_only: bool = False,
) -> list[Path]:
    """Remove the temporary files in ``folder`` whose target name ``belongs`` and that no
    running save is writing: their process is gone (or its id now belongs to a process
    that started after the file was last written), or they are older than
    :data:`STALE_SECONDS`. ``pid_named_only``: only those named with their writer's id
    (the first versions' names are less telling). Returns the files removed; failures are
    ignored (this is tidying, never a reason for a save to fail)."""
    removed: list[Path] = []
    now = time.time() if now is None else now
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        found = leftover_name(entry.name)
        if found is None or not belongs(found[0]) or (pid_named_only and found[1] is None):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            mtime = entry.stat(follow_symlinks=False).st_mtime
            old = now - mtime > STALE_SECONDS
            pid = found[1]
            gone = (
                pid is not None
                and pid != os.getpid()
                and (not process_alive(pid) or process_started_after(pid, mtime))
            )
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


_SPECIAL = (
    (stat.S_ISFIFO, N_("a named pipe (FIFO)")),
    (stat.S_ISCHR, N_("a device")),
    (stat.S_ISBLK, N_("a device")),
    (stat.S_ISSOCK, N_("a socket")),
)


def output_target(name: str) -> Path:
    """The file that writing ``name`` replaces: ``name`` itself, or the file a symbolic
    link there points at (the link stays). Raises :class:`~engine.core.errors.MapFileError`,
    one line, for an empty name, a folder, a link that loops, and a special file (a named
    pipe, a device, a socket): an output never replaces one, nor writes into one.

    >>> print(output_target("maps/new.gkrmap.json"))
    maps/new.gkrmap.json
    >>> print(output_target("/dev/null"))
    Traceback (most recent call last):
    engine.core.errors.MapFileError: /dev/null: is a device, not a regular file; choose another file name
    """
    if not name:
        raise MapFileError('""', [Problem("", _("no file name; name the file to write"))])
    path = Path(name)
    try:
        st = os.stat(path)
    except FileNotFoundError:  # a new file, or a link to one
        return Path(os.path.realpath(path)) if os.path.islink(path) else path
    except OSError as e:
        if e.errno == errno.ELOOP:
            raise MapFileError(
                name, [Problem("", _("is a symbolic link that loops; choose another file name"))]
            ) from None
        return path  # e.g. a folder that cannot be searched: the write says so
    if stat.S_ISDIR(st.st_mode):
        raise MapFileError(name, [Problem("", _("is a folder; choose a file name"))])
    for test, kind in _SPECIAL:
        if test(st.st_mode):
            raise MapFileError(
                name,
                [
                    Problem(
                        "",
                        _("is {kind}, not a regular file; choose another file name").format(
                            kind=_(kind)
                        ),
                    )
                ],
            )
    return Path(os.path.realpath(path)) if os.path.islink(path) else path


def write_file_atomic(name: str, fill: Callable[[str], None]) -> None:
    """Write the file ``name`` with ``fill(temporary_path)`` so that a crash leaves the old
    file or the new one.

    ``fill`` writes the whole file at the path it is given (a hidden temporary file beside
    the target, named after it and this process) and raises :class:`OSError` when it
    cannot write all of it — :func:`write_complete` writes bytes so, flushed, synced and
    their size checked; a fill that lets a library write the file itself checks what was
    written before it returns. The file is then renamed over the target
    (:func:`output_target`: a link is followed, a special file refused). Leftover
    temporary files of killed writes into that folder are removed first
    (:func:`remove_leftovers`). Raises :class:`~engine.core.errors.MapFileError`, one line
    naming the file, when the file cannot be written; nothing is left behind.
    """
    target = output_target(name)
    folder = target.parent
    remove_leftovers(folder, lambda n: n == target.name)
    remove_leftovers(folder, lambda _n: True, pid_named_only=True)  # other outputs' too
    tmp_name: str | None = None
    try:
        fd, tmp_name = tempfile.mkstemp(
            prefix=f".{target.name}.{os.getpid()}-", suffix=".tmp", dir=folder
        )
        os.close(fd)
        fill(tmp_name)
        try:
            os.chmod(tmp_name, file_mode_for(target))
        except OSError:
            pass
        os.replace(tmp_name, target)
        tmp_name = None
        sync_folder(folder)
    except FileNotFoundError:
        raise MapFileError(
            name, [Problem("", _("cannot save: the folder does not exist"))]
        ) from None
    except PermissionError:
        raise MapFileError(name, [Problem("", _("cannot save: permission denied"))]) from None
    except OSError as e:
        raise MapFileError(
            name, [Problem("", _("cannot save ({reason})").format(reason=e.strerror or e))]
        ) from None
    finally:
        if tmp_name is not None:
            try:
                os.unlink(tmp_name)
            except OSError:
                pass


def write_complete(path: str, data: bytes) -> None:
    """Write ``data`` as the whole of the file ``path`` (made, or emptied), and make sure it
    is there: written, flushed, synced to the disk, and the file's size checked against
    ``data``'s. Raises :class:`OSError` when any of it fails — a full disk fails the write,
    or at the latest the sync, whatever the file system puts off."""
    with open(path, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
        size = os.fstat(f.fileno()).st_size
    if size != len(data):
        raise OSError(
            errno.EIO,
            _("{size} bytes of {expected} were written").format(size=size, expected=len(data)),
            path,
        )


def sync_folder(folder: Path) -> None:
    """Sync the entry of a file just renamed into ``folder`` to the disk, where the system
    allows it (a crash then keeps the new file, not the old one); failures are ignored:
    the file itself is complete either way."""
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    try:
        fd = os.open(folder, flags)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_bytes_atomic(name: str, data: bytes) -> None:
    """Write ``data`` to ``name`` with :func:`write_file_atomic`, checked complete
    (:func:`write_complete`)."""
    write_file_atomic(name, lambda tmp_name: write_complete(tmp_name, data))


def write_text_atomic(name: str, text: str) -> None:
    """Write ``text`` (UTF-8, ``\\n`` line ends as they are) to ``name`` with
    :func:`write_file_atomic`, checked complete (:func:`write_complete`)."""

    def fill(tmp_name: str) -> None:
        write_complete(tmp_name, text.encode("utf-8"))

    write_file_atomic(name, fill)
