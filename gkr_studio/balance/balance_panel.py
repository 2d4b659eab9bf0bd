"""The Balance dock: how the bots fare on each seat of the map being edited.

Shows what :class:`gkr_studio.balance.live.LiveBalance` reports, in the figures every
view of a batch shows (:func:`engine.verdicts.figures.batch_figures`): each seat's win
rate with its interval (the chart of the Balance Playtest dialog), its luck-adjusted edge,
the verdict in words with the edge named one way, and — once the games end — what to do
next, with a button when the next step is more games. The settings of the games are
shown with the ``gkr-map playtest`` command that plays the same games. A Pause toggle
stops the games. Below, why (:class:`~gkr_studio.balance.balance_why.WhyView`: the checks
set against the games, each seat's story). Rule checks stay in the Checks dock; this one is
about play.
"""

from __future__ import annotations

import os
from typing import Callable

from PySide6.QtCore import Qt, Signal
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

from engine.core import _
from engine.mapmodel import GameMap
from engine.playtest import (
    FIGURE_COLUMNS,
    BatchFigures,
    BatchSettings,
    PlaytestResult,
    batch_figures,
)
from engine.repair import BalanceFix
from gkr_studio import style
from gkr_studio.balance.balance_why import WhyView
from gkr_studio.balance.batch_words import count_text
from gkr_studio.balance.live import LiveBalance
from gkr_studio.balance.lost_games import LostGameButton
from gkr_studio.balance.win_rate_chart import WinRateChart
from gkr_studio.batch_command import MAP_PLACEHOLDER, batch_command
from gkr_studio.screen_fit import fit_rows

VERDICT_COLORS = {"fair": "#2f9e44", "edge": "#e8590c", "unclear": "#555"}
DOCK_COLUMNS = ("rate", "adjusted_edge")
"""The figures the dock's table shows after the seat (the chart shows the intervals)."""


def two_lines(heading: str, longest: int = 14) -> str:
    """A heading longer than ``longest`` characters broken at its space nearest the middle
    (a table's heading in a narrow dock: ``Avantage corrigé`` over ``de la chance``).

    >>> two_lines("Avantage corrigé de la chance"), two_lines("Win rate")
    ('Avantage corrigé\\nde la chance', 'Win rate')
    """
    spaces = [i for i, c in enumerate(heading) if c == " "]
    if len(heading) <= longest or not spaces:
        return heading
    middle = min(spaces, key=lambda i: abs(2 * i - len(heading)))
    return heading[:middle] + "\n" + heading[middle + 1 :]


def verdict_line(result: PlaytestResult) -> str:
    """The verdict so far in words, as the engine words it (``"9F favoured by 6.5 points,
    3.3–9.7"``), capitalised."""
    return batch_figures(result).sentence


