"""Ratings of bots from games among them: a Bradley–Terry fit (Luce's choice model) with
95% intervals, on the Elo scale.

Each game is a set of seats, each held by a named bot, and its winners. The model: the
winner is seat ``i`` with probability ``π[bot(i)] / Σ_j π[bot(j)]`` — Luce's choice
axiom, which is the Bradley–Terry model for two seats and counts a bot twice when it
holds two seats (a bot alone against three copies of another is expected to win
``π_a / (π_a + 3 π_b)`` of the games). Tied winners share the win. This is the model of
Hunter's generalised Bradley–Terry models (D. R. Hunter, "MM algorithms for generalized
Bradley–Terry models", Annals of Statistics 32, 2004, §5: Luce's model, the winner only).
Its log-likelihood in ``θ = log π``,

    Σ_b W_b θ_b − Σ_g log Σ_{j in g} exp θ[bot(j)]

(``W_b`` the wins of bot ``b``), is concave, and is maximised by Newton's method (its
gradient and Hessian in closed form, a step halved until the likelihood does not fall),
which reaches the maximum in a handful of steps where Hunter's MM steps creep. As BayesElo does (R. Coulom), every bot also plays
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
ITERATIONS = 100
TOLERANCE = 1e-9
BOOTSTRAP = 200
"""Resamples of the bootstrap intervals."""


Summary = tuple[dict[str, float], dict[tuple[tuple[str, int], ...], int]]
"""What the fit needs of some games: each bot's wins, and how many games each lineup
(each bot's number of seats) had."""


def summary(games: Sequence[Game]) -> Summary:
    """The wins and lineups of ``games`` (a game without a winner counts for nothing)."""
    wins: dict[str, float] = {}
    lineups: dict[tuple[tuple[str, int], ...], int] = {}
    for seats, winners in games:
        if not winners:
            continue
        for w in winners:
            wins[w] = wins.get(w, 0.0) + 1.0 / len(winners)
        key = tuple(sorted({b: seats.count(b) for b in seats}.items()))
        lineups[key] = lineups.get(key, 0) + 1
    return wins, lineups


def merged(parts: Sequence[Summary]) -> Summary:
    """The summary of the games of several summaries."""
    wins: dict[str, float] = {}
    lineups: dict[tuple[tuple[str, int], ...], int] = {}
    for w, seen in parts:
        for b, x in w.items():
            wins[b] = wins.get(b, 0.0) + x
        for key, n in seen.items():
            lineups[key] = lineups.get(key, 0) + n
    return wins, lineups


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``x`` with ``a·x = b`` (Gaussian elimination with partial pivoting; ``a`` small and
    negative definite here)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def _log_likelihood(theta: Sequence[float], names: Sequence[str], data: Summary) -> float:
    wins, lineups = data
    index = {b: i for i, b in enumerate(names)}
    total = sum((wins.get(b, 0.0) + PRIOR_GAMES / 2) * theta[i] for i, b in enumerate(names))
    total -= sum(PRIOR_GAMES * math.log1p(math.exp(t)) for t in theta)
    for counts, times in lineups.items():
        total -= times * math.log(sum(n * math.exp(theta[index[b]]) for b, n in counts))
    return total


def log_strengths(data: Summary, names: Sequence[str]) -> list[float]:
    """Each bot's fitted log-strength ``log π`` in ``names``' order: the maximum of the
    log-likelihood of Luce's model with the prior (concave, so Newton's method with step
    halving reaches it in a few steps; see the module's description)."""
    wins, lineups = data
    k = len(names)
    index = {b: i for i, b in enumerate(names)}
    theta = [0.0] * k
    current = _log_likelihood(theta, names, data)
    for _ in range(ITERATIONS):
        pi = [math.exp(t) for t in theta]
        grad = [
            wins.get(b, 0.0) + PRIOR_GAMES / 2 - PRIOR_GAMES * pi[i] / (1 + pi[i])
            for i, b in enumerate(names)
        ]
        hess = [[0.0] * k for _ in range(k)]
        for i in range(k):
            hess[i][i] -= PRIOR_GAMES * pi[i] / (1 + pi[i]) ** 2
        for counts, times in lineups.items():
            share = [(index[b], n * pi[index[b]]) for b, n in counts]
            total = sum(x for _, x in share)
            for i, x in share:
                grad[i] -= times * x / total
                hess[i][i] -= times * x / total
                for j, y in share:
                    hess[i][j] += times * x * y / total**2
        step = _solve(hess, [-g for g in grad])
        scale = 1.0
        while True:
            trial = [t + scale * s for t, s in zip(theta, step)]
            value = _log_likelihood(trial, names, data)
            if value >= current - 1e-12 or scale < 1e-6:
                break
            scale /= 2
        theta, current = trial, value
        if max(abs(scale * s) for s in step) < TOLERANCE:
            break
    return theta


def strengths(games: Sequence[Game], bots: Sequence[str] | None = None) -> dict[str, float]:
    """Each bot's fitted strength π (see the module's description), scaled to a geometric
    mean of 1."""
    names = sorted({b for seats, _ in games for b in seats} | set(bots or ()))
    return _centred(names, log_strengths(summary(games), names))


def _centred(names: Sequence[str], theta: Sequence[float]) -> dict[str, float]:
    centre = sum(theta) / len(theta)
    return {b: math.exp(t - centre) for b, t in zip(names, theta)}


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


def rate(
    units: Sequence[Sequence[Game]], bots: Sequence[str], seed: int = 0, resamples: int = BOOTSTRAP
) -> list[Rating]:
    """The ratings of ``bots`` from the games of ``units`` (the units of the design — a
    duplicate deal's games — resampled together for the intervals), best first."""
    games = [g for u in units for g in u]
    central = fit_ratings(games, bots)
    names = sorted(set(bots) | {b for seats, _ in games for b in seats})
    parts = [summary(u) for u in units]
    rng = random.Random(f"ladder-bootstrap/{seed}")
    draws: dict[str, list[float]] = {b: [] for b in bots}
    for _ in range(resamples if units else 0):
        sample = merged([parts[rng.randrange(len(parts))] for _ in parts])
        pi = _centred(names, log_strengths(sample, names))
        for b in bots:
            draws[b].append(400.0 * math.log10(pi[b]))
    out = []
    for b in bots:
        got, played = points(games, b)
        ds = sorted(draws[b])
        lo = ds[int(0.025 * (len(ds) - 1))] if ds else central[b]
        hi = ds[math.ceil(0.975 * (len(ds) - 1))] if ds else central[b]
        out.append(Rating(b, central[b], (lo, hi), got / played if played else 0.0, played))
    return sorted(out, key=lambda r: -r.rating)
