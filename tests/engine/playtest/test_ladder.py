"""The bot ladder: duplicate matches on the one batch runner, rated together."""

from __future__ import annotations

import pytest

from engine.bots import UnknownBotError
from engine.files.mapfile import load_map
from engine.files.resources import builtin_map_path
from engine.playtest.ladder import LadderMode, run_ladder
from engine.playtest.runner import PlaytestError
from tests.engine.game.helpers import played


@pytest.mark.parametrize("slug", ["final-stand", "three-walls", "showdown"])
def test_a_match_seats_each_bot_alone_at_each_seat(slug):
    m = load_map(builtin_map_path(slug))
    mode = LadderMode(("a", "b"))
    k = m.players
    seatings = [mode.seating(m, i) for i in range(mode.unit_size(m, "duplicate"))]
    assert len(set(seatings)) == len(seatings)
    for bot in ("a", "b"):
        lone = [s.index(bot) for s in seatings if s.count(bot) == 1]
        assert sorted(lone) == list(range(k))
    assert mode.seating(m, len(seatings)) == seatings[0]  # the next deal starts again


def test_the_games_of_a_match_share_their_deal():
    """The seatings of a match play one deal (the same dice and draws at each seat): with
    the same bot in both seats the two games of a two-player match are the same game,
    while the matches' deals differ."""
    m = load_map(builtin_map_path("final-stand"))
    mode = LadderMode(("full", "full"))

    def game(i: int) -> tuple:
        g = played(mode, m, i, 3, "full", "duplicate")
        return g.winners, g.rounds, g.win_type

    assert game(0) == game(1)
    assert len({game(i) for i in (0, 2, 4, 6)}) > 1


def test_a_small_ladder_rates_the_full_bot_above_the_random_one():
    m = load_map(builtin_map_path("final-stand"))
    result = run_ladder(["random", "full"], [m], 4, seed=2)
    data = result.to_json()
    assert [b["name"] for b in data["bots"]] == ["full", "random"]
    for b in data["bots"]:
        assert set(b) >= {"name", "rating", "ci95", "score"}
        assert b["ci95"][0] <= b["rating"] <= b["ci95"][1] and b["games"] == 4
    assert data["bots"][0]["score"] + data["bots"][1]["score"] == pytest.approx(1)
    assert run_ladder(["random", "full"], [m], 4, seed=2).to_json() == data


@pytest.mark.parametrize(
    "bots, error",
    [
        (["full"], PlaytestError),
        (["full", "full"], PlaytestError),
        (["full", "clever"], UnknownBotError),
    ],
)
def test_bad_bots_are_refused_before_any_game(bots, error):
    with pytest.raises(error):
        run_ladder(bots, [load_map(builtin_map_path("final-stand"))], 2, seed=1)


@pytest.mark.slow
def test_the_ladder_is_the_same_with_one_worker_and_two():
    maps = [load_map(builtin_map_path(s)) for s in ("final-stand", "three-walls")]
    one = run_ladder(["random", "solo", "full"], maps, 6, seed=3, workers=1).to_json()
    assert run_ladder(["random", "solo", "full"], maps, 6, seed=3, workers=2).to_json() == one
