"""What every window that plays a batch in the background shares: the thread, its worker,
the progress bar's updates, letting go of the thread when it ends, and waiting for it.

The Balance Playtest dialog, the restricted-play dialog and the second opinion each start
a worker on a thread of their own (:func:`gkr_studio.playtest.balance.start_worker`) and
mix this class in; what they do when a run ends beyond letting go of it is their own.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QThread
from PySide6.QtWidgets import QProgressBar


class ThreadedRun:
    """A background run's thread and worker (``None`` between runs) and its progress bar."""

    run_thread: QThread | None
    worker: Any
    progress: QProgressBar

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
