"""Edit position in the playtest window: the rules wait while units are dragged and
counters set through the engine's free setup; the rules then go on from the edited
position; a refused edit changes nothing and says why in one line; positions and games
save to their files."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, Qt

from engine.bots import make_bot
from engine.game import observe, state_text
from engine.game.actions import Move
from engine.game.catalog import UnitClass
from engine.game.invariants import check_invariants
from engine.game.sandbox import free_setup
from engine.game.sandbox.gamefile import load_game
from engine.game.sandbox.positionfile import load_position
from engine.game.setup import new_game
from engine.game.state import Phase
from engine.geometry.board import PLAYABLE
from engine.geometry.hexes import Direction, Hex
from gkr_studio.playtest.session import PlaytestSession
from gkr_studio.playtest.window import PlaytestWindow
from tests.engine.game.helpers import the_map


def window_at_seat_1s_move(qtbot) -> PlaytestWindow:
    """A game of Final Stand (seat 1 a person's) where seat 1 is to move its Heavy Hitter."""
    window = PlaytestWindow(the_map("final-stand"), seed=2)
    qtbot.addWidget(window)
    window.auto.setChecked(False)
    window.show()
    qtbot.waitExposed(window)
    session = window.session
    bots = [make_bot("full", q, 2) for q in range(2)]
    while not (
        session.state.phase is Phase.MOVEMENT
        and session.to_move == 0
        and any(isinstance(a, Move) for a in session.state.legal_actions())
    ):
        state = session.state
        session.history.play(bots[state.current_player()].choose(observe(state)))
    session.changed.emit()
    return window


def free_hex(state, far_from: Hex) -> Hex:
    """A free hex away from ``far_from``: no unit, no building."""
    m = state.game_map
    return max(
        (h for h in PLAYABLE if h not in state.occupant and h not in m.building_hexes),
        key=lambda h: (h.distance(far_from), str(h)),
    )


def drag(qtbot, window: PlaytestWindow, start: Hex, end: Hex) -> None:
    view = window.view

    def at(h: Hex) -> QPoint:
        return view.mapFromScene(window.board.hex_center(h))

    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=at(start))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=at(end))


def test_an_edited_position_resumes_and_the_rules_go_on_from_the_new_hex(qtbot):
    """After a Heavy Hitter is dragged to another hex and given damage, its moves
    start from that hex and the game's invariants hold."""
    window = window_at_seat_1s_move(qtbot)
    session, editor = window.session, window.position_editor
    before = session.state.clone()
    hh = before.players[0].hh
    target = free_hex(before, hh)
    editor.toggle.trigger()  # Game ▸ Edit position
    assert session.editing is not None and editor.toggle.isChecked()
    assert window.decision_stack.currentWidget() is editor.panel.scroll_area
    assert session.to_move is None and not session.bots_may_play()  # the rules wait
    assert not window.docks["hand"].isVisible()  # the panel takes the hand's room
    drag(qtbot, window, hh, target)
    assert session.state.players[0].hh == target
    editor.panel.seat.setCurrentIndex(0)
    editor.panel.damage.setValue(3)  # the panel's Damage box
    assert len(session.state.players[0].damage) == 3
    assert session.history.state.players[0].hh == hh  # the game itself waits unchanged
    editor.panel.resume_button.click()
    assert session.editing is None and not editor.toggle.isChecked()
    assert window.docks["hand"].isVisible()
    assert window.decision_stack.currentWidget() is window.decision_box
    state = session.state
    assert state.players[0].hh == target and len(state.players[0].damage) == 3
    assert check_invariants(state) == []
    expected = before.clone()  # the same edits through the engine alone
    free_setup.place_unit(expected, 0, UnitClass.HH, target)
    free_setup.set_damage(expected, 0, 3)
    free_setup.resume(expected)
    legal = state.legal_actions()
    assert legal == expected.legal_actions()
    moves = [a for a in legal if isinstance(a, Move) and a.unit is UnitClass.HH]
    assert moves and all(a.path[0] == target for a in moves)
    assert session.history.current == 0 and not session.history.can_undo()  # a new history
    assert window.take(moves[0])
    assert check_invariants(session.state) == []
    assert session.state.players[0].hh == moves[0].destination


