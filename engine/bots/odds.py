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

# The bots ask for the same few odds thousands of times a game: each function keeps its
# answers in a dictionary keyed by its arguments packed into one small integer (cheaper
# to look up than an ``lru_cache``'s tuple of arguments), computing each once.
_HIT: dict[int, float] = {}
_EXPECTED: dict[int, float] = {}
_KILL: dict[int, float] = {}


def _packed(number: int | None, a: int = 0, b: int = 0, c: int = 0) -> int:
    """``number`` (``None``: an orbital strike) and up to three values in 0-255 as one
    key; −1 when one is out of range (then the answer is computed, not kept)."""
    if not (0 <= a < 256 and 0 <= b < 256 and 0 <= c < 256):
        return -1
    if number is None:
        n = 0
    elif -100 < number < 100:
        n = number + 100
    else:
        return -1
    return n << 24 | a << 16 | b << 8 | c


def hit_chance(number: int) -> float:
    """The chance that an attack roll hits ``number`` (criticals included)."""
    key = _packed(number)
    found = _HIT.get(key)
    if found is None:
        hits = sum(
            1
            for a in range(1, 7)
            for b in range(1, 7)
            if (a, b) == (6, 6) or ((a, b) != (1, 1) and a + b >= number)
        )
        found = hits / 36
        if key >= 0:
            _HIT[key] = found
    return found


def save_chance(armor: int) -> float:
    """The chance that one save die stops one point (armor value 2-7)."""
    return max(0, 7 - armor) / 6


def expected_damage(number: int | None, damage: int, armor: int) -> float:
    """Expected points through the armor (``number`` ``None``: an orbital strike, no roll)."""
    key = _packed(number, damage, armor)
    found = _EXPECTED.get(key)
    if found is None:
        if damage <= 0:
            found = 0.0
        else:
            through = damage * (1 - save_chance(armor))
            found = (
                through
                if number is None
                else (hit_chance(number) - CRITICAL) * through + CRITICAL * damage
            )
        if key >= 0:
            _EXPECTED[key] = found
    return found


@lru_cache(maxsize=None)
def at_least(n: int, p: float, k: int) -> float:
    """The chance of ``k`` or more successes in ``n`` tries of chance ``p``."""
    if k <= 0:
        return 1.0
    return sum(comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(k, n + 1))


def kill_chance(number: int | None, damage: int, armor: int, points_left: int) -> float:
    """The chance that one attack takes ``points_left`` or more points off the target."""
    if damage < points_left or damage <= 0:
        return 0.0
    key = _packed(number, damage, armor, points_left)
    found = _KILL.get(key)
    if found is None:
        through = at_least(damage, 1 - save_chance(armor), points_left)
        found = through if number is None else (hit_chance(number) - CRITICAL) * through + CRITICAL
        if key >= 0:
            _KILL[key] = found
    return found
