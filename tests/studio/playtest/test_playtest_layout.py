"""The playtest window's settings and layout: a new mode asks before it ends a game, a
new game starts with nothing of the last one, the decision stays in view."""

from __future__ import annotations

from engine.game import Action
from gkr_studio.playtest.session import HUMAN
from gkr_studio.playtest.window import PlaytestWindow
from tests.studio.helpers import playtest_window


def _play_a_human_action(window: PlaytestWindow) -> Action:
    s = window.session
    s.play_to_end()
    assert s.is_human_turn()
    action = s.state.legal_actions()[0]
    assert window.take(action)
    return action


def test_another_mode_asks_before_it_ends_a_game_in_progress(qtbot, monkeypatch):
    answers: list[bool] = []
    asked: list[int] = []

    def ask(self: PlaytestWindow) -> bool:
        asked.append(self.session.state.round)
        return answers.pop(0)

    monkeypatch.setattr(PlaytestWindow, "ask_new_game", ask)
    window = playtest_window(qtbot, "showdown")
    window.mode_box.setCurrentIndex(window.mode_box.findText("Solo game: 1 opponent"))
    assert asked == [] and window.session.config.mode == "solo"  # nothing played yet
    window.mode_box.setCurrentIndex(0)
    assert asked == [] and window.session.config.mode == "standard"
    _play_a_human_action(window)
    history = list(window.session.state.history)
    answers.append(False)
    window.mode_box.setCurrentIndex(window.mode_box.findText("Solo game: 2 opponents"))
    assert len(asked) == 1
    assert window.session.state.history == history  # the game goes on
    assert window.mode_box.currentText() == "Standard game"  # the box says what is played
    answers.append(False)
    window.pilots_box.setChecked(True)
    assert len(asked) == 2 and not window.pilots_box.isChecked()
    assert not window.session.config.pilots
    answers.append(True)
    window.mode_box.setCurrentIndex(window.mode_box.findText("Solo game: 2 opponents"))
    assert len(asked) == 3
    assert window.session.config.mode == "solo" and window.session.state.history == []


def test_a_new_game_shows_no_dice_of_the_last_one(qtbot):
    """A 2-seat solo game after a 4-player game: no Glory Hound roll-off above its log."""
    window = playtest_window(qtbot, "showdown")
    assert window.dice.text() != "—"  # the four-player game's Glory Hound roll-off
    window.mode_box.setCurrentIndex(window.mode_box.findText("Solo game: 1 opponent"))
    assert window.session.state.num_players == 2
    assert not any(e.kind == "RollOff" for e in window.session.state.events)
    assert window.dice.text() == "—"


def test_play_to_end_notice_goes_once_no_person_must_decide(qtbot):
    window = playtest_window(qtbot, "showdown")
    window.end_button.click()
    assert "Play to end stopped" in window.status.text()
    window.seat_boxes[0].setCurrentIndex(window.seat_boxes[0].findData("random"))
    assert window.session.controllers[0] != HUMAN
    assert "Play to end stopped" not in window.status.text()


def test_at_1366_by_768_the_moves_board_and_decision_stand_side_by_side(qtbot):
    """The Moves panel left of the board, the decision right of it, the take-back buttons in
    the menu bar's row (no row of their own), the Shots and the Win chance tabs beside the
    Players, the win chance bar above the board."""
    from PySide6.QtCore import QRect

    from gkr_studio.playtest.window import WINDOW_SIZE
    from gkr_studio.screen_fit import fit_to_screen

    window = playtest_window(qtbot, "showdown")
    fit_to_screen(window, WINDOW_SIZE, QRect(0, 0, 1366, 768))
    window._share_room()
    qtbot.wait(20)
    window.end_button.click()
    qtbot.wait(20)

    def box(widget):
        return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())

    board, moves = box(window.view), box(window.moves)
    decision = box(window.decision_box)
    assert moves.right() < board.left() and board.right() < decision.left()
    assert window.decision_box.visibleRegion().boundingRect() == window.decision_box.rect()
    assert board.height() >= 450  # the board keeps its room
    assert window.take_backs.toolbar.parent() is window.menuBar()
    assert window.tabifiedDockWidgets(window.docks["players"]) == [
        window.docks["shots"],
        window.docks["chance"],
    ]
    bar = box(window.win_bar)  # the win chance bar just above the board, as wide
    assert bar.bottom() < board.top() and bar.left() == board.left()


def test_the_win_chance_and_shots_tabs_keep_the_window_within_768_pixels(qtbot):
    """A person declaring weapons in the Combat phase, with the Win chance or the Shots tab
    raised under the board: the window's least height still fits a 1366×768 screen."""
    from PySide6.QtWidgets import QApplication

    from engine.game.combat import DeclareDecision

    window = playtest_window(qtbot, "final-stand", controllers=["full", "full"], seed=4)
    s = window.session
    while not (
        s.state.round >= 2
        and isinstance(s.state.decision, DeclareDecision)
        and s.state.current_player() == 0
    ):
        assert s.step()
    window.seat_boxes[0].setCurrentIndex(window.seat_boxes[0].findData(HUMAN))
    assert window.declare_box.isVisible()
    for tab in ("chance", "shots", "players"):
        window.docks[tab].raise_()
        QApplication.processEvents()
        assert window.minimumSizeHint().height() <= 768 - 12, tab  # a window frame's room