def test_a_refused_edit_changes_nothing_and_says_why_in_one_line(qtbot):
    window = window_at_seat_1s_move(qtbot)
    session, editor = window.session, window.position_editor
    editor.set_editing(True)
    text = state_text(session.state)
    building = sorted(session.state.game_map.intact_hexes, key=str)[0]
    hh = session.state.players[0].hh
    drag(qtbot, window, hh, building)
    assert state_text(session.state) == text
    message = editor.panel.message
    assert message.isVisible() and "holds a building" in message.text()
    assert "\n" not in message.text() and "color: #e03131" in message.styleSheet()
    editor.panel.seat.setCurrentIndex(1)
    editor.panel.damage.setValue(40)
    assert state_text(session.state) == text
    assert "damage track holds" in message.text()
    assert editor.panel.damage.value() == len(session.state.players[1].damage)  # put back


def test_turning_tagging_and_a_refused_resume(qtbot):
    window = window_at_seat_1s_move(qtbot)
    session, editor = window.session, window.position_editor
    editor.set_editing(True)
    facing = session.state.players[1].facing
    hh = session.state.players[1].hh
    window.view.hexPressed.emit(hh, Qt.MouseButton.RightButton)  # a right-click turns it
    assert session.state.players[1].facing != facing
    building = sorted(session.state.game_map.intact_hexes, key=str)[0]
    window.view.hexPressed.emit(building, Qt.MouseButton.LeftButton)
    panel = editor.panel
    panel.faces[0].setCurrentIndex(2)  # P2 on the N face
    panel.faces[0].activated.emit(2)
    assert session.state.tags[building][0] == 1
    editor.edit(free_setup.set_rubble, building, 0)
    assert session.state.rubble_owner[building] == 0
    editor.discard()  # Discard the edits: the game as it was
    assert session.editing is None and building not in session.state.rubble_owner


def test_save_position_and_save_game(qtbot, tmp_path):
    window = window_at_seat_1s_move(qtbot)
    session, editor = window.session, window.position_editor
    game_path = tmp_path / "line.gkrgame.json"
    assert editor.save_game_to(str(game_path)) is None
    saved = load_game(game_path)
    assert [str(a) for a in saved.actions] == [str(a) for a in session.state.history]
    editor.set_editing(True)
    target = free_hex(session.state, session.state.players[0].hh)
    assert editor.move_unit(0, UnitClass.HH, target)
    pos_path = tmp_path / "edited.gkrpos.json"
    assert editor.save_position_to(str(pos_path)) is None
    assert load_position(pos_path).players[0].hh == target
    assert "Resume the rules first" in (editor.save_game_to(str(tmp_path / "x.json")) or "")
    assert editor.resume()
    refusal = editor.save_game_to(str(tmp_path / "y.gkrgame.json"))
    assert refusal is not None and "edited position" in refusal
    assert not (tmp_path / "x.json").exists() and not (tmp_path / "y.gkrgame.json").exists()


EDITS = st.one_of(
    st.tuples(
        st.just("place_unit"),
        st.integers(0, 2),
        st.just(UnitClass.HH),
        st.sampled_from(sorted(PLAYABLE, key=str)),
    ),
    st.tuples(st.just("set_damage"), st.integers(0, 2), st.integers(-1, 30)),
    st.tuples(st.just("set_energy"), st.integers(0, 2), st.integers(-1, 9)),
    st.tuples(st.just("set_facing"), st.integers(0, 1), st.sampled_from(list(Direction))),
    st.tuples(st.just("set_glory_hound"), st.integers(0, 2)),
)


@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(edits=st.lists(EDITS, min_size=1, max_size=6))
def test_any_edits_are_applied_whole_or_refused_whole_and_resume_keeps_the_invariants(qapp, edits):
    """Whatever edits are asked, each is applied or refused with nothing changed, and a
    position the rules resume from satisfies the game's invariants."""
    start = _movement_start()
    session = PlaytestSession(start.initial_map)
    session.take_up(start.clone(), (), None, from_start=False)
    session.begin_edit()
    for name, *args in edits:
        before = state_text(session.state)
        reason = session.edit(getattr(free_setup, name), *args)
        if reason is not None:
            assert state_text(session.state) == before and "\n" not in reason
    if session.resume_from_edit() is None:
        assert session.editing is None and check_invariants(session.state) == []
        assert session.state.is_terminal() or session.state.legal_actions()
    else:
        assert session.editing is not None  # still editing, nothing lost


_STARTS: list = []


def _movement_start():
    if not _STARTS:
        g = new_game(the_map("final-stand"), 2)
        bots = [make_bot("full", q, 2) for q in range(2)]
        while not (g.phase is Phase.MOVEMENT and g.current_player() == 0):
            g.apply_action(bots[g.current_player()].choose(observe(g)))
        _STARTS.append(g)
    return _STARTS[0]
