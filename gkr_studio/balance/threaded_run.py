"""What every window that plays a batch in the background shares: the thread, its worker,
the progress bar's updates, letting go of the thread when it ends, and waiting for it.

The Balance Playtest dialog, the restricted-play dialog and the second opinion each start
a worker on a thread of their own (:func:`start_worker`, which the Balance dock's games and
its search for a fix use too) and mix this class in; what they show while a run starts and
when it ends is their own. The two dialogs with a Run and a Cancel button and a summary
line share how they start, cancel, fail and end a run (:class:`DialogRun`).
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable, Protocol, cast

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, SignalInstance
from PySide6.QtWidgets import QLabel, QProgressBar, QPushButton


class ThreadWorker(Protocol):
    """A worker object whose ``run`` plays games off the GUI thread."""

    @property
    def finished(self) -> SignalInstance: ...

    @property
    def failed(self) -> SignalInstance: ...

    def run(self) -> None: ...

    def moveToThread(self, thread: QThread) -> bool: ...


def start_worker(parent: QObject, worker: ThreadWorker, finished: Callable[[Any], None],
                 failed: Callable[[str], None], done: Callable[[], None]) -> QThread:
    """A new thread owned by ``parent`` that will run ``worker.run`` once started: the
    worker's ``finished`` and ``failed`` signals go to the callbacks, and ``done`` is called
    when the thread ends.

    The thread quits straight from the worker's thread: a queued quit would wait for the
    GUI thread's event loop, which is blocked while it waits for this thread to end."""
    thread = QThread(parent)
    worker.moveToThread(thread)
    thread.started.connect(worker.run)
    worker.finished.connect(finished)
    worker.failed.connect(failed)
    direct = Qt.ConnectionType.DirectConnection
    worker.finished.connect(thread.quit, direct)
    worker.failed.connect(thread.quit, direct)
    thread.finished.connect(done)
    return thread


def stopping_text() -> str:
    """What a run says once it is cancelled, in the studio's language."""
    return QCoreApplication.translate("ThreadedRun", "Stopping after the games under way…")


def failure_html(message: str) -> str:
    """A run's one line of failure, in red, for a rich-text label."""
    return f"<span style='color:#e03131'>{escape(message)}</span>"


class ThreadedRun:
    """A background run's thread and worker (``None`` between runs) and its progress bar."""

    run_thread: QThread | None
    worker: Any
    progress: QProgressBar

    def _launch(self, worker: Any, finished: Callable[[Any], None]) -> QThread:
        """A thread (not started yet) for ``worker``, its progress on the bar, its result to
        ``finished``, a failure to :meth:`_failed`, and the thread's end to
        :meth:`_thread_done`; kept as this window's run."""
        worker.progressed.connect(self._progressed)
        thread = start_worker(cast(QObject, self), worker, finished, self._failed,
                              self._thread_done)
        self.worker, self.run_thread = worker, thread
        return thread

    def _failed(self, message: str) -> None:
        raise NotImplementedError

    def _thread_done(self) -> None:
        raise NotImplementedError

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _release_thread(self) -> bool:
        """Let go of the ended run's thread and worker; whether there was one."""
        if self.run_thread is None:
            return False
        self.run_thread.deleteLater()
        if self.worker is not None:
            self.worker.deleteLater()
        self.run_thread = self.worker = None
        return True

    def wait_done(self, ms: int = 600_000) -> None:
        """Block until the run ends (for scripts and tests)."""
        if self.run_thread is not None:
            self.run_thread.wait(ms)


class DialogRun(ThreadedRun):
    """A dialog's background run, started by its Run button, stopped by its Cancel button,
    and told on its summary line; the dialog's class declares the ``runStarted`` and
    ``runEnded`` signals (emitted as a run starts and once its thread has ended)."""

    run_button: QPushButton
    cancel_button: QPushButton
    summary: QLabel
    runStarted: Any
    runEnded: Any

    def _start_run(self, worker: Any, finished: Callable[[Any], None]) -> None:
        """Start ``worker`` on a thread of its own (:meth:`ThreadedRun._launch`), its result
        to ``finished``, the buttons set for a run under way."""
        thread = self._launch(worker, finished)
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.runStarted.emit()
        thread.start()

    def cancel(self) -> None:
        """Stop once the games under way are over."""
        if self.worker is not None:
            self.worker.stop.set()
            self.summary.setText(stopping_text())

    def _failed(self, message: str) -> None:
        self.summary.setText(failure_html(message))

    def _thread_done(self) -> None:
        if not self._release_thread():
            return
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.runEnded.emit()
