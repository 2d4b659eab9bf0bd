"""Long games cost in proportion to their length: a game file of N actions is played once
to open it (checked, its history and its moments recorded in the same pass), each event is
read a bounded number of times to find the moments, and a state's copies (a history's
snapshots) never make the game copy its growing logs. Counted, never timed."""

from __future__ import annotations

import pytest

from engine.bots import make_bot
from engine.game import GameConfig, GameState, new_game, observe, state_text
from engine.game.history import SNAPSHOT_EVERY, GameHistory
from engine.game.sandbox import replays
from engine.game.sandbox.gamefile import load_game, replay_game, save_game, saved_game
from engine.game.sandbox.open_any import open_any
from engine.game.sandbox.replays import (
    FirstBlood,
    first_blood_by,
    read_replay,
    replay_marks,
    replay_of,
)
from tests.engine.game.helpers import the_map


def long_game(rounds: int, slug: str = "final-stand") -> GameState:
    """A legal game played to its round limit by the first legal action each time: nobody
    fires, so it has neither first blood nor a demolition (each mark is looked for to the
    end) and about six actions a round."""
    g = new_game(the_map(slug), 1, config=GameConfig(max_rounds=rounds))
    while not g.is_terminal():
        g.apply_action(g.legal_actions()[0])
    return g


def bot_game(seed: int = 3) -> GameState:
    g = new_game(the_map("final-stand"), seed)
    bots = [make_bot("full", q, seed) for q in range(g.num_players)]
    while not g.is_terminal():
        g.apply_action(bots[g.current_player()].choose(observe(g)))
    return g


@pytest.fixture(scope="module")
def long_file(tmp_path_factory) -> tuple[str, GameState]:
    g = long_game(100)
    path = tmp_path_factory.mktemp("long") / "long.gkrgame.json"
    save_game(saved_game(g), path)
    return str(path), g


def test_a_clone_leaves_the_original_appending_to_its_own_logs():
    """A clone shares the game's events and actions: playing on, the original neither copies
    them (which made a history's snapshots every 32 actions cost O(n²)) nor changes what
    the clone holds."""
    g = new_game(the_map("final-stand"), 1, config=GameConfig(max_rounds=30))
    for _ in range(10):
        g.apply_action(g.legal_actions()[0])
    events, history = g.events, g.history
    copies = [g.clone() for _ in range(3)]
    before = (list(events), list(history))
    for _ in range(10):
        g.apply_action(g.legal_actions()[0])
    assert g.events is events and g.history is history
    for c in copies:
        assert (c.events, c.history) == before
    played = copies[0].clone()
    played.apply_action(played.legal_actions()[0])  # a copy plays on as the game did
    assert played.history == history[: len(before[1]) + 1]
    assert [str(e) for e in played.events] == [str(e) for e in events[: len(played.events)]]
    assert copies[1].events == before[0] and g.events is events


def test_a_history_of_a_long_game_keeps_its_snapshots_without_copying_the_logs(long_file):
    _path, g = long_file
    history = GameHistory(new_game(the_map("final-stand"), 1, config=g.config))
    events = history.state.events
    for action in g.history:
        history.play(action)
        assert history.state.events is events  # one list, however many snapshots
    assert len(history._snapshots) == len(g.history) // SNAPSHOT_EVERY + 1
    history.go_to(SNAPSHOT_EVERY + 3)  # back: rebuilt from a snapshot, as before
    assert history.state.history == g.history[: SNAPSHOT_EVERY + 3]


def test_replay_game_steps_are_the_games_states_without_copying_its_logs(long_file):
    path, g = long_file
    steps = list(replay_game(load_game(path)))
    assert len(steps) == len(g.history) + 1
    assert state_text(steps[-1][1]) == state_text(g)
    assert [str(a) for a in steps[7][1].history] == [str(a) for a in g.history[:7]]


