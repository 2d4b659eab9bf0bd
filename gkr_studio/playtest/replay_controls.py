"""Replays in the playtest window: step through a game file, board and log in sync.

A game file (:mod:`engine.game.sandbox.gamefile`) opens with every one of its actions in
the session's history, recorded with its moments in the pass that checked the file
(:func:`engine.game.sandbox.replays.read_replay`,
:meth:`~gkr_studio.playtest.session.PlaytestSession.adopt`).
:class:`ReplayControls` walks that line: to the start, one action back, one forward, play
and pause at a pace, to the end, and jumps to the game's moments
(:class:`engine.game.sandbox.replays.ReplayMarks`: first blood, the first demolition, the
end). Each step is a :meth:`~gkr_studio.playtest.session.PlaytestSession.go_to`, so the
board, the Moves panel and the log follow, and the bots stay paused: a replay never plays
a move of its own. The controls sit above the Moves panel.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QGridLayout,
    QLabel,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from engine.game import HISTORY_ROOT
from engine.game.sandbox import ReplayMarks, SavedGame, replay_marks
from gkr_studio.i18n import QT_TRANSLATE_NOOP, translate
from gkr_studio.playtest.session import PlaytestSession

PACES = {
    QT_TRANSLATE_NOOP("ReplayControls", "Slow"): 1200,
    QT_TRANSLATE_NOOP("ReplayControls", "Normal"): 500,
    QT_TRANSLATE_NOOP("ReplayControls", "Fast"): 120,
}
"""Milliseconds between two actions while a replay plays."""


class ReplayControls(QWidget):
    """The replay bar of a playtest window showing a game file's line of actions."""

    def __init__(
        self,
        session: PlaytestSession,
        game: SavedGame,
        parent: QWidget | None = None,
        marks: ReplayMarks | None = None,
    ) -> None:
        """``marks``: the game's, when its replay was recorded with them (else the game
        is played once to find them)."""
        super().__init__(parent)
        self.session = session
        self.game = game
        history = session.history
        self.history = history
        """The history the replay walks (a restart or another mode makes a new one: the
        bar then hides)."""
        session.replaying = True
        self.line = [HISTORY_ROOT] + history.path_to(history.current)[1:]
        """The replay's nodes: the start, then the node after each of the game's actions."""
        self._on_line = frozenset(self.line)
        self.marks: ReplayMarks = marks if marks is not None else replay_marks(game)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        look = self.style()
        pixmaps = QStyle.StandardPixmap
        self.play_icon = look.standardIcon(pixmaps.SP_MediaPlay)
        self.pause_icon = look.standardIcon(pixmaps.SP_MediaPause)
        self.start_button = QPushButton(look.standardIcon(pixmaps.SP_MediaSkipBackward), "")
        self.back_button = QPushButton(look.standardIcon(pixmaps.SP_MediaSeekBackward), "")
        self.play_button = QPushButton(self.play_icon, "")
        self.forward_button = QPushButton(look.standardIcon(pixmaps.SP_MediaSeekForward), "")
        self.end_button = QPushButton(look.standardIcon(pixmaps.SP_MediaSkipForward), "")
        tips = (
            (self.start_button, self.tr("To the start of the game")),
            (self.back_button, self.tr("One action back")),
            (
                self.play_button,
                self.tr("Play the game on at the pace chosen (click again to pause)"),
            ),
            (self.forward_button, self.tr("One action forward")),
            (self.end_button, self.tr("To the end of the game")),
        )
        for button, tip in tips:
            button.setToolTip(tip)
            button.setMaximumWidth(44)
        self.play_button.setCheckable(True)
        self.pace = QComboBox()
        for name, ms in PACES.items():
            self.pace.addItem(self.tr(name), ms)
        self.pace.setCurrentIndex(1)
        self.pace.setToolTip(self.tr("How fast the replay plays"))
        self.pace.currentIndexChanged.connect(self._pace_changed)
        self.jump = QComboBox()
        self.jump.setToolTip(self.tr("Jump to a moment of the game"))
        self.jump.addItem(self.tr("Jump to…"), None)
        for name, step in (
            (self.tr("First blood"), self.marks.first_blood),
            (self.tr("First demolition"), self.marks.first_demolition),
            (self.tr("The end"), self.marks.end),
        ):
            self.jump.addItem(
                name if step is not None else self.tr("{0} (none)").format(name), step
            )
            if step is None:
                self.jump.model().item(self.jump.count() - 1).setEnabled(False)  # type: ignore[attr-defined]
        self.jump.activated.connect(self._jump_chosen)
        self.where = QLabel()
        self.start_button.clicked.connect(self.to_start)
        self.back_button.clicked.connect(self.step_back)
        self.play_button.toggled.connect(self.set_playing)
        self.forward_button.clicked.connect(self.step_forward)
        self.end_button.clicked.connect(self.to_end)
        grid = QGridLayout(self)
        grid.setContentsMargins(2, 2, 2, 2)
        grid.setHorizontalSpacing(2)
        for col, button in enumerate(
            (
                self.start_button,
                self.back_button,
                self.play_button,
                self.forward_button,
                self.end_button,
            )
        ):
            grid.addWidget(button, 0, col)
        grid.addWidget(self.pace, 0, 5)
        grid.addWidget(self.where, 1, 0, 1, 3)
        grid.addWidget(self.jump, 1, 3, 1, 3)
        session.changed.connect(self.update_controls)
        self.update_controls()

    # -- where the replay stands ---------------------------------------------------------
    @property
    def end(self) -> int:
        """The number of actions in the game."""
        return len(self.line) - 1

    def step(self) -> int:
        """Actions from the start to the position shown (along whatever line it is on)."""
        return self.session.history.nodes[self.session.history.current].depth

    def on_line(self) -> bool:
        """Whether the position shown is one of the game's (not a branch played from it)."""
        return self.session.history.current in self._on_line

    def go_to_step(self, step: int) -> None:
        """Show the game after its first ``step`` actions."""
        if self.session.history is not self.history:
            return
        self.session.go_to(self.line[max(0, min(step, self.end))])

    def to_start(self) -> None:
        self.set_playing(False)
        self.go_to_step(0)

    def to_end(self) -> None:
        self.set_playing(False)
        self.go_to_step(self.end)

    def step_back(self) -> None:
        self.set_playing(False)
        self.go_to_step(self.step() - 1)

    def step_forward(self) -> None:
        self.set_playing(False)
        self._forward()

    def _forward(self) -> bool:
        if self.on_line() and self.step() >= self.end:
            return False
        self.go_to_step(self.step() + 1 if self.on_line() else self.step())
        return True

    def jump_to(self, step: int | None) -> None:
        """Go to a moment of :attr:`marks` (``None``: the game has none; nothing moves)."""
        if step is not None:
            self.set_playing(False)
            self.go_to_step(step)

    def _jump_chosen(self, index: int) -> None:
        self.jump_to(self.jump.itemData(index))
        self.jump.setCurrentIndex(0)

    # -- playing ----------------------------------------------------------------------------
    def set_playing(self, playing: bool) -> None:
        """Play the replay on at the pace chosen, or pause it."""
        if playing and self.on_line() and self.step() >= self.end:
            self.go_to_step(0)  # play from the start again, as a player's Play does
        if self.play_button.isChecked() != playing:
            self.play_button.setChecked(playing)  # comes back here
            return
        if playing:
            self.timer.start(int(self.pace.currentData()))
        else:
            self.timer.stop()
        self.play_button.setIcon(self.pause_icon if playing else self.play_icon)

    def _pace_changed(self) -> None:
        if self.timer.isActive():
            self.timer.start(int(self.pace.currentData()))

    def _tick(self) -> None:
        if not self._forward() or (self.on_line() and self.step() >= self.end):
            self.set_playing(False)

    def update_controls(self) -> None:
        if self.session.history is not self.history:  # a new game: no replay any more
            self.session.replaying = False
            self.set_playing(False)
            self.setVisible(False)
            return
        if self.session.editing is not None:  # Edit position: the game waits
            self.set_playing(False)
        self.setEnabled(self.session.editing is None)
        step, end = self.step(), self.end
        on = self.on_line()
        self.start_button.setEnabled(step > 0)
        self.back_button.setEnabled(step > 0)
        self.forward_button.setEnabled(not on or step < end)
        self.end_button.setEnabled(not on or step < end)
        self.where.setText(
            self.tr("Action {0} of {1}").format(step, end)
            if on
            else self.tr("A branch, {0} actions in").format(step)
        )


def add_replay_controls(
    moves_dock: QDockWidget,
    session: PlaytestSession,
    game: SavedGame,
    marks: ReplayMarks | None = None,
) -> ReplayControls:
    """Put the replay bar above the Moves panel of ``moves_dock`` (``marks``: see
    :class:`ReplayControls`)."""
    controls = ReplayControls(session, game, marks=marks)
    panel = QWidget()
    layout = QVBoxLayout(panel)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    layout.addWidget(controls)
    moves = moves_dock.widget()
    layout.addWidget(moves, 1)
    moves_dock.setWidget(panel)
    moves_dock.setWindowTitle(translate("ReplayControls", "Replay and moves"))
    return controls
