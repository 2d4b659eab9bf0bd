"""Graphics items of a game in progress: units with facing and hit points, tags."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from engine.game import UnitClass
from engine.geometry import Direction, Hex, Layout
from gkr_studio import style
from gkr_studio.canvas.board_items import PieceItem
from gkr_studio.i18n import translate
from gkr_studio.playtest.counts import counts
from gkr_studio.playtest.interaction import unit_name

UNIT_LETTER = {
    UnitClass.HH: "HH",
    UnitClass.COMBAT: "C",
    UnitClass.REPAIR: "R",
    UnitClass.RECON: "S",
}


class UnitItem(PieceItem):
    """A unit: the Heavy Hitter as a large disc with a facing wedge, support units as
    small badges with their hit points."""

    z = 35.0

    def __init__(
        self,
        layout: Layout,
        h: Hex,
        seat: int,
        unit: UnitClass,
        facing: Direction | None = None,
        hp: int | None = None,
        glory_hound: bool = False,
    ) -> None:
        super().__init__(layout, h)
        self.seat = seat
        self.unit = unit
        self.facing = facing
        self.hp = hp
        self.glory_hound = glory_hound
        tip = f"P{seat + 1} {unit_name(unit)}"
        if facing:
            tip = translate("GameItems", "{0} facing {1}").format(tip, facing)
        if hp is not None:
            tip = counts().hit_points(hp).format(tip)
        self.setToolTip(tip)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.layout.size
        color = style.seat_color(self.seat)
        font = QFont("Sans Serif")
        font.setBold(True)
        if self.unit is UnitClass.HH:
            r = s * 0.55
            if self.facing is not None:
                self._paint_facing(painter, r, color)
            painter.setPen(QPen(QColor("white"), 2.5))
            painter.setBrush(QBrush(color))
            painter.drawEllipse(QPointF(0, 0), r, r)
            if self.glory_hound:
                painter.setPen(QPen(QColor("#ffd43b"), 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(QPointF(0, 0), r + 4, r + 4)
            font.setPixelSize(int(s * 0.38))
            painter.setFont(font)
            painter.setPen(QColor("white"))
            painter.drawText(
                QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, f"{self.seat + 1}"
            )
            return
        r = s * 0.36
        painter.setPen(QPen(QColor("white"), 2))
        painter.setBrush(QBrush(color.darker(115)))
        if self.unit is UnitClass.COMBAT:
            painter.drawRect(QRectF(-r, -r, 2 * r, 2 * r))
        elif self.unit is UnitClass.REPAIR:
            painter.drawRoundedRect(QRectF(-r, -r, 2 * r, 2 * r), r * 0.6, r * 0.6)
        else:
            painter.drawPolygon(
                QPolygonF(
                    [QPointF(0, -r * 1.2), QPointF(r * 1.1, r * 0.8), QPointF(-r * 1.1, r * 0.8)]
                )
            )
        font.setPixelSize(int(s * 0.3))
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(
            QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, UNIT_LETTER[self.unit]
        )
        if self.hp is not None:
            font.setPixelSize(int(s * 0.24))
            painter.setFont(font)
            painter.setPen(QPen(QColor("black"), 1))
            painter.setBrush(QBrush(QColor("white")))
            badge = QRectF(r * 0.55, -r * 1.45, s * 0.34, s * 0.3)
            painter.drawRoundedRect(badge, 3, 3)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.hp))

    def _paint_facing(self, painter: QPainter, r: float, color: QColor) -> None:
        assert self.facing is not None
        x, y = self.layout.center(self.facing.vector)
        ox, oy = self.layout.center(Hex(0, 0))
        angle = math.atan2(y - oy, x - ox)
        tip = QPointF(math.cos(angle) * r * 1.55, math.sin(angle) * r * 1.55)
        left = QPointF(math.cos(angle + 0.55) * r * 0.9, math.sin(angle + 0.55) * r * 0.9)
        right = QPointF(math.cos(angle - 0.55) * r * 0.9, math.sin(angle - 0.55) * r * 0.9)
        painter.setPen(QPen(QColor("white"), 1.5))
        painter.setBrush(QBrush(color.darker(130)))
        painter.drawPolygon(QPolygonF([tip, left, right]))


class TagsItem(PieceItem):
    """The tags on a building's faces (R-TAG-1): a bar in the tagging player's colour
    along each tagged face."""

    z = 25.0

    def __init__(self, layout: Layout, h: Hex, faces: tuple[int, ...]) -> None:
        super().__init__(layout, h)
        self.faces = faces
        who = [f"{d} P{faces[d.index] + 1}" for d in Direction if faces[d.index] >= 0]
        self.setToolTip(translate("GameItems", "{0} tags: {1}").format(h, ", ".join(who)))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.layout.size * 0.9
        corners = [
            QPointF(s * math.cos(math.radians(60 * i)), s * math.sin(math.radians(60 * i)))
            for i in range(6)
        ]
        # a face of direction d lies between corners (d - 1) and d (clockwise from east)
        edge = {
            Direction.SE: (0, 1),
            Direction.S: (1, 2),
            Direction.SW: (2, 3),
            Direction.NW: (3, 4),
            Direction.N: (4, 5),
            Direction.NE: (5, 0),
        }
        for d in Direction:
            seat = self.faces[d.index]
            if seat < 0:
                continue
            a, b = edge[d]
            pen = QPen(style.seat_color(seat), 5)
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(pen)
            painter.drawLine(corners[a], corners[b])
