"""Edits of several pieces at once: group moves, copy and paste, whole-map transforms.

A *piece* is a building (intact or rubble) or a start. Every function returns an
:class:`~engine.editing.EditResult`: the new map, the hexes that changed, and what
was refused and why — nothing is dropped silently.

>>> from engine.model import GameMap
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

from engine.board import CENTER, HALF_HEXES, PLAYABLE
from engine.editing import EditResult, Refusal, placement_problem
from engine.errors import GkrError
from engine.hexes import HALF_TURN, MIRROR_LR, THIRD_TURN, Hex, Symmetry
from engine.model import MAX_PLAYERS, Building, GameMap
from engine.zones import Side, ZoneLayout

__all__ = ["HALF_TURN", "MIRROR_LR", "THIRD_TURN", "Clip", "ClipError", "Piece",
           "copy_pieces", "move_group", "paste", "pieces_in", "remove_pieces",
           "transform_map"]

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
        return {"format": "gkr-pieces", "anchor": str(self.anchor),
                "pieces": [{"kind": p.kind, "hex": str(self.anchor + p.offset)}
                           for p in self.pieces]}

    @classmethod
    def from_json(cls, data: Any) -> Clip:
        """Read :meth:`to_json`'s form; raises :class:`ClipError` on anything else."""
        try:
            if data.get("format") != "gkr-pieces":
                raise ClipError("not GKR pieces")
            anchor = Hex.parse(data["anchor"])
            pieces = []
            for p in data["pieces"]:
                if p["kind"] not in KINDS:
                    raise ClipError(f"unknown piece {p['kind']!r}")
                pieces.append(Piece(p["kind"], Hex.parse(p["hex"]) - anchor))
        except (AttributeError, KeyError, TypeError, ValueError) as e:
            raise ClipError(f"not GKR pieces ({e})") from None
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
            refused.append(Refusal(d, f"{problem} (moving {h})"))
    if refused:
        return EditResult(m, (), tuple(refused))
    after = m.with_buildings(Building(b.hex + delta if b.hex in held else b.hex, b.demolished)
                             for b in m.buildings)
    after = after.with_starts(s + delta if s in held else s for s in m.starts)
    changed = sorted(held | {h + delta for h in held})
    return EditResult(after, tuple(changed))


def paste(m: GameMap, clip: Clip, anchor: Hex | None = None) -> EditResult:
    """Place the clip's pieces with its anchor on ``anchor`` (its own place when
    ``None``). Pieces that do not fit are refused and the others placed; a pasted start
    is a new seat (at most four)."""
    at = clip.anchor if anchor is None else anchor
    refused: list[Refusal] = []
    changed: list[Hex] = []
    for piece in clip.pieces:
        h = at + piece.offset
        problem = placement_problem(m, h)
        if problem is None and piece.kind == "start" and len(m.starts) >= MAX_PLAYERS:
            problem = f"a fifth start: a map has at most {MAX_PLAYERS} players"
        if problem:
            refused.append(Refusal(h, f"{problem} ({piece.kind} not pasted)"))
            continue
        m = m.with_start(h) if piece.kind == "start" else \
            m.with_building(h, demolished=piece.kind == "rubble")
        changed.append(h)
    return EditResult(m, tuple(changed), tuple(refused))


def _lost(x: Hex) -> str:
    return f"its image {x} is a half-hex" if x in HALF_HEXES else "its image is off the board"


def transform_map(m: GameMap, symmetry: Symmetry) -> EditResult:
    """The whole map turned or mirrored about ``5F``: buildings, starts (seats kept in
    order, named teams with them) and fallout zones. A piece whose image falls off the
    board or on a half-hex is dropped and reported."""
    refused: list[Refusal] = []
    buildings = []
    for b in m.buildings:
        x = symmetry.apply(b.hex, CENTER)
        if x in PLAYABLE:
            buildings.append(Building(x, b.demolished))
        else:
            refused.append(Refusal(b.hex, f"{_lost(x)}; building dropped"))
    starts = []
    for seat, s in enumerate(m.starts):
        x = symmetry.apply(s, CENTER)
        if x in PLAYABLE:
            starts.append(x)
        else:
            refused.append(Refusal(s, f"{_lost(x)}; start of seat {seat + 1} dropped"))
    after = m.with_buildings(buildings).with_starts(starts)
    if m.teams is not None and len(starts) == len(m.starts):  # the teams follow their starts
        after = after.with_teams(tuple(symmetry.apply(h, CENTER) for h in t) for t in m.teams)
    if m.side is Side.FALLOUT and m.zones is not None:
        layout = m.zone_layout
        zones = {x: layout[h] for h in PLAYABLE
                 if (x := symmetry.apply(h, CENTER)) in PLAYABLE}
        after = after.with_zones(ZoneLayout(zones))
    changed = sorted({b.hex for b in m.buildings} | set(m.starts)
                     | {b.hex for b in after.buildings} | set(after.starts))
    if after == m:
        changed = []
    return EditResult(after, tuple(changed), tuple(refused))
