"""Which symmetry about ``5F`` a map has, what breaks it, and what would restore it.

The printed 4- and 2-player maps are symmetric under a half turn about ``5F``,
the 3-player ones under a third of a turn (R-BOARD-2, R-BOARD-4); a designer
may also want a left-right mirror about column ``F``. A map has a symmetry when
it carries every start onto a start and every building onto a building in the
same state. A turn can carry a playable hex onto a half-hex or off the board:
a building there can have no partner, so it breaks the symmetry.

The starts suggest the symmetries that carry them onto themselves; of those,
the one needing the fewest changes is the map's *suggested* symmetry, and the
buildings breaking it are named with the changes (moves first, so the number
of buildings stays the same) that restore it.

>>> from engine import load_map, builtin_map_path
>>> s = map_symmetry(load_map(builtin_map_path("salvage-city")))
>>> s.symmetries, s.suggested.name
((), 'half turn')
>>> [str(h) for h in s.suggested.breakers], [str(h) for h in s.suggested.missing]
(['2D', '2H', '7D', '7H'], ['8H', '8D', '3H', '3D'])
>>> [str(c) for c in s.suggested.changes]
['move 2D to 3D', 'move 2H to 3H']
>>> map_symmetry(load_map(builtin_map_path("citadel"))).symmetries
('third turn',)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable

from engine.core.messages import N_, _
from engine.geometry.board import CENTER, HALF_HEXES, PLAYABLE
from engine.geometry.hexes import HALF_TURN, MIRROR_LR, THIRD_TURN, Hex, Symmetry
from engine.mapmodel.model import BOX_BUILDINGS, GameMap

CANDIDATES: tuple[tuple[str, Symmetry], ...] = (
    ("half turn", HALF_TURN),
    ("third turn", THIRD_TURN),
    ("left-right mirror", MIRROR_LR),
)
"""The symmetries the analysis looks for, in order of preference when several fit."""

DESCRIPTIONS = {
    "half turn": N_("a half turn about 5F"),
    "third turn": N_("a third of a turn about 5F"),
    "left-right mirror": N_("a left-right mirror about column F"),
}
"""How a message names each symmetry (in English: :func:`symmetry_description` translates)."""

NAMES = {
    "half turn": N_("half turn"),
    "third turn": N_("third turn"),
    "left-right mirror": N_("left-right mirror"),
}
"""The symmetries' short names as a text shows them (JSON keeps the English keys)."""


def symmetry_description(name: str) -> str:
    """How a sentence names the symmetry ``name``, in the current language."""
    return _(DESCRIPTIONS[name])


def symmetry_name(name: str) -> str:
    """The short name of the symmetry ``name`` (``half turn``), in the current language."""
    return _(NAMES[name])


@dataclass(frozen=True)
class Change:
    """One edit that helps restore a symmetry.

    ``kind`` is ``move`` (``hex`` to ``to``), ``add``, ``remove``, ``demolish``
    or ``restore`` (make rubble an intact building again). ``demolished`` is the
    state of the building an ``add`` or a ``move`` leaves behind.

    >>> str(Change("move", Hex.parse("2D"), Hex.parse("3D")))
    'move 2D to 3D'
    >>> str(Change("add", Hex.parse("8H"), demolished=True))
    'add rubble on 8H'
    """

    kind: str
    hex: Hex
    to: Hex | None = None
    demolished: bool = False

    def __str__(self) -> str:
        thing = "rubble" if self.demolished else "a building"
        if self.kind == "move":
            return f"move {self.hex} to {self.to}"
        if self.kind == "add":
            return f"add {thing} on {self.hex}"
        if self.kind == "restore":
            return f"make {self.hex} intact"
        return f"{self.kind} {self.hex}"

    def text(self) -> str:
        """The change as a sentence shows it, in the current language (``str()`` is the
        language-neutral form the JSON report keeps)."""
        if self.kind == "move":
            return _("move {hex} to {to}").format(hex=self.hex, to=self.to)
        if self.kind == "add":
            return (
                _("add rubble on {hex}") if self.demolished else _("add a building on {hex}")
            ).format(hex=self.hex)
        if self.kind == "restore":
            return _("make {hex} intact").format(hex=self.hex)
        if self.kind == "remove":
            return _("remove {hex}").format(hex=self.hex)
        if self.kind == "demolish":
            return _("demolish {hex}").format(hex=self.hex)
        return str(self)


@dataclass(frozen=True)
class SymmetryFit:
    """How well a map fits one symmetry.

    ``breakers`` are the buildings (and starts, when the starts do not fit)
    whose partners are missing or differ; ``missing`` lists where those partners
    belong, in the order of the breakers (a hex may be a half-hex or off the
    board, see ``unplaceable``); ``changes`` restore the symmetry.
    """

    name: str
    symmetry: Symmetry
    starts_fit: bool
    breakers: tuple[Hex, ...]
    missing: tuple[Hex, ...]
    unplaceable: tuple[Hex, ...]
    mismatched: tuple[Hex, ...]
    changes: tuple[Change, ...]

    @property
    def holds(self) -> bool:
        return self.starts_fit and not self.breakers

    @property
    def description(self) -> str:
        return symmetry_description(self.name)


