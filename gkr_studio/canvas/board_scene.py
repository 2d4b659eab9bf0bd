"""The board scene: draws a map and its overlays; holds no state of its own that matters.

The scene is never the model: :meth:`BoardScene.set_map` rebuilds the items
from the engine's map, and tools turn mouse positions into hexes and edits
on the document.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsScene

from engine.geometry import PLAYABLE_SORTED, Hex, Layout, Side
from engine.mapmodel import GameMap
from gkr_studio import style
from gkr_studio.canvas.board_items import BoardItem, BuildingItem, StartItem, hex_path, named_teams
from gkr_studio.canvas.map_marks import FixPreviewItem, LocksItem, PreviewStep
from gkr_studio.canvas.overlay_item import OverlayItem
from gkr_studio.canvas.stamp import Ghost, StampItem

Z_UNDER = 10.0
"""Overlays drawn on the hexes, under buildings (shading)."""
Z_OVER = 40.0
"""Overlays drawn over buildings and starts (lines, labels)."""


class BoardScene(QGraphicsScene):
    """The board, the map's buildings and starts, and overlay layers."""

    def __init__(self, hex_size: float = style.HEX_SIZE) -> None:
        super().__init__()
        m = style.BOARD_MARGIN
        self.layout = Layout(size=hex_size, origin=(m + hex_size, m + hex_size * 0.2))
        self.setBackgroundBrush(QBrush(style.BACKGROUND))
        self.board_item = BoardItem(self.layout)
        self.addItem(self.board_item)
        self.setSceneRect(self.board_item.boundingRect())
        self.map: GameMap | None = None
        self.show_zones = True
        self.building_items: dict[Hex, BuildingItem] = {}
        self.start_items: dict[Hex, StartItem] = {}
        self.overlays: dict[str, OverlayItem] = {}
        self._highlight = self._path_item(style.HIGHLIGHT, 4.0, 60.0, Qt.PenStyle.SolidLine)
        self._hover = self._path_item(style.FOCUS, 2.5, 61.0, Qt.PenStyle.SolidLine)
        self._selection = self._path_item(style.SELECTION, 3.5, 62.0, Qt.PenStyle.SolidLine)
        self._refused = self._path_item(style.REFUSED, 3.0, 63.0, Qt.PenStyle.SolidLine)
        self._band = self._path_item(QColor("#ffffff"), 1.5, 64.0, Qt.PenStyle.DashLine)
        self._band.setBrush(QBrush(QColor(255, 255, 255, 40)))
        self.highlighted: tuple[Hex, ...] = ()
        self.locks = LocksItem(self.layout)
        self.addItem(self.locks)
        self.fix_preview = FixPreviewItem(self.layout)
        self.addItem(self.fix_preview)
        self.stamp = StampItem(self.layout)
        self.addItem(self.stamp)
        self.pieces_dimmed = False

    def _path_item(
        self, color: QColor, width: float, z: float, pen_style: Qt.PenStyle
    ) -> QGraphicsPathItem:
        item = QGraphicsPathItem()
        pen = QPen(color, width, pen_style)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        item.setPen(pen)
        item.setZValue(z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(item)
        return item

    # -- the map --------------------------------------------------------------------
    def set_map(self, game_map: GameMap) -> None:
        """Redraw buildings, starts and zones from ``game_map``."""
        old = self.map
        self.map = game_map
        if old is None or old.buildings != game_map.buildings:
            for item in self.building_items.values():
                self.removeItem(item)
            self.building_items = {}
            for b in game_map.buildings:
                item = BuildingItem(self.layout, b.hex, b.demolished)
                self.addItem(item)
                self.building_items[b.hex] = item
                item.setOpacity(0.3 if self.pieces_dimmed else 1.0)
        if old is None or old.starts != game_map.starts or old.teams != game_map.teams:
            for s_item in self.start_items.values():
                self.removeItem(s_item)
            self.start_items = {}
            teams = named_teams(game_map)
            for seat, h in enumerate(game_map.starts):
                s_item = StartItem(self.layout, h, seat, teams.get(seat))
                self.addItem(s_item)
                self.start_items[h] = s_item
                s_item.setOpacity(0.3 if self.pieces_dimmed else 1.0)
        self.locks.set_locked(game_map.locked)
        self._update_zones()

    def set_fix_preview(self, steps: tuple[PreviewStep, ...]) -> None:
        """Show a fix before it is made (empty to clear)."""
        self.fix_preview.set_steps(steps)

    def set_stamp(self, ghosts: tuple[Ghost, ...], dim_pieces: bool = False) -> None:
        """Show pieces not placed yet (a paste, a transform's result); ``dim_pieces``
        fades the map's own pieces so the ghosts stand out. Empty to clear."""
        self.stamp.set_ghosts(ghosts)
        self.pieces_dimmed = dim_pieces
        items: list[QGraphicsItem] = [*self.building_items.values(), *self.start_items.values()]
        for item in items:
            item.setOpacity(0.3 if dim_pieces else 1.0)

    def set_show_zones(self, show: bool) -> None:
        self.show_zones = show
        self._update_zones()

    def _update_zones(self) -> None:
        m = self.map
        if m is not None and m.side is Side.FALLOUT and self.show_zones:
            self.board_item.set_zones(dict(m.zone_layout))
        else:
            self.board_item.set_zones({})

    # -- geometry -------------------------------------------------------------------
    def hex_at(self, pos: QPointF) -> Hex:
        return self.layout.hex_at(pos.x(), pos.y())

    def hex_center(self, h: Hex) -> QPointF:
        x, y = self.layout.center(h)
        return QPointF(x, y)

    # -- overlays and markers ---------------------------------------------------------
    def overlay(self, name: str, z: float) -> OverlayItem:
        """The overlay layer called ``name`` (created on first use)."""
        item = self.overlays.get(name)
        if item is None:
            item = OverlayItem(self.layout, name, z)
            self.addItem(item)
            self.overlays[name] = item
        return item

    def set_highlight(self, hexes: tuple[Hex, ...] | list[Hex]) -> None:
        self.highlighted = tuple(hexes)
        self._highlight.setPath(hex_path(self.layout, set(hexes), 0.9))

    def set_hover(self, h: Hex | None) -> None:
        self._hover.setPath(hex_path(self.layout, {h} if h is not None else set(), 0.95))

    def set_selection(self, hexes: set[Hex]) -> None:
        self._selection.setPath(hex_path(self.layout, hexes, 0.8))

    def set_band(self, rect: QRectF | None) -> None:
        """The rubber band of a selection being dragged out (``None`` hides it)."""
        path = QPainterPath()
        if rect is not None:
            path.addRect(rect)
        self._band.setPath(path)

    def hexes_in(self, rect: QRectF) -> set[Hex]:
        """The playable hexes whose centres lie in ``rect`` (scene coordinates)."""
        return {h for h in PLAYABLE_SORTED if rect.contains(self.hex_center(h))}

    def flash_refused(self, hexes: set[Hex]) -> None:
        """Mark hexes where a placement was refused (cleared by the next edit)."""
        self._refused.setPath(hex_path(self.layout, hexes, 0.7))

    def item_for(self, h: Hex) -> QGraphicsItem | None:
        return self.building_items.get(h) or self.start_items.get(h)
