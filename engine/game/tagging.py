"""The Tagging phase (RULES.md §5.4): holo-board tags, sponsor cards, demolition.

In turn order each player tags with their units (``tag UNIT BUILDING``; ``pass``
ends the turn): every unit adjacent to an intact building may tag one adjacent
building, once per round. **R-TAG-1** A tag goes on the face the unit touches
(the face toward the unit); a face holds one tag, and tagging a face with an
opponent's tag replaces it (over-tagging). **Ruling:** a face that already
holds the player's own tag cannot be tagged again (it would change nothing).

When the turn ends the player draws one sponsor card per different building
tagged this phase, then discards down to the hand limit of 5 (their choice).

When a player holds 4 tags on one building it is demolished at once: all tags
return, the player controls the rubble (which still blocks movement but no
longer sight), and the pilot token moves one space. Controlling 4 demolished
buildings wins the game. **Ruling:** a faction has 20 tags (the box's supply):
tags on buildings and rubble markers count against it, and a player with none
left cannot tag.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from engine.core.messages import _
from engine.game.actions import Action, Pass, Tag
from engine.game.board_events import Demolished, Tagged
from engine.game.catalog import UnitClass
from engine.game.events import PhaseStarted
from engine.game.grid import blocked_table, shared_sight
from engine.game.piles import draw_sponsors
from engine.game.scoring import advance_track, after_demolition
from engine.game.solo import solo_opponent
from engine.game.sponsors import SponsorDiscardDecision
from engine.game.state import Decision, Phase, Step
from engine.game.teams import team_of
from engine.game.units import TAG_SUPPLY
from engine.geometry.board import playable_neighbors
from engine.geometry.hexes import Hex

if TYPE_CHECKING:
    from engine.game.state import GameState

TAGS_TO_DEMOLISH: Final = 4
NO_TAG: Final = -1
EMPTY_FACES: Final = (NO_TAG,) * 6


def tags_out(state: GameState, player: int) -> int:
    """Tags of ``player`` on buildings plus rubble markers."""
    return sum(faces.count(player) for faces in state.tags.values()) + state.players[player].rubble


def tag_options(state: GameState, player: int) -> list[Tag]:
    """Every tag ``player``'s units may place now."""
    p = state.players[player]
    if tags_out(state, player) >= TAG_SUPPLY:
        return []
    intact = state.game_map.intact_hexes
    team = team_of(state, player)  # a face holding our own (or our ally's) tag stays
    options = []
    for cls, h in p.units.items():
        if cls in p.used_units:
            continue
        for b in playable_neighbors(h):
            if b in intact:
                face = b.direction_to(h)
                assert face is not None
                if state.tags.get(b, EMPTY_FACES)[face.index] not in team:
                    options.append(Tag(cls, b))
    options.sort(key=lambda t: (t.unit._value_, t.building.sort_key()))
    return options


@dataclass(frozen=True, slots=True, init=False)
class TaggingPhase(Step):
    def run(self, state: GameState) -> None:
        state.phase = Phase.TAGGING
        state.log(PhaseStarted("Tagging"))
        for p in state.players:
            p.tags_placed = 0
            p.tagged = set()
            p.used_units = set()
        steps: list[Step] = []
        for q in state.turn_order():
            if not solo_opponent(state, q):  # a solo opponent places no tags
                steps += [TagDecision(q), EndTagTurn(q)]
        state.schedule(*steps)


@dataclass(frozen=True, slots=True)
class TagDecision(Decision):
    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def describe(self, state: GameState) -> str:
        return _("P{n}: tag a building with a unit, or pass").format(n=self.player + 1)

    def legal_actions(self, state: GameState) -> list[Action]:
        options = tag_options(state, self.player)
        return [*options, Pass()] if options else [Pass()]

    def resolve(self, state: GameState, action: Action) -> None:
        if isinstance(action, Pass):
            return
        assert isinstance(action, Tag)
        place_tag(state, self.player, action.unit, action.building)
        if state.result is None:
            state.schedule(self)


def place_tag(state: GameState, player: int, cls: UnitClass, b: Hex) -> None:
    p = state.players[player]
    face = b.direction_to(p.units[cls])
    assert face is not None
    faces = list(state.tags.get(b, EMPTY_FACES))
    replaced = faces[face.index] if faces[face.index] != NO_TAG else None
    faces[face.index] = player
    state.tags[b] = tuple(faces)
    p.used_units.add(cls)
    p.tagged.add(b)
    p.tags_placed += 1
    mine = sum(faces.count(q) for q in team_of(state, player))  # a team's tags count together
    state.log(Tagged(player, cls._value_, b, face, replaced, mine))
    if mine >= TAGS_TO_DEMOLISH:
        demolish(state, player, b)


def demolish(state: GameState, player: int, b: Hex) -> None:
    """All tags return; the player controls the rubble; the map and sight change."""
    del state.tags[b]
    state.rubble_owner[b] = player
    state.players[player].rubble += 1
    state.game_map = state.game_map.with_demolished(b, True)
    state.sight = shared_sight(state.game_map)
    state.blocked = blocked_table(state.game_map)
    state.log(Demolished(player, b, state.players[player].rubble))
    advance_track(state, player, "demolition")
    after_demolition(state, player)


@dataclass(frozen=True, slots=True)
class EndTagTurn(Step):
    """Sponsor cards for the buildings tagged, then the hand limit."""

    player: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def run(self, state: GameState) -> None:
        p = state.players[self.player]
        if not p.alive:
            return
        if p.tagged:
            draw_sponsors(state, self.player, len(p.tagged))
        state.schedule(SponsorDiscardDecision(self.player))
