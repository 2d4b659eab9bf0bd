"""Whole-board tables a bot reads in its inner loops, as bit sets (:mod:`engine.geometry.bitboard`).

Hexes are named here by their bit index (:func:`index`), so the inner loops
index lists instead of hashing :class:`~engine.geometry.hexes.Hex` values.
Map-independent tables (the hexes within a distance of a hex, a firing arc, a
flank) are built once per process. The tables of one layout of buildings (from
where a target is seen, seen with partial cover, reached by an alley shot; the
faces a unit can tag from a hex; the buildings near a hex) are built on first
use and kept for the process, keyed by the layout, so the games of a batch on
one map share them.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> from engine.geometry.hexes import Hex
>>> t = board_tables(load_map(builtin_map_path("crackshot-alley")))
>>> bool(t.alley_from(index(Hex.parse("4H"))) & bit(Hex.parse("4D")))
True
>>> disks(index(Hex.parse("5F")))[1].bit_count()
7
>>> [(str(b), face) for b, face, _ in t.faces_at(index(Hex.parse("4D")))]
[('3E', 4), ('4E', 5)]
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache
from typing import Any, Final, TypeVar

from engine.game import shared_sight
from engine.geometry.bitboard import (
    PLAYABLE_MASK,
    SPACE_MASK,
    bit,
    bit_index,
    bit_indexes,
    hexes_of,
    layers,
    word_holds,
    words,
)
from engine.geometry.board import PLAYABLE_SORTED, playable_neighbors
from engine.geometry.hexes import Direction, Hex
from engine.geometry.zones import ZONE_ATTACK_BONUS, ZONE_RESET_DAMAGE, Side
from engine.lineofsight.sight import Sight, arc_holds, flank_holds
from engine.mapmodel.model import GameMap

__all__ = [
    "FACING_INDEX",
    "BoardTables",
    "Words",
    "arc_facings",
    "arc_mask",
    "arc_words",
    "arcs",
    "bit",
    "board_tables",
    "disk_words",
    "disks",
    "distances",
    "flank_facings",
    "flank_mask",
    "flanks",
    "index",
]

SIZE = SPACE_MASK.bit_length()
"""Bit indexes run below this."""
MAX_RADIUS: Final = 12
"""The largest distance between two board spaces."""
_T = TypeVar("_T")
TAG_STATES_KEPT: Final = 512
"""Entries :attr:`BoardTables.tag_memo` holds at most."""
NEAR: Final = 6
"""How far :meth:`NearBuildings.near` looks for buildings."""
HEX_AT: list[Hex | None] = [None] * SIZE
for _h in PLAYABLE_SORTED:
    HEX_AT[bit_index(_h)] = _h


def index(h: Hex) -> int:
    """The bit index of a hex (:func:`engine.geometry.bitboard.bit_index`)."""
    return bit_index(h)


_DISKS: list[tuple[int, ...] | None] = [None] * SIZE
_DISTANCES: list[list[int] | None] = [None] * SIZE


def distances(i: int) -> list[int]:
    """``distances(i)[j]``: the distance between the hexes of indexes ``i`` and ``j``."""
    found = _DISTANCES[i]
    if found is None:
        h = HEX_AT[i]
        assert h is not None, "a playable hex"
        found = [0] * SIZE
        for g in PLAYABLE_SORTED:
            found[index(g)] = h.distance(g)
        _DISTANCES[i] = found
    return found


def disks(i: int) -> tuple[int, ...]:
    """``disks(i)[r]``: playable hexes within distance ``r`` of the hex of index ``i``."""
    found = _DISKS[i]
    if found is None:
        h = HEX_AT[i]
        assert h is not None, "a playable hex"
        masks = []
        m = 0
        lay = layers(h)
        for r in range(MAX_RADIUS + 1):
            if r < len(lay):
                m |= lay[r]
            masks.append(m & PLAYABLE_MASK)
        found = _DISKS[i] = tuple(masks)
    return found


class Words:
    """A mask as three words (:func:`engine.geometry.bitboard.words`) in fields the compiled engine
    reads without unboxing."""

    __slots__ = ("w0", "w1", "w2")

    def __init__(self, m: int) -> None:
        self.w0, self.w1, self.w2 = words(m)

    def holds(self, i: int) -> bool:
        """Whether the mask holds the hex of bit index ``i``."""
        return word_holds(self.w0, self.w1, self.w2, i)

    def add(self, w0: int, w1: int, w2: int) -> None:
        """Add the hexes of another mask of three words."""
        self.w0 |= w0
        self.w1 |= w1
        self.w2 |= w2


_DISK_WORDS: list[list[Words] | None] = [None] * SIZE


def disk_words(i: int) -> list[Words]:
    """:func:`disks` as three words each."""
    found = _DISK_WORDS[i]
    if found is None:
        found = _DISK_WORDS[i] = [Words(m) for m in disks(i)]
    return found


_COORDS = [(h.q, h.r, index(h)) for h in PLAYABLE_SORTED]
_VECTORS = [d.value for d in Direction]
_ARCS: list[tuple[int, ...] | None] = [None] * SIZE
_FLANKS: list[tuple[int, ...] | None] = [None] * SIZE


def _half_planes(i: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    h = HEX_AT[i]
    assert h is not None, "a playable hex"
    arcs = []
    flanks = []
    for step in _VECTORS:
        arc = flank = 0
        for q, r, j in _COORDS:
            if arc_holds(q - h.q, r - h.r, step):  # a target on j
                if j != i:
                    arc |= 1 << j
            elif flank_holds(q - h.q, r - h.r, step):  # an attacker on j
                flank |= 1 << j
        arcs.append(arc)
        flanks.append(flank)
    _ARCS[i], _FLANKS[i] = tuple(arcs), tuple(flanks)
    return _ARCS[i], _FLANKS[i]  # type: ignore[return-value]


def arcs(i: int) -> tuple[int, ...]:
    """For each facing (in :class:`Direction` order): the playable hexes in the firing arc
    of a Heavy Hitter on the hex of index ``i`` (R-ARC-2)."""
    return _ARCS[i] or _half_planes(i)[0]


def flanks(i: int) -> tuple[int, ...]:
    """For each facing: the playable hexes in the flank of a Heavy Hitter on the hex of
    index ``i`` — strictly behind its front line (R-ARC-3)."""
    return _FLANKS[i] or _half_planes(i)[1]


_ARC_FACINGS: list[list[int] | None] = [None] * SIZE
_FLANK_FACINGS: list[list[int] | None] = [None] * SIZE


def _by_hex(masks: tuple[int, ...]) -> list[int]:
    """For each hex (by bit index), the facings ``k`` (as bit ``k``) whose ``masks[k]``
    holds it."""
    found = [0] * SIZE
    for k, m in enumerate(masks):
        for j in bit_indexes(m):
            found[j] |= 1 << k
    return found


_ARC_WORDS: list[list[Words] | None] = [None] * SIZE


def arc_words(i: int) -> list[Words]:
    """:func:`arcs` as three words each."""
    found = _ARC_WORDS[i]
    if found is None:
        found = _ARC_WORDS[i] = [Words(m) for m in arcs(i)]
    return found


def arc_facings(i: int) -> list[int]:
    """``arc_facings(i)[j]``: the facings (bit ``k`` for the ``k``-th in :class:`Direction`
    order) in which a Heavy Hitter on the hex of index ``i`` has the hex of index ``j`` in
    its firing arc (:func:`arcs` turned round, for a test without a whole-board mask)."""
    found = _ARC_FACINGS[i]
    if found is None:
        found = _ARC_FACINGS[i] = _by_hex(arcs(i))
    return found


def flank_facings(i: int) -> list[int]:
    """``flank_facings(i)[j]``: the facings in which a Heavy Hitter on the hex of index
    ``i`` has the hex of index ``j`` in its flank (:func:`flanks` turned round)."""
    found = _FLANK_FACINGS[i]
    if found is None:
        found = _FLANK_FACINGS[i] = _by_hex(flanks(i))
    return found


FACING_INDEX: dict[Direction, int] = {d: k for k, d in enumerate(Direction)}
"""A facing's position in :class:`Direction` order (the index of :func:`arcs` and :func:`flanks`)."""


