"""Who won a playtest game, in words: seats, or in a 2v2 game the winning team."""

from __future__ import annotations

from engine.game import GameState


def winners_words(state: GameState) -> str:
    """``seat 2``, ``seat 1 and seat 3``, or in a 2v2 game ``team A (seats 1 and 4:
    1B+9J)``; ``nobody`` before the end or without a winner."""
    result = state.result
    if result is None or not result.winners:
        return "nobody"
    winners = set(result.winners)
    if state.config.mode == "2v2" and state.teams:
        won = [k for k, t in enumerate(state.teams) if set(t) <= winners]
        if len(won) == len(state.teams):
            return "both teams (a tie)"
        if len(won) == 1 and winners == set(state.teams[won[0]]):
            team = state.teams[won[0]]
            starts = "+".join(str(state.game_map.starts[q]) for q in team)
            seats = " and ".join(str(q + 1) for q in team)
            return f"team {'AB'[won[0]]} (seats {seats}: {starts})"
    return " and ".join(f"seat {w + 1}" for w in result.winners)
