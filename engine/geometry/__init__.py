"""Board geometry: hex coordinates and labels, the board's spaces and sides, the fallout zones, and hex sets as bit boards.

The names below are the package's public face (the studio and the command line import
them from here, never from its modules).
"""

from engine.geometry.board import (
    CENTER,
    HALF_HEXES,
    PLAYABLE,
    PLAYABLE_SORTED,
    SPACES,
    SPACES_SORTED,
    Layout,
    parse_playable,
)
from engine.geometry.hexes import (
    ALL_SYMMETRIES,
    HALF_TURN,
    MIRROR_LR,
    THIRD_TURN,
    Direction,
    Hex,
    Symmetry,
    facing_name,
)
from engine.geometry.zones import DEFAULT_ZONES, Side, ZoneLayout, default_zone

__all__ = [
    "ALL_SYMMETRIES",
    "CENTER",
    "DEFAULT_ZONES",
    "Direction",
    "HALF_HEXES",
    "HALF_TURN",
    "Hex",
    "Layout",
    "MIRROR_LR",
    "PLAYABLE",
    "PLAYABLE_SORTED",
    "SPACES",
    "SPACES_SORTED",
    "Side",
    "Symmetry",
    "THIRD_TURN",
    "ZoneLayout",
    "default_zone",
    "facing_name",
    "parse_playable",
]
