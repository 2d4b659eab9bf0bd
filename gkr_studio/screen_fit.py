"""Top-level windows sized to the screen they open on: the size they would like, at most
the screen's available area (panels and docks of the desktop left out) with the window
frame counted, and placed so that the whole frame shows."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractScrollArea, QFrame, QScrollArea, QTableWidget, QWidget

FRAME_ESTIMATE = QMargins(6, 36, 6, 6)
"""The window manager's frame (title bar, borders) before a window first shows, when it
cannot be measured yet: a generous guess, so the bottom edge never ends off screen."""
TALL_PANEL = 280
"""A dock's panel needing more height than this scrolls (see :func:`needs_scrolling`)."""


def available_area(window: QWidget) -> QRect:
    """The available geometry of the screen ``window`` is on (or the primary screen)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def frame_margins(window: QWidget) -> QMargins:
    """The frame around ``window``'s contents: measured once it is decorated, else the
    estimate."""
    frame, inner = window.frameGeometry(), window.geometry()
    if window.isVisible() and frame != inner:
        return QMargins(
            inner.left() - frame.left(),
            inner.top() - frame.top(),
            frame.right() - inner.right(),
            frame.bottom() - inner.bottom(),
        )
    return FRAME_ESTIMATE


def fit_to_screen(window: QWidget, wanted: QSize, area: QRect | None = None) -> QSize:
    """Give ``window`` the size ``wanted``, shrunk to fit ``area`` (the screen's available
    area) frame included, and move it so that its frame lies inside the area. Returns the
    size given to the contents."""
    area = area if area is not None else available_area(window)
    m = frame_margins(window)
    room = QSize(area.width() - m.left() - m.right(), area.height() - m.top() - m.bottom())
    size = wanted.boundedTo(room).expandedTo(window.minimumSizeHint().boundedTo(room))
    window.resize(size)
    outer_w = size.width() + m.left() + m.right()
    outer_h = size.height() + m.top() + m.bottom()
    window.move(
        area.x() + max(0, (area.width() - outer_w) // 2),
        area.y() + max(0, (area.height() - outer_h) // 2),
    )
    return size


def scrolled(panel: QWidget) -> QScrollArea:
    """``panel`` in a frameless scroll area: on a small screen a dock scrolls its panel
    rather than making the window taller than the screen."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(panel)
    return area


def needs_scrolling(panel: QWidget) -> bool:
    """A panel that would hold a window taller than a small screen allows: not a list or
    table (they scroll by themselves), and needing more than :data:`TALL_PANEL` px."""
    return (
        not isinstance(panel, QAbstractScrollArea) and panel.minimumSizeHint().height() > TALL_PANEL
    )


def fit_rows(table: QTableWidget, least: int = 0) -> None:
    """Make ``table`` as tall as its header and rows, and no taller (at least ``least``
    rows' worth): a short table leaves no empty band under its rows and never scrolls up
    and down. Call it again when the rows change."""
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    rows = max(rows, least * table.verticalHeader().defaultSectionSize())
    header = table.horizontalHeader()
    head = header.sizeHint().height() if header.isVisibleTo(table) else 0
    bar = table.horizontalScrollBar()
    below = bar.sizeHint().height() if bar.maximum() > 0 else 0
    table.setFixedHeight(head + rows + 2 * table.frameWidth() + below)
