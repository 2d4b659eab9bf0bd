"""The standard game (RULES.md §1-8): every seat plays for itself on any valid map.

>>> STANDARD_GAME.name, STANDARD_GAME.fits(3), STANDARD_GAME.demolitions_to_win
('standard', True, 4)
"""

from __future__ import annotations

from typing import Final

from engine.core.messages import N_
from engine.game.modes.mode_base import GameMode

STANDARD_GAME: Final = GameMode("standard", N_("Standard game"), seed_tag="playtest")
"""The standard game: :class:`GameMode`'s defaults are its rules (its batch games'
seeds are tagged ``gkr-playtest``, as they always were)."""
