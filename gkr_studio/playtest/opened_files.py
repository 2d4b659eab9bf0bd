"""Game and position files in the playtest window (``gkr-studio FILE``, File ▸ Open).

A game file opens at its final position with every action in the window's history, so the
Moves panel steps back through it (take-backs) and play may branch from any point, and
the replay bar (:mod:`~gkr_studio.playtest.replay_controls`) plays it; a position file
opens at its position. Who plays each seat comes from the file (a seat it
names no bot for is a person's); the bots wait until told to play on.

A game is played once to open it: the pass that checks the file records its history,
its moments and each position's chance to win
(:func:`engine.game.sandbox.replays.read_replay`, :func:`chances_watch`), and the window
takes them up as they are.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from engine.game import GameHistory
from engine.game.sandbox import (
    GAME_KIND,
    OpenedFile,
    Replay,
    SavedGame,
    Watch,
    open_document,
    replay_of,
)
from engine.playtest import HistoryChances
from gkr_studio.playtest.replay_controls import ReplayControls, add_replay_controls
from gkr_studio.playtest.session import HUMAN
from gkr_studio.playtest.window import PlaytestWindow


@dataclass(frozen=True)
class OpenedGame(OpenedFile):
    """An opened file with the chances to win kept along its game's replay (the Win chance
    panel's, :func:`chances_watch`)."""

    chances: HistoryChances | None = None


def chances_watch(kept: HistoryChances, then: Watch | None = None) -> Watch:
    """A watch of a replay being recorded that keeps each position's chance to win in
    ``kept`` (then calls ``then``)."""

    def watch(history: GameHistory, total: int) -> None:
        kept.note(history)
        if then is not None:
            then(history, total)

    return watch


def open_with_chances(path: str | os.PathLike[str], watch: Watch | None = None) -> OpenedFile:
    """:func:`~engine.game.sandbox.open_any.open_any`, a game's chances to win kept in
    the same pass (an :class:`OpenedGame`); ``watch`` follows the pass too."""
    kept = HistoryChances()
    opened = open_document(path, watch=chances_watch(kept, watch))
    if opened.kind != GAME_KIND:
        return opened
    return OpenedGame(
        opened.kind, opened.game_map, opened.game, opened.state, opened.bots, opened.replay, kept
    )


def playtest_window_for(opened: OpenedFile) -> PlaytestWindow:
    """A playtest window on a game or position file opened by
    :func:`engine.game.sandbox.open_any.open_any` (or :func:`~gkr_studio.playtest.opening.
    open_in_background`)."""
    if opened.kind == GAME_KIND:
        assert opened.game is not None
        chances = opened.chances if isinstance(opened, OpenedGame) else None
        return replay_window(opened.game, opened.bots, replay=opened.replay, chances=chances)
    assert opened.state is not None
    start = opened.state
    controllers = [HUMAN if kind is None else kind for kind in opened.bots]
    window = PlaytestWindow(start.initial_map, parent=None, catalog=start.catalog)
    window.take_up(start, (), controllers, from_start=False)
    return window


def replay_window(
    game: SavedGame,
    bots: tuple[str | None, ...] | None = None,
    at_start: bool = False,
    replay: Replay | None = None,
    chances: HistoryChances | None = None,
) -> PlaytestWindow:
    """A playtest window on a saved game, every action in its history and the replay bar
    above the Moves panel; at its final position, or at its start with ``at_start``.
    ``replay`` is the game's, when it was recorded as its file was read, with any
    ``chances`` kept along it; without it, the game is played once here to record both."""
    if replay is None:
        chances = HistoryChances()
        replay = replay_of(game, chances_watch(chances))
    controllers = [
        HUMAN if kind is None else kind for kind in (game.bots if bots is None else bots)
    ]
    start = replay.history.start
    window = PlaytestWindow(start.initial_map, parent=None, catalog=start.catalog)
    if chances is not None:
        window.win_chance.keep(chances)
    window.adopt(replay.history, controllers)
    controls: ReplayControls = add_replay_controls(
        window.docks["moves"], window.session, game, replay.marks
    )
    window.replay = controls
    if at_start:
        controls.go_to_step(0)
    return window
