"""2v2 with fixed alliances (RULES.md §9 "2v2, fixed alliances", R-TEAM-1)."""

from __future__ import annotations

import json
import random

import pytest

from engine.core.errors import GameSetupError, MapFileError
from engine.files.mapfile import load_map, map_to_data, save_map
from engine.game import GameConfig, ScriptedDice, check_invariants, new_game, observe
from engine.game.board_events import Demolished
from engine.game.damage import eliminate
from engine.game.reset import EndRound
from engine.game.state import GameState
from engine.game.tagging import TagDecision, tag_options
from engine.game.targets import shot_options
from engine.mapmodel.model import validate_map
from tests.engine.game.helpers import (
    H,
    at,
    declare,
    dice,
    fourth_tag_on_4f,
    put,
    repair_beside_damaged_p4,
    texts,
    the_map,
)

# Showdown: seats 1B 1J 9B 9J; allies 1B+9J (seats 0, 3) and 1J+9B (seats 1, 2).


def team_game(where: str = "showdown", **config: object) -> GameState:
    cfg = GameConfig(mode="2v2", **config)  # type: ignore[arg-type]
    return new_game(the_map(where), dice=ScriptedDice([6, 6, 1, 1, 1, 1, 1, 1]), config=cfg)


def test_allies_sit_at_opposite_corners_r_team_1():
    g = team_game()
    assert g.teams == ((0, 3), (1, 2))
    assert [str(g.game_map.starts[q]) for q in g.teams[0]] == ["1B", "9J"]


def test_turns_alternate_between_the_teams():
    g = team_game()
    team = {q: k for k, t in enumerate(g.teams) for q in t}
    order = g.turn_order()
    assert [team[q] for q in order] in ([0, 1, 0, 1], [1, 0, 1, 0])
    with pytest.raises(GameSetupError, match="opposite corners"):
        team_game(teams=((0, 1), (2, 3)))  # 1B+1J sit side by side


def test_2v2_needs_a_four_player_map():
    with pytest.raises(GameSetupError, match="four-player map"):
        new_game(the_map("final-stand"), config=GameConfig(mode="2v2"))


def test_allies_cannot_target_each_other():
    g = team_game()
    put(g, 0, "HH", "3G", facing="S")
    put(g, 3, "HH", "4G", facing="N")  # the ally, right in front
    put(g, 1, "HH", "5G", facing="N")  # an opponent, in range behind it
    put(g, 3, "combat", "3H")
    declare(g, 0, "dire-laser")
    targets = {(o.target_player, str(o.target)) for o in shot_options(g, 0, "dire-laser")}
    assert (3, "4G") not in targets and (3, "3H") not in targets
    assert (1, "5G") in targets


def test_a_team_demolishes_a_building_with_4_tags_of_its_two_players():
    g = team_game()
    b = H("4F")
    put(g, 0, "HH", "3F", facing="S")  # touches 4F from the north
    face = b.direction_to(H("3F"))
    assert face is not None
    others = [d for d in range(6) if d != face.index]
    faces = [-1] * 6
    faces[others[0]] = 0
    faces[others[1]] = 3  # the ally's two tags
    faces[others[2]] = 3
    g.tags[b] = tuple(faces)
    at(g, TagDecision(0), phase="tagging")
    g.apply_action("tag HH 4F")
    assert any(isinstance(e, Demolished) and e.building == b for e in g.events)
    assert g.rubble_owner[b] == 0 and b not in g.tags
    assert g.result is None  # one demolition wins nothing


def test_allies_do_not_replace_each_other_s_tags():
    g = team_game()
    b = H("4F")
    put(g, 0, "HH", "3F", facing="S")
    face = b.direction_to(H("3F"))
    assert face is not None
    g.tags[b] = tuple(3 if d == face.index else -1 for d in range(6))
    assert not [t for t in tag_options(g, 0) if t.building == b]
    g.tags[b] = tuple(1 if d == face.index else -1 for d in range(6))  # an opponent's
    assert [t for t in tag_options(g, 0) if t.building == b]


def test_a_team_wins_at_6_demolitions():
    g = team_game()
    g.players[0].rubble = 3
    g.players[3].rubble = 2
    fourth_tag_on_4f(g)
    assert g.result is not None and g.result.winners == (0, 3)
    assert g.result.win_type == "demolition"


