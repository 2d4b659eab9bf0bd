"""The board view: zoom, pan, and mouse events turned into hexes for the active tool."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt, Signal
from PySide6.QtGui import (
    QDragEnterEvent,
    QDropEvent,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QToolTip, QWidget

from engine.geometry import SPACES, Hex
from gkr_studio.canvas.board_scene import BoardScene

if TYPE_CHECKING:
    from gkr_studio.tools.tool_base import Tool

ZOOM_STEP = 1.15
MIN_ZOOM = 0.25
MAX_ZOOM = 6.0


class BoardView(QGraphicsView):
    """Shows a :class:`BoardScene`; the active tool receives hexes, not pixels."""

    hexHovered = Signal(object)
    """The hex under the cursor (a :class:`Hex`), or ``None`` when it leaves the board."""
    fileDropped = Signal(str)
    hexPressed = Signal(object, object)
    """A mouse press on a hex: the :class:`Hex` and the ``Qt.MouseButton``."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board = scene
        self.tool: Tool | None = None
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setMouseTracking(True)
        self.setAcceptDrops(True)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self._hover: Hex | None = None
        """The board space under the pointer (``None`` off the board's spaces)."""
        self._under: Hex | None = None
        """The hex under the pointer, on the board or off it (for drags)."""
        self._pressed: Hex | None = None
        self._pan_from: QPoint | None = None
        self._auto_fit = True

    # -- zoom -----------------------------------------------------------------------
    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, factor: float) -> None:
        factor = max(MIN_ZOOM, min(MAX_ZOOM, factor))
        self._auto_fit = False
        t = self.transform()
        self.scale(factor / t.m11(), factor / t.m22())

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom * ZOOM_STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / ZOOM_STEP)

    def fit(self) -> None:
        """Fit the whole board in the window (and keep fitting on resize)."""
        self.fitInView(self.board.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._auto_fit = True

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._auto_fit:
            self.fitInView(self.board.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.set_zoom(self.zoom * (ZOOM_STEP**steps))
        event.accept()

    # -- mouse ----------------------------------------------------------------------
    def hex_at_view(self, pos: QPoint | QPointF) -> Hex:
        p = pos.toPoint() if isinstance(pos, QPointF) else pos
        return self.board.hex_at(self.mapToScene(p))

    def set_tool(self, tool: Tool | None) -> None:
        if self.tool is not None:
            self.tool.deactivate()
        self.tool = tool
        if tool is not None:
            tool.activate()
            self.viewport().setCursor(tool.cursor)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton or (
            event.button() == Qt.MouseButton.LeftButton
            and event.modifiers() & Qt.KeyboardModifier.AltModifier
        ):
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        h = self.hex_at_view(event.position())
        self._pressed = h
        self.hexPressed.emit(h, event.button())
        if self.tool is not None:
            self.tool.press(h, event.button(), event.modifiers())
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            delta = event.position().toPoint() - self._pan_from
            self._pan_from = event.position().toPoint()
            self._auto_fit = False
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        h = self.hex_at_view(event.position())
        if h != self._under:
            self._under = h
            shown = h if h in SPACES else None  # the margin round the board is no hex
            if shown != self._hover:
                self._hover = shown
                self.hexHovered.emit(shown)
                if self.tool is not None:
                    self.tool.hover(shown)
            if (
                self.tool is not None
                and self._pressed is not None
                and event.buttons() != Qt.MouseButton.NoButton
            ):
                self.tool.drag(h)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().setCursor(self.tool.cursor if self.tool else Qt.CursorShape.ArrowCursor)
            event.accept()
            return
        if self._pressed is not None and self.tool is not None:
            self.tool.release(self.hex_at_view(event.position()))
        self._pressed = None
        event.accept()

    def viewportEvent(self, event: QEvent) -> bool:
        """Show the viewport's tooltip (the hovered hex's facts, set by the window): a
        graphics view otherwise asks only the scene's items and hides any other tip."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.viewport().toolTip()
            h = self.hex_at_view(event.pos())
            if text and h == self._hover:
                centre = self.mapFromScene(self.board.hex_center(h))
                r = max(4, round(self.board.layout.size * self.zoom * 0.8))
                area = (
                    self.viewport()
                    .rect()
                    .intersected(QRect(centre.x() - r, centre.y() - r, 2 * r, 2 * r))
                )
                QToolTip.showText(event.globalPos(), text, self.viewport(), area)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().viewportEvent(event)

    def leaveEvent(self, event: object) -> None:
        self._hover = self._under = None
        self.hexHovered.emit(None)
        if self.tool is not None:
            self.tool.hover(None)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.tool is not None:
            self.tool.cancel()
            event.accept()
            return
        if self.tool is not None and self.tool.key(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)

    # -- drag and drop of map files ----------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if _dropped_file(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragEnterEvent) -> None:  # type: ignore[override]
        if _dropped_file(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        path = _dropped_file(event)
        if path is not None:
            event.acceptProposedAction()
            self.fileDropped.emit(path)
        else:
            event.ignore()


def _dropped_file(event: QDropEvent) -> str | None:
    mime = event.mimeData()
    if not mime.hasUrls():
        return None
    for url in mime.urls():
        if url.isLocalFile():
            return url.toLocalFile()
    return None
