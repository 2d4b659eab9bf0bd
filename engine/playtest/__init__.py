"""Batch self-play: many games of one map with bots in every seat, and their statistics.

Every mode (standard, advanced play, 2v2, shifting alliances, solo) runs on one runner,
:func:`run_batch`, given a :class:`~engine.playtest.modes.Mode`;
:func:`run_playtest` is the standard mode's shorthand.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> r = run_playtest(load_map(builtin_map_path("final-stand")), 6, seed=1, bot="solo")
>>> r.games, len(r.seats), [str(s.start) for s in r.seats]
(6, 2, ['1F', '9F'])
>>> r.design, r.deals, r.verdict in ("fair", "edge", "unclear")
('duplicate', 3, True)
"""

from engine.playtest.games import (
    DEFAULT_DESIGN,
    DESIGNS,
    GameRecord,
    deal_seed,
    game_seed,
    lineup,
    play_batch_game,
    play_game,
)
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
from engine.playtest.modes import Mode, StandardMode
from engine.playtest.runner import PlaytestError, run_batch, run_playtest
from engine.playtest.sequential import Verdict, VerdictTest, judge
from engine.playtest.figures import BatchFigures, SideFigures, batch_figures
from engine.playtest.batch_settings import BatchSettings
from engine.playtest.stats import DEFAULT_MARGIN, VERDICTS, SeatEstimate, estimate, verdict

__all__ = ["DEFAULT_DESIGN", "DEFAULT_MARGIN", "DESIGNS", "VERDICTS", "WIN_TYPES",
           "BatchFigures", "BatchSettings", "FactionResult", "GameRecord", "LengthStats",
           "Mode", "PlaytestError", "PlaytestResult", "PoolError", "SeatEstimate",
           "SeatResult", "SideFigures", "StandardMode", "Verdict", "VerdictTest", "WarmPool",
           "batch_figures", "deal_seed", "estimate", "game_seed", "judge", "lineup",
           "play_batch_game", "play_game", "run_batch", "run_playtest", "summarise", "verdict",
           "wilson"]
