"""The sides of a batch — seats, teams or the player's starts — and the verdict on them.

Every mode of batch self-play (:mod:`engine.playtest.modes`) names its *sides*: the
seats of a standard game or of shifting alliances, the teams of a 2v2 game, the
player's starts in a solo game. Each unit of a batch (a deal, or a game) gives every
side a share of its wins (the shares add up to 1) and each side's luck
(:class:`~engine.verdicts.stats.Unit`); :func:`judge_sides` turns the units into each
side's estimate and the verdict, the same way in every mode: it is
:func:`engine.verdicts.sequential.judge` — the one way a batch is judged — on the mode's
sides, for the final result as for a batch that stops at its verdict.

>>> units = [Unit((1.0, 0.0), ((0.5,), (-0.5,))), Unit((0.5, 0.5), ((0.0,), (0.0,)))]
>>> j = judge_sides(units, ("1F", "9F"), VerdictTest.at(0.05), noun="start")
>>> j.verdict, len(j.estimates)
('unclear', 2)
>>> side_unit([((1.0, 0.0), ((2.0,), (0.0,))), ((0.0, 1.0), ((0.0,), (0.0,)))])
Unit(shares=(0.5, 0.5), luck=((1.0,), (-1.0,)))
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, Sequence, cast

from engine.core.messages import _
from engine.geometry.hexes import Hex
from engine.selfplay.games import DEFAULT_DESIGN
from engine.selfplay.luck import relative_luck
from engine.verdicts.running_test import RunningTest
from engine.verdicts.sequential import Verdict, VerdictTest, judge
from engine.verdicts.stats import WORDS_NONE, SeatEstimate, Unit

GameShares = tuple[tuple[float, ...], tuple[tuple[float, ...], ...]]
"""One game seen by the sides: each side's win share, and each side's luck by kind."""


@dataclass(frozen=True)
class Side:
    """One side of a batch: its label (``1F``, ``1B+9J``) and the seats it holds."""

    label: str
    seats: tuple[int, ...]


Judgement = Verdict
"""The verdict on a batch's units and each side's estimate
(:class:`engine.verdicts.sequential.Verdict`)."""


def no_verdict(test: VerdictTest | None = None) -> Verdict:
    """The verdict of a batch with no games yet."""
    return Verdict("unclear", _(WORDS_NONE), (), test or VerdictTest())


def judge_sides(
    units: Sequence[Unit],
    labels: Sequence[str | Hex],
    test: VerdictTest,
    *,
    sequential: bool = False,
    horizon: int = 100,
    unit: str = "deal",
    final: bool = False,
    cancelled: bool = False,
    games: int = 0,
    noun: str = "seat",
    running: RunningTest | None = None,
) -> Verdict:
    """Each side's estimate over ``units`` and the verdict by ``test``
    (:func:`engine.verdicts.sequential.judge`, its other options); ``noun`` names a side
    in the verdict's sentence (``seat``, ``team``, ``start``); ``running``: the test's sums
    kept unit by unit over these ``units``, which decide a sequential batch alone."""
    decided = running.decide(test) if running is not None and sequential and units else None
    return judge(
        units,
        cast(Sequence[Hex], labels),
        test,
        sequential=sequential,
        horizon=horizon,
        unit=unit,
        final=final,
        cancelled=cancelled,
        games=games,
        decided=decided,
        noun=noun,
    )


def side_unit(games: Sequence[GameShares]) -> Unit:
    """The unit of a few games seen by the sides: the mean of each side's share, and of
    each side's luck relative to the other sides' (:func:`~engine.selfplay.luck.relative_luck`)."""
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


def summed_luck(luck: Sequence[Sequence[float]], seats: Sequence[int]) -> tuple[float, ...]:
    """The luck of a side holding ``seats``: its seats' luck added up, by kind."""
    if not luck:
        return ()
    return tuple(sum(luck[q][k] for q in seats) for k in range(len(luck[0])))


