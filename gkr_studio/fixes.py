"""Fixes in the studio: every failing check offers the engine's repair.

Selecting a failing check in the checks dock asks the engine for its fix
(:func:`engine.repair.find_fix`; for the symmetry check, the changes that
restore the symmetry the starts suggest, unless they touch a lock), shows it on the board before
anything changes — ghosted buildings where they would stand, arrows for moves,
a cross on a building that would go — and the dock's button makes it as one
undoable edit. "Fix all warnings" makes the smallest change that clears every
failing check at once. A fix is worked out once per map and check.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QGuiApplication

from engine.analysis import Change, apply_changes, map_symmetry, spec_of, symmetry_name
from engine.mapmodel import GameMap
from engine.repair import Edit, failing_checks, find_fix
from gkr_studio.canvas.board_scene import BoardScene
from gkr_studio.canvas.map_marks import PreviewStep
from gkr_studio.document import MapDocument
from gkr_studio.i18n import counted
from gkr_studio.panels.checks_panel import ChecksPanel

ALL = "*"
"""The key of "Fix all warnings" among the offers."""


@dataclass(frozen=True)
class FixOffer:
    """What the button offers for one check: the words, the undo text, the map after,
    and the steps to preview; ``after`` is ``None`` when there is no fix."""

    check_id: str
    text: str
    undo_text: str
    after: GameMap | None
    steps: tuple[PreviewStep, ...]


class FixHost(Protocol):
    """What the fix controller uses of the main window."""

    @property
    def doc(self) -> MapDocument: ...

    @property
    def board(self) -> BoardScene: ...

    @property
    def checks(self) -> ChecksPanel: ...

    def show_status(self, text: str) -> None: ...


class FixController(QObject):
    """Works out, previews and applies the fixes the checks dock offers."""

    def __init__(self, host: FixHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self._offers: dict[str, FixOffer] = {}
        self._map: GameMap | None = None
        host.checks.problemSelected.connect(self.show_offer)
        host.checks.fixRequested.connect(self.apply)
        host.checks.fixAllRequested.connect(self.fix_all)

    def offer(self, check_id: str) -> FixOffer:
        """The fix for ``check_id`` on the map as it is now (``ALL``: every failing check)."""
        m = self.host.doc.map
        if m is not self._map:
            self._map = m
            self._offers = {}
        found = self._offers.get(check_id)
        if found is None:
            QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                found = _work_out(m, check_id)
            finally:
                QGuiApplication.restoreOverrideCursor()
            self._offers[check_id] = found
        return found

    def show_offer(self, check_id: str) -> None:
        """Offer the selected check's fix on the button and preview it on the board."""
        if not check_id:
            self.host.board.set_fix_preview(())
            self.host.checks.offer_fix("", None)
            return
        found = self.offer(check_id)
        self.host.checks.offer_fix(check_id, found.text, found.after is not None)
        self.host.board.set_fix_preview(found.steps)

    def apply(self, check_id: str) -> bool:
        """Make the fix for ``check_id`` as one undoable edit."""
        found = self.offer(check_id)
        self.host.board.set_fix_preview(())
        if found.after is None:
            self.host.show_status(found.text)
            return False
        self.host.show_status(found.undo_text)
        return self.host.doc.apply(found.undo_text, found.after)

    def fix_all(self) -> bool:
        """Make the smallest change that clears every failing check, as one edit."""
        return self.apply(ALL)


def _work_out(m: GameMap, check_id: str) -> FixOffer:
    if check_id != ALL and not spec_of(check_id).repairable:
        return FixOffer(check_id, _designer_fix(check_id), "", None, ())
    if check_id == "symmetry":
        fit = map_symmetry(m).suggested
        if (
            fit is not None
            and not fit.holds
            and fit.changes
            and not any(c.hex in m.locked for c in fit.changes)
        ):
            words = ", ".join(str(c) for c in fit.changes)
            return FixOffer(
                check_id,
                _fix_text(words),
                QCoreApplication.translate("Fixes", "Restore %1 symmetry").replace(
                    "%1", symmetry_name(fit.name)
                ),
                apply_changes(m, fit.changes),
                tuple(_change_step(c) for c in fit.changes),
            )
    fix = find_fix(m, None if check_id == ALL else [check_id])
    if not fix.fixed:
        return FixOffer(check_id, fix.summary(), "", None, ())
    if not fix.edits:
        return FixOffer(
            check_id, QCoreApplication.translate("Fixes", "Nothing to fix"), "", None, ()
        )
    words = "; ".join(str(e) for e in fix.edits)
    if check_id == ALL:
        undo = FixWords().all_warnings(len(failing_checks(m))).replace("%1", words)
    else:
        undo = (
            QCoreApplication.translate("Fixes", "Fix %1: %2")
            .replace("%1", check_id.replace("-", " "))
            .replace("%2", words)
        )
    return FixOffer(
        check_id,
        _fix_text(words),
        undo,
        fix.map,
        tuple(s for e in fix.edits for s in _edit_steps(e)),
    )


class FixWords(QObject):
    """The fixes' texts with a count (``self.tr(…, "", n)``, the call that files plural
    forms in the catalog)."""

    def all_warnings(self, n: int) -> str:
        """``Fix all warnings (3 checks): %1``."""
        return counted(self.tr("Fix all warnings (%n check(s)): %1", "", n), n)


def _fix_text(words: str) -> str:
    """``Fix: move 4D to 4E``: what a fix will do."""
    return QCoreApplication.translate("Fixes", "Fix: %1").replace("%1", words)


def _designer_fix(check_id: str) -> str:
    """What the designer does for a check the repair leaves alone (its spec says what)."""
    if check_id == "players":  # a draft: only the designer knows where the starts go
        return QCoreApplication.translate(
            "Fixes", "Place the start hexes with the Start hex tool: 2-4, one per player."
        )
    what = spec_of(check_id).designer_fix
    return QCoreApplication.translate("Fixes", "No automatic fix: %1.").replace("%1", what)


def _edit_steps(e: Edit) -> list[PreviewStep]:
    return [PreviewStep(e.kind, h, to) for h, to in e.pairs]


def _change_step(c: Change) -> PreviewStep:
    if c.kind in ("move", "add", "remove"):
        return PreviewStep(c.kind, c.hex, c.to)
    return PreviewStep("add", c.hex)
