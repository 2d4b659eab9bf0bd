"""Graphics items that draw the board and what stands on it.

Items are views of the engine's map: they are rebuilt from a :class:`GameMap`
and never change it.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget
from shapely.geometry import Polygon, box

from engine.analysis import seat_teams
from engine.geometry import HALF_HEXES, SPACES_SORTED, Hex, Layout
from engine.mapmodel import GameMap
from gkr_studio import style


def hex_polygon(layout: Layout, h: Hex, scale: float = 1.0) -> QPolygonF:
    """The outline of ``h``; half-hexes are clipped to the board's edge."""
    return QPolygonF([QPointF(x, y) for x, y in _outline(layout, h, scale)])


@lru_cache(maxsize=4096)
def _outline(layout: Layout, h: Hex, scale: float) -> tuple[tuple[float, float], ...]:
    cx, cy = layout.center(h)
    corners = [(cx + (x - cx) * scale, cy + (y - cy) * scale) for x, y in layout.corners(h)]
    if h not in HALF_HEXES:
        return tuple(corners)
    left, top, right, bottom = layout.board_rect()
    clipped = Polygon(corners).intersection(box(left, top, right, bottom))
    return tuple((float(x), float(y)) for x, y in list(clipped.exterior.coords)[:-1])


def hex_path(
    layout: Layout, hexes: list[Hex] | set[Hex] | frozenset[Hex], scale: float = 1.0
) -> QPainterPath:
    path = QPainterPath()
    for h in hexes:
        path.addPolygon(hex_polygon(layout, h, scale))
        path.closeSubpath()
    return path


def label_rect(layout: Layout, h: Hex) -> QRectF:
    """Where the hex's printed label (``5F``) is drawn, in scene coordinates: a band
    across the top of the hex that pieces keep clear of."""
    cx, cy = layout.center(h)
    s = layout.size
    return QRectF(cx - s / 2, cy - s * 0.8, s, s * 0.4)


class BoardItem(QGraphicsItem):
    """The printed board: hexes in the R-BOARD-2 layout, half-hexes, labels, zone tints."""

    def __init__(self, layout: Layout) -> None:
        super().__init__()
        self.layout = layout
        self.zones: dict[Hex, int] = {}
        left, top, right, bottom = layout.board_rect()
        m = style.BOARD_MARGIN
        self._rect = QRectF(left - m, top - m, right - left + 2 * m, bottom - top + 2 * m)
        self.setZValue(0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_zones(self, zones: dict[Hex, int]) -> None:
        if zones != self.zones:
            self.zones = dict(zones)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        left, top, right, bottom = self.layout.board_rect()
        painter.setPen(QPen(style.BOARD_EDGE, 3))
        painter.setBrush(QBrush(style.HEX_LINE))
        painter.drawRect(QRectF(left, top, right - left, bottom - top).adjusted(-2, -2, 2, 2))
        line = QPen(style.HEX_LINE, 1.2)
        font = QFont("Sans Serif")
        font.setPixelSize(max(7, int(self.layout.size * 0.27)))
        painter.setFont(font)
        for h in SPACES_SORTED:
            poly = hex_polygon(self.layout, h)
            if h in HALF_HEXES:
                fill = style.HALF_HEX_FILL
            else:
                fill = style.HEX_FILL if (h.col + h.row) % 2 else style.HEX_FILL_ALT
            painter.setPen(line)
            painter.setBrush(QBrush(fill))
            painter.drawPolygon(poly)
            zone = self.zones.get(h)
            if zone is not None:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QBrush(style.ZONE_COLORS[zone]))
                painter.drawPolygon(poly)
            if h not in HALF_HEXES:
                cx, cy = self.layout.center(h)
                painter.setPen(style.LABEL)
                s = self.layout.size
                painter.drawText(label_rect(self.layout, h), Qt.AlignmentFlag.AlignCenter, str(h))
                if zone is not None:
                    painter.drawText(
                        QRectF(cx - s / 2, cy + s * 0.42, s, s * 0.4),
                        Qt.AlignmentFlag.AlignCenter,
                        f"Z{zone}",
                    )


class PieceItem(QGraphicsItem):
    """Something drawn on one hex, in coordinates centred on the hex."""

    z = 20.0

    def __init__(self, layout: Layout, h: Hex) -> None:
        super().__init__()
        self.layout = layout
        self.hex = h
        cx, cy = layout.center(h)
        self.setPos(cx, cy)
        self.setZValue(self.z)
        s = layout.size
        self._rect = QRectF(-s, -s, 2 * s, 2 * s)

    def boundingRect(self) -> QRectF:
        return self._rect


