"""Game files (``.gkrgame.json``): a whole game, to save, check and replay.

A game file holds the map the game started on, its settings (mode, factions, decks, round
limit…, and who played each seat), its catalog (:mod:`~engine.game.sandbox.catalog_ref`),
the seeds of its dice, every action in order as text (:mod:`engine.game.actions`) and its
result. The seeds and the actions replay the game exactly (:func:`replay_game`).

Reading has two layers, as for maps: the JSON Schema ``schemas/game.schema.json`` checks
the shape (after :mod:`engine.files.jsondoc`'s safe read: regular files only, size,
nesting, lone surrogates), then the meaning: the map and the catalog are checked as their
own files are, the game is set up, each action must be legal in turn, and the actions must
reach the recorded result. Every problem is one line naming the file and the place
(``/actions/17``); nothing raises anything but :class:`~engine.core.errors.GameFileError`.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> from engine.game.setup import new_game
>>> from engine.game.text import state_text
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=4)
>>> for _ in range(12):
...     g.apply_action(g.legal_actions()[0])
>>> saved = loads_game(dumps_game(saved_game(g)), "a.gkrgame.json")
>>> [str(a) for a in saved.actions] == [str(a) for a in g.history], saved.result
(True, None)
>>> state_text(final_state(saved)) == state_text(g)
True
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any, Callable, Iterator

from engine.core.errors import (
    CatalogError,
    GameFileError,
    GkrError,
    IllegalActionError,
    MapError,
    MapFileError,
    Problem,
    error_line,
)
from engine.core.messages import N_, _
from engine.files import schema_check
from engine.files.atomicfile import write_text_atomic
from engine.files.jsondoc import parse_json, read_text
from engine.files.mapfile import map_from_data, map_to_data
from engine.files.schema_check import check_header, describe_schema_error
from engine.game.actions import Action
from engine.game.catalog import Catalog
from engine.game.events import WIN_TYPES, said
from engine.game.sandbox.catalog_ref import catalog_from_reference, catalog_reference
from engine.game.sandbox.settings import (
    config_from_data,
    config_to_data,
    dice_from_seeds,
    dice_seeds,
)
from engine.game.setup import TwinStreamsError, new_game
from engine.game.state import GameConfig, GameResult, GameState
from engine.mapmodel.model import GameMap

FORMAT = "gkr-game"
VERSION = 1
SUFFIX = ".gkrgame.json"
MAX_FILE_BYTES = 4_000_000
"""A game file is tens of kilobytes (a megabyte more with an embedded catalog)."""
WHAT = "game file"

TEXTS = {
    "setup": N_("the game cannot be set up: {error}"),
    "illegal": N_("{action}: not legal here, after {done} actions ({asked}): {reason}"),
    "over": N_("{action}: the game was already over after {done} actions"),
    "result": N_("the actions end in {found}, not the recorded {recorded}"),
    "unfinished": N_("the actions stop before the game ends, yet a result is recorded"),
}


def _text(key: str) -> str:
    """:data:`TEXTS`' text ``key`` in the current language."""
    return _(TEXTS[key])


PathLike = str | os.PathLike[str]

Follow = Callable[[GameState, int, int], None]
"""What follows a game file's replay while it is checked (:func:`load_game`'s ``follow``):
called as ``follow(state, done, total)`` with the game set up (``done`` 0), then after each
of the ``total`` actions with the number done, ``state`` being the one game the check plays
on (to read, not to change). What it raises stops the reading and goes through: a replay
window records its history and its moments this way (:mod:`~engine.game.sandbox.replays`)
instead of playing the file again, and a progress dialog can cancel a long file."""


@dataclass(frozen=True)
class SavedGame:
    """A game as a game file holds it (see the module's description)."""

    game_map: GameMap
    """The map the game started on."""
    catalog: Catalog
    config: GameConfig
    dice: dict[str, Any]
    """The seeds of the dice (:func:`~engine.game.sandbox.settings.dice_seeds`)."""
    actions: tuple[Action, ...]
    result: GameResult | None
    rounds: int
    bots: tuple[str | None, ...] = ()
    """Who played each seat: a bot kind, or ``None`` for a person."""
    batch: dict[str, Any] | None = None
    """A batch game's seed, index, design and mode."""


