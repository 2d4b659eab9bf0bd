"""What a rendered map shows and how big, and the image formats it is written in: plain
values without Qt, so that the command line checks its options before it loads Qt to draw
(:mod:`gkr_studio.render` draws by them, :mod:`gkr_studio.picture` lays out a board's
title and legend by them)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from engine.core import MapFileError, Problem
from engine.files import text_of
from engine.geometry import Hex, Side
from engine.mapmodel import GameMap

FORMATS = ("png", "svg", "pdf")
MIN_WIDTH, MAX_WIDTH = 200, 10_000
MIN_DPI, MAX_DPI = 50, 1200


@dataclass(frozen=True)
class RenderOptions:
    """What a rendered map shows, and how big.

    ``overlays`` are names of :class:`gkr_studio.canvas.overlays.Overlay` values
    (``"los"``, ``"alleys"``, ``"rings"``, ``"reach"``, ``"territory"``); ``zones``
    ``None`` means "the zones when the map is on the fallout side". ``focus`` is the
    hex the sight and distance overlays are drawn from. A PNG board has ``scale``
    pixels per scene unit, or is ``width`` pixels wide; ``dpi`` is the resolution of
    a sheet (PNG, PDF). ``title`` puts the map's name and summary above the board, and
    ``legend`` the legend of the overlays shown beside it (:mod:`gkr_studio.picture`;
    on a sheet, which always has its title, the legend goes beside the board).

    >>> RenderOptions().shows_zones(GameMap())
    False
    """

    overlays: frozenset[str] = frozenset()
    zones: bool | None = None
    focus: Hex | None = None
    sheet: bool = False
    scale: float = 2.0
    width: int | None = None
    dpi: int = 150
    title: bool = False
    legend: bool = False

    def shows_zones(self, game_map: GameMap) -> bool:
        """Zone tints are drawn only on the fallout side; there by default."""
        if game_map.side is not Side.FALLOUT:
            return False
        return True if self.zones is None else self.zones


def image_format(path: str) -> str:
    """``png``, ``svg`` or ``pdf`` from the file name; raises MapFileError otherwise."""
    ext = Path(path).suffix.lower().lstrip(".")
    if ext not in FORMATS:
        raise MapFileError(path, [Problem("", text_of("image_name"))])
    return ext
