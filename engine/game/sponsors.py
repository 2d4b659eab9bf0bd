"""Sponsor cards played in a player's own turn, and the hand limit of 5.

Sponsor cards are drawn in the Tagging phase, one per different building tagged.
Their effects have simple timings:

* ``energy`` and ``salvage`` cards are played (``play CARD``) in the player's own
  deploy, movement or declare turn, before the turn's main action;
* ``reroll`` cards are offered after one of the player's attack rolls misses;
* ``evade`` cards are offered when one of the player's units is attacked (not by
  an orbital strike), like a reaction card.

**Ruling (sources silent):** at most one card (reaction or sponsor) answers one
attack.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from engine.core.messages import _
from engine.game.actions import Action, Discard, Play
from engine.game.combat_events import Salvaged
from engine.game.energy import gain
from engine.game.events import CardPlayed, Discarded
from engine.game.piles import discard_sponsor
from engine.game.state import Decision
from engine.game.units import SPONSOR_HAND_LIMIT

if TYPE_CHECKING:
    from engine.game.state import GameState

ANYTIME: Final = ("energy", "salvage")
"""Sponsor effects played in the player's own deploy, movement or declare turn."""


def sponsor_cards(state: GameState, player: int, kinds: tuple[str, ...]) -> list[str]:
    """Distinct sponsor card ids in ``player``'s hand whose effect is one of ``kinds``."""
    seen: list[str] = []
    for card in state.players[player].sponsors:
        if card not in seen and state.catalog.sponsor(card).effect.kind in kinds:
            seen.append(card)
    return sorted(seen)


def anytime_plays(state: GameState, player: int) -> list[Action]:
    return [Play(c) for c in sponsor_cards(state, player, ANYTIME)]


def is_anytime_play(state: GameState, player: int, action: Action) -> bool:
    return isinstance(action, Play) and action.card in sponsor_cards(state, player, ANYTIME)


def resolve_anytime(state: GameState, decision: Decision, action: Action) -> bool:
    """If ``action`` plays an anytime sponsor card: play it, ask ``decision`` again, and say so."""
    if not isinstance(action, Play) or not is_anytime_play(state, decision.player, action):
        return False
    state.schedule(decision)
    play_anytime(state, decision.player, action.card)
    return True


def salvage(state: GameState, player: int, n: int) -> None:
    """Up to ``n`` random cards of the damage pile go to the bottom of the discard pile."""
    p = state.players[player]
    moved = 0
    while moved < n and p.damage:
        p.discard.insert(0, p.damage.pop(state.dice.for_player(player).pick(len(p.damage))))
        moved += 1
    state.log(Salvaged(player, moved, len(p.damage)))


def play_anytime(state: GameState, player: int, card: str) -> None:
    """Play an ``energy`` or ``salvage`` sponsor card."""
    effect = state.catalog.sponsor(card).effect
    discard_sponsor(state, player, card)
    state.log(CardPlayed(player, card, str(effect)))
    if effect.kind == "energy":
        gain(state, player, effect.value, card)
    elif effect.kind == "salvage":
        salvage(state, player, effect.value)


@dataclass(frozen=True, slots=True)
class SponsorDiscardDecision(Decision):
    """Over the hand limit of 5 sponsor cards: discard one (asked again while over)."""

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def active(self, state: GameState) -> bool:
        return len(state.players[self.player].sponsors) > SPONSOR_HAND_LIMIT

    def describe(self, state: GameState) -> str:
        return _("P{n}: discard a sponsor card (hand limit {limit})").format(
            n=self.player + 1, limit=SPONSOR_HAND_LIMIT
        )

    def legal_actions(self, state: GameState) -> list[Action]:
        return [Discard(c, True) for c in sorted(set(state.players[self.player].sponsors))]

    def resolve(self, state: GameState, action: Action) -> None:
        assert isinstance(action, Discard)
        discard_sponsor(state, self.player, action.card)
        state.log(Discarded(self.player, action.card, True))
        state.schedule(self)
