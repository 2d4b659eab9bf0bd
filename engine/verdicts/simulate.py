"""Synthetic batches with known seat edges, to measure the verdict's error rates.

A synthetic deal of a ``k``-seat map plays ``k`` games, as a duplicate deal does. Real
deals split more evenly than independent games would (the deal's luck follows the
factions round the seats), so the model has a *deal structure*: with probability
``even`` the deal is split evenly (each seat wins one game of it); otherwise each of its
games goes to seat ``s`` with probability ``1/k + edge_s / (1 − even)``, independently —
so a seat's expected share of a deal is exactly ``1/k + edge_s``. With ``even = 0.5`` a
two-seat deal's result has a variance of about 0.06, which is what the luck-adjusted
deals of Final Stand show (a 95% interval of ±5 points after 100 deals).

:func:`run_test` plays synthetic deals through :func:`engine.verdicts.sequential.decide`
as a batch that stops at its verdict does — looked at after every deal from
:data:`~engine.verdicts.stats.MIN_UNITS_SEQUENTIAL` on, up to a cap — and says what it
decided and after how many deals. The luck adjustment is left out (the synthetic games
have no dice).

>>> import random
>>> run_test((0.0, 0.0), VerdictTest(), 2000, random.Random(1))[0]
'fair'
>>> run_test((0.1, -0.1), VerdictTest(), 2000, random.Random(1))[0]
'edge:0'
"""

from __future__ import annotations

import random
from typing import Sequence

from engine.verdicts.sequential import PRIOR_UNITS, Moments, VerdictTest, decide
from engine.verdicts.stats import MIN_UNITS_SEQUENTIAL, PRIOR_VARIANCE

EVEN_DEALS = 0.5
"""The share of deals split evenly (see the module's description)."""


def deal_shares(
    edges: Sequence[float], rng: random.Random, even: float = EVEN_DEALS
) -> list[float]:
    """Each seat's share of one synthetic deal."""
    k = len(edges)
    if rng.random() < even:
        return [1 / k] * k
    weights = [1 / k + e / (1 - even) for e in edges]
    if min(weights) < 0:
        raise ValueError(f"edges {edges} too large for {k} seats at {even:g} even deals")
    shares = [0.0] * k
    for _ in range(k):
        shares[rng.choices(range(k), weights)[0]] += 1 / k
    return shares


def run_test(
    edges: Sequence[float],
    test: VerdictTest,
    cap_units: int,
    rng: random.Random,
    even: float = EVEN_DEALS,
) -> tuple[str, int]:
    """One synthetic batch to its verdict: ``("fair" | "edge" | "unclear", deals)``, and
    for ``edge`` the verdict names the seat in ``"edge:S"`` (S from 0)."""
    k = len(edges)
    fair = 1 / k
    sums = [0.0] * k
    squares = [0.0] * k
    for n in range(1, cap_units + 1):
        for s, x in enumerate(deal_shares(edges, rng, even)):
            sums[s] += x
            squares[s] += x * x
        if n < MIN_UNITS_SEQUENTIAL:
            continue
        seats = []
        for s in range(k):
            mean = sums[s] / n
            spread = max(0.0, squares[s] - n * mean * mean)
            seats.append(Moments(n, mean - fair, (spread + PRIOR_UNITS * PRIOR_VARIANCE) / n))
        d = decide(seats, test)
        if d.verdict == "edge":
            return f"edge:{d.seat}", n
        if d.verdict == "fair":
            return "fair", n
    return "unclear", cap_units


def seat_edges(players: int, edge: float, pattern: str = "one") -> tuple[float, ...]:
    """Edges of a synthetic map: ``one`` — seat 1 at ``edge``, the others sharing its
    opposite; ``pairs`` (four seats) — two seats at +``edge``, two at −``edge``.

    >>> seat_edges(3, 0.06)
    (0.06, -0.03, -0.03)
    >>> seat_edges(4, 0.025, "pairs")
    (0.025, 0.025, -0.025, -0.025)
    """
    if pattern == "pairs":
        half = players // 2
        return tuple([edge] * half + [-edge] * (players - half))
    return (edge,) + tuple(-edge / (players - 1) for _ in range(players - 1))
