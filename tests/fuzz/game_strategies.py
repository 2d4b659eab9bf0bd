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
from engine.game import GameConfig, new_game, observe
from engine.game.sandbox.gamefile import game_to_data, saved_game
from engine.game.sandbox.positionfile import position_to_data
from engine.game.state import GameState
from tests.fuzz.strategies import mutated

OPAQUE = frozenset({"mt", "map"})
"""The dice streams' 625 numbers and the embedded map (fuzzed on its own) change whole."""


def _bot_game(
    slug: str, seed: int, config: GameConfig | None, stop: int | None, points: tuple[int, ...]
) -> tuple[GameState, list[GameState]]:
    g = new_game(load_map(builtin_map_path(slug)), seed, config=config)
    bots = [make_bot("full", q, seed) for q in range(g.num_players)]
    marks = []
    while not g.is_terminal() and (stop is None or len(g.history) < stop):
        if len(g.history) in points:
            marks.append(g.clone())
        g.apply_action(bots[g.current_player()].choose(observe(g)))
    return g, marks


@lru_cache(maxsize=None)
def game_documents() -> tuple[dict[str, Any], ...]:
    finished, marks = _bot_game("final-stand", 2, None, None, (2, 30, 75, 120))
    team, more = _bot_game("showdown", 3, GameConfig(mode="2v2"), 90, (40, 85))
    solo, last = _bot_game("showdown", 4, GameConfig(mode="solo", solo_opponents=2), 50, (45,))
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
        del actions[draw(st.integers(0, len(actions))) :]
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


# -- games and positions set up from scratch: seeds, streams, settings, long action lists ------

MAP_SLUGS = (
    "final-stand",
    "plateau",
    "three-walls",
    "citadel",
    "showdown",
    "crackshot-alley",
    "salvage-city",
)
FACTIONS = ("vanguard", "rustbelt", "zenith", "neon")
SEEDS = st.one_of(
    st.integers(-3, 3),
    st.integers(-(2**64), 2**64),
    st.sampled_from([2**64, -(2**64), 2**63 - 1, 2**32]),
)
"""Seeds as a file may give them: small ones (so that two streams often coincide, ``n`` and
``-n`` among them), any of the schema's range, and its edges."""


@lru_cache(maxsize=None)
def _map_data(slug: str) -> dict[str, Any]:
    from engine.files.mapfile import map_to_data

    return map_to_data(load_map(builtin_map_path(slug)))


@st.composite
def game_settings(draw: st.DrawFn, players: int) -> dict[str, Any]:
    """A ``settings`` object of any mode and option: most of them playable on a map of
    ``players`` seats, the others not (a mode the map cannot seat, factions that do not
    add up or do not exist, too many extra weapons)."""
    playable = draw(st.integers(0, 3)) > 0
    modes = ["standard", "solo"] + (["2v2", "shifting"] if players == 4 or not playable else [])
    mode = draw(st.sampled_from(modes))
    if playable:
        factions = draw(
            st.one_of(
                st.none(), st.lists(st.sampled_from(FACTIONS), min_size=players, max_size=players)
            )
        )
    else:
        factions = draw(
            st.one_of(
                st.none(), st.lists(st.sampled_from(FACTIONS + ("nobody",)), min_size=2, max_size=4)
            )
        )
    settings: dict[str, Any] = {
        "mode": mode,
        "factions": factions,
        "decks": None,
        "max_rounds": draw(st.one_of(st.none(), st.integers(1, 3), st.integers(1, 1000))),
        "last_bot_standing": draw(st.booleans()),
        "pilots": draw(st.booleans()) and (mode != "solo" or not playable),
        "achievements": draw(st.sampled_from(["standard", "alternate"])),
    }
    if mode == "solo":
        settings["solo_opponents"] = draw(st.integers(1, 2))
        settings["solo_extra_weapons"] = draw(st.integers(0, 2) if playable else st.integers(0, 24))
        settings["solo_start"] = draw(st.integers(0, players - 1 if playable else 3))
        if playable:
            settings["achievements"] = "standard"
    if mode == "2v2":
        settings["teams"] = draw(
            st.one_of(st.none(), st.lists(st.lists(st.integers(0, 3), max_size=4), max_size=2))
        )
    if draw(st.booleans()):
        settings["bots"] = draw(
            st.lists(st.sampled_from(["full", "random", None]), min_size=players, max_size=players)
        )
    return settings


@st.composite
def game_dice(draw: st.DrawFn, players: int) -> dict[str, Any]:
    """A ``dice`` object: one stream, or a stream per seat (often two alike)."""
    dice: dict[str, Any] = {"seed": draw(SEEDS)}
    if draw(st.booleans()):
        dice["streams"] = draw(st.lists(SEEDS, min_size=players, max_size=players))
    return dice


def _played(state: GameState, count: int, seed: int) -> list[str]:
    """Up to ``count`` random legal actions played on ``state`` (it changes)."""
    import random

    rng = random.Random(seed)
    texts = []
    while len(texts) < count and not state.is_terminal():
        action = rng.choice(state.legal_actions())
        state.apply_action(action)
        texts.append(str(action))
    return texts


