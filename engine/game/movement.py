"""The Deploy and Movement phases (RULES.md §5.1-5.2).

Deploy: in turn order (the Glory Hound first, then clockwise) each player may
deploy one support unit that is not on the board onto a free playable hex within
distance 2 of its Heavy Hitter (on the fallout side: a Zone 1 hex), for 2 energy
and a Deploy card, or 4 energy without one. **Ruling:** a player holding a Deploy
card uses it (paying 4 energy while holding one is never offered).

Movement: Heavy Hitters first, then all Combat units, then Repair, then Recon,
each class in turn order. A Heavy Hitter pays 1 energy per hex (critical energy
beyond the free energy); it passes through its own faction's units but not
opposing units or buildings (intact or rubble); it ends on a free hex, or on an
opposing support unit's hex, which pushes that unit to an adjacent free
playable hex of its owner's choice (``push combat 3D``). **Ruling:** a Heavy
Hitter may end on an opposing support unit only when that unit has somewhere to
go. It then chooses a facing (also when it stays). Support units move up to
their Move value for free, through their own faction's units only; Recon units
fly over units and buildings; every unit ends on a free playable hex and never
enters a half-hex.

**R-TEAM-6** (2v2, fixed or shifting alliances): an ally is not an opponent, nor
one's own faction. A Heavy Hitter may not end on an ally's support unit (the hex
counts as occupied), and no unit passes through an ally's units (Recon units and
``jump`` maneuvers still fly over them). The ally is :func:`engine.game.teams.ally_of`
(the team-mate, or the ally of the moment), the one definition the rules use.

A solo opponent (:mod:`engine.game.solo`) deploys within 1 hex of its Heavy
Hitter for nothing, and its Heavy Hitter moves up to ``SOLO_HH_MOVE`` hexes free.

``legal_actions`` offers one Heavy Hitter move per reachable destination and
facing, along a canonical cheapest path; ``apply_action`` accepts any legal path.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final

from engine.core.errors import IllegalActionError
from engine.core.messages import _
from engine.game.actions import Action, Move, Play, Push
from engine.game.board_events import Moved, Pushed
from engine.game.catalog import SUPPORT_CLASSES, CardKind, UnitClass
from engine.game.energy import affordable, spend
from engine.game.events import CardPlayed, PhaseStarted
from engine.game.grid import HEXES, INDEX, NEIGHBORS
from engine.game.pilots import stride_hexes
from engine.game.solo import SOLO_HH_MOVE, solo_opponent
from engine.game.sponsors import anytime_plays, is_anytime_play, resolve_anytime
from engine.game.state import Decision, Phase, Step
from engine.game.teams import ally_of
from engine.geometry.board import PLAYABLE, playable_neighbors
from engine.geometry.hexes import Direction, Hex

if TYPE_CHECKING:
    from engine.game.state import GameState

DEPLOY_RANGE: Final = 2
"""(:data:`engine.game.grid.WITHIN_TWO` holds the hexes within it.)"""
FACINGS: Final[tuple[Direction, ...]] = tuple(Direction)


# -- reach --------------------------------------------------------------------------------


def _free(state: GameState, h: Hex, vacated: Hex | None = None) -> bool:
    """Playable, no building or rubble, no unit (``vacated`` counts as free)."""
    return (
        h in PLAYABLE and not state.blocked[INDEX[h]] and (h not in state.occupant or h == vacated)
    )


def push_destinations(state: GameState, h: Hex, vacated: Hex | None = None) -> list[Hex]:
    """Where a support unit pushed off ``h`` may go: adjacent free playable hexes."""
    return sorted(n for n in playable_neighbors(h) if _free(state, n, vacated))


PASS: Final = 1
END: Final = 2
"""How a search may use a hex: pass through it (1), end on it (2), or both (3); 0: neither."""


def _base_uses(blocked: tuple[bool, ...], over_blocks: bool) -> list[int]:
    """Each hex's use before units are counted: an empty hex may be passed and ended on;
    a building (or rubble) neither, or only passed over (``over_blocks``: flight)."""
    pass_blocked = PASS if over_blocks else 0
    return [pass_blocked if b else PASS | END for b in blocked]


def _search(start: int, max_steps: int, uses: list[int]) -> dict[Hex, tuple[Hex, ...]]:
    """Breadth-first search over board indexes (:mod:`engine.game.grid`), neighbours in
    direction order, so the path to each hex is a canonical shortest one. ``uses[i]`` says
    how the hex of index ``i`` may be used. The start is always a destination.
    """
    hexes = HEXES
    neighbors = NEIGHBORS
    # The path to each hex reached; ``()``: a hex the search may not use (looked at once).
    paths: list[tuple[Hex, ...] | None] = [None] * len(hexes)
    paths[start] = (hexes[start],)
    ends = [start]
    frontier = [start]
    steps = 0
    while frontier and steps < max_steps:
        steps += 1
        nxt = []
        for x in frontier:
            px = paths[x]
            assert px
            for n in neighbors[x]:
                if paths[n] is not None:
                    continue
                how = uses[n]
                if how:
                    paths[n] = px + (hexes[n],)
                    if how & PASS:
                        nxt.append(n)
                    if how & END:
                        ends.append(n)
                else:
                    paths[n] = ()
        frontier = nxt
    result = {}
    for i in ends:
        path = paths[i]
        assert path is not None
        result[hexes[i]] = path
    return result


NOBODY: Final = -1
"""A seat number that is nobody's (no ally)."""


