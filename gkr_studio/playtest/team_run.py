"""The balance playtest's 2v2 run, worded: each team's win rate on a four-player map.

The dialog plays it as any batch (:class:`~gkr_studio.playtest.workers.PlaytestWorker`
with :class:`engine.playtest.team_batch.TeamMode`: the same games as ``gkr-map playtest --mode
2v2`` with the same seed); :func:`team_rows` words its result for the dialog's table.
"""

from __future__ import annotations

from engine.playtest.team_batch import TeamResult


def team_rows(result: TeamResult) -> list[list[str]]:
    """A row per team: ``T1``, its starts, wins, win rate, 95% interval, its seats
    (``P1+P4``, as ``gkr-map playtest --mode 2v2`` prints them)."""
    rows = []
    for k, t in enumerate(result.teams):
        lo, hi = t.ci95
        rows.append([f"T{k + 1}", t.label, f"{t.wins:g}", f"{t.win_rate:.1%}",
                     f"{lo:.1%} – {hi:.1%}", "+".join(f"P{q + 1}" for q in t.seats)])
    return rows


def team_summary(result: TeamResult) -> str:
    """The line under the progress bar: games, win types and length of a 2v2 run."""
    kinds = ", ".join(f"{k} {v}" for k, v in result.win_types.items() if v)
    note = " (cancelled: these are the games finished)" if result.cancelled else ""
    return (f"{result.games} 2v2 games with fixed alliances{note}; a tie at the round limit"
            f" counts half a win for each team. Verdict: {result.verdict_text}."
            f" Win types: {kinds or '—'}. Game length:"
            f" {result.rounds_mean:.1f} rounds on average.")