def saved_game(
    state: GameState, bots: tuple[str | None, ...] = (), batch: dict[str, Any] | None = None
) -> SavedGame:
    """The game file of ``state``: its start, its seeds and its actions so far. Raises
    :class:`GkrError` for a game whose dice have no seed."""
    return SavedGame(
        state.initial_map,
        state.catalog,
        state.config,
        dice_seeds(state.dice),
        tuple(state.history),
        state.result,
        state.round,
        tuple(bots),
        batch,
    )


def game_to_data(game: SavedGame) -> dict[str, Any]:
    """The JSON document of a game file."""
    settings = config_to_data(game.config)
    if game.bots:
        settings["bots"] = list(game.bots)
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "map": map_to_data(game.game_map),
        "settings": settings,
        "catalog": catalog_reference(game.catalog),
        "dice": game.dice,
    }
    if game.batch is not None:
        data["batch"] = game.batch
    data["actions"] = [str(a) for a in game.actions]
    data["result"] = (
        None
        if game.result is None
        else {
            "winners": list(game.result.winners),
            "win_type": game.result.win_type,
            "rounds": game.rounds,
        }
    )
    return data


def dumps_game(game: SavedGame) -> str:
    """The text of a game file: one action a line, ending in a newline."""
    return json.dumps(game_to_data(game), ensure_ascii=False, indent=1) + "\n"


def save_game(game: SavedGame, path: PathLike) -> None:
    """Write a game file atomically (:mod:`engine.files.atomicfile`)."""
    write_text_atomic(os.fspath(path), dumps_game(game))


# -- reading ---------------------------------------------------------------------------------


def load_game(
    path: PathLike, catalogs: tuple[Catalog, ...] = (), follow: Follow | None = None
) -> SavedGame:
    """Read and check a game file (``catalogs``: catalogs it may name besides the built-in
    ones; ``follow``: see :data:`Follow`). Raises :class:`GameFileError`."""
    name = os.fspath(path)
    return loads_game(read_text(name, MAX_FILE_BYTES, WHAT, GameFileError), name, catalogs, follow)


def loads_game(
    text: str,
    source: str = "<game>",
    catalogs: tuple[Catalog, ...] = (),
    follow: Follow | None = None,
) -> SavedGame:
    """Parse and check the text of a game file; ``source`` names it in messages."""
    data = parse_json(text, source, MAX_FILE_BYTES, WHAT, GameFileError)
    return game_from_data(data, source, catalogs, follow)


def game_from_data(
    data: Any,
    source: str = "<game>",
    catalogs: tuple[Catalog, ...] = (),
    follow: Follow | None = None,
) -> SavedGame:
    """Check decoded JSON (header, schema, meaning) and build the saved game; the check's
    replay is followed by ``follow`` (:data:`Follow`)."""
    problems = check_header(data, FORMAT, VERSION, WHAT, {})
    if not problems:
        problems = schema_check.schema_problems(
            "game", data, lambda e: describe_schema_error(e, WHAT), lambda p: p.where
        )
    if problems:
        raise GameFileError(source, problems)
    game_map, catalog = read_parts(data, source, catalogs)
    config = config_from_data(data["settings"])
    state = _set_up(game_map, catalog, config, data["dice"], source)
    actions = _replayed(state, data["actions"], source, follow)
    result = _check_result(state, data["result"], source)
    settings = data["settings"]
    return SavedGame(
        game_map,
        catalog,
        config,
        dict(data["dice"]),
        actions,
        result,
        state.round,
        tuple(settings.get("bots", ())),
        data.get("batch"),
    )


def read_parts(
    data: dict[str, Any], source: str, catalogs: tuple[Catalog, ...]
) -> tuple[GameMap, Catalog]:
    """The map and the catalog of a (schema-checked) game or position file."""
    try:
        game_map = map_from_data(data["map"], source)
    except MapFileError as e:
        raise GameFileError(
            source, [Problem("/map" + p.where, p.message) for p in e.problems]
        ) from None
    try:
        catalog = catalog_from_reference(data["catalog"], "/catalog", catalogs)
    except CatalogError as e:
        raise GameFileError(source, e.problems) from None
    return game_map, catalog


