"""Edit ▸ Transform Map: the result shown on the board before it is made.

A transform that would lose a piece (its image off the board or on a half-hex) is
refused, naming every piece (:func:`engine.mapmodel.groups.transform_map` decides). One that
keeps everything is previewed: ghosts where each piece would go, the map's own pieces
faded, and a question with OK and Cancel; OK makes it one undo step.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from engine.geometry import HALF_TURN, MIRROR_LR, THIRD_TURN, Symmetry
from engine.mapmodel import EditResult, GameMap, transform_map, zones_left_behind
from gkr_studio.canvas.board_scene import BoardScene
from gkr_studio.canvas.stamp import Ghost
from gkr_studio.document import MapDocument
from gkr_studio.i18n import QT_TRANSLATE_NOOP, counted
from gkr_studio.selection import Selection

TRANSFORMS: dict[str, tuple[Symmetry, str]] = {
    "half": (HALF_TURN, QT_TRANSLATE_NOOP("TransformPreview", "Turn the map a half turn")),
    "third": (THIRD_TURN, QT_TRANSLATE_NOOP("TransformPreview", "Turn the map a third of a turn")),
    "mirror": (MIRROR_LR, QT_TRANSLATE_NOOP("TransformPreview", "Mirror the map about column F")),
}
"""Whole-map transforms about 5F: key → (symmetry, undo text)."""
_MENU_TEXTS = {
    "half": (
        QT_TRANSLATE_NOOP("TransformPreview", "&Half Turn about 5F"),
        QT_TRANSLATE_NOOP("TransformPreview", "Turn the whole map half a turn"),
    ),
    "third": (
        QT_TRANSLATE_NOOP("TransformPreview", "&Third Turn about 5F"),
        QT_TRANSLATE_NOOP("TransformPreview", "Turn the whole map a third of a turn"),
    ),
    "mirror": (
        QT_TRANSLATE_NOOP("TransformPreview", "&Mirror about Column F"),
        QT_TRANSLATE_NOOP("TransformPreview", "Mirror the whole map left to right"),
    ),
}


class TransformHost(Protocol):
    """What the preview needs from the window."""

    @property
    def doc(self) -> MapDocument: ...

    @property
    def board(self) -> BoardScene: ...

    @property
    def selection(self) -> Selection: ...

    def show_status(self, text: str) -> None: ...

    def show_error(self, title: str, text: str) -> None: ...


def _tr(text: str) -> str:
    return QCoreApplication.translate("TransformPreview", text)


def ghosts_of(m: GameMap) -> tuple[Ghost, ...]:
    """Every piece of ``m`` as a ghost."""
    return tuple(
        Ghost("rubble" if b.demolished else "building", b.hex) for b in m.buildings
    ) + tuple(Ghost("start", s, seat=i) for i, s in enumerate(m.starts))


def _beside_the_board(dialog: QWidget, window: QWidget) -> None:
    """Move ``dialog`` to the window's top right corner, over the docks, so it hides as
    little of the previewed board as it can."""
    frame = window.frameGeometry()
    dialog.adjustSize()
    margin = 12
    dialog.move(
        frame.right() - dialog.frameGeometry().width() - margin,
        window.mapToGlobal(window.rect().topLeft()).y() + 90,
    )


class TransformPreview(QObject):
    """Shows a transform's result and makes it when the designer says OK."""

    def __init__(self, host: TransformHost, parent: QWidget) -> None:
        super().__init__(parent)
        self.host = host
        self.window = parent
        self.dialog: QMessageBox | None = None
        self._pending: tuple[str, GameMap, EditResult] | None = None

    def make_actions(self) -> dict[str, QAction]:
        """The Edit ▸ Transform Map actions, keyed ``transform_half`` and so on."""
        actions = {}
        for key, (text, tip) in _MENU_TEXTS.items():
            action = QAction(_tr(text), self.window)
            action.setStatusTip(_tr(tip) + self.tr(" (previewed before it is made)"))
            action.setToolTip(action.statusTip())
            action.triggered.connect(lambda _c=False, k=key: self.preview(k))
            actions[f"transform_{key}"] = action
        return actions

    def menu(self, acts: dict[str, QAction]) -> QMenu:
        """The Transform Map submenu of ``acts``' transform actions."""
        menu = QMenu(self.tr("&Transform Map"), self.window)
        for key in TRANSFORMS:
            menu.addAction(acts[f"transform_{key}"])
        return menu

    def preview(self, key: str) -> bool:
        """Show the transform ``key`` ("half", "third", "mirror") and ask; False when it
        is refused or changes nothing."""
        symmetry, text = TRANSFORMS[key]
        text = _tr(text)
        m = self.host.doc.map
        result = transform_map(m, symmetry)
        if result.refused:
            self.host.board.flash_refused({r.hex for r in result.refused})
            self.host.show_status(self.tr("Refused: {0}").format(result.message()))
            self.host.show_error(
                text,
                self.tr(
                    "{0} would lose {1} of the map's pieces, so nothing was changed:\n\n{2}"
                ).format(text, len(result.refused), "\n".join(str(r) for r in result.refused)),
            )
            return False
        if not result.done:
            self.host.show_status(self.tr("{0}: the map stays the same.").format(text))
            return False
        self.host.board.set_stamp(ghosts_of(result.map), dim_pieces=True)
        question = self.tr(
            "{0}? The board shows where every piece would go (the map as it is now is"
            " faded); fallout zones turn with it."
        ).format(text)
        behind = zones_left_behind(m, symmetry)
        if behind:  # said before OK, not found out later
            question += " " + counted(
                self.tr(
                    "The zones of %n hex(es) ({0}) fall off the board and are not kept; the hexes"
                    " that come in take their default zones.",
                    "",
                    len(behind),
                ),
                len(behind),
            ).format(", ".join(str(h) for h in behind))
        dialog = QMessageBox(
            QMessageBox.Icon.Question,
            text,
            question,
            QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel,
            self.window,
        )
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setDefaultButton(QMessageBox.StandardButton.Ok)
        dialog.finished.connect(self._finished)
        self.dialog = dialog
        self._pending = (text, m, result)
        self.host.show_status(
            self.tr("Preview: {0}. OK makes it; Cancel leaves the map as it is.").format(text)
        )
        dialog.open()
        _beside_the_board(dialog, self.window)
        return True

    def _finished(self, _code: int) -> None:
        dialog, pending = self.dialog, self._pending
        self.dialog, self._pending = None, None
        self.host.board.set_stamp(())
        if dialog is None or pending is None:
            return
        dialog.deleteLater()
        text, before, result = pending
        clicked = dialog.clickedButton()
        ok = clicked is not None and dialog.standardButton(clicked) == QMessageBox.StandardButton.Ok
        if not ok:
            self.host.show_status(self.tr("{0}: cancelled, nothing changed.").format(text))
            return
        if self.host.doc.map is not before:  # the map changed under the question
            self.host.show_status(
                self.tr("{0}: the map changed meanwhile; nothing done.").format(text)
            )
            return
        self.host.doc.apply(text, result.map)
        self.host.selection.clear()
        self.host.show_status(self.tr("{0}: every piece stayed on the board.").format(text))
