"""The full-rules bot's reading of what its seat sees of a game.

A :class:`Scene` is built from an observation (:class:`~engine.game.Observation`) at one
decision. It
holds the opposing units (:class:`Foe`: where they are, what a point of damage
to them is worth), prices any attack of the bot's from every hex of the board
at once (:class:`Gun`), prices the attacks the bot's units may face there
(:meth:`Scene.threat_at`), and prices tags. Per hex, everything is a few bit
tests against whole-board masks (:mod:`engine.bots.board_tables`): a destination is
never tried out on a copy of the game.

A scene is built in three layers, one module each: who is who and the opposing units
(:class:`~engine.bots.scene_foes.SceneFoes`), attacks both ways
(:class:`~engine.bots.scene_fire.SceneFire`), and here buildings, tags and where to lean.

>>> from engine.game import new_game, observe
>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=1)
>>> s = Scene(observe(g, 0))
>>> [(f.player, str(f.unit), str(f.hex)) for f in s.foes]
[(1, 'HH', '9F')]
>>> s.threat_at(Hex.parse("1F"))   # 8 hexes away: out of everyone's reach
0.0
>>> s.threat_at(Hex.parse("5F")) > 1
True
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from engine.bots import values as V
from engine.bots.board_tables import SIZE, Approach, distances, index
from engine.bots.scene_fire import SceneFire
from engine.bots.scene_foes import IDENTITY
from engine.game import (
    DEMOLITIONS_TO_WIN,
    EMPTY_FACES,
    NO_TAG,
    TAGS_TO_DEMOLISH,
    TEAM_DEMOLITIONS_TO_WIN,
    Observation,
    Phase,
    UnitClass,
)
from engine.geometry.board import CENTER
from engine.geometry.hexes import Direction, Hex

CENTRE = index(CENTER)
"""The bit index of ``5F``."""
CENTRE_DISTANCES = distances(CENTRE)
_DECAY = tuple(0.55 ** max(0, d - 1) for d in range(12))
"""Worth of a building to approach, by distance: full when adjacent, halving with each hex."""


_ROUNDED: dict[float, float] = {}
_ROUNDED_KEPT = 4096


def _rounded(x: float) -> float:
    """``round(x, 6)``, kept: the prospects of buildings take the same few values all game
    long, and rounding a float to decimals is slow."""
    found = _ROUNDED.get(x)
    if found is None:
        if len(_ROUNDED) >= _ROUNDED_KEPT:
            _ROUNDED.clear()
        found = _ROUNDED[x] = round(x, 6)
    return found


class FacesKey:
    """The tags on every building (:attr:`Scene.faces`) as a dictionary key whose hash is
    worked out once (a tuple's is worked out again at every lookup)."""

    __slots__ = ("faces", "_hash")

    def __init__(self, faces: tuple[tuple[int, ...], ...]) -> None:
        self.faces = faces
        self._hash = hash(faces)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, FacesKey) and self._hash == other._hash and self.faces == other.faces
        )


def count(faces: tuple[int, ...], player: int) -> int:
    """The faces of a building (the player on each, or −1) that hold ``player``'s tags
    (``faces.count(player)``, which the compiled engine would call as a Python method).

    >>> count((0, 1, 0, -1, -1, -1), 0)
    2
    """
    n = 0
    for q in faces:
        if q == player:
            n += 1
    return n


_NO_GAINS = (0.0,) * 6


_LEANS: dict[tuple[int, ...], tuple[list[float | None], list[int], list[list[int]]]] = {}
""":attr:`Scene._lean_row` by the cells of the opposing Heavy Hitters (they depend on nothing
else)."""
_LEANS_KEPT = 4096


@lru_cache(maxsize=None)
def _gains(mine: int, demolition: float) -> tuple[float, ...]:
    """What one more tag on a building holding ``mine`` of one's tags is worth, after
    0-5 more go on first (the 4th demolishes it: ``demolition``)."""
    row = []
    for pending in range(6):
        n = mine + pending
        row.append(
            demolition - V.progress(n)
            if n + 1 >= TAGS_TO_DEMOLISH
            else V.progress(n + 1) - V.progress(n)
        )
    return tuple(row)


