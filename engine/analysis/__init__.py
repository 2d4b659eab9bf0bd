"""Balance analysis: the rulebook's design guidelines and seat-fairness metrics.

``analyse(game_map)`` turns a map into a :class:`~engine.analysis.report.Report`
(what ``gkr-map check`` prints and the studio's checks panel shows). The
functions below it are what the studio's overlays call directly, so that no
rule is computed anywhere else:

>>> from engine import Hex, load_map, builtin_map_path
>>> m = load_map(builtin_map_path("showdown"))
>>> [str(c) for c in analyse(m).checks if not c.ok]
[]
>>> len(reachable_hexes(m, Hex.parse("9B"))), [str(b) for b in buildings_in_reach(m, 2)]
(29, ['5B', '5C', '6F', '7E', '7H'])
>>> [float(s) for s in seat_territories(m).shares]
[2.0, 3.0, 3.0, 2.0]
>>> map_symmetry(m).symmetries, exposure(m, 0).seen_by
(('half turn',), 79)
"""

from engine.analysis.analyse import analyse
from engine.analysis.base import SeatRef, start_of
from engine.analysis.checklist import CHECK_IDS, CHECK_SPECS, CheckSpec, spec_of
from engine.analysis.config import DEFAULT_CONFIG, AnalysisConfig
from engine.analysis.deploy import deploy_hexes
from engine.analysis.exposure import Exposure, SightTable, exposure, seat_exposures, sight_table
from engine.analysis.reach import FREE_ENERGY, buildings_in_reach, movement_costs, reachable_hexes
from engine.analysis.report import Check, Report, Severity
from engine.analysis.symmetry import (
    Change,
    MapSymmetry,
    SymmetryFit,
    apply_changes,
    map_symmetry,
    symmetry_name,
)
from engine.analysis.team_metrics import map_teams, pairings, seat_teams, teams_alternate
from engine.analysis.territory import Territories, seat_territories
from engine.analysis.wording import join_and

__all__ = [
    "AnalysisConfig",
    "CHECK_IDS",
    "CHECK_SPECS",
    "Change",
    "Check",
    "CheckSpec",
    "DEFAULT_CONFIG",
    "Exposure",
    "FREE_ENERGY",
    "MapSymmetry",
    "Report",
    "SeatRef",
    "Severity",
    "SightTable",
    "SymmetryFit",
    "Territories",
    "analyse",
    "apply_changes",
    "buildings_in_reach",
    "deploy_hexes",
    "exposure",
    "map_symmetry",
    "movement_costs",
    "reachable_hexes",
    "seat_exposures",
    "seat_territories",
    "sight_table",
    "spec_of",
    "start_of",
    # the words and the teams the studio shows beside the report
    "join_and",
    "map_teams",
    "pairings",
    "seat_teams",
    "symmetry_name",
    "teams_alternate",
]
