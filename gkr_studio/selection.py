"""The selection of pieces (buildings and starts) and what can be done to it at once.

Rubber band and Shift+click choose pieces (the Select tool); the selection moves by
dragging or with the arrow keys, is deleted and copied (through the system clipboard,
so between maps and windows; pasting is :mod:`gkr_studio.tools.paste_stamp`'s, and
whole-map transforms :mod:`gkr_studio.transform_preview`'s). Each edit is one undo
step, made by :mod:`engine.mapmodel.groups`.
"""

from __future__ import annotations

import json
from typing import Protocol

from PySide6.QtCore import QMimeData, QObject, Qt
from PySide6.QtWidgets import QApplication

from engine.geometry import Direction, Hex
from engine.mapmodel import (
    Clip,
    ClipError,
    EditResult,
    GameMap,
    copy_pieces,
    move_group,
    pieces_in,
    remove_pieces,
)
from gkr_studio.canvas.board_scene import BoardScene
from gkr_studio.document import MapDocument
from gkr_studio.i18n import translate

MIME = "application/x-gkr-pieces"
MEMORY = 64
"""How many recent maps remember their selection (for undo and redo)."""

ARROWS = {
    Qt.Key.Key_Up: (Direction.N,),
    Qt.Key.Key_Down: (Direction.S,),
    Qt.Key.Key_Left: (Direction.NW, Direction.SW),
    Qt.Key.Key_Right: (Direction.NE, Direction.SE),
}
"""Arrow keys: up and down one hex; left and right two columns, straight across."""


class SelectionContext(Protocol):
    """What the selection needs from the window."""

    @property
    def document(self) -> MapDocument: ...

    @property
    def scene(self) -> BoardScene: ...

    def show_status(self, text: str) -> None: ...


def _plural(n: int) -> str:
    return (
        translate("Selection", "{0} piece") if n == 1 else translate("Selection", "{0} pieces")
    ).format(n)


class Selection(QObject):
    """The selected pieces of the document being edited."""

    def __init__(self, ctx: SelectionContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.hexes: frozenset[Hex] = frozenset()
        self._clip: Clip | None = None
        self._memory: list[tuple[GameMap, frozenset[Hex]]] = []
        """Recent maps and what was selected on each, so undo and redo bring the
        selection back with the map (maps are immutable values: the undo stack hands
        back the very same objects)."""

    # -- choosing ---------------------------------------------------------------------
    def set(self, hexes: set[Hex] | frozenset[Hex] | list[Hex]) -> None:
        """Select the pieces on ``hexes`` (empty hexes are left out)."""
        self.hexes = frozenset(pieces_in(self.ctx.document.map, hexes))
        self.ctx.scene.set_selection(set(self.hexes))
        self._remember(self.ctx.document.map)

    def _remember(self, game_map: GameMap) -> None:
        self._memory = [(m, h) for m, h in self._memory if m is not game_map][-MEMORY + 1 :]
        self._memory.append((game_map, self.hexes))

    def toggle(self, h: Hex) -> None:
        """Add the piece on ``h`` to the selection, or take it out (Shift+click)."""
        self.set(self.hexes ^ {h})

    def clear(self) -> None:
        """Select nothing."""
        self.set(frozenset())

    def select_all(self) -> None:
        """Select every building and start."""
        m = self.ctx.document.map
        self.set({b.hex for b in m.buildings} | set(m.starts))

    def follow(self, game_map: GameMap) -> None:
        """The map changed (an edit, undo, another file): the selection that map had
        when it was last shown, else the selected pieces still there."""
        known = next((h for m, h in reversed(self._memory) if m is game_map), None)
        self.hexes = known if known is not None else frozenset(pieces_in(game_map, self.hexes))
        self.ctx.scene.set_selection(set(self.hexes))
        self._remember(game_map)

    # -- edits ---------------------------------------------------------------------------
    def _apply(
        self, text: str, result: EditResult, merge_key: str | None = None, partly: str | None = None
    ) -> bool:
        self.ctx.scene.flash_refused({r.hex for r in result.refused})
        if result.refused:
            outcome = (partly or self.tr("Not all done")) if result.done else self.tr("Refused")
            self.ctx.show_status(f"{outcome}: {result.message()}")
        return self.ctx.document.apply_result(text, result, merge_key)

    def move_by(self, delta: Hex, merge_key: str | None = None) -> bool:
        """Move the selection by ``delta``, all or nothing (one step per ``merge_key``)."""
        if not self.hexes:
            return False
        n = len(self.hexes)
        moved = {h + delta for h in self.hexes}
        moving = move_group(self.ctx.document.map, self.hexes, delta)
        if self._apply(self.tr("Move {0}").format(_plural(n)), moving, merge_key):
            self.set(moved)
            return True
        return False

    def nudge(self, key: int) -> bool:
        """Move the selection with an arrow key; False when the key is not an arrow."""
        steps = next((v for k, v in ARROWS.items() if key == k), None)
        if steps is None or not self.hexes:
            return False
        delta = Hex(0, 0)
        for d in steps:
            delta = delta + d.vector
        self.move_by(delta)
        return True

    def delete(self) -> bool:
        """Delete the selected pieces (one step); the other seats keep their order."""
        n = len(self.hexes)
        done = self._apply(
            self.tr("Delete {0}").format(_plural(n)),
            remove_pieces(self.ctx.document.map, self.hexes),
        )
        self.clear()
        return done

    def copy(self) -> Clip | None:
        """Copy the selection to the clipboard (and keep it for this session)."""
        if not self.hexes:
            self.ctx.show_status(
                self.tr(
                    "Nothing selected to copy: drag a rubber band around"
                    " pieces or Shift+click them."
                )
            )
            return None
        clip = copy_pieces(self.ctx.document.map, self.hexes)
        self._clip = clip
        text = json.dumps(clip.to_json())
        mime = QMimeData()
        mime.setData(MIME, text.encode("utf-8"))
        mime.setText(text)
        QApplication.clipboard().setMimeData(mime)
        self.ctx.show_status(self.tr("Copied {0}.").format(_plural(len(clip.pieces))))
        return clip

    def clipboard(self) -> Clip | None:
        """The pieces on the clipboard (ours, or any text in their JSON form)."""
        mime = QApplication.clipboard().mimeData()
        data = None
        if mime is not None and mime.hasFormat(MIME):
            data = bytes(mime.data(MIME).data()).decode("utf-8", "replace")
        elif mime is not None and mime.hasText():
            data = mime.text()
        if data:
            try:
                return Clip.from_json(json.loads(data))
            except (ClipError, ValueError):
                return None  # something else was copied since: not pieces
        return self._clip  # a platform without a clipboard: what this window copied
