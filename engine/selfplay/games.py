"""The one pipeline of batch self-play: :func:`play_batch_game` plays a dealt game of any
mode (:class:`~engine.selfplay.deals.BatchGame`) to its end with its bots and returns its
record (:class:`~engine.selfplay.game_record.GameRecord`), and the game itself when the
batch keeps its games. Every mode's games record the same things: the luck of the event
log and of the win model (AIVAT), the win model's chances at each round's end, each
seat's play, where shots came from and units fell.

A batch's mode (:mod:`engine.playtest.modes`) deals the game; :func:`play_game` is the
standard batch's game ``i`` in one call.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> m = load_map(builtin_map_path("final-stand"))
>>> r = play_game(m, 0, 5, "random")
>>> r.index, r.rounds > 0, r.win_type in ("demolition", "destruction", "score", "round limit")
(0, True, True)
>>> play_game(m, 0, 5, "random") == r
True
>>> d = play_game(m, 1, 5, "random", design="duplicate")
>>> d.deal, d.rotation, len(d.luck)
(0, 1, 2)
"""

from __future__ import annotations

import gc
from dataclasses import replace

from engine.bots.restriction import make_restricted_bot
from engine.game import Fire, GameConfig, new_game
from engine.game.catalog import SUPPORT_CLASSES, Catalog, UnitClass
from engine.game.catalog_file import standin_catalog
from engine.game.dice import StreamDice
from engine.game.observation import observe
from engine.game.state import GameState
from engine.geometry.hexes import Hex
from engine.mapmodel.model import GameMap
from engine.selfplay.aivat import AivatRecorder
from engine.selfplay.deals import (
    DEFAULT_DESIGN,
    DESIGNS,
    BatchGame,
    deal_seed,
    dealt_game,
    game_seed,
    lineup,
    mode_tag,
)
from engine.selfplay.game_record import GameRecord, KeptGame, kept_game, record_of
from engine.selfplay.win_curve import RoundEnds

__all__ = [
    "DEFAULT_DESIGN",
    "DESIGNS",
    "GameRecord",
    "batch_game",
    "deal_seed",
    "game_seed",
    "lineup",
    "new_batch_state",
    "play_batch_game",
    "play_game",
    "standard_game",
]

_SUPPORT = {c.value: c for c in SUPPORT_CLASSES}


def new_batch_state(
    game_map: GameMap, game: BatchGame, catalog: Catalog | None = None
) -> GameState:
    """``game`` set up on ``game_map``, not yet played (its dice fresh: a dealt game plays
    the same game each time)."""
    dice = None if game.streams is None else StreamDice(game.seed, game.streams)
    return new_game(
        game_map, game.seed, catalog=catalog or standin_catalog(), config=game.config, dice=dice
    )


def play_batch_game(
    game_map: GameMap, game: BatchGame, catalog: Catalog | None = None, keep: bool = False
) -> tuple[GameRecord, KeptGame | None]:
    """Play ``game`` to its end with its bots: its record, and with ``keep`` the game to
    save (else ``None``)."""
    state = new_batch_state(game_map, game, catalog)
    players = len(state.players)
    barred = game.barred
    bots = [
        make_restricted_bot(
            game.bots[s], s, game.seed, barred[s] if s < len(barred) else frozenset()
        )
        for s in range(players)
    ]
    fired: list[Hex] = []
    fired_by: list[int] = []
    recorder = AivatRecorder(players)
    state.event_listener = recorder
    # A game makes many short-lived objects and almost no reference cycles: the cyclic
    # collector's passes during play cost time and find nothing, so it waits for the end,
    # and the finished game is let go first (its pass would only walk through it). A batch
    # keeps it off across games (engine.playtest.pool.BatchCollector).
    collecting = gc.isenabled()
    gc.disable()
    round_ends = RoundEnds(state)
    try:
        while not state.is_terminal():
            seat = state.current_player()
            action = bots[seat].choose(observe(state, seat))
            if isinstance(action, Fire):
                origin = state.players[seat].units.get(_SUPPORT.get(action.source, UnitClass.HH))
                if origin is not None:
                    fired.append(origin)
                    fired_by.append(seat)
            state.apply_action(action)
            round_ends.after(state)
        state.event_listener = None
        record = record_of(
            state,
            game.index,
            fired,
            fired_by,
            recorder.luck,
            round_ends.finish(state),
            game.opponents,
        )
        kept = kept_game(state, game.bots) if keep else None
        del state, bots
    finally:
        if collecting:
            gc.enable()
    return record, kept


def standard_game(
    game_map: GameMap,
    index: int,
    seed: int,
    bot: str,
    catalog: Catalog | None = None,
    design: str = "independent",
    config: GameConfig | None = None,
    barred: tuple[frozenset[str], ...] = (),
) -> BatchGame:
    """Game ``index`` of a standard batch of ``design`` seeded ``seed`` as dealt: ``bot``
    bots in every seat, the factions of :func:`~engine.selfplay.deals.lineup`; ``config``
    gives the other options (pilots, the achievements board), the factions its own."""
    factions = tuple(f.id for f in (catalog or standin_catalog()).factions)
    players = game_map.players
    options = config or GameConfig()
    return dealt_game(
        index,
        players,
        factions,
        seed,
        design,
        options,
        mode_tag(options.game_mode),
        (bot,) * players,
        barred,
    )


def batch_game(
    game_map: GameMap,
    index: int,
    seed: int,
    catalog: Catalog | None = None,
    design: str = "independent",
    config: GameConfig | None = None,
) -> GameState:
    """Game ``index`` of a standard batch (:func:`standard_game`), set up and not yet
    played."""
    return new_batch_state(
        game_map, standard_game(game_map, index, seed, "random", catalog, design, config), catalog
    )


def play_game(
    game_map: GameMap,
    index: int,
    seed: int,
    bot: str,
    catalog: Catalog | None = None,
    design: str = "independent",
    config: GameConfig | None = None,
    barred: tuple[frozenset[str], ...] = (),
    seat_bots: tuple[str, ...] | None = None,
) -> GameRecord:
    """Game ``index`` of a standard batch (:func:`standard_game`) played to its end by
    :func:`play_batch_game`, with bots of kind ``seat_bots[s]`` at each seat ``s`` when
    given."""
    game = standard_game(game_map, index, seed, bot, catalog, design, config, barred)
    if seat_bots is not None:
        game = replace(game, bots=seat_bots)
    return play_batch_game(game_map, game, catalog)[0]
