"""Edits of several pieces at once: group moves, copy and paste, whole-map transforms.

A *piece* is a building (intact or rubble) or a start. Every edit returns an
:class:`~engine.mapmodel.editing.EditResult`: the new map, the hexes that changed, and what
was refused and why. Each is all or nothing: nothing is dropped, silently or not.

>>> from engine.mapmodel.model import GameMap
>>> m = GameMap().with_building(Hex.parse("2D")).with_building(Hex.parse("3D"))
>>> r = move_group(m, [Hex.parse("2D"), Hex.parse("3D")], Hex.parse("3D") - Hex.parse("2D"))
>>> sorted(str(b.hex) for b in r.map.buildings)
['3D', '4D']
>>> clip = copy_pieces(m, [Hex.parse("2D"), Hex.parse("3D")])
>>> [str(p) for p in clip.pieces]
['building +0,+0', 'building +0,+1']
>>> r = transform_map(m, MIRROR_LR)
>>> sorted(str(b.hex) for b in r.map.buildings)
['2H', '3H']
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from engine.core.errors import GkrError
from engine.core.messages import N_, _
from engine.geometry.board import CENTER, HALF_HEXES, PLAYABLE
from engine.geometry.hexes import HALF_TURN, MIRROR_LR, THIRD_TURN, Hex, Symmetry
from engine.geometry.zones import Side, ZoneLayout, default_zone
from engine.mapmodel.edit_symmetry import SymmetryMode
from engine.mapmodel.editing import EditResult, Refusal, placement_problem
from engine.mapmodel.model import MAX_PLAYERS, Building, GameMap

__all__ = [
    "HALF_TURN",
    "MIRROR_LR",
    "THIRD_TURN",
    "Clip",
    "ClipError",
    "Piece",
    "Placement",
    "copy_pieces",
    "move_group",
    "paste",
    "paste_plan",
    "pieces_in",
    "remove_pieces",
    "transform_map",
    "zones_left_behind",
]

KINDS = ("building", "rubble", "start")


class ClipError(GkrError):
    """A clipboard text that is not a list of pieces."""


@dataclass(frozen=True)
class Piece:
    """A piece at an offset (cube coordinates) from its clip's anchor."""

    kind: str
    offset: Hex

    def __str__(self) -> str:
        """The kind and the offset in columns and rows seen from ``5F``: ``rubble +1,-2``."""
        x = CENTER + self.offset
        return f"{self.kind} {x.col - CENTER.col:+d},{x.row - CENTER.row:+d}"


@dataclass(frozen=True)
class Clip:
    """Copied pieces, relative to the first one in reading order (the anchor)."""

    anchor: Hex
    pieces: tuple[Piece, ...]

    def to_json(self) -> dict[str, Any]:
        """``{"format": "gkr-pieces", "anchor": "2D", "pieces": [{"kind", "hex"}…]}``."""
        return {
            "format": "gkr-pieces",
            "anchor": str(self.anchor),
            "pieces": [{"kind": p.kind, "hex": str(self.anchor + p.offset)} for p in self.pieces],
        }

    @classmethod
    def from_json(cls, data: Any) -> Clip:
        """Read :meth:`to_json`'s form; raises :class:`ClipError` on anything else."""
        try:
            if data.get("format") != "gkr-pieces":
                raise ClipError(_("not GKR pieces"))
            anchor = Hex.parse(data["anchor"])
            pieces = []
            for p in data["pieces"]:
                if p["kind"] not in KINDS:
                    raise ClipError(_("unknown piece {kind!r}").format(kind=p["kind"]))
                pieces.append(Piece(p["kind"], Hex.parse(p["hex"]) - anchor))
        except (AttributeError, KeyError, TypeError, ValueError) as e:
            raise ClipError(_("not GKR pieces ({e})").format(e=e)) from None
        return cls(anchor, tuple(pieces))


def _kind(m: GameMap, h: Hex) -> str | None:
    b = m.building_at(h)
    if b is not None:
        return "rubble" if b.demolished else "building"
    return "start" if h in m.starts else None


def pieces_in(m: GameMap, hexes: Iterable[Hex]) -> tuple[Hex, ...]:
    """The hexes among ``hexes`` that hold a piece, in reading order."""
    return tuple(sorted({h for h in hexes if _kind(m, h) is not None}))


