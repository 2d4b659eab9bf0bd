"""What the games of a batch show per seat: how it wins, when, where, first blood and
first demolition (:class:`SeatStory`), and one side's figure per game against the
others' with a 95% interval (:func:`compare`), which the explanation
(:mod:`engine.verdicts.explain`) sets against the checks.

A comparison is *paired*: in each game the side's figure less the others' mean, averaged
over the games of a unit (a deal in a duplicate batch, where every seat gets the same
luck; a game otherwise), and the interval is the normal one over the units (mean ±
1.96 standard errors). Figures of the seats' play (:mod:`engine.selfplay.seat_play`)
come from the records that have them (a results file written before they were kept has
none).

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> from engine.selfplay.games import play_game
>>> m = load_map(builtin_map_path("final-stand"))
>>> games = [play_game(m, i, 3, "random", design="duplicate") for i in range(4)]
>>> c = compare(games, (0,), ((1,),), figure("damage_taken"), "duplicate")
>>> c.units, round(c.value - c.others, 9) == round(c.difference, 9)
(2, True)
>>> stories = seat_stories(games, 2)
>>> sum(s.wins for s in stories) == 4, stories[0].first_blood.got + stories[1].first_blood.got <= 4
(True, True)
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Sequence

from engine.geometry.hexes import Hex
from engine.selfplay.games import GameRecord
from engine.selfplay.seat_play import PLAY_FIELDS
from engine.verdicts.stats import Z95

Figure = Callable[[GameRecord, int], float]
"""A seat's figure in one game."""


def figure(name: str) -> Figure:
    """A seat's figure of play (one of :data:`~engine.selfplay.seat_play.PLAY_FIELDS`),
    ``wins`` (its share of the win) or ``demolition_wins`` (its share of a win by
    demolition)."""
    if name == "wins":
        return _win_share
    if name == "demolition_wins":
        return _demolition_win
    if name not in PLAY_FIELDS:
        raise ValueError(f"no figure {name!r}")
    return lambda g, seat: float(getattr(g.play[seat], name))


def _win_share(g: GameRecord, seat: int) -> float:
    return 1 / len(g.winners) if seat in g.winners else 0.0


def _demolition_win(g: GameRecord, seat: int) -> float:
    return _win_share(g, seat) if g.win_type == "demolition" else 0.0


def needs_play(name: str) -> bool:
    """Whether a figure is read from the seats' play (not every record has it)."""
    return name in PLAY_FIELDS


@dataclass(frozen=True)
class Comparison:
    """One side's figure per game against the others' mean, paired within units."""

    value: float
    """The side's mean per game."""
    others: float
    """The other sides' mean per game (each side's, averaged)."""
    difference: float
    """The mean of the paired differences (value less others)."""
    interval: tuple[float, float] | None
    """Its 95% interval; ``None`` with fewer than two units."""
    units: int

    def to_json(self) -> dict[str, object]:
        return {
            "value": _r(self.value),
            "others": _r(self.others),
            "difference": _r(self.difference),
            "ci95": None if self.interval is None else [_r(x) for x in self.interval],
            "units": self.units,
        }


def compare(
    records: Sequence[GameRecord],
    side: Sequence[int],
    others: Sequence[Sequence[int]],
    score: Figure,
    design: str,
) -> Comparison:
    """``side``'s figure (summed over its seats) against the mean of ``others``' (each
    summed over its seats), per game, over the units of ``design``."""
    tally = PairTally(side, others, score, design)
    for g in records:
        tally.add(g)
    return tally.result()


class PairTally:
    """The running sums of :func:`compare`, one game at a time: the same games added in the
    same order give the same :class:`Comparison` however often it is asked for."""

    def __init__(
        self, side: Sequence[int], others: Sequence[Sequence[int]], score: Figure, design: str
    ) -> None:
        self.side = tuple(side)
        self.others = tuple(tuple(o) for o in others)
        self.score = score
        self.duplicate = design == "duplicate"
        self.units: dict[int, list[float]] = {}
        """Unit → [the side's sum, the others' mean summed, games]."""

    def add(self, g: GameRecord) -> None:
        mine = 0.0
        for s in self.side:
            mine += self.score(g, s)
        theirs = 0.0
        for o in self.others:
            for s in o:
                theirs += self.score(g, s)
        sums = self.units.setdefault(g.deal if self.duplicate else g.index, [0.0, 0.0, 0])
        sums[0] += mine
        sums[1] += theirs / len(self.others)
        sums[2] += 1

    def result(self) -> Comparison:
        if not self.units:
            return Comparison(0.0, 0.0, 0.0, None, 0)
        sums = list(self.units.values())
        games = sum(u[2] for u in sums)
        diffs = [(u[0] - u[1]) / u[2] for u in sums]
        mean = statistics.fmean(diffs)
        interval = None
        if len(diffs) >= 2:
            half = Z95 * statistics.stdev(diffs) / math.sqrt(len(diffs))
            interval = (mean - half, mean + half)
        return Comparison(
            math.fsum(u[0] for u in sums) / games,
            math.fsum(u[1] for u in sums) / games,
            mean,
            interval,
            len(diffs),
        )


