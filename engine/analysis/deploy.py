"""Deploying support units from a start on the fallout side.

In the Deploy phase a player may place a support unit on an unoccupied
playable hex within 2 hexes of its own Heavy Hitter; on the fallout side only
into Zone 1. A seat whose start has no Zone 1 hex in that range cannot deploy
until its Heavy Hitter has moved. Occupied hexes are those with a building
(intact or rubble) or a start (a Heavy Hitter stands there at the beginning,
the seat's own included).

>>> from engine import load_map, builtin_map_path
>>> from engine.geometry.zones import Side
>>> m = load_map(builtin_map_path("showdown")).with_side(Side.FALLOUT)
>>> [str(h) for h in deploy_hexes(m, 0)][:4]
['1A', '1C', '2B', '1D']
>>> len(deploy_hexes(m, 0)), m.zone_of(Hex.parse("1A"))
(8, 1)
"""

from __future__ import annotations

from engine.analysis.base import SeatRef, start_of
from engine.geometry.board import PLAYABLE_SORTED
from engine.geometry.hexes import Hex
from engine.geometry.zones import DEPLOY_ZONE, Side
from engine.mapmodel.model import GameMap

DEPLOY_RANGE = 2
"""Support units deploy within this distance of their Heavy Hitter."""


def deploy_hexes(
    game_map: GameMap, seat_or_start: SeatRef, deploy_range: int = DEPLOY_RANGE
) -> tuple[Hex, ...]:
    """Hexes a support unit could be deployed on from a seat's start, nearest first.

    On the standard side any free playable hex in range; on the fallout side only
    Zone 1 hexes.
    """
    start = start_of(game_map, seat_or_start)
    occupied = game_map.building_hexes | set(game_map.starts)
    fallout = game_map.side is Side.FALLOUT
    zones = game_map.zone_layout
    found = [
        h
        for h in PLAYABLE_SORTED
        if h.distance(start) <= deploy_range
        and h not in occupied
        and (not fallout or zones[h] == DEPLOY_ZONE)
    ]
    return tuple(sorted(found, key=lambda h: (h.distance(start), h.sort_key())))
