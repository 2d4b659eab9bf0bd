"""Each seat's chance to win by round over a batch: the win model's curve of the games.

While a game is played, :class:`RoundEnds` asks the win model
(:func:`engine.bots.winmodel.win_probabilities`, public information only) for each seat's
chance at the end of every round — the position at which the next round begins, and the
finished game's outcome at the end of its last round. The model only reads the state, so
the games are the same with or without it, and it costs a few evaluations a game.

:func:`win_chance_by_round` averages these per seat and round over the games: a game that
ended before a round counts with its outcome there (it is decided), so the curve runs
from the chances after the first round to the seats' win rates.

:class:`HistoryChances` gives the chances along a game's line of a take-back history
(:class:`~engine.game.history.GameHistory`), kept per node of the history, for the
playtest window's bar and chart.
"""

from __future__ import annotations

from typing import Sequence

from engine.bots.winmodel import win_probabilities
from engine.game.history import ROOT, GameHistory
from engine.game.observation import observe
from engine.game.state import GameState

Chances = tuple[float, ...]
"""Each seat's chance to win, in seat order."""


class RoundEnds:
    """The win model's chances at the end of each round of one game, as it is played:
    call :meth:`after` after every action and :meth:`finish` at the end."""

    def __init__(self, state: GameState) -> None:
        self.round = state.round
        self.values: list[Chances] = []

    def after(self, state: GameState) -> None:
        """The state after an action: a new round means the last one has ended."""
        if state.round != self.round:
            if self.round >= 1:
                self.values.append(win_probabilities(observe(state, 0)))
            self.round = state.round

    def finish(self, state: GameState) -> tuple[Chances, ...]:
        """The finished game's chances per round, one for each of its rounds (the last
        ones the outcome)."""
        final = win_probabilities(observe(state, 0))
        while len(self.values) < state.round:
            self.values.append(final)
        return tuple(self.values)


def win_chance_by_round(games: Sequence[Sequence[Chances]], players: int) -> list[list[float]]:
    """Per seat, the mean over ``games`` (each one's chances per round) of its chance at
    the end of each round, up to the longest game; a game that is over counts with its
    last chances. Games without any (read from an older results file) are left out."""
    played = [g for g in games if g]
    if not played:
        return []
    longest = max(len(g) for g in played)
    curve = [[0.0] * longest for _ in range(players)]
    for g in played:
        for k in range(longest):
            chances = g[min(k, len(g) - 1)]
            for s in range(players):
                curve[s][k] += chances[s]
    return [[total / len(played) for total in seat] for seat in curve]


class HistoryChances:
    """The win model's chances at each node of one :class:`GameHistory`, each node
    evaluated once: the node looked at from the history's state, the others of its line by
    replaying the line from the start (a game replays in a few hundredths of a second), or
    as the history is recorded (:meth:`note`)."""

    def __init__(self) -> None:
        self.history: GameHistory | None = None
        self.values: dict[int, Chances] = {}

    def note(self, history: GameHistory) -> None:
        """Keep the chances of ``history``'s current node, read from its state: a replay
        recorded in one pass keeps each node's as it goes
        (:data:`engine.game.sandbox.replays.Watch`), so :meth:`along` plays nothing
        again."""
        if history is not self.history:
            self.history, self.values = history, {}
        self.values[history.current] = win_probabilities(observe(history.state, 0))

    def along(self, history: GameHistory) -> list[tuple[int, Chances]]:
        """Each node of the history's line (the start, the actions to the node looked at,
        then on along the redo line) with its chances."""
        if history is not self.history:  # another game: nothing kept applies
            self.history, self.values = history, {}
        values = self.values
        if history.current not in values:
            values[history.current] = win_probabilities(observe(history.state, 0))
        line = [ROOT, *history.line()]
        missing = [k for k, n in enumerate(line) if n not in values]
        if missing:
            state = history.start.clone()
            values.setdefault(ROOT, win_probabilities(observe(state, 0)))
            for node in line[1 : missing[-1] + 1]:
                state.apply_action(history.nodes[node].action)
                values.setdefault(node, win_probabilities(observe(state, 0)))
        return [(n, values[n]) for n in line]