def ally_seat(state: GameState, player: int) -> int:
    """``player``'s ally (R-TEAM-6, :func:`~engine.game.teams.ally_of`), or :data:`NOBODY`."""
    ally = ally_of(state, player)
    return NOBODY if ally is None else ally


def hh_paths(
    state: GameState, player: int, max_steps: int, jump: bool = False
) -> dict[Hex, tuple[Hex, ...]]:
    """Every hex the Heavy Hitter may end on within ``max_steps``, with a cheapest path.

    Its own hex is included (staying costs nothing). It passes through its own units
    (with ``jump``, over everything), ends on a free hex or pushes an opponent's support
    unit (not an ally's, R-TEAM-6) that has a free hex to go to.
    """
    start = INDEX[state.players[player].units[UnitClass.HH]]
    blocked = state.blocked
    uses = _base_uses(blocked, jump)
    occupied = [INDEX[h] for h in state.occupant]
    taken = [False] * len(blocked)
    for i in occupied:
        taken[i] = True
    taken[start] = False  # the Heavy Hitter leaves it: a pushed unit may go there
    hh = UnitClass.HH
    ally = ally_seat(state, player)
    for h, (owner, cls) in state.occupant.items():
        i = INDEX[h]
        pushable = (
            not blocked[i]
            and owner != player
            and owner != ally
            and cls is not hh
            and any(not blocked[m] and not taken[m] for m in NEIGHBORS[i])
        )
        if jump or (owner == player and not blocked[i]):
            uses[i] = PASS | (END if pushable else 0)
        else:
            uses[i] = END if pushable else 0
    return _search(start, max_steps, uses)


def support_paths(state: GameState, player: int, cls: UnitClass) -> dict[Hex, tuple[Hex, ...]]:
    """Every hex a support unit may end on, with a shortest path (its own hex included):
    through its own faction's units (not an ally's, R-TEAM-6), over everything for a Recon
    unit, never onto a unit."""
    p = state.players[player]
    flies = cls is UnitClass.RECON
    uses = _base_uses(state.blocked, flies)
    for h, (owner, _unit) in state.occupant.items():
        i = INDEX[h]
        uses[i] = PASS if flies or (owner == player and not state.blocked[i]) else 0
    return _search(INDEX[p.units[cls]], p.faction.unit(cls).move, uses)


def _check_path(
    state: GameState, player: int, path: tuple[Hex, ...], start: Hex, passable: bool
) -> None:
    if not path or path[0] != start:
        raise IllegalActionError(
            _("the path must start on the unit's hex {start}").format(start=start)
        )
    for a, b in zip(path, path[1:]):
        if b not in PLAYABLE:
            raise IllegalActionError(
                _("{b} is not a playable hex: units never enter half-hexes").format(b=b)
            )
        if a.distance(b) != 1:
            raise IllegalActionError(_("{a} and {b} are not adjacent").format(a=a, b=b))
    if passable:
        return
    buildings = state.game_map.building_hexes
    for h in path[1:-1]:
        if h in buildings:
            raise IllegalActionError(_("the path passes through the building on {h}").format(h=h))
        occ = state.occupant.get(h)
        if occ is not None and occ[0] != player:
            whose = "an ally's" if occ[0] == ally_seat(state, player) else "an opposing"
            raise IllegalActionError(
                _("the path passes through {whose} unit on {h}").format(whose=whose, h=h)
            )


# -- Deploy phase ---------------------------------------------------------------------------


# -- Movement phase ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, init=False)
class MovementPhase(Step):
    def run(self, state: GameState) -> None:
        state.phase = Phase.MOVEMENT
        state.log(PhaseStarted("Movement"))
        order = state.turn_order()
        state.schedule(
            *(HHMoveDecision(p, sprint=stride_hexes(state, p)) for p in order),
            *(SupportMoveDecision(p, c) for c in SUPPORT_CLASSES for p in order),
        )


