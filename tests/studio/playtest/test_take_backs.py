"""Take-backs and branches in the playtest window: Ctrl+Z and Ctrl+Shift+Z over any
number of actions, the Moves panel and the log going back, a new branch beside the old
one, a history saved and loaded, and the bots waiting after a take-back."""

from __future__ import annotations

import json

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QAction, QKeySequence, QMouseEvent, QTextCursor
from PySide6.QtWidgets import QApplication

from engine.game import new_game, state_text
from engine.game.state import GameState
from gkr_studio.playtest.moves_panel import BRANCH, NODE
from gkr_studio.playtest.window import PlaytestWindow
from tests.studio.helpers import playtest_window


def texts(state: GameState) -> list[str]:
    return [state_text(state, v) for v in [None, *range(state.num_players)]]


def dice_stream(state: GameState) -> tuple[int, ...]:
    return state.dice.clone().roll(40)


def press(window: PlaytestWindow, sequence: str) -> None:
    """Press a shortcut of the window: its one action bound to ``sequence`` is triggered
    (offscreen windows get no key focus, so the shortcut map is not asked)."""
    bound = [a for a in window.findChildren(QAction) if a.shortcut() == QKeySequence(sequence)]
    assert len(bound) == 1, [a.text() for a in bound]
    bound[0].trigger()


def bots_play(window: PlaytestWindow, n: int) -> None:
    for _ in range(n):
        assert window.session.step()


def test_ten_actions_then_ten_ctrl_z_give_the_same_game_dice_included(qtbot):
    window = playtest_window(qtbot, "showdown", controllers=["random"] * 4, seed=3)
    start = window.session.state.clone()
    bots_play(window, 10)
    played = window.session.state
    after_ten, stream = texts(played), dice_stream(played)
    assert stream != dice_stream(start)  # dice were drawn in those ten actions
    for _ in range(10):
        press(window, "Ctrl+Z")
    state = window.session.state
    assert state.history == [] and texts(state) == texts(start)
    assert dice_stream(state) == dice_stream(start)
    assert not window.take_backs.undo.isEnabled() and window.take_backs.redo.isEnabled()
    assert window.log.toPlainText().splitlines() == [str(e) for e in start.events]
    for _ in range(10):
        press(window, "Ctrl+Shift+Z")
    assert texts(window.session.state) == after_ten
    assert dice_stream(window.session.state) == stream
    assert not window.take_backs.redo.isEnabled()


def test_a_take_back_pauses_the_bots_until_they_are_resumed(qtbot):
    """A bot to move after a take-back does not play the action again by itself."""
    window = playtest_window(qtbot, "showdown", controllers=["random"] * 4, seed=3)
    bots_play(window, 3)
    window.auto.setChecked(True)
    window.timer.stop()
    window.take_backs.undo.trigger()
    assert window.session.paused and window.session.is_bot_turn()
    assert not window.timer.isActive()  # no bot step is scheduled
    window._auto_step()  # even a step already due does not play
    assert len(window.session.state.history) == 2
    assert "Bots paused after a take-back" in window.status.text()
    assert window.take_backs.resume.isEnabled()
    window.take_backs.resume.trigger()
    assert not window.session.paused and window.timer.isActive()
    window.auto.setChecked(False)


