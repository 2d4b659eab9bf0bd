"""The GKR: Heavy Hitters rules engine: pure Python, no Qt.

>>> from engine import Hex, Sight, load_map, builtin_map_path
>>> m = load_map(builtin_map_path("salvage-city"))
>>> [a.label for a in Sight(m).potential_alleys()]
['6E–7D']
"""

from engine.core.errors import (
    CatalogError,
    GkrError,
    HexError,
    IllegalActionError,
    MapError,
    MapFileError,
    Problem,
)
from engine.files.mapfile import dumps_map, load_map, loads_map, save_map
from engine.files.resources import BUILTIN_MAPS, builtin_map_path
from engine.geometry.board import CENTER, HALF_HEXES, PLAYABLE, SPACES, Layout
from engine.geometry.hexes import (
    ALL_SYMMETRIES,
    HALF_TURN,
    MIRROR_LR,
    THIRD_TURN,
    Direction,
    Hex,
    Symmetry,
)
from engine.geometry.zones import DEFAULT_ZONES, Side, ZoneLayout, default_zone
from engine.lineofsight.sight import Alley, Cover, Sight, in_arc, is_flank, path_count
from engine.mapmodel.model import Building, GameMap, validate_map

__all__ = [
    "ALL_SYMMETRIES",
    "Alley",
    "BUILTIN_MAPS",
    "Building",
    "CENTER",
    "CatalogError",
    "Cover",
    "DEFAULT_ZONES",
    "Direction",
    "GameMap",
    "GkrError",
    "HALF_HEXES",
    "HALF_TURN",
    "Hex",
    "HexError",
    "IllegalActionError",
    "Layout",
    "MIRROR_LR",
    "MapError",
    "MapFileError",
    "PLAYABLE",
    "Problem",
    "SPACES",
    "Side",
    "Sight",
    "Symmetry",
    "THIRD_TURN",
    "ZoneLayout",
    "builtin_map_path",
    "default_zone",
    "dumps_map",
    "in_arc",
    "is_flank",
    "load_map",
    "loads_map",
    "path_count",
    "save_map",
    "validate_map",
]
