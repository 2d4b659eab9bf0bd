"""Batch self-play: many games of one map with bots in every seat, and their statistics.

>>> from engine.mapfile import load_map
>>> from engine.resources import builtin_map_path
>>> r = run_playtest(load_map(builtin_map_path("final-stand")), 6, seed=1, bot="solo")
>>> r.games, len(r.seats), [str(s.start) for s in r.seats]
(6, 2, ['1F', '9F'])
>>> sorted(r.to_json())[:5]
['bot', 'cancelled', 'factions', 'first_blood', 'first_demolition']
"""

from engine.playtest.games import GameRecord, game_seed, lineup, play_game
from engine.playtest.result import (
    WIN_TYPES,
    FactionResult,
    LengthStats,
    PlaytestResult,
    SeatResult,
    summarise,
    wilson,
)
from engine.playtest.pool import PoolError, WarmPool
from engine.playtest.runner import PlaytestError, run_playtest

__all__ = ["WIN_TYPES", "FactionResult", "GameRecord", "LengthStats", "PlaytestError",
           "PlaytestResult", "PoolError", "SeatResult", "WarmPool", "game_seed", "lineup", "play_game", "run_playtest",
           "summarise", "wilson"]
