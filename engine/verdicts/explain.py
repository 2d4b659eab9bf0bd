"""Why a batch's verdict is what it is: what the games show per seat, and the static
checks set against play.

For each seat asymmetry the analysis flags (:func:`static_flags`) — building reach
(``building-reach``), exposure (``seat-exposure``), territory (the walking-distance share
of the buildings: a metric without a check of its own, flagged when the seats' shares are
further apart than the reach check allows) and each team metric of ``team-balance`` — the
games measure the figure the asymmetry should move (:class:`Flag`): demolitions per game for
reach and territory, damage taken per game for exposure, the teams' wins for team
balance, with more figures alongside. The check is **borne out** when the side's figure
less the others', paired within deals (:func:`engine.verdicts.play_figures.compare`), has
the sign the check predicts and its 95% interval excludes zero; it is *not borne out*
when the interval holds zero, and the games show the *opposite* when the interval excludes
zero on the other side (:func:`outcome`). Each finding is an :class:`Explanation`,
``{check, seat, static, measured, text}`` in JSON.

Every sentence goes through the catalogs (:mod:`engine.core.messages`) when it is
written, in the language of that moment; its numbers as the language writes them
(:mod:`engine.core.numbers`).

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> static_flags(load_map(builtin_map_path("final-stand")))
()
>>> outcome(Comparison(1.0, 0.5, 0.5, (0.2, 0.8), 50), +1)
'borne out'
>>> outcome(Comparison(1.0, 0.5, 0.5, (-0.1, 1.1), 50), +1)
'not borne out'
>>> outcome(Comparison(0.5, 1.0, -0.5, (-0.8, -0.2), 50), +1)
'opposite'
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from threading import Lock
from typing import Any, Sequence

from engine.analysis.checklist import spec_of
from engine.analysis.config import DEFAULT_CONFIG, AnalysisConfig
from engine.analysis.facts import MapFacts
from engine.analysis.team_metrics import TeamFigures, team_gaps
from engine.analysis.wording import join_and
from engine.core.messages import current_language
from engine.mapmodel.model import GameMap
from engine.selfplay.games import GameRecord
from engine.verdicts.explain_words import Flag, explanation_text, story_lines
from engine.verdicts.play_figures import (
    Comparison,
    PairTally,
    SeatStory,
    StoryTally,
    figure,
    needs_play,
)

OUTCOMES = ("borne out", "not borne out", "opposite", "too few games", "no games")

TEAM_METRIC_SIGN = {
    "reach": +1,
    "territory": +1,
    "exposure": -1,
    "ally distance": -1,
    "enemy distance": +1,
}
"""How each team metric should move the larger team's wins: more reach, territory and
distance from the enemy help it; more exposure, and allies further apart, hurt it."""


@dataclass(frozen=True)
class Explanation:
    """A flag set against the games."""

    check: str
    seat: str
    static: dict[str, Any]
    measured: dict[str, Any]
    outcome: str
    """One of :data:`OUTCOMES`."""
    text: str

    def to_json(self) -> dict[str, Any]:
        return {
            "check": self.check,
            "seat": self.seat,
            "static": self.static,
            "measured": self.measured | {"outcome": self.outcome},
            "text": self.text,
        }


@dataclass(frozen=True)
class Why:
    """What the games of a batch show per seat, and the checks set against them."""

    stories: tuple[SeatStory, ...]
    explanations: tuple[Explanation, ...]
    story_lines: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        """The ``seat_play`` and ``explain`` fields of a batch's JSON."""
        return {
            "seat_play": [s.to_json() for s in self.stories],
            "explain": [e.to_json() for e in self.explanations],
        }

    def lines(self) -> list[str]:
        """The sentences: each seat's story, then each check against play."""
        return list(self.story_lines) + [e.text for e in self.explanations]


def outcome(c: Comparison, expect: int) -> str:
    """Whether a comparison bears out a check predicting the sign ``expect``."""
    if c.units == 0:
        return "no games"
    if c.interval is None:
        return "too few games"
    lo, hi = c.interval
    if lo <= 0 <= hi:
        return "not borne out"
    return "borne out" if (c.difference > 0) == (expect > 0) else "opposite"


