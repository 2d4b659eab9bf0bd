"""Opening a long game in the studio (File ▸ Open, ``gkr-studio FILE``, "show a game where
SEAT lost"): the file is played once, on a thread of its own, behind a progress dialog
whose Cancel leaves the studio as it was; stepping through the replay restyles only the
rows of the Moves panel that change. Counted, never timed."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QPushButton

import engine.selfplay.win_curve as win_curve
from engine.game import GameState, state_text
from engine.game.sandbox.gamefile import save_game, saved_game
from gkr_studio.playtest import moves_panel, opening
from gkr_studio.playtest.opened_files import replay_window
from gkr_studio.playtest.opening import OpeningProgress
from gkr_studio.playtest.window import PlaytestWindow
from tests.engine.game.test_long_games import long_game


@pytest.fixture(scope="module")
def long_file(tmp_path_factory) -> tuple[str, GameState]:
    g = long_game(100)  # 603 actions, neither first blood nor a demolition
    path = tmp_path_factory.mktemp("long") / "long.gkrgame.json"
    save_game(saved_game(g), path)
    return str(path), g


def playtest_windows() -> list[PlaytestWindow]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, PlaytestWindow)]


@pytest.mark.pure_python  # counts the calls of a compiled class's method
def test_file_open_plays_a_long_game_once_off_the_windows_thread(
    window, dialogs, long_file, monkeypatch
):
    """The studio played a game file five times to open it (the check, its final state,
    the window's history, its moments, the chances along it), all on the window's thread."""
    path, g = long_file
    calls, threads = [0], set()
    apply = GameState.apply_action

    def counting(self, action):  # type: ignore[no-untyped-def]
        calls[0] += 1
        threads.add(threading.current_thread())
        apply(self, action)

    chances = [0]
    model = win_curve.win_probabilities

    def chance(state):  # type: ignore[no-untyped-def]
        chances[0] += 1
        return model(state)

    monkeypatch.setattr(GameState, "apply_action", counting)
    monkeypatch.setattr(win_curve, "win_probabilities", chance)
    assert window.files.open_file(path)
    (shown,) = window.playtest_windows
    assert calls[0] == len(g.history)
    assert threading.main_thread() not in threads
    # each position's chance once, and the start of the game the window is made with
    assert chances[0] == len(g.history) + 2
    assert state_text(shown.session.state) == state_text(g)
    controls = shown.replay
    assert controls is not None and controls.end == len(g.history)
    assert (controls.marks.first_blood, controls.marks.first_demolition) == (None, None)
    assert len(shown.win_chance.chart.points) == len(g.history) + 1
    assert dialogs.errors == []
    controls.go_to_step(0)  # the replay steps from the history kept while reading
    assert shown.session.state.history == []
    assert calls[0] == len(g.history)
    shown.close()


def test_cancelling_the_progress_leaves_the_studio_as_it_was(
    window, dialogs, long_file, monkeypatch, qtbot
):
    """The progress dialog shows once the reading takes past its minimum duration (made
    short here), says how far the replay is, and its Cancel stops the reading: no window,
    no error, no recent file, the map being edited as it was."""
    path, g = long_file
    monkeypatch.setattr(opening, "MINIMUM_DURATION_MS", 50)
    gate = threading.Event()
    reading = opening.open_with_chances

    def held(name, watch):  # type: ignore[no-untyped-def]
        def slow(history, total):  # type: ignore[no-untyped-def]
            watch(history, total)
            if history.current == opening.PROGRESS_EVERY:
                gate.wait(20)  # until the dialog was seen and cancelled

        return reading(name, slow)

    monkeypatch.setattr(opening, "open_with_chances", held)
    seen: list[str] = []

    def look() -> None:
        found = [d for d in window.findChildren(OpeningProgress) if d.isVisible()]
        if not found or found[0].value() < opening.PROGRESS_EVERY:
            QTimer.singleShot(20, look)
            return
        dialog = found[0]
        seen.append(dialog.labelText())
        seen.append(f"{dialog.value()}/{dialog.maximum()}")
        (cancel,) = dialog.findChildren(QPushButton)
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
        gate.set()

    before = (window.doc.map, window.files.recent_files(), len(playtest_windows()))
    QTimer.singleShot(0, look)
    assert not window.files.open_file(path)
    gate.set()
    assert seen == [
        f"Checking long.gkrgame.json: action 64 of {len(g.history)}",
        f"64/{len(g.history)}",
    ]
    assert window.playtest_windows == [] and dialogs.errors == []
    assert (window.doc.map, window.files.recent_files(), len(playtest_windows())) == before
    assert not [d for d in window.findChildren(OpeningProgress) if d.isVisible()]


def test_a_short_file_opens_without_showing_the_progress(window, dialogs, long_file, monkeypatch):
    shown: list[bool] = []
    real = OpeningProgress.show_progress

    def showing(self, done, total):  # type: ignore[no-untyped-def]
        shown.append(self.isVisible())
        real(self, done, total)

    monkeypatch.setattr(OpeningProgress, "show_progress", showing)
    path, _g = long_file
    assert window.files.open_file(path)
    assert shown and not any(shown)  # well under a second: the dialog never showed
    for w in window.playtest_windows:
        w.close()


def test_a_step_of_the_replay_restyles_the_rows_that_change(qtbot, long_file, monkeypatch):
    """The Moves panel restyled every row of the line at every step (O(n) a step, O(n²)
    to play a replay through); now the rows between the old position and the new one."""
    from engine.game.sandbox.gamefile import load_game

    path, g = long_file
    window = replay_window(load_game(path))
    qtbot.addWidget(window)
    window.auto.setChecked(False)
    brushes = [0]
    real = moves_panel.QBrush

    def brush(*args):  # type: ignore[no-untyped-def]
        brushes[0] += 1
        return real(*args)

    monkeypatch.setattr(moves_panel, "QBrush", brush)
    controls = window.replay
    assert controls is not None
    last = len(g.history)
    for step in (last - 1, last - 2, 300, 301, last):
        brushes[0] = 0
        controls.go_to_step(step)
        assert brushes[0] <= 3 * (abs(step - last) + 1)  # three brushes a row restyled
        last = step
        tree = window.moves.tree
        for k in (0, step - 1, step, step + 1, len(g.history)):
            if 0 <= k < tree.topLevelItemCount():
                item = tree.topLevelItem(k)
                assert item.font(3).bold() == (k == step)
                assert (item.foreground(3).color() == moves_panel.AHEAD) == (k > step)


def test_while_a_file_is_read_only_the_progress_dialog_takes_input(window, qtbot):
    """The dialog shows after a second; until then, and after, the studio is drawn and
    answers its timers but takes no click, key or close of the person's but the
    dialog's, as a modal dialog would: nothing else opens or closes meanwhile."""
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QCloseEvent, QKeyEvent, QMouseEvent

    dialog = OpeningProgress("long.gkrgame.json", window)
    qtbot.addWidget(dialog)
    hold = opening.InputHold(dialog)
    key = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    click = QMouseEvent(
        QEvent.Type.MouseButtonPress,
        QPointF(5, 5),
        QPointF(5, 5),
        Qt.MouseButton.LeftButton,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    (cancel,) = dialog.findChildren(QPushButton)
    assert hold.eventFilter(window, key) and hold.eventFilter(window.centralWidget(), click)
    assert not hold.eventFilter(cancel, click) and not hold.eventFilter(dialog, key)
    assert not hold.eventFilter(window, QEvent(QEvent.Type.Timer))
    assert not hold.eventFilter(window, QCloseEvent())  # the studio's own close() goes on
