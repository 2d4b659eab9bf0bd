"""A scripted two-player game on Final Stand (seed 7): it plays to a win, and a seed and
its actions replay the same event log (the golden transcript in ``golden/``).

Regenerate the transcript after an intended rules change with
``GKR_REGEN_GOLDEN=1 pytest tests/engine/game/test_golden.py`` and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

from engine.game import Action, GameState, Move, new_game, replay
from engine.game.actions import Declare, Deploy, Fire, Keep, Pass, React, Reroll, Tag, TakeDamage
from engine.game.energy import affordable
from tests.engine.game.helpers import the_map

GOLDEN = Path(__file__).parent / "golden"
SEED = 7
ACTIONS = GOLDEN / "final-stand-seed-7.actions.txt"
EVENTS = GOLDEN / "final-stand-seed-7.events.txt"


def scripted_policy(g: GameState) -> Action:
    """A plain, deterministic player: close in, fire, tag (used to write the script)."""
    actions = g.legal_actions()
    me = g.current_player()
    enemy = next(p.hh for p in g.players if p.seat != me and p.hh is not None)
    for kind in (Keep, Reroll, Tag, Fire, Deploy):
        picks = [a for a in actions if isinstance(a, kind)]
        if picks:
            return picks[0]
    declares = [
        a
        for a in actions
        if isinstance(a, Declare)
        and affordable(
            g,
            me,
            sum(g.players[me].faction.card(c).energy for c in a.weapons) + 5 - g.players[me].energy,
            0,
        )
        and sum(g.players[me].faction.card(c).energy for c in a.weapons) <= g.players[me].energy
    ]
    if declares:
        return max(declares, key=lambda a: (len(a.weapons), str(a)))
    moves = [a for a in actions if isinstance(a, Move)]
    if moves:
        budget = g.players[me].energy if moves[0].facing is not None else 99
        cheap = [a for a in moves if a.steps <= budget] or moves
        return min(
            cheap,
            key=lambda a: (
                a.destination.distance(enemy),
                a.steps,
                0 if a.facing is None else -(enemy - a.destination).dot(a.facing.vector),
                str(a),
            ),
        )
    for kind in (TakeDamage, React, Pass):
        picks = [a for a in actions if isinstance(a, kind)]
        if picks:
            return picks[-1] if kind is TakeDamage else picks[0]
    return actions[0]


def play_scripted() -> GameState:
    g = new_game(the_map("final-stand"), seed=SEED)
    while not g.is_terminal():
        g.apply_action(scripted_policy(g))
    return g


def test_scripted_game_on_final_stand_plays_to_a_win_and_replays_to_the_same_log():
    if os.environ.get("GKR_REGEN_GOLDEN"):
        g = play_scripted()
        GOLDEN.mkdir(exist_ok=True)
        ACTIONS.write_text("".join(f"{a}\n" for a in g.history), encoding="utf-8")
        EVENTS.write_text("".join(f"{e}\n" for e in g.events), encoding="utf-8")
    actions = ACTIONS.read_text(encoding="utf-8").splitlines()
    expected = EVENTS.read_text(encoding="utf-8").splitlines()
    g = replay(the_map("final-stand"), SEED, actions)
    assert g.is_terminal() and g.result is not None and g.result.winners
    assert [str(e) for e in g.events] == expected
    again = replay(the_map("final-stand"), SEED, [Action.parse(a) for a in actions])
    assert again.events == g.events
