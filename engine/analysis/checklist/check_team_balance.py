"""``team-balance``: on four-player maps, the 2v2 teams (R-TEAM-1) alternate turns and are
even on each team metric.

The teams are R-TEAM-1's or the file's ``teams``; the metrics and thresholds those of
:mod:`engine.analysis.team_metrics` and :class:`AnalysisConfig`; one finding per metric that is
off, and one when the turns would not alternate.
"""

from __future__ import annotations

from fractions import Fraction

from engine.analysis.checklist.check_spec import WARNING, CheckSpec
from engine.analysis.config import AnalysisConfig
from engine.analysis.facts import MapFacts
from engine.analysis.report import Check
from engine.analysis.team_metrics import TeamGap, team_gaps, teams_alternate
from engine.analysis.wording import count


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
    return [Check(
        "team-balance", True, WARNING,
        f"Teams {a.label} and {b.label} are within the team thresholds: buildings in reach"
        f" {len(a.reach)} and {len(b.reach)}, territory {_number(a.territory)} and"
        f" {_number(b.territory)}, exposure {a.exposure} and {b.exposure} hexes, allies"
        f" {a.ally_distance} and {b.ally_distance} hexes apart, closest enemy"
        f" {_number(a.enemy_distance)} and {_number(b.enemy_distance)} hexes on average"
        " (2v2).", a.starts + b.starts)]


def failed(f: MapFacts) -> list[Check]:
    a, b = f.teams
    problems = [Check("team-balance", False, WARNING, _team_gap_text(g, f.config),
                      g.high.starts + g.low.starts)
                for g in team_gaps(a, b, f.config) if g.off]
    if not _alternate(f):
        named = "the map names" if f.map.teams is not None else "R-TEAM-1 makes (starts" \
            " farthest apart)"
        problems.insert(0, Check(
            "team-balance", False, WARNING,
            f"Teams {a.label} and {b.label}, as {named}, would not alternate turns going"
            " clockwise: a 2v2 game needs the allies at opposite corners (R-TEAM-1); name"
            " teams that alternate (Map properties) or move a start.", a.starts + b.starts))
    return problems


def _team_gap_text(g: TeamGap, cfg: AnalysisConfig) -> str:
    """The sentence of a team-balance finding: both teams, the metric, the threshold."""
    hi, lo = g.high, g.low
    spread = count(cfg.team_distance_spread, "hex", "hexes")
    if g.metric == "reach":
        return (f"Team {hi.label} can reach {count(len(hi.reach), 'building')} in its"
                f" allies' first moves, team {lo.label} only {len(lo.reach)}: the teams'"
                f" reach should differ by at most {cfg.team_reach_spread} (2v2; G-REACH,"
                " R-GUIDE-2, per ally).")
    if g.metric == "territory":
        return (f"Team {hi.label} is nearest to {_number(hi.territory)} of the buildings by"
                f" walking distance, team {lo.label} to only {_number(lo.territory)}: the"
                f" teams' territory should differ by at most {cfg.team_territory_spread}"
                " buildings (2v2).")
    if g.metric == "exposure":
        return (f"Team {hi.label}'s starts can be fired at from {hi.exposure} hexes in all,"
                f" team {lo.label}'s from only {lo.exposure}: the teams' exposure differs"
                f" by more than {round((cfg.exposure_ratio - 1) * 100)}% (2v2).")
    if g.metric == "ally distance":
        return (f"Team {hi.label}'s allies start {hi.ally_distance} hexes apart, team"
                f" {lo.label}'s only {lo.ally_distance}: the allies' distances should"
                f" differ by at most {spread} (2v2, R-TEAM-1).")
    return (f"Team {hi.label}'s allies start {_number(hi.enemy_distance)} hexes from their"
            f" closest enemy on average, team {lo.label}'s only {_number(lo.enemy_distance)}:"
            f" these should differ by at most {spread} (2v2, R-GUIDE-1).")


def _number(x: Fraction) -> str:
    """A share or a mean as a designer reads it: ``4``, ``4.5``, ``3.33``."""
    return f"{float(x):.3g}"


SPEC = CheckSpec(
    id="team-balance",
    summary="Four-player maps: the two 2v2 teams (R-TEAM-1) alternate turns and are within"
            " the team thresholds on reach, territory, exposure, ally distance and enemy"
            " distance.",
    rules=("R-TEAM-1",),
    severity=WARNING,
    thresholds=("exposure_ratio", "team_reach_spread", "team_territory_spread",
                "team_exposure_min_difference", "team_distance_spread"),
    shortfall=shortfall, passed=passed, failed=failed,
    repair_cost=9,
)
