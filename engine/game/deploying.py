"""The Deploy phase: a player's support units deployed within reach of its Heavy Hitter,
with a card or energy (its decision, the hexes and the card it offers); moving them and the
Heavy Hitters is :mod:`engine.game.movement`'s."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from engine.core.errors import IllegalActionError
from engine.core.messages import _
from engine.game.actions import Action, Deploy, Pass
from engine.game.board_events import Deployed
from engine.game.catalog import SUPPORT_CLASSES, CardKind, UnitClass
from engine.game.energy import affordable, spend
from engine.game.events import PhaseStarted
from engine.game.grid import HEXES, INDEX, NEIGHBORS, WITHIN_TWO
from engine.game.solo import solo_opponent
from engine.game.sponsors import anytime_plays, is_anytime_play, resolve_anytime
from engine.game.state import Decision, Phase, Step
from engine.geometry.hexes import Hex
from engine.geometry.zones import DEPLOY_ZONE, Side

if TYPE_CHECKING:
    from engine.game.state import GameState

DEPLOY_COST_WITH_CARD: Final = 2
DEPLOY_COST_WITHOUT_CARD: Final = 4


@dataclass(frozen=True, slots=True, init=False)
class DeployPhase(Step):
    def run(self, state: GameState) -> None:
        state.phase = Phase.DEPLOY
        state.log(PhaseStarted("Deploy"))
        state.schedule(*(DeployDecision(p) for p in state.turn_order()))


def deploy_hexes(state: GameState, player: int) -> list[Hex]:
    """Free playable hexes within distance 2 of the Heavy Hitter (Zone 1 on the fallout side)."""
    hh = state.players[player].hh
    if hh is None:
        return []
    fallout = state.game_map.side is Side.FALLOUT
    blocked = state.blocked
    occupant = state.occupant
    result = []
    near = (
        NEIGHBORS[INDEX[hh]]
        if solo_opponent(state, player)  # "within 1 hex"
        else WITHIN_TWO[INDEX[hh]]
    )
    for i in near:
        h = HEXES[i]
        if (
            not blocked[i]
            and h not in occupant
            and (not fallout or state.game_map.zone_of(h) == DEPLOY_ZONE)
        ):
            result.append(h)
    return result


def deploy_card(state: GameState, player: int) -> str | None:
    """The Deploy card the player would use (the first in hand), if any."""
    p = state.players[player]
    for c in p.hand:
        if p.faction.card(c).kind is CardKind.DEPLOY:
            return c
    return None


@dataclass(frozen=True, slots=True)
class DeployDecision(Decision):
    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def describe(self, state: GameState) -> str:
        return _("P{n}: deploy a support unit, or pass").format(n=self.player + 1)

    def options(self, state: GameState) -> tuple[list[UnitClass], list[Hex]]:
        """The units that may be deployed and the hexes they may go to (both empty when
        none can be paid for); computed once per decision."""
        memo = state.decision_memo(self)
        found = memo.get("options")
        if found is None:
            p = state.players[self.player]
            card = None if solo_opponent(state, self.player) else deploy_card(state, self.player)
            ok = (
                affordable(state, self.player, DEPLOY_COST_WITH_CARD, 1)
                if card
                else affordable(state, self.player, DEPLOY_COST_WITHOUT_CARD)
            )
            classes = [c for c in SUPPORT_CLASSES if c not in p.units] if ok else []
            hexes = deploy_hexes(state, self.player) if classes else []
            found = memo["options"] = (classes, hexes) if hexes else ([], [])
        return found

    def legal_actions(self, state: GameState) -> list[Action]:
        classes, hexes = self.options(state)
        actions: list[Action] = [Pass()]
        actions += [Deploy(c, h) for c in classes for h in hexes]
        return actions + anytime_plays(state, self.player)

    def forced(self, state: GameState) -> Action | None:
        if self.options(state)[0] or anytime_plays(state, self.player):
            return None
        return Pass()

    def validate(self, state: GameState, action: Action) -> None:
        if isinstance(action, Pass) or is_anytime_play(state, self.player, action):
            return
        classes, hexes = self.options(state)
        if not (isinstance(action, Deploy) and action.unit in classes and action.hex in hexes):
            raise IllegalActionError(
                _("{action} is not legal now: {asked}").format(
                    action=action, asked=self.describe(state)
                )
            )

    def resolve(self, state: GameState, action: Action) -> None:
        if resolve_anytime(state, self, action):
            return
        if not isinstance(action, Deploy):
            return
        p = state.players[self.player]
        solo = solo_opponent(state, self.player)
        card = None if solo else deploy_card(state, self.player)
        cost = 0 if solo else DEPLOY_COST_WITH_CARD if card else DEPLOY_COST_WITHOUT_CARD
        if card:
            p.hand.remove(card)
            p.discard.append(card)
        p.units[action.unit] = action.hex
        p.hp[action.unit] = p.faction.unit(action.unit).hit_points
        state.occupant[action.hex] = (self.player, action.unit)
        state.log(Deployed(self.player, action.unit._value_, action.hex, card, cost))
        spend(state, self.player, cost, f"deploying {action.unit}")
