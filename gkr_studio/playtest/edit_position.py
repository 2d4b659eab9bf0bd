"""Edit position: the playtest window's board editor (free setup), and saving positions
and games.

**Game ▸ Edit position** (Ctrl+E, also at the right of the menu bar) pauses the rules: the
decision's place beside the board shows the editing panel, and the board takes edits — drag
any unit to a hex (press on it, let go on the hex), click a free hex to put the unit picked
in the panel there, right-click a Heavy Hitter to turn it, click a building to edit its
tags and rubble. The panel sets facing, hit points, damage, energy, hand and deck top,
Glory Hound, round and phase. Every edit is one of the engine's free-setup functions
(:mod:`engine.game.sandbox.free_setup`) on the session's draft
(:meth:`~gkr_studio.playtest.session.PlaytestSession.edit`); a refused edit changes
nothing and its reason shows in one line. **Resume the rules** checks the position and
plays on from it, with a new history.

**File ▸ Save position…** writes a position file (:mod:`engine.game.sandbox.positionfile`);
**File ▸ Save game…** the game file of the line played (:mod:`engine.game.sandbox.gamefile`)
— a line that starts from an edited position or a position file has no game file, and
says so.
"""

from __future__ import annotations

from typing import Protocol, cast

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QMouseEvent, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QDockWidget,
    QFileDialog,
    QMainWindow,
    QMenuBar,
    QStackedWidget,
    QStatusBar,
    QWidget,
)

from engine.core import GkrError, MapFileError, one_line
from engine.game import UnitClass, sandbox
from engine.game.sandbox import (
    GAME_SUFFIX,
    place_unit,
    position_problems,
    save_game,
    save_position,
    saved_game,
    set_facing,
)
from engine.geometry import Direction, Hex
from gkr_studio import style
from gkr_studio.canvas.board_scene import Z_OVER, BoardScene
from gkr_studio.canvas.overlay_item import OverlayContent
from gkr_studio.canvas.view import BoardView
from gkr_studio.playtest.edit_position_panel import EditPositionPanel
from gkr_studio.playtest.session import HUMAN, PlaytestSession
from gkr_studio.playtest.take_backs import TakeBacks

POSITION_SUFFIX = ".gkrpos.json"
FACINGS = tuple(Direction)
"""The six facings, clockwise from north (a right-click turns to the next)."""


class EditingWindow(Protocol):
    """What the position editor uses of its playtest window: the game, the board, the
    place of the decision, the docks and bars it makes room in."""

    @property
    def session(self) -> PlaytestSession: ...

    @property
    def take_backs(self) -> TakeBacks: ...

    @property
    def board(self) -> BoardScene: ...

    @property
    def view(self) -> BoardView: ...

    @property
    def timer(self) -> QTimer: ...

    @property
    def moves(self) -> QWidget: ...

    @property
    def docks(self) -> dict[str, QDockWidget]: ...

    @property
    def decision_stack(self) -> QStackedWidget: ...

    @property
    def settings_button(self) -> QAbstractButton: ...

    def show_settings(self, shown: bool) -> None: ...

    def menuBar(self) -> QMenuBar: ...

    def statusBar(self) -> QStatusBar: ...