def copy_pieces(m: GameMap, hexes: Iterable[Hex]) -> Clip:
    """The pieces on ``hexes`` (empty hexes are skipped)."""
    held = pieces_in(m, hexes)
    if not held:
        return Clip(CENTER, ())
    anchor = held[0]
    return Clip(anchor, tuple(Piece(_kind(m, h) or "", h - anchor) for h in held))


def remove_pieces(m: GameMap, hexes: Iterable[Hex]) -> EditResult:
    """Remove every piece on ``hexes`` (the remaining starts keep their order)."""
    held = set(pieces_in(m, hexes))
    if not held:
        return EditResult(m)
    after = m.with_buildings(b for b in m.buildings if b.hex not in held)
    after = after.with_starts(s for s in m.starts if s not in held)
    after = after.with_locks(m.locked - held)
    return EditResult(after, tuple(sorted(held)))


def move_group(m: GameMap, hexes: Iterable[Hex], delta: Hex) -> EditResult:
    """Move every piece on ``hexes`` by ``delta`` (a cube-coordinate offset), all or
    nothing: when one would land off the board, on a half-hex or on a piece that stays,
    nothing moves and the refusals say where. Starts keep their seats."""
    held = set(pieces_in(m, hexes))
    if not held or delta == Hex(0, 0):
        return EditResult(m)
    refused = []
    for h in sorted(held):
        d = h + delta
        if d in held:
            continue
        problem = placement_problem(m, d)
        if problem:
            refused.append(Refusal(d, _("{problem} (moving {hex})").format(problem=problem, hex=h)))
    if refused:
        return EditResult(m, (), tuple(refused))
    after = m.with_buildings(
        Building(b.hex + delta if b.hex in held else b.hex, b.demolished) for b in m.buildings
    )
    after = after.with_starts(s + delta if s in held else s for s in m.starts)
    after = after.with_locks(h + delta if h in held else h for h in m.locked)
    changed = sorted(held | {h + delta for h in held})
    return EditResult(after, tuple(changed))


_NOT_PASTED = {
    "building": N_("{problem} (building not pasted)"),
    "rubble": N_("{problem} (rubble not pasted)"),
    "start": N_("{problem} (start not pasted)"),
}
_COPIED_NOT_PASTED = {
    "building": N_("{problem} (building copied from {source} not pasted)"),
    "rubble": N_("{problem} (rubble copied from {source} not pasted)"),
    "start": N_("{problem} (start copied from {source} not pasted)"),
}
_ALSO_PASTED = {
    "building": N_("also gets a pasted building"),
    "rubble": N_("also gets a pasted rubble"),
    "start": N_("also gets a pasted start"),
}
"""A paste's refusals, whole for each kind of piece (``building``, ``rubble``, ``start``)."""


@dataclass(frozen=True)
class Placement:
    """Where one piece of a paste would go, and why it cannot (``problem``), if so.
    ``image_of`` is the pasted hex it repeats under symmetric editing."""

    kind: str
    hex: Hex
    problem: str | None = None
    image_of: Hex | None = None
    source: Hex | None = None
    """Where the piece was copied from."""

    def refusal(self, mode: SymmetryMode) -> Refusal:
        texts = _NOT_PASTED if self.source is None else _COPIED_NOT_PASTED
        return Refusal(
            self.hex,
            _(texts[self.kind]).format(problem=self.problem, source=self.source),
            self.image_of,
            mode if self.image_of is not None else SymmetryMode.NONE,
        )


def paste_plan(
    m: GameMap, clip: Clip, anchor: Hex | None = None, mode: SymmetryMode = SymmetryMode.NONE
) -> tuple[Placement, ...]:
    """Where each of the clip's pieces would land with its anchor on ``anchor`` (its own
    place when ``None``), with their images under ``mode``, and what is in the way:
    the floating stamp's picture, and :func:`paste`'s rule."""
    at = clip.anchor if anchor is None else anchor
    plan: list[Placement] = []
    taken: dict[Hex, str] = {}
    starts = m.players
    for piece in clip.pieces:
        h = at + piece.offset
        source = clip.anchor + piece.offset
        images = mode.images(h) if h in PLAYABLE else []  # none of a piece that is out
        for x, origin in [(h, None)] + [(y, h) for y in images]:
            if taken.get(x) == piece.kind:
                continue  # an image of another pasted piece of the same kind
            problem = placement_problem(m, x)
            if problem is None and x in taken:
                problem = _(_ALSO_PASTED[taken[x]])
            if problem is None and piece.kind == "start":
                starts += 1
                if starts > MAX_PLAYERS:
                    problem = _("a start too many: a map has at most {most} players").format(
                        most=MAX_PLAYERS
                    )
            taken.setdefault(x, piece.kind)
            plan.append(Placement(piece.kind, x, problem, origin, source))
    return tuple(plan)


