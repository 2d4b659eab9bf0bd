"""File ▸ Export Image and File ▸ Print: the options dialog and the printed sheet.

Both draw from the map on a fresh scene (:mod:`gkr_studio.render`), so what is
written or printed never carries the editor's hover, selection or highlights.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.analysis import analyse
from engine.hexes import Hex
from engine.model import GameMap
from gkr_studio.canvas.overlays import Overlay
from gkr_studio.render import MAX_DPI, MAX_WIDTH, MIN_DPI, MIN_WIDTH, RenderOptions, board_scene
from gkr_studio.sheet import paint_sheet

BOARD_OVERLAYS = tuple(o for o in Overlay if o is not Overlay.ZONES)
"""The overlays an export may include (the zones have their own switch)."""


class ExportDialog(QDialog):
    """Choose what an exported image shows: overlays, zones, sheet or board, size."""

    def __init__(self, game_map: GameMap, enabled: set[Overlay], focus: Hex | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Export image")
        self.focus = focus
        self.overlay_boxes: dict[Overlay, QCheckBox] = {}
        group = QGroupBox("Overlays")
        g = QVBoxLayout(group)
        for overlay in BOARD_OVERLAYS:
            box = QCheckBox(overlay.label)
            box.setChecked(overlay in enabled)
            if overlay in (Overlay.LOS, Overlay.RINGS) and focus is None:
                box.setChecked(False)
                box.setEnabled(False)
                box.setToolTip("Pin a hex first (P): these overlays are drawn from it")
            g.addWidget(box)
            self.overlay_boxes[overlay] = box
        self.zones = QCheckBox("Fallout zones")
        fallout = RenderOptions().shows_zones(game_map)
        self.zones.setChecked(fallout)
        self.zones.setEnabled(fallout)
        if not fallout:
            self.zones.setToolTip("Zones belong to the fallout side")
        g.addWidget(self.zones)
        self.sheet = QCheckBox("Map sheet: title, author, players, side, the board and the"
                               " checks on one A4 page")
        self.width_box = QSpinBox()
        self.width_box.setRange(MIN_WIDTH, MAX_WIDTH)
        self.width_box.setValue(1600)
        self.width_box.setSuffix(" px")
        self.dpi_box = QSpinBox()
        self.dpi_box.setRange(MIN_DPI, MAX_DPI)
        self.dpi_box.setValue(150)
        self.dpi_box.setSuffix(" dpi")
        self.sheet.toggled.connect(self._sheet_toggled)
        form = QFormLayout()
        form.addRow("Board width (PNG)", self.width_box)
        form.addRow("Sheet resolution", self.dpi_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(group)
        layout.addWidget(self.sheet)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self._sheet_toggled(False)

    def _sheet_toggled(self, on: bool) -> None:
        self.width_box.setEnabled(not on)
        self.dpi_box.setEnabled(on)

    def options(self) -> RenderOptions:
        """The options as chosen."""
        return RenderOptions(
            overlays=frozenset(o.value for o, box in self.overlay_boxes.items()
                               if box.isChecked()),
            zones=self.zones.isChecked(), focus=self.focus, sheet=self.sheet.isChecked(),
            width=None if self.sheet.isChecked() else self.width_box.value(),
            dpi=self.dpi_box.value())


def print_sheet(printer: QPrinter, game_map: GameMap, options: RenderOptions) -> bool:
    """Print the map sheet of ``game_map`` on ``printer`` (one page)."""
    scene = board_scene(game_map, options)
    painter = QPainter()
    if not painter.begin(printer):
        return False
    page = QRectF(painter.viewport())
    paint_sheet(painter, page, game_map, scene, analyse(game_map))
    return painter.end()
