"""A batch's game kept as a game file: :func:`batch_game_file` plays game ``i`` of a batch
again with its actions kept (each game of a batch is a pure function of the batch's
settings) — what "show a game where this seat lost" opens after a batch whose records say
which games those are; :func:`saved_game` turns a kept game into a game file, its batch's
settings in its notes. Choosing and writing a batch's games
(``gkr-map playtest --save-games``) is the command line's
(:mod:`gkr_studio.cli.game_chooser`).
"""

from __future__ import annotations

from typing import Any

from engine.game.actions import Action
from engine.game.catalog import Catalog
from engine.game.catalog_file import standin_catalog
from engine.game.sandbox.gamefile import SavedGame
from engine.mapmodel.model import GameMap
from engine.playtest.modes import Mode
from engine.selfplay.game_record import KeptGame
from engine.selfplay.games import play_batch_game


def batch_game_file(
    mode: Mode[Any],
    game_map: GameMap,
    index: int,
    seed: int,
    bot: str,
    catalog: Catalog | None = None,
    design: str = "duplicate",
) -> SavedGame:
    """Game ``index`` of a batch as a game file, played again (each game of a batch is a
    pure function of these): what "show a game where this seat lost" opens after a batch
    whose records say which games those are."""
    _record, kept = play_batch_game(
        game_map, mode.deal(game_map, index, seed, bot, catalog, design), catalog, keep=True
    )
    assert kept is not None
    return saved_game(kept, game_map, catalog or standin_catalog(), seed, index, design, mode.name)


def saved_game(
    game: KeptGame,
    game_map: GameMap,
    catalog: Catalog,
    seed: int,
    index: int,
    design: str,
    mode: str,
) -> SavedGame:
    """A kept game of a batch as a game file, the batch's settings in its notes."""
    return SavedGame(
        game_map,
        catalog,
        game.config,
        game.dice,
        tuple(Action.parse(a) for a in game.actions),
        game.result,
        game.rounds,
        game.bots,
        {"seed": seed, "index": index, "design": design, "mode": mode},
    )