def paste(
    m: GameMap, clip: Clip, anchor: Hex | None = None, mode: SymmetryMode = SymmetryMode.NONE
) -> EditResult:
    """Place the clip's pieces with its anchor on ``anchor`` (its own place when
    ``None``), and their images under ``mode``. All or nothing: when one does not fit
    (off the board, a half-hex, an occupied hex, a fifth start), nothing is placed and
    the refusals name each. A pasted start is a new seat."""
    plan = paste_plan(m, clip, anchor, mode)
    refused = tuple(p.refusal(mode) for p in plan if p.problem is not None)
    if refused:
        return EditResult(m, (), refused)
    for p in plan:
        m = (
            m.with_start(p.hex)
            if p.kind == "start"
            else m.with_building(p.hex, demolished=p.kind == "rubble")
        )
    return EditResult(m, tuple(p.hex for p in plan), ())


def _lost(x: Hex) -> str:
    if x in HALF_HEXES:
        return _("its image {hex} is a half-hex").format(hex=x)
    return (
        _("its image {hex} is off the board").format(hex=x)
        if x.has_label
        else _("its image is off the board")
    )


def zones_left_behind(m: GameMap, symmetry: Symmetry) -> tuple[Hex, ...]:
    """The hexes of a fallout map whose zone, its own and not the default ring's, has no
    place on the board after ``symmetry`` about ``5F`` (a third turn's corners):
    :func:`transform_map` leaves those zones behind, and the hexes that come in from off
    the board take their default zones. Empty for a map with the default zones.

    >>> from engine.geometry.zones import ZoneLayout
    >>> m = GameMap(side=Side.FALLOUT, zones=ZoneLayout({Hex.parse("1A"): 4}))
    >>> [str(h) for h in zones_left_behind(m, THIRD_TURN)], zones_left_behind(m, HALF_TURN)
    (['1A'], ())
    """
    if m.side is not Side.FALLOUT or m.zones is None:
        return ()
    layout = m.zone_layout
    return tuple(
        h
        for h in sorted(PLAYABLE)
        if layout[h] != default_zone(h) and symmetry.apply(h, CENTER) not in PLAYABLE
    )


def transform_map(m: GameMap, symmetry: Symmetry) -> EditResult:
    """The whole map turned or mirrored about ``5F``: buildings, starts (seats kept in
    order, named teams with them) and fallout zones. All or nothing: when a piece's
    image falls off the board or on a half-hex, nothing changes and the refusals name
    every piece that would be lost."""
    refused: list[Refusal] = []
    for b in m.buildings:
        x = symmetry.apply(b.hex, CENTER)
        if x not in PLAYABLE:
            text = (
                _("{lost}; the rubble would be lost")
                if b.demolished
                else _("{lost}; the building would be lost")
            )
            refused.append(Refusal(b.hex, text.format(lost=_lost(x))))
    for seat, s in enumerate(m.starts):
        x = symmetry.apply(s, CENTER)
        if x not in PLAYABLE:
            refused.append(
                Refusal(
                    s,
                    _("{lost}; the start of seat {n} would be lost").format(
                        lost=_lost(x), n=seat + 1
                    ),
                )
            )
    if refused:
        refused.sort(key=lambda r: r.hex)
        return EditResult(m, (), tuple(refused))
    after = m.with_buildings(
        Building(symmetry.apply(b.hex, CENTER), b.demolished) for b in m.buildings
    )
    after = after.with_starts(symmetry.apply(s, CENTER) for s in m.starts)
    after = after.with_locks(symmetry.apply(h, CENTER) for h in m.locked)  # locks follow
    if m.teams is not None:  # the teams follow their starts
        after = after.with_teams(tuple(symmetry.apply(h, CENTER) for h in t) for t in m.teams)
    if m.side is Side.FALLOUT and m.zones is not None:
        layout = m.zone_layout
        zones = {x: layout[h] for h in PLAYABLE if (x := symmetry.apply(h, CENTER)) in PLAYABLE}
        after = after.with_zones(ZoneLayout(zones))
    changed = sorted(
        {b.hex for b in m.buildings}
        | set(m.starts)
        | {b.hex for b in after.buildings}
        | set(after.starts)
    )
    if after == m:
        changed = []
    return EditResult(after, tuple(changed), ())
