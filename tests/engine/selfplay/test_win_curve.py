"""The batch's win-chance curve: per seat and round, the mean of the win model's chance at
the end of the round over the games (a finished game counts with its outcome)."""

from __future__ import annotations

import pytest

from engine.bots import make_bot
from engine.bots.winmodel import win_probabilities
from engine.game import observe
from engine.game.state import GameState
from engine.playtest import run_playtest
from engine.selfplay.games import batch_game
from engine.selfplay.win_curve import win_chance_by_round
from tests.engine.game.helpers import the_map

FINAL_STAND = the_map("final-stand")
GAMES, SEED = 6, 5


def round_end_states(index: int) -> list[GameState]:
    """Game ``index`` of the batch played again apart, a copy of the position kept each
    time a round begins after the first, and the finished game."""
    state = batch_game(FINAL_STAND, index, SEED, design="duplicate")
    assert state.seed is not None
    bots = [make_bot("full", s, state.seed) for s in range(FINAL_STAND.players)]
    kept: list[GameState] = []
    while not state.is_terminal():
        before = state.round
        seat = state.current_player()
        state.apply_action(bots[seat].choose(observe(state, seat)))
        if state.round != before and before >= 1:
            kept.append(state.clone())
    kept.append(state)
    return kept


def test_the_curve_is_each_seats_mean_chance_at_each_rounds_end() -> None:
    result = run_playtest(FINAL_STAND, GAMES, seed=SEED, bot="full")
    games = []
    for index in range(GAMES):
        states = round_end_states(index)
        values = [win_probabilities(observe(s, 0)) for s in states]
        rounds = states[-1].round
        values = values[:rounds] + [values[-1]] * (rounds - len(values[:rounds]))
        games.append(values)
    longest = max(len(v) for v in games)
    for seat in range(FINAL_STAND.players):
        expected = [sum(v[min(k, len(v) - 1)][seat] for v in games) / GAMES for k in range(longest)]
        assert result.win_chances[seat] == pytest.approx(expected, abs=1e-12)
    # the last round: every game over, so the curve ends at the seats' win rates
    for curve, seat_result in zip(result.win_chances, result.seats):
        assert curve[-1] == pytest.approx(seat_result.win_rate)
    json_curve = result.to_json()["win_chance_by_round"]
    assert [c["seat"] for c in json_curve] == [0, 1]
    assert [c["start"] for c in json_curve] == [str(h) for h in FINAL_STAND.starts]
    assert json_curve[0]["rounds"] == [round(x, 4) for x in result.win_chances[0]]


@pytest.mark.slow
def test_the_curve_is_the_same_with_one_and_two_workers() -> None:
    """Full-bot games in worker processes (the fast tier has the pinned sweep bytes of
    test_sweep.py, whose curve is the same on one and two workers)."""
    one = run_playtest(FINAL_STAND, 8, seed=2, bot="full", workers=1)
    two = run_playtest(FINAL_STAND, 8, seed=2, bot="full", workers=2)
    assert one.win_chances and one.win_chances == two.win_chances
    assert one.to_json() == two.to_json()


def test_games_over_carry_their_outcome_and_games_without_chances_are_left_out() -> None:
    short = [(0.5, 0.5), (1.0, 0.0)]
    long = [(0.4, 0.6), (0.3, 0.7), (0.0, 1.0)]
    assert win_chance_by_round([short, long, []], 2) == [[0.45, 0.65, 0.5], [0.55, 0.35, 0.5]]
    assert win_chance_by_round([[]], 2) == []
