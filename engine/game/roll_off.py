"""The roll-off (RULES.md §5, rulebook "Game setup"): every contender rolls 2 dice and the
highest total wins. It decides who takes the Glory Hound token at setup
(:mod:`engine.game.setup`) and, with shifting alliances, which of the players still tied
wins (R-TEAM-4, :mod:`engine.game.alliances`). **Ruling:** tied highest rollers roll again
among themselves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.game.events import RollOff

if TYPE_CHECKING:
    from engine.game.state import GameState


def roll_off(state: GameState, contenders: list[int], what: str = "Glory Hound") -> int:
    """Every contender rolls 2 dice, the highest total wins; tied highest rollers roll
    again among themselves. Each round of rolls is logged (``what`` it decides)."""
    while True:
        rolls = tuple((q, state.dice.for_player(q).roll(2)) for q in contenders)
        state.log(RollOff(rolls) if what == "Glory Hound" else RollOff(rolls, what))
        best = max(sum(d) for _, d in rolls)
        tied = [q for q, d in rolls if sum(d) == best]
        if len(tied) == 1:
            return tied[0]
        contenders = tied
