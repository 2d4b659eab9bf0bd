"""Energy: the free energy of a round and critical energy.

Each round a reactor gives 5 free energy (more with a reactor upgrade).
Spending more is *critical energy*: each extra point puts one faction card onto
the player's own damage pile, from hand or the top of the deck, the player's
choice (a :class:`~engine.game.damage.DamageDecision`).

**Ruling (sources silent): no self-destruction.** Each point of critical
energy needs a card from hand, deck or discard pile to put on the damage pile,
and a player may not spend the last such card: critical energy is limited to
(hand + deck + discard) − 1. So a player can never destroy their own Heavy
Hitter by spending energy, and an action that would need more is not legal.

A solo opponent (:mod:`engine.game.solo`) has no energy: everything is affordable
for it and it spends nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.game.damage import DamageDecision
from engine.game.events import EnergyGained, EnergySpent
from engine.game.solo import solo_opponent

if TYPE_CHECKING:
    from engine.game.state import GameState


def affordable(state: GameState, player: int, cost: int, cards_leaving_hand: int = 0) -> bool:
    """Whether ``player`` may spend ``cost`` energy (free energy, then critical).

    ``cards_leaving_hand`` counts cards that leave the hand with the spending (a
    declared weapon goes to the firing line), so they cannot also pay critical energy.
    """
    if solo_opponent(state, player):
        return True  # a solo opponent has no energy and pays none
    p = state.players[player]
    critical = cost - p.energy
    return critical <= 0 or critical <= p.critical_capacity - cards_leaving_hand


def spend(state: GameState, player: int, cost: int, reason: str) -> None:
    """Pay ``cost`` energy: free energy first, the rest as critical energy.

    Critical energy schedules the player's choice of damaged cards next.
    """
    if cost <= 0 or solo_opponent(state, player):
        return
    p = state.players[player]
    free = min(p.energy, cost)
    critical = cost - free
    p.energy -= free
    state.log(EnergySpent(player, cost, critical, p.energy, reason))
    if critical:
        state.schedule(DamageDecision(player, critical, "critical energy"))


def gain(state: GameState, player: int, amount: int, reason: str) -> None:
    p = state.players[player]
    p.energy += amount
    p.gained += amount
    state.log(EnergyGained(player, amount, p.energy, reason))