def _set_up(
    game_map: GameMap, catalog: Catalog, config: GameConfig, dice: dict[str, Any], source: str
) -> GameState:
    try:
        return new_game(
            game_map, dice["seed"], catalog=catalog, config=config, dice=dice_from_seeds(dice)
        )
    except MapError as e:
        raise GameFileError(
            source, [Problem("/map" + p.where, p.message) for p in e.problems]
        ) from None
    except TwinStreamsError as e:
        raise GameFileError(source, [Problem(f"/dice/streams/{e.second}", str(e))]) from None
    except (GkrError, ValueError, LookupError, TypeError) as e:
        # a setting the setup cannot use (factions, decks, teams, starts…)
        reason = str(e) if isinstance(e, GkrError) else error_line(e)
        raise GameFileError(
            source, [Problem("/settings", _text("setup").format(error=reason))]
        ) from None


def _replayed(
    state: GameState, texts: list[str], source: str, follow: Follow | None = None
) -> tuple[Action, ...]:
    total = len(texts)
    if follow is not None:
        follow(state, 0, total)
    for i, text in enumerate(texts):
        where = f"/actions/{i}"
        if state.is_terminal():
            raise GameFileError(
                source, [Problem(where, _text("over").format(action=json.dumps(text), done=i))]
            )
        asked = state.decision.describe(state) if state.decision else _("nothing asked")
        try:
            state.apply_action(text)
        except IllegalActionError as e:
            raise GameFileError(
                source,
                [
                    Problem(
                        where,
                        _text("illegal").format(
                            action=json.dumps(text), done=i, asked=asked, reason=e
                        ),
                    )
                ],
            ) from None
        if follow is not None:
            follow(state, i + 1, total)
    return tuple(state.history)


def _result_text(result: GameResult | None, rounds: int) -> str:
    if result is None:
        return _("a game still going on")
    if not result.winners:
        return _("a win for nobody ({how}) in round {n}").format(
            how=said(WIN_TYPES.get(result.win_type, result.win_type)), n=rounds
        )
    return _("a win for {seats} ({how}) in round {n}").format(
        seats=_(" and ").join(f"P{q + 1}" for q in result.winners),
        how=said(WIN_TYPES.get(result.win_type, result.win_type)),
        n=rounds,
    )


def _check_result(
    state: GameState, recorded: dict[str, Any] | None, source: str
) -> GameResult | None:
    found = state.result
    if recorded is None:
        if found is not None:
            raise GameFileError(
                source,
                [
                    Problem(
                        "/result",
                        _text("result").format(
                            found=_result_text(found, state.round),
                            recorded=_("game still going on"),
                        ),
                    )
                ],
            )
        return None
    want = GameResult(tuple(recorded["winners"]), recorded["win_type"])
    if found is None:
        raise GameFileError(source, [Problem("/result", _text("unfinished"))])
    if (found.winners, found.win_type, state.round) != (
        want.winners,
        want.win_type,
        recorded["rounds"],
    ):
        raise GameFileError(
            source,
            [
                Problem(
                    "/result",
                    _text("result").format(
                        found=_result_text(found, state.round),
                        recorded=_result_text(want, recorded["rounds"]),
                    ),
                )
            ],
        )
    return found


# -- replaying -------------------------------------------------------------------------------


def start_state(game: SavedGame) -> GameState:
    """The game as it was set up, before the first action."""
    return new_game(
        game.game_map,
        game.dice["seed"],
        catalog=game.catalog,
        config=game.config,
        dice=dice_from_seeds(game.dice),
    )


def replay_game(game: SavedGame) -> Iterator[tuple[Action | None, GameState]]:
    """Step through a saved game: ``(None, start)``, then ``(action, state after it)`` for
    each action; every state is a copy of its own (a replay window may keep them)."""
    state = start_state(game)
    yield None, state.clone()
    for action in game.actions:
        state.apply_action(action)
        yield action, state.clone()


def final_state(game: SavedGame) -> GameState:
    """The game after its last action."""
    state = start_state(game)
    for action in game.actions:
        state.apply_action(action)
    return state
