"""One game of a batch: its seed, who sits where, and what the statistics keep of it.

Game ``i`` of a batch with seed ``S`` gets its own seed (:func:`game_seed`), so any
game can be played again alone, by any process, with the same result. Factions
rotate between games (:func:`lineup`): in every block of ``factions × players``
games each seat plays each faction equally often, and each pairing from both
sides, so a strong faction does not make a seat look strong.

>>> from engine.mapfile import load_map
>>> from engine.resources import builtin_map_path
>>> m = load_map(builtin_map_path("final-stand"))
>>> [lineup(i, 2, ("a", "b", "c")) for i in range(4)]
[('a', 'b'), ('b', 'a'), ('b', 'c'), ('c', 'b')]
>>> r = play_game(m, 0, 5, "random")
>>> r.index, r.rounds > 0, r.win_type in ("demolition", "destruction", "score", "round limit")
(0, True, True)
>>> play_game(m, 0, 5, "random") == r
True
"""

from __future__ import annotations

import gc
import hashlib
from dataclasses import dataclass

from engine.bots import make_bot
from engine.game import Fire, GameConfig, new_game
from engine.game.catalog import SUPPORT_CLASSES, Catalog, UnitClass, standin_catalog
from engine.game.events import ArmorSave, DamageDealt, Demolished, Shot, UnitDestroyed
from engine.game.state import GameState
from engine.hexes import Hex
from engine.model import GameMap

_SUPPORT = {c.value: c for c in SUPPORT_CLASSES}


@dataclass(frozen=True)
class GameRecord:
    """What a batch keeps of one game."""

    index: int
    factions: tuple[str, ...]
    """The faction at each seat."""
    winners: tuple[int, ...]
    win_type: str
    rounds: int
    first_blood: int | None
    """The seat whose attack first got damage through to an opposing unit."""
    first_demolition: int | None
    fired_from: tuple[Hex, ...]
    """Where each attack was fired from (one entry per shot)."""
    destroyed_at: tuple[Hex, ...]
    """Where units (support units and Heavy Hitters) were destroyed."""


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a batch seeded ``seed`` (stable across runs and
    machines).

    >>> game_seed(1, 0) == game_seed(1, 0) != game_seed(1, 1)
    True
    """
    digest = hashlib.sha256(f"gkr-playtest/{seed}/{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def lineup(index: int, players: int, factions: tuple[str, ...]) -> tuple[str, ...]:
    """The faction at each seat in game ``index``: a window of ``players`` factions that
    moves on every ``players`` games, turned one seat further each game."""
    block, turn = divmod(index, players)
    window = [factions[(block + k) % len(factions)] for k in range(players)]
    return tuple(window[(s + turn) % players] for s in range(players))


def play_game(game_map: GameMap, index: int, seed: int, bot: str,
              catalog: Catalog | None = None) -> GameRecord:
    """Play game ``index`` of a batch to its end with bots of kind ``bot`` in every seat."""
    catalog = catalog or standin_catalog()
    factions = lineup(index, game_map.players, tuple(f.id for f in catalog.factions))
    gseed = game_seed(seed, index)
    state = new_game(game_map, gseed, catalog=catalog, config=GameConfig(factions=factions))
    bots = [make_bot(bot, s, gseed) for s in range(game_map.players)]
    fired: list[Hex] = []
    # A game makes many short-lived objects and almost no reference cycles: the cyclic
    # collector's passes during play cost time and find nothing, so it waits for the end,
    # and the finished game is let go first (its pass would only walk through it).
    collecting = gc.isenabled()
    gc.disable()
    try:
        while not state.is_terminal():
            seat = state.current_player()
            action = bots[seat].choose(state)
            if isinstance(action, Fire):
                origin = state.players[seat].units.get(
                    _SUPPORT.get(action.source, UnitClass.HH))
                if origin is not None:
                    fired.append(origin)
            state.apply_action(action)
        record = _record(state, index, factions, fired)
        del state, bots
    finally:
        if collecting:
            gc.enable()
    return record


def _record(state: GameState, index: int, factions: tuple[str, ...], fired: list[Hex]
            ) -> GameRecord:
    assert state.result is not None
    first_blood = first_demolition = None
    shooter: int | None = None
    destroyed = []
    for e in state.events:
        if isinstance(e, Shot):
            shooter = e.player
        elif first_blood is None and shooter is not None and (
                (isinstance(e, ArmorSave) and e.damage > 0)
                or (isinstance(e, DamageDealt) and e.damage > 0
                    and e.reason.startswith("critical hit"))):
            first_blood = shooter
        elif isinstance(e, Demolished) and first_demolition is None:
            first_demolition = e.player
        elif isinstance(e, UnitDestroyed):
            destroyed.append(e.hex)
    return GameRecord(index, factions, state.result.winners, state.result.win_type,
                      state.round, first_blood, first_demolition, tuple(fired),
                      tuple(destroyed))
