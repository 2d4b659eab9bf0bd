"""Small dialogs of the studio: New map, problems of a file."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.mapfile import load_map
from engine.model import GameMap
from engine.resources import BUILTIN_MAPS, builtin_map_path

BLANK = ""


def builtin_map(slug: str) -> GameMap:
    return load_map(builtin_map_path(slug))


class NewMapDialog(QDialog):
    """Choose a blank map or one of the seven pre-generated maps to start from."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New map")
        self.list = QListWidget()
        blank = QListWidgetItem("Blank map (standard side, no buildings, no starts)")
        blank.setData(Qt.ItemDataRole.UserRole, BLANK)
        self.list.addItem(blank)
        for slug in BUILTIN_MAPS:
            m = builtin_map(slug)
            item = QListWidgetItem(f"{m.name} — {m.players} players, {len(m.buildings)}"
                                   " buildings")
            item.setData(Qt.ItemDataRole.UserRole, slug)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Start from:"))
        layout.addWidget(self.list)
        layout.addWidget(buttons)
        self.resize(420, 300)

    def choice(self) -> str:
        item = self.list.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else BLANK


def new_map(choice: str) -> GameMap:
    """The map to start a new document from (``BLANK`` or a built-in slug)."""
    if choice == BLANK:
        return GameMap(name="Untitled")
    m = builtin_map(choice)
    return m.with_info(name=f"{m.name} (copy)")
