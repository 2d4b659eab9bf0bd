"""The studio's balance playtest: many bot games of the map, win rates per seat.

Runs the engine's one batch runner (:func:`engine.playtest.runner.run_batch`) on a worker
thread (the games themselves may run in worker processes), with a progress bar and a cancel
button; shows each seat's win rate with its 95% interval as a chart, the win
types and game lengths, and offers the heat maps (where units fired from, where
they were destroyed) as overlays on the studio's board. On a four-player map it can
play 2v2 games instead (:class:`engine.playtest.team_batch.TeamMode`, worded by
:mod:`gkr_studio.balance.team_run`): each team's win rate and the verdict.
"""

from __future__ import annotations

import os
import shlex
from typing import Any, Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QCloseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.bots import BOT_KINDS
from engine.core import _, format_decimal, format_general, format_integer
from engine.game.modes import FIXED_ALLIANCES, STANDARD_GAME, mode_named
from engine.mapmodel import GameMap
from engine.playtest import (
    DEFAULT_DESIGN,
    DEFAULT_MARGIN,
    BatchSettings,
    PlaytestResult,
    StandardMode,
    TeamMode,
    TeamResult,
    WarmPool,
    batch_figures,
)
from engine.playtest import FIGURE_COLUMNS as COLUMNS
from gkr_studio import style
from gkr_studio.balance.batch_words import count_text, named_verdict, win_types_text
from gkr_studio.balance.lost_games import LostGameButton, lost_game_window
from gkr_studio.balance.restricted_play import RestrictedPlayDialog, favoured_seat
from gkr_studio.balance.run_panel import RunPanel
from gkr_studio.balance.second_opinion import SecondOpinion
from gkr_studio.balance.team_run import team_columns, team_rows, team_summary
from gkr_studio.balance.win_rate_chart import RoundCurveChart, WinRateChart
from gkr_studio.balance.workers import PlaytestWorker
from gkr_studio.batch_command import batch_command
from gkr_studio.canvas.overlays import HeatMap
from gkr_studio.playtest.catalog_picker import CatalogPicker
from gkr_studio.playtest.session import default_bot
from gkr_studio.screen_fit import fit_rows

SEAT_FIGURES = ("wins", "rate", "interval", "edge", "adjusted_edge")
"""The figures of a seat the table shows (:meth:`engine.verdicts.figures.SideFigures.cells`),
between its start and its first blood."""
VERDICT_COLORS = {"fair": "#2f9e44", "edge": "#e8590c", "unclear": "#555"}


