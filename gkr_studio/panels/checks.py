"""The live checks dock: the balance analysis's findings, refreshed on every edit."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.analysis import Check, Report, Severity
from engine.hexes import Hex

_MARK = {"ok": "✔", Severity.ERROR: "✖", Severity.WARNING: "▲", Severity.INFO: "ℹ"}
_COLOR = {"ok": QColor("#2f9e44"), Severity.ERROR: QColor("#e03131"),
          Severity.WARNING: QColor("#e8590c"), Severity.INFO: QColor("#1971c2")}


def status_of(check: Check) -> str | Severity:
    return "ok" if check.ok else check.severity


class ChecksPanel(QWidget):
    """Lists the checks (problems first); selecting one highlights its hexes."""

    hexesSelected = Signal(object)
    """A tuple of :class:`Hex` to highlight (empty to clear)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report: Report | None = None
        self.summary = QLabel("No map")
        self.summary.setWordWrap(True)
        self.show_passed = QCheckBox("Show passing checks")
        self.show_passed.setChecked(True)
        self.show_passed.toggled.connect(self._rebuild)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setHeaderHidden(True)
        self.tree.setRootIsDecorated(False)
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.tree.header().setStretchLastSection(True)
        self.tree.itemSelectionChanged.connect(self._selected)
        top = QHBoxLayout()
        top.addWidget(self.summary, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.show_passed)
        layout.addWidget(self.tree, 1)

    def set_report(self, report: Report, elapsed_ms: float | None = None) -> None:
        """Show ``report`` (the analysis of the map as it is now)."""
        self.report = report
        errors, warnings = len(report.errors), len(report.warnings)
        if errors or warnings:
            parts = []
            if errors:
                parts.append(f"{errors} error{'s' if errors != 1 else ''}")
            if warnings:
                parts.append(f"{warnings} warning{'s' if warnings != 1 else ''}")
            text = ", ".join(parts)
        else:
            text = "All checks pass"
        if elapsed_ms is not None:
            text += f"  ·  analysed in {elapsed_ms:.1f} ms"
        self.summary.setText(text)
        self._rebuild()

    def visible_checks(self) -> list[Check]:
        if self.report is None:
            return []
        order = {"error": 0, "warning": 1, "info": 2}
        checks = [c for c in self.report.checks if self.show_passed.isChecked() or not c.ok]
        return sorted(checks, key=lambda c: (c.ok, order[c.severity.value]))

    def _rebuild(self) -> None:
        selected_id = None
        current = self.tree.currentItem()
        if current is not None:
            selected_id = current.data(0, Qt.ItemDataRole.UserRole)
        self.tree.clear()
        for check in self.visible_checks():
            status = status_of(check)
            item = QTreeWidgetItem([_MARK[status], check.message])
            item.setForeground(0, QBrush(_COLOR[status]))
            item.setToolTip(1, f"{check.id} ({check.severity.value})"
                               + (f"\nhexes: {', '.join(map(str, check.hexes))}"
                                  if check.hexes else ""))
            item.setData(0, Qt.ItemDataRole.UserRole, (check.id, check.message))
            item.setData(1, Qt.ItemDataRole.UserRole, check.hexes)
            self.tree.addTopLevelItem(item)
            if selected_id == (check.id, check.message):
                self.tree.setCurrentItem(item)

    def _selected(self) -> None:
        item = self.tree.currentItem()
        hexes: tuple[Hex, ...] = ()
        if item is not None and item.isSelected():
            hexes = tuple(item.data(1, Qt.ItemDataRole.UserRole) or ())
        self.hexesSelected.emit(hexes)

    def messages(self) -> list[str]:
        """The texts shown, in order (for tests and copying)."""
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [item.text(1) for item in items if item is not None]