def arc_mask(origin: Hex, facing: Direction) -> int:
    """Playable hexes in the firing arc of a Heavy Hitter on ``origin`` facing ``facing``."""
    return arcs(index(origin))[FACING_INDEX[facing]]


def flank_mask(target: Hex, facing: Direction) -> int:
    """Playable hexes in the flank of a Heavy Hitter on ``target`` facing ``facing``."""
    return flanks(index(target))[FACING_INDEX[facing]]


@lru_cache(maxsize=None)
def _shadow(target: Hex, n: Hex) -> int:
    """Hexes with a shortest path to ``target`` whose last step comes from ``n``."""
    lt, ln = layers(target), layers(n)
    m = 0
    for k in range(1, len(lt)):
        if k - 1 < len(ln):
            m |= lt[k] & ln[k - 1]
    return m & PLAYABLE_MASK


NearWeights = tuple[tuple[int, float], ...]
"""See :meth:`NearBuildings.near_weights`."""


class BoardTables:
    """Inverse sight tables, tagging faces and nearby buildings of one layout of buildings
    (and fallout zones). Every method takes a hex's bit index."""

    def __init__(self, game_map: GameMap) -> None:
        self.map = game_map
        self.sight: Sight = shared_sight(game_map)
        self.buildings: tuple[Hex, ...] = tuple(sorted(game_map.intact_hexes))
        """The intact buildings; :attr:`nearby` and :meth:`faces_at` number them in this
        order."""
        self.nearby = NearBuildings([index(b) for b in self.buildings])
        """The buildings near each hex (:class:`Approach` reads them)."""
        self._sees: list[int | None] = [None] * SIZE
        self._covered: list[int | None] = [None] * SIZE
        self._sees_words: list[Words | None] = [None] * SIZE
        self._partial_words: list[Words | None] = [None] * SIZE
        self._alley: list[int] | None = None
        self._faces: list[tuple[tuple[Hex, int, int], ...]] | None = None
        self._approach: OrderedDict[tuple[float, ...], Approach] = OrderedDict()
        self.memo: dict[object, Any] = {}
        """For bots: what they computed about this layout, to compute it once."""
        self.tag_memo: dict[object, Any] = {}
        """For bots: what they computed about one state of the tags on this layout — asked
        again and again within a round, seldom in another game — kept for the last few
        states only (:meth:`remember_tags`)."""
        self.face_mask = 0
        """Hexes from which a unit can tag an intact building."""
        self.can_tag: list[bool] = []
        """The same by bit index."""
        self.faces_at(0)  # builds the faces table and face_mask
        occupied = game_map.building_hexes
        self.demolishable = frozenset(
            b
            for b in game_map.intact_hexes
            if sum(1 for n in playable_neighbors(b) if n not in occupied) >= 4
        )
        """R-TAG-2: intact buildings with at least 4 faces a unit can stand at."""
        self.can_demolish = [b in self.demolishable for b in self.buildings]
        """The same, by building number."""
        self.number = {b: k for k, b in enumerate(self.buildings)}
        """Building numbers."""
        self.zone_bonus: tuple[tuple[int, int], ...] = ((0, PLAYABLE_MASK),)
        """(extra damage, hexes) for attacks fired from each fallout zone."""
        self.reset_damage: list[int] = [0] * SIZE
        """Damage a unit on each hex takes at the end of the Reset phase (fallout)."""
        if game_map.side is Side.FALLOUT:
            by_bonus: dict[int, int] = {}
            for h in PLAYABLE_SORTED:
                z = game_map.zone_of(h)
                assert z is not None
                by_bonus[ZONE_ATTACK_BONUS[z]] = by_bonus.get(ZONE_ATTACK_BONUS[z], 0) | bit(h)
                self.reset_damage[index(h)] = ZONE_RESET_DAMAGE[z]
            self.zone_bonus = tuple(sorted(by_bonus.items()))
        self.zone_bonus_words: tuple[tuple[int, int, int, int], ...] = tuple(
            (extra, *words(zone)) for extra, zone in self.zone_bonus
        )
        """:attr:`zone_bonus` with the hexes as three words (:func:`engine.geometry.bitboard.words`)."""

    def remember_tags(self, key: object, value: _T) -> _T:
        """Keep ``value`` in :attr:`tag_memo` under ``key`` and return it; the memo starts
        afresh when it holds :data:`TAG_STATES_KEPT` entries (a batch meets a new state of
        the tags every few decisions: kept for good they would fill the memory and slow
        every pass of the garbage collector)."""
        if len(self.tag_memo) >= TAG_STATES_KEPT:
            self.tag_memo.clear()
        self.tag_memo[key] = value
        return value

    def sees(self, i: int) -> int:
        """Playable hexes with line of sight to the hex (sight is symmetric)."""
        m = self._sees[i]
        if m is None:
            h = HEX_AT[i]
            assert h is not None
            m = self._sees[i] = self.sight.visible_mask(h) & PLAYABLE_MASK
        return m

    def sees_words(self, i: int) -> Words:
        """:meth:`sees` as three words."""
        w = self._sees_words[i]
        if w is None:
            w = self._sees_words[i] = Words(self.sees(i))
        return w

    def partial_words(self, i: int) -> Words:
        """The hexes that would have partial cover against an attacker on the hex
        (:meth:`engine.lineofsight.sight.Sight.partial_mask`), as three words."""
        w = self._partial_words[i]
        if w is None:
            h = HEX_AT[i]
            assert h is not None
            w = self._partial_words[i] = Words(self.sight.partial_mask(h))
        return w

    def covered_from(self, i: int) -> int:
        """Hexes a unit may stand on that see the hex with partial cover (R-LOS-3: +1 to
        hit it from there): those with a shortest path through an intact building
        adjacent to it."""
        m = self._covered[i]
        if m is None:
            target = HEX_AT[i]
            assert target is not None
            m = 0
            intact = self.map.intact_hexes
            for n in playable_neighbors(target):
                if n in intact:
                    m |= _shadow(target, n)
            m = self._covered[i] = m & self.sees(i)
        return m

    def alley_from(self, i: int) -> int:
        """Hexes that reach the hex with an alley shot (R-ALLEY-3, any range)."""
        if self._alley is None:
            alley = [0] * SIZE
            for al in self.sight.alleys():
                for mouth in al.mouths:
                    for t in al.shot_targets(mouth, self.map):
                        alley[index(t)] |= bit(mouth)
            self._alley = alley
        return self._alley[i]

    def faces_at(self, i: int) -> tuple[tuple[Hex, int, int], ...]:
        """The intact buildings a unit on the hex touches: (building, the face it would tag
        — the index of the direction from the building to the unit, R-TAG-1 —, building
        number)."""
        if self._faces is None:
            occupied = self.map.building_hexes
            faces: list[list[tuple[Hex, int, int]]] = [[] for _ in range(SIZE)]
            for k, b in enumerate(self.buildings):
                for n in playable_neighbors(b):
                    if n not in occupied:
                        d = b.direction_to(n)
                        assert d is not None
                        faces[index(n)].append((b, d.index, k))
            self._faces = [tuple(f) for f in faces]
            self.face_mask = sum(1 << j for j, f in enumerate(faces) if f)
            self.can_tag = [bool(f) for f in faces]
        return self._faces[i]

    def approach(self, prospects: tuple[float, ...], decay: tuple[float, ...]) -> Approach:
        """The best of ``prospects[k] * decay[d]`` over the buildings ``k`` within
        :data:`NEAR` of a hex at distance ``d``, hex by hex as asked (cached)."""
        found = self._approach.get(prospects)
        if found is None:
            found = self._approach[prospects] = Approach(self.nearby, prospects, decay)
            if len(self._approach) > 64:
                self._approach.popitem(last=False)
        return found


