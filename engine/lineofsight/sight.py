"""Sight rules: shortest paths, line of sight, cover, alleys, firing arc, flank.

* R-LOS-1: a shortest path from ``a`` to ``b`` is a chain of adjacent board
  spaces (playable hexes or half-hexes) of length ``distance(a, b)``.
* R-LOS-2: no line of sight when every shortest path passes through an intact
  building (strictly between the two hexes).
* R-LOS-3: partial cover when there is line of sight, more than one shortest
  path, and a shortest path passes through an intact building adjacent to
  the target. R-LOS-4: no cover otherwise.
* R-ALLEY-1…3: alleys between adjacent intact buildings, their mouths and
  the alley shot along the crack.
* R-ARC-1…3: facings, the firing arc and the flank.

Paths are never enumerated. Counting uses dynamic programming over the hexes
that lie on shortest paths; line of sight and cover for a whole board at once
use bit sets (:mod:`engine.geometry.bitboard`), a handful of integer operations per
distance layer.

>>> from engine.files.resources import builtin_map_path
>>> from engine.files.mapfile import load_map
>>> s = Sight(load_map(builtin_map_path("crackshot-alley")))
>>> a, b = Hex.parse("1B"), Hex.parse("9J")
>>> s.distance(a, b), s.path_count(a, b), s.cover(a, b)
(12, 495, <Cover.NONE: 'none'>)
>>> [al.label for al in s.potential_alleys()]
['2G–3H', '3E–4E', '5G–6G', '7D–7E']
>>> s.alley_shot(Hex.parse("4D"), Hex.parse("4H"))
Alley(buildings=(Hex('3E'), Hex('4E')), mouths=(Hex('4D'), Hex('4F')))
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import Iterator

from engine.core.pickling import pickle_by_fields
from engine.geometry.bitboard import (
    SPACE_MASK,
    bit,
    expand_words,
    from_words,
    hexes_of,
    layer_words,
    layers,
    neighbor_mask,
    words,
)
from engine.geometry.board import PLAYABLE, SPACES, SPACES_SORTED, space_neighbors
from engine.geometry.hexes import Direction, Hex
from engine.mapmodel.model import GameMap


class Cover(str, Enum):
    """A target's cover against one attacker (R-LOS-2…4)."""

    NONE = "none"
    PARTIAL = "partial"
    FULL = "full"

    @property
    def modifier(self) -> int:
        """Change to the target number: +1 for partial cover (full cover: no direct fire)."""
        return 1 if self is Cover.PARTIAL else 0

    def __str__(self) -> str:
        return self.value


# -- path counting (the empty board: buildings do not change which paths exist) --------


@lru_cache(maxsize=None)
def _path_counts_from(a: Hex) -> dict[Hex, int]:
    """Number of shortest paths (R-LOS-1) from ``a`` to every board space."""
    counts: dict[Hex, int] = {a: 1}
    lay = layers(a)
    for k in range(1, len(lay)):
        for x in hexes_of(lay[k]):
            total = 0
            for y in space_neighbors(x):
                c = counts.get(y)
                if c is not None and a.distance(y) == k - 1:
                    total += c
            counts[x] = total
    return counts


def path_count(a: Hex, b: Hex) -> int:
    """Number of shortest paths between two board spaces (R-LOS-1).

    >>> path_count(Hex.parse("1B"), Hex.parse("1D"))
    2
    >>> path_count(Hex.parse("5F"), Hex.parse("5F"))
    1
    """
    if a not in SPACES or b not in SPACES:
        return 0
    return _path_counts_from(a).get(b, 0)


def path_hexes(a: Hex, b: Hex) -> frozenset[Hex]:
    """Every board space that lies on some shortest path from ``a`` to ``b`` (ends included)."""
    if a not in SPACES or b not in SPACES:
        return frozenset()
    from_a = _path_counts_from(a)
    from_b = _path_counts_from(b)
    d = a.distance(b)
    if from_a.get(b, 0) == 0:
        return frozenset()
    return frozenset(
        h
        for h in SPACES_SORTED
        if from_a.get(h, 0) and from_b.get(h, 0) and a.distance(h) + h.distance(b) == d
    )


