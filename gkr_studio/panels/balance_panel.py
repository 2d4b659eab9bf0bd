"""The Balance dock: how the bots fare on each seat of the map being edited.

Shows what :class:`gkr_studio.playtest.live.LiveBalance` reports: each seat's
luck-adjusted win rate with its 95% interval (the chart of the Balance Playtest
dialog), the verdict in words, how many deals so far, a Pause toggle, and why
(:class:`~gkr_studio.panels.balance_why.WhyView`: the checks set against the games, each
seat's story). Rule checks stay in
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
from gkr_studio.panels.balance_why import WhyView
from gkr_studio.playtest.balance import WinRateChart
from gkr_studio.playtest.lost_games import LostGameButton


VERDICT_COLORS = {"fair": "#2f9e44", "edge": "#e8590c", "unclear": "#555"}


def verdict_line(result: PlaytestResult) -> str:
    """The verdict so far in words, as the engine words it (``"9F favoured by 6.5 points,
    3.3–9.7"``), capitalised."""
    text = result.verdict_text or "no verdict yet"
    return text[:1].upper() + text[1:]


class BalancePanel(QWidget):
    """Live win rates per seat, the verdict so far, the deals played, a Pause toggle."""

    pauseToggled = Signal(bool)
    lostGameWanted = Signal(int)
    """“Show a game where SEAT lost”: the seat (the main window opens the replay)."""

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
        self.chart = WinRateChart(adjusted=True)
        self.chart.placeholder = "Each seat's win rate shows here as games finish"
        self.chart.setMinimumHeight(170)
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setColumnCount(3)
        self.table.setHorizontalHeaderLabels(["Seat", "Win rate", "95% interval"])
        self.table.setToolTip("Win rates adjusted for each seat's luck with the dice and"
                              " the cards, over whole deals")
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setMaximumHeight(140)
        self.why = WhyView()
        self.lost_button = LostGameButton()
        self.lost_button.seatChosen.connect(self.lostGameWanted)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.verdict)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.table)
        layout.addWidget(self.lost_button)
        layout.addWidget(self.why, 1)

    def set_state(self, state: str, text: str) -> None:
        self.status.setText(text)
        if state in ("invalid", "failed"):
            self.verdict.setText("")

    def set_result(self, result: PlaytestResult | None) -> None:
        self.result = result
        self.chart.set_result(result)
        self.why.set_result(result)
        self.lost_button.set_result(result)
        if result is None or not result.games:
            self.verdict.setText("")
            self.table.setRowCount(0)
            return
        self.verdict.setText(verdict_line(result))
        self.verdict.setStyleSheet(f"color: {VERDICT_COLORS.get(result.verdict, '#555')}")
        self.table.setRowCount(len(result.seats))
        for row, seat in enumerate(result.seats):
            lo, hi = seat.adjusted_ci
            cells = [f"Seat {seat.seat + 1} ({seat.start})", f"{seat.adjusted_win_rate:.1%}",
                     f"{lo:.1%} – {hi:.1%}"]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 0:
                    item.setForeground(QBrush(style.seat_color(seat.seat).darker(120)))
                self.table.setItem(row, col, item)

    def _pause_toggled(self, on: bool) -> None:
        self.pause_button.setText("Resume" if on else "Pause")
        self.pauseToggled.emit(on)
