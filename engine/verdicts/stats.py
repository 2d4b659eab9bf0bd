"""Seat estimates over the units of a batch (deals or games), luck-adjusted, and the verdict.

**Units.** In a duplicate batch the unit is the deal: a seat's result in a deal is its
average win share over the deal's rotations, and the deals are independent of one
another (the games of one deal are not). In an independent batch the unit is the game.
Intervals come from the spread of the units' results (:func:`units_of`).

**Luck adjustment** (control variates). Each unit also carries each seat's luck by
kind (:mod:`engine.selfplay.luck`: the event log's kinds and the win model's AIVAT luck,
:mod:`engine.selfplay.aivat`) relative to the other seats', which has mean zero.
One coefficient per kind, shared by the seats, is fitted by least squares (within
seats), and each seat's adjusted result is its result less the coefficients times its
luck: the same expectation, a smaller spread when luck explains part of who won. The
adjusted rates of a unit still add up to 1. With fewer units than
:data:`MIN_FIT` the adjustment is left out.

**Intervals.** A fixed-size batch gets the usual 95% interval of a mean,
``±1.96·s/√n``. A batch that stops as soon as its verdict is clear looks at its
estimate after every unit, so it uses a confidence *sequence* instead — an interval
that holds at every number of units at once, so looking again and again does not
inflate the error: the asymptotic confidence sequence of Waudby-Smith, Arbour,
Sinha, Kennedy and Ramdas ("Time-uniform central limit theory and asymptotic
confidence sequences", 2021), ``±s·√(2(nρ²+1)/(n²ρ²)·ln(√(nρ²+1)/α))``, with ρ tuned to
be tightest at the batch's expected length (:func:`sequence_half_width`).
Either way the spread ``s`` counts one extra unit of the largest possible variance
(a coin flip's, 1/4), so that a handful of equal deals never gives an interval of
width zero.

**Verdict of a fixed-size batch** at a margin ``m`` (points of win rate): ``fair`` when
every seat's edge (win rate minus the fair share 1/k) lies inside ±m with its interval;
``edge`` when one seat's interval lies wholly beyond the margin (favoured above +m, or
held back below −m); otherwise ``unclear``. The edge is named one way
(:mod:`engine.verdicts.verdict_words`). A batch that stops at its verdict is judged
by the sequential test of :mod:`engine.verdicts.sequential` instead.

>>> half = fixed_half_width([0.5, 0.5, 0.5, 0.5])
>>> round(half, 3)
0.245
>>> round(sequence_half_width(0.2, 100, 100), 4) > round(1.96 * 0.2 / 10, 4)
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

from engine.core.messages import N_, _, ngettext
from engine.core.numbers import format_decimal
from engine.geometry.hexes import Hex
from engine.selfplay.games import GameRecord
from engine.selfplay.luck import relative_luck
from engine.verdicts.verdict_words import (
    edge_phrase,
    fixed_sentence,
    named_seat,
    points,
    points_count,
    signed_decimal,
)

Z95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95% interval."""
ALPHA = 0.05
MIN_FIT = 8
"""Units needed before the luck adjustment is fitted."""
MIN_UNITS_SEQUENTIAL = 20
"""Units a batch that stops at its verdict plays at least."""
PRIOR_VARIANCE = 0.25
"""The variance of the one extra unit counted in every spread (a coin flip's)."""
DEFAULT_MARGIN = 0.05
VERDICTS = ("fair", "edge", "unclear")
WORDS_NONE = N_("no games yet")
"""A verdict's sentence before any game (translated where it is shown, ``_()``)."""


@dataclass(frozen=True)
class Unit:
    """One unit of a batch: each seat's win share and its relative luck by kind."""

    shares: tuple[float, ...]
    luck: tuple[tuple[float, ...], ...]
    """Per seat, per kind of luck: the seat's luck less the average of the others'."""


@dataclass(frozen=True)
class SeatEstimate:
    """A seat's win rate, raw and luck-adjusted, each with its interval."""

    rate: float
    interval: tuple[float, float]
    adjusted: float
    adjusted_interval: tuple[float, float]
    fair: float
    """The fair share, 1/k."""

    @property
    def edge(self) -> float:
        return self.rate - self.fair

    @property
    def edge_interval(self) -> tuple[float, float]:
        return (self.interval[0] - self.fair, self.interval[1] - self.fair)

    @property
    def adjusted_edge(self) -> float:
        return self.adjusted - self.fair

    @property
    def adjusted_edge_interval(self) -> tuple[float, float]:
        return (self.adjusted_interval[0] - self.fair, self.adjusted_interval[1] - self.fair)


