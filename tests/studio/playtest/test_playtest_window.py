"""The playtest window: a real game of the edited map, humans clicking, bots playing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from engine import Hex
from engine.game import Action, Declare, Deploy, Fire, Keep, Move, Tag, TakeDamage
from engine.game.actions import PickAlly
from engine.game.catalog import UnitClass
from engine.game.movement import HHMoveDecision
from gkr_studio.playtest.interaction import action_hex
from gkr_studio.playtest.session import HUMAN
from gkr_studio.playtest.window import PlaytestWindow
from tests.studio.helpers import click, playtest_window

H = Hex.parse


def test_a_bot_game_runs_to_the_end_in_the_window(qtbot):
    window = playtest_window(qtbot, "showdown", controllers=["random"] * 4)
    window.speed.setCurrentText("Instant")
    window.auto.setChecked(True)
    qtbot.waitUntil(lambda: window.session.state.is_terminal(), timeout=120_000)
    assert "Game over" in window.status.text()
    assert window.log.toPlainText().count("\n") > 100
    assert window.players.rowCount() == 4


def test_restart_with_the_same_seed_replays_the_same_game(qtbot):
    window = playtest_window(qtbot, controllers=["random", "random"], seed=5)
    window.session.play_to_end()
    first = [str(e) for e in window.session.state.events]
    window.restart_button.click()
    assert window.session.state.round <= 1
    window.session.play_to_end()
    assert [str(e) for e in window.session.state.events] == first
    window.new_seed_button.click()
    assert window.session.seed == 6


def test_step_and_step_phase(qtbot):
    window = playtest_window(qtbot, controllers=["random", "random"])
    n = len(window.session.state.history)
    window.step_button.click()
    assert len(window.session.state.history) == n + 1
    phase = (window.session.state.round, window.session.state.phase)
    window.phase_button.click()
    assert (window.session.state.round, window.session.state.phase) != phase


def _buttons(window) -> dict[str, QPushButton]:
    out = {}
    for i in range(window.buttons_layout.count()):
        w = window.buttons_layout.itemAt(i).widget()
        if isinstance(w, QPushButton):
            out[w.toolTip()] = w
    return out


def _human_turn(window, qtbot, seen: set[str]) -> None:
    """Play seat 1 by clicking, steering toward a fight: deploy, move, fire, tag."""
    state = window.session.state
    actions = state.legal_actions()
    me = state.players[0]
    enemy = [p.hh for p in state.players[1:] if p.hh is not None]
    fires = [a for a in actions if isinstance(a, Fire)]
    tags = [a for a in actions if isinstance(a, Tag)]
    deploys = [a for a in actions if isinstance(a, Deploy)]
    moves = [a for a in actions if isinstance(a, Move) and a.unit is UnitClass.HH]
    declares = [a for a in actions if isinstance(a, Declare)]
    if fires:
        target = fires[0].target
        window.choose_from_menu = lambda acts, pos: fires[0]
        shots = sum(1 for e in state.events if e.kind == "Shot")
        click(window, str(target))
        assert sum(1 for e in window.session.state.events if e.kind == "Shot") == shots + 1
        seen.add("fire")
        return
    if tags:
        window.choose_from_menu = lambda acts, pos: tags[0]
        tagged = sum(1 for e in state.events if e.kind == "Tagged")
        click(window, str(tags[0].building))
        assert sum(1 for e in window.session.state.events if e.kind == "Tagged") == tagged + 1
        seen.add("tag")
        return
    if deploys:
        window.choose_from_menu = lambda acts, pos: deploys[0]
        click(window, str(deploys[0].hex))
        assert deploys[0].hex in {h for _p, _c, h in window.session.state.units()}
        seen.add("deploy")
        return
    if moves and isinstance(state.decision, HHMoveDecision):
        here = me.hh

        def score(a: Move) -> tuple[int, int]:
            d = min(a.path[-1].distance(e) for e in enemy) if enemy else 0
            return (abs(d - 3), len(a.path))

        best = min(moves, key=score)
        facing_to = min(enemy, key=lambda e: e.distance(best.path[-1])) if enemy else None
        wanted = best.path[-1]
        options = [a for a in moves if a.path[-1] == wanted]
        if facing_to is not None:
            from engine.lineofsight.sight import in_arc

            options.sort(key=lambda a: not in_arc(wanted, a.facing, facing_to))
        window.choose_from_menu = lambda acts, pos: options[0]  # the facing menu
        click(window, str(wanted))
        if wanted != here:
            assert window.session.state.players[0].hh == wanted
            seen.add("move")
        return
    if declares:
        best = max(declares, key=lambda a: len(a.weapons))
        assert window.declare_box.isVisible()
        for card, box in window.declare_checks.items():
            box.setChecked(card in best.weapons)
        declared = sum(1 for e in state.events if e.kind == "Declared")
        window.declare_button.click()
        assert sum(1 for e in window.session.state.events if e.kind == "Declared") == declared + 1
        seen.add("declare")
        return
    picks = [a for a in actions if isinstance(a, PickAlly)]
    if picks:  # shifting alliances: the farthest opponent, with the ally picker's button
        here = me.hh
        choice = max(
            picks, key=lambda a: here.distance(state.players[a.seat].hh or here) if here else 0
        )
        assert window.ally_picker.isVisible()
        button = next(b for b in window.ally_picker.buttons if b.toolTip() == str(choice))
        assert button.text().startswith(f"Seat {choice.seat + 1} (")
        button.click()
        after = window.session.state
        revealed = [e for e in after.events if e.kind == "PicksRevealed"]
        assert (after.picks[0] if after.picks else revealed[-1].picks[0]) == choice.seat
        seen.add("pick")
        return
    buttons = _buttons(window)
    preferred = [a for a in actions if isinstance(a, (Keep, TakeDamage))]
    choice = preferred[0] if preferred else actions[-1]
    where = action_hex(choice)
    if where is not None:  # a support unit's move or a push: on the board
        window.choose_from_menu = lambda acts, pos: choice
        before = len(state.history)
        click(window, str(where))
        assert len(window.session.state.history) == before + 1, str(choice)
        seen.add("board")
    elif str(choice) in buttons:
        buttons[str(choice)].click()
        seen.add(f"button {type(choice).__name__}")
    else:
        _double_click_action(window, choice)
        seen.add(f"list {type(choice).__name__}")


def _double_click_action(window, action) -> None:
    """Take an action by double-clicking it in the list of every legal action."""
    lst = window.action_list
    item = next(
        lst.item(i)
        for i in range(lst.count())
        if lst.item(i).data(Qt.ItemDataRole.UserRole) == str(action)
    )
    lst.scrollToItem(item)
    before = len(window.session.state.history)
    pos = lst.visualItemRect(item).center()
    for press in (QTest.mouseClick, QTest.mouseDClick):  # a double click, as Qt's docs say
        press(lst.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    assert len(window.session.state.history) == before + 1, str(action)


def test_a_human_takes_a_legal_action_by_double_clicking_the_list(qtbot):
    window = playtest_window(qtbot, controllers=[HUMAN, HUMAN])
    seat = window.session.to_move
    _double_click_action(window, "reboot")
    assert window.session.state.history[-1] == Action.parse("reboot")
    assert any(e.kind == "Rebooted" and e.player == seat for e in window.session.state.events)


def test_a_human_seat_deploys_moves_fires_and_tags_by_clicking(qtbot):
    window = playtest_window(qtbot, "three-walls", controllers=[HUMAN, "random", "random"], seed=4)
    seen: set[str] = set()
    for _ in range(3000):
        s = window.session
        if s.state.is_terminal() or seen >= {"deploy", "move", "declare", "fire", "tag"}:
            break
        if s.is_human_turn():
            _human_turn(window, qtbot, seen)
        else:
            s.step()
    assert seen >= {"deploy", "move", "declare", "fire", "tag"}, seen


def test_clicking_where_nothing_can_be_done_changes_nothing(qtbot):
    window = playtest_window(qtbot, controllers=[HUMAN, "random"])
    s = window.session
    while not s.is_human_turn():
        s.step()
    before = len(s.state.history)
    assert not window.click_hex(H("0C"))
    assert len(s.state.history) == before


def test_an_illegal_action_is_refused_with_a_message(qtbot):
    window = playtest_window(qtbot, controllers=[HUMAN, "random"])
    s = window.session
    while not s.is_human_turn():
        s.step()
    assert not window.take("fire dire-laser 5F")
    assert window.error and window.error in window.status.text()


def test_controllers_can_change_mid_game(qtbot):
    window = playtest_window(qtbot, controllers=[HUMAN, HUMAN])
    assert window.session.is_human_turn()
    window.seat_boxes[window.session.to_move].setCurrentIndex(
        window.seat_boxes[0].findData("random")
    )
    assert window.session.controllers.count("random") == 1
    window.session.play_to_end()
    assert window.session.is_human_turn() or window.session.state.is_terminal()


def test_playtest_from_the_studio_plays_the_edited_map(make_window, qtbot):
    studio = make_window("three-walls")
    studio.set_tool("select")
    from tests.studio.helpers import drag

    drag(studio, ["2G", "2H"])
    assert studio.doc.is_modified
    window = studio.open_playtest()
    assert window is not None
    qtbot.addWidget(window)
    game_map = window.session.state.game_map
    assert game_map.building_at(H("2H")) is not None and game_map.building_at(H("2G")) is None
    assert window.session.controllers[0] == HUMAN
    assert all(c != HUMAN for c in window.session.controllers[1:])
    window.close()


def test_an_unfinished_map_cannot_be_playtested(make_window, dialogs):
    studio = make_window("final-stand")
    studio.set_tool("erase")
    click(studio, "9F")
    assert studio.open_playtest() is None
    title, text = dialogs.errors[-1]
    assert title == "Cannot playtest this map" and "A game needs a finished, valid map" in text
    assert "Starts: 1 start placed" in text and "/starts" not in text
    assert studio.open_balance_playtest() is None
    assert dialogs.errors[-1] == (title, text)
    seen = []
    studio.live.stateChanged.connect(lambda state, text: seen.append((state, text)))
    studio.live.set_map(studio.doc.map)
    assert seen[-1][0] == "invalid" and seen[-1][1].startswith("No games: Starts: 1 start")


def test_the_board_shows_units_tags_and_the_glory_hound(qtbot):
    window = playtest_window(qtbot, controllers=["random", "random"], seed=3)
    window.session.play_to_end()
    state = window.session.state
    shown = {(i.seat, i.unit, i.hex) for i in window.unit_items}
    assert shown == set(state.units())
    assert any(i.glory_hound for i in window.unit_items) or not any(
        p.hh for p in state.players if p.seat == state.glory_hound
    )
    tagged = {h for h, faces in state.tags.items() if any(f >= 0 for f in faces)}
    assert {t.hex for t in window.tag_items} == tagged


def test_play_to_end_with_a_human_seat_says_why_it_stopped(qtbot):
    window = playtest_window(qtbot, "showdown")  # seat 1 human by default
    assert window.session.controllers[0] == HUMAN
    assert window.end_button.isEnabled()
    window.end_button.click()
    assert window.session.is_human_turn() and window.session.to_move == 0
    assert "seat 1 is played by a person" in window.status.text()
    window.seat_boxes[0].setCurrentIndex(window.seat_boxes[0].findData("random"))
    window.end_button.click()
    assert window.session.state.is_terminal()
    assert "played by a person" not in window.status.text()
    assert not window.end_button.isEnabled()


def test_the_players_and_hand_tables_show_every_column_at_1400_by_900(qtbot):
    window = playtest_window(qtbot, "showdown")
    window.resize(1400, 900)
    qtbot.wait(50)
    for table in (window.players, window.hand):
        assert table.horizontalHeader().length() <= table.viewport().width(), table
        assert not table.horizontalScrollBar().isVisible()
    rows = window.hand.rowCount()
    assert rows >= 6
    assert (
        window.hand.rowViewportPosition(rows - 1) + window.hand.rowHeight(rows - 1)
        <= window.hand.viewport().height()
    )
    assert (
        window.players.rowViewportPosition(3) + window.players.rowHeight(3)
        <= window.players.viewport().height()
    )


def test_a_catalog_file_chosen_in_the_window_plays_its_cards(qtbot, tmp_path, monkeypatch):
    from gkr_studio.playtest.catalog_picker import CatalogPicker
    from tests.catalog_files import broken_catalog, my_catalog

    shown = []
    monkeypatch.setattr(CatalogPicker, "show_problems", lambda self, e: shown.append(e.lines()))
    window = playtest_window(qtbot, "showdown")
    picker = window.catalog_picker
    assert picker.label.text() == "Cards: stand-in (built in)"
    monkeypatch.setattr(CatalogPicker, "ask_path", lambda self: str(broken_catalog(tmp_path)))
    assert not picker.choose()
    assert len(shown) == 1 and len(shown[0]) == 2  # one line per problem
    assert window.session.catalog is None
    monkeypatch.setattr(CatalogPicker, "ask_path", lambda self: str(my_catalog(tmp_path)))
    assert picker.choose()
    assert window.session.catalog is not None and window.session.catalog.name == "My cards"
    names = [p.faction.name for p in window.session.state.players]
    assert all(n.startswith("Mine: ") for n in names)
    assert window.seat_labels[0].text() == f"Seat 1 · {names[0]}"
    assert picker.label.text() == "Cards: My cards (my.catalog.json)"
    picker.reset_button.click()
    assert window.session.catalog is None
    assert "(stand-in)" in window.session.state.players[0].faction.name


@pytest.mark.parametrize("seed", [5, 6])
def test_a_human_plays_a_solo_game_by_clicking(qtbot, seed, monkeypatch):
    asked: list[int] = []
    monkeypatch.setattr(
        PlaytestWindow, "ask_new_game", lambda self: asked.append(self.session.state.round) or True
    )
    window = playtest_window(
        qtbot, "showdown", controllers=[HUMAN, "random", "random", "random"], seed=seed
    )
    labels = [window.mode_box.itemText(i) for i in range(window.mode_box.count())]
    assert labels == [
        "Standard game",
        "Solo game: 1 opponent",
        "Solo game: 2 opponents",
        "2v2 game (fixed alliances)",
        "2v2 game (shifting alliances)",
    ]
    window.mode_box.setCurrentIndex(2)
    s = window.session
    assert s.state.config.mode == "solo" and s.state.num_players == 3
    assert s.controllers == [HUMAN, "solo", "solo"]
    assert window.players.rowCount() == 3 and len(window.seat_boxes) == 3
    assert "Glory Hound" not in window.status.text()
    assert "/24" in window.players.item(1, 6).text()
    seen: set[str] = set()
    for _ in range(3000):
        if s.state.is_terminal() or seen >= {"deploy", "move", "declare", "fire"}:
            break
        if s.is_human_turn():
            _human_turn(window, qtbot, seen)
        else:
            s.step()
    assert seen >= {"deploy", "move", "declare", "fire"}, (seen, str(s.state))
    assert not any(e.kind in ("RollOff", "GloryHound", "Achievement") for e in s.state.events)
    window.extra_box.setValue(2)  # a harder game: a new game with the same seed, once asked
    assert len(asked) == 1
    assert s.state.config.solo_extra_weapons == 2 and s.state.round <= 1
    window.mode_box.setCurrentIndex(0)
    assert s.state.config.mode == "standard" and s.state.num_players == 4
    assert len(window.seat_boxes) == 4 and s.controllers[0] == HUMAN


def test_a_two_player_map_offers_one_solo_opponent(qtbot):
    window = playtest_window(qtbot, "final-stand", controllers=[HUMAN, "random"])
    labels = [window.mode_box.itemText(i) for i in range(window.mode_box.count())]
    assert labels == ["Standard game", "Solo game: 1 opponent"]


def test_a_human_plays_a_2v2_game_by_clicking(qtbot):
    window = playtest_window(
        qtbot, "showdown", controllers=[HUMAN, "random", "random", "random"], seed=5
    )
    labels = [window.mode_box.itemText(i) for i in range(window.mode_box.count())]
    assert labels[-2] == "2v2 game (fixed alliances)"
    window.mode_box.setCurrentIndex(len(labels) - 2)
    s = window.session
    assert s.state.config.mode == "2v2" and s.state.teams == ((0, 3), (1, 2))
    assert "teams seat 1+seat 4 vs seat 2+seat 3" in window.status.text()
    seen: set[str] = set()
    for _ in range(3000):
        if s.state.is_terminal() or seen >= {"deploy", "move", "declare", "fire"}:
            break
        if s.is_human_turn():
            allies = {h for _p, _c, h in s.state.units() if _p == 3}
            for a in s.state.legal_actions():
                assert not (isinstance(a, Fire) and a.target in allies)  # never the ally
            _human_turn(window, qtbot, seen)
        else:
            s.step()
    assert seen >= {"deploy", "move", "declare", "fire"}, (seen, str(s.state))


def _play_by_clicking(window, qtbot, rounds: int, watch=None) -> set[str]:
    """Seat 1 plays by clicking only (the board, buttons, the declare box, the ally
    picker, the list of legal actions) and the bots step, until the game ends or
    ``rounds`` rounds are over; what the human did."""
    s = window.session
    seen: set[str] = set()
    for _ in range(20_000):
        if s.state.is_terminal() or s.state.round > rounds:
            break
        if s.is_human_turn():
            if watch is not None:
                watch(s.state)
            before = len(s.state.history)
            _human_turn(window, qtbot, seen)
            assert len(s.state.history) > before, str(s.state.decision)
        else:
            s.step()
    assert s.state.is_terminal() or s.state.round > rounds, str(s.state)
    return seen


def test_a_human_plays_a_whole_solo_game_by_clicking(qtbot):
    window = playtest_window(qtbot, "final-stand", controllers=[HUMAN, "random"], seed=3)
    window.mode_box.setCurrentIndex(1)
    s = window.session
    assert s.state.config.mode == "solo" and s.controllers == [HUMAN, "solo"]
    seen = _play_by_clicking(window, qtbot, rounds=8)
    assert seen >= {"deploy", "move", "declare", "fire"}, seen
    assert any(k.startswith("button") for k in seen), seen  # ends turns and phases too
    assert s.state.round >= 4 or s.state.is_terminal()


def test_a_human_plays_a_whole_2v2_game_by_clicking(qtbot):
    window = playtest_window(
        qtbot, "showdown", controllers=[HUMAN, "random", "random", "random"], seed=4
    )
    window.mode_box.setCurrentIndex(window.mode_box.findText("2v2 game (fixed alliances)"))
    s = window.session
    assert s.state.config.mode == "2v2"

    def never_the_ally(state) -> None:
        ally = {h for q, _c, h in state.units() if q == 3}
        assert not any(isinstance(a, Fire) and a.target in ally for a in state.legal_actions())

    seen = _play_by_clicking(window, qtbot, rounds=8, watch=never_the_ally)
    assert seen >= {"deploy", "move", "declare", "fire"}, seen
    assert s.state.round >= 4 or s.state.is_terminal()


def test_a_human_plays_shifting_alliances_and_picks_an_ally_by_clicking(qtbot):
    window = playtest_window(
        qtbot, "showdown", controllers=[HUMAN, "random", "random", "random"], seed=5
    )
    labels = [window.mode_box.itemText(i) for i in range(window.mode_box.count())]
    assert labels[-2:] == ["2v2 game (fixed alliances)", "2v2 game (shifting alliances)"]
    window.mode_box.setCurrentIndex(len(labels) - 1)
    s = window.session
    assert s.state.config.mode == "shifting" and s.controllers == [HUMAN] + ["full"] * 3
    assert "alliances: none" in window.status.text()
    assert not window.ally_picker.isVisible()
    allied_rounds = 0

    def never_the_ally(state) -> None:
        nonlocal allied_rounds
        ally = state.allies[0]
        if ally >= 0:
            allied_rounds += 1
            shielded = {h for q, _c, h in state.units() if q == ally}
            assert not any(
                isinstance(a, Fire) and a.target in shielded for a in state.legal_actions()
            )

    seen = _play_by_clicking(window, qtbot, rounds=6, watch=never_the_ally)
    assert seen >= {"pick", "deploy", "move", "declare"}, seen
    revealed = [e for e in s.state.events if e.kind == "PicksRevealed"]
    assert revealed and all(e.picks[0] >= 0 for e in revealed)  # the human's picks
    assert allied_rounds  # the farthest opponent's bot picked the human back
    if s.state.is_terminal():
        assert len(s.state.result.winners) == 1
