"""The Balance Playtest's second opinion: the same games played by the strong bot
(:mod:`engine.bots.strong`), its verdict beside the first one, and whether they agree
(:class:`engine.verdicts.skills.SkillVerdicts`, as ``gkr-map playtest --skills``).

A map fair for a weak player may not be for a strong one: the button runs the batch the
dialog has just shown again, with the same settings and only the bot changed, in the
background on a run panel of its own (:class:`~gkr_studio.balance.run_panel.RunPanel`:
its progress bar shows only while it plays).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from engine.core import format_integer
from engine.game import Catalog
from engine.mapmodel import GameMap
from engine.playtest import BatchSettings, PlaytestResult, SkillVerdicts, WarmPool, batch_figures
from gkr_studio.balance.run_panel import RunPanel
from gkr_studio.balance.workers import PlaytestWorker

SECOND_BOT = "strong"
"""The bot that gives the second opinion."""


class SecondOpinion(QWidget):
    """A button that plays the dialog's last batch again with :data:`SECOND_BOT`, and a
    table of both verdicts and each seat's win rate, side by side."""

    runStarted = Signal()
    runEnded = Signal()

    def __init__(
        self, game_map: GameMap, busy: Callable[[], bool], parent: QWidget | None = None
    ) -> None:
        """``busy()``: whether the dialog is running games of its own (no second opinion
        meanwhile)."""
        super().__init__(parent)
        self.game_map = game_map
        self.busy = busy
        self.first: PlaytestResult | None = None
        self.second: PlaytestResult | None = None
        self.batch: tuple[BatchSettings, int, Catalog | None, WarmPool | None] | None = None
        self.run_panel = RunPanel(
            self.tr("Second opinion: the same games with the strong bot"), keep_progress=False
        )
        self.run_panel.run_button.setToolTip(
            self.tr(
                "A map fair for a weaker player may not be for a stronger one: play the same"
                " games again with the strong bot (it looks ahead, and takes longer) and compare"
                " the verdicts"
            )
        )
        self.run_panel.set_available(False)
        self.run_panel.runRequested.connect(self.start)
        self.run_panel.runStarted.connect(self.runStarted)
        self.run_panel.runEnded.connect(self.runEnded)
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.run_panel)
        layout.addWidget(self.table)

    @property
    def running(self) -> bool:
        return self.run_panel.running

    def set_first(
        self,
        result: PlaytestResult | None,
        settings: BatchSettings | None = None,
        workers: int = 1,
        catalog: Catalog | None = None,
        pool: WarmPool | None = None,
    ) -> None:
        """The batch the dialog shows now (``None``: none, or one being played): the second
        opinion plays it again; an earlier second opinion is put away."""
        if self.running:
            return
        self.first, self.second = result, None
        self.batch = None if settings is None else (settings, workers, catalog, pool)
        self.table.setVisible(False)
        self.run_panel.say("")
        self.run_panel.set_available(
            result is not None
            and bool(result.games)
            and settings is not None
            and settings.bot != SECOND_BOT
        )

    def start(self) -> None:
        """Play the first batch's games again with the strong bot, in the background."""
        if self.running or self.batch is None or self.busy():
            return
        settings, workers, catalog, pool = self.batch
        settings = replace(settings, bot=SECOND_BOT)
        worker = PlaytestWorker(self.game_map, settings, workers, catalog, pool)
        self.run_panel.start(
            worker,
            self._finished,
            settings.games or 0,
            self.tr("The strong bot is playing the same games…"),
        )

    def cancel(self) -> None:
        self.run_panel.cancel()

    def stop_and_wait(self) -> None:
        """Cancel a run and wait for its games under way (the dialog is closing)."""
        self.run_panel.stop_and_wait()

    def wait_done(self, ms: int = 600_000) -> None:
        """Block until the run ends (for scripts and tests)."""
        self.run_panel.wait_done(ms)

    def _finished(self, result: PlaytestResult) -> None:
        assert self.first is not None
        self.second = result
        self.show_both(self.first, result)

    def show_both(self, first: PlaytestResult, second: PlaytestResult) -> None:
        """A column per bot: its games, verdict and each seat's win rate with its interval;
        below, whether the verdicts agree."""
        figures = [batch_figures(first), batch_figures(second)]
        rows = [self.tr("Games"), self.tr("Verdict")] + [
            self.tr("Seat {0} ({1})").format(side.seat + 1, side.label) for side in figures[0].sides
        ]
        self.table.setRowCount(len(rows))
        self.table.setColumnCount(2)
        self.table.setVerticalHeaderLabels(rows)
        self.table.setHorizontalHeaderLabels(
            [self.tr("{0} bot").format(r.bot) for r in (first, second)]
        )
        for col, (r, f) in enumerate(zip((first, second), figures)):
            games = (
                self.tr("{0} (cancelled)").format(format_integer(r.games))
                if r.cancelled
                else format_integer(r.games)
            )
            cells = [games, f.sentence] + [
                f"{s.cells()['rate']}  {s.cells()['interval']}" for s in f.sides
            ]
            for row, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.table.setVisible(True)
        self.table.resizeRowsToContents()
        self.table.setFixedHeight(  # as tall as its rows: the dialog fits a 768-pixel screen
            self.table.horizontalHeader().sizeHint().height()
            + 2 * self.table.frameWidth()
            + sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        )
        both = SkillVerdicts((first, second))
        if second.cancelled:
            text = self.tr("The second opinion was cancelled: these are the games finished.")
        elif not both.clear:
            text = self.tr(
                "Not comparable yet: a verdict is unclear (play more games, or"
                " stop when the verdict is clear)."
            )
        elif both.agree:
            text = self.tr("The verdicts agree: the map plays the same for the stronger bot.")
        else:
            text = self.tr("The verdicts differ: the map plays differently for a stronger player.")
        self.run_panel.say(text)
