"""Marks drawn over the map: padlocks on locked pieces, and the preview of a fix.

Both are views: the scene hands them the engine's data (the map's locks, the
steps of a fix) and they draw it, nothing more.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from engine.geometry import Hex, Layout
from gkr_studio import style
from gkr_studio.canvas.board_items import hex_polygon

LOCK_BODY = QColor("#f8f9fa")
LOCK_EDGE = QColor("#212529")
GHOST = QColor(93, 112, 137, 140)
ARROW = QColor("#20c997")
REMOVE = QColor("#e03131")


@dataclass(frozen=True)
class PreviewStep:
    """One step of a fix to draw: ``kind`` is ``move``, ``move-start``, ``add`` or
    ``remove`` (``to`` for moves)."""

    kind: str
    hex: Hex
    to: Hex | None = None


class _BoardWide(QGraphicsItem):
    def __init__(self, layout: Layout, z: float) -> None:
        super().__init__()
        self.layout = layout
        left, top, right, bottom = layout.board_rect()
        s = layout.size
        self._rect = QRectF(left - s, top - s, right - left + 2 * s, bottom - top + 2 * s)
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._rect

    def point(self, h: Hex) -> QPointF:
        x, y = self.layout.center(h)
        return QPointF(x, y)


class LocksItem(_BoardWide):
    """A padlock in the top right of each locked building or start."""

    def __init__(self, layout: Layout) -> None:
        super().__init__(layout, 45.0)
        self.hexes: tuple[Hex, ...] = ()

    def set_locked(self, hexes: frozenset[Hex]) -> None:
        ordered = tuple(sorted(hexes))
        if ordered != self.hexes:
            self.hexes = ordered
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.layout.size
        for h in self.hexes:
            c = self.point(h)
            draw_padlock(painter, QPointF(c.x() + s * 0.42, c.y() - s * 0.40), s * 0.46)


def draw_padlock(painter: QPainter, center: QPointF, size: float) -> None:
    """A padlock of height ``size`` centred on ``center``."""
    w, h = size * 0.8, size * 0.55
    body = QRectF(center.x() - w / 2, center.y() - h / 2 + size * 0.15, w, h)
    painter.setPen(QPen(LOCK_EDGE, max(1.5, size * 0.16)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    shackle = QPainterPath()
    r = w * 0.3
    shackle.moveTo(center.x() - r, body.top())
    shackle.lineTo(center.x() - r, body.top() - r * 0.6)
    shackle.arcTo(QRectF(center.x() - r, body.top() - r * 1.6, 2 * r, 2 * r), 180, -180)
    shackle.lineTo(center.x() + r, body.top())
    painter.drawPath(shackle)
    painter.setPen(QPen(LOCK_EDGE, 1.2))
    painter.setBrush(QBrush(LOCK_BODY))
    painter.drawRoundedRect(body, size * 0.08, size * 0.08)
    painter.setBrush(QBrush(LOCK_EDGE))
    painter.drawEllipse(QPointF(center.x(), body.center().y()), size * 0.07, size * 0.07)


class FixPreviewItem(_BoardWide):
    """A fix before it is made: ghosted buildings where they would stand, arrows for
    moves, a red cross on a building that would go."""

    def __init__(self, layout: Layout) -> None:
        super().__init__(layout, 50.0)
        self.steps: tuple[PreviewStep, ...] = ()

    def set_steps(self, steps: tuple[PreviewStep, ...]) -> None:
        self.steps = steps
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.layout.size
        for step in self.steps:
            if step.kind in ("move", "add") and (step.to or step.hex):
                where = step.to if step.kind == "move" and step.to is not None else step.hex
                painter.setPen(QPen(style.BUILDING_EDGE, 2.0, Qt.PenStyle.DashLine))
                painter.setBrush(QBrush(GHOST))
                painter.drawPolygon(hex_polygon(self.layout, where, 0.78))
            if step.kind == "move-start" and step.to is not None:
                painter.setPen(QPen(QColor("white"), 2.0, Qt.PenStyle.DashLine))
                painter.setBrush(QBrush(QColor(255, 255, 255, 90)))
                painter.drawEllipse(self.point(step.to), s * 0.5, s * 0.5)
            if step.kind == "remove":
                c = self.point(step.hex)
                painter.setPen(
                    QPen(REMOVE, s * 0.12, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
                )
                d = s * 0.38
                painter.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d))
                painter.drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d))
            if step.kind in ("move", "move-start") and step.to is not None:
                self._arrow(painter, self.point(step.hex), self.point(step.to), s)

    @staticmethod
    def _arrow(painter: QPainter, a: QPointF, b: QPointF, s: float) -> None:
        dx, dy = b.x() - a.x(), b.y() - a.y()
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        start = QPointF(a.x() + ux * s * 0.3, a.y() + uy * s * 0.3)
        tip = QPointF(b.x() - ux * s * 0.3, b.y() - uy * s * 0.3)
        painter.setPen(QPen(ARROW, s * 0.11, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(start, tip)
        head = s * 0.32
        left = QPointF(tip.x() - ux * head - uy * head * 0.6, tip.y() - uy * head + ux * head * 0.6)
        right = QPointF(
            tip.x() - ux * head + uy * head * 0.6, tip.y() - uy * head - ux * head * 0.6
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(ARROW))
        painter.drawPolygon(QPolygonF([tip, left, right]))
