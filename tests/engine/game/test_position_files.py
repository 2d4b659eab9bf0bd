"""Position files (.gkrpos.json): a game at one point saved and loaded gives the same text
for every viewer, the same decision and the same dice; an impossible position (hand-made
below) is refused with its reason in one line (engine.game.sandbox.positionfile)."""

from __future__ import annotations

import json
import random

import pytest

from engine.core.errors import GameFileError
from engine.game import GameConfig, new_game, state_text
from engine.game.invariants import check_invariants
from engine.game.sandbox.positionfile import (
    dumps_position,
    load_position,
    loads_position,
    position_to_data,
    save_position,
)
from engine.game.state import GameState
from tests.engine.game.helpers import the_map


def played(slug: str, seed: int, actions: int, config: GameConfig | None = None) -> GameState:
    g = new_game(the_map(slug), seed, config=config)
    rng = random.Random(seed)
    for _ in range(actions):
        if g.is_terminal():
            break
        g.apply_action(rng.choice(g.legal_actions()))
    return g


def viewers(g: GameState) -> list[int | None]:
    return [None, *range(g.num_players)]


@pytest.mark.parametrize(
    "slug,config,actions",
    [
        ("final-stand", None, 60),
        ("showdown", GameConfig(mode="shifting"), 150),
        ("showdown", GameConfig(mode="solo", solo_opponents=2), 80),
        ("plateau", GameConfig(pilots=True, achievements="alternate"), 100),
    ],
)
def test_a_position_round_trips_and_plays_on_with_the_same_dice(slug, config, actions, tmp_path):
    g = played(slug, 11, actions, config)
    path = tmp_path / "p.gkrpos.json"
    save_position(g, path, bots=tuple("full" for _ in range(g.num_players)))
    back = load_position(path)
    assert [state_text(back, v) for v in viewers(back)] == [state_text(g, v) for v in viewers(g)]
    assert back.legal_actions() == g.legal_actions()
    assert back.current_player() == g.current_player()
    rng = random.Random(5)
    for _ in range(80):  # the same actions draw the same dice and cards
        if g.is_terminal():
            break
        action = rng.choice(g.legal_actions())
        g.apply_action(action)
        back.apply_action(action)
        assert state_text(back) == state_text(g)
        assert check_invariants(back) == []
    assert back.events[-5:] == g.events[-5:]


def test_a_finished_game_saves_as_a_position_too():
    g = played("final-stand", 2, 10_000)
    assert g.is_terminal()
    back = loads_position(dumps_position(g))
    assert back.is_terminal() and back.result == g.result and state_text(back) == state_text(g)


def refused(data: dict, match: str) -> str:
    with pytest.raises(GameFileError) as e:
        loads_position(json.dumps(data), "hand.gkrpos.json")
    lines = e.value.lines()
    assert len(lines) == 1 and lines[0].startswith("hand.gkrpos.json: "), lines
    assert match in lines[0], lines[0]
    return lines[0]


@pytest.fixture
def opening() -> dict:
    """Final Stand after the reboots: P1's Heavy Hitter on 1F, P2's on 9F."""
    g = new_game(the_map("final-stand"), 7)
    g.apply_action("keep")
    g.apply_action("keep")
    return position_to_data(g)


def test_two_units_on_one_hex_are_refused(opening):
    opening["state"]["players"][1]["units"]["HH"] = "1F"
    refused(opening, "/state/players/1/units/HH: 1F already holds another unit")


def test_a_unit_on_a_building_is_refused_R_TAG_1(opening):
    opening["state"]["players"][0]["units"]["HH"] = "3E"
    refused(opening, "/state: an impossible position: P1 HH is on the building 3E")


def test_damage_beyond_the_track_is_refused(opening):
    p = opening["state"]["players"][0]
    p["damage"] = p["deck"] + p["hand"] + p["damage"]
    p["deck"], p["hand"] = [], []
    refused(opening, "P1 has 25 damaged cards but is still in the game")


