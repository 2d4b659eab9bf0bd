"""The LOS inspector: an attacker and a target, and what the sight rules say of the shot."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.core import HexError
from engine.geometry import Direction, Hex, facing_name, parse_playable
from engine.lineofsight import ShotReport, Sight, shot_report
from engine.mapmodel import GameMap
from gkr_studio.i18n import QT_TRANSLATE_NOOP, translate

NO_FACING = "—"


def _yes_no(flag: bool | None) -> str:
    if flag is None:
        return "—"
    return translate("InspectorPanel", "yes") if flag else translate("InspectorPanel", "no")


PICK_HINT = QT_TRANSLATE_NOOP(
    "InspectorPanel",
    "Pick an attacker and a target: type hexes, or use the Shot inspector tool (L) on the board.",
)


class InspectorPanel(QWidget):
    """Pick an attacker (with a facing) and a target; read distance, paths, sight, cover,
    alley shot, arc, flank and the target numbers."""

    pathsRequested = Signal(object)
    """``(attacker, target)`` to draw the shortest paths of, or ``None``."""
    attackerChanged = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.map: GameMap | None = None
        self.sight: Sight | None = None
        self.report: ShotReport | None = None
        self.attacker_edit = QLineEdit()
        self.attacker_edit.setPlaceholderText(self.tr("e.g. 4D"))
        self.target_edit = QLineEdit()
        self.target_edit.setPlaceholderText(self.tr("e.g. 4H"))
        self.facing = QComboBox()
        self.target_facing = QComboBox()
        for combo in (self.facing, self.target_facing):
            combo.addItem(NO_FACING, None)
            for d in Direction:
                combo.addItem(facing_name(d), d)
        self.swap = QPushButton(self.tr("Swap"))
        self.draw_paths = QCheckBox(self.tr("Draw the shortest paths"))
        self.draw_paths.setChecked(True)
        pick = QGroupBox(self.tr("Shot"))
        grid = QGridLayout(pick)
        grid.addWidget(QLabel(self.tr("Attacker")), 0, 0)
        grid.addWidget(self.attacker_edit, 0, 1)
        grid.addWidget(QLabel(self.tr("facing")), 0, 2)
        grid.addWidget(self.facing, 0, 3)
        grid.addWidget(QLabel(self.tr("Target")), 1, 0)
        grid.addWidget(self.target_edit, 1, 1)
        grid.addWidget(QLabel(self.tr("facing")), 1, 2)
        grid.addWidget(self.target_facing, 1, 3)
        grid.addWidget(self.swap, 2, 0)
        grid.addWidget(self.draw_paths, 2, 1, 1, 3)
        self.fields: dict[str, QLabel] = {}
        results = QGroupBox(self.tr("Sight rules"))
        form = QFormLayout(results)
        for key, title in [
            ("distance", self.tr("Distance")),
            ("paths", self.tr("Shortest paths")),
            ("los", self.tr("Line of sight")),
            ("cover", self.tr("Target's cover")),
            ("alley", self.tr("Alley shot")),
            ("arc", self.tr("In firing arc")),
            ("flank", self.tr("From the flank")),
            ("hh", self.tr("To hit a Heavy Hitter")),
            ("su", self.tr("To hit a support unit")),
        ]:
            label = QLabel("—")
            label.setObjectName(key)
            self.fields[key] = label
            form.addRow(title, label)
        self.message = QLabel(self.tr(PICK_HINT))
        self.message.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(pick)
        layout.addWidget(results)
        layout.addWidget(self.message)
        layout.addStretch(1)
        for edit in (self.attacker_edit, self.target_edit):
            edit.editingFinished.connect(self.update_report)
        self.facing.currentIndexChanged.connect(self.update_report)
        self.target_facing.currentIndexChanged.connect(self.update_report)
        self.draw_paths.toggled.connect(self.update_report)
        self.swap.clicked.connect(self._swap)

    # -- inputs ---------------------------------------------------------------------
    def set_map(self, game_map: GameMap, sight: Sight | None = None) -> None:
        """Inspect shots on ``game_map``; ``sight``: its sight table when the caller has
        one (the editor's, shared with the other views)."""
        self.map = game_map
        self.sight = sight if sight is not None and sight.map is game_map else Sight(game_map)
        self.update_report()

    def set_attacker(self, h: Hex) -> None:
        self.attacker_edit.setText(str(h))
        self.update_report()

    def set_target(self, h: Hex) -> None:
        self.target_edit.setText(str(h))
        self.update_report()

    def set_facings(self, facing: Direction | None, target_facing: Direction | None) -> None:
        self.facing.setCurrentIndex(self.facing.findData(facing))
        self.target_facing.setCurrentIndex(self.target_facing.findData(target_facing))

    def _swap(self) -> None:
        a, b = self.attacker_edit.text(), self.target_edit.text()
        fa, fb = self.facing.currentIndex(), self.target_facing.currentIndex()
        self.attacker_edit.setText(b)
        self.target_edit.setText(a)
        self.facing.blockSignals(True)
        self.facing.setCurrentIndex(fb)
        self.facing.blockSignals(False)
        self.target_facing.setCurrentIndex(fa)
        self.update_report()

    @staticmethod
    def _direction(combo: QComboBox) -> Direction | None:
        found = combo.currentData()
        return found if isinstance(found, Direction) else None

    def _hex(self, edit: QLineEdit, what: str) -> Hex | None:
        text = edit.text().strip()
        if not text:
            return None
        try:
            h = parse_playable(text)
        except HexError as e:
            raise HexError(f"{what}: {e}") from None
        if self.map is not None and self.map.building_at(h) is not None:
            raise HexError(f"{what}: {h} holds a building; no unit stands there")
        return h

    # -- output ---------------------------------------------------------------------
    def update_report(self) -> None:
        self.report = None
        try:
            a = self._hex(self.attacker_edit, "Attacker")
            b = self._hex(self.target_edit, "Target")
        except HexError as e:
            self._show(None, str(e))
            return
        if a is not None:
            self.attackerChanged.emit(a)
        if a is None or b is None or self.sight is None:
            self._show(None, self.tr(PICK_HINT))
            return
        if a == b:
            self._show(None, "The attacker and the target are the same hex.")
            return
        self.report = shot_report(
            self.sight, a, b, self._direction(self.facing), self._direction(self.target_facing)
        )
        self._show(self.report, "")

    def _show(self, r: ShotReport | None, message: str) -> None:
        self.message.setText(message)
        self.message.setVisible(bool(message))
        if r is None:
            for label in self.fields.values():
                label.setText("—")
            self.pathsRequested.emit(None)
            return
        f = self.fields
        f["distance"].setText(str(r.distance))
        f["paths"].setText(self.tr("{0} ({1} clear of buildings)").format(r.paths, r.clear_paths))
        f["los"].setText(_yes_no(r.line_of_sight))
        f["cover"].setText(
            {
                "none": self.tr("none"),
                "partial": self.tr("partial (+1)"),
                "full": self.tr("full: no line of sight"),
            }[r.cover.value]
        )
        f["alley"].setText(
            self.tr("yes, through {0} (+2)").format(r.alley.label) if r.alley else _yes_no(False)
        )
        f["arc"].setText(
            _yes_no(r.in_arc) if r.facing else self.tr("— (no facing: support unit, all round)")
        )
        f["flank"].setText(
            f"{_yes_no(r.flank)}{' (−1)' if r.flank else ''}"
            if r.target_facing
            else self.tr("— (no target facing)")
        )
        out_of_arc = r.facing is not None and not r.in_arc
        hh, su = r.heavy_hitter_number, r.support_unit_number
        if out_of_arc:
            f["hh"].setText(self.tr("out of the firing arc"))
            f["su"].setText(self.tr("out of the firing arc"))
        else:
            f["hh"].setText(
                f"{hh}+" if hh is not None else self.tr("no direct fire (missiles need a spotter)")
            )
            f["su"].setText(f"{su}+" if su is not None else self.tr("no direct fire"))
        self.pathsRequested.emit((r.attacker, r.target) if self.draw_paths.isChecked() else None)