def _r(x: float) -> float:
    return round(x, 4)


def verdict_sentence_json(judgement: Verdict) -> dict[str, Any]:
    """The verdict as people are shown it (the edge named one way) and what to do next:
    the fields every mode's JSON adds after ``verdict_text``."""
    return {
        "verdict_sentence": judgement.text,
        "next_step": judgement.next_step,
        "next_action": judgement.action,
    }


def edge_json(rate: float, fair: float, estimate_: SeatEstimate | None) -> dict[str, Any]:
    """A side's edge and luck-adjusted rate as every mode's JSON gives them (the fields
    of a standard batch's seats)."""
    lo, hi = estimate_.edge_interval if estimate_ else (0.0, 0.0)
    adj = estimate_.adjusted if estimate_ else 0.0
    alo, ahi = estimate_.adjusted_interval if estimate_ else (0.0, 1.0)
    return {
        "edge": _r(rate - fair),
        "edge_ci95": [_r(lo), _r(hi)],
        "adjusted_win_rate": _r(adj),
        "adjusted_ci95": [_r(alo), _r(ahi)],
    }


@dataclass(frozen=True)
class BatchFacts:
    """What every mode's result says about how its batch was run and judged."""

    seed: int
    bot: str
    requested: int
    """Games asked for."""
    cancelled: bool = False
    design: str = "independent"
    test: VerdictTest = field(default_factory=VerdictTest)
    """The verdict's test: its margins (E, F) and error rates."""
    sequential: bool = False
    """Whether the batch stops at its verdict (intervals are confidence sequences)."""
    horizon: int = 100
    stopped_early: bool = False
    final: bool = False
    """Whether the batch has ended (its cap reached unless cancelled or stopped early)."""

    @property
    def unit(self) -> str:
        return "deal" if self.design == "duplicate" else "game"

    def judge(
        self, units: Sequence[Unit], labels: Sequence[str], games: int, noun: str = "seat"
    ) -> Verdict:
        """The verdict on a mode's ``units`` (:func:`judge_sides` with this batch's test)."""
        return judge_sides(
            units,
            labels,
            self.test,
            sequential=self.sequential,
            horizon=self.horizon,
            unit=self.unit,
            final=self.final,
            cancelled=self.cancelled,
            games=games,
            noun=noun,
        )

    def verdict_json(self, units: int, judgement: Verdict, labels: Sequence[str]) -> dict[str, Any]:
        """The fields every mode's JSON has about the design and the verdict (and the
        sequential test's, for a batch that stops at its verdict)."""
        data: dict[str, Any] = {
            "design": self.design,
            "deals": units,
            "margin": _r(self.test.edge_beyond),
            "interval": "confidence sequence" if self.sequential else "fixed",
            "verdict": judgement.verdict,
            "verdict_text": judgement.recorded_text,
            **verdict_sentence_json(judgement),
            "stopped_early": self.stopped_early,
        }
        if self.sequential:
            data["test"] = judgement.test_json(cast(Sequence[Hex], labels), self.requested)
        return data


class JudgedBatch:
    """The verdict's properties of a mode's result (its ``facts`` and ``judgement``
    fields), written once for the modes whose result is not the standard one."""

    facts: BatchFacts | None
    judgement: Judgement

    @property
    def verdict(self) -> str:
        return self.judgement.verdict

    @property
    def verdict_text(self) -> str:
        return self.judgement.text

    @property
    def design(self) -> str:
        return self.facts.design if self.facts else DEFAULT_DESIGN

    @property
    def stopped_early(self) -> bool:
        """Whether the verdict was clear before the games asked for were played."""
        return self.facts.stopped_early if self.facts else False


class BatchResult(Protocol):
    """What the result of every mode has (:class:`~engine.verdicts.result.PlaytestResult`,
    :class:`~engine.playtest.team_batch.TeamResult`, :class:`~engine.playtest.solo_batch.SoloResult`):
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
