"""Where a seat's edge comes from, in a sentence: restricted play's comparisons
(:class:`~engine.playtest.restricted.RestrictedPlay`) ranked by how much of the seat's
wins each part of the game carries, and said.

A part *carries* the seat's wins when, barred from it, the seat wins clearly less: the
paired change's 95% interval lies wholly below 0. It works *against* the seat when the
interval lies wholly above 0, and otherwise the seat does *about the same* without it.
The parts are ranked by what they carry (the win rate the seat loses when barred from
them, most first), and the sentence names the first part that clearly carries the edge
and the others in that order:

>>> from engine.playtest.restricted import RestrictionResult, SeatPlay
>>> play = SeatPlay(100, 0.6, (0.5, 0.7), 0.1, {})
>>> tag = RestrictionResult(0, "1F", "tagging", play, play, -0.34, (-0.47, -0.21), 50)
>>> alley = RestrictionResult(0, "1F", "alley-shots", play, play, 0.01, (-0.05, 0.07), 50)
>>> [p.part for p in ranked_parts([alley, tag])]
['tagging', 'alley-shots']
>>> print(edge_sentence(ranked_parts([alley, tag])))
1F's edge comes mostly from tagging: barred from it, 1F wins 34 points less (21–47); barred from alley shots, about the same.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, Protocol, Sequence

from engine.bots.restriction import RESTRICTION_PARTS
from engine.core.messages import N_, _
from engine.core.numbers import format_integer


class Comparison(Protocol):
    """What the ranking reads of one restriction's comparison (a
    :class:`~engine.playtest.restricted.RestrictionResult`)."""

    @property
    def part(self) -> str:
        """The part of the game the seat was barred from."""

    @property
    def start(self) -> str:
        """The seat's start."""

    @property
    def delta(self) -> float:
        """The restricted win rate less the unrestricted one."""

    @property
    def delta_ci(self) -> tuple[float, float]:
        """Its 95% interval."""


CARRIES: Final = "carries"
"""Barred from the part, the seat wins clearly less."""
SAME: Final = "about-the-same"
"""Barred from the part, the seat's change is within its interval of 0."""
AGAINST: Final = "against"
"""Barred from the part, the seat wins clearly more."""

PART_NAMES: Final = {
    "alley-shots": N_("alley shots"),
    "tagging": N_("tagging"),
    "support-units": N_("support units"),
}
"""Each part's name inside a sentence (:data:`engine.bots.restriction.RESTRICTION_PARTS`)."""


@dataclass(frozen=True)
class PartShare:
    """What one part of the game carries of a seat's wins."""

    part: str
    carried: float
    """The win rate the seat loses when barred from the part (its change, negated)."""
    carried_ci: tuple[float, float]
    """Its 95% interval (paired deal by deal)."""
    effect: str
    """:data:`CARRIES`, :data:`SAME` or :data:`AGAINST`."""
    start: str
    """The seat's start, as the sentence names it."""

    def to_json(self) -> dict[str, Any]:
        return {
            "part": self.part,
            "carried": round(self.carried, 4),
            "carried_ci95": [round(self.carried_ci[0], 4), round(self.carried_ci[1], 4)],
            "effect": self.effect,
        }


def part_share(x: Comparison) -> PartShare:
    """One restriction's comparison as what its part carries."""
    low, high = x.delta_ci
    effect = CARRIES if high < 0 else AGAINST if low > 0 else SAME
    return PartShare(x.part, -x.delta, (-high, -low), effect, x.start)


def ranked_parts(restrictions: Sequence[Comparison]) -> list[PartShare]:
    """One seat's restrictions as parts ranked by what they carry, most first (the parts'
    order among equals)."""
    order = {p: k for k, p in enumerate(RESTRICTION_PARTS)}
    shares = [part_share(x) for x in restrictions]
    return sorted(shares, key=lambda s: (-s.carried, order.get(s.part, len(order))))


def _points(x: float) -> str:
    """Whole points, halves up (``0.225`` → ``23``)."""
    return format_integer(int(100 * abs(x) + 0.5))


def _clause(share: PartShare, first: bool) -> str:
    """``barred from tagging, 1F wins 34 points less (21–47)`` (``barred from it`` when the
    sentence has named the part already)."""
    barred = (
        _("barred from it")
        if first
        else _("barred from {part}").format(part=_(PART_NAMES.get(share.part, share.part)))
    )
    if share.effect == SAME:
        return _("{barred}, about the same").format(barred=barred)
    low, high = sorted((abs(share.carried_ci[0]), abs(share.carried_ci[1])))
    text = (
        _("{barred}, {start} wins {n} points less ({low}–{high})")
        if share.effect == CARRIES
        else _("{barred}, {start} wins {n} points more ({low}–{high})")
    )
    return text.format(
        barred=barred,
        start=share.start,
        n=_points(share.carried),
        low=_points(low),
        high=_points(high),
    )


def edge_sentence(ranked: Sequence[PartShare], favoured: bool = True) -> str:
    """The sentence that says where the seat's edge comes from (see the module's
    description), or its wins when it is not ``favoured`` (its win rate at or below its
    fair share); empty without parts."""
    if not ranked:
        return ""
    start = ranked[0].start
    top = ranked[0]
    if top.effect == CARRIES:
        text = (
            _("{start}'s edge comes mostly from {part}: {clause}")
            if favoured
            else _("{start}'s wins come mostly from {part}: {clause}")
        )
        head = text.format(
            start=start, part=_(PART_NAMES.get(top.part, top.part)), clause=_clause(top, True)
        )
        rest = ranked[1:]
    else:
        head = (
            _("No part of the game clearly carries {start}'s edge")
            if favoured
            else _("No part of the game clearly carries {start}'s wins")
        ).format(start=start)
        rest = list(ranked)
    clauses = [_clause(s, False) for s in rest]
    if not clauses:
        return _("{sentence}.").format(sentence=head)
    separator = _("; ") if top.effect == CARRIES else _(": ")
    return _("{sentence}.").format(sentence=head + separator + _("; ").join(clauses))
