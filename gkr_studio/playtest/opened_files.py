"""Game and position files in the playtest window (``gkr-studio FILE``, File ▸ Open).

A game file opens at its final position with every action in the window's history, so the
Moves panel steps back through it (take-backs) and play may branch from any point; a
position file opens at its position. Who plays each seat comes from the file (a seat it
names no bot for is a person's); the bots wait until told to play on.
"""

from __future__ import annotations

from engine.game.sandbox.gamefile import start_state
from engine.game.sandbox.open_any import GAME, OpenedFile
from gkr_studio.playtest.session import HUMAN
from gkr_studio.playtest.window import PlaytestWindow


def playtest_window_for(opened: OpenedFile) -> PlaytestWindow:
    """A playtest window on a game or position file opened by
    :func:`engine.game.sandbox.open_any.open_any`."""
    if opened.kind == GAME:
        assert opened.game is not None
        start = start_state(opened.game)
        actions = opened.game.actions
    else:
        assert opened.state is not None
        start, actions = opened.state, ()
    controllers = [HUMAN if kind is None else kind for kind in opened.bots]
    window = PlaytestWindow(start.initial_map, parent=None, catalog=start.catalog)
    window.take_up(start, actions, controllers)
    return window
