"""Which kind of batch plays a game's settings: :func:`batch_for` reads the game's mode
object (:mod:`engine.game.modes`), never its name, so a mode registered from outside the
engine is played by the batch its seats call for.

* solo play (``solo_play``): :class:`~engine.playtest.solo_batch.SoloMode`, the verdict on
  the player's starts;
* teams or alliances (``fixed_teams``, ``ally_picks``):
  :class:`~engine.playtest.team_batch.TeamMode`, the verdict on the teams, or on the seats
  when alliances are picked each round;
* every seat for itself (the standard game, advanced play, any other such mode):
  :class:`~engine.playtest.modes.StandardMode` with the settings, the verdict on the seats.

>>> from engine.game import GameConfig
>>> batch_for(GameConfig(mode="2v2")), batch_for(GameConfig(mode="solo")).name
(TeamMode(mode='2v2'), 'solo')
>>> batch_for(GameConfig()) == StandardMode()
True
"""

from __future__ import annotations

from typing import Any

from engine.game.state import GameConfig
from engine.playtest.modes import Mode, StandardMode, plays_in_teams
from engine.playtest.solo_batch import SoloMode
from engine.playtest.team_batch import TeamMode


def batch_for(config: GameConfig | None = None) -> Mode[Any]:
    """The batch that plays games of ``config`` (its mode, the standard game's by
    default, and for every seat for itself its other settings: pilots, the board…)."""
    options = config or GameConfig()
    mode = options.game_mode
    if mode.solo_play:
        return SoloMode(options.solo_extra_weapons)
    if plays_in_teams(mode):
        return TeamMode(mode.name)
    return StandardMode(None if options == GameConfig() else options)
