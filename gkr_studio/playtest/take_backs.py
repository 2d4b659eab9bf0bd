"""The playtest window's take-backs: Undo, Redo and Resume bots, in the Game menu and the
toolbar, on the session's history (:mod:`engine.game.history`)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QToolBar

from gkr_studio.i18n import translate
from gkr_studio.icons import icon
from gkr_studio.playtest.session import PlaytestSession


class TakeBacks:
    """The take-back actions of a playtest window and their menu and toolbar."""

    def __init__(self, window: QMainWindow, session: PlaytestSession) -> None:
        self.session = session
        self.undo = QAction(icon("undo"), translate("TakeBacks", "Take back"), window)
        self.undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo.setToolTip(
            translate("TakeBacks", "Take back the last action, any seat's (Ctrl+Z); the bots pause")
        )
        self.redo = QAction(icon("redo"), translate("TakeBacks", "Redo"), window)
        self.redo.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        self.redo.setToolTip(
            translate("TakeBacks", "Play again the action taken back (Ctrl+Shift+Z)")
        )
        self.resume = QAction(icon("playtest"), translate("TakeBacks", "Resume bots"), window)
        self.resume.setShortcut(QKeySequence("Ctrl+R"))
        self.resume.setToolTip(
            translate("TakeBacks", "Let the bots play on from this position (Ctrl+R)")
        )
        for action in (self.undo, self.redo, self.resume):
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.undo.triggered.connect(lambda: self.session.undo())
        self.redo.triggered.connect(lambda: self.session.redo())
        self.resume.triggered.connect(lambda: self.session.resume())
        menu = window.menuBar().addMenu(translate("TakeBacks", "&Game"))
        menu.addActions([self.undo, self.redo])
        menu.addSeparator()
        menu.addAction(self.resume)
        self.menu = menu
        # the toolbar sits in the menu bar's row: no row of its own taken from the board
        # and the decision on a 768-pixel-high screen
        bar = QToolBar(translate("TakeBacks", "Take-backs"), window)
        bar.setObjectName("toolbar-take-backs")
        bar.setMovable(False)
        bar.setIconSize(QSize(16, 16))
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        bar.addActions([self.undo, self.redo, self.resume])
        window.menuBar().setCornerWidget(bar, Qt.Corner.TopRightCorner)
        self.toolbar = bar

    def update(self) -> None:
        """Enable what the position allows."""
        s = self.session
        free = s.editing is None  # while the position is edited the history waits
        self.undo.setEnabled(free and s.history.can_undo())
        self.redo.setEnabled(free and s.history.can_redo())
        self.resume.setEnabled(free and s.paused)
