"""Replays in the playtest window: a game file steps to its start and back to its recorded
end, board and log in sync; the jumps land on the game's moments; "show a game where SEAT
lost", from the Balance Playtest dialog and the Balance dock, opens a game that seat lost."""

from __future__ import annotations

import pytest

from engine.game.combat_events import ArmorSave, DamageDealt
from engine.game.sandbox.gamefile import save_game
from engine.game.sandbox.open_any import open_any
from engine.game.sandbox.replays import first_blood_by
from engine.playtest.kept_games import batch_game_file
from engine.playtest.modes import StandardMode
from engine.playtest.runner import run_playtest
from gkr_studio.panels.balance_panel import BalancePanel
from gkr_studio.playtest.balance import BalancePlaytestDialog
from gkr_studio.playtest.lost_games import game_lost_by, least_winning_seat
from gkr_studio.playtest.opened_files import playtest_window_for
from tests.engine.game.helpers import the_map

FINAL_STAND = the_map("final-stand")


@pytest.fixture(scope="module")
def batch():
    """Four games of Final Stand (seed 3): their result knows each game's winners."""
    return run_playtest(FINAL_STAND, 4, 3, bot="full")


def shown(qtbot, window):
    qtbot.addWidget(window)
    window.auto.setChecked(False)
    window.show()
    qtbot.waitExposed(window)
    return window


def replay_of(qtbot, tmp_path, batch, index: int = 0):
    saved = batch_game_file(StandardMode(), FINAL_STAND, index, batch.seed, batch.bot)
    path = tmp_path / "game.gkrgame.json"
    save_game(saved, path)
    return saved, shown(qtbot, playtest_window_for(open_any(path)))


def test_the_batch_result_keeps_each_games_winners(batch):
    assert [i for i, _ in batch.game_winners] == list(range(batch.games))
    wins = [sum(seat in w for _, w in batch.game_winners) for seat in range(2)]
    assert wins == [s.wins for s in batch.seats]  # no shared wins in these games


def test_a_replay_of_a_saved_batch_game_steps_from_its_start_to_its_recorded_winner(
        qtbot, tmp_path, batch):
    saved, window = replay_of(qtbot, tmp_path, batch)
    replay, session = window.replay, window.session
    assert replay is not None and replay.end == len(saved.actions)
    replay.to_start()
    assert session.state.history == [] and session.state.result is None
    assert not replay.back_button.isEnabled() and replay.where.text() == \
        f"Action 0 of {replay.end}"
    assert session.is_bot_turn()  # a replay says it is one, not that something was taken back
    assert "A replay" in window.status.text()
    assert "after a take-back" not in window.status.text()
    replay.set_playing(True)
    assert replay.play_button.isChecked() and replay.timer.isActive()
    for _ in range(5):
        replay._tick()  # what the timer does at each beat
    assert replay.step() == 5 and [str(a) for a in session.state.history] == \
        [str(a) for a in saved.actions[:5]]
    replay.set_playing(False)
    while replay.forward_button.isEnabled():
        replay.step_forward()
    assert replay.step() == replay.end
    assert session.state.result == saved.result is not None
    assert window.shown_events == len(session.state.events)  # the log keeps up
    assert window.log.blockCount() == len(session.state.events)
    assert len(window.unit_items) == len(list(session.state.units()))  # the board too
    assert not session.bots_may_play()  # a replay never plays a move of its own
    window.position_editor.set_editing(True)
    assert not replay.isEnabled()  # the game waits while its position is edited
    window.position_editor.discard()
    assert replay.isEnabled()


def test_jumping_to_first_blood_lands_on_the_action_after_which_damage_first_gets_through(
        qtbot, tmp_path, batch):
    saved, window = replay_of(qtbot, tmp_path, batch)
    replay, session = window.replay, window.session
    blood = replay.marks.first_blood
    assert blood is not None

    def damage_through() -> bool:
        return any((isinstance(e, ArmorSave) and e.damage > 0)
                   or (isinstance(e, DamageDealt) and e.damage > 0
                       and e.reason.startswith("critical hit"))
                   for e in session.state.events)

    replay.to_start()
    index = replay.jump.findData(blood)
    replay.jump.activated.emit(index)
    assert replay.step() == blood and damage_through()
    assert first_blood_by(session.state.events) is not None
    replay.step_back()
    assert not damage_through()
    replay.jump_to(replay.marks.end)
    assert replay.step() == len(saved.actions) and session.state.result == saved.result


def test_show_a_game_where_1f_lost_opens_a_game_1f_did_not_win(qtbot, batch):
    """From the Balance Playtest dialog: the menu's seat 1 (1F), and the button's own
    seat, the one that wins least."""
    dialog = BalancePlaytestDialog(FINAL_STAND)
    qtbot.addWidget(dialog)
    assert not dialog.lost_button.isEnabled()
    dialog.games.setValue(4)
    dialog.seed.setValue(3)
    dialog._finished(batch)
    assert dialog.lost_button.isEnabled()
    assert game_lost_by(batch, 0) is not None
    opened = []
    dialog.replayOpened.connect(opened.append)
    dialog.lost_button.menu().actions()[0].trigger()  # "Seat 1 (1F)"
    assert len(opened) == 1
    window = opened[0]
    qtbot.addWidget(window)
    assert window.session.state.history == []  # opens at the start, ready to play
    window.replay.to_end()
    result = window.session.state.result
    assert result is not None and 0 not in result.winners
    assert "1F" in window.windowTitle()
    least = least_winning_seat(batch)
    assert dialog.lost_button.text() == f"Show a game where {FINAL_STAND.starts[least]} lost"


def test_the_balance_dock_asks_for_the_least_winning_seats_lost_game(qtbot, batch):
    panel = BalancePanel()
    qtbot.addWidget(panel)
    assert not panel.lost_button.isEnabled()
    panel.set_result(batch)
    with qtbot.waitSignal(panel.lostGameWanted) as wanted:
        panel.lost_button.click()
    rates = [s.adjusted_win_rate for s in batch.seats]
    assert wanted.args == [rates.index(min(rates))]


def test_the_dock_opens_the_lost_game_in_a_playtest_window_of_the_studio(make_window, qtbot,
                                                                          batch):
    studio = make_window("final-stand")
    studio.live.game_map = FINAL_STAND  # the map the dock's games were played on
    studio.balance.set_result(batch)
    studio.balance.lost_button.menu().actions()[1].trigger()  # "Seat 2 (9F)"
    window = studio.playtest_windows[-1]
    qtbot.addWidget(window)
    window.replay.to_end()
    assert 1 not in window.session.state.result.winners
    assert "seat 2 (9F) lost" in window.windowTitle()


def test_a_result_that_is_not_the_maps_any_more_opens_nothing_and_says_so(batch):
    """The dock's last result while the map has just changed: game 0's recorded winners
    are not what the map gives now."""
    from dataclasses import replace

    from gkr_studio.playtest.lost_games import lost_game_window
    index, winners = batch.game_winners[0]
    loser = next(q for q in range(2) if q in winners)  # it won game 0 in fact
    wrong = replace(batch, game_winners=((index, tuple(q for q in range(2) if q != loser)),))
    answer = lost_game_window(FINAL_STAND, wrong, loser)
    assert isinstance(answer, str) and "not the one recorded" in answer
