"""“What does this seat's edge come from?”: restricted play in the studio.

Plays the map's batch once as it is and once per part of the game with one seat barred
from it (:func:`engine.playtest.restricted.run_restricted`, the engine's one runner, on
the studio's worker pool, off the GUI thread, cancellable), and shows a table: the part,
the seat's win rate unrestricted and restricted, and the change with its 95% interval.
A part whose bar takes a lot from the seat is part of where its edge comes from.
Offered from the Balance Playtest dialog (:mod:`gkr_studio.balance.balance_dialog`).
"""

from __future__ import annotations

import os
from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHeaderView,
    QLabel,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.bots import RESTRICTION_PARTS
from engine.core import format_decimal
from engine.game import Catalog
from engine.mapmodel import GameMap
from engine.playtest import PlaytestResult, RestrictedPlay, WarmPool, run_restricted
from gkr_studio.balance.batch_words import count_text, percent
from gkr_studio.balance.run_panel import RunPanel
from gkr_studio.balance.workers import BatchWorker


def signed(share: float) -> str:
    """A change of win rate in points, signed, one decimal: ``+4.5``, ``-0.5`` (``+4,5``
    in French)."""
    return ("-" if share < 0 else "+") + format_decimal(abs(100 * share), 1, trim=False)


def favoured_seat(result: PlaytestResult | None) -> int:
    """The seat with the highest win rate in ``result`` (seat 0 without one)."""
    if result is None or not result.seats:
        return 0
    return max(result.seats, key=lambda s: (s.win_rate, -s.seat)).seat


class RestrictedPlayWorker(BatchWorker):
    """The unrestricted batch and one batch per part with ``seat`` barred from it, off the
    GUI thread; progress over every batch."""

    progressed = Signal(int, int)

    def __init__(
        self,
        game_map: GameMap,
        seat: int,
        games: int,
        seed: int,
        workers: int,
        bot: str,
        catalog: Catalog | None = None,
        pool: WarmPool | None = None,
    ) -> None:
        super().__init__()
        self.game_map = game_map
        self.seat = seat
        self.games = games
        self.seed = seed
        self.workers = workers
        self.bot = bot
        self.catalog = catalog
        self.pool = pool

    def play(self) -> object:
        return run_restricted(
            self.game_map,
            [(self.seat, p) for p in RESTRICTION_PARTS],
            self.games,
            self.seed,
            workers=self.workers,
            bot=self.bot,
            catalog=self.catalog,
            progress=self.progressed.emit,
            should_stop=self.stop.is_set,
            pool=self.pool,
        )


