"""The open map: a :class:`MapDocument` owns the engine's map and the undo stack.

Every edit is a :class:`MapEdit` undo command pushed on the document's
``QUndoStack``; the editor (:mod:`gkr_studio.editor`) follows the document's
``mapChanged`` signal and the views follow the editor's; none changes the map
itself (document → engine → view, one way).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from engine.files import MAP_SUFFIX, load_map, save_map
from engine.mapmodel import EditResult, GameMap


class MapEdit(QUndoCommand):
    """An edit of the map, named as a verb ("Place building on 5F").

    Maps are immutable, so the command keeps the map before and after and
    swaps between them: undo and redo are exact. Commands with the same
    ``merge_key`` merge (a drag or a paint stroke is one undo step).
    """

    _merge_ids: dict[str, int] = {}

    def __init__(
        self,
        doc: MapDocument,
        before: GameMap,
        after: GameMap,
        text: str,
        merge_key: str | None = None,
    ) -> None:
        super().__init__(text)
        self.doc = doc
        self.before = before
        self.after = after
        self.merge_key = merge_key

    def redo(self) -> None:
        self.doc._set_map(self.after)

    def undo(self) -> None:
        self.doc._set_map(self.before)

    def id(self) -> int:
        if self.merge_key is None:
            return -1
        return MapEdit._merge_ids.setdefault(self.merge_key, len(MapEdit._merge_ids) + 1)

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, MapEdit) or other.merge_key != self.merge_key:
            return False
        self.after = other.after
        if other.text():
            self.setText(other.text())
        if self.after == self.before:
            self.setObsolete(True)
        return True


class MapDocument(QObject):
    """The map being edited, its file and its undo history."""

    mapChanged = Signal(object)
    """Emitted with the new :class:`GameMap` after every change (edit, undo, redo)."""
    pathChanged = Signal(str)
    modifiedChanged = Signal(bool)

    def __init__(
        self,
        game_map: GameMap,
        path: str | None = None,
        parent: QObject | None = None,
        unsaved: bool = False,
    ) -> None:
        """``unsaved``: the map is work kept nowhere yet (a generated map, recovered
        work), so it counts as an unsaved change from the start: closing or opening
        another file asks first, and it is autosaved."""
        super().__init__(parent)
        self._map = game_map
        self._path = path
        self.undo_stack = QUndoStack(self)
        if unsaved:
            self.undo_stack.resetClean()
        self.undo_stack.cleanChanged.connect(self._clean_changed)

    def _clean_changed(self, clean: bool) -> None:
        # a bound method (not a lambda), so Qt drops the connection with the document
        self.modifiedChanged.emit(not clean)

    # -- state ----------------------------------------------------------------------
    @property
    def map(self) -> GameMap:
        return self._map

    @property
    def path(self) -> str | None:
        return self._path

    @property
    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    @property
    def display_name(self) -> str:
        """The file name, or the map's name for a map never saved."""
        if self._path:
            return Path(self._path).name
        return self._map.name or QCoreApplication.translate("MapDocument", "Untitled")

    def _set_map(self, game_map: GameMap) -> None:
        if game_map is self._map:
            return
        self._map = game_map
        self.mapChanged.emit(game_map)

    # -- editing --------------------------------------------------------------------
    def apply(self, text: str, after: GameMap, merge_key: str | None = None) -> bool:
        """Push an edit from the current map to ``after``; nothing when they are equal."""
        if after == self._map:
            return False
        self.undo_stack.push(MapEdit(self, self._map, after, text, merge_key))
        return True

    def apply_result(self, text: str, result: EditResult, merge_key: str | None = None) -> bool:
        """Push the map of an engine edit when it changed anything."""
        if not result.done:
            return False
        return self.apply(text, result.map, merge_key)

    # -- files ----------------------------------------------------------------------
    @classmethod
    def open(cls, path: str, parent: QObject | None = None) -> MapDocument:
        """Load a map file (raises :class:`engine.core.errors.MapFileError`)."""
        return cls(load_map(path), os.fspath(path), parent)

    def save(self, path: str | None = None) -> str:
        """Save to ``path`` (or the current path); returns the path written.

        Raises :class:`engine.core.errors.MapFileError` when the map is not valid or the
        file cannot be written; nothing changes then.
        """
        target = path or self._path
        if not target:
            raise ValueError("no file name to save to")
        if not target.endswith(MAP_SUFFIX) and not target.endswith(".json"):
            target += MAP_SUFFIX
        save_map(self._map, target)
        self.undo_stack.setClean()
        if target != self._path:
            self._path = target
            self.pathChanged.emit(target)
        return target
