"""The playtest's Shots panel: what can shoot what, now.

A row per unit's weapon and enemy unit, from the engine's
:func:`~engine.playtest.shot_table.shots_now`: shooter, weapon, target, distance, line of
sight and cover, arc, flank, the target number, the chance to hit and the expected damage
through the target's armor — the shots the rules allow, and on request those they refuse
with the reason. Pointing at or selecting a row shows the shot on the board.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QCheckBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.core import format_decimal, format_percent
from engine.game import GameState, UnitClass
from engine.playtest import ShotRow, shots_now
from gkr_studio import style
from gkr_studio.i18n import QT_TRANSLATE_NOOP, counted
from gkr_studio.playtest.interaction import unit_name
from gkr_studio.playtest.player_tables import ROW_HEIGHT

SHOT_COLUMNS = (
    (
        QT_TRANSLATE_NOOP("ShotsPanel", "Shooter"),
        QT_TRANSLATE_NOOP("ShotsPanel", "The seat, unit and hex that fires"),
    ),
    (
        QT_TRANSLATE_NOOP("ShotsPanel", "Weapon"),
        QT_TRANSLATE_NOOP(
            "ShotsPanel",
            "A Heavy Hitter's declared weapons in the Combat phase, else "
            "the weapons in its hand; a support unit's own",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("ShotsPanel", "Target"),
        QT_TRANSLATE_NOOP("ShotsPanel", "The enemy unit and its hex"),
    ),
    (
        QT_TRANSLATE_NOOP("ShotsPanel", "Dist"),
        QT_TRANSLATE_NOOP("ShotsPanel", "Distance in hexes / the weapon's range"),
    ),
    (
        QT_TRANSLATE_NOOP("ShotsPanel", "Sight"),
        QT_TRANSLATE_NOOP(
            "ShotsPanel",
            "Line of sight and cover, an alley shot, a spotted missile target or an orbital strike",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("ShotsPanel", "Arc"),
        QT_TRANSLATE_NOOP(
            "ShotsPanel", "In the Heavy Hitter's firing arc (support units fire any way)"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("ShotsPanel", "Flank"),
        QT_TRANSLATE_NOOP("ShotsPanel", "The shooter is in the target Heavy Hitter's flank (-1)"),
    ),
    (
        QT_TRANSLATE_NOOP("ShotsPanel", "Needs"),
        QT_TRANSLATE_NOOP("ShotsPanel", "The number two attack dice must reach"),
    ),
    (
        QT_TRANSLATE_NOOP("ShotsPanel", "Hit"),
        QT_TRANSLATE_NOOP(
            "ShotsPanel", "The chance to hit (double 6 always hits, double 1 always misses)"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("ShotsPanel", "Exp. dmg"),
        QT_TRANSLATE_NOOP("ShotsPanel", "Expected points of damage through the target's armor"),
    ),
    (
        QT_TRANSLATE_NOOP("ShotsPanel", "Why not"),
        QT_TRANSLATE_NOOP("ShotsPanel", "Why the rules refuse the shot"),
    ),
)
"""The table's columns, with tooltips."""


def unit_words(seat: int, unit: UnitClass) -> str:
    return f"P{seat + 1} {unit_name(unit)}"


class ShotsPanel(QWidget):
    """Every unit's shots on the live position."""

    shotShown = Signal(object)
    """``(origin, target)`` hexes of the row pointed at or selected, or ``None``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        # the count and the switch one above the other: a longer language has room for both
        self.refused_box = QCheckBox(self.tr("Also the shots the rules refuse, and why"))
        self.refused_box.toggled.connect(lambda _on: self._fill())
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        layout.addWidget(self.refused_box)
        self.table = QTableWidget()
        self.table.setColumnCount(len(SHOT_COLUMNS))
        self.table.setHorizontalHeaderLabels([self.tr(c) for c, _tip in SHOT_COLUMNS])
        for col, (_c, tip) in enumerate(SHOT_COLUMNS):
            header = self.table.horizontalHeaderItem(col)
            if header is not None:
                header.setToolTip(self.tr(tip))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
        self.table.setMinimumHeight(2 * ROW_HEIGHT)  # a 768-pixel screen keeps the header and a row
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(False)
        self.table.setMouseTracking(True)
        self.table.cellEntered.connect(lambda row, _col: self._show_row(row))
        self.table.itemSelectionChanged.connect(self._selected)
        layout.addWidget(self.table, 1)
        self.rows: tuple[ShotRow, ...] = ()
        self.shown: list[ShotRow] = []
        self.hidden: tuple[int, ...] = ()

    def show_state(self, state: GameState, viewer: int | None) -> None:
        """The shots of ``state`` as ``viewer`` may know them (``None``: every card)."""
        table = shots_now(state, viewer)
        self.rows, self.hidden = table.rows, table.hidden
        self._fill()

    def _fill(self) -> None:
        refused = self.refused_box.isChecked()
        self.shown = [r for r in self.rows if r.possible or refused]
        possible = sum(r.possible for r in self.rows)
        note = counted(self.tr("%n shot(s) possible now", "", possible), possible)
        if self.hidden:
            note += self.tr(" · weapons face down: {0}").format(
                ", ".join(f"P{s + 1}" for s in self.hidden)
            )
        self.note.setText(note)
        self.table.setColumnHidden(len(SHOT_COLUMNS) - 1, not refused)  # "Why not"
        self.table.setRowCount(len(self.shown))
        for k, r in enumerate(self.shown):
            cells = [
                f"{unit_words(r.seat, r.unit)} {r.origin}",
                r.weapon,
                f"{unit_words(r.target_seat, r.target_unit)} {r.target}",
                f"{r.distance}/{r.reach}",
                r.sight,
                r.arc,
                self.tr("yes") if r.flank else "",
                "" if not r.possible else (self.tr("auto") if r.number is None else f"{r.number}+"),
                format_percent(r.hit, 0) if r.possible else "",
                format_decimal(r.expected, 2, trim=False) if r.possible else "",
                r.why_not,
            ]
            tip = ", ".join(r.modifiers) + (
                self.tr("; damage {0} against armor {1}+").format(r.damage, r.armor)
                if r.possible
                else ""
            )
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tip or text)
                if col in (0, 2):
                    seat = r.seat if col == 0 else r.target_seat
                    item.setForeground(QBrush(style.seat_color(seat).darker(120)))
                elif not r.possible:
                    item.setForeground(QBrush(Qt.GlobalColor.gray))
                self.table.setItem(k, col, item)

    def _show_row(self, row: int) -> None:
        if 0 <= row < len(self.shown):
            r = self.shown[row]
            self.shotShown.emit((r.origin, r.target))

    def _selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self._show_row(rows[0].row())
        else:
            self.shotShown.emit(None)

    def leaveEvent(self, event: QEvent) -> None:
        """The pointer leaves: the selected row's shot, or none, stays on the board."""
        super().leaveEvent(event)
        self._selected()
