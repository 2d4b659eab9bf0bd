"""Team metrics of a four-player map: the seat metrics, summed up per 2v2 team.

The teams are those a 2v2 game is played with (:func:`engine.game.teams.default_teams`:
the map file's ``teams``, or the starts farthest apart as allies, R-TEAM-1). Each
metric is one function:

* **reach** (:func:`team_reach`): the intact buildings either ally can end its first
  move next to (R-GUIDE-2); a team's tags count together, so a building both reach
  counts once.
* **exposure** (:func:`team_exposure`): the free hexes that see each ally's start,
  added up (a hex that sees both starts counts twice: it threatens both).
* **territory** (:func:`team_territory`): the team's share of the buildings by walking
  distance, a team being as near to a building as its nearer ally (ties between the
  teams split; a building both allies tie for is the team's alone).
* **ally distance** (:func:`ally_distance`): hexes between the allies' starts.
* **enemy distance** (:func:`enemy_distance`): each ally's distance to its closest
  enemy start, averaged over the two allies.

>>> from engine import load_map, builtin_map_path
>>> from engine.analysis.config import DEFAULT_CONFIG
>>> from engine.analysis.facts import MapFacts
>>> a, b = MapFacts(load_map(builtin_map_path("showdown")), DEFAULT_CONFIG).teams
>>> a.label, len(a.reach), a.exposure, a.territory, a.ally_distance, a.enemy_distance
('1B+9J', 10, 159, Fraction(4, 1), 12, Fraction(8, 1))
>>> b.label, len(b.reach), b.exposure, b.territory, b.ally_distance, b.enemy_distance
('1J+9B', 10, 131, Fraction(6, 1), 12, Fraction(8, 1))
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Sequence

from engine.analysis.base import labels, sorted_hexes
from engine.analysis.config import AnalysisConfig
from engine.analysis.territory import nearest
from engine.geometry.hexes import Hex
from engine.mapmodel.model import GameMap

Team = tuple[int, ...]
"""A team: its seats (0-based indices), in seat order."""


@dataclass(frozen=True)
class TeamFigures:
    """The team metrics of one team (see the module text for each)."""

    seats: Team
    starts: tuple[Hex, ...]
    reach: tuple[Hex, ...]
    exposure: int
    territory: Fraction
    ally_distance: int
    enemy_distances: tuple[int, ...]
    """Per ally (in seat order), the distance to its closest enemy start."""

    @property
    def label(self) -> str:
        """The team's starts joined by ``+``: ``1B+9J`` (as the 2v2 playtest names it)."""
        return "+".join(str(h) for h in self.starts)

    @property
    def enemy_distance(self) -> Fraction:
        """The allies' mean distance to their closest enemy start."""
        return Fraction(sum(self.enemy_distances), len(self.enemy_distances))

    def to_json(self, number: int) -> dict[str, Any]:
        return {
            "team": number,
            "label": self.label,
            "seats": [q + 1 for q in self.seats],
            "starts": labels(self.starts),
            "buildings_in_reach": labels(self.reach),
            "reach_count": len(self.reach),
            "exposure": self.exposure,
            "territory_share": round(float(self.territory), 3),
            "ally_distance": self.ally_distance,
            "enemy_distances": {str(s): d for s, d in zip(self.starts, self.enemy_distances)},
            "enemy_distance": round(float(self.enemy_distance), 3),
        }


def map_teams(game_map: GameMap) -> tuple[Team, Team] | None:
    """The 2v2 teams of a four-player map (R-TEAM-1 or its file's ``teams``); ``None``
    for a map of another size.

    >>> from engine import load_map, builtin_map_path
    >>> map_teams(load_map(builtin_map_path("showdown"))), map_teams(GameMap())
    (((0, 3), (1, 2)), None)
    """
    if game_map.players != 4:
        return None
    from engine.game.teams import default_teams  # the game engine only when needed

    first, second = default_teams(game_map)
    return first, second


def seat_teams(game_map: GameMap) -> dict[int, int]:
    """Each seat's team (0: the team of seat 1, 1: the other) on a four-player map; empty
    for a map of another size.

    >>> from engine import load_map, builtin_map_path
    >>> seat_teams(load_map(builtin_map_path("showdown")))
    {0: 0, 3: 0, 1: 1, 2: 1}
    """
    teams = map_teams(game_map)
    return {} if teams is None else {q: k for k, t in enumerate(teams) for q in t}


def pairings(game_map: GameMap) -> tuple[tuple[Team, Team], ...]:
    """The three ways to split a four-player map's seats into two teams (seat 1 with
    seat 2, 3 or 4); none for a map of another size."""
    if game_map.players != 4:
        return ()
    return tuple(((0, q), tuple(r for r in (1, 2, 3) if r != q)) for q in (1, 2, 3))