@dataclass(frozen=True)
class MapSymmetry:
    """The symmetries a map has and, when it has none, the one its starts suggest."""

    fits: tuple[SymmetryFit, ...]

    @property
    def symmetries(self) -> tuple[str, ...]:
        """Names of the symmetries the map has, in the order of :data:`CANDIDATES`."""
        return tuple(f.name for f in self.fits if f.holds)

    @property
    def is_symmetric(self) -> bool:
        return any(f.holds for f in self.fits)

    @property
    def suggested(self) -> SymmetryFit | None:
        """The best-fitting symmetry: the starts fit it and it needs the fewest
        changes; ``None`` when the starts fit none of the candidates."""
        fitting = [f for f in self.fits if f.starts_fit]
        if not fitting:
            return None
        return min(fitting, key=lambda f: (not f.holds, len(f.changes), len(f.breakers)))

    def fit(self, name: str) -> SymmetryFit:
        for f in self.fits:
            if f.name == name:
                return f
        raise KeyError(name)


@lru_cache(maxsize=None)
def orbit(h: Hex, symmetry: Symmetry) -> tuple[Hex, ...]:
    """``h`` and its images under repeated ``symmetry`` about ``5F``, until it returns.

    >>> [str(x) for x in orbit(Hex.parse("1D"), THIRD_TURN)]
    ['1D', '5K', '8C']
    >>> [str(x) for x in orbit(Hex.parse("9E"), HALF_TURN)]
    ['9E', '0G']
    """
    return symmetry.orbit(h, CENTER)


def symmetries_held(game_map: GameMap) -> tuple[str, ...]:
    """Names of the symmetries ``game_map`` has (as :attr:`MapSymmetry.symmetries`), found
    without working out what breaks the others: every start's image is a start and
    every building's image a building in the same state.

    >>> from engine import load_map, builtin_map_path
    >>> symmetries_held(load_map(builtin_map_path("citadel")))
    ('third turn',)
    """
    starts = set(game_map.starts)
    state = {b.hex: b.demolished for b in game_map.buildings}
    result = []
    for name, symmetry in CANDIDATES:
        images = image_table(symmetry)
        if all(images[s] in starts for s in starts) and all(
            images[b] in state and state[images[b]] == d for b, d in state.items()
        ):
            result.append(name)
    return tuple(result)


@lru_cache(maxsize=None)
def image_table(symmetry: Symmetry) -> dict[Hex, Hex]:
    """The image of every playable hex (map-independent: computed once per process)."""
    return {h: symmetry.apply(h, CENTER) for h in PLAYABLE}


def map_symmetry(game_map: GameMap) -> MapSymmetry:
    """How the map fits each candidate symmetry (half turn, third turn, mirror)."""
    return MapSymmetry(tuple(fit_symmetry(game_map, name, sym) for name, sym in CANDIDATES))


def apply_changes(game_map: GameMap, changes: Iterable[Change]) -> GameMap:
    """The map with the suggested changes made (what a "restore symmetry" action does).

    >>> from engine import load_map, builtin_map_path
    >>> m = load_map(builtin_map_path("salvage-city"))
    >>> map_symmetry(apply_changes(m, map_symmetry(m).suggested.changes)).symmetries
    ('half turn',)
    """
    for c in changes:
        if c.kind == "move" and c.to is not None:
            game_map = game_map.moved(c.hex, c.to).with_building(c.to, c.demolished)
        elif c.kind == "add":
            game_map = game_map.with_building(c.hex, c.demolished)
        elif c.kind == "remove":
            game_map = game_map.without_building(c.hex)
        else:
            game_map = game_map.with_building(c.hex, c.kind == "demolish")
    return game_map


def fit_symmetry(game_map: GameMap, name: str, symmetry: Symmetry) -> SymmetryFit:
    """How ``game_map`` fits one symmetry: what breaks it and what would restore it.

    When the starts do not fit, only they are listed as breakers: the buildings
    cannot make up for them.
    """
    starts = set(game_map.starts)
    orbits = _orbits(symmetry)
    start_breakers: list[Hex] = []
    start_missing: list[Hex] = []
    for s in sorted(starts):
        image = symmetry.apply(s, CENTER)
        if image not in starts:
            start_breakers.append(s)
            start_missing.append(image)
    if start_breakers:
        return SymmetryFit(
            name, symmetry, False, tuple(start_breakers), tuple(start_missing), (), (), ()
        )
    state = {b.hex: b.demolished for b in game_map.buildings}
    plan = _Plan(len(state))
    breakers: list[Hex] = []
    missing: list[Hex] = []
    unplaceable: list[Hex] = []
    mismatched: list[Hex] = []
    seen: set[Hex] = set()
    for b in sorted(state):
        if b in seen:
            continue
        ring = orbits[b] if b in orbits else orbit(b, symmetry)
        present = [x for x in ring if x in state]
        seen.update(present)
        if len(present) == len(ring) and len({state[x] for x in present}) == 1:
            continue
        breakers.extend(present)
        if len(present) == len(ring):
            mismatched.extend(present)
            plan.fix_states(present, state)
            continue
        # the ring starts at b, the first of its buildings in reading order, so the
        # gaps come out in the order of the breakers they belong to
        absent = [x for x in ring if x not in state]
        missing.extend(absent)
        blocked = [x for x in absent if x not in PLAYABLE or x in starts]
        unplaceable.extend(blocked)
        plan.add_orbit(present, absent, state[b], completable=not blocked)
    return SymmetryFit(
        name=name,
        symmetry=symmetry,
        starts_fit=True,
        breakers=tuple(sorted(breakers)),
        missing=tuple(missing),
        unplaceable=tuple(unplaceable),
        mismatched=tuple(sorted(mismatched)),
        changes=plan.changes(),
    )


