"""Ratings of bots from games among them: a Bradley–Terry fit (Luce's choice model) with
95% intervals, on the Elo scale.

Each game is a set of seats, each held by a named bot, and its winners. The model: the
winner is seat ``i`` with probability ``π[bot(i)] / Σ_j π[bot(j)]`` — Luce's choice
axiom, which is the Bradley–Terry model for two seats and counts a bot twice when it
holds two seats (a bot alone against three copies of another is expected to win
``π_a / (π_a + 3 π_b)`` of the games). Tied winners share the win. The strengths are
fitted by maximum likelihood with Hunter's MM algorithm (D. R. Hunter, "MM algorithms for
generalized Bradley–Terry models", Annals of Statistics 32, 2004, §3–5): each step

    π_b ← W_b / Σ_g n_{b,g} / Σ_{j in g} π[bot(j)]

(``W_b`` the wins of bot ``b``, ``n_{b,g}`` its seats in game ``g``) raises the likelihood,
and the steps converge to its maximum. As BayesElo does (R. Coulom), every bot also plays
two virtual games against a fixed opponent of strength 1, winning one: a weak prior that
keeps a bot that never wins at a finite rating. A rating is ``400·log10 π``, shifted so
that the ratings average 0: 400 points apart, the stronger bot of two wins 10 games in 11
head to head. The intervals are the 2.5th and 97.5th percentiles of the ratings fitted
again on the batch resampled by its units (bootstrap over deals, seeded).

>>> games = [(("a", "b"), ("a",))] * 3 + [(("a", "b"), ("b",))]
>>> r = fit_ratings(games)
>>> r["a"] > 0 > r["b"], round(r["a"] + r["b"], 9)
(True, 0.0)
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Sequence

Game = tuple[tuple[str, ...], tuple[str, ...]]
"""One game: the bot at each seat, and the bots of the winning seats (a bot once per
winning seat it holds)."""

PRIOR_GAMES = 2
"""Virtual games each bot plays against a fixed opponent of strength 1 (half of them won)."""
ITERATIONS = 10_000
TOLERANCE = 1e-10
BOOTSTRAP = 200
"""Resamples of the bootstrap intervals."""


def strengths(games: Sequence[Game], bots: Sequence[str] | None = None) -> dict[str, float]:
    """Each bot's fitted strength π (Hunter's MM algorithm with the prior of
    :data:`PRIOR_GAMES`; see the module's description), scaled to a geometric mean of 1."""
    names = sorted({b for seats, _ in games for b in seats} | set(bots or ()))
    wins = {b: PRIOR_GAMES / 2 for b in names}
    for seats, winners in games:
        for w in winners:
            wins[w] += 1.0 / len(winners)
    lineups: dict[tuple[tuple[str, int], ...], int] = {}
    for seats, winners in games:
        if winners:  # a game is counted by its lineup: the steps need only how many
            key = tuple(sorted({b: seats.count(b) for b in seats}.items()))
            lineups[key] = lineups.get(key, 0) + 1
    pi = {b: 1.0 for b in names}
    for _ in range(ITERATIONS):
        denominator = {b: PRIOR_GAMES / (pi[b] + 1.0) for b in names}
        for counts, times in lineups.items():
            total = sum(pi[b] * n for b, n in counts)
            for b, n in counts:
                denominator[b] += times * n / total
        new = {b: wins[b] / denominator[b] for b in names}
        change = max(abs(math.log(new[b] / pi[b])) for b in names)
        pi = new
        if change < TOLERANCE:
            break
    centre = sum(math.log(p) for p in pi.values()) / len(pi)
    return {b: math.exp(math.log(p) - centre) for b, p in pi.items()}


def fit_ratings(games: Sequence[Game], bots: Sequence[str] | None = None) -> dict[str, float]:
    """Each bot's rating on the Elo scale (``400·log10 π``, averaging 0)."""
    return {b: 400.0 * math.log10(p) for b, p in strengths(games, bots).items()}


@dataclass(frozen=True)
class Rating:
    """A bot's rating, its 95% interval, its share of the points in its games, and how
    many games it played."""

    name: str
    rating: float
    ci95: tuple[float, float]
    score: float
    games: int


def points(games: Sequence[Game], bot: str) -> tuple[float, int]:
    """The points ``bot`` took (its seats' share of each game's win) and its games."""
    got = 0.0
    played = 0
    for seats, winners in games:
        if bot in seats:
            played += 1
            if winners:
                got += winners.count(bot) / len(winners)
    return got, played


def rate(units: Sequence[Sequence[Game]], bots: Sequence[str], seed: int = 0,
         resamples: int = BOOTSTRAP) -> list[Rating]:
    """The ratings of ``bots`` from the games of ``units`` (the units of the design — a
    duplicate deal's games — resampled together for the intervals), best first."""
    games = [g for u in units for g in u]
    central = fit_ratings(games, bots)
    rng = random.Random(f"ladder-bootstrap/{seed}")
    draws: dict[str, list[float]] = {b: [] for b in bots}
    for _ in range(resamples if units else 0):
        sample = [g for _ in units for g in units[rng.randrange(len(units))]]
        for b, r in fit_ratings(sample, bots).items():
            draws[b].append(r)
    out = []
    for b in bots:
        got, played = points(games, b)
        ds = sorted(draws[b])
        lo = ds[int(0.025 * (len(ds) - 1))] if ds else central[b]
        hi = ds[math.ceil(0.975 * (len(ds) - 1))] if ds else central[b]
        out.append(Rating(b, central[b], (lo, hi), got / played if played else 0.0, played))
    return sorted(out, key=lambda r: -r.rating)
