"""“Show a game where SEAT lost”, from the Balance Playtest dialog and the Balance dock:
a batch's result keeps each game's winners, and the game opened as a replay is one that
seat lost."""

from __future__ import annotations

import pytest

from engine.playtest.runner import run_playtest
from gkr_studio.balance.balance_dialog import BalancePlaytestDialog
from gkr_studio.balance.balance_panel import BalancePanel
from gkr_studio.balance.lost_games import game_lost_by, least_winning_seat
from tests.engine.game.helpers import the_map

FINAL_STAND = the_map("final-stand")


@pytest.fixture(scope="module")
def batch():
    """Four games of Final Stand (seed 3): their result knows each game's winners."""
    return run_playtest(FINAL_STAND, 4, 3, bot="full")


def test_the_batch_result_keeps_each_games_winners(batch):
    assert [i for i, _ in batch.game_winners] == list(range(batch.games))
    wins = [sum(seat in w for _, w in batch.game_winners) for seat in range(2)]
    assert wins == [s.wins for s in batch.seats]  # no shared wins in these games


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


def test_the_dock_opens_the_lost_game_in_a_playtest_window_of_the_studio(make_window, qtbot, batch):
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

    from gkr_studio.balance.lost_games import lost_game_window

    index, winners = batch.game_winners[0]
    loser = next(q for q in range(2) if q in winners)  # it won game 0 in fact
    wrong = replace(batch, game_winners=((index, tuple(q for q in range(2) if q != loser)),))
    answer = lost_game_window(FINAL_STAND, wrong, loser)
    assert isinstance(answer, str) and "not the one recorded" in answer
