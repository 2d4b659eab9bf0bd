"""Symmetric editing on screen: a toolbar button, a status-bar label and an Edit submenu.

The mode is a field of the map (``symmetric_editing`` in its file), so it is shown
from the document's map and changed as an undoable edit of that map: another map
opened brings its own mode, never the last one's.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QLabel, QMenu, QWidget

from engine.mapmodel import GameMap, SymmetryMode
from gkr_studio.document import MapDocument
from gkr_studio.i18n import QT_TRANSLATE_NOOP
from gkr_studio.icons import icon


class SymmetryHost(Protocol):
    """What the controls need from the window."""

    @property
    def doc(self) -> MapDocument: ...

    def show_status(self, text: str) -> None: ...


def _tr(text: str) -> str:
    return QCoreApplication.translate("SymmetryControls", text)


_MODE_TEXTS = (
    QT_TRANSLATE_NOOP("SymmetryControls", "No symmetry"),
    QT_TRANSLATE_NOOP("SymmetryControls", "Half turn about 5F"),
    QT_TRANSLATE_NOOP("SymmetryControls", "Third turn about 5F"),
    QT_TRANSLATE_NOOP("SymmetryControls", "Left–right mirror about column F"),
    QT_TRANSLATE_NOOP("SymmetryControls", "Off"),
    QT_TRANSLATE_NOOP("SymmetryControls", "Half turn"),
    QT_TRANSLATE_NOOP("SymmetryControls", "Third turn"),
    QT_TRANSLATE_NOOP("SymmetryControls", "Mirror"),
)
"""The engine's names of the symmetric-editing modes (SymmetryMode.label and short_label),
marked for the catalog; :func:`_tr` translates them where they are shown."""


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


class SymmetryControls(QObject):
    """The map's symmetric editing mode, shown and chosen in three places."""

    def __init__(self, host: SymmetryHost, parent: QWidget) -> None:
        super().__init__(parent)
        self.host = host
        self.group = QActionGroup(self)
        self.actions: dict[SymmetryMode, QAction] = {}
        for mode in SymmetryMode:
            action = QAction(_tr(mode.label), self)
            action.setCheckable(True)
            action.setStatusTip(
                self.tr("Repeat each placement on this map: {0}").format(
                    _lower_first(_tr(mode.label))
                )
                if mode is not SymmetryMode.NONE
                else self.tr("Place pieces one at a time on this map")
            )
            action.triggered.connect(lambda _c=False, m=mode: self.choose(m))
            self.group.addAction(action)
            self.actions[mode] = action
        self.menu = QMenu(self.tr("S&ymmetric Editing"), parent)
        self.menu.addActions(list(self.actions.values()))
        self.button = QAction(icon("symmetry"), "", self)
        """The toolbar's button: the mode in short, the four modes in its menu."""
        self.button.setObjectName("symmetry-button")
        self.button.setMenu(self.menu)
        self.label = QLabel(parent)
        self.label.setObjectName("symmetry-label")
        self.show_map(None)

    @property
    def mode(self) -> SymmetryMode:
        """The mode of the map being edited."""
        return self.host.doc.map.symmetric_editing

    def show_map(self, game_map: GameMap | None) -> None:
        """Show the mode of ``game_map`` (after any change of the document's map)."""
        mode = SymmetryMode.NONE if game_map is None else game_map.symmetric_editing
        self.actions[mode].setChecked(True)
        self.button.setText(self.tr("Symmetric editing: {0}").format(_tr(mode.label)))
        self.button.setIconText(self.tr("Sym: {0}").format(_tr(mode.short_label)))
        self.button.setToolTip(
            self.tr(
                "Symmetric editing of this map: {0}. Saved with the map; click to change."
            ).format(_tr(mode.label))
        )
        self.label.setText(self.tr("Symmetry: {0}").format(_tr(mode.short_label)))
        self.label.setToolTip(self.button.toolTip())

    def choose(self, mode: SymmetryMode) -> bool:
        """Set the map's mode as one undoable edit; False when it already has it."""
        m = self.host.doc.map
        text = (
            self.tr("Turn off symmetric editing")
            if mode is SymmetryMode.NONE
            else self.tr("Set symmetric editing to {0}").format(_lower_first(_tr(mode.label)))
        )
        done = self.host.doc.apply(text, m.with_symmetric_editing(mode))
        if done:
            self.host.show_status(
                self.tr("Symmetric editing of this map: {0}.").format(_tr(mode.label))
            )
        return done
