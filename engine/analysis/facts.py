"""Everything the checks and metrics read about one map, each computed once.

:class:`MapFacts` is the shared, lazily filled context of one analysis: the
checks (:mod:`engine.analysis.checklist`) and the metrics
(:mod:`engine.analysis.metrics`) ask it, and nothing is computed twice.
"""

from __future__ import annotations

from engine.analysis.base import free_mask, sorted_hexes, union
from engine.analysis.config import AnalysisConfig
from engine.analysis.deploy import deploy_hexes
from engine.analysis.exposure import (
    Exposure,
    SightTable,
    seat_exposure_counts,
    seat_exposures,
    sight_table,
)
from engine.analysis.reach import move_layers
from engine.analysis.symmetry import MapSymmetry, map_symmetry
from engine.analysis.team_metrics import (
    TeamFigures,
    ally_distance,
    enemy_distance,
    map_teams,
    team_exposure,
    team_reach,
    team_territory,
)
from engine.analysis.territory import Territories, seat_territories
from engine.core.lazy import lazy
from engine.geometry.bitboard import expand, layers, mask_of, neighbor_mask
from engine.geometry.hexes import Hex
from engine.geometry.zones import Side
from engine.lineofsight.sight import Alley, Sight
from engine.mapmodel.model import GameMap


class MapFacts:
    """Lazily computed facts about ``game_map`` under ``config``."""

    def __init__(
        self, game_map: GameMap, config: AnalysisConfig, sight: Sight | None = None
    ) -> None:
        self.map = game_map
        self.config = config
        self.starts = game_map.starts
        self._sight = sight if sight is not None and sight.map == game_map else None

    # -- board ----------------------------------------------------------------------
    @lazy
    def sight(self) -> Sight:
        return self._sight or Sight(self.map)

    @lazy
    def free(self) -> int:
        """Playable hexes without a building (intact or rubble)."""
        return free_mask(self.map)

    @lazy
    def intact(self) -> int:
        return mask_of(self.map.intact_hexes)

    # -- seats ----------------------------------------------------------------------
    @lazy
    def walk_layers(self) -> tuple[tuple[int, ...], ...]:
        """Per seat, the hexes its Heavy Hitter reaches for 0, 1, 2… energy (no limit)."""
        return tuple(move_layers(s, self.free) for s in self.starts)

    @lazy
    def first_move(self) -> tuple[int, ...]:
        """Per seat, the bit set of hexes its Heavy Hitter can end its first move on."""
        return tuple(union(layers[: self.config.energy + 1]) for layers in self.walk_layers)

    @lazy
    def buildings_in_reach(self) -> tuple[tuple[Hex, ...], ...]:
        """Per seat, the intact buildings within reach of its first move (R-GUIDE-2)."""
        return tuple(sorted_hexes(expand(r) & self.intact) for r in self.first_move)

    @lazy
    def farthest_first_move(self) -> tuple[int, ...]:
        """Per seat, how far from its start (in hexes) its first move can end."""
        result = []
        for start, reach in zip(self.starts, self.first_move):
            rings = layers(start)
            result.append(max(k for k, ring in enumerate(rings) if ring & reach))
        return tuple(result)

    @lazy
    def free_neighbors(self) -> tuple[tuple[Hex, ...], ...]:
        """Per seat, the start's playable neighbours without a building."""
        return tuple(sorted_hexes(neighbor_mask(s) & self.free) for s in self.starts)

    @lazy
    def walk_groups(self) -> tuple[tuple[int, ...], ...]:
        """Seats grouped by the part of the board their Heavy Hitters can walk in: seats
        in different groups can never walk to each other. Seats that cannot move at all
        are left out (``start-blocked`` reports them on their own)."""
        groups: dict[int, list[int]] = {}
        for i, reached in enumerate(self.walk_layers):
            if not self.free_neighbors[i]:
                continue
            region = union(reached)
            key = next((k for k in groups if k & region), region)
            groups.setdefault(key, []).append(i)
        return tuple(tuple(g) for g in groups.values())

    @lazy
    def territories(self) -> Territories:
        return seat_territories(self.map, self.walk_layers)

    @lazy
    def exposures(self) -> tuple[Exposure, ...]:
        return seat_exposures(self.map, self.sight)

    @lazy
    def exposure_counts(self) -> tuple[tuple[int, int], ...]:
        """Per seat, (free hexes that see the start, of them with partial cover against it)."""
        return seat_exposure_counts(self.map, self.sight)

    @lazy
    def deploy(self) -> tuple[tuple[Hex, ...], ...]:
        """Per seat, the hexes a support unit can be deployed on from its start."""
        return tuple(deploy_hexes(self.map, s, self.config.deploy_range) for s in self.starts)

    def reach_zones(self, seat: int) -> dict[Hex, int]:
        """Zones (fallout side) of the buildings in reach of a seat."""
        zones = self.map.zone_layout
        return {b: zones[b] for b in self.buildings_in_reach[seat]}

    @lazy
    def teams(self) -> tuple[TeamFigures, ...]:
        """Both 2v2 teams' metrics on a four-player map (none on other maps)."""
        return team_figures(self)

    # -- map ------------------------------------------------------------------------
    @lazy
    def potential_alleys(self) -> list[Alley]:
        return self.sight.potential_alleys()

    @lazy
    def sight_table(self) -> SightTable:
        return sight_table(self.sight)

    @lazy
    def symmetry(self) -> MapSymmetry:
        return map_symmetry(self.map)

    @property
    def fallout(self) -> bool:
        return self.map.side is Side.FALLOUT

    def taggable_faces(self, building: Hex) -> tuple[Hex, ...]:
        """Neighbours of a building where a unit can stand and tag it (R-TAG-1, R-TAG-2)."""
        return sorted_hexes(neighbor_mask(building) & self.free)


def team_figures(f: MapFacts) -> tuple[TeamFigures, ...]:
    """Both teams' figures of a four-player map (an empty tuple for other maps)."""
    teams = map_teams(f.map)
    if teams is None:
        return ()
    territory = team_territory(f.walk_layers, mask_of(f.map.intact_hexes), teams)
    seen_by = [n for n, _ in f.exposure_counts]
    return tuple(
        TeamFigures(
            seats=t,
            starts=tuple(f.starts[q] for q in t),
            reach=team_reach(f.buildings_in_reach, t),
            exposure=team_exposure(seen_by, t),
            territory=share,
            ally_distance=ally_distance(f.starts, t),
            enemy_distances=enemy_distance(f.starts, t),
        )
        for t, share in zip(teams, territory)
    )