@dataclass(frozen=True, slots=True)
class HHMoveDecision(Decision):
    """A Heavy Hitter's movement turn; a maneuver card may add free hexes or flight."""

    sprint: int = 0
    jump: bool = False
    maneuvered: bool = False

    # __init__ made by scripts/make_value_types.py
    def __init__(
        self, player: int, sprint: int = 0, jump: bool = False, maneuvered: bool = False
    ) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "sprint", sprint)
        object.__setattr__(self, "jump", jump)
        object.__setattr__(self, "maneuvered", maneuvered)

    def describe(self, state: GameState) -> str:
        return _("P{n}: move the Heavy Hitter (or stay) and choose its facing").format(
            n=self.player + 1
        )

    def max_steps(self, state: GameState) -> int:
        if solo_opponent(state, self.player):
            return SOLO_HH_MOVE
        p = state.players[self.player]
        return self.sprint + p.energy + p.critical_capacity

    def maneuvers(self, state: GameState) -> list[str]:
        if self.maneuvered:
            return []
        p = state.players[self.player]
        return sorted(
            {
                c
                for c in p.hand
                if p.faction.card(c).kind is CardKind.MANEUVER
                and affordable(state, self.player, p.faction.card(c).energy, 1)
            }
        )

    def destinations(self, state: GameState) -> dict[Hex, tuple[Hex, ...]]:
        """Reachable hexes and a cheapest path to each."""
        return hh_paths(state, self.player, self.max_steps(state), self.jump)

    def cost(self, steps: int) -> int:
        return max(0, steps - self.sprint)

    def legal_actions(self, state: GameState) -> list[Action]:
        actions: list[Action] = [Play(c) for c in self.maneuvers(state)]
        actions += anytime_plays(state, self.player)
        hh = UnitClass.HH
        for path in self.destinations(state).values():
            actions += [Move(hh, path, f) for f in FACINGS]
        return actions

    def forced(self, state: GameState) -> Action | None:
        return None

    def validate(self, state: GameState, action: Action) -> None:
        if isinstance(action, Play):
            if action.card in self.maneuvers(state) or is_anytime_play(state, self.player, action):
                return
            raise IllegalActionError(
                _("{action} is not legal now: no such card to play here").format(action=action)
            )
        if not isinstance(action, Move) or action.unit is not UnitClass.HH or action.facing is None:
            raise IllegalActionError(
                _("{action} is not legal now: {asked}").format(
                    action=action, asked=self.describe(state)
                )
            )
        p = state.players[self.player]
        start = p.units[UnitClass.HH]
        _check_path(state, self.player, action.path, start, self.jump)
        dest = action.destination
        if dest != start:
            occ = state.occupant.get(dest)
            if dest in state.game_map.building_hexes:
                raise IllegalActionError(
                    _("{action}: {dest} holds a building").format(action=action, dest=dest)
                )
            if occ is not None and (occ[0] == self.player or occ[1] is UnitClass.HH):
                raise IllegalActionError(
                    _("{action}: {dest} is occupied").format(action=action, dest=dest)
                )
            if occ is not None and occ[0] == ally_seat(state, self.player):
                raise IllegalActionError(
                    _(
                        "{action}: {dest} is occupied by an ally's unit, "
                        "which is not pushed (R-TEAM-6)"
                    ).format(action=action, dest=dest)
                )
            if occ is not None and not push_destinations(state, dest, start):
                raise IllegalActionError(
                    _("{action}: the support unit on {dest} has nowhere to be pushed").format(
                        action=action, dest=dest
                    )
                )
        if not affordable(state, self.player, self.cost(action.steps)):
            raise IllegalActionError(
                _("{action}: {cost} energy is more than the Heavy Hitter can spend").format(
                    action=action, cost=self.cost(action.steps)
                )
            )

    def resolve(self, state: GameState, action: Action) -> None:
        p = state.players[self.player]
        if isinstance(action, Play):
            if action.card in self.maneuvers(state):
                card = p.faction.card(action.card)
                assert card.effect is not None
                p.hand.remove(card.id)
                p.discard.append(card.id)
                state.log(CardPlayed(self.player, card.id, str(card.effect)))
                nxt = replace(
                    self,
                    maneuvered=True,
                    sprint=self.sprint + (card.effect.value if card.effect.kind == "sprint" else 0),
                    jump=self.jump or card.effect.kind == "jump",
                )
                state.schedule(nxt)
                spend(state, self.player, card.energy, card.id)
            else:
                resolve_anytime(state, self, action)
            return
        assert isinstance(action, Move) and action.facing is not None
        start = p.units[UnitClass.HH]
        dest = action.destination
        pushed = state.occupant.get(dest) if dest != start else None
        del state.occupant[start]
        state.occupant[dest] = (self.player, UnitClass.HH)
        p.units[UnitClass.HH] = dest
        p.facing = action.facing
        cost = 0 if solo_opponent(state, self.player) else self.cost(action.steps)
        state.log(Moved(self.player, "HH", action.path, action.facing, cost))
        spend(state, self.player, cost, "movement")
        if pushed is not None:  # the push comes first, before any critical-energy damage
            state.schedule(PushDecision(pushed[0], pushed[1], dest, self.player))


