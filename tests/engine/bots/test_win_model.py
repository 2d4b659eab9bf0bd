"""The win-probability model: its shipped file, its arithmetic, and its answers in play."""

from __future__ import annotations

import json
import math

import pytest

from engine.bots import make_bot
from engine.bots.winmodel import (
    FEATURE_NAMES,
    WinModel,
    WinModelError,
    load_win_model,
    win_probabilities,
)
from engine.bots.winmodel.win_model import MODEL_PATH, outcome, shipped_win_model
from engine.files.mapfile import load_map
from engine.files.resources import BUILTIN_MAPS, builtin_map_path
from engine.game import GameConfig, new_game, observe


def _sigmoid(z: float) -> float:
    return 1 / (1 + math.exp(-z))


def _model(**weights: float) -> WinModel:
    return WinModel(tuple(weights.get(n, 0.0) for n in FEATURE_NAMES), {})


def _row(**values: float) -> tuple[float, ...]:
    return tuple(values.get(n, 0.0) for n in FEATURE_NAMES)


def test_the_shipped_model_loads_and_records_its_training():
    model = shipped_win_model()
    assert len(model.weights) == len(FEATURE_NAMES)
    info = model.training
    assert set(info["maps"]) >= {"Final Stand", "Showdown"} and info["bot"] == "full"
    assert info["calibration"]["brier"] < info["calibration"]["base_rate_brier"]


def test_two_seats_get_the_logistic_of_their_score_difference():
    model = _model(undamaged_share=2.0, energy=-1.0)
    a = _row(undamaged_share=0.8, energy=0.4)
    b = _row(undamaged_share=0.5, energy=0.2)
    chances = model.chances((0, 1), (a, b), 2)
    assert chances[0] == pytest.approx(_sigmoid(2.0 * 0.3 - 0.2))
    assert sum(chances) == pytest.approx(1)


def test_three_seats_share_by_the_exponential_of_their_scores_and_one_out_gets_nothing():
    model = _model(demolitions=1.0)
    rows = (_row(demolitions=1.0), _row(demolitions=-1.0))
    chances = model.chances((0, 2), rows, 3)
    e0, e2 = math.exp(1.0), math.exp(-1.0)
    assert chances == pytest.approx((e0 / (e0 + e2), 0.0, e2 / (e0 + e2)))


def test_the_odds_between_two_seats_do_not_depend_on_a_third():
    """Luce's choice axiom: the conditional logit's ratio of two seats' chances is the
    exponential of their score difference, whoever else is in."""
    model = _model(hand=1.5)
    rows = [_row(hand=h) for h in (0.9, 0.3, 0.6)]
    three = model.chances((0, 1, 2), rows, 3)
    two = model.chances((0, 1), rows[:2], 3)
    assert three[0] / three[1] == pytest.approx(two[0] / two[1])
    assert three[0] / three[1] == pytest.approx(math.exp(1.5 * 0.6))


def test_a_team_gets_its_seats_share_and_each_seat_its_teams_chance():
    """R-TEAM-1: two teams of two; each seat's chance is its team's."""
    model = _model(energy=1.0)
    teams = ((0, 2), (1, 3), (0, 2), (1, 3))
    rows = tuple(_row(energy=e) for e in (1.0, -1.0, 0.5, -0.5))
    chances = model.chances((0, 1, 2, 3), rows, 4, teams)
    t0 = math.exp(1.0) + math.exp(0.5)
    t1 = math.exp(-1.0) + math.exp(-0.5)
    assert chances[0] == chances[2] == pytest.approx(t0 / (t0 + t1))
    assert chances[0] + chances[1] == pytest.approx(1)


def test_a_finished_game_gives_its_outcome():
    assert outcome((1,), 3) == (0.0, 1.0, 0.0)
    game = new_game(load_map(builtin_map_path("final-stand")), seed=4)
    bots = [make_bot("full", s, 4) for s in range(2)]
    while not game.is_terminal():
        game.apply_action(bots[game.current_player()].choose(observe(game)))
    assert win_probabilities(observe(game, 0)) == outcome(game.result.winners, 2)


@pytest.mark.parametrize("slug", BUILTIN_MAPS)
def test_at_the_start_every_seat_sees_the_same_distribution(slug):
    game = new_game(load_map(builtin_map_path(slug)), seed=2)
    seen = [win_probabilities(observe(game, s)) for s in range(game.num_players)]
    assert all(s == seen[0] for s in seen)
    assert sum(seen[0]) == pytest.approx(1) and all(0 < p < 1 for p in seen[0])


