"""Movement reach of a Heavy Hitter's first move (R-GUIDE-2).

A Heavy Hitter pays 1 energy per hex and may not pass through or end on a
building, intact or demolished (rubble keeps its base), nor enter a half-hex.
A building is *within reach* of a start when the Heavy Hitter can end its first
move adjacent to it with at most the 5 free energy of a round (R-GUIDE-2); a
building next to the start is in reach without moving. Only intact buildings
count: rubble can no longer be tagged, which is what reach is about.

Opposing Heavy Hitters are not obstacles here: R-GUIDE-2 speaks of buildings
only, and at the guideline's start distance no opponent stands within a first
move.

Reach is a breadth-first search on bit sets (:mod:`engine.geometry.bitboard`): one
shift-and-mask per point of energy.

>>> from engine import load_map, builtin_map_path
>>> m = load_map(builtin_map_path("showdown"))
>>> [str(h) for h in buildings_in_reach(m, Hex.parse("1B"))]
['2G', '3D', '4F', '5B', '5C']
>>> len(reachable_hexes(m, Hex.parse("1B"), energy=1))
4
"""

from __future__ import annotations

from engine.analysis.base import SeatRef, free_mask, sorted_hexes, start_of, union
from engine.geometry.bitboard import bit, expand, hexes_of, mask_of
from engine.geometry.hexes import Hex
from engine.mapmodel.model import GameMap

FREE_ENERGY = 5
"""Energy a Heavy Hitter gets back each round, without critical energy (R-GUIDE-2)."""


def move_layers(start: Hex, passable: int, energy: int | None = None) -> tuple[int, ...]:
    """``move_layers(...)[k]`` = the hexes whose cheapest move from ``start`` costs ``k``.

    ``passable`` is a bit set of the hexes a Heavy Hitter may enter; ``energy``
    stops the search (``None``: as far as it goes).

    >>> from engine.geometry.bitboard import PLAYABLE_MASK, popcount
    >>> [popcount(m) for m in move_layers(Hex.parse("5F"), PLAYABLE_MASK, 2)]
    [1, 6, 12]
    """
    seen = front = bit(start)
    result = [front]
    while energy is None or len(result) <= energy:
        front = expand(front) & passable & ~seen
        if not front:
            break
        seen |= front
        result.append(front)
    return tuple(result)


def reach_mask(start: Hex, passable: int, energy: int = FREE_ENERGY) -> int:
    """Bit set of the hexes a Heavy Hitter on ``start`` can end on (``start`` included)."""
    return union(move_layers(start, passable, energy))


def movement_costs(
    game_map: GameMap, seat_or_start: SeatRef, energy: int | None = FREE_ENERGY
) -> dict[Hex, int]:
    """Energy the Heavy Hitter needs to end on each hex it can reach (``None``: no limit).

    >>> m = GameMap(starts=(Hex.parse("5F"), Hex.parse("1A"))).with_building(Hex.parse("4F"))
    >>> movement_costs(m, 0)[Hex.parse("3F")]
    3
    """
    start = start_of(game_map, seat_or_start)
    costs: dict[Hex, int] = {}
    for k, layer in enumerate(move_layers(start, free_mask(game_map), energy)):
        for h in hexes_of(layer):
            costs[h] = k
    return dict(sorted(costs.items(), key=lambda item: item[0].sort_key()))


def reachable_hexes(
    game_map: GameMap, seat_or_start: SeatRef, energy: int = FREE_ENERGY
) -> frozenset[Hex]:
    """The hexes the Heavy Hitter can end its first move on, its start included."""
    start = start_of(game_map, seat_or_start)
    return frozenset(hexes_of(reach_mask(start, free_mask(game_map), energy)))


def buildings_in_reach(
    game_map: GameMap, seat_or_start: SeatRef, energy: int = FREE_ENERGY
) -> tuple[Hex, ...]:
    """Intact buildings the Heavy Hitter can end its first move next to (R-GUIDE-2),
    in reading order."""
    start = start_of(game_map, seat_or_start)
    reach = reach_mask(start, free_mask(game_map), energy)
    return sorted_hexes(expand(reach) & mask_of(game_map.intact_hexes))