def yet_to_move(state: GameState) -> frozenset[int]:
    """Players whose Heavy Hitter has yet to make its move of this Movement phase (the
    one deciding now included); empty outside the Movement phase."""
    if state.phase != Phase.MOVEMENT:
        return frozenset()
    waiting = {s.player for s in state.stack if isinstance(s, HHMoveDecision)}
    if isinstance(state.pending, HHMoveDecision):
        waiting.add(state.pending.player)
    return frozenset(waiting)


@dataclass(frozen=True, slots=True)
class PushDecision(Decision):
    """The owner of a support unit a Heavy Hitter ended on chooses where it goes."""

    unit: UnitClass
    source: Hex
    by: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, unit: UnitClass, source: Hex, by: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "by", by)

    def active(self, state: GameState) -> bool:
        return state.players[self.player].units.get(self.unit) == self.source

    def describe(self, state: GameState) -> str:
        return _("P{n}: choose where the pushed {unit} on {hex} goes").format(
            n=self.player + 1, unit=self.unit, hex=self.source
        )

    def legal_actions(self, state: GameState) -> list[Action]:
        return [Push(self.unit, h) for h in push_destinations(state, self.source)]

    def resolve(self, state: GameState, action: Action) -> None:
        assert isinstance(action, Push)
        state.players[self.player].units[self.unit] = action.hex
        state.occupant[action.hex] = (self.player, self.unit)
        state.log(Pushed(self.player, self.unit._value_, self.source, action.hex, self.by))


@dataclass(frozen=True, slots=True)
class SupportMoveDecision(Decision):
    unit: UnitClass

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, unit: UnitClass) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "unit", unit)

    def active(self, state: GameState) -> bool:
        p = state.players[self.player]
        return p.alive and self.unit in p.units

    def describe(self, state: GameState) -> str:
        return _("P{n}: move the {unit} unit (or stay)").format(n=self.player + 1, unit=self.unit)

    def destinations(self, state: GameState) -> dict[Hex, tuple[Hex, ...]]:
        """Hexes the unit may end on, with a shortest path to each (computed once per
        decision)."""
        memo = state.decision_memo(self)
        found = memo.get("paths")
        if found is None:
            found = memo["paths"] = support_paths(state, self.player, self.unit)
        return found

    def legal_actions(self, state: GameState) -> list[Action]:
        return [Move(self.unit, path) for path in self.destinations(state).values()]

    def forced(self, state: GameState) -> Action | None:
        paths = self.destinations(state)
        if len(paths) != 1:
            return None
        (path,) = paths.values()
        return Move(self.unit, path)

    def validate(self, state: GameState, action: Action) -> None:
        p = state.players[self.player]
        if (
            not isinstance(action, Move)
            or action.unit is not self.unit
            or action.facing is not None
        ):
            raise IllegalActionError(
                _("{action} is not legal now: {asked}").format(
                    action=action, asked=self.describe(state)
                )
            )
        start = p.units[self.unit]
        _check_path(state, self.player, action.path, start, self.unit is UnitClass.RECON)
        if action.steps > p.faction.unit(self.unit).move:
            raise IllegalActionError(
                _("{action}: the {unit} unit moves at most {move} hexes").format(
                    action=action, unit=self.unit, move=p.faction.unit(self.unit).move
                )
            )
        if action.destination != start and not _free(state, action.destination):
            raise IllegalActionError(
                _("{action}: {destination} is not a free hex").format(
                    action=action, destination=action.destination
                )
            )

    def resolve(self, state: GameState, action: Action) -> None:
        assert isinstance(action, Move)
        p = state.players[self.player]
        start = p.units[self.unit]
        dest = action.destination
        if dest != start:
            del state.occupant[start]
            state.occupant[dest] = (self.player, self.unit)
            p.units[self.unit] = dest
        state.log(Moved(self.player, self.unit._value_, action.path, None, 0))