class Scene(SceneFire):
    """What the bot reads from what its seat sees (``seen``): a :class:`SceneFire` that also
    prices buildings and tags."""

    def __init__(
        self,
        seen: Observation,
        rank: Sequence[int] = IDENTITY,
        barred: frozenset[str] = frozenset(),
    ) -> None:
        """``rank``: the bot's order of preference among hexes (by index) and facings for
        choices that are otherwise equal (see :func:`~engine.bots.scene_foes.tie_ranks`);
        ``barred``: the parts of the game the bot's seat is barred from
        (:mod:`engine.bots.restriction`), which it then prices at nothing."""
        super().__init__(seen, rank, "alley-shots" in barred)
        self.no_tags = "tagging" in barred
        self._faces_kept: list[tuple[int, ...]] | None = None
        self._faces_key_kept: FacesKey | None = None
        self._gains_kept: tuple[tuple[float, ...], ...] | None = None
        self._demolition_worth_kept: float | None = None
        self._touching_kept: dict[int, list[tuple[UnitClass, int]]] | None = None
        self._tagged_kept: frozenset[int] | None = None
        self._prospects_kept: tuple[float, ...] | None = None
        self._approach_kept: Approach | None = None
        self._lean_row_kept: tuple[list[float | None], list[int], list[list[int]]] | None = None

    # -- tags --------------------------------------------------------------------------
    @property
    def faces(self) -> list[tuple[int, ...]]:
        found = self._faces_kept
        if found is None:
            found = self._faces_kept = self._compute_faces()
        return found

    def _compute_faces(self) -> list[tuple[int, ...]]:
        """The tags on each intact building (by number): the player on each face, or −1.
        In a 2v2 game the ally's tags count as the bot's own (a team demolishes together)."""
        faces: list[tuple[int, ...]] = [EMPTY_FACES] * len(self.tables.buildings)
        number = self.tables.number
        me = self.me
        team = self.seen.team_of(me)
        for b, on in self.seen.tags.items():  # the tagged buildings only
            k = number.get(b)
            if k is not None:
                faces[k] = on if len(team) == 1 else tuple(me if q in team else q for q in on)
        return faces

    @property
    def _faces_key(self) -> FacesKey:
        found = self._faces_key_kept
        if found is None:
            found = self._faces_key_kept = self._compute_faces_key()
        return found

    def _compute_faces_key(self) -> FacesKey:
        """:attr:`faces` as a key of :attr:`BoardTables.tag_memo`."""
        return FacesKey(tuple(self.faces))

    def tag_worth(self, b: Hex, face: int, pending: int = 0, fresh: bool = True) -> float:
        """Worth of tagging building ``b`` on ``face`` (a direction index) now.

        ``pending``: more of the bot's tags that will go on ``b`` this round first;
        ``fresh``: ``b`` is not yet tagged this round (a sponsor card).
        """
        return self._tag_worth(self.tables.number[b], face, pending, fresh)

    @property
    def _gains(self) -> tuple[tuple[float, ...], ...]:
        found = self._gains_kept
        if found is None:
            found = self._gains_kept = self._compute_gains()
        return found

    def _compute_gains(self) -> tuple[tuple[float, ...], ...]:
        """Per building (by number): what one more tag of the bot's is worth toward
        demolishing it, after 0-5 more of its tags go on first (kept per tags on the
        buildings)."""
        me = self.me
        demolition = self.demolition_worth
        key = ("gains", me, demolition, self._faces_key)
        tables = self.tables
        found = tables.tag_memo.get(key)
        if found is None:
            can = tables.can_demolish
            found = tables.remember_tags(
                key,
                tuple(
                    [
                        _gains(count(faces, me), demolition) if can[k] else _NO_GAINS
                        for k, faces in enumerate(self.faces)
                    ]
                ),
            )
        return found

    def _tag_worth(self, k: int, face: int, pending: int, fresh: bool) -> float:
        faces = self.faces[k]
        owner = faces[face]
        if owner == self.me:
            return 0.0
        worth = (V.TAG + V.SPONSOR_CARD if fresh else V.TAG) + self._gains[k][min(pending, 5)]
        if owner != NO_TAG:
            worth += V.DENY * count(faces, owner)
        return worth

    @property
    def demolition_worth(self) -> float:
        found = self._demolition_worth_kept
        if found is None:
            found = self._demolition_worth_kept = self._compute_demolition_worth()
        return found

    def _compute_demolition_worth(self) -> float:
        if self.seen.is_team_game():
            if self.seen.team_rubble(self.me) + 1 >= TEAM_DEMOLITIONS_TO_WIN:
                return V.WIN
        elif self.player.rubble + 1 >= DEMOLITIONS_TO_WIN:
            return V.WIN
        return V.DEMOLITION + V.TRACK

    @property
    def _touching(self) -> dict[int, list[tuple[UnitClass, int]]]:
        found = self._touching_kept
        if found is None:
            found = self._touching_kept = self._compute_touching()
        return found

    def _compute_touching(self) -> dict[int, list[tuple[UnitClass, int]]]:
        """For each building (by number), the faces the bot's units touch now: (unit, face)."""
        tagging = self.seen.phase == Phase.TAGGING
        result: dict[int, list[tuple[UnitClass, int]]] = {}
        for cls, h in self.player.units.items():
            if tagging and cls in self.player.used_units:
                continue
            for _, face, k in self.tables.faces_at(index(h)):
                result.setdefault(k, []).append((cls, face))
        return result

    @property
    def _tagged(self) -> frozenset[int]:
        found = self._tagged_kept
        if found is None:
            found = self._tagged_kept = self._compute_tagged()
        return found

    def _compute_tagged(self) -> frozenset[int]:
        """Buildings (by number) the bot has tagged in this Tagging phase."""
        if self.seen.phase != Phase.TAGGING:
            return frozenset()
        number = self.tables.number
        return frozenset(number[b] for b in self.player.tagged if b in number)

    def tag_at(self, i: int, unit: UnitClass) -> float:
        """Worth of the best tag ``unit`` could place standing on the hex of index ``i``,
        counting the tags the bot's other units, where they stand now, would put on the
        same building."""
        best = 0.0
        if self.no_tags:
            return best
        me = self.me
        all_faces = self.faces
        touching = self._touching
        tagged = self._tagged
        for _, face, k in self.tables.faces_at(i):
            faces = all_faces[k]
            owner = faces[face]
            if owner == me:
                continue
            near = touching.get(k)
            pending = 0
            if near:
                pending = len(
                    {f for c, f in near if c is not unit and f != face and faces[f] != me}
                )
            w = self._tag_worth(k, face, pending, not pending and k not in tagged)
            if w > best:
                best = w
        return best

    @property
    def prospects(self) -> tuple[float, ...]:
        found = self._prospects_kept
        if found is None:
            found = self._prospects_kept = self._compute_prospects()
        return found

    def _compute_prospects(self) -> tuple[float, ...]:
        """How much tagging each intact building (by number) in a later round is worth
        (nothing to a seat barred from tagging)."""
        if self.no_tags:
            return (0.0,) * len(self.tables.buildings)
        key = ("prospects", self.me, self.demolition_worth, self._faces_key)
        found = self.tables.tag_memo.get(key)
        if found is None:
            result = []
            me = self.me
            can = self.tables.can_demolish
            for k, faces in enumerate(self.faces):
                worth = V.TAG + V.SPONSOR_CARD
                if can[k]:
                    mine = count(faces, me)
                    worth += (
                        self.demolition_worth
                        if mine >= 3
                        else V.progress(mine + 1) - V.progress(mine)
                    )
                result.append(_rounded(worth))
            found = self.tables.remember_tags(key, tuple(result))
        return found

    @property
    def approach(self) -> Approach:
        found = self._approach_kept
        if found is None:
            found = self._approach_kept = self._compute_approach()
        return found

    def _compute_approach(self) -> Approach:
        """For every hex (by index): worth of being near buildings worth tagging later
        (the worth halves with each hex)."""
        return self.tables.approach(self.prospects, _DECAY)

    @property
    def _lean_row(self) -> tuple[list[float | None], list[int], list[list[int]]]:
        found = self._lean_row_kept
        if found is None:
            found = self._lean_row_kept = self._compute_lean_row()
        return found

    def _compute_lean_row(self) -> tuple[list[float | None], list[int], list[list[int]]]:
        """:meth:`lean` for every hex (by index) as far as computed (``None``: not yet),
        shared by the scenes with the same opposing Heavy Hitter cells; and the distances
        from those cells (from the centre when there are none): the first cell's, then the
        others'."""
        cells = tuple(f.cell for f in self.foes if f.unit is UnitClass.HH)
        found = _LEANS.get(cells)
        if found is None:
            if len(_LEANS) >= _LEANS_KEPT:
                _LEANS.clear()
            rows = [distances(c) for c in cells] or [distances(CENTRE)]
            found = _LEANS[cells] = ([None] * SIZE, rows[0], rows[1:])
        return found

    @property
    def lean_values(self) -> list[float | None]:
        """:meth:`lean` for every hex (by index) as far as computed (``None``: call
        :meth:`lean`)."""
        return self._lean_row[0]

    def lean(self, i: int) -> float:
        """A hair's worth (:data:`~engine.bots.values.LEAN`) for the hex of index ``i``:
        more the nearer the closest opposing Heavy Hitter, then the centre ``5F``."""
        values, first, others = self._lean_row
        v = values[i]
        if v is None:
            d = first[i]
            for r in others:
                if r[i] < d:
                    d = r[i]
            v = values[i] = -V.LEAN * (d + 0.01 * CENTRE_DISTANCES[i])
        return v

    def nearest_foe_hh(self, x: Hex) -> Hex | None:
        """The closest opposing Heavy Hitter to ``x`` (ties: by seat)."""
        target = None
        best = 10**6
        for f in self.foes:
            if f.unit is UnitClass.HH:
                d = f.hex.distance(x)
                if d < best:
                    best, target = d, f.hex
        return target

    def facing_lean(self, x: Hex, facing: Direction, target: Hex | None) -> float:
        """A hair's worth for facing ``target`` (the closest opposing Heavy Hitter) from
        ``x``."""
        if target is None or target == x:
            return 0.0
        return V.LEAN * (target - x).dot(facing.vector) / x.distance(target)

    def fallout_damage(self, i: int) -> int:
        """Damage a unit ending the round on the hex of index ``i`` takes in the Reset phase."""
        return self.tables.reset_damage[i]
