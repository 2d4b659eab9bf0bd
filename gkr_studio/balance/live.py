"""Live balance: bot self-play of the map being edited, restarted after every edit.

:class:`LiveBalance` waits until the designer pauses (:data:`DEBOUNCE_MS` after the
last edit), then, if the map can be played, runs duplicate deals of bot games on
the application's warm pool (:class:`engine.playtest.WarmPool`) from a worker
thread until its sequential test decides (or :data:`LIVE_GAMES` are played), and reports
the statistics of the deals finished so far after each one. The
next edit cancels the batch under way. The games of one map are always the same
(a fixed seed), so an edit that is undone gives the same answer again, and the
same numbers as ``gkr-map playtest`` with that seed.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QObject, QThread, QTimer, Signal

from engine.mapmodel import GameMap, SymmetryMode, playable_problems
from engine.playtest import (
    DEFAULT_MARGIN,
    BatchSettings,
    PlaytestResult,
    StandardMode,
    WarmPool,
    batch_figures,
    run_batch,
)
from gkr_studio.balance.batch_words import count_text
from gkr_studio.balance.fix_search import BalanceFixer
from gkr_studio.balance.threaded_run import start_worker
from gkr_studio.balance.workers import BatchWorker
from gkr_studio.i18n import QT_TRANSLATE_NOOP
from gkr_studio.playtest.session import default_bot

DEBOUNCE_MS = 1000
"""How long the map must stay unchanged before the games start."""
LIVE_GAMES: int | None = None
"""Games of a live batch at most (``None``: as many as ``gkr-map playtest --until-verdict``
plays at most); it stops sooner, as soon as its verdict is clear."""
LIVE_DESIGN = "duplicate"
"""Deals played once per rotation of the factions over the seats (:mod:`engine.playtest`)."""
LIVE_SEED = 1
"""The seed of every live batch (``gkr-map playtest --seed 1`` plays the same games)."""


def live_workers(pool: WarmPool) -> int:
    """Worker processes for the live games: one core is left to the window, so that an
    edit is drawn at once while games run (on one core, one worker)."""
    return max(1, min(pool.size, (os.cpu_count() or 1) - 1))


class LiveWorker(BatchWorker):
    """Plays one live batch off the GUI thread."""

    partial = Signal(object)
    """A :class:`PlaytestResult` of the games finished so far."""
    stopped = QT_TRANSLATE_NOOP("BatchWorker", "the games stopped")

    def __init__(self, game_map: GameMap, settings: BatchSettings, pool: WarmPool) -> None:
        super().__init__()
        self.settings = settings
        self.game_map = game_map
        self.pool = pool

    def play(self) -> PlaytestResult:
        s = self.settings
        return run_batch(
            StandardMode(),
            self.game_map,
            s.games,
            s.seed,
            workers=live_workers(self.pool),
            pool=self.pool,
            should_stop=self.stop.is_set,
            partial=self.partial.emit,
            **s.run_options(),
        )


def _same_play(a: GameMap, b: GameMap) -> bool:
    """Whether two maps differ at most in how the designer edits them."""
    return a.with_symmetric_editing(SymmetryMode.NONE) == b.with_symmetric_editing(
        SymmetryMode.NONE
    )


class LiveBalance(QObject):
    """Restarts a batch of bot games after each edit; reports as the games come in.

    States (:attr:`state`): ``"waiting"`` (an edit was made, the pause has not come),
    ``"running"``, ``"done"``, ``"paused"`` (the designer paused it),
    ``"held"`` (another run, the Balance Playtest dialog's, has the workers),
    ``"invalid"`` (the map cannot be played), ``"failed"``.
    """

    started = Signal()
    """A batch starts (with :meth:`settings`)."""
    updated = Signal(object)
    """The :class:`PlaytestResult` so far (``None`` when a new batch starts)."""
    stateChanged = Signal(str, str)
    """The new state and a line for the designer."""

    def __init__(
        self,
        pool: WarmPool,
        parent: QObject | None = None,
        games: int | None = LIVE_GAMES,
        bot: str | None = None,
        debounce_ms: int = DEBOUNCE_MS,
    ) -> None:
        super().__init__(parent)
        self.pool = pool
        self.games = games
        self.bot = bot or default_bot()
        self.margin = DEFAULT_MARGIN
        """E, the edge the verdict's test looks for (a share of games: 0.05 is 5 points)."""
        self.fair_within: float | None = None
        """F, within which every seat is fair (``None``: half of E);
        :mod:`engine.verdicts.sequential`."""
        self.game_map: GameMap | None = None
        self.result: PlaytestResult | None = None
        self.state = "waiting"
        self.paused = False
        self.held = False
        self.runs = 0
        """Batches started so far."""
        self.run_thread: QThread | None = None
        self.worker: LiveWorker | None = None
        self.debounce_ms = debounce_ms
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._start)
        self.fixer = BalanceFixer(self)
        """Looks for one edit that evens out an edge (:meth:`find_fix`)."""

    def settings(self) -> BatchSettings:
        """The settings of the live batches: ``gkr-map playtest`` with
        :meth:`BatchSettings.options` plays the same games and prints the same figures."""
        return BatchSettings(
            games=self.games,
            seed=LIVE_SEED,
            bot=self.bot,
            design=LIVE_DESIGN,
            until_verdict=True,
            margin=self.margin,
            fair_within=self.fair_within,
        )

    def play_more(self) -> None:
        """The batch ended undecided at its cap: play again allowing twice as many games
        (the same seed, so the games played so far come first again)."""
        self.games = 2 * self.settings().cap
        if self.game_map is not None:
            self.cancel()
            self.result = None
            self.updated.emit(None)
            self._schedule()

    def find_fix(self) -> bool:
        """Look for one edit that evens out the edge the last batch found (what
        ``gkr-map fix --balance`` does, with these settings); the fixer reports it."""
        if self.game_map is None or self.result is None or self.running:
            return False
        return self.fixer.find(self.game_map, self.settings(), self.result)

    # -- what the window tells it ---------------------------------------------------------
    def set_map(self, game_map: GameMap) -> None:
        """The map changed: drop the batch under way, start again after the pause. A
        change of symmetric editing alone changes nothing the bots play on: the games go on."""
        old = self.game_map
        self.game_map = game_map
        if old is not None and old != game_map and _same_play(old, game_map):
            return
        self.cancel()
        self.fixer.cancel()
        self.result = None
        self.updated.emit(None)
        problems = playable_problems(game_map)
        if problems:
            more = len(problems) - 1
            first = problems[0].for_people()
            text = (
                count_text(self.tr("No games: {1} (and {0} more)", "", more), more, first)
                if more
                else self.tr("No games: {0}").format(first)
            )
            self._set_state("invalid", text)
            return
        self._schedule()

    def set_paused(self, paused: bool) -> None:
        """Pause (cancel the batch under way, start none) or go on."""
        self.paused = paused
        if paused:
            self.cancel()
            self._set_state("paused", self.tr("Paused: no games are played after edits."))
        elif self.game_map is not None:
            self.set_map(self.game_map)

    def hold(self, held: bool) -> None:
        """Leave the workers to another run while ``held`` (the dialog's), then restart."""
        self.held = held
        if held:
            self.cancel()
            self._set_state("held", self.tr("Waiting for the Balance Playtest run to end."))
        elif self.game_map is not None and not self.paused:
            self.set_map(self.game_map)

    def cancel(self) -> None:
        """Stop the batch under way (its worker thread ends within a game or so)."""
        self.timer.stop()
        if self.worker is not None and not self.worker.stop.is_set():
            self.worker.stop.set()  # and its results still to come are dropped

    @property
    def running(self) -> bool:
        return self.run_thread is not None

    def wait_done(self, ms: int = 60_000) -> None:
        """Block until the batch's thread has ended (for closing, scripts and tests)."""
        if self.run_thread is not None:
            self.run_thread.wait(ms)

    def shutdown(self) -> None:
        """Cancel, wait for the thread and let it go (the window is closing)."""
        self.cancel()
        self.fixer.shutdown()
        self.wait_done()
        self._thread_done()

    # -- inside -------------------------------------------------------------------------------
    def _schedule(self) -> None:
        if self.paused:
            self._set_state("paused", self.tr("Paused: no games are played after edits."))
        elif self.held:
            self._set_state("held", self.tr("Waiting for the Balance Playtest run to end."))
        else:
            self._set_state("waiting", self.tr("Games start when you pause editing."))
            self.timer.start(self.debounce_ms)

    def _start(self) -> None:
        if self.game_map is None or self.paused or self.held:
            return
        if self.run_thread is not None:  # the cancelled batch's thread has not ended yet
            self.timer.start(100)
            return
        worker = LiveWorker(self.game_map, self.settings(), self.pool)
        worker.partial.connect(self._partial)
        thread = start_worker(self, worker, self._finished, self._failed, self._thread_done)
        self.worker, self.run_thread = worker, thread
        self.runs += 1
        self._set_state("running", self.tr("Playing…"))
        self.started.emit()
        thread.start()

    def _current(self) -> bool:
        """Whether the signal being handled comes from the batch under way (a cancelled
        batch's results may still be queued when the next edit is made)."""
        return (
            self.worker is not None
            and not self.worker.stop.is_set()
            and self.sender() is self.worker
        )

    def _partial(self, result: PlaytestResult) -> None:
        if not self._current():
            return
        self.result = result
        self.updated.emit(result)
        played = batch_figures(result).played  # "12 deals (48 games)", as the engine words it
        self._set_state("running", self.tr("Playing… {0} so far").format(played))

    def _finished(self, result: PlaytestResult) -> None:
        if not self._current():
            return
        self.result = result
        self.updated.emit(result)
        text = (
            self.tr("Done: {0} (the verdict is clear).")
            if result.stopped_early
            else self.tr("Done: {0} (all games played).")
        )
        self._set_state("done", text.format(batch_figures(result).played))

    def _failed(self, message: str) -> None:
        if not self._current():
            return
        self._set_state("failed", message)

    def _thread_done(self) -> None:
        if self.run_thread is None:
            return
        thread = self.run_thread
        if not thread.isFinished():
            thread.quit()  # a cancelled worker's quit signal was disconnected
            thread.wait()
        thread.deleteLater()
        if self.worker is not None:
            self.worker.deleteLater()
        self.run_thread = self.worker = None

    def _set_state(self, state: str, text: str) -> None:
        self.state = state
        self.stateChanged.emit(state, text)
