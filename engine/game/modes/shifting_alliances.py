"""2v2 with shifting alliances (RULES.md §9; the rules: :mod:`engine.game.alliances`).

On a four-player map everyone plays for themselves; the alliances picked at the end of
every Reset phase (``GameState.allies``) last a round: allies do not attack each other's
units and may repair each other's Heavy Hitter (R-TEAM-2), tags stay each player's own
(R-TEAM-3), and only one player wins (R-TEAM-4).

>>> SHIFTING_ALLIANCES.name, SHIFTING_ALLIANCES.ally_picks, SHIFTING_ALLIANCES.two_sides
('shifting', True, False)
"""

from __future__ import annotations

from typing import Final

from engine.core.messages import N_
from engine.game.modes.mode_base import GameMode, GameSeats

NO_ALLY: Final = -1
"""``GameState.allies`` (and ``picks``) of a seat with no ally (no pick)."""


class ShiftingAlliances(GameMode):
    """2v2 with shifting alliances: each seat's ally of the moment is
    ``GameState.allies``."""

    def __init__(self) -> None:
        super().__init__(
            "shifting",
            N_("2v2 game (shifting alliances)"),
            starts=(4,),
            ally_picks=True,
            one_winner=True,
        )

    def ally_of(self, state: GameSeats, player: int) -> int | None:
        allies = state.allies
        if not allies:
            return None
        ally = allies[player]
        return None if ally == NO_ALLY else ally

    def friendly_seats(self, state: GameSeats, player: int) -> tuple[int, ...]:
        ally = self.ally_of(state, player)
        return (player,) if ally is None else (player, ally)


SHIFTING_ALLIANCES: Final = ShiftingAlliances()
