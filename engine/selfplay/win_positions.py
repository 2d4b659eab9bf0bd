"""Positions of self-play games with their outcome: what the win-probability model is
fitted and checked on (``scripts/train_win_model.py``, ``benchmarks/bench_win_model.py``).

A game of a batch (:func:`engine.selfplay.games.batch_game`, the duplicate design) is
played by bots of one kind, and the position is logged each time the turn passes to
another seat: every seat still in, with its features
(:func:`engine.bots.winmodel.win_features.feature_table`); the game's winners label them.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> g = play_logged(load_map(builtin_map_path("final-stand")), 0, 1, "random")
>>> len(g.positions) > 5, g.winners == tuple(sorted(g.winners)), g.players
(True, True, 2)
>>> all(len(p.seats) == len(p.rows) for p in g.positions)
True
"""

from __future__ import annotations

import gc
from dataclasses import dataclass

from engine.bots import make_bot
from engine.bots.winmodel.win_features import contenders, feature_table
from engine.bots.winmodel.win_model import WinModel, outcome
from engine.game import GameConfig
from engine.game.catalog import Catalog
from engine.game.modes import FIXED_ALLIANCES, STANDARD_GAME, mode_named
from engine.game.observation import observe
from engine.mapmodel.model import GameMap
from engine.selfplay.games import batch_game

WIN_MODEL_MODES = (STANDARD_GAME.name, FIXED_ALLIANCES.name)
"""The modes whose games the model is fitted on."""


@dataclass(frozen=True)
class Position:
    """One logged position: the seats still in and each one's features."""

    round: int
    seats: tuple[int, ...]
    rows: tuple[tuple[float, ...], ...]


@dataclass(frozen=True)
class LoggedGame:
    """A played game's logged positions and who won it (a 2v2 game: the winning team)."""

    map_name: str
    mode: str
    index: int
    players: int
    positions: tuple[Position, ...]
    winners: tuple[int, ...]
    teams: tuple[tuple[int, ...], ...] | None = None
    """Each seat's team in a 2v2 game (``None`` otherwise)."""


def play_logged(
    game_map: GameMap,
    index: int,
    seed: int,
    bot: str,
    mode: str = STANDARD_GAME.name,
    catalog: Catalog | None = None,
) -> LoggedGame:
    """Game ``index`` of a duplicate batch seeded ``seed`` in ``mode`` (standard or 2v2),
    played to its end by ``bot`` bots, logged each time the turn passes to another seat."""
    config = GameConfig(mode=mode) if mode != STANDARD_GAME.name else None
    state = batch_game(game_map, index, seed, catalog, "duplicate", config)
    assert state.seed is not None
    bots = [make_bot(bot, s, state.seed) for s in range(game_map.players)]
    positions: list[Position] = []
    last = -1
    collecting = gc.isenabled()
    gc.disable()
    try:
        while not state.is_terminal():
            seat = state.current_player()
            seen = observe(state, seat)
            if seat != last:
                inside = tuple(contenders(seen))
                table = feature_table(seen)
                positions.append(Position(state.round, inside, tuple(table[q] for q in inside)))
                last = seat
            state.apply_action(bots[seat].choose(seen))
    finally:
        if collecting:
            gc.enable()
    assert state.result is not None
    teams = (
        tuple(observe(state, 0).team_of(q) for q in range(game_map.players))
        if mode_named(mode).fixed_teams
        else None
    )
    return LoggedGame(
        game_map.name, mode, index, game_map.players, tuple(positions), state.result.winners, teams
    )


@dataclass(frozen=True)
class Calibration:
    """How well a model's chances matched held-out games: the Brier score (mean squared
    difference between a seat's chance and its outcome, over every seat of every logged
    position), the Brier score of the base rate (each seat the training games' rate of
    wins for its number of seats still in), and the reliability table: per bin of
    predicted chance, (mean predicted, rate observed, count)."""

    brier: float
    base_rate_brier: float
    positions: int
    bins: tuple[tuple[float, float, int], ...]


def labelled(game: LoggedGame) -> list[tuple[Position, tuple[float, ...]]]:
    """Each position of ``game`` with each of its seats' outcome (1 for a winner, or for
    the winning team's seats; ties share)."""
    final = outcome(game.winners, game.players, game.teams)
    return [(p, tuple(1.0 if final[q] > 0 else 0.0 for q in p.seats)) for p in game.positions]


def base_rates(games: list[LoggedGame]) -> dict[int, float]:
    """The rate of wins of a seat still in, by the number of seats still in."""
    wins: dict[int, list[float]] = {}
    for g in games:
        for p, ys in labelled(g):
            wins.setdefault(len(p.seats), []).extend(ys)
    return {k: sum(v) / len(v) for k, v in wins.items()}


def calibration(
    model: WinModel, train: list[LoggedGame], held_out: list[LoggedGame], bins: int = 10
) -> Calibration:
    """The model's :class:`Calibration` on ``held_out`` (base rates from ``train``)."""
    rates = base_rates(train)
    err = base = 0.0
    count = 0
    table = [[0.0, 0.0, 0] for _ in range(bins)]
    for g in held_out:
        for p, ys in labelled(g):
            chances = model.chances(p.seats, p.rows, g.players, g.teams)
            for q, y in zip(p.seats, ys):
                c = chances[q]
                err += (c - y) ** 2
                base += (rates.get(len(p.seats), 1.0 / len(p.seats)) - y) ** 2
                count += 1
                b = table[min(bins - 1, int(c * bins))]
                b[0] += c
                b[1] += y
                b[2] += 1
    return Calibration(
        err / max(1, count),
        base / max(1, count),
        count,
        tuple((s / n, o / n, int(n)) for s, o, n in table if n),
    )