def path_steps(a: Hex, b: Hex) -> list[tuple[Hex, Hex]]:
    """The steps (pairs of adjacent hexes, nearer ``a`` first) of all shortest paths."""
    on_path = path_hexes(a, b)
    steps = []
    for x in sorted(on_path):
        for y in space_neighbors(x):
            if y in on_path and a.distance(y) == a.distance(x) + 1:
                steps.append((x, y))
    return steps


@lru_cache(maxsize=None)
def _cover_shadows(a: Hex) -> dict[Hex, int]:
    """For an attacker on ``a``: each board space ``n`` → the spaces adjacent to ``n``
    one step further from ``a``, where a building on ``n`` gives partial cover (R-LOS-3).

    A shortest path to such a target runs through ``n``, since every two board
    spaces are joined by at least one shortest path (the board is convex; tests
    check it). Map-independent, so computed once per attacker and process.
    """
    lay = layers(a)
    shadows: dict[Hex, int] = {}
    for n in SPACES_SORTED:
        dn = a.distance(n)
        if 0 < dn and dn + 1 < len(lay):
            shadows[n] = neighbor_mask(n) & lay[dn + 1]
    return shadows


# -- line of sight and cover for one map ----------------------------------------------


class Sight:
    """Line of sight, cover and alleys on one map.

    Results per attacker hex are cached; build a new :class:`Sight` for a new map
    (maps are immutable, so a ``Sight`` never goes stale).
    """

    def __init__(self, game_map: GameMap) -> None:
        self.map = game_map
        self._intact_hexes = sorted(game_map.intact_hexes)
        self._intact = 0
        for h in self._intact_hexes:
            self._intact |= bit(h)
        self._clear_words = words(SPACE_MASK & ~self._intact)
        """The board spaces free of intact buildings, as three words."""
        self._visible: dict[Hex, int] = {}
        self._partial: dict[Hex, int] = {}
        self._alleys: tuple[Alley, ...] | None = None
        self._alley_shots: dict[Hex, dict[Hex, Alley]] = {}
        """:meth:`alley_shot` by attacker hex: target → alley."""

    # distance and paths (map-independent, here for convenience)
    @staticmethod
    def distance(a: Hex, b: Hex) -> int:
        return a.distance(b)

    @staticmethod
    def path_count(a: Hex, b: Hex) -> int:
        return path_count(a, b)

    def clear_path_count(self, a: Hex, b: Hex) -> int:
        """Shortest paths from ``a`` to ``b`` that pass through no intact building."""
        if a not in SPACES or b not in SPACES:
            return 0
        if a == b:
            return 1
        intact = self.map.intact_hexes
        counts: dict[Hex, int] = {a: 1}
        lay = layers(a)
        d = a.distance(b)
        on_path = path_hexes(a, b)
        for k in range(1, d + 1):
            for x in hexes_of(lay[k]):
                if x not in on_path:
                    continue
                total = 0
                for y in space_neighbors(x):
                    c = counts.get(y)
                    if c and a.distance(y) == k - 1 and (y == a or y not in intact):
                        total += c
                counts[x] = total
        return counts.get(b, 0)

    # line of sight
    def visible_mask(self, a: Hex) -> int:
        """Bit set (:mod:`engine.geometry.bitboard`) of the board spaces ``a`` has line of sight to."""
        v = self._visible.get(a)
        if v is None:
            v = self._compute_visible(a)
            self._visible[a] = v
        return v

    def _compute_visible(self, a: Hex) -> int:
        if a not in SPACES:
            return 0
        # A breadth-first sweep, one ring of distance at a time: a hex is seen when a
        # neighbour one step nearer is seen and clear (R-LOS-2). On three words
        # (engine.geometry.bitboard.words), each step a few operations on machine integers.
        lay = layer_words(a)
        c0, c1, c2 = self._clear_words
        v0, v1, v2 = lay[0]
        if len(lay) > 1:
            f0, f1, f2 = lay[1]
            v0, v1, v2 = v0 | f0, v1 | f1, v2 | f2
            for k in range(2, len(lay)):
                f0, f1, f2 = expand_words(f0 & c0, f1 & c1, f2 & c2)
                r0, r1, r2 = lay[k]
                f0, f1, f2 = f0 & r0, f1 & r1, f2 & r2
                if not (f0 or f1 or f2):
                    break
                v0, v1, v2 = v0 | f0, v1 | f1, v2 | f2
        return from_words(v0, v1, v2)

    def has_los(self, a: Hex, b: Hex) -> bool:
        """Line of sight between two hexes (R-LOS-2); symmetric.

        Adjacent hexes always see each other (R-LOS-4).
        """
        return bool(self.visible_mask(a) & bit(b)) if b in SPACES else False

    def visible_from(self, a: Hex) -> frozenset[Hex]:
        return frozenset(hexes_of(self.visible_mask(a)))

    def partial_mask(self, attacker: Hex) -> int:
        """Bit set of the hexes that would have partial cover against ``attacker`` (R-LOS-3)."""
        p = self._partial.get(attacker)
        if p is None:
            p = self._compute_partial(attacker)
            self._partial[attacker] = p
        return p

    def _compute_partial(self, a: Hex) -> int:
        if a not in SPACES:
            return 0
        shadows = _cover_shadows(a)
        result = 0
        for n in self._intact_hexes:
            result |= shadows.get(n, 0)
        return result & self.visible_mask(a)

    def cover(self, attacker: Hex, target: Hex) -> Cover:
        """The target's cover against the attacker (R-LOS-2…4)."""
        if not self.has_los(attacker, target):
            return Cover.FULL
        if self.partial_mask(attacker) & bit(target):
            return Cover.PARTIAL
        return Cover.NONE

    # alleys
    def alleys(self) -> tuple[Alley, ...]:
        """Every alley: a pair of adjacent intact buildings (R-ALLEY-1)."""
        if self._alleys is None:
            self._alleys = find_alleys(self.map)
        return self._alleys

    def potential_alleys(self) -> list[Alley]:
        """Alleys offering a potential alley shot (R-ALLEY-2)."""
        return [al for al in self.alleys() if al.is_potential(self.map)]

    def alley_shot_targets(
        self, mouth: Hex, max_range: int | None = None
    ) -> list[tuple[Hex, Alley]]:
        """Hexes a unit on ``mouth`` can hit with an alley shot, and through which alley.

        ``max_range`` limits the distance (a weapon's range); ``None`` is unlimited.
        """
        result = []
        for al in self.alleys():
            for target in al.shot_targets(mouth, self.map):
                if max_range is None or mouth.distance(target) <= max_range:
                    result.append((target, al))
        return result

    def alley_shot(self, attacker: Hex, target: Hex) -> Alley | None:
        """The alley through which ``attacker`` makes an alley shot at ``target``, if any
        (the first of :meth:`alleys` when there are several)."""
        shots = self._alley_shots.get(attacker)
        if shots is None:
            shots = self._alley_shots[attacker] = {}
            for al in self.alleys():
                if attacker in al.mouths:
                    for t in al.shot_targets(attacker, self.map):
                        shots.setdefault(t, al)
        return shots.get(target)