def _set_up(doc: dict[str, Any]) -> GameState | None:
    """The game a document of :func:`set_up_games` starts, or ``None`` when its settings or
    dice cannot start one (the reader must refuse it, which the test checks)."""
    from engine.core.errors import GkrError
    from engine.game.sandbox.settings import config_from_data, dice_from_seeds

    try:
        return new_game(
            load_map(builtin_map_path(doc["slug"])),
            doc["dice"]["seed"],
            config=config_from_data(doc["settings"]),
            dice=dice_from_seeds(doc["dice"]),
        )
    except (GkrError, ValueError, LookupError, TypeError):
        return None


@st.composite
def set_up_games(draw: st.DrawFn) -> tuple[dict[str, Any], GameState | None]:
    """A game document made from scratch — a map, settings of any mode, seeds and streams —
    with the state it starts (``None`` when it cannot start), before any action."""
    slug = draw(st.sampled_from(MAP_SLUGS))
    players = _map_data(slug)["players"]
    doc = {"slug": slug, "settings": draw(game_settings(players)), "dice": draw(game_dice(players))}
    return doc, _set_up(doc)


def _game_document(doc: dict[str, Any], actions: list[str], result: Any) -> dict[str, Any]:
    from engine.game.catalog_file import standin_catalog
    from engine.game.sandbox.catalog_ref import catalog_reference

    return {
        "format": "gkr-game",
        "version": 1,
        "map": _map_data(doc["slug"]),
        "settings": doc["settings"],
        "catalog": catalog_reference(standin_catalog()),
        "dice": doc["dice"],
        "actions": actions,
        "result": result,
    }


LENGTHS = st.one_of(st.integers(0, 12), st.integers(0, 150), st.sampled_from([400, 1200]))
"""How many legal actions a made-up game plays: a few, some rounds, or a long game."""


@st.composite
def made_up_game_files(draw: st.DrawFn) -> bytes:
    """A game file set up from scratch (:func:`set_up_games`) with a line of actions that is
    legal (random legal moves, up to a long game), then perhaps spoilt: cut, an action
    repeated, swapped for another seat's or made up, one played past the end; its result
    the real one, none, or another."""
    doc, state = draw(set_up_games())
    actions: list[str] = []
    result: Any = None
    if state is not None:
        actions = _played(state, draw(LENGTHS), draw(st.integers(0, 2**32)))
        if state.result is not None:
            result = {
                "winners": list(state.result.winners),
                "win_type": state.result.win_type,
                "rounds": state.round,
            }
    op = draw(
        st.sampled_from(["none", "none", "none", "cut", "repeat", "made-up", "past", "result"])
    )
    if op == "cut" and actions:
        del actions[draw(st.integers(0, len(actions) - 1)) :]
    elif op == "repeat" and actions:
        i = draw(st.integers(0, len(actions) - 1))
        actions.insert(i, actions[i])
    elif op == "made-up":
        actions.insert(
            draw(st.integers(0, len(actions))),
            draw(
                st.sampled_from(
                    [
                        "keep",
                        "reboot",
                        "pass",
                        "pilot kestrel-vance",
                        "path 1",
                        "move HH 5F-5G N",
                        "end",
                        "x" * 200,
                        "deploy combat 3B",
                    ]
                )
            ),
        )
    elif op == "past":
        actions.append(draw(st.sampled_from(actions or ["keep"])))
    elif op == "result":
        result = draw(
            st.one_of(
                st.none(),
                st.fixed_dictionaries(
                    {
                        "winners": st.lists(st.integers(0, 3), max_size=2, unique=True),
                        "win_type": st.sampled_from(
                            ["demolition", "destruction", "score", "round limit"]
                        ),
                        "rounds": st.integers(0, 1000),
                    }
                ),
            )
        )
    return json.dumps(_game_document(doc, actions, result)).encode()


@st.composite
def made_up_position_files(draw: st.DrawFn) -> bytes:
    """A position file of a game set up from scratch (:func:`set_up_games`), taken after
    some random legal actions, then changed where the set-up and the dice decide: another
    mode, pilots or board side, round limit, round or phase, a seat's stream of dice made
    another's."""
    doc, state = draw(set_up_games())
    if state is None:
        state = new_game(load_map(builtin_map_path(doc["slug"])), 0)
    _played(state, draw(LENGTHS), draw(st.integers(0, 2**32)))
    data = position_to_data(state)
    ops = draw(
        st.lists(
            st.sampled_from(
                ["mode", "pilots", "alternate", "rounds", "round", "phase", "twin", "seed"]
            ),
            max_size=2,
        )
    )
    settings, saved = data["settings"], data["state"]
    for op in ops:
        if op == "mode":
            settings["mode"] = draw(st.sampled_from(["standard", "solo", "2v2", "shifting"]))
        elif op == "pilots":
            settings["pilots"] = not settings["pilots"]
        elif op == "alternate":
            settings["achievements"] = draw(st.sampled_from(["standard", "alternate"]))
        elif op == "rounds":
            settings["max_rounds"] = draw(st.one_of(st.none(), st.integers(1, 1000)))
        elif op == "round":
            saved["round"] = draw(st.integers(0, 1000))
        elif op == "phase":
            saved["phase"] = draw(
                st.sampled_from(["setup", "deploy", "movement", "combat", "tagging", "reset"])
            )
        elif op == "twin" and "seats" in saved["dice"]:
            seats = saved["dice"]["seats"]
            seats[-1] = copy.deepcopy(seats[0])
        elif op == "seed":
            data["seed"] = draw(SEEDS)
    return json.dumps(data).encode()
