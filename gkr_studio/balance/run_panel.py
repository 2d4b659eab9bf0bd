"""The run panel of the balance windows: a Run and a Cancel button, a progress bar and a
status line, wired to one batch of games played in the background.

The Balance Playtest dialog, the restricted-play dialog and the second opinion each show
one. Run asks the window that owns the panel for a run (:attr:`RunPanel.runRequested`):
the window makes the worker for its settings and hands it to :meth:`RunPanel.start`, which
plays it on a thread of its own (:func:`gkr_studio.balance.threaded_run.start_worker`),
follows its progress on the bar, sends its result to the window, shows a failure in red on
the status line, and lets go of the thread when it ends. Cancel stops the run once the
games under way are over. While a run goes on, Run is disabled and Cancel enabled; the
status line shows only when it has something to say.
"""

from __future__ import annotations

import threading
from html import escape
from typing import Any, Callable, Protocol

from PySide6.QtCore import QThread, Signal, SignalInstance
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from gkr_studio.balance.threaded_run import ThreadWorker, start_worker


class RunWorker(ThreadWorker, Protocol):
    """A worker object that also tells its progress and can be asked to stop
    (:class:`gkr_studio.balance.workers.PlaytestWorker` and its kinds)."""

    @property
    def progressed(self) -> SignalInstance: ...

    @property
    def stop(self) -> threading.Event: ...

    def deleteLater(self) -> None: ...


def failure_html(message: str) -> str:
    """A run's one line of failure, in red, for a rich-text label."""
    return f"<span style='color:#e03131'>{escape(message)}</span>"


class RunPanel(QWidget):
    """Run and Cancel, the progress bar and the status line of one background run."""

    runRequested = Signal()
    """Run was clicked: the owner starts a run (:meth:`start`) or leaves it."""
    runStarted = Signal()
    runEnded = Signal()
    """The run's thread has ended (after its result, or its failure, was told)."""

    def __init__(
        self, run_text: str = "", parent: QWidget | None = None, *, keep_progress: bool = True
    ) -> None:
        """``run_text``: the Run button's text (``Run`` by default); ``keep_progress``:
        the bar stays after a run (else it shows only while one goes on)."""
        super().__init__(parent)
        self.run_thread: QThread | None = None
        self.worker: RunWorker | None = None
        self.available = True
        """Whether a run may start now, as the owner sees it (Run is enabled when it may
        and no run goes on)."""
        self.keep_progress = keep_progress
        self.run_button = QPushButton(run_text or self.tr("Run"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.progress = QProgressBar()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.progress.setVisible(keep_progress)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.status.setVisible(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button, 1)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(buttons)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        self.run_button.clicked.connect(self.runRequested)
        self.cancel_button.clicked.connect(self.cancel)
        self._sync_buttons()

    # -- what the panel shows ---------------------------------------------------------------
    def say(self, text: str) -> None:
        """The status line (hidden when ``text`` is empty)."""
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def set_available(self, available: bool) -> None:
        """Whether a run may start now (see :attr:`available`)."""
        self.available = available
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        self.run_button.setEnabled(self.available and not self.running)
        self.cancel_button.setEnabled(self.running)

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    # -- the run ----------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.run_thread is not None

    def start(
        self, worker: RunWorker, finished: Callable[[Any], None], total: int = 1, text: str = ""
    ) -> None:
        """Play ``worker`` on a thread of its own, its result to ``finished``; the bar
        empty out of ``total``, ``text`` on the status line."""
        worker.progressed.connect(self._progressed)
        thread = start_worker(self, worker, finished, self._failed, self._thread_done)
        self.worker, self.run_thread = worker, thread
        self.progress.setRange(0, total)
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.say(text)
        self._sync_buttons()
        self.runStarted.emit()
        thread.start()

    def cancel(self) -> None:
        """Stop once the games under way are over."""
        if self.worker is not None:
            self.worker.stop.set()
            self.say(self.tr("Stopping after the games under way…"))

    def _failed(self, message: str) -> None:
        self.say(failure_html(message))

    def _thread_done(self) -> None:
        """Let go of the ended run's thread and worker, and say the run has ended."""
        if self.run_thread is None:
            return
        self.run_thread.deleteLater()
        if self.worker is not None:
            self.worker.deleteLater()
        self.run_thread = self.worker = None
        self.progress.setVisible(self.keep_progress)
        self._sync_buttons()
        self.runEnded.emit()

    def wait_done(self, ms: int = 600_000) -> None:
        """Block until the run ends (for scripts and tests)."""
        if self.run_thread is not None:
            self.run_thread.wait(ms)

    def stop_and_wait(self) -> None:
        """Cancel a run and wait for its games under way (its window is closing); the run
        ends at once, without waiting for the event loop."""
        running = self.running
        self.cancel()
        self.wait_done()
        if running:
            self._thread_done()