class NearBuildings:
    """The intact buildings near each hex of one layout, asked hex by hex and kept.

    Its own object, not part of :class:`BoardTables`, so that the :class:`Approach`
    tables a :class:`BoardTables` keeps can read it without pointing back at their owner:
    a reference cycle would leave every layout's tables, once dropped from the cache, to
    the cyclic garbage collector.
    """

    __slots__ = ("_cells", "_near", "_near_weights")

    def __init__(self, cells: list[int]) -> None:
        """``cells``: the buildings' bit indexes, by building number."""
        self._cells = cells
        self._near: list[tuple[tuple[int, int], ...] | None] = [None] * SIZE
        self._near_weights: dict[tuple[float, ...], list[NearWeights | None]] = {}

    def near(self, i: int) -> tuple[tuple[int, int], ...]:
        """Intact buildings within :data:`NEAR` of the hex: (building number, distance)."""
        found = self._near[i]
        if found is None:
            row = distances(i)
            found = self._near[i] = tuple(
                (k, row[j]) for k, j in enumerate(self._cells) if row[j] <= NEAR
            )
        return found

    def near_weights(self, decay: tuple[float, ...]) -> list[NearWeights | None]:
        """:meth:`near_weight` for every hex (by index) as far as computed (``None``: not
        yet)."""
        table = self._near_weights.get(decay)
        if table is None:
            table = self._near_weights[decay] = [None] * SIZE
        return table

    def near_weight(self, i: int, decay: tuple[float, ...]) -> NearWeights:
        """:meth:`near` ready for :class:`Approach`: (building number, ``decay`` at its
        distance) for each near building (kept per ``decay``)."""
        table = self.near_weights(decay)
        found = table[i]
        if found is None:
            found = table[i] = tuple([(k, decay[d]) for k, d in self.near(i)])
        return found


