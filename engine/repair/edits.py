"""The edits a repair is made of, and every edit a map allows.

An edit moves one building, moves one start, adds one building or removes one.
On a symmetric map an edit carries its images along (the designer's symmetric
editing, :class:`~engine.mapmodel.editing.SymmetryMode`) and counts as one. Locked
buildings and starts (:attr:`GameMap.locked`) are never moved or removed.

>>> from engine.mapmodel.model import GameMap
>>> m = GameMap(starts=(Hex.parse("1F"), Hex.parse("9F"))).with_building(Hex.parse("3C"))
>>> e = Edit("move", Hex.parse("3C"), Hex.parse("3D"))
>>> str(e), [str(b) for b in e.apply(m).buildings]
('move 3C to 3D', ['3D'])
>>> len(candidate_edits(m)), len(candidate_edits(m.with_lock(Hex.parse("3C"))))
(385, 288)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Iterable

from engine.core.messages import _
from engine.geometry.board import CENTER, PLAYABLE, SPACES_SORTED
from engine.geometry.hexes import Hex, Symmetry
from engine.mapmodel.editing import SymmetryMode
from engine.mapmodel.model import GameMap

KINDS: tuple[str, ...] = ("move", "move-start", "add", "remove")
"""Edit kinds in order of preference: moves keep the number of buildings."""

_SYMMETRY_MODES = {
    "half turn": SymmetryMode.HALF_TURN,
    "third turn": SymmetryMode.THIRD_TURN,
    "left-right mirror": SymmetryMode.MIRROR,
}


def symmetry_mode_of(name: str | None) -> SymmetryMode:
    """The editing mode that keeps a symmetry named by the analysis (``"half turn"``…)."""
    return _SYMMETRY_MODES.get(name or "", SymmetryMode.NONE)


@dataclass(frozen=True)
class Edit:
    """One edit: ``kind`` (see :data:`KINDS`) on ``hex`` (to ``to`` for a move).

    ``images`` are the further ``(hex, to)`` pairs the same edit makes on a
    symmetric map (``to`` is ``None`` for an add or a remove).

    >>> str(Edit("move-start", Hex.parse("1B"), Hex.parse("2B")))
    'move the start on 1B to 2B'
    >>> str(Edit("add", Hex.parse("4D"), images=((Hex.parse("6H"), None),)))
    'add a building on 4D (and on 6H)'
    """

    kind: str
    hex: Hex
    to: Hex | None = None
    images: tuple[tuple[Hex, Hex | None], ...] = ()

    @property
    def pairs(self) -> tuple[tuple[Hex, Hex | None], ...]:
        """Every ``(hex, to)`` the edit touches, its own first."""
        return ((self.hex, self.to),) + self.images

    @property
    def is_move(self) -> bool:
        return self.kind in ("move", "move-start")

    @property
    def distance(self) -> int:
        """How far a move carries its building or start (0 for an add or a remove)."""
        return self.hex.distance(self.to) if self.to is not None else 0

    @cached_property
    def key(self) -> tuple[int, int, tuple[int, int], tuple[int, int]]:
        """:meth:`sort_key`, computed once."""
        return self.sort_key()

    def sort_key(self) -> tuple[int, int, tuple[int, int], tuple[int, int]]:
        """Preference order: kind (moves first), a shorter move, then reading order."""
        to = self.to.sort_key() if self.to is not None else (0, 0)
        return (KINDS.index(self.kind), self.distance, self.hex.sort_key(), to)

    def apply(self, game_map: GameMap) -> GameMap:
        """The map with this edit made."""
        for h, to in self.pairs:
            if self.kind == "add":
                game_map = game_map.with_building(h)
            elif self.kind == "remove":
                game_map = game_map.without_building(h)
            elif to is not None:
                game_map = game_map.moved(h, to)
        return game_map

    def applies_to(self, game_map: GameMap) -> bool:
        """Whether the edit can be made on ``game_map`` (what it moves or removes is
        there and unlocked, where it puts something is free).

        >>> from engine.mapmodel.model import GameMap
        >>> m = GameMap(starts=(Hex.parse("1F"), Hex.parse("9F")))
        >>> Edit("move-start", Hex.parse("1F"), Hex.parse("2F")).applies_to(m)
        True
        >>> Edit("remove", Hex.parse("1F")).applies_to(m)
        False
        """
        targets: list[Hex] = []
        for h, to in self.pairs:
            if self.kind == "add":
                targets.append(h)
                continue
            if h in game_map.locked:
                return False
            held = (
                h in game_map.starts
                if self.kind == "move-start"
                else game_map.building_at(h) is not None
            )
            if not held:
                return False
            if to is not None:
                targets.append(to)
        return len(set(targets)) == len(targets) and all(game_map.is_free(t) for t in targets)

    def placed(self) -> tuple[Hex, ...]:
        """The hexes the edit puts a building or a start on."""
        if self.kind == "add":
            return tuple(h for h, _ in self.pairs)
        return tuple(to for _, to in self.pairs if to is not None)

    def hexes(self) -> tuple[Hex, ...]:
        """Every hex the edit changes."""
        return tuple(x for pair in self.pairs for x in pair if x is not None)

    def __str__(self) -> str:
        def one(h: Hex, to: Hex | None) -> str:
            if to is not None:
                return _("{hex} to {to}").format(hex=h, to=to)
            return _("on {hex}").format(hex=h) if self.kind != "remove" else str(h)

        head = {
            "move": _("move {hex} to {to}"),
            "move-start": _("move the start on {hex} to {to}"),
            "add": _("add a building on {hex}"),
            "remove": _("remove the building on {hex}"),
        }[self.kind].format(hex=self.hex, to=self.to)
        if not self.images:
            return head
        return _("{edit} (and {images})").format(
            edit=head, images=", ".join(one(h, to) for h, to in self.images)
        )

    def to_json(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "hex": str(self.hex),
            "to": str(self.to) if self.to is not None else None,
            "images": [[str(h), str(to) if to is not None else None] for h, to in self.images],
            "text": str(self),
        }


def candidate_edits(
    game_map: GameMap, mode: SymmetryMode = SymmetryMode.NONE, region: frozenset[Hex] | None = None
) -> list[Edit]:
    """Every edit of ``game_map`` that keeps ``mode``'s symmetry and spares locks.

    ``region`` limits where anything may be placed (moves' destinations and
    adds); ``None`` is the whole board. The list is in :meth:`Edit.sort_key` order.
    """
    group = mode.symmetries
    buildings = game_map.building_hexes
    starts = frozenset(game_map.starts)
    free = [
        h
        for h in SPACES_SORTED
        if h in PLAYABLE
        and h not in buildings
        and h not in starts
        and (region is None or h in region)
    ]
    free_set = frozenset(h for h in PLAYABLE if h not in buildings and h not in starts)
    locked = game_map.locked
    result: list[Edit] = []
    for kind, owners in (("move", buildings), ("move-start", starts)):
        for src in _representatives(sorted(owners), group):
            images_src = [g.apply(src, CENTER) for g in group]
            if any(x in locked or x not in owners for x in images_src):
                continue
            for dst in free:
                edit = _symmetric(kind, src, dst, group, free_set)
                if edit is not None:
                    result.append(edit)
    for h in _representatives(free, group):
        images = _distinct(g.apply(h, CENTER) for g in group)
        if all(x in free_set for x in images):
            result.append(Edit("add", h, None, tuple((x, None) for x in images[1:])))
    for b in _representatives(sorted(buildings), group):
        images = _distinct(g.apply(b, CENTER) for g in group)
        if all(x in buildings and x not in locked for x in images):
            result.append(Edit("remove", b, None, tuple((x, None) for x in images[1:])))
    if region is not None:
        result = [e for e in result if all(x in region for x in e.placed())]
    result.sort(key=lambda e: e.key)
    return result


def _symmetric(
    kind: str, src: Hex, dst: Hex, group: Iterable[Symmetry], free: frozenset[Hex]
) -> Edit | None:
    pairs: dict[Hex, Hex] = {}
    for g in group:
        s, d = g.apply(src, CENTER), g.apply(dst, CENTER)
        if s in pairs:
            if pairs[s] != d:
                return None
            continue
        if d not in free or d in pairs.values():
            return None
        pairs[s] = d
    items = list(pairs.items())
    return Edit(kind, src, dst, tuple((s, d) for s, d in items[1:]))


def _representatives(hexes: Iterable[Hex], group: tuple[Symmetry, ...]) -> list[Hex]:
    """The first hex (reading order) of each orbit met among ``hexes``."""
    seen: set[Hex] = set()
    result = []
    for h in hexes:
        if h in seen:
            continue
        result.append(h)
        seen.update(g.apply(h, CENTER) for g in group)
    return result


def _distinct(hexes: Iterable[Hex]) -> list[Hex]:
    result: list[Hex] = []
    for h in hexes:
        if h not in result:
            result.append(h)
    return result
