"""The map model: buildings, Heavy Hitter start hexes, board side and zones.

A :class:`GameMap` is an immutable value. Editing returns a new map, so a map
can be shared freely (undo stacks, analysis caches, worker threads) and two
maps compare equal exactly when they would save to the same file.

>>> m = GameMap(name="Duel", starts=(Hex.parse("1F"), Hex.parse("9F")))
>>> m = m.with_building(Hex.parse("5F"))
>>> m.players, [str(b) for b in m.buildings]
(2, ['5F'])
>>> validate_map(m)
[]
>>> [str(p) for p in validate_map(m.with_start(Hex.parse("5F")))]
['/starts/2: 5F holds a building (/buildings/0); a start hex must be free']
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable

from engine.core.errors import Problem
from engine.core.jsontext import LONE_SURROGATE, lone_surrogate_at
from engine.core.lazy import lazy
from engine.core.messages import _, ngettext
from engine.geometry.board import HALF_HEXES, PLAYABLE
from engine.geometry.hexes import Hex
from engine.geometry.zones import DEFAULT_ZONES, Side, ZoneLayout
from engine.mapmodel.edit_symmetry import SymmetryMode

MIN_PLAYERS = 2
MAX_PLAYERS = 4
BOX_BUILDINGS = 10
"""Buildings in the box: a map with more is not playable with one copy of the game."""


@dataclass(frozen=True, slots=True)
class Building:
    """A building on one hex; a demolished one is rubble (its base stays).

    >>> Building(Hex.parse("2G"))
    Building('2G')
    >>> str(Building(Hex.parse("2G"), demolished=True))
    '2G (demolished)'
    """

    hex: Hex
    demolished: bool = False

    @property
    def intact(self) -> bool:
        return not self.demolished

    def __str__(self) -> str:
        return f"{self.hex} (demolished)" if self.demolished else str(self.hex)

    def __repr__(self) -> str:
        extra = ", demolished=True" if self.demolished else ""
        return f"Building({str(self.hex)!r}{extra})"


@dataclass(frozen=True)
class GameMap:
    """A battlefield: what a map file holds.

    ``starts`` are in seat order; the number of players is the number of starts.
    ``zones`` is only meaningful on the fallout side; ``None`` there means the
    default rings (R-ZONE-1). ``teams``: for 2v2 play on a four-player map, two teams
    of two start hexes (``None``: the starts farthest apart are allies, R-TEAM-1); a
    change to the starts that leaves a team's hex behind drops the teams. ``locked`` holds the hexes of the buildings and
    starts the designer locked: repairs and the generator keep them where they
    are. A lock follows its building or start when that is moved by hand, and
    goes with it when it is removed. ``symmetric_editing``: how the designer's
    placements repeat themselves about 5F while this map is edited (no bearing on play).

    A map with fewer than two starts, or with ``planned_players`` its starts do not
    match yet, is a *draft*: it is kept, saved and opened like any map, and
    :func:`draft_problems` (the ``players`` check) says what it lacks; no game is
    played on it. ``planned_players`` is the number of players a map file names when
    it differs from its starts (``None`` when the starts say it).

    >>> m = GameMap(starts=(Hex.parse("1F"), Hex.parse("9F"))).with_building(Hex.parse("5F"))
    >>> m = m.with_lock(Hex.parse("5F")).moved(Hex.parse("5F"), Hex.parse("5E"))
    >>> sorted(str(h) for h in m.locked), m.is_locked(Hex.parse("5E"))
    (['5E'], True)
    >>> m.without_building(Hex.parse("5E")).locked
    frozenset()
    """

    name: str = "Untitled"
    author: str = ""
    description: str = ""
    side: Side = Side.STANDARD
    buildings: tuple[Building, ...] = ()
    starts: tuple[Hex, ...] = ()
    zones: ZoneLayout | None = None
    locked: frozenset[Hex] = frozenset()
    teams: tuple[tuple[Hex, ...], ...] | None = None
    symmetric_editing: SymmetryMode = SymmetryMode.NONE
    planned_players: int | None = None

    def __post_init__(self) -> None:
        if self.planned_players == len(self.starts):  # reached: the starts say it now
            object.__setattr__(self, "planned_players", None)

    # -- derived ---------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.starts)

    @lazy
    def _building_index(self) -> dict[Hex, Building]:
        return {b.hex: b for b in self.buildings}

    @lazy
    def intact_hexes(self) -> frozenset[Hex]:
        """Hexes of buildings that still stand (they block sight and give cover)."""
        return frozenset(b.hex for b in self.buildings if not b.demolished)

    @lazy
    def building_hexes(self) -> frozenset[Hex]:
        """Hexes of every building, intact or rubble (both block movement)."""
        return frozenset(b.hex for b in self.buildings)

    def building_at(self, h: Hex) -> Building | None:
        return self._building_index.get(h)

    def seat_of(self, h: Hex) -> int | None:
        """Seat index (0-based) of the start on ``h``, if any."""
        try:
            return self.starts.index(h)
        except ValueError:
            return None

    def is_free(self, h: Hex) -> bool:
        """Playable, no building and no start."""
        return h in PLAYABLE and h not in self._building_index and h not in self.starts

    def zone_of(self, h: Hex) -> int | None:
        """The zone of a playable hex on the fallout side; ``None`` on the standard side."""
        if self.side is not Side.FALLOUT or h not in PLAYABLE:
            return None
        return (self.zones or DEFAULT_ZONES)[h]

    @property
    def zone_layout(self) -> ZoneLayout:
        """The zones in force (the default rings when the map names none)."""
        return self.zones or DEFAULT_ZONES

    # -- editing (each returns a new map) ---------------------------------------------
    def with_building(self, h: Hex, demolished: bool = False) -> GameMap:
        """Add a building on ``h`` (or change its state if there is one)."""
        if h in self._building_index:
            return replace(
                self,
                buildings=tuple(
                    Building(h, demolished) if b.hex == h else b for b in self.buildings
                ),
            )
        return replace(self, buildings=self.buildings + (Building(h, demolished),))

    def without_building(self, h: Hex) -> GameMap:
        return replace(
            self, buildings=tuple(b for b in self.buildings if b.hex != h), locked=self.locked - {h}
        )

    def with_buildings(self, buildings: Iterable[Building]) -> GameMap:
        return replace(self, buildings=tuple(buildings))

    def with_demolished(self, h: Hex, demolished: bool) -> GameMap:
        return self.with_building(h, demolished)

    def with_start(self, h: Hex, seat: int | None = None) -> GameMap:
        """Add a start for a new seat (at the end, or at ``seat``)."""
        starts = list(self.starts)
        starts.insert(len(starts) if seat is None else seat, h)
        return self.with_starts(starts)

    def without_start(self, h: Hex) -> GameMap:
        return replace(self.with_starts(s for s in self.starts if s != h), locked=self.locked - {h})

    def with_starts(self, starts: Iterable[Hex]) -> GameMap:
        starts = tuple(starts)
        teams = self.teams
        if teams is not None and {h for t in teams for h in t} != set(starts):
            teams = None  # the teams named starts that are gone (or miss new ones)
        return replace(self, starts=starts, teams=teams)

    def with_teams(self, teams: Iterable[Iterable[Hex]] | None) -> GameMap:
        """Name the 2v2 teams (start hexes), or ``None`` for the default (R-TEAM-1)."""
        return replace(self, teams=None if teams is None else tuple(tuple(t) for t in teams))

    def moved(self, src: Hex, dst: Hex) -> GameMap:
        """Move the building or start on ``src`` to ``dst`` (keeping order, state and lock)."""
        locked = (self.locked - {src}) | {dst} if src in self.locked else self.locked
        b = self._building_index.get(src)
        if b is not None:
            return replace(
                self,
                buildings=tuple(
                    Building(dst, x.demolished) if x.hex == src else x for x in self.buildings
                ),
                locked=locked,
            )
        if src in self.starts:
            teams = (
                None
                if self.teams is None
                else tuple(tuple(dst if h == src else h for h in t) for t in self.teams)
            )
            return replace(
                self,
                starts=tuple(dst if s == src else s for s in self.starts),
                teams=teams,
                locked=locked,
            )
        return self

    def is_locked(self, h: Hex) -> bool:
        """Whether the building or start on ``h`` is locked."""
        return h in self.locked

    def with_lock(self, h: Hex, locked: bool = True) -> GameMap:
        """Lock (or unlock) the building or start on ``h``."""
        return replace(self, locked=self.locked | {h} if locked else self.locked - {h})

    def with_locks(self, hexes: Iterable[Hex]) -> GameMap:
        """The map with exactly these hexes locked."""
        return replace(self, locked=frozenset(hexes))

    def with_symmetric_editing(self, mode: SymmetryMode) -> GameMap:
        """The map with another symmetric editing mode (its pieces unchanged)."""
        return replace(self, symmetric_editing=mode)

    def with_side(self, side: Side) -> GameMap:
        return replace(self, side=side)

    def with_zones(self, zones: ZoneLayout | None) -> GameMap:
        return replace(self, zones=zones)

    def with_info(
        self, *, name: str | None = None, author: str | None = None, description: str | None = None
    ) -> GameMap:
        return replace(
            self,
            name=self.name if name is None else name,
            author=self.author if author is None else author,
            description=self.description if description is None else description,
        )


def validate_map(m: GameMap) -> list[Problem]:
    """The meaning layer of validation: every way ``m`` breaks the rules of a map.

    Hexes must be playable (not half-hexes, not off the board), nothing may stand
    twice on one hex, a start may not hold a building, there are at most 4 starts,
    zones belong to the fallout side only, and the texts are text (no lone surrogate).
    A map with fewer than 2 starts is valid: a draft (see :func:`draft_problems`).
    """
    texts = (("name", m.name), ("author", m.author), ("description", m.description))
    problems = [
        Problem(f"/{name}", LONE_SURROGATE)
        for name, text in texts
        if lone_surrogate_at(text) is not None
    ]
    first_building: dict[Hex, int] = {}
    for i, b in enumerate(m.buildings):
        where = f"/buildings/{i}"
        bad = _placement_problem(b.hex)
        if bad:
            problems.append(Problem(where, bad))
        elif b.hex in first_building:
            problems.append(
                Problem(
                    where,
                    _("{hex} holds two buildings (also {where}); remove one").format(
                        hex=b.hex, where=f"/buildings/{first_building[b.hex]}"
                    ),
                )
            )
        else:
            first_building[b.hex] = i
    first_start: dict[Hex, int] = {}
    for i, h in enumerate(m.starts):
        where = f"/starts/{i}"
        bad = _placement_problem(h)
        if bad:
            problems.append(Problem(where, bad))
        elif h in first_start:
            problems.append(
                Problem(
                    where,
                    _("{hex} is a start twice (also {where}); each seat needs its own hex").format(
                        hex=h, where=f"/starts/{first_start[h]}"
                    ),
                )
            )
        elif h in first_building:
            problems.append(
                Problem(
                    where,
                    _("{hex} holds a building ({where}); a start hex must be free").format(
                        hex=h, where=f"/buildings/{first_building[h]}"
                    ),
                )
            )
        else:
            first_start[h] = i
    if len(m.starts) > MAX_PLAYERS:
        problems.append(
            Problem(
                "/starts",
                _(
                    "{n} start hexes but a map has at most {max} players: give one start per player"
                ).format(n=len(m.starts), max=MAX_PLAYERS),
            )
        )
    if m.zones is not None and m.side is not Side.FALLOUT:
        problems.append(
            Problem(
                "/zones", _("zones belong to the fallout side: set side to fallout or drop zones")
            )
        )
    for i, h in enumerate(sorted(m.locked)):
        if h not in first_building and h not in first_start:
            problems.append(
                Problem(
                    f"/locked/{i}",
                    _(
                        "{hex} is locked but holds no building and no start; lock"
                        " only what stands on the board"
                    ).format(hex=h),
                )
            )
    if m.teams is not None:
        problems += _team_problems(m)
    return problems


def draft_problems(m: GameMap) -> list[Problem]:
    """What keeps ``m`` a draft, not a map a game can be played on: fewer than
    :data:`MIN_PLAYERS` starts, or a number of players planned that the starts do not
    match yet. Empty for a finished map. The ``players`` check reports these as errors.

    >>> [str(p) for p in draft_problems(GameMap(starts=(Hex.parse("1F"),)))]
    ['/starts: 1 start placed, and a map has 2-4 players, one start each: place 1 more start']
    """
    n = len(m.starts)
    planned = m.planned_players
    if n < MIN_PLAYERS:
        placed = ngettext("{n} start placed", "{n} starts placed", n).format(n=n)
        if planned is not None:
            placed += " " + _("({n} planned)").format(n=planned)
        wanted = max(MIN_PLAYERS, planned or 0)
        more = wanted - n
        return [
            Problem(
                "/starts",
                _("{placed}, and a map has {min}-{max} players, one start each: {todo}").format(
                    placed=placed, min=MIN_PLAYERS, max=MAX_PLAYERS, todo=_more_starts(more)
                ),
            )
        ]
    if planned is not None:
        gap = planned - n
        todo = (
            _more_starts(gap)
            if gap > 0
            else ngettext("remove {n} start", "remove {n} starts", -gap).format(n=-gap)
        )
        return [
            Problem(
                "/players",
                _(
                    "{n} starts placed for the {planned} players planned:"
                    " {todo}, one start per player"
                ).format(n=n, planned=planned, todo=todo),
            )
        ]
    return []


def playable_problems(m: GameMap) -> list[Problem]:
    """Why no game can be played on ``m``: it is invalid or still a draft (empty: it can)."""
    return validate_map(m) + draft_problems(m)


def _more_starts(n: int) -> str:
    return ngettext("place {n} more start", "place {n} more starts", n).format(n=n)


def _team_problems(m: GameMap) -> list[Problem]:
    """The 2v2 teams: a four-player map, two teams of two of its starts, each start once."""
    assert m.teams is not None
    if len(m.starts) != 4:
        return [
            Problem(
                "/teams",
                _(
                    "teams are for 2v2 on a four-player map; this map has {n} starts: drop teams"
                ).format(n=len(m.starts)),
            )
        ]
    problems = []
    named = [h for t in m.teams for h in t]
    for i, t in enumerate(m.teams):
        for j, h in enumerate(t):
            if h not in m.starts:
                problems.append(
                    Problem(
                        f"/teams/{i}/{j}",
                        _("{hex} is not a start; a team is two start hexes").format(hex=h),
                    )
                )
    if not problems and (
        len(m.teams) != 2 or any(len(t) != 2 for t in m.teams) or sorted(named) != sorted(m.starts)
    ):
        problems.append(
            Problem("/teams", _("give two teams of two start hexes, each start in one team"))
        )
    return problems


def _placement_problem(h: Hex) -> str | None:
    if h in PLAYABLE:
        return None
    if h in HALF_HEXES:
        return _("{hex} is a half-hex; nothing is placed on one").format(hex=h)
    return _("{hex} is not on the board (rows 1-9, columns A-K)").format(hex=h)