class Approach:
    """``approach[i]``: see :meth:`BoardTables.approach` (each hex computed once)."""

    __slots__ = ("_nearby", "_prospects", "_decay", "_weights", "values")

    def __init__(
        self, nearby: NearBuildings, prospects: tuple[float, ...], decay: tuple[float, ...]
    ) -> None:
        self._nearby = nearby
        self._prospects = prospects
        self._decay = decay
        self._weights = nearby.near_weights(decay)
        self.values: list[float | None] = [None] * SIZE
        """The values computed so far (``None``: not yet; index the object to compute)."""

    def __getitem__(self, i: int) -> float:
        v = self.values[i]
        if v is None:
            v = 0.0
            weights = self._weights[i]
            if weights is None:
                weights = self._nearby.near_weight(i, self._decay)
            prospects = self._prospects
            for k, weight in weights:
                w = prospects[k] * weight
                if w > v:
                    v = w
            self.values[i] = v
        return v


_CACHE: OrderedDict[object, BoardTables] = OrderedDict()
_CACHE_SIZE = 64


_LAST: list[tuple[GameMap, BoardTables]] = []
"""The map last asked for and its tables: the bots ask for the same map object at every
decision until a building falls."""


def board_tables(game_map: GameMap) -> BoardTables:
    """The tables of a map's present layout of buildings (cached per process)."""
    if _LAST and _LAST[0][0] is game_map:
        return _LAST[0][1]
    key = (
        game_map.intact_hexes,
        game_map.building_hexes,
        game_map.zone_layout if game_map.side is Side.FALLOUT else None,
    )
    t = _CACHE.get(key)
    if t is None:
        t = _CACHE[key] = BoardTables(game_map)
        if len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    _LAST[:] = [(game_map, t)]
    return t


__all__ += ["HEX_AT", "hexes_of"]
