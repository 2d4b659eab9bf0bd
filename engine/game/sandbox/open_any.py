"""Open any of the project's documents a person may hand the studio: a map, a game or a
position file, told apart by the name's ending (``.gkrgame.json``, ``.gkrpos.json``, any
other name is read as a map).

>>> from engine.files.resources import builtin_map_path
>>> opened = open_any(builtin_map_path("showdown"))
>>> opened.kind, opened.game_map.name
('map', 'Showdown')
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Final

from engine.files.mapfile import load_map
from engine.game.catalog import Catalog
from engine.game.sandbox import gamefile, positionfile
from engine.game.sandbox.gamefile import SavedGame
from engine.game.sandbox.replays import Replay, Watch, read_replay
from engine.game.state import GameState
from engine.mapmodel.model import GameMap

MAP: Final = "map"
GAME: Final = "game"
POSITION: Final = "position"


@dataclass(frozen=True)
class OpenedFile:
    """What a file held: ``kind`` (:data:`MAP`, :data:`GAME` or :data:`POSITION`), its map
    (a game's starting map, a position's map as it is now), and for a game the saved game,
    for a game or a position the state to show (a game's final position); for a game its
    replay too (its history with every action, and its moments), recorded in the one pass
    that checked it."""

    kind: str
    game_map: GameMap
    game: SavedGame | None = None
    state: GameState | None = None
    bots: tuple[str | None, ...] = ()
    """Who plays each seat, as the file says: a bot kind, or ``None`` for a person."""
    replay: Replay | None = None


def file_kind(path: str | os.PathLike[str]) -> str:
    """Which kind of document a file name says it is."""
    name = os.fspath(path).lower()
    if name.endswith(gamefile.SUFFIX):
        return GAME
    if name.endswith(positionfile.SUFFIX):
        return POSITION
    return MAP


def open_any(
    path: str | os.PathLike[str], catalogs: tuple[Catalog, ...] = (), watch: Watch | None = None
) -> OpenedFile:
    """Read a map, game or position file. Raises what its reader raises
    (:class:`~engine.core.errors.MapFileError` or
    :class:`~engine.core.errors.GameFileError`: one line per problem). A game file is
    played once, to check it and record its replay (:func:`~.replays.read_replay`), which
    ``watch`` follows (and may stop by raising)."""
    kind = file_kind(path)
    if kind == GAME:
        replay = read_replay(path, catalogs, watch)
        game = replay.game
        return OpenedFile(GAME, game.game_map, game, replay.history.state, game.bots, replay)
    if kind == POSITION:
        state, bots = positionfile.load_position_and_bots(path, catalogs)
        return OpenedFile(POSITION, state.game_map, None, state, bots)
    return OpenedFile(MAP, load_map(path))
