"""Pilots (the rulebook's PILOT ABILITIES and setup step 4; advanced play here).

``GameConfig(pilots=True)``: every player has a pilot card of their faction, with one
simple ability. The real pilot cards are not in our sources, so the stand-in catalog
gives each faction one made-up pilot (``pilots`` in the catalog file; a player can
type in their own), with one of four mechanical abilities (an :class:`Effect`
``kind`` and ``value``):

* ``stride`` — every round, the first ``value`` hexes of the Heavy Hitter's move cost
  no energy (like a sprint maneuver card that needs no card; with one, they add up).
* ``reroll`` — ``value`` times a round, re-roll a missed attack roll of one of the
  player's units without a card (``reroll pilot``, asked after the miss like the
  sponsor card's re-roll).
* ``brace`` — once a round, against the first attack on the Heavy Hitter of
  :data:`BRACE_DAMAGE` or more damage, its armor saves succeed on ``value`` less (never
  better than 2+): the pilot braces for the big hit, not for a stray shot.
* ``draw`` — in the Reset phase the hand refills to 6 + ``value`` faction cards (and is
  discarded down to that).

Rulings where the sources are silent:

* **R-PILOT-1** Pilots are chosen at setup, after the Glory Hound roll-off and the Heavy
  Hitters' placing and before the opening hands, in the rulebook's order: from the
  player right of the Glory Hound counter-clockwise, the Glory Hound last
  (:func:`choosing_order`), as the legal action ``pilot ID`` (with one pilot a faction
  the engine takes it for the player). On the alternate board each player picks the
  path right after the pilot (:mod:`engine.game.achievements`).
* **R-PILOT-2** "No other player can choose the same pilot": a pilot taken is not offered
  again — unless every pilot of the faction is taken (a mirror match with the stand-in
  catalog's one pilot a faction), when the faction's pilots are offered again: each
  player's copy of the faction has its own cards.
* **R-PILOT-3** "Once a round" counts from one Deploy phase to the next (a round of the
  engine); an ability not used in a round is lost, not saved.
* A solo game has no pilots (rulebook, SOLO PLAY): asking for both is refused.

>>> from engine.game import GameConfig, new_game
>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=3,
...              config=GameConfig(pilots=True))
>>> [p.pilot.name for p in g.players if p.pilot]
['Kestrel Vance (stand-in)', 'Mags Rook (stand-in)']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from engine.core.errors import GameSetupError
from engine.core.messages import _
from engine.game.achievement_paths import board_paths
from engine.game.achievements import PathDecision
from engine.game.actions import Action, ChoosePilot
from engine.game.catalog import Catalog, Pilot
from engine.game.option_events import PilotAbility, PilotChosen
from engine.game.state import Decision, Step
from engine.game.units import HAND_SIZE

if TYPE_CHECKING:
    from engine.game.state import GameConfig, GameState

ABILITIES: Final = ("stride", "reroll", "brace", "draw")
"""The kinds of pilot ability the engine knows (the catalog schema names the same)."""
BRACE_DAMAGE: Final = 4
"""The least damage of an attack a pilot braces for (a primary weapon's, a heavy
secondary's): a brace spent on the round's first saves, whatever the attack, measured
weaker than the other abilities (``benchmarks/bench_pilots.py --alone``)."""


def check_pilots(config: GameConfig, catalog: Catalog, factions: tuple[str, ...]) -> None:
    """Raise :class:`GameSetupError` when pilots are asked for and cannot be played: in a
    solo game, or with a faction that has no pilot card in the catalog."""
    if not config.pilots:
        return
    if not config.game_mode.advanced_rules:
        raise GameSetupError(
            _("a solo game uses no pilots (rulebook, SOLO PLAY): leave pilots off")
        )
    for f in dict.fromkeys(factions):
        if not catalog.pilots_of(f):
            raise GameSetupError(
                _(
                    "the catalog {name!r} has no pilot for the faction {faction!r}: "
                    "add one to its pilots, or play without pilots"
                ).format(name=catalog.name, faction=f)
            )


def choosing_order(state: GameState) -> list[int]:
    """R-PILOT-1: counter-clockwise from the player right of the Glory Hound, the Glory Hound
    last (the reverse of the turn order)."""
    return state.turn_order()[::-1]


def setup_choices(state: GameState) -> list[Step]:
    """The setup decisions of the advanced options: a pilot and, on the alternate board, a
    path for each player in :func:`choosing_order` (none in a standard game)."""
    config = state.config
    steps: list[Step] = []
    for q in choosing_order(state):
        if config.pilots:
            steps.append(PilotDecision(q))
        if config.achievements == "alternate":
            steps.append(PathDecision(q))
    return steps


def ability(state: GameState, player: int, kind: str) -> int:
    """The value of ``player``'s pilot ability when it is of ``kind`` (0 otherwise)."""
    pilot = state.players[player].pilot
    return pilot.ability.value if pilot is not None and pilot.ability.kind == kind else 0


def uses_this_round(state: GameState, player: int) -> int:
    p = state.players[player]
    return p.pilot_uses if p.pilot_round == state.round else 0


def use_ability(state: GameState, player: int, what: str) -> None:
    """Count one use of the once-a-round ability (R-PILOT-3) and log it."""
    p = state.players[player]
    p.pilot_uses = uses_this_round(state, player) + 1
    p.pilot_round = state.round
    state.log(PilotAbility(player, what))


def stride_hexes(state: GameState, player: int) -> int:
    """Hexes of this round's Heavy Hitter move that cost no energy (``stride``)."""
    return ability(state, player, "stride")


def can_reroll(state: GameState, player: int) -> bool:
    """Whether ``player``'s pilot may still re-roll a missed attack this round."""
    return uses_this_round(state, player) < ability(state, player, "reroll")


def brace_bonus(state: GameState, player: int, damage: int = BRACE_DAMAGE) -> int:
    """What the Heavy Hitter's armor saves against an attack of ``damage`` improve by
    (``brace``: 0 once used this round, or for an attack of less than
    :data:`BRACE_DAMAGE`)."""
    value = ability(state, player, "brace")
    return value if value and damage >= BRACE_DAMAGE and not uses_this_round(state, player) else 0


def hand_size(state: GameState, player: int) -> int:
    """The faction cards ``player``'s hand refills to in the Reset phase (``draw``)."""
    return HAND_SIZE + ability(state, player, "draw")


def ability_text(pilot: Pilot) -> str:
    """The ability in words: ``stride 1``."""
    return str(pilot.ability)


def offered_pilots(state: GameState, player: int) -> tuple[Pilot, ...]:
    """The pilots ``player`` may choose (R-PILOT-2)."""
    mine = state.catalog.pilots_of(state.players[player].faction.id)
    taken = {p.pilot.id for p in state.players if p.pilot is not None}
    free = tuple(p for p in mine if p.id not in taken)
    return free or mine


def pilot_problems(state: GameState) -> list[str]:
    """Broken invariants of pilots and paths (for :func:`engine.game.check_invariants`):
    every player has a pilot of their own faction exactly when the game has pilots, and a
    path of the board exactly on the alternate board, unless the rules have still to ask
    them for it (a setup decision waiting or to come); an ability is not used more often in
    a round than it allows."""
    problems: list[str] = []
    to_come = [s for s in (state.pending, *state.stack) if isinstance(s, Decision)]
    choosing_pilot = {s.player for s in to_come if isinstance(s, PilotDecision)}
    choosing_path = {s.player for s in to_come if isinstance(s, PathDecision)}
    paths = {p.id for p in board_paths(state.catalog)}
    for p in state.players:
        who = f"P{p.seat + 1}"
        if p.pilot is not None and (not state.config.pilots or p.pilot.faction != p.faction.id):
            problems.append(
                _("{who} has the pilot {id} in a game without pilots or of another faction").format(
                    who=who, id=p.pilot.id
                )
            )
        if state.config.pilots and p.pilot is None and p.seat not in choosing_pilot:
            problems.append(_("{who} has no pilot in a game with pilots").format(who=who))
        alternate = state.config.achievements == "alternate"
        if p.path is not None and (not alternate or p.path not in paths):
            problems.append(
                _("{who} is on the path {path!r}, not a path of the alternate board").format(
                    who=who, path=p.path
                )
            )
        if alternate and p.path is None and p.seat not in choosing_path:
            problems.append(_("{who} has no path on the alternate board").format(who=who))
        if p.seat in choosing_pilot and (p.pilot is not None or not state.config.pilots):
            problems.append(
                _(
                    "{who} is still to choose a pilot, in a game without pilots or with one chosen"
                ).format(who=who)
            )
        if p.seat in choosing_path and (p.path is not None or not alternate):
            problems.append(
                _(
                    "{who} is still to choose a path, off the alternate board or with one chosen"
                ).format(who=who)
            )
        if p.pilot is not None and p.pilot.ability.kind in ("reroll", "brace"):
            limit = p.pilot.ability.value if p.pilot.ability.kind == "reroll" else 1
            if uses_this_round(state, p.seat) > limit:
                problems.append(
                    _("{who} used the pilot's {kind} more than {limit} times this round").format(
                        who=who, kind=p.pilot.ability.kind, limit=limit
                    )
                )
    return problems


@dataclass(frozen=True, slots=True)
class PilotDecision(Decision):
    """Setup with pilots: the player picks a pilot card of their faction (``pilot ID``)."""

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def describe(self, state: GameState) -> str:
        return _("P{n}: choose a pilot").format(n=self.player + 1)

    def legal_actions(self, state: GameState) -> list[Action]:
        return [ChoosePilot(p.id) for p in offered_pilots(state, self.player)]

    def resolve(self, state: GameState, action: Action) -> None:
        assert isinstance(action, ChoosePilot)
        pilot = next(p for p in offered_pilots(state, self.player) if p.id == action.pilot)
        state.players[self.player].pilot = pilot
        state.log(PilotChosen(self.player, pilot.name, ability_text(pilot)))
