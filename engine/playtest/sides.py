"""The sides of a batch — seats, teams or the player's starts — and the verdict on them.

Every mode of batch self-play (:mod:`engine.playtest.modes`) names its *sides*: the
seats of a standard game or of shifting alliances, the teams of a 2v2 game, the
player's starts in a solo game. Each unit of a batch (a deal, or a game) gives every
side a share of its wins (the shares add up to 1) and each side's luck
(:class:`~engine.playtest.stats.Unit`); :func:`judge` turns the units into each
side's estimate and the verdict, the same way in every mode. It is the one place
the verdict is computed, for the final result as for a batch that stops at its
verdict.

>>> units = [Unit((1.0, 0.0), ((0.5,), (-0.5,))), Unit((0.5, 0.5), ((0.0,), (0.0,)))]
>>> j = judge(units, ("1F", "9F"), 0.05, noun="start")
>>> j.verdict, j.text.startswith("not yet clear"), len(j.estimates)
('unclear', True, 2)
>>> side_unit([((1.0, 0.0), ((2.0,), (0.0,))), ((0.0, 1.0), ((0.0,), (0.0,)))])
Unit(shares=(0.5, 0.5), luck=((1.0,), (-1.0,)))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, Sequence, cast

from engine.hexes import Hex
from engine.playtest.luck import relative_luck
from engine.playtest.stats import SeatEstimate, Unit, estimate, verdict

GameShares = tuple[tuple[float, ...], tuple[tuple[float, ...], ...]]
"""One game seen by the sides: each side's win share, and each side's luck by kind."""


@dataclass(frozen=True)
class Side:
    """One side of a batch: its label (``1F``, ``1B+9J``) and the seats it holds."""

    label: str
    seats: tuple[int, ...]


@dataclass(frozen=True)
class Judgement:
    """The verdict on a batch's units and each side's estimate."""

    verdict: str
    """``fair``, ``edge`` or ``unclear``."""
    text: str
    estimates: tuple[SeatEstimate, ...]


def judge(units: Sequence[Unit], labels: Sequence[str | Hex], margin: float, *,
          sequential: bool = False, horizon: int = 100, noun: str = "seat") -> Judgement:
    """Each side's estimate over ``units`` and the verdict at ``margin``
    (:func:`engine.playtest.stats.estimate` and :func:`engine.playtest.stats.verdict`);
    ``noun`` names a side in the verdict's sentence (``seat``, ``team``, ``start``)."""
    estimates = estimate(units, sequential=sequential, horizon=horizon)
    called, text = verdict(estimates, cast(Sequence[Hex], labels), margin)
    if noun != "seat":
        text = text.replace("seat ", f"{noun} ", 1)
    return Judgement(called, text, estimates)


def side_unit(games: Sequence[GameShares]) -> Unit:
    """The unit of a few games seen by the sides: the mean of each side's share, and of
    each side's luck relative to the other sides' (:func:`~engine.playtest.luck.relative_luck`)."""
    sides = len(games[0][0])
    kinds = len(games[0][1][0]) if games[0][1] else 0
    shares = [0.0] * sides
    luck = [[0.0] * kinds for _ in range(sides)]
    for game_shares, game_luck in games:
        for s in range(sides):
            shares[s] += game_shares[s]
        for kind in range(kinds):
            rel = relative_luck([game_luck[s][kind] for s in range(sides)])
            for s in range(sides):
                luck[s][kind] += rel[s]
    n = len(games)
    return Unit(tuple(x / n for x in shares), tuple(tuple(x / n for x in row) for row in luck))


def summed_luck(luck: Sequence[Sequence[float]], seats: Sequence[int]
                ) -> tuple[float, ...]:
    """The luck of a side holding ``seats``: its seats' luck added up, by kind."""
    if not luck:
        return ()
    return tuple(sum(luck[q][k] for q in seats) for k in range(len(luck[0])))


def _r(x: float) -> float:
    return round(x, 4)


def edge_json(rate: float, fair: float, estimate_: SeatEstimate | None) -> dict[str, Any]:
    """A side's edge and luck-adjusted rate as every mode's JSON gives them (the fields
    of a standard batch's seats)."""
    lo, hi = estimate_.edge_interval if estimate_ else (0.0, 0.0)
    adj = estimate_.adjusted if estimate_ else 0.0
    alo, ahi = estimate_.adjusted_interval if estimate_ else (0.0, 1.0)
    return {"edge": _r(rate - fair), "edge_ci95": [_r(lo), _r(hi)],
            "adjusted_win_rate": _r(adj), "adjusted_ci95": [_r(alo), _r(ahi)]}


@dataclass(frozen=True)
class BatchFacts:
    """What every mode's result says about how its batch was run and judged."""

    seed: int
    bot: str
    requested: int
    """Games asked for."""
    cancelled: bool = False
    design: str = "independent"
    margin: float = 0.05
    sequential: bool = False
    """Whether the batch stops at its verdict (intervals are confidence sequences)."""
    horizon: int = 100
    stopped_early: bool = False

    def verdict_json(self, units: int, judgement: Judgement) -> dict[str, Any]:
        """The fields every mode's JSON has about the design and the verdict."""
        return {"design": self.design, "deals": units, "margin": _r(self.margin),
                "interval": "confidence sequence" if self.sequential else "fixed",
                "verdict": judgement.verdict, "verdict_text": judgement.text,
                "stopped_early": self.stopped_early}


class BatchResult(Protocol):
    """What the result of every mode has (:class:`~engine.playtest.result.PlaytestResult`,
    :class:`~engine.playtest.teams.TeamResult`, :class:`~engine.playtest.solo.SoloResult`):
    the games, the design, the units, the verdict, and a JSON object whose verdict fields
    (:meth:`BatchFacts.verdict_json`) and per-side edges (:func:`edge_json`) are the same in
    every mode, the sides being listed as ``seats``, ``teams`` or ``starts``."""

    @property
    def games(self) -> int: ...

    @property
    def cancelled(self) -> bool: ...

    @property
    def design(self) -> str: ...

    @property
    def deals(self) -> int: ...

    @property
    def verdict(self) -> str: ...

    @property
    def verdict_text(self) -> str: ...

    @property
    def stopped_early(self) -> bool: ...

    def to_json(self) -> dict[str, Any]: ...
