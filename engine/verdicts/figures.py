"""The figures a batch is shown with: one function for the command line, the studio and the API.

:func:`batch_figures` turns a batch's result into what every view of it shows — per seat
its win rate (games won, ties shared), the rate's 95% interval, its edge over the fair
share and its luck-adjusted edge with that edge's interval (the one the verdict rests on),
then the verdict, its sentence (the edge named one way,
:mod:`engine.verdicts.verdict_words`) and what to do next — each number also as the
text every view prints (:meth:`SideFigures.cells`). ``gkr-map playtest`` (text and
``--json``), the Balance dock and the Balance Playtest dialog show these and nothing
else, so the same games give the same figures everywhere.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> from engine.playtest.runner import run_playtest
>>> r = run_playtest(load_map(builtin_map_path("final-stand")), 8, seed=1, bot="random")
>>> f = batch_figures(r)
>>> [s.label for s in f.sides], f.verdict == r.verdict, f.sentence[:1].isupper()
(['1F', '9F'], True, True)
>>> sorted(f.sides[0].cells())
['adjusted_edge', 'edge', 'interval', 'rate', 'wins']
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.messages import N_, _, ngettext
from engine.core.numbers import (
    format_decimal,
    format_general,
    format_integer,
    format_significant,
    percent_sign,
)
from engine.verdicts.result import PlaytestResult
from engine.verdicts.stats import WORDS_NONE
from engine.verdicts.verdict_words import signed_decimal

COLUMNS = {
    "wins": N_("Wins"),
    "rate": N_("Win rate"),
    "interval": N_("95% interval"),
    "sequence": N_("95% sequence"),
    "edge": N_("Edge"),
    "adjusted_edge": N_("Luck-adjusted edge"),
}
"""The figures' headings in English, marked for the catalogs: :func:`heading` gives them
in the current language."""


def heading(key: str) -> str:
    """A figure's heading (:data:`COLUMNS`) in the current language: ``Taux de victoire``."""
    return _(COLUMNS[key])


def percent(x: float) -> str:
    """A share as a percentage: ``55.5%`` (``55,5 %`` in French)."""
    return percent_sign(format_decimal(100 * x, 1, trim=False))


def percent_span(lo: float, hi: float) -> str:
    """An interval of shares: ``50.4–60.6%``."""
    return percent_sign(
        f"{format_decimal(100 * lo, 1, trim=False)}–{format_decimal(100 * hi, 1, trim=False)}"
    )


def signed_points(x: float) -> str:
    """A difference of win rates in points: ``+3.2``."""
    return signed_decimal(100 * x)


def wins_count(x: float) -> str:
    """Games won, ties counted as shares: ``111`` or ``110.5``."""
    return format_general(x) if x == int(x) else format_significant(round(x, 2), 12)


@dataclass(frozen=True)
class SideFigures:
    """One seat's figures (shares of games: 0.05 is 5 points)."""

    seat: int
    label: str
    """The seat's start hex (``1F``)."""
    wins: float
    rate: float
    interval: tuple[float, float]
    edge: float
    """The win rate less the fair share."""
    adjusted_edge: float
    """The luck-adjusted win rate less the fair share (what the verdict rests on)."""
    adjusted_interval: tuple[float, float]
    """The luck-adjusted edge's interval."""

    def cells(self) -> dict[str, str]:
        """The figures as every view prints them, by :data:`COLUMNS` key."""
        lo, hi = self.adjusted_interval
        return {
            "wins": wins_count(self.wins),
            "rate": percent(self.rate),
            "interval": percent_span(*self.interval),
            "edge": signed_points(self.edge),
            "adjusted_edge": f"{signed_points(self.adjusted_edge)} ("
            + _("{low} to {high}").format(low=signed_points(lo), high=signed_points(hi))
            + ")",
        }


@dataclass(frozen=True)
class BatchFigures:
    """What every view of a batch shows: its sides' figures and the verdict."""

    verdict: str
    """``fair``, ``edge`` or ``unclear``."""
    sentence: str
    """The verdict in a sentence, capitalised, a decision led by its word:
    ``"Edge: 1F favoured by 6.5 points, 3.3–9.7"``, ``"Fair: no seat beyond ±5 points…"``,
    ``"Not decided yet after 120 deals: …"``, ``"No decision in the 40 games allowed: …"``."""
    next_step: str
    """What to do next (empty while the games go on)."""
    action: str
    """What the next step asks for (:data:`engine.verdicts.verdict_words.ACTIONS`)."""
    sides: tuple[SideFigures, ...]
    named: int | None
    """The seat the sentence names."""
    games: int
    units: int
    unit: str
    """``deal`` or ``game``: what the intervals count."""
    sequential: bool
    """Whether the batch stopped at its verdict (its intervals are confidence sequences)."""

    @property
    def interval_heading(self) -> str:
        return heading("sequence" if self.sequential else "interval")

    @property
    def played(self) -> str:
        """``"40 deals (80 games)"`` or ``"200 games"``."""
        games = ngettext("{n} game", "{n} games", self.games).format(n=format_integer(self.games))
        if self.unit == "deal":
            return ngettext("{n} deal ({games})", "{n} deals ({games})", self.units).format(
                n=format_integer(self.units), games=games
            )
        return games


def batch_figures(result: PlaytestResult) -> BatchFigures:
    """The figures of a standard batch (see the module's description)."""
    fair = 1 / result.players if result.players else 0.0
    sides = tuple(
        SideFigures(
            s.seat,
            str(s.start),
            s.wins,
            s.win_rate,
            (s.ci_low, s.ci_high),
            s.edge,
            s.adjusted_win_rate - fair,
            (s.adjusted_ci[0] - fair, s.adjusted_ci[1] - fair),
        )
        for s in result.seats
    )
    text = result.verdict_text or _(WORDS_NONE)
    if result.verdict == "fair":  # a decision: its word first (an undecided batch's
        text = _("Fair: {sentence}").format(sentence=text)  # sentence says so itself)
    elif result.verdict == "edge":
        text = _("Edge: {sentence}").format(sentence=text)
    return BatchFigures(
        result.verdict,
        text[:1].upper() + text[1:],
        result.next_step,
        result.next_action,
        sides,
        result.named,
        result.games,
        result.deals,
        "deal" if result.design == "duplicate" else "game",
        result.sequential,
    )
