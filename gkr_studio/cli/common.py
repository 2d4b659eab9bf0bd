"""Shared pieces of the ``gkr-map`` commands: exit codes, loading, output."""

from __future__ import annotations

import sys
from typing import Any, TextIO

from engine.core import N_, GkrError, HexError, MapFileError, Problem, _, json_for_terminal
from engine.files import PathLike, load_map, output_target
from engine.geometry import Hex, parse_playable
from engine.mapmodel import GameMap, draft_problems

EXIT_OK = 0
EXIT_INVALID = 1
"""Bad input (a file or an argument): one line per problem on stderr."""
EXIT_USAGE = 2
"""The command line itself is wrong (argparse's convention)."""


class CommandError(GkrError):
    """A problem with the command's input; its text is printed as one line."""


PURPOSES = {"playing": N_("playing"), "fixing": N_("fixing"), "a ladder": N_("a ladder")}
"""What a command needs a finished map for (translated where a draft is refused)."""


def load_finished_map(path: PathLike, purpose: str) -> GameMap:
    """The map of ``path`` when it is finished; a draft is refused in one line saying what
    it lacks and what ``purpose`` (``"play"``) needs."""
    game_map = load_map(path)
    problems = draft_problems(game_map)
    if problems:
        p = problems[0]
        raise MapFileError(
            str(path),
            [
                Problem(
                    p.where,
                    _("a draft ({problem}); {purpose} needs a finished map").format(
                        problem=p.message, purpose=_(PURPOSES.get(purpose, purpose))
                    ),
                )
            ],
        )
    return game_map


def hex_argument(text: str, what: str, game_map: GameMap, source: str) -> Hex:
    """A playable hex without a building, named on the command line."""
    try:
        h = parse_playable(text)
    except HexError as e:
        raise CommandError(f"{what} {e}") from None
    b = game_map.building_at(h)
    if b is not None:
        text = (
            _(
                "{source}: {what} {h} holds the rubble of a demolished building; choose a hex"
                " a unit can stand on"
            )
            if b.demolished
            else _("{source}: {what} {h} holds a building; choose a hex a unit can stand on")
        )
        raise CommandError(text.format(source=source, what=what, h=h))
    return h


def output_file(value: str | None, option: str = "-o") -> str | None:
    """The file an output option names, checked before any work is done: an empty name
    is refused (every command's ``-o`` means the same), and so are a folder and a special
    file (:func:`engine.files.atomicfile.output_target`, which the write checks again).
    ``None`` (the option left out) stays ``None``."""
    if value is None:
        return None
    if not value:
        raise CommandError(_("{option} is empty; name the file to write").format(option=option))
    output_target(value)
    return value


def print_json(data: Any, out: TextIO | None = None) -> None:
    out = out or sys.stdout
    out.write(json_for_terminal(data) + "\n")


def yes_no(flag: bool) -> str:
    """ "yes" or "no" in the current language (for a report a person reads, never JSON)."""
    return _("yes") if flag else _("no")