class RestrictedPlayDialog(QDialog):
    """Pick a seat (the favoured one first), run its restrictions, read the table."""

    runStarted = Signal()
    runEnded = Signal()

    def __init__(
        self,
        game_map: GameMap,
        parent: QWidget | None = None,
        *,
        seat: int = 0,
        games: int = 200,
        seed: int = 1,
        workers: int = 1,
        bot: str = "full",
        catalog: Catalog | None = None,
        pool: WarmPool | None = None,
        busy: Callable[[], bool] = lambda: False,
    ) -> None:
        """``busy()``: another run uses the pool now (then Run waits to be clicked again)."""
        super().__init__(parent)
        self.busy = busy
        self.game_map = game_map
        self.bot = bot
        self.catalog = catalog
        self.pool = pool
        self.outcome: RestrictedPlay | None = None
        self.setWindowTitle(
            self.tr("What does this seat's edge come from? %1").replace("%1", game_map.name)
        )
        self.seat = QComboBox()
        for k, h in enumerate(game_map.starts):
            self.seat.addItem(
                self.tr("Seat %1 (%2)").replace("%1", str(k + 1)).replace("%2", str(h)), k
            )
        self.seat.setCurrentIndex(seat)
        self.games = QSpinBox()
        self.games.setRange(1, 100_000)
        self.games.setValue(games)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(seed)
        self.workers = QSpinBox()
        self.workers.setRange(1, max(1, workers, os.cpu_count() or 1))
        self.workers.setValue(workers)
        form = QFormLayout()
        form.addRow(self.tr("Seat"), self.seat)
        form.addRow(self.tr("Games a batch"), self.games)
        form.addRow(self.tr("Seed"), self.seed)
        form.addRow(self.tr("Worker processes"), self.workers)
        self.run_panel = RunPanel()
        self.run_panel.say(
            self.tr(
                "The seat plays the same deals again barred from one part of the game at a"
                " time. Every seat loses when barred from a part it uses: a part explains the"
                " edge when barring it costs this seat more than it costs the others."
            )
        )
        self.run_panel.runRequested.connect(self.start)
        self.run_panel.runStarted.connect(self.runStarted)
        self.run_panel.runEnded.connect(self.runEnded)
        self.answer = QLabel()
        """Where the seat's edge comes from, in the engine's sentence (above the table)."""
        self.answer.setWordWrap(True)
        self.answer.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.answer.hide()
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setColumnCount(4)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Barred from"),
                self.tr("Unrestricted"),
                self.tr("Restricted"),
                self.tr("Change (95% interval)"),
            ]
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for col in (1, 2):  # the rates are short: the change and its interval get the room
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        rows = len(RESTRICTION_PARTS)  # every part's row shows without scrolling
        self.table.setMinimumHeight(
            self.table.horizontalHeader().sizeHint().height()
            + rows * self.table.verticalHeader().defaultSectionSize()
            + 2 * self.table.frameWidth()
            + 2
        )
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.run_panel)
        layout.addWidget(self.answer)
        layout.addWidget(self.table, 1)
        self.resize(640, 420)

    def part_name(self, part: str) -> str:
        names = {
            "alley-shots": self.tr("Alley shots"),
            "tagging": self.tr("Tagging"),
            "support-units": self.tr("Support units"),
        }
        return names.get(part, part)

    # -- running --------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.run_panel.running

    def start(self) -> None:
        if self.running or self.busy():
            return
        self.outcome = None
        self.answer.clear()
        self.answer.hide()
        self.table.setRowCount(0)
        games = self.games.value()
        worker = RestrictedPlayWorker(
            self.game_map,
            int(self.seat.currentData()),
            self.games.value(),
            self.seed.value(),
            self.workers.value(),
            self.bot,
            self.catalog,
            self.pool,
        )
        self.run_panel.start(
            worker,
            self._finished,
            1,
            count_text(
                self.tr("Playing {1} batches of {0} game(s)…", "", games),
                games,
                1 + len(RESTRICTION_PARTS),
            ),
        )

    def cancel(self) -> None:
        """Stop once the games under way are over."""
        self.run_panel.cancel()

    def wait_done(self, ms: int = 600_000) -> None:
        """Block until the run ends (for scripts and tests)."""
        self.run_panel.wait_done(ms)

    # -- results ----------------------------------------------------------------------------
    def rows(self) -> list[list[str]]:
        """The table's cells: part, unrestricted, restricted, change ± interval."""
        if self.outcome is None:
            return []
        return [
            [
                self.part_name(x.part),
                percent(x.baseline.win_rate),
                percent(x.restricted.win_rate),
                self.tr("{0} ({1} to {2})").format(
                    signed(x.delta), signed(x.delta_ci[0]), signed(x.delta_ci[1])
                ),
            ]
            for x in self.outcome.restrictions
        ]

    def _finished(self, result: RestrictedPlay) -> None:
        self.outcome = result
        sentence = " ".join(result.sentences())
        self.answer.setText(sentence)
        self.answer.setVisible(bool(sentence))
        rows = self.rows()
        self.table.setRowCount(len(rows))
        for row, cells in enumerate(rows):
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, col, item)
        seat = self.seat.currentText()
        if result.cancelled:
            text = self.tr("Cancelled: the parts above finished.")
        else:
            games = result.baseline.games
            text = count_text(
                self.tr(
                    "{1} over {0} game(s) a batch: the change is in points of"
                    " win rate, paired deal by deal. Pick another seat to"
                    " compare.",
                    "",
                    games,
                ),
                games,
                seat,
            )
        self.run_panel.say(text)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.run_panel.stop_and_wait()
        super().closeEvent(event)