class BalancePanel(QWidget):
    """Live win rates per seat, the verdict so far and what to do next, the games'
    settings, a Pause toggle."""

    pauseToggled = Signal(bool)
    lostGameWanted = Signal(int)
    """“Show a game where SEAT lost”: the seat (the main window opens the replay)."""
    moreGamesRequested = Signal()
    """The designer asks for more games (the batch ended undecided at its cap)."""
    fixRequested = Signal()
    """The designer asks for one edit that evens out the edge found."""
    fixAccepted = Signal(object)
    """The designer takes the balance fix found (a :class:`BalanceFix`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: PlaytestResult | None = None
        self.figures: BatchFigures | None = None
        self.pause_button = QPushButton(self.tr("Pause"))
        self.pause_button.setCheckable(True)
        self.pause_button.setToolTip(
            self.tr("Stop playing games after each edit (click again to go on)")
        )
        self.pause_button.toggled.connect(self._pause_toggled)
        self.status = QLabel(self.tr("Games start when you pause editing."))
        self.status.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.status, 1)
        top.addWidget(self.pause_button)
        self.settings_line = QLabel("")
        self.settings_line.setWordWrap(True)
        self.settings_line.setStyleSheet("color: #555")
        self.settings_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.verdict = QLabel("")
        self.verdict.setWordWrap(True)
        font = self.verdict.font()
        font.setBold(True)
        self.verdict.setFont(font)
        self.next_step = QLabel("")
        self.next_step.setWordWrap(True)
        self.action_button = QPushButton("")
        self.action_button.setVisible(False)
        self.action_button.clicked.connect(self._act)
        self.action = "wait"
        """What the button does: ``more-games``, ``fix`` (look for one) or ``apply``."""
        self.fix: BalanceFix | None = None
        """The balance fix found for the map as it is."""
        self.chart = WinRateChart()
        self.chart.placeholder = self.tr("Each seat's win rate shows here as games finish")
        self.chart.setMinimumHeight(170)
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setColumnCount(1 + len(DOCK_COLUMNS))
        self.table.setHorizontalHeaderLabels(  # the dock is narrow: long headings on two lines
            [self.tr("Seat")] + [two_lines(_(FIGURE_COLUMNS[key])) for key in DOCK_COLUMNS]
        )
        self.table.setToolTip(
            self.tr(
                "The edge is the win rate less the fair share, adjusted"
                " for each seat's luck with the dice and the cards,"
                " with its interval: what the verdict rests on"
            )
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)  # the figures never cut, the table's width used
        fit_rows(self.table, least=2)  # as tall as its rows: no empty band, no scrolling
        self.why = WhyView()
        self.lost_button = LostGameButton()
        self.lost_button.seatChosen.connect(self.lostGameWanted)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.settings_line)
        layout.addWidget(self.verdict)
        layout.addWidget(self.next_step)
        layout.addWidget(self.action_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.table)
        layout.addWidget(self.lost_button)
        layout.addWidget(self.why, 1)

    def follow(
        self,
        live: LiveBalance,
        map_file: Callable[[], str | None],
        apply_map: Callable[[str, GameMap], bool],
    ) -> None:
        """Show ``live``'s games (``map_file()``: the map's file, for the command line);
        a balance fix taken is made by ``apply_map(undo_text, map)``."""
        live.updated.connect(self.set_result)
        live.stateChanged.connect(self.set_state)
        live.started.connect(lambda: self.set_settings(live.settings(), map_file()))
        self.moreGamesRequested.connect(live.play_more)
        self.fixRequested.connect(lambda: self.searching(live.find_fix()))
        live.fixer.found.connect(self.offer_fix)
        live.fixer.failed.connect(self._fix_failed)
        self.fixAccepted.connect(
            lambda fix: apply_map(self.tr("Balance fix: {0}").format(fix.edit), fix.map)
        )

    def searching(self, started: bool) -> None:
        """A search for a balance fix started (or could not: games are under way)."""
        if started:
            self.next_step.setText(
                self.tr("Looking for one edit that evens it out: playing the most promising ones…")
            )
            self.action_button.setEnabled(False)

    def offer_fix(self, fix: BalanceFix) -> None:
        """Offer the balance fix found (or say why there is none)."""
        if self.result is None or self.action != "fix":
            return  # the map changed meanwhile
        self.action_button.setEnabled(True)
        if fix.edit is None or fix.after is None:
            tried = len(fix.tried)
            self.next_step.setText(
                count_text(
                    self.tr(
                        "No single edit evens it out: none of the {0} tried shrinks the edge.",
                        "",
                        tried,
                    ),
                    tried,
                )
            )
            self._set_action("wait")
            return
        self.fix = fix
        after = fix.after.verdict_text
        self.next_step.setText(
            self.fix_sentence(fix.after.verdict).format(
                str(fix.edit)[:1].upper() + str(fix.edit)[1:], after[:1].upper() + after[1:]
            )
        )
        self._set_action("apply")

    def fix_sentence(self, verdict: str) -> str:
        """``"{0} makes it fair: {1}"``: the edit and the verdict's sentence after it."""
        if verdict == "fair":
            return self.tr("{0} makes it fair: {1}")
        if verdict == "edge":
            return self.tr("{0} makes it edge: {1}")
        return self.tr("{0} makes it unclear: {1}")

    def _fix_failed(self, message: str) -> None:
        self.action_button.setEnabled(True)
        self.next_step.setText(message[:1].upper() + message[1:])
        self._set_action("wait")

    def _set_action(self, action: str) -> None:
        self.action = action
        labels = {
            "more-games": self.tr("Play more games"),
            "fix": self.tr("Find a balance fix"),
            "apply": self.tr("Make this edit"),
        }
        self.action_button.setVisible(action in labels)
        self.action_button.setText(labels.get(action, ""))

    def _act(self) -> None:
        if self.action == "more-games":
            self.moreGamesRequested.emit()
        elif self.action == "fix":
            self.fixRequested.emit()
        elif self.action == "apply" and self.fix is not None:
            self.fixAccepted.emit(self.fix)

    def set_settings(self, settings: BatchSettings, map_file: str | None = None) -> None:
        """Show the games' settings and the command line that plays the same games."""
        name = os.path.basename(map_file) if map_file else MAP_PLACEHOLDER
        described = settings.describe()
        self.settings_line.setText(
            self.tr("{0}; the same games: {1}").format(
                described[:1].upper() + described[1:], batch_command(settings, name)
            )
        )

    def set_state(self, state: str, text: str) -> None:
        self.status.setText(text)
        if state in ("invalid", "failed"):
            self.verdict.setText("")
            self.next_step.setText("")
            self._set_action("wait")

    def set_result(self, result: PlaytestResult | None) -> None:
        self.result = result
        self.chart.set_result(result)
        self.why.set_result(result)
        self.lost_button.set_result(result)
        self.figures = batch_figures(result) if result is not None and result.games else None
        figures = self.figures
        self.fix = None
        self.action_button.setEnabled(True)
        if figures is None:
            self.verdict.setText("")
            self.next_step.setText("")
            self._set_action("wait")
            self.table.setRowCount(0)
            fit_rows(self.table, least=2)
            return
        self.verdict.setText(figures.sentence)
        self.verdict.setStyleSheet(f"color: {VERDICT_COLORS.get(figures.verdict, '#555')}")
        self.next_step.setText(figures.next_step)
        self._set_action(figures.action)
        self.table.setRowCount(len(figures.sides))
        for row, side in enumerate(figures.sides):
            cells = side.cells()
            texts = [self.tr("Seat {0} ({1})").format(side.seat + 1, side.label)] + [
                cells[k] for k in DOCK_COLUMNS
            ]
            for col, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if col == 0:
                    item.setForeground(QBrush(style.seat_color(side.seat).darker(120)))
                self.table.setItem(row, col, item)
        fit_rows(self.table, least=2)

    def _pause_toggled(self, on: bool) -> None:
        self.pause_button.setText(self.tr("Resume") if on else self.tr("Pause"))
        self.pauseToggled.emit(on)
