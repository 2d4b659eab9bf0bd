"""``team-balance``: on four-player maps, the 2v2 teams (R-TEAM-1) alternate turns and are
even on each team metric.

The teams are R-TEAM-1's or the file's ``teams``; the metrics and thresholds those of
:mod:`engine.analysis.team_metrics` and :class:`AnalysisConfig`; one finding per metric that is
off, and one when the turns would not alternate.
"""

from __future__ import annotations

from engine.analysis.checklist.check_spec import WARNING, CheckSpec
from engine.analysis.config import AnalysisConfig
from engine.analysis.facts import MapFacts
from engine.analysis.report import Check
from engine.analysis.team_metrics import TeamGap, team_gaps, teams_alternate
from engine.analysis.wording import decimal
from engine.core.messages import N_, _, ngettext
from engine.core.numbers import format_percent


def _alternate(f: MapFacts) -> bool:
    a, b = f.teams
    return teams_alternate(f.map, (a.seats, b.seats))


def shortfall(f: MapFacts) -> int:
    """Over the team metrics, how far the teams' gaps go past their thresholds, and 1
    when the teams would not alternate turns."""
    if not f.teams:
        return 0
    a, b = f.teams
    crossed = 0 if _alternate(f) else 1
    return crossed + sum(g.excess for g in team_gaps(a, b, f.config))


def passed(f: MapFacts) -> list[Check]:
    if not f.teams:
        return []
    a, b = f.teams
    return [
        Check(
            "team-balance",
            True,
            WARNING,
            _(
                "Teams {a} and {b} are within the team thresholds: buildings in reach {reach_a} and"
                " {reach_b}, territory {territory_a} and {territory_b}, exposure {exposure_a} and"
                " {exposure_b} hexes, allies {ally_a} and {ally_b} hexes apart, closest enemy"
                " {enemy_a} and {enemy_b} hexes on average (2v2)."
            ).format(
                a=a.label,
                b=b.label,
                reach_a=len(a.reach),
                reach_b=len(b.reach),
                territory_a=decimal(a.territory),
                territory_b=decimal(b.territory),
                exposure_a=a.exposure,
                exposure_b=b.exposure,
                ally_a=a.ally_distance,
                ally_b=b.ally_distance,
                enemy_a=decimal(a.enemy_distance),
                enemy_b=decimal(b.enemy_distance),
            ),
            a.starts + b.starts,
        )
    ]


def failed(f: MapFacts) -> list[Check]:
    a, b = f.teams
    problems = [
        Check(
            "team-balance",
            False,
            WARNING,
            _team_gap_text(g, f.config),
            g.high.starts + g.low.starts,
        )
        for g in team_gaps(a, b, f.config)
        if g.off
    ]
    if not _alternate(f):
        named = (
            _("the map names")
            if f.map.teams is not None
            else _("R-TEAM-1 makes (starts farthest apart)")
        )
        problems.insert(
            0,
            Check(
                "team-balance",
                False,
                WARNING,
                _(
                    "Teams {a} and {b}, as {named}, would not alternate turns going clockwise: a 2v2"
                    " game needs the allies at opposite corners (R-TEAM-1); name teams that"
                    " alternate (Map properties) or move a start."
                ).format(a=a.label, b=b.label, named=named),
                a.starts + b.starts,
            ),
        )
    return problems


def _team_gap_text(g: TeamGap, cfg: AnalysisConfig) -> str:
    """The sentence of a team-balance finding: both teams, the metric, the threshold."""
    hi, lo = g.high, g.low
    n = cfg.team_distance_spread
    spread = ngettext("{n} hex", "{n} hexes", n).format(n=n)
    if g.metric == "reach":
        return ngettext(
            "Team {high} can reach {n} building in its allies' first moves, team {low} only"
            " {low_n}: the teams' reach should differ by at most {spread} (2v2; G-REACH,"
            " R-GUIDE-2, per ally).",
            "Team {high} can reach {n} buildings in its allies' first moves, team {low} only"
            " {low_n}: the teams' reach should differ by at most {spread} (2v2; G-REACH,"
            " R-GUIDE-2, per ally).",
            len(hi.reach),
        ).format(
            high=hi.label,
            n=len(hi.reach),
            low=lo.label,
            low_n=len(lo.reach),
            spread=cfg.team_reach_spread,
        )
    if g.metric == "territory":
        return _(
            "Team {high} is nearest to {n} of the buildings by walking distance, team"
            " {low} to only {low_n}: the teams' territory should differ by at most"
            " {spread} buildings (2v2)."
        ).format(
            high=hi.label,
            n=decimal(hi.territory),
            low=lo.label,
            low_n=decimal(lo.territory),
            spread=cfg.team_territory_spread,
        )
    if g.metric == "exposure":
        return _(
            "Team {high}'s starts can be fired at from {n} hexes in all, team {low}'s"
            " from only {low_n}: the teams' exposure differs by more than {percent}"
            " (2v2)."
        ).format(
            high=hi.label,
            n=hi.exposure,
            low=lo.label,
            low_n=lo.exposure,
            percent=format_percent(cfg.exposure_ratio - 1, 0),
        )
    if g.metric == "ally distance":
        return _(
            "Team {high}'s allies start {n} hexes apart, team {low}'s only {low_n}: the"
            " allies' distances should differ by at most {spread} (2v2, R-TEAM-1)."
        ).format(
            high=hi.label, n=hi.ally_distance, low=lo.label, low_n=lo.ally_distance, spread=spread
        )
    return _(
        "Team {high}'s allies start {n} hexes from their closest enemy on average, team"
        " {low}'s only {low_n}: these should differ by at most {spread} (2v2, R-GUIDE-1)."
    ).format(
        high=hi.label,
        n=decimal(hi.enemy_distance),
        low=lo.label,
        low_n=decimal(lo.enemy_distance),
        spread=spread,
    )


SPEC = CheckSpec(
    id="team-balance",
    summary=N_(
        "Four-player maps: the two 2v2 teams (R-TEAM-1) alternate turns and are within"
        " the team thresholds on reach, territory, exposure, ally distance and enemy"
        " distance."
    ),
    rules=("R-TEAM-1",),
    severity=WARNING,
    thresholds=(
        "exposure_ratio",
        "team_reach_spread",
        "team_territory_spread",
        "team_exposure_min_difference",
        "team_distance_spread",
    ),
    shortfall=shortfall,
    passed=passed,
    failed=failed,
    repair_cost=9,
)
