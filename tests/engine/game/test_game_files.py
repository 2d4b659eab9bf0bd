"""Game files (.gkrgame.json): saved, read back and replayed; a file whose actions are not
legal in turn, or do not reach its recorded result, is refused in one line naming the
first bad action (engine.game.sandbox.gamefile)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.bots import make_bot
from engine.core.errors import GameFileError
from engine.files.resources import catalog_path
from engine.game import GameConfig, new_game, observe, state_text
from engine.game.catalog_file import loads_catalog, standin_catalog
from engine.game.sandbox.gamefile import (
    dumps_game,
    final_state,
    game_to_data,
    load_game,
    loads_game,
    replay_game,
    save_game,
    saved_game,
)
from engine.game.state import GameState
from tests.engine.game.helpers import the_map


def bot_game(
    slug: str = "final-stand",
    seed: int = 3,
    config: GameConfig | None = None,
    catalog=None,
    stop_after: int | None = None,
) -> GameState:
    g = new_game(the_map(slug), seed, config=config, catalog=catalog)
    bots = [make_bot("full", q, seed) for q in range(g.num_players)]
    while not g.is_terminal() and (stop_after is None or len(g.history) < stop_after):
        g.apply_action(bots[g.current_player()].choose(observe(g)))
    return g


def viewers(g: GameState) -> list[int | None]:
    return [None, *range(g.num_players)]


@pytest.fixture(scope="module")
def finished() -> GameState:
    return bot_game()


def test_a_finished_game_round_trips_and_replays_to_the_same_text_for_every_viewer(
    finished, tmp_path
):
    path = tmp_path / "g.gkrgame.json"
    save_game(saved_game(finished, bots=("full", "full")), path)
    back = load_game(path)
    assert [str(a) for a in back.actions] == [str(a) for a in finished.history]
    assert back.result == finished.result and back.rounds == finished.round
    assert back.bots == ("full", "full")
    end = final_state(back)
    assert [state_text(end, v) for v in viewers(end)] == [
        state_text(finished, v) for v in viewers(finished)
    ]
    assert end.events == finished.events


def test_replay_steps_through_every_action_and_reaches_the_recorded_winner(finished):
    game = loads_game(dumps_game(saved_game(finished)))
    steps = list(replay_game(game))
    assert len(steps) == len(finished.history) + 1
    assert steps[0][0] is None and steps[0][1].history == []
    assert [str(a) for a, _ in steps[1:]] == [str(a) for a in finished.history]
    last = steps[-1][1]
    assert last.is_terminal() and last.result is not None
    assert last.result.winners == finished.result.winners
    assert steps[5][1].history == finished.history[:5]  # each step keeps its own state


def test_an_unfinished_game_records_no_result_and_opens_where_it_stopped():
    g = bot_game(stop_after=40)
    back = loads_game(dumps_game(saved_game(g)))
    assert back.result is None and len(back.actions) == 40
    assert state_text(final_state(back)) == state_text(g)


def test_games_of_every_mode_with_stream_dice_round_trip():
    for slug, config in (
        ("showdown", GameConfig(mode="2v2")),
        ("showdown", GameConfig(mode="solo", solo_opponents=2)),
        ("plateau", GameConfig(pilots=True, achievements="alternate")),
    ):
        g = bot_game(slug, 5, config, stop_after=120)
        back = loads_game(dumps_game(saved_game(g)))
        assert back.config == config
        assert state_text(final_state(back)) == state_text(g)


def test_the_first_action_that_is_not_legal_is_named_in_one_line(finished):
    data = game_to_data(saved_game(finished))
    data["actions"][7] = "move HH 1F-9F face N"
    with pytest.raises(GameFileError) as e:
        loads_game(json.dumps(data), "bad.gkrgame.json")
    assert len(e.value.lines()) == 1
    line = e.value.lines()[0]
    assert line.startswith('bad.gkrgame.json: /actions/7: "move HH 1F-9F face N": not legal')
    assert "after 7 actions" in line


def test_a_text_that_is_no_action_is_named_too(finished):
    data = game_to_data(saved_game(finished))
    data["actions"][0] = "fly away"
    with pytest.raises(GameFileError) as e:
        loads_game(json.dumps(data), "bad.gkrgame.json")
    assert e.value.lines()[0].startswith('bad.gkrgame.json: /actions/0: "fly away": not legal')


def test_a_recorded_result_the_actions_do_not_reach_is_refused(finished):
    data = game_to_data(saved_game(finished))
    loser = 1 - finished.result.winners[0]
    data["result"]["winners"] = [loser]
    with pytest.raises(GameFileError) as e:
        loads_game(json.dumps(data), "r.gkrgame.json")
    (line,) = e.value.lines()
    assert line.startswith(
        f"r.gkrgame.json: /result: the actions end in a win for P{finished.result.winners[0] + 1}"
    )
    assert f"not the recorded a win for P{loser + 1}" in line


def test_actions_after_the_end_and_a_result_never_reached_are_refused(finished):
    data = game_to_data(saved_game(finished))
    data["actions"].append("keep")
    with pytest.raises(GameFileError, match=r"/actions/\d+: \"keep\": the game was already over"):
        loads_game(json.dumps(data), "x")
    data = game_to_data(saved_game(finished))
    data["actions"] = data["actions"][:-3]
    with pytest.raises(GameFileError, match="/result: the actions stop before the game ends"):
        loads_game(json.dumps(data), "x")


def test_schema_problems_and_a_catalog_nobody_has_are_one_line_each(finished):
    data = game_to_data(saved_game(finished))
    del data["dice"]
    with pytest.raises(GameFileError, match='/dice: missing field "dice"'):
        loads_game(json.dumps(data), "x")
    data = game_to_data(saved_game(finished))
    data["catalog"]["sha256"] = "0" * 64
    with pytest.raises(
        GameFileError, match="/catalog: made with the catalog .* neither built in nor embedded"
    ):
        loads_game(json.dumps(data), "x")
    data = game_to_data(saved_game(finished))
    data["map"]["starts"] = ["3E", "9F"]
    with pytest.raises(GameFileError) as e:
        loads_game(json.dumps(data), "x")
    assert all(line.startswith("x: /map/") for line in e.value.lines())


def test_a_catalog_of_ones_own_travels_inside_the_file(tmp_path):
    doc = json.loads(Path(catalog_path("standin")).read_text(encoding="utf-8"))
    doc["name"] = "House rules"
    doc["factions"][0]["name"] = "Home Team"
    own = tmp_path / "own.catalog.json"
    own.write_text(json.dumps(doc), encoding="utf-8")
    catalog = loads_catalog(own.read_text(encoding="utf-8"), str(own))
    assert catalog != standin_catalog()
    g = bot_game(catalog=catalog, stop_after=30)
    text = dumps_game(saved_game(g))
    assert json.loads(text)["catalog"]["document"]["name"] == "House rules"
    own.unlink()  # the file travels without it
    back = loads_game(text)
    assert back.catalog.name == "House rules"
    assert state_text(final_state(back)) == state_text(g)
    data = json.loads(text)
    data["catalog"]["document"]["factions"][0]["name"] = "Someone Else"
    with pytest.raises(GameFileError, match="/catalog/sha256: the embedded catalog's content hash"):
        loads_game(json.dumps(data), "x")


def test_replay_marks_are_the_first_blood_the_first_demolition_and_the_end(finished):
    from engine.game.board_events import Demolished
    from engine.game.sandbox.replays import first_blood_by, replay_marks

    game = loads_game(dumps_game(saved_game(finished)))
    marks = replay_marks(game)
    assert marks.end == len(finished.history)
    steps = [s for _, s in replay_game(game)]

    def first(found) -> int | None:
        return next((n for n, s in enumerate(steps) if found(s)), None)

    assert marks.first_blood == first(lambda s: first_blood_by(s.events) is not None)
    assert marks.first_demolition == first(
        lambda s: any(isinstance(e, Demolished) for e in s.events)
    )
    assert marks.first_blood is not None  # a full-bot game on Final Stand draws blood


def test_any_seed_a_game_may_have_saves_and_loads():
    from engine.game.sandbox.positionfile import dumps_position, loads_position

    for seed in (-12345, 0, 2**63 + 5):
        g = new_game(the_map("final-stand"), seed)
        g.apply_action("reboot")
        assert state_text(final_state(loads_game(dumps_game(saved_game(g))))) == state_text(g)
        assert state_text(loads_position(dumps_position(g))) == state_text(g)


@pytest.mark.parametrize("streams", [[5, 5], [5, -5], [7, 8, 9, 8]])
def test_two_seats_given_one_stream_of_dice_are_refused_in_one_line(streams, monkeypatch):
    """A game file whose dice give two seats one stream (``n`` and ``-n`` seed one stream)
    is refused where it says so: their Glory Hound roll-off would tie for ever, which made
    the reader run until memory ran out (the budget of work stops that before the fix)."""
    from tests.work_budget import work_budget

    slug = {2: "final-stand", 4: "showdown"}[len(streams)]
    data = json.loads(dumps_game(saved_game(new_game(the_map(slug), 1))))
    data["dice"]["streams"] = streams
    twin = next(i for i, s in enumerate(streams) if abs(s) in map(abs, streams[:i]))
    with work_budget(monkeypatch, 5_000), pytest.raises(GameFileError) as e:
        loads_game(json.dumps(data), "twins.gkrgame.json")
    assert e.value.lines() == [
        f"twins.gkrgame.json: /dice/streams/{twin}: P{twin + 1} is given the same stream of dice"
        f" as P{[abs(s) for s in streams].index(abs(streams[twin])) + 1}: their roll-offs would"
        " tie for ever; give each seat a stream of its own"
    ]


def test_a_loaded_game_of_its_own_catalog_saves_again_reading_no_other_file(tmp_path, monkeypatch):
    """A game file that embeds a catalog of its own saves again as it loaded, in the API
    and from its replayed state, without reading any file: not the catalog's old name,
    not a file of that name in the current folder (such a file used to be read and
    embedded, and a FIFO of that name blocked the save)."""
    import builtins
    import os

    from tests.catalog_files import my_catalog

    own = loads_catalog(my_catalog(tmp_path).read_text(encoding="utf-8"), "<catalog>")
    g = bot_game(catalog=own, stop_after=30)
    first = tmp_path / "first.gkrgame.json"
    save_game(saved_game(g), first)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "<catalog>").write_text(
        my_catalog(tmp_path).read_text(encoding="utf-8"), encoding="utf-8"
    )  # a file the user never chose
    loaded = load_game(first)
    opened: list[str] = []
    real_open = builtins.open

    def watched(file, *args, **kwargs):
        opened.append(os.fspath(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", watched)
    again, replayed = tmp_path / "again.gkrgame.json", tmp_path / "replayed.gkrgame.json"
    save_game(loaded, again)
    save_game(saved_game(final_state(loaded)), replayed)
    assert all(
        os.path.basename(p).startswith((".again.gkrgame.json.", ".replayed.gkrgame.json."))
        for p in opened
    ), opened
    monkeypatch.undo()
    for path in (again, replayed):
        doc = json.loads(path.read_text(encoding="utf-8"))
        assert doc["catalog"] == json.loads(first.read_text(encoding="utf-8"))["catalog"]
        assert state_text(final_state(load_game(path))) == state_text(g)


def test_a_catalog_made_in_code_is_refused_when_saved_not_looked_for_on_disk():
    """A catalog neither built in nor read from a document (made in code, or changed after
    it was read) has nothing to embed: saving says so in one line."""
    import dataclasses

    from engine.core.errors import GkrError

    changed = dataclasses.replace(standin_catalog(), name="Changed", track_spaces=9)
    g = new_game(the_map("final-stand"), 2, catalog=changed)
    with pytest.raises(
        GkrError,
        match='the catalog "Changed" is neither built in nor as it was read from a catalog file',
    ):
        dumps_game(saved_game(g))
