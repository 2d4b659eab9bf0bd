"""The moments a replay jumps to (first blood, the first demolition, the end), and a game
file's replay recorded in the one pass that checks it.

:func:`first_blood_by` is the one definition of first blood (the batch records use it too,
:mod:`engine.selfplay.games`): the seat whose attack first gets damage through to an
opposing unit, past its armor save or as a critical hit. :class:`FirstBlood` reads it as
the events come, a batch at a time, each event once.

A replay window needs the game's history (every action, to step through) and its marks.
:func:`read_replay` records both while :func:`~engine.game.sandbox.gamefile.load_game`
checks the file (:class:`ReplayRecorder` follows its replay), so a file is played once
however long it is, and a watch may follow the same pass (a progress bar, its Cancel).

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> from engine.game.setup import new_game
>>> from engine.game.text import state_text
>>> from engine.game.sandbox.gamefile import saved_game
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=2)
>>> while not g.is_terminal():
...     g.apply_action(g.legal_actions()[0])
>>> marks = replay_marks(saved_game(g))
>>> marks.end == len(g.history)
True
>>> marks.first_blood is None or 0 < marks.first_blood <= marks.end
True
>>> replay = replay_of(saved_game(g))
>>> replay.marks == marks, state_text(replay.history.state) == state_text(g)
(True, True)
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Callable, Iterable

from engine.game.board_events import Demolished
from engine.game.catalog import Catalog
from engine.game.combat_events import ArmorSave, DamageDealt, Shot
from engine.game.events import Event
from engine.game.history import GameHistory
from engine.game.sandbox.gamefile import SavedGame, load_game, start_state
from engine.game.state import GameState


def first_blood_by(events: Iterable[Event]) -> int | None:
    """The seat that drew first blood in ``events`` (in order), or ``None``."""
    return FirstBlood().see(events)


class FirstBlood:
    """First blood read as the events come: :meth:`see` takes the next events of a game
    (in order) and answers as :func:`first_blood_by` over all the events seen so far."""

    __slots__ = ("shooter", "seat")

    def __init__(self) -> None:
        self.shooter: int | None = None
        """The seat of the last shot seen."""
        self.seat: int | None = None
        """The seat that drew first blood (``None``: nobody yet)."""

    def see(self, events: Iterable[Event]) -> int | None:
        """Read ``events``, the next ones; the seat that drew first blood so far."""
        if self.seat is not None:
            return self.seat
        shooter = self.shooter
        for e in events:
            if isinstance(e, Shot):
                shooter = e.player
            elif shooter is not None and (
                (isinstance(e, ArmorSave) and e.damage > 0)
                or (
                    isinstance(e, DamageDealt)
                    and e.damage > 0
                    and e.reason.startswith("critical hit")
                )
            ):
                self.seat = shooter
                break
        self.shooter = shooter
        return self.seat


@dataclass(frozen=True)
class ReplayMarks:
    """Where a replay's moments are, as a number of actions taken (the step of
    :func:`~engine.game.sandbox.gamefile.replay_game` after that many actions): ``None``
    when the game has none."""

    first_blood: int | None
    first_demolition: int | None
    end: int


class MarksRecorder:
    """A game's marks found as it is played: :meth:`after` after each action reads only
    the events that action added (each event once, however long the game)."""

    def __init__(self) -> None:
        self.seen = 0
        """Events of the game read so far (those of its set-up count with its first
        action)."""
        self.blood = FirstBlood()
        self.first_blood: int | None = None
        self.first_demolition: int | None = None

    @property
    def complete(self) -> bool:
        """Whether both moments are found (nothing more to read)."""
        return self.first_blood is not None and self.first_demolition is not None

    def after(self, state: GameState, done: int) -> None:
        """``state`` just after its ``done``-th action."""
        if self.complete:
            return
        events = state.events
        new = events[self.seen :]
        self.seen = len(events)
        if self.first_blood is None and self.blood.see(new) is not None:
            self.first_blood = done
        if self.first_demolition is None and any(isinstance(e, Demolished) for e in new):
            self.first_demolition = done

    def marks(self, end: int) -> ReplayMarks:
        """The marks of the game of ``end`` actions."""
        return ReplayMarks(self.first_blood, self.first_demolition, end)


def replay_marks(game: SavedGame) -> ReplayMarks:
    """The moments of a saved game (it is replayed once)."""
    state = start_state(game)
    recorder = MarksRecorder()
    for n, action in enumerate(game.actions, start=1):
        state.apply_action(action)
        recorder.after(state, n)
        if recorder.complete:
            break
    return recorder.marks(len(game.actions))


Watch = Callable[[GameHistory, int], None]
"""What else follows a replay as it is recorded: called with the history after each of its
nodes is taken in (the node is its ``current``, the game there its ``state``; the set-up
first) and the number of actions in all. What it raises stops the replay and goes
through."""


@dataclass(frozen=True)
class Replay:
    """A saved game with its replay: the history holding every action (at the last one,
    its state the game's end) and the marks."""

    game: SavedGame
    history: GameHistory
    marks: ReplayMarks


class ReplayRecorder:
    """Records a replay while a game is played on one state: the
    :data:`~engine.game.sandbox.gamefile.Follow` of
    :func:`~engine.game.sandbox.gamefile.load_game`. The history plays nothing itself:
    it takes in each action the check applied (:meth:`GameHistory.took`), keeping its
    copies every :data:`~engine.game.history.SNAPSHOT_EVERY` actions."""

    def __init__(self, watch: Watch | None = None) -> None:
        self.watch = watch
        self.history: GameHistory | None = None
        self.marks = MarksRecorder()
        self._before = (-1, 0, "")
        """The seat to act, the round and the phase before the next action."""

    def __call__(self, state: GameState, done: int, total: int) -> None:
        if self.history is None or done == 0:
            self.history = GameHistory(state)  # the check plays on this very state
            self.marks = MarksRecorder()
        else:
            seat, rnd, phase = self._before
            self.history.took(state.history[-1], seat, rnd, phase)
            self.marks.after(state, done)
        if not state.is_terminal():
            self._before = (state.current_player(), state.round, str(state.phase))
        if self.watch is not None:
            self.watch(self.history, total)

    def replay(self, game: SavedGame) -> Replay:
        """The replay of ``game``, the game just followed to its end."""
        assert self.history is not None, "nothing was followed"
        return Replay(game, self.history, self.marks.marks(len(game.actions)))


def read_replay(
    path: str | os.PathLike[str], catalogs: tuple[Catalog, ...] = (), watch: Watch | None = None
) -> Replay:
    """Read and check a game file and record its replay in the same pass (the file is
    played once). Raises :class:`~engine.core.errors.GameFileError` as
    :func:`~engine.game.sandbox.gamefile.load_game` does, and what ``watch`` raises."""
    recorder = ReplayRecorder(watch)
    return recorder.replay(load_game(path, catalogs, recorder))


def replay_of(game: SavedGame, watch: Watch | None = None) -> Replay:
    """The replay of a saved game at hand (a batch game played again), in one pass."""
    recorder = ReplayRecorder(watch)
    state = start_state(game)
    total = len(game.actions)
    recorder(state, 0, total)
    for done, action in enumerate(game.actions, start=1):
        state.apply_action(action)
        recorder(state, done, total)
    return recorder.replay(game)
