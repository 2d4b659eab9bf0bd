"""Hot-seat play (a "pass the device" page between two people's turns hides the next one's
cards) and the Shots panel (what can shoot what, now, drawn on the board)."""

from __future__ import annotations

from engine.game.catalog import UnitClass
from gkr_studio.playtest.player_tables import PLAYER_COLUMNS
from gkr_studio.playtest.session import HUMAN
from gkr_studio.playtest.window import NOBODY, PlaytestWindow
from tests.studio.helpers import playtest_window

FIRING_LINE = PLAYER_COLUMNS.index("Firing line")


def play_seat(window: PlaytestWindow) -> None:
    """The person of the seat to act takes the device and plays one action; bots answer."""
    if window.handoff_due():
        window.pass_page.button.click()
    assert window.take(window.session.state.legal_actions()[-1])
    window.session.play_to_end()


def test_with_two_people_the_next_ones_hand_stays_hidden_until_they_continue(qtbot):
    window = playtest_window(qtbot, "showdown", controllers=[HUMAN, "random", HUMAN, "random"])
    s = window.session
    s.play_to_end()
    first = s.to_move
    assert first in (0, 2) and window.handoff_due()
    assert window.decision_stack.currentWidget() is window.pass_page
    assert window.hand.rowCount() == 0  # nobody's cards while the device changes hands
    assert f"seat {first + 1}" in window.pass_page.button.text()
    assert not window.click_hex(s.state.players[first].hh or s.state.game_map.starts[0])
    window.pass_page.button.click()
    assert not window.handoff_due()
    assert window.decision_stack.currentWidget() is window.decision_box
    p = s.state.players[first]
    assert window.hand.rowCount() == len(p.hand) + len(p.sponsors) > 0
    for _ in range(60):  # on until the other person is to act
        if s.to_move not in (None, first):
            break
        play_seat(window)
    other = s.to_move
    assert other == 2 - first
    assert window.handoff_due() and window.hand.rowCount() == 0
    assert window.decision_stack.currentWidget() is window.pass_page


def test_between_two_peoples_turns_no_face_down_firing_line_shows(qtbot):
    """On a bot's turn with two people at the screen, the players' table shows what every
    player may see: a face-down declaration stays face down (it showed to all before)."""
    window = playtest_window(qtbot, "showdown", controllers=["random"] * 4)
    s = window.session
    s.blockSignals(True)  # the bots play to the declarations without redrawing each action
    while not any(q.firing_line and not q.revealed for q in s.state.players):
        assert s.step()
    s.blockSignals(False)
    bot = s.to_move
    assert bot is not None
    for seat in range(4):
        if seat != bot and sum(c == HUMAN for c in s.controllers) < 2:
            s.set_controller(seat, HUMAN)
    assert s.is_bot_turn()
    face_down = [q for q in s.state.players if q.firing_line and not q.revealed]
    for q in face_down:
        cell = window.players.item(q.seat, FIRING_LINE).text()
        assert cell == f"{len(q.firing_line)} face down", cell
    assert window._viewer() == NOBODY
    window.docks["shots"].raise_()
    hidden = window.shots.hidden  # no card a person may not see: neither declared nor in hand
    assert {q.seat for q in face_down} <= set(hidden) and s.to_move in hidden
    assert not any(r.unit is UnitClass.HH and r.seat in hidden for r in window.shots.rows)


def test_the_shots_panel_lists_the_shots_now_and_draws_the_one_pointed_at(qtbot):
    window = playtest_window(qtbot, "final-stand", controllers=["full", "full"], seed=3)
    s = window.session
    while not any(r.possible for r in window.shots.rows):
        assert s.step()
    window.docks["shots"].raise_()
    table = window.shots.table
    possible = [r for r in window.shots.rows if r.possible]
    assert table.rowCount() == len(possible)
    first = possible[0]
    assert table.item(0, 0).text().startswith(f"P{first.seat + 1} {first.unit.value}")
    assert table.item(0, 8).text().endswith("%")
    window.shots.refused_box.setChecked(True)
    assert table.rowCount() == len(window.shots.rows) > len(possible)
    table.selectRow(0)
    overlay = window.board.overlay("shot", 0)
    assert overlay.content.lines and overlay.content.lines[0][:2] == (first.origin, first.target)
    table.clearSelection()
    assert not overlay.content.lines
