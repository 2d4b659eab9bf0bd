"""The playtest window in the pseudo-locale (every text accented and 40% longer) at
1366×768 clips no label and no button in its main states: a person's decision in a game
in progress, the bots' turn, Edit position, a game over, and a game file's replay."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

from engine.game.sandbox.gamefile import saved_game
from gkr_studio.playtest.opened_files import replay_window
from gkr_studio.playtest.window import PlaytestWindow
from tests.studio.helpers import playtest_window
from tests.studio.test_pseudo_locale import clipped as clipped_now
from tests.studio.test_pseudo_locale import pseudo  # noqa: F401 - the fixture

SMALL_SCREEN = (1366, 768)


def clipped(window: QWidget) -> list[str]:
    """The texts cut in ``window`` once it has laid out what the last action changed."""
    QApplication.processEvents()
    return clipped_now(window)


def _at_small_size(qtbot, window: PlaytestWindow) -> PlaytestWindow:
    window.resize(*SMALL_SCREEN)
    qtbot.waitUntil(lambda: window.width() <= SMALL_SCREEN[0])
    return window


def test_a_game_in_progress_clips_no_text_in_the_pseudo_locale(pseudo, qtbot):  # noqa: F811
    window = _at_small_size(
        qtbot, playtest_window(qtbot, "final-stand", controllers=["human", "full"])
    )
    assert window.decision_box.title().startswith("[")  # the pseudo-locale is on
    seen = 0
    while window.session.state.round < 2 and not window.session.state.is_terminal():
        if window.session.is_human_turn():
            assert window.decision_box.isVisible()
            assert clipped(window) == [], window.session.state.decision
            seen += 1
            window.take(window.session.state.legal_actions()[0])
        else:
            assert window.session.step()
    assert seen > 3
    window.show_settings(True)
    assert clipped(window) == []


def test_edit_position_clips_no_text_in_the_pseudo_locale(pseudo, qtbot):  # noqa: F811
    window = _at_small_size(
        qtbot, playtest_window(qtbot, "final-stand", controllers=["full", "full"])
    )
    window.session.step_phase()
    window.position_editor.toggle.setChecked(True)
    panel = window.position_editor.panel
    assert window.decision_stack.currentWidget() is panel.scroll_area
    assert clipped(window) == []
    building = next(iter(window.session.state.game_map.building_hexes))
    window.position_editor.building = building
    window.position_editor.sync()
    assert panel.building_label.text().startswith(f"[{building}")
    assert clipped(window) == []


def test_a_finished_game_and_its_replay_clip_no_text_in_the_pseudo_locale(pseudo, qtbot):  # noqa: F811
    window = _at_small_size(
        qtbot, playtest_window(qtbot, "final-stand", controllers=["full", "full"])
    )
    window.session.play_to_end()
    assert window.session.state.is_terminal()
    assert clipped(window) == []
    replay = replay_window(saved_game(window.session.state, ("full", "full")), at_start=True)
    qtbot.addWidget(replay)
    replay.auto.setChecked(False)
    replay.show()
    qtbot.waitExposed(replay)
    _at_small_size(qtbot, replay)
    assert replay.replay is not None and replay.replay.isVisible()
    assert clipped(replay) == []
    replay.replay.go_to_step(replay.replay.end // 2)
    assert clipped(replay) == []
