"""``gkr-map playtest … --save-games DIR [--which all|wins-of SEAT|losses-of SEAT|longest|
shortest]``: the batch's games as game files (:mod:`gkr_studio.cli.game_chooser`), each
replayable to its recorded result (``gkr-studio FILE`` opens one). The result printed is the
same with or without the option; the files written are counted on stderr. A file that
cannot be written (a full disk) stops the writing in one line naming it and the game files
written before it, which are complete (:mod:`engine.files.folder_outputs`)."""

from __future__ import annotations

import argparse
import sys

from engine.core import _, ngettext
from engine.game import Catalog, standin_catalog
from engine.mapmodel import GameMap
from gkr_studio.cli.common import CommandError
from gkr_studio.cli.game_chooser import GameChooser, parse_which


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--save-games",
        metavar="DIR",
        default=None,
        help=_(
            "write the batch's games as game files (.gkrgame.json: map, settings,"
            " catalog, seeds, actions, result) into this folder, each named after"
            " the map, the seed, the game and who won; one map on the built-in"
            " pool"
        ),
    )
    p.add_argument(
        "--which",
        nargs="+",
        default=None,
        metavar="WHICH",
        help=_(
            "with --save-games, the games to write: all (default), wins-of SEAT,"
            " losses-of SEAT (a seat by its start, 9F, or as P2), longest or"
            " shortest"
        ),
    )


def game_saver(
    args: argparse.Namespace, game_map: GameMap, catalog: Catalog | None, mode: str
) -> GameChooser | None:
    """The chooser of the games to save, its folder made (``None`` without the option)."""
    if args.save_games is None:
        if args.which is not None:
            raise CommandError(_("--which chooses the games of --save-games; add --save-games DIR"))
        return None
    if not args.save_games:
        raise CommandError(_("--save-games is empty; name the folder to write the games into"))
    chooser = GameChooser(
        parse_which(args.which or ["all"], game_map),
        args.save_games,
        game_map,
        catalog or standin_catalog(),
        args.seed,
        args.design,
        mode,
    )
    chooser.check_folder()
    return chooser


def refuse_saving(args: argparse.Namespace, instead: str) -> None:
    """Refuse ``--save-games`` where its games are not kept (``instead``: what to leave out)."""
    if args.save_games is not None or args.which is not None:
        raise CommandError(
            _("--save-games: one map on the built-in pool; {instead}").format(instead=instead)
        )


def write_saved(chooser: GameChooser | None) -> None:
    """Write the chosen games; say how many and where on stderr."""
    if chooser is None:
        return
    paths = chooser.write()
    n = len(paths)
    print(
        ngettext("{n} game file saved in {folder}", "{n} game files saved in {folder}", n).format(
            n=n, folder=chooser.folder
        ),
        file=sys.stderr,
    )
