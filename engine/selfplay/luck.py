"""Each seat's luck in a game: what its dice and draws did against what they were
expected to do, valued in the full bot's points (:mod:`engine.bots.values`).

Luck is a sum of terms, one per chance event that belongs to a player (its own
dice, its own draws), each the value of what happened minus the value expected
*before* the event, under the event's own odds:

* **attack roll** (the attacker's): the damage expected through the target's armor
  after the roll — a miss 0, a hit the damage less the expected saves, a critical hit
  the full damage, a critical failure minus the card or hit point it costs — less the
  same expected before the roll (:func:`engine.bots.odds.expected_damage`);
* **armor save** (the defender's): the damage expected through, less the damage
  that came through;
* **repair roll** (the repairing player's): a card off the damage pile, less the
  chance of one;
* **card draw** (the drawing player's): what the card drawn is worth in hand, less
  the average worth of the cards of the deck it was drawn from (a shuffled deck is
  drawn from at random).

A point of damage is worth :data:`~engine.bots.values.CARD` on a Heavy Hitter and
:data:`~engine.bots.values.SUPPORT_POINT` on a support unit. Whatever the values,
every term has expectation zero given everything before it, so a seat's luck has
expectation zero: subtracting a multiple of it from a seat's result (a control
variate, as AIVAT and DIVAT do for poker) leaves the estimate unbiased and, where luck
explains part of who won, narrows its interval (:mod:`engine.verdicts.stats`).
The Glory Hound roll-off is left out (it decides who acts first, not points).

>>> from engine.game.combat_events import ArmorSave
>>> seat_luck([ArmorSave(1, "HH", (6, 6, 1), 5, 2, 1)], [], 2)
((0.0, 0.0, 0.0), (1.0, 0.0, 0.0))
"""

from __future__ import annotations

from typing import Iterable, Sequence

from engine.bots import values as V
from engine.bots.odds import CRITICAL, expected_damage, save_chance
from engine.game.catalog import Faction, UnitClass
from engine.game.combat_events import ArmorSave, AttackRoll, Repaired
from engine.game.events import CardsDrawn, Event

_HH = str(UnitClass.HH)
_SUPPORT = frozenset(str(c) for c in UnitClass if c is not UnitClass.HH)


def point_worth(unit: str) -> float:
    """What a point of damage to a unit of this class (its text) is worth."""
    return V.CARD if unit == _HH else V.SUPPORT_POINT


def attack_luck(e: AttackRoll) -> float:
    """The attacker's luck on one attack roll (see the module's description)."""
    worth = point_worth(e.target_unit)
    fumble = V.SUPPORT_POINT if e.source in _SUPPORT else V.CARD
    expected = expected_damage(e.number, e.damage, e.armor) * worth - CRITICAL * fumble
    if e.outcome == "critical hit":
        got = e.damage * worth
    elif e.outcome == "hit":
        got = e.damage * (1 - save_chance(e.armor)) * worth
    elif e.outcome == "critical failure":
        got = -fumble
    else:
        got = 0.0
    return got - expected


def save_luck(e: ArmorSave) -> float:
    """The defender's luck on one armor save."""
    expected = len(e.dice) * (1 - save_chance(e.armor))
    return (expected - e.damage) * point_worth(e.unit)


def repair_luck(e: Repaired) -> float:
    """The repairing player's luck on one repair roll."""
    chance = min(1.0, max(0.0, (7 - e.needed) / 6))
    return ((1.0 if e.repaired else 0.0) - chance) * V.REPAIR_CARD


def draw_luck(e: CardsDrawn, faction: Faction) -> float:
    """The drawing player's luck on the cards of one draw."""
    total = 0.0
    for card, deck in zip(e.cards, e.decks):
        worths = [V.CARD_WORTH[faction.card(c).kind] for c in deck]
        total += V.CARD_WORTH[faction.card(card).kind] - sum(worths) / len(worths)
    return total


EVENT_KINDS = ("dice", "draws", "aimed")
"""The kinds of luck :func:`seat_luck` values from the event log."""
KINDS = EVENT_KINDS + ("aivat",)
"""The kinds of luck a batch's game keeps apart: :data:`EVENT_KINDS` and the seat's
luck valued by the win-probability model (:mod:`engine.selfplay.aivat`). The statistics
weigh each by how much it explains, so noise in one does not drown the others."""


def seat_luck(
    events: Iterable[Event], factions: Sequence[Faction], players: int
) -> tuple[tuple[float, ...], ...]:
    """Each seat's luck over a game's events, by kind (:data:`EVENT_KINDS`): its dice (attack
    rolls, criticals, saves, repairs), its draws, and the attack rolls aimed at its units
    (the attacker's luck there is the target's bad luck). ``factions``: the faction at
    each seat, needed to value draws."""
    tally = LuckTally(factions, players)
    for e in events:
        tally.see(e)
    return tally.rows()


class LuckTally:
    """:func:`seat_luck` read one event at a time (a game's record reads its events once,
    :mod:`engine.selfplay.game_record`)."""

    def __init__(self, factions: Sequence[Faction], players: int) -> None:
        self.factions = factions
        self.players = players
        self.dice = [0.0] * players
        self.draws = [0.0] * players
        self.aimed = [0.0] * players

    def see(self, e: Event) -> None:
        """Add the luck of the game's next event."""
        if isinstance(e, AttackRoll):
            luck = attack_luck(e)
            self.dice[e.player] += luck
            if 0 <= e.target_player < self.players:
                self.aimed[e.target_player] -= luck
        elif isinstance(e, ArmorSave):
            self.dice[e.player] += save_luck(e)
        elif isinstance(e, Repaired):
            self.dice[e.player] += repair_luck(e)
        elif isinstance(e, CardsDrawn) and e.cards:
            self.draws[e.player] += draw_luck(e, self.factions[e.player])

    def rows(self) -> tuple[tuple[float, ...], ...]:
        """Each seat's luck so far by kind (:data:`EVENT_KINDS`)."""
        return tuple((self.dice[s], self.draws[s], self.aimed[s]) for s in range(self.players))


def relative_luck(luck: Sequence[float]) -> tuple[float, ...]:
    """Each seat's luck less the average of the others' (the seats' values add up to 0).

    >>> relative_luck((3.0, 1.0, -1.0))
    (3.0, 0.0, -3.0)
    """
    k = len(luck)
    if k < 2:
        return tuple(0.0 for _ in luck)
    total = sum(luck)
    return tuple(x - (total - x) / (k - 1) for x in luck)
