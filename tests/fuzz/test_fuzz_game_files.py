"""Fuzzing the readers of game files (.gkrgame.json) and position files (.gkrpos.json), as
tests/fuzz/test_fuzz_files.py fuzzes maps, catalogs, autosaves and results files.

The contract (DESIGN.md, Reliability): whatever the file, the reader answers with a value
or with one line per problem naming the file; nothing on disk changes; a game that loads
replays to its end; a position that loads plays on by the rules, every invariant holding.
Besides real documents changed where it hurts, games and positions are made up from
scratch where the set-up and the dice decide (seeds, streams, settings of every mode, long
lines of legal actions, spoilt ones): their loading is held to a budget of work that grows
with the number of actions (:func:`work_budget`, counted in the game's events, not in
seconds). ``GKR_FUZZ`` cases per test, 40 by default.
"""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path
from typing import Callable, TypeVar

import pytest
from hypothesis import event, given

from engine.core.errors import GameFileError, GkrError
from engine.game import state_text
from engine.game.invariants import check_invariants
from engine.game.sandbox.gamefile import final_state, load_game
from engine.game.sandbox.positionfile import load_position
from engine.game.state import GameState
from tests.fuzz.game_strategies import (
    game_files,
    made_up_game_files,
    made_up_position_files,
    position_files,
)
from tests.fuzz.test_fuzz_files import FUZZ, assert_problem_lines, has_lone_surrogate, snapshot
from tests.work_budget import EVENTS_PER_ACTION, EVENTS_TO_START, OverBudget, work_budget

T = TypeVar("T")


def _loaded_or_refused(data: bytes, name: str, load: Callable[[Path], T]) -> T | None:
    """``load`` the bytes as the file ``name``: what it read, or ``None`` when it was refused
    in one line per problem; the folder is left as it was either way."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / name
        path.write_bytes(data)
        before = snapshot(Path(tmp))
        try:
            loaded = load(path)
        except GameFileError as e:
            event("refused")
            assert_problem_lines(e.lines(), str(path))
            assert snapshot(Path(tmp)) == before
            return None
        assert snapshot(Path(tmp)) == before
    event("loaded")
    return loaded


def _budget(data: bytes, played: int = 0) -> int:
    """The events a file's load (and ``played`` actions after it) may cost."""
    try:
        actions = len(json.loads(data).get("actions", ()))
    except (ValueError, AttributeError, TypeError):
        actions = 0
    return EVENTS_TO_START + EVENTS_PER_ACTION * (actions + played)


def test_a_load_over_its_budget_is_stopped(monkeypatch):
    """The budget does stop a game that logs too much (what holds the fuzz below)."""
    from engine import builtin_map_path, load_map
    from engine.game import new_game

    with pytest.raises(OverBudget), work_budget(monkeypatch, 5):
        new_game(load_map(builtin_map_path("final-stand")), 1)


@FUZZ
@given(data=made_up_game_files())
def test_made_up_game_files_load_within_a_budget_or_end_in_one_line(data):
    """Games set up from scratch (seeds and streams alike, every mode and option, lines of
    legal actions long and short, spoilt ones) load or are refused, within a budget of
    work linear in their actions."""
    with pytest.MonkeyPatch.context() as mp, work_budget(mp, _budget(data)):
        game = _loaded_or_refused(data, "made-up.gkrgame.json", load_game)
        if game is not None:
            last = final_state(game)
            assert last.history == list(game.actions)
            assert check_invariants(last) == []


@FUZZ
@given(data=made_up_position_files())
def test_made_up_position_files_play_on_within_a_budget_or_end_in_one_line(data):
    """Positions of games set up from scratch, their settings, round, phase or dice changed:
    one that loads plays on by the rules, every invariant holding, within its budget."""
    with pytest.MonkeyPatch.context() as mp, work_budget(mp, _budget(data, 60)):
        state = _loaded_or_refused(data, "made-up.gkrpos.json", load_position)
        if state is not None:
            _plays_on(state, random.Random(len(data)))


def _plays_on(state: GameState, rng: random.Random, actions: int = 60) -> None:
    """Random legal actions from ``state``: each is taken and keeps every invariant."""
    assert check_invariants(state) == []
    for _ in range(actions):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        assert legal, "a loaded position always has something to decide"
        try:
            state.apply_action(rng.choice(legal))
        except GkrError:
            raise AssertionError("a legal action was refused")
        assert check_invariants(state) == []


@FUZZ
@given(data=game_files())
def test_game_files_replay_or_end_in_one_line_per_problem(data):
    game = _loaded_or_refused(data, "fuzz.gkrgame.json", load_game)
    if game is None:
        return
    assert not has_lone_surrogate(data)
    last = final_state(game)
    assert last.history == list(game.actions)
    assert (last.result is None) == (game.result is None)
    for viewer in (None, *range(last.num_players)):
        state_text(last, viewer).encode("utf-8")


@FUZZ
@given(data=position_files())
def test_position_files_play_on_or_end_in_one_line_per_problem(data):
    state = _loaded_or_refused(data, "fuzz.gkrpos.json", load_position)
    if state is None:
        return
    assert not has_lone_surrogate(data)
    _plays_on(state, random.Random(len(data)))