def test_the_marks_read_each_event_a_bounded_number_of_times(long_file, monkeypatch):
    """``replay_marks`` read every event again after every action (first_blood_by over
    the whole log): O(n²) for a game without first blood. Each event is now looked at by
    at most a few type tests."""
    path, g = long_file
    tests = [0]
    real = isinstance

    def counted(obj, kinds):  # type: ignore[no-untyped-def]
        tests[0] += 1
        return real(obj, kinds)

    monkeypatch.setattr(replays, "isinstance", counted, raising=False)
    game = load_game(path)
    marks = replay_marks(game)
    assert (marks.first_blood, marks.first_demolition, marks.end) == (None, None, len(g.history))
    assert tests[0] <= 4 * len(g.events) + 2 * len(g.history)
    tests[0] = 0
    assert read_replay(path).marks == marks
    assert tests[0] <= 4 * len(g.events) + 2 * len(g.history)


@pytest.mark.pure_python  # counts the calls of a compiled class's method
def test_opening_a_game_file_plays_it_once(long_file, monkeypatch):
    """Opening a game file played it twice (the check, then its final state), and the
    replay window twice or three times more (its history, its moments, the chances along
    it). The check's pass now records the history and the moments too."""
    path, g = long_file
    calls = [0]
    apply = GameState.apply_action

    def counting(self, action):  # type: ignore[no-untyped-def]
        calls[0] += 1
        apply(self, action)

    monkeypatch.setattr(GameState, "apply_action", counting)
    opened = open_any(path)
    assert calls[0] == len(g.history)
    assert opened.state is not None and state_text(opened.state) == state_text(g)
    replay = opened.replay
    assert replay is not None and replay.history.state is opened.state
    assert replay.marks.end == len(g.history)
    assert calls[0] == len(g.history)


def test_a_recorded_history_is_the_one_playing_the_actions_makes():
    g = bot_game()
    played = GameHistory(new_game(the_map("final-stand"), 3))
    for action in g.history:
        played.play(action)
    recorded = replay_of(saved_game(g)).history
    fields = [
        (
            n.id,
            n.parent,
            n.action,
            n.depth,
            n.seat,
            n.round,
            n.phase,
            n.events,
            n.children,
            n.follow,
        )
        for n in recorded.nodes
    ]
    assert fields == [
        (
            n.id,
            n.parent,
            n.action,
            n.depth,
            n.seat,
            n.round,
            n.phase,
            n.events,
            n.children,
            n.follow,
        )
        for n in played.nodes
    ]
    assert sorted(recorded._snapshots) == sorted(played._snapshots)
    for node, state in recorded._snapshots.items():
        assert state_text(state) == state_text(played._snapshots[node])
    assert state_text(recorded.state) == state_text(g) == state_text(played.state)
    recorded.go_to(40)
    played.go_to(40)
    assert state_text(recorded.state) == state_text(played.state)


def test_the_recorded_marks_are_the_marks_of_a_game_with_both(tmp_path):
    for seed in range(3, 12):
        g = bot_game(seed)
        game = saved_game(g)
        marks = replay_marks(game)
        if marks.first_blood is not None and marks.first_demolition is not None:
            break
    else:
        pytest.fail("no bot game with both first blood and a demolition")
    path = tmp_path / "g.gkrgame.json"
    save_game(game, path)
    assert read_replay(path).marks == marks == replay_of(game).marks
    steps = [s for _, s in replay_game(game)]
    assert first_blood_by(steps[marks.first_blood].events) is not None
    assert first_blood_by(steps[marks.first_blood - 1].events) is None


def test_first_blood_read_a_batch_at_a_time_is_first_blood_over_all_of_them():
    g = bot_game(4)
    events = g.events
    want = first_blood_by(events)
    assert want is not None
    for size in (1, 2, 5, 50):
        reader = FirstBlood()
        found = None
        for k in range(0, len(events), size):
            found = reader.see(events[k : k + size])
        assert found == want
