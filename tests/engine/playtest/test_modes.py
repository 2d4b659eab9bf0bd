"""One batch runner for every mode (engine.playtest.runner.run_batch): the same options
checked in one place, the same verdict machinery (duplicate deals, luck, stopping at the
verdict) for standard, 2v2 (R-TEAM-1 teams), shifting alliances and solo batches."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.playtest import run_playtest
from engine.playtest.modes import StandardMode
from engine.playtest.runner import PlaytestError, run_batch
from engine.playtest.solo_batch import SoloMode, player_won, run_solo_playtest
from engine.playtest.team_batch import TeamMode, run_team_playtest
from engine.verdicts import sides as sides_module
from engine.verdicts.stats import MIN_UNITS_SEQUENTIAL
from tests.engine.game.helpers import played, the_map


def test_a_standard_batch_on_the_one_runner_is_run_playtest():
    m = the_map("final-stand")
    assert (
        run_batch(StandardMode(), m, 6, 2, bot="random").to_json()
        == run_playtest(m, 6, 2, bot="random").to_json()
    )


def test_a_2v2_batch_judges_the_teams_of_whole_duplicate_deals():
    """R-TEAM-1: the sides of a 2v2 batch are the teams 1B+9J and 1J+9B."""
    m = the_map("showdown")
    r = run_team_playtest(m, 6, 1, bot="random")
    assert r.design == "duplicate" and r.games == 8 and r.deals == 2  # whole deals
    data = r.to_json()
    assert data["verdict"] in ("fair", "edge", "unclear") and data["deals"] == 2
    assert [t["team"] for t in data["teams"]] == ["1B+9J", "1J+9B"]
    for t in data["teams"]:
        assert t["edge"] == pytest.approx(t["win_rate"] - 0.5, abs=1e-4)
        assert t["edge_ci95"][0] <= t["edge"] <= t["edge_ci95"][1]
        assert "adjusted_win_rate" in t and "adjusted_ci95" in t
    assert run_team_playtest(m, 6, 1, bot="random", workers=2) == r


def test_a_duplicate_deal_gives_each_faction_the_same_dice_at_every_seat():
    """The four games of a 2v2 deal share their seed; an independent game has its own."""
    m = the_map("showdown")
    deal = [played(TeamMode(), m, i, 5, "random", "duplicate") for i in range(4)]
    assert all(len(g.luck) == 4 for g in deal)
    alone = [played(TeamMode(), m, i, 5, "random") for i in range(4)]
    assert [g.index for g in alone] == [0, 1, 2, 3]
    assert played(TeamMode(), m, 2, 5, "random", "duplicate") == deal[2]


def test_a_solo_batch_judges_the_players_starts():
    m = the_map("final-stand")
    r = run_solo_playtest(m, 4, 1, bot="random", design="independent")
    assert [s.label for s in r.sides] == ["1F", "9F"] and r.deals == 2
    data = r.to_json()
    assert [s["start"] for s in data["starts"]] == ["1F", "9F"]
    assert sum(s["games"] for s in data["starts"]) == 4
    # the independent design plays the games it played before it had deals
    assert [line.games for line in r.lines] == [4]
    assert r.lines[0].wins == sum(
        player_won(played(SoloMode(), m, i, 1, "random")) for i in range(4)
    )


def test_every_mode_stops_at_its_verdict_through_the_one_verdict_call(monkeypatch):
    """Replacing the verdict statistic changes every mode's stopping and verdict alike."""
    real = sides_module.judge

    def always_edge(units, labels, test, **options):
        return replace(
            real(units, labels, test, **options),
            verdict="edge",
            text=f"{options['noun']} {labels[0]} favoured",
        )

    monkeypatch.setattr(sides_module, "judge", always_edge)
    for mode, m in (
        (StandardMode(), "final-stand"),
        (TeamMode("2v2"), "showdown"),
        (TeamMode("shifting"), "showdown"),
        (SoloMode(), "final-stand"),
    ):
        game_map = the_map(m)
        r = run_batch(mode, game_map, 400, 3, bot="random", until_verdict=True)
        assert r.verdict == "edge" and r.stopped_early, mode
        assert r.deals == MIN_UNITS_SEQUENTIAL, mode
    assert r.verdict_text == "start 1F favoured"  # a solo batch's sides are starts, and the
    # verdict's sentence names them so (its own sentence in each language)


