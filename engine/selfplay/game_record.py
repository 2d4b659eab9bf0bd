"""What a batch keeps of one game, in every mode: one :class:`GameRecord`, assembled in
one pass over the game's events (:class:`EventReading`), and, when the batch keeps its
games, the game itself (:class:`KeptGame`: its settings, dice and actions).

>>> from engine.game.board_events import Demolished
>>> from engine.game.combat_events import UnitDestroyed
>>> from engine.geometry.hexes import Hex
>>> reading = EventReading([], 2)
>>> for e in (Demolished(1, Hex.parse("5F"), 1), UnitDestroyed(0, "HH", Hex.parse("4E"))):
...     reading.see(e)
>>> reading.first_demolition, reading.destroyed_at, reading.destroyed_seats
(1, [Hex('4E')], [0])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from engine.game.board_events import Demolished
from engine.game.catalog import Faction
from engine.game.combat_events import UnitDestroyed
from engine.game.events import Event
from engine.game.option_events import PicksRevealed
from engine.game.sandbox.replays import FirstBlood
from engine.game.sandbox.settings import dice_seeds
from engine.game.state import GameConfig, GameResult, GameState
from engine.geometry.hexes import Hex
from engine.selfplay.luck import EVENT_KINDS, LuckTally
from engine.selfplay.seat_play import PlayTally, SeatPlay


@dataclass(frozen=True)
class GameRecord:
    """What a batch keeps of one game (every mode)."""

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
    """Each seat's luck by kind (:data:`engine.selfplay.luck.KINDS`: the event log's,
    :func:`~engine.selfplay.luck.seat_luck`, then the model's, :mod:`engine.selfplay.aivat`)."""
    play: tuple[SeatPlay, ...] = ()
    """What each seat did and suffered (:mod:`engine.selfplay.seat_play`); empty in a
    record read from a results file written before it was kept."""
    fired_by: tuple[int, ...] = ()
    """The seat of each attack of :attr:`fired_from` (same order)."""
    destroyed_seats: tuple[int, ...] = ()
    """The seat of each unit of :attr:`destroyed_at` (same order)."""
    round_chances: tuple[tuple[float, ...], ...] = ()
    """Each seat's chance to win by the win model at the end of each round
    (:mod:`engine.selfplay.win_curve`); empty in a record read from a results file."""
    alliances: int = 0
    """Alliances formed in the game (shifting alliances; 0 in the other modes)."""
    opponents: int = 0
    """A solo game's number of opponents (0 in the other modes)."""


@dataclass(frozen=True)
class KeptGame:
    """What a worker sends back of a game to keep: small, no map and no catalog."""

    config: GameConfig
    dice: dict[str, Any]
    actions: tuple[str, ...]
    result: GameResult | None
    rounds: int
    bots: tuple[str | None, ...]


def kept_game(state: GameState, bots: tuple[str | None, ...]) -> KeptGame:
    """A finished game of a batch, to keep (``gkr-map playtest --save-games``)."""
    return KeptGame(
        state.config,
        dice_seeds(state.dice),
        tuple(str(a) for a in state.history),
        state.result,
        state.round,
        bots,
    )


class EventReading:
    """Everything a record takes from a game's event log, read one event at a time: first
    blood, the first demolition, where and whose units were destroyed, each seat's event
    luck (:class:`~engine.selfplay.luck.LuckTally`) and play
    (:class:`~engine.selfplay.seat_play.PlayTally`), the alliances formed."""

    def __init__(self, factions: Sequence[Faction], players: int) -> None:
        self.first_blood = FirstBlood()
        self.first_demolition: int | None = None
        self.destroyed_at: list[Hex] = []
        self.destroyed_seats: list[int] = []
        self.alliances = 0
        self.luck = LuckTally(factions, players)
        self.play = PlayTally(players)

    def see(self, e: Event) -> None:
        """Read the game's next event."""
        self.first_blood.see((e,))
        self.luck.see(e)
        self.play.see(e)
        if isinstance(e, Demolished):
            if self.first_demolition is None:
                self.first_demolition = e.player
        elif isinstance(e, UnitDestroyed):
            self.destroyed_at.append(e.hex)
            self.destroyed_seats.append(e.player)
        elif isinstance(e, PicksRevealed):
            self.alliances += len(e.alliances)

    def read(self, events: Iterable[Event]) -> EventReading:
        """Read ``events`` (the next ones, in order); the reading itself."""
        for e in events:
            self.see(e)
        return self


def record_of(
    state: GameState,
    index: int,
    fired: Sequence[Hex],
    fired_by: Sequence[int],
    model_luck: Sequence[float],
    round_chances: tuple[tuple[float, ...], ...],
    opponents: int = 0,
) -> GameRecord:
    """The record of ``state``'s finished game, filed as game ``index``: its events read
    once, with what was seen as it was played (where each attack came from and whose it
    was, each seat's AIVAT luck, the win model's chances at each round's end)."""
    assert state.result is not None
    players = len(state.players)
    factions = tuple(p.faction.id for p in state.players)
    reading = EventReading([p.faction for p in state.players], players).read(state.events)
    luck = tuple(row + (model_luck[s],) for s, row in enumerate(reading.luck.rows()))
    return GameRecord(
        index,
        factions,
        state.result.winners,
        state.result.win_type,
        state.round,
        reading.first_blood.seat,
        reading.first_demolition,
        tuple(fired),
        tuple(reading.destroyed_at),
        index // players,
        index % players,
        luck,
        reading.play.play(),
        tuple(fired_by),
        tuple(reading.destroyed_seats),
        round_chances,
        reading.alliances,
        opponents,
    )


def event_luck(record: GameRecord) -> tuple[tuple[float, ...], ...]:
    """Each seat's luck of the event log's kinds (:data:`~engine.selfplay.luck.EVENT_KINDS`)
    in ``record``: what the team and solo verdicts weigh (their records keep the win
    model's AIVAT luck too)."""
    return tuple(row[: len(EVENT_KINDS)] for row in record.luck)
