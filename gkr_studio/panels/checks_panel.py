"""The live checks dock: the balance analysis's findings, refreshed on every edit."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.analysis import Check, Report, Severity
from engine.analysis.checklist import spec_of
from engine.core import format_decimal
from engine.geometry import Hex
from gkr_studio.panels.team_table import TeamTable

_MARK = {"ok": "✔", Severity.ERROR: "✖", Severity.WARNING: "▲", Severity.INFO: "ℹ"}
_COLOR = {
    "ok": QColor("#2f9e44"),
    Severity.ERROR: QColor("#e03131"),
    Severity.WARNING: QColor("#e8590c"),
    Severity.INFO: QColor("#1971c2"),
}


_KEY = Qt.ItemDataRole.UserRole
_HEXES = Qt.ItemDataRole.UserRole + 1


def status_of(check: Check) -> str | Severity:
    return "ok" if check.ok else check.severity


def _icon(status: str | Severity) -> QIcon:
    """A round badge with the check's mark, in the status colour."""
    pixmap = QPixmap(18, 18)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_COLOR[status])
    painter.drawEllipse(1, 1, 16, 16)
    painter.setPen(QColor("white"))
    font = QFont("Sans Serif")
    font.setBold(True)
    font.setPixelSize(11)
    painter.setFont(font)
    painter.drawText(pixmap.rect(), Qt.AlignmentFlag.AlignCenter, _MARK[status])
    painter.end()
    return QIcon(pixmap)


class ChecksPanel(QWidget):
    """Lists the checks (problems first); selecting one highlights its hexes."""

    hexesSelected = Signal(object)
    """A tuple of :class:`Hex` to highlight (empty to clear)."""
    fixRequested = Signal(str)
    """The id of the selected check whose suggested fix the designer asked for."""
    problemSelected = Signal(str)
    """The id of the failing check just selected ("" when none is): time to offer its fix."""
    fixAllRequested = Signal()
    """The designer asked for the smallest change that clears every failing check."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report: Report | None = None
        self.summary = QLabel(self.tr("No map"))
        self.summary.setWordWrap(True)
        self.show_passed = QCheckBox(self.tr("Show passing checks"))
        self.show_passed.setChecked(True)
        self.show_passed.toggled.connect(self._rebuild)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setUniformItemSizes(False)
        self.list.setSpacing(2)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.itemSelectionChanged.connect(self._selected)
        top = QHBoxLayout()
        top.addWidget(self.summary, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.show_passed)
        layout.addWidget(self.list, 1)
        self.team_table = TeamTable()
        layout.addWidget(self.team_table)
        self.fix_note = QLabel()
        self.fix_note.setWordWrap(True)
        self.fix_note.setVisible(False)
        layout.addWidget(self.fix_note)
        self.fix_button = QPushButton()
        self.fix_button.setVisible(False)
        self.fix_button.clicked.connect(self._fix)
        layout.addWidget(self.fix_button)
        self.fix_all_button = QPushButton(self.tr("Fix all warnings"))
        self.fix_all_button.setToolTip(
            self.tr(
                "Make the smallest change that clears every failing check, as one undoable edit"
            )
        )
        self.fix_all_button.setVisible(False)
        self.fix_all_button.clicked.connect(self.fixAllRequested.emit)
        layout.addWidget(self.fix_all_button)

    def set_report(self, report: Report, elapsed_ms: float | None = None) -> None:
        """Show ``report`` (the analysis of the map as it is now)."""
        self.report = report
        errors, warnings = len(report.errors), len(report.warnings)
        if errors or warnings:
            parts = []
            if errors:
                parts.append(
                    (self.tr("{0} error") if errors == 1 else self.tr("{0} errors")).format(errors)
                )
            if warnings:
                parts.append(
                    (self.tr("{0} warning") if warnings == 1 else self.tr("{0} warnings")).format(
                        warnings
                    )
                )
            text = ", ".join(parts)
        else:
            text = self.tr("All checks pass")
        if elapsed_ms is not None:
            text += "  ·  " + self.tr("analysed in {0} ms").format(
                format_decimal(elapsed_ms, 1, trim=False)
            )
        self.summary.setText(text)
        # a draft's players check is for the designer: Fix all only when a repair can help
        self.fix_all_button.setVisible(
            any(not c.ok and spec_of(c.id).repairable for c in report.checks)
        )
        self.team_table.set_metrics(report.metrics)
        self._rebuild()

    def visible_checks(self) -> list[Check]:
        if self.report is None:
            return []
        order = {"error": 0, "warning": 1, "info": 2}
        checks = [c for c in self.report.checks if self.show_passed.isChecked() or not c.ok]
        return sorted(checks, key=lambda c: (c.ok, order[c.severity.value]))

    def _rebuild(self) -> None:
        selected = None
        current = self.list.currentItem()
        if current is not None and current.isSelected():
            selected = current.data(_KEY)
        self.list.blockSignals(True)
        self.list.clear()
        for check in self.visible_checks():
            status = status_of(check)
            item = QListWidgetItem(_icon(status), check.message)
            item.setToolTip(
                f"{check.id} ({'passes' if check.ok else check.severity.value})"
                + (f"\nhexes: {', '.join(map(str, check.hexes))}" if check.hexes else "")
            )
            item.setData(_KEY, (check.id, check.message))
            item.setData(_HEXES, check.hexes)
            self.list.addItem(item)
            if selected == (check.id, check.message):
                self.list.setCurrentItem(item)
        self.list.blockSignals(False)
        if selected is not None or self.fix_button.isVisible() or self.fix_note.isVisible():
            # the map changed: the fix offered (or the note) was for the map before; offer
            # afresh for the selection kept, or nothing once the check passes or is gone
            self._selected()

    def offer_fix(self, check_id: str, text: str | None, possible: bool = True) -> None:
        """Show the fix for the selected check: a button when there is one, a note
        saying why not when there is none (``text`` ``None``: offer nothing)."""
        self.fix_button.setVisible(bool(text) and possible)
        self.fix_note.setVisible(bool(text) and not possible)
        if text and possible:
            self.fix_button.setText(text)
            self.fix_button.setProperty("check", check_id)
        elif text:
            self.fix_note.setText(text)

    def _selected(self) -> None:
        item = self.list.currentItem()
        hexes: tuple[Hex, ...] = ()
        problem = ""
        if item is not None and item.isSelected():
            hexes = tuple(item.data(_HEXES) or ())
            if not self._ok(item):
                problem = str(item.data(_KEY)[0])
        self.fix_button.setVisible(False)
        self.fix_note.setVisible(False)
        self.hexesSelected.emit(hexes)
        self.problemSelected.emit(problem)

    def _ok(self, item: QListWidgetItem) -> bool:
        key = item.data(_KEY)
        return self.report is not None and any(
            c.ok for c in self.report.checks if (c.id, c.message) == tuple(key)
        )

    def _fix(self) -> None:
        check = self.fix_button.property("check")
        if check:
            self.fixRequested.emit(str(check))

    def messages(self) -> list[str]:
        """The texts shown, in order (for tests and copying)."""
        items = (self.list.item(i) for i in range(self.list.count()))
        return [item.text() for item in items if item is not None]

    def select(self, row: int) -> None:
        self.list.setCurrentRow(row)
