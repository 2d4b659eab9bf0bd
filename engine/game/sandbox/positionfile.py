"""Position files (``.gkrpos.json``): a game at one point, to save and play on from.

A position file holds the map as it is now (demolished buildings as rubble), the settings,
the catalog (:mod:`~engine.game.sandbox.catalog_ref`), the game's seed and its state
(:mod:`~engine.game.sandbox.state_codec`: units, piles in order, tags, rubble, round,
phase, Glory Hound, the steps the rules have still to run and where each stream of dice
is). Loading gives a :class:`~engine.game.state.GameState` the rules continue from: the
same decision waits, and the same dice come.

Reading has two layers: the JSON Schema ``schemas/position.schema.json`` (after
:mod:`engine.files.jsondoc`'s safe read), then the meaning: the map and the catalog as their
own files, each value of the state, and the position as a whole
(:func:`~engine.game.sandbox.free_setup.position_problems`). Every problem is one line
naming the file and the place; nothing raises anything but
:class:`~engine.core.errors.GameFileError`.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> from engine.game.setup import new_game
>>> from engine.game.text import state_text
>>> g = new_game(load_map(builtin_map_path("plateau")), seed=9)
>>> for _ in range(20):
...     g.apply_action(g.legal_actions()[-1])
>>> back = loads_position(dumps_position(g), "p.gkrpos.json")
>>> state_text(back, 0) == state_text(g, 0) and back.legal_actions() == g.legal_actions()
True
"""

from __future__ import annotations

import json
import os
from typing import Any

from engine.core.errors import GameFileError, GkrError, IllegalActionError, Problem, error_line
from engine.core.messages import N_, _
from engine.files import schema_check
from engine.files.atomicfile import write_text_atomic
from engine.files.jsondoc import parse_json, read_text
from engine.files.mapfile import map_to_data
from engine.files.schema_check import check_header, describe_schema_error
from engine.game.catalog import Catalog
from engine.game.sandbox.catalog_ref import catalog_reference
from engine.game.sandbox.free_setup import position_problems
from engine.game.sandbox.gamefile import read_parts
from engine.game.sandbox.settings import config_from_data, config_to_data
from engine.game.sandbox.state_codec import StateDataError, state_from_data, state_to_data
from engine.game.state import GameState

FORMAT = "gkr-position"
VERSION = 1
SUFFIX = ".gkrpos.json"
MAX_FILE_BYTES = 2_000_000
"""A position file is some tens of kilobytes (a megabyte more with an embedded catalog)."""
WHAT = "position file"

TEXTS = {
    "impossible": N_("an impossible position: {problem}"),
    "stuck": N_("the rules cannot go on from this position: {error}"),
}


def _text(key: str) -> str:
    """:data:`TEXTS`' text ``key`` in the current language."""
    return _(TEXTS[key])


PathLike = str | os.PathLike[str]


def position_to_data(state: GameState, bots: tuple[str | None, ...] = ()) -> dict[str, Any]:
    """The JSON document of a position file (``bots``: who plays each seat)."""
    settings = config_to_data(state.config)
    if bots:
        settings["bots"] = list(bots)
    return {
        "format": FORMAT,
        "version": VERSION,
        "map": map_to_data(state.game_map),
        "settings": settings,
        "catalog": catalog_reference(state.catalog),
        "seed": state.seed,
        "state": state_to_data(state),
    }


def dumps_position(state: GameState, bots: tuple[str | None, ...] = ()) -> str:
    """The text of a position file, ending in a newline."""
    return json.dumps(position_to_data(state, bots), ensure_ascii=False, indent=1) + "\n"


def save_position(state: GameState, path: PathLike, bots: tuple[str | None, ...] = ()) -> None:
    """Write a position file atomically (:mod:`engine.files.atomicfile`)."""
    write_text_atomic(os.fspath(path), dumps_position(state, bots))


def load_position(path: PathLike, catalogs: tuple[Catalog, ...] = ()) -> GameState:
    """Read and check a position file; the state the rules continue from. Raises
    :class:`GameFileError`."""
    return load_position_and_bots(path, catalogs)[0]


def load_position_and_bots(
    path: PathLike, catalogs: tuple[Catalog, ...] = ()
) -> tuple[GameState, tuple[str | None, ...]]:
    """:func:`load_position`, and who plays each seat (a bot kind, ``None`` for a person;
    empty when the file does not say)."""
    name = os.fspath(path)
    text = read_text(name, MAX_FILE_BYTES, WHAT, GameFileError)
    data = parse_json(text, name, MAX_FILE_BYTES, WHAT, GameFileError)
    state = position_from_data(data, name, catalogs)
    return state, position_bots(data)


def loads_position(
    text: str, source: str = "<position>", catalogs: tuple[Catalog, ...] = ()
) -> GameState:
    """Parse and check the text of a position file; ``source`` names it in messages."""
    data = parse_json(text, source, MAX_FILE_BYTES, WHAT, GameFileError)
    return position_from_data(data, source, catalogs)


def position_bots(data: dict[str, Any]) -> tuple[str | None, ...]:
    """Who plays each seat, as a (checked) position or game file's settings say."""
    return tuple(data["settings"].get("bots", ()))


def position_from_data(
    data: Any, source: str = "<position>", catalogs: tuple[Catalog, ...] = ()
) -> GameState:
    """Check decoded JSON (header, schema, meaning) and build the game state."""
    problems = check_header(data, FORMAT, VERSION, WHAT, {})
    if not problems:
        problems = schema_check.schema_problems(
            "position", data, lambda e: describe_schema_error(e, WHAT), lambda p: p.where
        )
    if problems:
        raise GameFileError(source, problems)
    game_map, catalog = read_parts(data, source, catalogs)
    config = config_from_data(data["settings"])
    try:
        state = state_from_data(data["state"], game_map, catalog, config, data["seed"])
    except StateDataError as e:
        raise GameFileError(source, [Problem(e.where, e.message)]) from None
    problems_found = _meaning(state)
    if problems_found:
        raise GameFileError(source, [Problem("/state", problems_found)])
    return state


def _meaning(state: GameState) -> str | None:
    """Why the rules could not go on from ``state``, or ``None``."""
    try:
        problems = position_problems(state)
        if problems:
            return _text("impossible").format(problem=problems[0])
        if state.pending is not None and state.result is None:
            decision = state.pending
            if not decision.active(state):
                return _text("stuck").format(
                    error=_("{decision}, but that player is out of the game").format(
                        decision=decision.describe(state)
                    )
                )
            if not state.legal_actions():
                return _text("stuck").format(
                    error=_("{decision}, with nothing to choose").format(
                        decision=decision.describe(state)
                    )
                )
        elif state.result is None:
            state.run()
    except IllegalActionError as e:
        return _text("stuck").format(error=e)
    except (GkrError, LookupError, ValueError, TypeError, AttributeError, ZeroDivisionError) as e:
        return _text("stuck").format(error=error_line(e))
    return None