@pytest.mark.parametrize(
    "mode, slug, kwargs, words",
    [
        (TeamMode("2v2"), "final-stand", {}, "four-player map"),
        (TeamMode("3v3"), "showdown", {}, "2v2 or shifting"),
        (SoloMode(9), "final-stand", {}, "extra weapons must be 0 to"),
        (SoloMode(), "final-stand", {"margin": 1.5}, "margin"),
        (TeamMode("shifting"), "showdown", {"design": "paired"}, "no design called"),
        (StandardMode(), "final-stand", {"workers": 0}, "at least 1 worker"),
    ],
)
def test_every_mode_checks_its_options_in_one_place_before_any_game(mode, slug, kwargs, words):
    with pytest.raises(PlaytestError, match=words):
        run_batch(mode, the_map(slug), 4, 1, bot="random", **kwargs)


def test_an_independent_2v2_batch_plays_the_games_of_a_seed_per_game():
    """--design independent keeps the games 2v2 batches played before they had deals."""
    m = the_map("showdown")
    r = run_team_playtest(m, 5, 2, bot="random", design="independent")
    games = [played(TeamMode(), m, i, 2, "random") for i in range(5)]
    assert r.games == 5 and r.deals == 5
    assert [t.wins for t in r.teams] == [
        sum(len(set(g.winners) & set(t.seats)) / len(g.winners) for g in games) for t in r.teams
    ]


def test_every_mode_has_one_json_shape_for_the_verdict_and_its_sides():
    verdict_fields = [
        "design",
        "deals",
        "margin",
        "interval",
        "verdict",
        "verdict_text",
        "stopped_early",
    ]
    side_fields = {
        "wins",
        "win_rate",
        "ci95",
        "edge",
        "edge_ci95",
        "adjusted_win_rate",
        "adjusted_ci95",
    }
    for mode, slug, key in (
        (StandardMode(), "final-stand", "seats"),
        (TeamMode("2v2"), "showdown", "teams"),
        (TeamMode("shifting"), "showdown", "seats"),
        (SoloMode(), "final-stand", "starts"),
    ):
        data = run_batch(mode, the_map(slug), 4, 1, bot="random").to_json()
        assert [k for k in data if k in verdict_fields] == verdict_fields, mode
        assert {"games", "requested", "cancelled"} <= set(data), mode
        assert data[key] and all(side_fields <= set(side) for side in data[key]), mode


@pytest.mark.parametrize(
    "mode, slug",
    [
        (StandardMode(), "final-stand"),
        (TeamMode("2v2"), "showdown"),
        (TeamMode("shifting"), "showdown"),
        (SoloMode(), "final-stand"),
    ],
)
def test_every_modes_games_record_the_same_things_through_the_one_pipeline(mode, slug):
    """Whatever the mode, a batch game's record keeps each seat's luck of every kind (the
    event log's and the win model's), the win model's chances at each round's end and what
    each seat did, read from the game's own events."""
    from engine.selfplay.luck import KINDS

    m = the_map(slug)
    for design in ("duplicate", "independent"):
        r = played(mode, m, 1, 4, "random", design)
        seats = len(r.factions)
        assert len(r.luck) == seats and all(len(row) == len(KINDS) for row in r.luck)
        assert len(r.round_chances) == r.rounds
        assert all(len(c) == seats for c in r.round_chances)
        assert len(r.play) == seats
        assert sum(p.units_lost for p in r.play) == len(r.destroyed_at)
        assert played(mode, m, 1, 4, "random", design) == r  # the same game each time
