"""Writing many files into one folder, one after the other: ``gkr-map generate -o DIR``'s
maps, ``gkr-map playtest --save-games DIR``'s game files.

Each file goes through the one output writer (:mod:`engine.files.atomicfile`): written
whole through a temporary name, synced, checked and renamed, so a file that cannot be
written (a full disk) is never left half-written. :class:`FolderOutputs` adds what a
folder of outputs needs: when one file fails, the one-line refusal names it, why, and
the files written before it, which are complete.

>>> completed(["m-1", "m-2"]), completed(["m-1", "m-2", "m-3", "m-4"])
('m-1, m-2', 'm-1…m-4')
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable

from engine.core.errors import GkrError, MapFileError, Problem, one_line
from engine.core.messages import _, ngettext

KINDS = ("maps", "games")
"""What a folder of outputs holds: maps (``.gkrmap.json``) or game files
(``.gkrgame.json``)."""

LISTED = 3
"""Up to this many completed files are named one by one; more, as the first and the last
(they are written in order)."""


def completed(names: list[str]) -> str:
    """The completed files of a folder as one short text: each name, or the range."""
    if len(names) <= LISTED:
        return ", ".join(names)
    return f"{names[0]}…{names[-1]}"


def failure_text(kind: str, problem: str, names: list[str], total: int) -> str:
    """What a refusal says after ``problem`` stopped a folder's writes: how many of the
    ``total`` files of ``kind`` were written before, and which (they are complete)."""
    done = len(names)
    shown = completed(names)
    if kind == "games":
        if not done:
            return _("{problem}; no game file was written").format(problem=problem)
        return ngettext(
            "{problem} after writing {done} game file of {total}: {names} is complete",
            "{problem} after writing {done} game files of {total}: {names} are complete",
            done,
        ).format(problem=problem, done=done, total=total, names=shown)
    if not done:
        return _("{problem}; no map was written").format(problem=problem)
    return ngettext(
        "{problem} after writing {done} map of {total}: {names} is complete",
        "{problem} after writing {done} maps of {total}: {names} are complete",
        done,
    ).format(problem=problem, done=done, total=total, names=shown)


def problem_of(error: BaseException) -> str:
    """What went wrong in a failed write, without the file's name (the refusal names it)."""
    if isinstance(error, MapFileError):
        return "; ".join(p.message for p in error.problems)
    if isinstance(error, OSError):
        return _("cannot save ({reason})").format(reason=error.strerror or error)
    return str(error)


class FolderOutputs:
    """The files of ``kind`` (:data:`KINDS`) a command writes into ``folder``, ``total`` of
    them, in order. :meth:`write` writes one; :attr:`written` are the names written."""

    def __init__(self, folder: str | os.PathLike[str], kind: str, total: int) -> None:
        if kind not in KINDS:
            raise ValueError(f"no such kind of outputs: {kind!r}")
        self.folder = Path(folder)
        self.kind = kind
        self.total = total
        self.written: list[str] = []

    def write(self, name: str, write: Callable[[str], None]) -> str:
        """Write the file ``name`` of the folder with ``write(path)`` (which writes through
        :mod:`engine.files.atomicfile`); returns its path. Raises
        :class:`~engine.core.errors.MapFileError`, one line naming the file, why it could not
        be written and the files written before it (:func:`failure_text`); the file
        itself is not left behind."""
        path = os.fspath(self.folder / name)
        try:
            write(path)
        except (GkrError, OSError) as e:
            text = failure_text(self.kind, problem_of(e), self.written, self.total)
            raise MapFileError(path, [Problem("", one_line(text))]) from None
        self.written.append(name)
        return path
