"""A playtest game in words: its state line for the Play panel, and who won (seats, or in
a 2v2 game the winning team)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from engine.game import GameState, alliance_pairs, is_shifting, is_solo
from engine.playtest import win_type_name
from gkr_studio.i18n import QT_TRANSLATE_NOOP, translate
from gkr_studio.playtest.bot_names import bot_name
from gkr_studio.playtest.counts import counts

if TYPE_CHECKING:
    from gkr_studio.playtest.session import PlaytestSession

CONTEXT = "PlaytestStatus"
PHASE_NAMES = {
    "setup": QT_TRANSLATE_NOOP("PlaytestStatus", "setup phase"),
    "deploy": QT_TRANSLATE_NOOP("PlaytestStatus", "deploy phase"),
    "movement": QT_TRANSLATE_NOOP("PlaytestStatus", "movement phase"),
    "combat": QT_TRANSLATE_NOOP("PlaytestStatus", "combat phase"),
    "tagging": QT_TRANSLATE_NOOP("PlaytestStatus", "tagging phase"),
    "reset": QT_TRANSLATE_NOOP("PlaytestStatus", "reset phase"),
}
"""Each phase of a round (the engine's ids) in words."""


def _tr(text: str) -> str:
    """A text of the tables above in the studio's language."""
    return translate(CONTEXT, text)


def phase_words(phase: str) -> str:
    """``movement phase`` (the engine's id when it has no name here)."""
    name = PHASE_NAMES.get(str(phase))
    return _tr(name) if name is not None else str(phase)


def seats_words(seats: Sequence[int]) -> str:
    """Seats (numbered from 1) in words: ``seat 1``, ``seat 1 and seat 3``,
    ``seat 1, seat 2 and seat 4``."""
    names = [translate("PlaytestStatus", "seat {0}").format(q) for q in seats]
    if len(names) < 2:
        return "".join(names)
    return translate("PlaytestStatus", "{0} and {1}").format(", ".join(names[:-1]), names[-1])


def winners_words(state: GameState) -> str:
    """``seat 2``, ``seat 1 and seat 3``, or in a 2v2 game ``team A (seats 1 and 4:
    1B+9J)``; ``nobody`` before the end or without a winner."""
    result = state.result
    if result is None or not result.winners:
        return translate("PlaytestStatus", "nobody")
    winners = set(result.winners)
    if state.mode.fixed_teams and state.teams:
        won = [k for k, t in enumerate(state.teams) if set(t) <= winners]
        if len(won) == len(state.teams):
            return translate("PlaytestStatus", "both teams (a tie)")
        if len(won) == 1 and winners == set(state.teams[won[0]]):
            team = state.teams[won[0]]
            starts = "+".join(str(state.game_map.starts[q]) for q in team)
            return translate("PlaytestStatus", "team {0} (seats {1} and {2}: {3})").format(
                "AB"[won[0]], team[0] + 1, team[1] + 1, starts
            )
    return seats_words([w + 1 for w in result.winners])


def _winners_count(state: GameState) -> int:
    """How many the winners are, as the verb agrees with them (a team is one)."""
    result = state.result
    if result is None or not result.winners:
        return 1
    if state.mode.fixed_teams and state.teams:
        won = [k for k, t in enumerate(state.teams) if set(t) <= set(result.winners)]
        return 2 if len(won) == len(state.teams) else 1 if len(won) == 1 else len(result.winners)
    return len(result.winners)


def game_over_words(state: GameState) -> str:
    """``Game over: seat 2 won (score).``"""
    result = state.result
    assert result is not None
    how = win_type_name(result.win_type)  # the engine's words, in the studio's language
    if not result.winners:
        return translate("PlaytestStatus", "Game over: nobody won ({0}).").format(how)
    sentence = counts().game_over(_winners_count(state))
    return sentence.replace("%2", how).replace("%1", winners_words(state))


def _first_words(state: GameState) -> str:
    """Who moves first, the teams and the alliances of the moment."""
    first = (
        translate("PlaytestStatus", "solo game: you (seat 1) move first")
        if is_solo(state)
        else translate("PlaytestStatus", "Glory Hound: seat {0}").format(state.glory_hound + 1)
    )
    if state.teams:
        teams = translate("PlaytestStatus", " vs ").join(
            translate("PlaytestStatus", "seat {0}+seat {1}").format(t[0] + 1, t[1] + 1)
            for t in state.teams
        )
        first += translate("PlaytestStatus", " · teams {0}").format(teams)
    if is_shifting(state):
        pairs = alliance_pairs(state)
        first += translate("PlaytestStatus", " · alliances: {0}").format(
            ", ".join(
                translate("PlaytestStatus", "seat {0}+seat {1}").format(a + 1, b + 1)
                for a, b in pairs
            )
            if pairs
            else translate("PlaytestStatus", "none")
        )
    return first


def status_html(s: PlaytestSession, error: str = "", notice: str = "") -> str:
    """The map, round, phase, who moves first, who is to act or who won; then ``error``
    (red) and ``notice`` (orange)."""
    state = s.state
    text = translate("PlaytestStatus", "<b>{0}</b> · round {1} · {2} · {3}").format(
        state.game_map.name, state.round, phase_words(state.phase), _first_words(state)
    )
    if state.result is not None:
        text += f"<br><b style='color:#2f9e44'>{game_over_words(state)}</b>"
        if state.result.scores:
            scores = ", ".join(
                translate("PlaytestStatus", "seat {0}: {1}").format(q + 1, sc)
                for q, sc in state.result.scores
            )
            text += "<br>" + translate("PlaytestStatus", "Scores: {0}").format(scores)
    elif s.editing is not None:
        text += (
            "<br><b>"
            + translate(
                "PlaytestStatus", "Editing the position: the rules wait until Resume the rules."
            )
            + "</b>"
        )
    elif state.decision is not None:
        who = s.to_move or 0
        kind = (
            translate("PlaytestStatus", "you")
            if s.is_human_turn()
            else translate("PlaytestStatus", "bot: {0}").format(bot_name(s.controllers[who]))
        )
        text += "<br>" + translate("PlaytestStatus", "To act: seat {0} ({1}) — {2}").format(
            who + 1, kind, state.decision.describe(state)
        )
        if s.paused and s.is_bot_turn() and s.replaying:
            text += (
                "<br><span style='color:#1971c2'>"
                + translate(
                    "PlaytestStatus",
                    "A replay: the bar above the moves steps through the game;"
                    " Resume bots (Ctrl+R) lets the bots play on from here.",
                )
                + "</span>"
            )
        elif s.paused and s.is_bot_turn():
            text += (
                "<br><span style='color:#1971c2'>"
                + translate(
                    "PlaytestStatus",
                    "Bots paused after a take-back: Resume bots (Ctrl+R) lets"
                    " them play on; Step plays one action.",
                )
                + "</span>"
            )
    if error:
        text += f"<br><span style='color:#e03131'>{error}</span>"
    if notice:
        text += f"<br><span style='color:#d9480f'>{notice}</span>"
    return text
