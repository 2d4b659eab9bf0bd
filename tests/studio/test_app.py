"""``gkr-studio [FILE]`` starts the studio on a file or on the built-in map."""

from __future__ import annotations

import json

from engine import Hex
from engine.game import state_text
from gkr_studio.mainwindow import MainWindow
from tests.conftest import MAPS


def test_opens_the_file_given(run_studio):
    assert run_studio(str(MAPS / "crackshot-alley.gkrmap.json")) == 0
    assert run_studio.opened[-1].doc.map.name == "Crackshot Alley"


def test_opens_the_built_in_map_without_a_file(run_studio):
    assert run_studio() == 0
    assert run_studio.opened[-1].doc.map.name == "Showdown"


def test_a_bad_file_opens_the_built_in_map_and_says_why(run_studio, tmp_path, capsys):
    bad = tmp_path / "bad.gkrmap.json"
    data = json.loads((MAPS / "showdown.gkrmap.json").read_text())
    data["starts"] = ["1B", "0C"]
    bad.write_text(json.dumps(data))
    assert run_studio(str(bad)) == 0
    assert run_studio.opened[-1].doc.map.name == "Showdown"
    assert any(f"{bad}: Start 2: 0C is a half-hex" in e for e in run_studio.errors)  # words
    assert f"{bad}: /starts/1: 0C is a half-hex" in capsys.readouterr().err  # the pointer


def test_a_draft_file_opens_as_it_stands(run_studio, tmp_path):
    draft = tmp_path / "draft.gkrmap.json"
    data = json.loads((MAPS / "showdown.gkrmap.json").read_text())
    data["starts"] = ["1B"]
    draft.write_text(json.dumps(data))
    assert run_studio(str(draft)) == 0 and run_studio.errors == []
    opened = run_studio.opened[-1].doc.map
    assert opened.starts == (Hex.parse("1B"),) and opened.planned_players == 4


def test_quitting_stops_the_balance_docks_games_of_a_window_left_open(run_studio):
    """A window only hidden when the application quits must not leave its Balance dock's
    games (or their pending start) running after it."""
    assert run_studio() == 0
    (window,) = run_studio.opened
    assert not window.live.running and not window.live.timer.isActive()
    assert window.pool.alive == 0


def test_a_start_with_a_file_that_fails_to_open_still_offers_recovery(
    run_studio, tmp_path, monkeypatch
):
    """Issue 22, item 6: the failed file's message came, the recovery offer never did."""
    from gkr_studio.recovery import RecoveryChoice
    from tests.studio.test_autosave_files import payload, plant

    plant(tmp_path / "data" / "autosave", "left", json.dumps(payload()))
    offered: list[int] = []

    def ask(self, found):
        offered.append(len(found))
        return RecoveryChoice(found[0])

    monkeypatch.setattr(MainWindow, "ask_recoveries", ask)
    bad = tmp_path / "bad.gkrmap.json"
    bad.write_text("{")
    assert run_studio(str(bad)) == 0
    assert any("bad.gkrmap.json" in e for e in run_studio.errors)
    assert offered == [1]
    assert run_studio.opened[-1].doc.map.name == "Showdown"
    assert run_studio.opened[-1].doc.is_modified


def test_a_game_file_opens_in_a_playtest_window_at_its_end(run_studio, tmp_path, monkeypatch):
    from engine.files.mapfile import load_map
    from engine.game import new_game
    from engine.game.sandbox.gamefile import save_game, saved_game

    g = new_game(load_map(MAPS / "final-stand.gkrmap.json"), 3)
    for _ in range(25):
        g.apply_action(g.legal_actions()[0])
    path = tmp_path / "g.gkrgame.json"
    save_game(saved_game(g), path)
    shown: list[str] = []
    opening = MainWindow.open_playtest

    def open_playtest(self, opened=None):
        playtest = opening(self, opened)
        shown.append(state_text(playtest.session.state))
        return playtest

    monkeypatch.setattr(MainWindow, "open_playtest", open_playtest)
    assert run_studio(str(path)) == 0 and run_studio.errors == []
    assert shown == [state_text(g)]


def test_a_bad_game_file_says_why_in_one_line_each(run_studio, tmp_path, capsys):
    bad = tmp_path / "bad.gkrgame.json"
    bad.write_text('{"format": "gkr-game", "version": 1}', encoding="utf-8")
    assert run_studio(str(bad)) == 0
    assert run_studio.opened[-1].doc.map.name == "Showdown"
    assert not run_studio.opened[-1].playtest_windows
    err = capsys.readouterr().err
    assert f'{bad}: /map: missing field "map"' in err
    assert any('Map: missing field "map"' in e for e in run_studio.errors)
