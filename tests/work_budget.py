"""A budget of work for the games a test plays, counted in events, not in seconds: a load
whose work does not grow with its file (a roll-off that never ends, a replay gone round in
circles) fails the test at once instead of running out of memory."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

import pytest

from engine.game.state import GameState

EVENTS_PER_ACTION = 400
"""More events than one action sets off in any game (a whole Reset phase and the next
round's start come to a few dozen)."""
EVENTS_TO_START = 2_000
"""More events than setting up a game logs (a roll-off with a few ties, the placings)."""


class OverBudget(BaseException):
    """The work a load did went past its budget (a ``BaseException``, so that no reader's
    ``except`` takes it for a problem of the file)."""


@contextmanager
def work_budget(monkeypatch: pytest.MonkeyPatch, events: int) -> Iterator[None]:
    """Fail with :class:`OverBudget` once the games played inside log more than ``events``
    events: a load whose work does not grow with the file's actions (a roll-off that
    never ends, a replay gone round in circles) stops there instead of running out of
    memory."""
    logged = 0
    log = GameState.log

    def counted(self: GameState, event: object) -> None:
        nonlocal logged
        logged += 1
        if logged > events:
            raise OverBudget(f"more than {events} events")
        log(self, event)  # type: ignore[arg-type]

    monkeypatch.setattr(GameState, "log", counted)
    try:
        yield
    finally:
        monkeypatch.setattr(GameState, "log", log)
