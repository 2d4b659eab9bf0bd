"""Game and position files in the playtest window (``gkr-studio FILE``, File ▸ Open).

A game file opens at its final position with every action in the window's history, so the
Moves panel steps back through it (take-backs) and play may branch from any point, and
the replay bar (:mod:`~gkr_studio.playtest.replay_controls`) plays it; a position file
opens at its position. Who plays each seat comes from the file (a seat it
names no bot for is a person's); the bots wait until told to play on.
"""

from __future__ import annotations

from engine.game.sandbox.gamefile import SavedGame, start_state
from engine.game.sandbox.open_any import GAME, OpenedFile
from gkr_studio.playtest.replay_controls import ReplayControls, add_replay_controls
from gkr_studio.playtest.session import HUMAN
from gkr_studio.playtest.window import PlaytestWindow


def playtest_window_for(opened: OpenedFile) -> PlaytestWindow:
    """A playtest window on a game or position file opened by
    :func:`engine.game.sandbox.open_any.open_any`."""
    if opened.kind == GAME:
        assert opened.game is not None
        return replay_window(opened.game, opened.bots)
    assert opened.state is not None
    start = opened.state
    controllers = [HUMAN if kind is None else kind for kind in opened.bots]
    window = PlaytestWindow(start.initial_map, parent=None, catalog=start.catalog)
    window.take_up(start, (), controllers, from_start=False)
    return window


def replay_window(game: SavedGame, bots: tuple[str | None, ...] | None = None,
                  at_start: bool = False) -> PlaytestWindow:
    """A playtest window on a saved game, every action in its history and the replay bar
    above the Moves panel; at its final position, or at its start with ``at_start``."""
    start = start_state(game)
    controllers = [HUMAN if kind is None else kind
                   for kind in (game.bots if bots is None else bots)]
    window = PlaytestWindow(start.initial_map, parent=None, catalog=start.catalog)
    window.take_up(start, game.actions, controllers)
    replay: ReplayControls = add_replay_controls(window.docks["moves"], window.session, game)
    window.replay = replay
    if at_start:
        replay.go_to_step(0)
    return window