def teams_alternate(game_map: GameMap, teams: Sequence[Team]) -> bool:
    """Whether turns, going clockwise round the board, alternate between the teams: what
    2v2 needs (allies at opposite corners; :func:`engine.game.teams.check_teams`).

    >>> from engine import load_map, builtin_map_path
    >>> m = load_map(builtin_map_path("showdown"))  # 1B 1J 9B 9J
    >>> [teams_alternate(m, p) for p in pairings(m)]
    [False, False, True]
    """
    from engine.game.setup import clockwise  # the game engine only when needed
    from engine.game.teams import alternate

    return alternate(tuple(tuple(t) for t in teams), clockwise(game_map.starts))


def team_reach(buildings_in_reach: Sequence[Sequence[Hex]], team: Team) -> tuple[Hex, ...]:
    """The buildings either ally reaches in its first move, in reading order."""
    return sorted_hexes({b for q in team for b in buildings_in_reach[q]})


def team_exposure(seen_by: Sequence[int], team: Team) -> int:
    """The free hexes that see each ally's start, added up over the allies."""
    return sum(seen_by[q] for q in team)


def team_territory(
    walk_layers: Sequence[Sequence[int]], intact: int, teams: Sequence[Team]
) -> tuple[Fraction, ...]:
    """Each team's share of the buildings by walking distance, the team as near to each
    hex as its nearer ally (:func:`engine.analysis.territory.nearest` on team layers)."""
    return nearest([_team_layers(walk_layers, t) for t in teams], intact)[2]


def _team_layers(walk_layers: Sequence[Sequence[int]], team: Team) -> tuple[int, ...]:
    """Move layers from both allies' starts at once: hexes by the cheaper ally's cost."""
    depth = max(len(walk_layers[q]) for q in team)
    seen = 0
    result = []
    for k in range(depth):
        ring = 0
        for q in team:
            if k < len(walk_layers[q]):
                ring |= walk_layers[q][k]
        ring &= ~seen
        seen |= ring
        result.append(ring)
    return tuple(result)


def ally_distance(starts: Sequence[Hex], team: Team) -> int:
    """Hexes between the two allies' starts."""
    a, b = (starts[q] for q in team)
    return a.distance(b)


def enemy_distance(starts: Sequence[Hex], team: Team) -> tuple[int, ...]:
    """Per ally, the distance from its start to the closest enemy start."""
    enemies = [s for q, s in enumerate(starts) if q not in team]
    return tuple(min(starts[q].distance(e) for e in enemies) for q in team)


TEAM_METRICS: tuple[str, ...] = (
    "reach",
    "territory",
    "exposure",
    "ally distance",
    "enemy distance",
)
"""The team metrics the ``team-balance`` check compares, in the order it reports them."""


@dataclass(frozen=True)
class TeamGap:
    """How far apart the two teams are on one metric.

    ``high`` has the larger figure (the first team on a tie); ``excess`` is how far the
    gap goes past its threshold in :class:`AnalysisConfig`, rounded up: 0 when the
    teams are within it.
    """

    metric: str
    high: TeamFigures
    low: TeamFigures
    excess: int

    @property
    def off(self) -> bool:
        return self.excess > 0


def team_gaps(a: TeamFigures, b: TeamFigures, config: AnalysisConfig) -> tuple[TeamGap, ...]:
    """The teams' gap on each of :data:`TEAM_METRICS`, judged by ``config``'s thresholds.

    Reach and territory may be ``team_reach_spread`` and ``team_territory_spread``
    apart; exposure is off when one team's summed exposure is both
    ``exposure_ratio`` times the other's and ``team_exposure_min_difference`` more;
    the ally distances, and the mean enemy distances, may be
    ``team_distance_spread`` apart.
    """
    figures: dict[str, tuple[Fraction | int, Fraction | int]] = {
        "reach": (len(a.reach), len(b.reach)),
        "territory": (a.territory, b.territory),
        "exposure": (a.exposure, b.exposure),
        "ally distance": (a.ally_distance, b.ally_distance),
        "enemy distance": (a.enemy_distance, b.enemy_distance),
    }
    limits = {
        "reach": config.team_reach_spread,
        "territory": config.team_territory_spread,
        "ally distance": config.team_distance_spread,
        "enemy distance": config.team_distance_spread,
    }
    result = []
    for metric in TEAM_METRICS:
        x, y = figures[metric]
        high, low = (b, a) if y > x else (a, b)
        most, least = max(x, y), min(x, y)
        if metric == "exposure":
            excess = (
                max(0, int(most - least) - config.team_exposure_min_difference + 1)
                if most > config.exposure_ratio * least
                else 0
            )
        else:
            excess = math.ceil(max(0, most - least - limits[metric]))
        result.append(TeamGap(metric, high, low, excess))
    return tuple(result)
