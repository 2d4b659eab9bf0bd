"""The Reset phase (RULES.md §5.5) and the round structure.

Energy goes back to 5 (more with a reactor upgrade); hands are drawn up to 6
faction cards, or discarded down to 6 (the player's choice); the player who
placed the most tags this round becomes the Glory Hound — on a tie, the tied
player next clockwise from the current Glory Hound, who cannot keep it on a tie;
taking it from another player moves the pilot token one space; then units in
fallout Zones 3 and 4 take 1 and 2 damage with no armor save (R-ZONE-2).

**Ruling (sources silent):** when nobody placed a tag this round, the Glory
Hound stays where it is (nobody placed "the most").

In a solo game there is no Glory Hound, and a solo opponent does nothing in the
Reset phase (no energy, no cards); fallout damage still hits its units. With shifting
alliances the phase ends with every player's secret pick of an opposing pilot card
(:class:`~engine.game.alliances.AlliancePicks`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.messages import _
from engine.game.actions import Action, Discard
from engine.game.alliances import AlliancePicks, is_shifting
from engine.game.catalog import UnitClass
from engine.game.combat import CombatPhase
from engine.game.combat_events import DamageDealt
from engine.game.damage import damage_unit
from engine.game.deploying import DeployPhase
from engine.game.events import Discarded, EnergyReset, GloryHound, PhaseStarted, RoundStarted
from engine.game.movement import MovementPhase
from engine.game.piles import draw
from engine.game.pilots import hand_size
from engine.game.scoring import advance_track, finish_by_score
from engine.game.solo import solo_opponent
from engine.game.state import Decision, Phase, Step
from engine.game.tagging import TaggingPhase
from engine.game.units import FREE_ENERGY
from engine.geometry.zones import ZONE_RESET_DAMAGE, Side

if TYPE_CHECKING:
    from engine.game.state import GameState


@dataclass(frozen=True, slots=True, init=False)
class StartRound(Step):
    def run(self, state: GameState) -> None:
        state.round += 1
        state.log(RoundStarted(state.round, state.glory_hound if state.mode.glory_hound else -1))
        state.schedule(
            DeployPhase(), MovementPhase(), CombatPhase(), TaggingPhase(), ResetPhase(), EndRound()
        )


@dataclass(frozen=True, slots=True, init=False)
class EndRound(Step):
    def run(self, state: GameState) -> None:
        limit = state.config.max_rounds
        if limit is not None and state.round >= limit:
            finish_by_score(state, "round limit")
        else:
            state.schedule(StartRound())


def reactor(state: GameState, player: int) -> int:
    """The energy a player's reactor resets to."""
    return FREE_ENERGY + state.upgrade_bonus(player, "reactor")


@dataclass(frozen=True, slots=True, init=False)
class ResetPhase(Step):
    def run(self, state: GameState) -> None:
        state.phase = Phase.RESET
        state.log(PhaseStarted("Reset"))
        order = state.turn_order()
        acting = [q for q in order if not solo_opponent(state, q)]  # solo opponents rest
        for q in acting:
            p = state.players[q]
            p.energy = reactor(state, q)
            p.gained = 0
            state.log(EnergyReset(q, p.energy))
        state.schedule(
            *(HandRefill(q) for q in acting),
            NewGloryHound(),
            *(Fallout(q) for q in order),
            *((AlliancePicks(),) if is_shifting(state) else ()),
        )


@dataclass(frozen=True, slots=True)
class HandRefill(Step):
    player: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def run(self, state: GameState) -> None:
        p = state.players[self.player]
        size = hand_size(state, self.player)
        if len(p.hand) < size:
            draw(state, self.player, size - len(p.hand), f"hand back to {size}")
        elif len(p.hand) > size:
            state.schedule(HandDiscardDecision(self.player))


@dataclass(frozen=True, slots=True)
class HandDiscardDecision(Decision):
    """More than 6 faction cards in hand: discard one (asked again while over)."""

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def active(self, state: GameState) -> bool:
        p = state.players[self.player]
        return p.alive and len(p.hand) > hand_size(state, self.player)

    def describe(self, state: GameState) -> str:
        return _("P{n}: discard a faction card (hand back to {size})").format(
            n=self.player + 1, size=hand_size(state, self.player)
        )

    def legal_actions(self, state: GameState) -> list[Action]:
        return [Discard(c) for c in sorted(set(state.players[self.player].hand))]

    def resolve(self, state: GameState, action: Action) -> None:
        assert isinstance(action, Discard)
        p = state.players[self.player]
        p.hand.remove(action.card)
        p.discard.append(action.card)
        state.log(Discarded(self.player, action.card, False))
        state.schedule(self)


def next_glory_hound(state: GameState) -> int | None:
    """Who becomes Glory Hound from this round's tags (``None``: nobody tagged)."""
    alive = state.alive_players()
    most = max(state.players[q].tags_placed for q in alive)
    if most == 0:
        return None
    tied = [q for q in alive if state.players[q].tags_placed == most]
    if len(tied) == 1:
        return tied[0]
    order = state.seat_order
    i = order.index(state.glory_hound)
    return next(q for q in order[i + 1 :] + order[: i + 1] if q in tied and q != state.glory_hound)


@dataclass(frozen=True, slots=True, init=False)
class NewGloryHound(Step):
    def run(self, state: GameState) -> None:
        if not state.mode.glory_hound:  # a solo game has none: the player stays first
            return
        new = next_glory_hound(state)
        if new is None or new == state.glory_hound:
            return
        old = state.glory_hound
        state.glory_hound = new
        state.log(GloryHound(new, f"most tags: {state.players[new].tags_placed}", old))
        advance_track(state, new, "took the Glory Hound")


@dataclass(frozen=True, slots=True)
class Fallout(Step):
    """R-ZONE-2: units in Zone 3 and 4 take 1 and 2 damage, no armor save."""

    player: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def run(self, state: GameState) -> None:
        p = state.players[self.player]
        if not p.alive or state.game_map.side is not Side.FALLOUT:
            return  # no zones on the standard side (GameMap.zone_of: None for every hex)
        hits = []
        for cls, h in sorted(p.units.items(), key=lambda u: u[0] is not UnitClass.HH):
            zone = state.game_map.zone_of(h)
            if zone is not None and ZONE_RESET_DAMAGE[zone]:
                hits.append((cls, zone, ZONE_RESET_DAMAGE[zone]))
        for cls, zone, points in hits:
            state.log(
                DamageDealt(self.player, cls._value_, points, f"fallout Zone {zone}, no save")
            )
            damage_unit(state, self.player, cls, points, f"fallout Zone {zone}")
