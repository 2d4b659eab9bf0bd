"""The balance playtest's worker object: a batch of bot games off the GUI thread.

:class:`PlaytestWorker` plays :func:`engine.playtest.run_playtest`'s games and reports
progress, the result or one line of failure through signals; a subclass overrides
:meth:`PlaytestWorker.play` to run another kind of batch (the 2v2 run,
:mod:`gkr_studio.playtest.team_run`).
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal

from engine.errors import GkrError
from engine.game.catalog import Catalog
from engine.model import GameMap
from engine.playtest import WarmPool, run_playtest


class PlaytestWorker(QObject):
    """Runs the games off the GUI thread and reports progress."""

    progressed = Signal(int, int)
    finished = Signal(object)
    """the :class:`PlaytestResult` (``cancelled`` set when stopped early)"""
    failed = Signal(str)

    def __init__(self, game_map: GameMap, games: int, seed: int, workers: int,
                 bot: str, catalog: Catalog | None = None, pool: WarmPool | None = None
                 ) -> None:
        super().__init__()
        self.catalog = catalog
        self.pool = pool
        self.game_map = game_map
        self.games = games
        self.seed = seed
        self.workers = workers
        self.bot = bot
        self.stop = threading.Event()

    def play(self) -> object:
        """The batch (in the worker's thread): ``gkr-map playtest``'s games."""
        return run_playtest(self.game_map, self.games, self.seed, workers=self.workers,
                            bot=self.bot, catalog=self.catalog, progress=self.progressed.emit,
                            should_stop=self.stop.is_set, pool=self.pool)

    def run(self) -> None:
        try:
            result = self.play()
        except GkrError as e:
            self.failed.emit(str(e))
            return
        except Exception as e:  # noqa: BLE001 - a worker must report, never hang the dialog
            self.failed.emit(f"the playtest stopped: {type(e).__name__}: {e}")
            return
        self.finished.emit(result)
