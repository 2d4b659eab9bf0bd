"""The ways the game is played, one object each (RULES.md §9).

A mode is a :class:`GameMode` (:mod:`~engine.game.modes.mode_base`): its name — the
value files and JSON store in ``GameConfig.mode`` — its seed tag, which maps it fits,
its seats, who is friendly with whom and the facts the rules read (a Glory Hound, the
advanced rules, solo opponents, fixed teams, alliance picks, one winner, the demolitions
that win). The registry (:mod:`~engine.game.modes.mode_registry`) holds one object per
mode: :func:`mode_named` finds one, :func:`register_mode` adds one. A game's mode is
``GameConfig.game_mode`` and ``GameState.mode``: the rules ask it instead of comparing
names.

The built-in modes: :data:`STANDARD_GAME` (:mod:`~engine.game.modes.standard_game`),
:data:`SOLO_GAME` (:mod:`~engine.game.modes.solo_game`), :data:`FIXED_ALLIANCES`
(:mod:`~engine.game.modes.fixed_alliances`) and :data:`SHIFTING_ALLIANCES`
(:mod:`~engine.game.modes.shifting_alliances`). A fifth mode is one module of its own
here and its line in the registry's :data:`~engine.game.modes.mode_registry.BUILT_IN`.
"""

from engine.game.modes.fixed_alliances import FIXED_ALLIANCES
from engine.game.modes.mode_base import GameMode, ModeChoice
from engine.game.modes.mode_registry import (
    mode_named,
    mode_names,
    register_mode,
    registered_modes,
    unregister_mode,
)
from engine.game.modes.shifting_alliances import SHIFTING_ALLIANCES
from engine.game.modes.solo_game import SOLO_GAME
from engine.game.modes.standard_game import STANDARD_GAME

__all__ = [
    "FIXED_ALLIANCES",
    "GameMode",
    "ModeChoice",
    "SHIFTING_ALLIANCES",
    "SOLO_GAME",
    "STANDARD_GAME",
    "mode_named",
    "mode_names",
    "register_mode",
    "registered_modes",
    "unregister_mode",
]
