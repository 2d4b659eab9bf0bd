"""Seat exposure and the all-pairs line-of-sight/cover table (R-LOS-2…4).

A start's *exposure* is the free playable hexes (no building, intact or rubble)
from which a unit could fire at a Heavy Hitter on that start: those with line
of sight to it (R-LOS-2). Of those, some would have partial cover against the
Heavy Hitter's return fire (R-LOS-3), the others none (R-LOS-4); and against
some, the Heavy Hitter on its start has partial cover itself. The numbers come
from :class:`~engine.lineofsight.sight.Sight`'s bit sets, the same table ``gkr-map los
--all`` prints, summarised by :func:`sight_table`.

>>> from engine import Sight, load_map, builtin_map_path
>>> m = load_map(builtin_map_path("showdown"))
>>> e = exposure(m, Hex.parse("1B"))
>>> e.seen_by, e.no_cover, e.partial_cover, e.start_partial_cover
(79, 61, 18, 0)
>>> t = sight_table(Sight(m))
>>> t.pairs == 89 * 88 and t.line_of_sight == t.no_cover + t.partial_cover
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.analysis.base import SeatRef, free_mask, sorted_hexes, start_of
from engine.geometry.bitboard import bit, hexes_of
from engine.geometry.hexes import Hex
from engine.lineofsight.sight import Sight
from engine.mapmodel.model import GameMap


@dataclass(frozen=True)
class Exposure:
    """Who can fire at a Heavy Hitter on ``start``, and with what cover.

    ``hexes``: free hexes with line of sight to the start; ``covered_hexes``:
    those of them with partial cover against fire from the start;
    ``start_covered_from``: those against which the start has partial cover.
    """

    start: Hex
    hexes: tuple[Hex, ...]
    covered_hexes: tuple[Hex, ...]
    start_covered_from: tuple[Hex, ...]

    @property
    def seen_by(self) -> int:
        """Free hexes with line of sight to the start."""
        return len(self.hexes)

    @property
    def no_cover(self) -> int:
        """Of those, the hexes with no cover against the Heavy Hitter on the start."""
        return len(self.hexes) - len(self.covered_hexes)

    @property
    def partial_cover(self) -> int:
        """Of those, the hexes with partial cover against it (+1 to hit them)."""
        return len(self.covered_hexes)

    @property
    def start_partial_cover(self) -> int:
        """Of those, the hexes against which the start has partial cover."""
        return len(self.start_covered_from)

    def to_json(self) -> dict[str, Any]:
        return {
            "seen_by": self.seen_by,
            "no_cover": self.no_cover,
            "partial_cover": self.partial_cover,
            "start_partial_cover": self.start_partial_cover,
        }


@dataclass(frozen=True)
class SightTable:
    """Summary of line of sight and cover over every ordered pair of distinct free hexes."""

    pairs: int
    line_of_sight: int
    no_cover: int
    partial_cover: int
    full_cover: int

    def to_json(self) -> dict[str, Any]:
        return {
            "pairs": self.pairs,
            "line_of_sight": self.line_of_sight,
            "no_cover": self.no_cover,
            "partial_cover": self.partial_cover,
            "full_cover": self.full_cover,
        }


def exposure(game_map: GameMap, seat_or_start: SeatRef, sight: Sight | None = None) -> Exposure:
    """How exposed a Heavy Hitter on a seat's start is (see the module text).

    Pass the map's :class:`Sight` to share its cached bit sets.
    """
    return _exposures(game_map, (start_of(game_map, seat_or_start),), sight)[0]


def seat_exposures(game_map: GameMap, sight: Sight | None = None) -> tuple[Exposure, ...]:
    """:func:`exposure` of every seat, in seat order."""
    return _exposures(game_map, game_map.starts, sight)


def seat_exposure_counts(
    game_map: GameMap, sight: Sight | None = None
) -> tuple[tuple[int, int], ...]:
    """Per seat, ``(seen_by, partial_cover)`` of :func:`exposure`, without the rest.

    What the ``seat-exposure`` check needs, at a fraction of the cost (the
    start's own cover against each attacker is left out).

    >>> from engine import load_map, builtin_map_path
    >>> seat_exposure_counts(load_map(builtin_map_path("showdown")))[0]
    (79, 18)
    """
    sight = sight or Sight(game_map)
    free = free_mask(game_map)
    result = []
    for t in game_map.starts:
        seen = _attackers(sight, free, t)
        result.append((seen.bit_count(), (sight.partial_mask(t) & seen).bit_count()))
    return tuple(result)


def _attackers(sight: Sight, free: int, target: Hex) -> int:
    """Bit set of the free hexes (other than ``target``) with line of sight to ``target``."""
    return sight.visible_mask(target) & free & ~bit(target)


def _exposures(
    game_map: GameMap, targets: tuple[Hex, ...], sight: Sight | None
) -> tuple[Exposure, ...]:
    sight = sight or Sight(game_map)
    free = free_mask(game_map)
    target_bits = [bit(t) for t in targets]
    attackers = [_attackers(sight, free, t) for t in targets]
    start_covered = [0] * len(targets)
    for a in hexes_of(free):
        partial = sight.partial_mask(a)
        a_bit = bit(a)
        for i, t_bit in enumerate(target_bits):
            if partial & t_bit and attackers[i] & a_bit:
                start_covered[i] |= a_bit
    return tuple(
        Exposure(
            t, sorted_hexes(seen), sorted_hexes(sight.partial_mask(t) & seen), sorted_hexes(covered)
        )
        for t, seen, covered in zip(targets, attackers, start_covered)
    )


def sight_table(sight: Sight) -> SightTable:
    """Line of sight and cover over every ordered pair of distinct free hexes.

    Line of sight is symmetric (R-LOS-2) but cover is not (R-LOS-3), so each
    ordered pair counts once.
    """
    free = free_mask(sight.map)
    pairs = seen = partial = 0
    for a in hexes_of(free):
        others = free & ~bit(a)
        pairs += others.bit_count()
        seen += (sight.visible_mask(a) & others).bit_count()
        partial += (sight.partial_mask(a) & others).bit_count()
    return SightTable(
        pairs=pairs,
        line_of_sight=seen,
        no_cover=seen - partial,
        partial_cover=partial,
        full_cover=pairs - seen,
    )
