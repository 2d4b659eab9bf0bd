"""An attack's roll and what follows it: the roll's outcome, a re-roll, the attack
resolved (hits, saves, damage) and the shot recorded; declaring, revealing and choosing the
shots are :mod:`engine.game.combat`'s."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.messages import _
from engine.game.actions import Accept, Action, Reroll
from engine.game.attack import Attack
from engine.game.catalog import UnitClass
from engine.game.combat_events import (
    ArmorSave,
    AttackRoll,
    DamageDealt,
)
from engine.game.damage import damage_unit, eliminate, hurt_support
from engine.game.events import CardPlayed, CardsDamaged, seat
from engine.game.piles import discard_sponsor
from engine.game.pilots import brace_bonus, can_reroll, use_ability
from engine.game.scoring import advance_track
from engine.game.solo import deck_cards
from engine.game.sponsors import sponsor_cards
from engine.game.state import Decision, Step
from engine.game.targets import (
    target_armor,
)

if TYPE_CHECKING:
    from engine.game.state import GameState


def current_attack(state: GameState) -> Attack:
    """The attack being resolved (there is one while combat fires)."""
    a = state.attack
    assert isinstance(a, Attack)
    return a


def roll_outcome(dice: tuple[int, ...], number: int) -> str:
    """``critical hit`` (double 6), ``critical failure`` (double 1), ``hit`` or ``miss``.

    Modifiers never make or avoid a critical.

    >>> roll_outcome((6, 6), 13), roll_outcome((1, 1), 2), roll_outcome((3, 4), 7)
    ('critical hit', 'critical failure', 'hit')
    """
    if dice == (6, 6):
        return "critical hit"
    if dice == (1, 1):
        return "critical failure"
    return "hit" if sum(dice) >= number else "miss"


def _roll(state: GameState) -> str:
    a = current_attack(state)
    assert a.number is not None
    dice = state.dice.for_player(a.player).roll(2)
    state.attack = a.rolled(dice)
    outcome = roll_outcome(dice, a.number)
    state.log(
        AttackRoll(
            a.player,
            a.source,
            dice,
            a.number,
            outcome,
            a.damage,
            target_armor(state, a),
            a.target_player,
            a.target_unit._value_,
        )
    )
    return outcome


def _missed(outcome: str) -> bool:
    return outcome in ("miss", "critical failure")


@dataclass(frozen=True, slots=True, init=False)
class RollAttack(Step):
    def run(self, state: GameState) -> None:
        a = current_attack(state)
        if a.orbital:
            state.schedule(ResolveAttack())
            return
        outcome = _roll(state)
        if _missed(outcome) and _may_reroll(state, a.player):
            state.schedule(RerollDecision(a.player), ResolveAttack())
        else:
            state.schedule(ResolveAttack())


def _may_reroll(state: GameState, player: int) -> bool:
    """A sponsor card that re-rolls, or the pilot's re-roll of this round
    (:func:`engine.game.pilots.can_reroll`)."""
    return bool(sponsor_cards(state, player, ("reroll",))) or can_reroll(state, player)


@dataclass(frozen=True, slots=True)
class RerollDecision(Decision):
    """After a missed attack roll: re-roll with a sponsor card (``reroll``) or the pilot's
    ability (``reroll pilot``), or accept the miss."""

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def describe(self, state: GameState) -> str:
        if can_reroll(state, self.player):
            return _("P{n}: the attack missed; reroll (the pilot's ability), or accept").format(
                n=self.player + 1
            )
        return _("P{n}: the attack missed; reroll with a sponsor card, or accept").format(
            n=self.player + 1
        )

    def legal_actions(self, state: GameState) -> list[Action]:
        actions: list[Action] = [Accept()]
        if sponsor_cards(state, self.player, ("reroll",)):
            actions.append(Reroll())
        if can_reroll(state, self.player):
            actions.append(Reroll(pilot=True))
        return actions

    def resolve(self, state: GameState, action: Action) -> None:
        if isinstance(action, Accept):
            return
        assert isinstance(action, Reroll)
        if action.pilot:
            use_ability(state, self.player, "re-rolls the missed attack")
        else:
            card = sponsor_cards(state, self.player, ("reroll",))[0]
            discard_sponsor(state, self.player, card)
            state.log(CardPlayed(self.player, card, "reroll"))
        outcome = _roll(state)
        if _missed(outcome) and _may_reroll(state, self.player):
            state.schedule(self)


@dataclass(frozen=True, slots=True, init=False)
class ResolveAttack(Step):
    def run(self, state: GameState) -> None:
        a = current_attack(state)
        state.attack = None
        attacker = state.players[a.player]
        outcome = "hit" if a.orbital else roll_outcome(a.dice, a.number or 0)
        if outcome == "critical failure":
            if a.unit is UnitClass.HH:
                if a.source in attacker.firing_line:
                    attacker.firing_line.remove(a.source)
                    attacker.damage.append(a.source)
                    state.log(
                        CardsDamaged(
                            a.player, (), 0, (a.source,), "critical failure", len(attacker.damage)
                        )
                    )
                    if len(attacker.damage) >= deck_cards(state, a.player):
                        eliminate(state, a.player)
            else:
                hurt_support(state, a.player, a.unit, 1)
            return
        _fired(state, a)
        if outcome == "miss" or state.occupant.get(a.target) != (a.target_player, a.target_unit):
            return
        if outcome == "critical hit":
            taken = a.damage
            state.log(
                DamageDealt(
                    a.target_player, a.target_unit._value_, taken, "critical hit: no armor save"
                )
            )
        else:
            armor = target_armor(state, a)
            if a.target_unit is UnitClass.HH and brace_bonus(state, a.target_player, a.damage):
                use_ability(state, a.target_player, f"braces: saves on {armor}+")
            dice = state.dice.for_player(a.target_player).roll(a.damage)
            saved = sum(1 for d in dice if d >= armor)
            taken = a.damage - saved
            state.log(ArmorSave(a.target_player, a.target_unit._value_, dice, armor, saved, taken))
        if a.alley:
            advance_track(state, a.player, "alley-shot hit")
        if a.flank:
            advance_track(state, a.player, "flank hit")
        damage_unit(
            state, a.target_player, a.target_unit, taken, f"hit by {seat(a.player)} {a.source}"
        )


def _fired(state: GameState, a: Attack) -> None:
    """A fired weapon card goes to the discard pile."""
    p = state.players[a.player]
    if a.unit is UnitClass.HH and a.source in p.firing_line:
        p.firing_line.remove(a.source)
        p.discard.append(a.source)
