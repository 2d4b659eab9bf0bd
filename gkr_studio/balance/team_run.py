"""The balance playtest's 2v2 run, worded: each team's win rate on a four-player map.

The dialog plays it as any batch (:class:`~gkr_studio.balance.workers.PlaytestWorker`
with :class:`engine.playtest.team_batch.TeamMode`: the same games as ``gkr-map playtest --mode
2v2`` with the same seed); :func:`team_rows` words its result for the dialog's table.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from engine.core import format_decimal, format_general
from engine.playtest import TeamResult
from gkr_studio.balance.batch_words import count_text, percent, win_types_text
from gkr_studio.i18n import QT_TRANSLATE_NOOP, translate

TEAM_COLUMNS = [
    QT_TRANSLATE_NOOP("TeamRun", "Team"),
    QT_TRANSLATE_NOOP("TeamRun", "Starts"),
    QT_TRANSLATE_NOOP("TeamRun", "Wins"),
    QT_TRANSLATE_NOOP("TeamRun", "Win rate"),
    QT_TRANSLATE_NOOP("TeamRun", "95% interval"),
    QT_TRANSLATE_NOOP("TeamRun", "Seats"),
]
"""The headings of the table of a 2v2 run (translated by :func:`team_columns`)."""


def team_columns() -> list[str]:
    """The headings of :func:`team_rows`' columns, in the studio's language."""
    return [translate("TeamRun", heading) for heading in TEAM_COLUMNS]


def team_rows(result: TeamResult) -> list[list[str]]:
    """A row per team: ``T1``, its starts, wins, win rate, 95% interval, its seats
    (``P1+P4``, as ``gkr-map playtest --mode 2v2`` prints them)."""
    rows = []
    for k, t in enumerate(result.teams):
        lo, hi = t.ci95
        rows.append(
            [
                f"T{k + 1}",
                t.label,
                format_general(t.wins),
                percent(t.win_rate),
                f"{percent(lo)} – {percent(hi)}",
                "+".join(f"P{q + 1}" for q in t.seats),
            ]
        )
    return rows


class TeamRunWords(QObject):
    """The words of a 2v2 run that depend on a count."""

    def played(self, result: TeamResult) -> str:
        """``"200 2v2 games with fixed alliances"`` (and whether they were cancelled)."""
        n = result.games
        if result.cancelled:
            return count_text(
                self.tr(
                    "{0} 2v2 game(s) with fixed alliances (cancelled: these are"
                    " the games finished)",
                    "",
                    n,
                ),
                n,
            )
        return count_text(self.tr("{0} 2v2 game(s) with fixed alliances", "", n), n)


def team_summary(result: TeamResult) -> str:
    """The line under the progress bar: games, win types and length of a 2v2 run."""
    return translate(
        "TeamRun",
        "{0}; a tie at the round limit counts half a win for each"
        " team. Verdict: {1}. Win types: {2}. Game length: {3} rounds on"
        " average.",
    ).format(
        TeamRunWords().played(result),
        result.verdict_text,
        win_types_text(result.win_types),
        format_decimal(result.rounds_mean, 1, trim=False),
    )
