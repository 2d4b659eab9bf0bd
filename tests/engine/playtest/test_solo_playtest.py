"""Solo playtests (RULES.md §9 "Solo"): the bot as the player against one and two solo
opponents, reproducible whatever the number of workers."""

from __future__ import annotations

import pytest

from engine.playtest.runner import PlaytestError
from engine.playtest.solo_batch import SoloMode, player_won, run_solo_playtest
from tests.engine.game.helpers import played, the_map


def test_solo_playtest_plays_one_and_two_opponents_on_a_four_player_map():
    r = run_solo_playtest(the_map("showdown"), 4, seed=3)
    assert [(line.opponents, line.games) for line in r.lines] == [(1, 4), (2, 4)]
    assert r.unavailable == []
    for line in r.lines:
        assert 0 <= line.wins <= line.games
        assert sum(line.win_types.values()) == line.games
        lo, hi = line.ci95
        assert lo <= line.win_rate <= hi
        assert sum(n for _, n in line.by_start.values()) == line.games
        assert set(line.by_start) == {"1B", "1J", "9B", "9J"}  # the player's start rotates


@pytest.mark.slow  # worker processes: the whole run's (one such test stays fast)
def test_solo_playtest_is_the_same_with_two_workers():
    m = the_map("three-walls")
    assert run_solo_playtest(m, 3, seed=2, workers=2) == run_solo_playtest(m, 3, seed=2)


def test_solo_game_record_says_whether_the_player_won():
    m = the_map("final-stand")
    rec = played(SoloMode(), m, 0, 1, "full")
    assert rec == played(SoloMode(), m, 0, 1, "full")
    assert rec.win_type in ("demolition", "destruction", "round limit")
    assert not player_won(rec) or rec.win_type in (
        "demolition",
        "destruction",
    )  # never by the limit
    random_player = [played(SoloMode(), m, i, 1, "random") for i in range(3)]
    assert not any(player_won(r) for r in random_player)  # it wrecks itself with critical energy


def test_solo_playtest_refuses_what_cannot_be_played():
    with pytest.raises(PlaytestError, match="at least 1 game"):
        run_solo_playtest(the_map("final-stand"), 0, seed=1)
    with pytest.raises(PlaytestError, match="extra weapons"):
        run_solo_playtest(the_map("final-stand"), 1, seed=1, extra_weapons=9)


def test_team_playtest_reports_each_team_with_its_interval():
    from engine.playtest.team_batch import run_team_playtest

    r = run_team_playtest(the_map("crackshot-alley"), 3, seed=4, bot="random", design="independent")
    assert [t.label for t in r.teams] == ["1B+9J", "1J+9B"]
    assert sum(t.wins for t in r.teams) == 3  # a shared win counts half to each
    for t in r.teams:
        lo, hi = t.ci95
        assert lo <= t.win_rate <= hi and t.games == 3
    assert sum(r.win_types.values()) == 3
    assert (
        run_team_playtest(
            the_map("crackshot-alley"), 3, seed=4, bot="random", workers=2, design="independent"
        )
        == r
    )
    with pytest.raises(PlaytestError, match="four-player map"):
        run_team_playtest(the_map("citadel"), 1, seed=1)
