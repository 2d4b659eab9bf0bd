"""Driving the board with real mouse events, and opening a playtest window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from engine import Hex, load_map
from gkr_studio.playtest.window import PlaytestWindow
from tests.conftest import MAPS


def hex_pos(window, label: str) -> QPoint:
    return window.view.mapFromScene(window.board.hex_center(Hex.parse(label)))


def _send(window, kind, pos: QPoint, button, buttons, modifiers=Qt.KeyboardModifier.NoModifier):
    viewport = window.view.viewport()
    local = QPointF(pos)
    event = QMouseEvent(kind, local, QPointF(viewport.mapToGlobal(pos)), button, buttons, modifiers)
    QApplication.sendEvent(viewport, event)


def click(
    window, label: str, button=Qt.MouseButton.LeftButton, modifiers=Qt.KeyboardModifier.NoModifier
) -> None:
    pos = hex_pos(window, label)
    _send(window, QEvent.Type.MouseMove, pos, Qt.MouseButton.NoButton, Qt.MouseButton.NoButton)
    _send(window, QEvent.Type.MouseButtonPress, pos, button, button, modifiers)
    _send(window, QEvent.Type.MouseButtonRelease, pos, button, Qt.MouseButton.NoButton, modifiers)


def drag(window, labels: list[str], button=Qt.MouseButton.LeftButton) -> None:
    first = hex_pos(window, labels[0])
    _send(window, QEvent.Type.MouseMove, first, Qt.MouseButton.NoButton, Qt.MouseButton.NoButton)
    _send(window, QEvent.Type.MouseButtonPress, first, button, button)
    for label in labels[1:]:
        _send(
            window, QEvent.Type.MouseMove, hex_pos(window, label), Qt.MouseButton.NoButton, button
        )
    _send(
        window,
        QEvent.Type.MouseButtonRelease,
        hex_pos(window, labels[-1]),
        button,
        Qt.MouseButton.NoButton,
    )


def hover(window, label: str) -> None:
    _send(
        window,
        QEvent.Type.MouseMove,
        hex_pos(window, label),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
    )


def playtest_window(qtbot, slug="final-stand", controllers=None, seed=2) -> PlaytestWindow:
    """A playtest window on a built-in map, shown, with automatic play off."""
    window = PlaytestWindow(
        load_map(MAPS / f"{slug}.gkrmap.json"), seed=seed, controllers=controllers
    )
    qtbot.addWidget(window)
    window.auto.setChecked(False)
    window.show()
    qtbot.waitExposed(window)
    return window