class BalancePlaytestDialog(QDialog):
    """Many bot games of the map as it is now; per-seat win rates and heat maps."""

    heatMapChosen = Signal(object)
    """A :class:`HeatMap` to shade on the board, or ``None`` to clear it."""
    runStarted = Signal()
    runEnded = Signal()
    replayOpened = Signal(object)
    """A playtest window replaying one of the games (“Show a game where SEAT lost”)."""

    def __init__(
        self,
        game_map: GameMap,
        parent: QWidget | None = None,
        pool: WarmPool | None = None,
        map_file: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.pool = pool
        self.map_file = map_file
        """The map's file, for the command line that plays the same games."""
        self.setWindowTitle(self.tr("Balance playtest: {0}").format(game_map.name))
        self.game_map = game_map
        self.outcome: PlaytestResult | None = None
        self.team_outcome: TeamResult | None = None
        self.games = QSpinBox()
        self.games.setRange(1, 100_000)
        self.games.setValue(200)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(1)
        self.workers = QSpinBox()
        self.workers.setRange(1, max(1, os.cpu_count() or 1))
        self.workers.setValue(min(2, os.cpu_count() or 1))
        self.bot = QComboBox()
        for kind in sorted(BOT_KINDS):
            self.bot.addItem(kind, kind)
        self.bot.setCurrentIndex(self.bot.findData(default_bot()))
        self.until_verdict = QCheckBox(
            self.tr(
                "Stop when the verdict is clear (as the Balance dock does); Games is then the most"
            )
        )
        self.margin = QDoubleSpinBox()
        self.margin.setRange(0.5, 50.0)
        self.margin.setSingleStep(0.5)
        self.margin.setDecimals(1)
        self.margin.setValue(DEFAULT_MARGIN * 100)
        self.margin.setSuffix(self.tr(" points"))
        self.margin.setToolTip(
            self.tr("How far off its fair share a seat's win rate must be to count as an edge")
        )
        self.mode = QComboBox()
        self.mode.addItem(self.tr("Standard: every seat for itself"), STANDARD_GAME.name)
        self.catalog_picker = CatalogPicker()
        self.command_line = QLabel("")
        self.command_line.setWordWrap(True)
        self.command_line.setStyleSheet("color: #555")
        self.command_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form = QGridLayout()  # two columns of settings: the results get the height
        pairs = [
            (self.tr("Games"), self.games),
            (self.tr("Seed"), self.seed),
            (self.tr("Edge beyond"), self.margin),
            (self.tr("Worker processes"), self.workers),
            (self.tr("Bot in every seat"), self.bot),
        ]
        if FIXED_ALLIANCES.fits(game_map.players):
            self.mode.addItem(
                self.tr("2v2 with fixed alliances: each team's win rate"), FIXED_ALLIANCES.name
            )
            pairs.append((self.tr("Mode"), self.mode))
        for k, (text, field) in enumerate(pairs):
            label = QLabel(text)
            label.setBuddy(field)
            row = (0, 0, 2, 2, 3, 3)[k]  # Games · Seed, the verdict's box, Edge · Workers…
            form.addWidget(label, row, 2 * (k % 2))
            form.addWidget(field, row, 2 * (k % 2) + 1)
        form.addWidget(self.until_verdict, 1, 0, 1, 4)
        form.addWidget(self.catalog_picker, 4, 0, 1, 4)
        form.addWidget(self.command_line, 5, 0, 1, 4)
        form.setColumnStretch(1, 1)
        form.setColumnStretch(3, 1)
        for spin in (self.games, self.seed):
            spin.valueChanged.connect(self._show_command)
        self.margin.valueChanged.connect(self._show_command)
        self.until_verdict.toggled.connect(self._show_command)
        self.bot.currentIndexChanged.connect(self._show_command)
        self.mode.currentIndexChanged.connect(self._show_command)
        self.catalog_picker.catalogChosen.connect(self._show_command)
        self._show_command()
        self.run_panel = RunPanel()
        self.run_panel.say(
            self.tr(
                "Seats are rotated between games: each game the"
                " factions move one seat on, so a seat's rate measures"
                " its start hex."
            )
        )
        self.run_panel.runRequested.connect(self.start)
        self.run_panel.runStarted.connect(self.runStarted)
        self.run_panel.runEnded.connect(self.runEnded)
        self.verdict = QLabel("")
        self.verdict.setWordWrap(True)
        font = self.verdict.font()
        font.setBold(True)
        self.verdict.setFont(font)
        self.next_step = QLabel("")
        self.next_step.setWordWrap(True)
        self.chart = WinRateChart()
        self.round_curve = RoundCurveChart()
        """Each seat's mean chance to win by round, beside the win rates."""
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setColumnCount(len(self.seat_columns()))
        self.table.setHorizontalHeaderLabels(self.seat_columns())
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)  # the figures never cut, the table's width used
        fit_rows(self.table, least=game_map.players)
        self.edge_button = QPushButton(self.tr("What does this seat's edge come from?"))
        self.edge_button.setToolTip(
            self.tr(
                "Play the same deals again with the favoured seat barred from alley shots,"
                " tagging or support units, and see how its win rate moves"
            )
        )
        self.edge_button.setEnabled(False)
        self.edge_button.clicked.connect(self.open_restricted_play)
        self.restricted_dialog: RestrictedPlayDialog | None = None
        self.second_opinion = SecondOpinion(
            game_map, lambda: self.running or self.restricted_running, self
        )
        self.second_opinion.runStarted.connect(self._second_started)
        self.second_opinion.runEnded.connect(self._second_ended)
        self.lost_button = LostGameButton()
        self.lost_button.seatChosen.connect(self.show_lost_game)
        self.lost_note = QLabel()
        self.lost_note.setVisible(False)
        self.replay_windows: list[QWidget] = []
        self.fired_box = QCheckBox(self.tr("Heat map on the board: where units fired from"))
        self.destroyed_box = QCheckBox(self.tr("Heat map on the board: where units were destroyed"))
        for box in (self.fired_box, self.destroyed_box):
            box.setEnabled(False)
            box.toggled.connect(self._heat_toggled)
        body = QWidget()  # scrolls when the results are taller than the screen (1366×768)
        layout = QVBoxLayout(body)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        layout.addLayout(form)
        layout.addWidget(self.run_panel)
        layout.addWidget(self.verdict)
        layout.addWidget(self.next_step)
        charts = QHBoxLayout()
        charts.addWidget(self.chart, 3)
        charts.addWidget(self.round_curve, 2)
        self.chart.setMinimumHeight(125)  # the dialog fits a 1366×768 screen; taller, they grow
        layout.addLayout(charts, 1)
        layout.addWidget(self.table)
        follow = QHBoxLayout()
        follow.addWidget(self.edge_button, 1)
        follow.addWidget(self.lost_button)
        layout.addLayout(follow)
        layout.addWidget(self.lost_note)
        layout.addWidget(self.second_opinion)
        layout.addWidget(self.fired_box)
        layout.addWidget(self.destroyed_box)
        self.resize(860, 700)  # a French table's nine columns show whole, on a 1366×768 screen

    # -- settings -------------------------------------------------------------------------
    def settings(self) -> BatchSettings:
        """The settings of the next run of standard games."""
        return BatchSettings(
            games=self.games.value(),
            seed=self.seed.value(),
            bot=str(self.bot.currentData()),
            design=DEFAULT_DESIGN,
            until_verdict=self.until_verdict.isChecked(),
            margin=round(self.margin.value(), 1) / 100,
        )

    def command(self) -> str:
        """The command line that plays the same games (in the mode chosen)."""
        name = os.path.basename(self.map_file) if self.map_file else "MAP.gkrmap.json"
        line = batch_command(self.settings(), name)
        mode = mode_named(str(self.mode.currentData()))
        if mode is not STANDARD_GAME:
            line += f" --mode {mode.name}"
        path = self.catalog_picker.path
        return line + (f" --catalog {shlex.quote(path)}" if path else "")

    def _show_command(self, *_changed: object) -> None:
        self.command_line.setText(self.tr("The same games: {0}").format(self.command()))

    def seat_columns(self, sequential: bool = False) -> list[str]:
        names = dict(COLUMNS, interval=COLUMNS["sequence" if sequential else "interval"])
        return (
            [self.tr("Seat"), self.tr("Start")]
            + [_(names[k]) for k in SEAT_FIGURES]
            + [self.tr("First blood")]
        )

    # -- running --------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.run_panel.running

    @property
    def restricted_running(self) -> bool:
        """Whether its restricted play (:meth:`open_restricted_play`) is running."""
        return self.restricted_dialog is not None and self.restricted_dialog.running

    def start(self) -> None:
        if self.running or self.restricted_running or self.second_opinion.running:
            return
        self.edge_button.setEnabled(False)
        self.second_opinion.set_first(None)
        self.lost_button.set_result(None)
        self.outcome = None
        self.chart.set_result(None)
        self.round_curve.set_curves(())
        self.table.setRowCount(0)
        self.verdict.setText("")
        self.next_step.setText("")
        games = self.games.value()
        self.team_outcome = None
        mode = mode_named(str(self.mode.currentData()))
        teams = mode.fixed_teams
        worker = PlaytestWorker(
            self.game_map,
            self.settings(),
            self.workers.value(),
            self.catalog_picker.catalog,
            self.pool,
            TeamMode(mode.name) if teams else StandardMode(),
        )
        done: Callable[[Any], None] = self._team_finished if teams else self._finished
        self.run_panel.start(
            worker, done, games, count_text(self.tr("Playing {0} game(s)…", "", games), games)
        )

    def cancel(self) -> None:
        """Stop once the games under way are over."""
        self.run_panel.cancel()

    def wait_done(self, ms: int = 600_000) -> None:
        """Block until the run ends (for scripts and tests)."""
        self.run_panel.wait_done(ms)

    # -- results ----------------------------------------------------------------------------
    def _finished(self, result: PlaytestResult) -> None:
        self.outcome = result
        self.chart.setVisible(True)
        figures = batch_figures(result)
        self.show_verdict(figures.verdict, figures.sentence, figures.next_step)
        columns = self.seat_columns(figures.sequential)
        self.table.setColumnCount(len(columns))
        self.table.setHorizontalHeaderLabels(columns)
        self.chart.set_result(result)
        self.round_curve.set_curves(result.win_chances)
        self.table.setRowCount(len(figures.sides))
        for row, side in enumerate(figures.sides):
            figure_cells = side.cells()
            cells = (
                [self.tr("Seat {0}").format(side.seat + 1), side.label]
                + [figure_cells[k] for k in SEAT_FIGURES]
                + [format_general(result.first_blood[side.seat])]
            )
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 0:
                    item.setForeground(QBrush(style.seat_color(side.seat).darker(120)))
                self.table.setItem(row, col, item)
        fit_rows(self.table, least=self.game_map.players)
        self.run_panel.say(self.batch_summary(result))
        for box in (self.fired_box, self.destroyed_box):
            box.setEnabled(True)
        self.edge_button.setEnabled(bool(result.games))
        self.second_opinion.set_first(
            result, self.settings(), self.workers.value(), self.catalog_picker.catalog, self.pool
        )
        self.lost_button.set_result(result)
        self._heat_toggled()

    def batch_summary(self, result: PlaytestResult) -> str:
        """The status line under the progress bar after a run: the games, how they ended, how
        long they took."""
        n, length = result.games, result.length
        played = (
            self.tr("{0} game(s) (cancelled: these are the games finished).", "", n)
            if result.cancelled
            else self.tr("{0} game(s).", "", n)
        )
        return self.tr(
            "{0} Win types: {1}. Game length: {2} rounds on average (median {3}, from {4} to {5})."
        ).format(
            count_text(played, n),
            win_types_text(result.win_types),
            format_decimal(length.mean, 1, trim=False),
            format_general(length.median),
            format_integer(length.min),
            format_integer(length.max),
        )

    def show_lost_game(self, seat: int) -> QWidget | None:
        """Open, as a replay, a game of the last run where ``seat`` lost (one line in the
        dialog when there is none)."""
        if self.outcome is None:
            return None
        self.setCursor(Qt.CursorShape.WaitCursor)
        try:
            window = lost_game_window(
                self.game_map, self.outcome, seat, self.catalog_picker.catalog
            )
        finally:
            self.unsetCursor()
        if isinstance(window, str):
            self.lost_note.setText(window)
            self.lost_note.setVisible(True)
            return None
        self.lost_note.setVisible(False)
        self.replay_windows = [w for w in self.replay_windows if w.isVisible()] + [window]
        self.replayOpened.emit(window)
        window.show()
        return window

    def open_restricted_play(self) -> RestrictedPlayDialog:
        """“What does this seat's edge come from?”: the restricted-play dialog with this
        dialog's settings, the favoured seat picked; its runs hold the live games too."""
        if self.restricted_dialog is None:
            dialog = RestrictedPlayDialog(
                self.game_map,
                self,
                seat=favoured_seat(self.outcome),
                games=self.games.value(),
                seed=self.seed.value(),
                workers=self.workers.value(),
                bot=str(self.bot.currentData()),
                catalog=self.catalog_picker.catalog,
                pool=self.pool,
                busy=lambda: self.running,
            )
            dialog.runStarted.connect(self.runStarted)
            dialog.runEnded.connect(self.runEnded)
            self.restricted_dialog = dialog
        elif not self.restricted_dialog.running:
            self.restricted_dialog.seat.setCurrentIndex(favoured_seat(self.outcome))
        self.restricted_dialog.show()
        self.restricted_dialog.raise_()
        return self.restricted_dialog

    def _team_finished(self, result: TeamResult) -> None:
        """A 2v2 run: a row per team in the table; no seat chart, no heat maps."""
        self.team_outcome = result
        self.chart.set_result(None)
        self.chart.setVisible(False)
        self.round_curve.set_curves(())
        rows = team_rows(result)
        text = named_verdict(result.verdict, result.verdict_text)
        self.show_verdict(result.verdict, text[:1].upper() + text[1:], result.judgement.next_step)
        columns = team_columns()
        self.table.setColumnCount(len(columns))
        self.table.setHorizontalHeaderLabels(columns)
        self.table.setRowCount(len(rows))
        for row, cells in enumerate(rows):
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 0:
                    item.setForeground(QBrush(style.team_color(row)))
                self.table.setItem(row, col, item)
        fit_rows(self.table, least=self.game_map.players)
        self.run_panel.say(team_summary(result))

    def show_verdict(self, verdict: str, sentence: str, next_step: str) -> None:
        """The verdict's sentence (coloured by the verdict) and what to do next."""
        self.verdict.setText(sentence)
        self.verdict.setStyleSheet(f"color: {VERDICT_COLORS.get(verdict, '#555')}")
        self.next_step.setText(next_step)

    def heat_map(self) -> HeatMap | None:
        """The heat map ticked, with what it counts and over how many games."""
        result = self.outcome
        if result is None:
            return None
        if self.fired_box.isChecked():
            counts, what = result.fired_from, self.tr("where units fired from")
        elif self.destroyed_box.isChecked():
            counts, what = result.destroyed_at, self.tr("where units were destroyed")
        else:
            return None
        return HeatMap(dict(counts), what, result.games, self.game_map)

    def _heat_toggled(self, _on: bool = False) -> None:
        sender = self.sender()
        if sender is self.fired_box and self.fired_box.isChecked():
            self.destroyed_box.setChecked(False)
        elif sender is self.destroyed_box and self.destroyed_box.isChecked():
            self.fired_box.setChecked(False)
        self.heatMapChosen.emit(self.heat_map())

    def _second_started(self) -> None:
        self.run_panel.set_available(False)
        self.runStarted.emit()

    def _second_ended(self) -> None:
        self.run_panel.set_available(True)
        self.runEnded.emit()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.restricted_dialog is not None:
            self.restricted_dialog.close()
        self.second_opinion.stop_and_wait()
        self.run_panel.stop_and_wait()
        super().closeEvent(event)  # the heat map stays: Ctrl+7 switches it  # type: ignore[arg-type]


def balance_dialog(
    previous: BalancePlaytestDialog | None,
    game_map: GameMap,
    parent: QWidget,
    pool: WarmPool | None,
    show_heat: Callable[[HeatMap | None], None],
    hold: Callable[[bool], None],
    map_file: str | None = None,
    show_window: Callable[[Any], object] | None = None,
) -> BalancePlaytestDialog:
    """The Balance Playtest of ``game_map``: ``previous`` when it played this very map
    (its last games and heat map choice kept), else a new dialog whose heat maps go to
    ``show_heat``, whose runs ``hold`` the live games and whose replays go to
    ``show_window``."""
    if previous is not None and previous.game_map == game_map:
        return previous
    if previous is not None and not previous.running and not previous.restricted_running:
        previous.deleteLater()
    dialog = BalancePlaytestDialog(game_map, parent, pool=pool, map_file=map_file)
    dialog.heatMapChosen.connect(show_heat)
    dialog.runStarted.connect(lambda: hold(True))
    dialog.runEnded.connect(lambda: hold(False))
    if show_window is not None:
        dialog.replayOpened.connect(show_window)
    return dialog
