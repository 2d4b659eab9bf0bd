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

Every sentence goes through the catalogs (:mod:`engine.core.messages`), its numbers
written as the language writes them (:mod:`engine.core.numbers`): in French
``"1F en avance de 6,5 points, 3,3–9,7"``.

>>> named_seat([-0.07, 0.07], 0.05)
1
>>> named_seat([0.03, 0.03, -0.06], 0.05), named_seat([0.06, 0.02, -0.08], 0.05)
(2, 0)
>>> edge_phrase("9J", -0.06, (-0.099, -0.021))
'9J held back by 6.0 points, 2.1–9.9'
"""

from __future__ import annotations

from typing import Sequence

from engine.core.messages import N_, _, ngettext
from engine.core.numbers import format_decimal, format_general, format_integer, percent_sign
from engine.geometry.hexes import Hex

VERDICT_WORDS = {"fair": N_("fair"), "edge": N_("edge"), "unclear": N_("unclear")}
"""The verdicts' words as people read them (the JSON keeps the ids ``fair``, ``edge``,
``unclear``): :func:`verdict_word`."""

NOUNS = ("seat", "team", "start")
"""What a verdict's sides are: the seats of a standard game, the teams of a 2v2 game, the
player's starts in a solo game."""

ACTIONS = ("none", "fix", "more-games", "run-again", "wait")
"""What the next step asks for: nothing, a change of the map, more games, the run again,
or the games under way to finish."""


def verdict_word(verdict: str) -> str:
    """A verdict's word in the current language: ``fair`` → ``équilibrée``."""
    return _(VERDICT_WORDS[verdict]) if verdict in VERDICT_WORDS else verdict


def points_count(shown: float) -> int:
    """The count that chooses the form of *points* after a number of points with decimals:
    French writes the singular below 2 (« 1,5 point »), English the plural whatever the
    number (the count 0 chooses it in both languages' plural rules)."""
    return 0 if abs(shown) < 2 else int(abs(shown))


def signed_decimal(x: float, places: int = 1) -> str:
    """``x`` with its sign and ``places`` decimals, as ``f"{x:+.1f}"`` writes it, in the
    current style: ``+3.2`` / ``+3,2``."""
    text = format_decimal(x, places, trim=False)
    return text if text.startswith("-") else "+" + text


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
    low, high = format_decimal(lo, 1, trim=False), format_decimal(hi, 1, trim=False)
    span = f"{low}–{high}" if lo >= 0 else _("{low} to {high}").format(low=low, high=high)
    shown = round(abs(edge) * 100, 1)
    n = points_count(shown)
    if edge >= 0:
        text = ngettext(
            "{side} favoured by {points} point, {span}",
            "{side} favoured by {points} points, {span}",
            n,
        )
    else:
        text = ngettext(
            "{side} held back by {points} point, {span}",
            "{side} held back by {points} points, {span}",
            n,
        )
    return text.format(side=side, points=format_decimal(shown, 1, trim=False), span=span)


def fixed_sentence(called: str, margin: float, phrase: str, noun: str = "seat") -> str:
    """The sentence of a fixed-size batch's ``fair`` or ``unclear`` verdict at ``margin``
    (a share of games), ``phrase`` naming the largest edge; ``noun``: what the sides are
    (:data:`NOUNS`).

    >>> fixed_sentence("unclear", 0.05, "9F held back by 5.2 points, -0.1 to 10.5")
    'not yet clear at ±5 points: 9F held back by 5.2 points, -0.1 to 10.5'
    """
    e = points(margin)
    n = points_count(margin * 100)
    if called == "unclear":
        text = ngettext(
            "not yet clear at ±{e} point: {phrase}", "not yet clear at ±{e} points: {phrase}", n
        )
    elif noun == "team":
        text = ngettext(
            "no team beyond ±{e} point; largest edge {phrase}",
            "no team beyond ±{e} points; largest edge {phrase}",
            n,
        )
    elif noun == "start":
        text = ngettext(
            "no start beyond ±{e} point; largest edge {phrase}",
            "no start beyond ±{e} points; largest edge {phrase}",
            n,
        )
    else:
        text = ngettext(
            "no seat beyond ±{e} point; largest edge {phrase}",
            "no seat beyond ±{e} points; largest edge {phrase}",
            n,
        )
    return text.format(e=e, phrase=phrase)


