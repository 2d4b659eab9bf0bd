"""Bots play only under a round limit (engine.bots.round_limit).

On Final Stand with both starts walled in by buildings neither Heavy Hitter can reach the
other; without a round limit some such games among bots never end (one ran past 20,000
actions, round 3,324). With the limit every one ends by it at the latest.
"""

from __future__ import annotations

import pytest

from engine.bots import make_bot
from engine.bots.round_limit import NO_ROUND_LIMIT
from engine.core.errors import GameSetupError
from engine.game import GameConfig, new_game, observe
from engine.game.state import DEFAULT_MAX_ROUNDS
from engine.geometry.board import playable_neighbors
from engine.mapmodel.model import Building, GameMap
from engine.playtest.runner import PlaytestError, run_playtest
from engine.playtest.solo_batch import SoloMode
from engine.playtest.team_batch import TeamMode
from engine.selfplay.games import batch_game, play_game
from tests.engine.game.helpers import played, the_map


def walled_in(slug: str) -> GameMap:
    """The map with a building on every playable hex next to a start."""
    m = the_map(slug)
    walls = sorted({n for s in m.starts for n in playable_neighbors(s)} - m.building_hexes)
    return m.with_buildings(tuple(m.buildings) + tuple(Building(h) for h in walls))


@pytest.mark.parametrize(
    ("kind", "mode"),
    [("full", "standard"), ("random", "standard"), ("full", "2v2"), ("solo", "solo")],
)
def test_a_bot_refuses_to_play_a_game_without_a_round_limit(kind, mode):
    g = new_game(walled_in("showdown"), 5, config=GameConfig(max_rounds=None, mode=mode))
    while mode == "solo" and g.current_player() == 0:  # on to a solo opponent's decision
        g.apply_action(g.legal_actions()[0])
    before = len(g.history)
    with pytest.raises(GameSetupError) as refused:
        make_bot(kind, g.current_player(), 5).choose(observe(g))
    assert str(refused.value) == NO_ROUND_LIMIT
    assert "max_rounds" in NO_ROUND_LIMIT and "\n" not in NO_ROUND_LIMIT
    assert len(g.history) == before


def test_a_batch_without_a_round_limit_is_refused_in_one_line_before_any_game():
    with pytest.raises(PlaytestError) as refused:
        run_playtest(the_map("final-stand"), 2, seed=1, config=GameConfig(max_rounds=None))
    assert str(refused.value) == NO_ROUND_LIMIT


def test_bots_play_under_the_default_round_limit_everywhere_a_batch_plays():
    assert GameConfig().max_rounds == DEFAULT_MAX_ROUNDS == 30
    m = walled_in("final-stand")
    assert batch_game(m, 0, 1).config.max_rounds == DEFAULT_MAX_ROUNDS
    assert batch_game(m, 0, 1, config=GameConfig(pilots=True)).config.max_rounds == 30


def test_walled_in_starts_end_by_the_round_limit_at_the_latest():
    """Standard batch games and solo games on a walled-in Final Stand, and 2v2 games on a
    walled-in Showdown: each ends within the limit, and those nothing else ends end at
    the limit, scored (win type ``round limit`` in round 30)."""
    fs = walled_in("final-stand")
    ends = [
        (r.win_type, r.rounds)
        for r in (play_game(fs, i, 1, "full", design="duplicate") for i in range(6))
    ]
    ends += [
        (r.win_type, r.rounds) for r in (played(SoloMode(), fs, i, 1, "full") for i in range(4))
    ]
    sd = walled_in("showdown")
    ends += [
        (r.win_type, r.rounds) for r in (played(TeamMode(), sd, i, 1, "full") for i in range(4))
    ]
    assert all(rounds <= DEFAULT_MAX_ROUNDS for _, rounds in ends), ends
    at_limit = [rounds for win_type, rounds in ends if win_type == "round limit"]
    assert at_limit and set(at_limit) == {DEFAULT_MAX_ROUNDS}, ends
