"""Solo play (RULES.md §9, the rulebook's "SOLO PLAY"; the rules: :mod:`engine.game.solo`).

Seat 0 is the player, every other seat a solo opponent; the opponents are on one side
(they never attack one another's units) but not allies (they do not repair one another).
There is no Glory Hound and none of the advanced rules.

>>> SOLO_GAME.name, SOLO_GAME.glory_hound, SOLO_GAME.advanced_rules, SOLO_GAME.two_sides
('solo', False, False, True)
>>> [c.label for c in SOLO_GAME.choices(2)], [c.opponents for c in SOLO_GAME.choices(4)]
(['Solo game: 1 opponent'], [1, 2])
"""

from __future__ import annotations

from typing import Final

from engine.core.messages import N_, ngettext
from engine.game.modes.mode_base import GameMode, GameSeats, ModeChoice, ModeSettings

SOLO_PLAYER: Final = 0
"""The player's seat in a solo game."""
MAX_SOLO_OPPONENTS: Final = 2
"""Solo opponents a solo game is played against at most (R-SOLO-1: 1 or 2)."""


class SoloGame(GameMode):
    """Solo play: the player (seat 0) against 1 or 2 solo opponents
    (``GameConfig.solo_opponents``)."""

    def __init__(self) -> None:
        super().__init__(
            "solo",
            N_("Solo game"),
            glory_hound=False,
            advanced_rules=False,
            solo_play=True,
            two_sides=True,
        )

    def seats(self, config: ModeSettings, starts: int) -> int:
        return config.solo_opponents + 1

    def choices(self, starts: int) -> tuple[ModeChoice, ...]:
        return tuple(
            ModeChoice(
                self.name,
                k,
                ngettext("Solo game: {n} opponent", "Solo game: {n} opponents", k).format(n=k),
            )
            for k in range(1, MAX_SOLO_OPPONENTS + 1)
            if k + 1 <= starts
        )

    def friendly_seats(self, state: GameSeats, player: int) -> tuple[int, ...]:
        """A solo opponent's units are safe from every solo opponent's (one side)."""
        if player == SOLO_PLAYER:
            return (player,)
        return tuple(q for q in range(state.num_players) if q != SOLO_PLAYER)


SOLO_GAME: Final = SoloGame()
