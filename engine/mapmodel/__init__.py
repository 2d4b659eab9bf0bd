"""The map model and its edits: a map's buildings, starts, zones, locks and teams; single and group edits, symmetric editing.

The names below are the package's public face (the studio and the command line import
them from here, never from its modules): the map (:mod:`~engine.mapmodel.model`), the
single edits, each mirrored as the map's symmetric editing asks
(:mod:`~engine.mapmodel.editing`), and the edits of a group of hexes: copy, paste, move,
transform (:mod:`~engine.mapmodel.groups`). The edits load on first use
(:class:`~engine.core.exports.LazyExports`): every program that reads a map imports this
package, few of them edit one.
"""

from typing import TYPE_CHECKING

from engine.core.exports import LazyExports
from engine.mapmodel.edit_symmetry import SymmetryMode
from engine.mapmodel.model import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    Building,
    GameMap,
    draft_problems,
    playable_problems,
    validate_map,
)

if TYPE_CHECKING:
    from engine.mapmodel.editing import (
        EditResult,
        erase,
        move,
        paint_zone,
        place_building,
        place_start,
        remove_building,
        remove_start,
        reorder_seats,
        toggle_demolished,
    )
    from engine.mapmodel.groups import (
        Clip,
        ClipError,
        copy_pieces,
        move_group,
        paste,
        paste_plan,
        pieces_in,
        remove_pieces,
        transform_map,
        zones_left_behind,
    )
else:
    __getattr__ = LazyExports(
        __name__,
        {
            "engine.mapmodel.editing": (
                "EditResult",
                "erase",
                "move",
                "paint_zone",
                "place_building",
                "place_start",
                "remove_building",
                "remove_start",
                "reorder_seats",
                "toggle_demolished",
            ),
            "engine.mapmodel.groups": (
                "Clip",
                "ClipError",
                "copy_pieces",
                "move_group",
                "paste",
                "paste_plan",
                "pieces_in",
                "remove_pieces",
                "transform_map",
                "zones_left_behind",
            ),
        },
    )

__all__ = [
    "Building",
    "Clip",
    "ClipError",
    "EditResult",
    "GameMap",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "SymmetryMode",
    "copy_pieces",
    "draft_problems",
    "erase",
    "move",
    "move_group",
    "paint_zone",
    "paste",
    "paste_plan",
    "pieces_in",
    "place_building",
    "place_start",
    "playable_problems",
    "remove_building",
    "remove_pieces",
    "remove_start",
    "reorder_seats",
    "toggle_demolished",
    "transform_map",
    "validate_map",
    "zones_left_behind",
]
