"""Small dialogs of the studio: New map, problems of a file."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.files import BUILTIN_MAPS, builtin_map_path, load_map
from engine.mapmodel import GameMap
from engine.repair import generate_map
from gkr_studio.render import thumbnail
from gkr_studio.sheet import players_and_side

BLANK = ""
GENERATE = "generate"
"""The gallery's last tile: File ▸ Generate… (new maps that pass every check)."""


def builtin_map(slug: str) -> GameMap:
    return load_map(builtin_map_path(slug))


class NewMapDialog(QDialog):
    """Choose a blank map or one of the seven pre-generated maps: a gallery of
    thumbnails, each with its name, players and board side."""

    THUMB = 180

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New map"))
        self.list = QListWidget()
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setIconSize(QSize(self.THUMB, self.THUMB))
        self.list.setGridSize(QSize(self.THUMB + 40, self.THUMB + 70))
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setWordWrap(True)
        self.list.setSpacing(6)
        blank = GameMap(name="Untitled")
        self._add(BLANK, self.tr("Blank map"), self.tr("standard side, nothing placed"), blank)
        for slug in BUILTIN_MAPS:
            m = builtin_map(slug)
            self._add(slug, m.name, players_and_side(m), m)
        self._add(
            GENERATE,
            self.tr("Generate…"),
            self.tr("new maps that pass every check"),
            generate_map(4, seed=1),
        )
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                self.tr("Start from a blank board, a copy of a rulebook map, or generate new maps:")
            )
        )
        layout.addWidget(self.list)
        layout.addWidget(buttons)
        self.resize(5 * (self.THUMB + 40) + 60, 2 * (self.THUMB + 70) + 110)

    def _add(self, slug: str, name: str, detail: str, game_map: GameMap) -> None:
        item = QListWidgetItem(QIcon(thumbnail(game_map, self.THUMB)), f"{name}\n{detail}")
        item.setData(Qt.ItemDataRole.UserRole, slug)
        item.setToolTip(
            self.tr("{0}: {1}, {2} buildings").format(name, detail, len(game_map.buildings))
        )
        item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.list.addItem(item)

    def choice(self) -> str:
        item = self.list.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else BLANK


def new_map(choice: str) -> GameMap:
    """The map to start a new document from (``BLANK`` or a built-in slug; ``GENERATE``
    is answered by the generator's own dialog)."""
    if choice == BLANK:
        return GameMap(name="Untitled")
    m = builtin_map(choice)
    return m.with_info(name=f"{m.name} (copy)")
