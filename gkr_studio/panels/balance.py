"""The Balance dock: how the bots fare on each seat of the map being edited.

Shows what :class:`gkr_studio.playtest.live.LiveBalance` reports: each seat's win
rate with its 95% interval (the chart of the Balance Playtest dialog), a line
with the verdict, how many games so far, and a Pause toggle. Rule checks stay in
the Checks dock; this one is about play.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.playtest import PlaytestResult
from gkr_studio import style
from gkr_studio.playtest.balance import WinRateChart


def verdict_line(result: PlaytestResult) -> str:
    """The designer's one-line reading of a batch so far.

    Every seat's interval holding its fair share reads as fair so far; a seat whose
    interval lies wholly above (below) its fair share reads as favoured (held back).
    """
    fair = 1.0 / max(1, len(result.seats))
    ahead = [s for s in result.seats if s.ci_low > fair]
    behind = [s for s in result.seats if s.ci_high < fair]
    if ahead:
        best = max(ahead, key=lambda s: s.win_rate)
        return (f"Seat {best.seat + 1} ({best.start}) favoured: wins {best.win_rate:.0%},"
                f" fair share {fair:.0%}")
    if behind:
        worst = min(behind, key=lambda s: s.win_rate)
        return (f"Seat {worst.seat + 1} ({worst.start}) held back: wins {worst.win_rate:.0%},"
                f" fair share {fair:.0%}")
    widest = max((s.ci_high - s.ci_low) / 2 for s in result.seats)
    return f"No seat stands out so far (each seat's rate known to ±{widest:.0%})"


class BalancePanel(QWidget):
    """Live win rates per seat, the verdict so far, the games played, a Pause toggle."""

    pauseToggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: PlaytestResult | None = None
        self.pause_button = QPushButton("Pause")
        self.pause_button.setCheckable(True)
        self.pause_button.setToolTip("Stop playing games after each edit (click again to go on)")
        self.pause_button.toggled.connect(self._pause_toggled)
        self.status = QLabel("Games start when you pause editing.")
        self.status.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.status, 1)
        top.addWidget(self.pause_button)
        self.verdict = QLabel("")
        self.verdict.setWordWrap(True)
        font = self.verdict.font()
        font.setBold(True)
        self.verdict.setFont(font)
        self.chart = WinRateChart()
        self.chart.setMinimumHeight(170)
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setColumnCount(3)
        self.table.setHorizontalHeaderLabels(["Seat", "Win rate", "95% interval"])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setMaximumHeight(140)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.verdict)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.table)

    def set_state(self, state: str, text: str) -> None:
        self.status.setText(text)
        if state in ("invalid", "failed"):
            self.verdict.setText("")

    def set_result(self, result: PlaytestResult | None) -> None:
        self.result = result
        self.chart.set_result(result)
        if result is None or not result.games:
            self.verdict.setText("")
            self.table.setRowCount(0)
            return
        self.verdict.setText(verdict_line(result))
        self.table.setRowCount(len(result.seats))
        for row, seat in enumerate(result.seats):
            cells = [f"Seat {seat.seat + 1} ({seat.start})", f"{seat.win_rate:.1%}",
                     f"{seat.ci_low:.1%} – {seat.ci_high:.1%}"]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 0:
                    item.setForeground(QBrush(style.seat_color(seat.seat).darker(120)))
                self.table.setItem(row, col, item)

    def _pause_toggled(self, on: bool) -> None:
        self.pause_button.setText("Resume" if on else "Pause")
        self.pauseToggled.emit(on)
