"""Take-backs and variations (engine.game.history): going back rebuilds the very game, dice
included; a new action from an earlier position is a new branch and the old one stays; the
tree goes to a plain dict and back, and a bad one is refused with one line."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.game import new_game, replay, state_text
from engine.game.history import ROOT, SNAPSHOT_EVERY, GameHistory, HistoryError
from engine.game.state import GameState
from tests.engine.game.helpers import the_map

MAP = the_map("final-stand")


def texts(state: GameState) -> list[str]:
    """The game as every viewer sees it: an onlooker and each seat."""
    return [state_text(state, v) for v in [None, *range(state.num_players)]]


def dice_stream(state: GameState, n: int = 40) -> tuple[int, ...]:
    return state.dice.clone().roll(n)


def pick(state: GameState, rng: random.Random) -> str:
    """An action that draws from the dice where it can (a reboot shuffles the deck)."""
    actions = [str(a) for a in state.legal_actions()]
    return "reboot" if "reboot" in actions else rng.choice(actions)


def test_ten_actions_then_ten_take_backs_give_the_start_again_dice_included():
    start = new_game(MAP, 4)
    history = GameHistory(start.clone())
    rng = random.Random(4)
    for _ in range(10):
        history.play(pick(history.state, rng))
    played = history.state
    assert dice_stream(played) != dice_stream(start)  # dice were drawn: the test can fail
    after_ten = texts(played)
    for _ in range(10):
        assert history.undo()
    assert not history.undo() and history.current == ROOT
    assert texts(history.state) == texts(start)
    assert dice_stream(history.state) == dice_stream(start)
    assert history.state.history == [] and history.state.events == start.events
    for _ in range(10):
        assert history.redo()
    assert not history.redo()
    assert texts(history.state) == after_ten
    assert dice_stream(history.state) == dice_stream(played)


def test_a_new_action_after_take_backs_is_a_branch_and_the_old_line_stays():
    history = GameHistory(new_game(MAP, 2))
    rng = random.Random(2)
    for _ in range(6):
        history.play(pick(history.state, rng))
    old_end = history.current
    old_text = texts(history.state)
    for _ in range(3):
        history.undo()
    fork = history.current
    taken = history.nodes[history.nodes[fork].follow].action
    other = next(str(a) for a in history.state.legal_actions() if str(a) != taken)
    branch = history.play(other)
    assert history.alternatives(branch) == [history.path_to(old_end)[history.nodes[fork].depth + 1]]
    assert history.nodes[fork].children[-1] == branch and len(history.nodes[fork].children) == 2
    assert not history.can_redo()  # the new branch has nothing ahead yet
    history.go_to(old_end)  # the old line is still there, whole
    assert texts(history.state) == old_text
    assert history.line()[-1] == old_end
    history.go_to(branch)
    assert str(history.state.history[-1]) == other
    # playing the same action again goes into the existing node, not a twin
    history.undo()
    assert history.play(other) == branch


def test_a_branch_saved_as_a_plain_dict_loads_back_the_same_tree_and_position():
    start = new_game(MAP, 5)
    history = GameHistory(start.clone())
    rng = random.Random(5)
    for _ in range(8):
        history.play(pick(history.state, rng))
    for _ in range(4):
        history.undo()
    taken = history.nodes[history.nodes[history.current].follow].action
    history.play(next(str(a) for a in history.state.legal_actions() if str(a) != taken))
    history.play(pick(history.state, rng))
    data = json.loads(json.dumps(history.to_dict()))  # a plain dict: JSON-ready
    loaded = GameHistory.from_dict(data, start)
    assert [(n.parent, n.action) for n in loaded.nodes] == [
        (n.parent, n.action) for n in history.nodes
    ]
    assert loaded.current == history.current and loaded.line() == history.line()
    assert texts(loaded.state) == texts(history.state)
    assert dice_stream(loaded.state) == dice_stream(history.state)
    assert sum(len(n.children) > 1 for n in loaded.nodes) == 1  # the branch is there


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(version=9), "version 9 cannot be read"),
        (lambda d: d["nodes"][2].update(parent=7), "node 3: its parent 7 is not an earlier node"),
        (lambda d: d["nodes"][1].update(action=""), "node 2: 'action' is a non-empty text"),
        (lambda d: d["nodes"][1].update(action="fire 1A 2B"), "node 2 ('fire 1A 2B') cannot be"),
        (lambda d: d.update(current=99), "'current' is a node of the history (0 to 4), not 99"),
        (lambda d: d["nodes"].append(dict(d["nodes"][0])), "node 5 ("),
    ],
)
def test_a_bad_history_is_refused_with_one_line(change, message):
    start = new_game(MAP, 1)
    history = GameHistory(start.clone())
    rng = random.Random(1)
    for _ in range(4):
        history.play(pick(history.state, rng))
    data = history.to_dict()
    change(data)
    with pytest.raises(HistoryError) as caught:
        GameHistory.from_dict(data, start)
    assert message in str(caught.value) and "\n" not in str(caught.value)


def test_going_back_past_kept_copies_replays_the_same_game():
    start = new_game(MAP, 3)
    history = GameHistory(start.clone())
    rng = random.Random(3)
    while (
        history.nodes[history.current].depth < SNAPSHOT_EVERY * 2 + 5
        and not history.state.is_terminal()
    ):
        history.play(pick(history.state, rng))
    line = history.line()
    for node in (line[SNAPSHOT_EVERY + 3], line[4], line[-1], line[SNAPSHOT_EVERY]):
        history.go_to(node)
        actions = [history.nodes[n].action for n in history.path_to(node)[1:]]
        again = replay(MAP, 3, actions)
        assert texts(history.state) == texts(again)
        assert dice_stream(history.state) == dice_stream(again)


@settings(max_examples=15, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(["play", "undo", "redo", "jump"]), st.integers(0, 1000)),
        max_size=30,
    )
)
def test_any_walk_of_plays_take_backs_and_jumps_stands_where_its_actions_lead(steps):
    """Whatever the order of plays, undos, redos and jumps, the state is the game its
    path's actions make from the start."""
    history = GameHistory(new_game(MAP, 7))
    for kind, k in steps:
        if kind == "play" and not history.state.is_terminal():
            actions = history.state.legal_actions()
            history.play(actions[k % len(actions)])
        elif kind == "undo":
            history.undo()
        elif kind == "redo":
            history.redo()
        elif kind == "jump":
            history.go_to(k % len(history.nodes))
    actions = [history.nodes[n].action for n in history.path_to(history.current)[1:]]
    assert [str(a) for a in history.state.history] == actions
    assert texts(history.state) == texts(replay(MAP, 7, actions))
    for n in history.nodes[1:]:  # the tree holds no twins
        siblings = [history.nodes[c].action for c in history.nodes[n.parent].children]
        assert siblings.count(n.action) == 1


def test_another_seat_sees_a_declaration_face_down():
    history = GameHistory(new_game(MAP, 2))
    while not history.state.is_terminal() and history.state.phase != "combat":
        history.play(history.state.legal_actions()[0])
    while "declare" not in history.nodes[history.current].action:
        history.play(history.state.legal_actions()[-1])
    node = history.nodes[history.current]
    assert history.action_seen_by(node.id, node.seat) == node.action
    assert history.action_seen_by(node.id, None) == node.action
    assert history.action_seen_by(node.id, 1 - node.seat) == "declare (face down)"
    assert history.action_seen_by(node.parent, 1 - node.seat) != "declare (face down)"