class PositionEditor(QObject):
    """Edit position in a playtest window (see the module's description)."""

    def __init__(self, window: EditingWindow, parent: QMainWindow) -> None:
        """``window``: what the editor uses of the playtest window ``parent`` (the same
        object, which owns the editor and its actions)."""
        super().__init__(parent)  # the window, reached as the parent: no reference cycle
        self.session = window.session
        self.picked: tuple[int, UnitClass] | None = None
        """The unit being dragged (its seat and class) between a press and its release."""
        self.building: Hex | None = None
        self.message = ""
        self.hand_hidden = False
        """Whether the Hand dock was hidden for the editing panel (shown again after)."""
        self.settings_folded = False
        """Whether the settings were folded for the editing panel (unfolded after)."""
        self.toggle = QAction(self.tr("Edit position"), parent)
        self.toggle.setCheckable(True)
        self.toggle.setShortcut(QKeySequence("Ctrl+E"))
        self.toggle.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.toggle.setToolTip(
            self.tr("Pause the rules and place, turn and change anything (Ctrl+E)")
        )
        self.toggle.toggled.connect(self.set_editing)
        self.resume_action = QAction(self.tr("Resume the rules"), parent)
        self.resume_action.setToolTip(self.tr("Check the edited position and play on from it"))
        self.resume_action.triggered.connect(self.resume)
        menu = window.take_backs.menu
        menu.addSeparator()
        menu.addActions([self.toggle, self.resume_action])
        window.take_backs.toolbar.addAction(self.toggle)
        self.save_position_action = QAction(self.tr("Save position…"), parent)
        self.save_position_action.triggered.connect(self.ask_save_position)
        self.save_game_action = QAction(self.tr("Save game…"), parent)
        self.save_game_action.triggered.connect(self.ask_save_game)
        bar = window.menuBar()
        files = bar.addMenu(self.tr("&File"))
        bar.insertMenu(menu.menuAction(), files)
        files.addActions([self.save_position_action, self.save_game_action])
        self.panel = EditPositionPanel()
        self.panel.edited.connect(self._panel_edit)
        self.panel.seatPicked.connect(lambda _seat: self.sync())
        self.panel.resume_button.clicked.connect(self.resume)
        self.panel.discard_button.clicked.connect(self.discard)
        window.decision_stack.addWidget(self.panel.scroll_area)
        window.view.hexPressed.connect(self._pressed)
        window.view.viewport().installEventFilter(self)
        self.session.changed.connect(self.sync)
        self.sync()

    # -- the mode --------------------------------------------------------------------------
    @property
    def window(self) -> EditingWindow:
        return cast(EditingWindow, self.parent())

    @property
    def editing(self) -> bool:
        return self.session.editing is not None

    def set_editing(self, on: bool) -> None:
        """Enter the mode (the rules pause) or leave it by resuming the rules."""
        if on and not self.editing:
            self.message = ""
            self.window.timer.stop()
            self.session.begin_edit()
        elif not on and self.editing:
            self.resume()

    def resume(self) -> bool:
        """Resume the rules from the edited position; False (and the reason shown) when
        the rules cannot go on from it."""
        reason = self.session.resume_from_edit()
        if reason is not None:
            self.show_message(self.tr("Cannot resume: {0}").format(reason), refused=True)
            return False
        self.message = ""
        self.window.statusBar().showMessage(
            self.tr("The rules go on from the edited position; the bots wait (Resume bots)"), 6000
        )
        return True

    def discard(self) -> None:
        """Leave the mode with the position as it was before the edits."""
        self.message = ""
        self.session.cancel_edit()

    def sync(self) -> None:
        """Follow the session: the toggle, the panel in the decision's place, the marks."""
        editing = self.editing
        if self.toggle.isChecked() != editing:
            self.toggle.blockSignals(True)
            self.toggle.setChecked(editing)
            self.toggle.blockSignals(False)
        self.resume_action.setEnabled(editing)
        window = self.window
        window.moves.setEnabled(not editing)
        hand = window.docks["hand"]
        if editing and hand.isVisible():  # the panel takes the hand's room (it edits it)
            self.hand_hidden = True
            hand.hide()
        elif not editing and self.hand_hidden:
            self.hand_hidden = False
            hand.show()
        if editing and window.settings_button.isChecked():  # and the settings' room
            self.settings_folded = True
            window.show_settings(False)
        elif not editing and self.settings_folded:
            self.settings_folded = False
            window.show_settings(True)
        content = OverlayContent()
        if editing:
            draft = self.session.editing
            assert draft is not None
            self.window.decision_stack.setCurrentWidget(self.panel.scroll_area)
            self.panel.show_state(draft, self.building, self.message)
            unit = self.panel.picked_unit()
            h = draft.players[unit[0]].units.get(unit[1]) if unit else None
            for mark in (h, self.building):
                if mark is not None:
                    content.outlines.append((mark, QPen(style.HIGHLIGHT, 3.5), 0.9))
        self.window.board.overlay("edit", Z_OVER + 5).set_content(content)

    def show_message(self, text: str, refused: bool = False) -> None:
        """One line in the panel (red when an edit was refused) and the status bar."""
        self.message = ("✗ " if refused else "") + text
        self.window.statusBar().showMessage(text, 8000)
        if self.editing:
            self.panel.show_message(self.message, refused)

    # -- edits -----------------------------------------------------------------------------
    def edit(self, change: object, *args: object) -> bool:
        """One free-setup edit; a refusal shows its reason and changes nothing."""
        self.message = ""
        reason = self.session.edit(change, *args)  # type: ignore[arg-type]
        if reason is not None:
            self.show_message(reason, refused=True)
            self.sync()  # the panel shows the position as it stays
            return False
        return True

    def _panel_edit(self, name: str, args: tuple[object, ...]) -> None:
        self.edit(getattr(sandbox, name), *args)

    def move_unit(self, seat: int, unit: UnitClass, h: Hex) -> bool:
        """Put ``seat``'s ``unit`` on ``h`` (a move, or a support unit's deployment)."""
        self.panel.pick(seat, unit)
        return self.edit(place_unit, seat, unit, h)

    def turn(self, seat: int) -> bool:
        """Turn ``seat``'s Heavy Hitter to the next facing clockwise."""
        draft = self.session.editing
        if draft is None:
            return False
        facing = draft.players[seat].facing
        nxt = (
            FACINGS[(FACINGS.index(facing) + 1) % len(FACINGS)] if facing in FACINGS else FACINGS[0]
        )
        return self.edit(set_facing, seat, nxt)

    def _pressed(self, h: Hex | None, button: Qt.MouseButton) -> None:
        draft = self.session.editing
        if draft is None or h is None:
            return
        there = draft.occupant.get(h)
        if button == Qt.MouseButton.RightButton:
            if there is not None and there[1] is UnitClass.HH:
                self.turn(there[0])
            return
        if button != Qt.MouseButton.LeftButton:
            return
        if there is not None:
            self.picked = there
            self.panel.pick(*there)
            self.sync()
        elif h in draft.game_map.building_hexes:
            self.building = h
            self.sync()
        else:
            unit = self.panel.picked_unit()
            if unit is not None:
                self.move_unit(unit[0], unit[1], h)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Letting go of a unit dragged onto another hex puts it there."""
        if (
            event.type() == QEvent.Type.MouseButtonRelease
            and isinstance(event, QMouseEvent)
            and self.picked is not None
        ):
            picked, self.picked = self.picked, None
            h = self.window.view.hex_at_view(event.position())
            draft = self.session.editing
            if (
                draft is not None
                and h is not None
                and draft.players[picked[0]].units.get(picked[1]) != h
            ):
                self.move_unit(picked[0], picked[1], h)
        return False

    # -- files -------------------------------------------------------------------------------
    def _bots(self) -> tuple[str | None, ...]:
        return tuple(None if c == HUMAN else c for c in self.session.controllers)

    def save_position_to(self, path: str) -> str | None:
        """Write the position shown (the draft while editing) as a position file; returns
        why it could not be written (nothing written then)."""
        state = self.session.state
        problems = position_problems(state)
        if problems:
            return self.tr("This position cannot be saved: {0}").format(problems[0])
        try:
            save_position(state, path, self._bots())
        except (GkrError, OSError) as e:
            return _write_problem(path, e)
        return None

    def save_game_to(self, path: str) -> str | None:
        """Write the line played, from the game's start to the position looked at, as a
        game file; returns why it could not be (a line that starts from an edited
        position or a position file has no game file)."""
        refusal = self.game_file_refusal()
        if refusal is not None:
            return refusal
        try:
            save_game(saved_game(self.session.state, self._bots()), path)
        except (GkrError, OSError) as e:
            return _write_problem(path, e)
        return None

    def game_file_refusal(self) -> str | None:
        """Why the line shown has no game file (``None``: it has one)."""
        if self.editing:
            return self.tr(
                "Resume the rules first: an edited position is saved with Save position…"
            )
        if not self.session.from_start:
            return self.tr(
                "This game starts from an edited position or a position file, not"
                " from a game's setup: save it with Save position…"
            )
        return None

    def _ask_path(self, title: str, suffix: str, kind: str) -> str | None:
        name = self.session.game_map.name.lower().replace(" ", "-") + suffix
        path, _ = QFileDialog.getSaveFileName(
            cast(QWidget, self.parent()), title, name, f"{kind} (*{suffix})"
        )
        if not path:
            return None
        return path if path.endswith(suffix) else path + suffix

    def ask_save_position(self) -> None:
        path = self._ask_path(self.tr("Save position"), POSITION_SUFFIX, self.tr("Position files"))
        if path is not None:
            self._report(self.save_position_to(path), path)

    def ask_save_game(self) -> None:
        refusal = self.game_file_refusal()
        if refusal is not None:
            self.show_message(refusal, refused=True)
            return
        path = self._ask_path(self.tr("Save game"), GAME_SUFFIX, self.tr("Game files"))
        if path is not None:
            self._report(self.save_game_to(path), path)

    def _report(self, problem: str | None, path: str) -> None:
        if problem is not None:
            self.show_message(problem, refused=True)
        else:
            self.window.statusBar().showMessage(self.tr("Saved {0}").format(path), 6000)


def _write_problem(path: str, error: GkrError | OSError) -> str:
    """Why a file could not be written, as one line naming it once: the writer's own line
    names the file already (a full disk: ``FILE: cannot save (No space left on
    device)``); nothing was left half-written."""
    if isinstance(error, MapFileError):
        lines = error.lines_for_people()
        return lines[0] if lines else one_line(path)
    if isinstance(error, OSError):
        return one_line(f"{path}: {error.strerror or error}")
    return one_line(f"{path}: {error}")
