"""A playtest game in words: its state line for the Play panel, and who won (seats, or in
a 2v2 game the winning team)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from engine.game import GameState
from engine.game.alliances import alliances, is_shifting
from engine.game.solo import is_solo

if TYPE_CHECKING:
    from gkr_studio.playtest.session import PlaytestSession


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


def status_html(s: PlaytestSession, error: str = "", notice: str = "") -> str:
    """The map, round, phase, who moves first, who is to act or who won; then ``error``
    (red) and ``notice`` (orange)."""
    state = s.state
    first = ("solo game: you (seat 1) move first" if is_solo(state)
             else f"Glory Hound: seat {state.glory_hound + 1}")
    if state.teams:
        first += " · teams " + " vs ".join(
            "+".join(f"seat {q + 1}" for q in t) for t in state.teams)
    if is_shifting(state):
        pairs = alliances(state)
        first += " · alliances: " + (", ".join(f"seat {a + 1}+seat {b + 1}"
                                               for a, b in pairs) if pairs else "none")
    text = (f"<b>{state.game_map.name}</b> · round {state.round} · {state.phase} phase · "
            f"{first}")
    if state.result is not None:
        winners = winners_words(state)
        scores = ", ".join(f"seat {q + 1}: {sc}" for q, sc in
                           state.result.scores) if state.result.scores else ""
        text += (f"<br><b style='color:#2f9e44'>Game over: {winners} won"
                 f" ({state.result.win_type}).</b>" + (f"<br>Scores: {scores}" if scores
                                                       else ""))
    elif s.editing is not None:
        text += "<br><b>" + QCoreApplication.translate(
            "PlaytestStatus", "Editing the position: the rules wait until Resume the rules.") \
            + "</b>"
    elif state.decision is not None:
        who = s.to_move
        kind = "you" if s.is_human_turn() else f"bot: {s.controllers[who or 0]}"
        text += f"<br>To act: seat {(who or 0) + 1} ({kind}) — {state.decision.describe(state)}"
        if s.paused and s.is_bot_turn() and s.replaying:
            text += ("<br><span style='color:#1971c2'>" + QCoreApplication.translate(
                "PlaytestStatus", "A replay: the bar above the moves steps through the game;"
                " Resume bots (Ctrl+R) lets the bots play on from here.") + "</span>")
        elif s.paused and s.is_bot_turn():
            text += ("<br><span style='color:#1971c2'>Bots paused after a take-back: Resume"
                     " bots (Ctrl+R) lets them play on; Step plays one action.</span>")
    if error:
        text += f"<br><span style='color:#e03131'>{error}</span>"
    if notice:
        text += f"<br><span style='color:#d9480f'>{notice}</span>"
    return text
