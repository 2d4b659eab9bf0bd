"""Damage: to a Heavy Hitter's faction cards, to a support unit's hit points.

A Heavy Hitter takes one faction card per point onto its damage pile, from
hand and/or the top of the deck — the player chooses which hand cards
(:class:`DamageDecision`, action ``damage hand CARD… deck N``). An empty deck is
refilled from the discard pile; with hand, deck and discard all empty, the
declared weapons still on the firing line are damaged, and 25 cards on the
damage pile destroy the Heavy Hitter (24, a solo opponent's whole deck:
:func:`engine.game.solo.deck_cards`).

**Ruling (sources silent):** when the firing line must take damage, the cards
that would fire last (lowest speed) go first; it is never a real choice, since
every such card is lost to the damage pile anyway.

A support unit loses one hit point per point and is removed at 0; it may be
deployed again later.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import TYPE_CHECKING, Final

from engine.core.errors import IllegalActionError
from engine.core.messages import _, ngettext
from engine.game.actions import Action, TakeDamage
from engine.game.catalog import UnitClass
from engine.game.combat_events import HitPointsLost, UnitDestroyed
from engine.game.events import CardsDamaged, Eliminated, GloryHound
from engine.game.piles import card_counts, missing_cards, refill_deck
from engine.game.scoring import after_elimination
from engine.game.solo import deck_cards
from engine.game.state import Decision
from engine.game.units import PlayerState

if TYPE_CHECKING:
    from engine.game.state import GameState

DECK_CARDS: Final = 25
"""Cards in a faction deck; as many on the damage pile destroy the Heavy Hitter."""


@dataclass(frozen=True, slots=True)
class DamageDecision(Decision):
    """``player`` puts ``points`` faction cards on their damage pile (``reason`` says why)."""

    points: int
    reason: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, points: int, reason: str) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "reason", reason)

    def describe(self, state: GameState) -> str:
        return ngettext(
            "P{n}: choose {points} card for the damage pile ({reason}): from hand and/or the deck",
            "P{n}: choose {points} cards for the damage pile ({reason}): from hand and/or the deck",
            self.points,
        ).format(n=self.player + 1, points=self.points, reason=self.reason)

    def legal_actions(self, state: GameState) -> list[Action]:
        p = state.players[self.player]
        forced = self._forced(p)
        if forced is not None:
            return [forced]
        in_hand = sorted(card_counts(p.hand).items())
        pool = len(p.deck) + len(p.discard)
        actions: list[Action] = []
        for counts in product(*(range(n + 1) for _card, n in in_hand)):
            k = sum(counts)
            if k > self.points or self.points - k > pool:
                continue
            cards = tuple(c for (c, _), m in zip(in_hand, counts) for _ in range(m))
            actions.append(TakeDamage(cards, self.points - k))
        return actions

    def _forced(self, p: PlayerState) -> TakeDamage | None:
        pool = len(p.deck) + len(p.discard)
        if not p.hand:
            return TakeDamage((), min(self.points, pool))
        if p.spare_cards <= self.points:
            return TakeDamage(tuple(p.hand), pool)
        return None

    def forced(self, state: GameState) -> Action | None:
        return self._forced(state.players[self.player])

    def validate(self, state: GameState, action: Action) -> None:
        p = state.players[self.player]
        if not isinstance(action, TakeDamage):
            raise IllegalActionError(
                _("{action} is not legal now: {asked}").format(
                    action=action, asked=self.describe(state)
                )
            )
        forced = self._forced(p)
        if forced is not None:
            if action != forced:
                raise IllegalActionError(
                    _("{action} is not legal now: the damage must be {forced}").format(
                        action=action, forced=forced
                    )
                )
            return
        missing = missing_cards(action.hand, p.hand)
        if missing:
            raise IllegalActionError(
                _("{action}: not in hand: {choices}").format(
                    action=action, choices=" ".join(missing)
                )
            )
        if action.points != self.points:
            raise IllegalActionError(
                _("{action}: {cards} cards for {damage} damage").format(
                    action=action, cards=action.points, damage=self.points
                )
            )
        if action.deck > len(p.deck) + len(p.discard):
            raise IllegalActionError(
                _("{action}: only {number} cards in the deck and discard pile").format(
                    action=action, number=len(p.deck) + len(p.discard)
                )
            )

    def resolve(self, state: GameState, action: Action) -> None:
        assert isinstance(action, TakeDamage)
        p = state.players[self.player]
        for c in action.hand:
            p.hand.remove(c)
            p.damage.append(c)
        taken = 0
        while taken < action.deck and refill_deck(state, self.player):
            p.damage.append(p.deck.pop())
            taken += 1
        rest = self.points - len(action.hand) - taken
        from_line: list[str] = []
        if rest > 0 and p.firing_line:
            speed = {c: p.faction.card(c).speed for c in p.firing_line}
            order = sorted(p.firing_line, key=lambda c: speed[c])
            from_line = order[:rest]
            for c in from_line:
                p.firing_line.remove(c)
                p.damage.append(c)
        state.log(
            CardsDamaged(
                self.player, action.hand, taken, tuple(from_line), self.reason, len(p.damage)
            )
        )
        if len(p.damage) >= deck_cards(state, self.player) and p.alive:
            eliminate(state, self.player)


def remove_unit(state: GameState, player: int, cls: UnitClass) -> None:
    p = state.players[player]
    h = p.units.pop(cls)
    p.hp.pop(cls, None)
    if state.occupant.get(h) == (player, cls):
        del state.occupant[h]


def hurt_support(state: GameState, player: int, cls: UnitClass, points: int) -> None:
    """A support unit loses ``points`` hit points; at 0 it is removed."""
    p = state.players[player]
    if cls not in p.units or points <= 0:
        return
    left = max(0, p.hp[cls] - points)
    p.hp[cls] = left
    state.log(HitPointsLost(player, cls._value_, points, left))
    if left == 0:
        state.log(UnitDestroyed(player, cls._value_, p.units[cls]))
        remove_unit(state, player, cls)


def damage_unit(state: GameState, player: int, cls: UnitClass, points: int, reason: str) -> None:
    """Damage a unit: cards for a Heavy Hitter (the player's choice), hit points otherwise."""
    if points <= 0:
        return
    if cls is UnitClass.HH:
        state.schedule(DamageDecision(player, points, reason))
    else:
        hurt_support(state, player, cls, points)


def eliminate(state: GameState, player: int) -> None:
    """A Heavy Hitter destroyed: it and its support units leave the board."""
    p = state.players[player]
    hh = p.units.get(UnitClass.HH)
    for cls in list(p.units):
        remove_unit(state, player, cls)
    if hh is not None:
        state.log(UnitDestroyed(player, "HH", hh))
    p.alive = False
    remaining = state.alive_players()
    state.log(Eliminated(player, len(remaining)))
    if state.glory_hound == player and remaining and state.mode.glory_hound:
        order = state.seat_order
        i = order.index(player)
        nxt = next(q for q in order[i + 1 :] + order[:i] if state.players[q].alive)
        state.glory_hound = nxt
        state.log(GloryHound(nxt, "the Glory Hound's Heavy Hitter was destroyed", player))
    after_elimination(state)