# -- the flags ---------------------------------------------------------------------------------

_CACHE: dict[tuple[GameMap, str], tuple[Flag, ...]] = {}
_CACHE_LOCK = Lock()
"""The studio's batches run on threads of their own."""
CACHED_MAPS = 8


def static_flags(game_map: GameMap, config: AnalysisConfig = DEFAULT_CONFIG) -> tuple[Flag, ...]:
    """The seat asymmetries the analysis flags on ``game_map`` (kept for the last
    :data:`CACHED_MAPS` maps, by language, since a flag names whom it is set against in
    words: a batch asks at every partial result)."""
    key = (game_map, current_language())
    if config is DEFAULT_CONFIG:
        with _CACHE_LOCK:
            kept = _CACHE.get(key)
        if kept is not None:
            return kept
    f = MapFacts(game_map, config)
    flags: tuple[Flag, ...] = ()
    if len(f.starts) >= 2:
        flags = tuple(_reach_flags(f) + _exposure_flags(f) + _territory_flags(f) + _team_flags(f))
    if config is DEFAULT_CONFIG:
        with _CACHE_LOCK:
            if len(_CACHE) >= CACHED_MAPS:
                del _CACHE[next(iter(_CACHE))]
            _CACHE[key] = flags
    return flags


def _seat_flags(
    f: MapFacts,
    check: str,
    counts: Sequence[float | Fraction],
    what: str,
    lowest: bool,
    figure_name: str,
    expect: int,
    also: tuple[str, ...],
) -> list[Flag]:
    """A flag for each seat at the end of ``counts`` the check holds against it (the
    lowest or the highest), set against the seats at the other end."""
    flagged, other = (min(counts), max(counts)) if lowest else (max(counts), min(counts))
    others = join_and(str(s) for s, n in zip(f.starts, counts) if n == other)
    return [
        Flag(
            check,
            (i,),
            str(f.starts[i]),
            tuple((j,) for j in range(len(counts)) if j != i),
            others,
            {"figure": what, "value": _number(flagged), "against": _number(other)},
            figure_name,
            expect,
            also,
        )
        for i, n in enumerate(counts)
        if n == flagged
    ]


def _reach_flags(f: MapFacts) -> list[Flag]:
    if not f.config.enabled("building-reach") or not spec_of("building-reach").shortfall(f):
        return []
    return _seat_flags(
        f,
        "building-reach",
        [len(b) for b in f.buildings_in_reach],
        "buildings_in_reach",
        True,
        "demolitions",
        -1,
        ("tags", "demolition_wins"),
    )


def _exposure_flags(f: MapFacts) -> list[Flag]:
    if not f.config.enabled("seat-exposure") or not spec_of("seat-exposure").shortfall(f):
        return []
    return _seat_flags(
        f,
        "seat-exposure",
        [n for n, _ in f.exposure_counts],
        "seen_from",
        False,
        "damage_taken",
        +1,
        ("fired_at", "units_lost"),
    )


def _territory_flags(f: MapFacts) -> list[Flag]:
    shares = f.territories.shares
    if max(shares) - min(shares) <= f.config.max_reach_spread:
        return []
    return _seat_flags(
        f, "territory", shares, "territory_share", True, "demolitions", -1, ("demolition_wins",)
    )


def _team_flags(f: MapFacts) -> list[Flag]:
    if not f.teams or not f.config.enabled("team-balance"):
        return []
    a, b = f.teams

    def values(metric: str, t: TeamFigures) -> float | Fraction:
        figures: dict[str, float | Fraction] = {
            "reach": len(t.reach),
            "territory": t.territory,
            "exposure": t.exposure,
            "ally distance": t.ally_distance,
            "enemy distance": t.enemy_distance,
        }
        return figures[metric]

    flags = []
    for gap in team_gaps(a, b, f.config):
        if not gap.off:
            continue
        hi, lo = gap.high, gap.low
        flags.append(
            Flag(
                "team-balance",
                hi.seats,
                hi.label,
                (lo.seats,),
                lo.label,
                {
                    "figure": gap.metric,
                    "value": _number(values(gap.metric, hi)),
                    "against": _number(values(gap.metric, lo)),
                },
                "wins",
                TEAM_METRIC_SIGN[gap.metric],
            )
        )
    return flags