def test_a_card_not_in_the_catalog_and_a_card_twice_are_refused(opening):
    hand = opening["state"]["players"][0]["hand"]
    first = hand[0]
    hand[0] = "death-ray"
    refused(opening, "/state/players/0/hand/0: 'death-ray' is not a card of")
    hand[0] = first
    opening["state"]["players"][0]["deck"].append(first)
    refused(opening, f"copies of {first!r} among its piles; its deck has")


def test_a_step_the_game_does_not_have_is_refused(opening):
    opening["state"]["stack"].append({"step": "WinTheGame", "player": 0})
    refused(opening, "/step: 'WinTheGame' is not a step of the game")
    opening["state"]["stack"][-1] = {"step": "EndRound", "player": 9}
    refused(opening, "EndRound has no field 'player'")


def test_a_seat_that_is_not_there_and_broken_dice_are_refused(opening):
    opening["state"]["glory_hound"] = 2
    refused(opening, "/state/glory_hound: 2 is not a seat of this game")
    opening["state"]["glory_hound"] = 0
    opening["state"]["dice"]["shared"]["mt"][-1] = 4_000_000
    refused(opening, "/state/dice/shared/mt: not a state of the dice")


def test_open_any_tells_the_three_kinds_apart_by_name(tmp_path):
    from engine.core.errors import MapFileError
    from engine.files.resources import builtin_map_path
    from engine.game.sandbox.gamefile import save_game, saved_game
    from engine.game.sandbox.open_any import GAME, MAP, POSITION, open_any

    g = played("final-stand", 3, 40)
    save_game(saved_game(g), tmp_path / "a.gkrgame.json")
    save_position(g, tmp_path / "a.gkrpos.json")
    game = open_any(tmp_path / "a.gkrgame.json")
    assert game.kind == GAME and game.game is not None and game.state is not None
    assert state_text(game.state) == state_text(g) and game.game_map == g.initial_map
    position = open_any(tmp_path / "a.gkrpos.json")
    assert position.kind == POSITION and position.state is not None
    assert state_text(position.state, 1) == state_text(g, 1)
    assert open_any(builtin_map_path("plateau")).kind == MAP
    (tmp_path / "odd.gkrmap.json").write_bytes((tmp_path / "a.gkrpos.json").read_bytes())
    with pytest.raises(MapFileError, match='"gkr-position" is not a GKR map file'):
        open_any(tmp_path / "odd.gkrmap.json")


def test_rubble_that_nobody_or_somebody_else_controls_is_refused_R_TAG_2(opening):
    opening["state"]["players"][0]["rubble"] = 2
    refused(opening, "P1 controls 2 demolished buildings, but 0 rubble hexes are its")
    opening["state"]["players"][0]["rubble"] = 1
    opening["state"]["rubble"] = {"5F": 0}
    refused(opening, "5F has a rubble owner but is no demolished building")


@pytest.mark.pure_python
def test_every_union_or_generic_field_of_a_saved_step_has_its_kind_declared():
    """A compiled class keeps a plain class for ``int | None`` or ``tuple[int, ...]``
    (``type``, ``tuple``), so the codec reads those kinds from DECLARED_KINDS: the table
    must name every such field of the steps and the attack, with the source's kind."""
    import dataclasses

    from engine.game.attack import Attack
    from engine.game.sandbox.state_codec import DECLARED_KINDS, STEP_CLASSES, type_name

    needed = {}
    for cls in [*STEP_CLASSES.values(), Attack]:
        for f in dataclasses.fields(cls):
            kind = type_name(f.type)
            if "|" in kind or "[" in kind:
                needed[(cls.__name__, f.name)] = kind
    assert needed == DECLARED_KINDS


def _at_setup(config: GameConfig | None = None) -> dict:
    """Final Stand at its first reboot decision (round 0, the setup phase)."""
    return position_to_data(new_game(the_map("final-stand"), 1, config=config))


