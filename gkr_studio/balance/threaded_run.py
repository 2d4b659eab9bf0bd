"""A worker object on a thread of its own: how every batch of games played in the
background starts — the run panel of the Balance Playtest dialog, restricted play and the
second opinion (:class:`gkr_studio.balance.run_panel.RunPanel`), the Balance dock's games
and its search for a fix.
"""

from __future__ import annotations

from typing import Any, Callable, Protocol

from PySide6.QtCore import QObject, Qt, QThread, SignalInstance


class ThreadWorker(Protocol):
    """A worker object whose ``run`` plays games off the GUI thread."""

    @property
    def finished(self) -> SignalInstance: ...

    @property
    def failed(self) -> SignalInstance: ...

    def run(self) -> None: ...

    def moveToThread(self, thread: QThread) -> bool: ...


def start_worker(
    parent: QObject,
    worker: ThreadWorker,
    finished: Callable[[Any], None],
    failed: Callable[[str], None],
    done: Callable[[], None],
) -> QThread:
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
