"""2v2 with fixed alliances (RULES.md §9; the rules: :mod:`engine.game.teams`).

On a four-player map, two teams of two set at setup (``GameState.teams``, R-TEAM-1):
allies do not attack each other's units, may repair each other's Heavy Hitter, tag
and demolish for their team and win together.

>>> FIXED_ALLIANCES.name, FIXED_ALLIANCES.fits(4), FIXED_ALLIANCES.fits(3)
('2v2', True, False)
"""

from __future__ import annotations

from typing import Final

from engine.core.messages import N_
from engine.game.modes.mode_base import GameMode, GameSeats

TEAM_DEMOLITIONS_TO_WIN: Final = 6
"""Demolished buildings a team's two players control together that win the game."""


class FixedAlliances(GameMode):
    """2v2 with fixed alliances: the teams of ``GameState.teams`` play together."""

    def __init__(self) -> None:
        super().__init__(
            "2v2",
            N_("2v2 game (fixed alliances)"),
            starts=(4,),
            fixed_teams=True,
            two_sides=True,
            demolitions_to_win=TEAM_DEMOLITIONS_TO_WIN,
        )

    def team_of(self, state: GameSeats, player: int) -> tuple[int, ...]:
        for t in state.teams:
            if player in t:
                return t
        return (player,)

    def ally_of(self, state: GameSeats, player: int) -> int | None:
        return next((q for q in self.team_of(state, player) if q != player), None)

    def friendly_seats(self, state: GameSeats, player: int) -> tuple[int, ...]:
        return self.team_of(state, player)


FIXED_ALLIANCES: Final = FixedAlliances()
