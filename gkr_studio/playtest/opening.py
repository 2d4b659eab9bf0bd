"""Opening a game or position file without freezing the studio (``gkr-studio FILE``,
File ▸ Open).

The file is read, checked and its replay recorded in one pass
(:func:`~gkr_studio.playtest.opened_files.open_with_chances`) on a thread of its own,
while the window's thread waits in an event loop of its own, so the studio stays drawn
and answers (its input held for the dialog: :class:`InputHold`). When the reading takes
past :data:`MINIMUM_DURATION_MS`, a progress dialog shows how many of the game's actions
are checked; its Cancel stops the reading at the next action and leaves the studio as it
was, with nothing said. A file that cannot be read raises what
:func:`engine.game.sandbox.open_any.open_any` raises, in the window's thread.
"""

from __future__ import annotations

import os
import threading

from PySide6.QtCore import QEvent, QEventLoop, QObject, Qt, QThread, Signal
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from engine.core import format_integer
from engine.game import GameHistory
from engine.game.sandbox import OpenedFile
from gkr_studio.playtest.opened_files import open_with_chances

MINIMUM_DURATION_MS = 1000
"""The progress dialog shows once the reading has taken this long (a short file opens
without it)."""
PROGRESS_EVERY = 64
"""Actions checked between two reports of progress to the dialog."""
HELD = frozenset(
    {
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.KeyPress,
        QEvent.Type.KeyRelease,
        QEvent.Type.Wheel,
        QEvent.Type.Shortcut,
        QEvent.Type.ShortcutOverride,
        QEvent.Type.Close,
    }
)
"""The person's input held back from the studio's windows while a file is read."""


class OpeningCancelled(Exception):
    """Raised in the reading's thread at the next action once Cancel is pressed."""


class OpenWorker(QObject):
    """Reads one file on the thread it is moved to (:meth:`run`): what it opened, or the
    error it raised, or that it was cancelled, is kept for the window's thread, and
    :attr:`ended` says it is over."""

    progressed = Signal(int, int)
    """Actions checked, and in all."""
    ended = Signal()

    def __init__(self, path: str) -> None:
        super().__init__()
        self.path = path
        self.stop = threading.Event()
        """Set to stop the reading at the next action."""
        self.opened: OpenedFile | None = None
        self.error: BaseException | None = None
        self.cancelled = False

    def run(self) -> None:
        try:
            self.opened = open_with_chances(self.path, self._watch)
        except OpeningCancelled:
            self.cancelled = True
        except BaseException as e:  # noqa: BLE001 - raised again in the window's thread
            self.error = e
        self.ended.emit()

    def _watch(self, history: GameHistory, total: int) -> None:
        if self.stop.is_set():
            raise OpeningCancelled
        done = history.nodes[history.current].depth
        if done % PROGRESS_EVERY == 0 or done == total:
            self.progressed.emit(done, total)


class OpeningProgress(QProgressDialog):
    """The dialog of a file being opened: what is read, and how far the replay is."""

    def __init__(self, path: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = os.path.basename(path)
        self.setWindowTitle(self.tr("Opening a game"))
        self.setLabelText(self.tr("Reading {0}…").format(self.name))
        self.setCancelButtonText(self.tr("Cancel"))
        self.setRange(0, 0)  # busy until the number of actions is known
        self.setAutoClose(False)
        self.setAutoReset(False)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setMinimumDuration(MINIMUM_DURATION_MS)

    def show_progress(self, done: int, total: int) -> None:
        if self.wasCanceled():
            return
        self.setLabelText(
            self.tr("Checking {0}: action {1} of {2}").format(
                self.name, format_integer(done), format_integer(total)
            )
        )
        self.setRange(0, max(1, total))
        self.setValue(done)


class InputHold(QObject):
    """While a file is read, the studio is drawn and answers its timers but takes no input
    except the progress dialog's, as if the dialog were modal from the start (it shows
    only after :data:`MINIMUM_DURATION_MS`): nothing else can be opened, edited or closed
    meanwhile. Install it on the application."""

    def __init__(self, dialog: QWidget) -> None:
        super().__init__()
        self.dialog = dialog

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in HELD:
            return False
        if isinstance(watched, QWidget) and watched.window() is self.dialog:
            return False
        if event.type() == QEvent.Type.Close and not event.spontaneous():
            return False  # the studio's own closing (not a click on a window's title bar)
        return True


def open_in_background(path: str, parent: QWidget | None = None) -> OpenedFile | None:
    """Open a map, game or position file as :func:`~engine.game.sandbox.open_any.open_any`
    does, the reading on a thread of its own behind :class:`OpeningProgress`; ``None``
    when it was cancelled (or the application quit meanwhile). Raises what ``open_any``
    raises."""
    worker = OpenWorker(os.fspath(path))
    thread = QThread()
    worker.moveToThread(thread)
    thread.started.connect(worker.run)
    worker.ended.connect(thread.quit, Qt.ConnectionType.DirectConnection)
    dialog = OpeningProgress(worker.path, parent)
    worker.progressed.connect(dialog.show_progress)
    dialog.canceled.connect(worker.stop.set)
    loop = QEventLoop()
    thread.finished.connect(loop.quit)
    hold = InputHold(dialog)
    app = QApplication.instance()
    if app is not None:
        app.installEventFilter(hold)
    QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
    try:
        thread.start()
        loop.exec()
        if thread.isRunning():  # the application is quitting: stop there
            worker.stop.set()
        thread.wait()
    finally:
        QApplication.restoreOverrideCursor()
        if app is not None:
            app.removeEventFilter(hold)
    cancelled = worker.cancelled or worker.stop.is_set()  # before closing: that cancels too
    dialog.reset()
    dialog.close()
    dialog.deleteLater()
    if worker.error is not None:
        raise worker.error
    return None if cancelled else worker.opened
