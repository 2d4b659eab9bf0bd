"""The balance playtest's worker object: a batch of bot games off the GUI thread.

:class:`BatchWorker` runs a batch and reports the result or one line of failure through
signals; :class:`PlaytestWorker` plays a batch of any mode on the engine's one runner
(:func:`engine.playtest.runner.run_batch`: standard games, 2v2 with
:class:`engine.playtest.team_batch.TeamMode`…) and reports progress too.
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

from engine.core import GkrError, error_line
from engine.game import Catalog
from engine.mapmodel import GameMap
from engine.playtest import BatchSettings, Mode, StandardMode, WarmPool, run_batch
from gkr_studio.i18n import QT_TRANSLATE_NOOP, translate


class BatchWorker(QObject):
    """A batch of games run off the GUI thread (:meth:`run`, in the worker's thread): the
    result through :attr:`finished`, or one line through :attr:`failed`; :attr:`stop`
    asks it to stop early. Subclasses say what the batch is (:meth:`play`)."""

    finished = Signal(object)
    """the batch's result (``cancelled`` set when stopped early)"""
    failed = Signal(str)
    stopped = QT_TRANSLATE_NOOP("BatchWorker", "the playtest stopped")
    """How :attr:`failed` begins when the games stop on an unexpected error (marked for
    the catalog under ``BatchWorker``, translated when it is shown)."""

    def __init__(self) -> None:
        super().__init__()
        self.stop = threading.Event()

    def play(self) -> object:
        raise NotImplementedError

    def run(self) -> None:
        try:
            result = self.play()
        except GkrError as e:
            self.failed.emit(str(e))
            return
        except Exception as e:  # noqa: BLE001 - a worker must report, never hang the window
            self.failed.emit(
                translate("BatchWorker", "{0}: {1}").format(
                    translate("BatchWorker", self.stopped), error_line(e)
                )
            )
            return
        self.finished.emit(result)


class PlaytestWorker(BatchWorker):
    """Runs the games of a batch of ``mode`` (standard by default) off the GUI thread and
    reports progress."""

    progressed = Signal(int, int)

    def __init__(
        self,
        game_map: GameMap,
        settings: BatchSettings,
        workers: int,
        catalog: Catalog | None = None,
        pool: WarmPool | None = None,
        mode: Mode[Any] | None = None,
    ) -> None:
        super().__init__()
        self.mode: Mode[Any] = mode or StandardMode()
        self.catalog = catalog
        self.pool = pool
        self.game_map = game_map
        self.settings = settings
        self.workers = workers

    def play(self) -> object:
        """The batch (in the worker's thread): ``gkr-map playtest --mode``'s games with
        :meth:`BatchSettings.options`."""
        s = self.settings
        return run_batch(
            self.mode,
            self.game_map,
            s.games,
            s.seed,
            workers=self.workers,
            catalog=self.catalog,
            progress=self.progressed.emit,
            should_stop=self.stop.is_set,
            pool=self.pool,
            **s.run_options(),
        )
