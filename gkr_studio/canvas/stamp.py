"""Ghost pieces over the board: a paste that follows the cursor, a transform's result.

The item draws what it is handed (where each piece would land, and whether it fits);
the rules of what fits are :func:`engine.mapmodel.groups.paste_plan`'s.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from engine.geometry import Hex, Layout
from gkr_studio import style
from gkr_studio.canvas.board_items import hex_polygon

GHOST_BUILDING = QColor(93, 112, 137, 170)
GHOST_RUBBLE = QColor(125, 118, 107, 170)
GHOST_START = QColor(255, 255, 255, 120)
MISFIT = QColor(224, 49, 49)
MISFIT_FILL = QColor(224, 49, 49, 90)


@dataclass(frozen=True)
class Ghost:
    """One piece to draw: ``kind`` is ``building``, ``rubble`` or ``start``."""

    kind: str
    hex: Hex
    fits: bool = True
    seat: int | None = None
    """A start's seat (0-based), drawn as its number, when it is known."""


class StampItem(QGraphicsItem):
    """Ghosts of pieces not placed yet; a piece that does not fit is drawn in red with
    a cross (also off the board, so the designer sees what sticks out)."""

    def __init__(self, layout: Layout) -> None:
        super().__init__()
        self.layout = layout
        left, top, right, bottom = layout.board_rect()
        s = layout.size * 4
        self._rect = QRectF(left - s, top - s, right - left + 2 * s, bottom - top + 2 * s)
        self.ghosts: tuple[Ghost, ...] = ()
        self.setZValue(55.0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._rect

    def set_ghosts(self, ghosts: tuple[Ghost, ...]) -> None:
        """Draw these ghosts (empty to clear)."""
        if ghosts != self.ghosts:
            self.ghosts = ghosts
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.layout.size
        for ghost in self.ghosts:
            x, y = self.layout.center(ghost.hex)
            c = QPointF(x, y)
            if ghost.kind == "start":
                painter.setPen(QPen(QColor("white"), 2.5, Qt.PenStyle.DashLine))
                painter.setBrush(QBrush(GHOST_START))
                painter.drawEllipse(c, s * 0.5, s * 0.5)
                if ghost.seat is not None:
                    painter.setBrush(QBrush(style.seat_color(ghost.seat)))
                    painter.setPen(QPen(QColor("white"), 1.5))
                    painter.drawEllipse(c, s * 0.3, s * 0.3)
                    font = painter.font()
                    font.setBold(True)
                    font.setPixelSize(max(8, int(s * 0.36)))
                    painter.setFont(font)
                    painter.drawText(
                        QRectF(c.x() - s * 0.3, c.y() - s * 0.3, s * 0.6, s * 0.6),
                        int(Qt.AlignmentFlag.AlignCenter),
                        str(ghost.seat + 1),
                    )
            else:
                painter.setPen(QPen(style.BUILDING_EDGE, 2.0, Qt.PenStyle.DashLine))
                painter.setBrush(
                    QBrush(GHOST_BUILDING if ghost.kind == "building" else GHOST_RUBBLE)
                )
                painter.drawPolygon(hex_polygon(self.layout, ghost.hex, 0.8))
            if not ghost.fits:
                painter.setPen(QPen(MISFIT, 3.0))
                painter.setBrush(QBrush(MISFIT_FILL))
                painter.drawPolygon(hex_polygon(self.layout, ghost.hex, 0.92))
                d = s * 0.32
                painter.setPen(
                    QPen(MISFIT, s * 0.1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
                )
                painter.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d))
                painter.drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d))