def _number(x: float | Fraction) -> float | int:
    """A static figure for JSON: whole numbers as integers, others to 3 places."""
    return int(x) if x == int(x) else round(float(x), 3)


# -- against the games -------------------------------------------------------------------------


def explain(flag: Flag, records: Sequence[GameRecord], design: str) -> Explanation:
    """One flag set against the games ``records``."""
    tally = FlagTally(flag, design)
    for g in records:
        tally.add(g)
    return tally.explanation()


class FlagTally:
    """What the games measure of one flag, one game at a time."""

    def __init__(self, flag: Flag, design: str) -> None:
        self.flag = flag
        self.design = design
        self.tallies = {
            name: PairTally(flag.side, flag.others, figure(name), design)
            for name in (flag.figure, *flag.also)
        }

    def add(self, g: GameRecord) -> None:
        for name, tally in self.tallies.items():
            if g.play or not needs_play(name):
                tally.add(g)

    def explanation(self) -> Explanation:
        flag = self.flag
        main = self.tallies[flag.figure].result()
        result = outcome(main, flag.expect)
        also = {name: self.tallies[name].result() for name in flag.also}
        measured: dict[str, Any] = {
            "figure": flag.figure,
            "expect": flag.expect,
            **main.to_json(),
            "also": {k: c.to_json() for k, c in also.items()},
        }
        return Explanation(
            flag.check,
            flag.label,
            flag.static,
            measured,
            result,
            explanation_text(flag, main, also, result, self.design),
        )


class WhyTally:
    """The running figures of :func:`why_of` for one batch, whose records grow at the end."""

    def __init__(self, game_map: GameMap, design: str) -> None:
        self.labels = [str(h) for h in game_map.starts]
        self.stories = StoryTally(game_map.players)
        self.flags = [FlagTally(flag, design) for flag in static_flags(game_map)]
        self.count = 0
        self.first: GameRecord | None = None
        self.last: GameRecord | None = None

    def continues(self, records: Sequence[GameRecord]) -> bool:
        """Whether ``records`` begin with the games added so far (the same objects at both
        ends: a batch's records only grow at the end)."""
        return self.count == 0 or (
            len(records) >= self.count
            and records[0] is self.first
            and records[self.count - 1] is self.last
        )

    def extend(self, records: Sequence[GameRecord]) -> None:
        """Add the games of ``records`` after those added so far."""
        for g in records[self.count :]:
            self.stories.add(g)
            for flag in self.flags:
                flag.add(g)
        if records:
            self.first, self.last, self.count = records[0], records[-1], len(records)

    def why(self) -> Why:
        stories = self.stories.result()
        return Why(
            stories,
            tuple(f.explanation() for f in self.flags),
            tuple(story_lines(stories, self.labels)),
        )


_TALLIES: dict[tuple[GameMap, str, int, str], WhyTally] = {}
_TALLY_LOCK = Lock()
CACHED_BATCHES = 4


def why_of(game_map: GameMap, records: Sequence[GameRecord], design: str) -> Why:
    """What the games ``records`` of a batch on ``game_map`` show, and the checks set
    against them.

    A batch asks after every few games with its records so far; the figures of the last
    :data:`CACHED_BATCHES` batches are kept and only the new games added, so asking costs
    what the new games cost. The same games give the same answer either way (added in the
    same order, they make the same sums)."""
    if not records:
        return WhyTally(game_map, design).why()
    key = (game_map, design, id(records[0]), current_language())
    with _TALLY_LOCK:
        tally = _TALLIES.pop(key, None)
        if tally is None or not tally.continues(records):
            tally = WhyTally(game_map, design)
        tally.extend(records)
        if len(_TALLIES) >= CACHED_BATCHES:
            del _TALLIES[next(iter(_TALLIES))]
        _TALLIES[key] = tally
        return tally.why()
