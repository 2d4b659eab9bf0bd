"""Map edits with their rules: what may be placed where, and symmetric editing.

Each edit takes a map, a hex and a :class:`SymmetryMode` and returns an
:class:`EditResult`: the new map, the hexes that changed, and every placement
that was refused with the reason. When the hex the designer chose is refused,
the map is returned unchanged. An image about ``5F`` off the board or on a
half-hex refuses the whole edit, naming it (symmetric editing is never half
done); an image on an occupied hex is reported and skipped, never silently.

>>> from engine.mapmodel.model import GameMap
>>> r = place_building(GameMap(), Hex.parse("2G"), SymmetryMode.HALF_TURN)
>>> [str(b) for b in r.map.buildings], r.refused
(['2G', '7E'], ())
>>> r = place_building(GameMap(), Hex.parse("9A"), SymmetryMode.HALF_TURN)
>>> [str(b) for b in r.map.buildings], [str(x) for x in r.refused]
([], ['0K: a half-hex, so nothing is done (image of 9A under the half turn)'])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from engine.core.messages import _, ngettext
from engine.geometry.board import CENTER, HALF_HEXES, PLAYABLE
from engine.geometry.hexes import Hex
from engine.geometry.zones import ZONES, Side
from engine.mapmodel.edit_symmetry import SymmetryMode as SymmetryMode
from engine.mapmodel.edit_symmetry import stray_images
from engine.mapmodel.model import MAX_PLAYERS, Building, GameMap


@dataclass(frozen=True)
class Refusal:
    """A placement that was not made, and why."""

    hex: Hex
    reason: str
    image_of: Hex | None = None
    mode: SymmetryMode = SymmetryMode.NONE

    def __str__(self) -> str:
        """``"0K: a half-hex…"``; a hex past the board's edge has no label, so the
        reason speaks alone (``"off the board…"``)."""
        text = (
            _("{hex}: {reason}").format(hex=self.hex, reason=self.reason)
            if self.hex.has_label
            else self.reason
        )
        if self.image_of is None:
            return text
        under = {
            SymmetryMode.HALF_TURN: _("{refusal} (image of {hex} under the half turn)"),
            SymmetryMode.THIRD_TURN: _("{refusal} (image of {hex} under the third turn)"),
            SymmetryMode.MIRROR: _("{refusal} (image of {hex} under the mirror)"),
        }
        if self.mode not in under:
            return text
        return under[self.mode].format(refusal=text, hex=self.image_of)


@dataclass(frozen=True)
class EditResult:
    """The outcome of an edit: the new map, what changed, what was refused."""

    map: GameMap
    changed: tuple[Hex, ...] = ()
    refused: tuple[Refusal, ...] = ()

    @property
    def done(self) -> bool:
        """Whether anything changed."""
        return bool(self.changed)

    def message(self) -> str:
        """A status-bar sentence about the refusals ("" when there are none)."""
        return "; ".join(str(r) for r in self.refused)


def placement_problem(m: GameMap, h: Hex) -> str | None:
    """Why nothing can be placed on ``h`` in ``m`` (``None`` when it is free)."""
    if h in HALF_HEXES:
        return _("a half-hex; nothing is placed on one")
    if h not in PLAYABLE:
        return _("not on the board") if h.has_label else _("off the board")
    b = m.building_at(h)
    if b is not None:
        return _("holds rubble") if b.demolished else _("holds a building")
    if h in m.starts:
        return _("is the start of seat {n}").format(n=m.starts.index(h) + 1)
    return None


def stray_refusals(hexes: list[Hex], mode: SymmetryMode) -> tuple[Refusal, ...]:
    """A refusal for each image of ``hexes`` off the board or on a half-hex: an edit
    with any refuses whole, since symmetric editing places every image or none."""
    return tuple(
        Refusal(
            x,
            _("a half-hex, so nothing is done")
            if x in HALF_HEXES
            else _("off the board, so nothing is done"),
            h,
            mode,
        )
        for x, h in stray_images(hexes, mode)
    )


def _strays(m: GameMap, hexes: list[Hex], mode: SymmetryMode) -> EditResult | None:
    refused = stray_refusals(hexes, mode)
    return EditResult(m, (), refused) if refused else None


def _targets(h: Hex, mode: SymmetryMode) -> list[tuple[Hex, Hex | None]]:
    return [(h, None)] + [(x, h) for x in mode.images(h)]


def _refusal(h: Hex, reason: str, origin: Hex | None, mode: SymmetryMode) -> Refusal:
    return Refusal(h, reason, origin, mode if origin is not None else SymmetryMode.NONE)


def _place_each(
    m: GameMap, h: Hex, mode: SymmetryMode, put: Callable[[GameMap, Hex], GameMap]
) -> EditResult:
    """``put`` a piece on ``h`` and on each of its images where one may stand: refused
    whole when ``h`` itself cannot take it, an image that cannot is named."""
    refused: list[Refusal] = []
    changed: list[Hex] = []
    for x, origin in _targets(h, mode):
        problem = placement_problem(m, x)
        if problem:
            if origin is None:
                return EditResult(m, (), (_refusal(x, problem, None, mode),))
            refused.append(_refusal(x, problem, origin, mode))
            continue
        m = put(m, x)
        changed.append(x)
    return EditResult(m, tuple(changed), tuple(refused))


def place_building(
    m: GameMap, h: Hex, mode: SymmetryMode = SymmetryMode.NONE, demolished: bool = False
) -> EditResult:
    """Place a building on ``h`` (and its images)."""
    if stray := _strays(m, [h], mode):
        return stray
    return _place_each(m, h, mode, lambda m, x: m.with_building(x, demolished))


def _each_building(
    m: GameMap,
    h: Hex,
    mode: SymmetryMode,
    change: Callable[[GameMap, Hex, Building], GameMap | None],
) -> EditResult:
    """``change`` the building on ``h`` and those on its images (``None``: that one stays
    as it is); refused whole when ``h`` holds none, an image that holds none is named."""
    if m.building_at(h) is None:
        return EditResult(m, (), (Refusal(h, _("holds no building")),))
    if stray := _strays(m, [h], mode):
        return stray
    changed = []
    refused = []
    for x, origin in _targets(h, mode):
        b = m.building_at(x)
        if b is None:
            if origin is not None:
                refused.append(_refusal(x, _("holds no building"), origin, mode))
            continue
        after = change(m, x, b)
        if after is not None:
            m = after
            changed.append(x)
    return EditResult(m, tuple(changed), tuple(refused))


def remove_building(m: GameMap, h: Hex, mode: SymmetryMode = SymmetryMode.NONE) -> EditResult:
    """Remove the building on ``h`` and those on its images."""
    return _each_building(m, h, mode, lambda m, x, b: m.without_building(x))


def set_demolished(
    m: GameMap, h: Hex, demolished: bool, mode: SymmetryMode = SymmetryMode.NONE
) -> EditResult:
    """Turn the building on ``h`` (and on its images) into rubble, or back."""
    return _each_building(
        m,
        h,
        mode,
        lambda m, x, b: None if b.demolished == demolished else m.with_demolished(x, demolished),
    )


def toggle_demolished(m: GameMap, h: Hex, mode: SymmetryMode = SymmetryMode.NONE) -> EditResult:
    b = m.building_at(h)
    if b is None:
        return EditResult(m, (), (Refusal(h, _("holds no building")),))
    return set_demolished(m, h, not b.demolished, mode)


def place_start(m: GameMap, h: Hex, mode: SymmetryMode = SymmetryMode.NONE) -> EditResult:
    """Add a Heavy Hitter start on ``h`` as a new seat (and on its images)."""
    if stray := _strays(m, [h], mode):
        return stray
    new = [x for x, _o in _targets(h, mode) if placement_problem(m, x) is None]
    if placement_problem(m, h) is None and m.players + len(new) > MAX_PLAYERS:
        return EditResult(
            m,
            (),
            (
                Refusal(
                    h,
                    ngettext(
                        "{n} more start would make {total}: a map has at most {most} start hexes",
                        "{n} more starts would make {total}: a map has at most {most} start hexes",
                        len(new),
                    ).format(n=len(new), total=m.players + len(new), most=MAX_PLAYERS),
                ),
            ),
        )
    return _place_each(m, h, mode, GameMap.with_start)


def remove_start(m: GameMap, h: Hex, mode: SymmetryMode = SymmetryMode.NONE) -> EditResult:
    """Remove the start on ``h`` (and on its images); later seats move up."""
    if h not in m.starts:
        return EditResult(m, (), (Refusal(h, _("is not a start hex")),))
    if stray := _strays(m, [h], mode):
        return stray
    changed = []
    refused = []
    for x, origin in _targets(h, mode):
        if x not in m.starts:
            if origin is not None:
                refused.append(_refusal(x, _("is not a start hex"), origin, mode))
            continue
        m = m.without_start(x)
        changed.append(x)
    return EditResult(m, tuple(changed), tuple(refused))


def erase(m: GameMap, h: Hex, mode: SymmetryMode = SymmetryMode.NONE) -> EditResult:
    """Remove whatever stands on ``h`` (a building or a start), with its images."""
    if m.building_at(h) is not None:
        return remove_building(m, h, mode)
    if h in m.starts:
        return remove_start(m, h, mode)
    return EditResult(m, (), (Refusal(h, _("is empty")),))


def move(m: GameMap, src: Hex, dst: Hex, mode: SymmetryMode = SymmetryMode.NONE) -> EditResult:
    """Move the building or start on ``src`` to ``dst``; images move alike.

    A building keeps its state and a start keeps its seat.
    """
    if src == dst:
        return EditResult(m)
    if m.building_at(src) is None and src not in m.starts:
        return EditResult(m, (), (Refusal(src, _("is empty: nothing to move")),))
    if stray := _strays(m, [src, dst], mode):
        return stray
    pairs = [(src, dst, None)] + [
        (g.apply(src, CENTER), g.apply(dst, CENTER), src) for g in mode.symmetries[1:]
    ]
    refused: list[Refusal] = []
    changed: list[Hex] = []
    seen: set[Hex] = set()
    for s, d, origin in pairs:
        if s in seen or s == d:
            continue
        seen.add(s)
        if m.building_at(s) is None and s not in m.starts:
            if origin is not None:
                refused.append(
                    _refusal(s, _("is empty: its image has nothing to move"), origin, mode)
                )
            continue
        problem = placement_problem(m, d)
        if problem:
            if origin is None:
                return EditResult(m, (), (_refusal(d, problem, None, mode),))
            refused.append(_refusal(d, problem, origin, mode))
            continue
        m = m.moved(s, d)
        changed.extend([s, d])
    return EditResult(m, tuple(changed), tuple(refused))


def paint_zone(m: GameMap, h: Hex, zone: int, mode: SymmetryMode = SymmetryMode.NONE) -> EditResult:
    """Set the fallout zone of ``h`` (and of its images) to ``zone``."""
    if m.side is not Side.FALLOUT:
        return EditResult(m, (), (Refusal(h, _("zones belong to the fallout side")),))
    if zone not in ZONES:
        return EditResult(m, (), (Refusal(h, _("zone {zone}: zones are 1-4").format(zone=zone)),))
    if stray := _strays(m, [h], mode):
        return stray
    layout = m.zone_layout
    refused: list[Refusal] = []
    changes: dict[Hex, int] = {}
    for x, origin in _targets(h, mode):
        if x not in PLAYABLE:
            reason = (
                _("a half-hex; zones cover playable hexes")
                if x in HALF_HEXES
                else _("not on the board")
            )
            if origin is None:
                return EditResult(m, (), (_refusal(x, reason, None, mode),))
            refused.append(_refusal(x, reason, origin, mode))
            continue
        if layout[x] != zone:
            changes[x] = zone
    if not changes:
        return EditResult(m, (), tuple(refused))
    return EditResult(m.with_zones(layout.with_zones(changes)), tuple(changes), tuple(refused))


def reorder_seats(m: GameMap, order: list[int]) -> GameMap:
    """The map with its starts in a new seat order (``order`` lists old seat indices).

    >>> from engine.mapmodel.model import GameMap
    >>> m = GameMap(starts=(Hex.parse("1B"), Hex.parse("9J")))
    >>> [str(s) for s in reorder_seats(m, [1, 0]).starts]
    ['9J', '1B']
    """
    if sorted(order) != list(range(m.players)):
        raise ValueError(f"{order} is not an order of the {m.players} seats")
    return m.with_starts(m.starts[i] for i in order)
