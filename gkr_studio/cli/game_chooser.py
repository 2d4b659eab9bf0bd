"""Choosing and writing a batch's games as game files (``gkr-map playtest --save-games DIR
--which …``).

The workers keep a game's actions only when the batch asks
(:func:`~engine.playtest.runner.run_batch` with ``keep_games``); this side picks the games
to write (:class:`GameChooser`: all, the wins or losses of one seat, the longest, the
shortest) and writes each through the one output writer
(:mod:`engine.files.atomicfile`), named after its map, the batch's seed, the game's index
and who won; a file that cannot be written (a full disk) stops the writing in one line
naming it and the files written before it, which are complete
(:mod:`engine.files.folder_outputs`), and is not left half-written.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> m = load_map(builtin_map_path("final-stand"))
>>> parse_which(["wins-of", "9F"], m), parse_which(["losses-of", "P1"], m)
(('wins-of', 1), ('losses-of', 0))
>>> parse_which(["longest"], m)
('longest', None)
>>> game_file_name("Final Stand", 1, 7, (1,), ("1F", "9F"))
'final-stand-seed1-game0007-9F-won.gkrgame.json'

(``tests/engine/playtest/test_saved_games.py`` holds these examples: the studio's modules
are not run as doctests.)
"""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path

from engine.core import N_, GkrError, _
from engine.files import FolderOutputs
from engine.game import Catalog
from engine.game.modes import mode_named
from engine.game.sandbox import GAME_SUFFIX as SUFFIX
from engine.game.sandbox import SavedGame, save_game
from engine.mapmodel import GameMap
from engine.playtest import KeptGame, saved_game

WHICH = ("all", "wins-of", "losses-of", "longest", "shortest")
"""What ``--which`` may choose."""

TEXTS = {
    "which": N_("--which {text}: use all, wins-of SEAT, losses-of SEAT, longest or shortest"),
    "seat": N_("--which {kind} {seat}: no such seat; name a start ({starts}) or P1 to P{n}"),
    "folder": N_("{folder}: is a file, not a folder for the saved games"),
    "mkdir": N_("{folder}: cannot make the folder for the saved games ({error})"),
}


def text_of(key: str) -> str:
    """:data:`TEXTS`' text ``key`` in the current language."""
    return _(TEXTS[key])


class SaveGamesError(GkrError, ValueError):
    """A ``--save-games`` request that cannot be carried out (one line)."""


def parse_which(words: list[str], game_map: GameMap) -> tuple[str, int | None]:
    """``--which``'s words as (kind, seat): a seat is named by its start (``9F``) or as
    ``P2``."""
    text = " ".join(words)
    if (
        not words
        or words[0] not in WHICH
        or (len(words) == 2) != (words[0] in WHICH[1:3])
        or len(words) > 2
    ):
        raise SaveGamesError(text_of("which").format(text=text))
    if len(words) == 1:
        return words[0], None
    name = words[1].upper()
    starts = [str(h) for h in game_map.starts]
    if name in starts:
        return words[0], starts.index(name)
    if re.fullmatch(r"P[1-4]", name) and int(name[1]) <= len(starts):
        return words[0], int(name[1]) - 1
    raise SaveGamesError(
        text_of("seat").format(
            kind=words[0], seat=words[1], starts=", ".join(starts), n=len(starts)
        )
    )


def _slug(name: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:40].strip("-")
    return slug or "map"


def game_file_name(
    map_name: str, seed: int, index: int, winners: tuple[int, ...], starts: tuple[str, ...] = ()
) -> str:
    """A telling file name: the map, the batch's seed, the game's index and who won (each
    winner by its start, or as P1… without ``starts``)."""

    def label(q: int) -> str:
        return starts[q] if q < len(starts) else f"P{q + 1}"

    who = "-".join(label(q) for q in winners) + "-won" if winners else "nobody-won"
    return f"{_slug(map_name)}-seed{seed}-game{index:04d}-{who}{SUFFIX}"


class GameChooser:
    """Picks a batch's games to save as they come in, and writes them at the end."""

    def __init__(
        self,
        which: tuple[str, int | None],
        folder: str,
        game_map: GameMap,
        catalog: Catalog,
        seed: int,
        design: str,
        mode: str,
    ) -> None:
        self.kind, self.seat = which
        self.folder = Path(folder)
        self.game_map = game_map
        self.catalog = catalog
        self.seed = seed
        self.design = design
        self.mode = mode
        self.chosen: dict[int, KeptGame] = {}

    def check_folder(self) -> None:
        """Make the folder (refused in one line when it cannot be one)."""
        if self.folder.exists() and not self.folder.is_dir():
            raise SaveGamesError(text_of("folder").format(folder=self.folder))
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise SaveGamesError(
                text_of("mkdir").format(folder=self.folder, error=e.strerror or e)
            ) from None

    def offer(self, index: int, game: KeptGame | None) -> None:
        """A finished game of the batch (in any order)."""
        if game is None:
            return
        winners = game.result.winners if game.result else ()
        if self.kind == "all":
            self.chosen[index] = game
        elif self.kind == "wins-of":
            if self.seat in winners:
                self.chosen[index] = game
        elif self.kind == "losses-of":
            if self.seat not in winners:
                self.chosen[index] = game
        else:
            key = (game.rounds, len(game.actions), -index)
            best = next(iter(self.chosen.items()), None)
            if best is None:
                self.chosen[index] = game
                return
            old = (best[1].rounds, len(best[1].actions), -best[0])
            if (
                (key > old)
                if self.kind == "longest"
                else ((key[0], key[1], index) < (old[0], old[1], best[0]))
            ):
                self.chosen = {index: game}

    def saved(self, index: int, game: KeptGame) -> SavedGame:
        return saved_game(
            game, self.game_map, self.catalog, self.seed, index, self.design, self.mode
        )

    def write(self) -> list[str]:
        """Write the chosen games; their paths, in the order of their indexes. Raises
        :class:`~engine.core.errors.MapFileError` (one line naming the file that could not
        be written and those written before it) when one cannot be written."""
        paths = []
        outputs = FolderOutputs(self.folder, "games", len(self.chosen))
        for index in sorted(self.chosen):
            game = self.chosen[index]
            starts = (
                ()
                if mode_named(self.mode).solo_play
                else tuple(str(h) for h in self.game_map.starts)
            )
            name = game_file_name(
                self.game_map.name,
                self.seed,
                index,
                game.result.winners if game.result else (),
                starts,
            )
            paths.append(outputs.write(name, partial(save_game, self.saved(index, game))))
        return paths
