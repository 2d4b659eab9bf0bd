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

The names below are the package's public face (the studio and the command line import
them from here, never from its modules). Those of the other modes and batches load on first
use (:class:`~engine.core.exports.LazyExports`): a batch's worker processes import this
package, and need neither the sweep's cluster (asyncio, Dask) nor the other modes.
"""

from typing import TYPE_CHECKING

from engine.core.exports import LazyExports
from engine.playtest.batch_settings import BatchSettings
from engine.playtest.kept_games import batch_game_file, saved_game
from engine.playtest.modes import Mode, StandardMode
from engine.playtest.pool import PoolError, WarmPool
from engine.playtest.runner import UNTIL_VERDICT_GAMES, PlaytestError, run_batch, run_playtest
from engine.selfplay.game_record import KeptGame
from engine.selfplay.games import (
    DEFAULT_DESIGN,
    DESIGNS,
    GameRecord,
    deal_seed,
    game_seed,
    lineup,
    play_batch_game,
    play_game,
)
from engine.selfplay.win_curve import Chances, HistoryChances
from engine.verdicts.explain_words import win_type_name
from engine.verdicts.figures import COLUMNS as FIGURE_COLUMNS
from engine.verdicts.figures import BatchFigures, SideFigures, batch_figures, percent_span
from engine.verdicts.result import (
    WIN_TYPES,
    FactionResult,
    LengthStats,
    PlaytestResult,
    SeatResult,
    summarise,
    wilson,
)
from engine.verdicts.sequential import Verdict, VerdictTest, judge
from engine.verdicts.stats import DEFAULT_MARGIN, VERDICTS, SeatEstimate, estimate, verdict
from engine.verdicts.verdict_words import verdict_word

if TYPE_CHECKING:
    from engine.playtest.batch_kinds import batch_for
    from engine.playtest.cluster import ClusterError, TlsFiles, insecure_address, scheduler_scheme
    from engine.playtest.ladder import LadderResult, run_ladder
    from engine.playtest.restricted import RestrictedPlay, parse_restriction, run_restricted
    from engine.playtest.shot_table import ShotRow, shots_now
    from engine.playtest.solo_batch import SoloResult, run_solo_playtest
    from engine.playtest.sweep import (
        CLUSTER_HINT,
        ResultsFileError,
        SweepMap,
        SweepResult,
        run_sweep,
    )
    from engine.playtest.team_batch import TeamLine, TeamMode, TeamResult, run_team_playtest
    from engine.verdicts.skills import SkillVerdicts
else:
    __getattr__ = LazyExports(
        __name__,
        {
            "engine.playtest.team_batch": (
                "TeamLine",
                "TeamMode",
                "TeamResult",
                "run_team_playtest",
            ),
            "engine.playtest.solo_batch": ("SoloResult", "run_solo_playtest"),
            "engine.playtest.batch_kinds": ("batch_for",),
            "engine.playtest.restricted": ("RestrictedPlay", "parse_restriction", "run_restricted"),
            "engine.verdicts.skills": ("SkillVerdicts",),
            "engine.playtest.ladder": ("LadderResult", "run_ladder"),
            "engine.playtest.cluster": (
                "ClusterError",
                "TlsFiles",
                "insecure_address",
                "scheduler_scheme",
            ),
            "engine.playtest.sweep": (
                "CLUSTER_HINT",
                "ResultsFileError",
                "SweepMap",
                "SweepResult",
                "run_sweep",
            ),
            "engine.playtest.shot_table": ("ShotRow", "shots_now"),
        },
    )

__all__ = [
    "DEFAULT_DESIGN",
    "DEFAULT_MARGIN",
    "DESIGNS",
    "VERDICTS",
    "WIN_TYPES",
    "BatchFigures",
    "BatchSettings",
    "FactionResult",
    "GameRecord",
    "LengthStats",
    "Mode",
    "PlaytestError",
    "PlaytestResult",
    "PoolError",
    "SeatEstimate",
    "SeatResult",
    "SideFigures",
    "StandardMode",
    "Verdict",
    "VerdictTest",
    "WarmPool",
    "batch_figures",
    "deal_seed",
    "estimate",
    "game_seed",
    "judge",
    "lineup",
    "play_batch_game",
    "play_game",
    "run_batch",
    "run_playtest",
    "summarise",
    "verdict",
    "wilson",
    # the figures' headings and words, as every view of a batch shows them
    "FIGURE_COLUMNS",
    "percent_span",
    "verdict_word",
    "win_type_name",
    "UNTIL_VERDICT_GAMES",
    # the other modes and batches: 2v2, solo, restricted play, skill levels, the
    # bots' ladder, a sweep of many maps (on a Dask cluster too)
    "CLUSTER_HINT",
    "ClusterError",
    "LadderResult",
    "ResultsFileError",
    "RestrictedPlay",
    "SkillVerdicts",
    "SoloResult",
    "SweepMap",
    "SweepResult",
    "TeamLine",
    "TeamMode",
    "TeamResult",
    "TlsFiles",
    "insecure_address",
    "parse_restriction",
    "run_ladder",
    "run_restricted",
    "run_solo_playtest",
    "run_sweep",
    "run_team_playtest",
    "scheduler_scheme",
    # the games a batch keeps, a game's chances as it goes, the shots of a position
    "Chances",
    "HistoryChances",
    "ShotRow",
    "batch_game_file",
    "shots_now",
    # a batch's kept games, written as game files by the command line
    "KeptGame",
    "saved_game",
    # the batch of a game's settings, whatever its mode
    "batch_for",
]