@dataclass(frozen=True)
class Alley:
    """Two adjacent intact buildings and the two hexes touching both (R-ALLEY-1).

    The crack between the buildings runs from one mouth to the other.
    """

    buildings: tuple[Hex, Hex]
    mouths: tuple[Hex, Hex]

    @property
    def label(self) -> str:
        """``"6E–7D"``: the two buildings in reading order."""
        return f"{self.buildings[0]}–{self.buildings[1]}"

    def __str__(self) -> str:
        return f"alley {self.label} (mouths {self.mouths[0]} and {self.mouths[1]})"

    def is_potential(self, game_map: GameMap) -> bool:
        """Both mouths playable and free of buildings (R-ALLEY-2)."""
        return all(m in PLAYABLE and game_map.building_at(m) is None for m in self.mouths)

    def other_mouth(self, mouth: Hex) -> Hex:
        return self.mouths[1] if mouth == self.mouths[0] else self.mouths[0]

    def shot_targets(self, mouth: Hex, game_map: GameMap) -> Iterator[Hex]:
        """Hexes hit along the crack from ``mouth`` (R-ALLEY-3), nearest first.

        Targets are ``mouth + k·d`` (``d`` = other mouth − mouth, k ≥ 1) that are
        playable and have no intact building on any hex before them on the line.
        The line continues past hexes off the board (only playable ones are
        targets); a hex holding a building or its rubble holds no unit, so it is
        not listed.
        """
        if mouth not in self.mouths or mouth not in PLAYABLE:
            return
        d = self.other_mouth(mouth) - mouth
        intact = game_map.intact_hexes
        h = mouth + d
        # the line has left the board for good after this many steps
        for _ in range(12):
            if h in PLAYABLE and game_map.building_at(h) is None:
                yield h
            if h in intact:
                return
            h = h + d


