"""Achievements, the end of the game and the score.

Achievements (each moves the pilot token one space right, up to the end of the
track; reaching an upgrade's space unlocks it for good): an alley-shot hit, a
flank hit, a demolition, taking the Glory Hound from another player.

Ways to win (RULES.md §5): control 4 demolished buildings (at once); be the last
Heavy Hitter standing; or, when a Heavy Hitter is destroyed with more than one
left, the best score once the Combat phase is over: undamaged faction cards +
achievement spaces, ties broken by the furthest pilot token, then the most tags
on standing buildings. In the last-bot-standing variant play goes on until one
Heavy Hitter is left.

**Rulings (sources silent):** players still tied after both tie-breaks share
the win. A Heavy Hitter destroyed outside the Combat phase (fallout damage in
the Reset phase) with more than one left ends the game with the score at once.
At the configured round limit (a safety net for bots, default 30 rounds) the
game is scored the same way, as win type ``round limit``.

A solo game (:mod:`engine.game.solo`, R-SOLO-2) is the player against every solo
opponent: the player wins by destroying every opposing Heavy Hitter or by 4
demolitions; the opponents win together when the player's Heavy Hitter is
destroyed, and at the round limit. In a 2v2 game (:mod:`engine.game.teams`) a team
wins by destroying an opposing Heavy Hitter or by 6 demolitions together. With
shifting alliances (:mod:`engine.game.alliances`) the win conditions are these normal
ones, and only one player wins (R-TEAM-4: the tied roll off).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.game.achievement_paths import upgrade_spaces
from engine.game.alliances import one_winner
from engine.game.events import GameOver, Scored
from engine.game.modes.mode_base import DEMOLITIONS_TO_WIN as DEMOLITIONS_TO_WIN
from engine.game.option_events import Achievement, UpgradeUnlocked
from engine.game.solo import SOLO_PLAYER
from engine.game.state import GameResult

if TYPE_CHECKING:
    from engine.game.state import GameState


def advance_track(state: GameState, player: int, reason: str) -> None:
    """An achievement: the pilot token moves one space (it stays at the last space).

    A solo game has no Achievements Board, pilots or upgrades: nothing moves."""
    if not state.mode.advanced_rules:
        return
    p = state.players[player]
    before = p.track
    p.track = min(state.catalog.track_spaces, before + 1)
    state.log(Achievement(player, reason, p.track))
    for u, at in upgrade_spaces(state.catalog, p.path):
        if before < at <= p.track:
            state.log(UpgradeUnlocked(player, u.name))


def tags_on_standing_buildings(state: GameState, player: int) -> int:
    return sum(faces.count(player) for faces in state.tags.values())


def score_key(state: GameState, player: int) -> tuple[int, int, int]:
    """(score, achievement spaces, tags on standing buildings): higher is better."""
    p = state.players[player]
    return (p.undamaged + p.track, p.track, tags_on_standing_buildings(state, player))


def finish(
    state: GameState, winners: list[int], win_type: str, scores: tuple[tuple[int, int], ...] = ()
) -> None:
    state.result = GameResult(tuple(sorted(winners)), win_type, scores)
    state.pending = None
    state.log(GameOver(state.result.winners, win_type))


def finish_by_score(state: GameState, win_type: str = "score") -> None:
    mode = state.mode
    if mode.solo_play:  # the player has not won by the round limit
        finish(state, solo_opponents(state), win_type)
        return
    alive = state.alive_players()
    if mode.fixed_teams:  # the team with the higher summed score
        keys = {p: score_key(state, p) for p in alive}
        totals = [sum(keys[q][0] for q in t if q in keys) for t in state.teams]
        top = max(totals)
        winners = [q for t, total in zip(state.teams, totals) if total == top for q in t]
        finish(state, winners, win_type, tuple((p, keys[p][0]) for p in alive))
        return
    keys = {p: score_key(state, p) for p in alive}
    for p in alive:
        pl = state.players[p]
        state.log(Scored(p, pl.undamaged, pl.track, keys[p][2]))
    best = max(keys.values())
    finish(
        state,
        one_winner(state, [p for p in alive if keys[p] == best]),
        win_type,
        tuple((p, keys[p][0]) for p in alive),
    )


def after_elimination(state: GameState) -> None:
    """What a destroyed Heavy Hitter means for the game."""
    mode = state.mode
    if mode.solo_play:  # R-SOLO-2: the player against every opponent
        if not state.players[SOLO_PLAYER].alive:
            finish(state, solo_opponents(state), "destruction")
        elif state.alive_players() == [SOLO_PLAYER]:
            finish(state, [SOLO_PLAYER], "destruction")
        return
    if mode.fixed_teams:  # the first team to destroy an opposing Heavy Hitter
        lost = next(t for t in state.teams if any(not state.players[q].alive for q in t))
        finish(state, [q for t in state.teams if t != lost for q in t], "destruction")
        return
    alive = state.alive_players()
    if len(alive) <= 1:
        finish(state, alive, "destruction")
    elif not state.config.last_bot_standing:
        if state.phase == "combat":
            state.score_pending = True
        else:
            finish_by_score(state)


def solo_opponents(state: GameState) -> list[int]:
    """Every solo opponent of a solo game (they win together)."""
    return [q for q in range(state.num_players) if q != SOLO_PLAYER]


def after_demolition(state: GameState, player: int) -> None:
    """The mode's demolitions that win, of ``player``'s team together (4 of one's own; 6 of
    a 2v2 team)."""
    mode = state.mode
    team = mode.team_of(state, player)
    if sum(state.players[q].rubble for q in team) >= mode.demolitions_to_win:
        finish(state, list(team), "demolition")