def units_of(records: Sequence[GameRecord], players: int, design: str) -> list[Unit]:
    """The units of a batch's games (deals in a duplicate batch, in order; else games)."""
    groups: dict[int, list[GameRecord]] = {}
    for r in records:
        groups.setdefault(r.deal if design == "duplicate" else r.index, []).append(r)
    units = []
    for key in sorted(groups):
        games = groups[key]
        shares = [0.0] * players
        kinds = len(games[0].luck[0]) if games[0].luck else 0
        luck = [[0.0] * kinds for _ in range(players)]
        for g in games:
            for w in g.winners:
                shares[w] += 1 / len(g.winners)
            for kind in range(kinds):
                rel = relative_luck([g.luck[s][kind] for s in range(players)])
                for s in range(players):
                    luck[s][kind] += rel[s]
        n = len(games)
        units.append(
            Unit(tuple(x / n for x in shares), tuple(tuple(x / n for x in row) for row in luck))
        )
    return units


def fixed_half_width(values: Sequence[float]) -> float:
    """Half the 95% interval of the mean of ``values`` (one extra coin-flip unit of
    variance counted)."""
    return Z95 * _spread(values) / math.sqrt(len(values))


def sequence_half_width(spread: float, n: int, horizon: int, alpha: float = ALPHA) -> float:
    """Half the width of the asymptotic confidence sequence after ``n`` units with this
    spread (standard deviation), tuned to be tightest at ``horizon`` units."""
    log_a = -2 * math.log(alpha)
    rho2 = (log_a + math.log(log_a + 1)) / max(1, horizon)
    t = n * rho2
    return spread * math.sqrt(2 * (t + 1) / (n * n * rho2) * math.log(math.sqrt(t + 1) / alpha))


def _spread(values: Sequence[float]) -> float:
    n = len(values)
    mean = sum(values) / n
    return math.sqrt((sum((v - mean) ** 2 for v in values) + PRIOR_VARIANCE) / n)


def luck_coefficients(units: Sequence[Unit]) -> tuple[float, ...]:
    """Least-squares coefficients of the seats' results on their luck, by kind, fitted
    within seats and shared by them (zeros while there are too few units)."""
    if len(units) < MIN_FIT or not units[0].luck or not units[0].luck[0]:
        return ()
    players = len(units[0].shares)
    kinds = len(units[0].luck[0])
    xtx = [[0.0] * kinds for _ in range(kinds)]
    xty = [0.0] * kinds
    n = len(units)
    for s in range(players):
        my = sum(u.shares[s] for u in units) / n
        mx = [sum(u.luck[s][k] for u in units) / n for k in range(kinds)]
        for u in units:
            y = u.shares[s] - my
            x = [u.luck[s][k] - mx[k] for k in range(kinds)]
            for a in range(kinds):
                xty[a] += x[a] * y
                for b in range(kinds):
                    xtx[a][b] += x[a] * x[b]
    return least_squares_solve(xtx, xty)


def least_squares_solve(a: list[list[float]], b: list[float]) -> tuple[float, ...]:
    """``a x = b`` by Gaussian elimination; a kind with no spread gets 0."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    active = [i for i in range(n) if m[i][i] > 1e-12]
    x = [0.0] * n
    sub = [[m[i][j] for j in active] + [m[i][n]] for i in active]
    k = len(active)
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(sub[r][col]))
        if abs(sub[pivot][col]) < 1e-12:
            return tuple(x)
        sub[col], sub[pivot] = sub[pivot], sub[col]
        for r in range(k):
            if r != col:
                f = sub[r][col] / sub[col][col]
                for c in range(col, k + 1):
                    sub[r][c] -= f * sub[col][c]
    for i, idx in enumerate(active):
        x[idx] = sub[i][k] / sub[i][i]
    return tuple(x)


def estimate(
    units: Sequence[Unit],
    *,
    sequential: bool = False,
    horizon: int = 100,
    adjusted: Sequence[Sequence[float]] | None = None,
) -> tuple[SeatEstimate, ...]:
    """Each seat's estimate over ``units`` (see the module's description); ``adjusted``:
    the units' :func:`adjusted_results`, when already at hand."""
    if not units:
        return ()
    players = len(units[0].shares)
    fair = 1 / players
    n = len(units)
    result = []
    for s, adjusted_seat in enumerate(
        adjusted if adjusted is not None else adjusted_results(units)
    ):
        raw = [u.shares[s] for u in units]
        result.append(
            SeatEstimate(
                sum(raw) / n,
                _interval(raw, sequential, horizon),
                sum(adjusted_seat) / n,
                _interval(adjusted_seat, sequential, horizon),
                fair,
            )
        )
    return tuple(result)


def adjusted_results(units: Sequence[Unit]) -> list[list[float]]:
    """Per seat, its luck-adjusted result in each unit, in order (its share less the
    fitted coefficients times its luck; see the module's description)."""
    if not units:
        return []
    beta = luck_coefficients(units)
    return [
        [u.shares[s] - sum(b * x for b, x in zip(beta, u.luck[s])) for u in units]
        for s in range(len(units[0].shares))
    ]


