"""Self-play's games: how game *i* of a batch is dealt (:mod:`~engine.selfplay.deals`), the one
pipeline that plays a dealt game of any mode (:mod:`~engine.selfplay.games`) and the one record
it keeps (:mod:`~engine.selfplay.game_record`): each seat's luck from the event log
(:mod:`~engine.selfplay.luck`) and the win model (:mod:`~engine.selfplay.aivat`), its play
(:mod:`~engine.selfplay.seat_play`), the chances by round (:mod:`~engine.selfplay.win_curve`),
and the logged positions the win model is fitted on (:mod:`~engine.selfplay.win_positions`).

The batches that play these games, many at a time on worker processes, are
:mod:`engine.playtest`'s; the statistics that judge them, :mod:`engine.verdicts`'.
"""

from engine.selfplay.deals import (
    DEFAULT_DESIGN,
    DESIGNS,
    BatchGame,
    deal_seed,
    dealt_game,
    derived_seed,
    game_seed,
    lineup,
)
from engine.selfplay.game_record import GameRecord, KeptGame
from engine.selfplay.games import play_batch_game, play_game, standard_game

__all__ = [
    "DEFAULT_DESIGN",
    "DESIGNS",
    "BatchGame",
    "GameRecord",
    "KeptGame",
    "deal_seed",
    "dealt_game",
    "derived_seed",
    "game_seed",
    "lineup",
    "play_batch_game",
    "play_game",
    "standard_game",
]
