"""One game of a batch: its seed, who sits where, and what the statistics keep of it.

Factions rotate between games (:func:`lineup`): game ``i`` is rotation
``i % players`` of the window of factions ``i // players``, so in every block of
``factions × players`` games each seat plays each faction equally often, and each
pairing from both sides, and a strong faction does not make a seat look strong.

A batch has one of two designs (:data:`DESIGNS`):

* ``duplicate`` (the default), as in duplicate bridge: the games of one window —
  its ``players`` rotations — form a *deal*. The deal has one seed
  (:func:`deal_seed`), and each faction of the window has its own stream of dice
  and card draws in it (:func:`stream_seed`), which follows the faction from seat
  to seat (:class:`~engine.game.dice.StreamDice`): every seat gets the same luck
  once per deal, and the deal is the unit of the statistics.
* ``independent``: game ``i`` has its own seed (:func:`game_seed`) and one stream of
  dice for everything; the game is the unit.

Either way any game can be played again alone, by any process, with the same
result.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> m = load_map(builtin_map_path("final-stand"))
>>> [lineup(i, 2, ("a", "b", "c")) for i in range(4)]
[('a', 'b'), ('b', 'a'), ('b', 'c'), ('c', 'b')]
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
import hashlib
from dataclasses import dataclass, replace

from engine.bots.restriction import make_restricted_bot
from engine.game import Fire, GameConfig, new_game
from engine.game.catalog import SUPPORT_CLASSES, Catalog, UnitClass
from engine.game.catalog_file import standin_catalog
from engine.game.dice import StreamDice
from engine.game.board_events import Demolished
from engine.game.combat_events import UnitDestroyed
from engine.game.observation import observe
from engine.game.sandbox.replays import first_blood_by
from engine.game.state import GameState
from engine.geometry.hexes import Hex
from engine.mapmodel.model import GameMap
from engine.playtest.aivat import AivatRecorder
from engine.playtest.kept_games import keep_finished
from engine.playtest.luck import seat_luck
from engine.playtest.seat_play import SeatPlay, count_seat_play, destroyed_seats
from engine.playtest.win_curve import RoundEnds

DESIGNS = ("duplicate", "independent")
"""How a batch's games share their seeds (see the module's description)."""
DEFAULT_DESIGN = "duplicate"

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
    deal: int = 0
    """The deal the game belongs to (``index // players``)."""
    rotation: int = 0
    """Which rotation of the deal's factions over the seats it is (``index % players``)."""
    luck: tuple[tuple[float, ...], ...] = ()
    """Each seat's luck by kind (:data:`engine.playtest.luck.KINDS`: the event log's,
    :func:`~engine.playtest.luck.seat_luck`, then the model's, :mod:`engine.playtest.aivat`)."""
    play: tuple[SeatPlay, ...] = ()
    """What each seat did and suffered (:mod:`engine.playtest.seat_play`); empty in a
    record read from a results file written before it was kept."""
    fired_by: tuple[int, ...] = ()
    """The seat of each attack of :attr:`fired_from` (same order)."""
    destroyed_seats: tuple[int, ...] = ()
    """The seat of each unit of :attr:`destroyed_at` (same order)."""
    round_chances: tuple[tuple[float, ...], ...] = ()
    """Each seat's chance to win by the win model at the end of each round
    (:mod:`engine.playtest.win_curve`); empty in a record read from a results file."""


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a batch seeded ``seed`` (stable across runs and
    machines).

    >>> game_seed(1, 0) == game_seed(1, 0) != game_seed(1, 1)
    True
    """
    digest = hashlib.sha256(f"gkr-playtest/{seed}/{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def deal_seed(seed: int, deal: int) -> int:
    """The seed of deal ``deal`` of a duplicate batch seeded ``seed``."""
    digest = hashlib.sha256(f"gkr-deal/{seed}/{deal}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def stream_seed(seed: int, deal: int, slot: int) -> int:
    """The seed of the dice and draws of the faction in place ``slot`` of the window of
    deal ``deal`` (the same whatever seat it sits at)."""
    digest = hashlib.sha256(f"gkr-deal/{seed}/{deal}/{slot}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def lineup(index: int, players: int, factions: tuple[str, ...]) -> tuple[str, ...]:
    """The faction at each seat in game ``index``: a window of ``players`` factions that
    moves on every ``players`` games, turned one seat further each game."""
    block, turn = divmod(index, players)
    window = [factions[(block + k) % len(factions)] for k in range(players)]
    return tuple(window[(s + turn) % players] for s in range(players))


def batch_game(game_map: GameMap, index: int, seed: int, catalog: Catalog | None = None,
               design: str = "independent", config: GameConfig | None = None) -> GameState:
    """Game ``index`` of a batch of ``design`` seeded ``seed``, set up and not yet played:
    its factions from :func:`lineup`, its seed and dice as the design says; ``config``
    gives the other options (pilots, the achievements board), the factions its own."""
    catalog = catalog or standin_catalog()
    players = game_map.players
    factions = lineup(index, players, tuple(f.id for f in catalog.factions))
    deal, turn = divmod(index, players)
    dice: StreamDice | None = None
    if design == "duplicate":
        gseed = deal_seed(seed, deal)
        dice = StreamDice(gseed, tuple(stream_seed(seed, deal, (s + turn) % players)
                                       for s in range(players)))
    else:
        gseed = game_seed(seed, index)
    options = GameConfig(factions=factions) if config is None else replace(config,
                                                                           factions=factions)
    return new_game(game_map, gseed, catalog=catalog, config=options, dice=dice)


def play_game(game_map: GameMap, index: int, seed: int, bot: str,
              catalog: Catalog | None = None, design: str = "independent",
              config: GameConfig | None = None,
              barred: tuple[frozenset[str], ...] = (),
              seat_bots: tuple[str, ...] | None = None) -> GameRecord:
    """Play game ``index`` of a batch of ``design`` to its end with bots of kind ``bot``
    in every seat, or of kind ``seat_bots[s]`` at each seat ``s`` (``config``: the options
    of :func:`batch_game`); ``barred``: per seat, the parts of the game it is barred from
    (:mod:`engine.bots.restriction`; none when the tuple is shorter)."""
    state = batch_game(game_map, index, seed, catalog, design, config)
    assert state.seed is not None
    factions = tuple(p.faction.id for p in state.players)
    kinds = seat_bots or (bot,) * game_map.players
    bots = [make_restricted_bot(kinds[s], s, state.seed,
                                barred[s] if s < len(barred) else frozenset())
            for s in range(game_map.players)]
    fired: list[Hex] = []
    fired_by: list[int] = []
    recorder = AivatRecorder(game_map.players)
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
                origin = state.players[seat].units.get(
                    _SUPPORT.get(action.source, UnitClass.HH))
                if origin is not None:
                    fired.append(origin)
                    fired_by.append(seat)
            state.apply_action(action)
            round_ends.after(state)
        state.event_listener = None
        record = replace(_record(state, index, factions, fired, fired_by, recorder.luck),
                         round_chances=round_ends.finish(state))
        keep_finished(state, kinds)
        del state, bots
    finally:
        if collecting:
            gc.enable()
    return record


def _record(state: GameState, index: int, factions: tuple[str, ...], fired: list[Hex],
            fired_by: list[int], model_luck: list[float]) -> GameRecord:
    assert state.result is not None
    first_demolition = None
    first_blood = first_blood_by(state.events)
    destroyed = []
    for e in state.events:
        if isinstance(e, Demolished) and first_demolition is None:
            first_demolition = e.player
        elif isinstance(e, UnitDestroyed):
            destroyed.append(e.hex)
    players = len(factions)
    luck = tuple(row + (model_luck[s],) for s, row in enumerate(
        seat_luck(state.events, [state.players[s].faction for s in range(players)], players)))
    return GameRecord(index, factions, state.result.winners, state.result.win_type,
                      state.round, first_blood, first_demolition, tuple(fired),
                      tuple(destroyed), index // players, index % players, luck,
                      count_seat_play(state.events, players), tuple(fired_by),
                      destroyed_seats(state.events))
