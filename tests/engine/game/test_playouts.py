"""Random playouts: random legal actions to the end of the game, invariants at every step.

The suite plays 100 games over the seven maps, and as many solo games, 2v2 games with
fixed alliances and with shifting alliances; set ``GKR_PLAYOUTS=1000`` to play 1,000 of each.
Each test plays its games in two shares: the first :data:`FAST_GAMES` in the fast tier, the
rest in the slow tier, so the whole suite plays every game once.
"""

from __future__ import annotations

import os
import random
import time
from typing import Callable

import pytest

from engine.files.resources import BUILTIN_MAPS
from engine.game import Event, GameConfig, GameState, check_invariants, new_game, state_text
from engine.game.combat_events import Shot
from engine.game.option_events import PicksRevealed
from tests.engine.game.helpers import the_map

GAMES = int(os.environ.get("GKR_PLAYOUTS", "100"))
MAX_STEPS = 20_000
FAST_GAMES = 20
"""The games of each kind the fast tier plays (the first ones); the slow tier plays the rest."""
SHARES = pytest.mark.parametrize(
    "games",
    [
        pytest.param(range(min(FAST_GAMES, GAMES)), id="first"),
        pytest.param(range(FAST_GAMES, GAMES), id="rest", marks=pytest.mark.slow),
    ],
)
"""A playout test's games in two shares, the fast tier's and the slow tier's."""


def some(games: range) -> range:
    """``games``, skipping the test when the share is empty (``GKR_PLAYOUTS`` at most
    :data:`FAST_GAMES`)."""
    if not games:
        pytest.skip("no games left for this share")
    return games


Watch = Callable[[GameState, tuple[int, ...], list[Event], str], None]
"""Checks after each action: the state, the alliances before it, its new events, the label."""


def play_out(g: GameState, rng: random.Random, label: str, watch: Watch | None = None) -> int:
    """Play ``g`` to its end with random legal actions, checking every invariant (and
    ``watch``) after each action; the number of actions taken."""
    for steps in range(MAX_STEPS):
        if g.is_terminal():
            return steps
        action = rng.choice(g.legal_actions())
        allies, seen = g.allies, len(g.events)
        g.apply_action(action)
        problems = check_invariants(g)
        assert not problems, (label, str(action), problems, state_text(g))
        if watch is not None:
            watch(g, allies, g.events[seen:], label)
    assert g.is_terminal(), f"{label} did not end in {MAX_STEPS} steps"
    return MAX_STEPS


@SHARES
def test_random_playouts_end_without_breaking_an_invariant(games: range):
    maps = [the_map(slug) for slug in BUILTIN_MAPS]
    steps = 0
    win_types: dict[str, int] = {}
    started = time.perf_counter()
    for i in some(games):
        m = maps[i % len(maps)]
        rng = random.Random(i)
        g = new_game(m, seed=i)
        steps += play_out(g, rng, f"{m.name} seed {i}")
        assert g.result is not None and g.result.winners
        win_types[g.result.win_type] = win_types.get(g.result.win_type, 0) + 1
    elapsed = time.perf_counter() - started
    print(f"\n{len(games)} games, {steps} steps, {elapsed:.1f} s, win types {win_types}")
    assert steps > 100 * len(games)


@SHARES
def test_random_solo_playouts_end_without_breaking_an_invariant(games: range):
    """Solo games (RULES.md §9): one or two solo opponents, with and without extra weapons."""
    maps = [the_map(slug) for slug in BUILTIN_MAPS]
    steps = 0
    win_types: dict[str, int] = {}
    player_wins = 0
    started = time.perf_counter()
    for i in some(games):
        m = maps[i % len(maps)]
        opponents = 1 if m.players == 2 or i % 2 == 0 else 2
        config = GameConfig(
            mode="solo",
            solo_opponents=opponents,
            solo_extra_weapons=(i // 7) % 3,
            solo_start=i % m.players,
        )
        rng = random.Random(i)
        g = new_game(m, seed=i, config=config)
        assert g.num_players == opponents + 1
        steps += play_out(g, rng, f"{m.name} seed {i}")
        assert g.result is not None and g.result.winners
        assert g.result.winners == (0,) or 0 not in g.result.winners
        player_wins += g.result.winners == (0,)
        win_types[g.result.win_type] = win_types.get(g.result.win_type, 0) + 1
    elapsed = time.perf_counter() - started
    print(
        f"\n{len(games)} solo games, {steps} steps, {elapsed:.1f} s, win types {win_types},"
        f" the player won {player_wins}"
    )
    assert steps > 50 * len(games)


@SHARES
def test_random_2v2_playouts_end_without_breaking_an_invariant(games: range):
    """2v2 with fixed alliances (RULES.md §9, R-TEAM-1) on the four-player maps."""
    maps = [m for m in (the_map(slug) for slug in BUILTIN_MAPS) if m.players == 4]
    steps = 0
    win_types: dict[str, int] = {}
    started = time.perf_counter()
    for i in some(games):
        m = maps[i % len(maps)]
        rng = random.Random(i)
        g = new_game(m, seed=i, config=GameConfig(mode="2v2"))
        steps += play_out(g, rng, f"{m.name} seed {i}")
        assert g.result is not None and g.result.winners in g.teams + ((0, 1, 2, 3),)
        win_types[g.result.win_type] = win_types.get(g.result.win_type, 0) + 1
    elapsed = time.perf_counter() - started
    print(f"\n{len(games)} 2v2 games, {steps} steps, {elapsed:.1f} s, win types {win_types}")
    assert steps > 50 * len(games)


@SHARES
def test_random_shifting_alliance_playouts_end_without_breaking_an_invariant(games: range):
    """2v2 with shifting alliances (RULES.md §9) on the four-player maps: besides every
    invariant, alliances change only when picks are revealed (or end, R-TEAM-5), no shot
    is ever fired at an ally of the moment, and exactly one player wins."""
    maps = [m for m in (the_map(slug) for slug in BUILTIN_MAPS) if m.players == 4]
    steps = 0
    win_types: dict[str, int] = {}
    formed = 0

    def watch(g: GameState, allies: tuple[int, ...], new: list[Event], label: str) -> None:
        nonlocal formed
        kinds = {e.kind for e in new}
        assert g.allies == allies or kinds & {"PicksRevealed", "AlliancesEnded"}, label
        for e in new:
            if isinstance(e, Shot):
                assert allies[e.player] != e.target_player, (label, str(e))
            if isinstance(e, PicksRevealed):
                formed += len(e.alliances)

    started = time.perf_counter()
    for i in some(games):
        m = maps[i % len(maps)]
        rng = random.Random(i)
        g = new_game(m, seed=i, config=GameConfig(mode="shifting", last_bot_standing=i % 5 == 4))
        steps += play_out(g, rng, f"{m.name} seed {i}", watch)
        assert g.result is not None and len(g.result.winners) == 1, (m.name, i, g.result)
        win_types[g.result.win_type] = win_types.get(g.result.win_type, 0) + 1
    elapsed = time.perf_counter() - started
    print(
        f"\n{len(games)} shifting-alliance games, {steps} steps, {elapsed:.1f} s, win types"
        f" {win_types}, alliances formed {formed}"
    )
    assert steps > 50 * len(games) and formed > 0
