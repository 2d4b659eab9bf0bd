"""Hypothesis strategies for hostile game files (.gkrgame.json) and position files
(.gkrpos.json): real documents (a finished bot game, an unfinished 2v2 game, positions at
several points of them, a solo position) changed where it hurts, as
:func:`tests.fuzz.strategies.mutated` changes maps — plus actions swapped, dropped or
repeated, and steps of the rules' stack moved about."""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from typing import Any

from hypothesis import strategies as st

from engine import builtin_map_path, load_map
from engine.bots import make_bot
from engine.game import GameConfig, new_game
from engine.game.sandbox.gamefile import game_to_data, saved_game
from engine.game.sandbox.positionfile import position_to_data
from engine.game.state import GameState
from tests.fuzz.strategies import mutated

OPAQUE = frozenset({"mt", "map"})
"""The dice streams' 625 numbers and the embedded map (fuzzed on its own) change whole."""


def _bot_game(slug: str, seed: int, config: GameConfig | None, stop: int | None,
              points: tuple[int, ...]) -> tuple[GameState, list[GameState]]:
    g = new_game(load_map(builtin_map_path(slug)), seed, config=config)
    bots = [make_bot("full", q, seed) for q in range(g.num_players)]
    marks = []
    while not g.is_terminal() and (stop is None or len(g.history) < stop):
        if len(g.history) in points:
            marks.append(g.clone())
        g.apply_action(bots[g.current_player()].choose(g.observation()))
    return g, marks


@lru_cache(maxsize=None)
def game_documents() -> tuple[dict[str, Any], ...]:
    finished, marks = _bot_game("final-stand", 2, None, None, (2, 30, 75, 120))
    team, more = _bot_game("showdown", 3, GameConfig(mode="2v2"), 90, (40, 85))
    solo, last = _bot_game("showdown", 4, GameConfig(mode="solo", solo_opponents=2), 50,
                           (45,))
    games = [game_to_data(saved_game(g)) for g in (finished, team, solo)]
    positions = [position_to_data(g) for g in marks + more + last + [finished]]
    return tuple(games), tuple(positions)  # type: ignore[return-value]


@st.composite
def game_files(draw: st.DrawFn) -> bytes:
    games, _ = game_documents()
    doc = copy.deepcopy(draw(st.sampled_from(games)))
    actions = doc["actions"]
    op = draw(st.sampled_from(["none", "none", "swap", "drop", "repeat", "cut", "result"]))
    if op == "swap" and len(actions) > 1:
        i, j = draw(st.integers(0, len(actions) - 1)), draw(st.integers(0, len(actions) - 1))
        actions[i], actions[j] = actions[j], actions[i]
    elif op == "drop" and actions:
        del actions[draw(st.integers(0, len(actions) - 1))]
    elif op == "repeat" and actions:
        actions.insert(draw(st.integers(0, len(actions))), draw(st.sampled_from(actions)))
    elif op == "cut":
        del actions[draw(st.integers(0, len(actions))):]
    elif op == "result" and doc["result"] is not None:
        doc["result"]["rounds"] = draw(st.integers(-1, 40))
    return draw(mutated(doc, max_changes=draw(st.sampled_from([0, 1, 2])), opaque=OPAQUE))


@st.composite
def position_files(draw: st.DrawFn) -> bytes:
    _, positions = game_documents()
    doc = copy.deepcopy(draw(st.sampled_from(positions)))
    state = doc["state"]
    op = draw(st.sampled_from(["none", "none", "stack", "pending", "unit", "cards"]))
    if op == "stack" and state["stack"]:
        stack = state["stack"]
        i = draw(st.integers(0, len(stack) - 1))
        stack.insert(draw(st.integers(0, len(stack))), stack.pop(i))
    elif op == "pending" and state["stack"]:
        state["pending"] = draw(st.sampled_from(state["stack"]))
    elif op == "unit":
        p = draw(st.sampled_from(state["players"]))
        if p["units"]:
            unit = draw(st.sampled_from(sorted(p["units"])))
            p["units"][unit] = draw(st.sampled_from(["5F", "1B", "9J", "4E", "3C", "0C"]))
    elif op == "cards":
        p = draw(st.sampled_from(state["players"]))
        piles = [k for k in ("hand", "deck", "discard", "damage") if p[k]]
        if len(piles) >= 2:
            a, b = draw(st.sampled_from(piles)), draw(st.sampled_from(piles))
            p[b].append(p[a].pop())
    return draw(mutated(doc, max_changes=draw(st.sampled_from([0, 1, 2])), opaque=OPAQUE))


def as_json(data: bytes) -> Any:
    try:
        return json.loads(data.decode("utf-8-sig"))
    except (ValueError, RecursionError):
        return None
