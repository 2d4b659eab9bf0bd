"""How a verdict is said: one way to name an edge, the verdict's sentence, and what to do next.

**Naming an edge.** An edge is always named by a seat (or team, or start), a positive
number of points and its interval: ``"1F favoured by 6.5 points, 3.3–9.7"``. With two
seats one seat's edge is the other's negated, so the *favoured* seat is named, never
"9F −7.0". With three or four seats the favoured seat furthest above its fair share is
named when it lies beyond the margin; otherwise the seat furthest from its fair share,
which may be a held-back one: ``"9J held back by 6.0 points, 2.1–9.9"``
(:func:`named_seat`).

**What to do next** (:func:`next_step`): a fair map needs nothing; an edge asks for a
change of the map (the repair's balance fix, ``gkr-map fix --balance``); a batch that
ended undecided asks for more games.

Every sentence is in :data:`WORDS` (one place, for a translation).

>>> named_seat([-0.07, 0.07], 0.05)
1
>>> named_seat([0.03, 0.03, -0.06], 0.05), named_seat([0.06, 0.02, -0.08], 0.05)
(2, 0)
>>> edge_phrase("9J", -0.06, (-0.099, -0.021))
'9J held back by 6.0 points, 2.1–9.9'
"""

from __future__ import annotations

from typing import Sequence

from engine.geometry.hexes import Hex

WORDS = {
    "favoured": "{side} favoured by {points} points, {span}",
    "held back": "{side} held back by {points} points, {span}",
    "fixed fair": "no seat beyond ±{e} points; largest edge {phrase}",
    "fixed unclear": "not yet clear at ±{e} points: {phrase}",
    "next fair": "Nothing to do.",
    "next edge": ("Even it out: move a building or a start away from {side}"
                  " (gkr-map fix --balance finds one)."),
    "next capped": "Play more games: allow {more} (--games {more_plain}).",
    "next unclear": ("Play until the verdict is clear (--until-verdict), or more games"
                     " (--games {more_plain})."),
    "next cancelled": "Run again to finish the games.",
}
"""The verdict's words (one place, for a translation)."""

ACTIONS = ("none", "fix", "more-games", "run-again", "wait")
"""What the next step asks for: nothing, a change of the map, more games, the run again,
or the games under way to finish."""


def named_seat(edges: Sequence[float], margin: float) -> int:
    """The side whose edge is named (see the module's description): the favoured one of
    two; of more, the most favoured beyond ``margin``, else the furthest from its fair
    share."""
    favoured = max(range(len(edges)), key=lambda s: edges[s])
    if len(edges) <= 2 or edges[favoured] > margin:
        return favoured
    return max(range(len(edges)), key=lambda s: abs(edges[s]))


def edge_phrase(side: Hex | str, edge: float, interval: tuple[float, float]) -> str:
    """A side's edge named one way, as a positive number of points and its interval:
    ``"1F favoured by 6.5 points, 3.3–9.7"``, or ``held back by`` for a negative edge.

    >>> edge_phrase(Hex.parse("1F"), 0.065, (0.033, 0.097))
    '1F favoured by 6.5 points, 3.3–9.7'
    >>> edge_phrase(Hex.parse("9J"), -0.02, (-0.05, 0.01))
    '9J held back by 2.0 points, -1.0 to 5.0'
    """
    sign = 1 if edge >= 0 else -1
    lo, hi = sorted((sign * interval[0] * 100, sign * interval[1] * 100))
    span = f"{lo:.1f}–{hi:.1f}" if lo >= 0 else f"{lo:.1f} to {hi:.1f}"
    return WORDS["favoured" if edge >= 0 else "held back"].format(
        side=side, points=f"{abs(edge) * 100:.1f}", span=span)


def next_step(verdict: str, *, capped: bool, cancelled: bool, final: bool, games: int,
              side: str = "") -> tuple[str, str]:
    """What to do after this verdict, and the action it asks for (:data:`ACTIONS`).

    >>> next_step("unclear", capped=True, cancelled=False, final=True, games=40)
    ('Play more games: allow 80 (--games 80).', 'more-games')
    """
    more = 2 * max(1, games)
    if cancelled:
        return WORDS["next cancelled"], "run-again"
    if not final:
        return "", "wait"
    if verdict == "fair":
        return WORDS["next fair"], "none"
    if verdict == "edge":
        return WORDS["next edge"].format(side=side), "fix"
    key = "next capped" if capped else "next unclear"
    return WORDS[key].format(more=f"{more:,}", more_plain=more), "more-games"


def points(x: float) -> str:
    """A share of games in points: ``5`` for 0.05."""
    return f"{x * 100:g}"
