"""Fuzzing the readers of game files (.gkrgame.json) and position files (.gkrpos.json), as
tests/fuzz/test_fuzz_files.py fuzzes maps, catalogs, autosaves and results files.

The contract (DESIGN.md, Reliability): whatever the file, the reader answers with a value
or with one line per problem naming the file; nothing on disk changes; a game that loads
replays to its end; a position that loads plays on by the rules, every invariant holding.
``GKR_FUZZ`` cases per test, 40 by default.
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path
from typing import Callable, TypeVar

from hypothesis import event, given

from engine.core.errors import GameFileError, GkrError
from engine.game.invariants import check_invariants
from engine.game.sandbox.gamefile import final_state, load_game
from engine.game.sandbox.positionfile import load_position
from tests.fuzz.game_strategies import game_files, position_files
from tests.fuzz.test_fuzz_files import FUZZ, assert_problem_lines, has_lone_surrogate, snapshot

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
        last.to_text(viewer).encode("utf-8")


@FUZZ
@given(data=position_files())
def test_position_files_play_on_or_end_in_one_line_per_problem(data):
    state = _loaded_or_refused(data, "fuzz.gkrpos.json", load_position)
    if state is None:
        return
    assert not has_lone_surrogate(data)
    assert check_invariants(state) == []
    rng = random.Random(len(data))
    for _ in range(60):
        if state.is_terminal():
            break
        actions = state.legal_actions()
        assert actions, "a loaded position always has something to decide"
        try:
            state.apply_action(rng.choice(actions))
        except GkrError:
            raise AssertionError("a legal action was refused")
        assert check_invariants(state) == []
