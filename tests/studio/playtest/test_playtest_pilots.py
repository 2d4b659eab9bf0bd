"""The playtest window's advanced rules: pilots and the alternate achievements board."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from engine.game.achievements import PathDecision
from gkr_studio.playtest.interaction import pilot_cell
from gkr_studio.playtest.player_tables import PILOT_COLUMN
from gkr_studio.playtest.session import HUMAN
from tests.studio.helpers import playtest_window


def test_pilots_and_the_alternate_board_from_the_window_a_human_picks_a_path(qtbot, tmp_path):
    window = playtest_window(qtbot, controllers=[HUMAN, "full"])
    assert not window.session.config.pilots
    window.pilots_box.setChecked(True)
    window.board_box.setCurrentIndex(window.board_box.findData("alternate"))
    state = window.session.state
    assert state.config.pilots and state.config.achievements == "alternate"
    assert state.players[1].pilot is not None  # P2 chooses first (a pilot, then a path)
    while window.session.step():  # P2 (a bot) picks first: the Glory Hound picks last
        pass
    state = window.session.state
    assert isinstance(state.decision, PathDecision) and state.current_player() == 0

    def buttons() -> list[QPushButton]:
        return [b for b in window.buttons_box.findChildren(QPushButton) if b.isVisible()]

    qtbot.waitUntil(
        lambda: any(b.text() == "Guard: armor 2, targeting 4, reactor 6" for b in buttons())
    )
    next(b for b in buttons() if b.text().startswith("Guard:")).click()
    assert [p.pilot is not None for p in window.session.state.players] == [True, True]
    assert window.session.state.players[0].path == "guard"
    cell = window.players.item(0, PILOT_COLUMN).text()
    assert cell == pilot_cell(window.session.state.players[0])
    assert "Kestrel Vance" in cell and "guard path" in cell
    assert "Reinforced Hull (stand-in) on 2" in window.players.item(0, PILOT_COLUMN).toolTip()
    window.grab().save(str(tmp_path / "pilots.png"))


def test_a_solo_game_switches_the_advanced_rules_off(qtbot):
    window = playtest_window(qtbot)
    window.pilots_box.setChecked(True)
    assert window.session.config.pilots
    window.mode_box.setCurrentIndex(window.mode_box.findText("Solo game: 1 opponent"))
    assert window.session.config.mode == "solo" and not window.session.config.pilots
    assert not window.pilots_box.isEnabled() and not window.board_box.isEnabled()
    window.mode_box.setCurrentIndex(0)
    assert window.session.config.pilots and window.pilots_box.isEnabled()


def test_switching_the_rules_starts_a_fresh_log_of_the_new_game(qtbot):
    """A game with pilots logs more set-up events than one without: the log shows the new
    game's events, not the old game's followed by the tail of the new one."""
    window = playtest_window(qtbot, slug="showdown", seed=3)
    window.pilots_box.setChecked(True)
    state = window.session.state
    assert window.log.toPlainText().splitlines() == [
        line for e in state.events for line in str(e).splitlines()
    ]
    assert window.log.toPlainText().count("(opening hand)") == 4
