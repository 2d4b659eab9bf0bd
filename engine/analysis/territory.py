"""Seat territories: which seat is nearest to each hex and each building (Voronoi).

Nearness is walking distance: the energy a Heavy Hitter spends to end on a hex,
moving around buildings (intact or rubble) as in :mod:`engine.analysis.reach`,
with no energy limit. A building belongs to the seat that can end a move next
to it soonest; when several seats tie, each gets an equal share, so the shares
add up to the number of intact buildings that some seat can reach. A building
no seat can reach (walled in by other buildings) is *unclaimed*.

>>> from engine import load_map, builtin_map_path
>>> t = seat_territories(load_map(builtin_map_path("showdown")))
>>> [str(s) for s in t.shares]
['2', '3', '3', '2']
>>> [str(h) for h in t.buildings_of(0)], t.building_owners[Hex.parse("4F")]
(['3D', '4F', '5B'], (0, 1))
>>> t.hex_owners[Hex.parse("1C")], t.hex_owners[Hex.parse("1F")]
((0,), (0, 1))
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Sequence

from engine.analysis.base import free_mask, sorted_hexes, union
from engine.analysis.reach import move_layers
from engine.core.lazy import lazy
from engine.geometry.bitboard import bit, expand, mask_of
from engine.geometry.hexes import Hex
from engine.mapmodel.model import GameMap


@dataclass(frozen=True)
class Territories:
    """Nearest seats (0-based indices) of every hex and intact building.

    ``seat_hexes[i]`` and ``seat_buildings[i]`` are bit sets of what seat i is
    nearest to, alone or tied; ``shares[i]`` is seat i's share of the buildings,
    ties split.
    """

    starts: tuple[Hex, ...]
    seat_hexes: tuple[int, ...]
    seat_buildings: tuple[int, ...]
    shares: tuple[Fraction, ...]
    unclaimed: tuple[Hex, ...]

    def hexes_of(self, seat: int) -> tuple[Hex, ...]:
        """Hexes nearest to ``seat`` (alone or tied), in reading order."""
        return sorted_hexes(self.seat_hexes[seat])

    def buildings_of(self, seat: int) -> tuple[Hex, ...]:
        """Intact buildings nearest to ``seat`` (alone or tied), in reading order."""
        return sorted_hexes(self.seat_buildings[seat])

    @lazy
    def hex_owners(self) -> dict[Hex, tuple[int, ...]]:
        """Every hex some seat can walk to → its nearest seats, in reading order."""
        return _owners(self.seat_hexes)

    @lazy
    def building_owners(self) -> dict[Hex, tuple[int, ...]]:
        """Every intact building some seat can reach → its nearest seats."""
        return _owners(self.seat_buildings)


def seat_territories(
    game_map: GameMap, walk_layers: Sequence[Sequence[int]] | None = None
) -> Territories:
    """The seats' territories by walking distance, ties shared (see the module text).

    ``walk_layers`` may give each seat's :func:`~engine.analysis.reach.move_layers`
    without an energy limit, when the caller has them already.
    """
    starts = game_map.starts
    intact = mask_of(game_map.intact_hexes)
    if walk_layers is None:
        free = free_mask(game_map)
        walk_layers = [move_layers(s, free) for s in starts]
    hex_masks, building_masks, shares, claimed_buildings = nearest(walk_layers, intact)
    return Territories(
        starts=starts,
        seat_hexes=hex_masks,
        seat_buildings=building_masks,
        shares=shares,
        unclaimed=sorted_hexes(intact & ~claimed_buildings),
    )


def nearest(
    walk_layers: Sequence[Sequence[int]], intact: int
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[Fraction, ...], int]:
    """The Voronoi split by walking distance of the sides whose move layers are given:
    per side the hexes and buildings it is nearest to (alone or tied), its share of the
    buildings (ties split), and the bit set of the buildings some side reaches.

    A side is a seat (:func:`seat_territories`) or a team, whose layers are those of
    its nearer ally (:func:`engine.analysis.team_metrics.team_territory`).
    """
    sides = len(walk_layers)
    depth = max((len(layers) for layers in walk_layers), default=0)
    hex_masks = [0] * sides
    building_masks = [0] * sides
    claimed_hexes = claimed_buildings = 0
    for k in range(depth):
        rings = [layers[k] if k < len(layers) else 0 for layers in walk_layers]
        new_hexes = [ring & ~claimed_hexes for ring in rings]
        new_buildings = [
            expand(ring) & intact & ~claimed_buildings if ring else 0 for ring in rings
        ]
        for i in range(sides):
            hex_masks[i] |= new_hexes[i]
            building_masks[i] |= new_buildings[i]
            claimed_hexes |= new_hexes[i]
            claimed_buildings |= new_buildings[i]
    shares = [Fraction(0)] * sides
    contested = 0
    for i, mine in enumerate(building_masks):
        for j in range(i + 1, sides):
            contested |= mine & building_masks[j]
    for i, mine in enumerate(building_masks):
        shares[i] += (mine & ~contested).bit_count()
    for b in sorted_hexes(contested):
        owners = [i for i, m in enumerate(building_masks) if m & bit(b)]
        for i in owners:
            shares[i] += Fraction(1, len(owners))
    return tuple(hex_masks), tuple(building_masks), tuple(shares), claimed_buildings


def _owners(masks: tuple[int, ...]) -> dict[Hex, tuple[int, ...]]:
    return {
        h: tuple(i for i, m in enumerate(masks) if m & bit(h)) for h in sorted_hexes(union(masks))
    }
