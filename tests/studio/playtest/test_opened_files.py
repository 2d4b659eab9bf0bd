"""Game and position files in the playtest window (File ▸ Open, ``gkr-studio FILE``): a game
opens at its final position with every action in the history to go back through; a
position opens where it stands, with its mode and seats."""

from __future__ import annotations

import random

from engine.bots import make_bot
from engine.game import GameConfig, new_game, observe, state_text
from engine.game.sandbox.gamefile import save_game, saved_game
from engine.game.sandbox.open_any import open_any
from engine.game.sandbox.positionfile import save_position
from gkr_studio.playtest.opened_files import playtest_window_for
from gkr_studio.playtest.session import HUMAN
from tests.engine.game.helpers import the_map


def bot_game(slug: str, seed: int, actions: int, config: GameConfig | None = None):
    g = new_game(the_map(slug), seed, config=config)
    bots = [make_bot("full", q, seed) for q in range(g.num_players)]
    while not g.is_terminal() and len(g.history) < actions:
        g.apply_action(bots[g.current_player()].choose(observe(g)))
    return g


def shown(qtbot, window):
    qtbot.addWidget(window)
    window.auto.setChecked(False)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_game_file_opens_at_its_end_and_its_actions_can_be_taken_back(qtbot, tmp_path):
    g = bot_game("final-stand", 4, 40)
    path = tmp_path / "g.gkrgame.json"
    save_game(saved_game(g, bots=(None, "full")), path)
    window = shown(qtbot, playtest_window_for(open_any(path)))
    session = window.session
    assert state_text(session.state) == state_text(g)
    assert session.controllers == [HUMAN, "full"] and session.paused
    assert not session.bots_may_play()
    assert session.undo()
    before = new_game(the_map("final-stand"), 4)
    for a in g.history[:39]:
        before.apply_action(a)
    assert [state_text(session.state, v) for v in (None, 0, 1)] == [
        state_text(before, v) for v in (None, 0, 1)
    ]


def test_a_position_file_opens_where_it_stands_with_its_mode_and_seats(qtbot, tmp_path):
    g = bot_game("showdown", 5, 70, GameConfig(mode="2v2"))
    path = tmp_path / "p.gkrpos.json"
    save_position(g, path, bots=("random", None, "full", None))
    window = shown(qtbot, playtest_window_for(open_any(path)))
    session = window.session
    assert [state_text(session.state, v) for v in (None, 0, 1, 2, 3)] == [
        state_text(g, v) for v in (None, 0, 1, 2, 3)
    ]
    assert session.config.mode == "2v2" and window.mode_box.currentData()[0] == "2v2"
    assert session.controllers == ["random", HUMAN, "full", HUMAN]
    assert [b.currentData() for b in window.seat_boxes] == session.controllers
    assert session.state.legal_actions() == g.legal_actions()
    rng = random.Random(1)
    for _ in range(20):  # the rules go on from there, the same dice as the game's
        if g.is_terminal():
            break
        action = rng.choice(g.legal_actions())
        g.apply_action(action)
        session.history.play(action)
    assert state_text(session.state) == state_text(g)


def test_file_open_takes_a_game_file_into_a_playtest_window_and_refuses_a_bad_one(
    window, dialogs, tmp_path
):
    g = bot_game("final-stand", 6, 30)
    path = tmp_path / "g.gkrgame.json"
    save_game(saved_game(g), path)
    editing = window.doc.map
    assert window.files.open_file(str(path))
    assert len(window.playtest_windows) == 1
    assert state_text(window.playtest_windows[0].session.state) == state_text(g)
    assert window.doc.map == editing  # the map being edited stays
    path.write_text(
        path.read_text(encoding="utf-8").replace('"keep"', '"fly"', 1), encoding="utf-8"
    )
    assert not window.files.open_file(str(path))
    ((title, text),) = dialogs.errors
    assert title == "Cannot open game" and '"fly"' in text and "not legal" in text
    assert len(window.playtest_windows) == 1
    for w in window.playtest_windows:
        w.close()


def test_a_game_and_a_position_of_their_own_catalog_save_again_from_the_window(
    qtbot, tmp_path, monkeypatch
):
    """Save game and Save position refused a game or a position whose catalog is not
    built in ("its file '<catalog>' cannot be read to embed it"): the catalog the file
    came with travels on, and no file the user did not choose is read."""
    import json

    from engine.game.catalog_file import loads_catalog
    from engine.game.sandbox.gamefile import load_game
    from engine.game.sandbox.positionfile import load_position
    from tests.catalog_files import my_catalog

    own = loads_catalog(my_catalog(tmp_path).read_text(encoding="utf-8"), "<catalog>")
    g = new_game(the_map("final-stand"), 4, catalog=own)
    bots = [make_bot("full", q, 4) for q in range(2)]
    while len(g.history) < 30:
        g.apply_action(bots[g.current_player()].choose(observe(g)))
    game_path, position_path = tmp_path / "g.gkrgame.json", tmp_path / "p.gkrpos.json"
    save_game(saved_game(g), game_path)
    save_position(g, position_path)
    monkeypatch.chdir(tmp_path)  # "<catalog>" is no file here: nothing may look for it
    for path in (game_path, position_path):
        window = shown(qtbot, playtest_window_for(open_any(path)))
        editor = window.position_editor
        again_game = tmp_path / f"again-{path.name.split('.')[0]}.gkrgame.json"
        again_position = tmp_path / f"again-{path.name.split('.')[0]}.gkrpos.json"
        if path == game_path:
            assert editor.save_game_to(str(again_game)) is None
            assert load_game(again_game).catalog.name == "My cards"
        assert editor.save_position_to(str(again_position)) is None
        back = load_position(again_position)
        assert back.catalog == own and state_text(back) == state_text(g)
        assert json.loads(again_position.read_text())["catalog"]["document"]["name"] == "My cards"
        window.close()