@dataclass(frozen=True)
class FirstEvent:
    """How often a seat was first to something (first blood, first demolition) and how
    many of those games it won."""

    got: int = 0
    won: float = 0.0

    @property
    def won_rate(self) -> float:
        return self.won / self.got if self.got else 0.0

    def to_json(self) -> dict[str, object]:
        return {"games": self.got, "won": _r(self.won), "won_rate": _r(self.won_rate)}


@dataclass(frozen=True)
class SeatStory:
    """What the games show of one seat: how it wins, when, where, who strikes first."""

    seat: int
    games: int
    wins: float
    win_types: dict[str, float]
    """Its wins by the way the game ended."""
    win_round: float | None
    """The mean round its wins came at (``None`` without a win)."""
    fired_from: dict[Hex, int]
    """Where its units fired from (hex → attacks)."""
    lost_at: dict[Hex, int]
    """Where its units were destroyed (hex → units)."""
    first_blood: FirstEvent
    first_demolition: FirstEvent
    per_game: dict[str, float] = field(default_factory=dict)
    """Its mean per game of each figure of play (over the games that recorded it)."""

    def to_json(self) -> dict[str, object]:
        return {
            "seat": self.seat,
            "wins": _r(self.wins),
            "win_types": {k: _r(v) for k, v in self.win_types.items()},
            "win_round": None if self.win_round is None else _r(self.win_round),
            "first_blood": self.first_blood.to_json(),
            "first_demolition": self.first_demolition.to_json(),
            "per_game": {k: _r(v) for k, v in self.per_game.items()},
            "heatmaps": {"fired_from": _labels(self.fired_from), "lost_at": _labels(self.lost_at)},
        }


def seat_stories(records: Sequence[GameRecord], players: int) -> tuple[SeatStory, ...]:
    """Each seat's :class:`SeatStory` over ``records``."""
    tally = StoryTally(players)
    for g in records:
        tally.add(g)
    return tally.result()


class StoryTally:
    """The running counts of :func:`seat_stories`, one game at a time."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.games = 0
        self.wins = [0.0] * players
        self.types: list[dict[str, float]] = [{} for _ in range(players)]
        self.rounds = [0.0] * players
        self.fired: list[Counter[Hex]] = [Counter() for _ in range(players)]
        self.lost: list[Counter[Hex]] = [Counter() for _ in range(players)]
        self.blood_got, self.blood_won = [0] * players, [0.0] * players
        self.demolition_got, self.demolition_won = [0] * players, [0.0] * players
        self.totals = [[0] * len(PLAY_FIELDS) for _ in range(players)]
        self.played = 0
        """Games that recorded the seats' play."""

    def add(self, g: GameRecord) -> None:
        self.games += 1
        share = 1 / len(g.winners) if g.winners else 0.0
        for w in g.winners:
            self.wins[w] += share
            self.types[w][g.win_type] = self.types[w].get(g.win_type, 0.0) + share
            self.rounds[w] += share * g.rounds
        for first, got, won in (
            (g.first_blood, self.blood_got, self.blood_won),
            (g.first_demolition, self.demolition_got, self.demolition_won),
        ):
            if first is not None:
                got[first] += 1
                won[first] += share if first in g.winners else 0.0
        if g.play:
            self.played += 1
            for s, p in enumerate(g.play):
                self.totals[s] = [t + x for t, x in zip(self.totals[s], p.as_row())]
            for h, s in zip(g.fired_from, g.fired_by):
                self.fired[s][h] += 1
            for h, s in zip(g.destroyed_at, g.destroyed_seats):
                self.lost[s][h] += 1

    def result(self) -> tuple[SeatStory, ...]:
        played = self.played
        return tuple(
            SeatStory(
                s,
                self.games,
                self.wins[s],
                dict(self.types[s]),
                self.rounds[s] / self.wins[s] if self.wins[s] else None,
                dict(self.fired[s]),
                dict(self.lost[s]),
                FirstEvent(self.blood_got[s], self.blood_won[s]),
                FirstEvent(self.demolition_got[s], self.demolition_won[s]),
                {name: self.totals[s][k] / played for k, name in enumerate(PLAY_FIELDS)}
                if played
                else {},
            )
            for s in range(self.players)
        )


def hotspots(counts: dict[Hex, int], top: int = 3) -> list[tuple[Hex, int]]:
    """The ``top`` hexes with the highest counts (ties in reading order)."""
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:top]


def _r(x: float) -> float:
    return round(x, 4)


def _labels(counts: dict[Hex, int]) -> dict[str, int]:
    return {str(h): counts[h] for h in sorted(counts)}