def test_chances_stay_a_distribution_through_a_four_player_game():
    """...and the model's quick path (scores family by family) gives what its features'
    table gives (the path the training and the calibration use)."""
    from engine.bots.winmodel.win_features import contenders, feature_table

    model = shipped_win_model()
    game = new_game(load_map(builtin_map_path("showdown")), seed=5)
    bots = [make_bot("full", s, 5) for s in range(4)]
    while not game.is_terminal():
        p = win_probabilities(observe(game, 0))
        assert sum(p) == pytest.approx(1) and all(0 <= x <= 1 for x in p)
        assert all(p[q] == 0 for q in range(4) if q not in game.alive_players())
        seen = observe(game, 0)
        inside = contenders(seen)
        table = feature_table(seen)
        assert p == pytest.approx(model.chances(inside, [table[q] for q in inside], 4))
        game.apply_action(bots[game.current_player()].choose(observe(game)))


def test_in_a_2v2_game_both_seats_of_a_team_get_the_teams_chance():
    """R-TEAM-1: the allies are fixed; a seat's chance is its team's."""
    game = new_game(load_map(builtin_map_path("showdown")), seed=2, config=GameConfig(mode="2v2"))
    p = win_probabilities(observe(game, 0))
    for team in game.teams:
        assert len({p[q] for q in team}) == 1
    assert sum(p[t[0]] for t in game.teams) == pytest.approx(1)


def test_more_damage_taken_means_a_lower_chance_by_the_shipped_model():
    model = shipped_win_model()
    whole = _row(undamaged_share=1.0, late_undamaged=0.8)
    damaged = _row(undamaged_share=0.6, late_undamaged=0.48)
    chances = model.chances((0, 1), (whole, damaged), 2)
    assert chances[0] > 0.5 > chances[1]


def _write(tmp_path, data) -> str:
    path = tmp_path / "m.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def test_the_shipped_file_checks_against_its_schema_and_loads_again(tmp_path):
    data = json.loads(MODEL_PATH.read_text(encoding="utf-8"))
    assert load_win_model(_write(tmp_path, data)) == shipped_win_model()


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d.update(format="gkr-map"), "format"),
        (lambda d: d.update(weights="many"), "/weights: must be"),
        (lambda d: d["features"].reverse(), "/features: not the engine's features"),
        (lambda d: d["weights"].pop(), "/weights: "),
        (lambda d: d.update(extra=1), "unknown field"),
    ],
)
def test_a_bad_model_file_is_told_in_one_line_naming_it(tmp_path, change, message):
    data = json.loads(MODEL_PATH.read_text(encoding="utf-8"))
    change(data)
    path = _write(tmp_path, data)
    with pytest.raises(WinModelError) as err:
        load_win_model(path)
    lines = str(err.value).splitlines()
    assert len(lines) == 1 and lines[0].startswith(path) and message in lines[0]


def test_a_model_file_that_is_not_json_is_told_in_one_line(tmp_path):
    path = _write(tmp_path, "{not json")
    with pytest.raises(WinModelError) as err:
        load_win_model(path)
    assert len(str(err.value).splitlines()) == 1 and path in str(err.value)


def test_the_features_of_a_fresh_two_player_game():
    """Final Stand at the start: nothing damaged, nothing tagged, no support unit on the
    board, the Heavy Hitters on 1F and 9F, 8 hexes apart (R-BOARD-1), out of each other's
    threat range."""
    from engine.bots.winmodel.win_features import FAR, feature_table

    game = new_game(load_map(builtin_map_path("final-stand")), seed=1)
    table = feature_table(observe(game, 0))
    for q in range(2):
        row = dict(zip(FEATURE_NAMES, table[q]))
        assert row["undamaged_share"] == 1.0 and row["track"] == 0.0
        assert row["demolitions"] == row["tags"] == row["most_tags"] == 0.0
        assert row["support_units"] == 0.0 and row["threats"] == row["own_threats"] == 0.0
        assert row["nearest_foe"] == pytest.approx(8 / FAR)
    assert sorted(dict(zip(FEATURE_NAMES, r))["glory_hound"] for r in table) == [0.0, 1.0]
