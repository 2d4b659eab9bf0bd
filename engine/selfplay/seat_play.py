"""What each seat did in one game, counted from its event log: the figures the balance
explanation (:mod:`engine.verdicts.explain`) sets against the checks.

Per seat (:class:`SeatPlay`): how often its units were fired at, the hit points they
lost (to attacks, critical hits, fallout: any damage), how many of its units were
destroyed, how many tags it placed and how many buildings it demolished. Counting reads
the events the game logged and nothing else, so a game's record is the same whoever
counts it, and playing is not changed.

>>> from engine.game.board_events import Demolished, Tagged
>>> from engine.game.combat_events import HitPointsLost, Shot, UnitDestroyed
>>> from engine.geometry.hexes import Direction, Hex
>>> h = Hex.parse("5F")
>>> log = [Shot(0, "HH", 1, "HH", h, 7, ()), HitPointsLost(1, "HH", 2, 4),
...        Tagged(0, "HH", h, list(Direction)[0], None, 1), Demolished(0, h, 1),
...        UnitDestroyed(1, "HH", h)]
>>> [p.as_row() for p in count_seat_play(log, 2)]
[(0, 0, 0, 1, 1), (1, 2, 1, 0, 0)]
>>> destroyed_seats(log)
(1,)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from engine.core.pickling import pickle_by_fields
from engine.game.board_events import Demolished, Tagged
from engine.game.combat_events import HitPointsLost, Shot, UnitDestroyed
from engine.game.events import Event

PLAY_FIELDS = ("fired_at", "damage_taken", "units_lost", "tags", "demolitions")
"""The figures of :class:`SeatPlay`, in the order of :meth:`SeatPlay.as_row` (and of a
results file's rows)."""


@dataclass(frozen=True)
class SeatPlay:
    """What one seat did and suffered in one game."""

    fired_at: int = 0
    """Attacks aimed at its units."""
    damage_taken: int = 0
    """Hit points its units lost."""
    units_lost: int = 0
    """Its units destroyed (support units and its Heavy Hitter)."""
    tags: int = 0
    """Tags it placed."""
    demolitions: int = 0
    """Buildings it demolished."""

    def as_row(self) -> tuple[int, ...]:
        """The figures in the order of :data:`PLAY_FIELDS`."""
        return (self.fired_at, self.damage_taken, self.units_lost, self.tags, self.demolitions)

    @classmethod
    def from_row(cls, row: Sequence[int]) -> SeatPlay:
        """The figures back from :meth:`as_row`."""
        return cls(*(int(x) for x in row))

    def figure(self, name: str) -> int:
        """One figure by its name in :data:`PLAY_FIELDS`."""
        return self.as_row()[PLAY_FIELDS.index(name)]


pickle_by_fields(SeatPlay)


def count_seat_play(events: Iterable[Event], players: int) -> tuple[SeatPlay, ...]:
    """Each seat's :class:`SeatPlay` in a game's event log."""
    tally = PlayTally(players)
    for e in events:
        tally.see(e)
    return tally.play()


class PlayTally:
    """:func:`count_seat_play` read one event at a time (a game's record reads its events
    once, :mod:`engine.selfplay.game_record`)."""

    def __init__(self, players: int) -> None:
        self.rows = [[0] * len(PLAY_FIELDS) for _ in range(players)]

    def see(self, e: Event) -> None:
        """Count the game's next event."""
        if isinstance(e, Shot):
            self.rows[e.target_player][0] += 1
        elif isinstance(e, HitPointsLost):
            self.rows[e.player][1] += e.lost
        elif isinstance(e, UnitDestroyed):
            self.rows[e.player][2] += 1
        elif isinstance(e, Tagged):
            self.rows[e.player][3] += 1
        elif isinstance(e, Demolished):
            self.rows[e.player][4] += 1

    def play(self) -> tuple[SeatPlay, ...]:
        """Each seat's figures so far."""
        return tuple(SeatPlay.from_row(r) for r in self.rows)


def destroyed_seats(events: Iterable[Event]) -> tuple[int, ...]:
    """The seat of each unit destroyed, in the order of the log (parallel to a record's
    ``destroyed_at``)."""
    return tuple(e.player for e in events if isinstance(e, UnitDestroyed))