class BuildingItem(PieceItem):
    """A building block; a demolished one is drawn as rubble on its base."""

    def __init__(self, layout: Layout, h: Hex, demolished: bool) -> None:
        super().__init__(layout, h)
        self.demolished = demolished

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.layout.size
        base = _local_hex(s * 0.86)
        if self.demolished:
            painter.setPen(QPen(style.RUBBLE_DARK, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(QBrush(style.translucent(style.RUBBLE, 120)))
            painter.drawPolygon(base)
            painter.setPen(QPen(style.RUBBLE_DARK, 1))
            for i, (dx, dy, r) in enumerate(_RUBBLE_STONES):
                painter.setBrush(QBrush(style.RUBBLE if i % 2 else style.RUBBLE_DARK))
                painter.drawPolygon(_stone(dx * s, dy * s, r * s, i))
            return
        # walls: the footprint; roof: a smaller hex lifted up (a simple 3/4 view)
        foot = _local_hex(s * 0.80)
        lift = s * 0.16
        roof = QPolygonF(
            [
                QPointF(foot.at(i).x() * 0.82, foot.at(i).y() * 0.82 - lift)
                for i in range(foot.size())
            ]
        )
        painter.setPen(QPen(style.BUILDING_EDGE, 1.6))
        painter.setBrush(QBrush(style.BUILDING_WALL))
        painter.drawPolygon(foot)
        painter.setBrush(QBrush(style.BUILDING_ROOF))
        painter.drawPolygon(roof)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(style.BUILDING_WINDOW))
        w = s * 0.09
        for gx in (-1, 0, 1):
            for gy in (-1, 0, 1):
                painter.drawRect(QRectF(gx * s * 0.22 - w / 2, gy * s * 0.2 - lift - w / 2, w, w))


_RUBBLE_STONES = [
    (-0.3, -0.2, 0.17),
    (0.05, -0.35, 0.14),
    (0.32, -0.1, 0.16),
    (-0.1, 0.12, 0.2),
    (0.28, 0.28, 0.13),
    (-0.38, 0.3, 0.12),
    (0.05, 0.42, 0.1),
]


def _local_hex(radius: float) -> QPolygonF:
    return QPolygonF(
        [
            QPointF(
                radius * math.cos(math.radians(60 * i)), radius * math.sin(math.radians(60 * i))
            )
            for i in range(6)
        ]
    )


def _stone(x: float, y: float, r: float, seed: int) -> QPolygonF:
    points = []
    for k in range(5):
        a = math.radians(72 * k + seed * 23)
        rr = r * (0.7 + 0.3 * ((seed * 7 + k * 3) % 5) / 4)
        points.append(QPointF(x + rr * math.cos(a), y + rr * math.sin(a)))
    return QPolygonF(points)


def named_teams(game_map: GameMap) -> dict[int, int]:
    """Seat → 2v2 team (0 or 1) when the map names its teams; empty otherwise (the board
    shows teams only when the designer has named them)."""
    return seat_teams(game_map) if game_map.teams is not None else {}


class StartItem(PieceItem):
    """A Heavy Hitter start hex: a disc in the seat's colour with the seat number, below
    the hex's label so the label stays readable (:func:`label_rect`). When the map names
    its 2v2 teams, ``team`` (0 or 1) rings the disc in the team's colour and adds a
    ``T1``/``T2`` badge."""

    z = 30.0
    RADIUS = 0.4
    """Disc radius, in hex sizes."""
    DROP = 0.12
    """How far below the hex's centre the disc sits, in hex sizes."""

    def __init__(self, layout: Layout, h: Hex, seat: int, team: int | None = None) -> None:
        super().__init__(layout, h)
        self.seat = seat
        self.team = team

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.layout.size
        color = style.seat_color(self.seat)
        painter.setPen(QPen(QColor("white"), 2.5))
        painter.setBrush(QBrush(color))
        r = s * self.RADIUS
        centre = QPointF(0, s * self.DROP)
        painter.drawEllipse(centre, r, r)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.team is None:
            painter.setPen(QPen(color.darker(160), 1.5))
            painter.drawEllipse(centre, r * 1.15, r * 1.15)
        else:
            painter.setPen(QPen(style.team_color(self.team), s * 0.09))
            painter.drawEllipse(centre, r * 1.2, r * 1.2)
        font = QFont("Sans Serif")
        font.setBold(True)
        font.setPixelSize(int(s * 0.5))
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(
            QRectF(-r, centre.y() - r, 2 * r, 2 * r),
            Qt.AlignmentFlag.AlignCenter,
            str(self.seat + 1),
        )
        if self.team is not None:
            self._badge(painter, centre, r)

    def _badge(self, painter: QPainter, centre: QPointF, r: float) -> None:
        """``T1`` or ``T2`` on a tab in the team's colour, at the disc's lower right."""
        assert self.team is not None
        s = self.layout.size
        rect = QRectF(centre.x() + r * 0.45, centre.y() + r * 0.35, s * 0.46, s * 0.3)
        painter.setPen(QPen(QColor("white"), 1.2))
        painter.setBrush(QBrush(style.team_color(self.team)))
        painter.drawRoundedRect(rect, s * 0.07, s * 0.07)
        font = QFont("Sans Serif")
        font.setBold(True)
        font.setPixelSize(max(6, int(s * 0.23)))
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"T{self.team + 1}")
