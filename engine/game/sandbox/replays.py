"""The moments a replay jumps to: first blood, the first demolition, the end.

:func:`first_blood_by` is the one definition of first blood (the batch records use it too,
:mod:`engine.playtest.games`): the seat whose attack first gets damage through to an
opposing unit, past its armor save or as a critical hit.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> from engine.game.setup import new_game
>>> from engine.game.sandbox.gamefile import saved_game
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=2)
>>> while not g.is_terminal():
...     g.apply_action(g.legal_actions()[0])
>>> marks = replay_marks(saved_game(g))
>>> marks.end == len(g.history)
True
>>> marks.first_blood is None or 0 < marks.first_blood <= marks.end
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from engine.game.board_events import Demolished
from engine.game.combat_events import ArmorSave, DamageDealt, Shot
from engine.game.events import Event
from engine.game.sandbox.gamefile import SavedGame, start_state


def first_blood_by(events: Iterable[Event]) -> int | None:
    """The seat that drew first blood in ``events`` (in order), or ``None``."""
    shooter: int | None = None
    for e in events:
        if isinstance(e, Shot):
            shooter = e.player
        elif shooter is not None and (
                (isinstance(e, ArmorSave) and e.damage > 0)
                or (isinstance(e, DamageDealt) and e.damage > 0
                    and e.reason.startswith("critical hit"))):
            return shooter
    return None


@dataclass(frozen=True)
class ReplayMarks:
    """Where a replay's moments are, as a number of actions taken (the step of
    :func:`~engine.game.sandbox.gamefile.replay_game` after that many actions): ``None``
    when the game has none."""

    first_blood: int | None
    first_demolition: int | None
    end: int


def replay_marks(game: SavedGame) -> ReplayMarks:
    """The moments of a saved game (it is replayed once)."""
    state = start_state(game)
    blood = demolition = None
    seen = 0
    for n, action in enumerate(game.actions, start=1):
        state.apply_action(action)
        if blood is None and first_blood_by(state.events) is not None:
            blood = n
        new = state.events[seen:]
        seen = len(state.events)
        if demolition is None and any(isinstance(e, Demolished) for e in new):
            demolition = n
        if blood is not None and demolition is not None:
            break
    return ReplayMarks(blood, demolition, len(game.actions))