def find_alleys(game_map: GameMap) -> tuple[Alley, ...]:
    """All alleys of a map, in reading order of their first building."""
    intact = game_map.intact_hexes
    result = []
    for a in sorted(intact):
        for b, mouths in _alley_mouths(a):
            if b in intact:
                result.append(Alley((a, b), mouths))
    return tuple(result)


@lru_cache(maxsize=None)
def _alley_mouths(a: Hex) -> tuple[tuple[Hex, tuple[Hex, Hex]], ...]:
    """Each neighbour ``b`` after ``a`` in reading order (in direction order), with the two
    hexes touching both."""
    result = []
    for b in a.neighbors():
        if a < b:
            mouths = sorted(set(a.neighbors()) & set(b.neighbors()))
            result.append((b, (mouths[0], mouths[1])))
    return tuple(result)


# -- facing, arc, flank ---------------------------------------------------------------


def facing_dot(dq: int, dr: int, step: tuple[int, int]) -> int:
    """The dot product, between hex centres, of the axial offset ``(dq, dr)`` with a
    facing's step (:attr:`Direction.value`): the one formula behind the firing arc and the
    flank (R-ARC-2, R-ARC-3). Its sign is the sign of the Euclidean dot product.

    >>> facing_dot(0, -1, Direction.N.value), facing_dot(0, 1, Direction.N.value)
    (2, -2)
    """
    fq, fr = step
    return dq * fq + dr * fr + (dq + dr) * (fq + fr)


def arc_holds(dq: int, dr: int, step: tuple[int, int]) -> bool:
    """Whether a target at axial offset ``(dq, dr)`` from a Heavy Hitter facing ``step``
    lies in its firing arc (R-ARC-2: the closed half-plane in front; :func:`in_arc`)."""
    return facing_dot(dq, dr, step) >= 0


def flank_holds(dq: int, dr: int, step: tuple[int, int]) -> bool:
    """Whether an attacker at axial offset ``(dq, dr)`` from a Heavy Hitter facing ``step``
    is in its flank (R-ARC-3: strictly behind its front line; :func:`is_flank`)."""
    return facing_dot(dq, dr, step) < 0


def in_arc(attacker: Hex, facing: Direction, target: Hex) -> bool:
    """Whether ``target`` lies in the firing arc of a Heavy Hitter (R-ARC-2).

    The arc is the closed half-plane in front of the facing, measured between
    hex centres; a centre on the boundary counts as inside.

    >>> c = Hex.parse("5F")
    >>> in_arc(c, Direction.N, Hex.parse("4E")), in_arc(c, Direction.N, Hex.parse("5E"))
    (True, False)
    """
    return arc_holds(target.q - attacker.q, target.r - attacker.r, facing._value_)


def is_flank(attacker: Hex, target: Hex, target_facing: Direction) -> bool:
    """Whether ``attacker`` is in the flank of a Heavy Hitter on ``target`` (R-ARC-3).

    Strictly behind the target's front line: outside its closed front half-plane.

    >>> c = Hex.parse("5F")
    >>> is_flank(Hex.parse("6F"), c, Direction.N), is_flank(Hex.parse("5D"), c, Direction.N)
    (True, False)
    """
    return flank_holds(attacker.q - target.q, attacker.r - target.r, target_facing._value_)


def arc_hexes(attacker: Hex, facing: Direction) -> frozenset[Hex]:
    """Playable hexes in the firing arc (the attacker's own hex excluded)."""
    return frozenset(h for h in PLAYABLE if h != attacker and in_arc(attacker, facing, h))


pickle_by_fields(Alley)