def next_step(
    verdict: str, *, capped: bool, cancelled: bool, final: bool, games: int, side: str = ""
) -> tuple[str, str]:
    """What to do after this verdict, and the action it asks for (:data:`ACTIONS`).

    >>> next_step("unclear", capped=True, cancelled=False, final=True, games=40)
    ('Play more games: allow 80 (--games 80).', 'more-games')
    """
    more = 2 * max(1, games)
    if cancelled:
        return _("Run again to finish the games."), "run-again"
    if not final:
        return "", "wait"
    if verdict == "fair":
        return _("Nothing to do."), "none"
    if verdict == "edge":
        return _(
            "Even it out: move a building or a start away from {side}"
            " (gkr-map fix --balance finds one)."
        ).format(side=side), "fix"
    if capped:
        text = _("Play more games: allow {more} (--games {more_plain}).")
    else:
        text = _(
            "Play until the verdict is clear (--until-verdict), or more games"
            " (--games {more_plain})."
        )
    return text.format(more=format_integer(more), more_plain=more), "more-games"


def points(x: float) -> str:
    """A share of games in points: ``5`` for 0.05 (``2,5`` in French for 0.025)."""
    return format_general(x * 100)


def hypothesis(which: str, margin: float) -> str:
    """The sequential test's hypotheses in words (``h0``: within ±F, ``h1``: beyond ±E),
    ``margin`` a share of games.

    >>> hypothesis("h0", 0.025)
    'every seat within ±2.5 points of its fair share'
    """
    n = points_count(margin * 100)
    if which == "h0":
        text = ngettext(
            "every seat within ±{f} point of its fair share",
            "every seat within ±{f} points of its fair share",
            n,
        )
    else:
        text = ngettext(
            "some seat beyond ±{e} point of its fair share",
            "some seat beyond ±{e} points of its fair share",
            n,
        )
    return text.format(f=points(margin), e=points(margin))


def fair_sentence(edge_beyond: float, beta: float, phrase: str, noun: str = "seat") -> str:
    """The sentence of the sequential test's ``fair``: no side beyond ±E (a share of
    games), at most a ``beta`` risk of missing one, and the largest edge ``phrase``."""
    n = points_count(edge_beyond * 100)
    if noun == "team":
        text = ngettext(
            "no team beyond ±{e} point (at most a {beta} risk of missing one);"
            " largest edge {phrase}",
            "no team beyond ±{e} points (at most a {beta} risk of missing one);"
            " largest edge {phrase}",
            n,
        )
    elif noun == "start":
        text = ngettext(
            "no start beyond ±{e} point (at most a {beta} risk of missing one);"
            " largest edge {phrase}",
            "no start beyond ±{e} points (at most a {beta} risk of missing one);"
            " largest edge {phrase}",
            n,
        )
    else:
        text = ngettext(
            "no seat beyond ±{e} point (at most a {beta} risk of missing one);"
            " largest edge {phrase}",
            "no seat beyond ±{e} points (at most a {beta} risk of missing one);"
            " largest edge {phrase}",
            n,
        )
    return text.format(e=points(edge_beyond), beta=percent_sign(points(beta)), phrase=phrase)


def undecided_sentence(
    phrase: str,
    *,
    units: int,
    unit: str,
    games: int,
    capped: bool,
    cancelled: bool,
    fair_within: float,
    edge_beyond: float,
) -> str:
    """The sentence of a batch the sequential test has not decided: still playing
    (after ``units`` deals or games, ``unit``), ``capped`` at its ``games`` allowed, or
    ``cancelled`` after ``games``.

    >>> undecided_sentence("1F favoured by 2.0 points, -1.0 to 5.0", units=1, unit="deal",
    ...                    games=2, capped=False, cancelled=False, fair_within=0.025,
    ...                    edge_beyond=0.05)
    'not decided yet after 1 deal: 1F favoured by 2.0 points, -1.0 to 5.0'
    """
    if capped:
        return ngettext(
            "no decision in the {games} game allowed: {phrase}, between fair (±{f}) and an"
            " edge (±{e}); play more games: allow {more} games",
            "no decision in the {games} games allowed: {phrase}, between fair (±{f}) and an"
            " edge (±{e}); play more games: allow {more} games",
            games,
        ).format(
            games=format_integer(games),
            phrase=phrase,
            f=points(fair_within),
            e=points(edge_beyond),
            more=format_integer(2 * games),
        )
    if cancelled:
        return ngettext(
            "stopped after {games} game before the test decided: {phrase}",
            "stopped after {games} games before the test decided: {phrase}",
            games,
        ).format(games=format_integer(games), phrase=phrase)
    if unit == "deal":
        text = ngettext(
            "not decided yet after {n} deal: {phrase}",
            "not decided yet after {n} deals: {phrase}",
            units,
        )
    else:
        text = ngettext(
            "not decided yet after {n} game: {phrase}",
            "not decided yet after {n} games: {phrase}",
            units,
        )
    return text.format(n=format_integer(units), phrase=phrase)
