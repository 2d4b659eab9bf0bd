"""The Balance dock's next step for an edge: one edit that evens the seats out.

:class:`BalanceFixer` runs the repair's balance fix
(:func:`engine.repair.balance_fix.find_balance_fix`, what ``gkr-map fix --balance`` runs)
on a worker thread, with the live games' settings and their verdict as the starting point,
and reports the edit it found (or why none). The next edit of the map cancels a search
under way (its games stop within a game or so), and a search that ends on a map edited
since is dropped.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread, Signal

from engine.mapmodel import GameMap
from engine.playtest import BatchSettings, PlaytestResult
from engine.repair import BalanceFix, find_balance_fix
from gkr_studio.balance.threaded_run import start_worker
from gkr_studio.balance.workers import BatchWorker
from gkr_studio.i18n import QT_TRANSLATE_NOOP


class SearchStopped(Exception):
    """Raised from the search's progress report to stop it (a new edit came)."""


class BalanceFixWorker(BatchWorker):
    """Looks for a balance fix off the GUI thread."""

    stopped = QT_TRANSLATE_NOOP("BatchWorker", "the search for a balance fix stopped")

    def __init__(self, game_map: GameMap, settings: BatchSettings, before: PlaytestResult) -> None:
        super().__init__()
        self.game_map = game_map
        self.settings = settings
        self.before = before

    def play(self) -> BalanceFix:
        s = self.settings
        return find_balance_fix(
            self.game_map,
            games=s.cap,
            seed=s.seed,
            margin=s.margin,
            workers=1,
            bot=s.bot,
            before=self.before,
            progress=self._progress,
        )

    def _progress(self, _done: int, _total: int) -> None:
        if self.stop.is_set():
            raise SearchStopped


class BalanceFixer(QObject):
    """Finds a balance fix for the live games' map, one search at a time."""

    found = Signal(object)
    """The :class:`~engine.repair.balance_fix.BalanceFix` of the map still being edited."""
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thread_: QThread | None = None
        self.worker: BalanceFixWorker | None = None

    @property
    def running(self) -> bool:
        return self.thread_ is not None

    def find(self, game_map: GameMap, settings: BatchSettings, before: PlaytestResult) -> bool:
        """Start looking (False when a search is still under way)."""
        if self.thread_ is not None:
            return False
        worker = BalanceFixWorker(game_map, settings, before)
        self.worker = worker
        self.thread_ = start_worker(self, worker, self._finished, self._failed, self._done)
        self.thread_.start()
        return True

    def cancel(self) -> None:
        """Stop the search under way; its result, if it still comes, is dropped."""
        if self.worker is not None:
            self.worker.stop.set()

    def wait_done(self, ms: int = 600_000) -> None:
        """Block until the search's thread has ended (for closing, scripts and tests)."""
        if self.thread_ is not None:
            self.thread_.wait(ms)

    def shutdown(self) -> None:
        self.cancel()
        self.wait_done()
        self._done()

    def _current(self) -> bool:
        return self.worker is not None and not self.worker.stop.is_set()

    def _finished(self, fix: BalanceFix) -> None:
        if self._current():
            self.found.emit(fix)

    def _failed(self, message: str) -> None:
        if self._current():
            self.failed.emit(message)

    def _done(self) -> None:
        if self.thread_ is None:
            return
        thread = self.thread_
        if not thread.isFinished():
            thread.quit()
            thread.wait()
        thread.deleteLater()
        if self.worker is not None:
            self.worker.deleteLater()
        self.thread_ = self.worker = None
