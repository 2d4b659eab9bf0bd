"""Drafts: a map without one start per player yet (2-4) saves and reads as it stands; the
``players`` check is its one error, and the checks of the seats wait for the starts."""

from __future__ import annotations

import json

import pytest

from engine import GameMap, Hex, MapFileError, Side, load_map, loads_map, save_map
from engine.analysis import analyse
from engine.core.errors import MapError
from engine.files.mapfile import dumps_map
from engine.files.resources import builtin_map_path
from engine.game import new_game
from engine.mapmodel.model import draft_problems, playable_problems
from engine.playtest import run_playtest

H = Hex.parse


def showdown_data() -> dict:
    return json.loads(builtin_map_path("showdown").read_text(encoding="utf-8"))


@pytest.mark.parametrize("starts", [(), ("5F",)])
def test_a_draft_saves_as_it_stands_and_reads_back_the_same(tmp_path, starts):
    m = GameMap(name="Sketch", starts=tuple(H(s) for s in starts)).with_building(H("2G"))
    path = tmp_path / "sketch.gkrmap.json"
    save_map(m, path)
    data = json.loads(path.read_text())
    assert data["players"] == len(starts) and data["starts"] == list(starts)
    assert "draft" not in data  # the starts say it: nothing to disagree with them
    assert load_map(path) == m
    assert [p.where for p in draft_problems(m)] == ["/starts"]


def test_a_file_planning_more_players_than_its_starts_reads_as_a_draft_and_keeps_the_plan():
    data = showdown_data()
    data["starts"] = ["1B", "9J"]
    m = loads_map(json.dumps(data))
    assert m.players == 2 and m.planned_players == 4
    assert [str(p) for p in draft_problems(m)] == [
        "/players: 2 starts placed for the 4 players planned: place 2 more starts, one start"
        " per player"
    ]
    assert json.loads(dumps_map(m))["players"] == 4
    done = m.with_start(H("1J")).with_start(H("9B"))
    assert done.planned_players is None and draft_problems(done) == []
    assert done == load_map(builtin_map_path("showdown")).with_starts(done.starts)


@pytest.mark.parametrize("players", [0, 1])
def test_a_player_count_no_map_can_have_is_refused_unless_it_is_the_starts_placed(players):
    data = showdown_data()
    data["players"] = players
    with pytest.raises(MapFileError) as e:
        loads_map(json.dumps(data), "x.gkrmap.json")
    assert e.value.lines()[0].startswith(f"x.gkrmap.json: /players: {players} player")


def test_the_players_check_is_an_error_on_a_draft_and_the_seat_checks_wait():
    blank = GameMap(name="Blank", side=Side.FALLOUT)
    report = analyse(blank)
    (players,) = report.by_id("players")
    assert not players.ok and players.severity.value == "error" and report.has_errors
    assert players.message.startswith("Draft: 0 starts placed")
    assert "The checks of the seats wait for two starts" in players.message
    for check_id in ("start-blocked", "deploy-zone", "symmetry", "start-distance"):
        assert report.by_id(check_id) == [], check_id  # not passed with nothing to judge
    assert not any("()" in c.message for c in report.checks)
    assert not any("third of a turn" in c.message for c in report.checks)


def test_the_players_check_passes_on_a_finished_map():
    report = analyse(load_map(builtin_map_path("showdown")))
    assert [(c.ok, c.message) for c in report.by_id("players")] == [
        (True, "4 starts, one per player: a 4-player map.")
    ]


def test_no_game_is_played_on_a_draft():
    one = GameMap(starts=(H("1F"),))
    assert playable_problems(one) == draft_problems(one)
    with pytest.raises(MapError, match="1 start placed"):
        new_game(one, seed=1)
    with pytest.raises(MapError, match="1 start placed"):
        run_playtest(one, 2, 1, workers=1, bot="random")