def _interval(values: Sequence[float], sequential: bool, horizon: int) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    if sequential:
        half = sequence_half_width(_spread(values), n, horizon)
    else:
        half = fixed_half_width(values)
    return (max(0.0, mean - half), min(1.0, mean + half))


def verdict(
    seats: Sequence[SeatEstimate], starts: Sequence[Hex], margin: float, noun: str = "seat"
) -> tuple[str, str]:
    """The verdict of a fixed-size batch on the luck-adjusted edges, and its sentence
    (the edge named one way, :mod:`engine.verdicts.verdict_words`; ``noun``: what the
    sides are, :data:`~engine.verdicts.verdict_words.NOUNS`).

    >>> e = SeatEstimate(0.62, (0.58, 0.66), 0.62, (0.58, 0.66), 0.5)
    >>> o = SeatEstimate(0.38, (0.34, 0.42), 0.38, (0.34, 0.42), 0.5)
    >>> verdict([o, e], [Hex.parse("1F"), Hex.parse("9F")], 0.05)
    ('edge', '9F favoured by 12.0 points, 8.0–16.0')
    >>> verdict([e, o], [Hex.parse("1F"), Hex.parse("9F")], 0.2)
    ('fair', 'no seat beyond ±20 points; largest edge 1F favoured by 12.0 points, 8.0–16.0')
    """
    if not seats:
        return "unclear", _(WORDS_NONE)
    called = fixed_verdict(seats, margin)
    s = named_seat([e.adjusted_edge for e in seats], margin)
    phrase = edge_phrase(starts[s], seats[s].adjusted_edge, seats[s].adjusted_edge_interval)
    if called == "edge":
        return called, phrase
    return called, fixed_sentence(called, margin, phrase, noun)


def fixed_verdict(seats: Sequence[SeatEstimate], margin: float) -> str:
    """``fair``, ``edge`` or ``unclear`` for a fixed-size batch (the module's description)."""
    if any(
        e.adjusted_edge_interval[0] > margin or e.adjusted_edge_interval[1] < -margin for e in seats
    ):
        return "edge"
    if all(
        -margin <= e.adjusted_edge_interval[0] and e.adjusted_edge_interval[1] <= margin
        for e in seats
    ):
        return "fair"
    return "unclear"


def recorded_text(
    seats: Sequence[SeatEstimate], starts: Sequence[Hex], margin: float, noun: str = "seat"
) -> str:
    """The wording the JSON's ``verdict_text`` of a fixed-size batch has always had
    (``"not yet clear at ±5 points (seat 9F -5.2 ± 4.9)"``), kept as it was for the
    scripts that read it; people are shown :func:`verdict`'s sentence."""
    if not seats:
        return _(WORDS_NONE)
    called = fixed_verdict(seats, margin)
    if called == "edge":
        return verdict(seats, starts, margin, noun)[1]
    worst = max(
        range(len(seats)), key=lambda s: max(abs(x) for x in seats[s].adjusted_edge_interval)
    )
    w = seats[worst]
    lo, hi = w.adjusted_edge_interval
    n = points_count(margin * 100)
    if called == "fair":
        if noun == "team":
            text = ngettext(
                "fair within ±{m} point (largest edge: team {side} {edge} ± {half})",
                "fair within ±{m} points (largest edge: team {side} {edge} ± {half})",
                n,
            )
        elif noun == "start":
            text = ngettext(
                "fair within ±{m} point (largest edge: start {side} {edge} ± {half})",
                "fair within ±{m} points (largest edge: start {side} {edge} ± {half})",
                n,
            )
        else:
            text = ngettext(
                "fair within ±{m} point (largest edge: seat {side} {edge} ± {half})",
                "fair within ±{m} points (largest edge: seat {side} {edge} ± {half})",
                n,
            )
    elif noun == "team":
        text = ngettext(
            "not yet clear at ±{m} point (team {side} {edge} ± {half})",
            "not yet clear at ±{m} points (team {side} {edge} ± {half})",
            n,
        )
    elif noun == "start":
        text = ngettext(
            "not yet clear at ±{m} point (start {side} {edge} ± {half})",
            "not yet clear at ±{m} points (start {side} {edge} ± {half})",
            n,
        )
    else:
        text = ngettext(
            "not yet clear at ±{m} point (seat {side} {edge} ± {half})",
            "not yet clear at ±{m} points (seat {side} {edge} ± {half})",
            n,
        )
    return text.format(
        m=points(margin),
        side=starts[worst],
        edge=signed_decimal(w.adjusted_edge * 100),
        half=format_decimal((hi - lo) * 50, 1, trim=False),
    )
