"""The playtest window's win chance: the bar above the board and the chart over the game
show the win model's numbers for the position looked at, after an action, after a
take-back, in a replay and while the position is edited."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from engine.bots.winmodel import win_probabilities
from engine.core.numbers import format_percent
from engine.game import GameConfig, observe
from engine.game.sandbox import free_setup
from engine.game.sandbox.gamefile import save_game
from engine.game.sandbox.open_any import open_any
from engine.playtest.kept_games import batch_game_file
from engine.playtest.modes import StandardMode
from gkr_studio.playtest.opened_files import playtest_window_for
from gkr_studio.playtest.window import PlaytestWindow
from tests.engine.game.helpers import the_map
from tests.studio.helpers import playtest_window


def shown_chances(window: PlaytestWindow) -> tuple[float, ...]:
    """The bar's numbers, checked to be the panel's and the chart's at its marker."""
    chart = window.win_chance.chart
    assert window.win_bar.chances == window.win_chance.chances
    assert chart.points[chart.at][1] == window.win_bar.chances
    assert chart.points[chart.at][0] == window.session.history.current
    return window.win_bar.chances


def play_until_the_chances_move(window: PlaytestWindow) -> None:
    before = shown_chances(window)
    for _ in range(200):
        assert window.session.step()
        if shown_chances(window) != before:
            return
    raise AssertionError("200 actions without a change of the chances")


def test_the_bar_and_chart_show_the_models_chances_now_after_an_action_and_a_take_back(qtbot):
    window = playtest_window(qtbot, "showdown", controllers=["random"] * 4, seed=3)
    start = window.session.state.clone()
    first = shown_chances(window)
    assert first == win_probabilities(observe(start, 0)) and len(first) == 4
    assert format_percent(first[0]) in window.win_chance.now.text()
    play_until_the_chances_move(window)
    after = shown_chances(window)
    assert after == win_probabilities(observe(window.session.state, 0)) != first
    played = window.session.history.current
    line = [n for n, _c in window.win_chance.chart.points]
    for _ in range(len(line) - 1):
        window.session.undo()
    assert shown_chances(window) == first  # back at the start: the earlier numbers
    chart = window.win_chance.chart
    assert chart.at == 0 and [n for n, _c in chart.points] == line  # the redo line stays
    assert chart.points[-1] == (played, after)


def test_a_click_on_the_chart_goes_to_that_action(qtbot):
    window = playtest_window(qtbot, "final-stand", controllers=["random"] * 2, seed=4)
    for _ in range(12):
        window.session.step()
    window.win_chance.chart.resize(400, 150)
    chart = window.win_chance.chart
    area = chart.plot_area()
    point = QPointF(area.left() + 1, area.center().y())
    press = QMouseEvent(
        QMouseEvent.Type.MouseButtonPress,
        point,
        point,
        Qt.MouseButton.LeftButton,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(chart, press)
    assert window.session.history.current == 0 and chart.at == 0


def test_a_replay_shows_the_chances_of_each_of_its_positions(qtbot, tmp_path):
    final_stand = the_map("final-stand")
    saved = batch_game_file(StandardMode(), final_stand, 0, 3, "full")
    path = tmp_path / "game.gkrgame.json"
    save_game(saved, path)
    window = playtest_window_for(open_any(path))
    qtbot.addWidget(window)
    window.auto.setChecked(False)
    replay = window.replay
    assert replay is not None
    replay.to_end()
    end = shown_chances(window)
    assert window.session.state.result is not None
    assert end == win_probabilities(observe(window.session.state, 0))  # the outcome
    replay.to_start()
    assert shown_chances(window) == win_probabilities(observe(window.session.state, 0))
    points = window.win_chance.chart.points
    assert len(points) == len(saved.actions) + 1
    for step in (1, len(saved.actions) // 2, len(saved.actions) - 1):
        replay.go_to_step(step)
        state = window.session.state
        assert shown_chances(window) == win_probabilities(observe(state, 0)) == points[step][1]


def test_an_edited_position_shows_its_own_chances(qtbot):
    window = playtest_window(qtbot, "final-stand", controllers=["random"] * 2, seed=4)
    for _ in range(30):
        window.session.step()
    window.session.begin_edit()
    before = shown_chances(window)
    assert window.session.edit(free_setup.set_damage, 0, 4) is None
    draft = window.session.state
    assert window.win_bar.chances == win_probabilities(observe(draft, 0)) != before
    assert window.win_chance.chances == window.win_bar.chances


def test_hot_seat_shows_the_same_chances_to_every_seat(qtbot):
    """The model reads public information only: every seat's observation gives the bar's
    numbers, so passing the device reveals nothing."""
    window = playtest_window(qtbot, "final-stand", controllers=["human", "human"], seed=4)
    state = window.session.state
    assert all(win_probabilities(observe(state, s)) == window.win_bar.chances for s in range(2))


def test_a_2v2_game_shows_a_segment_per_team_with_its_chance(qtbot):
    """In a 2v2 game each seat's chance is its team's: the bar has one segment a team."""
    window = playtest_window(qtbot, "showdown", controllers=["random"] * 4, seed=3)
    window.session.set_config(GameConfig(mode="2v2"))
    for _ in range(40):
        window.session.step()
    state = window.session.state
    chances = win_probabilities(observe(state, 0))
    segments = window.win_bar.segments
    assert sorted(seats for seats, _p in segments) == sorted(set(state.teams))
    assert all(p == chances[seats[0]] == chances[seats[1]] for seats, p in segments)
    assert abs(sum(p for _s, p in segments) - 1) < 1e-9
