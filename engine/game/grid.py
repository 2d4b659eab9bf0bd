"""The playable board as small integers, for fast searches in the game's inner loops.

Hashing :class:`~engine.geometry.hexes.Hex` values dominates a breadth-first search over
the board; the searches of movement index the 99 playable hexes instead.

>>> HEXES[INDEX[Hex.parse("5F")]]
Hex('5F')
>>> sorted(str(HEXES[i]) for i in NEIGHBORS[INDEX[Hex.parse("1A")]])
['1B', '2A', '2B']
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Final

from engine.geometry.board import PLAYABLE_SORTED, playable_neighbors
from engine.geometry.hexes import Hex
from engine.lineofsight.sight import Sight
from engine.mapmodel.model import GameMap

HEXES: Final[tuple[Hex, ...]] = PLAYABLE_SORTED
"""Playable hexes in reading order; a hex's index is its position here."""
INDEX: Final[dict[Hex, int]] = {h: i for i, h in enumerate(HEXES)}
NEIGHBORS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(INDEX[n] for n in playable_neighbors(h)) for h in HEXES
)
"""Indexes of each playable hex's playable neighbours."""
WITHIN_TWO: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(j for j, g in enumerate(HEXES) if 0 < h.distance(g) <= 2) for h in HEXES
)
"""Indexes of the playable hexes at distance 1 or 2 (deploy range)."""


def blocked_table(game_map: GameMap) -> tuple[bool, ...]:
    """For each index: a building or its rubble stands there (blocks movement)."""
    buildings = game_map.building_hexes  # a property: read once
    return tuple(h in buildings for h in HEXES)


_SIGHTS: Final[OrderedDict[tuple[frozenset[Hex], frozenset[Hex]], Sight]] = OrderedDict()
_SIGHTS_KEPT: Final = 64


def shared_sight(game_map: GameMap) -> Sight:
    """A :class:`~engine.lineofsight.sight.Sight` of the map's layout of buildings, shared by every game
    (and bot) of the process that meets the same layout, so what it works out per hex is
    worked out once. Sight depends only on which hexes hold a building and which of them
    still stand.

    >>> from engine.files.mapfile import load_map
    >>> from engine.files.resources import builtin_map_path
    >>> m = load_map(builtin_map_path("showdown"))
    >>> shared_sight(m) is shared_sight(load_map(builtin_map_path("showdown")))
    True
    """
    key = (game_map.intact_hexes, game_map.building_hexes)
    found = _SIGHTS.get(key)
    if found is None:
        found = _SIGHTS[key] = Sight(game_map)
        if len(_SIGHTS) > _SIGHTS_KEPT:
            _SIGHTS.popitem(last=False)
    return found