def test_the_moves_panel_goes_back_and_a_new_action_is_a_branch_beside_the_old(qtbot):
    window = playtest_window(qtbot, "final-stand", seed=2)
    s = window.session
    s.play_to_end()  # the bots play up to seat 1's decision
    assert s.is_human_turn()
    for _ in range(3):  # seat 1 plays, the bots answer
        assert window.take(s.state.legal_actions()[0])
        s.play_to_end()
    old_end = s.history.current
    tree = window.moves.tree
    assert tree.topLevelItemCount() == s.history.nodes[old_end].depth + 1
    # click a row of seat 1's first action: back there, the rest greyed ahead
    mine = next(n for n in s.history.line() if s.history.nodes[n].seat == 0)
    row = tree.topLevelItem(s.history.nodes[mine].depth)
    tree.itemClicked.emit(row, 3)
    assert s.history.current == mine and s.paused
    assert tree.topLevelItemCount() == s.history.nodes[old_end].depth + 1  # the line stays
    window.take_backs.undo.trigger()  # seat 1 to decide again
    assert s.is_human_turn()
    taken = s.history.nodes[mine].action
    other = next(a for a in s.state.legal_actions() if str(a) != taken)
    assert window.take(other)
    assert not s.paused  # playing on from a take-back lets the bots answer
    branch_row = tree.topLevelItem(s.history.nodes[s.history.current].depth)
    assert branch_row.text(3) == str(other) and branch_row.childCount() == 1
    child = branch_row.child(0)
    assert child.data(0, BRANCH) and child.data(0, NODE) == mine
    assert child.text(3).startswith(f"↳ branch: {taken} …")
    tree.itemClicked.emit(child, 3)  # the old branch, to its end
    assert s.history.current == old_end
    assert [str(a) for a in s.state.history][s.history.nodes[mine].depth - 1] == taken


def test_a_branch_saved_and_loaded_gives_the_same_tree_and_position(qtbot):
    window = playtest_window(qtbot, "showdown", controllers=["random"] * 4, seed=4)
    s = window.session
    bots_play(window, 8)
    for _ in range(3):
        window.take_backs.undo.trigger()
    s.resume()
    s.set_controller(s.to_move or 0, "full")  # another bot plays on: another branch
    bots_play(window, 2)
    assert sum(len(n.children) > 1 for n in s.history.nodes) == 1
    saved = json.dumps(s.history.to_dict())
    other = playtest_window(qtbot, "showdown", controllers=["random"] * 4, seed=4)
    other.session.load_history(json.loads(saved))
    loaded = other.session.history
    assert [(n.parent, n.action) for n in loaded.nodes] == [
        (n.parent, n.action) for n in s.history.nodes
    ]
    assert loaded.current == s.history.current
    assert texts(other.session.state) == texts(s.state)
    assert dice_stream(other.session.state) == dice_stream(s.state)
    assert other.session.paused  # a loaded game waits for Resume bots
    rows = [other.moves.tree.topLevelItem(i) for i in range(other.moves.tree.topLevelItemCount())]
    assert sum(r.childCount() for r in rows) == 1  # the other branch is offered


def double_click_line(window: PlaytestWindow, line: int) -> None:
    log = window.log
    cursor = QTextCursor(log.document().findBlockByNumber(line))
    log.setTextCursor(cursor)  # scrolled into view
    pos = QPointF(log.cursorRect(cursor).center())
    viewport = log.viewport()
    QApplication.sendEvent(
        viewport,
        QMouseEvent(
            QEvent.Type.MouseButtonDblClick,
            pos,
            QPointF(viewport.mapToGlobal(pos)),
            Qt.MouseButton.LeftButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        ),
    )


def test_a_double_click_in_the_log_goes_back_to_the_action_of_that_line(qtbot):
    window = playtest_window(qtbot, "showdown", controllers=["random"] * 4, seed=3)
    start_events = len(new_game(window.session.game_map, 3).events)
    bots_play(window, 6)
    s = window.session
    nodes = s.history.nodes
    # an action after the first that logged something (some, like a keep, log nothing)
    logged = next(
        n for n in s.history.line()[1:] if nodes[n].events > nodes[nodes[n].parent].events
    )
    double_click_line(window, nodes[logged].events - 1)  # the last event it set off
    assert s.history.current == logged and len(s.state.history) == nodes[logged].depth
    window.go_to_event(nodes[logged].events - 1)  # already there: nothing changes
    assert s.history.current == logged
    window.go_to_event(start_events - 1)  # the setup's roll-off: the start
    assert s.state.history == []
