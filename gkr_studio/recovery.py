"""Autosave and recovery in the window: the timer, its failures, the recovery dialog.

Every few seconds the unsaved work of the window is copied to the recovery folder
(:mod:`gkr_studio.autosave`). When a copy cannot be written or removed (the folder is a
file, read-only, full), the designer is told once, in a message, until autosave works
again; nothing is raised out of the timer and the work stays open. At the start, every
copy left by a studio that no longer runs is offered in one dialog listing them all.
A copy is removed only once the work it holds is open (and autosaved afresh) or the
designer chose to discard it; a copy that cannot be removed stays, and is named.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.core import GkrError, one_line
from gkr_studio.autosave import Autosaver, Recovery, discard, find_recoveries
from gkr_studio.document import MapDocument

AUTOSAVE_MS = 10_000


@dataclass(frozen=True)
class RecoveryChoice:
    """What the designer chose in the recovery dialog: the work to open (or none) and
    the copies to discard; every other copy is kept for the next start."""

    recover: Recovery | None
    discard: tuple[Recovery, ...] = ()


class RecoveryHost(Protocol):
    """What the autosave keeper uses of the main window."""

    suggested_path: str | None

    @property
    def doc(self) -> MapDocument: ...

    def set_document(self, doc: MapDocument) -> None: ...

    def show_status(self, text: str) -> None: ...

    def show_error(self, title: str, text: str) -> None: ...

    def ask_recoveries(self, found: list[Recovery]) -> RecoveryChoice: ...


class AutosaveKeeper(QObject):
    """Autosaves one window's document on a timer and offers recovery at the start."""

    def __init__(self, host: RecoveryHost, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.autosaver = Autosaver(folder)
        self.failure: str | None = None
        """Why the last autosave failed (already told), or ``None`` when it worked."""
        self.told: set[str] = set()
        """The copies that could not be removed, already said on the status bar."""
        self.timer = QTimer(self)
        self.timer.setInterval(AUTOSAVE_MS)
        self.timer.timeout.connect(self.autosave)
        self.timer.start()

    def autosave(self) -> bool:
        """Copy unsaved work to the recovery folder (or remove the copy when there is
        none); False when the copy could not be written, told once until it works again."""
        doc = self.host.doc
        if not doc.is_modified:
            self.clear()
            return True
        try:
            self.autosaver.save(doc.map, doc.path or self.host.suggested_path)
            problem = None
        except (GkrError, OSError, ValueError) as e:
            problem = one_line(str(e))
        if problem is None:
            self.failure = None
            return True
        if self.failure is None:
            self.failure = problem
            self.host.show_error(
                self.tr("Autosave failed"),
                self.tr(
                    "Your unsaved work cannot be autosaved:\n{0}\n\nIt is still open"
                    " here: save it with File ▸ Save. You will be told again only after"
                    " autosave has worked once more."
                ).format(problem),
            )
        self.failure = problem
        return False

    def clear(self) -> None:
        """The work was saved or closed: its recovery copy goes (or the status bar says
        why it could not, once: nothing is at risk, the copy is only left over)."""
        problem = self.autosaver.clear()
        if problem is not None and problem not in self.told:
            self.told.add(problem)
            self.host.show_status(problem)

    def offer_recovery(self) -> int:
        """Offer, in one dialog, the unsaved work left by studios that did not close;
        returns how many were opened (0 or 1)."""
        try:
            found, problems = find_recoveries(self.autosaver.folder)
        except OSError as e:
            found, problems = [], [one_line(f"{self.autosaver.folder}: {e.strerror or e}")]
        for line in problems:
            self.host.show_status(line)
        if not found:
            return 0
        found.sort(key=lambda r: -r.saved_at)
        choice = self.host.ask_recoveries(found)
        stuck = [p for p in (discard(rec) for rec in choice.discard) if p is not None]
        opened = 0
        if choice.recover is not None:
            stuck.extend(self.recover(choice.recover))
            opened = 1
        if stuck:
            self.host.show_error(
                self.tr("Recovery folder"),
                self.tr(
                    "These recovery copies could not be removed; they will be offered"
                    " again at the next start:\n{0}"
                ).format("\n".join(stuck)),
            )
        return opened

    def recover(self, rec: Recovery) -> list[str]:
        """Open recovered work as a document without a file: the path the autosave
        names is only suggested when the designer saves (an autosave is untrusted
        input). The old copy goes once the work is autosaved afresh, never before;
        returns the lines of copies that could not be removed."""
        self.host.set_document(MapDocument(rec.map, unsaved=True))
        self.host.suggested_path = rec.path
        if not self.autosave():
            return []  # the old copy is the only copy outside this window: it stays
        problem = discard(rec)
        return [problem] if problem is not None else []


class RecoveryDialog(QDialog):
    """Every piece of unsaved work found, newest first, in one list: open one, discard
    the ones selected, or keep them all for the next start."""

    def __init__(self, found: list[Recovery], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.found = found
        self._choice = RecoveryChoice(None)
        self.setWindowTitle(self.tr("Recover unsaved work?"))
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                self.tr(
                    "GKR Studio found unsaved work ({0} copies) left by a studio that did not"
                    " close."
                ).format(len(found))
                if len(found) != 1
                else self.tr("GKR Studio found unsaved work left by a studio that did not close.")
            )
        )
        self.list = QListWidget()
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        for rec in found:
            item = QListWidgetItem(rec.describe())
            item.setToolTip(str(rec.file))
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self._recover())
        layout.addWidget(self.list)
        how = QLabel(
            self.tr(
                "Recover opens the work selected (the others are kept). Discard Selected"
                " removes the copies selected (Ctrl+A selects them all). Keep for Later leaves"
                " every copy for the next start."
            )
        )
        how.setWordWrap(True)
        layout.addWidget(how)
        buttons = QDialogButtonBox()
        self.recover_button = QPushButton(self.tr("&Recover"))
        self.discard_button = QPushButton(self.tr("&Discard Selected"))
        self.later_button = QPushButton(self.tr("&Keep for Later"))
        buttons.addButton(self.recover_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.discard_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.addButton(self.later_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.recover_button.setDefault(True)
        self.recover_button.clicked.connect(self._recover)
        self.discard_button.clicked.connect(self._discard)
        self.later_button.clicked.connect(self.reject)
        self.list.itemSelectionChanged.connect(self._follow_selection)
        layout.addWidget(buttons)
        self.resize(640, 360)

    def selected(self) -> list[Recovery]:
        rows = sorted(self.list.row(item) for item in self.list.selectedItems())
        return [self.found[r] for r in rows]

    def _follow_selection(self) -> None:
        n = len(self.list.selectedItems())
        self.recover_button.setEnabled(n == 1)
        self.discard_button.setEnabled(n >= 1)

    def _recover(self) -> None:
        chosen = self.selected()
        if len(chosen) == 1:
            self._choice = RecoveryChoice(chosen[0])
            self.accept()

    def _discard(self) -> None:
        self._choice = RecoveryChoice(None, tuple(self.selected()))
        self.accept()

    def choose(self) -> RecoveryChoice:
        """Show the dialog; what was chosen (Keep for Later or closing: nothing)."""
        self._choice = RecoveryChoice(None)
        self.exec()
        return self._choice