def test_pilots_or_the_alternate_board_that_setup_never_offered_are_refused_R_PILOT_1():
    """At the reboot decisions of a game set up without pilots or paths, saying that the
    game has them describes a state the rules cannot reach (R-PILOT-1: pilots and paths are
    chosen before the opening hands). It was accepted, and a few legal actions later the
    invariants broke ("P1 has no path on the alternate board")."""
    doc = _at_setup()
    doc["settings"]["achievements"] = "alternate"
    refused(doc, "/state: an impossible position: P1 has no path on the alternate board")
    doc = _at_setup()
    doc["settings"]["pilots"] = True
    refused(doc, "/state: an impossible position: P1 has no pilot in a game with pilots")


def test_a_path_still_to_choose_off_the_alternate_board_is_refused():
    doc = position_to_data(
        new_game(the_map("final-stand"), 1, config=GameConfig(achievements="alternate"))
    )
    assert doc["state"]["pending"]["step"] == "PathDecision"
    doc["settings"]["achievements"] = "standard"
    refused(doc, "is still to choose a path, off the alternate board or with one chosen")


def test_settings_the_setup_refuses_are_refused_in_a_position_too():
    """A mode the map's seats cannot play (2v2 on two starts), solo with pilots: what
    new_game refuses, the reader refuses (play on from them broke the rules)."""
    doc = _at_setup()
    doc["settings"]["mode"] = "2v2"
    refused(doc, "2v2 needs a four-player map; Final Stand has 2 starts")
    doc = _at_setup()
    doc["settings"]["mode"] = "shifting"
    refused(doc, "shifting alliances need a four-player map")


def test_two_seats_on_one_stream_of_dice_are_refused():
    """Seats whose dice stand at one point of one stream roll alike for ever: a roll-off
    between them (a tie-break of shifting alliances) would never end."""
    from engine.game.dice import StreamDice

    g = new_game(
        the_map("showdown"), 1, config=GameConfig(mode="shifting"), dice=StreamDice(1, (2, 3, 4, 5))
    )
    doc = position_to_data(g)
    seats = doc["state"]["dice"]["seats"]
    seats[3] = json.loads(json.dumps(seats[1]))
    refused(doc, "P4 is given the same stream of dice as P2")


def test_invariants_hold_through_games_with_pilots_and_paths_R_PILOT_1():
    """The setup decisions still to come count as the pilot and path a player will have:
    every state of real games with both options keeps the invariants, setup included."""
    config = GameConfig(pilots=True, achievements="alternate")
    for seed in range(4):
        g = new_game(the_map("showdown"), seed, config=config)
        rng = random.Random(seed)
        for _ in range(40):
            assert check_invariants(g) == []
            g.apply_action(rng.choice(g.legal_actions()))


def test_a_position_of_its_own_catalog_saves_again(tmp_path):
    """A position file that embeds its own catalog loads and saves again as it loaded
    (Save position refused it: its file '<catalog>' could not be read to embed it)."""
    from engine.game.catalog_file import loads_catalog
    from tests.catalog_files import my_catalog

    own = loads_catalog(my_catalog(tmp_path).read_text(encoding="utf-8"), "<catalog>")
    g = new_game(the_map("final-stand"), 3, catalog=own)
    g.apply_action("keep")
    first, again = tmp_path / "first.gkrpos.json", tmp_path / "again.gkrpos.json"
    save_position(g, first)
    save_position(load_position(first), again)
    assert json.loads(again.read_text())["catalog"] == json.loads(first.read_text())["catalog"]
    assert state_text(load_position(again)) == state_text(g)


def test_a_decision_with_nothing_after_it_is_refused():
    """A decision waits, but no step of the rules follows it: once it was taken the rules
    had nothing to run (the long fuzz run found this one; a game always has its round's
    end, or the next round's start, still to come)."""
    doc = _at_setup()
    doc["state"]["stack"] = []
    refused(
        doc,
        "/state: an impossible position: nothing is left for the rules to do, yet"
        " the game is not over",
    )
