"""Dice odds for bots: attack rolls, armor saves, expected damage.

An attack rolls two dice against a target number: double 6 always hits (a
critical hit: full damage, no save), double 1 always misses; otherwise the
total must reach the number. A hit is saved with one die per point of damage,
each die at or above the armor value stopping one point.

>>> round(hit_chance(5), 3), round(hit_chance(13), 3), round(hit_chance(2), 3)
(0.833, 0.028, 0.972)
>>> round(expected_damage(5, 7, 5), 2)
3.95
>>> round(kill_chance(7, 2, 5, 2), 3)
0.275
"""

from __future__ import annotations

from functools import lru_cache
from math import comb

CRITICAL = 1 / 36
"""The chance of a double 6 (and of a double 1)."""


@lru_cache(maxsize=None)
def hit_chance(number: int) -> float:
    """The chance that an attack roll hits ``number`` (criticals included)."""
    hits = sum(1 for a in range(1, 7) for b in range(1, 7)
               if (a, b) == (6, 6) or ((a, b) != (1, 1) and a + b >= number))
    return hits / 36


def save_chance(armor: int) -> float:
    """The chance that one save die stops one point (armor value 2-7)."""
    return max(0, 7 - armor) / 6


@lru_cache(maxsize=None)
def expected_damage(number: int | None, damage: int, armor: int) -> float:
    """Expected points through the armor (``number`` ``None``: an orbital strike, no roll)."""
    if damage <= 0:
        return 0.0
    through = damage * (1 - save_chance(armor))
    if number is None:
        return through
    return (hit_chance(number) - CRITICAL) * through + CRITICAL * damage


@lru_cache(maxsize=None)
def at_least(n: int, p: float, k: int) -> float:
    """The chance of ``k`` or more successes in ``n`` tries of chance ``p``."""
    if k <= 0:
        return 1.0
    return sum(comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(k, n + 1))


@lru_cache(maxsize=None)
def kill_chance(number: int | None, damage: int, armor: int, points_left: int) -> float:
    """The chance that one attack takes ``points_left`` or more points off the target."""
    if damage < points_left or damage <= 0:
        return 0.0
    through = at_least(damage, 1 - save_chance(armor), points_left)
    if number is None:
        return through
    return (hit_chance(number) - CRITICAL) * through + CRITICAL