def test_four_demolitions_of_one_player_do_not_win_a_2v2_game():
    g = team_game()
    g.players[0].rubble = 3
    fourth_tag_on_4f(g)
    assert g.players[0].rubble == 4 and g.result is None


def test_a_team_wins_by_destroying_an_opposing_heavy_hitter():
    g = team_game()
    eliminate(g, 2)
    assert g.result is not None and g.result.winners == (0, 3)
    assert g.result.win_type == "destruction"


def test_2v2_round_limit_goes_to_the_team_with_the_higher_score():
    g = team_game(max_rounds=2)
    g.round = 2
    g.players[1].damage.append(g.players[1].deck.pop())
    at(g, EndRound())
    assert g.result is not None and g.result.winners == (0, 3)
    assert g.result.win_type == "round limit"


def test_2v2_random_playouts_keep_every_invariant():
    for seed in range(4):
        g = new_game(
            the_map(("showdown", "crackshot-alley", "salvage-city")[seed % 3]),
            seed=seed,
            config=GameConfig(mode="2v2"),
        )
        rng = random.Random(seed)
        while not g.is_terminal():
            g.apply_action(rng.choice(g.legal_actions()))
            assert not check_invariants(g)
        assert g.result is not None and g.result.winners in g.teams


def test_a_repair_unit_may_repair_the_ally_s_heavy_hitter():
    g = team_game()
    ally = repair_beside_damaged_p4(g)
    assert "repair ally" in texts(g.legal_actions())
    assert "repair" not in texts(g.legal_actions())  # its own Heavy Hitter is undamaged
    dice(g).add(6)
    g.apply_action("repair ally")
    assert ally.damage == [] and len(ally.discard) == 1


def test_no_ally_repair_outside_2v2():
    g = new_game(the_map("showdown"), dice=ScriptedDice([6, 6, 1, 1, 1, 1, 1, 1]))
    repair_beside_damaged_p4(g)
    assert not any(t.startswith("repair") for t in texts(g.legal_actions()))


def test_a_map_file_may_name_its_teams(tmp_path):
    m = the_map("showdown").with_teams(((H("1B"), H("9J")), (H("9B"), H("1J"))))
    path = tmp_path / "teams.gkrmap.json"
    save_map(m, path)
    assert '"teams": [["1B", "9J"], ["9B", "1J"]]' in path.read_text()
    again = load_map(path)
    assert again.teams == m.teams and again == m
    g = new_game(again, seed=1, config=GameConfig(mode="2v2"))
    assert g.teams == ((0, 3), (1, 2))


def test_map_teams_that_break_the_rules_are_refused(tmp_path):
    bad = the_map("showdown").with_teams(((H("1B"), H("5F")), (H("9B"), H("1J"))))
    assert [p.where for p in validate_map(bad)] == ["/teams/0/1"]
    three = the_map("showdown").with_teams(((H("1B"), H("9J"), H("1J")), (H("9B"),)))
    assert [p.where for p in validate_map(three)] == ["/teams"]
    data = map_to_data(the_map("final-stand"))
    data["teams"] = [["1F", "9F"], ["1F", "9F"]]
    path = tmp_path / "t.gkrmap.json"
    path.write_text(json.dumps(data))
    with pytest.raises(MapFileError, match="four-player map"):
        load_map(path)


def test_side_by_side_map_teams_cannot_play_2v2():
    m = the_map("showdown").with_teams(((H("1B"), H("1J")), (H("9B"), H("9J"))))
    with pytest.raises(GameSetupError, match="opposite corners"):
        new_game(m, seed=1, config=GameConfig(mode="2v2"))


def test_moving_a_start_keeps_its_team_and_removing_one_drops_the_teams():
    m = the_map("showdown").with_teams(((H("1B"), H("9J")), (H("1J"), H("9B"))))
    moved = m.moved(H("1B"), H("1A"))
    assert moved.teams == ((H("1A"), H("9J")), (H("1J"), H("9B")))
    assert m.without_start(H("1B")).teams is None


def test_the_full_bot_repairs_its_ally_when_nothing_is_worth_a_shot():
    from engine.bots import make_bot

    g = team_game()
    repair_beside_damaged_p4(g)
    assert not any(t.startswith("fire") for t in texts(g.legal_actions()))
    assert str(make_bot("full", 0, 1).choose(observe(g))) == "repair ally"
