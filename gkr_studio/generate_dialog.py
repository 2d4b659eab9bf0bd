"""File ▸ Generate…: new maps that pass every check, shown as a gallery to choose from.

The engine makes the maps (:func:`engine.repair.generate_maps`); the dialog asks
for the options, draws a thumbnail of each candidate with the board scene the
studio uses, and lists the selected candidate's checks.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.analysis import analyse
from engine.core import GkrError
from engine.mapmodel import GameMap
from engine.repair import SYMMETRIES, default_symmetry, generate_maps
from gkr_studio.canvas.board_scene import BoardScene

CANDIDATES = 6
"""Maps the gallery shows for one press of Generate."""
THUMBNAIL = QSize(240, 220)

_MAP = Qt.ItemDataRole.UserRole


def map_thumbnail(game_map: GameMap, size: QSize = THUMBNAIL) -> QPixmap:
    """The board as the studio draws it, scaled into ``size``."""
    scene = BoardScene(hex_size=20.0)
    scene.set_map(game_map)
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(
        painter, image.rect().toRectF(), scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio
    )
    painter.end()
    return QPixmap.fromImage(image)


def checks_text(game_map: GameMap) -> str:
    """The candidate's checks, one line each (✔ passes, ▲ warning, ✖ error)."""
    lines = []
    for c in analyse(game_map).checks:
        mark = "✔" if c.ok else ("✖" if c.severity.value == "error" else "▲")
        lines.append(f"{mark} {c.message}")
    return "\n".join(lines)


def choose(box: QComboBox, value: str) -> None:
    """Select the entry of ``box`` whose data (the engine's value, not the text shown in
    the user's language) is ``value``."""
    index = box.findData(value)
    if index >= 0:
        box.setCurrentIndex(index)


class GenerateDialog(QDialog):
    """Options for the generator, a gallery of candidates, and their checks."""

    def __init__(self, keep: GameMap | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Generate a map"))
        self.keep_map = keep
        self.players = QSpinBox()
        self.players.setRange(2, 4)
        self.players.setValue(4)
        self.players.valueChanged.connect(self._players_changed)
        self.side = QComboBox()
        self.side.addItem(self.tr("standard"), "standard")
        self.side.addItem(self.tr("fallout"), "fallout")
        if keep is not None:  # the side of the map open in the window
            choose(self.side, keep.side.value)
        self.symmetry = QComboBox()
        names = {
            "half-turn": self.tr("half turn"),
            "third-turn": self.tr("third turn"),
            "mirror": self.tr("mirror"),
            "none": self.tr("none"),
        }
        for value in SYMMETRIES:
            self.symmetry.addItem(names.get(value, value), value)
        self.buildings = QSpinBox()
        self.buildings.setRange(0, 10)
        self.buildings.setValue(10)
        self.seed = QSpinBox()
        self.seed.setRange(0, 1_000_000)
        self.seed.setValue(1)
        self.seed.setToolTip(
            self.tr(
                "The first seed tried; after each press of Generate it"
                " moves past the candidates shown, so the next press"
                " makes new ones"
            )
        )
        self.min_alleys = QSpinBox()
        self.min_alleys.setRange(0, 8)
        self.min_alleys.setSpecialValueText(self.tr("guideline (2)"))
        self.min_reach = QSpinBox()
        self.min_reach.setRange(0, 10)
        self.min_reach.setSpecialValueText(self.tr("any"))
        self.keep = QCheckBox(self.tr("Keep the current map's locked buildings and starts"))
        self.keep.setEnabled(keep is not None and bool(keep.locked))
        self.generate_button = QPushButton(self.tr("Generate"))
        self.generate_button.clicked.connect(self.generate)
        form = QFormLayout()
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Board side"), self.side)
        form.addRow(self.tr("Symmetry"), self.symmetry)
        form.addRow(self.tr("Buildings"), self.buildings)
        form.addRow(self.tr("Seed"), self.seed)
        form.addRow(self.tr("Alley shots at least"), self.min_alleys)
        form.addRow(self.tr("Buildings in reach at least"), self.min_reach)
        form.addRow(self.keep)
        form.addRow(self.generate_button)
        self.gallery = QListWidget()
        self.gallery.setViewMode(QListView.ViewMode.IconMode)
        self.gallery.setIconSize(THUMBNAIL)
        self.gallery.setResizeMode(QListView.ResizeMode.Adjust)
        self.gallery.setMovement(QListView.Movement.Static)
        self.gallery.setSpacing(6)
        self.gallery.setMinimumWidth(3 * (THUMBNAIL.width() + 24))
        self.gallery.currentItemChanged.connect(self._chosen)
        self.gallery.itemDoubleClicked.connect(lambda _item: self.accept())
        self.checks = QLabel(self.tr("Press Generate to make candidates."))
        self.checks.setWordWrap(True)
        self.checks.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Open).setEnabled(False)
        right = QVBoxLayout()
        right.addWidget(self.gallery, 3)
        right.addWidget(self.checks, 1)
        top = QHBoxLayout()
        top.addLayout(form)
        top.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.buttons)
        self._players_changed(self.players.value())
        self.resize(1180, 760)

    def _players_changed(self, players: int) -> None:
        choose(self.symmetry, default_symmetry(players))

    def generate(self) -> list[GameMap]:
        """Make the candidates with the options set and show them (an impossible choice
        of options is said in the checks area, nothing else changes)."""
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            made = generate_maps(
                self.players.value(),
                CANDIDATES,
                seed=self.seed.value(),
                side=str(self.side.currentData()),
                symmetry=str(self.symmetry.currentData()),
                buildings=self.buildings.value(),
                min_alley_shots=self.min_alleys.value() or None,
                min_reach=self.min_reach.value() or None,
                keep=self.keep_map if self.keep.isChecked() else None,
            )
        except GkrError as e:
            self.checks.setText(str(e))
            return []
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.gallery.clear()
        for seed, m in made:
            item = QListWidgetItem(QIcon(map_thumbnail(m)), self.tr("seed {0}").format(seed))
            item.setData(_MAP, m)
            item.setToolTip(checks_text(m))
            self.gallery.addItem(item)
        self.gallery.setCurrentRow(0)
        # the next press goes on from the seeds shown (each candidate keeps its seed's name)
        self.seed.setValue(min(self.seed.maximum(), made[-1][0] + 1))
        self.generate_button.setText(self.tr("Generate again"))
        return [m for _, m in made]

    def _chosen(self, item: QListWidgetItem | None) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Open)
        ok.setEnabled(item is not None)
        if item is not None:
            self.checks.setText(checks_text(item.data(_MAP)))

    def chosen_map(self) -> GameMap | None:
        """The candidate selected in the gallery."""
        item = self.gallery.currentItem()
        m = item.data(_MAP) if item is not None else None
        return m if isinstance(m, GameMap) else None