@lru_cache(maxsize=None)
def _orbits(symmetry: Symmetry) -> dict[Hex, tuple[Hex, ...]]:
    """The orbit of every playable hex (map-independent: computed once per process)."""
    return {h: orbit(h, symmetry) for h in PLAYABLE}


class _Plan:
    """Collects the cheapest changes that restore a symmetry, orbit by orbit.

    An orbit with buildings on some of its hexes is either completed (add the
    missing ones) or cleared (remove the present ones), whichever is cheaper. When
    both cost the same (one building, one gap), the choice is left open so that a
    building cleared from one orbit can move into the gap of another: one move
    fixes two orbits and keeps the number of buildings.
    """

    def __init__(self, buildings: int) -> None:
        self.buildings = buildings
        self.adds: list[tuple[Hex, bool]] = []
        self.removes: list[Hex] = []
        self.tied: list[tuple[Hex, Hex, bool]] = []
        self.states: list[Change] = []

    def fix_states(self, present: list[Hex], state: dict[Hex, bool]) -> None:
        rubble = [x for x in present if state[x]]
        intact = [x for x in present if not state[x]]
        if len(rubble) <= len(intact):
            self.states.extend(Change("restore", x) for x in rubble)
        else:
            self.states.extend(Change("demolish", x, demolished=True) for x in intact)

    def add_orbit(
        self, present: list[Hex], absent: list[Hex], demolished: bool, completable: bool
    ) -> None:
        if not completable or len(present) < len(absent):
            self.removes.extend(present)
        elif len(present) > len(absent):
            self.adds.extend((x, demolished) for x in absent)
        else:
            self.tied.append((present[0], absent[0], demolished))

    def changes(self) -> tuple[Change, ...]:
        moves: list[Change] = []
        tied = list(self.tied)
        # one move settles two tied orbits: clear one, fill the other's gap
        pairs = sorted(
            (p.distance(m), p.sort_key(), m.sort_key(), i, j)
            for i, (p, _, _) in enumerate(tied)
            for j, (_, m, _) in enumerate(tied)
            if i != j
        )
        used: set[int] = set()
        for _d, _p, _m, i, j in pairs:
            if i in used or j in used:
                continue
            used.update((i, j))
            moves.append(Change("move", tied[i][0], tied[j][1], tied[j][2]))
        left = [t for k, t in enumerate(tied) if k not in used]
        adds = list(self.adds)
        removes = list(self.removes)
        for p, m, demolished in left:  # at most one
            if removes or adds:
                options = [(r.distance(m), r.sort_key(), "in", r) for r in removes] + [
                    (p.distance(a), a.sort_key(), "out", a) for a, _ in adds
                ]
                _, _, way, x = min(options)
                if way == "in":
                    removes.remove(x)
                    moves.append(Change("move", x, m, demolished))
                else:
                    state = next(s for a, s in adds if a == x)
                    adds.remove((x, state))
                    moves.append(Change("move", p, x, state))
            elif self.buildings + len(adds) - len(removes) < BOX_BUILDINGS:
                adds.append((m, demolished))
            else:
                removes.append(p)
        # buildings that must go fill gaps that must be filled
        while adds and removes:
            _, r, a, state = min((r.distance(a), r, a, s) for r in removes for a, s in adds)
            removes.remove(r)
            adds.remove((a, state))
            moves.append(Change("move", r, a, state))
        result = (
            sorted(moves, key=lambda c: c.hex.sort_key())
            + [Change("add", a, demolished=s) for a, s in sorted(adds)]
            + [Change("remove", r) for r in sorted(removes)]
            + sorted(self.states, key=lambda c: c.hex.sort_key())
        )
        return tuple(result)


def describe_hex(h: Hex) -> str:
    """A hex's label, or what it is when it is not a playable hex.

    >>> describe_hex(Hex.parse("0G")), describe_hex(Hex.parse("5F"))
    ('the half-hex 0G', '5F')
    """
    if h in PLAYABLE:
        return str(h)
    if h in HALF_HEXES:
        return _("the half-hex {hex}").format(hex=h)
    return _("off the board")
