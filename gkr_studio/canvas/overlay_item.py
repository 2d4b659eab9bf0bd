"""A generic overlay layer: shaded hexes, hex outlines, lines, markers and labels."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from engine.geometry import Hex, Layout
from gkr_studio.canvas.board_items import hex_polygon


@dataclass
class OverlayContent:
    """What an overlay layer draws (scene coordinates come from the layout)."""

    shades: list[tuple[Hex, QColor]] = field(default_factory=list)
    outlines: list[tuple[Hex, QPen, float]] = field(default_factory=list)
    lines: list[tuple[Hex, Hex, QPen]] = field(default_factory=list)
    markers: list[tuple[Hex, float, QPen, QColor]] = field(default_factory=list)
    labels: list[tuple[Hex, str, QColor]] = field(default_factory=list)

    def is_empty(self) -> bool:
        return not (self.shades or self.outlines or self.lines or self.markers or self.labels)


class OverlayItem(QGraphicsItem):
    """One switchable layer over the board."""

    def __init__(self, layout: Layout, name: str, z: float) -> None:
        super().__init__()
        self.layout = layout
        self.name = name
        self.content = OverlayContent()
        left, top, right, bottom = layout.board_rect()
        s = layout.size
        self._rect = QRectF(left - s, top - s, right - left + 2 * s, bottom - top + 2 * s)
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_content(self, content: OverlayContent) -> None:
        self.content = content
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def _point(self, h: Hex) -> QPointF:
        x, y = self.layout.center(h)
        return QPointF(x, y)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        c = self.content
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        for h, color in c.shades:
            painter.setBrush(QBrush(color))
            painter.drawPolygon(hex_polygon(self.layout, h, 0.97))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for h, pen, scale in c.outlines:
            painter.setPen(pen)
            painter.drawPolygon(hex_polygon(self.layout, h, scale))
        for a, b, pen in c.lines:
            painter.setPen(pen)
            painter.drawLine(self._point(a), self._point(b))
        for h, radius, pen, fill in c.markers:
            painter.setPen(pen)
            painter.setBrush(QBrush(fill))
            painter.drawEllipse(self._point(h), radius, radius)
        if c.labels:
            font = QFont("Sans Serif")
            font.setBold(True)
            font.setPixelSize(max(8, int(self.layout.size * 0.38)))
            painter.setFont(font)
            s = self.layout.size
            for h, text, color in c.labels:
                p = self._point(h)
                painter.setPen(color)
                painter.drawText(
                    QRectF(p.x() - s, p.y() - s * 0.3, 2 * s, s * 0.8),
                    Qt.AlignmentFlag.AlignCenter,
                    text,
                )
